"""A turn's clock at a timed table, one that respects the ear.

Off by default. The clock starts when the player has heard the words that give
them the turn ("Your turn, clubs led"), never when the table moved: a player who
has not heard their turn yet has no time running. A soft cue at half time and
another five seconds before the end, never a spoken countdown; a key says the
time left. When the time runs out the seat's bot acts for the player, who hears
what was played for them. Nothing else is ever timed (questions, menus, the
rules). A player who needs more time chooses an untimed or relaxed table
(WCAG 2.2.1).

Seconds after seed 004 (the tournament's): 12 to call or double, 15 to play a
card, 5 after a Qaid table's last trick to call Qaid (the Qaid window), 10
before the next hand; ``relaxed`` gives three times as long.
"""

from __future__ import annotations

import functools
from typing import Any, Callable, Optional

TIMERS = ("off", "relaxed", "tournament")
SCALE = {"relaxed": 3.0, "tournament": 1.0}
SECONDS = {"call": 12.0, "card": 15.0, "qaid_window": 5.0, "next_hand": 10.0}
WARN_BEFORE = 5.0   # the last cue, seconds before the end


def seconds_for(timer: str, kind: str) -> Optional[float]:
    """The time for a ``kind`` of turn ("call", "card", "next_hand") at ``timer`` (None: untimed)."""
    scale = SCALE.get(timer)
    return None if scale is None else SECONDS[kind] * scale


class TurnTimer:
    """One clock at a time on the scheduler ``scheduler()`` gives (``call_later``/``cancel``:
    the window's, once it is open), reading ``clock``; ``cue(name)`` plays a sound."""

    def __init__(self, scheduler: Callable[[], Any], clock: Callable[[], float],
                 cue: Callable[[str], None]):
        self._scheduler, self.clock, self.cue = scheduler, clock, cue
        self._handles: list[Any] = []
        self._ends_at: Optional[float] = None
        self._wait: object = None              # the wait the cues below were played for
        self._played: set[str] = set()

    def start(self, seconds: float, expired: Callable[[], None]) -> None:
        """The clock runs from now: the half-time cue, the last cue, then ``expired``."""
        self.resume(seconds, seconds, expired, object())

    def resume(self, seconds: float, left: float, expired: Callable[[], None],
               wait: object) -> None:
        """A clock of ``seconds`` with ``left`` still to run for ``wait`` (an online
        turn's, told again after a reconnect): each cue plays once for that wait, at
        its time, or at once if it came while the player was away."""
        self.cancel()
        if wait != self._wait:
            self._wait, self._played = wait, set()
        self._ends_at = self.clock() + left
        cues = [("timer_half", seconds / 2)]
        if seconds > 2 * WARN_BEFORE:
            cues.append(("timer_last", seconds - WARN_BEFORE))
        for name, at in cues:
            if name not in self._played:
                self._later(max(0.0, at - (seconds - left)), functools.partial(self._cue, name))

        def end() -> None:
            self._handles.clear()
            self._ends_at = None
            expired()

        self._later(left, end)

    def _cue(self, name: str) -> None:
        self._played.add(name)
        self.cue(name)

    def _later(self, seconds: float, fn: Callable[[], None]) -> None:
        self._handles.append(self._scheduler().call_later(seconds, fn))

    def cancel(self) -> None:
        """The player acted, or the table moved on: no clock."""
        for handle in self._handles:
            self._scheduler().cancel(handle)
        self._handles.clear()
        self._ends_at = None

    @property
    def left(self) -> Optional[float]:
        """Seconds left (None: no clock runs)."""
        return None if self._ends_at is None else max(0.0, self._ends_at - self.clock())
