"""The all-seeing reference (scripts/all_seeing.py): for measurement only, it is
no level a table offers; it reads the real hands, so in an ending it plays a card
of the best double-dummy value, and it values a contract on the real deal."""
from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from baloot_audio.bots import BOTS, LEVELS, make_bot
from baloot_audio.bots.knowledge import build
from baloot_audio.bots.search import Evaluator
from baloot_audio.bots.solver import Solver
from baloot_audio.core import Match, Phase, apply, deck_for, rules_for, view

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "scripts"))
from all_seeing import AllSeeing, true_value  # noqa: E402  (beside the benchmarks)


def test_the_oracle_is_never_offered_as_a_level():
    assert "oracle" not in BOTS and "oracle" not in LEVELS
    with pytest.raises(ValueError):
        make_bot("oracle")


def endings(preset: str, count: int):
    """States of random rounds (strong buying, random play) with four tricks or
    fewer left, a card to play."""
    rules, rng, strong = rules_for(preset), random.Random(preset), make_bot("strong")
    found, number = [], 0
    while len(found) < count:
        number += 1
        state, _ = Match(rules).start_round(deck_for("oracle", number))
        while state.phase is not Phase.DONE:
            if state.phase is Phase.PLAY and len(state.tricks) >= 4 and not state.current:
                found.append(state)
                break
            v = view(state, state.to_act)
            action = strong.choose(v, rng) if state.phase is Phase.BUY else rng.choice(
                [a for a in v.legal if a.kind == "play"])
            state, _ = apply(state, action)
    return found


@pytest.mark.parametrize("preset", ["saudi", "belote"])
def test_in_an_ending_the_oracle_plays_a_card_of_the_best_real_value(preset):
    oracle = AllSeeing()
    for state in endings(preset, 6):
        action = oracle.choose_seen(state, random.Random(0))
        k = build(view(state, state.to_act))
        hands = [k.codec.mask(state.hands[s]) for s in range(4)]
        moves = [k.codec.to_int[a.card] for a in view(state, state.to_act).legal
                 if a.kind == "play"]
        solver = Solver(k.trump, k.kind, k.locked, k.overtake, k.codec.points, k.me & 1)
        values = solver.move_values(hands, k.leader, k.trick, moves)
        ev = Evaluator(k)
        best = max(ev.game_value(v) for v in values.values())
        assert ev.game_value(values[k.codec.to_int[action.card]]) == best


def test_a_contract_is_valued_on_the_real_deal():
    """The same first five cards, a different rest of the deck: the oracle's value
    of the same contract changes with the cards it will really get."""
    from baloot_audio.core.state import Contract

    rules = rules_for("saudi")
    state, _ = Match(rules).start_round(deck_for("oracle", 1))
    contract = Contract("sun", None, state.to_act, state.to_act)
    deck = list(state.deck)
    values = {true_value(state, contract)}
    for swap in range(21, 31):
        other = list(deck)
        other[swap], other[31] = other[31], other[swap]
        moved, _ = Match(rules).start_round(other)
        values.add(true_value(moved, contract))
    assert len(values) > 1
