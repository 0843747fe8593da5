"""Text widths from the font file itself, with no window and no OpenGL.

The layout (:mod:`baloot_audio.ui.layout`) needs the width of a line of text
at a size before anything is drawn, and its tests must run without a display.
A TrueType file holds what is needed: each glyph's advance width (``hmtx``),
the character-to-glyph map (``cmap``), the units per em (``head``) and the
ascent and descent (``hhea``). pyglet draws with FreeType from the same numbers
(it does not kern), so these widths match the drawn labels to a pixel or so a
glyph; ``tests/ui/test_layout.py`` checks that against pyglet on a real screen.
"""

from __future__ import annotations

import math
import struct
from functools import lru_cache
from pathlib import Path
from typing import Optional

PX_PER_PT = 96 / 72   # pyglet's font sizes are points at 96 dots per inch

FONT_DIRS = ("/usr/share/fonts/truetype/dejavu", "/usr/share/fonts/TTF",
             "/usr/share/fonts/dejavu", "/Library/Fonts", "C:/Windows/Fonts")
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}


class FontFile:
    """Advance widths and vertical metrics of one TrueType font."""

    def __init__(self, path: Path):
        data = path.read_bytes()
        count = struct.unpack_from(">H", data, 4)[0]
        tables = {}
        for i in range(count):
            tag, _, offset, length = struct.unpack_from(">4sIII", data, 12 + 16 * i)
            tables[tag.decode("latin-1")] = (offset, length)
        self.units = struct.unpack_from(">H", data, tables["head"][0] + 18)[0]
        hhea = tables["hhea"][0]
        self.ascender, self.descender = struct.unpack_from(">hh", data, hhea + 4)
        metrics = struct.unpack_from(">H", data, hhea + 34)[0]
        hmtx = tables["hmtx"][0]
        self.advances = [struct.unpack_from(">H", data, hmtx + 4 * i)[0] for i in range(metrics)]
        self.cmap = _read_cmap(data, tables["cmap"][0])

    def advance(self, ch: str) -> int:
        """Advance of ``ch`` in font units (0 for a character the font lacks)."""
        glyph = self.cmap.get(ord(ch), 0)
        return self.advances[min(glyph, len(self.advances) - 1)] if glyph else 0

    def width(self, text: str, size: float) -> float:
        """Pixels: each glyph's advance rounded to whole pixels, as hinted FreeType does."""
        scale = size * PX_PER_PT / self.units
        return float(sum(round(self.advance(ch) * scale) for ch in text))

    def line_height(self, size: float) -> float:
        """Pixels from the lowest descender to the highest ascender of a line."""
        return math.ceil((self.ascender - self.descender) * size * PX_PER_PT / self.units)


def _read_cmap(data: bytes, start: int) -> dict[int, int]:
    """Code point -> glyph, from the Windows Unicode subtable (format 12 or 4)."""
    count = struct.unpack_from(">H", data, start + 2)[0]
    subtables = {}
    for i in range(count):
        platform, encoding, offset = struct.unpack_from(">HHI", data, start + 4 + 8 * i)
        subtables[(platform, encoding)] = start + offset
    out: dict[int, int] = {}
    if (3, 10) in subtables and struct.unpack_from(">H", data, subtables[(3, 10)])[0] == 12:
        at = subtables[(3, 10)]
        groups = struct.unpack_from(">I", data, at + 12)[0]
        for g in range(groups):
            first, last, glyph = struct.unpack_from(">III", data, at + 16 + 12 * g)
            for code in range(first, last + 1):
                out[code] = glyph + code - first
        return out
    at = subtables.get((3, 1)) or subtables.get((0, 3))
    if at is None:
        return out
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    range_at = at + 16 + 6 * segs
    ranges = struct.unpack_from(f">{segs}H", data, range_at)
    for s in range(segs):
        for code in range(starts[s], ends[s] + 1):
            if code == 0xFFFF:
                continue
            if ranges[s] == 0:
                glyph = (code + deltas[s]) & 0xFFFF
            else:
                where = range_at + 2 * s + ranges[s] + 2 * (code - starts[s])
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[s]) & 0xFFFF if glyph else 0
            if glyph:
                out[code] = glyph
    return out


@lru_cache(maxsize=2)
def dejavu(bold: bool = False) -> Optional[FontFile]:
    """DejaVu Sans (the game's font), or None when its file is not found."""
    for folder in FONT_DIRS:
        path = Path(folder) / FONT_FILES[bold]
        if path.is_file():
            return FontFile(path)
    return None
