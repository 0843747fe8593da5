"""Qaid tables over random rounds (a few Hypothesis examples by default, many with
``--long``), in saudi and ksa, with and without the option overtake_led_suit: a
judged call never reads a hand, a proven call always has a real mistake behind
it, a round with no mistake cannot be lost to a call, every record (a round
ended by a call, proven or not, or played out) replays to itself, and the bots
call Qaid as soon as public play proves an opponent's mistake, never without proof.

The rounds lean to locked hokums (a double or four offered is often taken
locked), so that every play rule is there to break: not following, not
trumping, not overtrumping, a trump led in a locked round, not overtaking (with
the option), besides false akkas and sawas.

Every (action, later card) pair of a round is judged once, when its card is
first on the table: public play only grows, so that is the pair's verdict for the
rest of the round."""
from __future__ import annotations

import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from baloot_audio.bots import interjection, make_bot
from baloot_audio.core import (Action, Match, Phase, apply, deck_for, legal_actions,
                               replay_record, round_record, rules_for, view)
from baloot_audio.core.claims import SawaSolver, akka_allowed
from baloot_audio.core.play import refusal
from baloot_audio.core.qaid import (QAID_MISTAKES, deeds, plays, public_play, qaid_call,
                                    sheet_for, slips)
from baloot_audio.core.state import team_of

PRESETS = ("saudi", "ksa")
SEEDS = st.integers(0, 2 ** 32)
OVERTAKE = st.booleans()
# the buy's calls left out in most buys, so that most rounds are locked hokums
AWAY_FROM_LOCKED_HOKUM = ("sun", "ashkal", "qablak", "to_sun")
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
    if state.phase is Phase.BUY:
        locked = [a for a in legal if a.kind in ("double", "four") and a.locked]
        lean = [a for a in legal if a.kind not in AWAY_FROM_LOCKED_HOKUM]
        if locked and rng.random() < 0.6:
            return rng.choice(locked)
        return rng.choice(lean if lean and rng.random() < 0.8 else legal)
    if not mistakes:
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


def states_of_a_round(preset: str, seed: int, mistakes: bool, overtake: bool = False) -> list:
    """Every state of a random round at a Qaid table, from the deal to the end of play."""
    rng = random.Random(seed)
    rules = rules_for(preset, qaid=True, overtake_led_suit=overtake)
    match = Match(rules, first_dealer=seed % 4)
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


def replays_to_itself(done) -> None:
    """The record of a finished round replays to the same record."""
    before = Match(done.rules, first_dealer=done.dealer)
    record = round_record(before, done, before.finish_round(done)[0])
    assert replay_record(record) == record


def judge_every_pair(states, rng: random.Random) -> Counter:
    """Judge each pair once; check it against the real hands and against the
    same public play with other hidden cards; replay the record of every round
    a proven call ends and of one a call not proven ends at each moment of play.
    Returns the verdicts counted: "judged", "proven", and each rule proven."""
    counts: Counter = Counter()
    seen: set = set()
    for state in states:
        if state.phase is Phase.BUY or state.closed or not (state.tricks or state.current):
            continue
        replayed = False
        for call in every_call(state):
            key = (call.accused, call.crime, call.proof)
            if key in seen:
                continue
            seen.add(key)
            done, events = apply(state, call)
            other, other_events = apply(with_other_hidden_cards(state, rng), call)
            assert events == other_events, call       # the verdict reads no hand
            verdict = events[0].verdict
            counts["judged"] += 1
            if verdict == "proven":
                counts["proven"] += 1
                counts[events[0].rule] += 1
                assert really_a_mistake(states, call), call
            else:   # the caller's team pays, and the accused's scores the round
                assert done.result.points[team_of(call.seat)] == 0
            if verdict == "proven" or not replayed:
                replays_to_itself(done)
                replayed = replayed or verdict != "proven"
    return counts


def played_out_replays(states) -> None:
    """A round played to its end (closed when it waits for a call) replays to itself."""
    end = states[-1]
    if end.closing:
        end, _ = apply(end, Action(0, "close"))
    replays_to_itself(end)


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS, overtake=OVERTAKE)
def test_a_judged_call_never_reads_a_hand_and_a_proven_one_is_a_real_mistake(preset, seed,
                                                                             overtake):
    states = states_of_a_round(preset, seed, mistakes=True, overtake=overtake)
    judge_every_pair(states, random.Random(seed))
    played_out_replays(states)
    end = states[-1]
    assert sheet_for(view(end, 0)) == sheet_for(view(with_other_hidden_cards(end, random.Random(1)),
                                                     0))


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS, overtake=OVERTAKE)
def test_a_round_with_no_mistake_cannot_be_lost_to_a_call(preset, seed, overtake):
    states = states_of_a_round(preset, seed, mistakes=False, overtake=overtake)
    counts = judge_every_pair(states, random.Random(seed))
    assert counts["proven"] == 0
    assert all(sheet_for(view(state, 0)) == () for state in states)
    played_out_replays(states)


def test_the_pairs_judged_include_every_kind_of_mistake_proven():
    """The properties above are not empty: these rounds (found once by a search over
    seeds) make a mistake of every kind in each preset, and calls prove each; most
    calls are not proven."""
    counts: dict[str, Counter] = {preset: Counter() for preset in PRESETS}
    for preset, overtake, seed in (("saudi", True, 6), ("saudi", False, 7), ("ksa", False, 5),
                                   ("ksa", True, 9), ("ksa", True, 23)):
        counts[preset] += judge_every_pair(states_of_a_round(preset, seed, True, overtake),
                                           random.Random(seed))
    for preset, counted in counts.items():
        assert counted["judged"] - counted["proven"] > 900
        assert set(QAID_MISTAKES) <= set(counted), (preset, counted)
    assert {"akka_not_highest", "sawa_not_certain"} <= set(counts["ksa"])


@EXAMPLES
@given(preset=st.sampled_from(PRESETS), seed=SEEDS, overtake=OVERTAKE)
def test_every_bot_calls_qaid_as_soon_as_a_mistake_is_proven_and_never_without_proof(preset,
                                                                                     seed,
                                                                                     overtake):
    """Easy bots (they slip now and then) play a round; after every step each seat's
    interjection is a proven Qaid exactly when the sheet shows an opponent's
    mistake, and the round ends at the first such call."""
    rules = rules_for(preset, qaid=True, overtake_led_suit=overtake)
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
