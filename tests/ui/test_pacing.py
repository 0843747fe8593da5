"""Heard, not just said: the speech queue, its priorities and the table's pace.

An output that reports the end of each message only when the test says so
stands for Speech Dispatcher; a fake clock stands for time. No timing asserts.
"""

from __future__ import annotations

import io
import json

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.table import Table
from schedulers import ManualScheduler
from baloot_audio.ui.pacing import HeardScheduler
from baloot_audio.ui.speech import HOLD, SAFETY_MIN, SilentOutput, Speech, SpeechLog, spoken_seconds


class Reporting:
    """Says one message at a time; the test ends it with :meth:`finish`."""

    name, kind, braille_capable = "reporting", "screen_reader", False

    def __init__(self, reports: bool = True):
        self.reports = reports
        self.spoken: list[tuple[str, bool]] = []
        self.report = None

    def speak(self, text, interrupt):
        self.spoken.append((text, interrupt))

    def speak_tracked(self, text, interrupt, report):
        if interrupt and self.report:
            self.report("cancel")
        self.spoken.append((text, interrupt))
        self.report = report
        report("begin")
        return self.reports

    def finish(self):
        report, self.report = self.report, None
        report("end")

    def braille(self, text):
        pass

    def silence(self):
        if self.report:
            self.report("cancel")

    def close(self):
        pass

    def set_language(self, lang):
        pass


class Clock:
    def __init__(self):
        self.now = 0.0

    def __call__(self):
        return self.now


def make(reports: bool = True):
    out, clock, log = Reporting(reports), Clock(), io.StringIO()
    return Speech(out, SpeechLog(stream=log), clock=clock), out, clock, log


def hear_all(sp: Speech, out: Reporting, limit: int = 10000) -> None:
    """Each message heard to its end; after an answer, the player's pause (HOLD) passes."""
    for _ in range(limit):
        sp.poll()
        if out.report is None:
            if sp.heard or not sp.held:
                return
            sp.clock.now += HOLD
            continue
        out.finish()
    raise AssertionError("speech never ended")


def texts(out: Reporting) -> list[str]:
    return [t for t, _ in out.spoken]


def test_events_wait_for_the_one_before_to_be_heard():
    sp, out, _, _ = make()
    for text in ("Right plays the seven of hearts.", "You win the trick.", "Your turn."):
        sp.say(text)
    assert texts(out) == ["Right plays the seven of hearts."]
    assert not sp.heard
    out.finish()
    sp.poll()
    assert texts(out) == ["Right plays the seven of hearts.", "You win the trick."]
    hear_all(sp, out)
    assert texts(out)[-1] == "Your turn." and sp.heard


def test_an_answer_interrupts_then_the_table_goes_on_from_where_it_stopped():
    sp, out, _, _ = make()
    sp.say("Left plays the ten of spades.")
    sp.say("Left wins the trick, 15 points.")
    sp.answer("Your hand: ...")
    assert out.spoken[-1] == ("Your hand: ...", True)
    hear_all(sp, out)
    # the interrupted message is said again, from its start, then the rest
    assert texts(out) == ["Left plays the ten of spades.", "Your hand: ...",
                          "Left plays the ten of spades.", "Left wins the trick, 15 points."]


def test_several_waiting_messages_of_a_trick_become_one_line():
    sp, out, _, _ = make()
    sp.say("Dealt.")
    plays = [("Right plays the seven of spades.", "Right seven of spades"),
             ("Partner plays the king of spades.", "Partner king of spades"),
             ("Left plays the ten of spades.", "Left ten of spades"),
             ("Left wins the trick, 15 points.", "Left wins, 15 points")]
    for text, brief in plays:
        sp.say(text, brief=brief, group="trick-0")
    sp.say("Your turn to lead.")
    hear_all(sp, out)
    assert texts(out) == ["Dealt.", "Right seven of spades, Partner king of spades, "
                          "Left ten of spades, Left wins, 15 points", "Your turn to lead."]
    # the history keeps every message in full
    assert [u.text for u in sp.history][1:5] == [text for text, _ in plays]


def test_one_waiting_message_is_said_in_full():
    sp, out, _, _ = make()
    sp.say("Dealt.")
    sp.say("Right plays the seven of spades.", brief="Right seven of spades", group="trick-0")
    hear_all(sp, out)
    assert texts(out) == ["Dealt.", "Right plays the seven of spades."]


def test_only_the_stop_key_silences_the_backlog_and_what_it_silenced_can_be_heard():
    sp, out, _, log = make()
    for text in ("a", "b", "c"):
        sp.say(text)
    sp.stop()
    assert sp.heard and texts(out) == ["a"]
    assert [u.text for u in sp.missed_items()] == ["a", "b", "c"]
    assert sp.say_missed()
    hear_all(sp, out)
    assert texts(out) == ["a", "a", "b", "c"] and sp.missed == []
    assert not sp.say_missed()
    stop = [json.loads(line) for line in log.getvalue().splitlines()
            if '"stop"' in line][0]
    assert stop["dropped"] == 3


def test_a_second_stop_while_the_missed_are_said_keeps_them_owed():
    sp, out, _, _ = make()
    for text in ("a", "b", "c"):
        sp.say(text)
    sp.stop()
    assert sp.say_missed()           # "a" is said again, at once
    sp.stop()                        # and stopped again before it was heard
    assert [u.text for u in sp.missed_items()] == ["a", "b", "c"]
    sp.say("d")                      # the table goes on meanwhile
    assert sp.say_missed()
    hear_all(sp, out)
    assert texts(out)[-4:] == ["a", "b", "c", "d"]


def test_an_output_that_cannot_tell_is_heard_at_the_players_rate():
    sp, out, clock, _ = make(reports=False)
    sp.rate = 150
    sp.say("Left plays the ten of spades.")
    sp.say("Your turn.")
    clock.now = spoken_seconds("Left plays the ten of spades.", 150) - 0.01
    sp.poll()
    assert texts(out) == ["Left plays the ten of spades."]
    clock.now += 0.02
    sp.poll()
    assert texts(out) == ["Left plays the ten of spades.", "Your turn."]
    # a faster player's rate: a shorter wait
    assert spoken_seconds("Your turn.", 300) < spoken_seconds("Your turn.", 150)


def test_a_daemon_that_never_reports_cannot_freeze_the_table(caplog):
    sp, out, clock, log = make()
    sp.say("Left plays the ten of spades.")
    sp.say("Your turn.")
    limit = sp.playing.until
    assert limit >= SAFETY_MIN  # never sooner than that, however short the text
    clock.now = limit - 0.1
    sp.poll()
    assert texts(out) == ["Left plays the ten of spades."]
    clock.now = limit + 0.1
    sp.poll()
    assert texts(out)[-1] == "Your turn."
    assert "did not report the end" in caplog.text
    assert '"speech_timeout"' in log.getvalue()
    # from then on its estimate ends a message, until the output reports an end again
    sp.say("Right plays the ace.")
    assert sp.playing.until == clock.now + spoken_seconds("Your turn.", sp.rate)
    out.finish()                     # "Your turn." reported after all
    sp.poll()
    assert texts(out)[-1] == "Right plays the ace." and sp.playing.until >= clock.now + SAFETY_MIN


def test_a_voice_that_does_not_even_begin_is_not_waited_for_its_whole_limit(caplog):
    """A frozen daemon takes a message and says nothing, not even its beginning:
    the table goes on after BEGIN_LIMIT, not after the long message's safety limit."""
    from baloot_audio.ui.speech import BEGIN_LIMIT

    sp, out, clock, log = make()
    out.speak_tracked = lambda text, interrupt, report: out.spoken.append((text, interrupt)) or True
    sp.say("Fair shuffle: every deal of this match comes from a sealed seed, and more words.")
    sp.say("Your turn.")
    assert sp.playing.until > BEGIN_LIMIT + 1     # the safety limit is further away
    clock.now = BEGIN_LIMIT - 0.1
    sp.poll()
    assert texts(out)[-1].startswith("Fair shuffle")
    clock.now = BEGIN_LIMIT + 0.1
    sp.poll()
    assert texts(out)[-1] == "Your turn." and not sp.trust_reports
    assert "did not report the beginning" in caplog.text


def test_when_heard_waits_for_the_whole_queue():
    sp, out, _, _ = make()
    called = []
    sp.say("a")
    sp.say("b")
    sp.when_heard(lambda: called.append(1))
    out.finish()
    sp.poll()
    assert called == []
    out.finish()
    sp.poll()
    assert called == [1]
    sp.when_heard(lambda: called.append(2))  # nothing to hear: at once
    assert called == [1, 2]


def bots():
    return {s: make_bot("basic") for s in (1, 2, 3)}


def test_a_bot_moves_only_after_what_was_said_is_heard_then_the_pause():
    sp, out, _, _ = make()
    base = ManualScheduler()
    table = Table(rules_for("saudi"), bots(), HeardScheduler(base, sp), seed=5, bot_delay=0.5)
    table.subscribe(lambda e: sp.say(type(e).__name__))
    for _ in range(50):   # deal until a bot speaks first (seat 0 is the human)
        table.start_round()
        if not table.my_turn:
            break
        table.close()
        table = Table(rules_for("saudi"), bots(), HeardScheduler(base, sp),
                      seed=table.seed + 1, bot_delay=0.5)
        table.subscribe(lambda e: sp.say(type(e).__name__))
    assert not table.my_turn
    assert base.pending == []          # the deal is still being said
    hear_all(sp, out)
    assert [d for d, _ in base.pending] == [0.5]


def test_pacing_changes_when_a_bot_moves_never_which_move():
    def play(paced: bool) -> list:
        base = ManualScheduler()
        sp, out, _, _ = make()
        table = Table(rules_for("saudi", target=52), bots(), HeardScheduler(base, sp) if paced else base, seed=11, bot_delay=0.5)
        table.subscribe(lambda e: sp.say(type(e).__name__))
        human = make_bot("basic")
        table.start_round()
        for _ in range(100000):
            if table.match_over:
                break
            if table.round_over:
                table.start_round()
            elif table.my_turn:
                table.act(human.choose(table.view(), table.rng))
            else:
                hear_all(sp, out)
                assert base.run_next()
        return table.records

    assert play(True) == play(False)


def test_silent_speech_is_heard_at_once():
    sp = Speech(SilentOutput())
    sp.say("a")
    assert sp.heard


def test_a_voice_that_stalls_is_replaced_and_says_again_what_it_never_said():
    """Speech Dispatcher 0.11 can stop speaking for good after a cancel: it takes
    messages and reports nothing, not even a begin. Once STALL_SECONDS pass with
    lines given and no report, the output is replaced, and those lines go to the
    new one first, even when the table has nothing more to say (the player waits)."""
    from baloot_audio.ui.speech import BEGIN_LIMIT, STALL_SECONDS

    sp, out, clock, log = make()
    given_up = []
    new = Reporting()

    def lost(old, reason):
        given_up.append((clock.now, reason))
        sp.output = new

    sp.on_output_lost = lost
    sp.say("Dealt.")
    out.finish()
    sp.poll()
    out.speak_tracked = lambda text, interrupt, report: out.spoken.append((text, interrupt)) or True
    plays = ["Left plays the queen of clubs.", "Your turn to lead."]
    for text in plays:
        sp.say(text)
    clock.now = BEGIN_LIMIT            # no begin: the next line goes on, on an estimate
    sp.poll()
    assert texts(out)[-2:] == plays and not given_up
    while not given_up and clock.now < 60:
        clock.now += 0.1
        sp.poll()
    assert STALL_SECONDS <= given_up[0][0] < STALL_SECONDS + 0.2
    assert "no report" in given_up[0][1]
    hear_all(sp, new)
    assert texts(new) == plays and sp.heard and len(given_up) == 1
    assert '"output_lost"' in log.getvalue()
