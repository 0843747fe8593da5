"""The one table interface: what a match session and the screens may use of a table.

A local :class:`~baloot_audio.table.Table` (bots on this computer) and a remote
table (an online client, ``baloot_audio.net``) both implement
:class:`TableInterface`, so the narrator, the sounds, the question keys, the
hint and the replay never know which one they talk to.

The table notices below are published by every table after the engine's own
events (``baloot_audio.core.events``); they are data, like those: no text.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional, Protocol, runtime_checkable

from baloot_audio.core import Action, Match, PlayerView, Rules

Subscriber = Callable[[Any], None]


@dataclass(frozen=True)
class TurnToPlay:
    """Table notice: ``seat`` must now play a card (after the events that led here)."""

    seat: int
    lead: bool
    led_suit: Optional[str]


@dataclass(frozen=True)
class RoundStarted:
    """Table notice: round ``number`` of the match is about to be dealt."""

    number: int
    dealer: int


@dataclass(frozen=True)
class Refused:
    """Table notice: this seat's action was refused; nothing changed."""

    seat: int
    action: Action
    rule: str


@dataclass(frozen=True)
class TimeRanOut:
    """Table notice (a timed table's): ``seat``'s time for a ``kind`` of turn ran out;
    the action that follows is its bot's, played for the player."""

    seat: int
    kind: str


# published by a table after the engine's events (TimeRanOut: where a clock runs)
NOTICES = (TurnToPlay, RoundStarted, Refused, TimeRanOut)


@runtime_checkable
class TableInterface(Protocol):
    """One match as one seat takes part in it.

    ``act`` sends this seat's action. A refused action publishes
    :class:`Refused` and raises :class:`~baloot_audio.core.IllegalAction`
    (nothing changes); a remote table checks the view's legal actions before
    sending, and the server's events arrive later through the subscribers.
    """

    rules: Rules
    commitment: str                  # SHA-256 of the shuffle seed, told before the first deal
    records: list[dict[str, Any]]    # one round record per finished round

    @property
    def seat(self) -> Optional[int]: ...   # the seat this interface plays for (None: watching)
    @property
    def match(self) -> Match: ...          # score, round number, dealer, winner
    @property
    def match_over(self) -> bool: ...
    @property
    def round_over(self) -> bool: ...
    @property
    def my_turn(self) -> bool: ...          # this seat must act now
    @property
    def revealed_seed(self) -> Optional[str]: ...  # the shuffle seed, once the match is over

    def view(self) -> Optional[PlayerView]: ...     # this seat's view of the round (None before a deal)
    def subscribe(self, fn: Subscriber) -> Subscriber: ...
    def act(self, action: Action) -> object: ...     # what it returns is the table's own
    def start_round(self) -> None: ...     # deal (local) or say ready for the next round (remote)
    def resume(self) -> None: ...          # go on after a restore or a reconnect
    def close(self) -> None: ...
