"""The local game's statistics, kept on this computer (``statistics.json`` in the data
folder, beside the saved match and the past matches).

A match against the bots is folded in once (its seal, ``commitment``, is remembered):

- when it ends (:meth:`MatchStore.finish <baloot_audio.saves.MatchStore.finish>`);
- when the player gives it up: a new match started over the saved one counts the
  saved one as left, so lost (as a rated match left online), its rounds played
  counted (given up before its first round ended, it counts nothing). Leaving to the main menu gives nothing up: the match stays saved and
  can be continued.

Until then the match in play is kept beside them (``playing``: its seal and its
rounds so far, written as each round ends), and the figures read out count its
rounds, not yet the match: the statistics say something from the first round on,
not only after a whole 152-point match.

The file is replaced atomically. A damaged one is moved aside (kept for a bug
report), the statistics start again from the next match, and the player is told
once (``backup``); the settings and the saved match are other files, never touched.
No pyglet, no text.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Callable, Optional, Sequence

from baloot_audio.standing.stats import PlayerStats, match_stats, preset_of
from baloot_audio.storage import BadFile, move_aside, read_json, write_json_atomic

# a statistics file's contents: the figures by preset, the seals of the matches counted,
# the match in play (None: none)
Contents = tuple[dict[str, PlayerStats], list[str], Optional[dict[str, Any]]]

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
        return self._read()[:2]

    def _read(self) -> Contents:
        """The figures, the seals folded in, and the match in play (or None)."""
        try:
            data = read_json(self.path)
            return ({}, [], None) if data is None else parse(data)
        except BadFile as error:
            if error.reason == "unreadable":
                raise
        except ValueError:
            pass
        self.backup = move_aside(self.path) or self.path
        return {}, [], None

    def by_preset(self) -> dict[str, PlayerStats]:
        """The figures to read out, the match in play's rounds counted (none when the
        file cannot be read)."""
        try:
            by_preset, folded, playing = self._read()
        except BadFile:
            return {}
        if playing is not None and playing["seal"] not in folded and playing["records"]:
            records = playing["records"]
            try:
                mine = match_stats(records, [YOU, "", playing["partner"], ""])[YOU]
            except ValueError:
                return by_preset
            preset = preset_of(records)
            by_preset[preset] = by_preset.get(preset, PlayerStats()).add(mine)
        return by_preset

    def playing_rounds(self) -> int:
        """How many rounds of the match in play the figures count (0: none)."""
        try:
            _, folded, playing = self._read()
        except BadFile:
            return 0
        return len(playing["records"]) if playing and playing["seal"] not in folded else 0

    def playing(self, records: Sequence[dict[str, Any]], partner: str, seal: str) -> bool:
        """The match in play's rounds so far (its figures are counted, not yet the match:
        :meth:`fold` does that at its end). False when it could not be written."""
        return self._write(lambda by_preset, folded, playing: (
            by_preset, folded, {"seal": seal, "partner": partner, "records": list(records)}))

    def _write(self, change: Callable[..., Contents]) -> bool:
        """Read the file, apply ``change`` to (figures, seals, match in play), write it."""
        try:
            by_preset, folded, playing = change(*self._read())
            data: dict[str, Any] = {
                "format": FORMAT, "version": VERSION,
                "presets": {name: figures.to_json() for name, figures in by_preset.items()},
                "folded": folded[-FOLDED_KEPT:]}
            if playing is not None:
                data["playing"] = playing
            write_json_atomic(self.path, data)
        except (BadFile, OSError, ValueError):
            return False
        return True

    def fold(self, records: Sequence[dict[str, Any]], partner: str, seal: str,
             left: bool = False) -> bool:
        """Add a match (the player in seat 0, ``partner`` in seat 2) once; ``left``: given
        up before its end. False when nothing was added (already in, no records, a
        failed write: the match itself is safe in the history or the save)."""
        if not records:
            return False
        added = []

        def add(by_preset: dict[str, PlayerStats], folded: list[str],
                playing: Optional[dict[str, Any]]) -> Contents:
            if seal in folded:
                return by_preset, folded, playing
            preset = preset_of(records)
            mine = match_stats(records, [YOU, "", partner, ""], left=0 if left else None)[YOU]
            by_preset[preset] = by_preset.get(preset, PlayerStats()).add(mine)
            added.append(seal)
            kept = None if playing is not None and playing.get("seal") == seal else playing
            return by_preset, folded + [seal], kept

        return self._write(add) and bool(added)


def parse(data: object) -> tuple[dict[str, PlayerStats], list[str], Optional[dict[str, Any]]]:
    """The figures, seals and match in play (None: none) of a statistics file's data.
    Raises ValueError."""
    if not isinstance(data, dict) or data.get("format") != FORMAT \
            or data.get("version") != VERSION:
        raise ValueError("not a statistics file of this version")
    presets, folded, playing = data.get("presets"), data.get("folded"), data.get("playing")
    if not isinstance(presets, dict) or not isinstance(folded, list) \
            or not all(isinstance(s, str) for s in folded):
        raise ValueError("a statistics file holds presets and seals")
    if playing is not None and not (isinstance(playing, dict)
                                    and isinstance(playing.get("seal"), str)
                                    and isinstance(playing.get("partner"), str)
                                    and isinstance(playing.get("records"), list)):
        raise ValueError("the match in play holds its seal, partner and records")
    return ({str(k): PlayerStats.from_json(v) for k, v in presets.items()}, list(folded),
            playing)
