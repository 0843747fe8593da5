"""The player's settings, kept as JSON in the user's config folder.

The file is written atomically (:func:`baloot_audio.storage.write_atomic`). A
file that cannot be used (not JSON, truncated, a field of the wrong type, a
version this game does not know) is moved aside as ``settings.json.bad-<time>``
and the defaults are used; :meth:`Settings.load_checked` says what happened so
the app can tell the player. An unreadable folder gives the defaults too. The
game never stops on a settings file.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path
from typing import Any, Optional

from baloot_audio.net.wire.names import FORMS, UNSPECIFIED
from baloot_audio.options import BOT_PAUSE_MAX, TEXT_SIZES
from baloot_audio.storage import BadFile, config_dir, move_aside, read_json, write_atomic

from .speech import DEFAULT_RATE, SPEECH_RATES, SPEECH_SETTINGS
from .turn_timer import TIMERS

__all__ = ["Settings", "SettingsProblem", "config_dir", "load_keymap", "save_keymap",
           "SETTINGS_VERSION", "TEXT_SIZES", "BOT_PAUSES", "BOT_PAUSE_MAX", "VOLUMES",
           "VERBOSITIES", "THEMES"]

SETTINGS_VERSION = 1
# TEXT_SIZES and BOT_PAUSE_MAX: the command line checks them too (baloot_audio.options)
BOT_PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5, 2.0, 3.0)
VOLUMES = tuple(range(0, 101, 10))  # percent: master, effects and speech cues
VERBOSITIES = ("full", "brief")
THEMES = ("dark", "light")


@dataclass(frozen=True)
class SettingsProblem:
    """Why a file was not used. ``reason``: corrupt, wrong_types, future_version,
    unknown_version or unreadable; ``backup``: where the bad file was moved (or None)."""

    file: str
    reason: str
    backup: Optional[Path] = None

    @property
    def msg_id(self) -> str:
        return f"{self.file}-reset-{self.reason.replace('_', '-')}"

    def args(self) -> dict[str, Any]:
        return {"backup": self.backup.name if self.backup else "-"}


@dataclass
class Settings:
    speech: str = "auto"
    language: str = ""  # "": not chosen yet, the system's language is used
    address: str = UNSPECIFIED   # how "you" is said: feminine, masculine, unspecified
    verbosity: str = "full"
    bot_pause: float = 1.0
    speech_rate: int = DEFAULT_RATE   # words per minute: how long speech lasts, when unreported
    sounds: bool = True
    volume: int = 100          # master volume, percent
    effects_volume: int = 100  # the table's sounds (cards, calls, tricks, results)
    cues_volume: int = 100     # the sounds that go with speech (menus, your turn, refused)
    text_size: int = 28
    theme: str = "dark"
    clockwise: bool = False
    preset: str = "saudi"
    target: int = 152
    partner_bot: str = "normal"
    opponent_bot: str = "normal"
    server_address: str = "127.0.0.1:8765"   # Play online: the last server used
    player_name: str = ""
    chat_spoken: bool = True                 # chat lines are spoken (always kept in their history)
    refusal_words: bool = True               # a refused key says why (False: its sound only)
    memory_aids: bool = False                # O and N (cards played, points so far): off as at a table
    turn_timer: str = "off"                  # against bots: off, relaxed, tournament (turn_timer.py)
    qaid: bool = False                       # a new match at a Qaid table (saudi, ksa): mistakes played
    qaid_warn: bool = True                   # at a Qaid table, a card that breaks a rule asks twice
    gestures: bool = False                   # the touch gestures said in the keys list and lessons

    @classmethod
    def load(cls, folder: Path | None = None) -> "Settings":
        return cls.load_checked(folder)[0]

    @classmethod
    def load_checked(cls, folder: Path | None = None
                     ) -> tuple["Settings", Optional[SettingsProblem]]:
        """The saved settings, or the defaults and the reason they are used."""
        path = (folder or config_dir()) / "settings.json"
        try:
            data = read_json(path)
            if data is None:
                return cls(), None
            return cls.from_data(data), None
        except BadFile as bad:
            backup = None if bad.reason == "unreadable" else move_aside(path)
            return cls(), SettingsProblem("settings", bad.reason, backup)

    @classmethod
    def from_data(cls, data: Any) -> "Settings":
        """Settings from parsed JSON; raises BadFile when the file must not be used."""
        if not isinstance(data, dict):
            raise BadFile("corrupt", "not a JSON object")
        version = data.get("version", 0)  # files from before versions are version 0
        if not isinstance(version, int) or isinstance(version, bool) or version < 0:
            raise BadFile("unknown_version", repr(version))
        if version > SETTINGS_VERSION:
            raise BadFile("future_version", str(version))
        s = cls()
        for f in fields(cls):
            if f.name not in data:
                continue
            value, default = data[f.name], getattr(s, f.name)
            if isinstance(default, float) and isinstance(value, int) \
                    and not isinstance(value, bool):
                value = float(value)
            if type(value) is not type(default):
                raise BadFile("wrong_types", f"{f.name} = {value!r}")
            setattr(s, f.name, value)
        s.repair()
        return s

    def repair(self) -> None:
        """Values of the right type but out of range come back in range."""
        if self.speech not in SPEECH_SETTINGS:
            self.speech = "auto"
        if self.address not in FORMS:
            self.address = UNSPECIFIED
        if self.verbosity not in VERBOSITIES:
            self.verbosity = "full"
        if self.theme not in THEMES:
            self.theme = "dark"
        if self.turn_timer not in TIMERS:
            self.turn_timer = "off"
        for name in ("volume", "effects_volume", "cues_volume"):
            setattr(self, name, max(0, min(100, getattr(self, name))))
        self.bot_pause = max(0.0, min(BOT_PAUSE_MAX, self.bot_pause))
        self.speech_rate = max(SPEECH_RATES[0], min(SPEECH_RATES[-1], self.speech_rate))
        self.text_size = max(TEXT_SIZES[0], min(TEXT_SIZES[-1], self.text_size))

    def to_data(self) -> dict[str, Any]:
        return {"version": SETTINGS_VERSION, **asdict(self)}

    def save(self, folder: Path | None = None) -> bool:
        """Write atomically; False when the folder cannot be written (nothing stops)."""
        try:
            write_atomic((folder or config_dir()) / "settings.json",
                         json.dumps(self.to_data(), indent=1, ensure_ascii=False) + "\n")
            return True
        except OSError:
            return False  # settings are a comfort, never a reason to stop


def load_keymap(path: Path):
    """The keymap in ``path`` (key overrides), or the defaults and why.

    Overrides naming unknown commands or clashing keys are skipped one by one
    (as :meth:`Keymap.load` does); a file that is not a JSON object of lists is
    moved aside.
    """
    from .commands import Keymap

    try:
        data = read_json(path)
        if data is None:
            return Keymap(), None
        if not isinstance(data, dict):
            raise BadFile("corrupt", "not a JSON object")
        if not all(isinstance(v, list) and all(isinstance(k, str) for k in v)
                   for v in data.values()):
            raise BadFile("wrong_types", "keys must be lists of key names")
    except BadFile as bad:
        backup = None if bad.reason == "unreadable" else move_aside(path)
        return Keymap(), SettingsProblem("keys", bad.reason, backup)
    return Keymap.load(path), None


def save_keymap(path: Path, keymap) -> bool:
    try:
        write_atomic(path, keymap.to_json() + "\n")
        return True
    except OSError:
        return False
