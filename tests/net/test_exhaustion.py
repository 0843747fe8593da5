"""Cheap exhaustion, against a real server process: connections per address, a
deadline for hello, the open connections kept below the descriptor limit (and
a small log there), tables per player and per address, watchers per table, chat
lines per table, and presence changes debounced; and no web page from another
site may connect."""
import asyncio
import resource

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

from baloot_audio.net.wire.protocol import VERSION

from .serve import Raw, Serve, loopback


async def open_many(url: str, source: str, count: int, name: str | None = None) -> list:
    """Try ``count`` connections from ``source`` at once: the Raw ones that opened,
    and None for each refused."""
    async def one(n):
        try:
            return await Raw.open(url, None if name is None else f"{name}{n}", source)
        except (OSError, ConnectionClosed, InvalidStatus, EOFError):
            return None
        except Exception as error:             # websockets' handshake failures
            if "HTTP" in str(error) or "closed" in str(error):
                return None
            raise
    return await asyncio.gather(*(one(n) for n in range(count)))


async def close_all(raws) -> None:
    for raw in raws:
        if raw is not None:
            await raw.close()


def test_an_address_gets_so_many_connections_and_the_others_still_get_theirs(tmp_path):
    async def main(url):
        mine = await open_many(url, loopback(0), 40, "Conn")
        opened = [raw for raw in mine if raw is not None]
        assert len(opened) == 32, len(opened)          # 40 on a server without limits
        other = await Raw.open(url, "Other", loopback(1))
        await close_all(opened + [other])

    with Serve(tmp_path, "--connects-per-second", "1000") as server:
        asyncio.run(main(server.url))


def test_a_connection_that_never_says_hello_is_closed(tmp_path):
    async def main(url):
        silent = await Raw.open(url, None, loopback(2))
        named = await Raw.open(url, "Named", loopback(2))
        with pytest.raises(ConnectionClosed):
            await asyncio.wait_for(silent.ws.recv(), 10)     # a bound, not a goal
        assert (await named.ask({"type": "list_tables"}))["type"] == "tables"
        await named.close()

    with Serve(tmp_path, "--hello-seconds", "1") as server:
        asyncio.run(main(server.url))


def low_descriptors():
    resource.setrlimit(resource.RLIMIT_NOFILE, (300, 300))


def test_open_connections_stay_below_the_descriptor_limit_and_the_log_stays_small(tmp_path):
    """At 300 descriptors, 400 connections at once: those past the cap are refused
    at once, nothing fails for want of a descriptor (before: a traceback a failed
    accept, 130 MB of log in 15 s), and once they go a new one gets in."""
    async def main(url):
        raws = []
        for n in range(20):
            raws += await open_many(url, loopback(50 + n), 20)
        opened = [raw for raw in raws if raw is not None]
        await asyncio.sleep(2)
        await close_all(opened)
        await asyncio.sleep(0.5)
        again = await Raw.open(url, "Again", loopback(40))
        await again.close()
        return len(opened)

    # The silent connections must outlive opening the 400 on a loaded machine: a
    # hello deadline closing the first ones would let later ones in.
    with Serve(tmp_path, "--hello-seconds", "600", preexec=low_descriptors) as server:
        opened = asyncio.run(main(server.url))
        log = server.log_text()
    assert "Traceback" not in log and len(log) < 4000, log[-3000:]
    assert 0 < opened < 300 - 100


def test_tables_per_player_and_per_address(tmp_path):
    """Creating table after table (each leaves the last, which lingers a minute):
    three open tables a player, twenty an address; another address is not held."""
    async def main(url):
        answers = []
        players = [await Raw.open(url, f"P{n}", loopback(3)) for n in range(8)]
        for player in players:
            for _ in range(4):
                reply = await player.ask({"type": "create_table", "public": False, "seat": 0})
                answers.append(reply.get("code", reply["type"]))
        assert answers[:4] == ["joined"] * 3 + ["too_many_tables"], answers
        assert answers.count("joined") == 20, answers       # 32 before
        other = await Raw.open(url, "Other", loopback(4))
        await other.create()
        await close_all(players + [other])

    with Serve(tmp_path) as server:
        asyncio.run(main(server.url))


def test_watchers_per_table_and_the_tables_chat(tmp_path):
    """Twenty-five join a table to watch: twenty get in. Ten of them send five chat
    lines each at once: the table hears ten (its burst), not fifty. A watcher is
    sent no hand."""
    async def main(url):
        owner = await Raw.open(url, "Owner", loopback(5))
        code = (await owner.create())["code"]
        watchers = [await Raw.open(url, f"W{n}", loopback(6 + n // 13)) for n in range(25)]
        joined = [(await w.ask({"type": "join_table", "code": code}))["type"] for w in watchers]
        assert joined.count("joined") == 20, joined             # 25 before
        inside = [w for w, kind in zip(watchers, joined) if kind == "joined"][:10]
        for w in inside:
            for k in range(5):
                await w.send({"type": "chat", "text": f"line {k}"})
        heard = [m for m in await owner.messages(0.8) if m["type"] == "chat_line"]
        assert 10 <= len(heard) <= 14, len(heard)                # 50 before
        # what a watcher gets of the match: the public events, never a hand
        assert (await owner.ask({"type": "start_match"}))["type"] == "ok"
        seen = [m for m in await inside[0].messages(1.0) if m["type"] in ("snapshot", "update")]
        assert seen and all(m["view"] is None for m in seen)
        await close_all(watchers + [owner])

    with Serve(tmp_path) as server:
        asyncio.run(main(server.url))


def test_a_player_who_comes_and_goes_is_not_announced_at_each_cycle(tmp_path):
    """Fifteen drops and returns in a few seconds, of a seated player and of a
    watcher: the table hears none of them (before: thirty 'dropped' and 'back',
    thirty 'left' and 'watching'); one away longer is told, once."""
    async def cycle(url, source, name, token):
        fresh = await Raw.open(url, None, source)
        welcome = await fresh.ask({"type": "hello", "version": VERSION, "name": name,
                                   "token": token})
        assert welcome["token"] == token and welcome["type"] == "welcome", welcome
        fresh.token = token
        return fresh

    def changes(messages):
        return [m["change"] for m in messages if m["type"] in ("seat_changed", "member_changed")]

    async def main(url):
        owner = await Raw.open(url, "Owner", loopback(20))
        code = (await owner.create(hold_seconds=600))["code"]
        cycler = await Raw.open(url, "Cycler", loopback(21))
        await cycler.ask({"type": "join_table", "code": code})
        await cycler.ask({"type": "take_seat", "seat": 2})
        assert (await owner.ask({"type": "start_match"}))["type"] == "ok"
        watcher = await Raw.open(url, "Looker", loopback(22))
        assert (await watcher.ask({"type": "join_table", "code": code}))["type"] == "joined"
        assert changes(await owner.messages(0.5)) == ["watching"]
        for _ in range(15):             # (20 new connections at once: an address's burst)
            await cycler.close()
            await watcher.close()
            cycler = await cycle(url, loopback(21), "Cycler", cycler.token)
            watcher = await cycle(url, loopback(22), "Looker", watcher.token)
        told = changes(await owner.messages(1.0))
        assert told == [], told
        await cycler.close()
        await watcher.close()
        await asyncio.sleep(6)                    # away longer than --presence-seconds (5)
        assert sorted(changes(await owner.messages(0.5))) == ["dropped", "left"]
        cycler = await cycle(url, loopback(21), "Cycler", cycler.token)
        watcher = await cycle(url, loopback(22), "Looker", watcher.token)
        assert sorted(changes(await owner.messages(1.0))) == ["back", "watching"]
        await close_all([cycler, watcher, owner])

    with Serve(tmp_path, bot_delay="30") as server:
        asyncio.run(main(server.url))


def test_a_web_page_from_another_site_cannot_connect(tmp_path):
    async def main(url):
        with pytest.raises(InvalidStatus) as refused:
            await Raw.open(url, "Page", loopback(30), origin="https://evil.example")
        assert refused.value.response.status_code == 403
        friend = await Raw.open(url, "Web", loopback(30), origin="https://baloot.example")
        desktop = await Raw.open(url, "Desktop", loopback(30))     # no Origin: not a page
        await close_all([friend, desktop])

    with Serve(tmp_path, "--origin", "https://baloot.example") as server:
        asyncio.run(main(server.url))
