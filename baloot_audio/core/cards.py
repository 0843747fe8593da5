"""Cards as two-character codes ("TD" is the ten of diamonds) and their orders,
and sets of cards as bit sets.

Cards stay plain strings: they are the notation of the round records, they hash
and compare fast, and `parse_card` is the one gate that checks them. A set of
cards (a hand, the cards played, the cards a rule allows) is an int with bit
``DECK.index(card)`` set for each card (`CARD_BIT`): the suits are bytes
(`SUIT_BITS`), so "the cards of the led suit in this hand" is one ``&``. The
engine's hot path (legal cards, tricks, points, projects) works on these with
the tables below, computed once at import.
"""
from __future__ import annotations

from typing import Callable, Iterable, Optional, Sequence

RANKS = "789TJQKA"  # natural order, used for project runs
SUITS = "SHDC"
DECK: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS)

_CARDS = frozenset(DECK)

PLAIN_ORDER = "789JQKTA"  # weakest first: plain suits, and every suit in sun
TRUMP_ORDER = "78QKTA9J"  # weakest first: the trump suit

_PLAIN_ABNAT = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
_TRUMP_ABNAT = dict(_PLAIN_ABNAT, J=20, **{"9": 14})

PLAIN_RANK = {rank: i for i, rank in enumerate(PLAIN_ORDER)}
TRUMP_RANK = {rank: i for i, rank in enumerate(TRUMP_ORDER)}
NATURAL_RANK = {rank: i for i, rank in enumerate(RANKS)}

LOW_CARDS = frozenset("789")  # a boshat hand holds only these ranks


def parse_card(text: object) -> str:
    """Return the card code for `text`, or raise ValueError."""
    if type(text) is str and text in _CARDS:  # already a card code: the usual case
        return text
    if isinstance(text, str) and len(text) == 2:
        card = text[0].upper() + text[1].upper()
        if card[0] in RANKS and card[1] in SUITS:
            return card
    raise ValueError(f"not a card: {text!r}")


def parse_suit(text: object) -> str:
    if isinstance(text, str) and len(text) == 1 and text.upper() in SUITS:
        return text.upper()
    raise ValueError(f"not a suit: {text!r}")


def led_suit(current: Sequence[tuple[int, str]]) -> Optional[str]:
    """The suit of a trick's first card (``current``: its (seat, card) plays), or None."""
    return current[0][1][1] if current else None


def abnat(card: str, trump: Optional[str]) -> int:
    """Card points of one card when `trump` is the trump suit (None in sun)."""
    table = _TRUMP_ABNAT if card[1] == trump else _PLAIN_ABNAT
    return table[card[0]]


def rank_power(card: str, trump: Optional[str]) -> int:
    """Strength of a card inside its own suit (0 weakest .. 7 strongest)."""
    return TRUMP_RANK[card[0]] if card[1] == trump else PLAIN_RANK[card[0]]


def trick_power(card: str, led: str, trump: Optional[str]) -> int:
    """How strongly `card` competes for a trick led in `led`: -1 cannot win."""
    if card[1] == trump:
        return 8 + TRUMP_RANK[card[0]]
    if card[1] == led:
        return PLAIN_RANK[card[0]]
    return -1


def winning_index(cards: Iterable[str], trump: Optional[str]) -> int:
    """Index of the card that is winning a trick made of `cards` so far."""
    cards = list(cards)
    power = _TRICK_POWERS[cards[0][1], trump]
    powers = [power[card] for card in cards]
    return powers.index(max(powers))


def outranking(card: str, trump: Optional[str]) -> list[str]:
    """Every card of the same suit that beats `card` (in this contract's order)."""
    order = TRUMP_ORDER if card[1] == trump else PLAIN_ORDER
    return [rank + card[1] for rank in order[order.index(card[0]) + 1:]]


def sort_key(card: str, trump: Optional[str]) -> tuple[int, int]:
    """Hand order: suits grouped (trump last), lowest to highest in play order."""
    return (4 if card[1] == trump else SUITS.index(card[1]), rank_power(card, trump))


def sorted_hand(cards: Iterable[str], trump: Optional[str] = None) -> tuple[str, ...]:
    return tuple(sorted(cards, key=_SORT_KEYS[trump].__getitem__))


# Tables for the hot paths (None: sun, or no contract yet). sort_key as one
# number (its second part is under 8), which sorts faster than a pair.
_SORT_KEYS = {trump: {card: 8 * sort_key(card, trump)[0] + sort_key(card, trump)[1]
                      for card in DECK} for trump in (None, *SUITS)}
_TRICK_POWERS = {(led, trump): {card: trick_power(card, led, trump) for card in DECK}
                 for led in SUITS for trump in (None, *SUITS)}


# --- bit sets ---------------------------------------------------------------------
CARD_INDEX = {card: i for i, card in enumerate(DECK)}
CARD_BIT = {card: 1 << i for i, card in enumerate(DECK)}
ALL_CARDS = (1 << len(DECK)) - 1
SUIT_BITS: dict[Optional[str], int] = {suit: 0xFF << (8 * i) for i, suit in enumerate(SUITS)}
SUIT_BITS[None] = 0                  # no trump (sun): no card is a trump


def mask_of(cards: Iterable[str]) -> int:
    """The bit set of `cards` (card codes)."""
    mask = 0
    for card in cards:
        mask |= CARD_BIT[card]
    return mask


def cards_of(mask: int) -> tuple[str, ...]:
    """The cards of bit set `mask`, in DECK order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(DECK[low.bit_length() - 1])
        mask ^= low
    return tuple(out)


def _mask_where(test: Callable[[str], bool]) -> int:
    return sum(1 << i for i, card in enumerate(DECK) if test(card))


# Per (led suit, trump): each card's trick power (as `trick_power`), and for each
# power p (-1 to 15) the cards whose power is above p: "the cards that beat p".
TRICK_POWER = _TRICK_POWERS
BEATING = {(led, trump): tuple(_mask_where(lambda c: trick_power(c, led, trump) > p)
                               for p in range(-1, 16))
           for led in SUITS for trump in (None, *SUITS)}
# Per trump (None: sun): the cards of the same suit that outrank each card, and
# each card's points (abnat).
OUTRANKING = {trump: {card: mask_of(outranking(card, trump)) for card in DECK}
              for trump in (None, *SUITS)}
ABNAT = {trump: {card: abnat(card, trump) for card in DECK} for trump in (None, *SUITS)}
# The king and queen of each suit: a trump suit's pair is the baloot.
BALOOT_PAIR = {suit: CARD_BIT["K" + suit] | CARD_BIT["Q" + suit] for suit in SUITS}
