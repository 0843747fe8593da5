"""The messages a named player sends about themselves rather than a table: blocks,
friends, diwans, tournaments, their standing, their logins (the server's dispatch
hands them here first)."""

from __future__ import annotations

from typing import Any

from . import moderation, standing_answers
from . import protocol as p
from .diwans import DIWAN_MESSAGES
from .friend_talk import FRIEND_MESSAGES
from .tournaments import TOURNAMENT_MESSAGES


async def players_message(server: Any, conn: Any, msg: Any) -> bool:
    """A named player's message about themselves, not a table (blocks, friends, diwans,
    tournaments, standing, their logins): answered here, True; else False."""
    if isinstance(msg, p.Block):
        await moderation.block(conn, msg, server.storage, server.talk.sever)
    elif isinstance(msg, FRIEND_MESSAGES):
        await server.talk.handle(conn, msg, server.room_of(conn.player_id),
                                 server.join_invited)
    elif isinstance(msg, DIWAN_MESSAGES):
        await server.diwans.handle(conn, msg)
    elif isinstance(msg, TOURNAMENT_MESSAGES):
        await server.tournaments.handle(conn, msg)
    elif isinstance(msg, p.StandingQuery):
        await standing_answers.answer(conn, msg, server.storage)
    elif isinstance(msg, p.LogoutEverywhere):
        if conn.guest:
            conn.error("guest", "a guest has no login", msg.ref)
        else:
            await server.accounts.logout_everywhere(conn.player_id)
            conn.send(p.Ok(msg.ref))
    elif isinstance(msg, p.SetForm):   # from the next message that sends my name
        await server.accounts.set_form(conn.player_id, conn.guest, msg.form)
        conn.form = msg.form
        conn.send(p.Ok(msg.ref))
    else:
        return False
    return True
