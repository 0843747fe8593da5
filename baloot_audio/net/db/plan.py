"""An operation written once for both databases: a plan is a generator of statements
(``?`` placeholders) that receives each one's :class:`Result` and returns the
operation's answer; :func:`run_sync` drives it on a SQLite connection and
:func:`run_async` on a PostgreSQL one, inside the caller's transaction. Stored JSON
goes through the backend's ``encode`` and comes back through its ``decode``."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from typing import Any, Callable, Generator, Optional, Protocol

Encode = Callable[[Any], str]          # a value to the JSON text stored
Decode = Callable[[str], Any]          # and back


@dataclass
class Result:
    rows: list[tuple]
    count: int


Plan = Generator[tuple[str, tuple], Result, Any]


class AsyncCursor(Protocol):
    """What a plan reads of a psycopg cursor."""

    @property
    def description(self) -> Optional[Any]: ...
    @property
    def rowcount(self) -> int: ...
    async def fetchall(self) -> list[Any]: ...


class AsyncConnection(Protocol):
    """What a plan asks of a psycopg async connection (psycopg itself is the server
    extra's: a SQLite server never imports it)."""

    async def execute(self, query: str, params: tuple) -> AsyncCursor: ...


def run_sync(conn: sqlite3.Connection, plan: Plan) -> Any:
    """A plan on a sqlite3 connection (its caller's transaction)."""
    result = None
    try:
        while True:
            statement, args = plan.send(result)    # type: ignore[arg-type]
            cur = conn.execute(statement, args)
            result = Result(cur.fetchall(), cur.rowcount)
    except StopIteration as done:
        return done.value


async def run_async(conn: AsyncConnection, plan: Plan) -> Any:
    """A plan on a psycopg async connection (its caller's transaction)."""
    result = None
    try:
        while True:
            statement, args = plan.send(result)    # type: ignore[arg-type]
            cur = await conn.execute(statement.replace("?", "%s"), args)
            rows = await cur.fetchall() if cur.description is not None else []
            result = Result(rows, cur.rowcount)
    except StopIteration as done:
        return done.value
