"""A bot that plays a remote table's seat (the tests' and benchmarks' players, the
e2e bot clients): it acts when its turn comes and says ready after each round."""

from __future__ import annotations

import asyncio
import random
from typing import Callable, Optional

from baloot_audio.bots import Bot, bot_rng
from baloot_audio.table_api import Refused

from .remote_table import RemoteTable


class BotPlayer:
    """A bot that plays a remote table's seat: it acts when its turn comes (after
    ``delay(rng)`` seconds) and says ready after each round."""

    def __init__(self, table: RemoteTable, bot: Bot, seed: object = 0,
                 delay: Optional[Callable[[random.Random], float]] = None):
        self.table, self.bot, self.seed, self.delay = table, bot, seed, delay
        self._timer: Optional[asyncio.TimerHandle] = None
        self._acted: Optional[tuple[int, int]] = None
        self._refused = False
        self.sent_at: dict[tuple[int, int], float] = {}   # (round, index) -> loop time sent
        table.watch(self.poke)
        table.subscribe(self._event)
        self.poke()

    def _event(self, event: object) -> None:
        if isinstance(event, Refused) and event.seat == self.table.seat:
            self._acted = None
            if event.rule == "throttled":      # the same action again, a little later
                asyncio.get_running_loop().call_later(0.5, self.poke)
            else:                               # e.g. a sawa the server found uncertain
                self._refused = True

    def poke(self) -> None:
        table = self.table
        if table.round_over and not table.match_over:
            table.start_round()
            return
        place = (table.round_index, table.index)
        if not table.my_turn or self._acted == place or self._timer is not None \
                or table.waiting_since is not None:
            return
        rng = bot_rng(self.seed, *place)
        wait = self.delay(rng) if self.delay else 0.0
        self._timer = asyncio.get_running_loop().call_later(wait, self._act, place, rng)

    def _act(self, place: tuple[int, int], rng: random.Random) -> None:
        self._timer = None
        table = self.table
        if table.closed or (table.round_index, table.index) != place or not table.my_turn:
            return self.poke()
        self._acted = place
        self.sent_at[place] = asyncio.get_running_loop().time()
        view = table.view()
        assert view is not None         # it is our turn: there is a view
        action = view.legal[0] if self._refused and view.legal else self.bot.choose(view, rng)
        self._refused = False
        table.act(action)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
