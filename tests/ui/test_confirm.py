"""Confirm before losing anything; Escape never moves the game forward."""

from __future__ import annotations

from types import SimpleNamespace

from baloot_audio.i18n import Catalog
from baloot_audio.ui.confirm import confirm
from baloot_audio.ui.session import MatchSession
from baloot_audio.ui.settings import Settings
from baloot_audio.ui.speech import Speech


class Shell:
    def __init__(self):
        self.t = Catalog("en", strict=True)
        self.speech = Speech()
        self.sounds = SimpleNamespace(play=lambda *a, **k: None)
        self.settings = Settings()
        self.renderer = SimpleNamespace(dirty=False)
        self.stack: list = []

    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def push(self, screen):
        self.stack.append(screen)
        screen.enter()

    def pop(self, enter=True):
        self.stack.pop()
        if enter and self.stack:
            self.stack[-1].enter()

    def show(self, screen, priority=None):
        self.stack = [screen]
        if screen is not None:
            screen.enter()


def ask(*commands: str) -> list[str]:
    shell, done = Shell(), []
    confirm(shell, "confirm-new-match", lambda: done.append("yes"), lambda: done.append("no"))
    assert shell.speech.history[-1].text.startswith("A match is saved: start a new one")
    assert shell.speech.history[-1].text.endswith("lose it? No, 1 of 2")  # no is the default
    for cmd in commands:
        shell.screen.command(cmd)
    assert shell.stack == []   # the question is gone whatever the answer
    return done


def test_enter_on_the_default_is_no():
    assert ask("menu_select") == ["no"]


def test_escape_is_no():
    assert ask("menu_back") == ["no"]


def test_only_an_explicit_yes_is_yes():
    assert ask("menu_down", "menu_select") == ["yes"]


def test_escape_on_the_round_end_screen_does_not_deal_the_next_round():
    shell = Shell()
    dealt, menus = [], []
    session = MatchSession(shell, menus=SimpleNamespace(main_menu=lambda priority=None: None,
                                                        game_menu=lambda: menus.append(1)))
    session.table = SimpleNamespace(start_round=lambda: dealt.append(1))
    session.round_end()
    shell.screen.command("menu_back")
    assert dealt == [] and menus == [1]
    shell.screen.command("menu_select")   # "Next round" is the player's explicit choice
    assert dealt == [1]


def test_a_question_that_ends_a_sentence_is_not_followed_by_two_stops():
    """"... is not saved.. No, 1 of 2" was heard when leaving a match (issue 23)."""
    shell = Shell()
    confirm(shell, "confirm-leave-match", lambda: None)
    text = shell.speech.history[-1].text
    assert text == "Leave the match? What was played since the last trick is not saved. No, 1 of 2"


def test_yes_to_leaving_says_where_it_leads_not_the_menu_it_came_from():
    """After "Leave the match? Yes" a stale "Game menu..." came before "Main menu" (issue
    38): the screen below says where the player is only when the answer stays there."""
    from baloot_audio.ui.screens import MenuItem, MenuScreen

    shell = Shell()
    game = MenuScreen(shell, lambda: "Game menu", [MenuItem(lambda: "Resume")])
    main = MenuScreen(shell, lambda: "Main menu", [MenuItem(lambda: "New match")])
    shell.push(game)
    confirm(shell, "confirm-leave-match", lambda: shell.show(main))
    shell.screen.command("menu_down")
    start = len(shell.speech.history)
    shell.screen.command("menu_select")       # Yes
    said = [u.text for u in list(shell.speech.history)[start:]]
    assert said == ["Main menu. New match, 1 of 1"]
    shell.push(game)
    confirm(shell, "confirm-leave-match", lambda: None)
    start = len(shell.speech.history)
    shell.screen.command("menu_select")       # No: back where the player was
    assert [u.text for u in list(shell.speech.history)[start:]] == ["Game menu. Resume, 1 of 1"]
