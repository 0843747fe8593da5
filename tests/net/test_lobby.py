"""The lobby: public and private tables, invite codes, seats, bots, the start, chat."""
import asyncio

import pytest

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables import room as room_module
from baloot_audio.net.client.connection import Client, ServerError

from .helpers import running_server, until


async def named(url, name):
    client = Client()
    await client.connect(url, name)
    return client


def test_tables_seats_bots_and_the_start(monkeypatch):
    monkeypatch.setattr(room_module, "ABANDON_SECONDS", 0.1)

    async def main():
        async with running_server(bot_delay=3600) as (server, url):
            ann, bob, cat = [await named(url, n) for n in ("Ann", "Bob", "Cat")]
            public = await ann.create_table(preset="ksa", options={"target": 52}, seat=1)
            private = await cat.create_table(public=False, seat=None)
            listed = await bob.list_tables()
            assert [t.table_id for t in listed] == [public.info.table_id]
            assert listed[0].code is None and public.info.code     # codes only for members
            assert listed[0].seats[1].kind == "human" and listed[0].seats[1].name == "Ann"
            with pytest.raises(ServerError, match="unknown_table"):
                await bob.join(table_id=private.info.table_id)   # private: by code only
            await bob.join(code=public.info.code.lower())
            with pytest.raises(ServerError, match="seat_taken"):
                await bob.take_seat(1)
            seen = []
            ann.listeners.append(seen.append)
            await bob.take_seat(3)
            await until(lambda: ann.table.info.seats[3].name == "Bob")
            for call in (bob.set_bot(0, "strong"), bob.start_match()):
                with pytest.raises(ServerError, match="not_creator"):
                    await call
            with pytest.raises(ServerError, match="unknown_bot"):
                await ann.set_bot(0, "genius")
            await ann.set_bot(0, "strong")
            await until(lambda: ann.table.info.seats[0].level == "strong")
            await bob.chat("salam")
            await until(lambda: any(isinstance(m, p.ChatLine) for m in seen))
            line = [m for m in seen if isinstance(m, p.ChatLine)][0]
            assert (line.name, line.text, line.seat) == ("Bob", "salam", 3)
            bob.send(p.SendChat("\x07ring", 90))
            for n in range(8):
                bob.send(p.SendChat(f"line {n}", 100 + n))
            await until(lambda: len(bob.errors) >= 2)
            assert [e.code for e in bob.errors][:2] == ["bad_text", "chat_throttled"]
            await ann.start_match()
            await until(lambda: ann.table.started and bob.table.started)
            kinds = [s.kind for s in ann.table.info.seats]
            assert kinds == ["bot", "human", "bot", "human"]
            with pytest.raises(ServerError, match="match_started"):
                await bob.take_seat(2)
            assert ann.table.view().seat == 1 and len(ann.table.view().hand) == 5
            # a private table its creator left, never started, goes away
            await cat.leave_table()
            await until(lambda: private.info.table_id not in server.rooms, 5)
            stored = await server.storage.load_table(private.info.table_id)
            assert stored.finished
            for c in (ann, bob, cat):
                await c.close()

    asyncio.run(main())


def test_who_left_a_table_before_the_start_is_named_to_the_others():
    """Leaving the table (or dropping) before the start frees the seat: the others are
    told who left (the seat's name is gone from the table info by then)."""
    async def main():
        async with running_server(bot_delay=3600) as (server, url):
            ann, bob = await named(url, "Ann"), await named(url, "Bob")
            table = await ann.create_table(public=False, seat=0)
            seen = []
            ann.listeners.append(seen.append)
            await bob.join(code=table.info.code)
            await bob.take_seat(3)
            await bob.take_seat(2)          # a move: "left" without a name
            await bob.leave_table()
            await until(lambda: [m.change for m in seen if isinstance(m, p.SeatChanged)]
                        == ["taken", "left", "taken", "left"], what="the seat changes")
            changes = [(m.seat, m.change, m.name) for m in seen
                       if isinstance(m, p.SeatChanged)]
            assert changes == [(3, "taken", "Bob"), (3, "left", None), (2, "taken", "Bob"),
                               (2, "left", "Bob")]
            assert ann.table.info.seats[2].kind == "empty"
            await ann.close()
            await bob.close()

    asyncio.run(main())
