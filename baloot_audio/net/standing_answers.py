"""The server's answers about where a player stands: my ratings, a leaderboard page
and my place, my statistics, a page of my match history, one of my matches'
records, and hiding from the leaderboards. An account's only (a guest has none);
each answer reads one page of an index (storage_standing.py), whatever is asked.

Only a player's own statistics are answered: the leaderboard says everyone's
rating already, and figures such as a player's falls or partners are theirs to
share (a player who hides from the leaderboards would expect them kept too)."""

from __future__ import annotations

from typing import Any

from baloot_audio.standing.ratings import PRESETS

from . import protocol as p
from .accounts import forms_of
from .host import Member
from .names import UNSPECIFIED
from .rated import line
from .storage import Storage
from .storage_standing import HistoryLine


def past_match(entry: HistoryLine, forms: dict[str, str]) -> p.PastMatch:
    return p.PastMatch(entry.match_id, entry.preset, entry.rated, entry.finished_at,
                       entry.seat, [s.name for s in entry.seats], [s.kind for s in entry.seats],
                       entry.totals, entry.winner, entry.left,
                       [forms.get(s.player_id or "", UNSPECIFIED) for s in entry.seats])


async def answer(conn: Member, msg: Any, storage: Storage) -> None:
    """One standing query (protocol_standing.py) from ``conn``, answered or refused."""
    player = conn.player_id or ""
    if conn.guest:
        return conn.error("guest", "a guest has no rating, statistics or history", msg.ref)
    if isinstance(msg, p.GetRatings):
        ratings = await storage.ratings_of(player)
        lines = [line(preset, rating, rated) for preset, (rating, rated) in ratings.items()]
        return conn.send(p.Ratings(lines, await storage.is_hidden(player), msg.ref))
    if isinstance(msg, p.GetLeaderboard):
        if msg.preset not in PRESETS:
            return conn.error("bad_preset", f"one of {', '.join(PRESETS)}", msg.ref)
        board, more = await storage.leaderboard(msg.preset, msg.page)
        forms = await forms_of(storage, (b.player_id for b in board))
        lines = [p.BoardLine(b.place, b.name, b.player_id, line(msg.preset, b.rating, b.rated),
                             forms[b.player_id]) for b in board]
        place = await storage.place(player, msg.preset)
        return conn.send(p.Leaderboard(msg.preset, msg.page, lines, more, place, msg.ref))
    if isinstance(msg, p.GetStats):
        if msg.diwan is not None and await storage.diwan_role(msg.diwan, player) is None:
            return conn.error("not_member", "not a diwan of yours", msg.ref)
        stats = await (storage.stats_of(player) if msg.diwan is None
                       else storage.diwan_stats(msg.diwan, player))
        return conn.send(p.Statistics({k: s.to_json() for k, s in stats.items()}, msg.ref))
    if isinstance(msg, p.GetHistory):
        try:
            entries, after = await storage.history(player, msg.after)
        except ValueError as error:
            return conn.error("unknown_match", str(error), msg.ref)
        forms = await forms_of(storage, (s.player_id for e in entries for s in e.seats
                                         if s.player_id))
        return conn.send(p.History([past_match(e, forms) for e in entries], after, msg.ref))
    if isinstance(msg, p.GetMatch):
        records = await storage.records_of(player, msg.match_id)
        if records is None:
            return conn.error("unknown_match", "not a finished match of yours", msg.ref)
        return conn.send(p.MatchRecords(msg.match_id, records, msg.ref))
    await storage.set_hidden(player, msg.on)      # HideMe
    conn.send(p.Ok(msg.ref))
