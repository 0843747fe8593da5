"""Tournaments and their registrations on every backend (memory, SQLite, PostgreSQL),
and a database of the schema version before the tournaments' brought up to date
with nothing lost."""
from __future__ import annotations

from test_storage import SETTINGS, durable_url, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.db import postgres as storage_postgres, rules as storage_rules
from baloot_audio.net.db.tournaments import StoredEntry, TOURNAMENTS_SCHEMA

DATA = {"name": "كأس الخميس", "preset": "saudi", "state": "registering"}


def test_a_tournament_is_stored_registered_updated_and_finished(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.create_tournament("t1", "seed1", None, DATA, 1000.0)
            await store.create_tournament("t1", "seed1", None, DATA, 1000.0)     # once
            await store.create_tournament("t0", "seed0", "diwan-7", DATA, 500.0)
            await store.enter_tournament("t1", "sara", "Sara", None)
            await store.enter_tournament("t1", "omar", "Omar", "sara")
            await store.enter_tournament("t1", "sara", "Sara", "omar")    # keeps her place
            await store.enter_tournament("t1", "badr", "Badr", None)
            assert await store.leave_tournament("t1", "badr")
            assert not await store.leave_tournament("t1", "badr")
            loaded = await store.load_tournament("t1")
            assert loaded.seed == "seed1" and loaded.data == DATA and not loaded.finished
            assert loaded.entries == [StoredEntry("sara", "Sara", "omar"),
                                      StoredEntry("omar", "Omar", "sara")]
            assert [t.tournament_id for t in await store.open_tournaments()] == ["t0", "t1"]
            assert (await store.load_tournament("t0")).organiser == "diwan-7"
            await store.save_tournament("t1", {**DATA, "state": "round 1"})
            assert (await store.load_tournament("t1")).data["state"] == "round 1"
            await store.save_tournament("t0", DATA, finished=True)
            assert [t.tournament_id for t in await store.open_tournaments()] == ["t1"]
            assert await store.load_tournament("nope") is None
    run(body())


def test_the_version_before_the_tournaments_comes_up_to_date_with_nothing_lost(
        durable_url, monkeypatch):
    """Made by today's code at the schema before the tournaments' migration (the
    migrations from it held back), then opened by this one."""
    before = storage_rules.MIGRATIONS.index(TOURNAMENTS_SCHEMA)

    async def body():
        with monkeypatch.context() as m:
            for module in (storage_rules, storage_postgres):
                m.setattr(module, "SCHEMA_VERSION", before)
            async with opened(durable_url) as store:
                await store.create_table("t1", "seed", SETTINGS)
                await store.start_round("t1", 0)
                assert await store.create_account("sara", "Sara", "sara", "H")
        async with opened(durable_url) as store:
            assert (await store.load_table("t1")).settings == SETTINGS
            assert (await store.find_account("sara")) is not None
            await store.create_tournament("c1", "s", None, DATA, 1.0)
            await store.enter_tournament("c1", "sara", "Sara", None)
            assert (await store.load_tournament("c1")).entries == [StoredEntry("sara", "Sara")]
    run(body())
    assert storage_rules.SCHEMA_VERSION == len(storage_rules.MIGRATIONS)
