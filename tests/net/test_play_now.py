"""Play now against a real ``serve`` process, from the outside: the fair match, the
range that widens, the team of two, leaving the line, the no-show, and the attacks
(a flood of join and leave, 100 accounts from one address queueing to farm each
other). The same four not matched again is the line's (tests/net/test_matcher.py): a
match in play holds their seats, so they cannot queue again before it ends. Every wait is for a message, bounded by Patience."""
from __future__ import annotations

import asyncio
import json
import sqlite3
import time
from pathlib import Path
from typing import Any, Callable, Optional

from baloot_audio.net.wire.protocol import VERSION
from patience import Patience
from tests.net.serve import Raw, Serve, loopback

PASSWORD = "a long enough password"
FAST = ("--connects-per-second", "1000", "--registers-per-second", "1000",
        "--logins-per-second", "1000", "--rate", "1000")


class Player:
    """A raw client that keeps every message it read, so none is lost to a wait."""

    def __init__(self, raw: Raw):
        self.raw, self.seen = raw, []
        self.read: list[dict] = []

    @classmethod
    async def guest(cls, url: str, name: str, source: str) -> "Player":
        return cls(await Raw.open(url, name, source))

    @classmethod
    async def account(cls, url: str, name: str, source: str,
                      registered_from: Optional[str] = None) -> "Player":
        """A new account, registered from ``source`` (or from ``registered_from``, then
        logged in from ``source``)."""
        raw = await Raw.open(url, None, registered_from or source)
        welcome = await raw.ask({"type": "register", "version": VERSION, "name": name,
                                 "password": PASSWORD})
        assert welcome["type"] == "welcome", welcome
        if registered_from is not None:       # back by its token (no second hashing)
            await raw.close()
            raw = await Raw.open(url, None, source)
            welcome = await raw.ask({"type": "hello", "version": VERSION, "name": name,
                                     "token": welcome["token"]})
            assert welcome["type"] == "welcome", welcome
        raw.player_id = welcome["player_id"]
        return cls(raw)

    async def ask(self, message: dict, timeout: float = 30) -> dict:
        ref = await self.raw.send(message)
        return await self.wait(lambda m: m.get("ref") == ref and m["type"] != "queue_status",
                               timeout)

    async def wait(self, wanted: Callable[[dict], bool], timeout: float = 60) -> dict:
        """The first message (read before or now) that ``wanted`` takes; each once."""
        for n, message in enumerate(self.read):
            if wanted(message):
                return self.read.pop(n)
        bound = Patience(timeout)
        while True:
            message = await self.raw.next_within(bound)
            self.seen.append(message)
            if wanted(message):
                return message
            self.read.append(message)

    async def of_type(self, kind: str, timeout: float = 60) -> dict:
        return await self.wait(lambda m: m["type"] == kind, timeout)

    async def queue(self, **wanted: Any) -> dict:
        reply = await self.ask({"type": "queue_join", **wanted})
        assert reply["type"] == "ok", reply
        return reply

    async def drained(self) -> list[dict]:
        """Everything sent to it so far (a list_tables answer comes after them)."""
        await self.ask({"type": "list_tables"})
        return self.seen

    async def close(self) -> None:
        await self.raw.close()


def rate(db: Path, player_id: str, mu: float) -> None:
    """The player's Saudi rating, written on the server's disk (as a finished match would)."""
    with sqlite3.connect(db) as con:
        con.execute("INSERT OR REPLACE INTO ratings (player_id, preset, mu, sigma, shown, rated,"
                    " hidden, updated_at) VALUES (?, 'saudi', ?, 2.0, ?, 5, 0, ?)",
                    (player_id, mu, mu - 6, time.time()))


async def seated(players: list[Player]) -> list[dict]:
    """Each takes the seat found; returns the found messages; all are joined, dealt."""
    found = [await p.of_type("queue_found") for p in players]
    assert len({f["offer"] for f in found}) == 1
    for player, offer in zip(players, found):
        assert (await player.ask({"type": "queue_take", "offer": offer["offer"]}))["type"] == "ok"
    for player in players:
        await player.wait(lambda m: m["type"] == "queue_notice" and m["change"] == "seated")
        joined = await player.of_type("joined")
        assert joined["table"]["creator"] == "play-now" and joined["seat"] is not None
        await player.wait(lambda m: m["type"] in ("snapshot", "update"))
    return found


async def names_at(found: dict) -> set[Optional[str]]:
    return {seat.get("name") for seat in found["seats"]}


def run(coro) -> None:
    asyncio.run(coro)


def test_four_accounts_of_close_ratings_sit_together_and_the_far_one_waits(tmp_path):
    db = tmp_path / "play.db"
    with Serve(tmp_path, *FAST, "--queue-widen", "0", db=f"sqlite:///{db}") as server:
        async def go() -> None:
            players = [await Player.account(server.url, f"Near{n}", loopback(n)) for n in range(4)]
            far = await Player.account(server.url, "Far", loopback(9))
            for n, player in enumerate(players):
                rate(db, player.raw.player_id, 25.0 + n * 0.5)
            rate(db, far.raw.player_id, 40.0)
            await far.queue(rated=True)
            assert (await far.of_type("queue_status"))["missing"] == 3
            for player in players:
                await player.queue(rated=True)
            found = await seated(players)
            assert await names_at(found[0]) == {"Near0", "Near1", "Near2", "Near3"}
            assert all(f["rated"] and 40 <= f["chance"] <= 60 for f in found)
            seats = [f["seat"] for f in found]      # the best and the last against the two between
            assert (seats[3] - seats[0]) % 2 == 0 and (seats[1] - seats[2]) % 2 == 0
            assert not [m for m in await far.drained() if m["type"] == "queue_found"]
            for player in (*players, far):
                await player.close()
        run(go())


def test_a_far_rating_is_matched_once_the_ranges_have_widened_to_it(tmp_path):
    db = tmp_path / "play.db"
    with Serve(tmp_path, *FAST, "--queue-range", "1", "--queue-widen", "2",
               db=f"sqlite:///{db}") as server:
        async def go() -> None:
            near = [await Player.account(server.url, f"Near{n}", loopback(n)) for n in range(3)]
            far = await Player.account(server.url, "Far", loopback(9))
            rate(db, far.raw.player_id, 31.0)      # six points off: about three seconds
            for player in (*near, far):
                await player.queue(rated=True)
            first = await far.of_type("queue_status")
            assert first["missing"] == 3 and first["waited"] < 2.5
            found = await seated([*near, far])
            assert "Far" in await names_at(found[0])
            assert found[0]["chance"] is not None
        run(go())


def test_two_partners_who_name_each_other_sit_opposite(tmp_path):
    with Serve(tmp_path, *FAST) as server:
        async def go() -> None:
            ann = await Player.account(server.url, "Ann", loopback(1))
            bob = await Player.account(server.url, "Bob", loopback(2))
            others = [await Player.account(server.url, f"Other{n}", loopback(3 + n))
                      for n in range(2)]
            await ann.queue(rated=True, partner="Bob")
            assert (await ann.of_type("queue_status"))["partner"] is True
            for player in others:
                await player.queue(rated=True)
            await bob.queue(rated=True, partner="Ann")
            found = await seated([ann, bob, *others])
            assert abs(found[0]["seat"] - found[1]["seat"]) == 2
            assert found[0]["chance"] == found[1]["chance"]
        run(go())


def test_leaving_the_line_and_a_guest_kept_out_of_rated_queues(tmp_path):
    with Serve(tmp_path, *FAST) as server:
        async def go() -> None:
            guest = await Player.guest(server.url, "Wanderer", loopback(1))
            assert (await guest.ask({"type": "queue_join", "rated": True}))["code"] == \
                "rated_guest"
            await guest.queue(bots_after=None)
            assert (await guest.ask({"type": "queue_join"}))["code"] == "in_line"
            assert (await guest.ask({"type": "queue_leave"}))["type"] == "ok"
            assert (await guest.ask({"type": "queue_leave"}))["code"] == "not_in_line"
            assert (await guest.ask({"type": "queue_join", "preset": "nope"}))["code"] == \
                "bad_options"
            others = [await Player.guest(server.url, f"G{n}", loopback(2 + n)) for n in range(3)]
            for player in others:
                await player.queue()
            await guest.queue()
            await seated([*others, guest])      # back in line after leaving: seated
        run(go())


def test_a_no_show_goes_to_the_end_and_the_others_keep_their_place(tmp_path):
    with Serve(tmp_path, *FAST, "--queue-take", "1") as server:
        async def go() -> None:
            players = [await Player.guest(server.url, f"G{n}", loopback(n)) for n in range(4)]
            for player in players:
                await player.queue()
            found = [await p.of_type("queue_found") for p in players]
            for player, offer in zip(players[:3], found):
                await player.ask({"type": "queue_take", "offer": offer["offer"]})
            for player in players[:3]:
                await player.wait(lambda m: m.get("change") == "no_show")
            missed = await players[3].wait(lambda m: m.get("change") == "missed")
            assert missed["held"] > 0
            late = await Player.guest(server.url, "Late", loopback(7))
            await late.queue()
            found = await seated([*players[:3], late])     # the no-show still waits
            assert "G3" not in await names_at(found[0])
            assert (await players[3].ask({"type": "queue_take", "offer": found[0]["offer"]})
                    )["code"] == "unknown_offer"
        run(go())


def test_a_casual_table_takes_bots_after_the_chosen_wait(tmp_path):
    with Serve(tmp_path, *FAST) as server:
        async def go() -> None:
            alone = await Player.guest(server.url, "Alone", loopback(1))
            await alone.queue(bots_after=1.0)
            found = await seated([alone])
            assert [s.get("name") for s in found[0]["seats"]].count(None) == 3
        run(go())


def test_a_flood_of_join_and_leave_from_many_addresses_leaves_the_line_serving(tmp_path):
    with Serve(tmp_path, *FAST, "--queue-per-address", "2") as server:
        async def go() -> None:
            flood = [await Player.guest(server.url, f"F{n}", loopback(n % 5)) for n in range(15)]
            for _ in range(20):
                for player in flood:
                    await player.raw.send({"type": "queue_join"})
                    await player.raw.send({"type": "queue_leave"})
            refused = await asyncio.gather(*(p.ask({"type": "queue_join"}) for p in flood))
            codes = [r.get("code", "ok") for r in refused]      # two places an address
            assert codes.count("ok") + codes.count("in_line") == 10, codes
            assert codes.count("queue_address") == 5, codes
            for player in flood:
                await player.ask({"type": "queue_leave"})
            honest = [await Player.guest(server.url, f"H{n}", loopback(100 + n))
                      for n in range(4)]
            for player in honest:
                await player.queue()
            found = await seated(honest)
            assert await names_at(found[0]) == {"H0", "H1", "H2", "H3"}
        run(go())


def test_a_hundred_accounts_from_one_address_cannot_farm_each_other(tmp_path):
    with Serve(tmp_path, *FAST, "--per-address", "200") as server:     # all 100 connected
        async def go() -> None:
            farm = [await Player.account(server.url, f"Farm{n}", "127.0.0.66", loopback(n))
                    for n in range(100)]
            answers = await asyncio.gather(*(p.ask({"type": "queue_join", "rated": True})
                                             for p in farm))
            codes = [a.get("code", "ok") for a in answers]
            assert codes.count("ok") == 4 and codes.count("queue_address") == 96, codes
            honest = [await Player.account(server.url, f"Honest{n}", loopback(n))
                      for n in range(4)]
            for player in honest:
                await player.queue(rated=True)
            # a farm account may sit with strangers (one place each), never with another
            found = [await player.of_type("queue_found") for player in honest]
            tables = found + [m for player in farm for m in await player.drained()
                              if m["type"] == "queue_found"]
            assert len(tables) >= 4
            for table in tables:
                assert sum(1 for name in await names_at(table)
                           if name and name.startswith("Farm")) <= 1, table
        run(go())
