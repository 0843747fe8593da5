"""What of a room's match is in storage, and writing the rest: the rounds dealt,
each round's actions, the finished match (every write idempotent, see db/storage.py)."""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.table import Table

from ..db.standing import FinishedMatch
from ..db.storage import Storage


class Ledger:
    def __init__(self, storage: Storage, table_id: str):
        self.storage, self.table_id = storage, table_id
        self.stored: list[int] = []      # actions stored, per round dealt
        self.finished = False            # the finished match is stored

    async def store(self, table: Table,
                    standing: Callable[[], Optional[FinishedMatch]] = lambda: None) -> None:
        """Write what ``table`` has beyond what is stored (returns once it is);
        ``standing``: what the finished match leaves its accounts (rated.py).

        Only the last round stored and the rounds after it are looked at: the
        earlier ones are whole in storage (a round takes no action once the next
        is dealt), so storing an action costs the same in a match's first round
        and its twentieth."""
        rounds = table.actions
        for r in range(max(0, len(self.stored) - 1), len(rounds)):
            if r == len(self.stored):
                await self.storage.start_round(self.table_id, r)
                self.stored.append(0)
            acts = rounds[r]
            while self.stored[r] < len(acts):
                await self.storage.append_action(self.table_id, r, self.stored[r],
                                                 acts[self.stored[r]])
                self.stored[r] += 1
        if table.match_over and not self.finished:
            await self.storage.finish_table(self.table_id, table.records, standing())
            self.finished = True

    def restored(self, rounds: list[list[dict[str, Any]]], finished: bool) -> None:
        """A table restored from these stored rounds."""
        self.stored = [len(acts) for acts in rounds]
        self.finished = finished
