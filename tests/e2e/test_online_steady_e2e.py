"""End to end, online (issue 23, "Busy hands, steady table"): two real windows
(English and French, two speech logs), a real ``baloot-audio serve`` process
with its SQLite file in tmp, keys alone.

- A server stopped (SIGKILL) for 30 s and started again on the same port and
  database: Ann's window gets back by itself, Badr's stops trying with Escape
  and gets back by the main menu's "Back to your match"; both play on. What
  was said is read from the speech logs and the Speech Dispatcher daemon's:
  the lines about the connection are true and in order, each said once.
- The waiting room: Ctrl+T opens the chat there and the typed line reaches the
  other window; leaving asks first ("no" first); the other window hears who left.
"""

from __future__ import annotations

import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from headless_services import stop_process

from net.helpers import free_port
from test_desktop import REPO
from test_online_e2e import MY_CARD, OnlineApp, seat_both
from patience import Patience, waited

OUTAGE = 30.0     # seconds the server is away
STATUS = ("online-connecting", "net-lost", "net-lost-kept", "net-retrying", "net-back",
          "net-summary", "net-stopped", "net-gave-up", "net-gave-up-kept", "net-seat-gone",
          "online-no-answer", "online-error-match-started")


class ServerProcess:
    """``baloot-audio serve`` on ``port`` with its database in ``folder``; started again
    on the same port and file after a kill."""

    def __init__(self, folder: Path, port: int):
        self.folder, self.port, self.runs = folder, port, 0
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        self.runs += 1
        out = self.folder / f"server-{self.runs}.out"
        with open(out, "w") as sink:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "baloot_audio", "serve", "--host", "127.0.0.1",
                 "--port", str(self.port), "--bot-delay", "0.2", "--guests",
                 "--db", f"sqlite://{self.folder / 'server.sqlite3'}"],
                cwd=REPO, stdout=sink, stderr=subprocess.STDOUT)
        bound = Patience(30)
        while "listening on" not in out.read_text():
            assert self.proc.poll() is None, out.read_text()
            assert not bound.over(), "the server did not start"
            time.sleep(0.05)

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> None:
        if self.proc is not None:
            stop_process(self.proc, 10)


@pytest.fixture
def server(tmp_path):
    running = ServerProcess(tmp_path, free_port())
    running.start()
    yield running
    running.stop()


def two_windows(headless, tmp_path: Path) -> tuple[OnlineApp, OnlineApp]:
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    ann = OnlineApp(headless, tmp_path / "ann", "en", known)
    badr = OnlineApp(headless, tmp_path / "badr", "fr", known)
    ann.screen("main", 0)
    badr.screen("main", 0)
    # as in test_online_e2e: with no window manager, a window that maps while keys are
    # sent to the other takes the focus (and the keys); nothing to wait on but time
    time.sleep(1.5)
    return ann, badr


def heard(app: OnlineApp, msg_id: str, start: int, timeout: float = 60) -> int:
    """Wait until the line ``msg_id`` said after ``start`` is handed to the voice (its
    turn in the queue came); returns where in the log."""
    text = app.said(msg_id, start, timeout)["text"]
    return app.wait_for(lambda r: r.get("kind") == "sent" and r["text"] == text, start,
                        timeout)[0]


def play_until(apps: list[OnlineApp], done, what: str, timeout: float = 150) -> None:
    """Both windows answer their turns by keys until ``done()``."""
    bound = Patience(timeout)
    while not done():
        assert not bound.over(), f"waited {waited(timeout)}: {what}"
        for app in apps:
            assert app.proc.poll() is None, f"{app.lang} window ended"
            app.respond()
        time.sleep(0.05)


def played_a_card(app: OnlineApp, start: int) -> bool:
    return any(r.get("cue") in MY_CARD for r in app.records()[start:])


def status_lines(app: OnlineApp, start: int = 0) -> list[str]:
    """The lines about the connection handed to the voice after ``start``, by message
    id, in order. A line the player's own key cut is said again right after the key's
    answer, as any line is: that repeat is counted once."""
    recs = app.records()
    ids = {r["text"]: r["id"] for r in recs if r.get("kind") == "speech"
           and r.get("id") in STATUS}
    sent = [r["text"] for r in recs[start:] if r.get("kind") == "sent" and r["text"] in ids]
    return [ids[text] for k, text in enumerate(sent) if k == 0 or sent[k - 1] != text]


def daemon_got(headless, first: int) -> list[str]:
    return headless.speechd_messages()[first:]


@pytest.mark.slow(60)
def test_a_server_restart_never_locks_the_players_out(headless, tmp_path, server):
    started = time.monotonic()
    ann, badr = two_windows(headless, tmp_path)
    daemon_start = len(headless.speechd_messages())
    try:
        seat_both(ann, badr, server.port)
        b0 = len(badr.records())
        ann.started(ann.keys("End", "Up", "Up", "Return"))
        badr.started(b0)
        a_play, b_play = len(ann.records()), len(badr.records())
        play_until([ann, badr], lambda: played_or_called(ann, a_play)
                   and played_or_called(badr, b_play), "a move each before the outage")
        a_out, b_out = len(ann.records()), len(badr.records())
        server.kill()
        killed = time.monotonic()
        lost = ann.said("net-lost-kept", a_out)["text"]
        assert lost == ("Connection to the server lost. Your seat is kept for 2 minutes; "
                        "trying again. Escape stops trying.")
        heard(badr, "net-lost-kept", b_out)
        # Badr, having heard it, stops trying with the key the line names: the main
        # menu, Back to your match first
        start = badr.keys("Escape")
        badr.said("net-stopped", start)
        menu = badr.wait_for(lambda r: r.get("id") == "screen"
                             and r["text"].startswith(badr.t("menu-main")), start)[1]
        assert badr.t("menu-back-to-match") in menu["text"]
        assert "1" in menu["text"].split(badr.t("menu-back-to-match"))[1][:8]
        # the outage itself (the scenario, not a wait for something): Ann keeps trying,
        # and says so in the quiet moments (5 tries in 30 s: after 1, 3, 7, 15, 23 s)
        time.sleep(max(0.0, OUTAGE - (time.monotonic() - killed)))
        tries = [r["text"] for r in ann.records()[a_out:] if r.get("id") == "net-retrying"]
        assert tries and tries[-1] in [f"Reconnecting, try {n}." for n in (4, 5)], tries
        a_back, b_back = len(ann.records()), len(badr.records())
        server.start()                             # the same port, the same database
        ann.said("net-back", a_back, timeout=40)
        ann.said("net-summary", a_back, timeout=20)
        start = badr.keys("Return")                # Back to your match
        badr.said("net-back", start, timeout=20)
        badr.said("net-summary", start, timeout=20)
        play_until([ann, badr], lambda: played_a_card(ann, a_back)
                   and played_a_card(badr, b_back), "a card each after the return")
        for app, start in ((ann, a_back), (badr, b_back)):   # the backlog's turn came
            heard(app, "net-summary", start, timeout=120)
        # the lines about the connection: true, in order, each said once
        ann_lines = status_lines(ann, a_out)
        assert re.fullmatch(r"net-lost-kept (net-retrying )+net-back net-summary ",
                            " ".join(ann_lines) + " "), ann_lines
        badr_lines = status_lines(badr, b_out)
        assert re.fullmatch(r"net-lost-kept (net-retrying )*net-stopped online-connecting "
                            r"net-back net-summary ", " ".join(badr_lines) + " "), badr_lines
        assert "online-no-answer" not in ann_lines + badr_lines   # never a false alarm
        for app in (ann, badr):
            texts = [r["text"] for r in app.records() if r.get("kind") == "sent"
                     and r["text"] in {x["text"] for x in app.records()
                                       if x.get("id") in ("net-retrying", "net-lost-kept")}]
            assert len(texts) == len(set(texts)), texts      # no line of the tries twice
        # and the daemon: Badr's tries end before "stopped", Ann's before "back"
        got = daemon_got(headless, daemon_start)
        for app, last in ((badr, "net-stopped"), (ann, "net-back")):
            tries = app.t("net-retrying", attempt=1).split("1")[0]
            end = got.index(app.said(last)["text"])
            assert not [m for m in got[end:] if m.startswith(tries)], (app.lang, got[end:])
        for app in (ann, badr):
            assert reached(headless, app.said("net-back", 0)["text"])
            assert reached(headless, app.said("net-summary", 0)["text"])
    finally:
        ann.stop()
        badr.stop()
    print(f"online restart e2e: {time.monotonic() - started:.1f} s")


def played_or_called(app: OnlineApp, start: int) -> bool:
    """This window's player has made a call or played a card since ``start``."""
    mine = app.t("seat-me")
    return any(r.get("cue") in MY_CARD or (r.get("kind") == "speech"
                                          and r.get("id", "").startswith("call-made")
                                          and r["text"].startswith(mine))
               for r in app.records()[start:])


def reached(headless, text: str, timeout: float = 60) -> bool:
    bound = Patience(timeout)
    while not bound.over():
        if any(text in m for m in headless.speechd_messages()):
            return True
        time.sleep(0.2)
    return False


@pytest.mark.slow(60)
def test_the_waiting_room_by_keys(headless, tmp_path, server):
    ann, badr = two_windows(headless, tmp_path)
    try:
        seat_both(ann, badr, server.port)
        # Ctrl+T: the chat field, as at the table; the typed line reaches Ann
        badr.screen("text_field", badr.keys("ctrl+t"))
        badr.type("la salam")          # "l" would have moved to "Leave the table"
        start = badr.keys("Return")
        badr.screen("room", start)
        ann.wait_for(lambda r: r.get("id") == "chat-line" and "la salam" in r["text"], 0)
        # Escape asks first, "no" first: Return stays at the table
        start = badr.keys("Escape")
        badr.screen("confirm", start)
        badr.screen("room", badr.keys("Return"))
        # yes: Badr leaves for the lobby, and Ann hears it at once
        start_a = len(ann.records())
        badr.screen("confirm", badr.keys("Escape"))
        badr.screen("lobby", badr.keys("Down", "Return"))
        left = ann.said("presence-left", start_a)
        assert left["text"] == "Badr left the table." and not left.get("detail")
        assert reached(headless, "Badr left the table.")
    finally:
        ann.stop()
        badr.stop()
