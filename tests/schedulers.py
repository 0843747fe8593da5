"""Schedulers for tables in tests: one that runs a bot's turn at once, one that
keeps each turn until the test runs it (see ``baloot_audio.table.Scheduler``;
the app's own is ``baloot_audio.ui.scheduler.PygletScheduler``)."""

from __future__ import annotations

from collections import deque
from typing import Any, Callable


class ImmediateScheduler:
    """Runs scheduled calls at once, one after another (no recursion), ignoring delays."""

    def __init__(self) -> None:
        self._queue: deque[Callable[[], None]] = deque()
        self._running = False
        self.delays: list[float] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Callable[[], None]:
        self.delays.append(delay)
        self._queue.append(fn)
        if not self._running:
            self._running = True
            try:
                while self._queue:
                    self._queue.popleft()()
            finally:
                self._running = False
        return fn

    def cancel(self, handle: Any) -> None:
        try:
            self._queue.remove(handle)
        except ValueError:
            pass


class ManualScheduler:
    """Keeps scheduled calls until ``run_next``/``run_all`` (tests of pacing)."""

    def __init__(self) -> None:
        self.pending: list[tuple[float, Callable[[], None]]] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Any:
        item = (delay, fn)
        self.pending.append(item)
        return item

    def cancel(self, handle: Any) -> None:
        if handle in self.pending:
            self.pending.remove(handle)

    def run_next(self) -> bool:
        if not self.pending:
            return False
        _, fn = self.pending.pop(0)
        fn()
        return True

    def run_all(self, limit: int = 100000) -> int:
        n = 0
        while n < limit and self.run_next():
            n += 1
        return n


class ClockScheduler:
    """pyglet's clock on a fake one (``clock.now``): calls run by :meth:`run_due`."""

    def __init__(self, clock: Any):
        self.clock, self.due, self.count = clock, [], 0

    def call_later(self, delay: float, fn: Callable[[], None]) -> Any:
        import heapq

        self.count += 1
        item = [self.clock.now + delay, self.count, fn]
        heapq.heappush(self.due, item)
        return item

    def cancel(self, handle: Any) -> None:
        handle[2] = None

    def run_due(self) -> None:
        import heapq

        while self.due and self.due[0][0] <= self.clock.now:
            _, _, fn = heapq.heappop(self.due)
            if fn is not None:
                fn()
