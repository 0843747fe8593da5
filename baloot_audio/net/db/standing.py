"""Where the server keeps what a player's matches leave: ratings by account and
preset, per-account statistics, the finished matches with their seats and records
(the match history; kept when housekeeping deletes the table they came from), and
the "hide me from leaderboards" flag.

The schema is :data:`STANDING_SCHEMA` (one migration, see rules.py). Each
operation is written once, as a generator of statements (``?`` placeholders) that
receives each one's result (a :data:`~.plan.Plan`, run by either database's
driver in plan.py, inside the backend's own transaction). Every query reads at most a page: a leaderboard page (its rows by the
``ratings_board`` index), a place (a count on that index), a history page (by
``match_seats_history``), a player's three statistics rows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import json
from typing import Any, Optional, Protocol

from baloot_audio.standing.ratings import PRESETS, Departures, Rating, RatingBook
from baloot_audio.standing.stats import PlayerStats, fold_match

from .plan import Decode, Encode, Plan

BOARD_PAGE = 10          # players in a leaderboard page
BOARD_PAGES = 5          # the top 50
HISTORY_PAGE = 10        # matches in a history page

STANDING_SCHEMA = [
    "ALTER TABLE accounts ADD COLUMN hidden BOOLEAN NOT NULL DEFAULT FALSE",
    # hidden: a copy of the account's flag, so that a leaderboard page and a place
    # read one partial index and never the accounts
    """CREATE TABLE ratings (
        player_id TEXT NOT NULL,
        preset TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        shown DOUBLE PRECISION NOT NULL,
        rated INTEGER NOT NULL,
        hidden BOOLEAN NOT NULL DEFAULT FALSE,
        updated_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (player_id, preset))""",
    "CREATE INDEX ratings_board ON ratings (preset, shown DESC, player_id) WHERE NOT hidden",
    """CREATE TABLE player_stats (
        player_id TEXT NOT NULL,
        preset TEXT NOT NULL,
        stats TEXT NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (player_id, preset))""",
    """CREATE TABLE matches (
        match_id TEXT PRIMARY KEY,
        preset TEXT NOT NULL,
        rated BOOLEAN NOT NULL,
        winner INTEGER,
        left_seat INTEGER,
        score0 INTEGER NOT NULL,
        score1 INTEGER NOT NULL,
        records TEXT NOT NULL,
        finished_at DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE match_seats (
        match_id TEXT NOT NULL REFERENCES matches (match_id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        player_id TEXT,
        name TEXT NOT NULL,
        kind TEXT NOT NULL,
        finished_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (match_id, seat))""",
    "CREATE INDEX match_seats_history ON match_seats (player_id, finished_at, match_id)",
]

HIDDEN = "COALESCE((SELECT hidden FROM accounts WHERE player_id = ?), FALSE)"
RATINGS_OF = "SELECT preset, mu, sigma, rated FROM ratings WHERE player_id = ? ORDER BY preset"
RATINGS_FOR = "SELECT player_id, mu, sigma FROM ratings WHERE preset = ? AND player_id IN (?, ?, ?, ?)"
UPSERT_RATING = (
    "INSERT INTO ratings (player_id, preset, mu, sigma, shown, rated, hidden, updated_at) "
    f"VALUES (?, ?, ?, ?, ?, 1, {HIDDEN}, ?) ON CONFLICT (player_id, preset) DO UPDATE SET "
    "mu = excluded.mu, sigma = excluded.sigma, shown = excluded.shown, "
    "rated = ratings.rated + 1, updated_at = excluded.updated_at")
BOARD = ("SELECT r.player_id, a.name, r.mu, r.sigma, r.rated FROM ratings r "
         "JOIN accounts a ON a.player_id = r.player_id WHERE r.preset = ? AND NOT r.hidden "
         "ORDER BY r.shown DESC, r.player_id LIMIT ? OFFSET ?")
MY_RATING = "SELECT shown, hidden FROM ratings WHERE player_id = ? AND preset = ?"
PLACE = "SELECT count(*) FROM ratings WHERE preset = ? AND NOT hidden AND shown > ?"
TIED = ("SELECT count(*) FROM ratings WHERE preset = ? AND NOT hidden AND shown = ? "
        "AND player_id < ?")
STATS_OF = "SELECT preset, stats FROM player_stats WHERE player_id = ? ORDER BY preset"
STATS_FOR = "SELECT player_id, stats FROM player_stats WHERE preset = ? AND player_id IN (?, ?, ?, ?)"
UPSERT_STATS = ("INSERT INTO player_stats (player_id, preset, stats, updated_at) "
                "VALUES (?, ?, ?, ?) ON CONFLICT (player_id, preset) DO UPDATE SET "
                "stats = excluded.stats, updated_at = excluded.updated_at")
INSERT_MATCH = ("INSERT INTO matches (match_id, preset, rated, winner, left_seat, score0, score1, "
                "records, finished_at, diwan_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT DO NOTHING")
INSERT_SEAT = ("INSERT INTO match_seats (match_id, seat, player_id, name, kind, finished_at) "
               "VALUES (?, ?, ?, ?, ?, ?)")
CURSOR = "SELECT finished_at FROM match_seats WHERE player_id = ? AND match_id = ?"
HISTORY = ("SELECT m.match_id, m.preset, m.rated, m.winner, m.left_seat, m.score0, m.score1, "
           "m.finished_at, s.seat FROM match_seats s JOIN matches m ON m.match_id = s.match_id "
           "WHERE s.player_id = ? AND (s.finished_at, s.match_id) < (?, ?) "
           "ORDER BY s.finished_at DESC, s.match_id DESC LIMIT ?")
SEATS_OF = "SELECT match_id, seat, name, kind FROM match_seats WHERE match_id IN ({})"
RECORDS = ("SELECT m.records FROM matches m JOIN match_seats s ON s.match_id = m.match_id "
           "WHERE m.match_id = ? AND s.player_id = ?")
SET_HIDDEN = ["UPDATE accounts SET hidden = ? WHERE player_id = ?",
              "UPDATE ratings SET hidden = ? WHERE player_id = ?"]
IS_HIDDEN = "SELECT hidden FROM accounts WHERE player_id = ?"
# a deleted account's rating and figures go (its seats in others' history stay, by name)
FORGET = ["DELETE FROM ratings WHERE player_id = ?", "DELETE FROM player_stats WHERE player_id = ?"]
FIRST = 1e300        # a history's first page starts before this time


@dataclass(frozen=True)
class MatchSeat:
    """Who played a seat from the start: an account (``player_id``), a guest or a bot."""
    name: str                        # an account's or a guest's name; a bot's: bot-LEVEL
    kind: str                        # account, guest, bot
    player_id: Optional[str] = None  # an account's id (None: a guest or a bot)


@dataclass(frozen=True)
class FinishedMatch:
    """A finished online match as the standing keeps it (see room's tables/rated.py)."""
    match_id: str
    preset: str
    rated: bool
    seats: list[MatchSeat]             # seat order
    records: list[dict[str, Any]]      # the full round records (seed revealed)
    winner: Optional[int]
    left: Optional[int] = None         # a rated match's leaver (their team lost it)
    totals: tuple[int, int] = (0, 0)
    finished_at: float = 0.0
    diwan: Optional[str] = None        # played at a diwan's table (diwans.py)
    gone: Departures = Departures()    # a rated match's seats gone before its end (not
    # stored: they are rated when the match is, in the same transaction)

    def accounts(self) -> list[str]:
        return [s.player_id for s in self.seats if s.player_id is not None]


@dataclass(frozen=True)
class StoredBoardLine:
    place: int
    player_id: str
    name: str
    rating: Rating
    rated: int


@dataclass(frozen=True)
class HistoryLine:
    match_id: str
    preset: str
    rated: bool
    winner: Optional[int]
    left: Optional[int]
    totals: tuple[int, int]
    finished_at: float
    seat: int                          # the asker's
    seats: list[Optional[MatchSeat]] = field(default_factory=list)   # None: not kept


# -- the operations, once for both databases ---------------------------------------------
def settle(match: FinishedMatch, encode: Encode, decode: Decode) -> Plan:
    """Store a finished match once (again: nothing), and fold it into its accounts'
    statistics and, when rated, their ratings (standing/ratings.py). True: it was new."""
    inserted = yield INSERT_MATCH, (match.match_id, match.preset, match.rated, match.winner,
                                    match.left, match.totals[0], match.totals[1],
                                    encode(match.records), match.finished_at, match.diwan)
    if inserted.count != 1:
        return False
    for seat, s in enumerate(match.seats):
        yield INSERT_SEAT, (match.match_id, seat, s.player_id, s.name, s.kind, match.finished_at)
    players = match.accounts()
    if not players:
        return True
    padded = tuple((players * 4)[:4])
    stats = {row[0]: PlayerStats.from_json(decode(row[1])) for row in
             (yield STATS_FOR, (match.preset, *padded)).rows}
    ratings = {row[0]: Rating(row[1], row[2]) for row in
               (yield RATINGS_FOR, (match.preset, *padded)).rows}
    new_stats, new_ratings = fold(match, stats, ratings)
    for player, figures in new_stats.items():
        yield UPSERT_STATS, (player, match.preset, encode(figures.to_json()), match.finished_at)
    for player, rating in new_ratings.items():
        yield UPSERT_RATING, (player, match.preset, rating.mu, rating.sigma, rating.shown,
                              player, match.finished_at)
    return True


def fold(match: FinishedMatch, stats: dict[str, PlayerStats], ratings: dict[str, Rating]
         ) -> tuple[dict[str, PlayerStats], dict[str, Rating]]:
    """The accounts' new statistics (by player id) and, at a rated table, the new
    ratings of those whose rating changed (standing/ratings.py: by what each did)."""
    # a guest or a bot under its seat too (two bots of a level, two guests of a name)
    names = [s.name if s.player_id else f"{s.name}#{seat}" for seat, s in enumerate(match.seats)]
    said = {name: s.name for name, s in zip(names, match.seats)}
    ids = {name: s.player_id for name, s in zip(names, match.seats) if s.player_id}
    totals = {(name, match.preset): stats.get(pid, PlayerStats()) for name, pid in ids.items()}
    fold_match(totals, match.records, names, match.left)
    new_stats = {}
    for name, pid in ids.items():
        figures = totals[(name, match.preset)]
        partners: dict[str, list[int]] = {}
        for partner, (matches, won) in figures.partners.items():
            old = partners.get(said.get(partner, partner), [0, 0])
            partners[said.get(partner, partner)] = [old[0] + matches, old[1] + won]
        figures.partners, new_stats[pid] = partners, figures
    if not match.rated or len(ids) != 4:
        return new_stats, {}
    book = RatingBook({(pid, match.preset): r for pid, r in ratings.items()})
    players = [s.player_id or "" for s in match.seats]
    return new_stats, book.rate(match.preset, players, match.winner, match.left, match.gone)


def ratings_of(player_id: str) -> Plan:
    rows = (yield RATINGS_OF, (player_id,)).rows
    return {row[0]: (Rating(row[1], row[2]), row[3]) for row in rows}


def ratings_for(preset: str, players: list[str]) -> Plan:
    padded = tuple((players * 4)[:4]) if players else ("",) * 4
    rows = (yield RATINGS_FOR, (preset, *padded)).rows
    return {row[0]: Rating(row[1], row[2]) for row in rows}


def leaderboard(preset: str, page: int) -> Plan:
    """A page of the top players (hidden ones left out) and whether another follows."""
    offset = page * BOARD_PAGE
    more = page + 1 < BOARD_PAGES
    rows = (yield BOARD, (preset, BOARD_PAGE + int(more), offset)).rows
    lines = [StoredBoardLine(offset + i + 1, row[0], row[1], Rating(row[2], row[3]), row[4])
             for i, row in enumerate(rows[:BOARD_PAGE])]
    return lines, more and len(rows) > BOARD_PAGE


def place(player_id: str, preset: str) -> Plan:
    """The player's place on a preset's leaderboard (None: unrated or hidden)."""
    mine = (yield MY_RATING, (player_id, preset)).rows
    if not mine or mine[0][1]:
        return None
    shown = mine[0][0]
    above = (yield PLACE, (preset, shown)).rows[0][0]
    tied = (yield TIED, (preset, shown, player_id)).rows[0][0]      # equal: by player id
    return above + tied + 1


def stats_of(player_id: str, decode: Decode) -> Plan:
    rows = (yield STATS_OF, (player_id,)).rows
    return {row[0]: PlayerStats.from_json(decode(row[1])) for row in rows}


def history(player_id: str, after: Optional[str]) -> Plan:
    """A page of the player's matches, newest first, after the match ``after`` (the
    last of the page before), and the next page's cursor. Raises ValueError."""
    start = (FIRST, "")
    if after is not None:
        found = (yield CURSOR, (player_id, after)).rows
        if not found:
            raise ValueError("not a match of this player's history")
        start = (found[0][0], after)
    rows = (yield HISTORY, (player_id, start[0], start[1], HISTORY_PAGE + 1)).rows
    lines = [HistoryLine(r[0], r[1], bool(r[2]), r[3], r[4], (r[5], r[6]), r[7], r[8])
             for r in rows[:HISTORY_PAGE]]
    if lines:
        marks = ", ".join("?" * len(lines))
        seats = (yield SEATS_OF.format(marks), tuple(line.match_id for line in lines)).rows
        by_match: dict[str, dict[int, MatchSeat]] = {}
        for match_id, seat, name, kind in seats:
            by_match.setdefault(match_id, {})[seat] = MatchSeat(name, kind)
        for line in lines:
            line.seats.extend(by_match.get(line.match_id, {}).get(s) for s in range(4))
    return lines, lines[-1].match_id if len(rows) > HISTORY_PAGE else None


def records_of(player_id: str, match_id: str, decode: Decode) -> Plan:
    rows = (yield RECORDS, (match_id, player_id)).rows
    return decode(rows[0][0]) if rows else None


def set_hidden(player_id: str, on: bool) -> Plan:
    for statement in SET_HIDDEN:
        yield statement, (on, player_id)


def is_hidden(player_id: str) -> Plan:
    rows = (yield IS_HIDDEN, (player_id,)).rows
    return bool(rows and rows[0][0])


class StandingStorage(Protocol):
    """Ratings, statistics, match history and the leaderboards' hide flag: the
    storage's part, for a backend that runs a plan in a read or a write transaction
    (``_plan_read``, ``_plan_write``)."""

    async def _plan_read(self, plan: Plan) -> Any:
        raise NotImplementedError

    async def _plan_write(self, plan: Plan) -> Any:
        raise NotImplementedError

    async def ratings_of(self, player_id: str) -> dict[str, tuple[Rating, int]]:
        """By preset: the rating and the rated matches it counts."""
        return await self._plan_read(ratings_of(player_id))

    async def ratings_for(self, preset: str, players: list[str]) -> dict[str, Rating]:
        """The stored ratings of these players (a new player has none)."""
        return await self._plan_read(ratings_for(preset, players))

    async def leaderboard(self, preset: str, page: int) -> tuple[list[StoredBoardLine], bool]:
        return await self._plan_read(leaderboard(preset, page))

    async def place(self, player_id: str, preset: str) -> Optional[int]:
        return await self._plan_read(place(player_id, preset))

    async def stats_of(self, player_id: str) -> dict[str, PlayerStats]:
        return await self._plan_read(stats_of(player_id, json.loads))

    async def history(self, player_id: str, after: Optional[str]
                      ) -> tuple[list[HistoryLine], Optional[str]]:
        """Raises ValueError for a cursor that is not one of the player's matches."""
        return await self._plan_read(history(player_id, after))

    async def records_of(self, player_id: str, match_id: str) -> Optional[list[dict]]:
        """A match's records, for one of its players only."""
        return await self._plan_read(records_of(player_id, match_id, json.loads))

    async def set_hidden(self, player_id: str, on: bool) -> None:
        await self._plan_write(set_hidden(player_id, on))

    async def is_hidden(self, player_id: str) -> bool:
        return await self._plan_read(is_hidden(player_id))


def check_preset(preset: str) -> None:
    if preset not in PRESETS:
        raise ValueError(f"unknown preset {preset!r}")
