"""Accounts, login tokens, blocks and reports on every backend (memory, SQLite,
PostgreSQL), and a database of the previous schema brought up to date."""
from __future__ import annotations

import sqlite3

from test_storage import durable_url, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.db import accounts
from baloot_audio.net.db.accounts import StoredReport
from baloot_audio.net.db.rules import MIGRATIONS, SCHEMA_VERSION
from baloot_audio.net.wire import names


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


def test_a_login_token_made_before_its_lifetime_is_refused_and_forgotten(store_url):
    """Tokens carry the server's clock (passed in): one made before ``since`` no
    longer logs in (and is gone), a renewed one is good from its use; housekeeping
    deletes the ones made before a time, and says how many."""
    async def body():
        async with opened(store_url) as store:
            assert await store.create_account("p1", "Ahmed", "ahmed", "HASH")
            await store.add_login_token("p1", "old", at=1000.0)
            await store.add_login_token("p1", "kept", at=5000.0)
            assert await store.use_login_token("old", "new", at=6000.0, since=2000.0) is None
            assert await store.use_login_token("old", "new", at=6000.0) is None     # gone
            renewed = await store.use_login_token("kept", "again", at=6000.0, since=2000.0)
            assert renewed.player_id == "p1"
            await store.add_login_token("p1", "stale", at=3000.0)
            assert await store.forget_login_tokens(5500.0) == 1
            assert await store.use_login_token("stale", "x") is None
            assert (await store.use_login_token("again", "y", at=7000.0,
                                                since=5999.0)).player_id == "p1"
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
            assert await store.add_report(report)
            assert not await store.add_report(StoredReport("r1", "p1", "ليلى", "p9", "Spam",
                                                           None, "again", "{}", 6.0))
            assert await store.reports() == [report]          # one open report of an id
            later = StoredReport("r2", "p1", "ليلى", "p7", "Other", None, "", "{}", 50.0)
            assert await store.add_report(later)
            assert await store.close_report("r2") and not await store.close_report("r2")
            assert await store.add_report(later)               # closed: it may come again
            await store.add_login_token("p1", "tok")
            assert await store.delete_account("p1") and not await store.delete_account("p1")
            assert await store.use_login_token("tok", "x") is None
            assert await store.blocked_by("p1") == set()
            assert await store.find_account("ليلي") is None
            assert await store.reports() == [report, later]   # kept for the operator
            assert await store.forget_reports(10.0) == 1        # past the retention
            assert await store.reports() == [later]
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


def test_an_account_keeps_its_form_of_address(store_url):
    """Chosen at registration, changed later, unspecified unless chosen (issue 41)."""
    async def body():
        async with opened(store_url) as store:
            assert await store.create_account("p1", "Noura", "noura", "H", "feminine")
            assert await store.create_account("p2", "Badr", "badr", "H")
            assert (await store.find_account("noura")).form == "feminine"
            assert (await store.account("p2")).form == "unspecified"
            assert await store.set_form("p2", "masculine")
            assert not await store.set_form("nobody", "feminine")
            await store.add_login_token("p2", "t1")
            assert (await store.use_login_token("t1", "t2")).form == "masculine"
            assert await store.set_form("p2", "unspecified")
            assert (await store.account("p2")).form == "unspecified"
    run(body())


def test_a_database_before_forms_of_address_gives_every_account_unspecified(tmp_path):
    """Schema 7 (the release before forms): its accounts come up unspecified; a form
    the game does not know, read from disk, is unspecified too."""
    path = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(path)
    for migration in MIGRATIONS[:7]:
        for statement in migration:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 7")
    conn.execute("INSERT INTO accounts VALUES ('p1', 'Ann', 'ann', 'H', NULL, 1, 1, FALSE)")
    conn.commit()
    conn.close()

    async def body():
        async with opened(f"sqlite:///{path}") as store:
            assert (await store.account("p1")).form == "unspecified"
            assert await store.set_form("p1", "feminine")
            assert (await store.find_account("ann")).form == "feminine"
    run(body())
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    conn.execute("UPDATE accounts SET form = 'plural' WHERE player_id = 'p1'")
    conn.commit()
    conn.close()

    async def again():
        async with opened(f"sqlite:///{path}") as store:
            assert (await store.account("p1")).form == "unspecified"
    run(again())


def test_the_storage_keeps_the_forms_the_wire_sends():
    """The storage sits below the wire, so each names the forms of address: one list."""
    assert accounts.FORMS == names.FORMS and accounts.UNSPECIFIED == names.UNSPECIFIED


def test_accounts_stored_under_an_older_folding_are_found_by_todays(store_url):
    """A server started on a database whose name keys an older folding made (here
    "Ali" kept as "ali", before i and l were one letter) rekeys them, so the
    account is found by its name; a key another account already has is left
    and logged (that account keeps logging in by its token)."""
    from baloot_audio.net.accounts.identity import Accounts
    from baloot_audio.net.wire.names import name_key

    async def body():
        async with opened(store_url) as store:
            assert await store.create_account("p1", "Ali", "ali", "H")
            assert await store.create_account("p2", "Bill", "bill", "H")
            assert await store.create_account("p3", "Bili", "bili", "H")    # folds to Bill
            assert await store.create_account("p4", "Sara", name_key("Sara"), "H")
            assert await Accounts(store, False).rekey() == 2
            assert (await store.find_account(name_key("Ali"))).player_id == "p1"
            assert (await store.find_account(name_key("Bill"))).player_id == "p2"
            assert (await store.find_account("bili")).player_id == "p3"      # left as it was
            assert await Accounts(store, False).rekey() == 0                  # once
    run(body())
