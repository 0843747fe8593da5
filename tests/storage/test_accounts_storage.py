"""Accounts, login tokens, blocks and reports on every backend (memory, SQLite,
PostgreSQL), and a database of the previous schema brought up to date."""
from __future__ import annotations

import sqlite3

from test_storage import durable_url, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.db.accounts import StoredReport
from baloot_audio.net.db.rules import MIGRATIONS, SCHEMA_VERSION


def test_an_account_its_name_key_and_its_one_use_tokens(store_url):
    async def body():
        async with opened(store_url) as store:
            assert await store.create_account("p1", "Ahmed", "ahmed", "HASH")
            assert not await store.create_account("p2", "AHMED", "ahmed", "OTHER")
            found = await store.find_account("ahmed")
            assert (found.player_id, found.name, found.password_hash, found.banned) == \
                ("p1", "Ahmed", "HASH", None)
            assert await store.account("p2") is None
            await store.add_login_token("p1", "t1")
            await store.add_login_token("p1", "laptop")
            assert (await store.use_login_token("t1", "t2")).player_id == "p1"
            assert await store.use_login_token("t1", "t3") is None     # good for one use
            assert (await store.use_login_token("t2", "t3")).player_id == "p1"
            await store.revoke_login_tokens("p1")                       # everywhere
            assert await store.use_login_token("t3", "t4") is None
            assert await store.use_login_token("laptop", "t4") is None
    run(body())


def test_bans_blocks_reports_and_deleting_an_account(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.create_account("p1", "ليلى", "ليلي", "H")
            assert await store.set_ban("p1", "spam") and not await store.set_ban("nobody", "x")
            assert (await store.account("p1")).banned == "spam"
            assert await store.set_ban("p1", None)
            assert (await store.account("p1")).banned is None
            await store.set_block("p1", "p9", True)
            await store.set_block("p1", "p9", True)
            await store.set_block("p1", "p8", True)
            await store.set_block("p1", "p8", False)
            assert await store.blocked_by("p1") == {"p9"}
            report = StoredReport("r1", "p1", "ليلى", "p9", "Spam", "t1", "insults",
                            '{"chat":["ليلى: سلام"]}', 5.0)
            await store.add_report(report)
            assert await store.reports() == [report]
            await store.add_login_token("p1", "tok")
            assert await store.delete_account("p1") and not await store.delete_account("p1")
            assert await store.use_login_token("tok", "x") is None
            assert await store.blocked_by("p1") == set()
            assert await store.find_account("ليلي") is None
            assert await store.reports() == [report]        # kept for the operator
    run(body())


def test_a_database_of_the_first_schema_is_brought_up_to_date(tmp_path):
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0]:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO players VALUES ('g1', 'h', 'Guest', 1, 1)")
    conn.commit()
    conn.close()

    async def body():
        async with opened(f"sqlite:///{path}") as store:
            assert await store.find_player("h") == ("g1", "Guest")
            assert await store.create_account("p1", "Ann", "ann", "H")
    run(body())
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
