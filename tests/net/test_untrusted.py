"""Untrusted input: malformed, oversized, out-of-turn and flooding clients, and a
fuzz run against a live server after which every table still plays to the end."""
import asyncio
import json
import logging
import os
import random

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from baloot_audio.bots import make_bot
from baloot_audio.cli import verify_records
from baloot_audio.core import CALLS, DECK
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client, ServerError
from baloot_audio.net.db.storage import open_storage

from .helpers import local_replay, running_server, until

FUZZ = int(os.environ.get("BALOOT_FUZZ_MESSAGES", "400"))


class Errors(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.records = []

    def emit(self, record):
        self.records.append(record)


async def raw_client(url, name="Fuzz"):
    ws = await connect(url)
    await ws.send(json.dumps({"type": "hello", "version": p.VERSION, "name": name}))
    welcome = json.loads(await ws.recv())
    assert welcome["type"] == "welcome"
    return ws, welcome


async def replies(ws, wait=0.05):
    """The first reply (waited for), then any more that come within ``wait``."""
    out = [json.loads(await asyncio.wait_for(ws.recv(), 5))]
    try:
        while True:
            out.append(json.loads(await asyncio.wait_for(ws.recv(), wait)))
    except asyncio.TimeoutError:
        return out


def test_bad_messages_get_an_error_naming_the_problem_and_change_nothing():
    async def main():
        async with running_server(bot_delay=3600) as (server, url):
            ws, _ = await raw_client(url)
            cases = [
                (b"not json", "malformed"),
                (json.dumps({"type": "nonsense"}), "malformed"),
                (json.dumps({"type": "take_seat", "seat": 9}), "malformed"),
                (json.dumps({"type": "chat", "text": "x" * 9000}), "too_large"),
                (json.dumps({"type": "chat", "text": "x" * 300}), "malformed"),
                (json.dumps({"type": "act", "action": {"kind": "play"}, "index": 0, "ref": 3}),
                 "no_table"),
                (json.dumps({"type": "join_table", "code": "NOPE", "ref": 4}), "unknown_table"),
                (json.dumps({"type": "create_table", "preset": "chess", "ref": 5}),
                 "bad_options"),
                (json.dumps({"type": "create_table", "options": {"target": 7}, "ref": 6}),
                 "bad_options"),
                (json.dumps({"type": "hello", "version": 1, "name": "again", "ref": 7}),
                 "already_named"),
            ]
            for raw, code in cases:
                await ws.send(raw)
                got = await replies(ws)
                assert [m["type"] for m in got] == ["error"], (raw, got)
                assert got[0]["code"] == code, (raw, got)
                if b"seat" in (raw if isinstance(raw, bytes) else raw.encode()) and code == "malformed":
                    assert "$.seat" in got[0]["detail"]      # the field that is wrong
            assert server.rooms == {}
            # out of turn and illegal, at a real table: refused, nothing changes
            client = Client()
            await client.connect(url, "Ann")
            table = await client.create_table(seat=0)
            await client.start_match()
            await until(lambda: table.view() is not None)
            room = server.rooms[table.info.table_id]
            before = room.table.state
            client.send(p.Act(p.ActionMsg("bogus"), 0, 50))
            client.send(p.Act(p.ActionMsg("play", card="AS"), 0, 51))
            client.send(p.Act(p.ActionMsg("pass"), 7, 52))
            await until(lambda: len(client.errors) == 3)
            codes = [e.code for e in client.errors]
            if room.table.state.to_act == 0:
                assert codes == ["call_not_available", "buying_not_over", "stale"]
            else:
                assert codes == ["not_your_turn", "not_your_turn", "stale"]
            assert room.table.state is before
            await client.close()
            await ws.close()

    asyncio.run(main())


def test_a_flooding_client_is_throttled_then_dropped_and_the_server_goes_on():
    async def main():
        async with running_server(rate=20) as (server, url):
            ws, _ = await raw_client(url)
            codes = []

            async def read():
                try:
                    async for raw in ws:
                        codes.append(json.loads(raw).get("code"))
                except ConnectionClosed:
                    pass

            reader = asyncio.get_running_loop().create_task(read())
            try:
                for _ in range(1000):
                    await ws.send(json.dumps({"type": "list_tables"}))
                    await asyncio.sleep(0)
            except ConnectionClosed:
                pass
            await asyncio.wait_for(reader, 60)   # dropped: a bound, not a goal
            assert ws.close_code == 1008
            assert "throttled" in codes and codes.count(None) >= 20
            fine = Client()
            await fine.connect(url, "Calm")
            assert await fine.list_tables() == []
            await fine.close()

    asyncio.run(main())


def flood(monkeypatch, per_second: float, messages: int) -> tuple[int, bool]:
    """``messages`` sent at ``per_second`` to a connection's flood control (a
    clock of its own): how many were let through, and whether it was dropped."""
    import time

    from baloot_audio.net.guard.limits import Bucket
    from baloot_audio.net.server.connection import Conn

    now = [0.0]
    monkeypatch.setattr(time, "monotonic", lambda: now[0])
    conn = Conn.__new__(Conn)     # its flood control alone: no socket, no loop
    conn.rate, conn.throttled, conn.closing = 20.0, 0, False
    conn.bucket = Bucket(20.0, 40.0)
    conn.error = lambda *args: None
    dropped: list[bool] = []
    conn.close_soon = lambda: dropped.append(True)
    allowed = 0
    for _ in range(messages):
        now[0] += 1 / per_second
        allowed += conn.allowed(0)
        if dropped:
            break
    return allowed, bool(dropped)


def test_a_flood_is_dropped_even_when_a_message_gets_through_now_and_then(monkeypatch):
    """At three times the rate one message in three gets through (the bucket
    refills): the refusals still outnumber them, so the connection is dropped.
    At one and a half times the rate it is only throttled."""
    allowed, dropped = flood(monkeypatch, 60, 2000)
    assert dropped and allowed < 300      # dropped within about 12 s of flooding
    allowed, dropped = flood(monkeypatch, 30, 2000)
    assert not dropped and allowed > 1300


def mutate(rng, value):
    """A random change to JSON data: a field removed, retyped, or out of range."""
    if isinstance(value, dict) and value and rng.random() < 0.7:
        value = dict(value)
        key = rng.choice(list(value))
        choice = rng.random()
        if choice < 0.25:
            del value[key]
        elif choice < 0.5:
            value[key] = mutate(rng, value[key])
        elif choice < 0.75:
            value["x" * rng.randrange(1, 5)] = rng.random()
        else:
            value[key] = rng.choice([None, -1, 2 ** 70, "", "💥" * 50, [], {}, True, 1.5])
        return value
    return rng.choice([None, -1, 2 ** 70, "", "AS", "ZZ", [1, 2], {"type": "act"}, 3.5e308])


def fuzz_message(rng, index):
    kinds = list(CALLS) + ["play", "akka", "sawa", "bogus"]
    action = {"kind": rng.choice(kinds)}
    if rng.random() < 0.6:
        action["card"] = rng.choice(list(DECK) + ["ZZ", "A", "10H"])
    if rng.random() < 0.2:
        action["suit"] = rng.choice("SHDCX")
    if rng.random() < 0.2:
        action["locked"] = rng.random() < 0.5
    templates = [
        {"type": "act", "action": action, "index": index + rng.choice([0, 0, 0, 1, -1])},
        {"type": "take_seat", "seat": rng.randrange(-1, 5)},
        {"type": "set_bot", "seat": rng.randrange(4), "level": rng.choice(["strong", "zzz"])},
        {"type": "chat", "text": "hello" * rng.randrange(0, 50)},
        {"type": "ready"}, {"type": "start_match"}, {"type": "leave_seat"},
        {"type": "list_tables"}, {"type": "join_table", "code": "ABCDEF"},
        {"type": "create_table", "preset": rng.choice(["saudi", "ksa", "x"]),
         "options": {"target": rng.choice([52, 152, 0])}, "seat": None},
    ]
    message = rng.choice(templates)
    choice = rng.random()
    if choice < 0.1:
        return bytes(rng.randrange(256) for _ in range(rng.randrange(1, 200)))
    if choice < 0.5:
        message = mutate(rng, message)
    if isinstance(message, dict):
        message["ref"] = rng.randrange(1, 1000)
    return json.dumps(message)


def test_fuzz_a_live_server_then_every_table_plays_to_the_end():
    errors = Errors()
    logging.getLogger("baloot_audio.net").addHandler(errors)
    rng = random.Random(17)

    async def main():
        storage = await open_storage("memory:")
        async with running_server(storage, bot_delay=0.002) as (server, url):
            # two quiet tables of bot clients play meanwhile
            quiet = []
            for n in range(2):
                c = Client()
                await c.connect(url, f"Quiet{n}")
                t = await c.create_table(options={"target": 52}, seat=1, bots=["basic"] * 4)
                BotPlayer(t, make_bot("basic"), seed=n)
                await c.start_match()
                quiet.append(c)
            # the fuzzer sits at its own table, then throws messages at the server
            fuzzer = Client()
            await fuzzer.connect(url, "Fuzz")
            table = await fuzzer.create_table(options={"target": 52}, seat=0,
                                              hold_seconds=600, bots=["basic"] * 4)
            await fuzzer.start_match()
            table_id = table.info.table_id
            for _ in range(FUZZ):
                raw = fuzz_message(rng, table.index)
                await fuzzer.ws.send(raw)
                await asyncio.sleep(0)
            # at least a quarter of them earn an error reply (a bound for a loaded machine)
            await until(lambda: len(fuzzer.errors) >= FUZZ // 4, 60, "the error replies")
            assert not fuzzer.closed.is_set()
            # ... and comes back as a good client to finish its match
            token = fuzzer.token
            await fuzzer.close()
            back = Client()
            await back.connect(url, "Fuzz", token=token)
            try:   # it may have wandered off to other tables, and its seat's bot finished
                await back.join(table_id=table_id)
                await until(lambda: back.table.started and back.table.seat == 0)
                BotPlayer(back.table, make_bot("basic"), seed=9)
            except ServerError as error:
                assert error.code == "unknown_table"
            ids = [table_id] + [c.table.info.table_id for c in quiet]
            await until(lambda: not set(ids) & set(server.rooms), timeout=60)
            stored = [await storage.load_table(i) for i in ids]
            for c in quiet + [back]:
                await c.close()
        return stored

    try:
        stored = asyncio.run(main())
    finally:
        logging.getLogger("baloot_audio.net").removeHandler(errors)
    assert not errors.records, [r.getMessage() for r in errors.records]
    for table in stored:
        assert table.finished
        verify_records(table.records)
        local, _ = local_replay("saudi", {"target": 52}, table.seed, table.actions, 0)
        assert local.records == table.records
