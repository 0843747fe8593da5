"""Scripted tournament players for the server tests: accounts made straight in the
store (with a login token each: no password to hash), and a player that joins each
match it is told of and lets a bot play it, connecting again with its token
whenever the connection is lost (the server killed)."""
from __future__ import annotations

import asyncio
import time
from typing import Any, Optional

from baloot_audio.bots import make_bot
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.accounts.identity import token_hash
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client, ServerError
from baloot_audio.net.wire.names import name_key
from patience import Patience


async def make_accounts(store: Any, names: list[str],
                        at: Optional[float] = None) -> dict[str, str]:
    """An account and a login token for each name (made ``at``, the server's clock;
    None: now): name -> token."""
    tokens = {}
    for name in names:
        player_id = f"id-{name.lower()}"
        assert await store.create_account(player_id, name, name_key(name), "no-password")
        tokens[name] = f"token-{name.lower()}"
        await store.add_login_token(player_id, token_hash(tokens[name]), at)
    return tokens


class Entrant:
    """One account in the tournament: plays every match it is told of (unless
    ``no_show``), by a bot, at once."""

    def __init__(self, name: str, token: str, no_show: bool = False):
        self.name, self.token, self.no_show = name, token, no_show
        self.client: Optional[Client] = None
        self.bot: Optional[BotPlayer] = None
        self.notices: list[p.TournamentNotice] = []
        self.tables: list[str] = []          # joined on a notice
        self.seated: set[str] = set()        # every table played at (joined, or put back)

    async def connect(self, url: str, deadline: float = 60.0) -> Client:
        end = Patience(deadline)
        while True:
            client = Client()
            try:
                welcome = await client.connect(url, self.name, token=self.token, keepalive=None)
                break
            except (OSError, ServerError):
                if end.over():
                    raise
                await asyncio.sleep(0.2)
        self.token, self.client = welcome.token, client
        client.listeners.append(self._heard)
        if client.table is not None:
            self._play()
        return client

    def _heard(self, msg: Any) -> None:
        if isinstance(msg, p.TournamentNotice):
            self.notices.append(msg)
            if msg.change == "ready" and not self.no_show:
                asyncio.get_running_loop().create_task(self._join(msg.table_id))
        elif isinstance(msg, p.Snapshot) and not self.no_show:
            self.seated.add(msg.table.table_id)
            self._play()       # back at a match after a restart (or joined)

    async def _join(self, table_id: str) -> None:
        assert self.client is not None
        try:
            await self.client.join(table_id=table_id)
        except ServerError:
            return
        self.tables.append(table_id)
        self._play()

    def _play(self) -> None:
        table = self.client.table if self.client else None
        if table is None or table.seat is None or (self.bot and self.bot.table is table):
            return
        if self.bot is not None:
            self.bot.stop()
        self.bot = BotPlayer(table, make_bot("basic"), seed=self.name, delay=lambda rng: 0.0)

    async def close(self) -> None:
        if self.bot is not None:
            self.bot.stop()
        if self.client is not None:
            await self.client.close()

    def finished(self) -> bool:
        return any(n.change in ("finished", "cancelled") for n in self.notices)
