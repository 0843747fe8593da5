"""Keys by the key: the symbol of the key pressed, whatever Shift and the layout make.

(The window hook itself is exercised end to end by tests/e2e/test_keys_e2e.py.)
"""
from __future__ import annotations

import pytest

from baloot_audio.ui.commands import REGISTRY, Chord
from baloot_audio.ui.keys import US_POSITIONS, key_symbol

# X keysyms (the same numbers as pyglet's key symbols)
EXCLAM, AMPERSAND, SECTION, EACUTE, MINUS, EQUAL, PLUS = 0x21, 0x26, 0xA7, 0xE9, 0x2D, 0x3D, 0x2B
RETURN, KP_END, KP_1, ARABIC_SHEEN, UFEFB = 0xFF0D, 0xFF9C, 0xFFB1, 0x5D4, 0x100FEFB
KNOWN = {EXCLAM, AMPERSAND, EACUTE, MINUS, EQUAL, PLUS, RETURN, KP_1} | set(range(0x30, 0x3A)) \
    | set(range(0x61, 0x7B))


def sym(reported, level1, level2, keycode):
    return key_symbol(reported, level1, level2, keycode, KNOWN.__contains__)


@pytest.mark.parametrize("reported,level1,level2,keycode,expected,case", [
    (EXCLAM, ord("1"), EXCLAM, 10, ord("1"), "US Shift+1"),
    (ord("1"), ord("1"), EXCLAM, 10, ord("1"), "US 1"),
    (AMPERSAND, AMPERSAND, ord("1"), 10, ord("1"), "AZERTY 1 without Shift"),
    (ord("1"), AMPERSAND, ord("1"), 10, ord("1"), "AZERTY Shift+1"),
    (SECTION, ord("3"), SECTION, 12, ord("3"), "QWERTZ Shift+3"),
    (ord("2"), ord("2"), ord("@"), 11, ord("2"), "Arabic layout's digit row"),
    (ord("a"), ord("a"), ord("A"), 24, ord("a"), "AZERTY's A key is A"),
    (ord("y"), ord("y"), ord("Y"), 52, ord("y"), "QWERTZ's Y key is Y"),
    (1 << 32 | 38, ARABIC_SHEEN, 0, 38, ord("a"), "an Arabic letter: the US place"),
    (1 << 32 | 56, UFEFB, 0, 56, ord("b"), "a Unicode keysym: the US place"),
    (PLUS, EQUAL, PLUS, 21, EQUAL, "US Shift+= stays EQUAL"),
    (PLUS, PLUS, ord("*"), 35, PLUS, "QWERTZ's + key"),
    (MINUS, MINUS, ord("6"), 15, MINUS, "AZERTY's 6 key types - : it is MINUS"),
    (ord("6"), MINUS, ord("6"), 15, MINUS, "... with Shift too"),
    (AMPERSAND, AMPERSAND, ord("1"), 10, ord("1"), "AZERTY's 1 key stays the digit 1"),
    (RETURN, RETURN, 0, 36, RETURN, "a key that types nothing is left alone"),
    (KP_1, KP_END, KP_1, 87, KP_1, "the keypad is left alone"),
    (EACUTE, 0, 0, 0, EACUTE, "no keycode (an input method's result)"),
])
def test_the_symbol_of_the_key(reported, level1, level2, keycode, expected, case):
    assert sym(reported, level1, level2, keycode) == expected, case


def test_every_digit_and_letter_bound_has_its_us_place():
    """A layout without Latin letters still reaches every letter and digit binding."""
    places = {chr(s).upper() for s in US_POSITIONS.values()}
    for cmd in REGISTRY:
        for text in cmd.keys:
            key = Chord.parse(text).key.lstrip("_")
            if len(key) == 1:
                assert key in places, (cmd.id, text)


def test_pyglet_still_has_the_hook():
    """install() replaces the X11 window's `_event_text_symbol`, which pyglet's key
    event handler calls for each key press and release (read without a display)."""
    import importlib.util
    from pathlib import Path

    pyglet_dir = Path(importlib.util.find_spec("pyglet").origin).parent
    source = (pyglet_dir / "window" / "xlib" / "__init__.py").read_text()
    assert "def _event_text_symbol(self, ev" in source
    assert source.count("self._event_text_symbol(") >= 2   # the event and its auto-repeat
    assert "XLookupKeysym" in (pyglet_dir / "libs" / "x11" / "xlib.py").read_text()
