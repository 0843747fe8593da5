"""A room's inbox: everything that changes a room runs as one item of it, one at a
time, in the order the items came (a player's message, a bot's turn, a drop, a
held seat's end), each followed by the room's ``after`` (store, then tell)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable

log = logging.getLogger("baloot_audio.net")


class Inbox:
    def __init__(self, name: str, after: Callable[[], Awaitable[None]],
                 failed: Callable[[], None]):
        self.name = name                 # for the log
        self.after, self.failed = after, failed
        self.queue: asyncio.Queue = asyncio.Queue()
        self.timers: list[asyncio.TimerHandle] = []
        self.task: asyncio.Task | None = None
        self.closed = False

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())

    def post(self, fn: Callable[[], Any]) -> None:
        """``fn`` (a plain or a coroutine function) runs as the next item but those waiting."""
        if not self.closed:
            self.queue.put_nowait(fn)

    def later(self, delay: float, fn: Callable[[], Any]) -> None:
        """``fn`` is posted in ``delay`` seconds (unless the inbox is closed by then)."""
        self.timers.append(asyncio.get_running_loop().call_later(delay, self.post, fn))

    def empty(self) -> bool:
        return self.queue.empty()

    async def _run(self) -> None:
        while not self.closed:
            fn = await self.queue.get()
            try:
                result = fn()
                if asyncio.iscoroutine(result):
                    await result
                await self.after()
            except Exception:   # a bug must not take the server (or other tables) down
                log.exception("table %s: closing after an unexpected error", self.name)
                self.failed()
            await asyncio.sleep(0)   # the next item may be due already: let other tables run

    def close(self) -> None:
        self.closed = True
        for timer in self.timers:
            timer.cancel()
        if self.task is not None and self.task is not asyncio.current_task():
            self.task.cancel()
