"""The normal bot counts the last tricks: on endings met in random play its
card wins more round points on the real hands than its rule-of-thumb card,
and is better more often than it is worse."""
from __future__ import annotations

import random

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.bots.knowledge import build
from baloot_audio.bots.levels import normal_card
from baloot_audio.bots.search import Evaluator
from baloot_audio.bots.solver import Solver
from baloot_audio.core import Phase, apply, deck_for, legal_actions, new_round, rules_for, view


def endings(rules, count: int, seed: str):
    """States with two or three tricks left, the seat to act holding a choice."""
    rng = random.Random(seed)
    found, n = [], 0
    while len(found) < count:
        state, _ = new_round(rules, n % 4, deck_for(seed, n))
        n += 1
        stop = rng.choice((5, 6))      # tricks done before the ending
        while state.phase is not Phase.DONE and len(state.tricks) < stop:
            state, _ = apply(state, rng.choice(legal_actions(state)))
        for _ in range(rng.randrange(4)):          # some cards of the next trick
            if state.phase is Phase.DONE:
                break
            state, _ = apply(state, rng.choice([a for a in legal_actions(state)
                                                if a.kind == "play"]))
        if state.phase is Phase.PLAY and len([a for a in legal_actions(state)
                                              if a.kind == "play"]) > 1:
            found.append(state)
    return found


def exact_value(state, k, card: int) -> float:
    """Round points (the mover's side minus the other) when the ending is
    played perfectly from here on the real hands."""
    solver = Solver(k.trump, k.kind, k.locked, k.overtake, k.codec.points, k.me & 1)
    hands = [k.codec.mask(h) for h in state.hands]
    return Evaluator(k).game_value(solver.move_values(hands, k.leader, k.trick, [card])[card])


@pytest.mark.parametrize("preset", ["saudi", "belote"])
def test_counting_the_ending_beats_the_rule_of_thumb(preset):
    bot = make_bot("normal")
    rules = rules_for(preset)
    counted = rule = better = worse = 0
    for i, state in enumerate(endings(rules, 200, f"count/{preset}")):
        v = view(state, state.to_act)
        k = build(v)
        mine = bot.card(k, random.Random(i))
        assert k.codec.to_str[mine] in {a.card for a in v.legal if a.kind == "play"}
        a, b = exact_value(state, k, mine), exact_value(state, k, normal_card(k))
        counted, rule = counted + a, rule + b
        better, worse = better + (a > b), worse + (a < b)
    assert counted > rule and better > worse
