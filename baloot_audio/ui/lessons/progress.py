"""The lessons a player has done or skipped, kept as ``lessons.json`` in the user's
data folder (beside the saved match).

Written atomically (:func:`baloot_audio.storage.write_json_atomic`); a file that
cannot be used is moved aside as ``lessons.json.bad-<time>`` and the player starts
again from the first lesson; an unreadable folder gives no progress and a failed
write is reported, never fatal: lessons are a comfort, never a reason to stop.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Optional

from baloot_audio.storage import BadFile, move_aside, read_json, write_json_atomic

PROGRESS = "lessons.json"
PROGRESS_VERSION = 1
STATES = ("done", "skipped")


@dataclass
class Progress:
    """Each lesson's id -> "done" or "skipped"; ``problem``: why a file was set aside
    ("corrupt", "wrong_types", "unreadable", ...), to tell the player once."""

    path: Path
    states: dict[str, str] = field(default_factory=dict)
    problem: Optional[str] = None
    backup: Optional[Path] = None

    @classmethod
    def load(cls, folder: Path) -> "Progress":
        path = Path(folder) / PROGRESS
        try:
            return cls(path, parse_states(read_json(path)))
        except BadFile as bad:
            backup = None if bad.reason == "unreadable" else move_aside(path)
            return cls(path, {}, bad.reason, backup)

    @property
    def finished(self) -> frozenset[str]:
        return frozenset(self.states)

    def state(self, lesson_id: str) -> Optional[str]:
        return self.states.get(lesson_id)

    def mark(self, lesson_id: str, state: str) -> bool:
        """Record a lesson done or skipped (done stays done) and save; False when the
        file could not be written (the progress stays for this run)."""
        if state not in STATES:
            raise ValueError(state)
        if self.states.get(lesson_id) != "done":
            self.states[lesson_id] = state
        return self.save()

    def save(self) -> bool:
        try:
            write_json_atomic(self.path, {"version": PROGRESS_VERSION, "lessons": self.states,
                                          "saved": time.strftime("%Y-%m-%dT%H:%M:%S")})
            return True
        except OSError:
            return False


def parse_states(data: Any) -> dict[str, str]:
    """The lessons' states in a parsed file (None: no file yet); raises BadFile."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise BadFile("corrupt", "not a JSON object")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise BadFile("unknown_version", repr(version))
    if version > PROGRESS_VERSION:
        raise BadFile("future_version", str(version))
    states = data.get("lessons", {})
    if not isinstance(states, dict) or not all(
            isinstance(k, str) and v in STATES for k, v in states.items()):
        raise BadFile("wrong_types", "lessons: an object of lesson ids to done or skipped")
    return dict(states)
