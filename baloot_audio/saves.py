"""The saved match and the match history, in the user's data folder.

- ``autosave.json``: the match in progress (:meth:`Table.to_save`), replaced
  atomically at every checkpoint of the table (bidding over, every trick, every
  round). Killed at any moment, the game loses at most the trick in progress.
- ``history/<time>Z-<seal>.jsonl``: the round records of every finished match
  (``<time>``: when it finished, in UTC, so the newest sorts first in any time
  zone, across a change of the clocks or of the player's zone; older files have
  the local time and no ``Z``), one JSON object per line (see round-records.md); the first record carries
  the seed's ``commitment``, the last the ``seed``: ``baloot-audio verify`` reads it.
- ``statistics.json``: the player's statistics (:mod:`baloot_audio.local_stats`),
  each finished match folded in once it is in the history.

No pyglet, no text: the app turns the outcomes into speech.
"""

from __future__ import annotations

import calendar
import json
import re
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Optional

from baloot_audio.local_stats import LocalStats
from baloot_audio.storage import BadFile, data_dir, move_aside, read_json, write_atomic, \
    write_json_atomic

AUTOSAVE = "autosave.json"
HISTORY = "history"
STAMP = "%Y%m%d-%H%M%S"                     # a history file's time, in UTC, then "Z"
UTC_NAME = re.compile(r"(\d{8}-\d{6})Z-")


@dataclass(frozen=True)
class PastMatch:
    path: Path
    records: list[dict[str, Any]]
    finished: float  # when it finished (seconds since the epoch): its name's, else its file's

    @property
    def readable(self) -> bool:
        return bool(self.records)


class MatchStore:
    """Where a player's saved match and past matches live."""

    def __init__(self, folder: Optional[Path] = None,
                 clock: Callable[[], float] = time.time):
        self.folder = Path(folder) if folder else data_dir()
        self.clock = clock   # now, for a finished match's name (passed in: tests move it)
        self.failed = False  # the last write failed (the app tells the player once)
        self.stats = LocalStats(self.folder)

    @property
    def autosave_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def history_dir(self) -> Path:
        return self.folder / HISTORY

    # -- the match in progress --------------------------------------------
    def save(self, table) -> bool:
        """The table's checkpoint hook: save it, or file it in the history once over."""
        try:
            if table.match_over:
                self.finish(table)
            else:
                write_json_atomic(self.autosave_path, table.to_save())
            self.failed = False
            return True
        except OSError:
            self.failed = True
            return False

    def load(self) -> Any:
        """The saved match's data, or None. Raises BadFile when unusable."""
        return read_json(self.autosave_path)

    def has_save(self) -> bool:
        try:
            return self.autosave_path.is_file()
        except OSError:
            return False

    def discard(self) -> None:
        try:
            self.autosave_path.unlink()
        except OSError:
            pass

    def keep_aside(self) -> Optional[Path]:
        """Move a save that cannot be resumed out of the way (kept for a bug report)."""
        return move_aside(self.autosave_path)

    # -- finished matches ---------------------------------------------------
    def finish(self, table) -> Path:
        """Write the match's round records to the history, then drop the save and
        fold the match into the statistics (a failure there loses no match)."""
        stamp = time.strftime(STAMP, time.gmtime(self.clock()))
        path = self.history_dir / f"{stamp}Z-{table.commitment[:8]}.jsonl"
        text = "".join(json.dumps(r, separators=(",", ":")) + "\n" for r in table.records)
        write_atomic(path, text)
        self.discard()
        self.stats.fold(table.records, partner_of(table), table.commitment)
        return path

    def history(self) -> list[PastMatch]:
        """Past matches, newest first; a file that cannot be read has no records."""
        try:
            paths = sorted(self.history_dir.glob("*.jsonl"), reverse=True)
        except OSError:
            return []
        out = []
        for path in paths:
            try:
                finished = finished_at(path)
                records = read_records(path)
            except (OSError, BadFile, ValueError):
                finished, records = 0.0, []
            out.append(PastMatch(path, records, finished))
        return out


def finished_at(path: Path) -> float:
    """When a past match finished: the UTC time of its name, else (a file named in
    local time by an older version) the file's own time."""
    named = UTC_NAME.match(path.name)
    if named:
        return float(calendar.timegm(time.strptime(named.group(1), STAMP)))
    return path.stat().st_mtime


def partner_of(table) -> str:
    """Who partnered the player at a local table: its bot's level, as ``bot-<level>``
    (``bot`` when the table did not say)."""
    level = table.meta.get("partner_bot")
    return f"bot-{level}" if isinstance(level, str) else "bot"


def read_records(path: Path) -> list[dict[str, Any]]:
    """The round records of a JSON Lines file. Raises BadFile or OSError."""
    records = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            raise BadFile("corrupt", f"record {number} is not JSON") from None
        if not isinstance(record, dict):
            raise BadFile("corrupt", f"record {number} is not an object")
        records.append(record)
    return records
