"""Issue 29 for real: three ``serve --redis`` processes on a real PostgreSQL and a
real Redis, behind the real HAProxy with the shipped scripts/deploy/haproxy.cfg,
all on loopback (tests/cluster_services.py). One test drives the whole cluster
(starting it is the cost: the steps share it):

1. a table created through one process is listed and joined through another
   (the joiner is moved to the table's process);
2. friends on two processes: a request and its acceptance, the friend's
   presence (online, where they are) and a private message cross processes;
   so do a diwan's notice (a join through p2 heard on p1) and chat line;
3. SIGKILL of the process that owns a started table mid-trick: the table is
   back on another process (restored from PostgreSQL) and its four clients go
   on within 10 s; each client heard every card of that round once, none twice.
"""

from __future__ import annotations

import asyncio
import time

import cluster_services
import pytest
from conftest import unavailable

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.diwans import DiwanClient
from baloot_audio.net.client.friends import FriendsClient
from baloot_audio.net.db.storage import open_storage

from .cluster_play import connect, kill_mid_trick, round_cards, wait_for

FAILOVER_SECONDS = 10.0     # the bound: the table's clients go on within this


async def listed_and_joined_elsewhere(cluster) -> None:
    ann = await connect(cluster.url + "/play/p/p1", "Ann")
    table = await ann.create_table(public=True, seat=0)
    bob = await connect(cluster.url + "/play/p/p2", "Bob")

    async def listed():
        return [t for t in await bob.list_tables() if t.table_id == table.info.table_id]
    assert (await wait_for(listed, what="the table listed on p2"))[0].seats[0].name == "Ann"
    joined = await bob.join(code=table.info.code)
    assert joined.info.table_id == table.info.table_id and bob.url.endswith("/play/p/p1")
    await bob.take_seat(2)
    await wait_for(lambda: ann.table.info.seats[2].name == "Bob", what="Ann sees Bob sit")
    await ann.close()
    await bob.close()


async def friends_across(cluster) -> None:
    ann = await connect(cluster.url + "/play/p/p1", "Annie", password="pass-word-1",
                        register=True)
    bob = await connect(cluster.url + "/play/p/p2", "Bobby", password="pass-word-2",
                        register=True)
    heard: list = []
    bob.listeners.append(heard.append)
    ann_heard: list = []
    ann.listeners.append(ann_heard.append)
    await FriendsClient(ann).add("Bobby")
    request = await wait_for(lambda: [m for m in heard if isinstance(m, p.FriendNotice)],
                             what="Bob told of Ann's request on another process")
    assert request[0].change == "request" and request[0].friend.player_id == ann.player_id
    await FriendsClient(bob).answer(ann.player_id, True)
    accepted = await wait_for(lambda: [m for m in ann_heard if isinstance(m, p.FriendNotice)
                                       and m.change == "accepted"], what="Ann told")
    assert accepted[0].friend.place == "lobby"       # Bob's whereabouts, from p2

    async def places():      # Bob's whereabouts are written by p2 at its next tick
        return [(f.name, f.place) for f in await FriendsClient(ann).friends()
                if f.place != "offline"]
    assert await wait_for(places, what="Bob online in Ann's list") == [("Bobby", "lobby")]
    await FriendsClient(ann).send(bob.player_id, "salam from p1")
    line = await wait_for(lambda: [m for m in heard if isinstance(m, p.PrivateMessage)],
                          what="the private message on p2")
    assert [(m.name, m.line.text) for m in line] == [("Annie", "salam from p1")]
    await diwan_across(ann, ann_heard, bob, heard)
    await bob.close()
    gone = await wait_for(lambda: [m for m in ann_heard if isinstance(m, p.FriendNotice)
                                   and m.change == "offline"], what="Bob gone, told on p1")
    assert gone[0].friend.player_id == bob.player_id
    await ann.close()


async def diwan_across(ann, ann_heard, bob, heard) -> None:
    diwan = await DiwanClient(ann).create("Majlis", open=True)
    await DiwanClient(bob).join(diwan.diwan_id)
    joined = await wait_for(lambda: [m for m in ann_heard if isinstance(m, p.DiwanNotice)],
                            what="Bob's join through p2 heard on p1")
    assert [(m.change, m.name) for m in joined] == [("joined", "Bobby")]
    await DiwanClient(ann).say(diwan.diwan_id, "ahlan from p1")
    lines = await wait_for(lambda: [m for m in heard if isinstance(m, p.DiwanChat)],
                           what="the diwan's line on p2")
    assert [(m.diwan_name, m.line.text) for m in lines] == [("Majlis", "ahlan from p1")]


async def stored_cards(cluster, table_id: str, round_index: int) -> list:
    storage = await open_storage(cluster.postgres.url())
    try:
        stored = await storage.load_table(table_id)
    finally:
        await storage.close()
    return [(a["seat"], a["card"]) for a in stored.actions[round_index]
            if a["kind"] in ("play", "akka")]


async def failover(cluster) -> float:
    seats, after, round_index = await kill_mid_trick(cluster, "p3", FAILOVER_SECONDS)
    table = seats[0].table
    await wait_for(lambda: all(s.table.round_index > round_index or s.table.round_over
                               for s in seats), seconds=60, what="the round played out")
    stored = await stored_cards(cluster, table.info.table_id, round_index)
    for s in seats:                     # that round, as each client heard it: all, once
        assert round_cards(s, round_index) == stored, (s.client.name, s.cards)
    for s in seats:
        await s.leave()
    return after


@pytest.mark.slow(25)
def test_three_processes_behind_haproxy_share_tables_friends_and_survive_a_kill():
    try:
        cluster = cluster_services.start(3, bot_delay="1.0")   # a held seat's bot: a human's pace
    except cluster_services.ClusterUnavailable as error:
        unavailable(str(error))
    try:
        asyncio.run(listed_and_joined_elsewhere(cluster))
        asyncio.run(friends_across(cluster))
        seconds = asyncio.run(failover(cluster))
        print(f"failover: the four clients went on {seconds:.2f} s after the SIGKILL")
        log = "".join(s.log_text() for n, s in cluster.serves.items() if n != "p3")
        assert "restored on p" in log
    finally:
        logs = {n: s.log_text()[-3000:] for n, s in cluster.serves.items()}
        cluster.stop()
        for name, text in logs.items():
            print(f"--- {name}:\n{text}")
