"""The server's clock at a timed table: the server is the authority, the ear sets the start.

After each item of a room's inbox the clock looks at what the table waits for
(:func:`wait_of`): a seated player's call or card, a Qaid table's window after
the last trick, or the players' "ready" for the next hand. Each wait is keyed by
(round, actions of the round so far), the place the client names in ``heard``.

The clock of a wait starts once every player it waits on has said they heard
the prompt (``heard``), or ``--heard-grace`` seconds after the wait began, whichever
comes first: a client that never says "heard" cannot stall the table, one that
says it at once only loses its own time. Every member is then told
(:class:`~baloot_audio.net.wire.protocol.Clock`: the seconds the clock runs, not a countdown); the
clients play the half-time and last cues and say the time left on a key.

At the end: the seat's bot acts for its player, after a
:class:`~baloot_audio.table_api.TimeRanOut` every member hears (the bot draws from a
generator of the seed and that place, so a restore replays the same action);
the Qaid window closes the round; the next hand is dealt. Nothing else is timed.
See docs/protocol.md, "Turn timers".
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Optional

from baloot_audio.bots import MATCH_BOTS, bot_rng
from baloot_audio.core import Phase

from ..wire import protocol as p
from .server_table import RoomScheduler, ServerTable


@dataclass
class Wait:
    """What the table waits for: ``kind`` (call, card, qaid_window, next_hand) at
    ``place`` (round, index), from ``seats`` (whose hearing starts the clock)."""
    place: tuple[int, int]
    kind: str
    seats: frozenset[int]
    heard: set[int] = field(default_factory=set)
    ends_at: Optional[float] = None          # the clock runs (time.monotonic)
    handles: list[Any] = field(default_factory=list)

    def same(self, other: Optional["Wait"]) -> bool:
        return other is not None and (self.place, self.kind) == (other.place, other.kind)


def wait_of(table: ServerTable, present: set[int], ready: set[int]) -> Optional[Wait]:
    """What ``table`` waits for from its seated players ``present`` (None: nothing)."""
    state = table.state
    if state is None or table.match_over or table.closed:
        return None
    place = (len(table.actions) - 1, len(table.actions[-1]))
    if table.round_over:
        return Wait(place, "next_hand", frozenset(present - ready))
    if state.closing:
        return Wait(place, "qaid_window", frozenset(present))
    if state.phase is not Phase.DONE and state.to_act in table.humans:
        kind = "card" if state.phase is Phase.PLAY else "call"
        return Wait(place, kind, frozenset({state.to_act}))
    return None


class SeatClock:
    """One room's clock (one wait at a time). ``seconds(kind)``: the table's time for
    that kind (None: untimed); ``tell``: to every member; ``next_hand``: deal it."""

    def __init__(self, seconds: Callable[[str], Optional[float]], scheduler: RoomScheduler,
                 tell: Callable[[p.Msg], Any], next_hand: Callable[[], Any],
                 grace: float):
        self.seconds, self.scheduler, self.tell = seconds, scheduler, tell
        self.next_hand, self.grace = next_hand, grace
        self.wait: Optional[Wait] = None
        self.table: Optional[ServerTable] = None

    @property
    def holds_window(self) -> bool:
        """A timed Qaid table's window stays open until its clock ends."""
        return self.seconds("qaid_window") is not None

    def follow(self, table: ServerTable, present: set[int], ready: set[int]) -> None:
        """After an item: the table's wait now (a new one replaces the old one)."""
        self.table = table
        wait = wait_of(table, present, ready)
        if wait is not None and self.seconds(wait.kind) is None:
            wait = None
        if wait is not None and wait.same(self.wait):
            return
        self._cancel()
        self.wait = wait
        if wait is None:
            return
        if not wait.seats:
            self._start()
        else:
            wait.handles.append(self.scheduler.call_later(self.grace, self._start))

    def heard(self, seat: int, place: tuple[int, int]) -> None:
        """``seat``'s player heard the prompt of ``place`` (another place: ignored)."""
        wait = self.wait
        if wait is None or wait.place != place or seat not in wait.seats:
            return
        wait.heard.add(seat)
        if wait.heard >= wait.seats:
            self._start()

    def _start(self) -> None:
        wait = self.wait
        if wait is None or wait.ends_at is not None:
            return
        seconds = self.seconds(wait.kind)
        assert seconds is not None
        wait.ends_at = time.monotonic() + seconds
        wait.handles.append(self.scheduler.call_later(seconds, lambda: self._expired(wait)))
        self.tell(self.message(wait))

    def message(self, wait: Wait) -> p.Clock:
        left = max(0.0, (wait.ends_at or 0.0) - time.monotonic())
        return p.Clock(wait.place[0], wait.place[1], wait.kind, sorted(wait.seats), left,
                       self.seconds(wait.kind) or 0.0)

    def running(self) -> Optional[p.Clock]:
        """The clock that runs now (told to a member who joins or comes back)."""
        wait = self.wait
        return None if wait is None or wait.ends_at is None else self.message(wait)

    def _expired(self, wait: Wait) -> None:
        table = self.table
        if wait is not self.wait or table is None or table.closed:
            return
        self.wait = None
        if wait.kind == "next_hand":
            self.next_hand()
        elif wait.kind == "qaid_window":
            table.close_round()
        else:
            seat = next(iter(wait.seats))
            if table.state is not None and table.state.to_act == seat and seat in table.humans:
                rng = bot_rng(MATCH_BOTS, table.seed, "timed-out", *wait.place)
                table.time_out(seat, wait.kind, rng)

    def _cancel(self) -> None:
        if self.wait is not None:
            for handle in self.wait.handles:
                self.scheduler.cancel(handle)
        self.wait = None
