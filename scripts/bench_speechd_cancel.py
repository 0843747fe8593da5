#!/usr/bin/env python3
"""Quick cancels against a real Speech Dispatcher: does it stop speaking?

Speech Dispatcher 0.11 can stop speaking for good when a cancel reaches it while
it still handles the previous one (its log says "Cannot stop now"). The game's
output waits for the begin of the message it cuts and keeps CANCEL_GAP between
two cancels (baloot_audio/ui/speech/ao2.py). This plays PAIRS pairs of interrupting
messages (the second of a pair cuts the first after 0 to --max-delay seconds,
as keys pressed in quick succession do) through the game's own output, with
--hogs busy processes beside it (the stall needs a busy machine), and reports
after how many pairs the daemon stopped speaking, if it did.

    python scripts/bench_speechd_cancel.py --pairs 3000 --hogs 4            # the guard
    python scripts/bench_speechd_cancel.py --pairs 3000 --hogs 4 --no-guard # without it

Needs the test packages (Xvfb is not used; PulseAudio and Speech Dispatcher are
started in a temporary folder, as the end-to-end tests do). Figures:
docs/benchmarks.md.
"""
from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

import headless_services  # noqa: E402

from baloot_audio.ui.speech import ao2 as speech  # noqa: E402  (where the guard reads them)
from baloot_audio.ui.speech import choose_output  # noqa: E402


def hog() -> None:
    while True:
        pass


def run(pairs: int, max_delay: float, seed: int) -> int | None:
    """The pair after which the daemon reported nothing for 5 s, or None."""
    out = choose_output("screen_reader")[0]
    if out.speechd_client() is None:
        sys.exit(f"no Speech Dispatcher output (got {out.name})")
    rng = random.Random(seed)
    for n in range(pairs):
        heard = threading.Event()
        out.speak_tracked(f"Message {n}, first.", True, lambda kind: None)
        time.sleep(rng.uniform(0, max_delay))
        out.speak_tracked(f"Message {n}, second.", True,
                          lambda kind, heard=heard: heard.set() if kind != "cancel" else None)
        if not heard.wait(5):
            return n
    return None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=3000)
    parser.add_argument("--max-delay", type=float, default=0.001,
                        help="most seconds between a message and the one that cuts it")
    parser.add_argument("--hogs", type=int, default=4, help="busy processes beside it")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-guard", action="store_true",
                        help="cancel at once (CANCEL_AFTER_BEGIN = CANCEL_GAP = 0)")
    args = parser.parse_args()
    if args.no_guard:
        speech.CANCEL_AFTER_BEGIN = speech.CANCEL_GAP = 0.0
    hogs = [multiprocessing.Process(target=hog, daemon=True) for _ in range(args.hogs)]
    for p in hogs:
        p.start()
    services = headless_services.start_all(Path(tempfile.mkdtemp(prefix="bench-cancel-")))
    os.environ.update(services.env)
    try:
        start = time.monotonic()
        stalled = run(args.pairs, args.max_delay, args.seed)
        seconds = time.monotonic() - start
    finally:
        services.stop()
        for p in hogs:
            p.terminate()
    guard = "none" if args.no_guard else \
        f"begin wait {speech.CANCEL_AFTER_BEGIN} s, gap {speech.CANCEL_GAP} s"
    result = "never stopped speaking" if stalled is None else f"stopped speaking at pair {stalled}"
    print(f"guard: {guard}; {args.pairs} pairs, delay 0-{args.max_delay * 1000:.1f} ms, "
          f"{args.hogs} busy processes: {result} ({seconds:.0f} s)")


if __name__ == "__main__":
    main()
