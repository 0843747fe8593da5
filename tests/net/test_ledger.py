"""The ledger stores a room's new actions: storing one looks at the round in play
only, never at the rounds before it (a match's twentieth round costs what its
first did), and what it writes is every action once, in order."""
from __future__ import annotations

import asyncio
from typing import Any

from baloot_audio.net.tables.ledger import Ledger


class Writes:
    """A storage that keeps the calls it was given."""

    def __init__(self) -> None:
        self.calls: list[tuple] = []

    async def start_round(self, table_id: str, r: int) -> None:
        self.calls.append(("round", r))

    async def append_action(self, table_id: str, r: int, i: int, data: Any) -> None:
        self.calls.append(("action", r, i, data))

    async def finish_table(self, table_id: str, records: list, standing: Any) -> None:
        self.calls.append(("finished", len(records)))


class Rounds(list):
    """A table's rounds of actions that remembers which rounds were read."""

    def __init__(self) -> None:
        super().__init__()
        self.read: set[int] = set()

    def __getitem__(self, index):
        self.read.add(index if index >= 0 else len(self) + index)
        return super().__getitem__(index)

    def __iter__(self):
        for index in range(len(self)):
            yield self[index]


class Table:
    def __init__(self) -> None:
        self.actions = Rounds()
        self.match_over = False
        self.records: list = []


def test_storing_an_action_reads_only_the_round_in_play():
    storage, table = Writes(), Table()
    ledger = Ledger(storage, "t1")

    async def play() -> list[tuple[int, set[int]]]:
        seen = []
        for r in range(20):
            list.append(table.actions, [])
            for i in range(3):
                list.__getitem__(table.actions, r).append({"r": r, "i": i})
                table.actions.read.clear()
                await ledger.store(table)
                seen.append((r, set(table.actions.read)))
        table.match_over, table.records = True, [{}] * 20
        await ledger.store(table)
        return seen

    seen = asyncio.run(play())
    # the round in play, and at a round's first action the round before (now whole)
    assert all(read and read <= {r - 1, r} for r, read in seen), seen
    assert seen[-1] == (19, {19})
    expected: list[tuple] = []
    for r in range(20):
        expected.append(("round", r))
        expected += [("action", r, i, {"r": r, "i": i}) for i in range(3)]
    assert storage.calls == expected + [("finished", 20)]


def test_a_restored_ledger_stores_only_what_came_after():
    storage, table = Writes(), Table()
    for r in range(5):
        list.append(table.actions, [{"r": r, "i": i} for i in range(4)])
    ledger = Ledger(storage, "t1")
    ledger.restored([[{}] * 4] * 4 + [[{}] * 2], finished=False)
    table.actions.read.clear()
    asyncio.run(ledger.store(table))
    assert table.actions.read == {4}
    assert storage.calls == [("action", 4, 2, {"r": 4, "i": 2}), ("action", 4, 3, {"r": 4, "i": 3})]
