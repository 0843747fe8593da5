"""The table's pace follows the voice.

:class:`HeardScheduler` wraps the window's scheduler for a local table: a bot's
move (or anything else the table schedules) asked for ``delay`` seconds from
now runs ``delay`` seconds (the player's pause) after everything said so far
has been heard (:meth:`~baloot_audio.ui.speech.Speech.when_heard`). It changes
when a bot moves, never which move (the bots see only the seed and their view).

A remote table's moves are timed by its server; what it says still waits its
turn in :class:`~baloot_audio.ui.speech.Speech`'s queue, so nothing is lost there
either.
"""

from __future__ import annotations

from typing import Any, Callable


class _Wait:
    """A call waiting for the voice, then for its delay on the base scheduler."""

    def __init__(self) -> None:
        self.waiter: Callable[[], None] = lambda: None
        self.inner: Any = None
        self.cancelled = False


class HeardScheduler:
    """``call_later(delay, fn)``: ``fn`` runs ``delay`` seconds after all is heard."""

    def __init__(self, base: Any, speech: Any):
        self.base = base
        self.speech = speech

    def call_later(self, delay: float, fn: Callable[[], None]) -> _Wait:
        wait = _Wait()

        def heard() -> None:
            if not wait.cancelled:
                wait.inner = self.base.call_later(delay, fn)

        wait.waiter = heard
        self.speech.when_heard(heard)
        return wait

    def cancel(self, handle: Any) -> None:
        if isinstance(handle, _Wait):
            handle.cancelled = True
            self.speech.cancel_wait(handle.waiter)
            if handle.inner is not None:
                self.base.cancel(handle.inner)
        else:
            self.base.cancel(handle)
