"""End to end: every documented chord of the global, table, bidding, menu and
rules reader contexts, pressed through xdotool in the real window, runs its
command on a US, a French (AZERTY), a German (QWERTZ) and an Arabic keyboard
layout.

The app's ``--speech-log`` notes each key as the app saw it and the command it
resolved to. A window per layout: the bots wait a minute before each call, so
the first round's bidding stays open (the table and bidding keys both work
there) while the keys arrive in a burst; the table menu gives the menu keys.
A second window (US and Arabic) opens the rules reader from the main menu and
presses its keys. (The replay's keys, arrows, Enter, Space, R, H, Escape and Backspace, are
not pressed there: the same chords run other commands above.)
"""

from __future__ import annotations

import ctypes
import ctypes.util
import re
import time
from pathlib import Path

import pytest

from baloot_audio.ui.commands import MOD_CTRL, MOD_SHIFT, MODIFIER_KEYS, REGISTRY, Chord
from baloot_audio.ui.keys import US_POSITIONS
from test_desktop import AppDriver
from patience import Patience

# registry key names -> X keysym names (the US layout)
XKEYS = {"ENTER": "Return", "NUM_ENTER": "KP_Enter", "SPACE": "space", "ESCAPE": "Escape",
         "BACKSPACE": "BackSpace", "LEFT": "Left", "RIGHT": "Right", "UP": "Up",
         "DOWN": "Down", "HOME": "Home", "END": "End", "PAGEUP": "Prior", "PAGEDOWN": "Next",
         "TAB": "Tab", "LCTRL": "Control_L", "RCTRL": "Control_R", "EQUAL": "equal",
         "PLUS": "plus", "MINUS": "minus", "NUM_ADD": "KP_Add", "NUM_SUBTRACT": "KP_Subtract"}
# keys that move to another screen: pressed apart (see the menu sequence)
SCREEN_KEYS = {"ESCAPE", "F1"}
# commands that open another screen from the table (pressed apart, then Escape)
SCREEN_COMMANDS = {"statistics"}
# chords a layout cannot type as that key alone: ``+`` is Shift+= on US, AZERTY
# and Arabic (and Ctrl+Shift+= is another chord); on QWERTZ ``=`` is Shift+0
# (so Ctrl+= and Ctrl+Shift+= are Ctrl+0 and Ctrl+Shift+0 there)
NOT_ON_LAYOUT = {"us": {"ctrl+PLUS"}, "ara": {"ctrl+PLUS"},
                 "de": {"ctrl+EQUAL", "ctrl+shift+EQUAL"}, "fr": {"ctrl+PLUS"}}


def xdo(chord: Chord, layout: str) -> str:
    """The xdotool spelling of the chord's key on `layout`: a digit is the key of
    the digit row, a letter the key that types it (or, on a layout without
    Latin letters, the key at its US place), with the chord's modifiers."""
    keys = LAYOUTS[layout]()
    key = chord.key
    name = XKEYS.get(key, key.lstrip("_").lower() if len(key.lstrip("_")) == 1 else key)
    at_us_place = {chr(sym): code for code, sym in US_POSITIONS.items()}.get(name)
    typed = {pair[0] for pair in keys.values()}
    if at_us_place in keys and (name.isdigit() or name not in typed):
        name = keys[at_us_place][0]
    mods = [m for m, bit in (("ctrl", MOD_CTRL), ("shift", MOD_SHIFT)) if chord.mods & bit]
    return "+".join(mods + [name])


def burst(contexts: tuple[str, ...], layout: str) -> list[tuple[Chord, str]]:
    """(chord, command) for every key of `contexts` that stays on the table screen."""
    out = []
    for cmd in REGISTRY:
        if cmd.context not in contexts or cmd.id in SCREEN_COMMANDS:
            continue
        for text in cmd.keys:
            chord = Chord.parse(text)
            if chord.key not in SCREEN_KEYS and text not in NOT_ON_LAYOUT[layout]:
                out.append((chord, cmd.id))
    return out


# the table menu: first item "Resume", so Home then a select key comes back
MENU_SEQUENCE = [
    ("Escape", "ESCAPE", "table_menu"), ("Down", "DOWN", "menu_down"), ("Up", "UP", "menu_up"),
    ("Left", "LEFT", "menu_left"), ("Right", "RIGHT", "menu_right"), ("End", "END", "menu_last"),
    ("Home", "HOME", "menu_first"), ("Return", "ENTER", "menu_select"),
    ("Escape", "ESCAPE", "table_menu"), ("Home", "HOME", "menu_first"),
    ("space", "SPACE", "menu_select"),
    ("Escape", "ESCAPE", "table_menu"), ("Home", "HOME", "menu_first"),
    ("KP_Enter", "NUM_ENTER", "menu_select"),
    ("Escape", "ESCAPE", "table_menu"), ("Escape", "ESCAPE", "menu_back"),
    ("Escape", "ESCAPE", "table_menu"), ("BackSpace", "BACKSPACE", "menu_back"),
    ("F1", "F1", "keys_help"), ("Escape", "ESCAPE", "menu_back"),
]


def resolved(app: AppDriver, start: int) -> list[tuple[str, str | None]]:
    """(key as the app saw it, command it ran or None) for each key since `start`."""
    out: list[tuple[str, str | None]] = []
    for r in app.records()[start:]:
        if r.get("kind") == "key":
            out.append((r["key"], None))
        elif r.get("kind") == "command" and out and out[-1][1] is None:
            out[-1] = (out[-1][0], r["id"])
    return out


def is_modifier(key: str) -> bool:
    return Chord.parse(key).key in MODIFIER_KEYS


def press_and_check(app: AppDriver, layout: str, sent: list[str],
                    expected: list[tuple[str, str]]) -> None:
    """Press `sent`; the app must see and run `expected` ((chord, command) pairs)."""
    start = app.keys(*sent)
    # the modifier keys pressed for a chord are keys too: checked only when asked for
    wanted = [(k, c) for k, c in expected if not is_modifier(k)]
    bound = Patience(30)
    while True:     # each key and the command it ran (a command's note comes after its key)
        got = resolved(app, start)
        plain = [(k, c) for k, c in got if not is_modifier(k)]
        if plain == wanted or bound.over():
            break
        time.sleep(0.1)
    assert plain == wanted, f"layout {layout}: keys resolved differently"
    for k, c in expected:
        if is_modifier(k):
            assert (k, c) in got, f"layout {layout}: {k} did not run {c}"


# The layouts, as the keysyms (without, with Shift) of the keys that differ
# from US. Xvfb here does not apply ``setxkbmap`` (its server-side keymap
# compile is ignored), so the keys are set through the core protocol, as
# ``xmodmap`` does; the Arabic letters are read from xkb-data's own file.
AZERTY = {**{10 + i: pair for i, pair in enumerate(
    [("ampersand", "1"), ("eacute", "2"), ("quotedbl", "3"), ("apostrophe", "4"),
     ("parenleft", "5"), ("minus", "6"), ("egrave", "7"), ("underscore", "8"),
     ("ccedilla", "9"), ("agrave", "0")])},
    20: ("parenright", "degree"), 21: ("equal", "plus"), 24: ("a", "A"), 25: ("z", "Z"),
    38: ("q", "Q"), 47: ("m", "M"), 52: ("w", "W"), 58: ("comma", "question")}
QWERTZ = {**{10 + i: pair for i, pair in enumerate(
    [("1", "exclam"), ("2", "quotedbl"), ("3", "section"), ("4", "dollar"), ("5", "percent"),
     ("6", "ampersand"), ("7", "slash"), ("8", "parenleft"), ("9", "parenright"),
     ("0", "equal")])},
    20: ("ssharp", "question"), 21: ("dead_acute", "dead_grave"), 29: ("z", "Z"),
    52: ("y", "Y"), 35: ("plus", "asterisk"), 61: ("minus", "underscore")}
ROW_START = {"AE": 10, "AD": 24, "AC": 38, "AB": 52}


def arabic_keys() -> dict[int, tuple[str, str]]:
    """The letter and digit keys of xkb-data's basic Arabic layout (no Latin group)."""
    text = Path("/usr/share/X11/xkb/symbols/ara").read_text(encoding="utf-8")
    basic = text.split("xkb_symbols", 2)[1]
    out = {}
    for row, n, l1, l2 in re.findall(r"key <(A[EDCB])(\d\d)>\s*{\s*\[\s*(\w+),\s*(\w+)", basic):
        out[ROW_START[row] + int(n) - 1] = (l1, l2)
    return out


LAYOUTS = {"us": lambda: {}, "fr": lambda: AZERTY, "de": lambda: QWERTZ, "ara": arabic_keys}


class Keyboard:
    """Sets keys of the X server's keymap and puts them back (libX11 via ctypes)."""

    def __init__(self):
        x = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XStringToKeysym.restype = ctypes.c_ulong
        x.XStringToKeysym.argtypes = [ctypes.c_char_p]
        x.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
        x.XGetKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_ubyte, ctypes.c_int,
                                          ctypes.POINTER(ctypes.c_int)]
        x.XChangeKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                             ctypes.POINTER(ctypes.c_ulong), ctypes.c_int]
        x.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        self.x = x
        self.display = x.XOpenDisplay(None)
        assert self.display, "no X display"
        self.saved: dict[int, list[int]] = {}

    def get(self, keycode: int) -> list[int]:
        n = ctypes.c_int()
        syms = self.x.XGetKeyboardMapping(self.display, keycode, 1, ctypes.byref(n))
        return [syms[i] for i in range(n.value)]

    def put(self, keycode: int, syms: list[int]) -> None:
        arr = (ctypes.c_ulong * len(syms))(*syms)
        self.x.XChangeKeyboardMapping(self.display, keycode, len(syms), arr, 1)

    def set(self, keys: dict[int, tuple[str, str]]) -> None:
        for keycode, names in keys.items():
            syms = [self.x.XStringToKeysym(name.encode()) for name in names]
            assert all(syms), names
            self.saved.setdefault(keycode, self.get(keycode))
            self.put(keycode, syms + syms)      # group 1 and group 2 alike
        self.x.XSync(self.display, 0)
        for keycode, names in keys.items():
            assert self.get(keycode)[:2] == [self.x.XStringToKeysym(n.encode()) for n in names]

    def restore(self) -> None:
        for keycode, syms in self.saved.items():
            self.put(keycode, syms)
        self.x.XSync(self.display, 0)
        self.x.XCloseDisplay(self.display)


# the rules reader: F and Ctrl+F start typing a search word (then Escape and
# Enter are that typing's keys, not commands), Escape leaves the reader
READER_SEQUENCE = ["DOWN", "UP", "H", "shift+H", "END", "L", "ESCAPE", "HOME", "ctrl+END", "ctrl+HOME", "W",
                   "F3", "N", "shift+F3", "shift+N", "R", "ENTER", "NUM_ENTER", "F", "ESCAPE",
                   "ctrl+F", "ENTER", "ESCAPE"]


# its keys are letters, Shift+letters, Ctrl+keys and F3: a layout with and one
# without Latin letters (AZERTY's and QWERTZ's letters are met at the table)
READER_LAYOUTS = ("us", "ara")


def open_rules(app: AppDriver) -> None:
    """From the main menu, walk down to "Rules" and open it."""
    start = app.keys("Home")
    for _ in range(10):
        i, rec = app.wait_for(lambda r: r.get("kind") == "speech" and r.get("id") == "focus",
                              start)
        if rec["text"].startswith("Rules"):
            break
        start = app.keys("Down")
    else:
        pytest.fail("no Rules item in the main menu")
    start = app.keys("Return")
    app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "rules", start)


def reader_expected() -> list[tuple[str, str | None]]:
    by_chord = {(c.context, str(Chord.parse(k))): c.id for c in REGISTRY for k in c.keys}
    out, typing, context = [], False, "reader"
    for key in READER_SEQUENCE:
        chord = str(Chord.parse(key))
        cmd = by_chord.get(("global", chord)) if typing else by_chord.get((context, chord))
        # L opens the lesson for this part of the rules (a menu); Escape comes back
        context = "menu" if cmd == "reader_lesson" else "reader"
        typing = cmd == "reader_search" or (typing and cmd is None and key not in
                                            ("ENTER", "ESCAPE"))
        out.append((chord, cmd))
    return out


@pytest.mark.parametrize("layout", ["us", "fr", "de", "ara"])
def test_every_documented_chord_runs_its_command(headless, tmp_path, layout):
    keyboard = Keyboard()
    keyboard.set(LAYOUTS[layout]())
    try:
        app = AppDriver(headless, tmp_path, seed="keys-1", bot_delay="60", args=("--no-sound",))
        try:
            app.wait_for(lambda r: r.get("id") == "dealt", 0, 30)
            chords = burst(("global", "table", "bidding"), layout)
            sent = [xdo(c, layout) for c, _ in chords]
            press_and_check(app, layout, sent, [(str(c), cid) for c, cid in chords])
            press_and_check(app, layout, [x for x, _, _ in MENU_SEQUENCE],
                            [(k, c) for _, k, c in MENU_SEQUENCE])
            # the statistics page and back, by the chord as this layout types it
            opens = [(Chord.parse(k), c.id) for c in REGISTRY if c.id in SCREEN_COMMANDS
                     for k in c.keys]
            press_and_check(app, layout, [xdo(c, layout) for c, _ in opens] + ["Escape"],
                            [(str(c), cid) for c, cid in opens] + [("ESCAPE", "menu_back")])
            # still in the first bidding: no key above made a call or played a card
            assert not any(r.get("id", "").startswith("call-made")
                           and r["text"].startswith("You") for r in app.records())
        finally:
            app.stop()
        if layout not in READER_LAYOUTS:
            return
        reader = AppDriver.__new__(AppDriver)
        (tmp_path / "reader").mkdir()
        reader.launch(tmp_path / "reader", "--no-sound")
        try:
            open_rules(reader)
            expected = reader_expected()
            assert {c for _, c in expected} >= {c.id for c in REGISTRY if c.context == "reader"}
            sent = [xdo(Chord.parse(k), layout) for k in READER_SEQUENCE]
            press_and_check(reader, layout, sent, expected)
        finally:
            reader.stop()
    finally:
        keyboard.restore()


# Every key press gets an answer (issue 23): keys pressed in the real window, screen
# after screen; the speech log's records after each key, up to the next, must hold
# words (a refusal already explained may answer with its sound alone: its words come
# once until the table moves on). xdotool names, in the order pressed.
ANSWERED_KEYS = [
    # the table, in the first buy, the right opponent asked first (the bots wait a minute)
    "Return",                                   # refused: not my turn, said why
    "End", "Right", "Right", "Right",           # the last card, the two entries, the edge
    "Home", "Left", "Up",                       # the first card: the edge
    "i", "g", "F5", "shift+z", "ctrl+q", "Insert", "Tab", "e", "shift+t", "KP_Enter",
    # the game menu
    "Escape", "Up", "Left", "z", "F5", "Escape",
    # the keys list, from the table
    "F1", "F1", "Left", "Escape",
    # leave the match: the main menu
    "Escape", "End", "Return", "Down", "Return",
    "Escape", "z", "F5", "Home", "Up", "ctrl+t",
]


def answered(records: list[dict], start: int) -> list[tuple[str, list[dict]]]:
    """(key, the sounds and words after it) for each key since ``start`` (a chord's
    modifier keys are part of it)."""
    out: list[tuple[str, list[dict]]] = []
    for r in records[start:]:
        if r.get("kind") == "key":
            if not is_modifier(r["key"]):
                out.append((r["key"], []))
        elif out and r.get("kind") in ("speech", "sound"):
            out[-1][1].append(r)
    return out


def test_every_key_press_gets_an_answer(headless, tmp_path):
    app = AppDriver(headless, tmp_path, seed="keys-1", bot_delay="60", args=("--no-sound",))
    try:
        app.wait_for(lambda r: r.get("id") == "dealt", 0, 30)
        start = app.keys(*ANSWERED_KEYS)
        bound = Patience(30)

        def all_answered() -> bool:   # the last key's answer (typing nothing: the next tick)
            keys = answered(app.records(), start)
            return len(keys) == len(ANSWERED_KEYS) and any(
                r["kind"] == "speech" for r in keys[-1][1])
        while not all_answered() and not bound.over():
            time.sleep(0.1)
        keys = answered(app.records(), start)
        assert len(keys) == len(ANSWERED_KEYS), [k for k, _ in keys]
        silent, explained = [], False
        for (key, heard), pressed in zip(keys, ANSWERED_KEYS):
            words = [r for r in heard if r["kind"] == "speech"]
            explained |= any(r.get("id") == "refusal" for r in words)
            refused = any(r.get("cue") == "refused" for r in heard)
            if not words and not (refused and explained):
                silent.append(pressed)
        assert silent == [], f"keys that said nothing: {silent}"
        # the refused Enter: the soft sound, then why, as an answer
        first = keys[0][1]
        assert [r.get("cue") or r.get("id") for r in first][:2] == ["refused", "refusal"]
        assert first[1]["text"] == "Not your turn: the right opponent is buying."
        assert first[1]["priority"] == "answer"
        # the edge: Right past the projects entry, Left on the first card
        for i in (4, 6):
            assert any(r.get("cue") == "edge" for r in keys[i][1]), keys[i]
        # still in the first buy: no key made a call
        assert not any(r.get("id", "").startswith("call-made") and r["text"].startswith("You")
                       for r in app.records())
    finally:
        app.stop()
