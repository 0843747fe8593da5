"""The time from SIGKILL of the process that owns a table to the table's next
update at all four of its clients (issue 29), over ``--runs`` runs.

    .venv/bin/python scripts/bench_failover.py [--runs 20]

Three ``serve --redis`` processes on a real PostgreSQL and a real Redis behind
HAProxy with the shipped scripts/deploy/haproxy.cfg, all on loopback
(tests/cluster_services.py). Each run: a table of four players (basic bots on
the clients, a human's pace for the bots of the server) on the next process in
turn, SIGKILL of that process in the middle of a trick, then the seconds until
each of the four clients has an update again (the slowest of the four counts);
the killed process is started again on its port before the next run. Prints
one JSON line per run, then p50 and max with the load average.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

BOUND = 30.0       # a run slower than this is a failure


async def one(cluster, owner: str) -> float:
    from net.cluster_play import kill_mid_trick

    seats, after, _ = await kill_mid_trick(cluster, owner, BOUND)
    for seat in seats:
        await seat.leave()
    return after


def main() -> int:
    import cluster_services

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    if not 1 <= args.runs <= 100:
        parser.error("1 to 100 runs")
    cluster = cluster_services.start(3, bot_delay="1.0")
    times = []
    try:
        for run in range(args.runs):
            owner = cluster_services.NAMES[run % 3]
            seconds = asyncio.run(one(cluster, owner))
            times.append(seconds)
            print(json.dumps({"run": run + 1, "killed": owner, "seconds": round(seconds, 2),
                              "load_average_1min": round(os.getloadavg()[0], 1)}), flush=True)
            cluster.restart(owner)
    except BaseException:
        for name, serve in cluster.serves.items():
            print(f"--- {name}:\n{serve.log_text()[-3000:]}", file=sys.stderr)
        raise
    finally:
        cluster.stop()
    print(f"\n| runs | p50 s | max s | load avg |\n|---|---|---|---|\n"
          f"| {len(times)} | {statistics.median(times):.2f} | {max(times):.2f} | "
          f"{os.getloadavg()[0]:.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
