"""Answers cost less than questions, against a real server process: the table
list comes in pages, and a client that asks and never reads is dropped once the
bytes waiting for it pass ``--send-buffer``, its memory freed."""
import asyncio
import json
import socket
import time

from websockets.exceptions import ConnectionClosed

from baloot_audio.net.wire import protocol as p

from .serve import Raw, Serve, loopback

TABLES = 60


async def public_tables(url: str, count: int = TABLES) -> list[Raw]:
    """``count`` public tables, each by its own player (ten players an address)."""
    owners = []
    for n in range(count):
        owner = await Raw.open(url, f"Owner{n}", loopback(n // 10))
        await owner.create(public=True)
        owners.append(owner)
    return owners


def test_the_table_list_comes_in_pages(tmp_path):
    async def main(url):
        owners = await public_tables(url)
        reader = await Raw.open(url, "Reader", loopback(50))
        first = await reader.ask({"type": "list_tables"})
        assert first["type"] == "tables" and 0 < len(first["tables"]) <= 50   # 60 at once before
        assert len(json.dumps(first)) < 50 * 1024
        second = await reader.ask({"type": "list_tables", "after": first["next"]})
        assert "next" not in second                       # the last page
        ids = [t["table_id"] for t in first["tables"] + second["tables"]]
        assert len(ids) == len(set(ids)) == TABLES
        assert all("code" not in t for t in first["tables"])   # no invite code in the list
        bad = await reader.ask({"type": "list_tables", "after": "x"})
        assert bad["code"] == "bad_cursor"
        for raw in owners + [reader]:
            await raw.close()

    with Serve(tmp_path) as server:
        asyncio.run(main(server.url))


def test_the_desktop_client_reads_every_page():
    """The client's list_tables follows the pages (the lobby hears every table)."""
    from baloot_audio.net.client.connection import Client
    from baloot_audio.net.guard.limits import Limits

    from .helpers import running_server

    async def main():
        async with running_server(limits=Limits(page_size=5)) as (server, url):
            owners = []
            for n in range(12):
                owner = Client()
                await owner.connect(url, f"Owner{n}")
                owners.append(owner)
                await owner.create_table(public=True)
            reader = Client()
            await reader.connect(url, "Reader")
            listed = await reader.list_tables()
            assert {t.table_id for t in listed} == {o.table.info.table_id for o in owners}
            for client in owners + [reader]:
                await client.close()

    asyncio.run(main())


def test_a_client_that_never_reads_is_dropped_and_the_server_stays_small(tmp_path):
    """It asks for the list as fast as it may (200 a second here) and reads nothing:
    the server drops it within seconds (before: only after 2,000 queued answers)
    and grows by less than the bytes it would have queued for it."""
    async def main(server):
        owners = await public_tables(server.url)
        hog = await Raw.open(server.url, "Hog", loopback(60), max_queue=1)
        hog.ws.transport.get_extra_info("socket").setsockopt(
            socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        hog.ws.transport.pause_reading()             # it never reads again
        await asyncio.sleep(0.5)
        before = server.rss_mib()
        asked, end = 0, time.monotonic() + 6
        try:
            while time.monotonic() < end:
                await hog.send({"type": "list_tables"})
                asked += 1
                await asyncio.sleep(1 / 200)
            dropped = False
        except ConnectionClosed:
            dropped = True
        grown = server.rss_mib() - before
        page = len(p.encode(p.TablePage([], 0))) + 400 * min(TABLES, 50)   # about a page's bytes
        assert dropped, f"still connected after {asked} requests ({asked * page} bytes)"
        assert grown < 16, f"the server grew by {grown:.1f} MiB"
        assert "dropping" in server.log_text() and "does not read" in server.log_text()
        for raw in owners:
            await raw.close()

    with Serve(tmp_path, "--rate", "200") as server:
        asyncio.run(main(server))
