"""Free text from a client (a chat line, a name): what it may hold.

Printable characters, and the invisible marks that Arabic and emoji need: the
right-to-left and left-to-right marks (U+200F, U+200E, the Arabic letter mark
U+061C), the joiners (U+200D joins an emoji sequence, U+200C keeps Persian and
Arabic letters apart), the variation selectors (U+FE0E/U+FE0F: text or emoji
form) and the emoji tag characters (the flags of England or Scotland). Refused:
the controls that reorder or hide text (bidi embeddings and overrides
U+202A-U+202E, isolates U+2066-U+2069), every other C0 and C1 control, line
and paragraph separators, and every other invisible format character.
"""

from __future__ import annotations

import unicodedata

ALLOWED_MARKS = frozenset(
    "\u200c\u200d\u200e\u200f\u061c"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))          # variation selectors
    + "".join(chr(c) for c in range(0xE0100, 0xE01F0))        # their supplement
    + "".join(chr(c) for c in range(0xE0020, 0xE0080)))       # emoji tags


REFUSED_CATEGORIES = frozenset(("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"))


def allowed_sign(sign: str) -> bool:
    """A character a chat line or a name may hold (any space: French puts a narrow
    no-break space before its colons)."""
    return unicodedata.category(sign) not in REFUSED_CATEGORIES or sign in ALLOWED_MARKS


def text_refusal(text: str) -> str | None:
    """Why ``text`` cannot be said (None: it can): ``blank`` (nothing visible) or
    ``control`` (a character that reorders or hides text, or a control)."""
    if not all(allowed_sign(c) for c in text):
        return "control"
    if all(c.isspace() or c in ALLOWED_MARKS for c in text):
        return "blank"
    return None
