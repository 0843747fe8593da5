"""Play now's line, simulated: N players (ratings drawn from a wide spread) arriving
over a minute into a rated queue; the line runs every half second of a virtual
clock (the server's TICK), as the server's hall runs it; a share of the players
do not take the seat found (they go to the end and wait, as on the server).
Prints the time to a seat (p50, p95, max), the spread of ratings at a table, and
the wall time of one run of the line (the server's cost, on its loop, per tick).

This is the matcher and the line alone, one process, no sockets: what the policy
gives and what it costs; the server's round trip is in bench_server.py.

    python scripts/bench_matching.py [--players 2000] [--seconds 60] [--no-show 0.02]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baloot_audio.net.matching.hall import TICK  # noqa: E402
from baloot_audio.net.matching.line import WaitingLine  # noqa: E402
from baloot_audio.net.matching.matcher import Policy, Waiter, Wanted  # noqa: E402


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def simulate(players: int, seconds: float, no_show: float, rated: bool, seed: int) -> dict:
    rng = random.Random(seed)
    line = WaitingLine(Policy(2.0, 0.1), take=20.0, repeat=5, per_address=4,
                       ticket=lambda: f"t{rng.getrandbits(48):x}")
    arrivals = sorted((rng.uniform(0, seconds), n) for n in range(players))
    ratings = {f"p{n}": min(50.0, max(0.0, rng.gauss(25.0, 6.0))) for n in range(players)}
    came: dict[str, float] = {}
    seated: dict[str, float] = {}
    spreads, runs = [], []
    wanted = Wanted(rated=rated, bots_after=None if rated else 30.0)
    now, i = 0.0, 0
    while len(seated) < players and now < seconds + 3600:
        while i < len(arrivals) and arrivals[i][0] <= now:
            player = f"p{arrivals[i][1]}"
            came[player] = now
            line.join(Waiter(f"w{arrivals[i][1]}", (player,), ratings[player], now, wanted,
                             f"10.{arrivals[i][1] // 250}.{arrivals[i][1] % 250}.1"), now)
            i += 1
        line.lapse_due(now)
        started = time.perf_counter()
        offers = line.run(now)
        runs.append(time.perf_counter() - started)
        for offer in offers:
            for player in offer.players:
                if rng.random() >= no_show:
                    line.took(player, offer.offer_id)
            if offer.complete:
                for player in offer.players:
                    seated[player] = now
                mus = [ratings[p] for p in offer.players]
                spreads.append(max(mus) - min(mus))
        now += TICK
    waits = [seated[p] - came[p] for p in seated]
    return {"seated": len(seated), "players": players, "tables": len(spreads),
            "wait_p50": quantile(waits, 0.5), "wait_p95": quantile(waits, 0.95),
            "wait_max": max(waits, default=0.0),
            "spread_p50": quantile(spreads, 0.5), "spread_p95": quantile(spreads, 0.95),
            "run_p50_ms": 1000 * quantile(runs, 0.5), "run_p95_ms": 1000 * quantile(runs, 0.95),
            "run_max_ms": 1000 * max(runs, default=0.0),
            "rating_sd": statistics.pstdev(ratings.values())}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--no-show", type=float, default=0.02)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for rated in (True, False):
        r = simulate(args.players, args.seconds, args.no_show, rated, args.seed)
        print(f"{'rated' if rated else 'casual'}: {r['seated']} of {r['players']} seated at "
              f"{r['tables']} tables; time to a seat p50 {r['wait_p50']:.1f} s, "
              f"p95 {r['wait_p95']:.1f} s, max {r['wait_max']:.1f} s; rating spread at a "
              f"table (mu) p50 {r['spread_p50']:.2f}, p95 {r['spread_p95']:.2f} "
              f"(players' sd {r['rating_sd']:.1f}); one run of the line p50 "
              f"{r['run_p50_ms']:.2f} ms, p95 {r['run_p95_ms']:.2f} ms, "
              f"max {r['run_max_ms']:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
