"""Helpers for the online tests: an in-process server on 127.0.0.1, local replays."""
from __future__ import annotations

import asyncio
import contextlib
import socket
import time
from typing import Any, AsyncIterator

import pytest

from baloot_audio.core import Action, rules_for
from baloot_audio.net.client.connection import ServerError
from baloot_audio.net.guard.limits import Limits
from baloot_audio.net.server.server import Server, listen
from baloot_audio.net.db.storage import Storage, open_storage
from baloot_audio.table import Table, action_from_data
from schedulers import ManualScheduler
from patience import Patience, waited


def free_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on (for a server process to take)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# drops and returns told at once (the tests written before presence was debounced)
TEST_LIMITS = Limits(presence_seconds=0.0)


@contextlib.asynccontextmanager
async def running_server(storage: Storage | None = None, bot_delay: float = 0.0,
                         rate: float = 5000.0, limits: Limits = TEST_LIMITS,
                         guests: bool = True,
                         clock=time.time) -> AsyncIterator[tuple[Server, str]]:
    storage = storage or await open_storage("memory:")
    server = Server(storage, bot_delay=bot_delay, rate=rate, limits=limits, guests=guests,
                    clock=clock)
    await server.restore()
    async with listen(server, "127.0.0.1", 0) as ws:
        yield server, f"ws://127.0.0.1:{ws.sockets[0].getsockname()[1]}"
        for room in list(server.rooms.values()):
            room.close()


async def until(predicate, timeout: float = 60.0, what: str = "condition") -> None:
    """Wait for `predicate`; the timeout bounds a stuck test on a loaded machine."""
    bound = Patience(timeout)
    while not predicate():
        if bound.over():
            raise AssertionError(f"waited {waited(timeout)} for {what}")
        await asyncio.sleep(0.01)


class Script:
    """A 'bot' that plays back the recorded actions of its seat, in order."""

    def __init__(self, actions: list[Action]):
        self.actions = list(actions)

    def choose(self, view, rng) -> Action:
        action = self.actions.pop(0)
        assert action.seat == view.seat
        return action


def local_replay(ruleset: str, options: dict, seed: str, rounds: list[list[dict]],
                 human: int) -> tuple[Table, list[Any]]:
    """A local Table (human at ``human``) fed the stored actions: its events and records."""
    actions = [action_from_data(a) for acts in rounds for a in acts]
    bots = {s: Script([a for a in actions if a.seat == s]) for s in range(4) if s != human}
    mine = [a for a in actions if a.seat == human]
    scheduler = ManualScheduler()
    table = Table(rules_for(ruleset, **options), bots, scheduler, seed=seed,
                  human_seat=human, bot_delay=0)
    events: list[Any] = []
    table.subscribe(events.append)
    for number in range(len(rounds)):
        table.start_round()
        while table.state.to_act is not None and not table.round_over:
            if table.my_turn and mine:
                table.act(mine.pop(0))
            elif not table.my_turn and bots[table.state.to_act].actions:
                scheduler.run_next()
            else:
                break          # the stored actions end here (an unfinished round)
    assert not mine and not any(bot.actions for bot in bots.values())
    return table, events


async def refused(coro) -> str:
    """The code of the server's refusal of ``coro`` (a request); fails if it is not refused."""
    with pytest.raises(ServerError) as error:
        await coro
    return error.value.code
