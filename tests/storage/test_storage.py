"""One suite for every storage backend: memory, SQLite (a file and :memory:), PostgreSQL.

``store_url`` gives a fresh, empty store's URL for each backend; the test
opens (and may reopen) it with ``open_storage`` in its own event loop. The
PostgreSQL backend runs against a real server started once for the session
(tests/postgres_server.py); each test gets its own schema in it. Without
PostgreSQL its tests skip, or FAIL under CI=true (see tests/conftest.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import postgres_server
from conftest import unavailable
from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.net.db.storage import StorageError, open_storage
from baloot_audio.table import Table
from schedulers import ImmediateScheduler

PERSISTENT = ["sqlite", "postgresql"]
_schemas = itertools.count()


@pytest.fixture(scope="session")
def postgres():
    try:
        server = postgres_server.start(postgres_server.NO_FSYNC)
    except postgres_server.PostgresUnavailable as error:
        unavailable(str(error))
    try:
        yield server
    finally:
        server.stop()


def fresh_schema(server: postgres_server.PostgresServer) -> str:
    """The URL of a new, empty schema on the server."""
    import psycopg

    name = f"test_{next(_schemas)}"
    with psycopg.connect(server.url(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return server.url(options=f"-csearch_path%3D{name}")


def url_for(backend: str, tmp_path, request) -> str:
    if backend == "memory":
        return "memory:"
    if backend == "sqlite-memory":
        return "sqlite:///:memory:"
    if backend == "sqlite":
        return f"sqlite:///{tmp_path / 'server.sqlite3'}"
    assert backend == "postgresql"
    return fresh_schema(request.getfixturevalue("postgres"))


@pytest.fixture(params=["memory", "sqlite-memory"] + PERSISTENT)
def store_url(request, tmp_path) -> str:
    return url_for(request.param, tmp_path, request)


@pytest.fixture(params=PERSISTENT)
def durable_url(request, tmp_path) -> str:
    """A store that outlives its process (reopen, crash tests)."""
    return url_for(request.param, tmp_path, request)


CHILD = Path(__file__).with_name("append_child.py")
ROOT = Path(__file__).resolve().parents[2]

SETTINGS = {"preset": "saudi", "options": {"target": 152}, "public": True, "invite": "QX7K",
            "seats": [{"name": "ليلى", "player": "p1"}, None, {"bot": "strong"}, None],
            "hold_seconds": 120}
PLAY = {"seat": 1, "kind": "play", "card": "AS"}


def run(coro):
    return asyncio.run(coro)


@contextlib.asynccontextmanager
async def opened(url: str):
    store = await open_storage(url)
    try:
        yield store
    finally:
        await store.close()


def act(n: int) -> dict:
    return {"seat": n % 4, "kind": "play", "card": f"c{n}"}


async def dealt(store, table_id: str = "t1", rounds: int = 1) -> None:
    await store.create_table(table_id, "seed-" + table_id, SETTINGS)
    for r in range(rounds):
        await store.start_round(table_id, r)


def test_round_trip(store_url):
    async def body():
        async with opened(store_url) as store:
            assert await store.load_table("t1") is None
            await dealt(store, rounds=2)
            await store.append_action("t1", 0, 0, {"seat": 0, "kind": "bid", "suit": "hokm"})
            await store.append_action("t1", 0, 1, PLAY)
            await store.append_action("t1", 1, 0, {"seat": 2, "kind": "pass", "locked": True})
            table = await store.load_table("t1")
            assert table.table_id == "t1" and table.seed == "seed-t1"
            assert table.settings == SETTINGS
            assert table.actions == [[{"seat": 0, "kind": "bid", "suit": "hokm"}, PLAY],
                                     [{"seat": 2, "kind": "pass", "locked": True}]]
            assert not table.finished and table.records == []
            assert table.created_at <= table.updated_at
    run(body())


@functools.lru_cache(maxsize=None)
def played_match() -> tuple[list, list]:
    """A whole match of basic bots at a real table: its actions and records."""
    bots = {seat: make_bot("basic") for seat in (1, 2, 3)}
    table = Table(rules_for("saudi", target=52), bots, ImmediateScheduler(), seed="storage-test",
                  bot_delay=0)
    human, rng = make_bot("basic"), random.Random(1)
    table.resume()
    while not table.match_over:
        if table.state is None or table.round_over:
            table.start_round()
        else:
            table.act(human.choose(table.view(), rng))
    return table.actions, table.records


def test_a_real_match_comes_back_as_played(store_url):
    """A real table's actions (action_data form) and records, stored as they happen."""
    actions, records = played_match()
    assert len(actions) > 1 and records

    async def body():
        async with opened(store_url) as store:
            await store.create_table("m", "storage-test", SETTINGS)
            for r, acts in enumerate(actions):
                await store.start_round("m", r)
                for i, a in enumerate(acts):
                    await store.append_action("m", r, i, a)
            assert (await store.load_table("m")).actions == actions
            await store.finish_table("m", records)
            table = await store.load_table("m")
            assert table.finished and table.records == records and table.actions == actions
    run(body())


def test_dealt_round_with_no_action_is_kept(store_url):
    async def body():
        async with opened(store_url) as store:
            await dealt(store, rounds=1)
            assert (await store.load_table("t1")).actions == [[]]
            await store.start_round("t1", 0)  # the same round again: nothing changes
            assert (await store.load_table("t1")).actions == [[]]
            with pytest.raises(StorageError, match="gap"):
                await store.start_round("t1", 2)
    run(body())


def test_append_is_idempotent_and_gaps_and_conflicts_raise(store_url):
    async def body():
        async with opened(store_url) as store:
            await dealt(store)
            await store.append_action("t1", 0, 0, act(0))
            await store.append_action("t1", 0, 1, act(1))
            await store.append_action("t1", 0, 0, dict(reversed(list(act(0).items()))))
            await store.append_action("t1", 0, 1, act(1))
            with pytest.raises(StorageError, match="gap"):
                await store.append_action("t1", 0, 3, act(3))
            with pytest.raises(StorageError, match="gap"):
                await store.append_action("t1", 0, -1, act(3))
            with pytest.raises(StorageError, match="already stored"):
                await store.append_action("t1", 0, 1, act(7))
            with pytest.raises(StorageError, match="not dealt"):
                await store.append_action("t1", 1, 0, act(0))
            with pytest.raises(StorageError, match="no table"):
                await store.append_action("nope", 0, 0, act(0))
            assert (await store.load_table("t1")).actions == [[act(0), act(1)]]
    run(body())


def test_create_is_idempotent_and_refuses_another_table_under_the_same_id(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.create_table("t1", "s", SETTINGS)
            await store.create_table("t1", "s", dict(SETTINGS))
            with pytest.raises(StorageError, match="already exists"):
                await store.create_table("t1", "other seed", SETTINGS)
            with pytest.raises(StorageError, match="JSON"):
                await store.create_table("t2", "s", {"bad": object()})
            assert await store.load_table("t2") is None
    run(body())


def test_settings_update_and_finish(store_url):
    records = [{"round": 1, "scores": [26, 0], "seed": "seed-t1", "note": "بلوت"}]

    async def body():
        async with opened(store_url) as store:
            await dealt(store, "t1")
            await dealt(store, "t2")
            await dealt(store, "t3")
            await store.update_settings("t2", {**SETTINGS, "public": False})
            await store.append_action("t1", 0, 0, PLAY)
            await store.finish_table("t1", records)
            assert [t.table_id for t in await store.unfinished_tables()] == ["t2", "t3"]
            t1 = await store.load_table("t1")
            assert t1.finished and t1.records == records and t1.actions == [[PLAY]]
            assert (await store.load_table("t2")).settings["public"] is False
            with pytest.raises(StorageError, match="finished"):
                await store.append_action("t1", 0, 1, PLAY)
            with pytest.raises(StorageError, match="finished"):
                await store.start_round("t1", 1)
            with pytest.raises(StorageError, match="no table"):
                await store.update_settings("nope", SETTINGS)
            with pytest.raises(StorageError, match="no table"):
                await store.finish_table("nope", [])
    run(body())


def test_unfinished_tables_come_whole_and_oldest_first(store_url):
    async def body():
        async with opened(store_url) as store:
            for n in (3, 1, 2):
                await dealt(store, f"t{n}", rounds=n)
                await store.append_action(f"t{n}", n - 1, 0, act(n))
            tables = await store.unfinished_tables()
            assert [t.table_id for t in tables] == ["t3", "t1", "t2"]
            assert [t.actions for t in tables] == [[[], [], [act(3)]], [[act(1)]], [[], [act(2)]]]
            assert all(t.settings == SETTINGS and t.seed == "seed-" + t.table_id for t in tables)
    run(body())


def test_players(store_url):
    async def body():
        async with opened(store_url) as store:
            assert await store.find_player("h1") is None
            await store.save_player("p1", "h1", "Layla")
            await store.save_player("p2", "h2", "عبد الله")
            assert await store.find_player("h1") == ("p1", "Layla")
            assert await store.find_player("h2") == ("p2", "عبد الله")
            await store.save_player("p1", "h3", "Layla B")  # a new token and name
            assert await store.find_player("h1") is None
            assert await store.find_player("h3") == ("p1", "Layla B")
            with pytest.raises(StorageError, match="another player"):
                await store.save_player("p3", "h2", "thief")
            assert await store.find_player("h2") == ("p2", "عبد الله")
    run(body())


def test_concurrent_tables(store_url):
    """Twenty tables appending at once (as the server's tasks do) each keep their own actions."""
    async def body():
        async with opened(store_url) as store:
            async def play(n: int) -> None:
                await dealt(store, f"t{n}", rounds=2)
                for r in range(2):
                    for i in range(8):
                        await store.append_action(f"t{n}", r, i, {**act(i), "table": n})
            await asyncio.gather(*(play(n) for n in range(20)))
            tables = {t.table_id: t for t in await store.unfinished_tables()}
            assert len(tables) == 20
            for n in range(20):
                want = [{**act(i), "table": n} for i in range(8)]
                assert tables[f"t{n}"].actions == [want, want]
    run(body())


def test_reopen_after_close(durable_url):
    async def body():
        store = await open_storage(durable_url)
        await dealt(store, rounds=1)
        await store.append_action("t1", 0, 0, {"seat": 0, "kind": "play", "card": "KH", "نص": "حكم"})
        await store.save_player("p1", "h1", "نورة")
        await store.close()
        with pytest.raises(StorageError, match="closed"):
            await store.load_table("t1")
        async with opened(durable_url) as store:  # the schema is there: no migration again
            table = await store.load_table("t1")
            assert table.actions == [[{"seat": 0, "kind": "play", "card": "KH", "نص": "حكم"}]]
            assert table.settings == SETTINGS
            assert await store.find_player("h1") == ("p1", "نورة")
    run(body())


def test_kill_loses_nothing_acknowledged(durable_url):
    """A child process appends as fast as it can and is SIGKILLed; every action it
    was told was stored is there, and what is stored has no gap."""
    proc = subprocess.Popen([sys.executable, str(CHILD), durable_url], stdout=subprocess.PIPE,
                            text=True, cwd=ROOT)
    acked = -1
    try:
        for line in proc.stdout:
            acked = int(line)
            if acked >= 150:
                break
        os.kill(proc.pid, signal.SIGKILL)
        for line in proc.stdout:  # acknowledged before the kill landed
            acked = int(line)
    finally:
        proc.kill()
        proc.wait()
    assert acked >= 150, "the child stopped early"

    async def body():
        async with opened(durable_url) as store:
            table = await store.load_table("crash")
            stored = [a for acts in table.actions for a in acts]
            assert len(stored) >= acked + 1
            assert stored == [act(n) for n in range(len(stored))]
    run(body())


def test_bad_urls():
    async def body():
        for url in ("mysql://x/y", "nonsense", "sqlite://relative.db", "sqlite:///",
                    "sqlite:///tmp/x.db?journal=off", "sqlite:///tmp/x.db?synchronous=off"):
            with pytest.raises(StorageError, match="URL"):
                await open_storage(url)
    run(body())


def set_schema_version(url: str, version: int) -> None:
    """What a newer baloot-audio would leave behind."""
    if url.startswith("sqlite:"):
        import sqlite3

        with contextlib.closing(sqlite3.connect(url[len("sqlite://"):])) as conn:
            conn.execute(f"PRAGMA user_version = {version}")
    else:
        import psycopg

        with psycopg.connect(url, autocommit=True) as conn:
            conn.execute("UPDATE schema_version SET version = %s", (version,))


def test_newer_schema_is_refused(durable_url):
    async def body():
        async with opened(durable_url) as store:
            await store.create_table("t1", "s", {})
        set_schema_version(durable_url, 999)
        with pytest.raises(StorageError, match="newer"):
            await open_storage(durable_url)
    run(body())


def test_two_writers_on_one_table(durable_url):
    """Two stores on one database (as two server processes would be) write the same
    actions to one table at once: each write is checked under the table's lock."""
    async def body():
        async with opened(durable_url) as one, opened(durable_url) as two:
            await asyncio.gather(one.create_table("t1", "s", SETTINGS),
                                 two.create_table("t1", "s", SETTINGS))
            await asyncio.gather(one.start_round("t1", 0), two.start_round("t1", 0))

            async def write(store) -> None:
                for i in range(30):
                    await store.append_action("t1", 0, i, act(i))
            await asyncio.gather(write(one), write(two))
            assert (await two.load_table("t1")).actions == [[act(i) for i in range(30)]]
    run(body())


def test_postgres_not_there_is_a_storage_error(tmp_path):
    async def body():
        with pytest.raises(StorageError, match="cannot connect to PostgreSQL"):
            await open_storage(f"postgresql://nobody@/db?host={tmp_path}")
        with pytest.raises(StorageError, match=r"\*\*\*") as caught:
            await open_storage(f"postgres://user:secret@/db?host={tmp_path}")
        assert "secret" not in str(caught.value)
        with pytest.raises(StorageError) as caught:
            await open_storage(f"postgresql:///db?host={tmp_path}&password=secret&user=u")
        assert "secret" not in str(caught.value) and "password=***" in str(caught.value)
    run(body())


def test_postgres_connections_dropped_under_the_store(postgres):
    """The server drops every connection (as a restart does): the next writes go on."""
    import psycopg

    url = fresh_schema(postgres)

    async def body():
        async with opened(url) as store:
            await dealt(store)
            await store.append_action("t1", 0, 0, act(0))
            with psycopg.connect(postgres.url(), autocommit=True) as conn:
                killed = conn.execute("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                      "WHERE pid <> pg_backend_pid() AND "
                                      "backend_type = 'client backend'").fetchone()[0]
            assert killed >= 1
            await store.append_action("t1", 0, 1, act(1))
            assert (await store.load_table("t1")).actions == [[act(0), act(1)]]
    run(body())


def test_locked_sqlite_is_a_storage_error(tmp_path, monkeypatch):
    import sqlite3

    from baloot_audio.net.db import sqlite as storage_sqlite

    monkeypatch.setattr(storage_sqlite, "BUSY_TIMEOUT_MS", 50)
    path = tmp_path / "locked.sqlite3"
    url = f"sqlite:///{path}"

    async def body():
        store = await open_storage(url)
        other = sqlite3.connect(path, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")  # another connection writing, as another process would
            with pytest.raises(StorageError, match="locked"):
                await store.create_table("t1", "s", {})
            other.execute("ROLLBACK")
            await store.create_table("t1", "s", {})
        finally:
            other.close()
            await store.close()
    run(body())


@pytest.mark.parametrize("option, level", [("", 1), ("?synchronous=full", 2),
                                           ("?synchronous=normal", 1)])
def test_sqlite_synchronous_option(tmp_path, option, level):
    async def body():
        async with opened(f"sqlite:///{tmp_path}/s.sqlite3{option}") as store:
            read = lambda: store._conn.execute("PRAGMA synchronous").fetchone()[0]  # noqa: E731
            assert await store._run(read) == level
            assert await store._run(lambda: store._conn.execute("PRAGMA journal_mode")
                                    .fetchone()[0]) == "wal"
    run(body())


def test_default_url_is_the_data_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("BALOOT_AUDIO_DATA", str(tmp_path / "data"))

    async def body():
        store = await open_storage()
        await store.create_table("t1", "s", {})
        await store.close()
    run(body())
    assert (tmp_path / "data" / "server.sqlite3").exists()


def test_one_server_at_a_time_serves_a_sqlite_file(tmp_path):
    """A server claims the tables of its SQLite file: a second one on the same
    file is refused by name (both would restore and play the same tables), and
    the file is free again once the first closes."""
    url = f"sqlite:///{tmp_path}/s.sqlite3"

    async def body():
        first, second = await open_storage(url), await open_storage(url)
        await first.claim()
        await first.claim()                      # twice is once
        with pytest.raises(StorageError, match="another baloot-audio server uses .*s.sqlite3"):
            await second.claim()
        await second.create_table("t1", "s", {})  # reading and writing stay possible
        await first.close()
        await second.claim()
        await second.close()
        memory = await open_storage("memory:")
        await memory.claim()
    run(body())


def test_one_server_at_a_time_serves_a_postgresql_schema(request):
    """The claim is an advisory lock per schema: a second store on the same
    schema is refused by name, another schema is free, and closing lets it go."""
    url, other = fresh_schema(request.getfixturevalue("postgres")), \
        fresh_schema(request.getfixturevalue("postgres"))

    async def body():
        first, second, elsewhere = (await open_storage(url), await open_storage(url),
                                    await open_storage(other))
        await first.claim()
        await first.claim()                      # twice is once
        with pytest.raises(StorageError, match="another baloot-audio server uses PostgreSQL"):
            await second.claim()
        await elsewhere.claim()
        await second.create_table("t1", "s", {})  # writing stays possible
        await first.close()
        await second.claim()
        for store in (second, elsewhere):
            await store.close()
    run(body())


def test_serve_says_what_is_wrong_with_its_database(tmp_path):
    """No traceback: an unknown URL and a database another server holds are one line each."""
    serve = [sys.executable, "-m", "baloot_audio", "serve", "--port", "0"]
    bad = subprocess.run([*serve, "--db", "bogus://x"], capture_output=True, text=True,
                         cwd=ROOT, timeout=60)
    assert bad.returncode == 1 and "unknown storage URL" in bad.stderr
    assert "Traceback" not in bad.stderr
    url = f"sqlite:///{tmp_path}/s.sqlite3"
    first = subprocess.Popen([*serve, "--db", url], stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert "listening on" in first.stdout.readline()
        second = subprocess.run([*serve, "--db", url], capture_output=True, text=True,
                                cwd=ROOT, timeout=60)
        assert second.returncode == 1 and "another baloot-audio server uses" in second.stderr
        assert "Traceback" not in second.stderr
    finally:
        first.terminate()
        first.wait(10)


def test_finished_tables_are_archived_then_deleted(store_url):
    """Housekeeping (issue 24): a finished table keeps its records and loses its
    actions; a table finished with no round dealt goes at once; past the retention
    an archived table goes; an unfinished one is never touched."""
    records = [{"round": 1, "seed": "s"}]

    async def body():
        async with opened(store_url) as store:
            await dealt(store, "played", rounds=2)
            await store.append_action("played", 1, 0, act(0))
            await store.finish_table("played", records)
            await store.create_table("abandoned", "seed", SETTINGS)
            await store.finish_table("abandoned", [])
            await dealt(store, "open")
            await store.append_action("open", 0, 0, act(0))
            later = (await store.load_table("played")).updated_at + 1
            assert await store.prune(later - 3600, None) == (0, 0)     # not finished long ago
            assert await store.prune(later, None) == (2, 1)
            kept = await store.load_table("played")
            assert kept.finished and kept.records == records and kept.actions == [[], []]
            assert await store.load_table("abandoned") is None
            assert (await store.load_table("open")).actions == [[act(0)]]
            assert await store.prune(later, later - 3600) == (0, 0)    # within the retention
            assert await store.prune(later, later) == (0, 1)
            assert await store.load_table("played") is None
            assert [t.table_id for t in await store.unfinished_tables()] == ["open"]
    run(body())


def test_pruning_goes_in_batches(durable_url):
    from baloot_audio.net.db.rules import PRUNE_BATCH

    async def body():
        async with opened(durable_url) as store:
            for n in range(PRUNE_BATCH + 5):
                await dealt(store, f"t{n}")
                await store.append_action(f"t{n}", 0, 0, act(0))
                await store.finish_table(f"t{n}", [])
            assert await store.prune(10 ** 12, None) == (PRUNE_BATCH + 5, 0)
            assert await store.prune(10 ** 12, 10 ** 12) == (0, PRUNE_BATCH + 5)
    run(body())


def test_guests_not_seen_within_the_retention_are_forgotten(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.save_player("g1", "h1", "Ann")
            await store.save_player("g2", "h2", "Badr")
            await asyncio.sleep(0.05)
            between = time.time()
            await asyncio.sleep(0.05)
            await store.save_player("g2", "h2", "Badr")          # seen again (a hello)
            assert await store.forget_guests(between - 3600) == 0
            assert await store.forget_guests(between) == 1
            assert await store.find_player("h1") is None
            assert await store.find_player("h2") == ("g2", "Badr")
    run(body())


def test_a_database_of_the_accounts_schema_gets_the_archive(tmp_path):
    """A database made by the release before housekeeping (version 2: the first
    schema and the accounts) is brought to version 3: its finished table is
    archived like any other and its accounts stay."""
    import sqlite3

    from baloot_audio.net.db.rules import MIGRATIONS, SCHEMA_VERSION
    path = tmp_path / "accounts.sqlite3"
    conn = sqlite3.connect(path)
    for statement in MIGRATIONS[0] + MIGRATIONS[1]:
        conn.execute(statement)
    conn.execute("PRAGMA user_version = 2")
    conn.execute("INSERT INTO game_tables VALUES ('old', 's', '{}', 1, TRUE, '[{\"round\": 1}]',"
                 " 1, 1)")
    conn.execute("""INSERT INTO game_actions VALUES ('old', 0, 0, '{"seat": 0}')""")
    conn.commit()
    conn.close()

    async def body():
        async with opened(f"sqlite:///{path}") as store:
            assert await store.create_account("p1", "Ann", "ann", "H")
            assert await store.prune(10, None) == (1, 0)
            old = await store.load_table("old")
            assert old.records == [{"round": 1}] and old.actions == [[]]
            assert (await store.find_account("ann")).player_id == "p1"
    run(body())
    assert SCHEMA_VERSION >= 3       # and every later migration ran after it
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the lock is on the file on Linux")
@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_the_claim_follows_the_real_file(tmp_path, link):
    """A second server reaching the same database through a link is refused: the
    lock is on the file, not on the name it was given."""
    real = tmp_path / "real" / "s.sqlite3"
    other = tmp_path / "other"
    other.mkdir()

    async def body():
        first = await open_storage(f"sqlite:///{real}")
        await first.claim()
        (other / "s.sqlite3").symlink_to(real) if link == "symbolic" else \
            os.link(real, other / "s.sqlite3")
        with pytest.raises(StorageError, match="another baloot-audio server uses"):
            await open_storage(f"sqlite:///{other / 's.sqlite3'}", claim=True)
        await first.create_table("t1", "s", {})      # SQLite's own locks were not let go
        await first.close()
        second = await open_storage(f"sqlite:///{other / 's.sqlite3'}", claim=True)
        assert (await second.load_table("t1")).seed == "s"
        await second.close()
    run(body())


def test_a_read_only_postgresql_is_said_as_such(request):
    """A standby, or a database made read-only, refuses writes with its own SQLSTATE:
    the error says read-only, not a bare driver message."""
    url = fresh_schema(request.getfixturevalue("postgres"))
    read_only = url + "%20-cdefault_transaction_read_only%3Don"

    async def body():
        async with opened(url) as store:         # the schema made first
            await store.create_table("t1", "s", {})
        async with opened(read_only) as store:
            with pytest.raises(StorageError, match="read-only"):
                await store.create_table("t2", "s", {})
            assert (await store.load_table("t1")).seed == "s"
    run(body())
