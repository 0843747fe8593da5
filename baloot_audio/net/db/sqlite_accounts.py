"""SQLiteStorage's accounts, login tokens, blocks and reports (the statements are
accounts.py's; each call is one transaction on the storage's thread)."""

from __future__ import annotations

import sqlite3
from dataclasses import astuple
from typing import Any, Awaitable, Callable, TypeVar

from . import accounts as sql
from .accounts import UNSPECIFIED, Account, StoredReport, account
from .rules import now
from .standing import FORGET

T = TypeVar("T")


class SQLiteAccounts:
    """SQLiteStorage's part (it gives ``_write`` and ``_read``)."""

    _write: Callable[..., Awaitable[Any]]
    _read: Callable[..., Awaitable[Any]]

    async def create_account(self, player_id: str, name: str, name_key: str,
                             password_hash: str, form: str = UNSPECIFIED) -> bool:
        def work(conn: sqlite3.Connection) -> bool:
            t = now()
            made = conn.execute(sql.INSERT_ACCOUNT, (player_id, name, name_key, password_hash,
                                                     t, t)).rowcount == 1
            if made and form != UNSPECIFIED:
                conn.execute(sql.SET_FORM, (form, t, player_id))
            return made
        return await self._write(work)

    async def set_form(self, player_id: str, form: str) -> bool:
        return await self._write(lambda conn: conn.execute(
            sql.SET_FORM, (form, now(), player_id)).rowcount == 1)

    async def find_account(self, name_key: str) -> Account | None:
        return await self._read(lambda conn: account(
            conn.execute(sql.ACCOUNT_BY_KEY, (name_key,)).fetchone()))

    async def account(self, player_id: str) -> Account | None:
        return await self._read(lambda conn: account(
            conn.execute(sql.ACCOUNT_BY_ID, (player_id,)).fetchone()))

    async def name_keys(self) -> list[tuple[str, str, str]]:
        return await self._read(lambda conn: [tuple(row) for row in conn.execute(
            sql.NAME_KEYS)])

    async def set_name_key(self, player_id: str, name_key: str) -> bool:
        return await self._write(lambda conn: conn.execute(
            sql.SET_NAME_KEY, (name_key, player_id, name_key)).rowcount == 1)

    async def add_login_token(self, player_id: str, token_hash: str,
                              at: float | None = None) -> None:
        made = now() if at is None else at
        await self._write(lambda conn: conn.execute(sql.INSERT_TOKEN,
                                                    (token_hash, player_id, made)))

    async def use_login_token(self, token_hash: str, new_hash: str, at: float | None = None,
                              since: float | None = None) -> Account | None:
        def work(conn: sqlite3.Connection) -> Account | None:
            found = account(conn.execute(sql.ACCOUNT_BY_TOKEN, (token_hash,)).fetchone())
            made = conn.execute(sql.TOKEN_AT, (token_hash,)).fetchone()
            conn.execute(sql.DELETE_TOKEN, (token_hash,))
            if found is None or (since is not None and made[0] < since):
                return None
            conn.execute(sql.INSERT_TOKEN, (new_hash, found.player_id,
                                            now() if at is None else at))
            return found
        return await self._write(work)

    async def forget_login_tokens(self, before: float) -> int:
        return await self._write(lambda conn: conn.execute(
            sql.DELETE_OLD_TOKENS, (before,)).rowcount)

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

    async def add_report(self, report: StoredReport) -> bool:
        return await self._write(lambda conn: conn.execute(
            sql.INSERT_REPORT, astuple(report)).rowcount == 1)

    async def close_report(self, report_id: str) -> bool:
        return await self._write(lambda conn: conn.execute(
            sql.DELETE_REPORT, (report_id,)).rowcount == 1)

    async def forget_reports(self, before: float) -> int:
        return await self._write(lambda conn: conn.execute(
            sql.DELETE_OLD_REPORTS, (before,)).rowcount)

    async def reports(self) -> list[StoredReport]:
        return await self._read(lambda conn: [StoredReport(*row) for row in conn.execute(
            sql.REPORTS)])
