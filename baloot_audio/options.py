"""The game's command-line options and the window size they choose.

Kept apart from the app so that ``baloot-audio --help`` and the CLI can read
them without importing pyglet. The ranges the options share with the saved
settings (the text sizes, the longest bot pause) are defined here; the settings
(:mod:`baloot_audio.ui.settings`) take them from here.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path
from typing import Optional

BOT_LEVELS = ("normal", "strong", "easy", "basic", "random")
PRESET_NAMES = ("saudi", "ksa", "belote")
TEXT_SIZES = (16, 20, 24, 28, 34, 40, 48, 60)   # points: the settings' steps, --text-size's range
# seconds: a saved or --bot-delay pause is at most this (tests hold a bidding open with it)
BOT_PAUSE_MAX = 60.0


class Parser(argparse.ArgumentParser):
    """argparse with one line for a bad argument (not the whole usage block)."""

    def error(self, message: str):
        self.exit(2, f"{self.prog}: {message} (see {self.prog} --help)\n")


def build_parser(parser: argparse.ArgumentParser | None = None) -> argparse.ArgumentParser:
    """The app's options (cli.py adds them to its own parser)."""
    p = parser or Parser(prog="baloot-audio", description="Play Baloot by ear and keyboard.")
    p.add_argument("--speech-log", metavar="FILE", type=new_file,
                   help="write every utterance and sound cue as JSON lines with a timestamp")
    p.add_argument("--speech", choices=("auto", "screen_reader", "builtin", "none"),
                   help="speech output (default: the saved setting, else auto)")
    p.add_argument("--lang", type=language, help="interface language: en, fr or ar (default: "
                   "the saved setting, else the system's language, else en)")
    p.add_argument("--seed", help="seed for the deals and the bots (default: random)")
    p.add_argument("--bot-delay", type=bot_delay, metavar="SECONDS",
                   help="pause before each bot move, 0 to 10 (default: the saved setting)")
    p.add_argument("--preset", choices=PRESET_NAMES, help="rules preset for --quick-start")
    p.add_argument("--quick-start", action="store_true",
                   help="skip the menus and start a match at once")
    p.add_argument("--config-dir", metavar="DIR", type=folder,
                   help="folder for settings and keys")
    p.add_argument("--data-dir", metavar="DIR", type=folder,
                   help="folder for the saved match and past matches (default: the user's "
                   "data folder, or DIR/data with --config-dir)")
    p.add_argument("--text-size", type=text_size, metavar="POINTS",
                   help="text size in points, 16 to 60")
    p.add_argument("--no-sound", action="store_true", help="no sound cues")
    p.add_argument("--size", type=window_size, metavar="WIDTHxHEIGHT",
                   help="window size (default: 1100x760, made smaller to fit the screen)")
    return p


def language(code: str) -> str:
    """``--lang``: a language the game has (``fr``, ``fr_FR.UTF-8``), else an error naming them."""
    from baloot_audio.i18n import LANGUAGE_NAMES, available_languages, resolve_language

    langs = available_languages()
    found = resolve_language(code, langs)
    if found is None:
        names = ", ".join(f"{lang} ({LANGUAGE_NAMES.get(lang, lang)})" for lang in langs)
        raise argparse.ArgumentTypeError(f"no language {code!r}; the game speaks {names}")
    return found


def text_size(text: str) -> int:
    low, high = TEXT_SIZES[0], TEXT_SIZES[-1]
    try:
        size = int(text)
    except ValueError:
        size = None
    if size is None or not low <= size <= high:
        raise argparse.ArgumentTypeError(f"expected points from {low} to {high}, not {text!r}")
    return size


def bot_delay(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = math.nan
    if not 0 <= seconds <= BOT_PAUSE_MAX:   # also refuses nan
        raise argparse.ArgumentTypeError(
            f"expected seconds from 0 to {BOT_PAUSE_MAX:g}, not {text!r}")
    return seconds


def new_file(path: str) -> str:
    """A file the game may create or append to: its folder must exist and be writable."""
    if path == "-":
        return path
    target = Path(path)
    parent = target.parent
    if target.is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a folder, not a file")
    if not parent.is_dir():
        raise argparse.ArgumentTypeError(f"cannot write {path}: there is no folder {parent}")
    if not os.access(parent, os.W_OK) or (target.exists() and not os.access(target, os.W_OK)):
        raise argparse.ArgumentTypeError(f"cannot write {path}: permission denied")
    return path


def folder(path: str) -> str:
    """A folder the game may create: nothing but a folder may be there already."""
    if Path(path).exists() and not Path(path).is_dir():
        raise argparse.ArgumentTypeError(f"{path} is a file, not a folder")
    return path


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


def display_problem() -> Optional[str]:
    """None when the game can open a window, else one line saying what to do.

    Asked before the first words, so cheaply where it can be: the X server
    directly (:func:`x_server_answers`), else pyglet, which raises
    NoSuchDisplayException (its class moved between pyglet 2.0 and 2.1, so it
    is known by name) when no X server answers.
    """
    answers = x_server_answers()
    if answers is None:
        import pyglet

        try:
            (getattr(pyglet, "display", None) or getattr(pyglet, "canvas")).get_display()
            answers = True
        except Exception as error:
            if type(error).__name__ != "NoSuchDisplayException":
                raise
            answers = False
    if answers:
        return None
    where = os.environ.get("DISPLAY")
    state = f"DISPLAY={where} does not answer" if where else "DISPLAY is not set"
    return (f"the game needs a screen and found none ({state}): run it on a desktop, "
            "or start a virtual screen first: Xvfb :99 & DISPLAY=:99 baloot-audio")


def x_server_answers() -> Optional[bool]:
    """Whether the X server of DISPLAY answers, asked through libX11's XOpenDisplay as
    pyglet asks it (a few milliseconds, where importing pyglet's display costs about
    40 ms before the first words); None where pyglet does not use X or libX11 is missing."""
    if sys.platform in ("win32", "darwin"):
        return None
    import ctypes

    try:
        x11 = ctypes.CDLL("libX11.so.6")
    except OSError:
        return None
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    if display:
        x11.XCloseDisplay(display)
    return bool(display)


def screen_size(pyglet) -> Optional[tuple[int, int]]:
    try:
        display = getattr(pyglet, "display", None) or pyglet.canvas   # pyglet 2.1 / 2.0
        screen = display.get_display().get_default_screen()
        return screen.width, screen.height
    except Exception:   # no screen to ask: keep the size asked for
        return None
