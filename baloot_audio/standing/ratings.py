"""Ratings of rated matches: openskill's Plackett-Luce model, two teams of two.

A rating is a skill estimate ``mu`` and its uncertainty ``sigma`` (openskill's
defaults: 25 and 25/3 for a new player); each preset (saudi, ksa, belote) has
ratings of its own, so the caller keeps one :class:`Rating` per player and preset.
Partners of different strength are rated as openskill rates a team: each
player's own ``mu`` and ``sigma`` go into the team's, and each moves by their own
share (an uncertain player moves more).

Seats as in the round records: team 0 is seats 0 and 2, team 1 seats 1 and 3.

**A match is rated by what each player did** (:class:`Departures`). A match
played to its end by its four players: openskill's update of its result for all
four. A match that a seat left before its end is a forfeit, not a contest:

- every seat that left (its hold ran out, or its player never came to a
  tournament's match) is rated a loss against the other team: openskill's
  update for that loss, the leaver's own share;
- nobody gains from a forfeit: the other team's ratings do not move (four
  accounts of one person cannot farm wins by having one of them leave);
- a player removed by the table's creator (removed or banned) did not leave: they
  are never rated for it, and their removal makes no one a winner;
- a partner left alone (their partner left or was removed) is neither shielded
  nor punished: they are rated, alone, by the score when that happened, as if
  the team ahead then had won (level: no change), so leaving cannot save a
  partner a loss that was coming, nor cost them a win they had earned.
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


@dataclass(frozen=True)
class Departures:
    """The seats that went before a match's end, as its table saw them go."""
    leavers: tuple[int, ...] = ()     # seats that left, or never came (in order)
    removed: tuple[int, ...] = ()     # seats the table's creator removed or banned
    leading: Optional[int] = None     # the team ahead when the first seat went (None: level)

    def __post_init__(self) -> None:
        seats = self.leavers + self.removed
        if any(s not in range(4) for s in seats) or len(set(seats)) != len(seats):
            raise ValueError("departures are different seats from 0 to 3")
        if self.leading not in (None, 0, 1):
            raise ValueError("the leading team is 0 or 1")

    def __bool__(self) -> bool:
        return bool(self.leavers or self.removed)


def _rated(ratings: Sequence[Rating], winner: int) -> list[Rating]:
    """openskill's update of a win by ``winner``, for all four, in seat order."""
    ranks = [1.0, 2.0] if winner == 0 else [2.0, 1.0]
    team0, team1 = MODEL.rate(_model_teams(ratings), ranks=ranks)
    return [Rating(p.mu, p.sigma) for p in (team0[0], team1[0], team0[1], team1[1])]


def rate_match(ratings: Sequence[Rating], winner: Optional[int],
               left: Optional[int] = None, gone: Departures = Departures()) -> list[Rating]:
    """The four ratings after a rated match, in seat order.

    ``winner``: the team that won (0 or 1); ``gone``: the seats that went before
    the end (the module's rule); ``left``: one leaver, for a caller that knows no
    more (``Departures((left,))``). A match played out with no winner changes nothing.
    """
    _check(ratings)
    if left is not None and not gone:
        if left not in range(4):
            raise ValueError("left must be a seat from 0 to 3")
        gone = Departures((left,))
    if gone:
        return _forfeit(ratings, gone)
    if winner is None:
        return list(ratings)
    if winner not in (0, 1):
        raise ValueError("winner must be team 0 or 1")
    return _rated(ratings, winner)


def _forfeit(ratings: Sequence[Rating], gone: Departures) -> list[Rating]:
    out = list(ratings)
    for seat in gone.leavers:                    # each leaver: a loss, their own share
        out[seat] = _rated(ratings, 1 - seat % 2)[seat]
    went = set(gone.leavers + gone.removed)
    alone = {(seat + 2) % 4 for seat in went} - went
    if gone.leading is not None:                 # a partner alone: the score then
        after = _rated(ratings, gone.leading)
        for seat in alone:
            out[seat] = after[seat]
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
             left: Optional[int] = None, gone: Departures = Departures()) -> dict[str, Rating]:
        """Rate a match of four different players (seat order); returns and keeps the
        new ratings of those whose rating changed."""
        if len(set(players)) != 4 or len(players) != 4:
            raise ValueError("a rated match has four different players")
        before = [self.get(p, preset) for p in players]
        after = rate_match(before, winner, left, gone)
        changed = {p: r for p, old, r in zip(players, before, after) if r != old}
        self.ratings.update({(p, preset): r for p, r in changed.items()})
        return changed
