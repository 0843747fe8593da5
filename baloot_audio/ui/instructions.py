"""Instructions said in full once, then short.

How to do a thing ("press Enter to go on; here it plays nothing", "Left and Right go
from one section of the keys to the next") is said in full the first time a player
meets it in a run of the game, and in a few words after that: a player who heard it
once needs the key, not the lesson, and the long words again at every step were the
newcomer's most common complaint (issue 38). The keys list (F1) says it all again.
"""

from __future__ import annotations


class Instructions:
    """Which instructions were said in full in this run (by id)."""

    def __init__(self) -> None:
        self._told: set[str] = set()

    def told(self, what: str) -> bool:
        """``what`` was said in full already: its short words will do."""
        return what in self._told

    def tell(self, what: str) -> bool:
        """``what`` is said now: True when in full (the first time), False when short."""
        first = what not in self._told
        self._told.add(what)
        return first
