"""End to end, friends by ear (issue 27): a real ``baloot-audio serve`` process
(SQLite in tmp), one real window driven by keys alone, and a scripted account
(Badr) on its own loop.

The window registers Ann; F2 opens her friends, where she adds Badr by name;
Badr accepts and Ann hears her new friend and where he is; Badr goes and comes
back, and Ann hears him go offline and come online, once each. Ann creates a
private rated table of the shortest match (52 points), invites Badr from his
menu in her friends; he accepts, the server seats him at her table and Ann hears
he accepts and sits; two more scripted accounts (Carla, Dana) join by the code
and sit, as a rated match needs four accounts. They play the match (the scripted
seats by the basic bot); back in the lobby, Ann's online statistics read the
match and its rounds as the server counted them (Carla's, her partner's, figures).
Each step is checked in the app's speech log and in the Speech Dispatcher daemon's.
"""

from __future__ import annotations

import subprocess
import time

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.friends import FriendsClient
from baloot_audio.standing.stats import PlayerStats
from baloot_audio.ui.stats_screen import stats_lines
from net.serve import serve
from test_accounts_e2e import PASSWORD, Ear, Others, daemon_heard, register
from test_online_e2e import OnlineApp, create_private_table
from patience import Patience


def play_the_match(app: OnlineApp) -> None:
    """Ann's turns by keys, and Enter on each round's end, up to the match's end."""
    deadline, ends = Patience(300), 0
    while not any(r.get("kind") == "screen" and r.get("name") == "match_end"
                  for r in app.records()):
        assert not deadline.over(), "the match did not end"
        assert app.proc.poll() is None, (app.log.parent / "app.out").read_text()[-2000:]
        app.respond()
        rounds = [r for r in app.records() if r.get("kind") == "screen"
                  and r.get("name") == "round_end"]
        if len(rounds) > ends and app.round_done():     # (before: respond answers it)
            ends = len(rounds)
            app.keys("Return")
        time.sleep(0.05)


def seat_two_more(others: Others, code: str) -> list:
    """Carla and Dana, new accounts, join by the code and sit at seats 2 and 3."""
    tables = []
    for seat, name in ((2, "Carla"), (3, "Dana")):
        client = others.connect(name, password=PASSWORD, register=True)
        tables.append(others.run(client.join(code=code)))
        others.run(client.take_seat(seat))
    return tables


@pytest.mark.slow(45)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_a_friend_added_heard_online_invited_and_played_with(headless, tmp_path, lang):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--presence-seconds", "0") as url:
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        others = Others(url)
        try:
            ear = Ear(app, headless)
            heard = friends_by_ear(app, ear, others)
            heard |= statistics_by_ear(app, ear, others)
        finally:
            others.close()
            app.stop()
    for step, line in heard.items():
        print(f"{lang} {step}: {line}")
    if lang == "en":
        assert heard["new friend"] == "New friend: Badr is online, in the lobby"
        assert heard["online"] == "Online now: Badr is online, in the lobby"
        assert heard["list"].startswith("Friends. Badr is online, in the lobby, 1 of ")
        assert heard["accepts"] == "Badr accepts your invitation."
        assert heard["statistics"].startswith("My online statistics, every online match of "
                                              "mine. Saudi rules: one match, ")


def friends_by_ear(app: OnlineApp, ear: Ear, others: Others) -> dict[str, str]:
    t, heard = app.t, {}
    badr = others.connect("Badr", password=PASSWORD, register=True)
    app.server_and_name(int(others.url.rsplit(":", 1)[1]), "Ann")
    register(app, ear)
    # F2: no friend yet; add Badr by name
    heard["friends"] = ear.opens("friends", app.keys("F2"))
    assert heard["friends"].startswith(t("friends-title") + ". " + t("friends-none").rstrip("."))
    ear.opens("text_field", app.keys("Down", "Return"))
    app.type("Badr")
    heard["sent"] = ear.hears("friends-request-sent", app.keys("Return"), name="Badr")
    asked = others.wait("Badr", lambda m: isinstance(m, p.FriendNotice)
                        and m.change == "request", "Ann's request")
    others.run(FriendsClient(badr).answer(asked.friend.player_id, True))
    heard["new friend"] = ear.hears("friend-came-accepted", 0, where=t(
        "friend-lobby", name="Badr"))
    # Badr goes and comes back: each said once
    others.run(badr.close())
    heard["offline"] = ear.hears("friend-came-offline", 0, name="Badr")
    badr = others.connect("Badr", password=PASSWORD)
    heard["online"] = ear.hears("friend-came-online", 0, where=t("friend-lobby", name="Badr"))
    # a table, and Badr invited to it from his menu in Ann's friends
    start = app.keys("Escape")
    app.screen("lobby", start)
    code = create_private_table(app, rated=True)
    heard["list"] = ear.opens("friends", app.keys("F2"))
    assert t("friend-lobby", name="Badr") in heard["list"]
    ear.opens("friend", app.keys("Return"))
    heard["invited"] = ear.hears("friend-invite-sent", app.keys("Return"), name="Badr")
    invite = others.wait("Badr", lambda m: isinstance(m, p.Invited), "the invitation")
    assert (invite.friend.name, invite.friend.place, invite.friend.seats_free) == \
        ("Ann", "table", 3)
    table = others.run(FriendsClient(badr).answer_invite(invite.friend.player_id, True))
    assert table.seat == 1 and table.info.rated
    heard["accepts"] = ear.hears("friend-invite-accepted", 0, name="Badr")
    heard["sits"] = ear.hears("presence-taken", 0, name="Badr", where=t("where-right-you"))
    tables = [table, *seat_two_more(others, code)]
    ear.hears("presence-taken", 0, name="Dana", where=t("where-left-you"))
    for scripted in tables:
        BotPlayer(scripted, make_bot("basic"), seed=scripted.client.name, delay=lambda rng: 0.05)
    once = [r for r in app.records() if r.get("id") in ("friend-came-online",
                                                        "friend-came-offline")]
    assert len(once) == 2, once                 # each said once, never again
    app.screen("room", app.keys("Escape"))
    start = app.keys("End", "Up", "Up", "Return")
    app.started(start)
    heard["chance"] = ear.hears("standing-chance", start, chance=50)    # four new ratings
    play_the_match(app)
    return heard


def statistics_by_ear(app: OnlineApp, ear: Ear, others: Others) -> dict[str, str]:
    """From the match's end back to the lobby (its first item), and her online
    statistics: the match and its rounds as Carla's (her partner's) say them."""
    t, heard = app.t, {}

    async def carla_stats() -> p.Statistics:
        return await others.clients["Carla"].request(p.GetStats())
    partners = others.run(carla_stats()).presets     # Ann's team's figures too
    assert partners["saudi"]["matches"] == 1, partners
    ear.opens("lobby", app.keys("Home", "Return"))          # the match's end: Back to the lobby
    # the lobby: no table, Create, Join by code, My rating, the leaderboard, statistics
    heard["statistics"] = ear.opens("online_statistics", app.keys(*["Down"] * 5, "Return"))
    lines = stats_lines(t, {k: PlayerStats.from_json(v) for k, v in partners.items()})
    assert lines[0].rstrip(".") in heard["statistics"], (lines[0], heard["statistics"])
    ear.hears("focus", app.keys("End"))                     # the last item: Back
    heard["partner"] = ear.hears("focus", app.keys("Up"))
    won = partners["saudi"]["won"]
    assert heard["partner"].startswith(t("stats-partner", partner="Carla", matches=1,
                                         won=won).rstrip("."))
    heard["rounds"] = ear.hears("focus", app.keys("Up"))    # the same team's points
    assert heard["rounds"].startswith(lines[-2].rstrip(".")), (lines[-2], heard["rounds"])
    for line in heard.values():                 # as the daemon got them
        print(f"{app.lang} daemon:", daemon_heard(ear.headless, line))
    return heard
