"""Who may open a connection, checked before anything is read from it.

At the TCP connection (:meth:`Gate.opened`): the server's cap on open
connections (kept below the open-file limit, so accepting never fails for want
of a descriptor), then the address's open connections and its rate of new ones.
A connection refused there is aborted at once: its descriptor is freed in the
same pass of the loop and nothing is logged for it. Behind a reverse proxy
(``--proxy``) the address is the one the proxy puts in ``X-Forwarded-For``, so
those checks wait for the request (:meth:`Gate.request`) and answer 429.

A web page's origin is websockets' own check (``origins`` in :func:`listen`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from http import HTTPStatus
from typing import Any, Optional, Sequence

from websockets.asyncio.server import ServerConnection
from websockets.http11 import Request, Response

from .limits import Bucket, Limits, address_key

log = logging.getLogger("baloot_audio.net")

CONNECT_BURST = 20.0      # new connections from one address at once (then the rate)


class Gate:
    def __init__(self, limits: Limits):
        self.limits = limits
        self.cap = limits.connection_cap()
        self.open = 0                               # TCP connections counted
        self.by_address: dict[str, int] = {}        # open connections by address
        self.rates: dict[str, Bucket] = {}          # new connections by address
        self.proxies = frozenset(address_key(a) for a in limits.proxies)
        self.refused: dict[str, int] = {}           # refusals by reason (the log says them)
        self._told = 0.0

    def _refuse(self, why: str) -> str:
        self.refused[why] = self.refused.get(why, 0) + 1
        now = time.monotonic()
        if now - self._told > 60:                    # one line a minute, whatever the flood
            self._told = now
            log.warning("connections refused so far: %s", self.refused)
        return why

    def _count(self, key: str) -> Optional[str]:
        """One more connection from ``key``; the reason when it may not have it."""
        if self.by_address.get(key, 0) >= self.limits.per_address:
            return self._refuse("per_address")
        bucket = self.rates.get(key)
        if bucket is None:
            if len(self.rates) > 4 * self.cap:
                self.rates = {k: b for k, b in self.rates.items() if not b.full()}
            rate = self.limits.connects_per_second      # at once: a second's worth at least
            bucket = self.rates[key] = Bucket(rate, max(CONNECT_BURST, rate))
        if not bucket.take():
            return self._refuse("connects_per_second")
        self.by_address[key] = self.by_address.get(key, 0) + 1
        return None

    def _uncount(self, key: str) -> None:
        left = self.by_address.get(key, 0) - 1
        if left > 0:
            self.by_address[key] = left
        else:
            self.by_address.pop(key, None)

    def opened(self, peer: Optional[Sequence[object]]) -> tuple[bool, Optional[str]]:
        """A TCP connection from ``peer`` (its socket address): whether it may stay,
        and the address it was counted under (None: a proxy's, counted at the request)."""
        if self.open >= self.cap:
            self._refuse("max_connections")
            return False, None
        key = address_key(str(peer[0])) if peer else "?"
        if key in self.proxies:
            self.open += 1
            return True, None
        if self._count(key) is not None:
            return False, None
        self.open += 1
        return True, key

    def closed(self, key: Optional[str]) -> None:
        self.open -= 1
        if key is not None:
            self._uncount(key)

    def request(self, conn: ServerConnection, request: Request) -> Optional[Response]:
        """``process_request``: behind a proxy, the address it forwarded is counted;
        ``/healthz`` answers the proxy's health check (ok: this process listens)."""
        assert isinstance(conn, GatedConnection)     # connection_class() makes them
        if request.path == "/healthz":
            return conn.respond(HTTPStatus.OK, "ok\n")
        if conn.address is not None:
            return None
        forwarded = request.headers.get("X-Forwarded-For", "")
        key = address_key(forwarded.split(",")[-1].strip() or "?")
        why = self._count(key)
        if why is not None:
            return conn.respond(HTTPStatus.TOO_MANY_REQUESTS, f"refused: {why}\n")
        conn.address = key
        return None

    def connection_class(self) -> type["GatedConnection"]:
        """The websockets connection class that asks this gate."""
        return type("Gated", (GatedConnection,), {"gate": self})


class GatedConnection(ServerConnection):
    """A websockets server connection that asks its gate before it does anything."""

    gate: Gate
    address: Optional[str] = None      # who it is, for the limits (see address_key)
    counted = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        allowed, self.address = self.gate.opened(transport.get_extra_info("peername"))
        if not allowed:
            assert isinstance(transport, asyncio.Transport)
            transport.abort()          # the descriptor is free at once
            return
        self.counted = True

    def connection_lost(self, exc: Optional[Exception]) -> None:
        if self.counted:
            self.counted = False
            self.gate.closed(self.address)
        super().connection_lost(exc)


class QuietAccept:
    """The loop's exception handler: asyncio logs a traceback for every accept that
    fails for want of a descriptor, up to a hundred a pass (a storm of them at
    the limit); they are counted and said once a minute instead."""

    def __init__(self) -> None:
        self.missed = 0
        self.told = 0.0

    def __call__(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if "accept" not in str(context.get("message", "")):
            loop.default_exception_handler(context)
            return
        self.missed += 1
        now = time.monotonic()
        if now - self.told > 60:
            self.told = now
            log.error("accepting connections failed %d time(s): %s", self.missed,
                      context.get("exception"))
