"""Rated tables, and what every finished match leaves its accounts.

A rated table is the creator's choice and seats accounts only: a guest may not
sit there, and the match starts only with four accounts seated (no bot). When it
starts every member is told each team's predicted chance (:class:`~baloot_audio.net.wire.protocol.Prediction`).
A player whose held seat runs out (they left, or never came back within the
table's hold) left the match: their team loses it, their partner's rating does
not move (standing/ratings.py). The seats as they were at the start (the
``lineup``) and the leaver are stored with the table's settings, so a restarted
server rates the same match.

Any finished match with an account in its lineup becomes a
:class:`~baloot_audio.net.db.standing.FinishedMatch`, stored with the finished table: its
accounts' history and statistics, and at a rated table their ratings.
"""

from __future__ import annotations

import time
from typing import Any, Optional

from baloot_audio.standing.ratings import Rating, chance_in_100
from baloot_audio.standing.stats import preset_of

from ..db.standing import FinishedMatch, MatchSeat
from ..db.storage import Storage
from ..wire import protocol as p
from .server_table import ServerTable
from .settings import Seats, TableSettings


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
                   left: Optional[int], table: ServerTable) -> Optional[FinishedMatch]:
    """What the standing keeps of a finished match (None: no account played it)."""
    seats = [match_seat(seat) for seat in lineup]
    if not table.records or not any(s.player_id for s in seats):
        return None
    return FinishedMatch(table_id, preset_of(table.records), settings.rated, seats,
                         list(table.records), table.match.winner,
                         left if settings.rated else None, table.match.totals, time.time(),
                         settings.diwan)
