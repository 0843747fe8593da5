"""What a named player sends about themselves that no other part answers: a block
(their chat never reaches me, they cannot join my tables, a friendship between us
ends), their form of address, and logging out everywhere (every token of the
account goes, and every session of it open on this server ends, the asker's
once answered)."""

from __future__ import annotations

from typing import Collection

from ..accounts.identity import Accounts
from ..db.storage import Storage
from ..social.friend_talk import FriendTalk
from ..tables.host import Member
from ..wire import protocol as p


class PlayerMessages:
    def __init__(self, storage: Storage, accounts: Accounts, talk: FriendTalk,
                 sessions: Collection[Member]):
        self.storage, self.accounts, self.talk = storage, accounts, talk
        self.sessions = sessions      # the server's open connections (Server.conns)

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
        self.log_out(conn.player_id or "")

    def log_out(self, player_id: str) -> None:
        """Every open session of the account ends (what was sent to each goes first):
        "log out everywhere" leaves no connection logged in, a thief's included."""
        for session in list(self.sessions):
            if session.player_id == player_id and not session.guest:
                session.close_soon()

    async def set_form(self, conn: Member, msg: p.SetForm) -> None:
        """A new form of address (an account keeps it): from the next message that sends
        the player's name."""
        await self.accounts.set_form(conn.player_id or "", conn.guest, msg.form)
        conn.form = msg.form
        conn.send(p.Ok(msg.ref))
