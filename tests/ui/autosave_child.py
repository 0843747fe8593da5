"""A match driven headlessly with autosave on: run by test_autosave.py (also killed by it).

    python autosave_child.py DATA_DIR SEED [resume]

The human seat is played by the basic bot with a random generator derived
from the position alone, so a run and a resumed run choose the same way. After
each autosave a line ``<n> <digest>`` is printed (and flushed).
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))   # tests/: the schedulers

from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.core import rules_for  # noqa: E402
from baloot_audio.saves import MatchStore  # noqa: E402
from baloot_audio.table import Table  # noqa: E402
from schedulers import ImmediateScheduler  # noqa: E402


def digest(table: Table) -> dict:
    s = table.state
    return {"round": table.match.round_number, "totals": list(table.match.totals),
            "actions": sum(len(a) for a in table.actions),
            "phase": s.phase.name if s else None, "to_act": s.to_act if s else None,
            "hands": [list(h) for h in s.hands] if s else None,
            "tricks": len(s.tricks) if s else 0, "over": table.round_over}


def bots() -> dict:
    return {seat: make_bot("basic") for seat in (1, 2, 3)}


def make_table(store: MatchStore, seed: str, on_save=None) -> Table:
    def autosave(table: Table) -> None:
        store.save(table)
        if on_save:
            on_save(table)
    return Table(rules_for("saudi", target=152), bots(), ImmediateScheduler(), seed=seed,
                 bot_delay=0, autosave=autosave, meta={"bots": ["basic"] * 3})


def resume_table(store: MatchStore, on_save=None) -> Table:
    def autosave(table: Table) -> None:
        store.save(table)
        if on_save:
            on_save(table)
    return Table.from_save(store.load(), bots(), ImmediateScheduler(), bot_delay=0,
                           autosave=autosave)


def play_out(table: Table) -> None:
    human = make_bot("basic")
    table.resume()
    while not table.match_over:
        if table.state is None or table.round_over:
            table.start_round()
            continue
        assert table.my_turn
        n = sum(len(a) for a in table.actions)
        rng = random.Random(f"human/{table.match.round_number}/{n}")
        table.act(human.choose(table.view(), rng))


def main() -> None:
    folder, seed = Path(sys.argv[1]), sys.argv[2]
    store = MatchStore(folder)
    count = [0]

    def report(table: Table) -> None:
        count[0] += 1
        print(count[0], json.dumps(digest(table)), flush=True)

    if len(sys.argv) > 3:
        table = resume_table(store, report)
    else:
        table = make_table(store, seed, report)
    play_out(table)
    print("done", flush=True)


if __name__ == "__main__":
    main()
