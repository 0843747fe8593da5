"""Ratings of rated matches: openskill's Plackett-Luce model, two teams of two.

A rating is a skill estimate ``mu`` and its uncertainty ``sigma`` (openskill's
defaults: 25 and 25/3 for a new player); each preset (saudi, ksa, belote) has
ratings of its own, so the caller keeps one :class:`Rating` per player and preset.
Partners of different strength are rated as openskill rates a team: each
player's own ``mu`` and ``sigma`` go into the team's, and each moves by their own
share (an uncertain player moves more).

Seats as in the round records: team 0 is seats 0 and 2, team 1 seats 1 and 3.

**Who leaves loses, their partner keeps their rating.** A match left by a player
(``left``: their seat) is rated as a win for the other team, whatever the score
when they left: the leaver and both opponents get openskill's update for that
result, and the leaver's partner, who did not choose to stop, keeps the rating
they had. (Rating the partner too would punish them for the other's act;
rating no one would let a losing player escape the loss by leaving.)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Sequence

from openskill.models import PlackettLuce

PRESETS = ("saudi", "ksa", "belote")
MODEL = PlackettLuce()      # openskill's defaults: mu 25, sigma 25/3, beta 25/6


@dataclass(frozen=True)
class Rating:
    mu: float = MODEL.mu
    sigma: float = MODEL.sigma

    @property
    def shown(self) -> float:
        """The rating a leaderboard ranks by: openskill's ordinal, mu - 3 sigma (a
        new player starts at 0 and climbs as the game grows sure of them)."""
        return self.mu - 3 * self.sigma


def _model_teams(ratings: Sequence[Rating]) -> list[list]:
    """openskill's teams from four ratings in seat order: [seats 0, 2], [seats 1, 3]."""
    players = [MODEL.rating(mu=r.mu, sigma=r.sigma) for r in ratings]
    return [[players[0], players[2]], [players[1], players[3]]]


def _check(ratings: Sequence[Rating]) -> None:
    if len(ratings) != 4:
        raise ValueError("a rated match has four players")


def win_chance(ratings: Sequence[Rating], team: int) -> float:
    """The chance that ``team`` (0 or 1) wins, from the four ratings in seat order."""
    _check(ratings)
    return MODEL.predict_win(_model_teams(ratings))[team]


def chance_in_100(ratings: Sequence[Rating], team: int) -> int:
    """The same chance as said: "your team is expected to win 58 times in 100"."""
    return round(100 * win_chance(ratings, team))


def rate_match(ratings: Sequence[Rating], winner: Optional[int],
               left: Optional[int] = None) -> list[Rating]:
    """The four ratings after a rated match, in seat order.

    ``winner``: the team that won (0 or 1); ``left``: the seat of a player who left
    the match before its end (their team loses; their partner keeps their rating).
    A match with neither a winner nor a leaver changes nothing.
    """
    _check(ratings)
    if left is not None:
        if left not in range(4):
            raise ValueError("left must be a seat from 0 to 3")
        winner = 1 - left % 2
    if winner is None:
        return list(ratings)
    if winner not in (0, 1):
        raise ValueError("winner must be team 0 or 1")
    ranks = [1.0, 2.0] if winner == 0 else [2.0, 1.0]
    team0, team1 = MODEL.rate(_model_teams(ratings), ranks=ranks)
    updated = [team0[0], team1[0], team0[1], team1[1]]     # back in seat order
    out = [Rating(p.mu, p.sigma) for p in updated]
    if left is not None:
        partner = (left + 2) % 4
        out[partner] = ratings[partner]
    return out


class RatingBook:
    """Ratings by player and preset (a new player has openskill's starting rating):
    what a store keeps, and the one way a rated match changes it."""

    def __init__(self, ratings: Optional[dict[tuple[str, str], Rating]] = None):
        self.ratings: dict[tuple[str, str], Rating] = dict(ratings or {})

    def get(self, player: str, preset: str) -> Rating:
        if preset not in PRESETS:
            raise ValueError(f"unknown preset {preset!r}")
        return self.ratings.get((player, preset), Rating())

    def chance_in_100(self, preset: str, players: Sequence[str], team: int) -> int:
        """``team``'s predicted chance before the start, the four players in seat order."""
        return chance_in_100([self.get(p, preset) for p in players], team)

    def rate(self, preset: str, players: Sequence[str], winner: Optional[int],
             left: Optional[int] = None) -> dict[str, Rating]:
        """Rate a match of four different players (seat order); returns and keeps the
        new ratings of those whose rating changed."""
        if len(set(players)) != 4 or len(players) != 4:
            raise ValueError("a rated match has four different players")
        before = [self.get(p, preset) for p in players]
        after = rate_match(before, winner, left)
        changed = {p: r for p, old, r in zip(players, before, after) if r != old}
        self.ratings.update({(p, preset): r for p, r in changed.items()})
        return changed
