"""One client connection as the server holds it: who it is, its send queue (a reader
that falls behind is dropped), its flood limits, the hello deadline. It is a
:class:`~baloot_audio.net.tables.host.Member` for the rooms and the other parts."""

from __future__ import annotations

import asyncio
import logging
from typing import Awaitable, Optional, Union

import websockets
from websockets.asyncio.server import ServerConnection

from ..guard.limits import Bucket, Limits
from ..tables.chat_log import CHAT_BURST, CHAT_RATE
from ..tables.host import Stamp
from ..wire import protocol as p
from ..wire.names import UNSPECIFIED

log = logging.getLogger("baloot_audio.net")

RATE = 20.0                       # messages a second a connection may send (twice that at once)
MAX_THROTTLED = 200               # refusals beyond the allowed messages before a drop


class Conn:
    """One client connection: who it is, its send queue (``send_buffer`` bytes at
    most: a reader that falls further behind is dropped), its flood limits."""

    def __init__(self, ws: ServerConnection, rate: float = RATE,
                 send_buffer: int = Limits.send_buffer):
        self.ws = ws
        self.rate = rate
        self.address: Optional[str] = getattr(ws, "address", None)   # see guard/gate.py
        request = getattr(ws, "request", None)
        self.path: str = request.path if request is not None else "/"   # the proxy's route
        self.player_id = ""              # its account or guest id, once named
        self.name = ""
        self.guest = True
        self.form = UNSPECIFIED           # its form of address, sent with its name
        self.blocked: set[str] = set()    # players whose chat never reaches it
        self.refused = 0                  # first messages refused (hello, login...)
        self.introducing = self.late = False   # a first message in hand; its deadline passed
        self.queue: asyncio.Queue[Union[bytes, tuple[bytes, Stamp], None]] = asyncio.Queue()
        self.queued, self.send_buffer = 0, send_buffer     # bytes waiting in the queue
        self.received_at = 0.0
        self.bucket, self.chat = Bucket(rate, 2 * rate), Bucket(CHAT_RATE, CHAT_BURST)
        self.throttled = 0
        self.closing = False
        self.writer = asyncio.get_running_loop().create_task(self._write())

    async def _write(self) -> None:
        try:
            while True:
                data = await self.queue.get()
                if data is None:
                    await self.ws.close(1008, "dropped")
                    return
                self.queued -= len(data[0] if isinstance(data, tuple) else data)
                if isinstance(data, tuple):
                    await self.ws.send(data[0], text=True)
                    data[1].sent()
                else:
                    await self.ws.send(data, text=True)
        except websockets.ConnectionClosed:
            pass

    def send(self, message: p.Msg) -> None:
        self.send_raw(p.encode(message))

    def send_raw(self, data: bytes, stamp: Optional[Stamp] = None) -> None:
        if self.closing:
            if stamp is not None:
                stamp.sent()
            return
        if self.queued + len(data) > self.send_buffer:
            return self.drop(f"it does not read: {self.queued} bytes wait for it")
        self.queued += len(data)
        self.queue.put_nowait(data if stamp is None else (data, stamp))

    def drop(self, why: str) -> None:
        """Gone at once: what waits for it is freed and its socket aborted (a closing
        handshake would wait behind everything it does not read)."""
        log.warning("dropping %s from %s: %s", self.player_id, self.address, why)
        self.closing = True
        while not self.queue.empty():
            self.queue.get_nowait()
        self.queued = 0
        self.queue.put_nowait(None)
        self.ws.transport.abort()

    def error(self, code: str, detail: str = "", ref: int = 0) -> None:
        self.send(p.Error(code, detail, ref))

    def takes(self, raw: bytes | str) -> bool:
        """A message of this connection's own, answered by it (True: the server reads
        no further). None here; a browser's connection has some (web/conn.py)."""
        return False

    def unnamed_too_long(self) -> None:
        """The hello deadline: an unnamed connection goes, but not while its first
        message is in hand (a password waits its turn to be checked, two at a time
        under a burst): then it goes after the answer, if still unnamed."""
        if not self.player_id:
            self.late = self.introducing
            if not self.late:
                self.close_soon()

    async def introduce(self, first: Awaitable[None]) -> None:
        self.introducing = True
        try:
            await first
        finally:
            self.introducing = False
            if self.late:
                self.unnamed_too_long()

    def close_soon(self) -> None:
        if not self.closing:
            self.queue.put_nowait(None)
            self.closing = True

    def allowed(self, ref: int) -> bool:
        """Flood control: refuse past the rate (the first few refusals are answered),
        drop the connection once its refusals outnumber its allowed messages by
        MAX_THROTTLED (so a flood that gets one message in now and then through,
        as any flood on a busy server does, is dropped all the same)."""
        if self.bucket.take():
            self.throttled = max(0, self.throttled - 1)
            return True
        self.throttled += 1
        if self.throttled <= 10:
            self.error("throttled", f"at most {self.rate:g} messages a second", ref)
        if self.throttled > MAX_THROTTLED:
            self.close_soon()
        return False
