"""A Qaid call made by a person online, against a real ``baloot-audio serve``
process: the call carries its accused, crime and proof (hostile values are
refused and change nothing), and the verdict reaches every seat."""
import asyncio
import random

import msgspec
import pytest

from baloot_audio.bots import BOTS
from baloot_audio.core.qaid import qaid_call, sheet_for, slips
from baloot_audio.core.state import team_of
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .helpers import until
from .serve import Serve


class Seat:
    """A scripted player: a bot's choice at each turn; ``slip``: it breaks a play
    rule once a round when it can; ``caller``: it calls Qaid, as J's sheet reads it,
    the moment public play proves an opponent's mistake."""

    def __init__(self, client: Client, slip: bool = False, caller: bool = False):
        self.client, self.slip, self.caller = client, slip, caller
        self.bot = BOTS["normal"]()
        self.slipped: set[int] = set()
        self.called: list = []
        self.judged: list[dict] = []
        client.listeners.append(self._heard)

    def _heard(self, msg) -> None:
        if isinstance(msg, p.Error) and self.called and not self.judged:
            self.called.clear()          # e.g. stale: another seat played meanwhile
        if isinstance(msg, p.Update):
            self.judged += [e for e in msg.events if e["type"] == "QaidJudged"]
            table = self.client.table
            if table is not None and table.round_over and not table.match_over:
                table.start_round()      # ready for the next hand
            elif table is not None and table.view() is not None:
                self._act(table)

    def _act(self, table) -> None:
        v = table.view()
        if self.caller and not self.called and table.waiting_since is None:
            suspects = [s for s in sheet_for(v) if team_of(s.accused) != team_of(v.seat)]
            if suspects:
                s = suspects[0]
                self.called.append(s)
                return table.act(qaid_call(v.seat, s.accused, s.crime, s.proof))
        if not table.my_turn or table.waiting_since is not None:
            return
        wrong = slips(v)
        if self.slip and wrong and table.round_index not in self.slipped:
            self.slipped.add(table.round_index)
            return table.act(p.action_from_msg(v.seat, p.ActionMsg("play", wrong[0][0])))
        table.act(self.bot.choose(v, random.Random(table.index)))


def test_a_player_calls_qaid_with_proof_and_every_seat_hears_the_verdict(tmp_path):
    async def main(url):
        clients = [Client() for _ in range(4)]
        for i, client in enumerate(clients):
            await client.connect(url, f"Player{i}")
        table = await clients[0].create_table(preset="ksa", options={"qaid": True},
                                              public=False, seat=0)
        for i, client in enumerate(clients[1:], 1):
            await client.join(code=table.info.code)
            await client.take_seat(i)
        await clients[0].start_match()
        await until(lambda: all(client.table.view() is not None for client in clients),
                    what="the deal")
        # a hostile call (a crime that never happened) is refused and changes nothing
        index = clients[0].table.index
        clients[0].send(p.Act(p.ActionMsg("qaid", accused=1, crime=(0, "AH"), proof=(1, "KH")),
                              index, clients[0].next_ref()))
        await until(lambda: clients[0].errors, what="the refusal")
        assert clients[0].errors[0].code in ("buying_not_over", "qaid_crime_not_found")
        caller = Seat(clients[0], caller=True)
        seats = [caller, Seat(clients[1], slip=True), Seat(clients[2]), Seat(clients[3])]
        for seat in seats:
            seat._act(seat.client.table)
        await until(lambda: caller.called and all(s.judged for s in seats), timeout=120,
                    what="a Qaid call and its verdict at every seat")
        call = caller.called[0]
        for seat in seats:
            verdict = seat.judged[0]
            assert verdict["seat"] == 0 and verdict["accused"] == call.accused
            assert tuple(verdict["crime"]) == call.crime and tuple(verdict["proof"]) == call.proof
            assert verdict["verdict"] == "proven", verdict
        for client in clients:
            await client.close()

    with Serve(tmp_path, bot_delay="0.5") as server:
        asyncio.run(main(server.url))


def test_a_qaid_call_crosses_the_wire_whole_and_hostile_values_are_refused():
    call = qaid_call(2, 1, (3, None), (5, "KH"))
    sent = p.decode_client(p.encode(p.Act(p.action_msg(call), 12)))
    assert p.action_from_msg(2, sent.action) == call
    assert p.action_from_msg(0, sent.action).seat == 0      # the seat is the server's
    act = b'{"type":"act","index":0,"action":%s}'
    for bad in (b'{"kind":"qaid","accused":1,"crime":[0,"AH"],"proof":[1,"KH"],"verdict":"proven"}',
                b'{"kind":"qaid","accused":1,"crime":[0,"AH"],"proof":[8,"KH"]}',
                b'{"kind":"qaid","accused":4,"crime":[0,"AH"],"proof":[1,"KH"]}',
                b'{"kind":"qaid","accused":1,"crime":[0,"AH","x"],"proof":[1,"KH"]}',
                b'{"kind":"qaid","accused":1,"crime":[0,"AH"],"proof":[1,null]}'):
        with pytest.raises(msgspec.ValidationError):
            p.decode_client(act % bad)
    for bad in (p.ActionMsg("qaid", accused=1, crime=(0, "ZZ"), proof=(1, "KH")),
                p.ActionMsg("qaid", accused=1, crime=(0, "AH")),
                p.ActionMsg("qaid", card="AH", accused=1, crime=(0, "AH"), proof=(1, "KH")),
                p.ActionMsg("play", card="AH", accused=1)):
        with pytest.raises(ValueError):
            p.action_from_msg(0, bad)
