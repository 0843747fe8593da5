"""PostgresStorage's accounts, login tokens, blocks and reports (the statements are
accounts.py's, with PostgreSQL's placeholders; each call is one
transaction, a token's use locks its row so it is good for one use)."""

from __future__ import annotations

from dataclasses import astuple
from typing import Any, Awaitable, Callable

import psycopg

from . import accounts as sql
from .accounts import UNSPECIFIED, Account, StoredReport, account
from .rules import now
from .standing import FORGET

Conn = psycopg.AsyncConnection


def pg(statement: str) -> str:
    return statement.replace("?", "%s")


async def one(conn: Conn, statement: str, args: tuple) -> Any:
    cur = await conn.execute(pg(statement), args)
    return await cur.fetchone()


async def count(conn: Conn, statement: str, args: tuple) -> int:
    return (await conn.execute(pg(statement), args)).rowcount


class PostgresAccounts:
    """PostgresStorage's part (it gives ``_transaction`` and ``_read``)."""

    _transaction: Callable[..., Awaitable[Any]]
    _read: Callable[..., Awaitable[Any]]

    async def create_account(self, player_id: str, name: str, name_key: str,
                             password_hash: str, form: str = UNSPECIFIED) -> bool:
        async def work(conn: Conn) -> bool:
            t = now()
            made = await count(conn, sql.INSERT_ACCOUNT,
                               (player_id, name, name_key, password_hash, t, t)) == 1
            if made and form != UNSPECIFIED:
                await count(conn, sql.SET_FORM, (form, t, player_id))
            return made
        return await self._transaction(work)

    async def set_form(self, player_id: str, form: str) -> bool:
        return await self._transaction(lambda conn: count(
            conn, sql.SET_FORM, (form, now(), player_id))) == 1

    async def find_account(self, name_key: str) -> Account | None:
        return account(await self._read(lambda conn: one(conn, sql.ACCOUNT_BY_KEY,
                                                         (name_key,))))

    async def account(self, player_id: str) -> Account | None:
        return account(await self._read(lambda conn: one(conn, sql.ACCOUNT_BY_ID,
                                                         (player_id,))))

    async def name_keys(self) -> list[tuple[str, str, str]]:
        async def work(conn: Conn) -> list[tuple[str, str, str]]:
            cur = await conn.execute(pg(sql.NAME_KEYS))
            return [tuple(row) for row in await cur.fetchall()]
        return await self._read(work)

    async def set_name_key(self, player_id: str, name_key: str) -> bool:
        return await self._transaction(lambda conn: count(
            conn, sql.SET_NAME_KEY, (name_key, player_id, name_key))) == 1

    async def add_login_token(self, player_id: str, token_hash: str,
                              at: float | None = None) -> None:
        made = now() if at is None else at
        await self._transaction(lambda conn: count(conn, sql.INSERT_TOKEN,
                                                   (token_hash, player_id, made)))

    async def use_login_token(self, token_hash: str, new_hash: str, at: float | None = None,
                              since: float | None = None) -> Account | None:
        async def work(conn: Conn) -> Account | None:
            # the token's row goes first: of two uses at once, the second finds it gone
            row = await one(conn, "DELETE FROM login_tokens WHERE token_hash = ? "
                            "RETURNING player_id, created_at", (token_hash,))
            if row is None or (since is not None and row[1] < since):
                return None
            await count(conn, sql.INSERT_TOKEN, (new_hash, row[0],
                                                 now() if at is None else at))
            return account(await one(conn, sql.ACCOUNT_BY_ID, (row[0],)))
        return await self._transaction(work)

    async def forget_login_tokens(self, before: float) -> int:
        return await self._transaction(lambda conn: count(conn, sql.DELETE_OLD_TOKENS,
                                                          (before,)))

    async def revoke_login_tokens(self, player_id: str) -> None:
        await self._transaction(lambda conn: count(conn, sql.DELETE_TOKENS, (player_id,)))

    async def set_ban(self, player_id: str, reason: str | None) -> bool:
        return await self._transaction(lambda conn: count(
            conn, sql.SET_BAN, (reason, now(), player_id))) == 1

    async def delete_account(self, player_id: str) -> bool:
        async def work(conn: Conn) -> bool:
            await count(conn, sql.DELETE_TOKENS, (player_id,))
            await count(conn, sql.DELETE_BLOCKS, (player_id, player_id))
            for statement in FORGET:
                await count(conn, statement, (player_id,))
            return await count(conn, sql.DELETE_ACCOUNT, (player_id,)) == 1
        return await self._transaction(work)

    async def set_block(self, player_id: str, blocked_id: str, on: bool) -> None:
        args = (player_id, blocked_id, now()) if on else (player_id, blocked_id)
        await self._transaction(lambda conn: count(
            conn, sql.INSERT_BLOCK if on else sql.DELETE_BLOCK, args))

    async def blocked_by(self, player_id: str) -> set[str]:
        async def work(conn: Conn) -> set[str]:
            cur = await conn.execute(pg(sql.BLOCKED_BY), (player_id,))
            return {row[0] for row in await cur.fetchall()}
        return await self._read(work)

    async def add_report(self, report: StoredReport) -> bool:
        return await self._transaction(lambda conn: count(
            conn, sql.INSERT_REPORT, astuple(report))) == 1

    async def close_report(self, report_id: str) -> bool:
        return await self._transaction(lambda conn: count(
            conn, sql.DELETE_REPORT, (report_id,))) == 1

    async def forget_reports(self, before: float) -> int:
        return await self._transaction(lambda conn: count(conn, sql.DELETE_OLD_REPORTS,
                                                          (before,)))

    async def reports(self) -> list[StoredReport]:
        async def work(conn: Conn) -> list[StoredReport]:
            cur = await conn.execute(pg(sql.REPORTS))
            return [StoredReport(*row) for row in await cur.fetchall()]
        return await self._read(work)
