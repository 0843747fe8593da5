"""The game server under attack (issue 24), over real websockets on 127.0.0.1 only.

    .venv/bin/python scripts/bench_attack.py [--tables 300] [--strong 40] [--guessers 5]
        [--listers 5] [--seconds 30] [--runs 3] [--workers 2] [--code-length 10]

For each run, a fresh ``baloot-audio serve`` (its own defaults: ``--rate 20``, a bot
pause of ``--bot-delay`` seconds, memory storage), then at once:

* ``--tables`` human-paced public tables: bench_server.py's clients (four a
  table, a basic bot on each seat acting 1-3 s after its turn), each table's
  clients from their own loopback address, as players are;
* ``--strong`` tables of four strong server bots, each watched by its creator
  (a new match when one ends), each from its own address, and ``--cheap``
  tables of four normal server bots, the same way (issue 43: they decide on
  the server's loop, not behind the strong bots in the worker pool);
* once every human table has started: ``--guessers`` connections from ONE
  address guess invite codes (``--code-length`` letters) at their best rate:
  the next guess as soon as the answer says they may (at once after a wrong
  code, after the wait a ``guess_wait`` names, 1/20 s after ``throttled``);
* and ``--listers`` connections from another address ask for the table list as
  fast as they may (every page, again and again).

Measured over ``--seconds`` after the human tables started: the human tables'
action-to-last-update latency (p50 / p95 / max, bench_server.py's measure), every
table's updates a second (min / median / max over the human, strong and cheap
tables: a table that starves shows in the min), the
same inside the server, the codes the server tried for the guessers a second (a
wrong code answered ``unknown_table``), the list's answers a second and their
size, the server's CPU and memory (RSS growth per open connection). Prints one
JSON line per run, then the medians. The code before issue 24: copy this script
and bench_server.py into a checkout of it and run them there (its server and its
clients, which speak its protocol).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bench_server as bs  # noqa: E402

LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
GUESS_ADDRESS, LIST_ADDRESS = "127.0.0.2", "127.0.0.3"
STRONG_FIRST = 60000          # the strong tables' addresses (bench_server.loopback numbers)
GUESS_FIRST = 70000           # and the guessers', when they come from several


# -- the attack worker ----------------------------------------------------------------------
async def raw_client(url: str, source: str, name: str):
    from websockets.asyncio.client import connect

    from baloot_audio.net.wire.protocol import VERSION

    ws = await connect(url, local_addr=(source, 0), compression=None, max_size=2 ** 24)
    await ws.send(json.dumps({"type": "hello", "version": VERSION, "name": name, "ref": 1}))
    while json.loads(await ws.recv()).get("ref") != 1:
        pass
    return ws


async def answer(ws, message: dict, ref: int) -> tuple[dict, int]:
    """The reply to ``message`` (one refused past the first throttled ones gets none:
    after a second without, it counts as throttled)."""
    await ws.send(json.dumps({**message, "ref": ref}))
    end = time.monotonic() + 1.0
    try:
        while True:
            raw = await asyncio.wait_for(ws.recv(), end - time.monotonic())
            reply = json.loads(raw)
            if reply.get("ref") == ref:
                return reply, len(raw)
    except asyncio.TimeoutError:
        return {"type": "error", "code": "throttled"}, 0


async def guesser(url: str, n: int, end: float, length: int, out: dict, addresses: int) -> None:
    """Guess codes from GUESS_ADDRESS (``addresses`` > 1: guesser n from the
    (n % addresses)-th of that many addresses of its own)."""
    rng = random.Random(n)
    source = GUESS_ADDRESS if addresses <= 1 else bs.loopback(GUESS_FIRST + n % addresses)
    ws = await raw_client(url, source, f"Guess{n}")
    ref = 1
    while time.time() < end:
        ref += 1
        code = "".join(rng.choice(LETTERS) for _ in range(length))
        reply, _ = await answer(ws, {"type": "join_table", "code": code}, ref)
        kind = reply.get("code", reply["type"])
        out.setdefault(kind, []).append(time.time())
        if kind == "guess_wait":
            wait = float(re.search(r"in ([0-9.]+) s", reply["detail"]).group(1))
            await asyncio.sleep(min(wait, max(0.0, end - time.time())))
        elif kind == "throttled":
            await asyncio.sleep(1 / 20)
        elif kind == "joined":
            await answer(ws, {"type": "leave_table"}, ref + 1)
            ref += 1
    await ws.close()


async def lister(url: str, n: int, end: float, out: dict) -> None:
    ws = await raw_client(url, LIST_ADDRESS, f"List{n}")
    ref, after = 1, None
    while time.time() < end:
        ref += 1
        message = {"type": "list_tables"} if after is None else \
            {"type": "list_tables", "after": after}
        reply, size = await answer(ws, message, ref)
        if reply["type"] == "tables":
            out["answers"].append((time.time(), size, len(reply["tables"])))
            after = reply.get("next")
        else:
            out.setdefault(reply.get("code"), []).append(time.time())
            await asyncio.sleep(1 / 20)
    await ws.close()


async def strong_table(url: str, n: int, stop: asyncio.Event, out: dict,
                       level: str = "strong") -> None:
    from baloot_audio.net.client.connection import Client

    bs.SOURCE.set(bs.loopback(STRONG_FIRST + n))
    owner = Client()
    await owner.connect(url, f"Owner{n}")
    times = out.setdefault("times", {}).setdefault(n, [])

    def heard(msg) -> None:
        if type(msg).__name__ == "Update":
            out["updates"] += 1
            times.append(time.time())
    owner.listeners.append(heard)
    while not stop.is_set():
        table = await owner.create_table(seat=None, bots=[level] * 4, public=True)
        await owner.start_match()
        while not stop.is_set() and not table.revealed_seed:
            await asyncio.sleep(0.2)
        out["matches"] += bool(table.revealed_seed)
    await owner.close()


async def attack(url: str, args: argparse.Namespace) -> dict:
    bs.from_sources()
    stop = asyncio.Event()
    strong_out = {"updates": 0, "matches": 0}
    cheap_out = {"updates": 0, "matches": 0}
    loop = asyncio.get_running_loop()
    strong = [loop.create_task(strong_table(url, n, stop, strong_out))
              for n in range(args.strong)]
    strong += [loop.create_task(strong_table(url, args.strong + n, stop, cheap_out, "normal"))
               for n in range(args.cheap)]
    markers = [Path(m) for m in args.markers.split(",")]
    while not all(m.exists() for m in markers):
        await asyncio.sleep(0.1)
    start = time.time()
    end = start + args.seconds + 5
    guesses: dict = {}
    lists: dict = {"answers": []}
    await asyncio.gather(*(guesser(url, n, end, args.code_length, guesses, args.guess_addresses)
                           for n in range(args.guessers)),
                         *(lister(url, n, end, lists) for n in range(args.listers)))
    stop.set()
    if strong:
        await asyncio.wait(strong, timeout=30)
    return {"start": start, "guesses": guesses, "lists": lists, "strong": strong_out,
            "cheap": cheap_out}


# -- the driver -----------------------------------------------------------------------------
def in_window(times: list[float], window: list[float]) -> int:
    return sum(window[0] <= t <= window[1] for t in times)


def spread(values: list[float]) -> dict:
    """min / median / max of the tables' updates a second (and how many tables)."""
    if not values:
        return {"tables": 0}
    return {"tables": len(values), "min": round(min(values), 2),
            "median": round(statistics.median(values), 2), "max": round(max(values), 2)}


def summary(parts: list[dict], attack_out: dict, server: dict, args: argparse.Namespace) -> dict:
    window = parts[0]["wall_window"]
    seconds = window[1] - window[0]
    lists = [a for a in attack_out["lists"]["answers"] if window[0] <= a[0] <= window[1]]
    connections = 4 * args.tables + args.strong + args.cheap + args.guessers + args.listers
    return {
        "tables": args.tables, "strong": args.strong, "seconds": round(seconds, 1),
        "latency_ms": bs.quantiles([x for part in parts for x in part["latencies"]]),
        "actions_per_s": round(sum(part["actions_per_s"] for part in parts), 1),
        "guesses_tried_per_s": round(in_window(attack_out["guesses"].get("unknown_table", []),
                                               window) / seconds, 2),
        "guesses_tried_since_attack": len(attack_out["guesses"].get("unknown_table", [])),
        "guess_answers": {k: len(v) for k, v in attack_out["guesses"].items()},
        "list_answers_per_s": round(len(lists) / seconds, 1),
        "list_answer_kib": round(statistics.mean([a[1] for a in lists]) / 1024, 1) if lists
        else None,
        "list_refused": {k: len(v) for k, v in attack_out["lists"].items() if k != "answers"},
        "strong_updates_per_s": round(attack_out["strong"]["updates"] / (args.seconds + 5), 1),
        "table_updates_per_s": {
            "human": spread([x for part in parts for x in part["table_updates_per_s"]]),
            "strong": spread([in_window(times, window) / seconds
                              for times in attack_out["strong"].get("times", {}).values()]),
            "cheap": spread([in_window(times, window) / seconds
                             for times in attack_out["cheap"].get("times", {}).values()])},
        "connections": connections,
        **server,
        "kib_per_connection": round((server["server_rss_mib"] - server["server_idle_rss_mib"])
                                    * 1024 / connections, 1),
        "load_average_1min": round(os.getloadavg()[0], 1),
    }


def guests(root: Path) -> list[str]:
    """``--guests`` for a server that has accounts (the bench's clients are guests);
    the code before issue 24 took everybody."""
    usage = subprocess.run([sys.executable, "-m", "baloot_audio", "serve", "--help"], cwd=root,
                           capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(root)))
    return ["--guests"] if "--guests" in usage.stdout else []


def run_once(args: argparse.Namespace, root: Path) -> dict:
    with tempfile.TemporaryDirectory() as folder:
        timings = Path(folder) / "timings.json"
        server = subprocess.Popen(
            [sys.executable, "-m", "baloot_audio", "serve", "--host", bs.HOST, "--port", "0",
             "--db", "memory:", "--bot-delay", str(args.bot_delay), *guests(root)],
            cwd=root, stdout=subprocess.PIPE, text=True, preexec_fn=bs.raise_fd_limit,
            env=dict(os.environ, BALOOT_SERVER_TIMINGS=str(timings), PYTHONPATH=str(root)))
        try:
            url = "ws://" + server.stdout.readline().rsplit("ws://", 1)[1].strip()
            time.sleep(1.0)
            idle = bs.rss_kib(server.pid)
            shares = [args.tables // args.workers + (i < args.tables % args.workers)
                      for i in range(args.workers)]
            markers = [f"{folder}/started{i}" for i in range(args.workers)]
            env = dict(os.environ, PYTHONPATH=str(root))
            humans = [subprocess.Popen(
                [sys.executable, str(HERE / "bench_server.py"), "--worker", url, "--tables",
                 str(n), "--pace", "human", "--seconds", str(args.seconds), "--server-pid",
                 str(server.pid), "--first-address", str(sum(shares[:i])),
                 "--marker", markers[i]], cwd=root, env=env, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True) for i, n in enumerate(shares)]
            attacker = subprocess.Popen(
                [sys.executable, __file__, "--attack-worker", url, "--markers", ",".join(markers),
                 *sys.argv[1:]], cwd=root, env=env, stdout=subprocess.PIPE,
                stderr=subprocess.PIPE, text=True)
            parts = []
            for proc in humans + [attacker]:
                out, err = proc.communicate(timeout=args.seconds + 600)
                if proc.returncode != 0:
                    raise RuntimeError(err[-3000:])
                parts.append(json.loads(out.strip().splitlines()[-1]))
            rss = bs.rss_kib(server.pid)
            server.terminate()
            server.wait(60)
            window = parts[0]["window"]
            measured = {
                "server_latency_ms": bs.quantiles([lat for at, lat in json.loads(
                    timings.read_text()) if window[0] <= at <= window[1]]),
                "server_cpu_share": parts[0]["server_cpu_share"],
                "server_rss_mib": round(max(rss, max(p["server_rss_mib"] * 1024
                                                     for p in parts[:-1])) / 1024, 1),
                "server_idle_rss_mib": round(idle / 1024, 1)}
            return summary(parts[:-1], parts[-1], measured, args)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait(5)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--strong", type=int, default=40)
    parser.add_argument("--cheap", type=int, default=0,
                        help="tables of four normal server bots, each watched by its creator")
    parser.add_argument("--guessers", type=int, default=5)
    parser.add_argument("--guess-addresses", type=int, default=1,
                        help="the guessers come from this many addresses (1: one, the issue's)")
    parser.add_argument("--listers", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--bot-delay", type=float, default=1.0)
    parser.add_argument("--code-length", type=int, default=10)
    parser.add_argument("--attack-worker", help=argparse.SUPPRESS)
    parser.add_argument("--markers", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.tables > 500 or args.seconds > 120 or args.runs > 9 or not 1 <= args.workers <= 8:
        parser.error("at most 500 tables, 120 s a run, 9 runs and 8 client processes")
    if args.attack_worker:
        bs.raise_fd_limit()
        assert args.attack_worker.startswith(f"ws://{bs.HOST}:")
        print(json.dumps(asyncio.run(attack(args.attack_worker, args))))
        return 0
    results = []
    for _ in range(args.runs):
        result = run_once(args, bs.ROOT)
        print(json.dumps(result), flush=True)
        results.append(result)
    median = lambda key, sub=None: statistics.median(  # noqa: E731
        r[key][sub] if sub else r[key] for r in results)
    print(json.dumps({"runs": len(results), "p50_ms": median("latency_ms", "p50"),
                      "p95_ms": median("latency_ms", "p95"), "max_ms": median("latency_ms", "max"),
                      "server_p95_ms": median("server_latency_ms", "p95"),
                      "guesses_tried_per_s": median("guesses_tried_per_s"),
                      "list_answers_per_s": median("list_answers_per_s"),
                      "kib_per_connection": median("kib_per_connection"),
                      "server_cpu_share": median("server_cpu_share")}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
