"""The deployed storage: PostgreSQL through psycopg 3 (async) and a connection pool.

Several processes may write one database (only the one that claimed it, see
:meth:`PostgresStorage.claim`, serves its tables): every write to a table
first locks that table's row (``SELECT ... FOR UPDATE``), so the gap and
conflict checks hold whoever writes; reads see one snapshot (REPEATABLE
READ); the schema migration takes an advisory lock, so processes starting
together migrate once. A commit returns once PostgreSQL has it in its
write-ahead log on disk (its default ``synchronous_commit=on``).
"""

from __future__ import annotations

import contextlib
from typing import Any, Awaitable, Callable, TypeVar

import psycopg
from psycopg_pool import AsyncConnectionPool, PoolTimeout

from .rules import (
    MIGRATIONS, PRUNE_BATCH, SCHEMA_VERSION, TABLE_COLUMNS, StorageError, StorageFull,
    StoredTable, check_action, check_new_table, check_player, check_round, check_same_action,
    check_table, claimed, decode, encode, group_actions, now, pending_migrations, redact,
    stored_table,
)

from .diwans import DiwanStorage, settle_match
from .postgres_accounts import PostgresAccounts
from .postgres_friends import PostgresFriends
from .plan import Plan, run_async
from .standing import FinishedMatch, StandingStorage
from .tournaments import SQLTournaments

T = TypeVar("T")
Conn = psycopg.AsyncConnection
MIGRATION_LOCK = 0x6261_6C6F  # pg_advisory_xact_lock key: "balo"
CLAIM_LOCK = 0x6261_6C74      # pg_try_advisory_lock key, with the schema's hash: "balt"
CONNECT_TIMEOUT = 10  # seconds, for a connection and for a free one from the pool
DISK_FULL, READ_ONLY = "53100", "25006"     # SQLSTATEs: disk_full, read_only_sql_transaction

# The usual append in one statement (one round trip): it inserts only when the
# table is open with the round dealt (its row locked), the action before is
# stored and this index is free, all of which stay true once seen. It inserts
# nothing when it cannot be sure (its snapshot may predate a write it waited
# for): then append_action's transaction decides, and says why.
FAST_APPEND = """
    WITH open_table AS (
        UPDATE game_tables SET updated_at = %(now)s
        WHERE table_id = %(table)s AND NOT finished AND rounds > %(round)s
        RETURNING table_id)
    INSERT INTO game_actions (table_id, round_index, action_index, action)
    SELECT table_id, %(round)s, %(index)s, %(action)s FROM open_table
    WHERE %(index)s = 0 OR EXISTS (
        SELECT 1 FROM game_actions WHERE table_id = %(table)s AND round_index = %(round)s
        AND action_index = %(index)s - 1)
    ON CONFLICT DO NOTHING"""


class PostgresStorage(PostgresAccounts, StandingStorage, PostgresFriends, DiwanStorage,
                      SQLTournaments):
    def __init__(self, url: str, pool: AsyncConnectionPool) -> None:
        self.url = url
        self.where = f"PostgreSQL {redact(url)}"
        self._pool: AsyncConnectionPool | None = pool
        self._claim: Conn | None = None   # holds the claim's lock while this process serves

    @classmethod
    async def open(cls, url: str, pool_size: int = 10) -> "PostgresStorage":
        where = f"PostgreSQL {redact(url)}"
        try:  # one connection first: a clear error at once when the server is not there
            conn = await psycopg.AsyncConnection.connect(url, connect_timeout=CONNECT_TIMEOUT)
        except psycopg.Error as error:
            raise StorageError(f"cannot connect to {where}: {error}") from None
        try:
            await migrate(conn, where)
        except psycopg.Error as error:
            if error.sqlstate == READ_ONLY:
                raise StorageError(f"{where} is read-only: cannot set up the schema: "
                                   f"{error}") from None
            raise StorageError(f"{where}: cannot set up the schema: {error}") from None
        finally:
            await conn.close()
        pool = AsyncConnectionPool(url, min_size=1, max_size=pool_size, open=False,
                                   timeout=CONNECT_TIMEOUT, kwargs={"connect_timeout": CONNECT_TIMEOUT,
                                                                     "autocommit": True})
        try:
            await pool.open(wait=True, timeout=CONNECT_TIMEOUT)
        except psycopg.Error as error:
            await pool.close()
            raise StorageError(f"cannot connect to {where}: {error}") from None
        return cls(url, pool)

    async def _transaction(self, work: Callable[[Conn], Awaitable[T]], write: bool = True,
                           single: bool = False) -> T:
        """``work`` in one transaction (``single``: one statement, committed alone).
        A broken connection (the server restarted, a proxy dropped it) is retried
        once on a fresh one: every write here is idempotent, so a retry after a
        commit that did land changes nothing."""
        for attempt in (1, 2):
            if self._pool is None:
                raise StorageError("the storage is closed")
            try:
                async with self._pool.connection() as conn:
                    if single:
                        return await work(conn)
                    async with conn.transaction():
                        if not write:
                            await conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE "
                                               "READ, READ ONLY")
                        return await work(conn)
            except PoolTimeout as error:
                raise StorageError(f"{self.where}: no connection within "
                                   f"{CONNECT_TIMEOUT} s: {error}") from None
            except psycopg.Error as error:
                if error.sqlstate == DISK_FULL:
                    raise StorageFull(f"{self.where}: the disk is full ({error}); the tables "
                                      "wait until there is room") from None
                if error.sqlstate == READ_ONLY:
                    raise StorageError(f"{self.where} is read-only (a standby, or "
                                       f"default_transaction_read_only): {error}") from None
                if not isinstance(error, psycopg.OperationalError):
                    raise StorageError(f"{self.where}: {error}") from None
                if attempt == 2:
                    raise StorageError(f"{self.where} is unreachable: {error}") from None
        raise AssertionError("unreachable")

    async def _read(self, work: Callable[[Conn], Awaitable[T]]) -> T:
        return await self._transaction(work, write=False)

    @staticmethod
    async def _lock(conn: Conn, table_id: str) -> tuple[int, bool] | None:
        """The table's (rounds, finished), its row locked until the transaction ends."""
        cur = await conn.execute("SELECT rounds, finished FROM game_tables WHERE table_id = %s "
                                 "FOR UPDATE", (table_id,))
        return await cur.fetchone()

    async def create_table(self, table_id: str, seed: str, settings: dict[str, Any]) -> None:
        text = encode(settings)

        async def work(conn: Conn) -> None:
            t = now()
            cur = await conn.execute(
                "INSERT INTO game_tables (table_id, seed, settings, created_at, updated_at) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (table_id) DO NOTHING",
                (table_id, seed, text, t, t))
            if cur.rowcount == 0:  # there already: the same table, or a conflict
                cur = await conn.execute("SELECT seed, settings FROM game_tables "
                                         "WHERE table_id = %s", (table_id,))
                check_new_table(table_id, await cur.fetchone(), seed, text)
        await self._transaction(work)

    async def update_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        text = encode(settings)

        async def work(conn: Conn) -> None:
            check_table(table_id, await self._lock(conn, table_id), writing=False)
            await conn.execute("UPDATE game_tables SET settings = %s, updated_at = %s "
                               "WHERE table_id = %s", (text, now(), table_id))
        await self._transaction(work)

    async def start_round(self, table_id: str, round_index: int) -> None:
        async def work(conn: Conn) -> None:
            if check_round(table_id, await self._lock(conn, table_id), round_index):
                await conn.execute("UPDATE game_tables SET rounds = rounds + 1, updated_at = %s "
                                   "WHERE table_id = %s", (now(), table_id))
        await self._transaction(work)

    async def append_action(self, table_id: str, round_index: int, action_index: int,
                            action: dict[str, Any]) -> None:
        text = encode(action)

        async def fast(conn: Conn) -> bool:
            cur = await conn.execute(FAST_APPEND, {"table": table_id, "round": round_index,
                                                   "index": action_index, "action": text,
                                                   "now": now()})
            return cur.rowcount == 1

        if await self._transaction(fast, single=True):
            return

        async def work(conn: Conn) -> None:
            state = await self._lock(conn, table_id)
            # Counted after the lock, in a statement of its own: one statement's
            # snapshot is taken before it waits for the lock (read committed).
            cur = await conn.execute("SELECT count(*) FROM game_actions WHERE table_id = %s "
                                     "AND round_index = %s", (table_id, round_index))
            count = (await one(cur))[0]
            if check_action(table_id, state, round_index, count, action_index):
                await conn.execute("WITH added AS (INSERT INTO game_actions (table_id, "
                                   "round_index, action_index, action) VALUES (%s, %s, %s, %s)) "
                                   "UPDATE game_tables SET updated_at = %s WHERE table_id = %s",
                                   (table_id, round_index, action_index, text, now(), table_id))
            else:
                cur = await conn.execute("SELECT action FROM game_actions WHERE table_id = %s "
                                         "AND round_index = %s AND action_index = %s",
                                         (table_id, round_index, action_index))
                stored = (await one(cur))[0]
                check_same_action(table_id, round_index, action_index, stored, text)
        await self._transaction(work)

    async def finish_table(self, table_id: str, records: list[dict[str, Any]],
                           match: FinishedMatch | None = None) -> None:
        text = encode(records)

        async def work(conn: Conn) -> None:
            check_table(table_id, await self._lock(conn, table_id), writing=False)
            await conn.execute("UPDATE game_tables SET finished = TRUE, records = %s, "
                               "updated_at = %s WHERE table_id = %s", (text, now(), table_id))
            if match is not None:
                await run_async(conn, settle_match(match, encode, decode))
        await self._transaction(work)

    async def _plan_read(self, plan: Plan) -> Any:
        return await self._read(lambda conn: run_async(conn, plan))

    async def _plan_write(self, plan: Plan) -> Any:
        return await self._transaction(lambda conn: run_async(conn, plan))

    async def load_table(self, table_id: str) -> StoredTable | None:
        async def work(conn: Conn) -> StoredTable | None:
            cur = await conn.execute(f"SELECT {TABLE_COLUMNS} FROM game_tables "
                                     "WHERE table_id = %s", (table_id,))
            row = await cur.fetchone()
            if row is None:
                return None
            cur = await conn.execute("SELECT round_index, action FROM game_actions WHERE "
                                     "table_id = %s ORDER BY round_index, action_index",
                                     (table_id,))
            return stored_table(row, await cur.fetchall())
        return await self._read(work)

    async def unfinished_tables(self) -> list[StoredTable]:
        async def work(conn: Conn) -> list[StoredTable]:
            cur = await conn.execute(f"SELECT {TABLE_COLUMNS} FROM game_tables WHERE NOT finished "
                                     "ORDER BY created_at, table_id")
            rows = await cur.fetchall()
            cur = await conn.execute(
                "SELECT a.table_id, a.round_index, a.action FROM game_actions a JOIN game_tables t "
                "USING (table_id) WHERE NOT t.finished "
                "ORDER BY a.table_id, a.round_index, a.action_index")
            actions = group_actions(await cur.fetchall())
            return [stored_table(row, actions.get(row[0], ())) for row in rows]
        return await self._read(work)

    async def save_player(self, player_id: str, token_hash: str, name: str) -> None:
        async def work(conn: Conn) -> None:
            cur = await conn.execute("SELECT player_id FROM players WHERE token_hash = %s",
                                     (token_hash,))
            owner = await cur.fetchone()
            check_player(player_id, owner[0] if owner else None)
            t = now()
            await conn.execute(
                "INSERT INTO players (player_id, token_hash, name, created_at, updated_at) "
                "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (player_id) DO UPDATE SET "
                "token_hash = excluded.token_hash, name = excluded.name, "
                "updated_at = excluded.updated_at", (player_id, token_hash, name, t, t))
        await self._transaction(work)

    async def find_player(self, token_hash: str) -> tuple[str, str] | None:
        async def work(conn: Conn) -> tuple[str, str] | None:
            cur = await conn.execute("SELECT player_id, name FROM players WHERE token_hash = %s",
                                     (token_hash,))
            row = await cur.fetchone()
            return row and (row[0], row[1])
        return await self._read(work)

    async def prune(self, archive_before: float, delete_before: float | None) -> tuple[int, int]:
        async def archive(conn: Conn) -> int:
            cur = await conn.execute(
                "WITH picked AS (SELECT table_id FROM game_tables WHERE finished AND NOT archived "
                "AND updated_at < %s LIMIT %s FOR UPDATE SKIP LOCKED), "
                "gone AS (DELETE FROM game_actions WHERE table_id IN (SELECT table_id FROM picked)) "
                "UPDATE game_tables SET archived = TRUE WHERE table_id IN "
                "(SELECT table_id FROM picked)", (archive_before, PRUNE_BATCH))
            return cur.rowcount

        async def delete(conn: Conn) -> int:
            cur = await conn.execute(
                "DELETE FROM game_tables WHERE table_id IN (SELECT table_id FROM game_tables "
                "WHERE archived AND (rounds = 0 OR updated_at < %s) LIMIT %s "
                "FOR UPDATE SKIP LOCKED)",
                (-1.0 if delete_before is None else delete_before, PRUNE_BATCH))
            return cur.rowcount

        return await self._batches(archive), await self._batches(delete)

    async def forget_guests(self, before: float) -> int:
        async def forget(conn: Conn) -> int:
            cur = await conn.execute(
                "DELETE FROM players WHERE player_id IN (SELECT player_id FROM players "
                "WHERE updated_at < %s LIMIT %s FOR UPDATE SKIP LOCKED)", (before, PRUNE_BATCH))
            return cur.rowcount
        return await self._batches(forget)

    async def _batches(self, work: Callable[[Conn], Awaitable[int]]) -> int:
        """``work`` (one batch a transaction, returning its size) until a batch is not full."""
        done, count = 0, PRUNE_BATCH
        while count == PRUNE_BATCH:
            count = await self._transaction(work)
            done += count
        return done

    async def claim(self) -> None:
        """A session advisory lock on (CLAIM_LOCK, this schema), held on a
        connection of its own until :meth:`close`; PostgreSQL lets it go when
        the process dies. Several processes may still write one database (see
        the module's docstring), but only one restores and plays its tables."""
        if self._claim is not None:
            return
        try:
            conn = await psycopg.AsyncConnection.connect(self.url, autocommit=True,
                                                         connect_timeout=CONNECT_TIMEOUT)
        except psycopg.Error as error:
            raise StorageError(f"cannot connect to {self.where}: {error}") from None
        try:
            cur = await conn.execute("SELECT pg_try_advisory_lock(%s, hashtext(current_schema()))",
                                     (CLAIM_LOCK,))
            row = await cur.fetchone()
        except psycopg.Error as error:
            await conn.close()
            raise StorageError(f"{self.where}: {error}") from None
        if not (row and row[0]):
            await conn.close()
            raise claimed(self.where)
        self._claim = conn

    async def close(self) -> None:
        claim, self._claim = self._claim, None
        if claim is not None:
            # let go before closing: the server ends a closed session's backend (and its
            # locks) a moment later, so a process started at once would find it claimed
            with contextlib.suppress(psycopg.Error):
                await claim.execute("SELECT pg_advisory_unlock(%s, hashtext(current_schema()))",
                                    (CLAIM_LOCK,))
            await claim.close()
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()


async def one(cur: psycopg.AsyncCursor[Any]) -> tuple[Any, ...]:
    """The row a statement always returns (a count, a row just locked)."""
    row = await cur.fetchone()
    assert row is not None
    return row


async def migrate(conn: Conn, where: str) -> None:
    """Bring the schema to SCHEMA_VERSION (one process at a time: an advisory lock);
    a schema already there is only read (so a read-only database opens)."""
    async with conn.transaction():
        cur = await conn.execute("SELECT to_regclass('schema_version') IS NOT NULL")
        if (await one(cur))[0]:
            cur = await conn.execute("SELECT version FROM schema_version")
            row = await cur.fetchone()
            if row is not None and not pending_migrations(row[0], where):
                return
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))
        await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
        cur = await conn.execute("SELECT version FROM schema_version")
        row = await cur.fetchone()
        if row is None:
            await conn.execute("INSERT INTO schema_version (version) VALUES (0)")
        for step in pending_migrations(row[0] if row else 0, where):
            for statement in MIGRATIONS[step]:
                await conn.execute(statement)
        await conn.execute("UPDATE schema_version SET version = %s", (SCHEMA_VERSION,))
