"""Every lesson played through by keys, as the window gives them (issue 28): with the
keys each step expects, in the three languages, and with a wrong key first at every
step that waits for the player (the step stays, says why and what it waits for); then
the end: the lesson saved as done, what went well and what to look at again said, the
next lesson offered."""

from __future__ import annotations

import pytest

from baloot_audio.core import view_refusal
from baloot_audio.core.qaid import deeds, judge, proofs, public_play, qaid_call
from baloot_audio.core.state import team_of
from baloot_audio.ui.lessons.format import Step
from baloot_audio.ui.lessons.library import load_library
from baloot_audio.ui.lessons.progress import Progress

from lesson_driver import LessonDriver, key_of

LESSON_IDS = [lesson.id for lesson in load_library(strict=True).lessons]
# French and Arabic by default: the lessons whose steps use the most worked-out words
# (a wrong card's rule, the round's count, akka and sawa); every lesson with --long
OTHER_LANGS_DEFAULT = ("follow", "counting", "ksa-calls")


def play_through(d: LessonDriver, lesson_id: str, wrong: bool = False) -> list[str]:
    """The lesson from its first step to its end screen; the wrong keys' answers."""
    lesson = d.start(lesson_id)
    answers = []
    for _ in range(len(lesson.steps) + 1):
        coach = d.coach
        step, index = coach.step, coach.index
        if wrong and coach.waiting == "player":
            answers.append(wrong_key(d, step))
            assert (d.coach.step, d.coach.index) == (step, index), (lesson_id, index)
        d.expected_keys(step)
        assert not d.coach.table.strayed, (lesson_id, index)  # every seat kept its script
        if d.shell.screen.name == "lesson_end":
            return answers
        assert (d.coach.index, d.coach.in_practice) != (index, False) or d.coach.step is not step, \
            f"{lesson_id}: step {index + 1} did not move on"
    raise AssertionError(f"{lesson_id} did not end")


def wrong_key(d: LessonDriver, step: Step) -> str:
    """A key the step does not ask for; the words that answer it."""
    if step.kind == "keys":
        other = "ask_score" if step.keys[0] != "ask_score" else "ask_hand"
        return " ".join(d.press(key_of(other)))
    if step.kind == "pick":
        wrong = next(c for c in d.coach.table.view().hand if c != step.pick)
        d.focus_card(wrong)
        return " ".join(d.press("ENTER"))
    if step.kind == "act":
        action, v = step.action(), d.coach.table.view()
        if action.kind == "qaid":       # a call public play does not prove: explained
            return d.call_qaid(unproven_call(v, action.seat))[-1]
        if action.card:
            # an illegal card if there is one (the rule, then the right card), else another
            others = [c for c in v.hand if c != action.card]
            illegal = [c for c in others if view_refusal(v, type(action)(v.seat, "play", card=c))]
            d.focus_card((illegal or others)[0])
            return " ".join(d.press("ENTER"))
        other = "call_hokum" if action.kind == "pass" else "call_pass"
        return " ".join(d.press(key_of(other)))
    return " ".join(d.press(key_of("sawa")))        # a tell step: a call is not what it waits for


def unproven_call(v, seat: int):
    """The first Qaid call the steps offer that public play does not prove."""
    p = public_play(v)
    for deed in deeds(p):
        for proof in proofs(p, deed) if team_of(deed.seat) != team_of(seat) else ():
            call = qaid_call(seat, deed.seat, deed.crime, (proof.trick, proof.card))
            if judge(v.rules, v.contract, p, call).verdict != "proven":
                return call
    raise AssertionError("every call would be proven")


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_lesson_plays_through_with_its_expected_keys(tmp_path, lesson_id, lang,
                                                          long_run):
    if lang != "en" and lesson_id not in OTHER_LANGS_DEFAULT and not long_run:
        pytest.skip("French and Arabic for every lesson: --long")
    d = LessonDriver(tmp_path, lang)
    play_through(d, lesson_id)
    assert Progress.load(d.shell.store.folder).state(lesson_id) == "done"    # saved, read back
    said = [r for r in d.records() if r["kind"] == "speech"]
    assert any(r.get("id") == "lesson-feedback" for r in said)
    end = d.shell.screen
    after = d.library.after(d.library.by_id(lesson_id))
    if after is not None:                                          # the next one, offered first
        assert d.shell.t("lesson-end-next", number=after.number,
                         title=d.shell.t(after.title)) == end.items[0].label()


@pytest.mark.parametrize("lesson_id", LESSON_IDS)
def test_every_lesson_explains_a_wrong_key_and_waits(tmp_path, lesson_id):
    d = LessonDriver(tmp_path)
    answers = play_through(d, lesson_id, wrong=True)
    assert answers and all(answers), answers        # every wrong key has an answer
    waits = ("press", "move to", "play the", "call", "lead the", "claim sawa", "to go on")
    assert all(any(w in a.lower() for w in waits) for a in answers), answers  # ...what to do
    feedback = [r["text"] for r in d.records() if r.get("id") == "lesson-feedback"][-1]
    assert "To look at again:" in feedback


def test_a_wrong_card_is_refused_with_its_rule_and_the_right_card_named(tmp_path):
    d = LessonDriver(tmp_path)
    d.start("follow")
    while d.coach.step.act != "play 8C":  # the intro, the buy heard, the pass
        d.expected_keys(d.coach.step)
    assert d.coach.index == 3             # clubs led: follow suit
    d.focus_card("7H")
    words = " ".join(d.press("ENTER"))
    assert words.startswith("You must follow the suit led.") or "must follow" in words, words
    # the step said how to play a card in full; its reminder says which card, in short
    assert words.endswith("In this lesson: Play the eight of clubs.")
    assert "7H" in d.coach.table.view().hand            # nothing changed
    d.focus_card("KC")                                   # allowed, but not the lesson's card
    words = " ".join(d.press("ENTER"))
    assert "this lesson asks for the eight of clubs" in words and "keep your king" in words
    d.focus_card("8C")
    d.press("ENTER")
    assert "8C" not in d.coach.table.view().hand


def test_the_qaid_step_explains_a_call_without_proof_and_on_the_wrong_card(tmp_path):
    """Lesson 8's Qaid deal: the opponent's seven of clubs on hearts, then a spade, then
    the heart that proves it; a call proved by the spade, or on a card that broke no
    rule, is explained and nothing is called; the right one is judged, and heard."""
    d = LessonDriver(tmp_path)
    d.start("ksa-calls")
    while d.coach.step.act != "qaid 1 7C@1 8H@3":
        assert not d.coach.step.act or d.coach.step.act[:4] != "qaid"
        d.expected_keys(d.coach.step)
    step, table = d.coach.step, d.coach.table
    assert " ".join(d.press(key_of("hint"))).startswith(
        "Hint: Qaid call on the right opponent: the seven of clubs of trick 1, proved by the "
        "eight of hearts of trick 3. The eight of hearts of trick 3 proves")
    assert table.rules.qaid and table.state.tricks[0].plays[1] == (1, "7C")
    no_proof = qaid_call(0, 1, (0, "7C"), (1, "7D"))     # a diamond says nothing of hearts
    words = d.call_qaid(no_proof)[-1]
    assert words.startswith("Called like that, the Qaid would not be proven: the seven of "
                            "diamonds of trick 2 proves nothing about the seven of clubs"), words
    assert "press Q, then choose the right opponent" in words
    assert d.shell.screen.name == "lesson" and d.coach.step is step and not table.round_over
    words = d.call_qaid(qaid_call(0, 3, (0, "7H"), (2, "JH")))[-1]     # the left: no mistake
    assert "public play shows no mistake in the seven of hearts of trick 1" in words, words
    heard = " ".join(d.call_qaid(step.action()))
    assert "You call Qaid on the right opponent. Proven: the right opponent did not follow " \
           "hearts in trick 1 and played the eight of hearts in trick 3. We take 16." in heard
    # the next deal (a locked round) runs up to the player's buy
    assert d.coach.step.say == "lesson-ksa-calls-locked-buy" and d.coach.tally.other_choices == 2


def test_the_locked_deal_catches_a_trump_led_in_a_locked_round(tmp_path):
    """Lesson 8's last deal (issue 37): the right opponent doubles locked, then leads the
    seven of spades while holding hearts; the player takes the trick, leads the ace of
    hearts, and the right opponent's eight of hearts proves the lead: the call is judged."""
    d = LessonDriver(tmp_path)
    d.start("ksa-calls")
    while d.coach.step.act != "qaid 1 7S@1 8H@2":
        d.expected_keys(d.coach.step)
    table = d.coach.table
    assert table.state.contract.locked and table.state.tricks[0].plays[0] == (1, "7S")
    assert " ".join(d.press(key_of("hint"))).startswith(
        "Hint: Qaid call on the right opponent: the seven of spades of trick 1, proved by the "
        "eight of hearts of trick 2.")
    words = d.call_qaid(qaid_call(0, 3, (0, "KS"), (1, "7H")))[-1]     # the left: no mistake
    assert "public play shows no mistake in the king of spades of trick 1" in words, words
    heard = " ".join(d.call_qaid(d.coach.step.action()))
    assert "You call Qaid on the right opponent. Proven: the right opponent led a trump in " \
           "trick 1 of a locked round, and played the eight of hearts in trick 2. We take 32." \
           in heard, heard
    assert table.records[-1]["tricks"][-1]["calls"][0]["verdict"] == "proven"
    assert d.coach.step.say == "lesson-ksa-calls-summary"


def test_a_qaid_call_is_not_made_at_another_step(tmp_path):
    """Before the lesson's Qaid step, a call the steps offer is not made: not now."""
    d = LessonDriver(tmp_path)
    d.start("ksa-calls")
    while d.coach.step.act != "play KH":
        d.expected_keys(d.coach.step)
    words = d.call_qaid(qaid_call(0, 1, (0, "7C"), (1, "7D")))[-1]
    assert words == "Not now. Play the king of hearts.", words
    assert d.shell.screen.name == "lesson" and not d.coach.table.round_over


def test_repeat_skip_and_the_main_menus_next_lesson(tmp_path):
    d = LessonDriver(tmp_path)
    lessons = d.lessons
    assert lessons.item_label() == "Learn to play: lesson 1 next, The keys"
    lessons.skip_next()
    assert Progress.load(d.shell.store.folder).state("keys") == "skipped"
    assert lessons.item_label() == "Learn to play: lesson 2 next, Card order and card points"
    d.start("order")
    d.press("ESCAPE")                                   # the lesson's menu
    assert d.shell.screen.name == "lesson_menu"
    labels = [item.label() for item in d.shell.screen.items]
    assert labels[:2] == ["Go on with the lesson", "Start the lesson again"]
    d.press("DOWN")
    d.press("ENTER")                                    # start again: step 1
    assert d.coach.index == 0 and d.shell.screen.name == "lesson"
    d.press("ESCAPE")
    d.shell.screen.focus = labels.index("Skip this lesson")
    d.press("ENTER")
    assert Progress.load(d.shell.store.folder).states == {"keys": "skipped", "order": "skipped"}
    assert d.shell.screen.name == "lessons"
    assert lessons.item_label() == "Learn to play: lesson 3 next, Following suit and trumping"


@pytest.mark.parametrize("lesson_id,step", [("keys", 1), ("order", 1), ("follow", 3)])
def test_every_key_answers_in_a_lesson(tmp_path, lesson_id, step):
    """At a key step, a quiz and a card to play: every key of every screen says something."""
    from test_every_key_answers import sweep

    d = LessonDriver(tmp_path)
    lesson = d.library.by_id(lesson_id)

    def show() -> None:
        coach = d.coach
        if coach is None or d.shell.screen is not coach.screen or coach.index != step \
                or coach.waiting != "player":
            d.start(lesson_id)
            while d.coach.index < step:
                d.expected_keys(d.coach.step)
    assert lesson is not None
    sweep(d, show)


def test_a_key_that_does_nothing_says_so_and_what_the_lesson_waits_for(tmp_path):
    """Z in a lesson said "Nothing here." alone (issue 38): the lesson adds what it waits
    for, as for a key of another moment."""
    d = LessonDriver(tmp_path)
    d.start("keys")
    words = d.press("Z", "z")
    assert words == ["Nothing here. The lesson waits: Enter to go on."], words


def test_a_lessons_end_not_yet_heard_waits_in_what_did_i_miss_when_the_player_goes_on(
        tmp_path):
    """"The end of lesson 2 was never said" (issue 38): a player who went on from the
    lesson's end menu before its words were heard lost them (the lesson's table was left
    with everything it still had to say). They now wait in "what did I miss"."""
    from test_pacing import Reporting

    d = LessonDriver(tmp_path)
    lesson = d.start("order")
    d.shell.speech.output = Reporting()       # a voice still saying what came before
    d.shell.speech.say("the practice deal's last words")
    d.coach.finish()                          # the end: the feedback, then the end menu
    assert d.shell.screen.name == "lesson_end"
    d.lessons.start(d.library.after(lesson))  # "Next lesson", at once
    kept = [u.msg_id for u in d.shell.speech.missed_items()]
    assert "lesson-feedback" in kept, kept
