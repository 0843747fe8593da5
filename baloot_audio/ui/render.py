"""Drawing for low-vision players: big, high-contrast, focus clearly marked.

Screens describe what to draw through :class:`Renderer`; the drawing is rebuilt
into one pyglet batch only when something changed (``dirty``), so a frame costs
one ``batch.draw()``. Suits are told apart by shape and letter as well as colour
(a four-colour deck on black). Right-to-left text is shaped and reordered for
display with :func:`baloot_audio.i18n.display_text`.
"""

from __future__ import annotations

from typing import Any

import pyglet
from pyglet import shapes

from baloot_audio.i18n import display_text

BACKGROUND = (0, 0, 0, 255)
FOREGROUND = (255, 255, 255, 255)
DIM = (200, 200, 200, 255)
FOCUS = (255, 230, 0, 255)
CARD_FACE = (250, 250, 250, 255)
CARD_EDGE = (120, 120, 120, 255)
# four-colour deck, each readable on white: black spades, red hearts,
# blue diamonds, green clubs (shape and letter too)
SUIT_COLOURS = {"S": (0, 0, 0, 255), "H": (200, 0, 0, 255), "D": (0, 60, 200, 255),
                "C": (0, 120, 0, 255)}
FONT = "DejaVu Sans"
# The "light" theme (a setting): dark text on white. Colours are mapped at drawing
# time, so screens keep naming the dark theme's colours; card faces stay as they are.
LIGHT = {FOREGROUND: (0, 0, 0, 255), DIM: (60, 60, 60, 255), FOCUS: (0, 40, 170, 255),
         (40, 40, 0, 255): (255, 240, 170, 255)}
CLEAR = {"dark": (0.0, 0.0, 0.0, 1.0), "light": (1.0, 1.0, 1.0, 1.0)}


def row_x(i: int, item_width: float, width: float, rtl: bool, gap: float = 10,
          margin: float = 20) -> float:
    """Left edge of the i-th item of a row laid out in reading order: from the
    left, or from the right in a right-to-left language (where the next item,
    as swiping right reads it, is the one to the left)."""
    x = margin + i * (item_width + gap)
    return width - x - item_width if rtl else x


class Renderer:
    def __init__(self, window: pyglet.window.Window, rtl: bool = False):
        self.window = window
        self.rtl = rtl
        self.batch = pyglet.graphics.Batch()
        self.back = pyglet.graphics.Group(order=0)
        self.mid = pyglet.graphics.Group(order=1)
        self.front = pyglet.graphics.Group(order=2)
        self._items: list[Any] = []
        self.dirty = True
        self.theme = "dark"

    def colour(self, color) -> tuple:
        color = tuple(color)
        return LIGHT.get(color, color) if self.theme == "light" else color

    @property
    def width(self) -> int:
        return self.window.width

    @property
    def height(self) -> int:
        return self.window.height

    def row_x(self, i: int, item_width: float) -> float:
        return row_x(i, item_width, self.width, self.rtl)

    def clear(self) -> None:
        for item in self._items:
            item.delete()
        self._items.clear()

    def text(self, text: str, x: float, y: float, size: float, color=FOREGROUND,
             anchor_x: str = "left", anchor_y: str = "baseline", width: int | None = None,
             bold: bool = False) -> pyglet.text.Label:
        shown = display_text(text, self.rtl or None)
        if self.rtl and anchor_x == "left" and width is None:
            anchor_x, x = "right", self.width - x
        label = pyglet.text.Label(shown, font_name=FONT, font_size=size, x=x, y=y,
                                  color=self.colour(color), anchor_x=anchor_x, anchor_y=anchor_y,
                                  batch=self.batch, group=self.front, weight="bold" if bold else "normal",
                                  width=width, multiline=width is not None)
        self._items.append(label)
        return label

    def box(self, x: float, y: float, w: float, h: float, color, border: float = 0,
            border_color=FOCUS) -> None:
        if border:
            self._items.append(shapes.Rectangle(x - border, y - border, w + 2 * border,
                                                h + 2 * border,
                                                color=self.colour(border_color),
                                                batch=self.batch, group=self.back))
        self._items.append(shapes.Rectangle(x, y, w, h, color=self.colour(color),
                                            batch=self.batch, group=self.mid))

    def card(self, card: str, x: float, y: float, w: float, h: float, label: str,
             focused: bool = False) -> None:
        """A card face: big rank + suit shape, the suit letter in a corner."""
        self.box(x, y, w, h, CARD_FACE, border=max(6, w * 0.08) if focused else 2,
                 border_color=FOCUS if focused else CARD_EDGE)
        colour = SUIT_COLOURS[card[1]]
        self.text(label, x + w / 2, y + h / 2, size=max(10, w * 0.26), color=colour,
                  anchor_x="center", anchor_y="center", bold=True)
        # centred anchor: a corner of the card stays put in right-to-left languages too
        self.text(card[1], x + w * 0.14, y + h * 0.08, size=max(8, w * 0.12), color=colour,
                  anchor_x="center", anchor_y="bottom")

    def draw(self) -> None:
        pyglet.gl.glClearColor(*CLEAR.get(self.theme, CLEAR["dark"]))
        self.window.clear()
        self.batch.draw()
