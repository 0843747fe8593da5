"""The online client's asyncio loop, run on the pyglet thread (see docs/architecture.md).

Every ``PUMP`` seconds pyglet's clock runs one pass of the loop: the sockets
that are ready are read, and the client's callbacks (the remote table's
events, presence, chat) run right there, on the same thread as the keys, the
screens and speech. One thread: no lock, no queue that could reorder or drop
what the table says, and a server message waits at most ``PUMP`` seconds.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, Awaitable, Callable, Optional

log = logging.getLogger(__name__)

PUMP = 0.005      # seconds between two passes of the loop
ANSWER_WAIT = 5.0  # a server that has not answered by then is said to be unreachable
# a server whose socket opened may take longer to welcome us: a password is hashed
# there, and a busy server hashes slowly (said unreachable only after this too)
WELCOME_WAIT = 20.0


class NetLoop:
    """An asyncio loop that runs a little at a time, driven by ``schedule(fn, interval)``."""

    def __init__(self, schedule: Callable[[Callable[[float], None], float], None],
                 unschedule: Callable[[Callable[[float], None]], None]):
        self.loop = asyncio.new_event_loop()
        self._schedule, self._unschedule = schedule, unschedule
        self.running = False

    def start(self) -> None:
        if not self.running:
            self.running = True
            self._schedule(self.pump, PUMP)

    def pump(self, dt: float = 0.0) -> None:
        """One pass: the ready callbacks and the sockets with data (no waiting)."""
        self.loop.call_soon(self.loop.stop)
        self.loop.run_forever()

    def run(self, work: Awaitable[Any], done: Callable[[Any], None],
            failed: Callable[[BaseException], None],
            timeout: Optional[float] = ANSWER_WAIT) -> asyncio.Task:
        """Run ``work``; ``done(result)`` or ``failed(error)`` follows on this thread."""
        self.start()

        async def guarded() -> Any:
            return await (asyncio.wait_for(work, timeout) if timeout else work)

        def finished(task: asyncio.Task) -> None:
            if task.cancelled():
                return
            error = task.exception()
            if error is not None:
                log.info("online request failed: %r", error)
                failed(error)
            else:
                done(task.result())

        task = self.loop.create_task(guarded())
        task.add_done_callback(finished)
        return task

    def later(self, seconds: float, fn: Callable[[], None]) -> asyncio.TimerHandle:
        self.start()
        return self.loop.call_later(seconds, fn)

    def close(self, grace: float = 1.0) -> None:
        """Let what is under way end (a connection's closing handshake) for up to
        ``grace`` seconds, cancel the rest, and stop pumping."""
        if not self.running:
            return
        end = time.monotonic() + grace
        while asyncio.all_tasks(self.loop) and time.monotonic() < end:
            self.pump()
            time.sleep(0.002)
        for task in asyncio.all_tasks(self.loop):
            task.cancel()
        for _ in range(20):
            self.pump()
        self._unschedule(self.pump)
        self.running = False
