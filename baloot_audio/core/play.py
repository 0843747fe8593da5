"""Which cards may be played, and why a card is refused.

`play_steps` lists the rules that narrow a seat's choice, in order, each with
the cards it still allows. The legal cards are the last step's; a refused card
is refused by the first step that leaves it out. One mechanism serves both, so
the explanation can never disagree with the rule.

`legal_mask` is the same rules on bit sets (cards.py), for the engine's hot
path: the legal cards of every state of every round. `play_steps` stays the
reference it is checked against (tests/core/test_referee.py, on every position
of random rounds of every preset and option), and names the rule when a card
is refused.
"""
from __future__ import annotations

from typing import Optional, Sequence

from .cards import (BEATING, OUTRANKING, SUIT_BITS, TRICK_POWER, led_suit, outranking,
                    trick_power, winning_index)
from .rules import Rules

Step = tuple[str, tuple[str, ...]]


def play_steps(rules: Rules, hand: Sequence[str], current: Sequence[tuple[int, str]],
               seat: int, trump: Optional[str], locked: bool,
               played: frozenset[str]) -> list[Step]:
    """The narrowing rules for `seat` holding `hand` on trick `current`.

    `trump` is None in sun. `played` holds every card played this round
    (the current trick included), for the partner-certain exception.
    """
    hand = tuple(hand)
    if not current:
        if locked and trump:
            others = tuple(card for card in hand if card[1] != trump)
            if others and len(others) < len(hand):
                return [("locked_no_trump_lead", others)]
        return []
    led = led_suit(current)
    assert led is not None        # a card is led (the lead returned above)
    follow = tuple(card for card in hand if card[1] == led)
    steps: list[Step] = []
    if follow:
        steps.append(("must_follow_suit", follow))
        if trump is None:
            return steps
        if led == trump:
            if rules.play == "belote" and _partner_winning(current, seat, trump):
                return steps
            return _beat(steps, follow, current, led, trump, "must_overtrump")
        if rules.overtake_led_suit and trump:
            return _beat(steps, follow, current, led, trump, "must_overtake")
        return steps
    if trump is None:
        return steps
    trumps = tuple(card for card in hand if card[1] == trump)
    if not trumps:
        return steps
    partner_winning = _partner_winning(current, seat, trump)
    if rules.play == "saudi" and partner_winning and _win_certain(current, trump, played):
        return steps
    if rules.play == "belote" and partner_winning:
        return steps
    if not any(card[1] == trump for _, card in current):
        return [("must_trump", trumps)]
    if rules.play == "saudi":
        higher = _higher(trumps, current, led, trump)
        return [("must_overtrump", higher)] if higher else steps
    # ksa and belote: a trump is owed, and a higher one when held.
    steps.append(("must_trump", trumps))
    return _beat(steps, trumps, current, led, trump, "must_overtrump")


def _higher(candidates: Sequence[str], current: Sequence[tuple[int, str]], led: str,
            trump: Optional[str]) -> tuple[str, ...]:
    """The candidates that beat every card of the trick so far."""
    best = max(trick_power(card, led, trump) for _, card in current)
    return tuple(card for card in candidates if trick_power(card, led, trump) > best)


def _beat(steps: list[Step], candidates: Sequence[str], current: Sequence[tuple[int, str]],
          led: str, trump: Optional[str], rule: str) -> list[Step]:
    higher = _higher(candidates, current, led, trump)
    if higher:
        steps.append((rule, higher))
    return steps


def _partner_winning(current: Sequence[tuple[int, str]], seat: int,
                     trump: Optional[str]) -> bool:
    winner = current[winning_index([card for _, card in current], trump)][0]
    return winner == (seat + 2) % 4


def _win_certain(current: Sequence[tuple[int, str]], trump: Optional[str],
                 played: frozenset[str]) -> bool:
    """Saudi: the partner's winning card cannot be beaten in its own suit."""
    if len(current) == 3:
        return True
    card = current[winning_index([card for _, card in current], trump)][1]
    return all(higher in played for higher in outranking(card, trump))


def legal_cards(rules: Rules, hand: Sequence[str], current: Sequence[tuple[int, str]],
                seat: int, trump: Optional[str], locked: bool,
                played: frozenset[str]) -> tuple[str, ...]:
    steps = play_steps(rules, hand, current, seat, trump, locked, played)
    return steps[-1][1] if steps else tuple(hand)


def refusal(rules: Rules, hand: Sequence[str], current: Sequence[tuple[int, str]],
            seat: int, trump: Optional[str], locked: bool, played: frozenset[str],
            card: Optional[str]) -> Optional[str]:
    """The rule that refuses `card` (None: none named), or None when it may be played."""
    if card not in hand:
        return "card_not_in_hand"
    for rule, allowed in play_steps(rules, hand, current, seat, trump, locked, played):
        if card not in allowed:
            return rule
    return None


def legal_mask(rules: Rules, hand: int, current: Sequence[tuple[int, str]], seat: int,
               trump: Optional[str], locked: bool, played: int) -> int:
    """`legal_cards` on bit sets: the cards of `hand` (a bit set) that `seat` may
    play on trick `current`; `played`: the bit set of every card played this
    round (the current trick's included)."""
    if not current:
        if locked and trump:
            others = hand & ~SUIT_BITS[trump]
            if others and others != hand:
                return others
        return hand
    led = current[0][1][1]
    power = TRICK_POWER[led, trump]
    best, winner = -2, 0
    for play_seat, card in current:
        p = power[card]
        if p > best:
            best, winner, top = p, play_seat, card
    follow = hand & SUIT_BITS[led]
    if follow:
        if trump is None:
            return follow
        if led == trump:
            if rules.play == "belote" and winner == (seat + 2) % 4:
                return follow
            return follow & BEATING[led, trump][best + 1] or follow
        if rules.overtake_led_suit:
            return follow & BEATING[led, trump][best + 1] or follow
        return follow
    if trump is None:
        return hand
    trumps = hand & SUIT_BITS[trump]
    if not trumps:
        return hand
    if winner == (seat + 2) % 4:
        if rules.play == "belote":
            return hand
        if rules.play == "saudi" and (len(current) == 3 or not OUTRANKING[trump][top] & ~played):
            return hand
    if top[1] != trump:
        return trumps
    higher = trumps & BEATING[led, trump][best + 1]
    if rules.play == "saudi":
        return higher or hand
    return higher or trumps
