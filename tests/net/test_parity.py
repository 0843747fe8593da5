"""A match played over the server gives a seat what the local table gives it."""
import asyncio

from baloot_audio.bots import hint, make_bot
from baloot_audio.i18n import Catalog
from baloot_audio.cli import verify_records
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client
from baloot_audio.net.db.storage import open_storage
from baloot_audio.table_api import TableInterface
from baloot_audio.ui.narrator import Narrator

from .helpers import local_replay, running_server, until


def test_remote_match_matches_a_local_replay():
    async def main():
        storage = await open_storage("memory:")
        async with running_server(storage) as (server, url):
            ann, bob = Client(), Client()
            await ann.connect(url, "Ann")
            table = await ann.create_table(options={"target": 52}, seat=0,
                                           bots=["basic", "easy", "basic", "random"])
            await bob.connect(url, "Bob")
            bob_table = await bob.join(code=table.info.code)
            await bob.take_seat(2)
            assert isinstance(table, TableInterface)
            heard, hints = [], []
            table.subscribe(heard.append)

            def hint_once_a_turn():   # an update may come while Ann is still to act
                if table.my_turn and len(hints) < 20 and (not hints or hints[-1][0] != table.view()):
                    hints.append((table.view(), hint(table.view())))
            table.watch(hint_once_a_turn)
            BotPlayer(table, make_bot("basic"), seed="ann")
            BotPlayer(bob_table, make_bot("normal"), seed="bob")
            await ann.start_match()
            await until(lambda: table.revealed_seed and bob_table.revealed_seed, 120,
                        "the end of the match")   # a bound for a loaded machine, not a goal
            stored = await storage.load_table(table.info.table_id)
            await ann.close()
            await bob.close()
        return table, bob_table, heard, hints, stored

    table, bob_table, heard, hints, stored = asyncio.run(main())
    assert stored.finished and stored.records == table.records == bob_table.records
    assert table.match_over and table.match.winner is not None
    local, local_events = local_replay("saudi", {"target": 52}, stored.seed, stored.actions, 0)
    assert local.records == table.records
    assert local.match == table.match
    assert heard == local_events            # the same events, in the same order
    assert local.view() == table.view()
    assert table.revealed_seed == stored.seed and table.records[-1]["seed"] == stored.seed
    seed, commitment = verify_records(table.records)
    assert commitment == table.commitment
    # the narrator words the remote events, the hint reads the remote view
    narrator = Narrator(Catalog("en", strict=True), viewer=0)
    assert all(narrator.narrate(event) is not None for event in heard)
    # one hint a turn of Ann's, up to 20 (a match to 52 may end after one or two rounds)
    ann_turns = sum(1 for acts in stored.actions for a in acts if a["seat"] == 0)
    assert len(hints) == min(20, ann_turns)
    assert all(h.action in view.legal for view, h in hints)
