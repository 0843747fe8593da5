"""End to end, friends by ear (issue 27): a real ``baloot-audio serve`` process
(SQLite in tmp), one real window driven by keys alone, and a scripted account
(Badr) on its own loop.

The window registers Ann; F2 opens her friends, where she adds Badr by name;
Badr accepts and Ann hears her new friend and where he is; Badr goes and comes
back, and Ann hears him go offline and come online, once each. Ann creates a
private table, invites Badr from his menu in her friends; he accepts, the
server seats him at her table and Ann hears he accepts and sits; they play a
whole round (Badr's seat by the basic bot, two server bots). Each step is
checked in the app's speech log and in the Speech Dispatcher daemon's.

Rated tables are built on another branch: at the merge, the table made here
becomes a rated one in ONE place, :func:`friends_table` (the create menu's
rated item turned on), and the round's result is read back by the statistics
key after :func:`play_the_round`.
"""

from __future__ import annotations

import subprocess
import time

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.net import protocol as p
from baloot_audio.net.client import BotPlayer
from baloot_audio.net.friends_client import FriendsClient
from net.serve import serve
from test_accounts_e2e import PASSWORD, Ear, Others, register
from test_online_e2e import OnlineApp, create_private_table


def friends_table(app: OnlineApp) -> str:
    """The table Ann invites her friend to (the one place a ``rated=True`` option goes)."""
    return create_private_table(app)


def play_the_round(app: OnlineApp) -> None:
    deadline = time.monotonic() + 150
    while not app.round_done():
        assert time.monotonic() < deadline, "the round did not end"
        assert app.proc.poll() is None, (app.log.parent / "app.out").read_text()[-2000:]
        app.respond()
        time.sleep(0.05)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_a_friend_added_heard_online_invited_and_played_with(headless, tmp_path, lang):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--presence-seconds", "0") as url:
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        others = Others(url)
        try:
            heard = friends_by_ear(app, Ear(app, headless), others)
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
    friends_table(app)
    heard["list"] = ear.opens("friends", app.keys("F2"))
    assert t("friend-lobby", name="Badr") in heard["list"]
    ear.opens("friend", app.keys("Return"))
    heard["invited"] = ear.hears("friend-invite-sent", app.keys("Return"), name="Badr")
    invite = others.wait("Badr", lambda m: isinstance(m, p.Invited), "the invitation")
    assert (invite.friend.name, invite.friend.place, invite.friend.seats_free) == \
        ("Ann", "table", 3)
    table = others.run(FriendsClient(badr).answer_invite(invite.friend.player_id, True))
    assert table.seat == 1
    BotPlayer(table, make_bot("basic"), seed="Badr", delay=lambda rng: 0.05)
    heard["accepts"] = ear.hears("friend-invite-accepted", 0, name="Badr")
    heard["sits"] = ear.hears("presence-taken", 0, name="Badr", where=t("where-right-you"))
    once = [r for r in app.records() if r.get("id") in ("friend-came-online",
                                                        "friend-came-offline")]
    assert len(once) == 2, once                 # each said once, never again
    app.screen("room", app.keys("Escape"))
    app.said("shuffle-commitment", app.keys("End", "Up", "Up", "Return"))
    play_the_round(app)
    return heard
