#!/usr/bin/env python3
"""Where-a-player-stands queries on a big server: leaderboard and statistics speed.

A seeded generator fills a database with ``--accounts`` accounts (10,000; 2 in 100
hidden from the leaderboards), their ratings (every account at saudi, half at ksa,
three in ten at belote), their statistics rows (one per account and preset, with
eight partners each) and ``--matches`` finished matches (100,000; four seats each,
one seat in ten a bot; seven in ten rated; about 1 KB of records each). The rows
go straight in (the schema is the server's own, made by its migrations); then
each query is timed through the storage's own methods, one at a time, ``--runs``
times after a warm-up, on random players, presets and pages:

* ``leaderboard``: a page of a preset's top 50 (pages 0 to 4);
* ``place``: a player's place on a preset's leaderboard;
* ``statistics``: a player's figures (every preset);
* ``ratings``: a player's ratings;
* ``history``: a player's first page of past matches, and ``history+1`` the next.

On SQLite (a file in a temporary folder, as shipped) and on PostgreSQL (a
throw-away server, tests/postgres_server.py, its default durability).

    python scripts/bench_standing.py [--accounts 10000] [--matches 100000] [--runs 300] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from baloot_audio.net.db.storage import open_storage  # noqa: E402
from baloot_audio.standing.stats import PlayerStats  # noqa: E402

PRESETS = ("saudi", "ksa", "belote")
RECORDS = json.dumps([{"round": 1, "ruleset": "saudi", "filler": "x" * 1000}])
QUERIES = ("leaderboard", "place", "statistics", "ratings", "history", "history+1")


def accounts(n: int, rng: random.Random) -> Iterator[tuple]:
    for i in range(n):
        yield (f"p{i:06}", f"Player{i}", f"player{i}", "hash", None, 1.0, 1.0,
               rng.random() < 0.02)


def ratings(n: int, hidden: set[str], rng: random.Random) -> Iterator[tuple]:
    for i in range(n):
        player = f"p{i:06}"
        for preset, share in zip(PRESETS, (1.0, 0.5, 0.3)):
            if rng.random() < share:
                mu, sigma = rng.gauss(25, 4), rng.uniform(1.5, 25 / 3)
                yield (player, preset, mu, sigma, mu - 3 * sigma, rng.randint(1, 80),
                       player in hidden, 1.0)


def stats_rows(n: int, rng: random.Random) -> Iterator[tuple]:
    for i in range(n):
        for preset in PRESETS:
            figures = PlayerStats(matches=40, won=rng.randint(0, 40), rounds=300,
                                  partners={f"Player{rng.randrange(n)}": [5, 2]
                                            for _ in range(8)})
            yield (f"p{i:06}", preset, json.dumps(figures.to_json()), 1.0)


def matches(n: int, players: int, rng: random.Random) -> tuple[list[tuple], list[tuple]]:
    rows, seats = [], []
    start = time.time() - n * 30
    for i in range(n):
        match_id, at = f"m{i:07}", start + i * 30
        rows.append((match_id, rng.choice(PRESETS), rng.random() < 0.7, rng.randint(0, 1),
                     None, rng.randint(0, 180), rng.randint(0, 180), RECORDS, at))
        for seat, who in enumerate(rng.sample(range(players), 4)):
            bot = rng.random() < 0.1
            seats.append((match_id, seat, None if bot else f"p{who:06}",
                          "bot-normal" if bot else f"Player{who}",
                          "bot" if bot else "account", at))
    return rows, seats


def generate(n_accounts: int, n_matches: int, seed: int = 27) -> dict[str, list[tuple]]:
    rng = random.Random(seed)
    people = list(accounts(n_accounts, rng))
    hidden = {row[0] for row in people if row[7]}
    match_rows, seat_rows = matches(n_matches, n_accounts, rng)
    return {"accounts": people, "ratings": list(ratings(n_accounts, hidden, rng)),
            "player_stats": list(stats_rows(n_accounts, rng)), "matches": match_rows,
            "match_seats": seat_rows}


COLUMNS = {
    "accounts": "player_id, name, name_key, password_hash, banned, created_at, updated_at, "
                "hidden",
    "ratings": "player_id, preset, mu, sigma, shown, rated, hidden, updated_at",
    "player_stats": "player_id, preset, stats, updated_at",
    "matches": "match_id, preset, rated, winner, left_seat, score0, score1, records, "
               "finished_at",
    "match_seats": "match_id, seat, player_id, name, kind, finished_at",
}


def fill_sqlite(path: str, data: dict[str, list[tuple]]) -> None:
    conn = sqlite3.connect(path)
    with conn:
        for table, rows in data.items():
            marks = ", ".join("?" * len(rows[0]))
            conn.executemany(f"INSERT INTO {table} ({COLUMNS[table]}) VALUES ({marks})", rows)
    conn.execute("ANALYZE")
    conn.close()


def fill_postgres(url: str, data: dict[str, list[tuple]]) -> None:
    import psycopg

    with psycopg.connect(url) as conn:
        for table, rows in data.items():
            with conn.cursor().copy(f"COPY {table} ({COLUMNS[table]}) FROM STDIN") as copy:
                for row in rows:
                    copy.write_row(row)
        conn.commit()
        conn.autocommit = True
        conn.execute("VACUUM ANALYZE")


async def timed(store: Any, runs: int, players: int, rng: random.Random) -> dict[str, list]:
    """Each query ``runs`` times (after ``runs // 10`` untimed), in milliseconds."""
    times: dict[str, list[float]] = {q: [] for q in QUERIES}

    async def one(query: str) -> None:
        player = f"p{rng.randrange(players):06}"
        preset = rng.choice(PRESETS)
        if query == "leaderboard":
            await store.leaderboard(preset, rng.randrange(5))
        elif query == "place":
            await store.place(player, preset)
        elif query == "statistics":
            await store.stats_of(player)
        elif query == "ratings":
            await store.ratings_of(player)
        else:
            _, after = await store.history(player, None)
            if query == "history+1":
                begun = time.perf_counter()
                await store.history(player, after)
                times[query].append(1000 * (time.perf_counter() - begun))
                return
    for warm in range(max(1, runs // 10)):
        for query in QUERIES:
            await one(query)
    for query in QUERIES:
        for _ in range(runs):
            begun = time.perf_counter()
            await one(query)
            if query != "history+1":
                times[query].append(1000 * (time.perf_counter() - begun))
    return times


def summary(times: dict[str, list[float]]) -> dict[str, dict[str, float]]:
    out = {}
    for query, samples in times.items():
        cuts = statistics.quantiles(samples, n=100)
        out[query] = {"p50": round(statistics.median(samples), 2), "p95": round(cuts[94], 2),
                      "max": round(max(samples), 2), "runs": len(samples)}
    return out


async def bench(url: str, runs: int, players: int) -> dict[str, dict[str, float]]:
    store = await open_storage(url)
    try:
        return summary(await timed(store, runs, players, random.Random(1)))
    finally:
        await store.close()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--accounts", type=int, default=10_000)
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--runs", type=int, default=300)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--skip-postgres", action="store_true")
    args = parser.parse_args()
    begun = time.perf_counter()
    data = generate(args.accounts, args.matches)
    made = time.perf_counter() - begun
    results: dict[str, Any] = {"accounts": args.accounts, "matches": args.matches,
                               "generated_s": round(made, 1), "load": os.getloadavg(),
                               "cpus": os.cpu_count()}
    with tempfile.TemporaryDirectory() as folder:
        path = f"{folder}/standing.sqlite3"
        asyncio.run(_close(f"sqlite:///{path}"))     # the schema, by the migrations
        fill_sqlite(path, data)
        results["sqlite"] = asyncio.run(bench(f"sqlite:///{path}", args.runs, args.accounts))
    if not args.skip_postgres:
        import postgres_server

        server = postgres_server.start()
        try:
            asyncio.run(_close(server.url()))
            fill_postgres(server.url(), data)
            results["postgresql"] = asyncio.run(bench(server.url(), args.runs, args.accounts))
        finally:
            server.stop()
    results["load_after"] = os.getloadavg()
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"{args.accounts} accounts, {args.matches} matches (generated in {made:.1f} s); "
          f"load {results['load'][0]:.1f} before, {results['load_after'][0]:.1f} after, "
          f"{results['cpus']} CPUs")
    for backend in ("sqlite", "postgresql"):
        for query, figures in results.get(backend, {}).items():
            print(f"{backend:10} {query:12} p50 {figures['p50']:7.2f} ms  "
                  f"p95 {figures['p95']:7.2f} ms  max {figures['max']:7.2f} ms")
    return 0


async def _close(url: str) -> None:
    """Open the storage once (its migrations make the schema), then close it."""
    store = await open_storage(url)
    await store.close()


if __name__ == "__main__":
    sys.exit(main())
