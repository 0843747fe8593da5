"""A seated player's call or card at a room's table: checked (the match started,
the seat is theirs, the round open, the action not stale), applied, and
acknowledged once stored (the room's ``_flush``); a refusal names its rule."""

from __future__ import annotations

from typing import Any

from baloot_audio.core import IllegalAction

from ..wire import protocol as p
from .host import Member


def play_action(room: Any, conn: Member, msg: p.Act) -> None:
    table, seat = room.table, room.seat_of(conn.player_id)
    if table is None:
        return conn.error("not_started", "", msg.ref)
    if seat is None:
        return conn.error("not_seated", "", msg.ref)
    if table.round_over or table.state is None:
        return conn.error("round_over", "", msg.ref)
    if msg.index != len(table.actions[-1]):
        return conn.error("stale", f"the round has {len(table.actions[-1])} actions, "
                          f"not {msg.index}", msg.ref)
    try:
        table.act(p.action_from_msg(seat, msg.action))
    except IllegalAction as error:
        return conn.error(error.rule, str(error), msg.ref)
    except (ValueError, KeyError, TypeError, IndexError) as error:   # a malformed card or call
        return conn.error("malformed_action", f"{type(error).__name__}: {error}", msg.ref)
    room.teller.acted(conn, msg.ref)        # acknowledged once stored (see _flush)
