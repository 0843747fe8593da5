"""What did I miss: the messages set aside unheard, in batches.

A batch is what one stop silenced, what one move onwards left (the next round,
the match's start), or what the keys of one busy stretch cut once too often.
The key reads the newest batch first; a new batch, but for the stop key's, plays
the ``missed`` cue (:attr:`Missed.on_new`).
"""

from __future__ import annotations

from typing import Callable, Optional

from .base import Utterance


class Missed:
    """``batches``: oldest first."""

    def __init__(self) -> None:
        self.batches: list[list[Utterance]] = []
        self.on_new: Optional[Callable[[], None]] = None   # the cue (the shell's sounds)
        self._busy: Optional[list[Utterance]] = None      # the batch a busy stretch fills

    def items(self) -> list[Utterance]:
        """Everything waiting here, oldest first."""
        return [u for batch in self.batches for u in batch]

    def keep(self, items: list[Utterance], cue: bool = True) -> bool:
        """``items`` wait here, a batch of their own (with the cue). False: nothing to keep."""
        if not items:
            return False
        self.batches.append(list(items))
        self._busy = None
        if cue and self.on_new is not None:
            self.on_new()
        return True

    def keep_busy(self, items: list[Utterance]) -> None:
        """Messages a busy player's keys cut once too often: one batch a busy stretch
        (until :meth:`end_busy`), one cue."""
        if not items:
            return
        if self._busy is not None and self.batches and self.batches[-1] is self._busy:
            self._busy.extend(items)
            return
        self.keep(items)
        self._busy = self.batches[-1]

    def end_busy(self) -> None:
        """The player heard the table again: the next busy stretch has a batch of its own."""
        self._busy = None

    def newest(self) -> list[Utterance]:
        """The newest batch, taken out to be read."""
        batch = self.batches.pop()
        if batch is self._busy:
            self._busy = None
        return batch

    def drop(self, gone: set[int]) -> None:
        """Messages answered before they were heard (by id): no longer worth saying."""
        if any(id(u) in gone for u in self.items()):
            self.batches = [kept for batch in self.batches
                            if (kept := [u for u in batch if id(u) not in gone])]
            self._busy = None

    def map(self, anew: Callable[[Utterance], Utterance]) -> None:
        """Each waiting message replaced by ``anew``'s (in the same batches)."""
        for batch in self.batches:
            batch[:] = [anew(u) for u in batch]

    def clear(self) -> None:
        self.batches = []
        self._busy = None
