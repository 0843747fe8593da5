"""Sound cues: loaded once into memory, played without blocking.

The WAV files in ``sounds/`` are made by ``scripts/gen_sounds.py`` (see
docs/sounds.md for the sound language). pyglet falls back to its silent driver
without a word when no sound server is reachable, so
:attr:`SoundBank.driver_name` says which driver was really obtained (and it is
written to the speech log). Every cue asked for is written to the speech log
too, with the volume it got (0 when sounds are off).

Volumes: a master volume, then one per group: ``effects`` (the table: cards,
calls, tricks, results) and ``cues`` (the short sounds that go with speech and
navigation: menus, your turn, a refused card). Sounds can be off while speech
stays.
"""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .speech import Speech

log = logging.getLogger(__name__)

# Table positions as heard by the player: pre-panned files exist per position.
POSITIONS = ("me", "right", "across", "left")
CARD_KINDS = ("card", "trump", "cut")

# The engine's calls and the cue each makes (several calls share a meaning).
CALL_CUES = {
    "pass": "call_pass", "decline": "call_pass", "boshat": "call_pass",
    "hokum": "call_hokum", "hokum2": "call_hokum", "confirm": "call_hokum",
    "choose_trump": "call_hokum", "choose": "call_hokum", "take": "call_hokum",
    "sun": "call_sun", "qablak": "call_sun", "to_sun": "call_sun",
    "ashkal": "call_ashkal",
    "double": "call_double", "triple": "call_triple", "four": "call_four",
    "gahwa": "call_gahwa",
    "akka": "call_akka", "sawa": "call_sawa",
}

# Every cue, in the order of the sound test page.
CUES: tuple[str, ...] = (
    ("shuffle", "deal")
    + tuple(f"{kind}_{pos}" for kind in CARD_KINDS for pos in POSITIONS)
    + ("your_turn", "call_pass", "call_hokum", "call_sun", "call_ashkal", "call_double",
       "call_triple", "call_four", "call_gahwa", "call_akka", "call_sawa", "project", "baloot",
       "trick_us", "trick_them", "last_trick_us", "last_trick_them", "kaboot_us", "kaboot_them",
       "round_won", "round_lost", "match_won", "match_lost", "refused", "menu_move",
       "menu_select", "menu_back", "chat", "invite", "diwan_table", "edge", "missed",
       "timer_half", "timer_last", "match_ready")
)
SPEECH_CUES = frozenset({"your_turn", "refused", "menu_move", "menu_select", "menu_back",
                         "chat", "invite", "diwan_table", "edge", "missed", "timer_half",
                         "timer_last", "match_ready"})


def cue_group(cue: str) -> str:
    """``cues`` for the sounds that go with speech and navigation, else ``effects``."""
    return "cues" if cue in SPEECH_CUES else "effects"


def card_cue(position: str, trump: bool, cut: bool) -> str:
    """The cue of a card played from ``position``: a cut is a trump that cuts a trick."""
    return f"{'cut' if cut else 'trump' if trump else 'card'}_{position}"


def sounds_dir() -> Path:
    """Folder holding the cue WAV files (override with BALOOT_AUDIO_SOUNDS)."""
    from baloot_audio.resources import data_dir

    return data_dir("sounds", "BALOOT_AUDIO_SOUNDS")


# The cues are WAV files, which pyglet's own wave decoder reads. On its first
# import pyglet.media registers every decoder it finds, and the FFmpeg one
# loads libavformat, libavcodec and friends (about 0.1 s of start-up, several
# times that on a busy machine), GStreamer's PyGObject and GLib where they are
# installed: so these
# modules are marked as absent before pyglet.media is imported (an import of
# a module that sys.modules holds as None fails, and pyglet skips the codec).
UNNEEDED_DECODERS = ("pyglet.media.codecs.ffmpeg_lib", "pyglet.media.codecs.ffmpeg",
                     "pyglet.media.codecs.gstreamer")


def media() -> Any:
    """``pyglet.media`` with only the decoders the cues need."""
    if "pyglet.media" not in sys.modules:
        for name in UNNEEDED_DECODERS:
            sys.modules.setdefault(name, None)  # type: ignore[arg-type]  # None: never imported
    import pyglet.media

    return pyglet.media


def audio_driver_name() -> str:
    """Class name of the pyglet audio driver obtained (e.g. PulseAudioDriver, SilentDriver)."""
    try:
        drivers = media().drivers
    except Exception as exc:  # pragma: no cover - pyglet is a dependency
        return f"unavailable ({exc})"
    driver = drivers.get_audio_driver()
    return type(driver).__name__ if driver is not None else "none"


def clamp(v: float) -> float:
    return max(0.0, min(1.0, float(v)))


class SoundBank:
    """Holds every cue as a pyglet StaticSource (decoded once); ``play`` never waits.

    ``master``, ``effects`` and ``cues`` are volumes from 0 to 1; a cue plays at
    ``master * its group's volume``. ``enabled=False`` silences every cue (the
    speech is not affected); the sound test page can still preview one.
    """

    def __init__(self, speech: "Speech | None" = None, folder: Path | None = None,
                 enabled: bool = True, master: float = 1.0, effects: float = 1.0,
                 cues: float = 1.0, load: bool = True):
        self.speech = speech
        self.folder = folder or sounds_dir()
        self.enabled = enabled
        self.master = clamp(master)
        self.group_volume = {"effects": clamp(effects), "cues": clamp(cues)}
        self.sources: dict[str, Any] = {}
        self.durations: dict[str, float] = {}
        self.missing: list[str] = []
        self.driver_name = "not loaded"
        self.played: list[str] = []  # every cue asked for, in order (for tests)
        self.started = 0             # players actually started
        self.closed = False
        self._players: list[Any] = []
        if load:
            self.load()

    # -- volumes ---------------------------------------------------------
    def set_volumes(self, master: float | None = None, effects: float | None = None,
                    cues: float | None = None) -> None:
        if master is not None:
            self.master = clamp(master)
        if effects is not None:
            self.group_volume["effects"] = clamp(effects)
        if cues is not None:
            self.group_volume["cues"] = clamp(cues)

    def volume_for(self, cue: str, force: bool = False) -> float:
        """The volume ``cue`` would play at now (0 when sounds are off, unless forced)."""
        if not self.enabled and not force:
            return 0.0
        return self.master * self.group_volume[cue_group(cue)]

    # -- loading and playing ---------------------------------------------
    def load(self) -> None:
        """Decode every cue once; a missing or broken file is noted, never fatal."""
        self.driver_name = audio_driver_name()
        for cue in CUES:
            path = self.folder / f"{cue}.wav"
            if not path.exists():
                self.missing.append(cue)
                continue
            try:
                source = media().load(str(path), streaming=False)
            except Exception as exc:
                log.warning("could not load %s: %s", path, exc)
                self.missing.append(cue)
                continue
            self.sources[cue] = source
            self.durations[cue] = float(source.duration or 0.0)
        if self.speech:
            self.speech.note("audio", driver=self.driver_name, loaded=len(self.sources),
                             missing=self.missing)

    def play(self, cue: str, delay: float = 0.0, force: bool = False, **data: Any) -> None:
        """Start ``cue`` (after ``delay`` seconds, on pyglet's clock) and return at once.

        It is logged even when muted or missing, with the volume it gets.
        ``force`` plays it even when sounds are off (the sound test page).
        """
        self.played.append(cue)
        volume = self.volume_for(cue, force)
        if self.speech:
            extra = {"delay": round(delay, 3)} if delay > 0 else {}
            self.speech.cue(cue, **data, volume=round(volume, 3), **extra)
        if volume <= 0 or cue not in self.sources or self.closed:
            return
        if delay > 0:
            try:
                import pyglet

                pyglet.clock.schedule_once(lambda dt: self._start(cue, volume), delay)
            except Exception as exc:  # sound must never stop the game
                log.warning("could not schedule %s: %s", cue, exc)
            return
        self._start(cue, volume)

    def _start(self, cue: str, volume: float) -> None:
        if self.closed:
            return
        try:
            player = media().Player()
            player.volume = volume
            player.queue(self.sources[cue])
            player.play()
        except Exception as exc:  # sound must never stop the game
            log.warning("could not play %s: %s", cue, exc)
            return
        self.started += 1
        # hold a reference until it ends (pyglet keeps handlers weakly)
        self._players.append(player)

        def on_eos(player=player) -> None:
            if player in self._players:
                self._players.remove(player)
            player.delete()

        player.on_player_eos = on_eos

    def close(self) -> None:
        self.closed = True
        for player in self._players:
            try:
                player.delete()
            except Exception:
                pass
        self._players.clear()
