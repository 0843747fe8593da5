"""The history of finished matches on any day, in any zone: a match is filed under the
UTC time of the clock the store was given, so the newest comes first even across a
change of the clocks, and the history menu says each match's date in the player's own
time. (Named in local time, the match finished at 01:20 after St John's clocks went back
was listed before the one finished at 01:30, forty minutes earlier.)"""
from __future__ import annotations

import calendar
import functools
import json
import os
import time
from types import SimpleNamespace

from baloot_audio.saves import MatchStore
from baloot_audio.ui.replay_screen import history_menu
from test_replay import FakeApp, live_match

# St John's clocks go back from 02:00 NDT (UTC-2:30) to 01:00 NST (UTC-3:30) on 2026-11-01
BEFORE = calendar.timegm((2026, 11, 1, 4, 0, 0))      # 01:30 NDT
AFTER = calendar.timegm((2026, 11, 1, 4, 50, 0))      # 01:20 NST, fifty minutes later
YEAR_AFTER = AFTER + 365 * 86400


@functools.cache
def records() -> list:
    return live_match("saudi", "history-any-day")[0]


def test_the_newest_match_comes_first_and_is_dated_in_the_players_time(any_day, tmp_path):
    now = [0.0]
    store = MatchStore(tmp_path, clock=lambda: now[0])
    for moment, seal in ((BEFORE, "aaaa"), (AFTER, "bbbb"), (YEAR_AFTER, "cccc")):
        now[0] = moment
        store.finish(SimpleNamespace(records=records(), commitment=seal * 8, meta={}))
    os.utime(store.history_dir / os.listdir(store.history_dir)[0], (0, 0))   # a copied file
    history = store.history()
    assert [past.finished for past in history] == [YEAR_AFTER, AFTER, BEFORE]
    assert [past.path.name[-14:-6] for past in history] == ["cccccccc", "bbbbbbbb", "aaaaaaaa"]
    app = FakeApp("en", store)
    app.push(history_menu(app))
    dates = [time.strftime("%Y-%m-%d %H:%M", time.localtime(at))
             for at in (YEAR_AFTER, AFTER, BEFORE)]
    labels = [item.label() for item in app.stack[-1].items[:3]]
    assert all(label.startswith(date) for label, date in zip(labels, dates)), labels
    if any_day == "America/St_Johns":
        assert dates[1:] == ["2026-11-01 01:20", "2026-11-01 01:30"]


def test_a_match_filed_by_an_older_version_in_local_time_is_dated_by_its_file(tmp_path):
    store = MatchStore(tmp_path)
    store.history_dir.mkdir()
    old = store.history_dir / "20260101-120000-abcdef12.jsonl"
    old.write_text("".join(json.dumps(r) + "\n" for r in records()))
    os.utime(old, (1767268800, 1767268800))
    (past,) = store.history()
    assert past.finished == 1767268800 and past.readable
