#!/usr/bin/env python3
"""Catching up, heard (run by ``python scripts/bench_ui.py --catch-up``).

The real window against the real Speech Dispatcher at espeak-ng's default rate
(tests/headless_services.py), a quick-start match at the default bot pause (1 s),
and a player with busy hands: for ``--busy-for`` seconds (20) it arrows through
its hand (Right and Left in turn, a key every ``--every`` s) while the bots play,
acting on each of its turns on its cue; then it listens for ``--listen`` seconds
(15), and again, ``--stretches`` times. Read from both logs:

* **catch-up time**: from the last key of a busy stretch to the voice at the live
  moment: the start of the line that carries the newest table message told by then
  (a catch-up line says where the table is now: what was acted past summed up, the
  trick in play, the turn), p50 / p95 over the stretches (goal: within 5 s); and,
  stricter, to the start of that newest message's own words in it (its line at the
  daemon plus the words before it at the player's rate): from then nothing the
  table told waits behind the voice. 0 when the voice was already there;
* **cards given to the wrong seat**: every table line the daemon spoke, read as a
  listener hears it (tests/card_seats.py: a card belongs to the last seat named
  before it with a verb of play), against the table's own card messages (the seat
  and the card of each play); a cut said as a plain play counts too (goal 0).

    python scripts/bench_ui.py --catch-up [--seed bench-catch-up] [--bot-pause 1.0]
        [--stretches 6] [--busy-for 20] [--every 1.0] [--listen 15] [--keep DIR]
        [--app-root DIR]
    python scripts/bench_ui.py --catch-up --read DIR   # the figures from a --keep DIR
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from bench_ui import ROOT, headless_services, load_kept, percentiles
from bench_ui_busy import REACT, act, carried_exactly, is_turn

sys.path.insert(0, str(ROOT / "tests"))
from card_seats import truth_from_records, wrong  # noqa: E402


def table_told(records: list[dict]) -> list[tuple[float, int]]:
    """(when, record index) of each table message told to be said: not a prompt its
    seat answered before it came up, nor one set aside for "what did I miss" (the
    player moved on: the next round)."""
    told = [(r["t"], i) for i, r in enumerate(records)
            if r.get("kind") == "speech" and r.get("priority") == "event"]
    aside: set[int] = set()
    for r in records:
        if r.get("kind") in ("superseded", "yielded"):
            for text in r.get("texts", []):
                latest = [i for t, i in told if t <= r["t"] and records[i]["text"] == text
                          and i not in aside]
                if latest:
                    aside.add(latest[-1])
    return [(t, i) for t, i in told if i not in aside]


def word_starts(records: list[dict], spoken: list, words: bool = True) -> dict[int, float]:
    """When the voice began each table message (by record index): with ``words``, its
    own words (the start of the daemon message that carried it, plus where its words
    start in it); else the line it is in (a condensed line's first segment)."""
    offset: dict[int, float] = {}
    line_of: dict[int, int] = {}      # a message's number -> its condensed line (index)
    for k, r in enumerate(records):
        if r.get("kind") == "condensed" and "ns" in r:
            for _, which in r["segments"]:
                for j in which:
                    offset.setdefault(r["ns"][j], r["at"][j] - r["at"][which[0]])
            for n in r["ns"]:
                line_of.setdefault(n, k)
    starts: dict[int, float] = {}
    for s, ids in carried_exactly(records, spoken) or []:
        if s.began is None:
            continue
        for i in ids:
            starts.setdefault(i, s.began + offset.get(records[i].get("n"), 0.0))
    if words:
        return starts
    lines: dict[int, float] = {}
    for i, began in starts.items():   # a line begins where its first said message does
        key = line_of.get(records[i].get("n"), -i)
        lines[key] = min(lines.get(key, began), began)
    return {i: lines[line_of.get(records[i].get("n"), -i)] for i in starts}


def catch_up_times(records: list[dict], spoken: list,
                   last_keys: list[float]) -> tuple[list[float], list[float]]:
    """For each busy stretch's last key: seconds to the voice at the live moment, (1) the
    start of the line that carries the newest table message told by then (a catch-up
    line tells where the table is now, in one line), and (2) the start of that
    message's own words in it (nothing the table told is left behind the voice); 0
    when the newest message had begun before the key (see the module's text)."""
    told = table_told(records)
    starts = word_starts(records, spoken, words=False)
    words = word_starts(records, spoken)
    lines, own = [], []
    for key in last_keys:
        before = [i for t, i in told if t <= key]
        if before and starts.get(before[-1], key + 1) <= key:
            lines.append(0.0)           # the newest message had begun: the voice was live
            own.append(0.0)
            continue
        for got, out in ((starts, lines), (words, own)):
            live = sorted(got[i] for t, i in told if i in got and got[i] >= key
                          and not any(t < t2 <= got[i] for t2, _ in told))
            if live:
                out.append(live[0] - key)
    return lines, own


def wrong_seats(records: list[dict], spoken: list) -> tuple[int, int, list[str]]:
    """(cards named in the table's lines the daemon spoke, given to the wrong seat,
    examples)."""
    named = bad = 0
    examples: list[str] = []
    from card_seats import claims

    for s, ids in carried_exactly(records, spoken) or []:
        if s.began is None or not ids:
            continue
        truth = truth_from_records(r for r in records[:max(ids) + 1]) or {}
        named += len(claims(s.text))
        found = wrong(s.text, truth)
        bad += len(found)
        if found and len(examples) < 5:
            examples.append(f"{s.text!r}: {', '.join(found)}")
    return named, bad, examples


def figures(records: list[dict], spoken: list) -> dict:
    last_keys = [r["t"] for r in records if r.get("kind") == "stretch-end"]
    named, bad, examples = wrong_seats(records, spoken)
    lines, own = catch_up_times(records, spoken, last_keys)
    return {"stretches": len(last_keys),
            "catch_up_s": percentiles(lines), "catch_up_to_its_words_s": percentiles(own),
            "cards_named": named, "cards_to_the_wrong_seat": bad, "examples": examples,
            "keys": sum(1 for r in records if r.get("kind") == "key"),
            "cards_played": sum(1 for r in records if r.get("kind") == "speech"
                                and r.get("id") in ("card-played", "card-led", "card-cut"))}


def play(app, stretches: int, busy_for: float, every: float, listen: float) -> list[float]:
    """The busy stretches and the listening between them; the time of each stretch's
    last key (also written in the app's log folder, read back with the logs)."""
    last_keys = []
    pos, turn_at, k = 0, None, 0
    for _ in range(stretches):
        start = time.time()
        next_key, last = start, start
        while time.time() < start + busy_for + listen:
            recs = app.records()
            for r in recs[pos:]:
                if is_turn(r):      # a turn, or a round's end (Enter: the next round)
                    turn_at = r["t"]
            pos = len(recs)
            now = time.time()
            busy = now < start + busy_for
            if turn_at is not None and now >= turn_at + REACT and (busy or now > last + listen):
                turn_at = None
                act(app)
                last = time.time() if busy else last
            elif busy and now >= next_key:
                next_key += every
                k += 1
                app.keys("Right" if k % 4 < 2 else "Left")
                last = time.time()
            time.sleep(0.02)
        last_keys.append(last)
    return last_keys


def run(h, tmp: Path, args, root: Path, keep: Path | None) -> dict:
    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    import test_desktop
    from test_desktop import AppDriver

    test_desktop.REPO = root
    app = AppDriver.__new__(AppDriver)
    app.headless = h
    started = time.time()
    app.launch(tmp, "--seed", args.seed, "--bot-delay", str(args.bot_pause), "--lang", "en",
               "--quick-start", settings={"version": 1, "language": "en", "preset": "saudi",
                                          "target": 152, "bot_pause": args.bot_pause,
                                          "verbosity": "full"})
    try:
        last_keys = play(app, args.stretches, args.busy_for, args.every, args.listen)
    finally:
        app.stop()
    spoken = [s for s in h.speechd_spoken_now() if s.queued >= started - 5]
    records = app.records() + [{"kind": "stretch-end", "t": t} for t in last_keys]
    records.sort(key=lambda r: r.get("t", 0))
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        shutil.copy(h.sd_log, keep / "speech-dispatcher.log")
        (keep / "speech.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n"
                                                   for r in records), encoding="utf-8")
    return {**figures(records, spoken), "load_average": [round(x, 2) for x in os.getloadavg()]}


def read_kept(folder: Path) -> dict:
    return figures(*load_kept(folder, before=5.0))


def report_catch_up(args) -> int:
    if args.read:
        result = read_kept(Path(args.read))
    else:
        h = headless_services.start_all(rate=None)   # espeak-ng's default rate
        os.environ.update(h.env)
        try:
            with tempfile.TemporaryDirectory() as tmp:
                result = run(h, Path(tmp), args, Path(args.app_root).resolve(),
                             Path(args.keep) if args.keep else None)
        finally:
            h.stop()
    print(json.dumps(result, indent=1, ensure_ascii=False))
    return 0 if result["catch_up_s"].get("p95", 99) <= 5 and \
        result["cards_to_the_wrong_seat"] == 0 else 1
