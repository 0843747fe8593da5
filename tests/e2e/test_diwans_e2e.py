"""End to end, a diwan by ear (issue 30): a real ``baloot-audio serve`` process
(SQLite in tmp), one real window driven by keys alone, and four scripted accounts
on their own loop.

Badr creates the diwan Majlis (by invitation) and invites Carla, Dana and Eid, who
join it, then the window's account, Ann: she hears the invitation, opens her
diwans by F4 and joins it by Enter. Carla says a line: Ann hears it, then reads
it in the diwan's chat, line by line. Badr creates a tournament for the diwan:
Ann hears of it (--long). Badr opens a table in the diwan: Ann hears
it (with its sound) and joins it by Ctrl+Y, in the room of Badr's table. Each
step is checked in the app's speech log and in the Speech Dispatcher daemon's.
"""

from __future__ import annotations

import subprocess
import time

import pytest

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.diwans import DiwanClient
from net.serve import serve
from test_accounts_e2e import PASSWORD, Ear, Others, daemon_heard, register
from test_online_e2e import OnlineApp

MEMBERS = ("Carla", "Dana", "Eid")


@pytest.mark.slow(25)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_a_diwan_joined_its_chat_heard_and_its_table_joined_by_keys(headless, tmp_path, lang,
                                                                    long_run):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db) as url:
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        app = OnlineApp(headless, tmp_path / "app", lang, known)
        others = Others(url)
        try:
            heard = diwan_by_ear(app, Ear(app, headless), others, long_run)
        finally:
            others.close()
            app.stop()
    for step, line in heard.items():
        print(f"{lang} {step}: {line}")
    if lang == "en":
        assert heard["invited"] == "Badr invites you to the diwan Majlis: join it in your " \
                                   "diwans, F4."
        assert heard["diwans"].startswith("Diwans. Join Majlis, which invites you: 4 members")
        assert heard["chat"] == "In Majlis, Carla says: salam alaikum"
        assert heard["history"] == "The chat of Majlis, the newest first. " \
                                   "Carla: salam alaikum, 2 of 3"
        assert heard["table"] == "Badr opens a table in Majlis: Ctrl+Y joins it."
        assert "tournament" not in heard or heard["tournament"] == "Badr creates a tournament in Majlis: register for it " \
                                      "in the tournaments."


def diwan_by_ear(app: OnlineApp, ear: Ear, others: Others, cup: bool) -> dict[str, str]:
    t, heard = app.t, {}
    badr = DiwanClient(others.connect("Badr", password=PASSWORD, register=True))
    diwan = others.run(badr.create("Majlis"))
    for name in MEMBERS:
        member = DiwanClient(others.connect(name, password=PASSWORD, register=True))
        others.run(badr.invite(diwan.diwan_id, name))
        others.run(member.join(diwan.diwan_id))
    app.server_and_name(int(others.url.rsplit(":", 1)[1]), "Ann")
    register(app, ear)
    start = len(app.records())
    others.run(badr.invite(diwan.diwan_id, "Ann"))
    heard["invited"] = ear.hears("diwan-invited", start)
    assert "Badr" in heard["invited"] and "Majlis" in heard["invited"]
    heard["diwans"] = ear.opens("diwans", app.keys("F4"))
    assert heard["diwans"].startswith(t("diwans-title") + ". " + t(
        "diwan-invited-line", name="Majlis", members=4))
    heard["joined"] = ear.hears("diwan-you-joined", app.keys("Return"), name="Majlis")
    heard["menu"] = ear.opens("diwan", 0)
    # Carla's line, heard as it comes, then read back in the diwan's chat
    start = len(app.records())
    carla = DiwanClient(others.clients["Carla"])
    others.run(carla.say(diwan.diwan_id, "salam alaikum"))
    heard["chat"] = ear.hears("diwan-chat", start, diwan="Majlis", name="Carla",
                              text="salam alaikum")
    heard["history"] = ear.opens("diwan-history", app.keys("Down", "Return"))
    assert heard["history"].startswith(t("diwan-history-title", name="Majlis") + ". " + t(
        "diwan-said", name="Carla", text="salam alaikum"))
    if cup:     # --long: its speaking costs the default run 3 s
        heard["tournament"] = tournament_heard(ear, others, diwan.diwan_id)
    # Badr's table in the diwan: heard with its sound, joined by Ctrl+Y
    app.screen("diwan", app.keys("Escape"))
    start = len(app.records())
    table = others.run(others.clients["Badr"].create_table(diwan=diwan.diwan_id, seat=0))
    heard["table"] = ear.hears("diwan-table", start)
    assert "Badr" in heard["table"] and "Majlis" in heard["table"]
    app.wait_for(lambda r: r.get("kind") == "sound" and r.get("cue") == "diwan_table", start)
    heard["room"] = ear.opens("room", app.keys("ctrl+y"))
    others.wait("Badr", lambda m: isinstance(m, p.MemberChanged) and m.name == "Ann"
                and m.change == "watching", "Ann at Badr's table")
    assert table.info.table_id and not table.info.public
    for line in heard.values():                 # as the daemon got them
        print(f"{app.lang} daemon:", daemon_heard(ear.headless, line))
    return heard


def tournament_heard(ear: Ear, others: Others, diwan_id: str) -> str:
    """Badr creates a tournament for the diwan: the window hears it as it comes."""
    async def create() -> p.Tournament:
        return await others.clients["Badr"].request(p.CreateTournament(
            "Cup", time.time() + 600, organiser=diwan_id))
    start = len(ear.app.records())
    others.run(create())
    return ear.hears("diwan-tournament", start, name="Badr", diwan="Majlis")
