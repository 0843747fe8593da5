"""A double-dummy solver: with every hand known, the most card points one team
can make from the remaining tricks against best defence.

Alpha-beta over single card plays, with hands as bit masks
(see `fast.py`), a transposition table at trick boundaries storing bounds,
equivalent cards tried once (same suit, same points, no live card between
them), and move ordering that tries the likely best card first. A node budget
stops a search that would take too long (`OutOfBudget`), so the caller can
fall back to a cheaper estimate. A deadline on an injected clock is only a
safety net (`OutOfTime`): the node budget decides, never the machine's speed.
"""
from __future__ import annotations

from time import perf_counter
from typing import Callable, Sequence

from baloot_audio.core.scoring import LAST_TRICK

from .fast import ABOVE, BELOW, POWERS, bits, legal_given, trick_winner
from .policy import Ctx, choose as policy_choose


class OutOfBudget(Exception):
    pass


class OutOfTime(OutOfBudget):
    pass


class Solver:
    """Solves positions of one contract for `team` (0 or 1)."""

    def __init__(self, trump: int, kind: int, locked: bool, overtake: bool,
                 points: Sequence[int], team: int, node_limit: int = 200_000,
                 deadline: float = 0.0, clock: Callable[[], float] = perf_counter):
        self.trump, self.kind, self.locked, self.overtake = trump, kind, locked, overtake
        self.powers = POWERS[trump]         # [led][card]: fast.power
        self.points = list(points)
        self.team = team
        self.node_limit = node_limit
        self.deadline = deadline        # a `clock()` value: the safety net; 0: none
        self.clock = clock
        self.nodes = 0
        self.tt: dict = {}
        self.h: list[int] = [0, 0, 0, 0]
        self.trick: list[int] = []
        self.leader = 0

    # --- public ---------------------------------------------------------------

    def value(self, hands: Sequence[int], leader: int, trick: Sequence[int] = ()) -> int:
        """The team's card points from here on (the trick on the table and the
        last-trick bonus included), both sides playing perfectly."""
        self.h = list(hands)
        self.trick = list(trick)
        self.leader = leader
        if self.trick:
            return self._inner(-1, 1000)
        return self._boundary(-1, 1000)

    def move_values(self, hands: Sequence[int], leader: int, trick: Sequence[int],
                    moves: Sequence[int]) -> dict[int, int]:
        """The value of each of `moves` for the seat to play (exact, full window)."""
        seat = (leader + len(trick)) % 4
        out = {}
        for c in moves:
            self.h = list(hands)
            self.h[seat] &= ~(1 << c)
            self.trick = list(trick) + [c]
            self.leader = leader
            out[c] = self._after_play(-1, 1000)
        return out

    def rollout(self, hands: Sequence[int], trick: Sequence[int], leader: int, tricks_left: int,
                first: int, ctx: Ctx, team: int, tail: int, tail_nodes: int) -> tuple[int, int]:
        """Play on from `first` (the card of the seat to play) with the policy for
        every seat until `tail` tricks are left, then solve those exactly (a fresh
        budget of `tail_nodes` each time; over it, play on). Returns `team`'s card
        points from here, and the play-out steps taken."""
        pts = ctx.points
        h = list(hands)
        trick = list(trick)
        total = 0
        seat = (leader + len(trick)) & 3
        card = first
        steps = 0
        while True:
            h[seat] &= ~(1 << card)
            trick.append(card)
            if len(trick) == 4:
                w = (leader + trick_winner(trick, ctx.trump)) & 3
                p = pts[trick[0]] + pts[trick[1]] + pts[trick[2]] + pts[trick[3]]
                tricks_left -= 1
                if tricks_left == 0:
                    p += LAST_TRICK
                if (w & 1) == team:
                    total += p
                leader, trick = w, []
                if tricks_left == 0:
                    return total, steps
                if tricks_left <= tail:
                    try:
                        self.node_limit = self.nodes + tail_nodes
                        return total + self.value(h, leader), steps
                    except OutOfTime:
                        raise
                    except OutOfBudget:
                        pass
            seat = (leader + len(trick)) & 3
            in_hands = h[0] | h[1] | h[2] | h[3]
            card = policy_choose(ctx, seat, h[seat], trick, h, in_hands, tricks_left)
            steps += 1

    # --- search ---------------------------------------------------------------

    def _after_play(self, alpha: int, beta: int) -> int:
        """Value once a card has just been added to self.trick."""
        trick = self.trick
        if len(trick) < 4:
            return self._inner(alpha, beta)
        h = self.h
        a, b, c, d = trick
        pw = self.powers[a >> 3]
        pos, best = 0, pw[a]
        if pw[b] > best:
            pos, best = 1, pw[b]
        if pw[c] > best:
            pos, best = 2, pw[c]
        if pw[d] > best:
            pos = 3
        winner = (self.leader + pos) % 4
        points = self.points
        pts = points[a] + points[b] + points[c] + points[d]
        if not (h[0] | h[1] | h[2] | h[3]):
            pts += LAST_TRICK
        imm = pts if (winner & 1) == self.team else 0
        saved_leader, saved_trick = self.leader, trick
        self.leader, self.trick = winner, []
        v = imm + self._boundary(alpha - imm, beta - imm)
        self.leader, self.trick = saved_leader, saved_trick
        return v

    def _boundary(self, alpha: int, beta: int) -> int:
        h = self.h
        if not h[self.leader]:
            return 0
        key = (h[0], h[1], h[2], h[3], self.leader)
        entry = self.tt.get(key)
        lo, hi = (-1, 1000) if entry is None else entry
        if entry is not None:
            if lo == hi or lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        v = self._inner(alpha, beta)
        if v <= a0:
            hi = v
        elif v >= b0:
            lo = v
        else:
            lo = hi = v
        self.tt[key] = (lo, hi)
        return v

    def _moves(self, seat: int) -> list[int]:
        h = self.h
        trick = self.trick
        in_hands = h[0] | h[1] | h[2] | h[3]
        hand = h[seat]
        win = trick_winner(trick, self.trump) if trick else 0
        legal = legal_given(hand, trick, win, self.trump, self.locked, self.kind, self.overtake,
                            in_hands)
        live = in_hands
        for c in trick:
            live |= 1 << c
        pts = self.points
        # one card of each run of equivalent ones (same suit and points, nothing live between)
        cards = []
        prev = -1
        for c in bits(legal):
            if (prev >= 0 and (prev >> 3) == (c >> 3) and pts[prev] == pts[c]
                    and not (ABOVE[prev] & BELOW[c] & live & ~hand)):
                prev = c
                continue
            cards.append(c)
            prev = c
        if len(cards) < 2:
            return cards
        if not trick:
            # masters (nothing live above them) first, richest first; then low cards
            return sorted(cards, key=lambda c: -(100 + pts[c]) if not (ABOVE[c] & in_hands & ~hand)
                          else pts[c] + (c & 7) * 0.1)
        pw = self.powers[trick[0] >> 3]
        n = len(trick)
        best = pw[trick[win]]
        if win == n - 2:
            # partner ahead: feed points first when last, else cheap cards
            if n == 3:
                return sorted(cards, key=lambda c: (pw[c] > best, -pts[c]))
            return sorted(cards, key=lambda c: pts[c] + (pw[c] > best) * 0.5)

        def order(c: int) -> float:
            p = pw[c]
            if p > best:
                return p * 0.01 - 50 + (0 if n == 3 else -p * 0.02)
            return pts[c] + (c & 7) * 0.01
        return sorted(cards, key=order)

    def _inner(self, alpha: int, beta: int) -> int:
        self.nodes += 1
        if self.nodes > self.node_limit:
            raise OutOfBudget
        if not self.nodes & 4095 and self.deadline and self.clock() > self.deadline:
            raise OutOfTime
        seat = (self.leader + len(self.trick)) % 4
        maximize = (seat & 1) == self.team
        h = self.h
        hand = h[seat]
        trick = self.trick
        best = -1 if maximize else 1000
        # a card that does not end the trick goes straight to the next seat
        next_play = self._inner if len(trick) < 3 else self._after_play
        for c in self._moves(seat):
            h[seat] = hand & ~(1 << c)
            trick.append(c)
            v = next_play(alpha, beta)
            trick.pop()
            h[seat] = hand
            if maximize:
                if v > best:
                    best = v
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            else:
                if v < best:
                    best = v
                    if v < beta:
                        beta = v
                        if alpha >= beta:
                            break
        return best


def solve_value(hands: Sequence[int], leader: int, trick: Sequence[int], trump: int, kind: int,
                locked: bool, overtake: bool, points: Sequence[int], team: int,
                node_limit: int = 200_000) -> int:
    return Solver(trump, kind, locked, overtake, points, team, node_limit).value(
        hands, leader, trick)


def remaining_points(hands: Sequence[int], trick: Sequence[int], points: Sequence[int]) -> int:
    total = LAST_TRICK
    for h in hands:
        for c in bits(h):
            total += points[c]
    for c in trick:
        total += points[c]
    return total


