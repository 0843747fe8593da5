"""The search's compiled path: `_csearch.c` (the solver, the policy and the
play-outs in C), when it was built; else the Python of solver.py, policy.py and
search.py, which stays the reference.

Both give the same values, the same node counts and so the same cards at the
same budget (tests/bots/test_compiled_search.py runs both); the compiled one
about thirty times faster a node, which the strong level spends on a larger
budget. It is optional: `pip install .` builds it when a C compiler and
Python's headers are there (setup.py marks it optional: without them the
install goes on, pure Python), and `BALOOT_PURE_SEARCH=1` in the environment
keeps the Python one (benchmarks before and after; tests flip `use_compiled`).
"""
from __future__ import annotations

import importlib
import os
from time import perf_counter
from types import ModuleType
from typing import Callable, Optional, Sequence

from baloot_audio.core.scoring import LAST_TRICK

from .policy import Ctx, choose as policy_choose
from .solver import OutOfBudget, OutOfTime, Solver


def _load() -> Optional[ModuleType]:
    try:    # by name: "from . import" would read as an import of the package (a cycle)
        _csearch = importlib.import_module(f"{__package__}._csearch")
    except ImportError:
        return None
    _csearch.configure(OutOfBudget, OutOfTime, LAST_TRICK)
    return _csearch


BUILT: Optional[ModuleType] = _load()
_enabled = BUILT is not None and not os.environ.get("BALOOT_PURE_SEARCH")


def compiled() -> Optional[ModuleType]:
    """The compiled module when it is built and in use, else None."""
    return BUILT if _enabled else None


def use_compiled(flag: bool) -> bool:
    """Use the compiled search (when built) or not; returns the previous setting."""
    global _enabled
    before = _enabled
    _enabled = flag and BUILT is not None
    return before


def solver(trump: int, kind: int, locked: bool, overtake: bool, points: Sequence[int],
           team: int, node_limit: int = 200_000, deadline: float = 0.0,
           clock: Callable[[], float] = perf_counter) -> Solver:
    """A `solver.Solver`, compiled when it can be (the same interface and values)."""
    module = compiled()
    if module is None:
        return Solver(trump, kind, locked, overtake, points, team, node_limit, deadline, clock)
    made: Solver = module.Solver(trump, kind, locked, overtake, points, team, node_limit,
                                 deadline, clock)
    return made


def choose(ctx: Ctx, seat: int, hand: int, trick: Sequence[int], possible: Sequence[int],
           in_hands: int, tricks_left: int, signals: int = 0) -> int:
    """`policy.choose`, compiled when it can be."""
    module = compiled()
    if module is None:
        return policy_choose(ctx, seat, hand, trick, possible, in_hands, tricks_left, signals)
    card: int = module.choose(ctx, seat, hand, trick, possible, in_hands, tricks_left, signals)
    return card
