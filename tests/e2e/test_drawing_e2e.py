"""The layout's text widths against pyglet's, and a rebuild that remakes only what
changed, on a real (virtual) screen."""

from __future__ import annotations

import statistics
import time

from baloot_audio.i18n import display_text
from baloot_audio.ui.layout import FontMetrics


def test_font_file_widths_match_pyglet(headless):
    """The widths the layout uses are the widths pyglet draws (within a pixel a glyph)."""
    import pyglet

    for rtl, text in ((False, "Partner ▶ 10♥ Us 12  Them 30"), (False, "L’adversaire de gauche"),
                      (True, "اللي على يمينك يلعب إكة سبيت (خويّك)")):
        m = FontMetrics(rtl)
        for size, bold in ((16, False), (28, True), (60, False)):
            label = pyglet.text.Label(display_text(text, rtl or None), font_name="DejaVu Sans",
                                      font_size=size, weight="bold" if bold else "normal")
            want = m.width(text, size, bold)
            assert abs(label.content_width - want) <= len(text) * 0.6 + 2, \
                (text, size, bold, label.content_width, want)
            assert abs(label.content_height - m.line_height(size)) <= 2, (text, size)


def test_a_new_message_rebuilds_only_what_changed(headless):
    """A new spoken message changes the status line: the rebuild makes that line's
    label and keeps the other thirty-odd labels and shapes of the table."""
    import pyglet

    from baloot_audio.ui.render import Renderer
    from baloot_audio.ui.screens import TableScreen

    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))
    from test_layout import fake_app, table_moments  # the same seeded round

    window = pyglet.window.Window(800, 600, visible=True)
    try:
        r = Renderer(window)
        model = dict(table_moments("en"))["trick"]
        screen = TableScreen.__new__(TableScreen)
        screen.model = lambda: model
        screen.app = fake_app("en")

        def rebuild(anew: bool = False) -> float:
            start = time.perf_counter()
            r.clear()
            if anew:  # as before: every label and shape made again
                r.draw()
                r.clear()
            screen.draw(r)
            r.draw()
            return (time.perf_counter() - start) * 1000

        first = rebuild()
        drawn = r.made
        assert drawn > 30, drawn
        r.made = 0
        rebuild()
        assert r.made == 0
        kept, anew = [], []
        for i, word in enumerate(("jack", "queen", "king", "ace", "seven", "eight") * 2):
            model.status = f"Right plays the {word} of spades ({i})."
            r.made = 0
            kept.append(rebuild())
            assert 1 <= r.made <= 2, r.made
            model.status += " "
            anew.append(rebuild(anew=True))
        plain = []
        for _ in range(12):
            start = time.perf_counter()
            r.draw()
            plain.append((time.perf_counter() - start) * 1000)
        print(f"table: {drawn} labels and shapes; first build {first:.1f} ms; a new message: "
              f"{statistics.median(kept):.1f} ms keeping the rest, "
              f"{statistics.median(anew):.1f} ms making everything again; a plain draw "
              f"{statistics.median(plain):.1f} ms (medians)")
    finally:
        window.close()
