"""End to end, accounts and moderation by ear (issue 24): a real ``baloot-audio
serve`` process (SQLite in tmp), one real window driven by keys alone, and
scripted WebSocket clients for the other people at the table.

The window registers its name (the password twice), logs out everywhere and logs
in again with the password, creates a private table; a scripted player joins and
sits, a scripted guest watches. By Ctrl+P the window mutes the player (whose
chat is then no longer heard), reports them (the operator's ``admin reports``
lists it, with the chat line) and removes the watcher (whose client is told).
Each step is checked in the app's speech log and in the Speech Dispatcher
daemon's, in English and in Arabic.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import threading
import time
from typing import Any

import pytest

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from net.serve import admin, serve
from test_online_e2e import OnlineApp, create_private_table
from patience import Patience, stretch

PASSWORD = "correct horse"


class Others:
    """The other people's clients, on an asyncio loop of their own thread; what each
    was sent is kept in ``heard[name]``."""

    def __init__(self, url: str):
        self.url, self.loop = url, asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.clients: dict[str, Client] = {}
        self.heard: dict[str, list[Any]] = {}

    def run(self, work, timeout: float = 20) -> Any:
        """``work``'s result, within ``timeout`` seconds of a quiet machine."""
        return asyncio.run_coroutine_threadsafe(work, self.loop).result(timeout * stretch())

    def connect(self, name: str, **how: Any) -> Client:
        async def work() -> Client:
            client = Client()
            self.heard[name] = []
            client.listeners.append(self.heard[name].append)
            await client.connect(self.url, name, **how)
            return client
        self.clients[name] = self.run(work())
        return self.clients[name]

    def wait(self, name: str, pred, what: str, timeout: float = 20) -> Any:
        bound = Patience(timeout)
        while not bound.over():
            found = [m for m in list(self.heard[name]) if pred(m)]
            if found:
                return found[-1]
            time.sleep(0.02)
        raise AssertionError(f"{name} was never told {what}")

    def close(self) -> None:
        for client in self.clients.values():
            try:
                self.run(client.close(), 5)
            except Exception:    # noqa: BLE001 - closed already, or the server gone
                pass
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)


def daemon_heard(headless, text: str, timeout: float = 30) -> str:
    """The daemon's message that holds ``text`` (alone or in the line of its moment)."""
    bound = Patience(timeout)
    while not bound.over():
        found = [m for m in headless.speechd_messages() if text in m]
        if found:
            return found[-1]
        time.sleep(0.1)
    raise AssertionError(f"the daemon never got {text!r}: {headless.speechd_messages()[-12:]}")


class Ear:
    """The window, and what the daemon got of its words: each step waits for a line
    (by message id) in the app's log and checks the daemon got those very words."""

    def __init__(self, app: OnlineApp, headless):
        self.app, self.headless = app, headless

    def hears(self, msg_id: str, start: int, **args: Any) -> str:
        """The line ``msg_id`` said after ``start`` (with ``args``: those words, as the
        catalogue makes them), and heard through the daemon."""
        if args:
            text = self.app.t(msg_id, **args)
            self.app.wait_for(lambda r: r.get("id") == msg_id and r["text"] == text, start)
        else:
            text = self.app.said(msg_id, start)["text"]
        daemon_heard(self.headless, text)
        return text

    def opens(self, screen: str, start: int) -> str:
        """The screen ``screen`` opened after ``start``: its opening words, heard."""
        app = self.app
        i, _ = app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == screen,
                            start)
        return self.hears("screen", i)


@pytest.fixture
def server_db(tmp_path):
    """A ``baloot-audio serve`` process that takes guests, its SQLite file in tmp:
    (its ws:// URL, its database)."""
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with serve(db, "--guests") as url:
        yield url, db


@pytest.mark.slow
@pytest.mark.parametrize("lang", [pytest.param("en", marks=pytest.mark.other_language), "ar"])
def test_accounts_and_moderation_by_ear(headless, tmp_path, server_db, lang):
    url, db = server_db
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    app = OnlineApp(headless, tmp_path / "app", lang, known)
    ear, t = Ear(app, headless), app.t
    others = Others(url)
    heard: dict[str, str] = {}
    try:
        app.server_and_name(int(url.rsplit(":", 1)[1]), "Ann")
        heard["register"] = register(app, ear)
        heard["logged out"], heard["log in"] = log_out_and_in(app, ear)
        code = create_private_table(app)
        heard["code"] = ear.hears("online-code", 0)
        assert heard["code"].endswith(" " + t("online-code-copied"))   # what was copied
        badr = others.connect("Badr", password=PASSWORD, register=True)
        others.run(badr.join(code=code))
        others.run(badr.take_seat(1))
        heard["joins"] = ear.hears("people-joined", 0, name="Badr")
        heard["sits"] = ear.hears("presence-taken", 0, name="Badr", where=t("where-right-you"))
        carla = others.connect("Carla")                  # a guest, who watches
        others.run(carla.join(code=code))
        heard["watches"] = ear.hears("people-joined", 0, name=t("name-guest", name="Carla"))
        arrivals = [r["text"] for r in app.records() if r.get("id") in
                    ("people-joined", "people-watching", "presence-taken")]
        assert arrivals == [heard["joins"], heard["sits"], heard["watches"]], arrivals
        # Ctrl+P: the people at the table; the player's menu; mute
        heard["people"] = ear.opens("people", app.keys("ctrl+p"))
        heard["person"] = ear.opens("person", app.keys("Return"))
        heard["muted"] = ear.hears("people-muted", app.keys("Return"), name="Badr")
        # Badr's chat is no longer heard: Carla's line, sent after his, is
        others.run(badr.chat("psst from Badr"))
        others.wait("Carla", lambda m: isinstance(m, p.ChatLine) and "psst" in m.text,
                    "Badr's line")
        others.run(carla.chat("hi from Carla"))
        line = app.wait_for(lambda r: r.get("id") == "chat-line" and "hi from Carla" in r["text"],
                            0)[1]["text"]
        heard["chat"] = daemon_heard(headless, line)
        assert not [r for r in app.records() if "psst" in r.get("text", "")]
        # report: asked first ("no" first), then back to Badr's menu
        ear.opens("confirm", app.keys("Down", "Down", "Return"))
        start = app.keys("Down", "Return")
        heard["reported"] = ear.hears("people-reported", start, name="Badr")
        app.screen("person", start)
        # again: one open report of Badr is Ann's, the server says so and it is heard
        ear.opens("confirm", app.keys("Up", "Up", "Up", "Down", "Down", "Return"))
        heard["again"] = ear.hears("online-error-already-reported", app.keys("Down", "Return"))
        reports = admin(db, "reports")
        assert reports.returncode == 0, reports.stderr
        assert re.search(r"Ann \(\w+\) reported Badr \(\w+\) at table", reports.stdout), \
            reports.stdout
        assert "chat: " in reports.stdout and "psst from Badr" in reports.stdout
        assert "1 report(s)" in reports.stdout
        # remove the watcher: her client is told, the window hears it, the list follows
        ear.opens("people", app.keys("Escape"))
        ear.opens("person", app.keys("Down", "Return"))
        ear.opens("confirm", app.keys("Down", "Down", "Down", "Return"))
        start = app.keys("Down", "Return")
        others.wait("Carla", lambda m: isinstance(m, p.MemberChanged) and m.change == "removed"
                    and m.player_id == carla.player_id, "her removal")
        assert carla.table is None
        guest = t("name-guest", name="Carla")
        heard["removed"] = ear.hears("people-removed", start, name=guest)
        heard["list after"] = ear.opens("people", start)
        assert guest not in heard["list after"]
        items = [ear.hears("focus", app.keys(key)) for key in ("Down", "Down")]
        assert not [item for item in items if "Carla" in item]
    finally:
        others.close()
        app.stop()
    for step, line in heard.items():
        print(f"{lang} {step}: {line}")
    if lang == "en":     # a few lines in full, as a player hears them
        assert heard["register"] == "The same password again, edit: empty"
        assert heard["joins"] == "Badr joined the table."
        assert heard["sits"] == "Badr sits to your right."
        assert heard["people"] == "People at the table. Badr sits to your right, 1 of 4"
        assert heard["muted"] == "You no longer hear Badr's chat."
        assert heard["chat"].endswith("guest Carla, watching, says: hi from Carla")
        assert heard["removed"] == "guest Carla was removed from the table."


def register(app: OnlineApp, ear: Ear) -> str:
    """Register this name: the password twice in one field, then the lobby."""
    ear.opens("text_field", app.keys("End", "Up", "Return"))
    app.type(PASSWORD)
    again = ear.hears("screen", app.keys("Return"))
    assert again == app.t("text-field", prompt=app.t("online-password-again"),
                          text=app.t("text-empty"))
    app.type(PASSWORD)
    logged_in(app, ear.opens("lobby", app.keys("Return")))
    return again


def logged_in(app: OnlineApp, lobby: str) -> None:
    """The lobby's first words: Ann, as an account's name (not a guest's)."""
    assert lobby.startswith(app.t("lobby-title", name="Ann") + ". "), lobby


def log_out_and_in(app: OnlineApp, ear: Ear) -> tuple[str, str]:
    """Disconnect; Play online has "Connect as Ann" and "Log out everywhere" now; then
    Log in with the password."""
    ear.opens("main", app.keys("End", "Return"))
    menu = ear.opens("online", app.keys("Down", "Down", "Return"))
    assert menu.startswith(app.t("online-title"))
    out = ear.hears("online-logged-out", app.keys("End", "Up", "Return"))
    prompt = ear.opens("text_field", app.keys("End", "Up", "Up", "Return"))
    app.type(PASSWORD)
    logged_in(app, ear.opens("lobby", app.keys("Return")))
    return out, prompt
