"""A simple rule-following bot: buys on obvious strength, takes a trick when
it can do so cheaply, and throws its cheapest card otherwise."""
from __future__ import annotations

import random
from typing import Optional

from baloot_audio.core import DECK, Action, Phase, PlayerView
from baloot_audio.core.claims import leader_takes_every_trick
from baloot_audio.core.cards import (SUITS, abnat, outranking, rank_power, trick_power,
                                     winning_index)

_TRUMP_VALUE = {"J": 4, "9": 3, "A": 2, "T": 1.5, "K": 1, "Q": 1, "8": 0.5, "7": 0.5}
_BUY_AT = 7.0
_SUN_AT = 8.0
# Calls that raise the stakes or steal the buy: the basic bot never makes them.
_CAUTIOUS = ("decline", "pass", "confirm")


def hokum_strength(cards: list[str], suit: str) -> float:
    trumps = sum(_TRUMP_VALUE[card[0]] for card in cards if card[1] == suit)
    side_aces = sum(1.5 for card in cards if card[0] == "A" and card[1] != suit)
    return trumps + side_aces


def sun_strength(cards: list[str]) -> float:
    return sum({"A": 3, "T": 1.5}.get(card[0], 0) for card in cards)


def claim_is_sure(view: PlayerView) -> bool:
    """A sawa this seat can prove from what it sees: leading, and its hand
    beats every card it cannot see, wherever those cards are."""
    if view.current or view.phase is not Phase.PLAY or not view.rules.sawa:
        return False
    unseen = [card for card in DECK if card not in view.played and card not in view.hand]
    return leader_takes_every_trick(view.hand, [unseen], view.bought.trump,
                                    view.bought.locked)


class BasicBot:
    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = list(view.legal)
        if legal[0].kind in ("play", "akka", "sawa"):
            return self._play(view, legal)
        return self._call(view, legal)

    # --- the buy -------------------------------------------------------------

    def _call(self, view: PlayerView, legal: list[Action]) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        hand = list(view.hand)
        with_land = hand + [view.land]
        if "boshat" in by_kind:
            return by_kind["boshat"][0]
        if "sun" in by_kind and sun_strength(with_land) >= _SUN_AT:
            return by_kind["sun"][0]
        for kind in ("hokum", "take"):
            if kind in by_kind and hokum_strength(with_land, view.land[1]) >= _BUY_AT:
                return by_kind[kind][0]
        for kind in ("choose", "hokum2", "choose_trump"):
            if kind in by_kind:
                best = max(by_kind[kind], key=lambda a: hokum_strength(hand, a.suit or ""))
                if kind == "choose_trump" or hokum_strength(hand, best.suit or "") >= _BUY_AT:
                    return best
        if "hokum2" in by_kind and by_kind["hokum2"][0].suit is None:
            suits = [s for s in SUITS if s != view.land[1]]
            if max(hokum_strength(hand, s) for s in suits) >= _BUY_AT:
                return by_kind["hokum2"][0]
        for kind in _CAUTIOUS:
            if kind in by_kind:
                return by_kind[kind][0]
        return legal[0]

    # --- the play ------------------------------------------------------------

    def _play(self, view: PlayerView, legal: list[Action]) -> Action:
        trump = view.contract.trump if view.contract else None
        if claim_is_sure(view):
            return Action(view.seat, "sawa")
        cards = [action.card for action in legal if action.kind == "play" and action.card]
        card = self._lead(view, cards, trump) if not view.current \
            else self._follow(view, cards, trump)
        return Action(view.seat, "play", card=card)

    def _lead(self, view: PlayerView, cards: list[str], trump: Optional[str]) -> str:
        played = view.played
        masters = [c for c in cards if c[1] != trump
                   and all(h in played or h in view.hand for h in outranking(c, trump))]
        if masters:
            return max(masters, key=lambda c: abnat(c, trump))
        plain = [c for c in cards if c[1] != trump] or cards
        return min(plain, key=lambda c: (abnat(c, trump), rank_power(c, trump)))

    def _follow(self, view: PlayerView, cards: list[str], trump: Optional[str]) -> str:
        on_table = [card for _, card in view.current]
        led = on_table[0][1]
        winner_seat = view.current[winning_index(on_table, trump)][0]
        cheapest = min(cards, key=lambda c: (abnat(c, trump), rank_power(c, trump)))
        if winner_seat == (view.seat + 2) % 4:
            # Partner ahead: feed points when we are last, otherwise stay cheap.
            if len(view.current) == 3:
                return max(cards, key=lambda c: (abnat(c, trump), -rank_power(c, trump)))
            return cheapest
        best = max(trick_power(card, led, trump) for card in on_table)
        winners = [c for c in cards if trick_power(c, led, trump) > best]
        if winners:
            return min(winners, key=lambda c: (trick_power(c, led, trump), abnat(c, trump)))
        return cheapest
