"""What the server keeps of a diwan (a standing room of a group of players): the
diwan, its members and their roles (creator, moderator, member), the players it
invited and the ones it banned, its chat (numbered per diwan, the last ``kept``
lines), and what the matches at its tables leave (each finished match records
its diwan in ``matches.diwan_id``; its accounts' statistics within the diwan are
folded into ``diwan_stats`` by standing's own :func:`~.standing.fold`).

The schema is :data:`DIWAN_SCHEMA` (one migration, see rules.py). Every
operation is a plan (standing.py's form: statements with ``?``, each
one's :class:`Result` sent back), run by the SQL backends' ``_plan_read`` and
``_plan_write``; the in-memory backend runs the same plans on an SQLite database
in memory (:class:`MemoryDiwans`), so there is one home for every query. A
member's name is stored with the row (the memory backend's accounts are not in
SQL); a page reads one diwan's rows through its primary key or an index.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from typing import Any, Optional, Protocol

from baloot_audio.standing.stats import PlayerStats

from .plan import Decode, Encode, Plan, run_sync
from .standing import FinishedMatch, fold, settle

DIWAN_SCHEMA = [
    """CREATE TABLE diwans (
        diwan_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        open BOOLEAN NOT NULL,
        creator_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX diwans_open ON diwans (name_key) WHERE open",
    """CREATE TABLE diwan_members (
        diwan_id TEXT NOT NULL REFERENCES diwans (diwan_id) ON DELETE CASCADE,
        player_id TEXT NOT NULL,
        name TEXT NOT NULL,
        role TEXT NOT NULL,
        joined_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (diwan_id, player_id))""",
    "CREATE INDEX diwan_members_of ON diwan_members (player_id)",
    """CREATE TABLE diwan_invites (
        diwan_id TEXT NOT NULL REFERENCES diwans (diwan_id) ON DELETE CASCADE,
        player_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (diwan_id, player_id))""",
    """CREATE TABLE diwan_bans (
        diwan_id TEXT NOT NULL REFERENCES diwans (diwan_id) ON DELETE CASCADE,
        player_id TEXT NOT NULL,
        PRIMARY KEY (diwan_id, player_id))""",
    """CREATE TABLE diwan_chat (
        diwan_id TEXT NOT NULL REFERENCES diwans (diwan_id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        sender_id TEXT NOT NULL,
        name TEXT NOT NULL,
        text TEXT NOT NULL,
        sent_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (diwan_id, seq))""",
    """CREATE TABLE diwan_stats (
        diwan_id TEXT NOT NULL,
        player_id TEXT NOT NULL,
        preset TEXT NOT NULL,
        name TEXT NOT NULL,
        matches INTEGER NOT NULL,
        won INTEGER NOT NULL,
        stats TEXT NOT NULL,
        PRIMARY KEY (diwan_id, player_id, preset))""",
]
# the standing's matches learn their diwan (not in the memory backend's SQL: it has none)
MATCHES_DIWAN = ["ALTER TABLE matches ADD COLUMN diwan_id TEXT",
                 "CREATE INDEX matches_diwan ON matches (diwan_id) WHERE diwan_id IS NOT NULL"]
DIWAN_MIGRATION = DIWAN_SCHEMA + MATCHES_DIWAN

ROLES = ("creator", "moderator", "member")
COLUMNS = "d.diwan_id, d.name, d.open, d.creator_id"
COUNT = "(SELECT COUNT(*) FROM diwan_members c WHERE c.diwan_id = d.diwan_id)"
INSERT_DIWAN = ("INSERT INTO diwans (diwan_id, name, name_key, open, creator_id, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
NAME_TAKEN = "SELECT 1 FROM diwans WHERE name_key = ?"
ONE = f"SELECT {COLUMNS}, {COUNT} FROM diwans d WHERE d.diwan_id = ?"
MINE = (f"SELECT {COLUMNS}, {COUNT}, m.role FROM diwan_members m JOIN diwans d "
        "ON d.diwan_id = m.diwan_id WHERE m.player_id = ? ORDER BY d.name_key LIMIT ? OFFSET ?")
INVITING = (f"SELECT {COLUMNS}, {COUNT}, 'invited' FROM diwan_invites i JOIN diwans d "
            "ON d.diwan_id = i.diwan_id WHERE i.player_id = ? ORDER BY i.created_at LIMIT ?")
OPEN = (f"SELECT {COLUMNS}, {COUNT} FROM diwans d WHERE d.open ORDER BY d.name_key "
        "LIMIT ? OFFSET ?")
MY_COUNT = "SELECT COUNT(*) FROM diwan_members WHERE player_id = ?"
MEMBER_COUNT = "SELECT COUNT(*) FROM diwan_members WHERE diwan_id = ?"
ROLE = "SELECT role FROM diwan_members WHERE diwan_id = ? AND player_id = ?"
INSERT_MEMBER = ("INSERT INTO diwan_members (diwan_id, player_id, name, role, joined_at) "
                 "VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
DELETE_MEMBER = "DELETE FROM diwan_members WHERE diwan_id = ? AND player_id = ?"
SET_ROLE = "UPDATE diwan_members SET role = ? WHERE diwan_id = ? AND player_id = ? AND role <> ?"
MEMBERS = ("SELECT player_id, name, role FROM diwan_members WHERE diwan_id = ? ORDER BY "
           "CASE role WHEN 'creator' THEN 0 WHEN 'moderator' THEN 1 ELSE 2 END, name, player_id "
           "LIMIT ? OFFSET ?")
MEMBER_IDS = "SELECT player_id FROM diwan_members WHERE diwan_id = ?"
INVITED = "SELECT 1 FROM diwan_invites WHERE diwan_id = ? AND player_id = ?"
INSERT_INVITE = ("INSERT INTO diwan_invites (diwan_id, player_id, created_at) VALUES (?, ?, ?) "
                 "ON CONFLICT DO NOTHING")
DELETE_INVITE = "DELETE FROM diwan_invites WHERE diwan_id = ? AND player_id = ?"
BANNED = "SELECT 1 FROM diwan_bans WHERE diwan_id = ? AND player_id = ?"
INSERT_BAN = "INSERT INTO diwan_bans (diwan_id, player_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
INSERT_LINE = (
    "INSERT INTO diwan_chat (diwan_id, seq, sender_id, name, text, sent_at) "
    "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM diwan_chat WHERE diwan_id = ?")
LINE_COLUMNS = "seq, sender_id, name, text, sent_at"
LAST_LINE = f"SELECT {LINE_COLUMNS} FROM diwan_chat WHERE diwan_id = ? ORDER BY seq DESC LIMIT 1"
PRUNE_LINES = "DELETE FROM diwan_chat WHERE diwan_id = ? AND seq <= ?"
LINES = (f"SELECT {LINE_COLUMNS} FROM diwan_chat WHERE diwan_id = ? AND seq < ? "
         "ORDER BY seq DESC LIMIT ?")
STATS_FOR = ("SELECT player_id, stats FROM diwan_stats WHERE diwan_id = ? AND preset = ? "
             "AND player_id IN (?, ?, ?, ?)")
UPSERT_STATS = (
    "INSERT INTO diwan_stats (diwan_id, player_id, preset, name, matches, won, stats) "
    "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (diwan_id, player_id, preset) DO UPDATE SET "
    "name = excluded.name, matches = excluded.matches, won = excluded.won, "
    "stats = excluded.stats")
BOARD = ("SELECT player_id, MAX(name), SUM(matches), SUM(won) FROM diwan_stats "
         "WHERE diwan_id = ? GROUP BY player_id ORDER BY SUM(won) DESC, SUM(matches), "
         "player_id LIMIT ?")
MY_STATS = "SELECT preset, stats FROM diwan_stats WHERE diwan_id = ? AND player_id = ?"
FORGET = [   # an account deleted (the operator's command): its memberships and invitations
    "DELETE FROM diwan_members WHERE player_id = ?",
    "DELETE FROM diwan_invites WHERE player_id = ?",
    "DELETE FROM diwan_stats WHERE player_id = ?",
]


@dataclass(frozen=True)
class StoredDiwan:
    diwan_id: str
    name: str
    open: bool
    creator_id: str
    members: int
    role: Optional[str] = None      # the asker's (in a list of their diwans)


@dataclass(frozen=True)
class DiwanMember:
    player_id: str
    name: str
    role: str


@dataclass(frozen=True)
class StoredDiwanLine:
    """A line of a diwan's chat; ``seq`` counts the diwan's lines from 1."""
    seq: int
    sender_id: str
    name: str
    text: str
    sent_at: float


@dataclass(frozen=True)
class StoredDiwanPlace:
    """A line of a diwan's leaderboard: the matches played at its tables and won."""
    place: int
    player_id: str
    name: str
    matches: int
    won: int


def _diwan(row: tuple) -> StoredDiwan:
    return StoredDiwan(row[0], row[1], bool(row[2]), row[3], int(row[4]), *row[5:])


def _count(rows: list[tuple]) -> int:
    return int(rows[0][0]) if rows else 0


# -- the plans ------------------------------------------------------------------------------
def create(diwan: StoredDiwan, key: str, name: str, per_player: int) -> Plan:
    """A new diwan with its creator as its first member: None, or the refusal's code."""
    if (yield NAME_TAKEN, (key,)).rows:
        return "diwan_name_taken"
    if _count((yield MY_COUNT, (diwan.creator_id,)).rows) >= per_player:
        return "too_many_diwans"
    now = time.time()
    done = yield INSERT_DIWAN, (diwan.diwan_id, diwan.name, key, diwan.open, diwan.creator_id,
                                now)
    if done.count != 1:
        return "diwan_name_taken"
    yield INSERT_MEMBER, (diwan.diwan_id, diwan.creator_id, name, "creator", now)
    return None


def one(diwan_id: str) -> Plan:
    rows = (yield ONE, (diwan_id,)).rows
    return _diwan(rows[0]) if rows else None


def mine(player_id: str, offset: int, limit: int) -> Plan:
    return [_diwan(r) for r in (yield MINE, (player_id, limit, offset)).rows]


def inviting(player_id: str, limit: int) -> Plan:
    return [_diwan(r) for r in (yield INVITING, (player_id, limit)).rows]


def open_ones(offset: int, limit: int) -> Plan:
    return [_diwan(r) for r in (yield OPEN, (limit, offset)).rows]


def role(diwan_id: str, player_id: str) -> Plan:
    rows = (yield ROLE, (diwan_id, player_id)).rows
    return rows[0][0] if rows else None


def join(diwan_id: str, player_id: str, name: str, members: int, per_player: int) -> Plan:
    """The player joins (an open diwan, or one that invited them): None, or the
    refusal's code."""
    found = (yield ONE, (diwan_id,)).rows
    if not found:
        return "unknown_diwan"
    if (yield ROLE, (diwan_id, player_id)).rows:
        return "already_member"
    if (yield BANNED, (diwan_id, player_id)).rows:
        return "diwan_banned"
    if not found[0][2] and not (yield INVITED, (diwan_id, player_id)).rows:
        return "not_invited"
    if int(found[0][4]) >= members:
        return "diwan_full"
    if _count((yield MY_COUNT, (player_id,)).rows) >= per_player:
        return "too_many_diwans"
    yield INSERT_MEMBER, (diwan_id, player_id, name, "member", time.time())
    yield DELETE_INVITE, (diwan_id, player_id)
    return None


def invite(diwan_id: str, player_id: str) -> Plan:
    """An invitation kept until the player joins (False: a member or banned already)."""
    if (yield ROLE, (diwan_id, player_id)).rows or (yield BANNED, (diwan_id, player_id)).rows:
        return False
    yield INSERT_INVITE, (diwan_id, player_id, time.time())
    return True


def leave(diwan_id: str, player_id: str, ban: bool) -> Plan:
    """The member goes (``ban``: for good); False when they were not one."""
    done = yield DELETE_MEMBER, (diwan_id, player_id)
    if ban:
        yield INSERT_BAN, (diwan_id, player_id)
        yield DELETE_INVITE, (diwan_id, player_id)
    return done.count == 1


def set_role(diwan_id: str, player_id: str, new_role: str) -> Plan:
    """A member (never the creator) made moderator or member; False: nothing changed."""
    done = yield SET_ROLE, (new_role, diwan_id, player_id, "creator")
    return done.count == 1


def members(diwan_id: str, offset: int, limit: int) -> Plan:
    return [DiwanMember(*r) for r in (yield MEMBERS, (diwan_id, limit, offset)).rows]


def member_ids(diwan_id: str) -> Plan:
    return [r[0] for r in (yield MEMBER_IDS, (diwan_id,)).rows]


def say(diwan_id: str, sender: str, name: str, text: str, kept: int) -> Plan:
    """A new line of the diwan's chat; only the last ``kept`` stay."""
    yield INSERT_LINE, (diwan_id, sender, name, text, time.time(), diwan_id)
    line = StoredDiwanLine(*(yield LAST_LINE, (diwan_id,)).rows[0])
    yield PRUNE_LINES, (diwan_id, line.seq - kept)
    return line


def lines(diwan_id: str, before: int, limit: int) -> Plan:
    return [StoredDiwanLine(*r) for r in (yield LINES, (diwan_id, before, limit)).rows]


def settle_diwan(match: FinishedMatch, encode: Encode, decode: Decode) -> Plan:
    """The match's accounts' statistics within its diwan, folded as standing's are."""
    players = match.accounts()
    if not players or match.diwan is None:
        return
    padded = tuple((players * 4)[:4])
    rows = (yield STATS_FOR, (match.diwan, match.preset, *padded)).rows
    stats = {row[0]: PlayerStats.from_json(decode(row[1])) for row in rows}
    new_stats, _ = fold(match, stats, {})
    names = {s.player_id: s.name for s in match.seats if s.player_id}
    for player, figures in new_stats.items():
        yield UPSERT_STATS, (match.diwan, player, match.preset, names[player], figures.matches,
                             figures.won, encode(figures.to_json()))


def settle_match(match: FinishedMatch, encode: Encode, decode: Decode) -> Plan:
    """Standing's :func:`settle`, then the diwan's part of a new match."""
    if (yield from settle(match, encode, decode)):
        yield from settle_diwan(match, encode, decode)


def board(diwan_id: str, limit: int) -> Plan:
    rows = (yield BOARD, (diwan_id, limit)).rows
    return [StoredDiwanPlace(i + 1, r[0], r[1], int(r[2]), int(r[3])) for i, r in enumerate(rows)]


def stats_in(diwan_id: str, player_id: str) -> Plan:
    rows = (yield MY_STATS, (diwan_id, player_id)).rows
    return {row[0]: PlayerStats.from_json(json.loads(row[1])) for row in rows}


def forget(player_id: str) -> Plan:
    for statement in FORGET:     # scans diwan_invites and diwan_stats: rare
        yield statement, (player_id,)


class DiwanStorage(Protocol):
    """The storage's part: each method one plan in one transaction (the backend gives
    ``_plan_read`` and ``_plan_write``)."""

    async def _plan_read(self, plan: Plan) -> Any:
        raise NotImplementedError

    async def _plan_write(self, plan: Plan) -> Any:
        raise NotImplementedError

    async def create_diwan(self, diwan: StoredDiwan, key: str, name: str,
                           per_player: int) -> Optional[str]:
        """``diwan`` (``key``: its name's, unique) with its creator (called ``name``) in it."""
        return await self._plan_write(create(diwan, key, name, per_player))

    async def diwan(self, diwan_id: str) -> Optional[StoredDiwan]:
        return await self._plan_read(one(diwan_id))

    async def diwans_of(self, player_id: str, offset: int, limit: int) -> list[StoredDiwan]:
        """A page of the player's diwans by name, each with the player's role."""
        return await self._plan_read(mine(player_id, offset, limit))

    async def diwans_inviting(self, player_id: str, limit: int) -> list[StoredDiwan]:
        """The diwans that invited the player (role ``invited``), oldest invitation first."""
        return await self._plan_read(inviting(player_id, limit))

    async def open_diwans(self, offset: int, limit: int) -> list[StoredDiwan]:
        return await self._plan_read(open_ones(offset, limit))

    async def diwan_role(self, diwan_id: str, player_id: str) -> Optional[str]:
        """creator, moderator, member, or None: not a member."""
        return await self._plan_read(role(diwan_id, player_id))

    async def join_diwan(self, diwan_id: str, player_id: str, name: str, members: int,
                         per_player: int) -> Optional[str]:
        return await self._plan_write(join(diwan_id, player_id, name, members, per_player))

    async def invite_to_diwan(self, diwan_id: str, player_id: str) -> bool:
        return await self._plan_write(invite(diwan_id, player_id))

    async def leave_diwan(self, diwan_id: str, player_id: str, ban: bool = False) -> bool:
        return await self._plan_write(leave(diwan_id, player_id, ban))

    async def set_diwan_role(self, diwan_id: str, player_id: str, new_role: str) -> bool:
        return await self._plan_write(set_role(diwan_id, player_id, new_role))

    async def diwan_members(self, diwan_id: str, offset: int, limit: int) -> list[DiwanMember]:
        """A page of the members: the creator, the moderators, then the others, by name."""
        return await self._plan_read(members(diwan_id, offset, limit))

    async def diwan_member_ids(self, diwan_id: str) -> list[str]:
        return await self._plan_read(member_ids(diwan_id))

    async def diwan_say(self, diwan_id: str, sender: str, name: str, text: str,
                        kept: int) -> StoredDiwanLine:
        return await self._plan_write(say(diwan_id, sender, name, text, kept))

    async def diwan_lines(self, diwan_id: str, before: int, limit: int) -> list[StoredDiwanLine]:
        """A page of the chat, newest first, numbered below ``before``."""
        return await self._plan_read(lines(diwan_id, before, limit))

    async def diwan_board(self, diwan_id: str, limit: int) -> list[StoredDiwanPlace]:
        """The players of the diwan's matches by matches won (then fewer played)."""
        return await self._plan_read(board(diwan_id, limit))

    async def diwan_stats(self, diwan_id: str, player_id: str) -> dict[str, PlayerStats]:
        """The player's statistics by preset over the matches at the diwan's tables."""
        return await self._plan_read(stats_in(diwan_id, player_id))

    async def forget_diwans(self, player_id: str) -> None:
        """A deleted account is no diwan's member, invited or on its board any more
        (the diwans it created stay, with their other members)."""
        await self._plan_write(forget(player_id))


class MemoryDiwans(DiwanStorage):
    """The in-memory backend's diwans: the same plans on an SQLite database in memory
    (the matches' own rows stay in MemoryStanding; their diwan part lives here)."""

    def __init__(self) -> None:
        self._diwan_db = sqlite3.connect(":memory:", isolation_level=None)
        self._diwan_db.execute("PRAGMA foreign_keys = ON")
        for statement in DIWAN_SCHEMA:
            self._diwan_db.execute(statement)

    def _check_open(self) -> None: ...

    def _run_plan(self, plan: Plan) -> Any:
        self._check_open()
        self._diwan_db.execute("BEGIN")
        try:
            result = run_sync(self._diwan_db, plan)
        except BaseException:
            self._diwan_db.execute("ROLLBACK")
            raise
        self._diwan_db.execute("COMMIT")
        return result

    async def _plan_read(self, plan: Plan) -> Any:
        return self._run_plan(plan)

    async def _plan_write(self, plan: Plan) -> Any:
        return self._run_plan(plan)

    def _settle_diwan(self, match: FinishedMatch) -> None:
        self._run_plan(settle_diwan(match, lambda data: json.dumps(data), json.loads))
