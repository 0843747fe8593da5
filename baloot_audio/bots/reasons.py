"""Why a card: the hint's reason, always a fact about the view it was given.

The hint names the strong bot's card and says why in one short line. The bot
decides by search, so the line cannot be its arithmetic; it is instead the
first of these statements that is true of the seat's view and the card (each
is a Fluent message id in bots.ftl):

When leading:

- ``draw-trumps``: a trump, and an opponent may still hold one;
- ``master``: every higher card of its suit has been played;
- ``no-higher-out``: the only higher cards of its suit are in the hand;
- ``lead-singleton``: the only card of its suit in the hand;
- ``lead-low``: the lowest card of its suit in the hand (a higher one stays);
- ``lead-high``: the highest card of its suit in the hand (a lower one stays);
- ``keep-higher``: otherwise, a higher card of the suit stays in the hand.

When following, with the card added to the trick:

- ``win`` / ``ruff``: the card wins the trick and nobody still to play can
  beat it (``ruff``: it is a trump on another suit's trick);
- ``ahead``: the card is winning the trick so far;
- ``feed`` / ``partner-winning``: the partner's card wins whatever the
  opponents still to play hold; the card gives points (``feed``) or is the
  cheapest in points the seat may play (``partner-winning``);
- ``partner-ahead``: the partner's card is winning so far, but an opponent
  still to play may beat it;
- ``hold-back``: a card the seat may play would win the trick so far, and
  this one does not;
- ``duck`` / ``discard`` / ``cannot-win``: no card the seat may play would
  win the trick so far; the card is the cheapest it may play (``duck``), or
  of neither the led suit nor trumps (``discard``).

``only-card`` comes first: it is the one card the seat may play.

"Nobody can beat it" is judged from what the view knows (`Knowledge`: cards
played, cards shown, the voids that earlier plays revealed): a seat can beat
the trick when a card it may hold ranks above the winning card, and a seat
known to hold the led suit must follow it. The ranking is the core's
(`core.cards.trick_power` and `winning_index`).
"""
from __future__ import annotations

from baloot_audio.core.cards import (SUITS, abnat, outranking, rank_power, trick_power,
                                     winning_index)

from .fast import SUIT_MASK
from .knowledge import Knowledge


def play_reason(k: Knowledge, card: int) -> str:
    """The message id of a true reason for playing `card` (see the module text)."""
    view = k.view
    legal = sorted({a.card for a in view.legal if a.kind in ("play", "akka") and a.card})
    text = k.codec.to_str[card]
    if len(legal) == 1:
        reason = "only-card"
    elif not view.current:
        reason = _lead(k, text)
    else:
        reason = _follow(k, text, legal)
    return "hint-reason-" + reason


def _lead(k: Knowledge, card: str) -> str:
    view = k.view
    trump = view.contract.trump if view.contract else None
    suit = card[1]
    opponents = ((k.me + 1) % 4, (k.me + 3) % 4)
    if suit == trump and any(k.possible(s) & SUIT_MASK[k.trump] for s in opponents):
        return "draw-trumps"
    played = set(k.codec.cards(k.played))
    higher = [c for c in outranking(card, trump) if c not in played]
    if not higher:
        return "master"
    if all(c in view.hand for c in higher):
        return "no-higher-out"
    mine = [c for c in view.hand if c[1] == suit and c != card]
    power = rank_power(card, trump)
    above = any(rank_power(c, trump) > power for c in mine)
    below = any(rank_power(c, trump) < power for c in mine)
    if not mine:
        return "lead-singleton"
    if not below:
        return "lead-low"
    if not above:
        return "lead-high"
    return "keep-higher"


def _follow(k: Knowledge, card: str, legal: list[str]) -> str:
    view = k.view
    trump = view.contract.trump if view.contract else None
    cards = [c for _, c in view.current]
    led = cards[0][1]
    n = len(cards)
    after = cards + [card]
    win = winning_index(after, trump)
    to_play = [(k.me + i) % 4 for i in range(1, 4 - n)]
    opponents = [s for s in to_play if (s - k.me) % 2]
    points = {c: abnat(c, trump) for c in legal}
    if win == n:
        if not any(_can_beat(k, s, after[win], led, trump) for s in to_play):
            return "ruff" if card[1] == trump != led else "win"
        return "ahead"
    if win == n - 2:
        if any(_can_beat(k, s, after[win], led, trump) for s in opponents):
            return "partner-ahead"
        cheapest = min(points.values())
        if points[card] > 0 and (points[card] >= 3 or points[card] > cheapest):
            return "feed"
        return "partner-winning"
    if any(winning_index(cards + [c], trump) == n for c in legal):
        return "hold-back"
    if points[card] == min(points.values()):
        return "duck"
    if card[1] not in (led, trump):
        return "discard"
    return "cannot-win"


def _can_beat(k: Knowledge, seat: int, best: str, led: str, trump) -> bool:
    """Whether `seat` may hold a card it could play to beat `best` (as far as the view tells)."""
    led_mask = SUIT_MASK[SUITS.index(led)]
    possible = k.possible(seat)
    if k.known[seat] & led_mask:          # it must follow suit
        possible &= led_mask
    top = trick_power(best, led, trump)
    return any(trick_power(c, led, trump) > top for c in k.codec.cards(possible))
