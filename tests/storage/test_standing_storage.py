"""Ratings, statistics, match history and the hide flag on every backend (memory,
SQLite, PostgreSQL); a database of today's schema (version 3) brought up to date
with nothing lost."""
from __future__ import annotations

import sqlite3

from openskill.models import PlackettLuce
from test_storage import SETTINGS, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.storage_rules import MIGRATIONS, SCHEMA_VERSION
from baloot_audio.net.storage_standing import FinishedMatch, MatchSeat
from baloot_audio.standing.ratings import Rating
from standing.test_stats import MATCH      # a five-round match won by seats 0 and 2

NAMES = ["Ann", "Badr", "Carla", "Dana"]


def seats(names=NAMES) -> list[MatchSeat]:
    return [MatchSeat(n, "account", n.lower()) for n in names]


def finished(match_id: str, at: float, rated: bool = True, left=None, who=None) -> FinishedMatch:
    return FinishedMatch(match_id, "saudi", rated, who or seats(), MATCH, 0, left, (156, 58), at)


async def settled(store, *matches: FinishedMatch) -> None:
    for match in matches:
        await store.create_table(match.match_id, "seed", SETTINGS)
        await store.finish_table(match.match_id, match.records, match)


def test_a_rated_match_moves_the_ratings_as_openskill_and_the_board_answers(store_url):
    async def body():
        async with opened(store_url) as store:
            for n in NAMES:
                assert await store.create_account(n.lower(), n, n.lower(), "H")
            await settled(store, finished("m1", 10.0))
            await settled(store, finished("m1", 10.0))         # again: counted once
            model = PlackettLuce()
            new = [model.rating() for _ in range(4)]
            (a, c), (b, d) = model.rate([[new[0], new[2]], [new[1], new[3]]], ranks=[1, 2])
            want = {"ann": a, "badr": b, "carla": c, "dana": d}
            ratings = {p: (await store.ratings_of(p))["saudi"] for p in want}
            assert ratings == {p: (Rating(r.mu, r.sigma), 1) for p, r in want.items()}
            board, more = await store.leaderboard("saudi", 0)
            # the winners alike, then the losers alike; equal ratings by player id
            assert [line.name for line in board] == ["Ann", "Carla", "Badr", "Dana"]
            assert [line.place for line in board] == [1, 2, 3, 4] and not more
            assert await store.place("dana", "saudi") == 4
            await store.set_hidden("ann", True)
            assert await store.is_hidden("ann") and await store.place("ann", "saudi") is None
            assert "Ann" not in [line.name for line in (await store.leaderboard("saudi", 0))[0]]
            assert await store.place("dana", "saudi") == 3
            assert await store.leaderboard("ksa", 0) == ([], False)
            stats = await store.stats_of("ann")
            assert stats["saudi"].matches == 1 and stats["saudi"].won == 1
            assert stats["saudi"].partners == {"Carla": [1, 1]}
    run(body())


def test_a_leaver_loses_their_partner_keeps_the_rating_and_the_history_pages(store_url):
    async def body():
        async with opened(store_url) as store:
            for n in NAMES:
                await store.create_account(n.lower(), n, n.lower(), "H")
            await settled(store, finished("m1", 10.0, left=0))      # Ann left: team 0 lost
            after = {p: (await store.ratings_of(p)).get("saudi") for p in ("ann", "carla")}
            assert after["carla"] is None                          # partner: no change
            assert after["ann"][0].mu < 25
            assert (await store.stats_of("ann"))["saudi"].left == 1
            bots = [MatchSeat("Ann", "account", "ann"), MatchSeat("bot-normal", "bot"),
                    MatchSeat("bot-strong", "bot"), MatchSeat("Zed", "guest")]
            for i in range(12):
                await settled(store, finished(f"u{i:02}", 20.0 + i, rated=False, who=bots))
            assert (await store.stats_of("ann"))["saudi"].partners["bot-strong"] == [12, 12]
            assert (await store.ratings_of("ann"))["saudi"][1] == 1      # unrated: no change
            first, cursor = await store.history("ann", None)
            assert [m.match_id for m in first] == [f"u{i:02}" for i in range(11, 1, -1)]
            assert first[0].seats[1] == MatchSeat("bot-normal", "bot") and first[0].seat == 0
            rest, end = await store.history("ann", cursor)
            assert [m.match_id for m in rest] == ["u01", "u00", "m1"] and end is None
            assert rest[-1].rated and rest[-1].left == 0 and rest[-1].totals == (156, 58)
            assert await store.records_of("ann", "m1") == MATCH
            assert await store.records_of("nobody", "m1") is None
            try:
                await store.history("ann", "nonesuch")
                raise AssertionError("a bad cursor is refused")
            except ValueError:
                pass
            await store.prune(1e12, 1e12)                     # the tables go, not the history
            assert await store.records_of("badr", "m1") == MATCH
    run(body())


def test_a_database_of_the_third_schema_is_brought_up_to_date(tmp_path):
    path = tmp_path / "v3.sqlite3"
    conn = sqlite3.connect(path)
    for step in MIGRATIONS[:3]:
        for statement in step:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 3")
    conn.execute("INSERT INTO accounts VALUES ('p1', 'Ann', 'ann', 'H', NULL, 1, 1)")
    conn.execute("INSERT INTO login_tokens VALUES ('tok', 'p1', 1)")
    conn.execute("INSERT INTO game_tables (table_id, seed, settings, created_at, updated_at) "
                 "VALUES ('t1', 's', '{}', 1, 1)")
    conn.commit()
    conn.close()

    async def body():
        async with opened(f"sqlite:///{path}") as store:
            assert (await store.use_login_token("tok", "tok2")).name == "Ann"
            assert (await store.load_table("t1")).seed == "s"
            assert not await store.is_hidden("p1")
            await store.set_hidden("p1", True)
            assert await store.is_hidden("p1")
    run(body())
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
