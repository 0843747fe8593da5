"""Drawing for low-vision players: big, high-contrast, focus clearly marked.

Screens compute a :class:`~baloot_audio.ui.layout.Layout` (pure geometry, see
:mod:`baloot_audio.ui.layout`) and hand it to :meth:`Renderer.draw_layout`. The
picture is rebuilt only when something changed (``dirty``), and a rebuild
keeps every label and shape that is drawn again unchanged: only what changed
is made anew (a new status line costs one label, not the whole table), so a
frame costs one ``batch.draw()``. Suits are told apart by shape as well as
colour (a four-colour deck on black). Right-to-left text is shaped and
reordered for display with :func:`baloot_audio.i18n.display_text`.
"""

from __future__ import annotations

from typing import Any, Callable, Literal

import pyglet
from pyglet import shapes

from baloot_audio.i18n import display_text

from .layout import Box, FontMetrics, Layout

BACKGROUND = (0, 0, 0, 255)
FOREGROUND = (255, 255, 255, 255)
DIM = (200, 200, 200, 255)
FOCUS = (255, 230, 0, 255)
HIGHLIGHT = (40, 40, 0, 255)
CARD_FACE = (250, 250, 250, 255)
CARD_EDGE = (120, 120, 120, 255)
# four-colour deck, each readable on white: black spades, red hearts,
# blue diamonds, green clubs (the suit's shape is on the card too)
SUIT_COLOURS = {"S": (0, 0, 0, 255), "H": (200, 0, 0, 255), "D": (0, 60, 200, 255),
                "C": (0, 120, 0, 255)}
SUIT_SHAPES = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
WINNER_MARK = "★"
FONT = "DejaVu Sans"
AnchorX = Literal["left", "center", "right"]
AnchorY = Literal["top", "bottom", "center", "baseline"]
# The "light" theme (a setting): dark text on white. Colours are mapped at drawing
# time, so screens keep naming the dark theme's colours. Card faces stay white: a
# thick dark edge sets them off the white background.
LIGHT = {FOREGROUND: (0, 0, 0, 255), DIM: (60, 60, 60, 255), FOCUS: (0, 40, 170, 255),
         HIGHLIGHT: (255, 240, 170, 255), CARD_EDGE: (40, 40, 40, 255)}
CLEAR = {"dark": (0.0, 0.0, 0.0, 1.0), "light": (1.0, 1.0, 1.0, 1.0)}
# The colour of each kind of text box (see the roles in layout.py)
ROLE_COLOURS = {"title": FOREGROUND, "item": FOREGROUND, "score": FOREGROUND,
                "contract": DIM, "status": DIM, "position": DIM, "line": FOREGROUND,
                "heading": FOREGROUND, "search": FOCUS, "mark": FOCUS, "entry": FOCUS,
                "calls-title": FOREGROUND, "call": FOREGROUND, "caption": FOREGROUND,
                "seat": DIM}


class Renderer:
    def __init__(self, window: pyglet.window.Window, rtl: bool = False):
        self.window = window
        self.batch = pyglet.graphics.Batch()
        self.back = pyglet.graphics.Group(order=0)
        self.mid = pyglet.graphics.Group(order=1)
        self.front = pyglet.graphics.Group(order=2)
        self._kept: dict[tuple, Any] = {}     # drawn now: key -> label or shape
        self._old: dict[tuple, Any] = {}      # drawn before this rebuild, reused if asked again
        self.dirty = True
        self.theme = "dark"
        self.rtl = rtl
        self.made = 0                         # labels and shapes created (tests, benchmarks)

    @property
    def rtl(self) -> bool:
        return self.metrics.rtl

    @rtl.setter
    def rtl(self, value: bool) -> None:
        self.metrics = FontMetrics(value, fallback=pyglet_width)

    def colour(self, color) -> tuple:
        color = tuple(color)
        return LIGHT.get(color, color) if self.theme == "light" else color

    @property
    def width(self) -> int:
        return self.window.width

    @property
    def height(self) -> int:
        return self.window.height

    def clear(self) -> None:
        """Start a rebuild: what is drawn again is kept, the rest goes at :meth:`draw`."""
        self._old.update(self._kept)
        self._kept = {}

    def _reuse(self, key: tuple, make: Callable[[], Any]) -> Any:
        item = self._old.pop(key, None)
        if item is None:
            item = self._kept.get(key)
        if item is None:
            item = make()
            self.made += 1
        self._kept[key] = item
        return item

    def text(self, text: str, x: float, y: float, size: float, color=FOREGROUND,
             anchor_x: AnchorX = "left", anchor_y: AnchorY = "bottom", bold: bool = False,
             ltr: bool = False) -> Any:
        """One line of text; right-to-left text is shaped and reordered here (``ltr``:
        drawn as written, like a card's index "10♥" in every language)."""
        shown = display_text(text, False if ltr else (self.rtl or None))
        color = self.colour(color)
        key = ("text", shown, round(x, 1), round(y, 1), round(size, 2), color, anchor_x,
               anchor_y, bold)
        return self._reuse(key, lambda: pyglet.text.Label(
            shown, font_name=FONT, font_size=size, x=x, y=y, color=color, anchor_x=anchor_x,
            anchor_y=anchor_y, batch=self.batch, group=self.front,
            weight="bold" if bold else "normal"))

    def box(self, x: float, y: float, w: float, h: float, color, border: float = 0,
            border_color=FOCUS) -> None:
        """A filled rectangle; a border is drawn inside its edge."""
        if border:
            edge = self.colour(border_color)
            self._reuse(("rect", x, y, w, h, edge, "back"), lambda: shapes.Rectangle(
                x, y, w, h, color=edge, batch=self.batch, group=self.back))
            x, y, w, h = x + border, y + border, w - 2 * border, h - 2 * border
        fill = self.colour(color)
        self._reuse(("rect", x, y, w, h, fill, "mid"), lambda: shapes.Rectangle(
            x, y, w, h, color=fill, batch=self.batch, group=self.mid))

    def card(self, b: Box) -> None:
        """A card face: the big rank and suit shape (its label), the suit's shape
        again in a corner; the focus is a thick yellow edge, the trick's winner a
        thick edge and a star in the top corner."""
        edge = max(6.0, b.w * 0.08) if b.focused else max(5.0, b.w * 0.06) if b.winner \
            else max(3.0, b.w * 0.04)
        self.box(b.x, b.y, b.w, b.h, CARD_FACE, border=edge,
                 border_color=FOCUS if b.focused else CARD_EDGE)
        colour = SUIT_COLOURS[b.card[1]]
        self.text(b.text, b.x + b.w / 2, b.y + b.h / 2, b.size, colour, anchor_x="center",
                  anchor_y="center", bold=True, ltr=True)
        corner = max(6.0, b.size * 0.45)
        self.text(SUIT_SHAPES[b.card[1]], b.x + edge + 2, b.y + edge + 2, corner, colour)
        if b.winner:
            self.text(WINNER_MARK, b.x + b.w - edge - 2, b.y + b.h - edge - 2, corner * 1.3,
                      (170, 90, 0, 255), anchor_x="right", anchor_y="top", bold=True)

    def draw_layout(self, layout: Layout, colours: dict[str, tuple] | None = None) -> None:
        """Every box of a layout: highlights, cards, then text in its role's colour
        (the focused item in the focus colour)."""
        colours = {**ROLE_COLOURS, **(colours or {})}
        for b in layout.boxes:
            if b.role == "panel":
                self.box(b.x, b.y, b.w, b.h, HIGHLIGHT, border=4)
            elif b.card:
                self.card(b)
            else:
                colour = FOCUS if b.focused else colours.get(b.role, FOREGROUND)
                self.text(b.text, b.x, b.y, b.size, colour, bold=b.bold)

    def draw(self) -> None:
        for item in self._old.values():   # what this rebuild did not draw again
            item.delete()
        self._old.clear()
        pyglet.gl.glClearColor(*CLEAR.get(self.theme, CLEAR["dark"]))
        self.window.clear()
        self.batch.draw()


def pyglet_width(text: str, size: float, bold: bool) -> float:
    """Width of drawn text from pyglet's own font (when DejaVu's files are not found)."""
    label = pyglet.text.Label(text, font_name=FONT, font_size=size,
                              weight="bold" if bold else "normal")
    return float(label.content_width)
