"""A lesson's table: a local :class:`~baloot_audio.table.Table` that deals the lesson's
cards, whose other seats follow the lesson's script, and that the lesson holds while
it speaks.

Held, no seat moves; released, the other seats move at the table's usual pace (after
what was said has been heard, then the player's pause). A seat plays its script's
next move while it fits (it is legal now), then its bot: a player who strays from
the lesson's cards in a free step still has a whole deal to play.
"""

from __future__ import annotations

import random
from typing import Optional

from baloot_audio.bots import Bot, make_bot
from baloot_audio.core import Action, Match, PlayerView, mistake_rule, rules_for
from baloot_audio.table import Scheduler, Table

from .format import Deal, parse_action


class ScriptedBot:
    """A seat that plays ``moves`` in order while each is legal (or, at a Qaid table, a
    mistake the table plays: a lesson's opponent breaks a rule for the player to call
    Qaid on), then ``fallback``'s choices; ``strayed``: a move did not fit and the script
    was dropped."""

    def __init__(self, moves: tuple[str, ...], fallback: Bot):
        self.moves = list(moves)
        self.fallback = fallback
        self.strayed = False

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if self.moves:
            action = parse_action(self.moves[0], view.seat)
            if action in view.legal or mistake_rule(view, action):
                self.moves.pop(0)
                return action
            self.moves, self.strayed = [], True
        return self.fallback.choose(view, rng)


class LessonTable(Table):
    """One deal of a lesson (see the module's text); ``held`` stops the other seats."""

    def __init__(self, deal: Deal, scheduler: Scheduler, bot_delay: float = 1.0):
        rules = rules_for(deal.preset, **deal.options)
        bots = {seat: ScriptedBot(deal.script.get(seat, ()), make_bot(deal.bots))
                for seat in (1, 2, 3)}
        super().__init__(rules, bots, scheduler, seed=f"lesson/{deal.seed or deal.name}",
                         bot_delay=bot_delay)
        self.deal = deal
        self.match = Match(rules, first_dealer=deal.dealer, totals=deal.totals)
        self.held = False
        self.player_closes = True    # a Qaid table: the player calls for the team, not the
                                     # partner's bot

    def deck(self, round_number: int) -> tuple[str, ...]:
        return self.deal.deck or super().deck(round_number)

    def bot_plays(self, seat: Optional[int]) -> bool:
        return seat != self.human and not self.held

    @property
    def strayed(self) -> bool:
        """A seat left its script (a lesson's guided deal must not: a test checks)."""
        return any(isinstance(bot, ScriptedBot) and bot.strayed for bot in self.bots.values())

    def hold(self) -> None:
        self.held = True

    def release(self) -> None:
        """The other seats move on (from the one whose turn it is)."""
        self.held = False
        self.wake()
