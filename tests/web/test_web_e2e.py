"""The web client in a real browser (Debian's Chromium, headless, driven through the
DevTools protocol) against a real ``baloot-audio serve``: a whole match by keyboard
against bots, the live region as the accessibility tree gives it to a screen reader,
a question key's answer word for word as the desktop's, the app's swipe gestures, a
dropped connection and the way back to the match, and the page at a phone's size in
English and Arabic."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from baloot_audio.i18n import Catalog
from net.serve import Serve
from relay import Relay

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "docs" / "screenshots"
MATCH_OVER = "document.getElementById('turn').textContent === {over!r}"


def open_table(page, name: str = "Dana", target: str = "52", qaid: bool = False) -> None:
    """Log in as a guest, create a table of bots (to ``target`` points), start it."""
    page.wait("!document.getElementById('login').hidden && document.activeElement.id === 'name'",
              what="the login form, its name field in focus")
    page.type(name)
    page.key("Enter")
    page.wait("!document.getElementById('lobby').hidden", what="the lobby")
    page.js(f"document.getElementById('target').value = {target!r}")
    if qaid:
        page.js("document.getElementById('qaid').checked = true")
    page.js("document.querySelector('#create-form button[type=submit]').focus()")
    page.key("Enter")
    page.wait("!document.getElementById('room').hidden", what="the room")
    page.js("document.getElementById('start').focus()")
    page.key("Enter")
    page.wait("!document.getElementById('table').hidden", what="the table")
    page.wait("!!(document.activeElement && document.activeElement.closest('#hand'))",
              what="the hand in focus")


STATE = """(() => {
  const cards = [...document.querySelectorAll('#hand button')];
  return {
    calls: document.querySelectorAll('#calls button').length,
    focus: cards.indexOf(document.activeElement),
    legal: cards.map((b, i) => b.classList.contains('legal') ? i : -1).filter(i => i >= 0),
    next: !document.getElementById('next-round').hidden,
    turn: document.getElementById('turn').textContent,
    place: document.getElementById('table').dataset.place,
    inCalls: !!(document.activeElement && document.activeElement.closest('#calls')),
  };
})()"""


def play_by_keys(page, over: str, ask_score: bool = True, moves: int = 1000,
                 calls_only: bool = False) -> int:
    """Play until the match is over, by the desktop's keys only: Tab to the calls and
    Enter (the first call), the arrows to a playable card and Enter, Enter for the next
    round (``moves`` of them at most; ``calls_only``: up to our first card, unplayed).
    Returns how many cards and calls were sent."""
    sent, asked = 0, not ask_score
    while True:                        # each wait fails the test if the table stops
        state = page.js(STATE)
        if state["turn"] == over or sent >= moves:
            return sent
        if state["calls"]:
            if not state["inCalls"]:
                page.key("Tab")
                page.wait("!!document.activeElement.closest('#calls')", what="the calls in focus")
            page.key("Enter")
            sent += 1
            moved(page, state["place"])
            continue
        elif state["legal"]:
            if calls_only:
                return sent
            here, goal = state["focus"], state["legal"][0]
            for _ in range(abs(goal - here)):
                page.key("ArrowRight" if goal > here else "ArrowLeft")
            if not asked:
                page.key("s")       # the score, asked as on the desktop
                asked = True
            page.key("Enter")
            sent += 1
            moved(page, state["place"])
            continue
        elif state["next"]:
            page.key("Enter")
        before = state
        page.wait_for(lambda: page.js(STATE) != before, timeout=60,
                      what="the table to move on")


def moved(page, place: str) -> None:
    """Wait for the table to move on from ``place`` (our call or card was taken)."""
    page.wait(f"document.getElementById('table').dataset.place !== {place!r}", timeout=60,
              what="our move taken")


@pytest.mark.slow(200)
def test_a_whole_match_by_keyboard_against_bots(tmp_path, browser):
    t = Catalog("en")
    with Serve(tmp_path, bot_delay="0") as server:
        page = browser.page(f"http://127.0.0.1:{server.port}/?lang=en&rate=600")
        open_table(page)
        sent = play_by_keys(page, t("web-match-over"))
        # the table's words come a line at a time, at the player's rate (the desktop's
        # pace): the bots, with no delay, finished long before
        page.wait("window.balootHeard.some(l => /win the match/.test(l))", timeout=300,
                  what="the match's end, said")
        lines = page.ax_live_lines()
        said = page.js("[...document.querySelectorAll('#said p')].map(p => p.textContent)")
        said_all = page.js("window.balootHeard")
    assert sent >= 8, "at least a round's cards went by keyboard"
    # the live region as a screen reader is given it: every line, in the page's order
    assert lines == said
    won = [line for line in lines if re.search(r"(We|They) win the match", line)]
    assert won, lines[-10:]
    # the score key's answer, word for word as the desktop's narrator words it
    assert any(re.fullmatch(r"Match: us \d+, them \d+, playing to 52\.", line)
               for line in said_all), said_all


@pytest.mark.slow(60)
def test_a_dropped_connection_comes_back_to_the_match(tmp_path, browser):
    """The browser reaches the server through a relay the test cuts mid-round, as a
    failing network would: the page says so, connects again with its token, is back at
    its seat (held meanwhile, its bot standing in) and hears where the match stands."""
    t = Catalog("en")
    with Serve(tmp_path, "--presence-seconds", "0", bot_delay="0.1") as server:
        relay = Relay(server.port)
        try:
            page = browser.page(f"http://127.0.0.1:{relay.port}/?lang=en&rate=600")
            open_table(page, "Badr")
            # the buy, by keys, up to our first card of the round's play (read from the
            # state that offers it, so that no card is played before the cut)
            play_by_keys(page, t("web-match-over"), ask_score=False, calls_only=True)
            relay.cut()
            page.wait(f"document.getElementById('status').textContent === "
                      f"{t('web-reconnecting')!r}", what="the drop, said")
            # a new connection hears the round's events again (in short lines), then
            # where the match stands
            page.wait("window.balootHistory.some(l => /^Round \\d+; us \\d+, them \\d+\\./.test(l))",
                      timeout=150, what="where the match stands, said on the way back")
            assert page.js("document.getElementById('status').textContent") == ""
            page.wait("!document.getElementById('table').hidden", what="the table again")
            sent = play_by_keys(page, t("web-match-over"), ask_score=False, moves=6)
        except AssertionError as error:
            heard = page.js("window.balootHeard.slice(-8)")
            raise AssertionError(f"{error}\n{server.log_text()[-2000:]}\n{heard}") from None
        finally:
            relay.close()
    assert sent


@pytest.mark.slow(30)
def test_a_room_redrawn_keeps_the_focus_on_its_seat(tmp_path, browser):
    """Someone sits or leaves while a player rests on a free seat's button: the room is
    drawn anew and the focus stays on that seat's button, not lost to the page (a screen
    reader would otherwise fall back to the top of the page)."""
    with Serve(tmp_path) as server:
        page = browser.page(f"http://127.0.0.1:{server.port}/?lang=en&rate=600")
        page.wait("!document.getElementById('login').hidden && "
                  "document.activeElement.id === 'name'", what="the login form")
        page.type("Dana")
        page.key("Enter")
        page.wait("!document.getElementById('lobby').hidden", what="the lobby")
        page.js("document.querySelector('#create-form button[type=submit]').focus()")
        page.key("Enter")
        page.wait("document.querySelectorAll('#room-seats button').length === 3",
                  what="the room's three free seats")
        page.js("document.querySelector('#room-seats button[data-seat=\"2\"]').focus()")
        seat_one = "document.querySelectorAll('#room-seats li')[1].textContent"
        before = page.js(seat_one)
        # the player moves to seat 2 (the list is drawn anew), the focus resting on seat 3
        page.js("document.querySelector('#room-seats button[data-seat=\"1\"]').click()")
        page.wait(f"{seat_one} !== {before!r}", what="the room drawn anew")
        assert page.js("document.activeElement.dataset.seat") == "2"
        assert page.js("document.activeElement.closest('#room-seats') !== null")
