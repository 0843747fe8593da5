"""Sound cues: loaded once into memory, played without blocking.

The WAV files in ``sounds/`` are made by ``scripts/gen_sounds.py``. pyglet falls
back to its silent driver without a word when no sound server is reachable, so
:attr:`SoundBank.driver_name` says which driver was really obtained (and it is
written to the speech log). Every cue played is written to the speech log too.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .speech import Speech

log = logging.getLogger(__name__)

# Table positions as seen by the player (pre-panned card files exist per position).
POSITIONS = ("me", "right", "across", "left")
CUES = (
    "your_turn", "trick_us", "trick_them", "refused", "menu_move", "menu_select",
    "menu_back", "deal", "call", "round_end",
) + tuple(f"card_{p}" for p in POSITIONS) + tuple(f"trump_{p}" for p in POSITIONS)


def sounds_dir() -> Path:
    env = os.environ.get("BALOOT_AUDIO_SOUNDS")
    if env:
        return Path(env)
    return Path(__file__).resolve().parent.parent.parent / "sounds"


def audio_driver_name() -> str:
    """Class name of the pyglet audio driver obtained (e.g. PulseAudioDriver, SilentDriver)."""
    try:
        from pyglet.media import drivers
    except Exception as exc:  # pragma: no cover - pyglet is a dependency
        return f"unavailable ({exc})"
    driver = drivers.get_audio_driver()
    return type(driver).__name__ if driver is not None else "none"


class SoundBank:
    """Holds every cue as a pyglet StaticSource; ``play`` never waits."""

    def __init__(self, speech: "Speech | None" = None, folder: Path | None = None,
                 enabled: bool = True, volume: float = 1.0):
        self.speech = speech
        self.folder = folder or sounds_dir()
        self.enabled = enabled
        self.volume = volume
        self.sources: dict[str, Any] = {}
        self.missing: list[str] = []
        self.driver_name = "not loaded"
        self.played: list[str] = []  # every cue asked for, in order (for tests)
        self._players: list[Any] = []
        self.load()

    def load(self) -> None:
        import pyglet

        self.driver_name = audio_driver_name()
        for cue in CUES:
            path = self.folder / f"{cue}.wav"
            if not path.exists():
                self.missing.append(cue)
                continue
            try:
                self.sources[cue] = pyglet.media.load(str(path), streaming=False)
            except Exception as exc:
                log.warning("could not load %s: %s", path, exc)
                self.missing.append(cue)
        if self.speech:
            self.speech.note("audio", driver=self.driver_name, loaded=len(self.sources),
                             missing=self.missing)

    def play(self, cue: str, **data: Any) -> None:
        """Start a cue and return at once; it is logged even when muted or missing."""
        self.played.append(cue)
        if self.speech:
            self.speech.cue(cue, **data)
        if not self.enabled or self.volume <= 0:
            return
        source = self.sources.get(cue)
        if source is None:
            return
        try:
            import pyglet

            player = pyglet.media.Player()
            player.volume = self.volume
            player.queue(source)
            player.play()
        except Exception as exc:  # sound must never stop the game
            log.warning("could not play %s: %s", cue, exc)
            return
        # hold a reference until it ends (pyglet keeps handlers weakly)
        self._players.append(player)

        def on_eos(player=player) -> None:
            if player in self._players:
                self._players.remove(player)
            player.delete()

        player.on_player_eos = on_eos

    def close(self) -> None:
        for player in self._players:
            try:
                player.delete()
            except Exception:
                pass
        self._players.clear()
