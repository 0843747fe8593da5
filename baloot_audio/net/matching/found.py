"""A table found, as told and as opened: the offer each of its players hears (who
sits where; at a rated table, their team's chance by the ratings), and the
settings of the table opened once all took their seats."""

from __future__ import annotations

from typing import Any, Mapping

from baloot_audio.standing.ratings import Rating, chance_in_100

from ..tables.host import Member
from ..tables.settings import TableSettings
from ..wire import protocol as p
from .line import Offer

BOT_LEVEL = "normal"       # the bots that fill a casual table's empty seats


def found_message(offer: Offer, player: str, conns: Mapping[str, Member],
                  ratings: Mapping[str, Rating], seconds: float) -> p.QueueFound:
    seats = offer.found.seats
    mine = seats.index(player)
    told = []
    for seat, who in enumerate(seats):
        conn = conns.get(who or "")
        told.append(p.FoundSeat(seat) if conn is None else
                    p.FoundSeat(seat, conn.name, conn.form, conn.guest))
    rated = offer.found.entries[0].wanted.rated
    chance = chance_in_100([ratings.get(s or "", Rating()) for s in seats], mine % 2) \
        if rated else None
    return p.QueueFound(offer.offer_id, mine, told, seconds, rated, chance)


def opened_settings(settings: TableSettings, offer: Offer,
                    conns: Mapping[str, Member]) -> dict[str, Any]:
    """The table's settings as stored, its players seated (bots in the empty seats)."""
    seats = []
    for who in offer.found.seats:
        conn = conns.get(who or "")
        seats.append({"level": BOT_LEVEL, "player": None, "name": None, "guest": False,
                      "form": "unspecified"} if conn is None else
                     {"level": BOT_LEVEL, "player": who, "name": conn.name,
                      "guest": conn.guest, "form": conn.form})
    data = settings.data(False, seats)
    data["play_now"] = True
    return data
