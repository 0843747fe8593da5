"""The strong bot's play: perfect-information Monte Carlo.

Deal the cards this seat cannot see at random, consistently with everything
public (`knowledge.py`: cards played, the land, shown projects, voids and
missing trumps revealed by play), slightly favouring deals that fit the
calls (a hokum buyer holds trumps, a sun buyer aces). On each deal, value every
candidate card: exactly with the double-dummy solver when few tricks are
left, else by playing on with the sound policy of `policy.py` for every seat
until three tricks are left and solving those exactly. Values are turned into
game points of the round (`scoring.py`: falls, kaboot and doubles count) and
averaged over the deals; the best average wins. Deals continue until the
`Budget` is spent: a number of deals and of work (solver nodes plus play-out
steps), so the same view and seed give the same card on any machine.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass
from typing import Callable, Optional

from .native import solver as compiled_solver
from .fast import ABOVE, BELOW, SUIT_MASK, bits, popcount
from .knowledge import Knowledge, capacity
from .policy import Ctx
from .scoring import estimate_projects, round_points
from .solver import LAST_TRICK, OutOfBudget, OutOfTime, Solver

EXACT_TRICKS = 4       # solve exactly from here on (per candidate card)
TAIL_TRICKS = 3        # play-outs switch to the solver here
NODE_LIMIT = 60_000
# The search's work is counted in solver nodes; a play-out step and the
# sampling of a deal cost about this many nodes' time (measured on the
# project's machine: ~7 µs a node, ~26 µs a step, ~0.3 ms a deal).
STEP_WORK = 4
DEAL_WORK = 40


@dataclass
class Budget:
    """What one search may spend. `deals` and `work` (solver nodes, play-out
    steps and deals sampled, in nodes' worth of time; 0: no limit) decide, and
    do not depend on the machine. A search that has run `cap` seconds on
    `clock` stops where it is: a safety net that normal play never reaches
    (`capped` records when it did; the choice is then not reproducible)."""

    deals: int
    min_deals: int = 1
    work: int = 0
    cap: float = 0.0             # seconds; 0: none
    clock: Callable[[], float] = time.perf_counter
    capped: bool = False

    def deadline(self) -> float:
        return self.clock() + self.cap if self.cap else 0.0


def candidate_cards(k: Knowledge, legal: int) -> list[int]:
    """Legal cards, one per run of equivalent ones (same suit and points, no
    live card of another seat between them)."""
    out = []
    prev = -1
    live_other = k.live & ~k.hand
    for c in bits(legal):
        if (prev >= 0 and (prev >> 3) == (c >> 3) and k.codec.points[prev] == k.codec.points[c]
                and not (ABOVE[prev] & BELOW[c] & live_other)):
            prev = c
            continue
        out.append(c)
        prev = c
    return out


def _deal_once(k: Knowledge, rng: random.Random, others: list[int]) -> Optional[list[int]]:
    cards = list(bits(k.unknown))
    rng.shuffle(cards)
    eligible = {c: [s for s in others if not (k.forbidden[s] >> c) & 1] for c in cards}
    cards.sort(key=lambda c: len(eligible[c]))
    left = {s: capacity(k, s) for s in others}
    hands = list(k.known)
    for c in cards:
        opts = [s for s in eligible[c] if left[s] > 0]
        if not opts:
            return None
        total = sum(left[s] for s in opts)
        r = rng.random() * total
        for s in opts:
            r -= left[s]
            if r < 0:
                break
        hands[s] |= 1 << c
        left[s] -= 1
    return hands


def deal(k: Knowledge, rng: random.Random) -> list[int]:
    """One deal of the hidden cards consistent with what the seat knows."""
    others = [s for s in range(4) if s != k.me]
    for _ in range(40):
        hands = _deal_once(k, rng, others)
        if hands is not None:
            return hands
    # Deductions that cannot all hold (should not happen): deal by size alone.
    cards = list(bits(k.unknown))
    rng.shuffle(cards)
    hands = list(k.known)
    for s in others:
        need = capacity(k, s)
        for c in cards[:need]:
            hands[s] |= 1 << c
        cards = cards[need:]
    return hands


def _fit(k: Knowledge, hands: list[int]) -> float:
    """How well a deal fits the calls (log weight)."""
    contract = k.view.bought
    b = contract.buyer
    if b == k.me:
        return 0.0
    full = hands[b] | _played_by(k, b)
    if contract.kind == "hokum" and k.trump >= 0:
        t = full & SUIT_MASK[k.trump]
        base = k.trump * 8
        return (0.5 * popcount(t) + 0.8 * ((t >> (base + 7)) & 1)
                + 0.5 * ((t >> (base + 6)) & 1))
    aces = sum((full >> (s * 8 + 7)) & 1 for s in range(4))
    tens = sum((full >> (s * 8 + 6)) & 1 for s in range(4))
    return 0.7 * aces + 0.3 * tens


def _played_by(k: Knowledge, seat: int) -> int:
    m = 0
    to_int = k.codec.to_int
    for trick in k.view.tricks:
        for s, c in trick.plays:
            if s == seat:
                m |= 1 << to_int[c]
    for s, c in k.view.current:
        if s == seat:
            m |= 1 << to_int[c]
    return m


def sample(k: Knowledge, rng: random.Random, tries: int = 4) -> list[int]:
    """A deal, picked among a few by how well each fits the calls."""
    deals = [deal(k, rng) for _ in range(tries)]
    weights = [math.exp(_fit(k, d)) for d in deals]
    r = rng.random() * sum(weights)
    for d, w in zip(deals, weights):
        r -= w
        if r < 0:
            return d
    return deals[-1]


class Evaluator:
    """Values candidate cards on sampled deals."""

    def __init__(self, k: Knowledge, deadline: float = 0.0,
                 clock: Callable[[], float] = time.perf_counter):
        self.k = k
        self.deadline, self.clock = deadline, clock
        self.work = 0             # solver nodes, play-out steps and deals so far (in nodes)
        contract = k.view.bought
        self.team = k.me & 1
        self.ctx = Ctx(k.trump, k.kind, k.locked, k.overtake, k.codec.points,
                       contract.buyer & 1)
        self.proj, self.baloot = estimate_projects(k)
        self.remaining = LAST_TRICK + sum(k.codec.points[c] for c in bits(k.live))
        self.remaining += sum(k.codec.points[c] for c in k.trick)

    def _solver(self) -> Solver:
        k = self.k
        return compiled_solver(k.trump, k.kind, k.locked, k.overtake, k.codec.points, self.team,
                               NODE_LIMIT, self.deadline, self.clock)

    def game_value(self, ours: int) -> float:
        """Round points (ours minus theirs) when our side makes `ours` more abnat."""
        k = self.k
        us, them = self.team, 1 - self.team
        ab = [0, 0]
        ab[us] = k.abnat[us] + ours
        ab[them] = k.abnat[them] + self.remaining - ours
        kaboot = None
        if ab[them] == 0 and k.tricks_won[them] == 0:
            kaboot = us
        elif ab[us] == 0 and k.tricks_won[us] == 0:
            kaboot = them
        pts = round_points(k.rules, k.view.contract, ab, self.proj, self.baloot, kaboot)
        return pts[us] - pts[them]

    def values(self, hands: list[int], moves: list[int]) -> dict[int, int]:
        """Our side's abnat from here for each move, on one deal."""
        k = self.k
        if k.tricks_left <= EXACT_TRICKS:
            solver = self._solver()
            try:
                return solver.move_values(hands, k.leader, k.trick, moves)
            except OutOfTime:
                raise
            except OutOfBudget:
                pass
            finally:
                self.work += solver.nodes
        solver = self._solver()
        try:
            return {c: self._rollout(hands, c, solver) for c in moves}
        finally:
            self.work += solver.nodes

    def _rollout(self, hands: list[int], first: int, solver: Solver) -> int:
        k = self.k
        total, steps = solver.rollout(hands, k.trick, k.leader, k.tricks_left, first, self.ctx,
                                      self.team, TAIL_TRICKS, NODE_LIMIT)
        self.work += STEP_WORK * steps
        return total


def pimc(k: Knowledge, moves: list[int], rng: random.Random,
         budget: Budget) -> tuple[dict[int, float], int]:
    """Average round points of each move over sampled deals, and how many
    deals: at least `budget.min_deals`, then until its deals or work are spent."""
    ev = Evaluator(k, budget.deadline(), budget.clock)
    totals = {c: 0.0 for c in moves}
    n = 0
    cache: dict[int, float] = {}
    while n < budget.deals:
        hands = sample(k, rng)
        ev.work += DEAL_WORK
        try:
            values = ev.values(hands, moves)
        except OutOfTime:
            budget.capped = True
            break
        for c, v in values.items():
            g = cache.get(v)
            if g is None:
                g = cache[v] = ev.game_value(v)
            # a small share of raw card points breaks ties between equal results
            totals[c] += g + v * 0.001
        n += 1
        if n >= budget.min_deals and budget.work and ev.work >= budget.work:
            break
        if ev.deadline and n < budget.deals and budget.clock() > ev.deadline:
            budget.capped = True     # the safety net: what is left of the budget is dropped
            break
    return {c: t / max(1, n) for c, t in totals.items()}, n
