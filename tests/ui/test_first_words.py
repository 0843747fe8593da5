"""The first words: the main menu's, said before the window opens, then the main
menu takes over without saying them again (app.run_app, WindowShell.say_ahead).

The shell is the real one, before its window (speech off, a speech log in a
string); the menus are the real ones. tests/e2e/test_startup_order.py checks
the order in the real app.
"""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from baloot_audio.options import build_parser
from baloot_audio.ui.mainmenu import MAIN_NAME, main_menu_words
from baloot_audio.ui.menus import Menus
from baloot_audio.ui.speech import SpeechLog
from baloot_audio.ui.window import WindowShell

REPO = Path(__file__).resolve().parents[2]


def shell_before_its_window(tmp_path, lang: str,
                            has_save: bool) -> tuple[WindowShell, io.StringIO]:
    """The real shell before its window, and its speech log."""
    options = build_parser().parse_args(["--speech", "none", "--lang", lang,
                                         "--config-dir", str(tmp_path)])
    shell = WindowShell(options)
    shell.store.has_save = lambda: has_save
    log = io.StringIO()
    shell.speech.log = SpeechLog(stream=log)
    return shell, log


def open_main_menu(shell: WindowShell, kept: bool = False) -> None:
    """What App does after the first words: the window (here only its picture's flag), the
    menus (``kept``: a server keeps a seat for the player, "Back to your match")."""
    shell.renderer = SimpleNamespace(dirty=False)
    online = SimpleNamespace(menu=lambda: None, back_to_match=lambda: None,
                             match_kept=lambda: kept, address_changed=lambda form: None)
    menus = Menus(shell, SimpleNamespace(continue_match=lambda: None), online=online)
    menus.main_menu()


def heard(log: io.StringIO) -> list[tuple[str, str]]:
    """The speech log's screens and words."""
    lines = [json.loads(line) for line in log.getvalue().splitlines()]
    return [(r["kind"], r.get("name") or r["text"]) for r in lines
            if r["kind"] in ("screen", "speech")]


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
@pytest.mark.parametrize("has_save", [False, True])
def test_the_words_said_ahead_are_the_main_menus_and_are_said_once(tmp_path, lang, has_save):
    shell, log = shell_before_its_window(tmp_path, lang, has_save)
    words = main_menu_words(shell.t, has_save, online=True)
    shell.say_ahead(MAIN_NAME, words)
    assert not hasattr(shell, "window")
    open_main_menu(shell)
    assert shell.screen.name == MAIN_NAME and shell.screen.opening() == words
    assert heard(log) == [("screen", MAIN_NAME), ("speech", words)]
    assert shell.renderer.dirty   # the menu is drawn once the window is there


def test_the_main_menu_says_its_own_words_when_they_differ_from_those_said_ahead(tmp_path):
    shell, log = shell_before_its_window(tmp_path, "en", has_save=True)
    shell.say_ahead(MAIN_NAME, main_menu_words(shell.t, has_save=False, online=True))
    open_main_menu(shell)
    assert heard(log) == [("screen", MAIN_NAME), ("speech", "Main menu. New match, 1 of 9"),
                            ("screen", MAIN_NAME), ("speech", "Main menu. Continue the match, 1 of 10")]


def test_without_words_said_ahead_the_main_menu_speaks_when_shown(tmp_path):
    shell, log = shell_before_its_window(tmp_path, "en", has_save=False)
    open_main_menu(shell)
    assert heard(log) == [("screen", MAIN_NAME), ("speech", "Main menu. New match, 1 of 9")]
    open_main_menu(shell)   # back to the main menu later: said again, as a player expects
    assert len(heard(log)) == 4


@pytest.mark.parametrize("module", ["baloot_audio", "baloot_audio.app"])
def test_without_a_screen_nothing_is_said_before_the_line_saying_why(tmp_path, module):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    log = tmp_path / "speech.jsonl"
    done = subprocess.run([sys.executable, "-m", module, "--speech", "none", "--speech-log",
                           str(log), "--config-dir", str(tmp_path)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "needs a screen" in done.stderr, done.stderr
    assert "Traceback" not in done.stderr
    assert not log.exists()   # speech was never started


def test_a_screen_left_before_its_opening_was_said_is_not_announced_late(tmp_path):
    """The round-end menu's "End of the round. Next round" waits behind the round's
    results; a player who picks the next round before it comes up does not hear
    it after the next deal began (superseded, kept in the history). A screen the
    player is still on is announced."""
    from baloot_audio.ui.screens import MenuItem, MenuScreen
    from baloot_audio.ui.speech import Priority

    from baloot_audio.ui.speech import SilentOutput

    class StillSpeaking(SilentOutput):
        def speak_tracked(self, text, interrupt, report):
            return True   # its end comes later

    shell, log = shell_before_its_window(tmp_path, "en", False)
    shell.renderer = SimpleNamespace(dirty=False)
    shell.speech.output = StillSpeaking()
    shell.speech.say("We made our hokum: 12 to 6.")   # being said: the rest waits
    round_end = MenuScreen(shell, lambda: "End of the round", [MenuItem(lambda: "Next round")],
                           name="round_end")
    shell.show(round_end, Priority.EVENT)
    assert [u.msg_id for u in shell.speech.pending][-1] == "screen"
    other = MenuScreen(shell, lambda: "Game", [MenuItem(lambda: "Resume")], name="game")
    shell.push(other)    # an answer: said at once (the results it cut, again after it)
    assert [u.text for u in shell.speech.pending] == ["We made our hokum: 12 to 6."]
    records = [json.loads(line) for line in log.getvalue().splitlines()]
    assert [r["texts"] for r in records if r["kind"] == "superseded"] == \
        [["End of the round. Next round, 1 of 1"]]
    assert any(u.text.startswith("End of the round") for u in shell.speech.history)
    shell.show(round_end, Priority.EVENT)   # a screen still on top keeps its words
    assert [u.msg_id for u in shell.speech.pending][-1] == "screen"
