"""Four players at a table of a cluster (tests/cluster_services.py), for the
failover test and scripts/bench_failover.py: each plays its seat with a basic
bot and connects again with its token whenever its connection is lost, and
keeps what it heard."""

from __future__ import annotations

import asyncio
import inspect
import sys
import time

from baloot_audio.bots import make_bot
from baloot_audio.core import events as ev
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client, ServerError
from patience import Patience


async def wait_for(check, seconds: float = 10.0, what: str = ""):
    end = Patience(seconds)
    while True:
        found = check()
        if inspect.isawaitable(found):
            found = await found
        if found:
            return found
        assert not end.over(), f"not within {seconds} s: {what}"
        await asyncio.sleep(0.05)


async def connect(url: str, name: str, **options) -> Client:
    client = Client()
    await client.connect(url, name, **options)
    return client


class Seat:
    """One player of the failover table: plays its seat (a basic bot) and
    connects again with its token whenever its connection is lost."""

    def __init__(self, cluster, client: Client, heard: list):
        self.cluster, self.client, self.heard = cluster, client, heard
        self.table = client.table
        self.cards: list = []           # every card play this client heard, in order
        self.updates: list[float] = []  # when each update came (time.monotonic)
        self.table.subscribe(self._event)
        self.table.watch(lambda: self.updates.append(time.monotonic()))
        self.player = BotPlayer(self.table, make_bot("basic"), delay=lambda rng: 0.02)

    def _event(self, event) -> None:
        if isinstance(event, ev.CardPlayed):
            self.cards.append((self.table.round_index, event.seat, event.card))

    def go_on(self) -> None:
        self.keeping = asyncio.ensure_future(self.keep_on())

    async def leave(self) -> None:
        self.keeping.cancel()
        self.player.stop()
        await self.client.close()

    async def keep_on(self) -> None:
        while not self.table.match_over:
            await self.client.closed.wait()
            self.player.stop()
            self.client = await self._again()
            self.player = BotPlayer(self.table, make_bot("basic"), delay=lambda rng: 0.02)

    async def _again(self) -> Client:
        end = Patience(30)
        while True:
            client = Client()
            client.carry_on(self.table)
            try:
                await client.connect(self.cluster.url, self.client.name, self.client.token)
                return client
            except (OSError, ServerError, Exception) as error:
                print(f"{self.client.name}: {error!r}", file=sys.stderr)    # shown on failure
                assert not end.over(), "never connected again"
                await asyncio.sleep(0.1)


async def table_of_four(cluster, owner: str) -> list[Seat]:
    clients = [await connect(f"{cluster.url}/play/p/{owner}", f"P{n}") for n in range(4)]
    table = await clients[0].create_table(public=False, seat=0, options={"target": 152})
    for n in range(1, 4):
        await clients[n].join(code=table.info.code)
        await clients[n].take_seat(n)
    await wait_for(lambda: all(s.kind == "human" for s in clients[0].table.info.seats))
    seats = [Seat(cluster, c, []) for c in clients]
    await clients[0].start_match()
    return seats


def round_cards(seat: Seat, round_index: int) -> list:
    return [(s, card) for r, s, card in seat.cards if r == round_index]


async def kill_mid_trick(cluster, owner: str, bound: float) -> tuple[list[Seat], float, int]:
    """A table of four on ``owner``; SIGKILL ``owner`` in the middle of a trick; the
    seconds until each of the four clients had an update again (the slowest of them,
    at most ``bound``), and the round it happened in."""
    seats = await table_of_four(cluster, owner)
    for seat in seats:
        seat.go_on()
    table = seats[0].table

    def mid_trick() -> bool:
        played = len(round_cards(seats[0], table.round_index))
        return 5 <= played <= 11 and played % 4 != 0 and not table.round_over
    await wait_for(mid_trick, seconds=30, what="mid-trick")
    round_index = table.round_index
    killed = time.monotonic()
    cluster.kill(owner)
    await wait_for(lambda: all(any(t > killed for t in s.updates) for s in seats),
                   seconds=bound, what="the four clients go on")
    after = max(min(t for t in s.updates if t > killed) for s in seats) - killed
    return seats, after, round_index
