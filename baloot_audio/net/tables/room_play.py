"""A seated player's call or card: checked (the match started, the seat is theirs,
the round open, the action not stale) and applied to the table; a refusal names
its rule. The room acknowledges an applied action once it is stored (its ``_flush``)."""

from __future__ import annotations

from typing import Optional

from baloot_audio.core import IllegalAction

from ..wire import protocol as p
from .host import Member
from .server_table import ServerTable


def play_action(table: Optional[ServerTable], seat: Optional[int], conn: Member,
                msg: p.Act) -> bool:
    """``conn``'s action, from ``seat`` (None: not seated) at ``table`` (None: not
    started): True once applied, else refused to ``conn`` with its reason."""
    if table is None:
        conn.error("not_started", "", msg.ref)
    elif seat is None:
        conn.error("not_seated", "", msg.ref)
    elif table.round_over or table.state is None:
        conn.error("round_over", "", msg.ref)
    elif msg.index != len(table.actions[-1]):
        conn.error("stale", f"the round has {len(table.actions[-1])} actions, "
                   f"not {msg.index}", msg.ref)
    else:
        try:
            table.act(p.action_from_msg(seat, msg.action))
            return True
        except IllegalAction as error:
            conn.error(error.rule, str(error), msg.ref)
        except (ValueError, KeyError, TypeError, IndexError) as error:   # a malformed card or call
            conn.error("malformed_action", f"{type(error).__name__}: {error}", msg.ref)
    return False
