"""Bots at a Qaid table: the calls they make out of turn, and the mistakes people make.

Every bot, whatever its level, calls boshat with a boshat hand at its first
chance, and calls Qaid as soon as public play proves a mistake of an opponent
(the Qaid sheet, ``core.qaid``): never without a proof, never on a hunch. Only
the play of the lower levels slips now and then (``slip``), from what the seat
sees: its own hand and the trick on the table.
"""
from __future__ import annotations

import random
from typing import Callable, Iterable, Optional

from baloot_audio.core import Action, Phase, PlayerView
from baloot_audio.core.cards import abnat, rank_power
from baloot_audio.core.qaid import boshat_hand, boshat_open, qaid_call, sheet_for, slips
from baloot_audio.core.state import team_of


def interjection(v: PlayerView) -> Optional[Action]:
    """What the bot at ``v``'s seat calls now without waiting for its turn, or None:
    boshat (its first five are all low, no card is down yet), or Qaid on the
    first mistake of an opponent that the Qaid sheet shows proven."""
    if not v.rules.qaid:
        return None
    if boshat_open(v) and boshat_hand(v.first_five):
        return Action(v.seat, "boshat")
    if v.phase is Phase.PLAY or v.closing:
        for line in sheet_for(v):
            if team_of(line.accused) != v.team:
                return qaid_call(v.seat, line.accused, line.crime, line.proof)
    return None


def first_interjection(view_of: Callable[[int], Optional[PlayerView]],
                       seats: Iterable[int] = range(4),
                       no_qaid: Optional[int] = None) -> Optional[Action]:
    """The call of the first of ``seats`` (in that order) whose bot has one to make
    now (:func:`interjection`; ``view_of(seat)``: that seat's view), or None. A
    table and ``simulate`` ask it after every step at a Qaid table. ``no_qaid``: a
    seat whose bot leaves its team's Qaid calls to its partner (the desktop's player)."""
    for seat in seats:
        view = view_of(seat)              # None: no round (nothing to call)
        action = interjection(view) if view is not None else None
        if action is not None and not (action.kind == "qaid" and seat == no_qaid):
            return action
    return None


def slip(v: PlayerView, rng: random.Random, rate: float) -> Optional[str]:
    """A card that breaks a play rule, played as people do now and then: in
    ``rate`` of the turns where one is in the hand, one of the slips it allows
    (a card of another suit while holding the led suit, a plain card instead of
    the trump owed, a low trump instead of the higher one owed, a trump led in
    a locked round while holding another suit, with the option
    ``overtake_led_suit`` a low card of the suit led instead of a higher one),
    each as likely, with the cheapest such card, thrown without a second look
    (in a locked round, the lowest trump led). None otherwise,
    and always at a table that is not a Qaid table (no number is drawn then:
    the bot's choices there are unchanged)."""
    if rate <= 0:
        return None
    options = slips(v)
    if not options or rng.random() >= rate:
        return None
    rule = rng.choice(sorted({rule for _, rule in options}))   # which slip, then which card
    trump = v.bought.trump
    return min((card for card, broken in options if broken == rule),
               key=lambda card: (abnat(card, trump), rank_power(card, trump), card))
