"""SQLiteStorage's friends and private messages: friends.py's SQLFriends
over SQLite (each call one transaction on the storage's thread; a write's
``BEGIN IMMEDIATE`` already keeps one writer at a time)."""

from __future__ import annotations

import sqlite3
from typing import Any, Awaitable, Callable, Optional

from .friends import SQLFriends


def _run(conn: sqlite3.Connection, statement: str, args: tuple) -> Any:
    cur = conn.execute(statement, args)
    return cur.rowcount if cur.description is None else cur.fetchall()


class SQLiteFriends(SQLFriends):
    """SQLiteStorage's part (it gives ``_write`` and ``_read``)."""

    _write: Callable[..., Awaitable[Any]]
    _read: Callable[..., Awaitable[Any]]

    async def _rows(self, statement: str, args: tuple) -> list[tuple]:
        return await self._read(lambda conn: conn.execute(statement, args).fetchall())

    async def _steps(self, steps: list[tuple[str, tuple]],
                     lock: Optional[str] = None) -> list[Any]:
        return await self._write(lambda conn: [_run(conn, s, a) for s, a in steps])
