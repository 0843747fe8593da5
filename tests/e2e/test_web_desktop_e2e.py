"""One table, two clients: a desktop window (by ear: keys under Xvfb, Speech
Dispatcher's log), a browser (Debian's Chromium, headless, in Arabic, by its keys)
and two bots, at one real server. The desktop creates a private table and says its
code; the browser joins by that code and sits; a whole round is played. Each hears
the other's cards, by name and in its own language: the desktop in its speech log,
the browser in its live region (and its history, every message in full)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from baloot_audio.i18n import Catalog
from net.serve import Serve
from patience import Patience, waited
from test_desktop import REPO
from test_online_e2e import BIDI, OnlineApp, create_private_table
from web.browser import Browser, available

STATE = """(() => {
  const cards = [...document.querySelectorAll('#hand button')];
  return {
    table: !document.getElementById('table').hidden,
    calls: document.querySelectorAll('#calls button').length,
    inCalls: !!(document.activeElement && document.activeElement.closest('#calls')),
    focus: cards.indexOf(document.activeElement),
    legal: cards.map((b, i) => b.classList.contains('legal') ? i : -1).filter(i => i >= 0),
    next: !document.getElementById('next-round').hidden,
    place: document.getElementById('table').dataset.place,
  };
})()"""


class BrowserPlayer:
    """The browser's turns, by the desktop's keys (as a player who knows them)."""

    def __init__(self, page):
        self.page, self.acted_at = page, None

    def respond(self) -> None:
        state = self.page.js(STATE)
        if not state["table"] or state["place"] == self.acted_at:
            return
        if state["calls"]:
            if not state["inCalls"]:
                self.page.key("Tab")
            self.page.key("Enter")
        elif state["legal"]:
            here, goal = state["focus"], state["legal"][0]
            for _ in range(abs(goal - here)):
                self.page.key("ArrowRight" if goal > here else "ArrowLeft")   # as the desktop
            self.page.key("Enter")
        else:
            return
        self.acted_at = state["place"]


def join_by_code(page, code: str) -> None:
    page.wait("!document.getElementById('login').hidden && document.activeElement.id === 'name'",
              what="the login form")
    page.type("Badr")
    page.key("Enter")
    page.wait("!document.getElementById('lobby').hidden", what="the lobby")
    page.js("document.getElementById('code').focus()")
    page.type(code.lower())
    page.key("Enter")
    page.wait("!document.getElementById('room').hidden", what="the room")
    seat_two = "document.querySelector('#room-seats button[data-seat=\"1\"]')"
    page.wait(f"!!{seat_two}", what="seat 2's button")
    page.js(f"{seat_two}.focus()")
    page.wait("document.activeElement.dataset.seat === '1'", what="the focus on seat 2")
    page.key("Enter")
    page.wait("!document.querySelectorAll('#room-seats li')[1].querySelector('button')",
              what="seated at seat 2")


@pytest.mark.slow(120)
def test_a_desktop_window_and_a_browser_hear_each_others_cards(headless, tmp_path):
    if not available():
        from conftest import unavailable
        unavailable("Debian's chromium is not installed (scripts/setup.sh installs it)")
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    bots: list[subprocess.Popen] = []
    with Serve(tmp_path, "--presence-seconds", "0", bot_delay="0.2") as server, \
            Browser(tmp_path) as browser:
        ann = OnlineApp(headless, tmp_path / "ann", "en", known)
        try:
            ann.screen("main", 0)
            ann.connect(server.port, "Ann")
            code = create_private_table(ann)
            page = browser.page(f"http://127.0.0.1:{server.port}/?lang=ar&rate=600")
            join_by_code(page, code)
            ann.wait_for(lambda r: r.get("id") == "presence-taken" and "Badr" in r["text"], 0)
            (tmp_path / "code").write_text(code)
            bots = [subprocess.Popen([sys.executable, str(REPO / "tests/e2e/online_bot.py"),
                                      f"ws://127.0.0.1:{server.port}", str(tmp_path), name,
                                      str(seat)], cwd=REPO)
                    for name, seat in (("Carla", 2), ("Dana", 3))]
            for name in ("Carla", "Dana"):
                ann.wait_for(lambda r, n=name: r.get("id") == "presence-taken"
                             and n in r["text"], 0)
            ann.started(ann.keys("End", "Up", "Up", "Return"))
            page.wait("!document.getElementById('table').hidden", what="the browser's table")
            # a chat line each way: typed in the page's chat, and in the window's
            page.js("document.getElementById('chat-text').focus()")
            page.type("marhaba")
            page.key("Enter")
            ann.wait_for(lambda r: r.get("id") == "chat-line" and "marhaba" in r["text"], 0)
            ann.chat("hello from Ann")
            page.wait("window.balootHistory.some(m => m.includes('hello from Ann'))",
                      what="Ann's chat line in the browser")
            page.js("document.querySelector('#hand button[tabindex=\"0\"]').focus()")
            badr = BrowserPlayer(page)
            patience = Patience(150)
            while not (ann.round_done() and len(ann.cards_of(1)) == 8):
                assert not patience.over(), f"the round did not end in {waited(150)}"
                ann.respond()
                badr.respond()
                time.sleep(0.05)
            check_heard(ann, page)
        finally:
            for proc in bots:
                proc.terminate()
                proc.wait(10)
            ann.stop()


def check_heard(ann: OnlineApp, page) -> None:
    """The browser's cards in the desktop's log (English, "Badr"), the desktop's in the
    browser's words (Arabic, "Ann"), once each has said its backlog."""
    en, ar = Catalog("en"), Catalog("ar")
    badr_cards, ann_cards = ann.cards_of(1), ann.cards_of(0)
    assert len(badr_cards) == len(ann_cards) == 8
    card_ids = {"card-played", "card-led", "card-cut"}
    for card in badr_cards:
        words = en("card", rank=en(f"rank-{card[0]}"), suit=en(f"suit-{card[1]}"))
        ann.wait_for(lambda r, w=words: r.get("kind") == "speech" and r.get("id") in card_ids
                     and "Badr" in r["text"] and w in r["text"], 0, timeout=120)
    for card in ann_cards:
        words = ar("card", rank=ar(f"rank-{card[0]}"), suit=ar(f"suit-{card[1]}")).translate(BIDI)
        page.wait(f"window.balootHistory.some(m => m.includes('Ann') && m.includes({words!r}))",
                  timeout=120, what=f"Ann's {card} in the browser's words")
    # the live region, as the accessibility tree gives it: the page's last lines, in order
    lines = page.ax_live_lines()
    said = page.js("[...document.querySelectorAll('#said p')].map(p => p.textContent)")
    assert lines == said and lines
