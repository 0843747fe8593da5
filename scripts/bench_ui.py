#!/usr/bin/env python3
"""Desktop UI latency: key press -> text at Speech Dispatcher, start-up -> first words.

Starts the real services (Xvfb, PulseAudio, a Speech Dispatcher daemon; see
tests/headless_services.py), then runs the real app as a subprocess:

* start-up: from launching the process to the first message the daemon logs
  (``Queueing message``), and to the first utterance in ``--speech-log``;
* key press: ``xdotool key`` in the window (a question key: whose turn) to the
  daemon logging the answer. The daemon's log has microsecond timestamps.

    python scripts/bench_ui.py [--runs 5] [--presses 30] [--json]

Goals: key press under 50 ms, start-up under 1.5 s.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import headless_services  # noqa: E402

LINE = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4}) : (\d+)\] speechd: +Queueing message \|(.*?)\|",
                  re.M | re.S)


def sd_entries(log: Path) -> list[tuple[float, str]]:
    if not log.exists():
        return []
    out = []
    for stamp, micros, text in LINE.findall(log.read_text(errors="replace")):
        when = dt.datetime.strptime(stamp, "%a %b %d %H:%M:%S %Y").timestamp() + int(micros) / 1e6
        out.append((when, text))
    return out


def wait(pred, timeout: float):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = pred()
        if value:
            return value
        time.sleep(0.002)
    raise TimeoutError


def one_run(h, tmp: Path, presses: int) -> dict:
    log = tmp / f"speech-{time.time_ns()}.jsonl"
    seen = len(sd_entries(h.sd_log))
    env = dict(os.environ, **h.env)
    t0 = time.time()
    proc = subprocess.Popen([sys.executable, "-m", "baloot_audio.app", "--speech-log", str(log),
                             "--speech", "screen_reader", "--config-dir", str(tmp / "cfg"),
                             "--seed", "bench"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        first_sd = wait(lambda: sd_entries(h.sd_log)[seen:], 20)[0][0]

        def first_log():
            if not log.exists():
                return None
            for line in log.read_text().splitlines():
                rec = json.loads(line)
                if rec["kind"] == "speech":
                    return rec["t"]
            return None

        first_words = wait(first_log, 20)
        win = subprocess.run(["xdotool", "search", "--sync", "--name", "^Baloot Audio$"],
                             env=env, capture_output=True, text=True, timeout=20).stdout.split()[0]
        key_ms = []
        # the main menu is up: Down/Up speak the focused item (an answer: interrupts)
        for i in range(presses):
            key = "Down" if i % 2 == 0 else "Up"
            before = len(sd_entries(h.sd_log))
            sent = time.time()
            subprocess.run(["xdotool", "windowfocus", "--sync", win, "key", key], env=env,
                           check=True, timeout=20)
            got = wait(lambda: sd_entries(h.sd_log)[before:], 10)
            key_ms.append((got[0][0] - sent) * 1000)
            time.sleep(0.05)
        return {"startup_to_daemon_s": first_sd - t0, "startup_to_first_words_s": first_words - t0,
                "key_ms": key_ms}
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--presses", type=int, default=30)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    h = headless_services.start_all()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            runs = [one_run(h, Path(tmp), args.presses) for _ in range(args.runs)]
    finally:
        h.stop()
    keys = sorted(k for r in runs for k in r["key_ms"])
    start_sd = [r["startup_to_daemon_s"] for r in runs]
    result = {
        "runs": args.runs, "presses": len(keys),
        "key_to_speechd_ms": {"median": statistics.median(keys),
                              "p95": keys[int(0.95 * (len(keys) - 1))], "max": keys[-1]},
        "startup_to_first_words_at_speechd_s": {"median": statistics.median(start_sd),
                                                "max": max(start_sd)},
        "startup_to_first_utterance_s": {
            "median": statistics.median(r["startup_to_first_words_s"] for r in runs)},
    }
    k, s = result["key_to_speechd_ms"], result["startup_to_first_words_at_speechd_s"]
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"key press -> text at Speech Dispatcher: median {k['median']:.1f} ms, "
              f"p95 {k['p95']:.1f} ms, max {k['max']:.1f} ms ({len(keys)} presses; goal < 50 ms)")
        print(f"start-up -> first words at Speech Dispatcher: median {s['median']:.2f} s, "
              f"max {s['max']:.2f} s ({args.runs} runs; goal < 1.5 s)")
    return 0 if k["p95"] < 50 and s["max"] < 1.5 else 1


if __name__ == "__main__":
    sys.exit(main())
