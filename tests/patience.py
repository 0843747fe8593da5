"""Bounds on waiting for an event, that a busy machine stretches instead of breaking.

A test waits for an event (a line in the speech log, a server's answer, a file); its
bound is only there to end a test that hangs. Counted in wall seconds, a bound turned a
busy machine red: the same event, on two cores with a load of 20, comes ten times
later. Here the bound is counted in the seconds of a quiet machine: a wall second
counts 1/stretch, where the stretch is the work ready to run per core (the load
average, or the processes running at this moment when more, minus the one that asks),
at least 1 and at most MOST. On a quiet machine a bound is its wall seconds."""

from __future__ import annotations

import os
import time

MOST = 20.0     # a bound stretches at most this many times (a hang still ends)


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def stretch() -> float:
    """How many times slower than on a quiet machine work goes now (1 to MOST)."""
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            fields = f.read().split()
        load = max(float(fields[0]), float(fields[3].split("/")[0]) - 1)
    except (OSError, ValueError, IndexError):
        load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0.0
    return min(MOST, max(1.0, load / cores()))


class Patience:
    """``seconds`` of a quiet machine: ``over()`` once they have passed, counted at
    each call at the machine's stretch of the moment."""

    def __init__(self, seconds: float):
        self.seconds = self.left = seconds
        self.at = time.monotonic()

    def over(self) -> bool:
        now = time.monotonic()
        self.left -= (now - self.at) / stretch()
        self.at = now
        return self.left <= 0

    def wall_left(self) -> float:
        """The wall seconds left at the stretch of the moment (for a call that takes a
        timeout: asyncio.wait_for, a socket); at least a little, so a caller that
        asks again sees ``over()``."""
        self.over()
        return max(0.05, self.left * stretch())


def waited(seconds: float) -> str:
    """Words for a bound that ran out: its quiet-machine seconds and the stretch now."""
    return f"{seconds:g} s of a quiet machine (the machine now {stretch():.1f} times slower)"
