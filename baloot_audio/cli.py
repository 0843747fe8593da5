"""Command line: the game (no subcommand, with the options of options.py),
`simulate`, `replay`, `verify`, `verify-tournament`, `serve` and `admin`.

A subcommand is one ``commands.add_parser(...)`` in :func:`build_parser` with
``set_defaults(run=function)``; :func:`main` calls ``args.run(args)``. The
commands import the rules core where they run: the game's start (its first
words) does not wait for it.
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, Iterator, Optional, Sequence, TextIO

from baloot_audio.net.guard.limits import add_options as add_limit_options
from baloot_audio.options import Parser, new_file
from baloot_audio.options import build_parser as add_game_options

if TYPE_CHECKING:        # the core and the bots load when a command needs them
    from baloot_audio.bots import Bot
    from baloot_audio.core import Rules


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
    parser = add_game_options(Parser(prog="baloot-audio", description=(
        "An accessible, audio-first game of Baloot. With no command, opens the game with "
        "the options below; a command runs without a window.")))
    commands = parser.add_subparsers(dest="command", title="commands", metavar="COMMAND")

    sim = commands.add_parser("simulate", help="play bot-only rounds and write round records")
    sim.add_argument("--ruleset", default="saudi", help="saudi, ksa or belote")
    sim.add_argument("--rounds", type=int, default=100)
    sim.add_argument("--seed", default="0")
    sim.add_argument("--bots", default="basic",
                     help="one bot for every seat, or four comma-separated (seat 0 first)")
    sim.add_argument("--option", type=_option, action="append", default=[],
                     metavar="NAME=VALUE", help="a rule option, e.g. target=52")
    sim.add_argument("--out", default="-", type=new_file,
                     help="file to write (default: standard output)")
    sim.set_defaults(run=simulate)

    rep = commands.add_parser("replay", help="re-play round records and print what they give")
    rep.add_argument("file", help="a JSON Lines file of round records (- for standard input)")
    rep.set_defaults(run=lambda args: replay(args.file, sys.stdout, sys.stderr))

    ver = commands.add_parser("verify", help="check a match's fair shuffle: every deck from "
                              "the revealed seed, the seed against its commitment, every round "
                              "by replay")
    ver.add_argument("file", help="the JSON Lines records of one match (- for standard input)")
    ver.set_defaults(run=lambda args: verify(args.file, sys.stdout, sys.stderr))

    cup = commands.add_parser("verify-tournament", help="check a tournament's draw: its seed "
                              "against the hash published before the start, the teams and every "
                              "pairing from the seed, the registrations and the results")
    cup.add_argument("file", help="the finished tournament as the server tells it (JSON; - for "
                     "standard input; the desktop saves it)")
    cup.set_defaults(run=lambda args: verify_tournament(args.file, sys.stdout, sys.stderr))

    add_serve(commands)

    add_admin(commands)
    return parser


def add_serve(commands: argparse._SubParsersAction) -> None:
    """``serve``: the online game server (net/server/server.py), alone or one of several."""
    srv = commands.add_parser("serve", help="run the online game server (see docs/deployment.md)")
    srv.add_argument("--host", default="127.0.0.1")
    srv.add_argument("--port", type=int, default=8765)
    srv.add_argument("--db", default=None, help="storage URL: sqlite:///PATH, postgresql://..., "
                     "memory: (default: SQLite in the user data folder)")
    srv.add_argument("--cert", help="TLS certificate chain (PEM); with --key, serves wss://")
    srv.add_argument("--key", help="TLS private key (PEM)")
    srv.add_argument("--bot-delay", type=float, default=1.0,
                     help="seconds a bot waits before it acts (0: at once)")
    srv.add_argument("--rate", type=float, default=20.0,
                     help="messages a second one connection may send before it is throttled")
    srv.add_argument("--guests", action="store_true",
                     help="let players in without an account, as guests (default: accounts "
                     "only; the game's own server for a home party takes guests)")
    srv.add_argument("--redis", default=None,
                     help="redis://... : one of several processes on one PostgreSQL --db and "
                     "this Redis, behind a proxy (docs/deployment.md)")
    srv.add_argument("--name", default="",
                     help="with --redis: this process's name, as the proxy routes /play/p/NAME "
                     "to it (letters, digits and '-')")
    srv.add_argument("--no-web", dest="web", action="store_false",
                     help="serve the game alone, without the web client's page at / "
                     "(docs/web.md)")
    add_limit_options(srv)
    srv.set_defaults(run=serve)


def add_admin(commands: argparse._SubParsersAction) -> None:
    """``admin``: the server operator's commands (net/accounts/admin.py)."""
    adm = commands.add_parser("admin", help="the server operator's commands: ban, unban, "
                              "reports, close-report, delete-account (see "
                              "docs/deployment.md)")
    adm.add_argument("--db", default=None, help="the server's storage URL (as for serve)")
    acts = adm.add_subparsers(dest="action", required=True, metavar="ACTION")
    for action, text in (("ban", "an account can no longer play here"),
                         ("unban", "lift an account's ban"),
                         ("delete-account", "delete an account (its reports stay)")):
        one = acts.add_parser(action, help=text)
        one.add_argument("name", help="the account's name")
        if action == "ban":
            one.add_argument("--reason", help="kept with the ban (the player is told it)")
    acts.add_parser("reports", help="every report, oldest first, with the table's last chat "
                    "and actions")
    done = acts.add_parser("close-report", help="done with a report (its id, as `reports` "
                           "shows it): its reporter may report that player again")
    done.add_argument("name", metavar="ID", help="the report's id")
    adm.set_defaults(run=admin)


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else list(argv))
    if args.command is not None:
        return args.run(args)
    from baloot_audio.app import run_app   # it says why when there is no screen

    return run_app(args)


def serve(args: argparse.Namespace) -> int:
    from baloot_audio.net.server.server import main as serve_main   # websockets only when serving

    if not getattr(args, "web", True):
        return serve_main(args)
    from baloot_audio.web.serve import attach      # the page, and words for its players

    return serve_main(args, attach)


def admin(args: argparse.Namespace) -> int:
    from baloot_audio.net.accounts.admin import main as admin_main   # the storage only when asked

    return admin_main(args, sys.stdout, sys.stderr)


def _open_out(path: str) -> TextIO:
    return sys.stdout if path == "-" else open(path, "w", encoding="utf-8")


def record_line(record: dict) -> str:
    """A round record as one line of compact JSON (msgspec writes the same text as
    ``json.dumps(record, separators=(",", ":"))`` in a quarter of the time, which
    is a twentieth of a simulated round)."""
    import msgspec   # here: see the module's note

    return msgspec.json.encode(record).decode() + "\n"


def simulate(args: argparse.Namespace) -> int:
    from baloot_audio.bots import make_bot
    from baloot_audio.core import UnknownOption, rules_for   # here: see the module's note
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
    try:
        out = _open_out(args.out)
    except OSError as error:
        print(f"baloot-audio simulate: {args.out}: cannot write it: {error.strerror}",
              file=sys.stderr)
        return 2
    try:
        for record in simulate_records(rules, args.rounds, args.seed, bots):
            out.write(record_line(record))
    finally:
        if out is not sys.stdout:
            out.close()
    return 0


def simulate_records(rules: Rules, rounds: int, seed: object,
                     bots: Sequence[Bot]) -> Iterator[dict[str, Any]]:
    """Bot-only rounds; a new match starts when one ends. Decks and dealers
    depend on the seed and the round's number alone (duplicate matches)."""
    from baloot_audio.core import (Action, Match, Phase, apply, deck_for, first_dealer_for,
                                   round_record, view)   # here: see the module's note
    from baloot_audio.bots import SIMULATION_BOTS, bot_rng, first_interjection

    rngs = [bot_rng(SIMULATION_BOTS, seed, seat) for seat in range(4)]
    first = first_dealer_for(seed)
    match: Optional[Match] = None
    for number in range(1, rounds + 1):
        dealer = (first + number - 1) % 4
        if match is None or match.winner is not None:
            match = Match(rules, first_dealer=dealer)
        state, _ = match.start_round(deck_for(seed, number))
        if not rules.qaid:
            while state.phase is not Phase.DONE:
                seat = state.to_act
                assert seat is not None            # someone acts until the round is done
                state, _ = apply(state, bots[seat].choose(view(state, seat), rngs[seat]))
        while not state.closed:
            # at a Qaid table a seat may call before the seat to act (boshat, Qaid),
            # and a played-out round is closed once nobody has a call to make
            action = first_interjection(lambda seat: view(state, seat))
            if action is None and state.closing:
                action = Action(state.dealer, "close")
            if action is None:
                seat = state.seat_to_act
                action = bots[seat].choose(view(state, seat), rngs[seat])
            state, _ = apply(state, action)
        after, _ = match.finish_round(state)
        yield round_record(match, state, after)
        match = after


def replay(path: str, out: TextIO, err: TextIO) -> int:
    """Print the records the engine computes; stop at the first bad record."""
    from baloot_audio.core import ReplayError, replay_record   # here: see the module's note

    name = "standard input" if path == "-" else path
    try:
        source = sys.stdin.buffer if path == "-" else open(path, "rb")
    except OSError as error:
        print(f"baloot-audio replay: {name}: cannot read it: {error.strerror}", file=err)
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
            out.write(record_line(record))
    if number == 0:
        print(f"baloot-audio replay: {name}: no round records (it is empty)", file=err)
        return 1
    return 0


class VerifyError(Exception):
    pass


def _read_records(path: str) -> list[dict]:
    """The records of a JSON Lines file; raises VerifyError naming the bad record."""
    try:
        source = sys.stdin.buffer if path == "-" else open(path, "rb")
    except OSError as error:
        raise VerifyError(f"cannot read it: {error.strerror}") from None
    records: list[dict[str, Any]] = []
    with source:
        for raw in source:
            try:
                line = raw.decode("utf-8")
            except UnicodeDecodeError:
                raise VerifyError(f"record {len(records) + 1}: not UTF-8 text") from None
            if not line.strip():
                continue
            try:
                data = json.loads(line)
            except json.JSONDecodeError as error:
                raise VerifyError(f"record {len(records) + 1}: not valid JSON "
                                  f"({error.msg})") from None
            if not isinstance(data, dict):
                raise VerifyError(f"record {len(records) + 1}: not a JSON object")
            records.append(data)
    return records


def verify_records(records: list[dict]) -> tuple[str, str]:
    """Check one match's fair shuffle; returns (seed, commitment) or raises VerifyError.

    The first record's commitment must be on every record, the last record
    must reveal the seed it commits to, every record's deck and dealer must be
    the ones that seed gives its round, the rounds must follow each other (1, 2,
    ... and the scores carried on), and each record must be what the engine
    computes when it replays the record's calls and cards.
    """
    from baloot_audio.core import (ReplayError, deck_for, first_dealer_for, replay_record,
                                   seed_commitment)   # here: see the module's note

    if not records:
        raise VerifyError("no round records")
    commitment = records[0].get("commitment")
    if not isinstance(commitment, str) or len(commitment) != 64:
        raise VerifyError("record 1: no fair-shuffle commitment (64 hex digits)")
    for number, record in enumerate(records, 1):
        if record.get("commitment") != commitment:
            raise VerifyError(f"record {number}: its commitment differs from record 1's")
    seed = records[-1].get("seed")
    if not isinstance(seed, str):
        raise VerifyError(f"record {len(records)}: the seed is not revealed (the last record "
                          "of a finished match carries it)")
    if seed_commitment(seed) != commitment:
        raise VerifyError(f"record {len(records)}: the revealed seed does not match the "
                          "commitment: it is not the seed the match committed to")
    first = first_dealer_for(seed)
    totals = [0, 0]
    for number, record in enumerate(records, 1):
        if "seed" in record and number != len(records):
            raise VerifyError(f"record {number}: the seed is revealed before the last round")
        if record.get("round") != number:
            raise VerifyError(f"record {number}: round {record.get('round')!r}, expected "
                              f"{number} (a round is missing or out of order)")
        if record.get("deck") != list(deck_for(seed, number)):
            raise VerifyError(f"record {number}: the deck is not the one the seed deals "
                              f"for round {number}")
        if record.get("dealer") != (first + number - 1) % 4:
            raise VerifyError(f"record {number}: the dealer is not the one the seed gives "
                              f"round {number}")
        if record.get("totals_before") != totals:
            raise VerifyError(f"record {number}: the score before the round is "
                              f"{record.get('totals_before')!r}, the rounds before give {totals}")
        try:
            computed = replay_record(record)
        except ReplayError as error:
            where = f", seat {error.seat}" if error.seat is not None else ""
            raise VerifyError(f"record {number}{where}: rule {error.rule}: {error}") from None
        for key, value in computed.items():
            if record.get(key) != value:
                raise VerifyError(f"record {number}: field {key!r} is not what the replay "
                                  "of its calls and cards gives")
        totals = computed["totals"]
        if computed["match_winner"] is not None and number != len(records):
            raise VerifyError(f"record {number}: the match was won here, yet more rounds "
                              "follow")
    return seed, commitment


def verify(path: str, out: TextIO, err: TextIO) -> int:
    """``baloot-audio verify FILE``: 0 when the match's shuffle checks out, else 1 (2: no file)."""
    name = "standard input" if path == "-" else path
    try:
        records = _read_records(path)
        seed, commitment = verify_records(records)
    except VerifyError as error:
        code = 2 if str(error).startswith("cannot read") else 1
        print(f"baloot-audio verify: {name}: {error}", file=err)
        return code
    out.write(f"{name}: {len(records)} round(s) verified. The seed {seed} matches the "
              f"commitment {commitment}; every deck comes from it and every round replays "
              "as recorded.\n")
    return 0


def verify_tournament(path: str, out: TextIO, err: TextIO) -> int:
    """``baloot-audio verify-tournament FILE``: 0 when the draw checks out, else 1 (2: no file)."""
    import msgspec

    from baloot_audio.net.wire import protocol as p
    from baloot_audio.net.tournaments.state import check_told

    name = "standard input" if path == "-" else path
    try:
        text = sys.stdin.read() if path == "-" else open(path, encoding="utf-8").read()
    except OSError as error:
        print(f"baloot-audio verify-tournament: {name}: cannot read: {error}", file=err)
        return 2
    try:
        told = p.decode_server(text)
    except (msgspec.DecodeError, msgspec.ValidationError) as error:
        told = error
    if not isinstance(told, p.Tournament):
        print(f"baloot-audio verify-tournament: {name}: not a tournament as the server tells it",
              file=err)
        return 1
    wrong = check_told(told)
    for problem in wrong:
        print(f"baloot-audio verify-tournament: {name}: {problem}", file=err)
    if not wrong:
        out.write(f"{name}: {told.info.name}: {len(told.rounds)} round(s) verified. The seed "
                  f"{told.seed} matches the hash {told.info.commitment} published before the "
                  "start; it draws these teams and every pairing from the registrations and "
                  "the results.\n")
    return 1 if wrong else 0
