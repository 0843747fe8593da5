"""Ratings, statistics, match history and the hide flag on every backend (memory,
SQLite, PostgreSQL); a database of today's schema (version 3) brought up to date
with nothing lost."""
from __future__ import annotations

import sqlite3

from openskill.models import PlackettLuce
from test_storage import SETTINGS, fresh_schema, opened, postgres, run, store_url  # noqa: F401

from baloot_audio.net.db.rules import MIGRATIONS, SCHEMA_VERSION
from baloot_audio.net.db.standing import FinishedMatch, MatchSeat
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
            assert await store.delete_account("dana")         # gone from the board, and
            assert await store.ratings_of("dana") == {} and await store.stats_of("dana") == {}
            assert [line.name for line in (await store.leaderboard("saudi", 0))[0]] == \
                ["Carla", "Badr"] and await store.place("badr", "saudi") == 2
            (past,), _ = await store.history("carla", None)     # kept in the others' history
            assert [seat.name for seat in past.seats] == NAMES
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


# what today's release (schema version 3) holds: an account, its login, a finished table
VERSION_3_ROWS = [
    "INSERT INTO accounts VALUES ('p1', 'Ann', 'ann', 'H', NULL, 1, 1)",
    "INSERT INTO login_tokens VALUES ('tok', 'p1', 1)",
    "INSERT INTO game_tables (table_id, seed, settings, finished, records, created_at, "
    "updated_at) VALUES ('t1', 's', '{}', TRUE, '[{\"round\": 1}]', 1, 1)",
]


async def upgraded(url: str) -> None:
    """Nothing of version 3 is lost, and version 4's tables answer."""
    async with opened(url) as store:
        assert (await store.use_login_token("tok", "tok2")).name == "Ann"
        table = await store.load_table("t1")
        assert (table.seed, table.finished, table.records) == ("s", True, [{"round": 1}])
        assert not await store.is_hidden("p1") and await store.ratings_of("p1") == {}
        await store.set_hidden("p1", True)
        assert await store.is_hidden("p1")
        await store.create_account("p2", "Badr", "badr", "H")
        for n in ("carla", "dana"):
            await store.create_account(n, n.title(), n, "H")
        await settled(store, finished("m1", 10.0, who=[
            MatchSeat(n, "account", pid) for n, pid in
            (("Ann", "p1"), ("Badr", "p2"), ("Carla", "carla"), ("Dana", "dana"))]))
        assert (await store.ratings_of("p1"))["saudi"][1] == 1
        assert [line.name for line in (await store.leaderboard("saudi", 0))[0]] == \
            ["Carla", "Dana", "Badr"]    # Ann hides; the tied losers by player id


def test_a_sqlite_database_of_the_third_schema_is_brought_up_to_date(tmp_path):
    path = tmp_path / "v3.sqlite3"
    conn = sqlite3.connect(path)
    for step in MIGRATIONS[:3]:
        for statement in step:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 3")
    for statement in VERSION_3_ROWS:
        conn.execute(statement)
    conn.commit()
    conn.close()
    run(upgraded(f"sqlite:///{path}"))
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_postgresql_database_of_the_third_schema_is_brought_up_to_date(postgres):
    import psycopg

    url = fresh_schema(postgres)
    with psycopg.connect(url, autocommit=True) as conn:
        for step in MIGRATIONS[:3]:
            for statement in step:
                conn.execute(statement)
        conn.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        conn.execute("INSERT INTO schema_version (version) VALUES (3)")
        for statement in VERSION_3_ROWS:
            conn.execute(statement)
    run(upgraded(url))
    with psycopg.connect(url) as conn:
        assert conn.execute("SELECT version FROM schema_version").fetchone()[0] == SCHEMA_VERSION
