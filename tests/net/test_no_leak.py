"""Property: no message the server sends to a seat shows another seat's cards
before they are played (the land, turned face up, and projects shown by the
rules excepted). Many matches, each message checked as it is sent."""
import asyncio
import json
import os
import random
import re

from baloot_audio.bots import make_bot
from baloot_audio.core import Phase
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables import seating
from baloot_audio.net.tables.room import Room
from baloot_audio.net.tables.settings import new_settings
from baloot_audio.net.server.server import Server
from baloot_audio.net.db.storage import open_storage

CARD = re.compile(r'"([789TJQKA][SHDC])"')
MATCHES = int(os.environ.get("BALOOT_LEAK_MATCHES", "12"))


class Spy:
    """A connection that checks every message against the table as it is sent."""

    def __init__(self, player_id, name, room_ref):
        self.player_id, self.name, self.room_ref = player_id, name, room_ref
        self.sent = 0
        self.received_at = 0.0
        self.closing = False
        self.guest, self.blocked, self.form = True, set(), "unspecified"

    def send(self, message):
        self.send_raw(p.encode(message))

    def error(self, code, detail="", ref=0):
        self.send(p.Error(code, detail, ref))

    def close_soon(self):
        self.closing = True

    def send_raw(self, data, stamp=None):
        room = self.room_ref[0]
        self.sent += 1
        state = room.table.state if room.table else None
        if state is None or state.phase is Phase.DONE:
            return
        seat = room.seat_of(self.player_id)
        hidden = {c for s in range(4) if s != seat for c in state.hands[s]}
        hidden -= {state.land}
        hidden -= {c for project in state.projects if project.scored and state.tricks
                   for c in project.cards}
        message = json.loads(data)
        message.pop("records", None)         # past rounds, all played out
        if message["type"] in ("round_ended", "match_ended"):
            return
        if message.get("round", len(room.table.actions) - 1) < len(room.table.actions) - 1:
            return      # a watcher hears a past round (behind the players): its cards are
            # not this round's hands
        leaked = hidden & set(CARD.findall(json.dumps(message)))
        assert not leaked, f"seat {seat} was sent {sorted(leaked)}: {data[:300]!r}"


async def play_match(number: int) -> int:
    rng = random.Random(number)
    preset = ["saudi", "ksa", "belote"][number % 3]
    options = {} if preset == "belote" else {"target": 52}
    server = Server(await open_storage("memory:"), bot_delay=0, guests=True)
    ref = [None]
    spies = [Spy(f"p{i}", f"P{i}", ref) for i in range(3)]
    levels = [rng.choice(["random", "basic", "easy"]) for _ in range(4)]
    msg = p.CreateTable(preset=preset, options=options, bots=levels)
    settings = new_settings(msg, "p0", 0)
    humans = rng.sample(range(4), 2)
    for spy, seat in zip(spies, humans):
        settings["seats"][seat].update(player=spy.player_id, name=spy.name)
    room = ref[0] = Room(server, f"t{number}", f"seed-{number}", settings)
    await server.storage.create_table(room.id, room.seed, settings)
    server.add_room(room)
    for spy in spies[:2]:
        await room.join(spy, 0)
    room.post(lambda: seating.start_match(room, spies[0], p.StartMatch()))
    bot = make_bot("basic")
    steps = 0
    while not (room.table and room.table.match_over):
        await asyncio.sleep(0)
        steps += 1
        assert steps < 200000 and not room.closed
        table = room.table
        if table is None or not room.inbox.empty():
            continue
        if table.round_over:
            for spy in spies[:2]:
                room.post(lambda spy=spy: room.set_ready(spy, p.Ready()))
            continue
        seat = table.state.to_act
        if seat in table.humans:
            spy = spies[humans.index(seat)]
            action = bot.choose(table.view(seat), rng)
            index = len(table.actions[-1])
            room.post(lambda: room.act(spy, p.Act(p.action_msg(action), index)))
        if rng.random() < 0.01:       # a spectator comes and goes; a player drops and returns
            room.post(lambda: room.join(spies[2], 0))
        if rng.random() < 0.005:
            spy = spies[rng.randrange(2)]
            if room.members.get(spy.player_id) is spy:
                room.post(lambda spy=spy: room.dropped(spy))
                room.post(lambda spy=spy: room.join(spy, 0))
    await asyncio.sleep(0)
    room.close()
    return sum(spy.sent for spy in spies)


def test_no_seat_is_sent_another_seats_cards_before_they_are_played():
    async def main():
        return [await play_match(n) for n in range(MATCHES)]

    sent = asyncio.run(main())
    assert min(sent) > 50    # every match told its seats something
