"""The bots that search decide in worker processes, so no table's strong bots
hold up the event loop, and with it every other table's messages.

Only the levels in POOLED_LEVELS go to the pool: the others decide in well under
a millisecond or two (docs/benchmarks.md), less than sending a view to another
process and its answer back costs, so they decide on the loop of the process that
serves their table (``ServerTable``) and no busy pool can slow them.

A decision is the same as on the loop: the worker gets the seat's view and the
decision's own generator (``bots.bot_rng``, pickled with its state) and asks a
bot of the same level. The workers run at a somewhat lower priority (BOT_NICE):
where the server and a worker want the same core, the server (the players'
messages) gets about two and a half times the worker's share, and the bots
wait; but on a machine busy with other work a worker still gets a share that
keeps its tables moving (at niceness 10 it got a ninth of a fair share: at a
load of 15 its strong tables made no move in 30 s, docs/benchmarks.md). A
strong bot's safety cap counts the worker's own CPU time, so the wait for a core
never cuts a decision short. Should the pool break (a worker killed), the
decision is made on the loop and the pool is started again.

Fair shares: at most one decision a worker is in the pool at a time; the others
wait here, one queue a table, and a free worker takes the next table's in turn
(round robin), so a table with four strong bots gets no more turns than a table
with one, and a table closed while its decision waits costs no work.
"""

from __future__ import annotations

import asyncio
import ctypes
import logging
import multiprocessing
import os
import random
import signal
import sys
import time
from collections import deque
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Callable, Hashable, Optional

from baloot_audio.bots import Bot, make_bot
from baloot_audio.core import Action, PlayerView

log = logging.getLogger("baloot_audio.net")

BOT_NICE = 4           # the workers' niceness: CFS weight 423 against the server's 1024
# The levels that decide in the pool: a search of many deals (strong: 100 ms and
# more at p95); easy, normal, basic and random take about a millisecond at most.
POOLED_LEVELS = frozenset({"strong"})
PR_SET_PDEATHSIG = 1   # prctl(2): the signal a process gets when its parent dies

_bots: dict[str, Bot] = {}     # in a worker: one bot a level (bots keep no state)


def _start_worker() -> None:
    try:
        os.nice(BOT_NICE)
    except (AttributeError, OSError):      # not on this system: the same priority
        pass
    _die_with_the_server()


def _die_with_the_server() -> None:
    """On Linux the worker is killed when its server dies, even by SIGKILL (else it
    would wait for work for ever: a leaked process at each crash)."""
    if not sys.platform.startswith("linux"):
        return
    try:
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL)
    except (OSError, AttributeError):
        return
    if os.getppid() == 1:                  # the server died before: go now
        os._exit(0)


def decide(level: str, view: PlayerView, rng: random.Random) -> Action:
    """In a worker: the bot of ``level``'s choice."""
    bot = _bots.get(level)
    if bot is None:
        bot = _bots[level] = make_bot(level)   # its safety cap counts its own CPU time
    return bot.choose(view, rng)


Done = Callable[[Callable[[], Action]], None]


@dataclass
class Request:
    """A decision waiting for a worker: ``wanted()`` is false once its table has
    moved on (closed, or the seat no longer a bot's), and it is then dropped."""

    level: str
    view: PlayerView
    rng: random.Random
    bot: Bot
    done: Done
    wanted: Callable[[], bool]


class BotPool:
    def __init__(self, workers: int):
        self.workers = workers
        self.pool: Optional[ProcessPoolExecutor] = None
        self.closed = False
        self.decisions = 0           # made by the workers
        self.busy = 0                # decisions in the workers now (at most `workers`)
        self.waiting: dict[Hashable, deque[Request]] = {}   # per table, in turn order

    def _pool(self) -> ProcessPoolExecutor:
        if self.pool is None:
            self.pool = ProcessPoolExecutor(self.workers, initializer=_start_worker,
                                            mp_context=multiprocessing.get_context("spawn"))
        return self.pool

    async def start(self) -> None:
        """Start the workers now (each imports the bots), not at the first bot's turn."""
        loop = asyncio.get_running_loop()
        pool = self._pool()
        await asyncio.gather(*(loop.run_in_executor(pool, time.sleep, 0.05)
                               for _ in range(self.workers)))

    def decide(self, level: str, view: PlayerView, rng: random.Random, bot: Bot, done: Done,
               table: Hashable = None, wanted: Callable[[], bool] = lambda: True) -> None:
        """Soon, on the loop, ``done(choice)``: ``choice()`` is the action the bot of
        ``level`` chose (should the pool fail, ``bot`` chooses then, on the loop,
        with the same generator: a bot's own error is raised there as before).
        ``table``: whose decision it is, for the turns; ``wanted``: see Request."""
        if self.closed:
            return
        self.waiting.setdefault(table, deque()).append(
            Request(level, view, rng, bot, done, wanted))
        self._next()

    def waiting_count(self) -> int:
        return sum(len(queue) for queue in self.waiting.values())

    def _take(self) -> Optional[Request]:
        """The next table's oldest wanted request (that table then goes last)."""
        while self.waiting:
            table = next(iter(self.waiting))
            queue = self.waiting.pop(table)
            request = queue.popleft()
            if queue:
                self.waiting[table] = queue       # back in line, behind every other table
            if request.wanted():
                return request
        return None

    def _next(self) -> None:
        while self.busy < self.workers and not self.closed:
            request = self._take()
            if request is None:
                return
            self._send(request)

    def _send(self, request: Request) -> None:
        loop = asyncio.get_running_loop()
        pool = self._pool()
        fallback = request.bot.choose
        view, rng, done = request.view, request.rng, request.done
        try:
            future: Any = pool.submit(decide, request.level, view, rng)
        except RuntimeError as error:      # broken, or shut down meanwhile
            self._broken(pool, error)
            return done(lambda: fallback(view, rng))
        self.busy += 1

        def finished(f: Future) -> None:
            if self.closed:
                return
            self.busy -= 1
            error = None if f.cancelled() else f.exception()
            if f.cancelled() or error is not None:
                self._broken(pool, error)
                done(lambda: fallback(view, rng))
            else:
                self.decisions += 1
                action = f.result()
                done(lambda: action)
            self._next()

        def hand_over(f: Future) -> None:     # on the pool's thread
            try:
                loop.call_soon_threadsafe(finished, f)
            except RuntimeError:          # the loop is closed: the server has stopped
                pass

        future.add_done_callback(hand_over)

    def _broken(self, pool: ProcessPoolExecutor, error: Optional[BaseException]) -> None:
        """A decision failed in the pool: made on the loop; a broken pool is replaced."""
        log.warning("a bot decided on the event loop: %s",
                    f"{type(error).__name__}: {error}" if error else "the pool was replaced")
        if isinstance(error, BrokenProcessPool) and self.pool is pool:
            self.pool = None
            pool.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        self.closed = True
        self.waiting.clear()
        pool, self.pool = self.pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
