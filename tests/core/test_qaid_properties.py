"""Qaid tables over random rounds (a few Hypothesis examples by default, many with
``--long``): a judged call never reads a hand, a proven call always has a real
mistake behind it, a round with no mistake cannot be lost to a call, and the bots
call Qaid as soon as public play proves an opponent's mistake, never without proof.

Every (action, later card) pair of a round is judged once, when its card is
first on the table: public play only grows, so that is the pair's verdict for the
rest of the round."""
from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baloot_audio.bots import interjection, make_bot
from baloot_audio.core import (Action, Match, Phase, apply, deck_for, legal_actions, rules_for,
                               view)
from baloot_audio.core.claims import SawaSolver, akka_allowed
from baloot_audio.core.play import refusal
from baloot_audio.core.qaid import (QAID_MISTAKES, deeds, plays, public_play, qaid_call,
                                    sheet_for, slips)
from baloot_audio.core.state import team_of

PRESETS = ("saudi", "ksa")
SEEDS = st.integers(0, 2 ** 32)
# A few examples in the default run (each is a whole round, every call of it judged
# on two deals); the --long profile's many otherwise (tests/conftest.py).
EXAMPLES = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow],
                    max_examples=(8 if settings().max_examples <= 40 else
                                  settings().max_examples))


def mistaken_action(state, rng: random.Random, mistakes: bool) -> Action:
    """A random action of the seat to act; with ``mistakes``, now and then a card
    that breaks a play rule, a false akka or a sawa claim (false or true)."""
    seat = state.to_act
    legal = legal_actions(state)
    if not mistakes or state.phase is not Phase.PLAY:
        return rng.choice(legal)
    v = view(state, seat)
    options = [Action.play(seat, card) for card, _ in slips(v)]
    trump = state.trump
    if state.rules.akka and not state.current and trump is not None:
        options += [Action(seat, "akka", card=c) for c in state.hands[seat]
                    if c[1] != trump and not akka_allowed(c, trump, state.played)]
    if state.rules.sawa and not state.current and len(state.hands[seat]) <= 4:
        options.append(Action(seat, "sawa"))
    if options and rng.random() < 0.3:
        return rng.choice(options)
    return rng.choice(legal)


def states_of_a_round(preset: str, seed: int, mistakes: bool) -> list:
    """Every state of a random round at a Qaid table, from the deal to the end of play."""
    rng = random.Random(seed)
    match = Match(rules_for(preset, qaid=True), first_dealer=seed % 4)
    state, _ = match.start_round(deck_for(seed, 1))
    states = [state]
    while state.phase is not Phase.DONE:
        state, _ = apply(state, mistaken_action(state, rng, mistakes))
        states.append(state)
    return states


def every_call(state) -> list[Action]:
    """Every call a seat of the other team may make now: any action of the round,
    any card played after it as the proof."""
    p = public_play(state)
    cards = plays(p)
    out = []
    for deed in deeds(p):
        caller = (deed.seat + 1) % 4
        for proof in cards:
            if (proof.trick, proof.index) > (deed.trick, deed.index):
                out.append(qaid_call(caller, deed.seat, deed.crime, (proof.trick, proof.card)))
    return out


def with_other_hidden_cards(state, rng: random.Random):
    """The same public play, the unplayed cards dealt differently among the seats
    (each keeps its count)."""
    unplayed = [card for hand in state.hands for card in hand]
    rng.shuffle(unplayed)
    hands, at = [], 0
    for hand in state.hands:
        hands.append(tuple(unplayed[at:at + len(hand)]))
        at += len(hand)
    return state.evolve(hands=tuple(hands))


def really_a_mistake(states, call: Action) -> bool:
    """Whether the accused's action broke a rule, judged with the hands as they were."""
    trick, card = call.crime
    for moment in states:
        if moment.phase is not Phase.PLAY or len(moment.tricks) != trick:
            continue
        plays = moment.current
        if card is None:     # a sawa: its claim before the trick's lead
            if not plays and moment.to_act == call.accused:
                solver = SawaSolver(moment.rules, moment.trump, moment.contract.locked,
                                    team_of(call.accused), budget=None)
                return not solver.wins(moment.hands, (), call.accused)
            continue
        if moment.to_act == call.accused and card in moment.hands[call.accused]:
            after = states[states.index(moment) + 1]
            calls = after.current_calls if after.current else after.tricks[trick].calls
            akka = any(c.kind == "akka" for c in calls)
            if not plays and akka:
                return not akka_allowed(card, moment.trump, moment.played)
            rule = refusal(moment.rules, moment.hands[call.accused], plays, call.accused,
                           moment.trump, moment.contract.locked, moment.played, card)
            return rule in QAID_MISTAKES
    raise AssertionError(f"the crime of {call} was never played")


def judge_every_pair(states, rng: random.Random) -> tuple[int, int]:
    """Judge each pair once; check it against the real hands and against the
    same public play with other hidden cards. Returns (calls, proven)."""
    judged, proven, seen = 0, 0, set()
    for state in states:
        if state.phase is Phase.BUY or state.closed or not (state.tricks or state.current):
            continue
        for call in every_call(state):
            key = (call.accused, call.crime, call.proof)
            if key in seen:
                continue
            seen.add(key)
            done, events = apply(state, call)
            other, other_events = apply(with_other_hidden_cards(state, rng), call)
            assert events == other_events, call       # the verdict reads no hand
            verdict = events[0].verdict
            judged += 1
            if verdict == "proven":
                proven += 1
                assert really_a_mistake(states, call), call
            else:   # the caller's team pays, and the accused's scores the round
                assert done.result.points[team_of(call.seat)] == 0
    return judged, proven


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS)
def test_a_judged_call_never_reads_a_hand_and_a_proven_one_is_a_real_mistake(preset, seed):
    states = states_of_a_round(preset, seed, mistakes=True)
    judge_every_pair(states, random.Random(seed))
    end = states[-1]
    assert sheet_for(view(end, 0)) == sheet_for(view(with_other_hidden_cards(end, random.Random(1)),
                                                     0))


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS)
def test_a_round_with_no_mistake_cannot_be_lost_to_a_call(preset, seed):
    states = states_of_a_round(preset, seed, mistakes=False)
    judged, proven = judge_every_pair(states, random.Random(seed))
    assert proven == 0
    assert all(sheet_for(view(state, 0)) == () for state in states)


def test_the_pairs_judged_include_proven_ones():
    """The property above is not empty: these rounds make mistakes that are proven."""
    totals = [judge_every_pair(states_of_a_round("ksa", seed, mistakes=True),
                               random.Random(seed)) for seed in range(12)]
    assert sum(j for j, _ in totals) > 200 and sum(p for _, p in totals) >= 5


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS)
def test_every_bot_calls_qaid_as_soon_as_a_mistake_is_proven_and_never_without_proof(preset,
                                                                                     seed):
    """Easy bots (they slip now and then) play a round; after every step each seat's
    interjection is a proven Qaid exactly when the sheet shows an opponent's
    mistake, and the round ends at the first such call."""
    rules = rules_for(preset, qaid=True)
    bots = [make_bot("easy"), make_bot("normal"), make_bot("easy"), make_bot("random")]
    rng = random.Random(seed)
    state, _ = Match(rules, first_dealer=seed % 4).start_round(deck_for(seed, 1))
    while not state.closed:
        calls = [interjection(view(state, seat)) for seat in range(4)]
        for seat, call in enumerate(calls):
            opponents_caught = [s for s in sheet_for(view(state, seat))
                                if team_of(s.accused) != team_of(seat)]
            assert (call is not None and call.kind == "qaid") == bool(opponents_caught) \
                or call is not None and call.kind == "boshat"
            if call is not None and call.kind == "qaid":
                _, events = apply(state, call)
                assert events[0].verdict == "proven"
        action = next((c for c in calls if c is not None), None)
        if action is None:
            action = Action(0, "close") if state.closing else \
                bots[state.to_act].choose(view(state, state.to_act), rng)
        state, _ = apply(state, action)
