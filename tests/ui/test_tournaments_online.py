"""A window's tournaments without a server: the ready match's sound and line and
Ctrl+Y, the other notices, the create menu (its choices cycle; no name, no
request) and the tournament's screen with its registration items."""

from __future__ import annotations

import time
from types import SimpleNamespace

from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.online_state import OnlineState
from baloot_audio.ui.online_words import Lines
from baloot_audio.ui.tournaments import Tournaments
from ui.test_friends_words import Net
from ui.test_online import Shell


def window(now: float = 2e9) -> tuple[Tournaments, Shell, Net, list]:
    shell, net, state, joined = Shell(), Net(), OnlineState(), []
    state.connection.client = SimpleNamespace(guest=False, request=None, name="Ann")
    lobby = SimpleNamespace(choose=lambda **change: None)
    cups = Tournaments(shell, net, state, Lines(shell), joined.append, lobby, lambda: now)
    return cups, shell, net, joined


def test_the_ready_match_is_heard_with_its_sound_and_joined_by_ctrl_y():
    cups, shell, _, joined = window()
    assert not cups.join_ready()         # nothing waits: Ctrl+Y is the invitation's
    assert cups.message(p.TournamentNotice("c1", "Cup", "ready", 1, 3, 3, "t9"))
    assert shell.sounds.played == ["match_ready"]
    assert shell.said("tournament-ready") == [
        "Your match in Cup is ready: round 2 of 3, table 4. Ctrl+Y joins it."]
    assert cups.join_ready() and joined == ["t9"]
    assert not cups.join_ready() and joined == ["t9"]      # once
    assert cups.message(p.TournamentNotice("c1", "Cup", "finished"))
    assert shell.said("tournament-finished") == [
        "Cup is over: its standings are in the tournaments."]
    assert cups.message(p.TournamentNotice("c2", "Cup", "started", diwan="Majlis"))
    assert shell.said("tournament-started") == ["Cup in Majlis has started: the draw is made."]
    assert not cups.message(p.Ok(1))


def test_the_create_menu_cycles_its_choices_and_asks_a_name_first():
    cups, shell, net, _ = window()
    cups.create_menu()
    screen = shell.screen
    labels = [item.label() for item in screen.items]
    assert labels[0] == "Name: empty" and labels[-2] == "Create the tournament"
    fmt = next(item for item in screen.items if item.label().startswith("Format"))
    fmt.adjust(1)
    assert fmt.label() == "Format: a Swiss system of 4 rounds"
    most = next(item for item in screen.items if item.label().startswith("At most"))
    most.adjust(1)
    assert most.label() == "At most 32 teams"
    cups.create()
    assert shell.said("tournament-name-first") and net.sent == []
    cups.choose(name="Cup")
    cups.create()
    assert net.sent == ["work"]


def test_a_tournament_open_for_registration_offers_to_register_and_withdraw():
    cups, shell, _, _ = window()
    info = p.TournamentInfo("c1", "Cup", "Badr", "saudi", {"target": 152}, "single",
                            "together", 2e9, "registering", "ab" * 32, entries=3,
                            registered=True)
    cups.cup(p.Tournament(info, [], [], [], []))
    labels = [item.label() for item in shell.screen.items]
    assert labels[2:] == ["Register, with a partner drawn for me",
                          "Register with my partner, by name", "Withdraw my registration",
                          "Read it again", "Back"]
    assert labels[1].startswith("The draw's seed stays secret until the end")


def test_the_start_is_said_against_the_clock_the_window_was_given(any_day):
    """The listing's "it starts at 20:05" or "on <day> at 20:05" is told against the
    clock passed in, never the wall clock: the same words on any day the suite runs, in
    any zone; a new tournament starts the chosen minutes after that clock's now."""
    starts = time.mktime((2033, 5, 18, 20, 5, 0, 0, 0, -1))     # 20:05 local
    info = p.TournamentInfo("c1", "Cup", "Badr", "saudi", {"target": 152}, "single",
                            "together", starts, "registering", "ab" * 32, entries=3)
    for now, when in ((starts - 3600, "it starts at 20:05"),
                      (starts - 365 * 86400, "it starts on 2033-05-18 at 20:05"),
                      (starts + 365 * 86400, "it starts on 2033-05-18 at 20:05")):
        cups, shell, _, _ = window(now)
        cups.listed(p.TournamentPage([info]))
        assert when in shell.screen.items[0].label()
    cups, _, _, _ = window(starts)
    asked: list = []
    cups.ask = lambda msg, done: asked.append(msg)
    cups.choose(name="Cup", minutes=60)
    cups.create()
    assert [msg.starts_at for msg in asked] == [starts + 3600]
