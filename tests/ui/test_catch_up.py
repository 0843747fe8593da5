"""Catching up, true: every line the voice gets names each card with the seat that
played it, a cut as a cut, and a catch-up says who is winning the trick in play.

Whole rounds against bots (saudi and ksa, where sawa plays the cards out), a player
who presses keys at random moments (mostly 0.3 to 1.5 s apart, so the table's words are cut,
held and caught up), a simulated voice that takes its words' time on a fake clock.
Every line handed to the voice is read as a listener hears it (tests/card_seats.py)
and checked against the events it tells: the seat and the card of each play.
"""

from __future__ import annotations

import io
import json
import random
from collections import Counter

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import events as ev
from baloot_audio.core import rules_for
from baloot_audio.core.cards import winning_index
from baloot_audio.i18n import Catalog
from baloot_audio.table import Table
from baloot_audio.table_api import TurnToPlay
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.pacing import HeardScheduler
from baloot_audio.ui.present import present
from baloot_audio.ui.speech import Speech, SpeechLog
from card_seats import claims, winners, wrong
from schedulers import ClockScheduler
from test_busy_hands import Voice, step
from test_pacing import Clock

SEEDS = [("saudi", s) for s in range(6)] + [("ksa", s) for s in range(6)]


class Sounds:
    def play(self, *a, **k):
        pass


class Told:
    """What the table told, in order, each message's event (by its number), the voice."""

    def __init__(self, voice):
        self.events: list = []
        self.source: dict[int, object] = {}
        self.voice = voice


class WholeVoice(Voice):
    """The simulated voice, which also says which of its lines it spoke to their end."""

    def __init__(self, clock):
        super().__init__(clock)
        self.whole: list[bool] = []

    def speak_tracked(self, text, interrupt, report):
        self.whole.append(False)
        return super().speak_tracked(text, interrupt, report)

    def tick(self):
        if self.report is not None and self.clock.now >= self.ends_at:
            self.whole[-1] = True
        super().tick()


def busy_round(preset: str, seed: int, lang: str = "en"):
    """One round at a 0.5 s bot pause; the player acts 0.3 s after its turn, and presses
    a question key at random moments all round (mostly 0.3 to 1.5 s apart, now and then
    listening for 2.5 to 8 s). Returns the log, the narrator, what was
    told."""
    rng, clock = random.Random(seed), Clock()
    voice, log = WholeVoice(clock), io.StringIO()
    sp = Speech(voice, SpeechLog(stream=log), clock=clock)
    sched = ClockScheduler(clock)
    table = Table(rules_for(preset), {s: make_bot("normal") for s in (1, 2, 3)},
                  HeardScheduler(sched, sp), seed=f"catch-up-{preset}-{seed}", bot_delay=0.5)
    narrator = Narrator(Catalog(lang, strict=True), 0, False, "full")
    sp.clause, sp.catch_up = narrator.clause, narrator.catch_up.words
    told = Told(voice)

    def on_event(e):
        told.events.append(e)
        if isinstance(e, (ev.CallMade, ev.Raised, ev.CardPlayed)):   # as the session does
            sp.supersede(lambda u, seat=e.seat: isinstance(u.source, (ev.Offered, TurnToPlay))
                         and u.source.seat == seat)
            if e.seat == 0:
                sp.cut_answer()
        for u in present(sp, Sounds(), narrator.narrate(e)):
            told.source[u.n] = e

    table.subscribe(on_event)
    table.start_round()
    turn_at, next_key = None, rng.uniform(0.3, 2.0)
    while clock.now < 900 and not (table.round_over and sp.heard):
        if table.round_over and table.records[-1]["outcome"] == "thrown_in":
            table.start_round()
        turn_at = step(clock, sched, voice, sp, table, turn_at, rng.choice)
        if clock.now >= next_key and not table.round_over:
            next_key = clock.now + (rng.uniform(0.3, 1.5) if rng.random() < 0.8
                                    else rng.uniform(2.5, 8.0))   # busy, then listening
            sp.answer(rng.choice(["seven of hearts", "It is your turn.", "Match: us 0, them 0."]))
    return log, narrator, told


def sent_lines(log: io.StringIO) -> list[dict]:
    """The table's lines handed to the voice (each with the numbers of its messages)."""
    return [r for line in log.getvalue().splitlines()
            if (r := json.loads(line))["kind"] == "sent" and r.get("parts")]


def winner_after(told: Told, last: ev.CardPlayed) -> int:
    """Who was winning ``last``'s trick once ``last`` was played."""
    trump, plays = None, []
    for e in told.events:
        if isinstance(e, ev.ContractSet):
            trump = e.contract.trump
        elif isinstance(e, ev.CardPlayed):
            trump = e.card[1] if e.trump else trump
            plays = [] if e.lead else plays
            plays.append((e.seat, e.card))
            if e == last:
                return plays[winning_index([c for _, c in plays], trump)][0]
    raise AssertionError(f"{last} never played")


def check_round(preset: str, seed: int) -> tuple[int, bool]:
    """Every line of one busy round checked (see the module's text); returns how many
    catch-ups of a trick in play said who was winning it, and whether sawa was claimed."""
    log, n, told = busy_round(preset, seed)
    seat = lambda s: n.seat(s).lower()   # noqa: E731
    lines, caught_up, live_checked = sent_lines(log), 0, 0
    assert lines and any(isinstance(e, ev.TrickWon) and e.last for e in told.events)
    for r in lines:
        parts = [told.source[k] for k in r["parts"] if k in told.source]
        cards = [e for e in parts if isinstance(e, ev.CardPlayed)]
        truth = {e.card: (seat(e.seat), e.cut) for e in cards}
        assert not wrong(r["text"], truth), (r["text"], wrong(r["text"], truth))
        caught_up += len(r["parts"]) > 1
        # the trick in play (its end not in the line): every card named, with its seat
        done = {e.trick for e in parts if isinstance(e, ev.TrickWon)}
        live = [e for e in cards if e.trick not in done]
        named = {(s, c) for s, c, _ in claims(r["text"])}
        for e in live:
            assert (seat(e.seat), e.card) in named, (r["text"], e)
        # a cut is said as a cut, in the trick in play and in a trick summed up
        said_cut = {c for _, c, cut in claims(r["text"]) if cut}
        for e in cards:
            if e.cut and (e.trick not in done or (seat(e.seat), e.card) in named):
                assert e.card in said_cut, (r["text"], e)
        # a catch-up of a trick in play says who is winning it, truly
        if len(r["parts"]) > 1 and live and not live[-1].lead:
            assert winners(r["text"]) == [seat(winner_after(told, live[-1]))], r["text"]
            live_checked += 1
    assert caught_up, "no line caught up: the keys never put the voice behind"
    return live_checked, any(isinstance(e, ev.SawaClaimed) for e in told.events)


def test_every_card_a_line_names_is_the_seats_that_played_it_and_a_catch_up_says_who_wins():
    """Many random rounds; they meet what is checked: catch-ups of a trick in play (who
    is winning it), and a sawa's cards played out."""
    live, sawa = 0, 0
    for preset, seed in SEEDS:
        checked, claimed = check_round(preset, seed)
        live, sawa = live + checked, sawa + claimed
    assert live >= 3 and sawa >= 1, (live, sawa)


def test_no_message_heard_whole_is_handed_to_the_voice_again():
    for preset, seed in SEEDS[:4]:
        log, _, told = busy_round(preset, seed)
        sent = [json.loads(line) for line in log.getvalue().splitlines()]
        sent = [r for r in sent if r["kind"] == "sent"]
        assert len(sent) == len(told.voice.spoken)
        handed, heard = Counter(), set()
        for r, whole in zip(sent, told.voice.whole):
            parts = set(r.get("parts", ()))
            assert not heard & parts, r["text"]
            handed.update(parts)
            if whole:
                heard |= parts
        assert max(handed.values()) <= 2
