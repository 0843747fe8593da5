"""Said once: what a key has just answered, or a step the player has just done, is not
handed to the voice again; and what waits is said in the player's new language.

The real shell, menus, table screen and lessons (no window), with a simulated voice
that takes its words' time on a fake clock (tests/ui/test_busy_hands.py's Voice).
"""

from __future__ import annotations

from baloot_audio.bots import make_bot
from baloot_audio.core import events as ev
from baloot_audio.core import rules_for
from baloot_audio.table import Table
from baloot_audio.ui.pacing import HeardScheduler
from baloot_audio.ui.speech import spoken_seconds
from lesson_driver import LessonDriver, key_of
from test_busy_hands import Voice


def timed(d: LessonDriver) -> Voice:
    """The driver's speech on a voice that takes its time, on the driver's clock."""
    voice = Voice(d.clock)
    d.shell.speech.output = voice
    return voice


def run(d: LessonDriver, voice: Voice, seconds: float, table=None) -> None:
    """Time passes: the voice speaks, the table moves once its words are heard (and the
    player, at ``table``, passes or plays its first card allowed when its turn comes)."""
    end = d.clock.now + seconds
    while d.clock.now < end:
        d.clock.now = round(d.clock.now + 0.05, 2)
        voice.tick()
        d.shell.speech.poll()
        d.shell.scheduler.run_next()
        if table is not None and table.my_turn and d.shell.speech.heard:
            legal = table.view().legal
            d.session.screen.send(next((a for a in legal if a.kind == "pass"), legal[0]))


def handed(d: LessonDriver, n: int) -> int:
    """How many lines handed to the voice said message ``n``."""
    return sum(1 for r in d.records() if r["kind"] == "sent" and n in r.get("parts", ()))


def until_said(d: LessonDriver, voice: Voice, msg_id: str, after: int = 0,
               limit: float = 120) -> dict:
    """Time passes until a message ``msg_id`` told after message ``after`` goes to the
    voice; its record."""
    for _ in range(int(limit / 0.05)):
        told = [r for r in d.records() if r["kind"] == "speech" and r.get("id") == msg_id
                and r["n"] > after]
        if told and handed(d, told[0]["n"]):
            return told[0]
        run(d, voice, 0.05)
    raise AssertionError(f"{msg_id} never said")


def sent(d: LessonDriver) -> list[str]:
    return [r["text"] for r in d.records() if r["kind"] == "sent"]


def test_a_lesson_step_done_during_its_tail_is_not_said_again(tmp_path):
    """Lesson 1's second step ("... Right moves to the next one"): the player presses
    Right while its last words are still said; the step is done, the next one comes,
    and the cut step is never handed to the voice again."""
    d = LessonDriver(tmp_path)
    voice = timed(d)
    d.lessons.start(d.library.by_id("keys"))
    first = until_said(d, voice, "lesson-step")          # the first step: press Enter
    run(d, voice, 30)
    d.key("ENTER")
    step = until_said(d, voice, "lesson-step", first["n"])   # the second: Right
    run(d, voice, 0.8 * spoken_seconds(step["text"], d.shell.speech.rate))   # its tail
    assert d.shell.speech.playing is not None and d.shell.speech.playing.parts[-1].n == step["n"]
    d.key(key_of("card_next"))
    run(d, voice, 40)
    assert d.coach.index == 2
    assert handed(d, step["n"]) == 1


def test_w_says_the_step_again_once_not_the_cut_step_after_it(tmp_path):
    d = LessonDriver(tmp_path)
    voice = timed(d)
    d.lessons.start(d.library.by_id("keys"))
    first = until_said(d, voice, "lesson-step")
    run(d, voice, 30)
    d.key("ENTER")
    step = until_said(d, voice, "lesson-step", first["n"])
    run(d, voice, 1.0)
    d.key(key_of("ask_turn"))                            # W: the step again
    run(d, voice, 40)
    assert handed(d, step["n"]) == 1                     # cut by W, not said a third time
    again = [r["text"] for r in d.records() if r["kind"] == "sent" and r["text"] != step["text"]
             and r["text"].endswith(step["text"])]
    assert len(again) == 1 and again[0].startswith("Step 2 of ")


def table_driver(tmp_path):
    """A match's table whose bots move once the table's words are heard."""
    d = LessonDriver(tmp_path)
    voice = timed(d)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  HeardScheduler(d.shell.scheduler, d.shell.speech), seed="said-once",
                  bot_delay=0.5)
    d.session.attach(table, table)
    d.shell.show(d.session.screen)
    table.start_round()
    return d, voice, table


def test_t_after_a_card_cut_by_it_is_not_followed_by_the_card_again(tmp_path):
    d, voice, table = table_driver(tmp_path)
    for _ in range(2000):                                # the table plays to a card
        run(d, voice, 0.05, table)
        v = table.view()
        if v is not None and v.current and d.shell.speech.playing is not None \
                and isinstance(d.shell.speech.playing.utt.source, ev.CardPlayed):
            break
    card = d.shell.speech.playing.parts[-1]
    d.key(key_of("ask_trick"))                           # T cuts it: the answer names it
    run(d, voice, 3)
    assert handed(d, card.n) == 1 and sent(d)[-1].startswith("Trick "), sent(d)[-4:]


def test_t_between_two_tricks_says_who_took_the_last_one(tmp_path):
    d, voice, table = table_driver(tmp_path)
    for _ in range(4000):
        run(d, voice, 0.05, table)
        v = table.view()
        if v is not None and len(v.tricks) == 1 and not v.current:
            break
    words = d.words(key_of("ask_trick"))
    assert words[-1].startswith("Trick 1: ") and " took it, " in words[-1] \
        and words[-1].endswith("No card in trick 2 yet."), words


def test_what_waits_is_said_in_the_new_language(tmp_path):
    d, voice, table = table_driver(tmp_path)
    run(d, voice, 0.1)
    assert d.shell.speech.pending or d.shell.speech.playing
    d.shell.set_language("fr")
    waiting = [u.text for u in d.shell.speech.pending]
    assert waiting and not any(t.startswith(("New round", "Right", "Left", "Partner", "You"))
                               for t in waiting), waiting
