"""The last messages said, and a cursor to go back and forth in them."""

from __future__ import annotations

from collections import deque

from .base import Utterance

HISTORY_SIZE = 200


class History:
    """``items``: the newest last. Reviewing moves a cursor; a new message ends it."""

    def __init__(self, size: int = HISTORY_SIZE):
        self.items: deque[Utterance] = deque(maxlen=size)
        self.cursor: int | None = None   # index into items while reviewing

    def add(self, utt: Utterance) -> None:
        self.items.append(utt)
        self.cursor = None

    def at(self, index: int) -> Utterance | None:
        """The message at ``index`` (kept within the history), where the cursor goes."""
        if not self.items:
            return None
        self.cursor = max(0, min(index, len(self.items) - 1))
        return self.items[self.cursor]

    def step(self, by: int) -> Utterance | None:
        """The message ``by`` from the cursor (from the newest when not reviewing)."""
        here = len(self.items) - 1 if self.cursor is None else self.cursor
        return self.at(here + by)

    def newest(self) -> Utterance | None:
        """The newest message, and the end of reviewing."""
        self.cursor = None
        return self.items[-1] if self.items else None
