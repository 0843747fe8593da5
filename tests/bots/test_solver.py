"""The double-dummy solver against a plain minimax on small endings."""
from __future__ import annotations

import random

import pytest

from baloot_audio.bots.fast import Codec, bits, legal_mask, trick_winner
from baloot_audio.bots.solver import Solver
from baloot_audio.core.cards import DECK


def minimax(hands, leader, trick, trump, kind, points, team):
    seat = (leader + len(trick)) % 4
    in_hands = hands[0] | hands[1] | hands[2] | hands[3]
    values = []
    for c in bits(legal_mask(hands[seat], trick, trump, False, kind, False, in_hands)):
        h = list(hands)
        h[seat] &= ~(1 << c)
        t = trick + [c]
        if len(t) == 4:
            winner = (leader + trick_winner(t, trump)) % 4
            pts = sum(points[x] for x in t) + (10 if not any(h) else 0)
            v = (pts if winner % 2 == team else 0) + (
                minimax(h, winner, [], trump, kind, points, team) if any(h) else 0)
        else:
            v = minimax(h, leader, t, trump, kind, points, team)
        values.append(v)
    return max(values) if seat % 2 == team else min(values)


@pytest.mark.parametrize("kind", [0, 1, 2])
def test_solver_matches_minimax(kind):
    rng = random.Random(kind)
    for n in range(40):
        deck = list(DECK)
        rng.shuffle(deck)
        trump = rng.choice("SHDC") if kind == 2 or n % 3 else None
        codec = Codec(trump)
        size = 2 + n % 2
        hands = [codec.mask(deck[8 * s:8 * s + size]) for s in range(4)]
        leader, team = rng.randrange(4), rng.randrange(2)
        want = minimax(hands, leader, [], codec.trump, kind, codec.points, team)
        solver = Solver(codec.trump, kind, False, False, codec.points, team)
        assert solver.value(hands, leader) == want
        moves = list(bits(legal_mask(hands[leader], [], codec.trump, False, kind, False, 0)))
        values = solver.move_values(hands, leader, [], moves)
        assert max(values.values()) == want if leader % 2 == team else min(values.values()) == want
