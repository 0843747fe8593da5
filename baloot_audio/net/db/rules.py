"""The rules every storage backend follows, and the schema they share: what a
stored table is, the checks that refuse a gap or a conflicting rewrite, JSON as
stored. The backends (storage.py's MemoryStorage, sqlite.py,
postgres.py) read what is stored and ask these; see docs/storage.md."""

from __future__ import annotations

import json
import re
import time
from dataclasses import dataclass
from typing import Any, Iterable

from .accounts import ACCOUNT_FORMS_SCHEMA, ACCOUNTS_SCHEMA
from .diwans import DIWAN_MIGRATION
from .friends import FRIENDS_SCHEMA
from .standing import STANDING_SCHEMA
from .tournaments import TOURNAMENTS_SCHEMA


class StorageError(Exception):
    """The storage cannot do what was asked: bad URL, server down, database
    locked, read-only, unknown table, a gap or a conflicting rewrite."""


class StorageFull(StorageError):
    """No room to write (a full disk): the same write may succeed once there is."""


def claimed(where: str) -> StorageError:
    """The error for a store another server process has claimed (Storage.claim)."""
    return StorageError(f"another baloot-audio server uses {where}: stop it, "
                        "or give this one a database of its own (--db)")


@dataclass(frozen=True)
class StoredTable:
    table_id: str
    seed: str  # the shuffle seed (secret until the match ends)
    settings: dict[str, Any]  # JSON-able, opaque to storage
    actions: list[list[dict[str, Any]]]  # one list per round dealt, table.action_data() form
    finished: bool
    records: list[dict[str, Any]]  # the finished match's round records (empty until finished)
    created_at: float
    updated_at: float


# The schema, shared by SQLite and PostgreSQL (both read these types). Each
# entry brings the database from version i to i + 1; never edit a released
# entry, append a new one. JSON is kept as text, exactly as encoded.
MIGRATIONS: list[list[str]] = [
    [
        """CREATE TABLE game_tables (
            table_id TEXT PRIMARY KEY,
            seed TEXT NOT NULL,
            settings TEXT NOT NULL,
            rounds INTEGER NOT NULL DEFAULT 0,
            finished BOOLEAN NOT NULL DEFAULT FALSE,
            records TEXT NOT NULL DEFAULT '[]',
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL)""",
        "CREATE INDEX game_tables_unfinished ON game_tables (created_at) WHERE NOT finished",
        """CREATE TABLE game_actions (
            table_id TEXT NOT NULL REFERENCES game_tables (table_id) ON DELETE CASCADE,
            round_index INTEGER NOT NULL,
            action_index INTEGER NOT NULL,
            action TEXT NOT NULL,
            PRIMARY KEY (table_id, round_index, action_index))""",
        """CREATE TABLE players (
            player_id TEXT PRIMARY KEY,
            token_hash TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            created_at DOUBLE PRECISION NOT NULL,
            updated_at DOUBLE PRECISION NOT NULL)""",
    ],
    ACCOUNTS_SCHEMA,     # 2: accounts, login tokens, blocks, reports (accounts.py)
    [   # 3: finished tables archived: their actions pruned (the records stay), then deleted
        "ALTER TABLE game_tables ADD COLUMN archived BOOLEAN NOT NULL DEFAULT FALSE",
        "CREATE INDEX game_tables_to_archive ON game_tables (updated_at) "
        "WHERE finished AND NOT archived",
        "CREATE INDEX game_tables_archived ON game_tables (updated_at) WHERE archived",
        "CREATE INDEX players_seen ON players (updated_at)",    # guests forgotten
    ],
    STANDING_SCHEMA,    # 4: ratings, statistics, finished matches, hidden (standing.py)
    FRIENDS_SCHEMA,     # 5: friend requests, friends, private messages (friends.py)
    DIWAN_MIGRATION,    # 6: diwans, their members, chat, statistics (diwans.py)
    TOURNAMENTS_SCHEMA,  # 7: tournaments and their registrations (tournaments.py)
    ACCOUNT_FORMS_SCHEMA,  # 8: each account's form of address (accounts.py)
]
PRUNE_BATCH = 200     # tables archived or deleted in one transaction (other writes go between)
SCHEMA_VERSION = len(MIGRATIONS)

TABLE_COLUMNS = "table_id, seed, settings, rounds, finished, records, created_at, updated_at"


def pending_migrations(version: int, where: str) -> range:
    """Indexes into MIGRATIONS to apply to a database at ``version``."""
    if version > SCHEMA_VERSION:
        raise StorageError(f"{where} has schema version {version}, newer than this "
                           f"baloot-audio knows ({SCHEMA_VERSION}): upgrade the game")
    return range(version, SCHEMA_VERSION)


def encode(data: object) -> str:
    try:
        return json.dumps(data, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError) as error:
        raise StorageError(f"not JSON data: {error}") from None


def decode(text: str) -> Any:
    return json.loads(text)


def now() -> float:
    return time.time()


# The rules every backend follows; each backend reads what is stored and asks.

def check_new_table(table_id: str, stored: tuple[str, str] | None, seed: str, settings: str) -> bool:
    """True when the table must be inserted; False when the same one is stored."""
    if stored is None:
        return True
    if stored[0] != seed or decode(stored[1]) != decode(settings):
        raise StorageError(f"table {table_id} already exists with another seed or settings")
    return False


def check_table(table_id: str, stored: tuple[int, bool] | None, writing: bool = True) -> int:
    """The number of rounds dealt at a table that exists (and is not finished, when writing)."""
    if stored is None:
        raise StorageError(f"no table {table_id}")
    rounds, finished = stored
    if writing and finished:
        raise StorageError(f"table {table_id} is finished")
    return rounds


def check_next(what: str, count: int, index: int) -> bool:
    """True when ``index`` is the next one to store, False when it is stored already."""
    if not 0 <= index <= count:
        raise StorageError(f"{what} {index} leaves a gap ({count} stored)")
    return index == count


def check_round(table_id: str, stored: tuple[int, bool] | None, round_index: int) -> bool:
    """True when the round must be added."""
    return check_next(f"table {table_id}: round", check_table(table_id, stored), round_index)


def check_action(table_id: str, stored: tuple[int, bool] | None, round_index: int,
                 count: int, action_index: int) -> bool:
    """True when the action must be inserted, False when one is stored there (then
    the backend compares it with :func:`check_same_action`)."""
    rounds = check_table(table_id, stored)
    if not 0 <= round_index < rounds:
        raise StorageError(f"table {table_id}: round {round_index} was not dealt ({rounds} dealt)")
    return check_next(f"table {table_id} round {round_index}: action", count, action_index)


def check_same_action(table_id: str, round_index: int, action_index: int,
                      stored: str, action: str) -> None:
    if decode(stored) != decode(action):
        raise StorageError(f"table {table_id} round {round_index}: action {action_index} is "
                           f"already stored as {stored}, not {action}")


def stored_table(row: tuple, actions: Iterable[tuple[int, str]]) -> StoredTable:
    """A StoredTable from a ``TABLE_COLUMNS`` row and its (round, action) pairs in order."""
    table_id, seed, settings, rounds, finished, records, created_at, updated_at = row
    per_round: list[list[dict[str, Any]]] = [[] for _ in range(rounds)]
    for round_index, action in actions:
        per_round[round_index].append(decode(action))
    return StoredTable(table_id, seed, decode(settings), per_round, bool(finished),
                       decode(records), created_at, updated_at)


def group_actions(rows: Iterable[tuple[str, int, str]]) -> dict[str, list[tuple[int, str]]]:
    """(table_id, round, action) rows -> each table's (round, action) pairs, order kept."""
    out: dict[str, list[tuple[int, str]]] = {}
    for table_id, round_index, action in rows:
        out.setdefault(table_id, []).append((round_index, action))
    return out


def check_player(player_id: str, token_owner: str | None) -> None:
    if token_owner is not None and token_owner != player_id:
        raise StorageError("this token hash belongs to another player")


def redact(url: str) -> str:
    """A URL fit for a message: any password replaced by ***."""
    url = re.sub(r"(//[^/:@]*:)[^/@]*@", r"\1***@", url)
    return re.sub(r"([?&]password=)[^&]*", r"\1***", url)
