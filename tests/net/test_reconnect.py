"""Drops, held seats, reconnects, and a server restarted from its storage."""
import asyncio

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import Action, IllegalAction
from baloot_audio.cli import verify_records
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client
from baloot_audio.net.server.server import Server
from baloot_audio.net.db.storage import open_storage

from .helpers import local_replay, running_server, until


async def seat_two(url, hold=120.0, bots=("basic",) * 4):
    ann, bob = Client(), Client()
    await ann.connect(url, "Ann")
    table = await ann.create_table(options={"target": 52}, seat=0, bots=list(bots),
                                   hold_seconds=hold)
    await bob.connect(url, "Bob")
    await bob.join(code=table.info.code)
    await bob.take_seat(2)
    return ann, bob


def test_a_dropped_player_is_held_played_for_and_gets_the_round_back():
    async def main():
        async with running_server(bot_delay=0.002) as (server, url):
            ann, bob = await seat_two(url)
            seen = []
            ann.listeners.append(seen.append)
            BotPlayer(ann.table, make_bot("basic"), seed=1)
            BotPlayer(bob.table, make_bot("basic"), seed=2)
            await ann.start_match()
            # in the first round: a doubled first round can end a match to 52 at once
            await until(lambda: ann.table.index >= 6, what="the first round under way")
            token = bob.token
            await bob.close()
            # a move on a lost connection is refused at once (said, never sent into the void)
            sent = dict(bob.table._acts)
            with pytest.raises(IllegalAction) as refused:
                bob.table.act(Action(2, "pass"))
            assert refused.value.rule == "offline" and bob.table._acts == sent
            await until(lambda: any(isinstance(m, p.SeatChanged) and m.change == "dropped"
                                    for m in seen), what="the drop told")
            assert ann.table.info.seats[2].kind == "held"
            place = (ann.table.round_index, ann.table.index + 4)
            await until(lambda: (ann.table.round_index, ann.table.index) > place
                        or ann.table.match_over, what="a bot playing on")
            back = Client()
            welcome = await back.connect(url, "Bob", token=token)
            assert back.player_id == bob.player_id
            # the welcome says the seat is held: the client knows at once it is going back
            assert welcome.table_id == ann.table.info.table_id == back.rejoined
            await until(lambda: back.table is not None and back.table.started)
            await until(lambda: any(isinstance(m, p.SeatChanged) and m.change == "back"
                                    for m in seen), what="the return told")
            remote = back.table
            assert remote.seat == 2
            await until(lambda: ann.table.index == remote.index
                        and ann.table.round_index == remote.round_index)
            # the events of the current round, as the player who stayed heard them
            assert remote.history == ann.table.history and remote.history
            assert remote.view().seat == 2 and len(remote.view().hand) == \
                remote.view().hand_sizes[2]
            BotPlayer(remote, make_bot("basic"), seed=3)
            await until(lambda: ann.table.revealed_seed and remote.revealed_seed)
            assert remote.records == ann.table.records
            verify_records(remote.records)
            await ann.close()
            await back.close()

    asyncio.run(main())


def test_chat_said_while_a_player_was_away_is_heard_when_they_come_back():
    """Nothing said at the table is lost: the lines said during a drop come after
    the return, once each, in order; a line heard before the drop is not sent again."""
    async def main():
        async with running_server(bot_delay=0.05) as (server, url):
            ann, bob = await seat_two(url)
            heard: list = []
            bob.listeners.append(heard.append)
            await ann.start_match()
            await ann.chat("before")
            await until(lambda: any(isinstance(m, p.ChatLine) for m in heard))
            token = bob.token
            await bob.close()
            await until(lambda: ann.table.info.seats[2].kind == "held", what="the drop")
            await ann.chat("while away 1")
            await asyncio.sleep(1.1)   # the chat's rate: a line a second
            await ann.chat("while away 2")
            back = Client()
            back.listeners.append(heard.append)
            await back.connect(url, "Bob", token=token)
            await until(lambda: len([m for m in heard if isinstance(m, p.ChatLine)]) >= 3,
                        what="the missed lines")
            await asyncio.sleep(0.3)   # and nothing more
            assert [m.text for m in heard if isinstance(m, p.ChatLine)] == \
                ["before", "while away 1", "while away 2"]
            await ann.close()
            await back.close()

    asyncio.run(main())


def test_a_held_seat_goes_to_its_bot_when_time_is_up():
    async def main():
        async with running_server(bot_delay=0.05) as (server, url):
            ann, bob = await seat_two(url, hold=0.2)
            seen = []
            ann.listeners.append(seen.append)
            await ann.start_match()
            await bob.close()
            await until(lambda: [m.change for m in seen if isinstance(m, p.SeatChanged)]
                        [-1:] == ["left"], what="the seat given up")
            assert ann.table.info.seats[2].kind == "bot"
            assert server.where.get(bob.player_id) is None
            # who left is named (a bot plays for them now); their token has no seat any more
            assert [m.name for m in seen if isinstance(m, p.SeatChanged)][-1] == "Bob"
            late = Client()
            assert (await late.connect(url, "Bob", token=bob.token)).table_id is None
            assert late.player_id == bob.player_id and late.rejoined is None
            await late.close()
            await ann.close()

    asyncio.run(main())


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request, tmp_path):
    """A fresh database for the server: a SQLite file, or a throw-away PostgreSQL."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'server.sqlite3'}"
        return
    import postgres_server
    from conftest import unavailable
    try:
        server = postgres_server.start(postgres_server.NO_FSYNC)
    except postgres_server.PostgresUnavailable as error:
        unavailable(str(error))
    try:
        yield server.url()
    finally:
        server.stop()


def test_a_restarted_server_restores_every_table_exactly(db_url):
    url_db = db_url

    async def main():
        storage = await open_storage(url_db)
        async with running_server(storage, bot_delay=0.0) as (server, url):
            ann, bob = await seat_two(url)
            BotPlayer(ann.table, make_bot("basic"), seed=1)
            BotPlayer(bob.table, make_bot("basic"), seed=2)
            await ann.start_match()
            # mid-way through the first round: the server's deals are its own (a fair
            # shuffle), and a doubled first round can end a match to 52 at once
            await until(lambda: ann.table.index >= 5, what="the first round under way")
            assert not ann.table.match_over
            table_id = ann.table.info.table_id
            for room in list(server.rooms.values()):   # the process dies: nothing more happens
                room.close()
        await storage.close()
        await ann.close()
        await bob.close()

        storage = await open_storage(url_db)
        stored = await storage.load_table(table_id)
        check = Server(storage, bot_delay=3600, guests=True)    # restored, and no bot moves yet
        assert await check.restore() == 1
        room = check.rooms[table_id]
        local, _ = local_replay("saudi", {"target": 52}, stored.seed, stored.actions, 0)
        assert room.table.actions == stored.actions
        assert room.table.records == local.records and room.table.match == local.match
        for seat in range(4):
            assert room.table.view(seat) == local.view(seat)
        assert [s.kind for s in room.info().seats] == ["held", "bot", "held", "bot"]
        room.close()
        async with running_server(storage, bot_delay=0.01) as (server, url):
            ann2, bob2 = Client(), Client()
            # a restarted server holds every seat again: the welcome says so
            assert (await ann2.connect(url, "Ann", token=ann.token)).table_id == table_id
            assert (await bob2.connect(url, "Bob", token=bob.token)).table_id == table_id
            await until(lambda: ann2.table is not None and bob2.table is not None
                        and ann2.table.started and bob2.table.started)
            assert (ann2.table.seat, bob2.table.seat) == (0, 2)
            BotPlayer(ann2.table, make_bot("basic"), seed=1)
            BotPlayer(bob2.table, make_bot("basic"), seed=2)
            await until(lambda: ann2.table.revealed_seed and bob2.table.revealed_seed)
            final = await storage.load_table(table_id)
            await ann2.close()
            await bob2.close()
        assert final.finished and final.records == ann2.table.records
        local, _ = local_replay("saudi", {"target": 52}, final.seed, final.actions, 0)
        assert local.records == final.records
        verify_records(final.records)

    asyncio.run(main())
