"""What a stranger who can write to the cluster's Redis can do to a real
``serve --redis`` process (PostgreSQL, Redis: tests/cluster_services.py):
nothing a player sees.

- keys of the wrong type (a hash for ``public``, lists for ``code:``, ``seat:``,
  ``owner:``) read as absent: the list, a code, a login answer as if they were
  not there (before: ``server_error`` and a traceback per request), the log
  says each kind once; a wrong-typed claim of a table served here is written
  again (before: the process dropped all its tables once the tick failed for a
  claim's time);
- messages published on the relay's channel reach nobody unless signed with the
  deployment's relay secret, and then only of a kind a relay carries (before: a
  forged ``moved``, ban or chat line reached any online account).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac

import msgspec
import pytest
from redis import asyncio as aioredis

import cluster_services
from conftest import unavailable
from patience import Patience

from baloot_audio.net.cluster.relay import CHANNEL, PREFIX
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.wire.protocol import VERSION

from .serve import Raw, loopback

PASSWORD = "correct horse"


@pytest.fixture(scope="module")
def cluster():
    try:
        started = cluster_services.start(1)
    except cluster_services.ClusterUnavailable as error:
        unavailable(str(error))
    yield started
    started.stop()


async def registered(url: str, name: str, source: str) -> Raw:
    raw = await Raw.open(url, None, source)
    welcome = await raw.ask({"type": "register", "version": VERSION, "name": name,
                             "password": PASSWORD}, timeout=60)
    assert welcome["type"] == "welcome", welcome
    raw.player_id, raw.token = welcome["player_id"], welcome["token"]
    return raw


async def until(check, what: str, seconds: float = 20.0) -> None:
    """Wait for ``check()`` (a coroutine's truth), asked again as things happen."""
    bound = Patience(seconds)
    while not await check():
        assert not bound.over(), what
        await asyncio.sleep(0.1)


def test_wrong_typed_keys_read_as_absent_and_a_claim_is_kept(cluster):
    async def main(url):
        redis = aioredis.Redis.from_url(cluster.redis_url)
        ann = await registered(url, "Ann", loopback(1))
        bob = await registered(url, "Bob", loopback(2))
        table = await ann.create(public=True)
        await redis.delete(PREFIX + "public")
        await redis.hset(PREFIX + "public", "x", "y")
        for _ in range(2):
            assert (await bob.ask({"type": "list_tables"}))["type"] == "tables"
        await redis.rpush(PREFIX + "code:QQQQQQQQ", "x")
        for _ in range(2):
            reply = await bob.ask({"type": "join_table", "code": "QQQQQQQQ"})
            assert reply.get("code") == "unknown_table", reply
        await redis.rpush(PREFIX + "seat:" + bob.player_id, "x")
        again = await Raw.open(url, None, loopback(2))
        reply = await again.ask({"type": "hello", "version": VERSION, "name": "Bob",
                                 "token": bob.token})
        assert reply["type"] == "welcome", reply
        owner = PREFIX + "owner:" + table["table_id"]
        await redis.delete(owner)
        await redis.rpush(owner, "x")

        async def claimed_again():
            return await redis.type(owner) == b"string" and await redis.get(owner) == b"p1"
        await until(claimed_again, "the table's claim is written again")
        assert (await ann.ask({"type": "list_tables"}))["type"] == "tables"   # not moved
        await until(lambda: _listed(bob, table["table_id"]), "the public list is mended", 40)
        await redis.aclose()
        for raw in (ann, bob, again):
            await raw.close()

    asyncio.run(main(cluster.serves["p1"].url))
    log = cluster.serves["p1"].log_text()
    assert "Traceback" not in log, log[-3000:]
    for kind in ("public", "code", "seat", "owner"):
        assert log.count(f"a {kind} key holds the wrong type") == 1, (kind, log[-3000:])
    assert "claim lost" not in log


async def _listed(raw: Raw, table_id: str) -> bool:
    page = await raw.ask({"type": "list_tables"})
    return any(t["table_id"] == table_id for t in page["tables"])


def signature(secret: bytes, origin: str, to: str, msg: bytes) -> str:
    """As docs/deployment.md says a relayed message is signed (written here again, so
    that the test signs as a process would, not with the code under test)."""
    signed = b"\n".join((origin.encode(), msgspec.json.encode(to), msg))
    return hmac.new(secret, signed, hashlib.sha256).hexdigest()


def relayed(origin: str, to: str, message: p.Msg, secret: bytes) -> bytes:
    msg = p.encode(message)
    return msgspec.json.encode({"origin": origin, "to": to, "msg": msgspec.Raw(msg),
                                "sig": signature(secret, origin, to, msg)})


def test_a_relayed_message_not_signed_by_the_deployment_or_not_a_relays_reaches_nobody(
        cluster):
    async def main(url):
        redis = aioredis.Redis.from_url(cluster.redis_url)
        ann = await registered(url, "Cyd", loopback(3))
        secret = cluster_services.RELAY_SECRET.encode()
        forged = [
            msgspec.json.encode({"origin": "p9", "to": ann.player_id,       # unsigned
                                 "msg": msgspec.Raw(p.encode(p.Moved("/play/p/evil")))}),
            relayed("p9", ann.player_id, p.Moved("/play/p/evil"), b"a guess" * 8),
            relayed("p9", ann.player_id, p.PrivateMessage(
                "ee11", "Admin", p.PrivateLine(1, "ee11", "your password, please", 1.0)),
                b"a guess" * 8),
            # signed, but never a relay's: a table's chat line, a move, a ban
            relayed("p9", ann.player_id, p.ChatLine("ee11", "Dealer", "give me your cards"),
                    secret),
            relayed("p9", ann.player_id, p.Moved("/play/p/evil"), secret),
            relayed("p9", ann.player_id, p.Error("banned", "you are banned"), secret),
        ]
        for data in forged:
            await redis.publish(CHANNEL, data)
        marker = p.FriendNotice("online", p.FriendInfo("ff22", "Dana", "lobby"))
        await redis.publish(CHANNEL, relayed("p9", ann.player_id, marker, secret))
        got = []
        bound = Patience(20)
        while not got or got[-1].get("type") != "friend_notice":
            got.append(await ann.next_within(bound))
        assert [m["type"] for m in got] == ["friend_notice"], got
        assert got[-1]["friend"]["name"] == "Dana"
        await redis.aclose()
        await ann.close()

    asyncio.run(main(cluster.serves["p1"].url))
    log = cluster.serves["p1"].log_text()
    assert "Traceback" not in log, log[-3000:]
    assert log.count("not signed with the relay secret") == 1, log[-3000:]
