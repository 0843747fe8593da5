"""Watching a started match from the desktop, without a window, against a real server:
Enter on a started public table in the lobby joins it as a watcher, who hears the
cards (a trick behind) with every seat named, never "you", never a hand; the hand's
keys say a watcher has none, the others answer or say they are not for a watcher;
Escape goes back to the lobby."""

from __future__ import annotations

import re

import pytest

from baloot_audio.bots import BOTS
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client
from ui.test_online import ServerThread, Shell, connect, pump

YOU = re.compile(r"\b(you|your)\b", re.IGNORECASE)


def cards(heard: list[str]) -> list[str]:
    return [line for line in heard if re.search(r" (plays|leads|cuts with) the ", line)]


@pytest.fixture
def slow_bots():
    """A server whose bots take 30 ms a move: the match lasts while it is watched."""
    running = ServerThread(bot_delay=0.03)
    yield running.url
    running.stop()


def test_a_watcher_hears_the_cards_by_name_never_a_hand_and_leaves(slow_bots):
    shell = Shell()
    online = connect(shell, slow_bots, "Cy")
    host = Client()
    players = []

    async def start():
        await host.connect(slow_bots, "Ann")
        table = await host.create_table(public=True, bots=["basic"] * 4, seat=0)
        await host.start_match()
        players.append(BotPlayer(table, BOTS["basic"](), delay=lambda rng: 0.03))
    online.net.run(start(), lambda _: None, lambda e: pytest.fail(str(e)))
    pump(online, lambda: players, "a started table")
    online.tables.lobby()
    pump(online, lambda: "started" in shell.screen.items[0].label(), "the started table listed")
    assert shell.screen.items[0].label().endswith("Its match has started: choose it to watch.")
    shell.screen.command("menu_select")
    pump(online, lambda: shell.screen.name == "watch", "the watcher's table", detail=shell)
    screen = shell.screen
    assert shell.said("watch-started") == \
        ["You are watching this match, one trick behind the players. Escape leaves."]
    pump(online, lambda: len(cards(screen.heard)) >= 8, "eight cards", timeout=30,
         detail=shell)
    assert not [line for line in screen.heard if YOU.search(line)], screen.heard
    for seat in ("guest Ann", "Player 2", "Player 3", "Player 4"):    # each by its name
        assert any(line.startswith(seat + " ") for line in screen.heard), (seat, screen.heard)
    assert online.table.seat is None and online.table.view() is None     # never a hand
    for key, said in (("H", "watch-no-hand"), ("_1", "watch-no-hand"), ("ENTER", "watch-no-hand"),
                      ("S", "ask-score"), ("T", "ask-trick"), ("C", "ask-contract"),
                      ("W", "watch-not-available"), ("B", "watch-not-available")):
        before = len(shell.said(said))
        shell.press(key)
        assert len(shell.said(said)) == before + 1, key
    assert shell.said("watch-no-hand")[-1] == "You are watching: a watcher has no hand."
    assert re.fullmatch(r"The match: guest Ann and Player 3 have \d+, Player 2 and Player 4 have \d+\.",
                        shell.said("ask-score")[-1])
    assert shell.said("ask-trick")[-1].startswith(("Trick ", "No card in the trick yet."))
    assert re.search(r"bought by (guest Ann|Player \d)\.$|^No contract yet",
                     shell.said("ask-contract")[-1])
    assert not YOU.search(shell.said("ask-trick")[-1] + shell.said("ask-contract")[-1])
    shell.press("ESCAPE")
    pump(online, lambda: shell.screen.name == "lobby", "the lobby again")
    assert online.table is None and online.session.table is None
    assert online.session.shell.narrator.viewer == 0 and not shell.narrator.names
    players[0].stop()
    closed: list[object] = []
    online.net.run(host.close(), closed.append, closed.append)
    pump(online, lambda: closed, "Ann gone")
    online.close()
