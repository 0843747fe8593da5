"""Where the game's data folders are: ``locales/`` (the Fluent catalogues and
rules texts), ``sounds/`` (the cue WAV files) and ``lessons/`` (the lessons'
deals and steps, docs/lessons.md).

They live at the top of the source repository; a wheel carries them inside
the package (setup.py copies them at build time) and so does the PyInstaller
executable (scripts/pyinstaller.spec). An environment variable overrides each.
"""

from __future__ import annotations

import os
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent


def data_dir(name: str, env: str) -> Path:
    """``$env`` if set, else ``baloot_audio/<name>`` when installed, else ``<repo>/<name>``."""
    override = os.environ.get(env)
    if override:
        return Path(override)
    inside = PACKAGE / name
    return inside if inside.is_dir() else PACKAGE.parent / name


# The files of each data folder that ship with the game (setup.py copies them
# into a wheel, scripts/pyinstaller.spec into the executable).
SHIPPED = {"locales": ("*.ftl", "*.md"), "sounds": ("*.wav",), "lessons": ("*.json",)}


def shipped_files(root: Path) -> list[Path]:
    """The data files to ship from the source checkout ``root``, relative to it."""
    return [path.relative_to(root) for folder, patterns in SHIPPED.items()
            for pattern in patterns for path in sorted((root / folder).rglob(pattern))]
