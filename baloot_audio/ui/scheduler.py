"""pyglet's clock as the table's scheduler (bot turns, the rules reader's pacing).

It never blocks the loop; the tests use the manual and immediate schedulers of
:mod:`baloot_audio.table` instead.
"""

from __future__ import annotations

from typing import Any, Callable

import pyglet


class PygletScheduler:
    """pyglet.clock: the app's scheduler (never blocks the loop)."""

    def __init__(self) -> None:
        self._clock = pyglet.clock
        self._handles: list[Callable[[float], None]] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Any:
        def tick(dt: float, fn=fn) -> None:
            if tick in self._handles:
                self._handles.remove(tick)
            fn()

        self._handles.append(tick)  # pyglet keeps no strong reference we can rely on
        self._clock.schedule_once(tick, max(0.0, delay))
        return tick

    def cancel(self, handle: Any) -> None:
        self._clock.unschedule(handle)
        if handle in self._handles:
            self._handles.remove(handle)

    def cancel_all(self) -> None:
        for h in list(self._handles):
            self.cancel(h)
