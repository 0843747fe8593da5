"""The embedded storage: one SQLite file in WAL mode, written by one thread.

Every call runs on this storage's own thread (one connection, in order), so
the event loop only hands work over and never waits on the disk. Each write
is one ``BEGIN IMMEDIATE`` ... ``COMMIT`` transaction. ``synchronous=NORMAL``
in WAL mode: a commit is in the WAL file (the operating system's cache) when
it returns, so killing the process loses nothing acknowledged; a power cut
may lose the last commits (docs/storage.md says why this is the default;
``sqlite:///PATH?synchronous=full`` adds an fsync to every commit).
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Callable, TypeVar

from .rules import (
    MIGRATIONS, PRUNE_BATCH, TABLE_COLUMNS, StorageError, StorageFull, StoredTable, check_action,
    check_new_table, claimed, check_player, check_round, check_same_action, check_table, decode,
    encode, group_actions, now, pending_migrations, stored_table,
)

from .diwans import DiwanStorage, settle_match
from .sqlite_accounts import SQLiteAccounts
from .sqlite_friends import SQLiteFriends
from .plan import Plan, run_sync
from .standing import FinishedMatch, StandingStorage
from .tournaments import SQLTournaments

T = TypeVar("T")
BUSY_TIMEOUT_MS = 5000
# SQLite's primary result codes (sqlite3.Error.sqlite_errorcode & 0xFF)
SQLITE_BUSY, SQLITE_LOCKED, SQLITE_READONLY, SQLITE_IOERR, SQLITE_FULL, SQLITE_CANTOPEN = \
    5, 6, 8, 10, 13, 14


def unwritable(path: str) -> str:
    """Why this process cannot write the database at ``path`` (and its journal
    files beside it), in words: a read-only file system or no permission; "" when
    it can."""
    folder = os.path.dirname(path) or "."
    try:
        if os.statvfs(folder).f_flag & os.ST_RDONLY:
            return f"{folder} is on a read-only file system"
    except (AttributeError, OSError):     # no statvfs (Windows), or no such folder
        pass
    for kind, target in (("folder", folder), ("file", path)):
        if os.path.exists(target) and not os.access(target, os.W_OK):
            return f"the {kind} {target} is read-only for this user"
    return ""


class SQLiteStorage(SQLiteAccounts, StandingStorage, SQLiteFriends, DiwanStorage,
                    SQLTournaments):
    def __init__(self, path: str, synchronous: str = "NORMAL") -> None:
        self.path = path
        self.synchronous = synchronous
        self._conn: sqlite3.Connection | None = None
        self._claim: Any = None   # the open lock file while this process serves the tables
        self._executor: ThreadPoolExecutor | None = ThreadPoolExecutor(
            1, thread_name_prefix="baloot-sqlite")

    @classmethod
    async def open(cls, path: str, synchronous: str = "NORMAL",
                   claim: bool = False) -> "SQLiteStorage":
        store = cls(path, synchronous)
        try:
            if claim:
                await store.claim()
            await store._run(store._connect)
        except BaseException:
            await store.close()
            raise
        return store

    # -- on the storage's thread

    def _connect(self) -> None:
        if self.path != ":memory:":
            try:
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise StorageError(f"cannot create the folder of {self.path}: {error}") from None
            why = unwritable(self.path)
            if why:
                raise StorageError(f"SQLite {self.path} cannot be written: {why}")
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._conn = conn
        conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if mode.lower() not in ("wal", "memory"):
            raise StorageError(f"SQLite {self.path} cannot use WAL mode (journal mode {mode})")
        conn.execute(f"PRAGMA synchronous = {self.synchronous}")
        conn.execute("PRAGMA foreign_keys = ON")
        self._transaction(self._migrate)

    def _migrate(self, conn: sqlite3.Connection) -> None:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        for step in pending_migrations(version, f"SQLite {self.path}"):
            for statement in MIGRATIONS[step]:
                conn.execute(statement)
            conn.execute(f"PRAGMA user_version = {step + 1}")

    def _transaction(self, work: Callable[..., T], *args: object, write: bool = True) -> T:
        conn = self._conn
        assert conn is not None
        conn.execute("BEGIN IMMEDIATE" if write else "BEGIN")
        try:
            result = work(conn, *args)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        return result

    # -- from the event loop

    async def _run(self, work: Callable[..., T], *args: object) -> T:
        if self._executor is None:
            raise StorageError("the storage is closed")
        loop = asyncio.get_running_loop()
        try:
            return await loop.run_in_executor(self._executor, work, *args)
        except sqlite3.Error as error:
            raise self._problem(error) from None

    def _problem(self, error: sqlite3.Error) -> StorageError:
        """A StorageError that says what went wrong, in words an operator can act on."""
        code = getattr(error, "sqlite_errorcode", 0) & 0xFF
        where = f"SQLite {self.path}"
        if code in (SQLITE_BUSY, SQLITE_LOCKED) or "locked" in str(error):
            return StorageError(f"{where} is locked by another process "
                                f"(waited {BUSY_TIMEOUT_MS / 1000:g} s): {error}")
        if code == SQLITE_FULL or "disk is full" in str(error):
            return StorageFull(f"{where}: the disk is full ({error}); the tables wait "
                               "until there is room")
        text = str(error)        # Python 3.10 has no sqlite_errorcode: its words, then
        if (code in (SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_IOERR) or "readonly" in text
                or "unable to open" in text) and self.path != ":memory:":
            why = unwritable(self.path)
            if why:
                return StorageError(f"{where} cannot be written: {why} ({error})")
        return StorageError(f"{where}: {error}")

    async def _write(self, work: Callable[..., T], *args: object) -> T:
        return await self._run(self._transaction, work, *args)

    async def _read(self, work: Callable[..., T], *args: object) -> T:
        return await self._run(lambda: self._transaction(work, *args, write=False))

    @staticmethod
    def _state(conn: sqlite3.Connection, table_id: str) -> tuple[int, bool] | None:
        row = conn.execute("SELECT rounds, finished FROM game_tables WHERE table_id = ?",
                           (table_id,)).fetchone()
        return row and (row[0], bool(row[1]))

    @staticmethod
    def _touch(conn: sqlite3.Connection, table_id: str) -> None:
        conn.execute("UPDATE game_tables SET updated_at = ? WHERE table_id = ?", (now(), table_id))

    async def create_table(self, table_id: str, seed: str, settings: dict[str, Any]) -> None:
        text = encode(settings)

        def work(conn: sqlite3.Connection) -> None:
            old = conn.execute("SELECT seed, settings FROM game_tables WHERE table_id = ?",
                               (table_id,)).fetchone()
            if check_new_table(table_id, old, seed, text):
                t = now()
                conn.execute("INSERT INTO game_tables (table_id, seed, settings, created_at, "
                             "updated_at) VALUES (?, ?, ?, ?, ?)", (table_id, seed, text, t, t))
        await self._write(work)

    async def update_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        text = encode(settings)

        def work(conn: sqlite3.Connection) -> None:
            check_table(table_id, self._state(conn, table_id), writing=False)
            conn.execute("UPDATE game_tables SET settings = ?, updated_at = ? WHERE table_id = ?",
                         (text, now(), table_id))
        await self._write(work)

    async def start_round(self, table_id: str, round_index: int) -> None:
        def work(conn: sqlite3.Connection) -> None:
            if check_round(table_id, self._state(conn, table_id), round_index):
                conn.execute("UPDATE game_tables SET rounds = rounds + 1, updated_at = ? "
                             "WHERE table_id = ?", (now(), table_id))
        await self._write(work)

    async def append_action(self, table_id: str, round_index: int, action_index: int,
                            action: dict[str, Any]) -> None:
        text = encode(action)

        def work(conn: sqlite3.Connection) -> None:
            count = conn.execute("SELECT count(*) FROM game_actions WHERE table_id = ? AND "
                                 "round_index = ?", (table_id, round_index)).fetchone()[0]
            if check_action(table_id, self._state(conn, table_id), round_index, count,
                            action_index):
                conn.execute("INSERT INTO game_actions (table_id, round_index, action_index, "
                             "action) VALUES (?, ?, ?, ?)",
                             (table_id, round_index, action_index, text))
                self._touch(conn, table_id)
            else:
                stored = conn.execute("SELECT action FROM game_actions WHERE table_id = ? AND "
                                      "round_index = ? AND action_index = ?",
                                      (table_id, round_index, action_index)).fetchone()[0]
                check_same_action(table_id, round_index, action_index, stored, text)
        await self._write(work)

    async def finish_table(self, table_id: str, records: list[dict[str, Any]],
                           match: FinishedMatch | None = None) -> None:
        text = encode(records)

        def work(conn: sqlite3.Connection) -> None:
            check_table(table_id, self._state(conn, table_id), writing=False)
            conn.execute("UPDATE game_tables SET finished = TRUE, records = ?, updated_at = ? "
                         "WHERE table_id = ?", (text, now(), table_id))
            if match is not None:
                run_sync(conn, settle_match(match, encode, decode))
        await self._write(work)

    async def _plan_read(self, plan: Plan) -> Any:
        return await self._read(lambda conn: run_sync(conn, plan))

    async def _plan_write(self, plan: Plan) -> Any:
        return await self._write(lambda conn: run_sync(conn, plan))

    async def load_table(self, table_id: str) -> StoredTable | None:
        def work(conn: sqlite3.Connection) -> StoredTable | None:
            row = conn.execute(f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE table_id = ?",
                               (table_id,)).fetchone()
            if row is None:
                return None
            actions = conn.execute("SELECT round_index, action FROM game_actions WHERE "
                                   "table_id = ? ORDER BY round_index, action_index", (table_id,))
            return stored_table(row, actions)
        return await self._read(work)

    async def unfinished_tables(self) -> list[StoredTable]:
        def work(conn: sqlite3.Connection) -> list[StoredTable]:
            rows = conn.execute(f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE NOT finished "
                                "ORDER BY created_at, table_id").fetchall()
            actions = group_actions(conn.execute(
                "SELECT a.table_id, a.round_index, a.action FROM game_actions a JOIN game_tables t "
                "USING (table_id) WHERE NOT t.finished "
                "ORDER BY a.table_id, a.round_index, a.action_index"))
            return [stored_table(row, actions.get(row[0], ())) for row in rows]
        return await self._read(work)

    async def save_player(self, player_id: str, token_hash: str, name: str) -> None:
        def work(conn: sqlite3.Connection) -> None:
            owner = conn.execute("SELECT player_id FROM players WHERE token_hash = ?",
                                 (token_hash,)).fetchone()
            check_player(player_id, owner and owner[0])
            t = now()
            conn.execute("INSERT INTO players (player_id, token_hash, name, created_at, updated_at) "
                         "VALUES (?, ?, ?, ?, ?) ON CONFLICT (player_id) DO UPDATE SET "
                         "token_hash = excluded.token_hash, name = excluded.name, "
                         "updated_at = excluded.updated_at", (player_id, token_hash, name, t, t))
        await self._write(work)

    async def find_player(self, token_hash: str) -> tuple[str, str] | None:
        def work(conn: sqlite3.Connection) -> tuple[str, str] | None:
            row = conn.execute("SELECT player_id, name FROM players WHERE token_hash = ?",
                               (token_hash,)).fetchone()
            return row and (row[0], row[1])
        return await self._read(work)

    async def prune(self, archive_before: float, delete_before: float | None) -> tuple[int, int]:
        def archive(conn: sqlite3.Connection) -> int:
            ids = [row[0] for row in conn.execute(
                "SELECT table_id FROM game_tables WHERE finished AND NOT archived "
                "AND updated_at < ? LIMIT ?", (archive_before, PRUNE_BATCH))]
            marks = ",".join("?" * len(ids))
            conn.execute(f"DELETE FROM game_actions WHERE table_id IN ({marks})", ids)
            conn.execute(f"UPDATE game_tables SET archived = TRUE WHERE table_id IN ({marks})",
                         ids)
            return len(ids)

        def delete(conn: sqlite3.Connection) -> int:
            return conn.execute(
                "DELETE FROM game_tables WHERE table_id IN (SELECT table_id FROM game_tables "
                "WHERE archived AND (rounds = 0 OR updated_at < ?) LIMIT ?)",
                (-1.0 if delete_before is None else delete_before, PRUNE_BATCH)).rowcount
        return await self._batches(archive), await self._batches(delete)

    async def forget_guests(self, before: float) -> int:
        def forget(conn: sqlite3.Connection) -> int:
            return conn.execute(
                "DELETE FROM players WHERE player_id IN (SELECT player_id FROM players "
                "WHERE updated_at < ? LIMIT ?)", (before, PRUNE_BATCH)).rowcount
        return await self._batches(forget)

    async def _batches(self, work: Callable[[sqlite3.Connection], int]) -> int:
        """``work`` (one batch, returning its size) again until a batch is not full."""
        done = 0
        while True:
            count = await self._write(work)
            done += count
            if count < PRUNE_BATCH:
                return done

    async def claim(self) -> None:
        """An exclusive lock held until :meth:`close` (the operating system lets it
        go if the process dies), on the database file itself on Linux, so that a
        symbolic or a hard link to it is the same database; elsewhere on
        ``REALPATH.lock`` (symbolic links followed)."""
        if self.path == ":memory:" or self._claim is not None:
            return
        real = os.path.realpath(self.path)
        # Linux's flock never meets the byte-range locks SQLite takes on the file;
        # on BSD and macOS the two kinds may meet, hence the lock file there
        on_file = sys.platform.startswith("linux")
        try:
            Path(real).parent.mkdir(parents=True, exist_ok=True)
            lock = open(real if on_file else real + ".lock", "a+b")   # the file made if new
        except OSError as error:
            why = unwritable(real)
            raise StorageError(f"SQLite {self.path} cannot be written: "
                               f"{why or error}") from None
        try:
            if sys.platform == "win32":
                import msvcrt

                msvcrt.locking(lock.fileno(), msvcrt.LK_NBLCK, 1)
            else:
                import fcntl

                fcntl.flock(lock.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            lock.close()
            raise claimed(self.path) from None
        self._claim = lock

    async def close(self) -> None:
        executor, self._executor = self._executor, None
        conn = self._conn
        if executor is not None and conn is not None:
            await asyncio.get_running_loop().run_in_executor(executor, conn.close)
        if executor is not None:
            executor.shutdown(wait=True)
        # after the connection: closing a descriptor of the database file lets go
        # of every lock this process holds on it, SQLite's own included
        claim, self._claim = self._claim, None
        if claim is not None:
            claim.close()
