"""A warning said at most once a minute: Redis away, or a flood of bad input, would
otherwise write a line a second (or a line a message) to the operator's log."""

from __future__ import annotations

import logging
import time

log = logging.getLogger("baloot_audio.net")


class Hushed:
    """Warnings of one kind: the first is logged, then at most one a ``seconds``,
    with how many were hushed in between."""

    def __init__(self, seconds: float = 60.0):
        self.seconds = seconds
        self.told = -seconds
        self.hushed = 0

    def warn(self, text: str, *args: object) -> None:
        now = time.monotonic()
        if now - self.told < self.seconds:
            self.hushed += 1
            return
        more = f" ({self.hushed} more like it since)" if self.hushed else ""
        log.warning(text + more, *args)
        self.told, self.hushed = now, 0
