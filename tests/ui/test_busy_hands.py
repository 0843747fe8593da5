"""Busy hands, steady table: a player who reads the hand while the table plays.

The table does not wait for a player who keeps pressing keys; what a key cuts
goes on from the message it cut (never from a message already heard); a table
message goes to the voice at most twice (once cut, once whole), and one that is
cut again waits in "what did I miss", with its cue; nothing is lost.

A simulated voice (its words take their time at 175 words a minute on a fake
clock) stands for Speech Dispatcher, and a scheduler on the same clock for
pyglet's: the whole round runs in a fraction of a second, the same every time.
"""

from __future__ import annotations

import io
import json
from collections import Counter

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.table import Table
from baloot_audio.ui.pacing import HeardScheduler
from baloot_audio.ui.speech import HOLD, MAX_HANDED, Speech, SpeechLog, spoken_seconds
from schedulers import ClockScheduler
from test_pacing import Clock, Reporting, hear_all, texts


def make():
    out, clock, log = Reporting(), Clock(), io.StringIO()
    return Speech(out, SpeechLog(stream=log), clock=clock), out, clock, log


def records(log: io.StringIO, kind: str) -> list[dict]:
    return [r for line in log.getvalue().splitlines() if (r := json.loads(line))["kind"] == kind]


TRICK = [("Right plays the seven of spades.", "Right seven of spades"),
         ("Partner plays the king of spades.", "Partner king of spades"),
         ("Left plays the ten of spades.", "Left ten of spades"),
         ("Left wins the trick, 15 points.", "Left wins, 15 points")]


def test_a_line_cut_by_a_key_goes_on_from_the_first_message_not_heard():
    sp, out, clock, log = make()
    sp.say("Dealt.")
    for text, brief in TRICK:
        sp.say(text, brief=brief, group="trick-0")
    out.finish()
    sp.poll()   # the trick in one line, begun now
    line = "Right seven of spades, Partner king of spades, Left ten of spades, Left wins, 15 points"
    assert texts(out)[-1] == line
    # the first two cards' words are over (at the player's rate), the third is being said
    clock.now += spoken_seconds("Right seven of spades, Partner king of spades,", sp.rate)
    sp.answer("Your hand: ...")
    hear_all(sp, out)
    # what the key cut, in the short words of a line that catches up (the player acted
    # past it): never the cards already heard
    assert texts(out)[-3:] == [line, "Your hand: ...", "Left ten of spades, Left wins, 15 points"]
    assert "Right plays the seven of spades." not in texts(out)
    cut = records(log, "cut_line")[0]
    told = {r["text"]: r["n"] for r in records(log, "speech") if r.get("priority") == "event"}
    assert cut["heard"] == [told[TRICK[0][0]], told[TRICK[1][0]]]
    assert sp.heard and not sp.missed   # nothing set aside: the rest was said


def test_the_table_waits_for_the_players_pause_after_an_answer_not_for_the_answer_alone():
    sp, out, clock, _ = make()
    sp.answer("seven of hearts")
    sp.say("Left plays the ten of spades.")
    out.finish()            # the answer is heard
    sp.poll()
    # one key: the table waits for its words, as for a player who listens
    assert texts(out) == ["seven of hearts"] and sp.held and not sp.settled
    clock.now += HOLD / 2
    sp.answer("king of hearts")   # the next key within the pause: still held
    out.finish()
    sp.poll()
    clock.now += HOLD
    sp.poll()
    assert texts(out) == ["seven of hearts", "king of hearts", "Left plays the ten of spades."]


def test_a_busy_player_holds_the_words_not_the_table():
    sp, out, clock, _ = make()
    sp.say("Right plays the seven of spades.")
    moved = []
    sp.when_heard(lambda: moved.append(clock.now))   # a bot waits for the words
    for key in ("seven of hearts", "king of hearts", "ten of hearts"):
        sp.answer(key)              # each cuts what is said; the words wait
        clock.now += 1.5            # a key every 1.5 s
        sp.poll()
    assert sp.busy and sp.held and sp.settled and moved   # the bot played on
    sp.say("Left plays the ten of spades.")
    called = []
    sp.when_heard(lambda: called.append(1))
    assert called == [1]            # and the next one
    out.finish()                    # the last answer heard
    sp.poll()
    clock.now += 3.0                # and the player pauses
    sp.poll()
    assert not sp.busy and texts(out)[-1] == "Right plays the seven of spades."
    assert not sp.settled           # being said: the table waits for it again


def test_keys_on_the_players_own_turn_do_not_make_the_player_busy():
    """The table waits for the player then anyway: a player who asks the hand, arrows
    and plays on each turn has the table wait for its words after the move."""
    sp, out, clock, _ = make()
    sp.say("Left plays the ten of spades.")          # the voice is behind
    for key in ("Your hand: ...", "seven of hearts", "king of hearts", "ten of hearts"):
        sp.answer(key)              # no bot waits: it is the player's turn
        clock.now += 1.0
    sp.cut_answer()                 # the player plays
    assert not sp.busy
    moved = []
    sp.when_heard(lambda: moved.append(1))   # the next bot waits for the words
    assert moved == []


def test_the_players_own_move_is_said_at_once_not_after_the_pause():
    sp, out, _, _ = make()
    sp.answer("nine of clubs")
    out.finish()
    sp.poll()
    assert sp.held
    sp.cut_answer()                # Enter: the card was taken
    sp.say("You play the nine of clubs.")
    assert texts(out)[-1] == "You play the nine of clubs."


def test_a_message_cut_twice_waits_in_what_did_i_miss_with_its_cue_never_a_third_time():
    sp, out, clock, log = make()
    cues = []
    sp.on_missed = lambda: cues.append(clock.now)
    sp.say("Left plays the ten of spades.")
    sp.say("Your turn, spades led.")
    for key in ("seven of hearts", "king of hearts"):
        sp.answer(key)             # cuts the line at once: not a word of it heard
        out.finish()
        sp.poll()                  # the answer heard
        clock.now += HOLD
        sp.poll()                  # the player paused: the line goes again
    assert texts(out) == ["Left plays the ten of spades.", "seven of hearts",
                          "Left plays the ten of spades.", "king of hearts",
                          "Your turn, spades led."]
    assert [u.text for u in sp.missed_items()] == ["Left plays the ten of spades."]
    assert len(cues) == 1
    hear_all(sp, out)
    assert texts(out).count("Left plays the ten of spades.") == MAX_HANDED
    assert sp.say_missed()         # the key has it
    assert texts(out)[-1] == "Left plays the ten of spades."
    hear_all(sp, out)
    assert not sp.missed and not sp.say_missed()


def test_what_did_i_miss_says_the_newest_batch_first_and_goes_on_from_a_cut():
    sp, out, clock, _ = make()
    sp.say("Us: 2 tricks, 29 card points.", detail=True)
    sp.move_on()                   # the next round: the breakdown waits there
    for text in ("a", "b", "c"):
        sp.say(text)
    sp.stop()                      # the line just stopped: the newest batch
    assert sp.say_missed()
    assert texts(out)[-1] == "a"
    out.finish()
    sp.poll()
    assert texts(out)[-1] == "b"   # its batch goes on, each an answer after the one before
    sp.answer("Match: us 12, them 6.")   # a key cuts "b" before a word of it
    out.finish()
    assert sp.say_missed()
    assert texts(out)[-1] == "b"   # on from the message cut, not from "a"
    hear_all(sp, out)
    assert texts(out)[-2:] == ["b", "c"]
    assert sp.say_missed() and texts(out)[-1] == "Us: 2 tricks, 29 card points."
    hear_all(sp, out)
    assert not sp.say_missed()


def test_a_message_waits_until_its_line_has_begun():
    sp, out, _, _ = make()
    sp.say("Dealt.")
    for text, brief in TRICK:
        sp.say(text, brief=brief, group="trick-0")
    told = list(sp.pending)
    out.finish()
    sp.poll()                      # the trick's line is being said, in one segment
    assert not any(sp.waits(u) for u in told)
    sp.say("Your turn.")
    assert sp.waits(sp.pending[-1])


def test_a_table_left_is_not_brought_back_by_a_key_that_cuts_its_line():
    sp, out, _, _ = make()
    sp.say("Left plays the ten of spades.")
    sp.say("Your turn, spades led.")
    sp.forget_queue()              # the player left the table (game menu, leave)
    sp.answer("Main menu. New match, 1 of 7")
    hear_all(sp, out)
    assert texts(out) == ["Left plays the ten of spades.", "Main menu. New match, 1 of 7"]


def test_moving_on_keeps_everything_the_round_still_had_to_say_with_the_cue():
    sp, out, _, log = make()
    cues = []
    sp.on_missed = lambda: cues.append(1)
    sp.say("We made our hokum: 12 to 6.")
    sp.say("Match: us 12, them 6.")
    sp.say("Us: 2 tricks, 29 card points.", detail=True)
    assert sp.move_on() == 3
    assert sp.heard and cues == [1]
    assert [u.text for u in sp.missed_items()] == ["We made our hokum: 12 to 6.",
                                                   "Match: us 12, them 6.",
                                                   "Us: 2 tricks, 29 card points."]


def test_the_voices_pace_is_learned_from_what_it_reports():
    """A voice slower than the player's rate setting: what a key cut is judged by the
    voice's own pace, so a message it had not finished is not taken as heard."""
    sp, out, clock, _ = make()
    for _ in range(10):            # every message takes twice its estimate
        sp.say("Partner plays the king of spades.")
        clock.now += 2 * (spoken_seconds("Partner plays the king of spades.", sp.rate) - 0.3)
        out.finish()
        sp.poll()
    assert 1.8 < sp.pace < 2.1
    sp.say("Left ten of spades, Left wins, 15 points", brief="x", group="t")
    clock.now += spoken_seconds("Left ten of spades, Left wins, 15 points", sp.rate)
    sp.answer("Your hand: ...")    # the estimate says it is over; the voice is half-way
    hear_all(sp, out)
    assert texts(out)[-1] == "Left ten of spades, Left wins, 15 points"


# -- a whole round with busy hands -----------------------------------------------------


class Voice(Reporting):
    """Speaks each message for as long as its words take at 175 words a minute."""

    def __init__(self, clock: Clock):
        super().__init__()
        self.clock, self.ends_at = clock, None
        self.heard_whole: Counter = Counter()

    def speak_tracked(self, text, interrupt, report):
        super().speak_tracked(text, interrupt, report)
        self.ends_at = self.clock.now + spoken_seconds(text, 175) - 0.2
        return True

    def tick(self):
        if self.report is not None and self.clock.now >= self.ends_at:
            self.heard_whole[self.spoken[-1][0]] += 1
            self.finish()


def step(clock, sched, voice, sp, table, turn_at, choose):
    """10 ms pass: the bots' scheduler, the voice, speech; the player acts (``choose``
    from the legal actions) 0.3 s after its turn came. Returns when the turn came."""
    clock.now = round(clock.now + 0.01, 2)
    sched.run_due()
    voice.tick()
    sp.poll()
    if table.my_turn:
        turn_at = clock.now if turn_at is None else turn_at
        if clock.now >= turn_at + 0.3:
            table.act(choose(table.view().legal))
            return None
        return turn_at
    return turn_at


def busy_round(seed: int, busy_for: float, every: float = 1.5):
    """One round against three bots paced by the voice (a pause of 0.5 s): the player
    acts 0.3 s after the turn's words were told, and with ``busy_for`` also presses a
    question key every ``every`` seconds until then. Returns the speech, the log, the
    voice, the bots' moves while keys were pressed, and the clock at the round's end."""
    clock = Clock()
    voice = Voice(clock)
    log = io.StringIO()
    sp = Speech(voice, SpeechLog(stream=log), clock=clock)
    sched = ClockScheduler(clock)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  HeardScheduler(sched, sp), seed=seed, bot_delay=0.5)
    from baloot_audio.ui.narrator import Narrator
    from baloot_audio.i18n import Catalog
    from baloot_audio.ui.present import present

    class Sounds:
        def play(self, *a, **k):
            pass

    narrator = Narrator(Catalog("en"), 0, False, "full")
    sp.catch_up = narrator.catch_up.words
    moves_while_busy = []

    def on_event(e):
        seat = getattr(e, "seat", None)
        if type(e).__name__ in ("CallMade", "CardPlayed") and seat == 0:
            sp.supersede(lambda u: getattr(u.source, "seat", None) == 0
                         and type(u.source).__name__ in ("Offered", "TurnToPlay"))
            sp.cut_answer()
        elif type(e).__name__ in ("CallMade", "CardPlayed") and clock.now < busy_for:
            moves_while_busy.append(clock.now)
        present(sp, Sounds(), narrator.narrate(e))

    table.subscribe(on_event)
    table.start_round()
    turn_at, next_key, keys = None, every, 0
    while clock.now < 600:
        if table.round_over:   # thrown in: dealt again at once; else the round is over
            if table.records[-1]["outcome"] != "thrown_in":
                break
            table.start_round()
        turn_at = step(clock, sched, voice, sp, table, turn_at, lambda legal: legal[0])
        if clock.now < busy_for and clock.now >= next_key:
            next_key += every
            keys += 1
            sp.answer(["seven of hearts", "king of clubs", "Match: us 0, them 0."][keys % 3])
    end = clock.now
    while not sp.heard and clock.now < end + 600:   # the quiet tail: all is said
        clock.now = round(clock.now + 0.01, 2)
        voice.tick()
        sp.poll()
    return sp, log, voice, moves_while_busy, end


@pytest.mark.parametrize("seed", [4, 11, 21])
def test_a_busy_player_does_not_stop_the_table_and_nothing_is_said_three_times(seed):
    sp, log, voice, moves, _ = busy_round(seed, busy_for=30.0)
    assert len(moves) >= 8, "the bots stopped while the player pressed keys"
    told = {r["n"]: r["text"] for r in records(log, "speech")
            if r.get("priority") == "event"}
    handed = Counter(n for r in records(log, "sent") for n in r.get("parts", ()))
    assert max(handed.values()) <= MAX_HANDED
    # nothing lost: each table message was handed to the voice or waits in "what did I
    # miss" (or was a prompt its seat answered first: superseded, in the history)
    superseded = Counter(t for r in records(log, "superseded") for t in r["texts"])
    waiting = {u.n for u in sp.missed_items()}
    for n, text in told.items():
        if handed[n] == 0 and n not in waiting:
            assert superseded[text] > 0, f"never said, not kept: {text!r}"
            superseded[text] -= 1


def test_a_quiet_player_hears_every_message_once():
    sp, log, voice, moves, _ = busy_round(4, busy_for=0.0)
    handed = Counter(n for r in records(log, "sent") for n in r.get("parts", ()))
    assert handed and set(handed.values()) == {1}
    assert not sp.missed
