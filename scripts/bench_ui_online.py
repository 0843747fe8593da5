#!/usr/bin/env python3
"""Online UI latency over loopback (run by ``python scripts/bench_ui.py --online``).

A ``baloot-audio serve`` process on 127.0.0.1, the window at seat 0 (driven by
keys through the lobby, like tests/e2e/test_online_e2e.py) and three bot
clients in this process playing 0.6 s after their turn. Measured: a remote card
(the moment this process's client receives the server's broadcast) -> its words
queued at Speech Dispatcher, and the play key in the window -> "You play ..." at
Speech Dispatcher (the round trip through the server). Goal: p95 under 100 ms.

    python scripts/bench_ui.py --online [--rounds 3] [--json]

``--fast``: the other three play a card 0.5 to 1 s after their turn (drawn at
random), against the daemon at espeak-ng's default rate: a fast table of
humans; the window's player plays 0.5 to 1 s after it has heard its turn (the
cards before it), trying its cards from the left as the e2e player does. Measured then: a remote card (the
broadcast) -> the start of the line that says it and -> the first words about
it in that line (``Module speak!`` plus the words before it at the player's
rate), p50 / p95 / max, and the window's table messages never heard (after the
backlog has drained). ``--keep DIR`` keeps both logs.

    python scripts/bench_ui.py --online --fast [--rounds 3] [--keep DIR]
"""

from __future__ import annotations

import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench_ui import ROOT, headless_services, sd_entries, wait


def online_run(h, tmp: Path, rounds: int, fast: bool = False, keep: Path | None = None,
               app_root: Path = ROOT) -> dict:
    """One window online against three bot clients; see the module's docstring."""
    import asyncio
    import threading

    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    os.environ.update(h.env)
    import test_online_e2e
    from test_online_e2e import OnlineApp, free_port  # the e2e test's key driver
    from baloot_audio.i18n import Catalog

    port, en = free_port(), Catalog("en")
    server = subprocess.Popen([sys.executable, "-m", "baloot_audio", "serve", "--host",
                               "127.0.0.1", "--port", str(port), "--bot-delay", "0.5", "--guests",
                               "--db", f"sqlite://{tmp / 'server.sqlite3'}"],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    known = set(subprocess.run(["xdotool", "search", "--name", "."], capture_output=True,
                               text=True).stdout.split())
    test_online_e2e.REPO = app_root   # the window's game (--app-root: another checkout's)
    app = OnlineApp(h, tmp / "window", "en", known)
    received: list[tuple[float, str, int]] = []
    stop = threading.Event()
    try:
        app.connect(port, "Ann")
        app.screen("create", app.keys("Down", "Return"))
        start = app.keys("Down", "Down", "Right", "Down", "Down", "Return")
        code = "".join(re.findall(r"\b([A-Z0-9])\b",
                                  app.said("online-code", start)["text"].split(":", 1)[1]))
        thread = threading.Thread(target=lambda: asyncio.run(
            bot_clients(port, code, received, stop, fast)), daemon=True)
        thread.start()
        app.wait_for(lambda r: r.get("id") == "presence-taken" and "Dana" in r["text"], 0, 30)
        if fast:   # the room's words (the code, who sits where) are heard before the start
            from bench_ui import quiet

            quiet(h, 1.0, 120)
        app.keys("End", "Up", "Up", "Return")
        started = time.time()
        plays = drive(app, h, rounds, fast)
        if fast:   # the backlog drains (the window goes on to the next round meanwhile)
            from bench_ui import quiet

            quiet(h, 2.0, 180)
    finally:
        stop.set()
        app.stop()
        headless_services.stop_process(server, 10)
        if keep is not None:
            import shutil

            keep.mkdir(parents=True, exist_ok=True)
            shutil.copy(h.sd_log, keep / "speech-dispatcher.log")
            shutil.copy(app.log, keep / "speech.jsonl")
    if fast:
        return fast_figures(h, app, received, started, en)
    entries = sd_entries(h.sd_log)
    names = {1: "Bea", 2: "Cem", 3: "Dana"}
    remote = []
    for when, card, seat in received:
        words = en("card", rank=en(f"rank-{card[0]}"), suit=en(f"suit-{card[1]}"))
        heard = [t for t, text in entries if t >= when - 0.001 and names[seat] in text
                 and words in text]
        if heard:
            remote.append((heard[0] - when) * 1000)
    return {"remote_card_ms": remote, "play_key_ms": plays}


def fast_figures(h, app, received: list, started: float, en) -> dict:
    """Remote card -> the line that says it, and -> its own words in that line (s)."""
    from bench_ui import message_starts, set_aside_counts

    records = app.records()
    spoken = [s for s in h.speechd_spoken_now() if s.queued >= started - 1]
    starts = [m for m in message_starts(records, spoken) if m[0]["t"] >= started]
    names = {1: "Bea", 2: "Cem", 3: "Dana"}
    cards = [(r, line, words) for r, line, words in starts
             if r.get("id") in ("card-played", "card-led", "card-cut")]
    to_line, to_words, unheard_cards, used = [], [], 0, set()
    for when, card, seat in received:
        if when < started:
            continue
        words = en("card", rank=en(f"rank-{card[0]}"), suit=en(f"suit-{card[1]}"))
        match = next((k for k, (r, _, _) in enumerate(cards) if k not in used
                      and r["t"] >= when - 1.0 and names[seat] in r["text"]
                      and words in r["text"]), None)
        if match is None or cards[match][1] is None:
            unheard_cards += 1
            continue
        used.add(match)
        to_line.append(cards[match][1] - when)
        to_words.append(cards[match][2] - when)
    levels: dict[str, int] = {}
    for r in records:
        if r.get("kind") == "condensed":
            levels[str(r.get("level"))] = levels.get(str(r.get("level")), 0) + 1
    return {"remote_card_to_line_s": to_line, "remote_card_to_words_s": to_words,
            "remote_cards_never_heard": unheard_cards,
            "table_messages_never_heard": sum(line is None for _, line, _ in starts),
            "table_messages": len(starts), "lines_by_level": levels,
            **set_aside_counts(records),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


async def bot_clients(port: int, code: str, received: list, stop, fast: bool = False) -> None:
    import asyncio

    from baloot_audio.bots import make_bot
    from baloot_audio.core import events as ev
    from baloot_audio.net.client.bot_player import BotPlayer
    from baloot_audio.net.client.connection import Client

    players, clients = [], []
    for seat, name in ((1, "Bea"), (2, "Cem"), (3, "Dana")):
        client = Client()
        clients.append(client)
        await client.connect(f"ws://127.0.0.1:{port}", name)
        table = await client.join(code=code)
        await client.take_seat(seat)
        players.append(BotPlayer(table, make_bot("basic"), seed=name,
                                 delay=(lambda rng: rng.uniform(0.5, 1.0)) if fast
                                 else (lambda rng: 0.6)))
        if seat == 1:
            table.subscribe(lambda e: received.append((time.time(), e.card, e.seat))
                            if isinstance(e, ev.CardPlayed) and e.seat != 0 else None)
    while not stop.is_set():
        await asyncio.sleep(0.05)
    for client in clients:
        await client.close()


def drive(app, h, rounds: int, fast: bool = False) -> list[float]:
    """Play the window's turns by keys; the play key -> "You play" at the daemon, in ms.
    ``fast``: 0.5 to 1 s after the turn's words are logged (not heard)."""
    import random

    rng = random.Random("fast")
    plays, done, deadline = [], 0, time.monotonic() + 120 * rounds
    while done < rounds and time.monotonic() < deadline:
        recs = app.records()
        ends = sum(1 for r in recs if r.get("kind") == "screen" and r.get("name") == "round_end")
        if ends > done:
            done = ends
            if done < rounds:
                app.keys("Return")
        turn = next((i for i in range(app.seen, len(recs))
                     if recs[i].get("id") in ("your-turn-lead", "your-turn-follow")), None)
        if turn is None:
            app.respond()
        else:
            app.seen = len(recs)
            if fast:   # the player hears its turn (the cards before it), then plays at once
                from bench_ui import heard

                heard(h, recs[turn]["text"], recs[turn]["t"], 60, app)
                time.sleep(rng.uniform(0.5, 1.0))
            app.keys("Home")
            plays += play_a_card(app, h, fast)
        time.sleep(0.02)
    return plays


def play_a_card(app, h, fast: bool = False) -> list[float]:
    """Enter on the cards from the left until one is accepted; its key -> words, in ms
    (``fast``: not measured, the words wait their turn behind the backlog)."""
    for _ in range(8):
        before, log_before = len(sd_entries(h.sd_log)), len(app.records())
        sent = time.time()
        subprocess.run(["xdotool", "windowfocus", "--sync", app.window, "key", "Return"],
                       check=True, timeout=20)
        i, rec = app.wait_for(lambda r: r.get("cue") in ("refused", "card_me", "trump_me",
                                                          "cut_me"), log_before, 10)
        if rec["cue"] != "refused" and fast:
            app.seen = len(app.records())
            return []
        if rec["cue"] != "refused":
            got = wait(lambda: [e for e in sd_entries(h.sd_log)[before:]
                                if e[1].startswith("You ")], 5)
            app.seen = len(app.records())
            return [(got[0][0] - sent) * 1000]
        app.keys("Right")
    return []


def report_online(args) -> int:
    # a fast table is heard at espeak-ng's default rate (the pace a player hears)
    h = headless_services.start_all(**({"rate": None} if args.fast else {}))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            got = online_run(h, Path(tmp), args.rounds, args.fast,
                             Path(args.keep) if args.keep else None,
                             Path(args.app_root).resolve())
    finally:
        h.stop()
    if args.fast:
        from bench_ui import percentiles

        for key in ("remote_card_to_line_s", "remote_card_to_words_s"):
            got[key] = percentiles(got[key])
        print(json.dumps(got, indent=1))
        return 0 if got["table_messages_never_heard"] == 0 else 1
    result = {}
    for key, values in got.items():
        values = sorted(values)
        result[key] = {"n": len(values), "median": statistics.median(values),
                       "p95": values[int(0.95 * (len(values) - 1))], "max": values[-1]}
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        for key, r in result.items():
            print(f"{key}: median {r['median']:.1f} ms, p95 {r['p95']:.1f} ms, "
                  f"max {r['max']:.1f} ms ({r['n']} samples; goal p95 < 100 ms)")
    return 0 if all(r["p95"] < 100 for r in result.values()) else 1
