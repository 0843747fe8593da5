"""Command line: the game (no subcommand), `simulate` and `replay`."""
from __future__ import annotations

import argparse
import json
import random
import sys
from typing import Iterator, Optional, Sequence, TextIO

from baloot_audio.core import (Match, Phase, ReplayError, UnknownOption, apply, deck_for,
                               first_dealer_for, replay_record, round_record, rules_for, view)


def _option(text: str) -> tuple[str, object]:
    """Parse NAME=VALUE; VALUE as JSON when it parses (52, true), else a string."""
    name, sep, value = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"expected NAME=VALUE, got {text!r}")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="baloot-audio", description=(
        "An accessible, audio-first game of Baloot. With no command, opens the game."))
    commands = parser.add_subparsers(dest="command")

    sim = commands.add_parser("simulate", help="play bot-only rounds and write round records")
    sim.add_argument("--ruleset", default="saudi", help="saudi, ksa or belote")
    sim.add_argument("--rounds", type=int, default=100)
    sim.add_argument("--seed", default="0")
    sim.add_argument("--bots", default="basic",
                     help="one bot for every seat, or four comma-separated (seat 0 first)")
    sim.add_argument("--option", type=_option, action="append", default=[],
                     metavar="NAME=VALUE", help="a rule option, e.g. target=52")
    sim.add_argument("--out", default="-", help="file to write (default: standard output)")

    rep = commands.add_parser("replay", help="re-play round records and print what they give")
    rep.add_argument("file", help="a JSON Lines file of round records (- for standard input)")
    return parser


def main(argv: Optional[Sequence[str]] = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in ("simulate", "replay", "-h", "--help"):
        from baloot_audio.app import run_app
        return run_app(argv)
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        return simulate(args)
    return replay(args.file, sys.stdout, sys.stderr)


def _open_out(path: str) -> TextIO:
    return sys.stdout if path == "-" else open(path, "w", encoding="utf-8")


def simulate(args: argparse.Namespace) -> int:
    from baloot_audio.bots import make_bot
    try:
        rules = rules_for(args.ruleset, **dict(args.option))
        kinds = args.bots.split(",")
        if len(kinds) not in (1, 4):
            raise ValueError("--bots takes one bot or four, comma-separated")
        bots = [make_bot(kind) for kind in (kinds * 4 if len(kinds) == 1 else kinds)]
    except (UnknownOption, ValueError) as error:
        print(f"baloot-audio simulate: {error}", file=sys.stderr)
        return 2
    if args.rounds < 0:
        print("baloot-audio simulate: --rounds must not be negative", file=sys.stderr)
        return 2
    out = _open_out(args.out)
    try:
        for record in simulate_records(rules, args.rounds, args.seed, bots):
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


def simulate_records(rules, rounds: int, seed: object, bots) -> Iterator[dict]:
    """Bot-only rounds; a new match starts when one ends. Decks and dealers
    depend on the seed and the round's number alone (duplicate matches)."""
    rngs = [random.Random(f"baloot-audio/bot/{seed}/{seat}") for seat in range(4)]
    first = first_dealer_for(seed)
    match: Optional[Match] = None
    for number in range(1, rounds + 1):
        dealer = (first + number - 1) % 4
        if match is None or match.winner is not None:
            match = Match(rules, first_dealer=dealer)
        state, _ = match.start_round(deck_for(seed, number))
        while state.phase is not Phase.DONE:
            seat = state.to_act
            state, _ = apply(state, bots[seat].choose(view(state, seat), rngs[seat]))
        after, _ = match.finish_round(state)
        yield round_record(match, state, after)
        match = after


def replay(path: str, out: TextIO, err: TextIO) -> int:
    """Print the records the engine computes; stop at the first bad record."""
    try:
        source = sys.stdin.buffer if path == "-" else open(path, "rb")
    except OSError as error:
        print(f"baloot-audio replay: cannot read {path}: {error.strerror}", file=err)
        return 2
    with source:
        number = 0
        for raw in source:  # decoded line by line, so a bad byte names its record
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                print(f"record {number + 1}: not UTF-8 text", file=err)
                return 1
            if not line.strip():
                continue
            number += 1
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                print(f"record {number}: not valid JSON ({error.msg})", file=err)
                return 1
            try:
                record = replay_record(data)
            except ReplayError as error:
                seat = f", seat {error.seat}" if error.seat is not None else ""
                print(f"record {number}{seat}: rule {error.rule}: {error}", file=err)
                return 1
            out.write(json.dumps(record, separators=(",", ":")) + "\n")
    return 0
