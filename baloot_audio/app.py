"""The desktop app: a pyglet window in which a whole match is played by ear.

``baloot-audio`` with no subcommand calls :func:`run_app`. Event-driven: key
presses resolve to commands through the keymap, the table publishes game
events, the narrator turns them into speech and sound cues, and bot turns wait
on pyglet's clock (the pause is a setting) so nothing blocks the loop.

    python -m baloot_audio.app [--speech-log FILE] [--speech auto|screen_reader|builtin|none]
                               [--seed N] [--bot-delay S] [--quick-start] ...
"""

from __future__ import annotations

import argparse
import logging
import sys
import time
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

log = logging.getLogger("baloot_audio.app")

BOT_LEVELS = ("normal", "strong", "easy", "basic", "random")
PRESET_NAMES = ("saudi", "ksa", "belote")


def build_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    """The app's options (cli.py may add them to its own parser)."""
    p = parser or argparse.ArgumentParser(prog="baloot-audio",
                                          description="Play Baloot by ear and keyboard.")
    p.add_argument("--speech-log", metavar="FILE",
                   help="write every utterance and sound cue as JSON lines with a timestamp")
    p.add_argument("--speech", choices=("auto", "screen_reader", "builtin", "none"),
                   help="speech output (default: the saved setting, else auto)")
    p.add_argument("--lang", help="interface language: en, fr or ar (default: the saved "
                   "setting, else the system's language, else en)")
    p.add_argument("--seed", help="seed for the deals and the bots (default: random)")
    p.add_argument("--bot-delay", type=float, metavar="SECONDS",
                   help="pause before each bot move (default: the saved setting)")
    p.add_argument("--preset", choices=PRESET_NAMES, help="rules preset for --quick-start")
    p.add_argument("--quick-start", action="store_true",
                   help="skip the menus and start a match at once")
    p.add_argument("--config-dir", metavar="DIR", help="folder for settings and keys")
    p.add_argument("--data-dir", metavar="DIR",
                   help="folder for the saved match and past matches (default: the user's "
                   "data folder, or DIR/data with --config-dir)")
    p.add_argument("--text-size", type=int, help="text size in points")
    p.add_argument("--no-sound", action="store_true", help="no sound cues")
    p.add_argument("--size", type=window_size, metavar="WIDTHxHEIGHT",
                   help="window size (default: 1100x760, made smaller to fit the screen)")
    return p


DEFAULT_SIZE = (1100, 760)


def window_size(text: str) -> tuple[int, int]:
    """``--size``: 'WIDTHxHEIGHT' in pixels, each at least 320x240."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"expected WIDTHxHEIGHT, for example 1100x760, not {text!r}") from None
    if width < 320 or height < 240:
        raise argparse.ArgumentTypeError(f"{text!r} is too small: at least 320x240")
    return width, height


def fitted_size(wanted: tuple[int, int], screen: Optional[tuple[int, int]]) -> tuple[int, int]:
    """The default window shrunk to nine tenths of a smaller screen (the layout
    scales with the window), so no part of the table is off screen."""
    if screen is None:
        return wanted
    return (min(wanted[0], screen[0] * 9 // 10), min(wanted[1], screen[1] * 9 // 10))


def _screen_size(pyglet) -> Optional[tuple[int, int]]:
    try:
        display = getattr(pyglet, "display", None) or pyglet.canvas   # pyglet 2.1 / 2.0
        screen = display.get_display().get_default_screen()
        return screen.width, screen.height
    except Exception:   # no screen to ask: keep the size asked for
        return None


class App:
    """Owns the window, speech, sounds, keymap, settings and the current screen."""

    def __init__(self, options: argparse.Namespace):
        import pyglet

        from baloot_audio.i18n import Catalog, resolve_language, system_language
        from baloot_audio.ui.narrator import Narrator
        from baloot_audio.ui.render import Renderer
        from baloot_audio.ui.settings import Settings, config_dir, load_keymap
        from baloot_audio.ui.sounds import SoundBank
        from baloot_audio.ui.speech import Speech, SpeechLog, choose_output

        self.started = time.monotonic()
        self.options = options
        self.config = Path(options.config_dir) if options.config_dir else config_dir()
        self.settings, problem = Settings.load_checked(self.config)
        from baloot_audio.saves import MatchStore

        if options.data_dir:
            self.store = MatchStore(Path(options.data_dir))
        else:
            self.store = MatchStore(self.config / "data" if options.config_dir else None)
        self._told_save_failed = False
        self.problems = [problem] if problem else []  # told in speech once the menu is up
        if options.speech:
            self.settings.speech = options.speech
        # --lang, else the saved choice, else the system's language (first start)
        self.settings.language = (resolve_language(options.lang)
                                  or resolve_language(self.settings.language)
                                  or system_language())
        if options.bot_delay is not None:
            self.settings.bot_pause = options.bot_delay
        if options.text_size:
            self.settings.text_size = options.text_size
        if options.no_sound:
            self.settings.sounds = False
        self.t = Catalog(self.settings.language)
        self.status_text = ""
        output, report = choose_output(self.settings.speech, self.settings.language)
        self.output_report = report
        speech_log = SpeechLog(options.speech_log) if options.speech_log else None
        self.speech = Speech(output, speech_log, on_text=self._on_text)
        self.speech.note("speech_choice", setting=self.settings.speech, report=report)
        set_voice_language(output, self.settings.language)
        self.sounds = SoundBank(self.speech, enabled=self.settings.sounds,
                                master=self.settings.volume / 100,
                                effects=self.settings.effects_volume / 100,
                                cues=self.settings.cues_volume / 100)
        self.keymap, problem = load_keymap(self.config / "keys.json")
        if problem:
            self.problems.append(problem)
        self.narrator = Narrator(self.t, 0, self.settings.clockwise, self.settings.verbosity)
        self.table = None
        self.capture: Optional[Callable[[Any], None]] = None
        self.stack: list = []
        self.closed = False

        width, height = options.size or fitted_size(DEFAULT_SIZE, _screen_size(pyglet))
        self.window = pyglet.window.Window(width, height, caption=self.t("app-title"),
                                           resizable=True)
        self.renderer = Renderer(self.window, rtl=self.t.rtl)
        self.renderer.theme = self.settings.theme
        # pyglet keeps handlers by weak reference: these bound methods live as
        # long as the App, which run_app holds until the loop ends.
        self._handlers = dict(on_key_press=self.on_key_press, on_text=self.on_text,
                              on_draw=self.on_draw, on_close=self.on_close,
                              on_resize=self.on_resize, on_expose=self.on_expose)
        self.window.push_handlers(**self._handlers)
        from baloot_audio.table import PygletScheduler

        self.scheduler = PygletScheduler()
        pyglet.clock.schedule_interval(self.tick, 1 / 30)

    def tick(self, dt: float) -> None:
        """Redraw when the picture changed (no busy redrawing of a still table)."""
        if self.renderer.dirty and not self.closed:
            self.window.switch_to()
            self.on_draw()
            self.window.flip()

    # -- speech helpers --------------------------------------------------
    def _on_text(self, utt) -> None:
        self.status_text = utt.text
        if hasattr(self, "renderer"):
            self.renderer.dirty = True

    # -- screens ---------------------------------------------------------
    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def show(self, screen, priority=None) -> None:
        """Replace the whole stack with ``screen``."""
        from baloot_audio.ui.speech import Priority

        self.stack = [screen]
        screen.enter(priority if priority is not None else Priority.ANSWER)

    def push(self, screen) -> None:
        self.stack.append(screen)
        screen.enter()

    def pop(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
            self.screen.enter()

    def main_menu(self, priority=None) -> None:
        from baloot_audio.ui.screens import MenuItem, MenuScreen

        t = self.t
        items = [MenuItem(lambda: t("menu-continue"), self.continue_match)] \
            if self.store.has_save() else []
        items += [MenuItem(lambda: t("menu-new-match"), self.setup_menu),
                  MenuItem(lambda: t("menu-history"), self.history_screen),
                  MenuItem(lambda: t("menu-rules"), self.rules_screen),
                  MenuItem(lambda: t("menu-keys"), self.keys_screen),
                  MenuItem(lambda: t("menu-settings"), self.settings_screen),
                  MenuItem(lambda: t("menu-quit"), self.quit)]
        self.show(MenuScreen(self, lambda: t("menu-main"), items, back=None, name="main"),
                  priority)

    def setup_menu(self) -> None:
        from baloot_audio.core import PRESETS
        from baloot_audio.ui.screens import MenuItem, MenuScreen

        t, s = self.t, self.settings

        def cycle(values, current, step):
            values = list(values)
            i = values.index(current) if current in values else 0
            return values[(i + step) % len(values)]

        def set_preset(step):
            s.preset = cycle(PRESET_NAMES, s.preset, step)
            s.target = PRESETS[s.preset].target

        def set_length(step):
            s.target = cycle(PRESETS[s.preset].targets, s.target, step)

        def set_partner(step):
            s.partner_bot = cycle(BOT_LEVELS, s.partner_bot, step)

        def set_opponents(step):
            s.opponent_bot = cycle(BOT_LEVELS, s.opponent_bot, step)

        if s.preset not in PRESETS:
            s.preset = "saudi"
        if s.target not in PRESETS[s.preset].targets:
            s.target = PRESETS[s.preset].target
        items = [
            MenuItem(lambda: t("setup-preset", value=t(f"preset-{s.preset}")), adjust=set_preset),
            MenuItem(lambda: t("setup-length", value=t("length-points", points=s.target)),
                     adjust=set_length),
            MenuItem(lambda: t("setup-partner", value=t(f"bot-{s.partner_bot}")),
                     adjust=set_partner),
            MenuItem(lambda: t("setup-opponents", value=t(f"bot-{s.opponent_bot}")),
                     adjust=set_opponents),
            MenuItem(lambda: t("setup-start"), self.start_match),
            MenuItem(lambda: t("menu-back"), lambda: self.main_menu()),
        ]
        self.push(MenuScreen(self, lambda: t("setup-title"), items, back=self.pop, name="setup"))

    def history_screen(self) -> None:
        """Past matches: choose one, then a round to replay trick by trick."""
        from baloot_audio.ui.replay_screen import history_menu

        self.push(history_menu(self))

    def rules_screen(self) -> None:
        from baloot_audio.ui.rules_reader import RulesScreen

        self.push(RulesScreen(self))

    def set_language(self, lang: str) -> None:
        """Switch every word at once: menus, narration, rules, screen direction, voice."""
        self.settings.language = lang
        self.t.switch(lang)  # the same Catalog object: screens and narrator follow
        self.renderer.rtl = self.t.rtl
        self.renderer.dirty = True
        self.window.set_caption(self.t("app-title"))
        set_voice_language(self.speech.output, lang)
        self.speech.note("language", lang=lang)

    def keys_screen(self) -> None:
        from baloot_audio.ui.screens import MenuScreen, keys_items

        self.push(MenuScreen(self, lambda: self.t("keys-title"), keys_items(self),
                             back=self.pop, name="keys"))

    def settings_screen(self) -> None:
        from baloot_audio.ui.screens import MenuItem, MenuScreen, RebindScreen, verbosity_item
        from baloot_audio.ui.settings import BOT_PAUSES, TEXT_SIZES
        from baloot_audio.ui.sound_test import volume_items
        from baloot_audio.ui.speech import SPEECH_SETTINGS

        t, s = self.t, self.settings

        def step_in(values, current, step):
            values = list(values)
            if current not in values:
                return values[0]
            return values[max(0, min(len(values) - 1, values.index(current) + step))]

        def set_speech(step):
            values = list(SPEECH_SETTINGS)
            s.speech = values[(values.index(s.speech) + step) % len(values)]
            self.change_speech()

        def set_pause(step):
            s.bot_pause = step_in(BOT_PAUSES, s.bot_pause, step)
            if self.table:
                self.table.bot_delay = s.bot_pause

        def set_sounds(step):
            s.sounds = not s.sounds
            self.sounds.enabled = s.sounds

        def set_size(step):
            s.text_size = step_in(TEXT_SIZES, s.text_size, step)
            self.renderer.dirty = True

        def set_theme(step):
            from baloot_audio.ui.settings import THEMES

            s.theme = THEMES[(THEMES.index(s.theme) + step) % len(THEMES)]
            self.renderer.theme = s.theme
            self.renderer.dirty = True

        def set_direction(step):
            s.clockwise = not s.clockwise
            self.narrator.clockwise = s.clockwise

        def set_language(step):
            from baloot_audio.i18n import available_languages

            langs = available_languages()
            i = langs.index(s.language) if s.language in langs else 0
            self.set_language(langs[(i + step) % len(langs)])

        def reset_keys():
            self.keymap.reset()
            self.save_keys()
            self.speech.answer(t("keys-restored"))

        from baloot_audio.i18n import LANGUAGE_NAMES

        items = [
            MenuItem(lambda: t("setting-language",
                               value=LANGUAGE_NAMES.get(s.language, s.language)),
                     adjust=set_language),
            MenuItem(lambda: t("setting-speech", value=t(f"speech-{s.speech}")), adjust=set_speech),
            verbosity_item(self),
            MenuItem(lambda: t("setting-bot-pause", seconds=s.bot_pause), adjust=set_pause),
            MenuItem(lambda: t("setting-sounds", value=t("on" if s.sounds else "off")),
                     adjust=set_sounds),
            *volume_items(self),  # master, effects, speech cues, the sound test page
            MenuItem(lambda: t("setting-text-size", size=s.text_size), adjust=set_size),
            MenuItem(lambda: t("setting-theme", value=t(f"theme-{s.theme}")), adjust=set_theme),
            MenuItem(lambda: t("setting-direction",
                               value=t("direction-clockwise" if s.clockwise
                                       else "direction-counterclockwise")),
                     adjust=set_direction),
            MenuItem(lambda: t("setting-rebind"), lambda: self.push(RebindScreen(self, self.pop))),
            MenuItem(lambda: t("setting-reset-keys"), reset_keys),
            MenuItem(lambda: t("menu-back"), self.leave_settings),
        ]
        self.push(MenuScreen(self, lambda: t("settings-title"), items, back=self.leave_settings,
                             name="settings"))

    def leave_settings(self) -> None:
        saved = self.settings.save(self.config)
        self.pop()
        if not saved:
            self.speech.say(self.t("settings-not-saved"), msg_id="settings-not-saved")

    def change_speech(self) -> None:
        """Switch the speech output now (the old one is closed first)."""
        from baloot_audio.ui.speech import choose_output

        try:
            self.speech.output.close()
        except Exception:
            pass
        out, report = choose_output(self.settings.speech, self.settings.language)
        set_voice_language(out, self.settings.language)
        self.speech.output = out
        self.speech.note("speech_choice", setting=self.settings.speech, report=report)
        name = out.name if out.kind != "none" else self.t("speech-output-none")
        self.speech.answer(self.t("speech-now", name=name))

    def save_keys(self) -> None:
        from baloot_audio.ui.settings import save_keymap

        save_keymap(self.config / "keys.json", self.keymap)

    def tell_problems(self) -> None:
        """Say (queued after the first screen) why saved settings were not used."""
        from baloot_audio.ui.speech import Priority

        for problem in self.problems:
            self.speech.say(self.t(problem.msg_id, **problem.args()), Priority.EVENT,
                            problem.msg_id)
        self.problems = []

    # -- the match -------------------------------------------------------
    def start_match(self) -> None:
        from baloot_audio.bots import make_bot
        from baloot_audio.core import rules_for
        from baloot_audio.table import Table
        from baloot_audio.ui.screens import TableScreen
        from baloot_audio.ui.speech import Priority

        s = self.settings
        self.settings.save(self.config)
        options = {"target": s.target} if s.target else {}
        try:
            rules = rules_for(s.preset, **options)
        except ValueError:
            rules = rules_for(s.preset)
        bots = {1: make_bot(s.opponent_bot), 2: make_bot(s.partner_bot),
                3: make_bot(s.opponent_bot)}
        if self.table:
            self.table.close()
        self.store.discard()  # a new match replaces the saved one
        self.table = Table(rules, bots, self.scheduler, seed=self.options.seed,
                           bot_delay=s.bot_pause, autosave=self.autosave,
                           meta={"partner_bot": s.partner_bot, "opponent_bot": s.opponent_bot})
        self.table.subscribe(self.on_game_event)
        self.table_screen = TableScreen(self)
        self.show(self.table_screen, Priority.EVENT)
        # fair shuffle: the seed's seal before the first deal (the seed comes at the end)
        self.speech.say(self.t("shuffle-commitment", short=spaced(self.table.commitment[:8])),
                        Priority.EVENT, "shuffle-commitment")
        self.speech.note("commitment", commitment=self.table.commitment)
        self.table.start_round()

    def autosave(self, table) -> None:
        """The table's checkpoint hook (every trick): save, and say once if it failed."""
        from baloot_audio.ui.speech import Priority

        if not self.store.save(table) and not self._told_save_failed:
            self._told_save_failed = True
            self.speech.say(self.t("save-failed"), Priority.EVENT, "save-failed")

    def continue_match(self) -> None:
        """Resume the saved match exactly where it was (same cards, turn and score)."""
        from baloot_audio.bots import make_bot
        from baloot_audio.storage import BadFile
        from baloot_audio.table import SaveError, Table
        from baloot_audio.ui.screens import TableScreen
        from baloot_audio.ui.speech import Priority

        s = self.settings
        try:
            data = self.store.load()
            meta = data.get("meta", {}) if isinstance(data, dict) else {}
            partner = meta.get("partner_bot", s.partner_bot)
            opponent = meta.get("opponent_bot", s.opponent_bot)
            bots = {1: make_bot(opponent), 2: make_bot(partner), 3: make_bot(opponent)}
            table = Table.from_save(data, bots, self.scheduler, bot_delay=s.bot_pause,
                                    autosave=self.autosave)
        except (BadFile, SaveError, ValueError, AttributeError) as error:
            log.warning("the saved match cannot be resumed: %s", error)
            backup = self.store.keep_aside()
            self.speech.answer(self.t("save-unusable", backup=backup.name if backup else "-"),
                               "save-unusable")
            self.main_menu(Priority.EVENT)
            return
        if self.table:
            self.table.close()
        self.table = table
        table.subscribe(self.on_game_event)
        self.table_screen = TableScreen(self)
        totals = table.match.totals
        self.speech.answer(self.t("continue-resumed", round=table.match.round_number
                                  - (1 if table.round_over else 0),
                                  us=totals[0], them=totals[1]), "continue-resumed")
        self.show(self.table_screen, Priority.EVENT)
        self.speech.note("resumed", round=table.match.round_number,
                         actions=sum(len(a) for a in table.actions))
        if table.round_over or table.state is None:
            table.start_round()
            return
        v = table.view()
        self.speech.say(self.narrator.turn(v), Priority.EVENT, "turn")
        table.resume()

    def on_game_event(self, event: Any) -> None:
        from baloot_audio.core import events as ev
        from baloot_audio.ui.speech import Priority

        for narration in self.narrator.narrate(event):
            if narration.cue:
                self.sounds.play(narration.cue, delay=narration.cue_delay, **narration.cue_data)
            if narration.text:
                self.speech.say(narration.text, Priority.EVENT, narration.msg_id)
        if self.screen is getattr(self, "table_screen", None):
            self.table_screen.on_event(event)
        if isinstance(event, ev.MatchWon):
            self.match_end(event)
        elif isinstance(event, ev.MatchScored) and not self.table.match_over:
            self.round_end(event)

    def round_end(self, event) -> None:
        from baloot_audio.ui.screens import MenuItem, MenuScreen
        from baloot_audio.ui.speech import Priority

        t = self.t
        items = [MenuItem(lambda: t("round-end-next"), self.next_round)]
        summary = [u.text for u in list(self.speech.history)[-4:]]
        items += [MenuItem(lambda text=text: text) for text in summary]
        self.show(MenuScreen(self, lambda: t("round-end-title"), items, back=self.next_round,
                             name="round_end"), Priority.EVENT)

    def next_round(self) -> None:
        from baloot_audio.ui.speech import Priority

        self.show(self.table_screen, Priority.EVENT)
        self.table.start_round()

    def match_end(self, event) -> None:
        from baloot_audio.ui.screens import MenuItem, MenuScreen
        from baloot_audio.ui.speech import Priority

        t = self.t
        summary = [u.text for u in list(self.speech.history)[-3:]]
        seed, commitment = str(self.table.seed), self.table.commitment
        # fair shuffle: the seed is revealed (the records in the history carry it too)
        self.speech.say(t("shuffle-seed", seed=seed), Priority.EVENT, "shuffle-seed")
        items = [MenuItem(lambda: t("match-end-again"), self.start_match),
                 MenuItem(lambda: t("match-end-menu"), lambda: self.main_menu())]
        items += [MenuItem(lambda text=text: text) for text in summary]
        items += [MenuItem(lambda: t("match-end-seed", seed=seed)),
                  MenuItem(lambda: t("match-end-commitment", commitment=commitment))]
        self.show(MenuScreen(self, lambda: t("match-end-title"), items,
                             back=lambda: self.main_menu(), name="match_end"), Priority.EVENT)

    def open_game_menu(self) -> None:
        from baloot_audio.ui.screens import MenuItem, MenuScreen

        t = self.t
        items = [MenuItem(lambda: t("menu-resume"), self.pop),
                 MenuItem(lambda: t("menu-settings"), self.settings_screen),
                 MenuItem(lambda: t("menu-keys"), self.keys_screen),
                 MenuItem(lambda: t("menu-leave-match"), self.leave_match)]
        self.push(MenuScreen(self, lambda: t("menu-game"), items, back=self.pop, name="game_menu"))

    def leave_match(self) -> None:
        if self.table:
            self.table.close()
            self.table = None
        self.main_menu()

    # -- input -----------------------------------------------------------
    def capture_next_key(self, callback: Callable[[Any], None]) -> None:
        self.capture = callback

    def on_key_press(self, symbol: int, modifiers: int):
        import pyglet

        from baloot_audio.ui.commands import MODIFIER_KEYS, Chord, chord_from_pyglet

        chord = chord_from_pyglet(symbol, modifiers)
        self.speech.note("key", key=str(chord))
        if self.capture is not None:
            if chord.key in MODIFIER_KEYS:
                return pyglet.event.EVENT_HANDLED
            callback, self.capture = self.capture, None
            callback(None if chord == Chord("ESCAPE") else chord)
            self._swallow_text = True
            return pyglet.event.EVENT_HANDLED
        screen = self.screen
        if screen is None:
            return pyglet.event.EVENT_HANDLED
        cmd = self.keymap.lookup(chord, screen.contexts)
        self._swallow_text = cmd is not None
        if cmd is not None:
            self.speech.note("command", id=cmd)
            if not self.global_command(cmd):
                screen.command(cmd)
        elif getattr(screen, "on_unbound_key", None) and screen.on_unbound_key(chord):
            self._swallow_text = True  # e.g. Enter ending a typed search word
        # always handled: pyglet's default would close the window on Escape
        return pyglet.event.EVENT_HANDLED

    _swallow_text = False

    def on_text(self, text: str):
        import pyglet

        if self._swallow_text:
            self._swallow_text = False
            return pyglet.event.EVENT_HANDLED
        if self.screen is not None:
            self.screen.on_text(text)
        return pyglet.event.EVENT_HANDLED

    def global_command(self, cmd: str) -> bool:
        sp, t = self.speech, self.t
        if cmd == "stop_speech":
            sp.stop()
            if hasattr(self.screen, "on_stop_speech"):
                self.screen.on_stop_speech()
        elif cmd == "repeat_last":
            if sp.repeat_last() is None:
                sp.answer(t("history-empty"), record=False)
        elif cmd in ("history_previous", "history_next", "history_first", "history_last"):
            if getattr(sp, "review_" + cmd.split("_")[1])() is None:
                sp.answer(t("history-empty"), record=False)
        elif cmd in ("text_bigger", "text_smaller"):
            from baloot_audio.ui.settings import TEXT_SIZES

            sizes = list(TEXT_SIZES)
            cur = self.settings.text_size
            i = min(range(len(sizes)), key=lambda k: abs(sizes[k] - cur))
            i = max(0, min(len(sizes) - 1, i + (1 if cmd == "text_bigger" else -1)))
            self.settings.text_size = sizes[i]
            self.settings.save(self.config)
            sp.answer(t("text-size-now", size=sizes[i]), record=False)
            self.renderer.dirty = True
        elif cmd == "keys_help":
            if getattr(self.screen, "name", "") != "keys":
                self.keys_screen()
        else:
            return False
        return True

    # -- drawing and closing ---------------------------------------------
    def on_draw(self):
        r = self.renderer
        if r.dirty:
            r.clear()
            if self.screen is not None:
                self.screen.draw(r)
            r.dirty = False
        r.draw()

    def on_resize(self, width, height):
        self.renderer.dirty = True

    def on_expose(self):
        self.renderer.dirty = True

    def on_close(self):
        self.quit()
        return True

    def quit(self) -> None:
        import pyglet

        if self.closed:
            return
        self.closed = True
        self.speech.say(self.t("goodbye"), msg_id="goodbye")
        if self.table:
            self.table.close()
        self.scheduler.cancel_all()
        pyglet.clock.unschedule(self.tick)
        self.sounds.close()
        self.speech.close()  # closes the Speech Dispatcher client
        self.window.close()
        pyglet.app.exit()

    def start(self) -> None:
        """Say the first words and show the first screen."""
        if self.options.quick_start:
            if self.options.preset:
                self.settings.preset = self.options.preset
                from baloot_audio.core import PRESETS

                self.settings.target = PRESETS[self.options.preset].target
            self.start_match()
        else:
            self.main_menu()
        self.tell_problems()
        self.speech.note("ready", seconds=round(time.monotonic() - self.started, 3),
                         driver=self.sounds.driver_name, output=self.speech.output.name)


def spaced(code: str) -> str:
    """``1e4f`` -> ``1 e 4 f``: a code that speech spells out one sign at a time."""
    return " ".join(code)


def set_voice_language(output: Any, lang: str) -> None:
    """Ask the speech output for a voice of ``lang`` where it can be asked.

    Speech Dispatcher (through accessible_output2) takes a language per
    client; the built-in espeak-ng voice takes it by name. Screen readers on
    Windows and macOS choose their own voice, so nothing is done for them.
    """
    inner = getattr(output, "_out", None)
    client = getattr(inner, "_client", None)
    if client is not None and hasattr(client, "set_language"):
        try:
            client.set_language(lang)
        except Exception:  # a voice we cannot have is no reason to stop
            log.warning("speech output refused the language %s", lang)
    elif hasattr(output, "_voice"):
        output._voice = lang


def run_app(options: argparse.Namespace | Sequence[str] | None = None) -> int:
    """Open the window and play. ``options``: parsed app options or argv. Returns an exit code."""
    if options is None or not isinstance(options, argparse.Namespace):
        options = build_parser().parse_args(list(options or []))
    else:
        defaults = build_parser().parse_args([])
        for key, value in vars(defaults).items():
            if not hasattr(options, key):
                setattr(options, key, value)
    import pyglet

    app = App(options)
    app.start()
    try:
        pyglet.app.run(None)  # redraws only when something changed (see App.tick)
    except KeyboardInterrupt:
        pass
    finally:
        app.quit()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_app(build_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
