"""The connection to one game server at a time, for the online controller.

A new connection is opened on the client loop (a server this computer has just
started is given time to listen), carries on the table we sit at (after a drop,
its snapshot reaches the same remote table), and is watched until it ends. Only
the current connection's messages count: dropping it makes every connection
opened before stale, and a late welcome on a stale one is closed. The welcome's
token is kept per server (:class:`~baloot_audio.ui.tokens.Tokens`).
"""

from __future__ import annotations

import functools
import asyncio
import time
from typing import Any, Optional, Protocol

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .host import LocalServer
from .netloop import ANSWER_WAIT, NetLoop
from .online_state import ConnectionState, OnlineState
from .tokens import Tokens

KEEPALIVE = 4.0   # pinged this often; a server silent ~3.5 times this long counts as lost (retried)


class Hooks(Protocol):
    """What the connection tells the controller."""

    def welcomed(self, msg: p.Welcome) -> None: ...
    def message(self, msg: Any) -> None: ...
    def lost(self, client: Client) -> None: ...


class Connection:
    """Opens, watches and drops the connection of ``state.connection``."""

    def __init__(self, net: NetLoop, tokens: Tokens, server: LocalServer, state: OnlineState,
                 hooks: Hooks):
        self.net, self.tokens, self.server, self.hooks = net, tokens, server, hooks
        self.state = state

    @property
    def link(self) -> ConnectionState:
        return self.state.connection

    def set_form(self, form: str) -> None:
        """The player's form of address changed (Settings): the server keeps it too."""
        self.link.form = form
        if self.link.client is not None:
            self.net.run(self.link.client.set_form(form), lambda _: None, lambda e: None)

    def use_server(self, url: str, address: str, name: str, form: str) -> None:
        """The server (its URL and address as written), our name there and our form of
        address (sent when registering, and as a guest), from now on."""
        self.link.url, self.link.address, self.link.name = url, address, name
        self.link.form = form

    async def new_client(self, token: Optional[str], wait: Optional[float] = None,
                         password: Optional[str] = None, register: bool = False) -> Client:
        """A new connection (a server we just started is given ``wait`` seconds to listen;
        ``password``: log in to the account of our name, or ``register`` it).

        The table we sit at and our listener are set before the first message, so
        that the snapshot after a reconnect reaches the same remote table."""
        deadline = time.monotonic() + (wait or 0)
        generation = self.link.generation
        while True:
            client = Client()
            client.listeners.append(functools.partial(self._heard, client, generation))
            if self.state.joined is not None:
                client.carry_on(self.state.joined.table)
            try:
                await client.connect(self.link.url, self.link.name, token, keepalive=KEEPALIVE,
                                     password=password, register=register,
                                     form=self.link.form, open_timeout=ANSWER_WAIT)
                return client
            except OSError:
                if time.monotonic() >= deadline or self.server.exited:
                    raise
                await asyncio.sleep(0.2)

    def _heard(self, client: Client, generation: int, msg: Any) -> None:
        if generation != self.link.generation:
            if isinstance(msg, p.Welcome):    # a try given up
                self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)
            return
        self.link.heard = time.monotonic()
        if isinstance(msg, p.Welcome):
            self._use(client)
            self.tokens.welcomed(self.link.url, self.link.address, msg.name, msg.token,
                                 account=not msg.guest)
            self.link.rejoining = msg.table_id
            self.hooks.welcomed(msg)
        else:
            self.hooks.message(msg)

    def _use(self, client: Client) -> None:
        """``client`` is the connection from now on (from its welcome, before anything else;
        a second welcome on it, after a ``moved``, changes nothing here)."""
        if self.link.client is client:
            return
        self.link.client = client
        self.net.run(client.closed.wait(), lambda _: self.hooks.lost(client), lambda e: None,
                     timeout=None)

    def ended(self) -> None:
        """The connection ended and nothing takes its place (the match is over)."""
        self.link.client = None

    def drop(self) -> None:
        """No more of this connection: its late answers are ignored."""
        self.link.generation += 1
        client, self.link.client = self.link.client, None
        if client is not None:
            self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)
