"""The player's settings, kept as JSON in the user's config folder."""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .speech import SPEECH_SETTINGS

TEXT_SIZES = (16, 20, 24, 28, 34, 40, 48, 60)
BOT_PAUSES = (0.0, 0.3, 0.6, 1.0, 1.5, 2.0, 3.0)
VOLUMES = tuple(range(0, 101, 10))  # percent: master, effects and speech cues


def config_dir() -> Path:
    env = os.environ.get("BALOOT_AUDIO_CONFIG")
    if env:
        return Path(env)
    import platformdirs

    return Path(platformdirs.user_config_dir("baloot-audio", appauthor=False))


@dataclass
class Settings:
    speech: str = "auto"
    language: str = ""  # "": not chosen yet, the system's language is used
    bot_pause: float = 1.0
    sounds: bool = True
    volume: int = 100          # master volume, percent
    effects_volume: int = 100  # the table's sounds (cards, calls, tricks, results)
    cues_volume: int = 100     # the sounds that go with speech (menus, your turn, refused)
    text_size: int = 28
    clockwise: bool = False
    preset: str = "saudi"
    target: int = 152
    partner_bot: str = "basic"
    opponent_bot: str = "basic"

    @classmethod
    def load(cls, folder: Path | None = None) -> "Settings":
        path = (folder or config_dir()) / "settings.json"
        s = cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return s
        names = {f.name: f.type for f in fields(cls)}
        for key, value in data.items() if isinstance(data, dict) else ():
            if key in names and type(value) is type(getattr(s, key)):
                setattr(s, key, value)
        if s.speech not in SPEECH_SETTINGS:
            s.speech = "auto"
        for name in ("volume", "effects_volume", "cues_volume"):
            setattr(s, name, max(0, min(100, getattr(s, name))))
        return s

    def save(self, folder: Path | None = None) -> None:
        folder = folder or config_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
            (folder / "settings.json").write_text(json.dumps(asdict(self), indent=1),
                                                   encoding="utf-8")
        except OSError:
            pass  # settings are a comfort, never a reason to stop
