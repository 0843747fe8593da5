"""The player's keys and the pause after them.

After an answer has been heard, the table's words wait HOLD seconds for the
player's next key, or 1.25 times the player's own rhythm of keys (the last few,
up to PAUSE_MAX), so that a player who reads the hand a key every 1.5 s is not
cut off at every key and a line is not cut and begun again each time. A player
who keeps pressing keys while the table would move on (for BUSY_AFTER seconds
or more, no pause longer than PAUSE_MAX) is busy: the table then moves on without
waiting for its words. Keys on the player's own turn do not count: the table
waits for the player then anyway.
"""

from __future__ import annotations

from collections import deque
from typing import Callable

HOLD = 0.6
PAUSE_MAX = 2.5
BUSY_AFTER = 2.5


class Pause:
    def __init__(self, clock: Callable[[], float]):
        self.clock = clock
        self.quiet_at = 0.0   # the table's words wait until then
        self._keys: deque[float] = deque(maxlen=4)   # when the last keys came
        # the keys pressed while the table waited to move: when they began, the last
        self._streak, self._busy_last = 0.0, -PAUSE_MAX - 1.0

    def key(self, table_waits: bool) -> None:
        """A key of the player's (its answer): the words wait for the pause after it.
        ``table_waits``: the table would move on but for its words."""
        now = self.clock()
        self._keys.append(now)
        gaps = sorted(b - a for a, b in zip(self._keys, list(self._keys)[1:])
                      if b - a <= PAUSE_MAX)
        pause = min(PAUSE_MAX, max(HOLD, 1.25 * gaps[len(gaps) // 2])) \
            if len(gaps) >= 2 else HOLD
        self.quiet_at = max(self.quiet_at, now + pause)
        if table_waits or self.busy:
            if now - self._busy_last > PAUSE_MAX:
                self._streak = now    # the first such key after a pause
            self._busy_last = now

    def heard(self) -> None:
        """An answer was heard to its end: at least HOLD before the table's words."""
        self.quiet_at = max(self.quiet_at, self.clock() + HOLD)

    def hold(self) -> None:
        self.heard()

    def release(self) -> bool:
        """The table's words may come now (the player's own move). Returns whether
        they were waiting."""
        waiting, self.quiet_at = self.waiting, 0.0
        return waiting

    @property
    def waiting(self) -> bool:
        return self.clock() < self.quiet_at

    @property
    def busy(self) -> bool:
        last = self._busy_last
        return self.clock() - last <= PAUSE_MAX and last - self._streak >= BUSY_AFTER
