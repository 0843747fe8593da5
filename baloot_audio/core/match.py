"""A match: rounds in a row, the dealer passing on, the race to the target."""
from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, replace
from typing import Any, Optional, Sequence

from .cards import DECK
from .engine import new_round
from .events import MatchScored, MatchWon
from .rules import Rules
from .state import RoundState, team_of


def deck_for(seed: object, round_number: int) -> tuple[str, ...]:
    """The shuffled deck of round `round_number` of a run seeded by `seed`.

    Decks depend on the seed and the round's number only, never on the
    players, so the same seed deals the same cards to any table.
    """
    deck = list(DECK)
    random.Random(f"baloot-audio/deck/{seed}/{round_number}").shuffle(deck)
    return tuple(deck)


def first_dealer_for(seed: object) -> int:
    return random.Random(f"baloot-audio/dealer/{seed}").randrange(4)


def seed_commitment(seed: object) -> str:
    """The SHA-256 commitment to a match's seed (64 hex digits), shown before the
    first deal: once the seed is revealed, anyone can check that it is the seed
    every deck came from (:func:`deck_for`) and that it was fixed in advance."""
    return hashlib.sha256(f"baloot-audio/seed/{seed}".encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Match:
    rules: Rules
    first_dealer: int = 0
    totals: tuple[int, int] = (0, 0)
    rounds_played: int = 0
    winner: Optional[int] = None
    held: int = 0                    # belote: litige points waiting for a winner

    @property
    def dealer(self) -> int:
        """The dealer of the next round: the deal passes on after every round."""
        return (self.first_dealer + self.rounds_played) % 4

    @property
    def round_number(self) -> int:
        """1-based number of the next round."""
        return self.rounds_played + 1

    def start_round(self, deck: Sequence[str]) -> tuple[RoundState, list[Any]]:
        if self.winner is not None:
            raise ValueError("the match is over")
        return new_round(self.rules, self.dealer, deck, self.totals)

    def finish_round(self, state: RoundState) -> tuple["Match", list[Any]]:
        """Add a finished round to the match score and decide the match."""
        if not state.closed:
            raise ValueError("the round is not over (or not closed yet)")
        result, contract = state.scored, state.contract
        points = list(result.points)
        held = self.held
        if self.rules.bidding == "belote" and result.outcome != "thrown_in":
            held = self._settle_litige(state, points)
        totals = (self.totals[0] + points[0], self.totals[1] + points[1])
        winner = None
        by_gahwa = bool(contract and contract.gahwa and result.winner is not None)
        if by_gahwa:
            winner = result.winner
        else:
            target = self.rules.target
            if totals[0] >= target or totals[1] >= target:
                if totals[0] != totals[1]:
                    winner = 0 if totals[0] > totals[1] else 1
        after = replace(self, totals=totals, rounds_played=self.rounds_played + 1,
                        winner=winner, held=held)
        events: list[Any] = [MatchScored(after.rounds_played, (points[0], points[1]), totals, held)]
        if winner is not None:
            events.append(MatchWon(winner, totals, by_gahwa))
        return after, events

    def _settle_litige(self, state: RoundState, points: list[int]) -> int:
        """Belote: held points go to the next scored deal's winner (its defence
        if it is a litige too); a litige holds its takers' points. Returns the
        points still held after this deal."""
        result = state.scored
        defence = 1 - team_of(state.bought.buyer)
        if self.held:
            gainer = defence if result.outcome == "litige" else result.winner
            assert gainer is not None      # a scored deal has its winner
            points[gainer] += self.held
        return result.litige
