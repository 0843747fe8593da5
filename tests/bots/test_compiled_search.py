"""The strong bot's compiled search (bots/_csearch.c) against the Python one,
which stays the reference: the same values and the same node counts (so the
same work spent at the same budget), the same policy cards, the same play-outs,
and the same decisions of whole strong bots."""
from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from baloot_audio.bots import make_bot, native
from baloot_audio.bots.buy_search import _play_out
from baloot_audio.bots.fast import Codec, bits, legal_mask
from baloot_audio.bots.knowledge import build
from baloot_audio.bots.policy import Ctx, choose
from baloot_audio.bots.search import Budget, pimc
from baloot_audio.bots.levels import legal_moves
from baloot_audio.bots.solver import OutOfBudget, Solver
from baloot_audio.core import Phase, view

from conftest import unavailable

from .test_bots import PRESET_NAMES, quick_rules, random_states

C = native.BUILT


@pytest.fixture(autouse=True)
def compiled_search():
    """CI installs gcc and Python's headers (scripts/setup.sh), so both paths are
    tested there; elsewhere a checkout installed without a compiler skips."""
    if C is None:
        unavailable("the compiled search is not built (no C compiler at install)")


def test_the_compiled_search_is_in_use_when_built():
    assert native.compiled() is C


def test_the_environment_keeps_the_python_search():
    code = "from baloot_audio.bots import native; print(native.compiled() is None)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={**os.environ, "BALOOT_PURE_SEARCH": "1"}, check=True)
    assert out.stdout.strip() == "True"


def random_position(rng: random.Random):
    """A position of 2 to 5 tricks left, with 0 to 3 cards on the table, and a contract."""
    codec = Codec(rng.choice(["H", "S", "D", "C", None]))
    kind, locked, overtake = rng.randrange(3), rng.random() < 0.3, rng.random() < 0.3
    tricks, leader, on_table = rng.randrange(2, 6), rng.randrange(4), rng.randrange(4)
    cards = rng.sample(range(32), 32)
    trick = cards[:on_table]
    hands, k = [0, 0, 0, 0], on_table
    for seat in range(4):
        held = tricks - (1 if (seat - leader) % 4 < on_table else 0)
        for c in cards[k:k + held]:
            hands[seat] |= 1 << c
        k += held
    contract = (codec.trump, kind, locked, overtake, codec.points)
    return contract, hands, leader, trick, tricks


def solved(make, contract, team, limit, call):
    solver = make(*contract, team, limit)
    try:
        return call(solver), solver.nodes
    except OutOfBudget:
        return "out of budget", solver.nodes


def test_the_solver_gives_the_same_values_after_the_same_nodes():
    rng = random.Random("solver")
    over_budget = 0
    for _ in range(150):
        contract, hands, leader, trick, _ = random_position(rng)
        team = rng.randrange(2)
        seat = (leader + len(trick)) % 4
        moves = list(bits(legal_mask(hands[seat], trick, contract[0], contract[2], contract[1],
                                     contract[3], hands[0] | hands[1] | hands[2] | hands[3])))
        limit = rng.choice([400, 3000, 10 ** 7])
        for call in (lambda s: s.value(hands, leader, trick),
                     lambda s: s.move_values(hands, leader, trick, moves)):
            python = solved(Solver, contract, team, limit, call)
            assert solved(C.Solver, contract, team, limit, call) == python
            over_budget += python[0] == "out of budget"
    assert over_budget >= 10        # the budget's edge is tested too


@pytest.mark.parametrize("guess", [False, True])
def test_the_policy_plays_the_same_cards(guess):
    rng = random.Random(f"policy/{guess}")
    for _ in range(400):
        contract, hands, leader, trick, tricks = random_position(rng)
        ctx = Ctx(*contract, buyer_team=rng.randrange(2), guess=guess, buyer=rng.randrange(4))
        seat = (leader + len(trick)) % 4
        in_hands = hands[0] | hands[1] | hands[2] | hands[3]
        # what a guessing seat thinks the others may hold: more than they do
        possible = [h | (rng.getrandbits(32) & ~in_hands if guess else 0) for h in hands]
        signals = rng.randrange(16) if guess else 0
        args = (ctx, seat, hands[seat], trick, possible, in_hands, tricks, signals)
        assert C.choose(*args) == choose(*args)


def test_play_outs_and_their_solved_tails_are_the_same():
    """A rollout of each first card on one solver (its table shared between them, as
    the search does), with tails sometimes over their node budget."""
    rng = random.Random("rollouts")
    for _ in range(60):
        contract, hands, leader, trick, tricks = random_position(rng)
        team = rng.randrange(2)
        ctx = Ctx(*contract, buyer_team=rng.randrange(2))
        seat = (leader + len(trick)) % 4
        moves = bits(legal_mask(hands[seat], trick, contract[0], contract[2], contract[1],
                                contract[3], hands[0] | hands[1] | hands[2] | hands[3]))
        tail_nodes = rng.choice([60, 500, 60_000])
        python, compiled = Solver(*contract, team), C.Solver(*contract, team)
        for first in moves:
            args = (hands, trick, leader, tricks, first, ctx, team, 3, tail_nodes)
            assert compiled.rollout(*args) == python.rollout(*args)
            assert compiled.nodes == python.nodes


def test_whole_rounds_of_the_policy_are_the_same():
    rng = random.Random("play-outs")
    previous = native.use_compiled(False)
    try:
        for n in range(200):
            codec = Codec(rng.choice(["H", "S", "D", "C", None]))
            cards = rng.sample(range(32), 32)
            hands = [sum(1 << c for c in cards[8 * s:8 * s + 8]) for s in range(4)]
            ctx = Ctx(codec.trump, rng.randrange(3), False, rng.random() < 0.5, codec.points,
                      rng.randrange(2))
            assert C.play_out(ctx, hands, n % 4) == _play_out(ctx, hands, n % 4)
    finally:
        native.use_compiled(previous)


def strong_bot():
    bot = make_bot("strong")
    bot.play_deals, bot.play_work, bot.buy_deals = 8, 6000, 6    # the Python side is slow
    bot.clock = lambda: 0.0
    return bot


@pytest.mark.parametrize("preset", PRESET_NAMES)
def test_the_strong_bot_decides_alike_with_either_search(preset):
    """The same actions from the same views and seeds, and on its card turns the
    same average of every card over the same deals."""
    rules = quick_rules(preset)
    previous = native.use_compiled(True)
    compared = 0
    try:
        for i, state in enumerate(random_states(rules, 14, f"compiled/{preset}")):
            seen = view(state, state.to_act)
            chosen = []
            for flag in (False, True):
                native.use_compiled(flag)
                chosen.append(strong_bot().choose(seen, random.Random(i)))
                if state.phase is Phase.PLAY and seen.legal:
                    k = build(seen)
                    moves = legal_moves(k)
                    if len(moves) > 1:
                        chosen.append(pimc(k, moves, random.Random(i), Budget(6, work=5000)))
            compared += len(chosen) // 2
            half = len(chosen) // 2
            assert chosen[half:] == chosen[:half]
    finally:
        native.use_compiled(previous)
    assert compared >= 14
