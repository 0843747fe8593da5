"""The table builds each seat's view once per state, however often a key
press asks for it, and a new one as soon as the state changes."""
from __future__ import annotations

import baloot_audio.table as table_module
from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for, view
from baloot_audio.table import Table
from schedulers import ManualScheduler


def test_the_view_is_built_once_per_state_and_seat(monkeypatch):
    built, states = [], []

    def counting_view(state, seat):
        states.append(state)                     # kept alive: ids stay unique
        built.append((id(state), seat))
        return view(state, seat)

    monkeypatch.setattr(table_module, "view", counting_view)
    table = Table(rules_for("saudi"), {s: make_bot("normal") for s in (1, 2, 3)},
                  ManualScheduler(), seed=5)
    table.start_round()
    for _ in range(300):
        if table.round_over:
            break
        before = table.state
        for _ in range(5):                       # screen, narrator, hint, ...
            assert table.view() == view(table.state, table.human)
            assert table.view(1) == view(table.state, 1)
        assert table.view() is table.view(table.human)
        if table.my_turn:
            table.act(table.view().legal[0])
        else:
            table.scheduler.run_next()
        assert table.state is not before
    assert table.round_over
    assert len(built) == len(set(built)), "a view was built twice for one state and seat"
