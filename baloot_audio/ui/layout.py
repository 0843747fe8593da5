"""Where everything goes on each screen: pure geometry, no pyglet.

Every screen is laid out from the window size, the text size and a text
measure (:class:`Metrics`): text wraps to the width, lists scroll so that the
focused item stays inside the window (its text shrinks when it cannot fit even
alone), and cards shrink before anything overlaps. A layout is a list of
:class:`Box` in window pixels (origin bottom-left, as pyglet draws); the screens
draw the boxes and the tests check them (no two overlap, none leaves the
window, the focus is inside) without a display.

Right-to-left languages are laid out from the right: text boxes are aligned to
the right edge, the hand and the rows read from the right, the focus mark
points left, and the turned card sits at the right. Text is wrapped in logical
order and measured as it is drawn (:func:`baloot_audio.i18n.display_text`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Optional, Protocol, Sequence

from baloot_audio.i18n import display_text

from .fontmetrics import PX_PER_PT, dejavu

CARD_RATIO = 1.4       # card height / width
MIN_SIZE = 9.0         # points: text never shrinks below this
ELLIPSIS = "…"
SHRINK = 0.9           # each step of a text (or a card's label) that does not fit
FOCUS_SHRINK = 0.85    # each step of a focused item that does not fit even alone
SLACK = 0.5            # pixels of rounding that are neither an overlap nor out of the window

# Text sizes, as a multiple of the size the player chose
TITLE_SCALE = 1.2          # a menu's and a replay's title
HEADING_SCALE = 1.1        # the rules reader's title and headings
READER_TEXT_SCALE = 0.9    # the rules' paragraphs
REPLAY_LINE_SCALE = 0.8    # a replay's lines
POSITION_SCALE = 0.6       # the rules reader's position line
SCORE_SCALE = 1.0          # the table's top band: the score,
CONTRACT_SCALE = 0.8       # the contract,
STATUS_SCALE = 0.6         # and the last message
TABLE_TEXT_SCALE = 0.7     # the table's focused entry and the seats' labels (cards follow them)
CAPTION_SCALE = 0.85       # the turned card's caption, of the seats' labels

# The table's proportions
GAP_SCALE = 0.3            # the space between the table's parts, of the text size in points
GAP_MIN = 6.0              # pixels: and at least this
ENTRY_LINES = 3            # the focused entry's lines at most (under the hand)
HAND_CARD_WIDTH = 2.4      # a hand card at most this many times the text size wide
HAND_HEIGHT_SHARE = 0.2    # and the hand at most this share of the window's height
TOP_BAND_SHARE = 0.25      # the score, contract and last message: at most this share of it
TURNED_COLUMN_SHARE = 0.3  # the turned card's column: at most this share of the width
CAPTION_LINES = 3          # the turned card's caption's lines at most
CAPTION_PAD = 2.0          # pixels beside the caption's longest word
TRICK_CARD_WIDTH = 3.6     # a trick's card at most this many times the labels' size wide
READABLE_CARD = 60.0       # pixels: a trick's card is readable from this width,
READABLE_CARD_LINES = 2.2  # or from this many label lines (the smaller of the two)
SEAT_LABEL_GAP = 0.3       # a side seat's label above its card: this share of a gap

# A card's label: it starts at this share of the card's width (in points) and shrinks
# until it fits in this share of the face's width and height, never below the minimum
CARD_LABEL_START = 0.3
CARD_LABEL_WIDTH = 0.8
CARD_LABEL_HEIGHT = 0.45
CARD_LABEL_MIN = 6.0       # points

# Text measured without the DejaVu files: an upper bound for DejaVu-like fonts
FALLBACK_EM = 0.64         # a letter's width, of the size in pixels
FALLBACK_EM_BOLD = 0.72
FALLBACK_LINE_SPACING = 1.17
WIDTH_CACHE_LIMIT = 20000  # measured widths kept (then the cache starts again)


class Metrics(Protocol):
    rtl: bool

    def width(self, text: str, size: float, bold: bool = False) -> float:
        """Pixels taken by one line of logical text as it is drawn."""

    def line_height(self, size: float) -> float:
        """Pixels from one line's top to the next line's top."""


class FontMetrics:
    """:class:`Metrics` from the DejaVu Sans files (no window needed), or from
    ``fallback(text, size, bold)`` (pyglet's own font) when they are not installed."""

    def __init__(self, rtl: bool = False,
                 fallback: Optional[Callable[[str, float, bool], float]] = None):
        self.rtl = rtl
        self.fallback = fallback
        self._cache: dict[tuple, float] = {}

    def width(self, text: str, size: float, bold: bool = False) -> float:
        key = (text, size, bold)
        got = self._cache.get(key)
        if got is None:
            shown = display_text(text, self.rtl or None)
            font = dejavu(bold)
            if font is not None:
                got = font.width(shown, size)
            elif self.fallback is not None:
                got = self.fallback(shown, size, bold)
            else:  # an upper bound for DejaVu-like fonts
                got = len(shown) * size * PX_PER_PT * (FALLBACK_EM_BOLD if bold else FALLBACK_EM)
            if len(self._cache) > WIDTH_CACHE_LIMIT:
                self._cache.clear()
            self._cache[key] = got
        return got

    def line_height(self, size: float) -> float:
        font = dejavu(False)
        if font is None:
            return round(size * PX_PER_PT * FALLBACK_LINE_SPACING + 0.5)
        return font.line_height(size)


@dataclass(frozen=True)
class Box:
    """One thing drawn: ``role`` says what (title, item, mark, panel, card, ...)."""

    role: str
    x: float
    y: float
    w: float
    h: float
    text: str = ""          # logical text (a card's short label for a card)
    size: float = 0.0       # points
    bold: bool = False
    card: str = ""          # a card's code
    focused: bool = False
    winner: bool = False    # the card that wins (or is winning) the trick
    index: int = -1         # the item's index in its list

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def top(self) -> float:
        return self.y + self.h

    def overlaps(self, other: "Box") -> bool:
        return (self.x < other.right - SLACK and other.x < self.right - SLACK
                and self.y < other.top - SLACK and other.y < self.top - SLACK)

    def inside(self, width: float, height: float) -> bool:
        return self.x >= -SLACK and self.y >= -SLACK and self.right <= width + SLACK \
            and self.top <= height + SLACK


# Boxes drawn behind or inside others (a focus highlight) are not checked for overlaps.
BACKGROUND_ROLES = frozenset({"panel"})


@dataclass
class Layout:
    width: float
    height: float
    boxes: list[Box] = field(default_factory=list)

    @property
    def focus(self) -> list[Box]:
        return [b for b in self.boxes if b.focused]

    def solid(self) -> list[Box]:
        return [b for b in self.boxes if b.role not in BACKGROUND_ROLES]


# ---------------------------------------------------------------------------
# Text


def wrap(text: str, width: float, size: float, bold: bool, m: Metrics) -> list[str]:
    """Lines of ``text`` (logical order) no wider than ``width`` pixels, broken at
    spaces; a word wider than the line is broken between letters. A line is as
    wide as its words and spaces (no kerning; Arabic letters join within a word)."""
    space = m.width(" ", size, bold)
    lines: list[str] = []
    for para in text.split("\n"):
        line, used = "", 0.0
        for word in para.split(" "):
            w = m.width(word, size, bold)
            if not line or used + space + w > width:
                if line:
                    lines.append(line)
                while w > width and len(word) > 1:
                    cut = len(word) - 1
                    while cut > 1 and m.width(word[:cut], size, bold) > width:
                        cut -= 1
                    lines.append(word[:cut])
                    word = word[cut:]
                    w = m.width(word, size, bold)
                line, used = word, w
            else:
                line, used = f"{line} {word}", used + space + w
        lines.append(line)
    return lines


def clip_lines(lines: list[str], most: int, width: float, size: float, bold: bool,
               m: Metrics) -> list[str]:
    """At most ``most`` lines; the last one kept ends with an ellipsis."""
    if len(lines) <= most:
        return lines
    last = lines[most - 1]
    while last and m.width(last + ELLIPSIS, size, bold) > width:
        last = last[:-1]
    return lines[:most - 1] + [last.rstrip() + ELLIPSIS]


def text_boxes(role: str, lines: Sequence[str], left: float, right: float, top: float,
               size: float, bold: bool, m: Metrics, focused: bool = False, index: int = -1,
               align: str = "start") -> list[Box]:
    """One box a line, from ``top`` down, aligned at the reading start (or centred)."""
    out = []
    lh = m.line_height(size)
    for line in lines:
        w = m.width(line, size, bold)
        if align == "center":
            x = (left + right - w) / 2
        else:
            x = right - w if m.rtl else left
        top -= lh
        if line:
            out.append(Box(role, x, top, w, lh, line, size, bold, focused=focused, index=index))
    return out


# ---------------------------------------------------------------------------
# A column: fixed lines at the top, then a list that scrolls to keep the focus


HIGHLIGHT_PAD = 8.0    # pixels: the focus highlight (its 4-pixel edge inside) reaches past the text


@dataclass
class Entry:
    text: str
    size: float
    role: str = "item"
    bold: bool = False
    gap: float = 0.3      # space after the entry, in lines of its own size
    most: int = 0         # at most this many lines (0: all)


def column(head: Sequence[Entry], items: Sequence[Entry], focus: Optional[int], left: float,
           right: float, top: float, bottom: float, m: Metrics,
           mark: bool = False) -> list[Box]:
    """``head`` entries from ``top`` down, then as many of ``items`` as fit above
    ``bottom``, scrolled so that item ``focus`` is inside; with ``mark``, the
    focused item gets the focus mark at its reading start and a highlight."""
    out: list[Box] = []
    for e in head:
        lines = wrap(e.text, right - left, e.size, e.bold, m)
        if e.most:
            lines = clip_lines(lines, e.most, right - left, e.size, e.bold, m)
        out += text_boxes(e.role, lines, left, right, top, e.size, e.bold, m)
        top -= (len(lines) + e.gap) * m.line_height(e.size)
    if not items:
        return out
    indent = max(m.width(focus_mark(m.rtl) + " ", e.size, True) for e in items) if mark else 0
    text_left, text_right = (left, right - indent) if m.rtl else (left + indent, right)
    pad = HIGHLIGHT_PAD if mark else 0

    def lay(i: int, e: Entry) -> tuple[list[str], float, Entry]:
        bold = e.bold or (i == focus)
        lines = wrap(e.text, text_right - text_left, e.size, bold, m)
        if e.most:
            lines = clip_lines(lines, e.most, text_right - text_left, e.size, bold, m)
        lh = m.line_height(e.size)
        return lines, len(lines) * lh + 2 * pad + e.gap * lh, replace(e, bold=bold)

    laid = {i: lay(i, e) for i, e in enumerate(items)}
    if focus is not None:
        e = items[focus]
        while laid[focus][1] > top - bottom and e.size > MIN_SIZE:  # the focus fits, alone
            e = replace(e, size=max(MIN_SIZE, e.size * FOCUS_SHRINK))
            laid[focus] = lay(focus, e)
    y = top
    for i in range(_first_shown([laid[i][1] for i in range(len(items))], focus, top - bottom),
                   len(items)):
        lines, height, e = laid[i]
        if y - height < bottom - SLACK:
            break
        if i == focus and mark:
            lh = m.line_height(e.size)
            w = m.width(focus_mark(m.rtl), e.size, True)
            out.append(Box("panel", left - pad, y - len(lines) * lh - 2 * pad,
                           right - left + 2 * pad, len(lines) * lh + 2 * pad, focused=True,
                           index=i))
            out.append(Box("mark", right - w if m.rtl else left, y - pad - lh, w, lh,
                           focus_mark(m.rtl), e.size, True, index=i))
        out += text_boxes(e.role, lines, text_left, text_right, y - pad, e.size, e.bold, m,
                          focused=i == focus, index=i)
        y -= height
    return out


def _first_shown(heights: list[float], focus: Optional[int], room: float) -> int:
    """The first item shown: 0 while the focus fits below the ones before it, else
    the focus goes at the bottom and the items before it fill the room above."""
    if focus is None or sum(heights[:focus + 1]) <= room:
        return 0
    used, first = heights[focus], focus
    while first > 0 and used + heights[first - 1] <= room + SLACK:
        first -= 1
        used += heights[first]
    return first


def focus_mark(rtl: bool) -> str:
    """The focus mark points at the text it marks: from the left, or from the right."""
    return "◀" if rtl else "▶"


# ---------------------------------------------------------------------------
# Screens made of text


MARGIN = 16.0          # pixels around each screen
TEXT_INSET = 4.0       # pixels more for a list's text (the focus highlight reaches past it)


def menu_layout(width: float, height: float, size: float, title: str, items: Sequence[str],
                focus: int, m: Metrics) -> Layout:
    """A menu: the title, then the items, the focused one marked and kept in view."""
    left, right = MARGIN + TEXT_INSET, width - MARGIN - TEXT_INSET
    head = [Entry(title, size * TITLE_SCALE, "title", bold=True, gap=0.6, most=3)]
    entries = [Entry(text, size, gap=0.25) for text in items]
    return Layout(width, height, column(head, entries, focus, left, right, height - MARGIN,
                                        MARGIN, m, mark=True))


def reader_layout(width: float, height: float, size: float, title: str, position: str,
                  search: Optional[str], blocks: Sequence[tuple[str, bool]],
                  m: Metrics) -> Layout:
    """The rules reader: title, position, search line, then the blocks from the
    cursor's (the first of ``blocks``, as ``(text, heading)``) down."""
    left, right = MARGIN + TEXT_INSET, width - MARGIN - TEXT_INSET
    head = [Entry(title, size * HEADING_SCALE, "title", bold=True, gap=0.2, most=2),
            Entry(position, size * POSITION_SCALE, "position", gap=0.6)]
    if search is not None:
        head.append(Entry(search, size, "search", bold=True, gap=0.4, most=2))
    entries = [Entry(text, size * (HEADING_SCALE if heading else READER_TEXT_SCALE),
                     "heading" if heading else "item",
                     bold=heading, gap=0.5) for text, heading in blocks]
    return Layout(width, height, column(head, entries, 0 if entries else None, left, right,
                                        height - MARGIN, MARGIN, m))


def lines_layout(width: float, height: float, size: float, title: str, lines: Sequence[str],
                 m: Metrics) -> Layout:
    """A title and lines of text (a replay): the lines that fit."""
    left, right = MARGIN + TEXT_INSET, width - MARGIN - TEXT_INSET
    head = [Entry(title, size * TITLE_SCALE, "title", bold=True, gap=0.6, most=2)]
    entries = [Entry(text, size * REPLAY_LINE_SCALE, "line", gap=0.3) for text in lines]
    return Layout(width, height, column(head, entries, None, left, right, height - MARGIN,
                                        MARGIN, m))


# ---------------------------------------------------------------------------
# The table


POSITIONS = ("across", "left", "right", "me")


@dataclass
class TableModel:
    """What the table screen shows, as text and card codes (no view, no catalogue)."""

    score: str
    contract: str
    status: str = ""
    seats: dict[str, tuple[str, bool]] = field(default_factory=dict)  # position: label, to act
    trick: Sequence[tuple[str, str, str, bool]] = ()   # position, card, label, winner
    turned: Optional[tuple[str, str, str]] = None      # card, label, caption
    hand: Sequence[tuple[str, str]] = ()               # card, label
    hand_focus: Optional[int] = None                   # the focused card
    entry: str = ""                                    # the focused entry after the cards
    calls_title: str = ""
    calls: Sequence[str] = ()
    calls_focus: Optional[int] = None


def card_box(role: str, card: str, label: str, x: float, y: float, w: float, m: Metrics,
             focused: bool = False, winner: bool = False, index: int = -1) -> Box:
    """A card ``w`` wide, its label's size chosen to fit inside its face."""
    h = w * CARD_RATIO
    size = max(CARD_LABEL_MIN, w * CARD_LABEL_START / PX_PER_PT)
    while size > CARD_LABEL_MIN and (m.width(label, size, True) > w * CARD_LABEL_WIDTH
                                     or m.line_height(size) > h * CARD_LABEL_HEIGHT):
        size *= SHRINK
    return Box(role, x, y, w, h, label, size, True, card, focused, winner, index)


def table_layout(width: float, height: float, size: float, model: TableModel,
                 m: Metrics) -> Layout:
    """The table: score, contract and last message at the top; the hand (and the
    focused entry) at the bottom; between them the trick as a cross of seats, or
    while buying the turned card and the calls."""
    rtl = m.rtl
    gap = max(GAP_MIN, size * GAP_SCALE)
    left, right = MARGIN, width - MARGIN
    inner = right - left
    boxes, top_bottom, scale = _top_band(model, width, height, size, gap, m)

    # the bottom: the focused entry's line, then the hand above it
    bottom = MARGIN
    if model.entry:
        s = max(MIN_SIZE, size * TABLE_TEXT_SCALE * scale)
        text = focus_mark(rtl) + " " + model.entry
        lines = clip_lines(wrap(text, inner, s, True, m), ENTRY_LINES, inner, s, True, m)
        lh = m.line_height(s)
        boxes += text_boxes("entry", lines, left, right, bottom + len(lines) * lh, s, True, m,
                            focused=True)
        bottom += len(lines) * lh + gap
    n = len(model.hand)
    if n:
        hw = min(size * PX_PER_PT * HAND_CARD_WIDTH, (inner - (n - 1) * gap) / n,
                 height * HAND_HEIGHT_SHARE / CARD_RATIO)
        for i, (card, label) in enumerate(model.hand):
            x = left + i * (hw + gap)
            if rtl:
                x = right - (x - left) - hw
            boxes.append(card_box("hand", card, label, x, bottom, hw, m,
                                  focused=i == model.hand_focus, index=i))
        bottom += hw * CARD_RATIO + gap
    middle = (bottom, top_bottom)  # the room left for the trick, the turned card, the calls
    label_size = max(MIN_SIZE, size * TABLE_TEXT_SCALE * scale)  # the seats' labels
    if model.turned or model.calls:
        boxes += _buying(model, left, right, middle, label_size, gap, m)
    else:
        boxes += _trick(model, left, right, middle, label_size, gap, m)
    return Layout(width, height, boxes)


def _top_band(model: TableModel, width: float, height: float, size: float, gap: float,
              m: Metrics) -> tuple[list[Box], float, float]:
    """Score, contract and last message, their text shrunk until they take at most a
    quarter of the height (the last message, also spoken and in the history, keeps
    one line when room is short). Returns the boxes, their bottom and the scale."""
    left, right = MARGIN, width - MARGIN
    scale = 1.0
    while True:
        boxes, y = [], height - MARGIN
        for text, k, role, bold, most in ((model.score, SCORE_SCALE, "score", True, 2),
                                          (model.contract, CONTRACT_SCALE, "contract", False, 2),
                                          (model.status, STATUS_SCALE, "status", False,
                                           2 if scale == 1 else 1)):
            if not text and role != "status":
                continue
            s = max(MIN_SIZE, size * k * scale)
            lines = clip_lines(wrap(text, right - left, s, bold, m), most, right - left, s,
                               bold, m)
            boxes += text_boxes(role, lines, left, right, y, s, bold, m)
            # the last message keeps its room: a new one does not move the table
            y -= (most if role == "status" else len(lines)) * m.line_height(s) + gap * 0.5
        if height - y <= height * TOP_BAND_SHARE or scale * size * STATUS_SCALE <= MIN_SIZE:
            return boxes, y - gap * 0.5, scale
        scale *= SHRINK


def _buying(model: TableModel, left: float, right: float, middle: tuple[float, float],
            label_size: float, gap: float, m: Metrics) -> list[Box]:
    """The turned card with its caption at the reading start; the calls (or the seats)
    in the rest of the room."""
    bottom, top = middle
    out: list[Box] = []
    room_w = right - left
    if model.turned:
        card, label, caption = model.turned
        # the caption wraps within the card's column; the card fills what is left
        col = min(room_w * TURNED_COLUMN_SHARE, max(m.width(w, label_size * CAPTION_SCALE, True)
                                                    for w in caption.split(" ")) + CAPTION_PAD)
        s = label_size * CAPTION_SCALE
        while s > MIN_SIZE and m.width(max(caption.split(" "), key=len), s, True) > col:
            s *= SHRINK
        lines = clip_lines(wrap(caption, col, s, True, m), CAPTION_LINES, col, s, True, m)
        lh = m.line_height(s)
        cap_h = len(lines) * lh
        cw = min(col, (top - bottom - cap_h - gap) / CARD_RATIO, room_w * TURNED_COLUMN_SHARE)
        col = max(col, cw)
        x0 = right - col if m.rtl else left
        out += text_boxes("caption", lines, x0, x0 + col, top, s, True, m, align="center")
        cy = top - cap_h - gap - cw * CARD_RATIO
        out.append(card_box("turned", card, label, x0 + (col - cw) / 2, cy, cw, m))
        if m.rtl:
            right = x0 - gap * 2
        else:
            left = x0 + col + gap * 2
    if model.calls:
        head = [Entry(model.calls_title, label_size, "calls-title", bold=True, gap=0.3,
                      most=2)]
        items = [Entry(text, label_size, "call", gap=0.15) for text in model.calls]
        out += column(head, items, model.calls_focus, left + TEXT_INSET, right - TEXT_INSET, top,
                      bottom, m, mark=True)
    else:
        out += _trick(model, left, right, middle, label_size, gap, m)
    return out


def _trick(model: TableModel, left: float, right: float, middle: tuple[float, float],
           label_size: float, gap: float, m: Metrics) -> list[Box]:
    """The four seats as a cross, the cards played in the trick on their spots:
    your partner at the top and you at the bottom, each label beside its card (at
    the reading start); the left and right opponents with their label above."""
    bottom, top = middle
    seats = model.seats
    s = label_size
    while True:
        lh = m.line_height(s)
        label_w = {p: m.width(_seat_text(seats, p, m.rtl), s, seats.get(p, ("", False))[1])
                   for p in POSITIONS}
        side = max(label_w["left"], label_w["right"])
        centre_label = max(label_w["across"], label_w["me"]) + gap
        # vertical: two cards one above the other; a side's label over its card
        cw = min((top - bottom - 3 * gap) / (2 * CARD_RATIO),
                 (top - bottom - lh - 2 * gap) / CARD_RATIO)
        # horizontal: left spot, the centre card with a label each side's width, right spot
        cw = min(cw, (right - left - 2 * centre_label - 4 * gap) / 3,
                 label_size * PX_PER_PT * TRICK_CARD_WIDTH)
        need = 2 * max(cw, side) + 2 * centre_label + cw + 4 * gap
        # the labels shrink while the cards would be too small to read, or too wide
        readable = cw >= min(READABLE_CARD, READABLE_CARD_LINES * lh)
        if (need <= right - left + SLACK and readable) or s <= MIN_SIZE:
            break
        s = max(MIN_SIZE, s * SHRINK)
    cw = max(cw, 1.0)
    ch = cw * CARD_RATIO
    cx, cy = (left + right) / 2, (bottom + top) / 2
    side_w = max(cw, side)
    out: list[Box] = []
    played = {pos: (card, label, winner) for pos, card, label, winner in model.trick}
    for pos in POSITIONS:
        if pos in ("across", "me"):
            x, y = cx - cw / 2, (cy + gap / 2) if pos == "across" else (cy - gap / 2 - ch)
        else:
            mid = left + gap + side_w / 2 if pos == "left" else right - gap - side_w / 2
            x, y = mid - cw / 2, cy - (ch + lh + gap * SEAT_LABEL_GAP) / 2
        if pos in seats:
            text = _seat_text(seats, pos, m.rtl)
            bold = seats[pos][1]
            w = m.width(text, s, bold)
            if pos in ("across", "me"):  # beside the card, level with its middle
                lx = x + cw + gap if m.rtl else x - gap - w
                out.append(Box("seat", lx, y + (ch - lh) / 2, w, lh, text, s, bold))
            else:
                out.append(Box("seat", x + cw / 2 - w / 2, y + ch + gap * SEAT_LABEL_GAP, w, lh,
                               text, s, bold))
        if pos in played:
            card, label, winner = played[pos]
            out.append(card_box("trick", card, label, x, y, cw, m, winner=winner))
    return out


def _seat_text(seats: dict[str, tuple[str, bool]], pos: str, rtl: bool) -> str:
    label, to_act = seats.get(pos, ("", False))
    return f"{focus_mark(rtl)} {label}" if to_act else label


def check(layout: Layout) -> list[str]:
    """What is wrong with a layout: boxes outside the window, boxes on top of each
    other, a focused box missing or cut. Empty when all is well."""
    problems = []
    for b in layout.boxes:
        if not b.inside(layout.width, layout.height):
            problems.append(f"{b.role} {b.text!r} leaves the window: {b}")
        if b.card and (b.size <= 0 or b.h <= 0 or b.w <= 0):
            problems.append(f"card {b.card} has no room: {b}")
    solid = layout.solid()
    for i, a in enumerate(solid):
        for b in solid[i + 1:]:
            if a.overlaps(b):
                problems.append(f"{a.role} {a.text!r} overlaps {b.role} {b.text!r}")
    return problems
