"""End to end: lesson 3 (following suit and trumping) taken by keys alone in the real
window under Xvfb, from the main menu's "Learn to play" to the lesson's end, with one
wrong card refused and explained, heard through the real Speech Dispatcher daemon;
in English and in Arabic (issue 28).

The player follows the lesson file's steps (lessons/03-follow.json): at each step the
app says, it presses what the step asks, finding its cards by the focus's words in the
language; at the first card to play it first plays a card the rules refuse. The
practice deal is played through as in test_languages_e2e.py.
"""

from __future__ import annotations

import re

import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.ui.lessons.library import load_library
from baloot_audio.ui.narrator import Narrator
from test_desktop import CARD_IDS, TURN_IDS, AppDriver, daemon_words, why_unheard
from test_languages_e2e import base_id, make_call, play_card

ARABIC = re.compile("[\u0600-\u06ff]")
CALL_KEYS = {"pass": "shift+p", "hokum": "shift+h", "sun": "shift+s"}
WRONG_CARD = "7H"            # at "clubs led, follow suit": a trump, refused


def is_step(r: dict) -> bool:
    return r.get("kind") == "speech" and r.get("id") == "lesson-step"


def said_steps(app: AppDriver, steps, pos: int, timeout: float = 30):
    """Each of ``steps`` once the app says it (after log position ``pos``), with its
    words and its log position, once the voice has it; a tell step is then answered
    with Enter, a watch step needs nothing, and the caller answers the others."""
    for step in steps:
        pos, rec = app.wait_for(is_step, pos + 1, timeout)
        # the player acts once the voice has the step (a step done before it was said
        # is not said after: the player did it already)
        app.wait_for(lambda r: r.get("kind") == "sent" and rec["n"] in r.get("parts", ()),
                     pos, timeout)
        yield step, rec["text"], pos
        if step.kind == "tell":
            app.keys("Return")


def focus_card(app: AppDriver, name: str) -> None:
    """Home, then Right until the focus says the card ``name`` (in the app's language)."""
    start = app.keys("Home")
    for _ in range(9):
        i, rec = app.wait_for(lambda r: r.get("id") == "focus", start)
        if rec["text"].startswith(name):
            return
        start = app.keys("Right")
    raise AssertionError(f"{name} not found in the hand")


def play_the_practice(app: AppDriver, t: Catalog, pos: int) -> int:
    """The practice deal to its end: calls and cards until the lesson's end screen."""
    me, me_call = t("seat-me") + " ", t("seat-me")
    while True:
        i, rec = app.wait_for(lambda r: (r.get("kind") == "speech" and base_id(r) in TURN_IDS)
                              or (r.get("kind") == "screen" and r.get("name") == "lesson_end"),
                              pos, 30)
        if rec["kind"] == "screen":
            return i
        pos = (pass_or_first(app, me_call) if base_id(rec) == "offered-me"
               else play_card(app, me, t)[0]) + 1


def pass_or_first(app: AppDriver, me: str) -> int:
    """Pass, else the first call offered."""
    return make_call(app, me, ("shift+p", "Return"))


@pytest.mark.slow(80)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_lesson_3_by_keys_alone_with_a_wrong_card_explained(headless, tmp_path, lang):
    t = Catalog(lang, strict=True)
    n = Narrator(t)
    lesson = load_library(strict=True).by_id("follow")
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    # brief words at the table (the lesson's own words are the same), to keep it short
    app.launch(tmp_path, "--lang", lang, "--no-sound", "--bot-delay", "0",
               settings={"version": 1, "language": lang, "verbosity": "brief"})
    try:
        # the main menu: Learn to play (the second item), the lessons, the third one
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "main", 0)
        start = app.keys("Down")
        _, item = app.wait_for(lambda r: r.get("kind") == "speech", start)
        assert item["text"].startswith(t("menu-learn", state="none", number=0, title=""))
        start = app.keys("Return", "Down", "Down", "Return")
        pos = app.wait_for(lambda r: r.get("id") == "lesson-start", start)[0]

        steps, refusal = [], None
        for step, text, pos in said_steps(app, lesson.steps, pos):
            steps.append(text)
            action = step.action()
            if step.kind in ("watch", "tell"):
                continue
            if action is not None and action.card is None:
                app.keys(CALL_KEYS[action.kind])
            else:
                if refusal is None:                      # the first card: a wrong one first
                    focus_card(app, n.card(WRONG_CARD))
                    start = app.keys("Return")
                    _, rec = app.wait_for(lambda r: r.get("id") == "refusal", start)
                    refusal = rec["text"]
                    assert n.card(action.card) in refusal, refusal   # the right card
                focus_card(app, n.card(action.card))
                start = app.keys("Return")
                app.wait_for(lambda r: base_id(r) in CARD_IDS
                             and r["text"].startswith(t("seat-me")), start)
        assert refusal is not None
        pos, rec = app.wait_for(is_step, pos + 1, 30)          # the practice deal
        end = play_the_practice(app, t, pos)
        feedback = [r for r in app.records()[pos:end + 1] if r.get("id") == "lesson-feedback"]
        assert feedback and t("lesson-end-again", said="").strip() in feedback[0]["text"]
        # the wrong card is what the lesson asks to look at again, by its rule
        assert n.rule("must_follow_suit") in feedback[0]["text"]

        spoken = [r["text"] for r in app.records() if r.get("kind") == "speech"]
        if lang == "ar":
            assert all(ARABIC.search(text) for text in steps + [refusal])
        # the daemon got the steps, the refused card's words and the feedback, intact
        wanted = steps + [refusal, feedback[0]["text"]]
        assert set(wanted) <= set(spoken)
        words = daemon_words(app.records())
        missing = headless.missing_from_speechd([words.get(text, text) for text in wanted])
        assert not missing, why_unheard(app.records(), missing)
    finally:
        app.stop()


def choose(app: AppDriver, start: int, downs: int) -> int:
    """In the Call Qaid steps' menu just said: Down ``downs`` times, then Enter."""
    app.wait_for(lambda r: r.get("kind") == "speech" and r.get("id") == "screen", start)
    return app.keys(*(["Down"] * downs), "Return")


def open_lesson(headless, tmp_path, lang: str, downs: int) -> tuple[AppDriver, int]:
    """The app in ``lang`` (brief words at the table), then Learn to play and the lesson
    ``downs`` below the first; the log's position of the lesson's start."""
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    app.launch(tmp_path, "--lang", lang, "--no-sound", "--bot-delay", "0",
               settings={"version": 1, "language": lang, "verbosity": "brief"})
    app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "main", 0)
    start = app.keys("Down", "Return", *(["Down"] * downs), "Return")
    return app, app.wait_for(lambda r: r.get("id") == "lesson-start", start)[0]


def act_by_keys(app: AppDriver, n: Narrator, action) -> None:
    """An act step's call by its key, or its card (an akka with Shift+Enter)."""
    if action.card is None:
        app.keys({"hokum": "shift+h", "sawa": "shift+w", "decline": "shift+n"}[action.kind])
    else:
        focus_card(app, n.card(action.card))
        app.keys("shift+Return" if action.kind == "akka" else "Return")


def call_by_steps(app: AppDriver, downs: tuple[int, int, int], confirm: int = 1) -> int:
    """Q, then the opponent, the action and the proof (each ``downs`` from the first
    item), then the question's answer (1: Yes); the log's length before the last key."""
    start = app.keys("q")
    for count in downs + (confirm,):
        start = choose(app, start, count)
    return start


@pytest.mark.slow(80)
def test_lesson_8_ends_with_a_qaid_call_heard(headless, tmp_path, long_run):
    """Lesson 8 in French by keys alone (issue 28): akka, sawa, then the Qaid deal; a call
    proved by a card that proves nothing is explained and not made, the right one is
    judged and its verdict heard through the daemon; then the locked deal, where the
    right opponent's trump lead is caught (issue 37). With --long only: the default run
    is at its budget, and the Qaid step is played by keys in tests/ui/test_lessons_play.py."""
    if not long_run:
        pytest.skip("lesson 8 by ear: --long")
    t = Catalog("fr", strict=True)
    n = Narrator(t)
    lesson = load_library(strict=True).by_id("ksa-calls")
    app, pos = open_lesson(headless, tmp_path, "fr", 7)
    try:
        heard = {}
        for step, text, pos in said_steps(app, lesson.steps, pos, 60):
            action = step.action()
            if step.kind in ("watch", "tell"):
                continue
            if action.kind == "qaid" and "step" not in heard:
                heard["step"] = text
                # the right opponent, its seven of clubs of trick 1, the diamond of trick 2
                start = call_by_steps(app, (0, 0, 0))
                _, rec = app.wait_for(lambda r: r.get("id") == "lesson-other", start)
                heard["explained"] = rec["text"]
                start = call_by_steps(app, (0, 0, 1))                  # the heart of trick 3
                _, rec = app.wait_for(lambda r: r.get("id") == "qaid-judged", start)
                heard["verdict"] = rec["text"]
            elif action.kind == "qaid":
                # the locked deal: the right opponent's seven of spades, its eight of hearts
                start = call_by_steps(app, (0, 0, 0))
                _, rec = app.wait_for(lambda r: r.get("id") == "qaid-judged", start)
                heard["locked"] = rec["text"]
            else:
                act_by_keys(app, n, action)
        assert heard["explained"].startswith("Annoncé ainsi, le Qaid ne serait pas prouvé"), heard
        assert "le sept de carreau du pli 2 ne prouve rien" in heard["explained"], heard
        assert heard["verdict"].startswith("Vous annoncez un Qaid contre l’adversaire de droite."
                                           " Prouvé"), heard
        assert "l’adversaire de droite a entamé atout au pli 1 alors que le jeu était fermé, " \
               "puis a joué le huit de cœur au pli 2." in heard["locked"], heard
        print("\n" + "\n".join(heard.values()))
        words = daemon_words(app.records())
        missing = headless.missing_from_speechd([words.get(text, text) for text in heard.values()])
        assert not missing, why_unheard(app.records(), missing)
    finally:
        app.stop()
