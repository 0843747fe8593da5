"""The protocol's play-now line (docs/protocol.md, "Play now"): come in line for a
table of what one wants (alone, or with a partner who names me too), take the
seat found, leave the line; the server tells how many players are still
missing, the table found (who sits where, at a rated table the expected result)
and what befell the offer. Numbers and names only: each client words them."""

from __future__ import annotations

from typing import Annotated, Optional, Union

import msgspec

from .base import Code, Msg, Name, Ref, Short

Seconds = Annotated[float, msgspec.Meta(ge=0, le=600)]


# -- client -> server --------------------------------------------------------------
class QueueJoin(Msg, tag="queue_join"):
    """Come in line. ``qaid``: a Qaid table (else an easy one); ``rated``: accounts
    only, ratings close, never a bot; ``bots_after``: casual only, bots take the
    empty seats after this wait (None: never); ``partner``: an account who sends
    the same, naming me: we are seated as partners."""
    preset: Short = "saudi"
    qaid: bool = False
    timer: Short = "off"
    rated: bool = False
    bots_after: Optional[Seconds] = None
    partner: Optional[Name] = None
    ref: Ref = 0


class QueueLeave(Msg, tag="queue_leave"):
    """Out of the line (and out of a seat found and not taken yet)."""
    ref: Ref = 0


class QueueTake(Msg, tag="queue_take"):
    """I take the seat of this offer (the table opens once all four did)."""
    offer: Code
    ref: Ref = 0


MATCHING_CLIENT_MESSAGES = Union[QueueJoin, QueueLeave, QueueTake]


# -- server -> client --------------------------------------------------------------
class QueueStatus(Msg, tag="queue_status"):
    """Still looking (sent on coming in line, when ``missing`` changes and now and
    then): ``missing`` players are not found yet; the wait is ``waited`` seconds as
    this is sent; ``partner``: my partner has not come in line yet; ``rated``; ``held``:
    seconds before my next try (after a seat not taken)."""
    missing: int
    waited: float
    rated: bool = False
    partner: bool = False
    held: float = 0.0
    ref: int = 0


class FoundSeat(msgspec.Struct, omit_defaults=True):
    """A seat of the table found: its player (None: a bot)."""
    seat: int
    name: Optional[str] = None
    form: str = "unspecified"
    guest: bool = False


class QueueFound(Msg, tag="queue_found"):
    """A table is found: take the seat (queue_take with ``offer``) within
    ``seconds``. ``seat``: mine; ``chance``: at a rated table, my team's chance in
    100 to win the match by the ratings."""
    offer: str
    seat: int
    seats: list[FoundSeat]
    seconds: float
    rated: bool = False
    chance: Optional[int] = None


class QueueNotice(Msg, tag="queue_notice"):
    """What befell a found table: ``no_show`` (a player did not take their seat: I
    keep my place in line), ``missed`` (I did not take mine: I am at the end of the
    line, and wait ``held`` seconds), ``partner_left`` (my partner left the line: so
    did I), ``seated`` (all took their seats: the table follows, as joined)."""
    change: str
    held: float = 0.0


MATCHING_SERVER_MESSAGES = Union[QueueStatus, QueueFound, QueueNotice]

__all__ = [
    "FoundSeat", "MATCHING_CLIENT_MESSAGES", "MATCHING_SERVER_MESSAGES", "QueueFound",
    "QueueJoin", "QueueLeave", "QueueNotice", "QueueStatus", "QueueTake",
]
