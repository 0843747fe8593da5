"""Replays: a past round, re-played from its record, is narrated as it was live."""
from __future__ import annotations

import random

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import ReplayError, rules_for
from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog
from baloot_audio.replay import round_steps
from baloot_audio.table import RoundStarted, Table
from schedulers import ImmediateScheduler
from baloot_audio.ui.narrator import Narrator


def live_match(preset: str, seed: str):
    table = Table(rules_for(preset), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=seed, bot_delay=0)
    rounds: list[list] = []

    def listen(event):
        if isinstance(event, RoundStarted):
            rounds.append([])
        rounds[-1].append(event)

    table.subscribe(listen)
    human = make_bot("basic")
    while not table.match_over:
        if table.state is None or table.round_over:
            table.start_round()
        else:
            table.act(human.choose(table.view(), random.Random(len(rounds))))
    return table.records, rounds


def narrate(narrator: Narrator, events) -> list[tuple]:
    return [(n.text, n.msg_id, n.cue) for e in events for n in narrator.narrate(e)]


@pytest.mark.parametrize("preset,seed", [("saudi", "r1"), ("ksa", "r2"), ("belote", "r3")])
def test_replay_narration_equals_the_live_narration(preset, seed):
    records, live = live_match(preset, seed)
    assert len(records) == len(live) >= 2
    for lang in ("en", "ar"):
        narrator = Narrator(Catalog(lang, strict=True), 0)
        for record, events in zip(records, live):
            replay = round_steps(record)
            flat = [e for step in replay.steps for e in step]
            assert flat == events
            assert narrate(narrator, flat) == narrate(narrator, events)
    # trick by trick: the deal and bidding, then one step per trick played
    played = [r for r in records if r["tricks"]]
    replay = round_steps(played[0])
    assert len(replay.steps) == 1 + len(played[0]["tricks"])
    for trick_step in replay.steps[1:]:
        assert sum(isinstance(e, ev.TrickWon) for e in trick_step) == 1
    assert any(isinstance(e, ev.MatchScored) for e in replay.steps[-1])
    assert replay.hands == played[0]["hands"]


def test_a_spoiled_record_is_refused():
    records, _ = live_match("saudi", "r4")
    played = next(r for r in records if r["tricks"])
    with pytest.raises(ReplayError):
        round_steps(dict(played, tricks=played["tricks"][:3]))
    swapped = [dict(t) for t in played["tricks"]]
    swapped[0] = dict(swapped[0], plays=[[s, "7S"] for s, _ in swapped[0]["plays"]])
    with pytest.raises(ReplayError):
        round_steps(dict(played, tricks=swapped))
    with pytest.raises(ReplayError):
        round_steps({"ruleset": "saudi"})


# -- the screens, with a stand-in app (no window) ------------------------------------

import io  # noqa: E402
import json  # noqa: E402

from baloot_audio.saves import MatchStore  # noqa: E402
from baloot_audio.ui.settings import Settings  # noqa: E402
from baloot_audio.ui.sounds import SoundBank  # noqa: E402
from baloot_audio.ui.speech import Speech, SpeechLog  # noqa: E402


class FakeApp:
    def __init__(self, lang: str, store: MatchStore):
        self.t = Catalog(lang, strict=True)
        self.log = io.StringIO()
        self.speech = Speech(None, SpeechLog(stream=self.log))
        self.sounds = SoundBank(self.speech, enabled=False, load=False)
        self.settings = Settings()
        self.renderer = type("R", (), {"dirty": False})()
        self.store = store
        self.stack: list = []

    def push(self, screen):
        self.stack.append(screen)
        screen.enter()

    def pop(self):
        self.stack.pop()
        if self.stack:
            self.stack[-1].enter()

    def said(self, since: int = 0) -> list[dict]:
        recs = [json.loads(line) for line in self.log.getvalue().splitlines()]
        return [r for r in recs[since:] if r["kind"] == "speech"]

    def mark(self) -> int:
        return len(self.log.getvalue().splitlines())


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_history_menu_and_replay_screen_say_the_live_words(tmp_path, lang):
    from baloot_audio.ui.replay_screen import history_menu

    records, live = live_match("saudi", "r5")
    store = MatchStore(tmp_path)
    store.history_dir.mkdir()
    (store.history_dir / "20260101-120000-abcdef12.jsonl").write_text(
        "".join(json.dumps(r) + "\n" for r in records))
    (store.history_dir / "20250101-120000-00000000.jsonl").write_text("{broken\n")
    app = FakeApp(lang, store)
    app.push(history_menu(app))
    menu = app.stack[-1]
    assert app.t("history-unreadable") == menu.items[1].label()  # the damaged file is listed
    totals = records[-1]["totals"]
    assert f"{totals[0]}" in menu.items[0].label()
    menu.command("menu_select")          # the match: its rounds
    index = next(i for i, r in enumerate(records) if r["tricks"])
    rounds = app.stack[-1]
    for _ in range(index):
        rounds.command("menu_down")
    rounds.command("menu_select")        # the round: the replay
    screen = app.stack[-1]
    assert screen.name == "replay" and screen.contexts == ("global", "replay")
    screen.command("replay_hands")
    assert app.said()[-1]["id"] == "replay-hands-hidden"
    narrator = Narrator(app.t, 0)
    start = app.mark()
    while not screen.over:
        screen.command("replay_next")
    said = [r["text"] for r in app.said(start)]
    expected = [n.text for e in live[index] for n in narrator.narrate(e) if n.text]
    hands = said[len(expected):]
    assert said[:len(expected)] == expected      # the live narration, word for word
    assert len(hands) == 4 and all(r["id"] == "replay-hand"
                                   for r in app.said(start)[len(expected):])
    first_card = app.t("card", rank=app.t(f"rank-{records[index]['hands'][2][0][0]}"),
                       suit=app.t(f"suit-{records[index]['hands'][2][0][1]}"))
    assert first_card in hands[2]
    screen.command("replay_next")
    assert app.said()[-1]["id"] == "replay-end"
    m = app.mark()
    screen.command("replay_previous")            # back one trick: said again
    assert [r["priority"] for r in app.said(m)][0] == "answer"
    screen.command("replay_back")
    assert app.stack[-1] is rounds
