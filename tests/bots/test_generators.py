"""A bot's random generator comes from one derivation (``bots.bot_rng``) wherever a
bot plays: the local table, the server's tables and a bot playing a remote seat.

The derivation is pinned: a server restores a stored table by drawing the same
numbers from the same seed and place, and a saved local match keeps its
generator, so a change here would change how a restored match goes on."""
from __future__ import annotations

import asyncio
import random

from baloot_audio.bots import MATCH_BOTS, bot_rng, make_bot
from baloot_audio.core import Match, deck_for, rules_for, view
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.tables.server_table import ServerTable
from baloot_audio.table import Table
from schedulers import ImmediateScheduler


def test_the_derivation_joins_its_parts_and_stays_the_same():
    assert bot_rng("s", 1, 2).getstate() == random.Random("s/1/2").getstate()
    assert bot_rng(MATCH_BOTS, "abc").getstate() == \
        random.Random("baloot-audio/bots/abc").getstate()
    # pinned: the numbers a stored table is restored with
    assert round(bot_rng(MATCH_BOTS, "abc", 0, 3).random(), 12) == 0.694623914847
    assert bot_rng(MATCH_BOTS, "abc", 0, 3).random() != bot_rng(MATCH_BOTS, "abc", 0, 4).random()


class Spy:
    """A bot that records the generator it is given (its state before drawing)."""

    def __init__(self, bot, where):
        self.bot, self.where, self.seen = bot, where, []

    def choose(self, v, rng):
        self.seen.append((self.where(), rng.getstate()))
        return self.bot.choose(v, rng)


def test_a_local_tables_bots_draw_from_the_matchs_generator():
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed="local-seed")
    assert table.rng.getstate() == bot_rng(MATCH_BOTS, "local-seed").getstate()


def test_a_server_tables_bots_draw_from_the_seed_and_the_decisions_place():
    table = ServerTable(rules_for("ksa"), ["basic"] * 4, ImmediateScheduler(), "server-seed", 0)
    place = lambda: (len(table.actions) - 1, len(table.actions[-1]))   # noqa: E731
    spies = {seat: Spy(table.bots[seat], place) for seat in range(4)}
    table.bots.update(spies)
    table.start_round()
    seen = [s for spy in spies.values() for s in spy.seen]
    assert len(seen) >= 8 and table.round_over
    for (r, i), state in seen:
        assert state == bot_rng(MATCH_BOTS, "server-seed", r, i).getstate()


def test_a_bot_at_a_remote_seat_draws_from_its_seed_and_the_decisions_place():
    async def main():
        rules = rules_for("saudi")
        state, _ = Match(rules).start_round(deck_for("remote", 1))
        info = p.TableInfo("t", "saudi", {}, False, "p", True, 120.0, [])
        table = RemoteTable(Client(), info, state.to_act)
        spy = Spy(make_bot("basic"), lambda: (table.round_index, table.index))
        BotPlayer(table, spy, seed="remote-seed")
        table.on_update(p.Update(round=2, index=0, events=[], view=view(state, state.to_act),
                                 match=p.match_data(Match(rules)), round_over=False))
        for _ in range(5):          # the bot's turn is a call_later(0) on the loop
            await asyncio.sleep(0)
        return spy.seen

    seen = asyncio.run(main())
    assert [place for place, _ in seen] == [(2, 0)]
    assert seen[0][1] == bot_rng("remote-seed", 2, 0).getstate()
