"""Load on the game server over real websockets, on 127.0.0.1 only, bounded in time and count.

    .venv/bin/python scripts/bench_server.py [--tables 50,100,200,500] [--pace human,full]
        [--seconds 20] [--db memory:|sqlite] [--max-tables 500] [--tournament 64]

For each table count and pace: a fresh ``baloot-audio serve`` process, then one
client process holding every table's four connections (each table's from its
own loopback address, at a public table, as the server's limits expect of
players; a basic bot on each seat, acting 1-3 s after its turn at a human pace, at once at full speed; a
finished match is followed by a new one at the same table of clients). After
every table has started, it measures for ``--seconds``:

* actions a second (actions the server applied and told);
* action-to-last-broadcast latency: from a client sending its action to the
  last of the table's four clients receiving the update (one clock: all four
  clients are in the same process), p50 / p95 / max;
* the server's memory (RSS growth per table, after every table started) and its
  CPU use (share of one core).

With ``--tournament TEAMS``, a single-elimination tournament of that many teams
runs beside the tables (another client process: two accounts a team, made in the
database before the server starts, so the run is on SQLite; each match's four
players join it when told and a basic bot plays each seat at the same pace): it
starts once every table has, and its matches count in the server's latencies.

Prints one JSON line per run, then a table for docs/benchmarks.md. The client
process shares the machine with the server, so at full speed both compete for
the two cores: the figures are for this whole loopback set-up.
"""
from __future__ import annotations

import argparse
import asyncio
import contextvars
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"   # loopback only, always
SOURCE: contextvars.ContextVar = contextvars.ContextVar("source", default=None)


def from_sources() -> None:
    """The client's connections come from the loopback address in SOURCE (a
    task's own: each table its own address, as players are), not all from
    127.0.0.1 (the server limits what one address may do)."""
    from websockets.asyncio.client import connect

    from baloot_audio.net.client import remote_table as client

    def sourced(*args, **kwargs):
        if SOURCE.get() is not None:
            kwargs["local_addr"] = (SOURCE.get(), 0)
        return connect(*args, **kwargs)
    client.connect = sourced


def loopback(n: int) -> str:
    """The ``n``-th loopback address past 127.0.0.1 (all of 127/8 reaches the server)."""
    return f"127.{1 + n // 62500}.{1 + n // 250 % 250}.{1 + n % 250}"


def raise_fd_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# -- the client process -------------------------------------------------------------------
async def table_group(url: str, number: int, pace: str, stats: dict, started: asyncio.Event,
                      stop: asyncio.Event, public: bool = False) -> None:
    from baloot_audio.bots import make_bot
    from baloot_audio.net.wire import protocol as p
    from baloot_audio.net.client.bot_player import BotPlayer
    from baloot_audio.net.client.connection import Client

    if stats.get("first_address") is not None:
        SOURCE.set(loopback(stats["first_address"] + number))
    async def connected(seat: int) -> Client:
        """A connection (tried again after a refusal: a proxy's 502 under the burst of
        a cluster's first connections, counted in ``errors``)."""
        for attempt in range(5):
            client = Client()
            try:
                await client.connect(url, f"T{number}S{seat}")
                return client
            except Exception as error:        # noqa: BLE001 - counted, tried again
                stats["errors"].append(repr(error)[:200])
                await asyncio.sleep(0.5 * (attempt + 1))
        raise RuntimeError(f"table {number}: seat {seat} never connected")

    clients = [await connected(seat) for seat in range(4)]
    received: dict = {}

    def listener(seat):
        def on(msg):
            if isinstance(msg, p.Update):
                received.setdefault((msg.round, msg.index), {})[seat] = \
                    asyncio.get_running_loop().time()
                if seat == 0 and stats["measuring"] and msg.index > 0:
                    stats["updates"] += 1
                    stats["per_table"][number] = stats["per_table"].get(number, 0) + 1
        return on

    for seat, client in enumerate(clients):
        client.listeners.append(listener(seat))
    delay = (lambda rng: rng.uniform(1.0, 3.0)) if pace == "human" else None
    first = True
    while not stop.is_set():
        table = await clients[0].create_table(public=public, seat=0)
        for seat in (1, 2, 3):
            try:
                await clients[seat].join(code=table.info.code)
            except Exception as error:        # noqa: BLE001 - a move refused: again
                stats["errors"].append(repr(error)[:200])
                clients[seat] = await connected(seat)
                clients[seat].listeners.append(listener(seat))
                await clients[seat].join(code=table.info.code)
            await clients[seat].take_seat(seat)
        await clients[0].start_match()
        received.clear()
        players = [BotPlayer(c.table, make_bot("basic"), seed=f"{number}/{seat}", delay=delay)
                   for seat, c in enumerate(clients)]
        if first:
            stats["started"] += 1
            if stats["started"] == stats["tables"]:
                started.set()
            first = False
        while not stop.is_set() and not clients[0].table.revealed_seed:
            await asyncio.sleep(0.2)
        for player in players:
            player.stop()
            for (r, i), sent in player.sent_at.items():
                got = received.get((r, i + 1), {})
                if len(got) == 4 and stats["t0"] <= sent <= stats["t1"]:
                    stats["latencies"].append(max(got.values()) - sent)
        stats["matches"] += bool(clients[0].table.revealed_seed)
    for client in clients:
        await client.close()


async def worker(url: str, tables: int, pace: str, seconds: float, server_pid: int,
                 first_address: int | None = None, marker: str | None = None,
                 watched: tuple[int, ...] = ()) -> dict:
    """``first_address``: each table's clients come from their own loopback address
    (from that one on), at public tables; ``marker``: a file made once every table
    has started (the attack bench waits for it); ``watched``: more processes whose
    CPU share is measured (a cluster's other serves, Redis, HAProxy)."""
    stats = {"tables": tables, "started": 0, "updates": 0, "latencies": [], "matches": 0,
             "errors": [], "per_table": {},
             "measuring": False, "t0": 0.0, "t1": float("inf"), "first_address": first_address}
    if first_address is not None:
        from_sources()
    started, stop = asyncio.Event(), asyncio.Event()
    tasks = []
    for n in range(tables):
        tasks.append(asyncio.get_running_loop().create_task(
            table_group(url, n, pace, stats, started, stop, public=first_address is not None)))
        if n % 25 == 24:
            await asyncio.sleep(0.2)      # do not open 2,000 connections in one burst
    await asyncio.wait_for(started.wait(), 300)
    if marker:
        Path(marker).touch()
    rss0 = rss_kib(server_pid)
    cpu0, wall0 = cpu_seconds(server_pid), time.monotonic()
    others0 = [cpu_seconds(pid) for pid in watched]
    stats["measuring"], stats["t0"] = True, asyncio.get_running_loop().time()
    await asyncio.sleep(seconds)
    stats["measuring"], stats["t1"] = False, asyncio.get_running_loop().time()
    cpu1, wall1 = cpu_seconds(server_pid), time.monotonic()
    others = [round((cpu_seconds(pid) - c0) / (wall1 - wall0), 3)
              for pid, c0 in zip(watched, others0)]
    rss1 = rss_kib(server_pid)
    stop.set()
    await asyncio.wait(tasks, timeout=30)
    for task in tasks:
        task.cancel()
    return {"tables": tables, "pace": pace, "seconds": seconds, "window": [wall0, wall1],
            "wall_window": [time.time() - (time.monotonic() - wall0),
                            time.time() - (time.monotonic() - wall1)],
            "actions_per_s": stats["updates"] / (wall1 - wall0),
            "table_updates_per_s": [stats["per_table"].get(n, 0) / (wall1 - wall0)
                                    for n in range(tables)],
            "latencies": stats["latencies"],
            "server_cpu_share": round((cpu1 - cpu0) / (wall1 - wall0), 2),
            "watched_cpu_shares": others,
            "server_rss_mib": round(max(rss0, rss1) / 1024, 1),
            "matches_finished": stats["matches"], "connect_errors": stats["errors"][:20]}


def quantiles(values: list[float]) -> dict:
    lat = sorted(values)
    if not lat:
        return {"n": 0, "p50": None, "p95": None, "max": None}
    q = lambda f: round(1000 * lat[min(len(lat) - 1, int(f * len(lat)))], 1)  # noqa: E731
    return {"n": len(lat), "p50": q(0.5), "p95": q(0.95), "max": round(1000 * lat[-1], 1)}


def merge(parts: list[dict], tables: int, pace: str, seconds: float) -> dict:
    return {"tables": tables, "connections": 4 * tables, "pace": pace, "seconds": seconds,
            "client_processes": len(parts),
            "actions_per_s": round(sum(part["actions_per_s"] for part in parts), 1),
            "latency_ms": quantiles([x for part in parts for x in part["latencies"]]),
            "server_cpu_share": parts[0]["server_cpu_share"],
            "server_rss_mib": max(part["server_rss_mib"] for part in parts),
            "matches_finished": sum(part["matches_finished"] for part in parts),
            "connect_errors": [e for part in parts for e in part.get("connect_errors", [])],
            "load_average_1min": round(os.getloadavg()[0], 1)}


# -- the tournament's process --------------------------------------------------------------
async def make_accounts(db: str, teams: int) -> None:
    """Two accounts a team, each with a login token (no password to hash)."""
    from baloot_audio.net.accounts.identity import token_hash
    from baloot_audio.net.wire.names import name_key
    from baloot_audio.net.db.storage import open_storage

    store = await open_storage(db)
    for n in range(2 * teams):
        await store.create_account(f"cup{n}", f"Cup{n}", name_key(f"Cup{n}"), "-")
        await store.add_login_token(f"cup{n}", token_hash(f"cup-token-{n}"))
    await store.close()


async def entrant(url: str, n: int, pace: str, done: dict):
    """One account, connected: it joins each match it is told of and lets a bot play."""
    from baloot_audio.bots import make_bot
    from baloot_audio.net.wire import protocol as p
    from baloot_audio.net.client.bot_player import BotPlayer
    from baloot_audio.net.client.connection import Client

    SOURCE.set(loopback(40000 + n // 16))         # 16 players an address
    client, bots = Client(), []
    delay = (lambda rng: rng.uniform(1.0, 3.0)) if pace == "human" else None

    async def play(table_id: str) -> None:
        table = await client.join(table_id=table_id)
        bots.append(BotPlayer(table, make_bot("basic"), seed=f"cup{n}", delay=delay))
        done["seats"] += 1

    def heard(msg) -> None:
        if isinstance(msg, p.TournamentNotice) and msg.change == "ready":
            asyncio.get_running_loop().create_task(play(msg.table_id))
        elif isinstance(msg, p.TournamentNotice) and msg.change == "finished":
            done["finished"] = True
    client.listeners.append(heard)
    await client.connect(url, f"Cup{n}", token=f"cup-token-{n}")
    return client


async def tournament(url: str, teams: int, pace: str, seconds: float, marker: str) -> dict:
    """The tournament's players connect; once every table has started (the marker
    file) it is created to start 5 s later, all register, and it plays beside them."""
    from baloot_audio.net.wire import protocol as p

    from_sources()
    done = {"seats": 0, "finished": False}
    clients = await asyncio.gather(*(entrant(url, n, pace, done) for n in range(2 * teams)))
    while not Path(marker).exists():
        await asyncio.sleep(0.1)
    told = await clients[0].request(p.CreateTournament(
        "Bench cup", time.time() + 5, options={"target": 52}, max_teams=teams))
    await asyncio.gather(*(c.request(p.EnterTournament(told.info.tournament_id))
                           for c in clients))
    await asyncio.sleep(seconds)
    return {"teams": teams, "seats_played": done["seats"], "finished": done["finished"]}


# -- the driver ---------------------------------------------------------------------------
def run_workers(url: str, tables: int, pace: str, seconds: float, workers: int,
                server_pid: int, extra: list[str]) -> list[dict]:
    """The tables' clients, shared out over ``workers`` processes; each one's figures.
    Each table's clients come from their own loopback address, as players do (the
    server's gate lets one address open 32 connections, 2 new a second)."""
    shares = [tables // workers + (i < tables % workers) for i in range(workers)]
    firsts = [sum(shares[:i]) for i in range(workers)]
    procs = [subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--worker", url, "--tables", str(n),
         "--pace", pace, "--seconds", str(seconds), "--server-pid", str(server_pid),
         "--first-address", str(first), *extra],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        for n, first in zip(shares, firsts)]
    parts = []
    for proc in procs:
        out, err = proc.communicate(timeout=seconds + 400)
        if proc.returncode != 0:
            raise RuntimeError(err[-2000:])
        parts.append(json.loads(out.strip().splitlines()[-1]))
    return parts


def run_one(tables: int, pace: str, seconds: float, db: str, workers: int,
            teams: int = 0) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        db = "sqlite" if teams else db          # a tournament's accounts are made first
        url_db = f"sqlite:///{folder}/bench.sqlite3" if db == "sqlite" else db
        if teams:
            asyncio.run(make_accounts(url_db, teams))
        timings, marker = Path(folder) / "timings.json", str(Path(folder) / "started")
        server = subprocess.Popen(
            [sys.executable, "-m", "baloot_audio", "serve", "--host", HOST, "--port", "0",
             "--db", url_db, "--bot-delay", "0", "--rate", "1000", "--guests"],
            cwd=ROOT, stdout=subprocess.PIPE, text=True, preexec_fn=raise_fd_limit,
            env=dict(os.environ, BALOOT_SERVER_TIMINGS=str(timings)))
        try:
            line = server.stdout.readline()
            url = "ws://" + line.rsplit("ws://", 1)[1].strip()
            time.sleep(0.5)
            idle = rss_kib(server.pid)
            cup = subprocess.Popen(
                [sys.executable, __file__, "--tourney", url, "--tournament", str(teams),
                 "--pace", pace, "--seconds", str(seconds), "--marker", marker],
                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True) if teams else None
            parts = run_workers(url, tables, pace, seconds, workers, server.pid,
                                ["--marker", marker])
            result = merge(parts, tables, pace, seconds)
            if cup is not None:
                out, err = cup.communicate(timeout=seconds + 400)
                if cup.returncode != 0:
                    raise RuntimeError(err[-2000:])
                result["tournament"] = json.loads(out.strip().splitlines()[-1])
            server.terminate()
            server.wait(60)
            start, end = parts[0]["window"]
            result["server_latency_ms"] = quantiles(
                [lat for at, lat in json.loads(timings.read_text()) if start <= at <= end])
            result["db"] = db
            result["server_idle_rss_mib"] = round(idle / 1024, 1)
            result["kib_per_table"] = round((result["server_rss_mib"] * 1024 - idle) / tables, 1)
            return result
        finally:
            server.terminate()
            try:
                server.wait(20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", default="50,100,200,500")
    parser.add_argument("--pace", default="human,full")
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--db", default="memory:", help="memory: or sqlite (a temporary file)")
    parser.add_argument("--max-tables", type=int, default=500)
    parser.add_argument("--workers", type=int, default=1,
                        help="client processes (a table's four clients share one)")
    parser.add_argument("--tournament", type=int, default=0,
                        help="teams of a tournament played beside the tables (0: none; "
                             "at most 128)")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--tourney", help=argparse.SUPPRESS)
    parser.add_argument("--server-pid", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--first-address", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--marker", help=argparse.SUPPRESS)
    parser.add_argument("--watch", default="", help=argparse.SUPPRESS)
    parser.add_argument("--processes", default="",
                        help="e.g. 1,2,3: that many serve --redis processes behind HAProxy "
                        "on PostgreSQL and Redis (all started here; bench_cluster.py)")
    args = parser.parse_args()
    counts = [int(n) for n in args.tables.split(",")]
    if max(counts) > args.max_tables or args.seconds > 120 or not 1 <= args.workers <= 8 \
            or not 0 <= args.tournament <= 128:
        parser.error("at most --max-tables tables, 120 s a run, 8 client processes and a "
                     "tournament of 128 teams")
    if args.tourney:
        raise_fd_limit()
        assert args.tourney.startswith(f"ws://{HOST}:")
        print(json.dumps(asyncio.run(tournament(args.tourney, args.tournament, args.pace,
                                                args.seconds, args.marker))))
        return 0
    if args.worker:
        raise_fd_limit()
        assert args.worker.startswith(f"ws://{HOST}:")
        watched = tuple(int(pid) for pid in args.watch.split(",") if pid)
        result = asyncio.run(worker(args.worker, counts[0], args.pace, args.seconds,
                                    args.server_pid, args.first_address, args.marker, watched))
        print(json.dumps(result))
        return 0
    if args.processes:
        from bench_cluster import cluster_runs
        return cluster_runs([int(n) for n in args.processes.split(",")], counts,
                            args.pace.split(","), args.seconds, args.workers)
    results = []
    for pace in args.pace.split(","):
        for tables in counts:
            result = run_one(tables, pace, args.seconds, args.db, args.workers, args.tournament)
            print(json.dumps(result), flush=True)
            results.append(result)
    print("\n| pace | tables | connections | client procs | actions/s | p50 ms | p95 ms | max ms | "
          "server p50 ms | server p95 ms | server CPU | server RSS MiB | KiB/table | load avg |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        lat = r["latency_ms"]
        print(f"| {r['pace']} | {r['tables']} | {r['connections']} | {r['client_processes']} | "
              f"{r['actions_per_s']} | "
              f"{lat['p50']} | {lat['p95']} | {lat['max']} | {r['server_latency_ms']['p50']} | "
              f"{r['server_latency_ms']['p95']} | {r['server_cpu_share']:.0%} | "
              f"{r['server_rss_mib']} | {r['kib_per_table']} | {r['load_average_1min']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
