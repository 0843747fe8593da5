"""Watching a table, against a real ``baloot-audio serve`` process: a watcher
hears every public event once and in order, a whole trick behind the players
(``--watch-behind 1``), from a snapshot consistent with that feed, and never a
hand; the players hear who watches."""
import asyncio
import random
import time

from baloot_audio.bots import BOTS
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .helpers import until
from .serve import Serve


class Log:
    """Every message a client gets, with when it came."""

    def __init__(self, client: Client):
        self.messages: list[tuple[float, object]] = []
        client.listeners.append(lambda msg: self.messages.append((time.monotonic(), msg)))

    def progress(self) -> list[tuple[float, int, dict]]:
        """(when, round, event) of every event heard, the snapshots' and the updates'."""
        out = []
        for t, m in self.messages:
            if isinstance(m, (p.Snapshot, p.Update)):
                out += [(t, m.round, e) for e in m.events]
        return out

    def round_events(self, r: int) -> list[dict]:
        """The events of round ``r`` as heard: a snapshot restarts what it holds."""
        out: list[dict] = []
        for _, m in self.messages:
            if isinstance(m, p.Snapshot) and m.round == r:
                out = list(m.events)
            elif isinstance(m, p.Update) and m.round == r:
                out += m.events
        return out


def test_a_watcher_hears_every_event_once_in_order_a_trick_behind_and_never_a_hand(tmp_path):
    async def main(url):
        ann, wes = Client(), Client()
        await ann.connect(url, "Ann")
        await wes.connect(url, "Wes")
        ann_log, wes_log = Log(ann), Log(wes)
        table = await ann.create_table(public=True, seat=0, options={"target": 152})
        await ann.start_match()
        await until(lambda: table.view() is not None and table.my_turn, what="Ann's turn")
        bot, rng = BOTS["normal"](), random.Random(1)
        joined_round = None
        checks, acted = 0, None
        while table.round_index < (joined_round if joined_round is not None else 99) + 2:
            await until(lambda: (table.round_index, table.index) != acted
                        and (table.my_turn or table.round_over), what="Ann's turn")
            if table.round_over:
                if not table.ready:
                    table.start_round()
                await asyncio.sleep(0.05)
                continue
            v = table.view()
            if joined_round is None and len(v.tricks) >= 2:
                await wes.join(table_id=table.info.table_id)      # mid-round, a public table
                joined_round = table.round_index
                await until(lambda: wes_log.progress() or wes.table is not None,
                            what="the watcher's snapshot")
            await asyncio.sleep(0.3)          # the table waits for Ann: all is told by now
            if joined_round is not None:
                heard = [e for _, r, e in wes_log.progress() if r == table.round_index]
                cards = [e for e in heard if e["type"] == "CardPlayed"]
                done = len(v.tricks)
                # never the trick in play, nor the bidding before the first trick is over
                assert len(cards) < 4 * done or not heard and done == 0, (len(cards), done)
                checks += 1
            acted = (table.round_index, table.index)
            table.act(bot.choose(v, rng))
        assert checks >= 8
        # the players heard who watches
        assert any(isinstance(m, p.MemberChanged) and m.change == "watching"
                   and m.name == "Wes" for _, m in ann_log.messages)
        # never a hand, never a clock; every event of the rounds watched, once, in order
        for _, m in wes_log.messages:
            assert not isinstance(m, p.Clock)
            if isinstance(m, (p.Snapshot, p.Update)):
                assert m.view is None
        for r in (joined_round, joined_round + 1):
            assert wes_log.round_events(r) == ann_log.round_events(r), r
        # each event reached the watcher after the player (a whole trick later)
        first = {}
        for t, r, e in ann_log.progress():
            first.setdefault((r, repr(e)), t)
        for t, r, e in wes_log.progress():
            if r > joined_round and e["type"] == "CardPlayed":
                assert t > first[(r, repr(e))]
        for client in (ann, wes):
            await client.close()

    with Serve(tmp_path, "--watch-behind", "1", bot_delay="0.05") as server:
        asyncio.run(main(server.url))
