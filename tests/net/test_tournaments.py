"""Tournaments against a real ``baloot-audio serve`` process: a single-elimination
field of scripted accounts (a bot plays each at once, matches to 52) played to the
end, with one no-show whose seat a bot fills (their team forfeits, rated as a
leave), and the server killed mid-way (a round's matches stored, others in
play) and started again on the same database; then the draw verified from the
seed told at the end. The refusals of creation and registration, in-process."""
from __future__ import annotations

import asyncio
import calendar
import io
import time

import pytest

from baloot_audio.cli import verify_tournament
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client, ServerError
from baloot_audio.net.client.diwans import DiwanClient
from baloot_audio.net.db.storage import open_storage
from baloot_audio.net.tournaments.state import check_told

from .helpers import free_port, refused, running_server, until
from .serve import Serve
from .tourney_players import Entrant, make_accounts
from patience import stretch

OPTIONS = ("--per-address", "1000", "--connects-per-second", "1000", "--tournament-grace",
           "4", "--rate", "1000")


async def accounts(db: str, count: int) -> dict[str, str]:
    store = await open_storage(db)
    try:
        return await make_accounts(store, [f"P{n:02d}" for n in range(count)])
    finally:
        await store.close()


async def keep_playing(entrants: list[Entrant], url: str) -> None:
    """Each entrant connects again whenever its connection is lost, until the end
    (but the no-show: back online, the server would seat them at their match)."""
    async def one(entrant: Entrant) -> None:
        while not entrant.finished():
            await entrant.client.closed.wait()
            if not entrant.finished():
                await entrant.connect(url)
    await asyncio.gather(*(one(e) for e in entrants if not e.no_show))


def play_tournament(tmp_path, teams: int, kind: str = "single", rounds: int = 0,
                    db: str = "") -> None:
    db = db or f"sqlite:///{tmp_path / 'cups.sqlite3'}"
    port = free_port()
    tokens = asyncio.run(accounts(db, 2 * teams))
    names = sorted(tokens)
    no_show = names[3]
    server = Serve(tmp_path, *OPTIONS, "--port", str(port), db=db, bot_delay="0")

    async def kill_and_restart(url: str) -> None:
        server.proc.kill()
        server.proc.wait(10)
        server.__enter__()
        assert server.url == url, (server.url, url)

    async def main() -> None:
        url = server.url
        entrants = [Entrant(n, tokens[n], no_show=n == no_show) for n in names]
        for entrant in entrants:
            await entrant.connect(url)
        host = entrants[0].client
        told = await host.request(p.CreateTournament(
            # registration closes in a second of a quiet machine (more on a busy one)
            "Thursday cup", time.time() + stretch(), options={"target": 52}, max_teams=teams,
            format=kind, swiss_rounds=rounds))
        tid = told.info.tournament_id
        assert told.info.commitment and told.seed is None and told.info.state == "registering"
        for entrant in entrants:
            await entrant.client.request(p.EnterTournament(tid))
        playing = asyncio.get_running_loop().create_task(keep_playing(entrants, url))
        # killed between rounds: the second round is seated, its players told
        await until(lambda: any(n.change == "ready" and n.round == 1
                                for e in entrants for n in e.notices), 120,
                    "the second round seated")
        await kill_and_restart(url)
        # and in a match: one of the third round's is under way
        await until(lambda: any(len(e.seated) >= 3 and e.client.table is not None
                                and e.client.table.started and e.client.table.index >= 4
                                for e in entrants), 120, "a third-round match under way")
        await watched(url, entrants)
        await kill_and_restart(url)
        await until(lambda: all(e.finished() for e in entrants if not e.no_show), 240,
                    "the tournament's end")
        playing.cancel()
        absent = next(e for e in entrants if e.no_show)
        await absent.connect(url)
        await check_the_end(entrants, tid, teams, no_show, tmp_path)
        for entrant in entrants:
            await entrant.close()

    with server:
        asyncio.run(main())
        assert "Traceback" not in server.log_text(), server.log_text()[-3000:]


async def watched(url: str, entrants: list[Entrant]) -> None:
    """Anyone may watch a tournament's match by its id: no seat, never a hand (a
    match over as the watcher comes is gone: the next one in play is tried)."""
    guest = Client()
    await guest.connect(url, "Watcher", keepalive=None)
    for entrant in entrants * 3:
        table = entrant.client.table
        if table is None or not table.started or table.match_over:
            continue
        try:
            seen = await guest.join(table_id=table.info.table_id)
        except ServerError as error:
            assert error.code == "unknown_table"
            continue
        await until(lambda: seen.started, 20, "the watcher's snapshot")
        assert seen.seat is None and seen.view() is None
        break
    else:
        raise AssertionError("no match in play to watch")
    await guest.close()


async def check_the_end(entrants: list[Entrant], tid: str, teams: int, no_show: str,
                        folder) -> None:
    host = entrants[0].client
    told = await host.request(p.GetTournament(tid))
    assert told.info.state == "finished" and told.seed is not None
    assert check_told(told) == []
    swiss = told.info.format == "swiss"
    matches = [m for r in told.rounds for m in r]
    rounds = told.info.rounds if swiss else (teams - 1).bit_length()
    assert len(told.rounds) == rounds
    assert len(matches) == (rounds * teams // 2 if swiss else teams - 1)
    assert all(m.winner is not None for m in matches)
    forfeits = [m for m in matches if m.forfeit is not None]
    assert [m.forfeit_name for m in forfeits] == [no_show] * (rounds if swiss else 1)
    for out in forfeits:
        loser = out.home if out.forfeit % 2 == 0 else out.away
        assert out.winner != loser and no_show in told.teams[loser]
    assert told.standings[0].place == 1 and told.standings[0].wins >= rounds - 1
    if not swiss:
        assert told.standings[0].team == told.rounds[-1][0].winner
    heard = {n.table_id for e in entrants for n in e.notices if n.change == "ready"}
    assert heard <= {m.table_id for m in matches} == set().union(*(e.seated for e in entrants))
    assert len(heard) >= len(matches) - 4      # put back at their table by a restart, else told
    absent = next(e for e in entrants if e.name == no_show)
    assert absent.tables == []
    played = len(forfeits)
    rating = (await absent.client.request(p.GetRatings())).ratings
    assert [(r.preset, r.rated) for r in rating] == [("saudi", played)] and rating[0].mu < 25
    checked(told, folder)       # last: it changes the told tournament


def checked(told: p.Tournament, folder) -> None:
    """``baloot-audio verify-tournament`` passes the tournament as told, and fails it
    with the first match's teams swapped (not the pairing the seed draws)."""
    path, out, err = folder / "cup.json", io.StringIO(), io.StringIO()
    path.write_bytes(p.encode(told))
    assert verify_tournament(str(path), out, err) == 0, err.getvalue()
    assert "round(s) verified. The seed " in out.getvalue()
    first = told.rounds[0][0]
    first.home, first.away = first.away, first.home
    path.write_bytes(p.encode(told))
    assert verify_tournament(str(path), out, err) == 1
    assert "baloot-audio verify-tournament: " in err.getvalue()
    assert verify_tournament(str(folder / "none.json"), out, err) == 2


@pytest.mark.slow(15)
def test_a_single_elimination_tournament_survives_a_no_show_and_two_kills(tmp_path,
                                                                         long_run):
    """The issue's Show: 16 teams with --long (8 by default: three rounds, the same
    kills), single elimination, the server killed between rounds and in a match."""
    play_tournament(tmp_path, 16 if long_run else 8)


@pytest.mark.slow(30)
def test_a_swiss_tournament_survives_a_no_show_and_two_kills(tmp_path, long_run):
    if not long_run:
        pytest.skip("the Swiss tournament runs with --long (single elimination by default)")
    play_tournament(tmp_path, 10, "swiss", 4)


@pytest.mark.slow(30)
def test_a_tournament_on_postgresql_survives_a_no_show_and_two_kills(tmp_path, long_run):
    """The same on PostgreSQL: its migration, registrations and results, two kills."""
    if not long_run:
        pytest.skip("the tournament on PostgreSQL runs with --long (SQLite by default)")
    import postgres_server
    from conftest import unavailable
    try:
        database = postgres_server.start(postgres_server.NO_FSYNC)
    except postgres_server.PostgresUnavailable as error:
        unavailable(str(error))
    try:
        play_tournament(tmp_path, 8, db=database.url())
    finally:
        database.stop()


def test_creation_and_registration_refuse_what_is_wrong():
    async def main():
        store = await open_storage("memory:")
        tokens = await make_accounts(store, ["Ann", "Badr"])
        async with running_server(store) as (server, url):
            ann, badr = Entrant("Ann", tokens["Ann"]), Entrant("Badr", tokens["Badr"])
            await ann.connect(url)
            await badr.connect(url)
            soon = time.time() + 60
            make = lambda **kw: ann.client.request(p.CreateTournament(  # noqa: E731
                **{"name": "Cup", "starts_at": soon, **kw}))
            assert await refused(make(format="knockout")) == "bad_tournament"
            assert await refused(make(max_teams=1)) == "bad_tournament"
            assert await refused(make(format="swiss", swiss_rounds=0)) == "bad_tournament"
            assert await refused(make(options={"target": 7})) == "bad_options"
            assert await refused(make(timer="soon")) == "unknown_timer"
            assert await refused(make(starts_at=soon + 10**8)) == "bad_start"
            assert await refused(make(organiser="diwan1")) == "unknown_organiser"
            told = await make(max_teams=2)
            tid = told.info.tournament_id
            await make(starts_at=soon + 5)
            assert await refused(make()) == "too_many_tournaments"
            enter = lambda client, **kw: client.request(p.EnterTournament(tid, **kw))  # noqa
            assert await refused(enter(ann.client, partner="Nobody")) == "unknown_partner"
            assert await refused(enter(ann.client, partner="Ann")) == "unknown_partner"
            await enter(ann.client, partner="Badr")
            await enter(badr.client, partner="Ann")
            await enter(ann.client)                 # again: the partner changes, not the place
            assert await refused(ann.client.request(p.LeaveTournament("nope"))) == \
                "unknown_tournament"
            await ann.client.request(p.LeaveTournament(tid))
            assert await refused(ann.client.request(p.LeaveTournament(tid))) == "not_registered"
            listed = (await badr.client.request(p.ListTournaments())).tournaments
            assert [(t.name, t.entries, t.registered) for t in listed] == [
                ("Cup", 1, True), ("Cup", 0, False)]
            guest = Entrant("Gus", None)
            await guest.connect(url)
            assert await refused(guest.client.request(p.EnterTournament(tid))) == "tournament_guest"
            server.directory.cluster = True         # one of several processes: not there yet
            assert await refused(make()) == "tournament_cluster"
            assert await refused(enter(badr.client)) == "tournament_cluster"
            for who in (ann, badr, guest):
                await who.close()
    asyncio.run(main())


def test_the_servers_tournament_dates_are_read_on_its_clock_a_year_either_side(any_day):
    """A start is accepted within the days allowed from the server's clock (passed in,
    as its storage is), never the wall clock: with the wall clock a year away, a start
    an hour after the server's now is taken, one from the wall clock's now refused, a
    start just past is moved to now; a tournament over for a day leaves the list."""
    async def main():
        store = await open_storage("memory:")
        now = [float(calendar.timegm((2028, 2, 29, 12, 0, 0)))]       # a leap day, noon UTC
        tokens = await make_accounts(store, ["Ann", "Badr"], at=now[0])
        async with running_server(store, clock=lambda: now[0]) as (server, url):
            ann, badr = Entrant("Ann", tokens["Ann"]), Entrant("Badr", tokens["Badr"])
            await ann.connect(url)
            await badr.connect(url)
            make = lambda who, at: who.client.request(p.CreateTournament(  # noqa: E731
                "Cup", at, options={"target": 52}, max_teams=2))
            assert await refused(make(ann, time.time() + 3600)) == "bad_start"
            assert await refused(make(ann, now[0] + 31 * 86400)) == "bad_start"
            told = await make(ann, now[0] + 3600)
            assert told.info.starts_at == now[0] + 3600
            assert (await make(badr, now[0] - 30)).info.starts_at == now[0]
            cup = server.tournaments.cups[told.info.tournament_id]
            await server.tournaments.start(cup)            # nobody came: cancelled, at now
            assert cup.state == "cancelled" and cup.data["ended_at"] == now[0]
            listed = lambda: ann.client.request(p.ListTournaments())  # noqa: E731
            await until(lambda: all(c.state == "cancelled"          # Badr's started at once
                                    for c in server.tournaments.cups.values()), 10)
            now[0] += 86400 - 1
            assert len((await listed()).tournaments) == 2
            now[0] += 2
            assert (await listed()).tournaments == []
            for who in (ann, badr):
                await who.close()
    asyncio.run(main())


def test_a_diwans_tournament_is_its_moderators_its_members_and_counts_in_its_board():
    """Created by a moderator (a plain member, a stranger, an unknown id: the same
    unknown_organiser), heard by the members online, kept from a stranger while the
    diwan is by invitation, and its match on the diwan's board."""
    async def main():
        store = await open_storage("memory:")
        names = ["Ann", "Badr", "Cy", "Eid", "Dana"]
        tokens = await make_accounts(store, names)
        async with running_server(store) as (server, url):
            ann, badr, cy, eid, dana = people = [Entrant(n, tokens[n]) for n in names]
            heard: dict[str, list] = {n: [] for n in names}
            for one in people:
                await one.connect(url)
                one.client.listeners.append(heard[one.name].append)
            hall = {one.name: DiwanClient(one.client) for one in people}
            d = (await hall["Ann"].create("Majlis")).diwan_id
            for one in (badr, cy, eid):
                await hall["Ann"].invite(d, one.name)
                await hall[one.name].join(d)
            await hall["Ann"].set_moderator(d, badr.client.player_id)
            make = lambda who, **kw: who.client.request(p.CreateTournament(  # noqa: E731
                **{"name": "Cup", "starts_at": time.time() + 60, "max_teams": 2,
                   "options": {"target": 52}, "organiser": d, **kw}))
            assert await refused(make(cy)) == "unknown_organiser"            # a plain member
            assert await refused(make(dana)) == "unknown_organiser"          # a stranger
            assert await refused(make(dana, organiser="0123456789abcdef")) == \
                "unknown_organiser"
            told = await make(badr)
            tid = told.info.tournament_id
            assert (told.info.organiser, told.info.diwan) == (d, "Majlis")
            tournament_news = lambda name: [(n.change, n.name, n.table_id)  # noqa: E731
                                            for n in heard[name] if isinstance(n, p.DiwanNotice)
                                            and n.change == "tournament"]
            await until(lambda: tournament_news("Ann") == tournament_news("Cy") ==
                        [("tournament", "Badr", tid)], what="the members hear of it")
            assert tournament_news("Badr") == tournament_news("Dana") == []
            assert (await dana.client.request(p.ListTournaments())).tournaments == []
            assert await refused(dana.client.request(p.EnterTournament(tid))) == "not_member"
            for one, partner in ((ann, "Badr"), (badr, "Ann"), (cy, "Eid"), (eid, "Cy")):
                await one.client.request(p.EnterTournament(tid, partner))
            await server.tournaments.start(server.tournaments.cups[tid])
            await until(lambda: all(one.finished() for one in people[:4]), 60, "the final")
            board = await hall["Cy"].board(d)
            assert sorted((b.name, b.matches) for b in board) == [
                ("Ann", 1), ("Badr", 1), ("Cy", 1), ("Eid", 1)]
            ready = [n for n in ann.notices if n.change == "ready"]
            assert ready and ready[0].diwan == "Majlis"
            for one in people:
                await one.close()
    asyncio.run(main())
