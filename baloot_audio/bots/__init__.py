"""Bots: each chooses an action from one seat's view and an injected random
generator, never from the full state."""
from __future__ import annotations

import random
from typing import Callable, Protocol

from baloot_audio.core import Action, PlayerView

from .basic import BasicBot
from .levels import EasyBot, Hint, NormalBot, StrongBot, hint
from .qaid import first_interjection, interjection
from .random_bot import RandomBot


class Bot(Protocol):
    """Chooses the action of the seat to act. What every bot calls out of turn
    at a Qaid table (boshat, Qaid) is :func:`interjection`, the same for all."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action: ...


MATCH_BOTS = "baloot-audio/bots"   # a match's bots draw from its seed under this name
SIMULATION_BOTS = "baloot-audio/bot"   # and `simulate`'s, one generator a seat


def bot_rng(*parts: object) -> random.Random:
    """A bot's random generator, derived from a seed and, when each decision has
    its own, the decision's place: the parts joined by "/" (a match's bots:
    ``bot_rng(MATCH_BOTS, seed)``, or ``bot_rng(MATCH_BOTS, seed, round, action)``).
    The same parts give the same generator on any machine, so a match rebuilt
    from its seed and actions goes on as it would have."""
    return random.Random("/".join(str(part) for part in parts))


BOTS: dict[str, Callable[[], Bot]] = {"random": RandomBot, "basic": BasicBot, "easy": EasyBot, "normal": NormalBot,
        "strong": StrongBot}
LEVELS = ("easy", "normal", "strong")
__all__ = ["BOTS", "LEVELS", "MATCH_BOTS", "SIMULATION_BOTS", "Bot", "Hint", "bot_rng", "hint",
           "first_interjection", "interjection", "make_bot"]


def make_bot(kind: str) -> Bot:
    """The bot called `kind`; raises ValueError naming the known ones."""
    try:
        return BOTS[kind]()
    except KeyError:
        raise ValueError(f"unknown bot {kind!r}: choose one of {', '.join(BOTS)}") from None
