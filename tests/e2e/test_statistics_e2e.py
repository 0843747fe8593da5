"""End to end: a short local match played by keys under Xvfb, then the statistics
read by their key (Ctrl+S) in English at the match's end, and in Arabic at the
next match's table, each line as the Speech Dispatcher daemon received it.

The match is short: a saved match (fixed seed, 52 points) a few points from its
end; the player continues it from the main menu and plays it out by keys.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tests" / "ui"))

from schedulers import ImmediateScheduler  # noqa: E402
from test_desktop import AppDriver, _is_turn, daemon_words, make_my_call, play_my_card, \
    why_unheard  # noqa: E402
from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.core import rules_for  # noqa: E402
from baloot_audio.i18n import Catalog  # noqa: E402
from baloot_audio.saves import MatchStore  # noqa: E402
from baloot_audio.table import Table  # noqa: E402
from baloot_audio.ui.stats_screen import stats_lines  # noqa: E402

SEED = "stats-e2e-2"
SETTINGS = {"version": 1, "language": "en", "preset": "saudi", "target": 52,
            "partner_bot": "basic", "opponent_bot": "basic", "bot_pause": 0.0, "sounds": False}


def save_near_the_end(store: MatchStore) -> Table:
    """A local match to 52 saved at a round's end, 80 points or more scored: one round
    more ends it, almost always."""
    table = Table(rules_for("saudi", target=52), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed=SEED, bot_delay=0, autosave=store.save,
                  meta={"partner_bot": "basic", "opponent_bot": "basic"})
    human, rng = make_bot("basic"), random.Random(SEED)
    while True:
        if table.state is None or table.round_over:
            if sum(table.match.totals) >= 80:
                break
            table.start_round()
        else:
            table.act(human.choose(table.view(), rng))
    assert not table.match_over
    table.close()
    return table


def read_lines(app: AppDriver, count: int) -> list[str]:
    """The statistics page's lines, one Down arrow each (the first came with the title)."""
    said = []
    for _ in range(count - 1):
        start = app.keys("Down")
        said.append(app.wait_for(lambda r: r.get("id") == "focus", start)[1]["text"])
    return said


def heard_by_the_daemon(headless, app: AppDriver, texts: list[str]) -> None:
    words = daemon_words(app.records())
    missing = headless.missing_from_speechd([words.get(text, text) for text in texts])
    assert not missing, why_unheard(app.records(), missing)


def item(t: Catalog, line: str, position: int, count: int) -> str:
    return t("menu-position", item=line.rstrip("."), position=position, count=count)


@pytest.mark.slow(31)
def test_a_short_match_then_its_statistics_by_key_in_english_and_arabic(headless, tmp_path):
    store = MatchStore(tmp_path / "config" / "data")
    save_near_the_end(store)
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    app.launch(tmp_path, "--bot-delay", "0", "--lang", "en", "--no-sound", settings=SETTINGS)
    try:
        menu = app.wait_for(lambda r: r.get("id") == "screen", 0)[1]
        assert menu["text"].startswith("Main menu. Continue the match, 1 of")
        pos = app.keys("Return")
        while True:            # play it out by keys: calls, cards, the next round
            i, rec = app.wait_for(_is_turn, pos, 30)
            pos = i + 1
            if rec["kind"] == "screen" and rec["name"] == "match_end":
                break
            if rec["kind"] == "screen":
                start = app.keys("Return")
                pos = app.wait_for(lambda r: r.get("id") == "dealt", start)[0]
            elif rec["id"] == "offered-me":
                pos = make_my_call(app, rec["text"]) + 1
            else:
                pos = play_my_card(app, []) + 1
        # the match is over, filed, and folded into the statistics once
        figures = store.stats.by_preset()["saudi"]
        assert figures.matches == 1 and figures.rounds >= 5
        assert figures.partners == {"bot-basic": [1, figures.won]}
        en = Catalog("en", strict=True)
        lines = stats_lines(en, {"saudi": figures})
        start = app.keys("ctrl+s")            # from the match's end screen
        opening = app.wait_for(lambda r: r.get("id") == "screen"
                               and r["text"].startswith("Your statistics"), start)[1]["text"]
        count = len(lines) + 1                # the lines, then Back
        assert opening == f"{en('stats-title')}. {item(en, lines[0], 1, count)}"
        said = read_lines(app, len(lines))
        assert said == [item(en, line, k, count) for k, line in enumerate(lines[1:], 2)]
        assert said[0].startswith(("You left", "Hokum: you bought", "Sun: you bought",
                                   "Ashkal: you bought", "You have not bought"))
        assert f"With the steady bot as your partner: one match, {figures.won} won" in said[-1]
        heard_by_the_daemon(headless, app, [opening] + said)
    finally:
        app.stop()

    # in Arabic, from the table of the next match (quick start), by the same key
    (tmp_path / "speech.jsonl").rename(tmp_path / "speech-en.jsonl")
    app._reader = None
    app.launch(tmp_path, "--bot-delay", "0", "--lang", "ar", "--no-sound", "--quick-start",
               "--seed", "stats-e2e-3")
    try:
        app.wait_for(lambda r: r.get("id") == "dealt", 0)
        ar = Catalog("ar", strict=True)
        lines = stats_lines(ar, {"saudi": figures})
        count = len(lines) + 1
        start = app.keys("ctrl+s")
        opening = app.wait_for(lambda r: r.get("id") == "screen"
                               and r["text"].startswith(ar("stats-title")), start)[1]["text"]
        assert opening == f"{ar('stats-title')}. {item(ar, lines[0], 1, count)}"
        assert opening.startswith("إحصائياتك ضد البوتات على هذا الجهاز. القوانين السعودية: "
                                  "لعبت صكة وحدة، ")
        said = read_lines(app, len(lines))
        assert said == [item(ar, line, k, count) for k, line in enumerate(lines[1:], 2)]
        assert "مع البوت الثابت في فريقك: لعبتوا صكة وحدة" in said[-1]
        heard_by_the_daemon(headless, app, [opening] + said)
        start = app.keys("Escape")          # back to the table
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "table", start)
    finally:
        app.stop()
