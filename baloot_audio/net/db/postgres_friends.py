"""PostgresStorage's friends and private messages: friends.py's SQLFriends
over PostgreSQL (each call one transaction; a new message holds its pair's
advisory lock, so two at once do not take one number)."""

from __future__ import annotations

from typing import Any, Awaitable, Callable, Optional

import psycopg

from .friends import SQLFriends
from .postgres_accounts import pg

Conn = psycopg.AsyncConnection


async def _run(conn: Conn, statement: str, args: tuple) -> Any:
    cur = await conn.execute(pg(statement), args)
    return cur.rowcount if cur.description is None else await cur.fetchall()


class PostgresFriends(SQLFriends):
    """PostgresStorage's part (it gives ``_transaction`` and ``_read``)."""

    _transaction: Callable[..., Awaitable[Any]]
    _read: Callable[..., Awaitable[Any]]

    async def _rows(self, statement: str, args: tuple) -> list[tuple]:
        async def work(conn: Conn) -> list[tuple]:
            return await (await conn.execute(pg(statement), args)).fetchall()
        return await self._read(work)

    async def _steps(self, steps: list[tuple[str, tuple]],
                     lock: Optional[str] = None) -> list[Any]:
        async def work(conn: Conn) -> list[Any]:
            if lock is not None:
                await conn.execute("SELECT pg_advisory_xact_lock(hashtext(%s))", (lock,))
            return [await _run(conn, s, a) for s, a in steps]
        return await self._transaction(work)
