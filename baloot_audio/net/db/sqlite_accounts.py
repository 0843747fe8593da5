"""SQLiteStorage's accounts, login tokens, blocks and reports (the statements are
accounts.py's; each call is one transaction on the storage's thread)."""

from __future__ import annotations

import sqlite3
from dataclasses import astuple
from typing import Any, Awaitable, Callable, TypeVar

from . import accounts as sql
from .accounts import Account, StoredReport, account
from .rules import now
from .standing import FORGET

T = TypeVar("T")


class SQLiteAccounts:
    """SQLiteStorage's part (it gives ``_write`` and ``_read``)."""

    _write: Callable[..., Awaitable[Any]]
    _read: Callable[..., Awaitable[Any]]

    async def create_account(self, player_id: str, name: str, name_key: str,
                             password_hash: str) -> bool:
        def work(conn: sqlite3.Connection) -> bool:
            t = now()
            return conn.execute(sql.INSERT_ACCOUNT, (player_id, name, name_key, password_hash,
                                                     t, t)).rowcount == 1
        return await self._write(work)

    async def find_account(self, name_key: str) -> Account | None:
        return await self._read(lambda conn: account(
            conn.execute(sql.ACCOUNT_BY_KEY, (name_key,)).fetchone()))

    async def account(self, player_id: str) -> Account | None:
        return await self._read(lambda conn: account(
            conn.execute(sql.ACCOUNT_BY_ID, (player_id,)).fetchone()))

    async def add_login_token(self, player_id: str, token_hash: str) -> None:
        await self._write(lambda conn: conn.execute(sql.INSERT_TOKEN,
                                                    (token_hash, player_id, now())))

    async def use_login_token(self, token_hash: str, new_hash: str) -> Account | None:
        def work(conn: sqlite3.Connection) -> Account | None:
            found = account(conn.execute(sql.ACCOUNT_BY_TOKEN, (token_hash,)).fetchone())
            if found is not None:
                conn.execute(sql.DELETE_TOKEN, (token_hash,))
                conn.execute(sql.INSERT_TOKEN, (new_hash, found.player_id, now()))
            return found
        return await self._write(work)

    async def revoke_login_tokens(self, player_id: str) -> None:
        await self._write(lambda conn: conn.execute(sql.DELETE_TOKENS, (player_id,)))

    async def set_ban(self, player_id: str, reason: str | None) -> bool:
        return await self._write(lambda conn: conn.execute(
            sql.SET_BAN, (reason, now(), player_id)).rowcount == 1)

    async def delete_account(self, player_id: str) -> bool:
        def work(conn: sqlite3.Connection) -> bool:
            conn.execute(sql.DELETE_TOKENS, (player_id,))
            conn.execute(sql.DELETE_BLOCKS, (player_id, player_id))
            for statement in FORGET:
                conn.execute(statement, (player_id,))
            return conn.execute(sql.DELETE_ACCOUNT, (player_id,)).rowcount == 1
        return await self._write(work)

    async def set_block(self, player_id: str, blocked_id: str, on: bool) -> None:
        args = (player_id, blocked_id, now()) if on else (player_id, blocked_id)
        await self._write(lambda conn: conn.execute(
            sql.INSERT_BLOCK if on else sql.DELETE_BLOCK, args))

    async def blocked_by(self, player_id: str) -> set[str]:
        return await self._read(lambda conn: {row[0] for row in conn.execute(
            sql.BLOCKED_BY, (player_id,))})

    async def add_report(self, report: StoredReport) -> None:
        await self._write(lambda conn: conn.execute(sql.INSERT_REPORT, astuple(report)))

    async def reports(self) -> list[StoredReport]:
        return await self._read(lambda conn: [StoredReport(*row) for row in conn.execute(
            sql.REPORTS)])
