"""The menus: main, new match (setup), settings, keys, the game menu.

Each menu is a :class:`~baloot_audio.ui.screens.MenuScreen` built from the
shell (words, settings, speech, the screen stack) and the match session
(start, continue, leave). The end-of-round and end-of-match screens belong to
the session (:mod:`baloot_audio.ui.session`).
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol, Sequence

from baloot_audio.core import PRESETS
from baloot_audio.i18n import LANGUAGE_NAMES
from baloot_audio.net.wire.names import FORMS
from baloot_audio.options import BOT_LEVELS, PRESET_NAMES

from .confirm import confirm
from .mainmenu import MAIN_NAME, MAIN_TITLE, main_menu_ids
from .keys_pages import RebindScreen, keys_screen
from .lessons.menus import Lessons
from .replay_screen import history_menu
from .rules_reader import RulesScreen
from .screens import MenuItem, MenuScreen
from .session import MatchSession
from .settings import BOT_PAUSES, TEXT_SIZES, THEMES, VERBOSITIES
from .shell import Shell
from .sound_test import volume_items
from .stats_screen import open_statistics
from .speech import SPEECH_RATES, SPEECH_SETTINGS, Priority, spoken_seconds
from .turn_timer import TIMERS

if TYPE_CHECKING:
    from .window import WindowShell


def whole(x: float) -> float | int:
    """1.0 -> 1 (so that plurals choose "one second"), 0.3 stays 0.3."""
    return int(x) if float(x).is_integer() else x


def rules_items(t, s) -> list[MenuItem]:
    """The preset and match-length items of the setup and create-a-table menus."""
    def set_preset(step: int) -> None:
        s.preset = cycle(PRESET_NAMES, s.preset, step)
        s.target = PRESETS[s.preset].target

    return [MenuItem(lambda: t("setup-preset", value=t(f"preset-{s.preset}")), adjust=set_preset),
            MenuItem(lambda: t("setup-length", value=t("length-points", points=s.target)),
                     adjust=lambda step: setattr(s, "target", cycle(PRESETS[s.preset].targets,
                                                                    s.target, step)))]


def table_kind_item(t, s) -> MenuItem:
    """The setup's "Table: easy / Qaid" (a preset without Qaid tables says so)."""
    def label() -> str:
        if not PRESETS[s.preset].qaid_tables:
            return t("setup-table", value=t("table-qaid-none"))
        return t("setup-table", value=t("table-qaid" if s.qaid else "table-easy"))

    return MenuItem(label, adjust=lambda step: setattr(s, "qaid", not s.qaid))


def cycle(values: Sequence[Any], current: Any, step: int) -> Any:
    """The value ``step`` places from ``current``, going round (the first when unknown)."""
    values = list(values)
    i = values.index(current) if current in values else 0
    return values[(i + step) % len(values)]


def step_in(values: Sequence[Any], current: Any, step: int) -> Any:
    """The value ``step`` places from ``current``, stopping at both ends."""
    values = list(values)
    if current not in values:
        return values[0]
    return values[max(0, min(len(values) - 1, values.index(current) + step))]


def address_item(app: Shell, changed: Callable[[str], None]) -> MenuItem:
    """The settings item "Form of address: …" (unspecified, feminine, masculine): French
    and Arabic say "you" so from the next line on, and the lines about the player online
    (``changed``: the server is told)."""
    t, s = app.t, app.settings

    def adjust(step: int) -> None:
        s.address = cycle(FORMS, s.address, step)
        t.address = s.address
        changed(s.address)

    return MenuItem(lambda: t("setting-address", value=t(f"address-{s.address}")),
                    adjust=adjust)


def verbosity_item(app: Shell) -> MenuItem:
    """The settings item "Narration: full / brief"; the change is heard at the next event."""
    t, s = app.t, app.settings

    def adjust(step: int) -> None:
        i = VERBOSITIES.index(s.verbosity) if s.verbosity in VERBOSITIES else 0
        s.verbosity = VERBOSITIES[(i + step) % len(VERBOSITIES)]
        app.narrator.update(verbosity=s.verbosity)

    return MenuItem(lambda: t("setting-verbosity", value=t(f"verbosity-{s.verbosity}")),
                    adjust=adjust)


class OnlineMenus(Protocol):
    """What the main menu offers of the online part (:class:`~baloot_audio.ui.online.Online`)."""

    def menu(self) -> None: ...            # Play online
    def back_to_match(self) -> None: ...   # Back to your match
    def match_kept(self) -> bool: ...      # a server keeps a seat for the player
    def address_changed(self, form: str) -> None: ...   # the player's form of address


class Menus:
    """Builds and opens the menus of a :class:`~baloot_audio.ui.window.WindowShell`;
    ``online``: the online part (None: no Play online item)."""

    def __init__(self, shell: "WindowShell", session: MatchSession,
                 online: Optional[OnlineMenus] = None):
        self.shell = shell
        self.session = session
        self.play_online: Optional[Callable[[], None]] = online.menu if online else None
        self.back_to_match: Callable[[], None] = online.back_to_match if online \
            else (lambda: None)
        self.match_kept: Callable[[], bool] = online.match_kept if online else (lambda: False)
        self.address_changed: Callable[[str], None] = online.address_changed if online \
            else (lambda form: None)
        self.lessons = Lessons(shell, lambda: self.main_menu())

    def menu(self, title_id: str, items: list[MenuItem], name: str,
             back: Optional[Callable[[], None]] = None) -> MenuScreen:
        t = self.shell.t
        return MenuScreen(self.shell, lambda: t(title_id), items, back=back, name=name)

    def main_menu(self, priority: Optional[Priority] = None) -> None:
        sh, t = self.shell, self.shell.t
        actions = {"menu-back-to-match": self.back_to_match,
                   "menu-continue": self.session.continue_match,
                   "menu-new-match": self.setup_menu, "menu-play-online": self.play_online,
                   "menu-history": lambda: sh.push(history_menu(sh)),
                   "menu-statistics": lambda: open_statistics(sh),
                   "menu-learn": self.lessons.open, "menu-rules": self.rules,
                   "menu-keys": self.keys_screen, "menu-settings": self.settings_screen,
                   "menu-quit": sh.quit}
        ids = main_menu_ids(sh.store.has_save(), self.play_online is not None,
                            self.match_kept())
        items = [MenuItem(self.lessons.item_label if i == "menu-learn" else functools.partial(t, i),
                          actions[i]) for i in ids]
        sh.show(self.menu(MAIN_TITLE, items, MAIN_NAME, back=self.how_to_quit), priority)

    def rules(self) -> None:
        """The rules reader; L there opens the lesson of the part being read."""
        def lesson_for(section: str) -> Optional[int]:
            lesson = self.lessons.library.for_section(section)
            return lesson.number if lesson else None

        self.shell.push(RulesScreen(self.shell, self.lessons.open_for_section, lesson_for))

    def how_to_quit(self) -> None:
        """Escape on the main menu goes nowhere: it says how to quit."""
        sh = self.shell
        screen = sh.screen
        sh.speech.answer(sh.t("main-menu-escape", quit=sh.t("menu-quit"),
                              last=screen.key_name("menu_last"),
                              select=screen.key_name("menu_select")), "main-menu-escape")

    def setup_menu(self) -> None:
        t, s = self.shell.t, self.shell.settings

        def set_bot(name: str) -> Callable[[int], None]:
            return lambda step: setattr(s, name, cycle(BOT_LEVELS, getattr(s, name), step))

        if s.preset not in PRESETS:
            s.preset = "saudi"
        if s.target not in PRESETS[s.preset].targets:
            s.target = PRESETS[s.preset].target
        items = [
            *rules_items(t, s),
            MenuItem(lambda: t("setup-partner", value=t(f"bot-{s.partner_bot}")),
                     adjust=set_bot("partner_bot")),
            MenuItem(lambda: t("setup-opponents", value=t(f"bot-{s.opponent_bot}")),
                     adjust=set_bot("opponent_bot")),
            table_kind_item(t, s),
            MenuItem(lambda: t("setup-start"), self.start_match),
            MenuItem(lambda: t("menu-back"), lambda: self.main_menu()),
        ]
        self.shell.push(self.menu("setup-title", items, "setup", back=self.shell.pop))

    def start_match(self) -> None:
        """A new match; over a saved one only when the player says yes."""
        if self.shell.store.has_save():
            confirm(self.shell, "confirm-new-match", self.session.start_match)
        else:
            self.session.start_match()

    def keys_screen(self) -> None:
        self.shell.push(keys_screen(self.shell))

    def game_menu(self) -> None:
        t, sh = self.shell.t, self.shell
        items = [MenuItem(lambda: t("menu-resume"), sh.pop),
                 MenuItem(lambda: t("menu-settings"), self.settings_screen),
                 MenuItem(lambda: t("menu-keys"), self.keys_screen),
                 MenuItem(self.session.seal_words),      # the fair shuffle, on request
                 MenuItem(lambda: t("menu-leave-match"),
                          lambda: confirm(sh, "confirm-leave-match", self.session.leave_match))]
        sh.push(self.menu("menu-game", items, "game_menu", back=sh.pop))

    # -- settings ----------------------------------------------------------
    def settings_screen(self) -> None:
        self.shell.push(self.menu("settings-title", self.settings_items(), "settings",
                                  back=self.leave_settings))

    def settings_items(self) -> list[MenuItem]:
        sh, t, s = self.shell, self.shell.t, self.shell.settings
        return [
            MenuItem(lambda: t("setting-language",
                               value=LANGUAGE_NAMES.get(s.language, s.language)),
                     adjust=sh.next_language),
            address_item(sh, self.address_changed),
            MenuItem(lambda: t("setting-speech", value=t(f"speech-{s.speech}")),
                     adjust=self.set_speech),
            verbosity_item(sh),
            MenuItem(lambda: t("setting-speech-rate", rate=s.speech_rate), adjust=self.set_rate),
            MenuItem(lambda: t("setting-rate-test"), self.test_rate),
            MenuItem(lambda: t("setting-pause", seconds=whole(s.bot_pause)),
                     adjust=self.set_pause),
            MenuItem(lambda: t("setting-sounds", value=t("on" if s.sounds else "off")),
                     adjust=self.toggle_sounds),
            MenuItem(lambda: t("setting-chat", value=t("on" if s.chat_spoken else "off")),
                     adjust=lambda step: setattr(s, "chat_spoken", not s.chat_spoken)),
            MenuItem(lambda: t("setting-refusals",
                               value=t("refusals-words" if s.refusal_words else "refusals-sound")),
                     adjust=lambda step: setattr(s, "refusal_words", not s.refusal_words)),
            MenuItem(lambda: t("setting-memory-aids", value=t("on" if s.memory_aids else "off")),
                     adjust=lambda step: setattr(s, "memory_aids", not s.memory_aids)),
            MenuItem(lambda: t("setting-gestures", value=t("on" if s.gestures else "off")),
                     adjust=lambda step: setattr(s, "gestures", not s.gestures)),
            MenuItem(lambda: t("setting-qaid-warn",
                               value=t("qaid-warn-on" if s.qaid_warn else "qaid-warn-off")),
                     adjust=lambda step: setattr(s, "qaid_warn", not s.qaid_warn)),
            MenuItem(lambda: t("setting-turn-timer", value=t(f"timer-{s.turn_timer}")),
                     adjust=lambda step: setattr(s, "turn_timer",
                                                 cycle(TIMERS, s.turn_timer, step))),
            *volume_items(sh),  # master, effects, speech cues, the sound test page
            MenuItem(lambda: t("setting-text-size", size=s.text_size), adjust=self.set_size),
            MenuItem(lambda: t("setting-theme", value=t(f"theme-{s.theme}")),
                     adjust=self.set_theme),
            MenuItem(lambda: t("setting-direction",
                               value=t("direction-clockwise" if s.clockwise
                                       else "direction-counterclockwise")),
                     adjust=self.toggle_direction),
            MenuItem(lambda: t("setting-rebind"), lambda: sh.push(RebindScreen(sh, sh.pop))),
            MenuItem(lambda: t("setting-reset-keys"), self.reset_keys),
            MenuItem(lambda: t("menu-back"), self.leave_settings),
        ]

    def set_speech(self, step: int) -> None:
        self.shell.settings.speech = cycle(SPEECH_SETTINGS, self.shell.settings.speech, step)
        self.shell.change_speech()

    def set_rate(self, step: int) -> None:
        s = self.shell.settings
        s.speech_rate = step_in(SPEECH_RATES, s.speech_rate, step)
        self.shell.speech.rate = s.speech_rate

    def test_rate(self) -> None:
        """A sentence, and a click when the game expects it to end at the player's rate:
        a click before the voice ends means the rate is set too fast."""
        sh, rate = self.shell, self.shell.settings.speech_rate
        text = sh.t("rate-test-sentence", rate=rate)
        sh.speech.answer(text, "rate-test", record=False)
        sh.scheduler.call_later(spoken_seconds(text, rate), lambda: sh.sounds.play("menu_move"))

    def set_pause(self, step: int) -> None:
        s = self.shell.settings
        s.bot_pause = step_in(BOT_PAUSES, s.bot_pause, step)
        self.session.set_bot_pause(s.bot_pause)

    def toggle_sounds(self, step: int) -> None:
        s = self.shell.settings
        s.sounds = not s.sounds
        self.shell.sounds.enabled = s.sounds

    def set_size(self, step: int) -> None:
        s = self.shell.settings
        s.text_size = step_in(TEXT_SIZES, s.text_size, step)
        self.shell.renderer.dirty = True

    def set_theme(self, step: int) -> None:
        s, r = self.shell.settings, self.shell.renderer
        s.theme = THEMES[(THEMES.index(s.theme) + step) % len(THEMES)]
        r.theme = s.theme
        r.dirty = True

    def toggle_direction(self, step: int) -> None:
        s = self.shell.settings
        s.clockwise = not s.clockwise
        self.shell.narrator.update(clockwise=s.clockwise)

    def reset_keys(self) -> None:
        self.shell.keymap.reset()
        self.shell.save_keys()
        self.shell.speech.answer(self.shell.t("keys-restored"))

    def leave_settings(self) -> None:
        saved = self.shell.save_settings()
        self.shell.pop()
        if not saved:
            self.shell.speech.say(self.shell.t("settings-not-saved"), msg_id="settings-not-saved")
