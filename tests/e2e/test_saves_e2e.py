"""End to end: the real app under Xvfb with a damaged settings file and a saved match.

The player is told (in speech) that the settings were reset, "Continue the
match" is the main menu's first item, and Enter resumes the saved match at the
saved round, score and action; a new match speaks its shuffle's commitment.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "ui"))

import autosave_child as child  # noqa: E402
from test_desktop import AppDriver  # noqa: E402
from baloot_audio.core import seed_commitment  # noqa: E402
from baloot_audio.saves import MatchStore  # noqa: E402
from patience import Patience


class App(AppDriver):
    """The app on its main menu (no quick start), in English."""

    def __init__(self, tmp: Path, *args: str):
        self.headless = None
        self.launch(tmp, "--bot-delay", "0", "--lang", "en", *args)

    def wait_for(self, pred, timeout: float = 15) -> dict:  # type: ignore[override]
        return AppDriver.wait_for(self, pred, 0, timeout)[1]


def test_bad_settings_told_and_continue_resumes_the_saved_match(headless, tmp_path):
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text('{"version": 1, "volume": 5')  # truncated
    store = MatchStore(config / "data")
    saves: list[dict] = []
    table = child.make_table(store, "e2e-seed", lambda t: saves.append(t.to_save()))
    while len(saves) < 14:  # a few rounds in: some score, mid-round
        if table.state is None or table.round_over:
            table.start_round()
        else:
            import random
            table.act(child.make_bot("basic").choose(table.view(), random.Random(len(saves))))
    table.close()
    saved = json.loads(store.autosave_path.read_text())
    want_actions = sum(len(a) for a in saved["actions"])
    want = child.digest(child.resume_table(store))

    app = App(tmp_path)
    try:
        told = app.wait_for(lambda r: r.get("id") == "settings-reset-corrupt")
        backups = list(config.glob("settings.json.bad-*"))
        assert len(backups) == 1 and backups[0].name in told["text"]
        menu = app.wait_for(lambda r: r.get("id") == "screen")
        assert menu["text"].startswith("Main menu. Continue the match, 1 of")
        app.keys("Return")
        resumed = app.wait_for(lambda r: r.get("kind") == "resumed")
        assert resumed["actions"] == want_actions and resumed["round"] == want["round"]
        text = app.wait_for(lambda r: r.get("id") == "continue-resumed")["text"]
        us, them = want["totals"]
        assert f"Us {us}, them {them}" in text
        # the match goes on from there: the next save has more actions than the loaded one
        deadline = Patience(15)
        while not deadline.over():
            data = json.loads(store.autosave_path.read_text())
            if sum(len(a) for a in data["actions"]) > want_actions or \
                    app.records()[-1].get("id", "").startswith("your-turn"):
                break
            time.sleep(0.1)
        assert data["seed"] == "e2e-seed" and data["actions"][:len(saved["actions"]) - 1] == \
            saved["actions"][:-1]
    finally:
        app.stop()


def test_a_new_match_says_its_commitment_on_request(headless, tmp_path):
    """The seal is fixed before the first deal (the log has it) and said by the game
    menu's Fair shuffle item, not as the match's first words (issue 38)."""
    app = App(tmp_path, "--quick-start", "--seed", "s3cret")
    try:
        note = app.wait_for(lambda r: r.get("kind") == "commitment")
        assert note["commitment"] == seed_commitment("s3cret")
        first = app.wait_for(lambda r: r.get("kind") == "speech" and r["priority"] == "event")
        assert first["id"] == "dealt"
        start = app.keys("Escape", "Down", "Down", "Down")
        said = AppDriver.wait_for(app, lambda r: r.get("id") == "focus"
                                  and r["text"].startswith("Fair shuffle"), start)[1]["text"]
        assert " ".join(note["commitment"][:8]) in said
    finally:
        app.stop()


def test_past_match_replayed_in_the_app_with_the_live_words(headless, tmp_path):
    from baloot_audio.i18n import Catalog
    from baloot_audio.replay import round_steps
    from baloot_audio.ui.narrator import Narrator

    store = MatchStore(tmp_path / "config" / "data")
    table = child.make_table(store, "e2e-history")
    child.play_out(table)  # filed in the history when it ends
    record = table.records[0]
    assert record["hands"]  # this seed's first round is played, not thrown in
    steps = round_steps(record).steps
    narrator = Narrator(Catalog("en", strict=True), 0)
    app = App(tmp_path, "--no-sound")
    try:
        app.wait_for(lambda r: r.get("id") == "screen")
        app.keys("Down", "Down", "Down", "Down", "Return")  # Past matches (after New match,
        #                                                     Learn, Play online, Play now)
        entry = app.wait_for(lambda r: r.get("id") == "screen" and "Past matches" in r["text"])
        us, them = table.records[-1]["totals"]
        assert f"us {us}, them {them}, {len(table.records)} rounds" in entry["text"]
        app.keys("Return", "Return")      # the match, then its first round
        app.wait_for(lambda r: r.get("id") == "replay-start")
        start = len(app.records())
        app.keys(*["Right"] * len(steps))
        app.wait_for(lambda r: r.get("id") == "replay-hand" and
                     r["text"].startswith("Left"), 20)
        said = [r["text"] for r in app.records()[start:] if r.get("kind") == "speech"]
        live = [n.text for step in steps for e in step for n in narrator.narrate(e) if n.text]
        assert said[:len(live)] == live and len(said) == len(live) + 4
    finally:
        app.stop()
