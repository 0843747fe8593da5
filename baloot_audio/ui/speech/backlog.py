"""The table's messages not yet heard: the queue, the rest of the line being
said, and how many times each went to the voice.

A detail (a round's breakdown, an online room's words) waits behind everything
else. A line cut by a key goes back from the first message not heard; a message
goes to the voice at most MAX_HANDED times (once cut, once whole). Once the player
has acted past the table's words (a key cut them, or they came while a busy
player's keys held them), the backlog is :attr:`Backlog.behind` until it has been
heard: its next lines catch up (:mod:`.lines`).
"""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Optional

from .base import Utterance
from .lines import Lines, Segment

MAX_HANDED = 2


class Backlog:
    def __init__(self) -> None:
        self.pending: deque[Utterance] = deque()   # not yet in a line
        self.line: deque[Segment] = deque()        # the rest of the line being said
        self.lines = Lines()                        # how waiting messages become a line
        self._handed: dict[int, int] = {}          # times each message went to the voice
        self.behind = False     # the player acted past what waits: the next lines catch up

    def __bool__(self) -> bool:
        return bool(self.pending or self.line)

    def add(self, utt: Utterance, held: bool = False) -> None:
        """A detail goes last; anything else goes before the details that wait.
        ``held``: a busy player's keys hold the table's words (the player acts past it)."""
        self.behind = self.behind or held and not utt.detail
        i = len(self.pending)
        if not utt.detail:
            while i > 0 and self.pending[i - 1].detail:
                i -= 1
        self.pending.insert(i, utt)

    def next(self, rate: int, clock: Callable[[], float]
             ) -> tuple[Segment, Optional[dict[str, Any]]]:
        """The next segment to say (a new line when the last one is over), counted as
        handed to the voice; and what the speech log says of a new condensed line."""
        condensed = None
        if not self.line:
            segments, condensed = self.lines.take(self.pending, rate, clock, self.behind)
            self.line.extend(segments)
        segment = self.line.popleft()
        for u in segment[1]:
            self._handed[u.n] = self._handed.get(u.n, 0) + 1
        return segment, condensed

    def cut(self, cut: list[Utterance]) -> tuple[list[Utterance], list[Utterance],
                                                 list[Utterance]]:
        """A key cut the line: ``cut`` (its segment's messages not heard) and the rest of
        the line go back to the head of the queue, but details and messages handed
        MAX_HANDED times already. Returns (all of them, the details, the spent ones)."""
        rest = [*cut, *self._lined()]
        self.line.clear()
        self.behind = self.behind or any(not u.detail for u in rest)
        again = [u for u in rest if not u.detail and self._handed.get(u.n, 0) < MAX_HANDED]
        self.pending.extendleft(reversed(again))
        return (rest, [u for u in rest if u.detail],
                [u for u in rest if not u.detail and u not in again])

    def take(self, which: Callable[[Utterance], bool] = lambda u: True) -> list[Utterance]:
        """The waiting messages ``which`` says (all: the line's rest too), out of the backlog."""
        taken = [u for u in [*self._lined(), *self.pending] if which(u)]
        gone = {id(u) for u in taken}
        self.pending = deque(u for u in self.pending if id(u) not in gone)
        self.line = deque(seg for seg in self.line if not all(id(p) in gone for p in seg[1]))
        return taken

    def answered(self, answered: Callable[[Utterance], bool]) -> list[Utterance]:
        """The waiting messages ``answered`` says came up too late (in the queue, or a
        segment of them alone in the line), out of the backlog."""
        alone = {id(u) for _, parts, _ in self.line if all(answered(p) for p in parts)
                 for u in parts} | {id(u) for u in self.pending}
        return self.take(lambda u: id(u) in alone and answered(u))

    def front(self, items: list[Utterance]) -> int:
        """``items`` go first, the line's rest with them (each once). Returns how many."""
        seen, first = {id(u) for u in self.pending}, []
        for u in [*items, *self._lined()]:
            if id(u) not in seen:
                seen.add(id(u))
                first.append(u)
        self.line.clear()
        self.pending.extendleft(reversed(first))
        return len(first)

    def waits(self, utt: Utterance) -> bool:
        """``utt`` waits its turn to be said (it has not begun)."""
        return any(u is utt for u in [*self.pending, *self._lined()])

    def heard(self) -> None:
        """A table line was heard to its end: with nothing left waiting, caught up."""
        if not self:
            self.behind = False

    def clear(self) -> None:
        self.pending.clear()
        self.line.clear()
        self.behind = False

    def _lined(self) -> list[Utterance]:
        return [u for _, parts, _ in self.line for u in parts]
