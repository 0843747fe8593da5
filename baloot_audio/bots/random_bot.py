"""A uniformly random legal action: the baseline every other bot must beat."""
from __future__ import annotations

import random

from baloot_audio.core import Action, PlayerView


class RandomBot:
    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        return rng.choice(view.legal)
