"""Cheap exhaustion, against a real server process: connections per address, a
deadline for hello, the open connections kept below the descriptor limit (and
a small log there); and no web page from another site may connect."""
import asyncio
import resource

import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus

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
        mine = await open_many(url, loopback(0), 40, "Me")
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

    with Serve(tmp_path, preexec=low_descriptors) as server:
        opened = asyncio.run(main(server.url))
        log = server.log_text()
    assert "Traceback" not in log and len(log) < 4000, log[-3000:]
    assert 0 < opened < 300 - 100


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
