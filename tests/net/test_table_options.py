"""An online table's options (Qaid, the turn timer, memory aids) and the server's
clock, against a real ``baloot-audio serve`` process: options validated like any
hostile input and shown in the lobby; the clock starts when the prompt was heard
(or after the grace, for a client that never says so), the seat's bot plays for
a player whose time ran out and everyone is told; the Qaid window and the next
hand wait for their clocks; team chat is closed at a Qaid table during a round."""
import asyncio
import time

from baloot_audio.core import Phase
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .helpers import refused, until
from .serve import serve

FAST = {"call": 3, "card": 3, "qaid_window": 3, "next_hand": 3}


async def connected(url, name) -> Client:
    client = Client()
    await client.connect(url, name)
    return client


class Heard:
    """Every message a client gets, with when it came (time.monotonic)."""

    def __init__(self, client: Client):
        self.messages: list[tuple[float, object]] = []
        client.listeners.append(lambda msg: self.messages.append((time.monotonic(), msg)))

    def of(self, kind):
        return [(t, m) for t, m in self.messages if isinstance(m, kind)]

    def events(self, name):
        return [(t, e) for t, m in self.of(p.Update) for e in m.events if e["type"] == name]


def test_table_options_are_checked_listed_and_said_to_whoever_joins(tmp_path):
    async def main(url):
        ann, bob = await connected(url, "Ann"), await connected(url, "Bob")
        for fields, code in [
            ({"timer": "blitz"}, "unknown_timer"),
            ({"timer": "custom"}, "bad_timer_seconds"),
            ({"timer": "tournament", "timer_seconds": FAST}, "bad_timer_seconds"),
            ({"timer": "custom", "timer_seconds": {**FAST, "card": 1}}, "bad_timer_seconds"),
            ({"timer": "custom", "timer_seconds": {"call": 3, "card": 3}}, "bad_timer_seconds"),
            ({"timer": "custom", "timer_seconds": {**FAST, "card": 10_000}},
             "bad_timer_seconds"),
            ({"preset": "belote", "options": {"qaid": True}}, "bad_options"),
            ({"options": {"qaid": 7}}, "bad_options"),
        ]:
            assert await refused(ann.create_table(**fields)) == code, fields
        await ann.ws.send('{"type": "create_table", "memory_aids": "yes"}')  # not a bool
        await until(lambda: ann.errors, what="the refusal")
        assert ann.errors[-1].code == "malformed"
        assert await ann.list_tables() == []       # nothing refused was made

        table = await ann.create_table(preset="ksa", options={"qaid": True}, timer="tournament",
                                       memory_aids=True)
        listed = (await bob.list_tables())[0]
        assert (listed.options, listed.timer, listed.memory_aids) == \
            ({"qaid": True}, "tournament", True)
        joined = await bob.join(table_id=table.info.table_id)
        assert (joined.info.timer, joined.info.memory_aids, joined.info.options) == \
            ("tournament", True, {"qaid": True})
        custom = await bob.create_table(timer="custom", timer_seconds=FAST)
        assert custom.info.timer_seconds == {k: float(v) for k, v in FAST.items()}
        assert custom.info.memory_aids is False
        for client in (ann, bob):
            await client.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests") as url:
        asyncio.run(main(url))


async def seated_match(url, **options):
    """Ann at seat 0 and Bob at seat 2 of a started table (bots at 1 and 3)."""
    ann, bob = await connected(url, "Ann"), await connected(url, "Bob")
    table = await ann.create_table(seat=0, public=False, **options)
    await bob.join(code=table.info.code)
    await bob.take_seat(2)
    await until(lambda: ann.table.info.seats[2].kind == "human")
    logs = Heard(ann), Heard(bob)
    await ann.start_match()
    await until(lambda: ann.table.started and bob.table.started)
    return ann, bob, logs


async def play_when_due(client: Client, hear: bool = False):
    """``client`` plays its first legal action whenever its turn comes (``hear``: and
    says it heard the Qaid window and the round's end as soon as they come)."""
    table, told = client.table, set()
    while not table.closed:
        v = table.view()
        if table.my_turn and table.waiting_since is None and v.legal:
            table.act(v.legal[0])
        place = (table.round_index, table.index)
        if hear and (table.round_over or v is not None and v.closing) and place not in told:
            told.add(place)
            table.heard()
        await asyncio.sleep(0.02)


def test_the_clock_starts_when_the_prompt_was_heard_and_the_bot_plays_for_the_player(tmp_path):
    async def main(url):
        ann, bob, (ann_log, bob_log) = await seated_match(url, timer="custom",
                                                          timer_seconds=FAST)
        bob_plays = asyncio.get_running_loop().create_task(play_when_due(bob))
        table = ann.table
        await until(lambda: table.my_turn, what="Ann's turn")
        turned = time.monotonic()
        place = (table.round_index, table.index)
        await asyncio.sleep(2.0)        # the prompt is still being said: no clock yet
        assert not [m for _, m in ann_log.of(p.Clock) if (m.round, m.index) == place]
        assert not ann_log.events("TimeRanOut")
        table.heard()
        heard_at = time.monotonic()
        await until(lambda: ann_log.events("TimeRanOut"), what="the time to run out")
        clock_at, clock = next((t, m) for t, m in ann_log.of(p.Clock)
                               if (m.round, m.index) == place)
        assert clock_at >= heard_at and clock.seats == [0] and clock.seconds == 3.0
        assert clock.kind in ("call", "card")
        ran_out_at, ran_out = ann_log.events("TimeRanOut")[0]
        assert ran_out == {"type": "TimeRanOut", "seat": 0, "kind": clock.kind}
        assert ran_out_at - heard_at >= 3.0 and ran_out_at - turned >= 5.0
        # everyone hears it, followed by what was played for Ann
        for log in (ann_log, bob_log):
            def told(log=log):
                return next((m for _, m in log.of(p.Update)
                             if any(e["type"] == "TimeRanOut" for e in m.events)), None)
            await until(told, what="the update that tells it")   # Bob's may come later
            update = told()
            kinds = [e["type"] for e in update.events]
            after = update.events[kinds.index("TimeRanOut") + 1]
            assert after.get("seat") == 0, update.events
        assert (table.round_index, table.index) != place
        bob_plays.cancel()
        for client in (ann, bob):
            await client.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests", "--heard-grace", "30") as url:
        asyncio.run(main(url))


def test_a_seat_that_never_says_heard_is_clocked_after_the_grace(tmp_path):
    async def main(url):
        ann, bob, (ann_log, _) = await seated_match(url, timer="custom", timer_seconds=FAST)
        bob_plays = asyncio.get_running_loop().create_task(play_when_due(bob))
        table = ann.table
        await until(lambda: table.my_turn, what="Ann's turn")
        turned, place = time.monotonic(), (table.round_index, table.index)
        await until(lambda: ann_log.events("TimeRanOut"), what="the time to run out")
        clock_at, clock = next((t, m) for t, m in ann_log.of(p.Clock)
                               if (m.round, m.index) == place)
        assert clock_at - turned >= 1.4      # the grace (less the polling), then 3 s
        assert ann_log.events("TimeRanOut")[0][0] - turned >= 4.4
        # a hostile "heard" for someone else's place, or with no seat, changes nothing
        ann.send(p.Heard(999, 0, ann.next_ref()))
        bob_plays.cancel()
        for client in (ann, bob):
            await client.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests", "--heard-grace", "1.5") as url:
        asyncio.run(main(url))


def test_a_timed_qaid_table_holds_its_window_then_the_next_hand_comes_by_its_clock(tmp_path):
    async def main(url):
        ann, bob, (ann_log, bob_log) = await seated_match(
            url, options={"qaid": True}, timer="custom", timer_seconds=FAST)
        table = ann.table
        # team chat is closed from the deal until the round is scored
        assert ann.table.info.options == {"qaid": True}
        errors_before = len(ann.errors)
        await ann.chat("I hold the ace")
        await until(lambda: len(ann.errors) > errors_before, what="chat refused")
        assert ann.errors[-1].code == "chat_closed"
        assert not [m for _, m in bob_log.of(p.ChatLine)]
        players = [asyncio.get_running_loop().create_task(play_when_due(c, hear=True))
                   for c in (ann, bob)]
        await until(lambda: table.view() is not None and table.view().closing,
                    what="the last trick")
        place = (table.round_index, table.index)
        assert not table.round_over
        await asyncio.sleep(0.5)
        assert table.view().closing          # the window waits for its clock
        await until(lambda: table.round_over, what="the window's end")
        window = next(m for _, m in ann_log.of(p.Clock) if (m.round, m.index) == place)
        assert (window.kind, window.seats) == ("qaid_window", [0, 2])
        await ann.chat("well played")          # scored: the chat is open again
        await until(lambda: bob_log.of(p.ChatLine), what="the chat line")
        # nobody says ready: the next hand comes by the clock, once both heard the score
        await until(lambda: table.round_index == place[0] + 1, what="the next hand")
        assert any(m.kind == "next_hand" and m.round == place[0] for _, m in ann_log.of(p.Clock))
        for task in players:
            task.cancel()
        for client in (ann, bob):
            await client.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests", "--heard-grace", "30") as url:
        asyncio.run(main(url))
