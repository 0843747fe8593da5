"""Keys by the key, not by the symbol Shift makes on this layout.

pyglet on X11 reports the keysym the layout produces with the modifiers held:
Shift+1 arrives as ``EXCLAMATION`` on QWERTY, ``QUOTEDBL`` on QWERTZ's Shift+2,
and the unshifted digit row of AZERTY says ``AMPERSAND``, ``EACUTE``... A chord
like ``shift+_1`` would exist on no keyboard. :func:`install` makes the window
report, for each key event, the symbol of the key itself:

- a key that types a digit at its first or second level (group 1) is that
  digit: the digit row is ``_1`` .. ``_0`` on QWERTY, AZERTY, QWERTZ, Arabic;
  except a key that types ``-``, ``=`` or ``+`` without Shift (AZERTY's 6 key
  is ``MINUS``): the text size keys stay where the keyboard prints them;
- a key whose first level is a Latin letter is that letter (the letter printed
  on it: AZERTY's A key is ``A``);
- a key that types neither (an Arabic letter on a layout with no Latin group) is
  the letter or digit at the same place of a US keyboard;
- any other printable key is its unshifted symbol (Shift+= stays ``EQUAL``);
  keys that type nothing (arrows, F1, Enter, the keypad) are left as pyglet
  reports them.

Windows and macOS need none of this for the digit row: pyglet derives the
symbol there from the virtual key code (Windows: ``VK_1`` on AZERTY too) or the
key code (macOS), never from the character Shift makes. (On macOS a letter is
the US key at that place: AZERTY's A key arrives as Q. Not changed here.)
"""
from __future__ import annotations

from typing import Callable, Optional

# X11 keycodes (evdev and the older xfree86 set agree on these) of the digit
# row and the letter rows, with the US keysym printed on each.
US_POSITIONS: dict[int, int] = {
    **{10 + i: ord(d) for i, d in enumerate("1234567890")},
    **{24 + i: ord(c) for i, c in enumerate("qwertyuiop")},
    **{38 + i: ord(c) for i, c in enumerate("asdfghjkl")},
    **{52 + i: ord(c) for i, c in enumerate("zxcvbnm")},
}

# keys bound by their character (Ctrl+- and Ctrl+= or Ctrl++ change the text size)
SIGN_KEYS = frozenset(map(ord, "-=+"))
# keysyms of keys that type nothing: function, cursor, keypad and modifier keys
# (Unicode keysyms, from 0x1000000 on, type a character)
NON_PRINTING = range(0xFD00, 0x10000)


def _digit(keysym: int) -> bool:
    return ord("0") <= keysym <= ord("9")


def _letter(keysym: int) -> bool:
    return ord("a") <= keysym <= ord("z") or ord("A") <= keysym <= ord("Z")


def key_symbol(reported: int, level1: int, level2: int, keycode: int,
               known: Callable[[int], bool] = lambda s: True) -> int:
    """The symbol of the key pressed (see the module text).

    ``reported`` is the symbol pyglet computed (with the modifiers applied),
    ``level1`` and ``level2`` the keysyms of ``keycode`` in group 1 without and
    with Shift (0 for none), ``known`` tells which symbols pyglet has names for.
    """
    if not keycode or level1 in NON_PRINTING:
        return reported
    if level1 in SIGN_KEYS:
        return level1
    for keysym in (level1, level2):
        if _digit(keysym):
            return keysym
    if _letter(level1):
        return ord(chr(level1).lower())
    if keycode in US_POSITIONS:
        return US_POSITIONS[keycode]
    if level1 and known(level1):
        return level1
    return reported


def install(window) -> bool:
    """Make an X11 pyglet window report key symbols by key; True when installed.

    Elsewhere (Windows, macOS, a pyglet without the X11 hook) nothing changes.
    """
    original = getattr(window, "_event_text_symbol", None)   # pyglet's X11 window only
    if original is None or getattr(original, "_by_key", False):
        return False
    from pyglet.libs.x11 import xlib
    from pyglet.window import key as pkey

    def known(symbol: int) -> bool:
        return symbol in pkey._key_names  # noqa: SLF001

    def by_key(ev) -> tuple[Optional[str], Optional[int]]:
        text, symbol = original(ev)
        if symbol:
            level1 = xlib.XLookupKeysym(ev.xkey, 0)
            level2 = xlib.XLookupKeysym(ev.xkey, 1)
            symbol = key_symbol(symbol, level1, level2, ev.xkey.keycode, known)
        return text, symbol

    by_key._by_key = True  # type: ignore[attr-defined]
    window._event_text_symbol = by_key
    return True
