"""The referee: the fast rules core (bit sets, tables, work kept from one state
to the next) against plain restatements of the rules, at every step of random
rounds of every preset and option, mistakes at Qaid tables included.

What the referee restates, slowly and on card codes, without the engine's
tables or caches: the legal cards (``core.play.play_steps``, the rules as the
refusals name them) in the hand's own order, the akkas, each trick's winner
and points, the cards played, each seat's projects and the whole of each seat's
view. The pinned records (test_pinned_records.py) then say that whole rounds
play out byte for byte as before.
"""
from __future__ import annotations

import random
from itertools import combinations

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import Action, Match, Phase, PlayerView, apply, legal_actions, view
from baloot_audio.core import deck_for, rules_for
from baloot_audio.core.cards import RANKS, SUITS, sorted_hand
from baloot_audio.core.play import play_steps
from baloot_audio.core.projects import POINTS, best_projects
from baloot_audio.core.qaid import slips
from baloot_audio.core.state import Project

from .test_properties import independent_winner

PLAIN, TRUMP = "789JQKTA", "78QKTA9J"
POINTS_OF = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}
TRUMP_POINTS = {"J": 20, "9": 14}
TABLES = [("saudi", {}), ("saudi", {"overtake_led_suit": True}), ("saudi", {"qaid": True}),
          ("saudi", {"qaid": True, "overtake_led_suit": True}),
          ("ksa", {}), ("ksa", {"qaid": True}), ("ksa", {"overtake_led_suit": True}),
          ("belote", {}), ("belote", {"overtake_led_suit": True})]


def card_points(card, trump):
    if card[1] == trump and card[0] in TRUMP_POINTS:
        return TRUMP_POINTS[card[0]]
    return POINTS_OF.get(card[0], 0)


def referee_legal(state):
    """The listed plays and akkas of the seat to act, from the rules as named."""
    seat, contract, hand = state.to_act, state.contract, state.hands[state.to_act]
    played = {c for t in state.tricks for _, c in t.plays} | {c for _, c in state.current}
    steps = play_steps(state.rules, hand, state.current, seat, contract.trump, contract.locked,
                       frozenset(played))
    cards = [c for c in hand if c in steps[-1][1]] if steps else list(hand)
    out = [Action(seat, "play", card=c) for c in cards]
    trump = contract.trump
    if state.rules.akka and not state.current and trump is not None:
        for c in cards:
            order = TRUMP if c[1] == trump else PLAIN
            higher = [r + c[1] for r in order[order.index(c[0]) + 1:]]
            if c[1] != trump and all(h in played for h in higher):
                out.append(Action(seat, "akka", card=c))
    return out


def referee_projects(seat, hand, kind):
    """Every way to take fours first, then the maximal runs of what is left;
    the two projects worth most (ties: the higher top card, then as found)."""
    quads = [r for r in "AKQJT" if all(r + s in hand for s in SUITS)]
    best, best_total = (), 0
    for size in range(len(quads) + 1):
        for chosen in combinations(quads, size):
            left = [c for c in hand if c[0] not in chosen]
            found = [Project(seat, "four_hundred" if r == "A" and kind == "sun" else "hundred",
                             tuple(r + s for s in SUITS)) for r in chosen]
            for suit in SUITS:
                run = []
                for rank in RANKS + " ":
                    if rank + suit in left:
                        run.append(rank + suit)
                        continue
                    if len(run) >= 3:
                        name = {3: "sira", 4: "fifty"}.get(len(run), "hundred")
                        found.append(Project(seat, name, tuple(run)))
                    run = []
            found.sort(key=lambda p: (POINTS[kind][p.kind], max(RANKS.index(c[0]) for c in p.cards)),
                       reverse=True)
            total = sum(POINTS[kind][p.kind] for p in found[:2])
            if total > best_total:
                best, best_total = tuple(found[:2]), total
    return best


def referee_view(state, seat) -> PlayerView:
    trump = state.contract.trump if state.contract else None
    played = [c for t in state.tricks for _, c in t.plays] + [c for _, c in state.current]
    first = state.tricks[0].plays if state.tricks else state.current
    starters = sorted({s for s, _ in first} & {p.seat for p in state.projects})
    baloot = state.baloot_seat
    if baloot is not None and not (trump and {"K" + trump, "Q" + trump} <= set(played)):
        baloot = None
    odd = sum(t.winner % 2 for t in state.tricks)
    return PlayerView(
        seat=seat, rules=state.rules, dealer=state.dealer, first_speaker=(state.dealer + 1) % 4,
        totals=state.totals_before, phase=state.phase, stage=state.stage, to_act=state.to_act,
        hand=sorted_hand(state.hands[seat], trump),
        hand_sizes=tuple(len(h) for h in state.hands), land=state.land, bids=state.bids,
        contract=state.contract, tricks=state.tricks, current=state.current,
        current_calls=state.current_calls, leader=state.leader,
        announced=tuple((s, tuple(p.kind for p in state.projects if p.seat == s))
                        for s in starters),
        shown=tuple((p.seat, p.kind, p.cards) for p in state.projects if p.scored)
        if state.tricks else (),
        baloot_announced=baloot, tricks_won=(len(state.tricks) - odd, odd),
        legal=tuple(legal_actions(state)) if seat == state.to_act else (),
        result=state.result, closing=state.closing, first_five=state.five[seat])


def check_state(state):
    for seat in range(4):
        assert view(state, seat) == referee_view(state, seat)
    played = {c for t in state.tricks for _, c in t.plays} | {c for _, c in state.current}
    assert state.played == played
    if state.phase is Phase.PLAY and state.tricks == () and not state.current:
        kind = state.contract.kind
        for seat in range(4):
            if state.rules.has_projects:
                assert best_projects(seat, state.hands[seat], kind) == \
                    referee_projects(seat, state.hands[seat], kind)
    if state.phase is Phase.PLAY and not state.closing:
        assert legal_actions(state) == referee_legal(state)


def play(rules, number, rng, bots):
    match = Match(rules, first_dealer=number % 4)
    state, _ = match.start_round(deck_for("referee", number))
    check_state(state)
    while state.phase is not Phase.DONE:
        seat = state.to_act
        mistakes = slips(view(state, seat)) if rules.qaid and state.phase is Phase.PLAY else ()
        if mistakes and rng.random() < 0.3:       # a Qaid table plays a mistake
            action = Action(seat, "play", card=rng.choice(mistakes)[0])
        else:
            action = bots[seat].choose(view(state, seat), rng)
        if action.kind == "sawa":
            action = next(a for a in legal_actions(state) if a.kind == "play")
        before = state
        state, events = apply(state, action)
        if len(state.tricks) > len(before.tricks):
            trick = state.tricks[-1]
            won = next(e for e in events if type(e).__name__ == "TrickWon")
            assert trick.winner == won.seat == independent_winner(trick.plays,
                                                                  state.contract.trump)
            last = len(state.tricks) == 8
            assert won.abnat == sum(card_points(c, state.contract.trump)
                                    for _, c in trick.plays) + 10 * last
        check_state(state)
    return state


@pytest.mark.parametrize("preset,options", TABLES, ids=[f"{p}-{'-'.join(o) or 'plain'}"
                                                        for p, o in TABLES])
def test_the_fast_core_agrees_with_the_referee_at_every_step(preset, options, long_run):
    rules = rules_for(preset, **options)
    rng = random.Random(f"referee/{preset}/{options}")
    bots = [make_bot(kind) for kind in ("random", "easy", "random", "basic")]
    for number in range(800 if long_run else 80):
        play(rules, number, rng, bots)
