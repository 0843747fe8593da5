"""The window shell: the pyglet window, keys, the screen stack and what is heard.

It owns the settings (with the command line's overrides), speech, sounds, the
keymap and the narrator's language; it turns a key press into a command
(through the keymap) and hands it to the screen on top of the stack, or
answers it itself when the command is global (stop speech, history, text
size, keys help). Screens see it through :class:`baloot_audio.ui.shell.Shell`.
The match itself is the session's (:mod:`baloot_audio.ui.session`).

It starts in two steps so that the first words come early: the shell itself
(settings, words, speech), which can speak at once (:meth:`WindowShell.say_ahead`),
then :meth:`WindowShell.open_window` (sounds, the narrator, the window and
pyglet's GL).
"""

from __future__ import annotations

import argparse
import re
import threading
import time
from pathlib import Path
from typing import Any, Callable, Optional, Protocol

import pyglet

from baloot_audio.i18n import Catalog, available_languages, resolve_language, system_language
from baloot_audio.options import DEFAULT_SIZE, fitted_size, screen_size
from baloot_audio.saves import MatchStore

from . import keys
from .commands import chord_from_pyglet
from .instructions import Instructions
from .keyinput import KeyInput
from .scheduler import PygletScheduler
from .settings import TEXT_SIZES, Settings, config_dir, load_keymap, save_keymap
from .sounds import SoundBank
from .speech import RECONNECT_TIMEOUT, Priority, Speech, SpeechLog, Utterance, choose_output

HISTORY_COMMANDS = ("history_previous", "history_next", "history_first", "history_last")
GOODBYE_LIMIT = 2.0   # seconds "Goodbye." has to be heard before the window closes



def output_words(t: Catalog, name: str) -> str:
    """A speech output's name as the language says it ("Linux Speech Dispatcher" would
    switch an Arabic voice to English): ``speech-output-name`` by the name's slug."""
    slug = re.sub(r"[^a-z0-9]+", "-", name.split(" (")[0].lower()).strip("-")
    return t("speech-output-name", output=slug or "other", name=name)

class Game(Protocol):
    """What the shell asks of the game it shows (the app: :meth:`WindowShell.open_window`)."""

    def in_match(self) -> bool: ...     # closing the window in a match asks first
    def closing(self) -> None: ...      # the shell quits: the match is closed
    def friend_command(self, cmd: str) -> bool: ...   # F2, F4, an invitation's keys


def load_settings(options: argparse.Namespace, config: Path) -> tuple[Settings, list]:
    """The saved settings with the command line's overrides, and any problem found."""
    settings, problem = Settings.load_checked(config)
    if options.speech:
        settings.speech = options.speech
    # --lang, else the saved choice, else the system's language (first start)
    settings.language = (resolve_language(options.lang) or resolve_language(settings.language)
                         or system_language())
    if options.bot_delay is not None:
        settings.bot_pause = options.bot_delay
    if options.text_size:
        settings.text_size = options.text_size
    if options.no_sound:
        settings.sounds = False
    return settings, [problem] if problem else []


class WindowShell:
    """Owns the window, speech, sounds, keymap, settings and the screen stack."""

    def __init__(self, options: argparse.Namespace):
        """Settings, words and speech: enough to speak (no window, sounds or GL yet)."""
        self.started = time.monotonic()
        self.config = Path(options.config_dir) if options.config_dir else config_dir()
        self.settings, self.problems = load_settings(options, self.config)
        data = Path(options.data_dir) if options.data_dir else \
            (self.config / "data" if options.config_dir else None)
        self.store = MatchStore(data)
        self.t = Catalog(self.settings.language, address=self.settings.address)
        self.status_text = ""
        self._open_speech(options.speech_log)
        self.keymap, problem = load_keymap(self.config / "keys.json")
        self.problems += [problem] if problem else []
        self.instructions = Instructions()   # how-to words said in full once, then short
        self.input = KeyInput(self)   # keys -> commands; every key gets an answer
        self.stack: list = []
        self.said_ahead: Optional[tuple[str, str]] = None   # (screen name, words): say_ahead
        self.closed = False

    def open_window(self, size: Optional[tuple[int, int]], game: Game) -> None:
        """The sounds, the narrator, the window (pyglet's GL) and the clock, for ``game``."""
        from .narrator import Narrator   # the rules core: not needed for the first words

        self.game = game
        s = self.settings
        self.sounds = SoundBank(self.speech, enabled=s.sounds, master=s.volume / 100,
                                effects=s.effects_volume / 100, cues=s.cues_volume / 100)
        self.speech.on_missed = lambda: self.sounds.play("missed")
        self.narrator = Narrator(self.t, 0, s.clockwise, s.verbosity)
        self.speech.clause = self.narrator.clause     # a trick's clauses in one line
        self._open_window(size)
        self.scheduler = PygletScheduler()
        pyglet.clock.schedule_interval(self.tick, 1 / 30)

    def _open_speech(self, speech_log: Optional[str]) -> None:
        output, report = choose_output(self.settings.speech, self.settings.language)
        self.speech = Speech(output, SpeechLog(speech_log) if speech_log else None,
                             on_text=self._on_text, rate=self.settings.speech_rate)
        self.speech.note("speech_choice", setting=self.settings.speech, report=report)
        self.speech.on_output_lost = self._speech_lost
        self._speech_losses = 0

    def _open_window(self, size: Optional[tuple[int, int]]) -> None:
        from .render import Renderer   # pyglet's GL (its shadow window): after the first words

        width, height = size or fitted_size(DEFAULT_SIZE, screen_size(pyglet))
        self.window = pyglet.window.Window(width, height, caption=self.t("app-title"),
                                           resizable=True)
        keys.install(self.window)   # keys by the physical key, whatever the layout
        self.renderer = Renderer(self.window, rtl=self.t.rtl)
        self.renderer.theme = self.settings.theme
        # pyglet keeps handlers by weak reference: these bound methods live as
        # long as the shell, which the app holds until the loop ends.
        self._handlers = dict(on_key_press=self.on_key_press, on_key_release=self.on_key_release,
                              on_text=self.on_text,
                              on_draw=self.on_draw, on_close=self.on_close,
                              on_resize=self.redraw, on_expose=self.redraw)
        self.window.push_handlers(**self._handlers)

    def tick(self, dt: float) -> None:
        """Speech's next message; redraw when the picture changed (no busy redrawing)."""
        if not self.closed:
            self.input.answer_unbound()    # a key that typed nothing either
            self.speech.poll()
        if self.renderer.dirty and not self.closed:
            self.window.switch_to()
            self.on_draw()
            self.window.flip()

    def _on_text(self, utt: Utterance) -> None:
        self.status_text = utt.text
        if hasattr(self, "renderer"):
            self.renderer.dirty = True

    # -- screens ---------------------------------------------------------
    @property
    def screen(self):
        return self.stack[-1] if self.stack else None

    def say_ahead(self, name: str, words: str) -> None:
        """Say the first screen's opening ``words`` now, before the window opens; when
        :meth:`show` brings that screen and it opens with these words, they are not said again."""
        self.speech.note("screen", name=name)
        self.speech.answer(words, "screen")
        self.said_ahead = (name, words)

    def _leave_screen(self) -> None:
        """The screen on top is left: its opening words, if still waiting, would name a
        screen that is gone ("End of the round. Next round" after the next deal began)."""
        self.speech.supersede(lambda u: u.msg_id == "screen")

    def show(self, screen, priority: Optional[Priority] = None) -> None:
        """Replace the whole stack with ``screen``."""
        self._leave_screen()
        self.stack = [screen]
        ahead, self.said_ahead = self.said_ahead, None
        opening = getattr(screen, "opening", None)   # a menu's words (MenuScreen.opening)
        if ahead is not None and opening is not None and ahead == (screen.name, opening()):
            screen.refresh()   # its words were said ahead (say_ahead)
        else:
            screen.enter(priority if priority is not None else Priority.ANSWER)

    def push(self, screen) -> None:
        self._leave_screen()
        self.stack.append(screen)
        screen.enter()

    def pop(self, enter: bool = True) -> None:   # enter: the screen below says where we are
        if len(self.stack) > 1:
            self._leave_screen()
            self.stack.pop()
            if enter:
                self.screen.enter()

    # -- settings that act at once -----------------------------------------
    def set_language(self, lang: str) -> None:
        """Switch every word at once: menus, narration, rules, screen direction, voice."""
        self.settings.language = lang
        self.t.switch(lang)  # the same Catalog object: screens and narrator follow
        self.renderer.rtl, self.renderer.dirty = self.t.rtl, True
        self.window.set_caption(self.t("app-title"))
        self.speech.output.set_language(lang)
        self.speech.note("language", lang=lang)
        self.speech.reword(self.narrator.reword)   # what waits, in the new words

    def next_language(self, step: int) -> None:
        langs = available_languages()
        i = langs.index(self.settings.language) if self.settings.language in langs else 0
        self.set_language(langs[(i + step) % len(langs)])

    def change_speech(self) -> None:
        """Switch the speech output now (the old one is closed first)."""
        self._switch_speech(self.speech.output, self.settings.speech, "speech-now")

    def _speech_lost(self, old: Any, reason: str) -> None:
        """The voice stopped answering or speaking: a new connection to it the first
        time (a daemon that stopped answering has RECONNECT_TIMEOUT to answer it: a
        slow one does, a frozen one is passed over), the built-in voice when that
        fails and after that; the player is told either way."""
        self._speech_losses += 1
        setting = self.settings.speech if self._speech_losses == 1 else "builtin"
        timeout = RECONNECT_TIMEOUT if getattr(old, "hung", False) else None
        self._switch_speech(old, setting, "speech-lost", timeout, reason)

    def _switch_speech(self, old: Any, setting: str, msg_id: str,
                       timeout: Optional[float] = None, lost: Optional[str] = None) -> None:
        """Close ``old`` and take ``setting``'s output; ``lost``: why the old one was
        given up (then, if ``setting`` gives nothing, the built-in voice)."""
        # closing waits for the old connection's thread: bounded, a hung daemon may never let go
        closing = threading.Thread(target=old.close, name="close-speech", daemon=True)
        closing.start()
        closing.join(1.0)
        out, report = choose_output(setting, self.settings.language, timeout)
        if lost and out.kind == "none" and setting != "none":   # no other like it
            setting = "builtin"
            out, more = choose_output(setting, self.settings.language)
            report += more
        self.speech.output = out
        self.speech.note("speech_choice", setting=setting, report=report,
                         **({"reason": lost} if lost else {}))
        name = output_words(self.t, out.name) if out.kind != "none" else self.t(
            "speech-output-none")
        self.speech.answer(self.t(msg_id, name=name))

    def save_keys(self) -> None:
        save_keymap(self.config / "keys.json", self.keymap)

    def save_settings(self) -> bool:
        return self.settings.save(self.config)

    def tell_problems(self) -> None:
        """Say (queued after the first screen) why saved settings were not used."""
        for problem in self.problems:
            self.speech.say(self.t(problem.msg_id, **problem.args()), Priority.EVENT, problem.msg_id)
        self.problems = []

    # -- input (ui/keyinput.py) -------------------------------------------
    def capture_next_key(self, callback: Callable[[Any], None]) -> None:
        self.input.capture = callback

    _gone = False   # the window is closed (quit, once "Goodbye." was heard)

    def on_key_press(self, symbol: int, modifiers: int):
        if not self.closed:   # saying goodbye: no key acts any more
            self.input.press(chord_from_pyglet(symbol, modifiers))
        # always handled: pyglet's default would close the window on Escape
        return pyglet.event.EVENT_HANDLED

    def on_key_release(self, symbol: int, modifiers: int):
        self.input.release(chord_from_pyglet(symbol, modifiers))
        return pyglet.event.EVENT_HANDLED

    def on_text(self, text: str):
        self.input.text(text)
        return pyglet.event.EVENT_HANDLED

    def global_command(self, cmd: str) -> bool:
        """Commands heard on every screen; False when ``cmd`` is the screen's."""
        sp, t = self.speech, self.t
        if cmd == "stop_speech":
            sp.stop()
            if hasattr(self.screen, "on_stop_speech"):
                self.screen.on_stop_speech()
        elif cmd == "repeat_last" or cmd in HISTORY_COMMANDS:
            review = sp.repeat_last if cmd == "repeat_last" else \
                getattr(sp, "review_" + cmd.split("_")[1])
            before = sp.review_position
            if review() is None:
                sp.answer(t("history-empty"), record=False)
            elif cmd in HISTORY_COMMANDS and sp.review_position == before:
                self.sounds.play("edge")   # the first or last message: said again
        elif cmd == "say_missed":
            if not sp.say_missed():
                sp.answer(t("missed-none"), record=False)
        elif cmd in ("text_bigger", "text_smaller"):
            self.step_text_size(1 if cmd == "text_bigger" else -1)
        elif cmd == "keys_help":
            if getattr(self.screen, "name", "") != "keys":
                from .keys_pages import keys_screen   # the screens: loaded with the window

                self.push(keys_screen(self))
            else:   # already there: where the player is
                sp.answer(self.screen.opening(), "screen")
        elif cmd in ("friends", "diwans", "invite_accept", "invite_decline"):   # the game's
            return hasattr(self, "game") and self.game.friend_command(cmd)
        elif cmd == "statistics":   # a table's key; the page is the shell's, as the keys'
            from .stats_screen import open_statistics

            open_statistics(self)
        else:
            return False
        return True

    def step_text_size(self, step: int) -> None:
        sizes = list(TEXT_SIZES)
        cur = self.settings.text_size
        i = min(range(len(sizes)), key=lambda k: abs(sizes[k] - cur))
        if not 0 <= i + step < len(sizes):
            self.sounds.play("edge")    # the smallest or the largest already
        i = max(0, min(len(sizes) - 1, i + step))
        self.settings.text_size = sizes[i]
        self.save_settings()
        self.speech.answer(self.t("text-size-now", size=sizes[i]), record=False)
        self.renderer.dirty = True

    # -- drawing and closing ---------------------------------------------
    def on_draw(self):
        r = self.renderer
        if r.dirty:
            r.clear()
            if self.screen is not None:
                self.screen.draw(r)
            r.dirty = False
        r.draw()

    def redraw(self, *args: Any) -> None:
        self.renderer.dirty = True

    def on_close(self):
        """Closing the window in the middle of a match asks first (default no)."""
        if self.game.in_match() and getattr(self.screen, "name", "") != "confirm":
            from .confirm import confirm

            confirm(self, "confirm-quit", self.quit)
        else:
            self.quit()
        return True

    def quit(self) -> None:
        """Leave: the table is closed, "Goodbye." is said and heard (GOODBYE_LIMIT at
        most, the keys no longer act), then the window closes."""
        if not self.closed:
            self.closed = True
            self.game.closing()
            self.scheduler.cancel_all()
            pyglet.clock.unschedule(self.tick)
            self.speech.answer(self.t("goodbye"), "goodbye")
            self._goodbye_until = time.monotonic() + GOODBYE_LIMIT
            if pyglet.app.event_loop.is_running:
                pyglet.clock.schedule_interval(self._goodbye, 1 / 30)
                return
        self._close_now()

    def _goodbye(self, dt: float) -> None:
        self.speech.poll()
        if self.speech.playing is None or time.monotonic() >= self._goodbye_until:
            self._close_now()

    def _close_now(self) -> None:
        if self._gone:
            return
        self._gone = True
        pyglet.clock.unschedule(self._goodbye)
        self.sounds.close()
        self.speech.close()  # closes the Speech Dispatcher client
        self.window.close()
        pyglet.app.exit()
