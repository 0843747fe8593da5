"""Rated tables, and what every finished match leaves its accounts.

A rated table is the creator's choice and seats accounts only: a guest may not
sit there, and the match starts only with four accounts seated (no bot). When it
starts every member is told each team's predicted chance (:class:`~baloot_audio.net.wire.protocol.Prediction`).
A player whose held seat runs out (they left, or never came back within the
table's hold) left the match; a player the creator removes or bans did not.
:class:`Leaving` keeps every seat that went, how, and the score when the first
went; standing/ratings.py says how each is rated (a leaver loses, nobody gains
from a forfeit, a removed player is not rated for it, a partner left alone is
rated by the score then). The seats as they were at the start (the ``lineup``)
and the departures are stored with the table's settings, so a restarted server
rates the same match.

Any finished match with an account in its lineup becomes a
:class:`~baloot_audio.net.db.standing.FinishedMatch`, stored with the finished table: its
accounts' history and statistics, and at a rated table their ratings.
"""

from __future__ import annotations

import time
from typing import Any, Optional

from baloot_audio.standing.ratings import Departures, Rating, chance_in_100
from baloot_audio.standing.stats import preset_of

from ..db.standing import FinishedMatch, MatchSeat
from ..db.storage import Storage
from ..wire import protocol as p
from .server_table import ServerTable
from .settings import Seats, TableSettings


def _seats(value: object) -> list[int]:
    """Seats read back from the stored settings: only different seats 0 to 3 count."""
    found: list[int] = []
    for seat in value if isinstance(value, list) else []:
        if type(seat) is int and 0 <= seat < 4 and seat not in found:
            found.append(seat)
    return found


class Leaving:
    """The seats that went from a started match, in order: ``leavers`` (their hold
    ran out, or they never came), ``removed`` (by the creator), and the team ahead
    when the first went (``leading``; None: level)."""

    def __init__(self, settings: dict[str, Any]):
        old = settings.get("left")          # a table stored before: one leaver
        self.leavers = _seats(settings.get("leavers", [old]))
        self.removed = [s for s in _seats(settings.get("removed")) if s not in self.leavers]
        leading = settings.get("leading")
        self.leading: Optional[int] = leading if leading in (0, 1) and \
            type(leading) is int else None

    @property
    def first(self) -> Optional[int]:
        """The match's leaver as its history says it (the first to leave)."""
        return self.leavers[0] if self.leavers else None

    def went(self, seat: int, totals: tuple[int, int], removed: bool = False) -> None:
        """``seat`` went (left, or ``removed``) with the score at ``totals``."""
        if seat in self.leavers or seat in self.removed:
            return
        if not (self.leavers or self.removed):
            self.leading = None if totals[0] == totals[1] else int(totals[1] > totals[0])
        (self.removed if removed else self.leavers).append(seat)

    def data(self) -> dict[str, Any]:
        return {"left": self.first, "leavers": self.leavers, "removed": self.removed,
                "leading": self.leading}

    def departures(self) -> Departures:
        return Departures(tuple(self.leavers), tuple(self.removed), self.leading)


def seat_refusal(settings: TableSettings, guest: bool) -> Optional[str]:
    """Why this player may not sit at the table (None: they may)."""
    return "rated_guest" if settings.rated and guest else None


def start_refusal(settings: TableSettings, seats: Seats) -> Optional[str]:
    """Why the match may not start yet (None: it may)."""
    if settings.rated and any(s.player is None or s.guest for s in seats):
        return "rated_seats"
    return None


def line(preset: str, rating: Rating, rated: int = 0) -> p.RatingLine:
    return p.RatingLine(preset, rating.mu, rating.sigma, rating.shown, rated)


async def prediction(storage: Storage, settings: TableSettings, seats: Seats) -> p.Prediction:
    """Each team's chance in 100 from the four seats' ratings (a new player's: openskill's)."""
    players = [s.player or "" for s in seats]
    stored = await storage.ratings_for(settings.preset, players)
    ratings = [stored.get(player, Rating()) for player in players]
    return p.Prediction((chance_in_100(ratings, 0), chance_in_100(ratings, 1)),
                        [line(settings.preset, r) for r in ratings])


def match_seat(seat: dict[str, Any]) -> MatchSeat:
    if seat.get("player") is None:
        return MatchSeat(f"bot-{seat['level']}", "bot")
    if seat.get("guest"):
        return MatchSeat(seat["name"], "guest")
    return MatchSeat(seat["name"], "account", seat["player"])


def finished_match(table_id: str, settings: TableSettings, lineup: list[dict[str, Any]],
                   gone: Leaving, table: ServerTable) -> Optional[FinishedMatch]:
    """What the standing keeps of a finished match (None: no account played it)."""
    seats = [match_seat(seat) for seat in lineup]
    if not table.records or not any(s.player_id for s in seats):
        return None
    rated = settings.rated
    return FinishedMatch(table_id, preset_of(table.records), rated, seats,
                         list(table.records), table.match.winner,
                         gone.first if rated else None, table.match.totals, time.time(),
                         settings.diwan, gone.departures() if rated else Departures())
