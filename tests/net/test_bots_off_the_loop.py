"""Bots decide in worker processes: against a real server, strong bots' work is
done by its worker, not by the process that answers the players; and the
decisions are the ones the bots make on the event loop (same view, same
generator), so a match plays out exactly the same."""
import asyncio
import os
import time
from pathlib import Path

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables.settings import new_settings
from baloot_audio.net.server.server import Server, listen
from baloot_audio.net.db.storage import open_storage

from .serve import Raw, Serve, loopback


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                    out.append(int(entry.name))
            except (OSError, IndexError):
                pass
    return out


def test_strong_bots_work_in_a_worker_not_in_the_process_that_answers(tmp_path):
    async def main(server):
        watchers = []
        for n in range(1):
            owner = await Raw.open(server.url, f"Owner{n}", loopback(n))
            await owner.create(seat=None, bots=["strong"] * 4, options={"target": 152})
            await owner.ask({"type": "start_match"})
            watchers.append(owner)
        updates = 0
        while updates < 24:
            updates += sum(m["type"] == "update" for m in await watchers[0].messages(0.5))
        main_cpu = cpu_seconds(server.proc.pid)
        worker_cpu = sum(cpu_seconds(child) for child in children(server.proc.pid))
        for raw in watchers:
            await raw.close()
        return main_cpu, worker_cpu

    with Serve(tmp_path, bot_delay="0", pool=True) as server:
        main_cpu, worker_cpu = asyncio.run(main(server))
        workers = [pid for pid in children(server.proc.pid)
                   if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        server.proc.kill()                      # a crash: the workers go with it
        server.proc.wait(10)
    assert worker_cpu > main_cpu, (main_cpu, worker_cpu)     # on the loop before: no worker
    assert workers
    end = time.monotonic() + 10
    while any(Path(f"/proc/{pid}").exists() for pid in workers):
        assert time.monotonic() < end, "a bot worker outlived its server"
        time.sleep(0.1)


async def play_out(bots, seed: str) -> list[dict]:
    """A stored table of bots (round 0 dealt), restored: its first round's actions."""
    from .helpers import TEST_LIMITS, until

    storage = await open_storage("memory:")
    msg = p.CreateTable(options={"target": 52}, bots=["strong", "basic", "easy", "normal"],
                        seat=None)
    settings = new_settings(msg, "creator", 0.0)
    settings["started"] = True
    await storage.create_table("t1", seed, settings)
    await storage.start_round("t1", 0)
    server = Server(storage, bot_delay=0.0, limits=TEST_LIMITS, bots=bots)
    assert await server.restore() == 1
    table = server.rooms["t1"].table
    async with listen(server, "127.0.0.1", 0):
        await until(lambda: table.records, 120, "the first round's end")
        server.rooms["t1"].close()
    return table.actions[0]


def test_the_pool_decides_as_the_loop_does():
    from baloot_audio.net.tables.bot_pool import BotPool

    async def main():
        pool = BotPool(1)
        await pool.start()
        try:
            for seed in ("pool-a", "pool-b"):
                assert await play_out(pool, seed) == await play_out(None, seed)
            assert pool.decisions > 20
        finally:
            pool.close()

    asyncio.run(main())


def test_a_broken_pool_decides_on_the_loop_and_starts_again():
    from baloot_audio.net.tables.bot_pool import BotPool

    async def main():
        before = set(children(os.getpid()))      # an earlier test's pool may still be going
        pool = BotPool(1)
        await pool.start()
        try:
            workers = [pid for pid in set(children(os.getpid())) - before
                       if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
            assert len(workers) == 1
            os.kill(workers[0], 9)                       # the worker dies
            assert await play_out(pool, "pool-c") == await play_out(None, "pool-c")
            assert pool.decisions > 10                   # by a new worker
        finally:
            pool.close()

    asyncio.run(main())
