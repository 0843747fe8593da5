"""What the server keeps of tournaments: each one as a JSON document (its
settings, the seed's hash, and once started its teams, the tables seated and
the results; the seed itself stays in its own column), and the registrations
one row each (so two players registering at once never overwrite each other).

:class:`TournamentStorage` is the part of the storage interface they make; the
schema is :data:`TOURNAMENTS_SCHEMA` (one migration, see rules.py). The
two databases share :class:`SQLTournaments`, written over the ``_rows`` and
``_steps`` primitives their friends' part already gives (friends.py);
:class:`MemoryTournaments` is the in-memory backend's part. A tournament's
``organiser`` is the diwan that holds it (None: a player's own).
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any, Optional, Protocol



def encode(data: object) -> str:      # as rules.encode (which imports this module's schema)
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


def decode(text: str) -> Any:
    return json.loads(text)

TOURNAMENTS_SCHEMA = [
    """CREATE TABLE tournaments (
        tournament_id TEXT PRIMARY KEY,
        seed TEXT NOT NULL,
        organiser TEXT,
        data TEXT NOT NULL,
        starts_at DOUBLE PRECISION NOT NULL,
        finished BOOLEAN NOT NULL DEFAULT FALSE,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX tournaments_open ON tournaments (starts_at) WHERE NOT finished",
    "CREATE INDEX tournaments_organiser ON tournaments (organiser, starts_at)",
    """CREATE TABLE tournament_entries (
        tournament_id TEXT NOT NULL REFERENCES tournaments (tournament_id) ON DELETE CASCADE,
        player_id TEXT NOT NULL,
        name TEXT NOT NULL,
        partner TEXT,
        registered_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (tournament_id, player_id))""",
]

COLUMNS = "tournament_id, seed, organiser, data, starts_at, finished, created_at, updated_at"
INSERT = (f"INSERT INTO tournaments ({COLUMNS}) VALUES (?, ?, ?, ?, ?, FALSE, ?, ?) "
          "ON CONFLICT DO NOTHING")
UPDATE = "UPDATE tournaments SET data = ?, finished = ?, updated_at = ? WHERE tournament_id = ?"
ONE = f"SELECT {COLUMNS} FROM tournaments WHERE tournament_id = ?"
OPEN = f"SELECT {COLUMNS} FROM tournaments WHERE NOT finished ORDER BY starts_at, tournament_id"
ENTER = ("INSERT INTO tournament_entries (tournament_id, player_id, name, partner, "
         "registered_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT (tournament_id, player_id) "
         "DO UPDATE SET partner = excluded.partner, name = excluded.name")
LEAVE = "DELETE FROM tournament_entries WHERE tournament_id = ? AND player_id = ?"
ENTRIES = ("SELECT player_id, name, partner FROM tournament_entries WHERE tournament_id = ? "
           "ORDER BY registered_at, player_id")


@dataclass(frozen=True)
class StoredEntry:
    player_id: str
    name: str
    partner: Optional[str] = None     # the partner's player id (None: drawn)


@dataclass(frozen=True)
class StoredTournament:
    tournament_id: str
    seed: str                         # secret until the tournament ends
    organiser: Optional[str]          # a diwan's id (None: a player's own)
    data: dict[str, Any]              # settings and progress (tournaments/hall.py)
    starts_at: float
    finished: bool
    entries: list[StoredEntry]


class TournamentStorage(Protocol):
    """Tournaments and their registrations (every write durable when it returns)."""

    async def create_tournament(self, tournament_id: str, seed: str, organiser: Optional[str],
                                data: dict[str, Any], starts_at: float) -> None:
        """A new tournament (the same id again changes nothing)."""

    async def save_tournament(self, tournament_id: str, data: dict[str, Any],
                              finished: bool = False) -> None: ...

    async def enter_tournament(self, tournament_id: str, player_id: str, name: str,
                               partner: Optional[str]) -> None:
        """Register the player (again: their partner changes, their place stays)."""

    async def leave_tournament(self, tournament_id: str, player_id: str) -> bool: ...

    async def load_tournament(self, tournament_id: str) -> Optional[StoredTournament]: ...

    async def open_tournaments(self) -> list[StoredTournament]:
        """Every tournament not finished, the first to start first."""


def _tournament(row: tuple, entries: list[StoredEntry]) -> StoredTournament:
    tid, seed, organiser, data, starts_at, finished, _, _ = row
    return StoredTournament(tid, seed, organiser, decode(data), starts_at, bool(finished),
                            entries)


class SQLTournaments:
    """TournamentStorage on SQL (the backend's friends part gives ``_rows`` and ``_steps``)."""

    async def _rows(self, statement: str, args: tuple) -> list[tuple]:
        raise NotImplementedError

    async def _steps(self, steps: list[tuple[str, tuple]],
                     lock: Optional[str] = None) -> list[Any]:
        raise NotImplementedError

    async def create_tournament(self, tournament_id: str, seed: str, organiser: Optional[str],
                                data: dict[str, Any], starts_at: float) -> None:
        t = time.time()
        await self._steps([(INSERT, (tournament_id, seed, organiser, encode(data), starts_at,
                                     t, t))])

    async def save_tournament(self, tournament_id: str, data: dict[str, Any],
                              finished: bool = False) -> None:
        await self._steps([(UPDATE, (encode(data), finished, time.time(), tournament_id))])

    async def enter_tournament(self, tournament_id: str, player_id: str, name: str,
                               partner: Optional[str]) -> None:
        await self._steps([(ENTER, (tournament_id, player_id, name, partner, time.time()))])

    async def leave_tournament(self, tournament_id: str, player_id: str) -> bool:
        return (await self._steps([(LEAVE, (tournament_id, player_id))]))[0] == 1

    async def _entries(self, tournament_id: str) -> list[StoredEntry]:
        return [StoredEntry(*row) for row in await self._rows(ENTRIES, (tournament_id,))]

    async def load_tournament(self, tournament_id: str) -> Optional[StoredTournament]:
        rows = await self._rows(ONE, (tournament_id,))
        return _tournament(rows[0], await self._entries(tournament_id)) if rows else None

    async def open_tournaments(self) -> list[StoredTournament]:
        return [_tournament(row, await self._entries(row[0]))
                for row in await self._rows(OPEN, ())]


class MemoryTournaments:
    """The in-memory backend's tournaments (JSON text kept, as the databases do)."""

    def __init__(self) -> None:
        self._tournaments: dict[str, tuple] = {}
        self._entries: dict[str, dict[str, tuple[str, Optional[str]]]] = {}

    def _check_open(self) -> None: ...

    async def create_tournament(self, tournament_id: str, seed: str, organiser: Optional[str],
                                data: dict[str, Any], starts_at: float) -> None:
        self._check_open()
        if tournament_id not in self._tournaments:
            t = time.time()
            self._tournaments[tournament_id] = (tournament_id, seed, organiser, encode(data),
                                                starts_at, False, t, t)
            self._entries[tournament_id] = {}

    async def save_tournament(self, tournament_id: str, data: dict[str, Any],
                              finished: bool = False) -> None:
        self._check_open()
        row = self._tournaments[tournament_id]
        self._tournaments[tournament_id] = (*row[:3], encode(data), row[4], finished, row[6],
                                            time.time())

    async def enter_tournament(self, tournament_id: str, player_id: str, name: str,
                               partner: Optional[str]) -> None:
        self._check_open()
        self._entries[tournament_id][player_id] = (name, partner)   # an update keeps its place

    async def leave_tournament(self, tournament_id: str, player_id: str) -> bool:
        self._check_open()
        return self._entries[tournament_id].pop(player_id, None) is not None

    def _stored_tournament(self, tournament_id: str) -> StoredTournament:
        entries = [StoredEntry(pid, name, partner)
                   for pid, (name, partner) in self._entries[tournament_id].items()]
        return _tournament(self._tournaments[tournament_id], entries)

    async def load_tournament(self, tournament_id: str) -> Optional[StoredTournament]:
        self._check_open()
        known = tournament_id in self._tournaments
        return self._stored_tournament(tournament_id) if known else None

    async def open_tournaments(self) -> list[StoredTournament]:
        self._check_open()
        rows = sorted((r for r in self._tournaments.values() if not r[5]),
                      key=lambda r: (r[4], r[0]))
        return [self._stored_tournament(r[0]) for r in rows]
