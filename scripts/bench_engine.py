#!/usr/bin/env python3
"""Engine speed through the public API, on one core.

For each preset, random-bot rounds per second (deal, buy, eight tricks, score,
match update) three ways, in the same run:

- the bare loop: a random choice from `legal_actions(state)`;
- the view loop: the random bot choosing from `view(state, seat)`, the path
  the bots, the table and `simulate` take (with µs per `view` call);
- `baloot-audio simulate --bots random` as a whole process (start-up and the
  JSON records included), by the wall clock and by its CPU time. The game's
  modules are byte-compiled first, as pip does when it installs the game (a
  machine with PYTHONDONTWRITEBYTECODE would otherwise compile them at every
  start, as `scripts/bench_ui.py` does too).

Rounds per second are by CPU time (the process's own, or the child's), which
a busy machine disturbs less than the wall clock; each is run `--repeat`
times, interleaved, and the best run counts. The ratio of simulate to the
bare loop is given for the best times, and as the median of the ratios
within each repetition (the two measured a few seconds apart). Then, for
presets with sawa, the cost of checking a claim made at every lead of random
rounds.

    python scripts/bench_engine.py [--rounds 2000] [--presets saudi,ksa,belote] [--repeat 5]
"""
from __future__ import annotations

import argparse
import compileall
import os
import platform
import random
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from baloot_audio.core import (Action, Match, Phase, apply, deck_for, legal_actions,  # noqa: E402
                               refusal_rule, rules_for, view)
from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.core.claims import sawa_certain  # noqa: E402

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def timed_rounds(preset: str, rounds: int, seed: int, ask, pick) -> tuple[float, list[float]]:
    """Seconds for `rounds` rounds in which `pick(ask(state), rng)` chooses each action,
    and a sample of the times `ask` took."""
    rules = rules_for(preset)
    rng = random.Random(seed)
    samples: list[float] = []
    clock = time.perf_counter
    start = time.process_time()
    match = Match(rules)
    for number in range(1, rounds + 1):
        if match.winner is not None:
            match = Match(rules, first_dealer=match.dealer)
        state, _ = match.start_round(deck_for(seed, number))
        while state.phase is not Phase.DONE:
            before = clock()
            asked = ask(state)
            samples.append(clock() - before)
            state, _ = apply(state, pick(asked, rng))
        match, _ = match.finish_round(state)
    return time.process_time() - start, samples


def play_rounds(preset: str, rounds: int, seed: int) -> tuple[float, list[float]]:
    """The bare loop: a random choice from `legal_actions` (sampled: legal_actions)."""
    return timed_rounds(preset, rounds, seed, legal_actions, lambda legal, rng: rng.choice(legal))


def view_rounds(preset: str, rounds: int, seed: int) -> tuple[float, list[float]]:
    """The view loop: the random bot choosing from `view` (sampled: the view of the
    seat to act, with its legal actions)."""
    return timed_rounds(preset, rounds, seed, lambda state: view(state, state.to_act),
                        make_bot("random").choose)


def simulate_process(preset: str, rounds: int, seed: int) -> tuple[float, float]:
    """CPU and wall seconds of `baloot-audio simulate --bots random` as its own process."""
    command = [sys.executable, "-m", "baloot_audio", "simulate", "--ruleset", preset,
               "--rounds", str(rounds), "--seed", str(seed), "--bots", "random",
               "--out", os.devnull]
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True)
    wall, after = time.perf_counter() - start, resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime, wall


def micro_stats(samples: list[float]) -> str:
    micro = sorted(s * 1e6 for s in samples)
    return (f"{statistics.fmean(micro):.1f} / {statistics.median(micro):.1f} / "
            f"{micro[int(len(micro) * 0.95)]:.1f}")


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
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    compileall.compile_dir(os.path.join(ROOT, "baloot_audio"), quiet=1)
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core, children too
    print(f"Python {platform.python_version()} on {platform.machine()}, one core, "
          f"{args.rounds} rounds per preset, seed {args.seed}, best of {args.repeat}; "
          f"load average before: {os.getloadavg()[0]:.2f}")
    print("| preset | bare loop rounds/s | view loop rounds/s | simulate process rounds/s "
          "(wall) | simulate ÷ bare: best times (median of runs) "
          "| legal_actions mean / median / p95 µs | view mean / median / p95 µs |")
    print("|---|---|---|---|---|---|---|")
    for preset in args.presets.split(","):
        bare, viewed, process, ratios = [], [], [], []
        for _ in range(args.repeat):
            bare.append(play_rounds(preset, args.rounds, args.seed))
            viewed.append(view_rounds(preset, args.rounds, args.seed))
            process.append(simulate_process(preset, args.rounds, args.seed))
            ratios.append(process[-1][0] / bare[-1][0])   # within one repetition
        (bare_s, legal), (view_s, seen) = min(bare), min(viewed)
        process_s, wall_s = min(process)
        print(f"| {preset} | {args.rounds / bare_s:,.0f} | {args.rounds / view_s:,.0f} | "
              f"{args.rounds / process_s:,.0f} ({args.rounds / wall_s:,.0f}) | "
              f"{process_s / bare_s:.2f} ({statistics.median(ratios):.2f}) | "
              f"{micro_stats(legal)} | {micro_stats(seen)} |")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
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
