"""What a named player sends about themselves that no other part answers: a block
(their chat never reaches me, they cannot join my tables, a friendship between us
ends) and logging out everywhere."""

from __future__ import annotations

from ..accounts.identity import Accounts
from ..db.storage import Storage
from ..social.friend_talk import FriendTalk
from ..tables.host import Member
from ..wire import protocol as p


class PlayerMessages:
    def __init__(self, storage: Storage, accounts: Accounts, talk: FriendTalk):
        self.storage, self.accounts, self.talk = storage, accounts, talk

    async def block(self, conn: Member, msg: p.BlockPlayer) -> None:
        """A block (or its end); a block ends a friendship and what waits between them."""
        if msg.player_id == conn.player_id:
            return conn.error("not_yourself", "", msg.ref)
        await self.storage.set_block(conn.player_id or "", msg.player_id, msg.on)
        (conn.blocked.add if msg.on else conn.blocked.discard)(msg.player_id)
        if msg.on:
            await self.talk.sever(conn.player_id or "", msg.player_id)
        conn.send(p.Ok(msg.ref))

    async def logout_everywhere(self, conn: Member, msg: p.LogoutEverywhere) -> None:
        """Every login token of the account goes (a guest has none: the registry says)."""
        await self.accounts.logout_everywhere(conn.player_id or "")
        conn.send(p.Ok(msg.ref))
