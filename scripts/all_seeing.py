"""The all-seeing reference: a player that reads every hand and the rest of the
deck. For measurement only (how far the strong bot is from the limit,
`scripts/bench_bots.py --pair strong:oracle`): it lives with the benchmarks, not
in the game's package (no bot may read the round state: tests/bots/test_bots.py),
so no table can ever offer it; it is asked with the whole round state.

- The buy: each call the strong bot would weigh is valued on the real deal (the
  cards the contract gives each seat, read from the deck), the round played
  out by the sound policy on the real hands and its last tricks solved
  exactly; it buys past the strong bot's margins.
- The play: every distinct legal card is valued on the real hands, exactly by
  the double-dummy solver once `EXACT` tricks or fewer are left, else by the
  policy on the real hands with the last tricks solved (as the strong bot does
  on each of its sampled deals, here on the one true deal).

Its decisions are a function of the state alone (no random number is drawn
in its own search; the strong bot's buying rules it reuses draw from `rng`).
"""
from __future__ import annotations

import random
from typing import Optional

from baloot_audio.core import Action, RoundState, view
from baloot_audio.core.bidding import complete_deal
from baloot_audio.core.projects import project_points, settle_projects
from baloot_audio.core.state import Contract, team_of

from baloot_audio.bots.buy_search import _play_out
from baloot_audio.bots.fast import PLAY_KINDS, Codec
from baloot_audio.bots.knowledge import Knowledge
from baloot_audio.bots.levels import StrongBot, legal_moves
from baloot_audio.bots.policy import Ctx
from baloot_audio.bots.scoring import round_points
from baloot_audio.bots.search import Evaluator
from baloot_audio.bots.solver import OutOfBudget, Solver

EXACT = 5               # tricks left from which the play is solved exactly
NODES = 400_000         # the exact search's bound (beyond it: policy and tail)


class AllSeeing(StrongBot):
    """Reads the whole state; `choose_seen(state, rng)` is its only entry."""

    def __init__(self) -> None:
        super().__init__()
        self.cap = 0.0          # no clock at all: its work is bounded by NODES
        self.state: Optional[RoundState] = None

    def choose_seen(self, state: RoundState, rng: random.Random) -> Action:
        self.state = state
        try:
            return self.choose(view(state, state.to_act), rng)
        finally:
            self.state = None

    def _rescore(self, v, rng, options: list) -> list:
        """Every buying call valued on the real deal (not near the line only)."""
        out = []
        for u, action, reason in options:
            contract = _contract_of(v, action)
            if contract is None:
                out.append((u, action, reason))
                continue
            value = true_value(self.state, contract)
            out.append((value - self.buy_margin[contract.kind], action, reason))
        return out

    def card(self, k: Knowledge, rng: random.Random) -> int:
        state = self.state
        hands = [k.codec.mask(state.hands[s]) for s in range(4)]
        moves = legal_moves(k)
        if len(moves) == 1:
            return moves[0]
        ev = Evaluator(k)
        values = None
        if k.tricks_left <= EXACT:
            solver = Solver(k.trump, k.kind, k.locked, k.overtake, k.codec.points, ev.team, NODES)
            try:
                values = solver.move_values(hands, k.leader, k.trick, moves)
            except OutOfBudget:
                values = None
        if values is None:
            values = ev.values(hands, moves)
        score = {c: ev.game_value(v) + v * 0.001 for c, v in values.items()}
        return max(moves, key=lambda c: (score[c], -(c & 7)))


def _contract_of(v, action: Action) -> Optional[Contract]:
    me, land = v.seat, v.land
    if action.kind in ("hokum", "take"):
        return Contract("hokum", land[1], me, me)
    if action.kind in ("hokum2", "choose", "choose_trump") and action.suit:
        return Contract("hokum", action.suit, me, me)
    if action.kind in ("sun", "to_sun"):
        return Contract("sun", None, me, me)
    if action.kind == "ashkal":
        return Contract("sun", None, me, (me + 2) % 4, ashkal=True)
    return None


def true_value(state: RoundState, contract: Contract) -> float:
    """Game points (the buyer's team minus the other) of `contract` on the real
    deal: the policy plays the real hands out."""
    rules = state.rules
    dealt, _ = complete_deal(state.evolve(contract=contract), [])
    codec = Codec(contract.trump)
    ctx = Ctx(codec.trump, PLAY_KINDS[rules.play], False, bool(rules.overtake_led_suit),
              codec.points, team_of(contract.buyer))
    hands = [codec.mask(h) for h in dealt.hands]
    ab0, ab1, t0, t1 = _play_out(ctx, hands, state.first_speaker)
    projects, baloot_seat = settle_projects(dealt.hands, contract, rules, state.first_speaker)
    baloot = [0, 0]
    if baloot_seat is not None:
        baloot[team_of(baloot_seat)] = rules.baloot_points
    kaboot = 0 if t1 == 0 else 1 if t0 == 0 else None
    points = round_points(rules, contract, [ab0, ab1],
                          list(project_points(projects, contract.kind)), baloot, kaboot)
    us = team_of(contract.buyer)
    return points[us] - points[1 - us]
