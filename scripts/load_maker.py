#!/usr/bin/env python3
"""Keep the machine busy, as other work on a shared machine would: N processes (2 by
default: both cores of the test machine) each spin on the CPU until stopped (Ctrl+C,
SIGTERM) or for --seconds. For trying the suite under load (docs/benchmarks.md):

    python3 scripts/load_maker.py --processes 2 &
    ./scripts/test.sh
    kill %1

Each process is a plain busy loop at the default priority (no nice): it competes
with the tests for the cores as an unrelated build or a second test run would.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import signal
import sys
import time


def spin(until: float) -> None:
    """Busy work until ``until`` (time.monotonic; 0: for ever)."""
    n = 0
    while not until or time.monotonic() < until:
        for _ in range(100_000):
            n = (n * 1103515245 + 12345) & 0x7FFFFFFF


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--processes", type=int, default=2, help="busy processes (2)")
    parser.add_argument("--seconds", type=float, default=0.0,
                        help="stop after this long (0: until stopped)")
    args = parser.parse_args(argv)
    if args.processes < 1 or args.seconds < 0:
        parser.error("--processes is 1 or more, --seconds 0 or more")
    until = time.monotonic() + args.seconds if args.seconds else 0.0
    workers = [multiprocessing.Process(target=spin, args=(until,), daemon=True)
               for _ in range(args.processes)]
    for worker in workers:
        worker.start()

    def stop(*_: object) -> None:
        for worker in workers:
            worker.terminate()
        sys.exit(0)
    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print(f"load_maker: {args.processes} busy processes (pid {os.getpid()})", flush=True)
    for worker in workers:
        worker.join()
    return 0


if __name__ == "__main__":
    sys.exit(main())
