"""The server's answers about where a player stands: my ratings, a leaderboard page
and my place, my statistics, a page of my match history, one of my matches'
records, and hiding from the leaderboards. An account's only (a guest has none);
each answer reads one page of an index (db/standing.py), whatever is asked.

Only a player's own statistics are answered: the leaderboard says everyone's
rating already, and figures such as a player's falls or partners are theirs to
share (a player who hides from the leaderboards would expect them kept too)."""

from __future__ import annotations

from baloot_audio.standing.ratings import PRESETS

from ..db.accounts import forms_of
from ..db.standing import HistoryLine
from ..db.storage import Storage
from ..tables.host import Member
from ..tables.rated import line
from ..wire import protocol as p
from ..wire.names import UNSPECIFIED


def past_match(entry: HistoryLine, forms: dict[str, str]) -> p.HistoryMatch:
    return p.HistoryMatch(entry.match_id, entry.preset, entry.rated, entry.finished_at,
                          entry.seat, [s.name if s else "?" for s in entry.seats],
                          [s.kind if s else "guest" for s in entry.seats],
                          entry.totals, entry.winner, entry.left,
                          [forms.get(s.player_id or "", UNSPECIFIED) if s else UNSPECIFIED
                           for s in entry.seats])


class StandingAnswers:
    """An account's questions about where it stands (a guest has none: the registry
    refuses them), each answered from one page of an index."""

    def __init__(self, storage: Storage):
        self.storage = storage

    async def ratings(self, conn: Member, msg: p.GetRatings) -> None:
        player = conn.player_id or ""
        ratings = await self.storage.ratings_of(player)
        lines = [line(preset, rating, rated) for preset, (rating, rated) in ratings.items()]
        conn.send(p.Ratings(lines, await self.storage.is_hidden(player), msg.ref))

    async def leaderboard(self, conn: Member, msg: p.GetLeaderboard) -> None:
        if msg.preset not in PRESETS:
            return conn.error("bad_preset", f"one of {', '.join(PRESETS)}", msg.ref)
        board, more = await self.storage.leaderboard(msg.preset, msg.page)
        forms = await forms_of(self.storage, (b.player_id for b in board))
        lines = [p.BoardLine(b.place, b.name, b.player_id, line(msg.preset, b.rating, b.rated),
                             forms[b.player_id]) for b in board]
        place = await self.storage.place(conn.player_id or "", msg.preset)
        conn.send(p.Leaderboard(msg.preset, msg.page, lines, more, place, msg.ref))

    async def stats(self, conn: Member, msg: p.GetStats) -> None:
        player = conn.player_id or ""
        if msg.diwan is not None and await self.storage.diwan_role(msg.diwan, player) is None:
            return conn.error("not_member", "not a diwan of yours", msg.ref)
        stats = await (self.storage.stats_of(player) if msg.diwan is None
                       else self.storage.diwan_stats(msg.diwan, player))
        conn.send(p.Statistics({k: s.to_json() for k, s in stats.items()}, msg.ref))

    async def history(self, conn: Member, msg: p.GetHistory) -> None:
        try:
            entries, after = await self.storage.history(conn.player_id or "", msg.after)
        except ValueError as error:
            return conn.error("unknown_match", str(error), msg.ref)
        forms = await forms_of(self.storage, (s.player_id for e in entries for s in e.seats
                                              if s and s.player_id))
        conn.send(p.HistoryPage([past_match(e, forms) for e in entries], after, msg.ref))

    async def match(self, conn: Member, msg: p.GetMatch) -> None:
        records = await self.storage.records_of(conn.player_id or "", msg.match_id)
        if records is None:
            return conn.error("unknown_match", "not a finished match of yours", msg.ref)
        conn.send(p.MatchRecords(msg.match_id, records, msg.ref))

    async def hide(self, conn: Member, msg: p.HideMe) -> None:
        await self.storage.set_hidden(conn.player_id or "", msg.on)
        conn.send(p.Ok(msg.ref))
