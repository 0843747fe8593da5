"""Strong bots decide in worker processes: against a real server, their work is
done by its worker, not by the process that answers the players; the decisions
are the ones the bots make on the event loop (same view, same generator), so a
match plays out exactly the same; the other levels decide on the loop (no pool
can keep them waiting); and the workers take the tables' decisions in turn."""
import asyncio
import os
import time
from pathlib import Path

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables.settings import new_settings
from baloot_audio.net.server.server import Server, listen
from baloot_audio.net.db.storage import open_storage

from .serve import Raw, Serve, loopback
from patience import Patience


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

    # the Python search: the compiled one (bots/native.py) is so quick that the work left
    # in a worker may cost less than the main process's own; where it runs is the point
    with Serve(tmp_path, bot_delay="0", pool=True,
               env={"BALOOT_PURE_SEARCH": "1"}) as server:
        main_cpu, worker_cpu = asyncio.run(main(server))
        workers = [pid for pid in children(server.proc.pid)
                   if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes()]
        server.proc.kill()                      # a crash: the workers go with it
        server.proc.wait(10)
    assert worker_cpu > main_cpu, (main_cpu, worker_cpu)     # on the loop before: no worker
    assert workers
    end = Patience(10)
    while any(Path(f"/proc/{pid}").exists() for pid in workers):
        assert not end.over(), "a bot worker outlived its server"
        time.sleep(0.1)


MIXED = ["strong", "basic", "strong", "normal"]


async def play_out(bots, seed: str, levels: list[str] = MIXED, **options) -> list[dict]:
    """A stored table of bots (round 0 dealt), restored: its first round's actions."""
    from .helpers import TEST_LIMITS, until

    storage = await open_storage("memory:")
    msg = p.CreateTable(options={"target": 52, **options}, bots=levels, seat=None)
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
            assert pool.decisions > 20 and pool.busy == 0 and not pool.waiting
            # at a Qaid table the calls out of turn and the close are the loop's
            decisions = pool.decisions
            slips = ["strong", "easy", "strong", "easy"]
            ends = []
            for seed in ("pool-q1", "pool-q2", "pool-q3"):
                pooled = await play_out(pool, seed, slips, qaid=True)
                assert pooled == await play_out(None, seed, slips, qaid=True)
                ends.append(pooled[-1]["kind"])
            assert pool.decisions > decisions and {"close", "qaid"} & set(ends), ends
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


def test_the_levels_that_do_not_search_decide_on_the_loop():
    from baloot_audio.net.tables.bot_pool import POOLED_LEVELS, BotPool

    assert POOLED_LEVELS == {"strong"}

    async def main():
        pool = BotPool(1)
        try:
            levels = ["easy", "normal", "basic", "random"]
            assert await play_out(pool, "pool-d", levels) == await play_out(None, "pool-d", levels)
            assert pool.decisions == 0 and pool.pool is None      # never even started
        finally:
            pool.close()

    asyncio.run(main())


def test_the_workers_take_the_tables_decisions_in_turn():
    """One worker; table A asks five decisions, then B two and C one: A's first
    goes to the worker at once, then the tables take turns in the order they
    came (A, B, C, A, B, A, A): a table waits for at most one decision of each
    other table; a decision whose table moved on is dropped unasked."""
    import random

    from baloot_audio.bots import make_bot
    from baloot_audio.core import deck_for, new_round, rules_for, view
    from baloot_audio.net.tables.bot_pool import BotPool

    state, _ = new_round(rules_for("saudi"), 0, deck_for("turns", 1))
    seat_view = view(state, state.to_act)
    served: list[str] = []

    async def main():
        pool = BotPool(1)
        await pool.start()
        try:
            finished = asyncio.Event()

            def ask(table: str, n: int, wanted=lambda: True) -> None:
                def done(choice, name=f"{table}{n}"):
                    assert choice().seat == seat_view.seat
                    served.append(name)
                    if len(served) == 8:
                        finished.set()
                pool.decide("random", seat_view, random.Random(n), make_bot("random"), done,
                            table=table, wanted=wanted)

            for n in range(1, 6):
                ask("A", n)
            ask("B", 1)
            ask("B", 2)
            ask("D", 1, wanted=lambda: False)      # its table closed meanwhile
            ask("C", 1)
            assert pool.busy == 1 and pool.waiting_count() == 8
            await asyncio.wait_for(finished.wait(), 60)
            assert pool.busy == 0 and pool.decisions == 8
        finally:
            pool.close()

    asyncio.run(main())
    assert served == ["A1", "A2", "B1", "C1", "A3", "B2", "A4", "A5"]
