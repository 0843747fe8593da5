"""Files that must survive a crash: atomic writes, backups of bad files, the folders.

Standard library only (platformdirs is imported lazily for the folders). A
file is written to a temporary file in the same folder, flushed to disk, and
moved over the old one with :func:`os.replace`, so a reader sees the old
file or the new one, never half of one.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any

APP_NAME = "baloot-audio"


def config_dir() -> Path:
    env = os.environ.get("BALOOT_AUDIO_CONFIG")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Saved match and match history (``BALOOT_AUDIO_DATA`` overrides)."""
    env = os.environ.get("BALOOT_AUDIO_DATA")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` by ``text`` all at once (temp file + fsync + os.replace).

    Raises OSError (the old file, if any, is left as it was).
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def write_json_atomic(path: Path, data: Any) -> None:
    write_atomic(path, json.dumps(data, indent=1, ensure_ascii=False) + "\n")


def move_aside(path: Path) -> Path | None:
    """Keep a bad file as ``<name>.bad-<time>`` next to it; returns the backup or None."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for n in range(100):
        backup = path.with_name(f"{path.name}.bad-{stamp}" + (f"-{n}" if n else ""))
        if backup.exists():
            continue
        try:
            os.replace(path, backup)
            return backup
        except OSError:
            return None
    return None


class BadFile(Exception):
    """A file that exists but cannot be used. ``reason``: a stable code."""

    def __init__(self, reason: str, detail: str = ""):
        self.reason = reason
        super().__init__(f"{reason}: {detail}" if detail else reason)


def read_json(path: Path) -> Any:
    """The JSON in ``path``, or None when there is no file.

    Raises BadFile("unreadable") when the file or its folder cannot be read
    and BadFile("corrupt") when it is not JSON (truncated, binary, empty).
    """
    try:
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        return None
    except NotADirectoryError:
        raise BadFile("unreadable", f"{path.parent} is not a folder") from None
    except OSError as error:
        raise BadFile("unreadable", error.strerror or str(error)) from None
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as error:
        raise BadFile("corrupt", str(error)) from None
