"""bench_server.py --processes 1,2,3: the same load through HAProxy on 1, 2 and 3
``serve --redis`` processes, on a real PostgreSQL and a real Redis, all started
here on loopback (tests/cluster_services.py: each dies with this script).

    .venv/bin/python scripts/bench_server.py --processes 1,2,3 --tables 200 --pace human

For each process count and table count: every table's four clients connect to
the proxy's one address (lobby connections land on the process with the fewest
connections; the three who join by code are moved to the table's process), play
as in bench_server.py, and it reports the action-to-last-update latency (p50,
p95, max), each serve's CPU share, Redis's and HAProxy's. Then the fan-out
through Redis alone: ``FANOUT`` friend notices a second published on the
channel every process listens to (each process decodes every one, as it does a
friend's presence or a private message for an account connected elsewhere),
each serve's CPU share against the same seconds idle (a fresh cluster, no table:
the tables of the runs before go on with their bots once their clients leave).
"""
from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

FANOUT = 1000          # relayed notices a second, for the fan-out's cost
FANOUT_SECONDS = float(os.environ.get("BENCH_FANOUT_SECONDS", 10))


def shares(pids: list[int], seconds: float, during=None) -> list[float]:
    """Each process's CPU share over ``seconds`` (while ``during()`` runs, if given)."""
    from bench_server import cpu_seconds
    before, t0 = [cpu_seconds(pid) for pid in pids], time.monotonic()
    if during is not None:
        during()
    else:
        time.sleep(seconds)
    wall = time.monotonic() - t0
    return [round((cpu_seconds(pid) - c0) / wall, 3) for pid, c0 in zip(pids, before)]


def publish_notices(url: str, per_second: int, seconds: float) -> None:
    from redis import asyncio as aioredis

    from baloot_audio.net.wire import protocol as p
    from baloot_audio.net.cluster.relay import CHANNEL

    async def main():
        redis = aioredis.Redis.from_url(url)
        notice = p.encode(p.FriendNotice("online", p.FriendInfo("ab12", "Ann", "lobby")))
        data = b'{"origin":"bench","to":"%s","msg":%s}'
        end = time.monotonic() + seconds
        n = 0
        while time.monotonic() < end:
            pipe = redis.pipeline(transaction=False)
            for _ in range(per_second // 10):
                n += 1
                pipe.publish(CHANNEL, data % (b"%016x" % n, notice))
            await pipe.execute()
            await asyncio.sleep(0.1)
        await redis.aclose()
    asyncio.run(main())


def one_run(cluster, tables: int, pace: str, seconds: float, workers: int) -> dict:
    from bench_server import merge, run_workers
    serves = [s.proc.pid for s in cluster.serves.values()]
    watched = serves[1:] + [cluster.redis.pid, cluster.haproxy.pid]
    parts = run_workers(cluster.url, tables, pace, seconds, workers, serves[0],
                        ["--watch", ",".join(map(str, watched))])
    result = merge(parts, tables, pace, seconds)
    others = parts[0]["watched_cpu_shares"]
    result.update(processes=len(serves), serve_cpu=[parts[0]["server_cpu_share"]] + others[:-2],
                  redis_cpu=others[-2], haproxy_cpu=others[-1])
    return result


def fanout(cluster) -> dict:
    serves = [s.proc.pid for s in cluster.serves.values()]
    idle = shares(serves, FANOUT_SECONDS)
    busy = shares(serves, FANOUT_SECONDS, lambda: publish_notices(
        cluster.redis_url, FANOUT, FANOUT_SECONDS))
    return {"processes": len(serves), "notices_per_s": FANOUT, "idle_cpu": idle,
            "fanout_cpu": busy, "load_average_1min": round(os.getloadavg()[0], 1)}


def cluster_runs(processes: list[int], counts: list[int], paces: list[str], seconds: float,
                 workers: int) -> int:
    import cluster_services
    from bench_server import raise_fd_limit

    raise_fd_limit()          # inherited by HAProxy (its maxconn) and the serves
    results, fans = [], []
    for n in processes:
        for pace in paces:
            for tables in counts:
                cluster = cluster_services.start(n, "--rate", "1000", bot_delay="0")
                try:
                    result = one_run(cluster, tables, pace, seconds, workers)
                    if result["connect_errors"]:     # what the proxy saw of them
                        log = (cluster.folder / "haproxy.log").read_text(errors="replace")
                        print(log[-3000:], file=sys.stderr)
                finally:
                    cluster.stop()
                print(json.dumps(result), flush=True)
                results.append(result)
        cluster = cluster_services.start(n)      # no table: the fan-out alone
        try:
            fans.append(fanout(cluster))
        finally:
            cluster.stop()
        print(json.dumps(fans[-1]), flush=True)
    print("\n| processes | pace | tables | actions/s | p50 ms | p95 ms | max ms | "
          "each serve's CPU | Redis CPU | HAProxy CPU | load avg |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        lat = r["latency_ms"]
        cpu = " / ".join(f"{c:.0%}" for c in r["serve_cpu"])
        print(f"| {r['processes']} | {r['pace']} | {r['tables']} | {r['actions_per_s']} | "
              f"{lat['p50']} | {lat['p95']} | {lat['max']} | {cpu} | {r['redis_cpu']:.0%} | "
              f"{r['haproxy_cpu']:.0%} | {r['load_average_1min']} |"
              + (f" ({len(r['connect_errors'])} connections tried again)"
                 if r["connect_errors"] else ""))
    print("\n| processes | relayed notices/s | each serve's CPU idle | each serve's CPU "
          "with the notices | load avg |")
    print("|---|---|---|---|---|")
    for f in fans:
        print(f"| {f['processes']} | {f['notices_per_s']} | "
              f"{' / '.join(f'{c:.1%}' for c in f['idle_cpu'])} | "
              f"{' / '.join(f'{c:.1%}' for c in f['fanout_cpu'])} | {f['load_average_1min']} |")
    return 0
