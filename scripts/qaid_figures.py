"""Qaid tables in figures, from the records of a ``simulate`` run (docs/benchmarks.md).

    baloot-audio simulate --ruleset ksa --option qaid=true --bots easy,strong,easy,strong \\
        --rounds 2000 --seed qaid --out ksa-qaid.jsonl
    python scripts/qaid_figures.py ksa-qaid.jsonl --bots easy,strong,easy,strong
    python scripts/qaid_figures.py ksa-qaid.jsonl --bots easy,strong,easy,strong \
        --swapped ksa-qaid-swapped.jsonl      # the same seed, strong,easy,strong,easy

Counts the mistakes played (each card judged against the hand that played it, the
record's ``hands``: a card that breaks a play rule, ``core.qaid.QAID_MISTAKES``, an
akka on a card that was not the highest left, a sawa its team did not make), by
the level of the seat that made them; the Qaid calls and their verdicts; the
mistakes never called (the round ended first); the rounds a call ended; and the
game points of team 1 minus team 0 a round, with its 95% interval (mean +- 1.96
sd/sqrt(n)), over every round and over the rounds a call ended. With
``--swapped``, a run of the same seed with the teams' bots swapped: the same
decks and dealers round by round, so each round's team 1 minus team 0 here and
team 0 minus team 1 there are averaged (a duplicate: the luck of the cards
cancels), over the rounds both runs have.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baloot_audio.core import rules_for  # noqa: E402
from baloot_audio.core.claims import akka_allowed  # noqa: E402
from baloot_audio.core.play import refusal  # noqa: E402
from baloot_audio.core.qaid import QAID_MISTAKES  # noqa: E402


def mistakes(record: dict) -> list[tuple[int, int, str]]:
    """(seat, trick, rule) of every mistake played in a round, judged on real hands."""
    if not record["tricks"]:
        return []
    rules = rules_for(record["ruleset"], **record["options"])
    contract = record["contract"]
    trump, locked = contract["trump"], contract["locked"]
    held = [set(hand) for hand in record["hands"]]
    played: set[str] = set()
    out = []
    for number, trick in enumerate(record["tricks"]):
        calls = trick.get("calls", [])
        for call in calls:
            if call["call"] == "sawa" and any(
                    t["winner"] is not None and t["winner"] % 2 != call["seat"] % 2
                    for t in record["tricks"][number:]):
                out.append((call["seat"], number, "sawa_not_certain"))
        current: list[tuple[int, str]] = []
        for seat, card in trick["plays"]:
            akka = not current and any(c["call"] == "akka" and c["seat"] == seat for c in calls)
            if akka and not akka_allowed(card, trump, frozenset(played)):
                out.append((seat, number, "akka_not_highest"))
            rule = refusal(rules, tuple(held[seat]), current, seat, trump, locked,
                           frozenset(played), card)
            if rule in QAID_MISTAKES:
                out.append((seat, number, rule))
            held[seat].discard(card)
            played.add(card)
            current.append((seat, card))
    return out


def interval(values: list[float]) -> str:
    if len(values) < 2:
        return "n/a"
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
    return f"{mean:+.2f} ± {half:.2f} (n={len(values)})"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--bots", default="", help="the run's --bots, to count by level")
    parser.add_argument("--swapped", help="records of the same seed, the teams' bots swapped")
    args = parser.parse_args(argv)
    levels = args.bots.split(",") if args.bots else [f"seat {s}" for s in range(4)]
    levels = levels * 4 if len(levels) == 1 else levels
    made, called_on, verdicts, rule_count = Counter(), Counter(), Counter(), Counter()
    called_by: Counter = Counter()
    rounds = played = ended = uncalled = 0
    margin, margin_qaid = [], []
    for path in args.files:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            record = json.loads(line)
            rounds += 1
            played += bool(record["tricks"])
            found = mistakes(record)
            for seat, _, rule in found:
                made[levels[seat]] += 1
                rule_count[rule] += 1
            calls = [c for t in record["tricks"] for c in t.get("calls", [])
                     if c["call"] == "qaid"]
            for call in calls:
                verdicts[call["verdict"]] += 1
                called_on[levels[call["accused"]]] += 1
                called_by[levels[call["seat"]]] += 1
            crimes = {(c["accused"], c["crime"][0]) for c in calls if c["verdict"] == "proven"}
            uncalled += sum((seat, trick) not in crimes for seat, trick, _ in found)
            ended += record["outcome"] == "qaid"
            diff = record["points"][1] - record["points"][0]
            margin.append(diff)
            if record["outcome"] == "qaid":
                margin_qaid.append(diff)
    print(f"rounds {rounds}, played (not thrown in) {played}, ended by a Qaid call {ended}")
    print("mistakes by level:", dict(made), " by rule:", dict(rule_count))
    print("calls:", sum(verdicts.values()), dict(verdicts), " accused by level:", dict(called_on),
          " called by level:", dict(called_by))
    print("mistakes never called (the round ended first):", uncalled)
    teams = f"team 1 ({levels[1]}) minus team 0 ({levels[0]})"
    print(f"{teams}, game points a round:", interval(margin))
    print("  in the rounds a call ended:", interval(margin_qaid))
    if args.swapped:
        other = [json.loads(line) for line in
                 Path(args.swapped).read_text(encoding="utf-8").splitlines()]
        pairs = [(a + (r["points"][0] - r["points"][1])) / 2
                 for a, r in zip(margin, other)]
        print(f"duplicate, {levels[1]} minus {levels[0]} (the same deals, seats swapped):",
              interval(pairs))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
