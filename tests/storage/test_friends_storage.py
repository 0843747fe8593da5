"""Friend requests, friends and private messages on every backend (memory, SQLite,
PostgreSQL), and a database of schema version 3 (today's release before friends)
brought up to date with nothing lost."""
from __future__ import annotations

import pytest

from test_storage import SETTINGS, durable_url, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.db import postgres as storage_postgres, rules as storage_rules
from baloot_audio.net.db.friends import StoredPerson


async def accounts(store, *names: str) -> None:
    for name in names:
        assert await store.create_account(name.lower(), name, name.lower(), "H")


def test_a_request_waits_then_makes_friends_both_ways(store_url):
    async def body():
        async with opened(store_url) as store:
            await accounts(store, "Sara", "Omar", "Badr")
            await store.add_friend_request("omar", "sara")
            await store.add_friend_request("omar", "sara")          # the same, once
            await store.add_friend_request("badr", "sara")
            assert await store.request_counts("omar", "sara") == (1, 2)
            assert await store.requests_to("sara", 0, 10) == [StoredPerson("omar", "Omar"),
                                                              StoredPerson("badr", "Badr")]
            assert await store.requests_to("sara", 1, 10) == [StoredPerson("badr", "Badr")]
            await store.befriend("sara", "omar")
            assert await store.untold_friends("omar", 10) == [StoredPerson("sara", "Sara")]
            assert await store.untold_friends("sara", 10) == []
            await store.mark_told("omar")
            assert await store.untold_friends("omar", 10) == []
            assert not await store.has_friend_request("omar", "sara")
            assert await store.are_friends("omar", "sara") and await store.are_friends(
                "sara", "omar")
            assert await store.friends_of("sara", 0, 10) == [StoredPerson("omar", "Omar")]
            assert await store.friend_count("omar") == 1
            assert await store.drop_friend_request("badr", "sara")
            assert not await store.drop_friend_request("badr", "sara")
            assert await store.unfriend("omar", "sara") and not await store.unfriend("omar", "sara")
            assert await store.friends_of("sara", 0, 10) == []
    run(body())


def test_a_blocked_players_request_waits_unseen(store_url):
    async def body():
        async with opened(store_url) as store:
            await accounts(store, "Sara", "Omar")
            await store.set_block("sara", "omar", True)
            await store.add_friend_request("omar", "sara")
            assert await store.has_friend_request("omar", "sara")   # for Omar, it waits
            assert await store.requests_to("sara", 0, 10) == []       # Sara never sees it
            await store.set_block("sara", "omar", False)
            assert await store.requests_to("sara", 0, 10) == [StoredPerson("omar", "Omar")]
    run(body())


def test_messages_numbered_paged_kept_until_seen(store_url):
    async def body():
        async with opened(store_url) as store:
            await accounts(store, "Sara", "Omar")
            await store.befriend("sara", "omar")
            sent = [await store.add_message("omar", "sara", f"line {n}", kept=3)
                    for n in range(1, 6)]
            assert [m.seq for m in sent] == [1, 2, 3, 4, 5]
            assert await store.waiting_from("omar", "sara") == 5
            waiting = await store.undelivered("sara", 2)
            assert [(m.seq, m.text, m.sender_name) for m in waiting] == \
                [(1, "line 1", "Omar"), (2, "line 2", "Omar")]
            await store.mark_seen("sara", "omar", 4)
            assert [m.seq for m in await store.undelivered("sara", 10)] == [5]
            reply = await store.add_message("sara", "omar", "مرحبا", kept=3)
            assert reply.seq == 6 and reply.pair == sent[0].pair
            # the last 3 read stay, and every unread one: 4, 5 (unread), 6 (unread)
            page = await store.messages_between("omar", "sara", 10**9, 2)
            assert [(m.seq, m.sender_id, m.text) for m in page] == \
                [(6, "sara", "مرحبا"), (5, "omar", "line 5")]
            older = await store.messages_between("sara", "omar", 5, 10)
            assert [m.seq for m in older] == [4]
            await store.unfriend("sara", "omar")       # what waits between them goes
            assert await store.undelivered("sara", 10) == []
            assert await store.waiting_from("sara", "omar") == 0
            await store.befriend("sara", "omar")
            await store.add_friend_request("omar", "badr")
            await store.forget_friends("omar")         # his account deleted
            assert await store.friends_of("sara", 0, 10) == []
            assert await store.messages_between("sara", "omar", 100, 10) == []
            assert await store.request_counts("omar", "badr") == (0, 0)
    run(body())


def test_a_version_3_database_comes_up_to_date_with_nothing_lost(durable_url, monkeypatch):
    """Made by today's code at schema 3 (the migrations after it held back), then
    opened by this one."""
    async def body():
        with monkeypatch.context() as m:
            for module in (storage_rules, storage_postgres):
                m.setattr(module, "SCHEMA_VERSION", 3)
            async with opened(durable_url) as store:
                await store.create_table("t1", "seed", SETTINGS)
                await store.start_round("t1", 0)
                await store.append_action("t1", 0, 0, {"seat": 1, "kind": "pass"})
                await accounts(store, "Sara", "Omar")
                await store.add_login_token("sara", "tok")
                await store.set_block("omar", "badr", True)
                await store.save_player("g1", "guest-token", "Guest")
        async with opened(durable_url) as store:
            table = await store.load_table("t1")
            assert table.settings == SETTINGS and table.actions == [[{"seat": 1,
                                                                       "kind": "pass"}]]
            assert (await store.use_login_token("tok", "tok2")).name == "Sara"
            assert await store.blocked_by("omar") == {"badr"}
            assert await store.find_player("guest-token") == ("g1", "Guest")
            await store.add_friend_request("sara", "omar")
            await store.befriend("omar", "sara")
            assert await store.friends_of("omar", 0, 10) == [StoredPerson("sara", "Sara")]
    run(body())
    assert storage_rules.SCHEMA_VERSION == len(storage_rules.MIGRATIONS)
