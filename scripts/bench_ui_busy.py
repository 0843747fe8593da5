#!/usr/bin/env python3
"""Busy hands, steady table (run by ``python scripts/bench_ui.py --busy-hands``).

The same seeded quick-start match is played twice in the real window, against
the real Speech Dispatcher at espeak-ng's default rate (tests/headless_services.py):

* **quiet**: the player listens, and acts on each turn once its words have been
  heard (``Return``: the call or card in focus; while a card is refused, the
  cards from the left), nothing else;
* **busy**: ``Right`` every ``--every`` seconds for the first ``--busy-for``
  seconds, a blind player reading the hand while the table plays, who acts on
  each turn on its cue (a moment after its prompt was logged: the words wait for
  the player's pause), the same way.

Read from both logs (the app's ``--speech-log`` and the daemon's), over the
first ``--seconds`` of each run:

* table messages said (their words began at the daemon) and heard whole (the
  daemon message that carried them played to its end), busy against quiet
  (goal: busy at least 70% of quiet);
* the most times any one table message was handed to the voice (a daemon
  message carrying its words; goal at most 2), how many were handed more
  than twice, and how many were handed again after being heard whole (goal 0);
* moment -> first words, p50 / p95 (goal p95 under 1.5 s quiet);
* how far the table got: cards played, and its table messages in all.

    python scripts/bench_ui.py --busy-hands [--seed 4] [--bot-pause 0.5]
        [--seconds 75] [--busy-for 50] [--every 1.5] [--keep DIR] [--app-root DIR]
    python scripts/bench_ui.py --busy-hands --read DIR   # the figures from a --keep DIR
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

from bench_ui import (MOMENT_GAP, ROOT, headless_services, message_starts, moment_lags,
                      percentiles)

REACT = 0.3        # seconds from a turn's prompt (logged) to the player's keys
CARD_IDS = {"card-played", "card-led", "card-cut"}


def carried(records: list[dict], spoken: list) -> list[tuple[object, list[int]]]:
    """Each daemon message with the table messages it carried (indexes into
    ``records``): the parts of the app's line whose words it was (its ``condensed``
    record's segment), else the message with its very words; each part is the
    latest table message with those words told before the daemon got it."""
    told: dict[str, list[tuple[float, int]]] = {}
    for i, r in enumerate(records):
        if r.get("kind") == "speech" and r.get("priority") == "event":
            told.setdefault(r["text"], []).append((r["t"], i))
    lines: dict[str, list[tuple[float, list[str]]]] = {}
    for r in records:
        if r.get("kind") == "condensed":
            for words, which in r.get("segments", []):
                lines.setdefault(words, []).append((r["t"], [r["parts"][k] for k in which]))
    out = []
    for s in spoken:
        made = [parts for t, parts in lines.get(s.text, []) if t <= s.queued + 0.05]
        texts = made[-1] if made else [s.text]
        ids = []
        for text in texts:
            before = [i for t, i in told.get(text, []) if t <= s.queued + 0.05]
            if before:
                ids.append(before[-1])
        out.append((s, ids))
    return out


def carried_exactly(records: list[dict], spoken: list) -> list[tuple[object, list[int]]] | None:
    """The same from the app's own count, where it logs one (each ``sent`` record's
    ``parts``: the numbers of the messages it says): each record is matched with the
    next daemon message of its words. None: an app that does not log it."""
    if not any("parts" in r for r in records if r.get("kind") == "sent"):
        return None
    index = {r["n"]: i for i, r in enumerate(records)
             if r.get("kind") == "speech" and r.get("priority") == "event" and "n" in r}
    out, k = [], 0
    for r in records:
        if r.get("kind") != "sent":
            continue
        j = next((j for j in range(k, len(spoken)) if spoken[j].text == r["text"]), None)
        if j is None:
            continue
        k = j + 1
        out.append((spoken[j], [index[n] for n in r.get("parts", ()) if n in index]))
    return out


def exact_moment_lags(records: list[dict], pairs: list, end: float) -> list[float]:
    """``bench_ui.moment_lags`` from the app's own count: each message's words start
    where the line that first said it began, plus the words before them there (the
    ``at`` of its ``condensed`` record); a text said twice is not taken for another."""
    offset: dict[int, float] = {}
    for r in records:
        if r.get("kind") == "condensed" and "ns" in r:
            for _, which in r["segments"]:
                for k in which:
                    offset.setdefault(r["ns"][k], r["at"][k] - r["at"][which[0]])
    words: dict[int, float] = {}
    for s, ids in pairs:
        if s.began is not None and s.began <= end:
            for i in ids:
                words.setdefault(i, s.began + offset.get(records[i]["n"], 0.0))
    moments: list[tuple[float, list[float]]] = []
    for i, r in enumerate(records):
        if r.get("kind") != "speech" or r.get("priority") != "event" or r["t"] > end:
            continue
        if not moments or r["t"] > moments[-1][0] + MOMENT_GAP:
            moments.append((r["t"], []))
        if i in words:
            moments[-1][1].append(words[i])
    return [min(starts) - t for t, starts in moments if starts]


def busy_figures(records: list[dict], spoken: list, start: float, seconds: float) -> dict:
    """The figures of one run (see the module's docstring), over ``seconds`` from ``start``."""
    end = start + seconds
    table = [i for i, r in enumerate(records) if r.get("kind") == "speech"
             and r.get("priority") == "event" and start <= r["t"] <= end]
    handed: dict[int, int] = {}
    whole: dict[int, float] = {}
    again_after_whole = set()
    began: dict[int, float] = {}
    pairs = carried_exactly(records, spoken)
    for s, ids in pairs if pairs is not None else carried(records, spoken):
        if s.queued > end:
            continue
        for i in ids:
            if i in whole:
                again_after_whole.add(i)
            handed[i] = handed.get(i, 0) + 1
            if s.began is not None and s.began <= end:
                began.setdefault(i, s.began)
                if s.outcome == "end" and s.ended is not None and s.ended <= end:
                    whole.setdefault(i, s.ended)
    if pairs is not None:
        moments = exact_moment_lags(records, pairs, end)
    else:
        moments, _ = moment_lags([r for r in records if r.get("t", 0) <= end],
                                 [s for s in spoken if s.queued <= end])
    counts = [handed.get(i, 0) for i in table]
    said_starts = message_starts(records, spoken)
    return {
        "table_messages": len(table),
        "said": sum(1 for i in table if i in began),
        "heard_whole": sum(1 for i in table if i in whole),
        "never_heard_in_time": sum(1 for r, line, _ in said_starts
                                   if line is None and start <= r["t"] <= end),
        "handed_most": max(counts, default=0),
        "handed_more_than_twice": sum(1 for c in counts if c > 2),
        "handed_again_after_heard_whole": len(again_after_whole & set(table)),
        "moment_to_first_words_s": percentiles(moments),
        "cards_played": sum(1 for r in records if r.get("kind") == "speech"
                            and r.get("id") in CARD_IDS and start <= r["t"] <= end),
        "keys": sum(1 for r in records if r.get("kind") == "key" and start <= r["t"] <= end),
        "missed_cues": sum(1 for r in records if r.get("kind") == "sound"
                           and r.get("cue") == "missed" and start <= r["t"] <= end),
    }


def is_turn(r: dict) -> bool:
    from test_desktop import _is_turn

    return _is_turn(r)


def play(app, start: float, seconds: float, busy_for: float, every: float) -> None:
    """Act on each turn (see the module's docstring) until ``seconds`` after ``start``;
    with ``busy_for``, ``Right`` every ``every`` seconds until then."""
    from bench_ui import heard

    pos, turn_at, next_right, turn = 0, None, start + every, None
    while time.time() < start + seconds:
        recs = app.records()
        for r in recs[pos:]:
            if is_turn(r):
                turn_at, turn = r["t"], r
                if r.get("kind") == "screen" and r.get("name") == "match_end":
                    return
        pos = len(recs)
        now = time.time()
        if turn_at is not None and now >= turn_at + REACT:
            turn_at = None
            if not busy_for and turn.get("kind") == "speech":   # a listener: once heard
                heard(app.headless, turn["text"], turn["t"], 30, app)
            act(app)
        elif busy_for and now < start + busy_for and now >= next_right:
            next_right += every
            app.keys("Right")
        time.sleep(0.02)


def act(app) -> None:
    """``Return``; while the card is refused, the cards from the left (``Home``,
    ``Right`` as many times as cards tried, ``Return``)."""
    for k in range(-1, 8):
        keys = ["Return"] if k < 0 else ["Home", *["Right"] * k, "Return"]
        begin = app.keys(*keys)
        try:
            _, rec = app.wait_for(lambda r: r.get("cue") == "refused" or r.get("kind") == "screen"
                                  or r.get("id") == "focus" and keys == ["Return"]
                                  or (r.get("kind") == "speech" and r.get("priority") == "event"
                                      and r["text"].startswith("You")), begin, 3)
        except AssertionError:
            return
        if rec.get("cue") != "refused" and rec.get("id") != "focus":
            return   # played (or a screen came): an entry's words or a refusal try the next


def run(h, tmp: Path, seed: str, pause: float, seconds: float, busy_for: float,
        every: float, root: Path, keep: Path | None) -> dict:
    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    import test_desktop
    from test_desktop import AppDriver

    test_desktop.REPO = root
    app = AppDriver.__new__(AppDriver)
    app.headless = h
    start = time.time()   # the figures count from the launch: the deal comes before the window
    app.launch(tmp, "--seed", seed, "--bot-delay", str(pause), "--lang", "en", "--quick-start",
               settings={"version": 1, "language": "en", "preset": "saudi", "target": 152,
                         "bot_pause": pause, "verbosity": "full"})
    try:
        play(app, start, seconds, busy_for, every)
        time.sleep(1.0)   # the daemon's last lines of the window
    finally:
        app.stop()
    spoken = [s for s in h.speechd_spoken_now() if s.queued >= start - 5]
    if keep is not None:
        keep.mkdir(parents=True, exist_ok=True)
        shutil.copy(h.sd_log, keep / "speech-dispatcher.log")
        shutil.copy(app.log, keep / "speech.jsonl")
        (keep / "run.json").write_text(json.dumps({"start": start, "seconds": seconds}))
    return busy_figures(app.records(), spoken, start, seconds)


def read_kept(folder: Path) -> dict:
    """The figures again from a run's kept logs."""
    out = {}
    for mode in ("quiet", "busy"):
        d = folder / mode
        if not d.exists():
            continue
        meta = json.loads((d / "run.json").read_text())
        records = [json.loads(line) for line in
                   (d / "speech.jsonl").read_text(encoding="utf-8").splitlines()]
        spoken = headless_services.speechd_spoken(
            (d / "speech-dispatcher.log").read_text(encoding="utf-8", errors="replace"))
        spoken = [s for s in spoken if s.queued >= meta["start"] - 5]
        out[mode] = busy_figures(records, spoken, meta["start"], meta["seconds"])
    return with_ratio(out)


def with_ratio(out: dict) -> dict:
    if "quiet" in out and "busy" in out:
        q, b = out["quiet"], out["busy"]
        out["busy_said_vs_quiet"] = round(b["said"] / max(1, q["said"]), 2)
        out["busy_heard_whole_vs_quiet"] = round(b["heard_whole"] / max(1, q["heard_whole"]), 2)
    return out


def report_busy(args) -> int:
    if args.read:
        result = read_kept(Path(args.read))
    else:
        h = headless_services.start_all(rate=None)   # espeak-ng's default rate
        os.environ.update(h.env)
        result = {}
        try:
            with tempfile.TemporaryDirectory() as tmp:
                for mode, busy_for in (("quiet", 0.0), ("busy", args.busy_for)):
                    keep = Path(args.keep) / mode if args.keep else None
                    result[mode] = run(h, Path(tmp) / mode, args.seed, args.bot_pause,
                                       args.seconds, busy_for, args.every,
                                       Path(args.app_root).resolve(), keep)
        finally:
            h.stop()
        result = with_ratio(result)
    print(json.dumps(result, indent=1))
    q, b = result.get("quiet", {}), result.get("busy", {})
    ok = (result.get("busy_said_vs_quiet", 0) >= 0.7 and b.get("handed_most", 9) <= 2
          and q.get("handed_most", 9) <= 2
          and q.get("moment_to_first_words_s", {}).get("p95", 99) < 1.5)
    return 0 if ok else 1
