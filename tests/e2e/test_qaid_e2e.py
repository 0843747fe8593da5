"""End to end at a Qaid table (issue 25), in English and in Arabic: the real app
under Xvfb, driven by key presses, heard through the real Speech Dispatcher daemon.

The seed ``qaid-e2e-88`` and the scripted player are those of
tests/ui/test_qaid_table.py (the same deals and bots, whatever the language):
in the first deal the player plays, after the warning, a card that breaks the
follow rule, and the right opponent's bot catches it; in the second the left
opponent breaks it, and after the last trick the player reads the Qaid sheet
and calls Qaid on it by the spoken steps (the opponent, the action, the proof,
yes). Both verdicts must reach the daemon.
"""

from __future__ import annotations

import json
import re

import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.ui.lessons.library import load_library
from baloot_audio.ui.narrator import Narrator
from test_desktop import REPO, TURN_IDS, AppDriver, daemon_words, why_unheard
from test_languages_e2e import make_call, play_card
from test_lessons_e2e import act_by_keys, call_by_steps, open_lesson, said_steps

SEED = "qaid-e2e-88"
ARABIC = re.compile("[\u0600-\u06ff]")


class QaidApp(AppDriver):
    """The app at a Qaid table (the player's saved settings), easy opponents."""

    def __init__(self, headless, tmp, lang: str):
        self.headless = headless
        self.launch(tmp, "--seed", SEED, "--bot-delay", "0", "--quick-start", "--preset",
                    "saudi", "--lang", lang, "--no-sound",
                    settings={"qaid": True, "partner_bot": "normal", "opponent_bot": "easy"})


def moment(r: dict) -> bool:
    """The player's turn, the Qaid window, or the round's end."""
    return (r.get("kind") == "speech" and r.get("id") in TURN_IDS | {"qaid-window"}) or \
        (r.get("kind") == "screen" and r.get("name") == "round_end")


def call(app: QaidApp, me: str) -> int:
    """Pass, else the first call offered."""
    return make_call(app, me, ("shift+p", "Return"))


def play_round(app: QaidApp, pos: int, t: Catalog, mistake: bool) -> tuple[int, dict]:
    """Until the round's end or its Qaid window; the record that ended it."""
    me, me_call = t("seat-me") + " ", t("seat-me")
    while True:
        i, rec = app.wait_for(moment, pos, 30)
        if rec["kind"] == "screen" or rec.get("id") == "qaid-window":
            return i, rec
        if rec["id"] == "offered-me":
            pos = call(app, me_call) + 1
        else:
            pos, made = play_card(app, me, t, mistake)
            pos += 1
            mistake = mistake and not made


@pytest.mark.slow(60)
@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.other_language), "ar"])
def test_a_mistake_caught_by_a_bot_then_a_qaid_called_by_the_spoken_steps(headless, tmp_path,
                                                                          lang):
    t = Catalog(lang, strict=True)
    app = QaidApp(headless, tmp_path, lang)
    try:
        i, rec = play_round(app, 0, t, mistake=True)
        assert rec["kind"] == "screen", "the first deal ended by a bot's Qaid call"
        recs = app.records()
        # the warning before each card that breaks a rule (the first one played anyway)
        warned = [r for r in recs if r.get("kind") == "speech" and r.get("id") == "qaid-warn"]
        first = [r for r in recs if r.get("kind") == "speech" and r.get("id") == "qaid-judged"]
        assert warned and len(first) == 1
        start = app.keys("Return")                       # the next deal
        pos = app.wait_for(lambda r: r.get("id") == "dealt", start)[0]
        i, rec = play_round(app, pos, t, mistake=False)
        assert rec.get("id") == "qaid-window", "the second deal waits for a call"

        start = app.keys("j")                            # the Qaid sheet
        _, note = app.wait_for(lambda r: r.get("kind") == "qaid-sheet", start)
        [line] = [x for x in note["lines"] if x["accused"] in (1, 3)]
        app.wait_for(lambda r: r.get("id") == "qaid-sheet", start)
        (crime, _), (proof, _) = line["crime"], line["proof"]
        start = app.keys("q", *(["Down"] if line["accused"] == 3 else []), "Return",
                         *(["Down"] * crime), "Return", *(["Down"] * (proof - crime - 1)),
                         "Return", "Down", "Return")
        _, second = app.wait_for(lambda r: r.get("id") == "qaid-judged", start, 30)
        verdicts = [first[0]["text"], second["text"]]
        if lang == "en":
            assert verdicts[0].startswith("Right calls Qaid on you. Proven: you did not follow")
            assert verdicts[0].endswith("They take 16.")
            assert verdicts[1].startswith("You call Qaid on the left opponent. Proven: the left "
                                          "opponent did not follow spades in trick 1 and played "
                                          "the jack of spades in trick 5.")
        else:
            assert all(ARABIC.search(v) for v in verdicts)
            assert verdicts[0].startswith(t("qaid-called", seat=t("seat-right"), accused="",
                                            **{"seat-is-me": "no", "accused-is-me": "yes"}))
            assert t("seat-left") in verdicts[1]
        # the daemon got both verdicts
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "round_end", start)
        words = daemon_words(app.records())
        missing = headless.missing_from_speechd([words.get(v, v) for v in verdicts])
        assert not missing, why_unheard(app.records(), missing)
        print("\n".join(words.get(v, v) for v in verdicts))
    finally:
        app.stop()


def locked_deal_lesson(folder) -> None:
    """A lesson folder holding lesson 8's last deal alone (its deal, steps and words as
    the game ships them): a locked round at a Qaid table."""
    data = json.loads((REPO / "lessons" / "08-ksa-calls.json").read_text(encoding="utf-8"))
    first = next(i for i, step in enumerate(data["steps"]) if step.get("deal") == "locked")
    data.update(steps=data["steps"][first:], deals={"locked": data["deals"]["locked"]})
    del data["practice"]
    folder.mkdir()
    (folder / "08-ksa-calls.json").write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.slow(40)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_a_bot_leads_a_trump_in_a_locked_round_and_is_caught(headless, tmp_path, monkeypatch,
                                                              lang):
    locked_deal_lesson(tmp_path / "lessons")
    monkeypatch.setenv("BALOOT_AUDIO_LESSONS", str(tmp_path / "lessons"))
    t = Catalog(lang, strict=True)
    n = Narrator(t)
    lesson = load_library(tmp_path / "lessons", strict=True).by_id("ksa-calls")
    app, pos = open_lesson(headless, tmp_path, lang, 0)     # Learn to play, its one lesson
    try:
        steps, verdict = [], None
        for step, text, pos in said_steps(app, lesson.steps, pos):
            steps.append(text)
            action = step.action()
            if step.kind in ("watch", "tell"):
                continue
            if action.kind == "qaid":             # the right opponent, its 7S, the 8H, Yes
                start = call_by_steps(app, (0, 0, 0))
                _, rec = app.wait_for(lambda r: r.get("id") == "qaid-judged", start, 30)
                verdict = rec["text"]
            else:
                act_by_keys(app, n, action)
        assert verdict is not None
        if lang == "en":
            assert verdict == ("You call Qaid on the right opponent. Proven: the right opponent "
                               "led a trump in trick 1 of a locked round, and played the eight "
                               "of hearts in trick 2. We take 32."), verdict
        else:
            assert ARABIC.search(verdict) and "مقفل" in verdict and n.card("8H") in verdict
        # the daemon got the lesson's words about the lock and the verdict, intact
        words = daemon_words(app.records())
        wanted = steps + [verdict]
        missing = headless.missing_from_speechd([words.get(text, text) for text in wanted])
        assert not missing, why_unheard(app.records(), missing)
        print("\n" + "\n".join(words.get(text, text) for text in wanted))
    finally:
        app.stop()
