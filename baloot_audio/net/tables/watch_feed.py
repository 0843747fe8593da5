"""What the members without a seat (the watchers) hear of a match: every public
event, never a hand, and always ``behind`` whole tricks after the players.

Why tricks, not seconds: nothing private reaches a watcher, so what one could
relay to a player is help with the play itself (what to bid, which card to play
now, which card was just missed). A watcher ``behind`` at least one trick never
knows the trick in play, nor the bidding until the first trick is over, so
cannot advise the card or the call of the moment; a delay in seconds cannot
promise that at a table where a turn may take any time. Once a round is scored
it is over for everyone: the rest of it is told at once. ``behind`` 8 tells a
watcher each round only when it is scored (no live help at all).

The feed keeps what the watchers were told as the snapshot a watcher gets on
joining, and what waits is told to whoever watches when it is due, so a watcher
hears every event once, in order, from the moment it joins.
"""

from __future__ import annotations

from collections import deque
from typing import Any, Optional, Union

from ..wire import protocol as p

Mark = tuple[int, int]          # (round, tricks done) when a message was made


Told = Union[p.Update, p.RoundEnded, p.MatchEnded]     # what the watchers hear, in turn

class WatchFeed:
    def __init__(self, behind: int):
        self.behind = behind
        self.waiting: deque[tuple[Mark, Told]] = deque()
        # the table as the watchers were told it (their snapshot)
        self.round = self.index = 0
        self.events: list[dict[str, Any]] = []
        self.match: Optional[p.MatchData] = None
        self.round_over = False
        self.records: list[dict[str, Any]] = []
        self.seed: Optional[str] = None

    def started(self, match: p.MatchData, round_over: bool) -> None:
        """The match starts (or is restored) where the watchers' snapshot begins."""
        self.match, self.round_over = match, round_over

    def add(self, mark: Mark, message: Told) -> None:
        """An update (view None), a round's record or the match's end, made at ``mark``."""
        self.waiting.append((mark, message))

    def due(self, live: Mark, round_over: bool) -> list[bytes]:
        """The messages due now that the table is at ``live``, encoded, in order
        (each applied to the watchers' snapshot)."""
        out = []
        while self.waiting and self._due(self.waiting[0][0], live, round_over):
            message = self.waiting.popleft()[1]
            self._apply(message)
            out.append(p.encode(message))
        return out

    def _due(self, mark: Mark, live: Mark, round_over: bool) -> bool:
        return mark[0] < live[0] or round_over or mark[1] + self.behind <= live[1]

    def _apply(self, message: Told) -> None:
        if isinstance(message, p.Update):
            if message.round != self.round:
                self.events = []
            self.round, self.index = message.round, message.index
            self.events = self.events + message.events
            self.match, self.round_over = message.match, message.round_over
        elif isinstance(message, p.RoundEnded):
            self.records = self.records + [message.record]
        elif isinstance(message, p.MatchEnded):
            self.records, self.seed = list(message.records), message.seed

    def snapshot(self, info: p.TableInfo, commitment: str) -> p.Snapshot:
        """What a watcher who joins now is told (what follows comes as it is due)."""
        assert self.match is not None
        return p.Snapshot(round=self.round, index=self.index, events=list(self.events),
                          view=None, match=self.match, round_over=self.round_over,
                          table=info, seat=None, commitment=commitment,
                          records=list(self.records), seed=self.seed)
