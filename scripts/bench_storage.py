#!/usr/bin/env python3
"""Server storage speed: committed appends per second from one process.

For each backend, ``append_action`` (one committed transaction each) on
tables of 8 rounds x 40 actions: from one task awaiting each append in turn
(``serial``), and from ``--tables`` tasks at once, one table each, as the
server's tables write (``concurrent``). While they run, a 1 ms ticker on the
same event loop records how late it wakes: the loop's longest stall (first
measured with the loop idle: what the machine's other load alone causes);
and the event loop thread's own CPU time per append, less the ticker's own
(what an append costs the loop, whatever else the machine runs).

* SQLite: a file in a temporary folder, as shipped (WAL, synchronous=NORMAL),
  and with synchronous=FULL (an fsync per commit) for comparison;
* PostgreSQL: a throw-away server (tests/postgres_server.py) with its default
  durability (fsync, synchronous_commit=on), over its unix socket.

Bounded: at most ``--appends`` per run and ``--seconds`` per run.

    python scripts/bench_storage.py [--appends 3000] [--tables 50] [--seconds 10] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from baloot_audio.net.db.storage import open_storage  # noqa: E402

ROUNDS, PER_ROUND = 8, 40


async def ticker(stalls: list[float], stop: asyncio.Event) -> None:
    while not stop.is_set():
        before = time.perf_counter()
        await asyncio.sleep(0.001)
        stalls.append(time.perf_counter() - before - 0.001)


async def fill(store, table_id: str, count: int, deadline: float) -> int:
    """Appends up to ``count`` actions to a new table before ``deadline``; how many."""
    await store.create_table(table_id, "seed", {"bench": True})
    done = 0
    for r in range(ROUNDS * (count // (ROUNDS * PER_ROUND) + 1)):
        await store.start_round(table_id, r)
        for i in range(PER_ROUND):
            if done >= count or time.perf_counter() > deadline:
                return done
            await store.append_action(table_id, r, i, {"seat": i % 4, "kind": "play", "card": "AS"})
            done += 1
    return done


async def run(url: str, tasks: int, appends: int, seconds: float, tag: str,
              ticker_cpu: float) -> dict:
    store = await open_storage(url)
    stalls: list[float] = []
    stop = asyncio.Event()
    tick = asyncio.create_task(ticker(stalls, stop))
    try:
        start, cpu = time.perf_counter(), time.thread_time()
        deadline = start + seconds
        done = sum(await asyncio.gather(*(fill(store, f"{tag}-{n}", appends // tasks, deadline)
                                          for n in range(tasks))))
        elapsed = time.perf_counter() - start
        cpu = time.thread_time() - cpu - ticker_cpu * elapsed
    finally:
        stop.set()
        await tick
        await store.close()
    return {"appends": done, "seconds": round(elapsed, 3),
            "per_second": round(done / elapsed), "ms_each": round(1000 * elapsed / done * tasks, 2),
            "loop_cpu_us_each": round(1e6 * cpu / done),
            "loop_max_stall_ms": round(1000 * max(stalls, default=0), 1)}


async def idle_loop(seconds: float) -> tuple[float, float]:
    """The idle loop's longest stall (ms) and the ticker's own CPU per second."""
    stalls: list[float] = []
    stop = asyncio.Event()
    cpu = time.thread_time()
    tick = asyncio.create_task(ticker(stalls, stop))
    await asyncio.sleep(seconds)
    stop.set()
    await tick
    return round(1000 * max(stalls, default=0), 1), (time.thread_time() - cpu) / seconds


def bench(name: str, url: str, args, results: dict) -> None:
    for mode, tasks in (("serial", 1), ("concurrent", args.tables)):
        result = asyncio.run(run(url, tasks, args.appends, args.seconds, mode, args.ticker_cpu))
        results[f"{name} {mode}"] = result
        print(f"{name:22} {mode:10} {result['per_second']:6} appends/s  "
              f"({result['appends']} in {result['seconds']} s, {result['ms_each']} ms each; "
              f"event loop: {result['loop_cpu_us_each']} us CPU each, "
              f"stalled {result['loop_max_stall_ms']} ms at most)", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--appends", type=int, default=3000)
    parser.add_argument("--tables", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    stall, args.ticker_cpu = asyncio.run(idle_loop(2.0))
    results: dict = {"python": platform.python_version(), "cpus": os.cpu_count(),
                     "idle_loop_max_stall_ms": stall}
    print(f"idle event loop: stalled {results['idle_loop_max_stall_ms']} ms at most in 2 s",
          flush=True)
    with tempfile.TemporaryDirectory() as folder:
        for sync in ("normal", "full"):
            bench(f"sqlite {sync}", f"sqlite:///{folder}/{sync}.sqlite3?synchronous={sync}", args,
                  results)
    import postgres_server

    server = postgres_server.start()
    try:
        bench("postgresql", server.url(), args, results)
    finally:
        server.stop()
    if args.json:
        print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
