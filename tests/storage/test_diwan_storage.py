"""Diwans on every backend (memory, SQLite, PostgreSQL): creation, joining by
invitation, roles and bans, the chat kept and paged, the statistics and the
leaderboard of the matches at a diwan's tables; and a database of schema version
5 (the release before diwans) brought up to date with nothing lost."""
from __future__ import annotations

import dataclasses

import sqlite3

from test_storage import (  # noqa: F401
    SETTINGS, durable_url, fresh_schema, opened, postgres, run, store_url,
)
from test_standing_storage import finished, settled

from baloot_audio.net.db import postgres as storage_postgres, rules as storage_rules
from baloot_audio.net.db.diwans import DIWAN_MIGRATION
from baloot_audio.net.db.rules import MIGRATIONS, SCHEMA_VERSION
from baloot_audio.net.db.diwans import StoredDiwan, DiwanMember
from baloot_audio.net.db.friends import StoredPerson
from baloot_audio.net.db.standing import MatchSeat


def majlis(creator: str = "ann", open_: bool = False) -> StoredDiwan:
    return StoredDiwan("d1", "Majlis", open_, creator, 0)


def test_a_closed_diwan_takes_the_invited_only_and_a_ban_is_for_good(store_url):
    async def body():
        async with opened(store_url) as store:
            assert await store.create_diwan(majlis(), "majlis", "Ann", 5) is None
            assert await store.create_diwan(StoredDiwan("d2", "MAJLIS", True, "bob", 0), "majlis",
                                            "Bob", 5) == "diwan_name_taken"
            assert await store.join_diwan("d1", "bob", "Bob", 50, 5) == "not_invited"
            assert await store.invite_to_diwan("d1", "bob")
            assert not await store.invite_to_diwan("d1", "ann")         # a member already
            assert await store.join_diwan("d1", "bob", "Bob", 50, 5) is None
            assert await store.join_diwan("d1", "bob", "Bob", 50, 5) == "already_member"
            assert await store.invite_to_diwan("d1", "cy")
            assert [(d.name, d.role) for d in await store.diwans_inviting("cy", 10)] == \
                [("Majlis", "invited")]
            assert await store.join_diwan("d1", "cy", "Cy", 2, 5) == "diwan_full"
            assert await store.join_diwan("d1", "cy", "Cy", 50, 0) == "too_many_diwans"
            assert await store.join_diwan("d1", "nobody", "N", 50, 5) == "not_invited"
            assert await store.join_diwan("d9", "bob", "Bob", 50, 5) == "unknown_diwan"
            assert await store.set_diwan_role("d1", "bob", "moderator")
            assert not await store.set_diwan_role("d1", "ann", "member")   # the creator stays
            assert await store.diwan_members("d1", 0, 10) == [
                DiwanMember("ann", "Ann", "creator"), DiwanMember("bob", "Bob", "moderator")]
            assert await store.diwan_role("d1", "bob") == "moderator"
            assert (await store.diwan("d1")).members == 2
            mine = await store.diwans_of("bob", 0, 10)
            assert [(d.name, d.role, d.members) for d in mine] == [("Majlis", "moderator", 2)]
            assert await store.leave_diwan("d1", "bob", ban=True)
            assert await store.invite_to_diwan("d1", "bob") is False      # banned
            assert await store.diwan_role("d1", "bob") is None
            assert await store.diwan_member_ids("d1") == ["ann"]
            assert await store.open_diwans(0, 10) == []
            assert await store.create_diwan(StoredDiwan("d2", "Open", True, "bob", 0), "open",
                                            "Bob", 5) is None
            assert await store.join_diwan("d2", "cy", "Cy", 50, 5) is None     # open to all
            assert [d.name for d in await store.open_diwans(0, 10)] == ["Open"]
    run(body())


def test_the_chat_is_numbered_paged_and_the_last_lines_kept(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.create_diwan(majlis(), "majlis", "Ann", 5)
            for n in range(1, 6):
                line = await store.diwan_say("d1", "ann", "Ann", f"line {n}", kept=4)
                assert line.seq == n and line.text == f"line {n}"
            page = await store.diwan_lines("d1", 2 ** 62, 2)
            assert [line.text for line in page] == ["line 5", "line 4"]
            older = await store.diwan_lines("d1", page[-1].seq, 10)
            assert [line.text for line in older] == ["line 3", "line 2"]   # line 1 pruned
    run(body())


def test_a_match_at_a_diwans_table_makes_its_board_and_statistics(store_url):
    async def body():
        async with opened(store_url) as store:
            await store.create_diwan(majlis(), "majlis", "Ann", 5)
            match = dataclasses.replace(finished("m1", 10.0, rated=False), diwan="d1")
            await settled(store, match)
            await settled(store, match)                                  # counted once
            await settled(store, finished("m2", 11.0, rated=False))      # not the diwan's
            board = await store.diwan_board("d1", 10)
            assert [(b.place, b.name, b.matches, b.won) for b in board] == [
                (1, "Ann", 1, 1), (2, "Carla", 1, 1), (3, "Badr", 1, 0), (4, "Dana", 1, 0)]
            stats = await store.diwan_stats("d1", "ann")
            assert stats["saudi"].matches == 1 and stats["saudi"].won == 1
            assert (await store.stats_of("ann"))["saudi"].matches == 2   # every match
            assert await store.diwan_stats("d1", "nobody") == {}
            await store.forget_diwans("ann")                             # a deleted account
            assert [b.name for b in await store.diwan_board("d1", 10)] == ["Carla", "Badr",
                                                                          "Dana"]
            assert await store.diwan_member_ids("d1") == []
    run(body())


def test_a_version_5_database_comes_up_to_date_with_nothing_lost(durable_url, monkeypatch):
    """Made by today's code at schema 5 (the diwans' migration held back), then opened
    by this one."""
    async def body():
        with monkeypatch.context() as m:
            for module in (storage_rules, storage_postgres):
                m.setattr(module, "SCHEMA_VERSION", 5)
            async with opened(durable_url) as store:
                await store.create_table("t1", "seed", SETTINGS)
                for name in ("Ann", "Badr", "Carla", "Dana"):
                    assert await store.create_account(name.lower(), name, name.lower(), "H")
                await store.add_friend_request("ann", "badr")
                await store.befriend("badr", "ann")
                await store.add_message("ann", "badr", "salam", 10)
        async with opened(durable_url) as store:
            assert (await store.load_table("t1")).settings == SETTINGS
            assert await store.friends_of("ann", 0, 10) == [StoredPerson("badr", "Badr")]
            assert [m.text for m in await store.messages_between("ann", "badr", 99, 10)] == \
                ["salam"]
            assert await store.create_diwan(majlis(), "majlis", "Ann", 5) is None
            await settled(store, dataclasses.replace(finished("m1", 10.0, rated=False, who=[
                MatchSeat(n, "account", n.lower()) for n in ("Ann", "Badr", "Carla", "Dana")]),
                diwan="d1"))
            assert [b.name for b in await store.diwan_board("d1", 10)][:2] == ["Ann", "Carla"]
    run(body())
    assert storage_rules.SCHEMA_VERSION == len(storage_rules.MIGRATIONS)
    assert storage_rules.MIGRATIONS.index(DIWAN_MIGRATION) == 5     # the diwans' is 6


# what the release before diwans (schema version 5) wrote of a finished match, as its
# own SQL did: no diwan in ``matches``
VERSION_5_ROWS = [
    "INSERT INTO accounts VALUES ('ann', 'Ann', 'ann', 'H', NULL, 1, 1, FALSE)",
    "INSERT INTO matches (match_id, preset, rated, winner, left_seat, score0, score1, records, "
    "finished_at) VALUES ('old', 'saudi', FALSE, 0, NULL, 152, 60, '[]', 5.0)",
    "INSERT INTO match_seats VALUES ('old', 0, 'ann', 'Ann', 'account', 5.0)",
]


async def old_match_kept(url: str) -> None:
    async with opened(url) as store:
        lines, _ = await store.history("ann", None)
        assert [(line.match_id, line.totals) for line in lines] == [("old", (152, 60))]
        assert await store.create_diwan(majlis(), "majlis", "Ann", 5) is None
        await settled(store, dataclasses.replace(finished("m1", 10.0, rated=False),
                                                 diwan="d1"))
        assert [line.match_id for line in (await store.history("ann", None))[0]] == \
            ["m1", "old"]
        assert (await store.diwan_board("d1", 10))[0].name == "Ann"


def test_a_sqlite_database_of_the_fifth_schema_written_as_it_was_is_brought_up_to_date(
        tmp_path):
    path = tmp_path / "v5.sqlite3"
    conn = sqlite3.connect(path)
    for step in MIGRATIONS[:5]:
        for statement in step:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 5")
    for statement in VERSION_5_ROWS:
        conn.execute(statement)
    conn.commit()
    conn.close()
    run(old_match_kept(f"sqlite:///{path}"))
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_postgresql_database_of_the_fifth_schema_written_as_it_was_is_brought_up_to_date(
        postgres):
    import psycopg

    url = fresh_schema(postgres)
    with psycopg.connect(url, autocommit=True) as conn:
        for step in MIGRATIONS[:5]:
            for statement in step:
                conn.execute(statement)
        conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        conn.execute("INSERT INTO schema_version (version) VALUES (5)")
        for statement in VERSION_5_ROWS:
            conn.execute(statement)
    run(old_match_kept(url))
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
