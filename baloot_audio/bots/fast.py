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


def _byte_bits(shift: int) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(shift + i for i in range(8) if byte >> i & 1) for byte in range(256))


_BYTE_BITS = tuple(_byte_bits(8 * s) for s in range(4))
_LOW, _SECOND, _THIRD, _HIGH = _BYTE_BITS


def bits(mask: int) -> tuple[int, ...]:
    """The card ints of a mask, lowest first (one table look-up a suit)."""
    if mask < 0x100:
        return _LOW[mask]
    return (_LOW[mask & 0xFF] + _SECOND[mask >> 8 & 0xFF] + _THIRD[mask >> 16 & 0xFF]
            + _HIGH[mask >> 24])


def popcount(mask: int) -> int:
    return mask.bit_count()


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


# POWERS[trump][led][c] == power(c, led, trump); trump -1 (sun) is the last entry.
POWERS = tuple(tuple(tuple(power(c, led, trump) for c in range(32)) for led in range(4))
               for trump in (0, 1, 2, 3, -1))


def trick_winner(trick: Sequence[int], trump: int) -> int:
    """Position (0..3) of the winning card in `trick`."""
    pw = POWERS[trump][trick[0] >> 3]
    best, pos = pw[trick[0]], 0
    for i in range(1, len(trick)):
        p = pw[trick[i]]
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
    win = trick_winner(trick, trump) if trick else 0
    return legal_given(hand, trick, win, trump, locked, kind, overtake, in_hands)


def legal_given(hand: int, trick: Sequence[int], win: int, trump: int, locked: bool, kind: int,
                overtake: bool, in_hands: int) -> int:
    """`legal_mask` when the position of the trick's winning card (`win`) is known."""
    if not trick:
        if locked and trump >= 0:
            others = hand & ~SUIT_MASK[trump]
            if others and others != hand:
                return others
        return hand
    led = trick[0] >> 3
    n = len(trick)
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
