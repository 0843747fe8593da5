"""A rated table between four accounts, played by scripted clients against a real
``baloot-audio serve`` process: the refusals (a guest, a bot seat), the predicted
chance every seat hears, the four ratings exactly as openskill rates those teams,
the leaderboard, the statistics, the history and the records (which verify)."""
import asyncio

from openskill.models import PlackettLuce

from baloot_audio.bots import make_bot
from baloot_audio.cli import verify_records
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client

from .helpers import refused, until
from .serve import serve

PASSWORD = "correct horse"
NAMES = ["Ann", "Badr", "Carla", "Dana"]


async def play_rated(url: str, leaver: int | None = None, names=NAMES,
                     leavers: tuple[int, ...] = (), banned: tuple[int, ...] = ()
                     ) -> tuple[list[Client], list[p.Prediction], list]:
    """A rated match of four new accounts (``leaver``, ``leavers``: those seats leave
    at the start and, their seats held for no time, never come back; ``banned``:
    the creator, seat 0, bans those seats at the start)."""
    leavers = tuple(leavers) + ((leaver,) if leaver is not None else ())
    players = []
    for name in names:
        client = Client()
        await client.connect(url, name, password=PASSWORD, register=True)
        players.append(client)
    guest = Client()
    await guest.connect(url, "Gus")
    assert await refused(guest.create_table(rated=True)) == "rated_guest"
    heard: list[p.Prediction] = []
    for client in players:
        client.listeners.append(lambda msg: isinstance(msg, p.Prediction) and heard.append(msg))
    table = await players[0].create_table(rated=True, public=False, options={"target": 52},
                                          hold_seconds=0)
    assert table.info.rated
    await guest.join(code=table.info.code)
    assert await refused(guest.take_seat(1)) == "rated_guest"
    assert await refused(players[0].start_match()) == "rated_seats"     # bots in three seats
    for seat, client in enumerate(players[1:], 1):
        await client.join(code=table.info.code)
        await client.take_seat(seat)
    await players[0].start_match()
    await until(lambda: all(c.table and c.table.started for c in players), what="the start")
    for seat in leavers:
        await players[seat].leave_table()
    for seat in banned:
        await players[0].remove(players[seat].player_id, ban=True)
    staying = [c for seat, c in enumerate(players) if seat not in leavers + banned]
    bots = [BotPlayer(c.table, make_bot("basic"), seed=c.name,
                      delay=lambda rng: 0.002) for c in staying]
    await until(lambda: all(c.table.revealed_seed for c in staying), 120, "the match's end")
    for bot in bots:
        bot.stop()
    await guest.close()
    return players, heard, staying[0].table.records


def test_a_rated_match_moves_four_ratings_as_openskill_and_the_board_and_stats_say_it(tmp_path):
    async def main(url):
        players, heard, records = await play_rated(url)
        model = PlackettLuce()
        before = [model.rating() for _ in range(4)]
        teams = [[before[0], before[2]], [before[1], before[3]]]
        chance = round(100 * model.predict_win(teams)[0])
        assert len(heard) == 4 and all(h.chances == (chance, 100 - chance) for h in heard)
        winner = records[-1]["match_winner"]
        (a, c), (b, d) = model.rate(teams, ranks=[1, 2] if winner == 0 else [2, 1])
        for client, want in zip(players, (a, b, c, d)):
            mine = await client.request(p.GetRatings())
            assert [(r.preset, r.mu, r.sigma, r.rated) for r in mine.ratings] == \
                [("saudi", want.mu, want.sigma, 1)]
        board = await players[1].request(p.GetLeaderboard("saudi", 0))
        winners = sorted([NAMES[winner], NAMES[winner + 2]])
        assert sorted(line.name for line in board.lines[:2]) == winners and not board.more
        assert len(board.lines) == 4 and [line.place for line in board.lines] == [1, 2, 3, 4]
        assert board.place == [line.name for line in board.lines].index("Badr") + 1
        await players[1].request(p.HideMe(True))
        hidden = await players[1].request(p.GetLeaderboard("saudi", 0))
        assert "Badr" not in [line.name for line in hidden.lines] and hidden.place is None
        assert await refused(players[0].request(p.GetLeaderboard("chess", 0))) == "bad_preset"
        stats = (await players[0].request(p.GetStats())).presets["saudi"]
        assert stats["matches"] == 1 and stats["won"] == int(winner == 0)
        assert stats["partners"] == {"Carla": [1, int(winner == 0)]}
        assert stats["rounds"] == sum(1 for r in records if r.get("contract"))
        history = await players[3].request(p.GetHistory())
        (past,) = history.matches
        assert past.names == NAMES and past.seat == 3 and past.rated and history.next is None
        assert past.totals == tuple(records[-1]["totals"])
        got = await players[3].request(p.GetMatch(past.match_id))
        assert got.records == records and verify_records(got.records)
        assert await refused(players[0].request(p.GetHistory(after="nonesuch"))) == "unknown_match"
        for client in players:
            await client.close()

    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--guests", log=tmp_path / "server.log") as url:
        asyncio.run(main(url))


def test_who_leaves_a_rated_match_loses_it_and_nobody_gains_from_the_forfeit(tmp_path):
    """Gil leaves at the start: he is rated a loss against the other team; the
    winners by forfeit gain nothing (an accomplice who leaves buys nothing), and
    Eve, left alone at 0 to 0, is rated by the score when he left: level, no change."""
    async def main(url):
        names = ["Eve", "Fadi", "Gil", "Hala"]
        players, _, records = await play_rated(url, leaver=2, names=names)
        model = PlackettLuce()
        before = [model.rating() for _ in range(4)]
        (a, c), (b, d) = model.rate([[before[0], before[2]], [before[1], before[3]]],
                                    ranks=[2, 1])      # Gil left: their team lost
        for client in players:
            mine = (await client.request(p.GetRatings())).ratings
            if client.name == "Gil":
                assert [(r.mu, r.sigma) for r in mine] == [(c.mu, c.sigma)]
            else:
                assert mine == [], (client.name, mine)
        (past,) = (await players[0].request(p.GetHistory())).matches
        assert past.left == 2 and past.names == names
        stats = (await players[2].request(p.GetStats())).presets["saudi"]
        assert (stats["matches"], stats["won"], stats["left"]) == (1, 0, 1)
        assert len(records) >= 1
        for client in players:
            await client.close()

    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--guests", log=tmp_path / "server.log") as url:
        asyncio.run(main(url))


def test_players_banned_by_the_creator_are_never_rated_a_loss_and_every_leaver_is(tmp_path):
    """The creator bans both opponents a moment after the start: bots finish their
    seats and nobody's rating moves (the victims did not leave, the creator's team
    won nothing). In another match two players leave: each is rated a loss."""
    async def banned(url):
        players, _, _ = await play_rated(url, banned=(1, 3), names=["Ivy", "Jad", "Kim", "Lea"])
        for client in players:
            assert (await client.request(p.GetRatings())).ratings == [], client.name
        (past,) = (await players[1].request(p.GetHistory())).matches
        assert past.left is None
        for client in players:
            await client.close()

    async def two_leave(url):
        players, _, _ = await play_rated(url, leavers=(1, 2), names=["Mo", "Nur", "Omar", "Pia"])
        moved = {c.name: (await c.request(p.GetRatings())).ratings for c in players}
        assert moved["Mo"] == [] and moved["Pia"] == [], moved
        assert moved["Nur"][0].mu < 25 and moved["Omar"][0].mu < 25, moved
        for client in players:
            await client.close()

    for n, main in enumerate((banned, two_leave)):
        db = f"sqlite:///{tmp_path / f'server{n}.sqlite3'}"
        with serve(db, "--guests", log=tmp_path / f"server{n}.log") as url:
            asyncio.run(main(url))
