"""Bots: each chooses an action from one seat's view and an injected random
generator, never from the full state."""
from __future__ import annotations

import random
from typing import Protocol

from baloot_audio.core import Action, PlayerView

from .basic import BasicBot
from .levels import EasyBot, Hint, NormalBot, StrongBot, hint
from .random_bot import RandomBot


class Bot(Protocol):
    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...


BOTS = {"random": RandomBot, "basic": BasicBot, "easy": EasyBot, "normal": NormalBot,
        "strong": StrongBot}
LEVELS = ("easy", "normal", "strong")
__all__ = ["BOTS", "LEVELS", "Bot", "Hint", "hint", "make_bot"]


def make_bot(kind: str) -> Bot:
    """The bot called `kind`; raises ValueError naming the known ones."""
    try:
        return BOTS[kind]()
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}: choose one of {', '.join(BOTS)}") from None
