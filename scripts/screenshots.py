"""Photograph the table for the README: ``docs/screenshots/``.

Runs the real game window (needs a display: on a machine without one, start
``Xvfb :5 -screen 0 1280x800x24 &`` and set ``DISPLAY=:5``), plays a seeded
match up to a trick in progress at the player's turn, and saves what the
window shows, for each language, at the smallest and the largest text size on
an 800x600 window, plus the buying (the turned card and the calls) at the
largest size. Usage: ``python scripts/screenshots.py [OUT_DIR]``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import pyglet

from baloot_audio.app import App
from baloot_audio.core import Phase
from baloot_audio.options import build_parser
from baloot_audio.ui.settings import TEXT_SIZES


def pump(app: App, until, limit: int = 4000) -> None:
    """Run the event loop by hand until ``until()`` holds."""
    for _ in range(limit):
        if until():
            return
        pyglet.clock.tick()
        pyglet.app.platform_event_loop.dispatch_posted_events()
        app.shell.window.dispatch_events()
    raise RuntimeError("the game did not reach the wanted moment")


def shoot(app: App, path: Path) -> None:
    shell = app.shell
    shell.renderer.dirty = True
    shell.window.switch_to()
    shell.on_draw()
    pyglet.image.get_buffer_manager().get_color_buffer().save(str(path))
    shell.window.flip()
    print(path)


def play_to(app: App, moment: str) -> None:
    """Answer for the player until ``moment``: "buying" (the player's call, the
    calls shown) or "trick" (the player's turn with cards in the trick)."""
    screen, table = app.session.screen, app.session.table

    def there() -> bool:
        v = table.view()
        if v is None or v.to_act != v.seat:
            return False
        if moment == "buying":
            if v.phase is Phase.BUY and screen.calls():
                screen.zone, screen.focus = "calls", 0
                return True
            return False
        if v.phase is Phase.BUY:
            calls = screen.calls()
            wanted = [a for a in calls if a.kind in ("hokum", "sun", "confirm")] or calls
            table.act(wanted[0])
            return False
        if len(v.current) >= 2:
            screen.zone, screen.focus = "hand", 1
            return True
        table.act(next(a for a in v.legal if a.kind == "play"))
        return False

    pump(app, there)


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in ("en", "fr", "ar"):
            for size, moment in ((TEXT_SIZES[0], "trick"), (TEXT_SIZES[-1], "trick"),
                                 (TEXT_SIZES[-1], "buying")):
                options = build_parser().parse_args([
                    "--quick-start", "--seed", "readme-3", "--lang", lang, "--size", "800x600",
                    "--text-size", str(size), "--speech", "none", "--no-sound",
                    "--bot-delay", "0", "--config-dir", tmp, "--data-dir", tmp])
                app = App(options)
                app.start()
                play_to(app, moment)
                shoot(app, out / f"table-{moment}-{lang}-{size}.png")
                app.quit()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
