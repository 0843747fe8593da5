"""Every key in every screen gives some answer (issue 23).

The real window shell before its window (speech off, its log in a string), the real
menus and session, keys given as the window gives them (:meth:`WindowShell.press`,
then the text the key types, then the window's next tick). Each screen is swept
with every key of the registry and keys bound to nothing; each key must be
followed by words (a refusal already explained, by its sound: its words come once
until the table moves on), except the stop key, whose answer is silence.
"""

from __future__ import annotations

import io
import json
import random
from types import SimpleNamespace

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.options import build_parser
from baloot_audio.table import Table
from baloot_audio.ui.commands import REGISTRY, Chord
from baloot_audio.ui.menus import Menus
from baloot_audio.ui.replay_screen import open_replay
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.rules_reader import RulesScreen
from baloot_audio.ui.session import MatchSession
from baloot_audio.ui.sound_test import SoundTestScreen
from baloot_audio.ui.sounds import SoundBank
from baloot_audio.ui.speech import SpeechLog
from baloot_audio.ui.textfield import TextField
from baloot_audio.ui.window import WindowShell
from schedulers import ImmediateScheduler, ManualScheduler

# keys bound to nothing anywhere (a letter typed, Shift+letter, Ctrl+letter, F5, Insert)
UNBOUND = [("G", "g"), ("shift+Z", "Z"), ("ctrl+Q", None), ("F5", None), ("INSERT", None)]
# a key's text, as pyglet sends it after the key (Enter and Space type too)
TEXT = {"SPACE": " ", "ENTER": "\r", "NUM_ENTER": "\r"}


class Driver:
    def __init__(self, tmp_path, lang: str = "en"):
        options = build_parser().parse_args(["--speech", "none", "--lang", lang,
                                             "--config-dir", str(tmp_path)])
        sh = self.shell = WindowShell(options)
        self.log = io.StringIO()
        self._records: list[dict] = []
        self._read = 0
        sh.speech.log = SpeechLog(stream=self.log)
        sh.renderer = SimpleNamespace(dirty=False)
        sh.sounds = SoundBank(sh.speech, enabled=False, load=False)
        sh.narrator = Narrator(sh.t, 0)
        sh.scheduler = ManualScheduler()
        sh.quit = lambda: None    # the Quit item: no window to close here
        sh.window = SimpleNamespace(set_caption=lambda caption: None)   # the language item
        self.session = MatchSession(sh, menus=self)   # as the app: the menus, routed
        self.menus = Menus(sh, self.session)

    def main_menu(self, priority=None) -> None:
        self.menus.main_menu(priority)

    def game_menu(self) -> None:
        self.menus.game_menu()

    def records(self) -> list[dict]:
        """Every record so far (the log read once: a sweep presses hundreds of keys)."""
        self.log.seek(self._read)
        self._records += [json.loads(line) for line in self.log.read().splitlines()]
        self._read = self.log.tell()
        return self._records

    def key(self, chord: str, typed: str | None = None) -> list[dict]:
        """One key as the window gets it; the sounds and words that answer it."""
        start = len(self.records())
        c = Chord.parse(chord)
        self.shell.input.press(c)
        text = typed if typed is not None else TEXT.get(c.key) if not c.mods else None
        if text is not None:
            self.shell.on_text(text)
        self.shell.input.answer_unbound()    # the window's next tick
        return [r for r in self.records()[start:] if r["kind"] in ("sound", "speech")]

    def words(self, chord: str, typed: str | None = None) -> list[str]:
        return [r["text"] for r in self.key(chord, typed) if r["kind"] == "speech"]

    def table(self, seed: str = "refuse-0") -> Table:
        table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                      ManualScheduler(), seed=seed)
        self.session.attach(table, table)
        self.shell.show(self.session.screen)
        table.start_round()
        return table


def every_key() -> list[tuple[str, str | None]]:
    keys = [(k, None) for cmd in REGISTRY if cmd.id != "stop_speech" for k in cmd.keys]
    return list(dict.fromkeys(keys)) + UNBOUND


def sweep(driver: Driver, show) -> None:
    """Each key on the screen ``show`` puts up: some words, or a refusal's sound."""
    explained: set[str] = set()
    silent = []
    for chord, typed in every_key():
        show()
        heard = driver.key(chord, typed)
        words = [r["text"] for r in heard if r["kind"] == "speech"]
        explained.update(r["text"] for r in heard if r.get("id") == "refusal")
        refused = any(r.get("cue") == "refused" for r in heard)
        if not words and not (refused and explained):
            silent.append(chord)
    assert silent == [], f"keys that say nothing: {silent}"


def test_every_key_answers_on_the_main_menu(tmp_path):
    d = Driver(tmp_path)
    d.shell.store.has_save = lambda: False
    sweep(d, lambda: d.menus.main_menu())


def test_every_key_answers_in_the_settings_and_keys_lists(tmp_path):
    d = Driver(tmp_path)
    sweep(d, lambda: (d.menus.main_menu(), d.menus.settings_screen()))
    sweep(d, lambda: (d.menus.main_menu(), d.menus.keys_screen()))


def test_every_key_answers_at_the_table_during_the_buy(tmp_path):
    d = Driver(tmp_path)
    table = d.table()
    screen = d.session.screen
    sweep(d, lambda: d.shell.show(screen))
    assert not table.my_turn and table.view().bids == ()     # no key made a call


def test_every_key_answers_on_the_round_end_menu(tmp_path):
    d = Driver(tmp_path)
    d.table()
    sweep(d, lambda: d.session.round_end())


def test_every_key_answers_in_the_rules_reader_and_a_text_field(tmp_path):
    d = Driver(tmp_path)
    # opened from the main menu, as in the game (Escape goes back to it)
    sweep(d, lambda: (d.menus.main_menu(), d.shell.push(RulesScreen(d.shell))))
    field = TextField(d.shell, lambda: "Your name", lambda text: d.shell.pop())
    sweep(d, lambda: (d.menus.main_menu(), d.shell.push(field)))


def test_every_key_answers_in_the_other_menus(tmp_path):
    """The new match setup, the game menu, the sound test page and the match's end."""
    d = Driver(tmp_path)
    d.table()
    sweep(d, lambda: (d.menus.main_menu(), d.menus.setup_menu()))
    sweep(d, lambda: (d.shell.show(d.session.screen), d.menus.game_menu()))
    sweep(d, lambda: (d.menus.main_menu(), d.shell.push(SoundTestScreen(d.shell))))
    sweep(d, lambda: d.session.match_end())


def test_every_key_answers_in_a_replay(tmp_path):
    d = Driver(tmp_path)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  ImmediateScheduler(), seed="replayed-1")
    table.start_round()
    rng = random.Random(1)
    while not table.round_over:
        table.act(rng.choice(list(table.view().legal)))
    record = table.records[0]
    sweep(d, lambda: (d.menus.main_menu(), open_replay(d.shell, record)))


def test_the_answers_themselves(tmp_path):
    d = Driver(tmp_path)
    d.shell.store.has_save = lambda: False
    d.menus.main_menu()
    assert d.words("ESCAPE") == ["This is the main menu. To quit, go to Quit with End, "
                                 "then press Enter."]
    assert d.words("Z", "z") == ["No item starts with z."]
    assert d.words("F5") == ["Nothing here."]
    assert d.words("ctrl+T") == ["Write a chat message (online): not now."]
    assert d.words("shift+P", "P") == ["Past matches, 3 of 8"]     # first letters still jump
    heard = d.key("HOME")
    assert heard[0]["cue"] == "menu_move"
    heard = d.key("UP")                                             # the top: no further
    assert [r.get("cue") or r["text"] for r in heard] == ["edge", "New match, 1 of 8"]
    assert d.words("LEFT") == ["Nothing to change here."]
    d.menus.keys_screen()
    opening = d.shell.screen.opening()
    assert d.words("F1") == [opening]          # already in the keys list: where you are
    d.shell.show(RulesScreen(d.shell))
    d.key("END")
    heard = d.key("DOWN")
    assert [r.get("cue") or r["text"] for r in heard] == ["edge", "End of the rules."]
    assert d.words("G", "g") == ["Nothing here."]


def test_a_refused_enter_at_the_table_says_why(tmp_path):
    d = Driver(tmp_path)
    d.table()
    heard = d.key("ENTER")
    assert [r.get("cue") or r["text"] for r in heard] == [
        "refused", "Not your turn: the right opponent is buying."]
    assert d.words("I", "i") == ["No call is offered to you now."]
    # the same refusal again (akka is refused for the same reason): its sound only
    assert [r.get("cue") for r in d.key("shift+ENTER")] == ["refused"]


def test_the_refusals_setting_is_in_the_settings_menu_and_saved(tmp_path):
    d = Driver(tmp_path)
    d.menus.main_menu()
    d.menus.settings_screen()
    menu = d.shell.screen
    i = next(k for k, item in enumerate(menu.items) if item.label().startswith("When a key"))
    menu.focus = i
    assert d.words("RIGHT") == ["When a key is refused: sound only"]
    assert d.shell.settings.refusal_words is False
    menu.back()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert saved["refusal_words"] is False


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_the_answers_are_in_the_players_language(tmp_path, lang):
    d = Driver(tmp_path, lang)
    d.menus.main_menu()
    nothing, escape = d.words("F5"), d.words("ESCAPE")
    assert nothing == [d.shell.t("key-nothing-here")] and nothing != ["Nothing here."]
    assert escape[0] == d.shell.t("main-menu-escape", quit=d.shell.t("menu-quit"),
                                  last=d.shell.screen.key_name("menu_last"),
                                  select=d.shell.screen.key_name("menu_select"))


def test_f1_opens_the_keys_list_from_any_screen_and_escape_comes_back(tmp_path):
    d = Driver(tmp_path)
    d.shell.show(RulesScreen(d.shell))
    words = d.words("F1")          # the shell's own key: no menus asked
    keys = d.shell.screen
    # at the section of the screen it came from, how to go between sections in full once
    assert keys.name == "keys" and words == [
        "Keys. In sections: Left and Right go to the previous or the next one. "
        + keys.item_text()] and keys.item_text().startswith("In the rules: 13 keys, ")
    assert d.words("F1") == ["Keys. Left, Right: sections. " + keys.item_text()]
    assert d.words("RIGHT")[0].startswith("In a replay: ")      # the next section
    assert d.words("DOWN")[0].startswith("Replay: the next trick: ")   # its first key
    assert d.words("LEFT")[0].startswith("In a replay: ")       # its heading
    assert d.words("LEFT")[0].startswith("In the rules: ")      # the one before
    d.key("ESCAPE")
    assert d.shell.screen.name == "rules"


def test_closing_the_window_in_a_match_asks_first_then_the_game_closes_its_match(tmp_path):
    d = Driver(tmp_path)
    closed: list[str] = []
    d.shell.game = SimpleNamespace(in_match=lambda: True,   # what open_window is given
                                   closing=lambda: closed.append("match"))
    del d.shell.quit                        # the real one, up to the window itself
    d.shell.scheduler = SimpleNamespace(cancel_all=lambda: None)
    d.shell._close_now = lambda: closed.append("window")
    d.menus.main_menu()
    d.shell.on_close()
    assert d.shell.screen.name == "confirm" and closed == []
    d.key("ENTER")                          # "No" comes first
    assert d.shell.screen.name == "main" and closed == [] and not d.shell.closed
    d.shell.on_close()
    d.key("DOWN")
    d.key("ENTER")                          # "Yes"
    assert closed == ["match", "window"] and d.shell.closed


def test_every_key_answers_on_the_statistics_page_and_ctrl_s_opens_it_from_the_table(tmp_path):
    from baloot_audio.ui.stats_screen import open_statistics

    d = Driver(tmp_path)
    sweep(d, lambda: (d.menus.main_menu(), open_statistics(d.shell)))
    d.table()
    table_screen = d.shell.screen
    said = d.words("ctrl+S")
    assert said == ["Your statistics against the bots, on this computer. No round played "
                    "yet: your statistics start with your first round against the bots, 1 of 2"]
    assert d.shell.screen.name == "statistics"
    assert d.words("ctrl+S") == said           # already there: where the player is
    d.key("ESCAPE")
    assert d.shell.screen is table_screen


def test_every_key_answers_while_watching(tmp_path):
    """A watcher's table (ui/watch.py): no key is silent; Escape leaves; S names the
    teams by their players."""
    from baloot_audio.ui.watch import WATCHER, WatchScreen
    d = Driver(tmp_path)
    table = SimpleNamespace(subscribe=lambda fn: fn, unsubscribe=lambda fn: None, history=[],
                            match=SimpleNamespace(totals=(12, 40)))
    d.shell.narrator.update(viewer=WATCHER, names={0: "Ann", 1: "Player 2", 2: "Player 3",
                                                   3: "Player 4"})
    left: list[bool] = []

    def show() -> None:
        d.shell.show(WatchScreen(d.shell, table, lambda: (left.append(True),
                                                          d.menus.main_menu())))
    sweep(d, show)
    assert left == [True]                  # Escape, once: away (the lobby, online)
    show()
    assert d.words("S") == ["The match: Ann and Player 3 have 12, Player 2 and Player 4 have 40."]
