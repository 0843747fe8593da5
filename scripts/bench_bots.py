"""Duplicate matches between bot levels, and how real their tables look.

    python scripts/bench_bots.py --pair strong:normal --matches 10 --ruleset saudi
    python scripts/bench_bots.py --pair normal:random --matches 40
    python scripts/bench_bots.py --table normal --rounds 400      # contract mix only
    python scripts/bench_bots.py --pair strong:oracle --matches 10   # how far from the limit

``oracle`` is the all-seeing reference (``scripts/all_seeing.py``): it reads every hand
and the deck, for measurement only (never a level a table offers).

A *duplicate* match pair plays the same decks (``deck_for(seed, round)``, first
dealer from ``first_dealer_for(seed)``) twice: bot A in seats 0 and 2 then in
seats 1 and 3. Per round, the difference A minus B in game points is
averaged over the two halves when both halves reached that round (luck of
the cards cancels), else taken alone; the 95% interval is mean +- 1.96 sd/sqrt(n)
over those values. Also reported: match wins, decision time (p50/p95/max per
level, measured around each `choose` call by the wall clock, and p95/max of
the CPU time the decision used, which a busy machine disturbs far less), how
many decisions the strong bot's safety cap cut short (its budget is deals and
search nodes; the cap counts the decision's CPU time here, as in the server's
workers, and should never fire), and the contract mix:
hokum, sun and ashkal among bought rounds, the thrown-in rate, and how often
the buyer fell in each kind.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baloot_audio.bots import make_bot  # noqa: E402
from all_seeing import AllSeeing  # noqa: E402  (beside this script)
from baloot_audio.core import (Match, Phase, apply, deck_for, first_dealer_for,  # noqa: E402
                               rules_for, view)
from baloot_audio.core.state import team_of  # noqa: E402


CAPPED: Counter = Counter()   # decisions cut short by the safety cap, per level
CPU: dict = defaultdict(list)  # CPU seconds of each decision, per level
STRONG_BUDGET: tuple = ()      # --strong-budget: (play deals, play work, buying deals)


class Timed:
    def __init__(self, kind: str, times: dict):
        self.kind, self.times = kind, times
        self.bot = AllSeeing() if kind == "oracle" else make_bot(kind)
        if hasattr(self.bot, "clock"):
            # the strong bot's safety cap counts this decision's CPU time, as in the
            # server's workers: a busy machine must not cut a measured decision short
            self.bot.clock = time.thread_time
        if kind == "strong" and STRONG_BUDGET:
            self.bot.play_deals, self.bot.play_work, self.bot.buy_deals = STRONG_BUDGET

    def choose(self, state, seat: int, rng):
        """The bot's action for ``seat``: from its view (the oracle: from the state)."""
        capped = getattr(self.bot, "capped", 0)
        start, cpu = time.perf_counter(), time.thread_time()
        if self.kind == "oracle":
            action = self.bot.choose_seen(state, rng)
        else:
            action = self.bot.choose(view(state, seat), rng)
        self.times[self.kind].append(time.perf_counter() - start)
        CPU[self.kind].append(time.thread_time() - cpu)
        CAPPED[self.kind] += getattr(self.bot, "capped", 0) - capped
        return action


def play_match(rules, seed: str, bots: list, stats: Counter, max_rounds: int = 60):
    """One match; returns (per-round points list, winner team)."""
    rngs = [random.Random(f"bench/{seed}/{s}") for s in range(4)]
    match = Match(rules, first_dealer=first_dealer_for(seed))
    rounds = []
    while match.winner is None and match.rounds_played < max_rounds:
        state, _ = match.start_round(deck_for(seed, match.round_number))
        while state.phase is not Phase.DONE:
            seat = state.to_act
            state, _ = apply(state, bots[seat].choose(state, seat, rngs[seat]))
        record_contract(state, stats)
        match, _ = match.finish_round(state)
        rounds.append(state.result.points)
    winner = match.winner
    if winner is None:
        winner = 0 if match.totals[0] > match.totals[1] else 1
    return rounds, winner


def record_contract(state, stats: Counter) -> None:
    c, result = state.contract, state.result
    stats["rounds"] += 1
    if c is None:
        stats["thrown_in"] += 1
        return
    kind = "ashkal" if c.ashkal else c.kind
    stats["bought"] += 1
    stats[kind] += 1
    if c.multiplier > 1:
        stats["doubled"] += 1
    buyer = team_of(c.buyer)
    fell = result.winner is not None and result.winner != buyer
    if result.outcome in ("fell",) or (result.outcome in ("kaboot", "capot") and fell):
        stats[f"fell_{kind}"] += 1


def mean_ci(values: list[float]) -> tuple[float, float]:
    n = len(values)
    if n < 2:
        return (values[0] if values else 0.0), float("nan")
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(n)


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    if not values:
        return float("nan")
    return values[min(len(values) - 1, int(q * len(values)))]


def contract_mix(stats: Counter) -> dict:
    bought = max(1, stats["bought"])
    out = {"rounds": stats["rounds"], "thrown_in": stats["thrown_in"] / max(1, stats["rounds"])}
    for kind in ("hokum", "sun", "ashkal"):
        out[kind] = stats[kind] / bought
        out[f"fell_{kind}"] = stats[f"fell_{kind}"] / stats[kind] if stats[kind] else float("nan")
    out["doubled"] = stats["doubled"] / bought
    return out


def duplicate(rules, a: str, b: str, matches: int, seed: str, times: dict, stats: Counter,
              progress: bool = False) -> dict:
    diffs: list[float] = []
    wins = 0
    for m in range(matches):
        mseed = f"{seed}/{m}"
        halves = []
        for a_team in (0, 1):
            kinds = [a, b, a, b] if a_team == 0 else [b, a, b, a]
            bots = [Timed(k, times) for k in kinds]
            rounds, winner = play_match(rules, mseed, bots, stats)
            halves.append([p[a_team] - p[1 - a_team] for p in rounds])
            wins += winner == a_team
        for r in range(max(len(h) for h in halves)):
            got = [h[r] for h in halves if r < len(h)]
            diffs.append(sum(got) / len(got))
        if progress:
            mean, ci = mean_ci(diffs)
            print(f"  match pair {m + 1}/{matches}: {a}-{b} {mean:+.2f} +- {ci:.2f} "
                  f"wins {wins}/{2 * (m + 1)}", file=sys.stderr, flush=True)
    mean, ci = mean_ci(diffs)
    return {"pair": f"{a}:{b}", "rules": rules.name, "matches": 2 * matches,
            "rounds": len(diffs), "points_per_round": mean, "ci95": ci,
            "match_win_rate": wins / (2 * matches)}


def table(rules, kind: str, rounds: int, seed: str, times: dict, stats: Counter) -> None:
    bots = [Timed(kind, times) for _ in range(4)]
    rngs = [random.Random(f"bench/{seed}/{s}") for s in range(4)]
    match = Match(rules, first_dealer=first_dealer_for(seed))
    for number in range(1, rounds + 1):
        if match.winner is not None:
            match = Match(rules, first_dealer=(first_dealer_for(seed) + number - 1) % 4)
        state, _ = match.start_round(deck_for(seed, number))
        while state.phase is not Phase.DONE:
            seat = state.to_act
            state, _ = apply(state, bots[seat].choose(state, seat, rngs[seat]))
        record_contract(state, stats)
        match, _ = match.finish_round(state)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--ruleset", default="saudi")
    p.add_argument("--pair", action="append", default=[], help="A:B, e.g. strong:normal")
    p.add_argument("--matches", type=int, default=10, help="duplicate match pairs per --pair")
    p.add_argument("--table", help="a level for a four-seat table (contract mix only)")
    p.add_argument("--rounds", type=int, default=400, help="rounds for --table")
    p.add_argument("--seed", default="bench")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--progress", action="store_true")
    p.add_argument("--strong-budget", metavar="DEALS,WORK,BUY",
                   help="the strong bot's budget instead of its own: deals and work a card, "
                        "deals a buy (e.g. 70,34000,55, issue 43's first part)")
    args = p.parse_args(argv)
    if args.strong_budget:
        global STRONG_BUDGET
        STRONG_BUDGET = tuple(int(x) for x in args.strong_budget.split(","))
    print(f"load average at the start: {os.getloadavg()[0]:.2f}", file=sys.stderr)
    rules = rules_for(args.ruleset)
    report: dict = {"ruleset": args.ruleset, "pairs": [], "tables": []}
    times: dict = defaultdict(list)
    for pair in args.pair:
        a, b = pair.split(":")
        stats: Counter = Counter()
        result = duplicate(rules, a, b, args.matches, args.seed, times, stats, args.progress)
        result["mix"] = contract_mix(stats)
        report["pairs"].append(result)
    if args.table:
        stats = Counter()
        table(rules, args.table, args.rounds, args.seed, times, stats)
        report["tables"].append({"level": args.table, "mix": contract_mix(stats)})
    report["decision_ms"] = {k: {"n": len(v), "p50": 1000 * pct(v, 0.5),
                                 "p95": 1000 * pct(v, 0.95), "max": 1000 * max(v),
                                 "cpu_p50": 1000 * pct(CPU[k], 0.5),
                                 "cpu_p95": 1000 * pct(CPU[k], 0.95),
                                 "cpu_max": 1000 * max(CPU[k]), "capped": CAPPED[k]}
                             for k, v in times.items()}
    if args.json:
        print(json.dumps(report, indent=1))
        return 0
    print(f"ruleset {args.ruleset}")
    for r in report["pairs"]:
        print(f"{r['pair']}: {r['points_per_round']:+.2f} game points/round "
              f"(95% CI +-{r['ci95']:.2f}, {r['rounds']} duplicate rounds), "
              f"match wins {100 * r['match_win_rate']:.0f}% of {r['matches']}")
        print("  mix: " + _mix(r["mix"]))
    for t in report["tables"]:
        print(f"table of {t['level']}: " + _mix(t["mix"]))
    print(f"load average at the end: {os.getloadavg()[0]:.2f}")
    for k, d in report["decision_ms"].items():
        print(f"decision time {k}: p50 {d['p50']:.1f} ms, p95 {d['p95']:.1f} ms, "
              f"max {d['max']:.1f} ms (CPU p50 {d['cpu_p50']:.1f} ms, p95 {d['cpu_p95']:.1f} ms, max {d['cpu_max']:.1f}"
              f" ms; {d['n']} decisions, safety cap fired {d['capped']})")
    return 0


def _mix(m: dict) -> str:
    return (f"{m['rounds']} rounds, thrown in {100 * m['thrown_in']:.0f}%; bought: hokum "
            f"{100 * m['hokum']:.0f}%, sun {100 * m['sun']:.0f}%, ashkal {100 * m['ashkal']:.0f}%"
            f"; buyer fell: hokum {100 * m['fell_hokum']:.0f}%, sun {100 * m['fell_sun']:.0f}%,"
            f" ashkal {100 * m['fell_ashkal']:.0f}%; doubled {100 * m['doubled']:.0f}%")


if __name__ == "__main__":
    sys.exit(main())
