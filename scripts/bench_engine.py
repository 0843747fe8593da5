#!/usr/bin/env python3
"""Engine speed through the public API, on one core.

Random-bot rounds per second (deal, buy, eight tricks, score, match update),
and microseconds per `legal_actions` call, for each preset; for presets with
sawa, the cost of checking a claim made at every lead of those rounds.

    python scripts/bench_engine.py [--rounds 2000] [--presets saudi,ksa,belote]
"""
from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from baloot_audio.core import (Action, Match, Phase, apply, deck_for, legal_actions,  # noqa: E402
                               refusal_rule, rules_for)
from baloot_audio.core.claims import sawa_certain  # noqa: E402


def play_rounds(preset: str, rounds: int, seed: int) -> tuple[float, list[float]]:
    """Seconds for `rounds` random-bot rounds, and a sample of legal_actions times."""
    rules = rules_for(preset)
    rng = random.Random(seed)
    samples: list[float] = []
    clock = time.perf_counter
    start = clock()
    match = Match(rules)
    for number in range(1, rounds + 1):
        if match.winner is not None:
            match = Match(rules, first_dealer=match.dealer)
        state, _ = match.start_round(deck_for(seed, number))
        while state.phase is not Phase.DONE:
            before = clock()
            legal = legal_actions(state)
            samples.append(clock() - before)
            state, _ = apply(state, rng.choice(legal))
        match, _ = match.finish_round(state)
    return clock() - start, samples


def claim_checks(preset: str, rounds: int, seed: int) -> tuple[list[float], int]:
    """Seconds to check a sawa claimed at every lead (uncached), and how many held."""
    rules = rules_for(preset)
    rng = random.Random(seed)
    times, held = [], 0
    match = Match(rules)
    for number in range(1, rounds + 1):
        state, _ = match.start_round(deck_for(seed, number))
        while state.phase is not Phase.DONE:
            if state.phase is Phase.PLAY and not state.current:
                sawa_certain.cache_clear()
                before = time.perf_counter()
                ok = refusal_rule(state, Action(state.to_act, "sawa")) is None
                times.append(time.perf_counter() - before)
                held += ok
            state, _ = apply(state, rng.choice(legal_actions(state)))
    return times, held


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--presets", default="saudi,ksa,belote")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, "
          f"{args.rounds} rounds per preset, seed {args.seed}")
    print("| preset | rounds/s | legal_actions mean µs | median µs | p95 µs |")
    print("|---|---|---|---|---|")
    for preset in args.presets.split(","):
        elapsed, samples = play_rounds(preset, args.rounds, args.seed)
        micro = sorted(s * 1e6 for s in samples)
        p95 = micro[int(len(micro) * 0.95)]
        print(f"| {preset} | {args.rounds / elapsed:,.0f} | {statistics.fmean(micro):.1f} | "
              f"{statistics.median(micro):.1f} | {p95:.1f} |")
    for preset in args.presets.split(","):
        if not rules_for(preset).sawa:
            continue
        rounds = max(1, args.rounds // 10)
        times, held = claim_checks(preset, rounds, args.seed)
        ms = sorted(t * 1e3 for t in times)
        print(f"\n{preset}: a sawa claimed at each of {len(ms)} leads of {rounds} random rounds "
              f"({held} certain): check median {statistics.median(ms):.2f} ms, "
              f"p95 {ms[int(len(ms) * 0.95)]:.1f} ms, max {ms[-1]:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
