"""Cards as small ints and hands as bit masks: the search's own notation.

A contract fixes the order of every suit, so a card becomes
``suit * 8 + power`` where power is its place in that suit's order (0 the
weakest, 7 the strongest: the trump order for the trump suit, the plain order
for the others). A hand is a 32-bit mask. The play rules of `core/play.py`
are restated here on masks (tests check both agree on random positions):
the solver calls them millions of times and cannot afford strings.
"""
from __future__ import annotations

from typing import Optional, Sequence

from baloot_audio.core.cards import PLAIN_ORDER, SUITS, TRUMP_ORDER, abnat

SUIT_MASK = tuple(0xFF << (8 * s) for s in range(4))
# Cards of the same suit above card c (in that contract's order).
ABOVE = tuple(SUIT_MASK[c >> 3] & ~((2 << c) - 1) for c in range(32))
BELOW = tuple(SUIT_MASK[c >> 3] & ((1 << c) - 1) for c in range(32))
SAUDI, KSA, BELOTE = 0, 1, 2
PLAY_KINDS = {"saudi": SAUDI, "ksa": KSA, "belote": BELOTE}


def bits(mask: int):
    """The card ints of a mask, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def popcount(mask: int) -> int:
    return bin(mask).count("1")


class Codec:
    """String cards <-> ints for one contract (trump suit or None for sun)."""

    def __init__(self, trump: Optional[str]):
        self.trump_str = trump
        self.trump = SUITS.index(trump) if trump else -1
        self.to_int: dict[str, int] = {}
        self.to_str: list[str] = [""] * 32
        self.points = [0] * 32
        for s, suit in enumerate(SUITS):
            order = TRUMP_ORDER if suit == trump else PLAIN_ORDER
            for power, rank in enumerate(order):
                card = rank + suit
                c = s * 8 + power
                self.to_int[card] = c
                self.to_str[c] = card
                self.points[c] = abnat(card, trump)

    def mask(self, cards) -> int:
        m = 0
        for card in cards:
            m |= 1 << self.to_int[card]
        return m

    def cards(self, mask: int) -> list[str]:
        return [self.to_str[c] for c in bits(mask)]


def power(c: int, led: int, trump: int) -> int:
    s = c >> 3
    if s == trump:
        return 8 + (c & 7)
    if s == led:
        return c & 7
    return -1


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Position (0..3) of the winning card in `trick`."""
    led = trick[0] >> 3
    best, pos = -2, 0
    for i, c in enumerate(trick):
        p = power(c, led, trump)
        if p > best:
            best, pos = p, i
    return pos


def legal_mask(hand: int, trick: Sequence[int], trump: int, locked: bool, kind: int,
               overtake: bool, in_hands: int) -> int:
    """The cards of `hand` that may be played on `trick` (cards in play order).

    `in_hands` is every card still held by anybody (the mover included): a
    card neither held nor on the table has been played, which is what saudi's
    partner-certain exception asks about.
    """
    if not trick:
        if locked and trump >= 0:
            others = hand & ~SUIT_MASK[trump]
            if others and others != hand:
                return others
        return hand
    led = trick[0] >> 3
    n = len(trick)
    win = trick_winner(trick, trump)
    wcard = trick[win]
    follow = hand & SUIT_MASK[led]
    if follow:
        if trump < 0:
            return follow
        if led == trump:
            if kind == BELOTE and win == n - 2:
                return follow
            return (follow & ABOVE[wcard]) or follow
        if overtake and (wcard >> 3) != trump:
            return (follow & ABOVE[wcard]) or follow
        return follow
    if trump < 0:
        return hand
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    partner = win == n - 2
    if partner:
        if kind == BELOTE:
            return hand
        if kind == SAUDI and (n == 3 or not (ABOVE[wcard] & in_hands)):
            return hand
    if (wcard >> 3) != trump:
        return trumps
    higher = trumps & ABOVE[wcard]
    if kind == SAUDI:
        return higher or hand
    return higher or trumps
