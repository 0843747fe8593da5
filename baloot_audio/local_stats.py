"""The local game's statistics, kept on this computer (``statistics.json`` in the data
folder, beside the saved match and the past matches).

A match against the bots is folded in once (its seal, ``commitment``, is remembered):

- when it ends (:meth:`MatchStore.finish <baloot_audio.saves.MatchStore.finish>`);
- when the player gives it up: a new match started over the saved one counts the
  saved one as left, so lost (as a rated match left online), its rounds played
  counted (given up before its first round ended, it counts nothing). Leaving to the main menu gives nothing up: the match stays saved and
  can be continued.

The file is replaced atomically. A damaged one is moved aside (kept for a bug
report), the statistics start again from the next match, and the player is told
once (``backup``); the settings and the saved match are other files, never touched.
No pyglet, no text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Optional, Sequence

from baloot_audio.standing.stats import PlayerStats, match_stats, preset_of
from baloot_audio.storage import BadFile, move_aside, read_json, write_json_atomic

STATISTICS = "statistics.json"
FORMAT, VERSION = "baloot-audio-statistics", 1
FOLDED_KEPT = 500        # the seals of the last matches folded in (none is counted twice)
YOU = "you"


class LocalStats:
    """The player's figures by preset, from the matches played on this computer."""

    def __init__(self, folder: Path):
        self.path = Path(folder) / STATISTICS
        self.backup: Optional[Path] = None   # a damaged file moved aside, not told yet

    def read(self) -> tuple[dict[str, PlayerStats], list[str]]:
        """The figures by preset and the seals folded in. A damaged file is moved aside
        (``backup``) and reads as none. Raises BadFile("unreadable")."""
        try:
            data = read_json(self.path)
            return ({}, []) if data is None else parse(data)
        except BadFile as error:
            if error.reason == "unreadable":
                raise
        except ValueError:
            pass
        self.backup = move_aside(self.path) or self.path
        return {}, []

    def by_preset(self) -> dict[str, PlayerStats]:
        """The figures to read out (none when the file cannot be read)."""
        try:
            return self.read()[0]
        except BadFile:
            return {}

    def fold(self, records: Sequence[dict[str, Any]], partner: str, seal: str,
             left: bool = False) -> bool:
        """Add a match (the player in seat 0, ``partner`` in seat 2) once; ``left``: given
        up before its end. False when nothing was added (already in, no records, a
        failed write: the match itself is safe in the history or the save)."""
        if not records:
            return False
        try:
            by_preset, folded = self.read()
            if seal in folded:
                return False
            preset = preset_of(records)
            mine = match_stats(records, [YOU, "", partner, ""], left=0 if left else None)[YOU]
            by_preset[preset] = by_preset.get(preset, PlayerStats()).add(mine)
            write_json_atomic(self.path, {
                "format": FORMAT, "version": VERSION,
                "presets": {name: figures.to_json() for name, figures in by_preset.items()},
                "folded": (folded + [seal])[-FOLDED_KEPT:]})
        except (BadFile, OSError, ValueError):
            return False
        return True


def parse(data: Any) -> tuple[dict[str, PlayerStats], list[str]]:
    """The figures and seals of a statistics file's data. Raises ValueError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT \
            or data.get("version") != VERSION:
        raise ValueError("not a statistics file of this version")
    presets, folded = data.get("presets"), data.get("folded")
    if not isinstance(presets, dict) or not isinstance(folded, list) \
            or not all(isinstance(s, str) for s in folded):
        raise ValueError("a statistics file holds presets and seals")
    return {str(k): PlayerStats.from_json(v) for k, v in presets.items()}, list(folded)
