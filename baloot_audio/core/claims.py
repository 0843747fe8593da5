"""ksa's calls during play: akka (my lead is the best card left in its suit)
and sawa (my team takes every remaining trick, whatever the others play)."""
from __future__ import annotations

from functools import lru_cache
from typing import Optional, Sequence

from .cards import (DECK, PLAIN_ORDER, SUITS, TRUMP_ORDER, outranking, rank_power,
                    winning_index)
from .play import legal_cards
from .rules import Rules

Hands = tuple[tuple[str, ...], ...]
Plays = tuple[tuple[int, str], ...]


def akka_allowed(card: str, trump: Optional[str], played: frozenset[str]) -> bool:
    """Akka needs a hokum, a plain suit, and every higher card already played."""
    return (trump is not None and card[1] != trump
            and all(higher in played for higher in outranking(card, trump)))


# Positions the sawa search may visit before it gives up and refuses the claim
# as unproven (docs/rules.md says how often that happens).
SEARCH_BUDGET = 20_000


class _OutOfBudget(Exception):
    pass


def leader_takes_every_trick(hand: Sequence[str], others: Sequence[Sequence[str]],
                             trump: Optional[str], locked: bool) -> bool:
    """The leader alone surely takes every remaining trick.

    In each suit it holds, its cards are the top cards still out, and it can
    lead trumps until no other hand has one (the partner's included, since a
    partner forced to cut would take the lead away). `others` are the other
    hands; a player who cannot see them passes every unseen card as one
    "hand", which only makes the test stricter.
    """
    out = set(hand).union(*others)
    for suit in {card[1] for card in hand}:
        ranked = sorted((c for c in out if c[1] == suit), key=lambda c: -rank_power(c, trump))
        count = sum(1 for c in hand if c[1] == suit)
        if any(c not in hand for c in ranked[:count]):
            return False
    if trump is None:
        return True
    most = max((sum(1 for c in other if c[1] == trump) for other in others), default=0)
    if most == 0:
        return True
    trumps = sum(1 for c in hand if c[1] == trump)
    if locked and trumps < len(hand):
        return False  # trumps may not be led while other suits are held
    return trumps >= most


class SawaSolver:
    """Decides whether `team` can take every remaining trick against any defence.

    A small AND-OR search: the claiming team needs one good card at each of its
    turns, for every card the defenders may legally play. Positions are
    memoised, equivalent cards are tried once, and the same search drives the
    engine's play-out. A position where the leader alone surely takes every
    trick (`leader_takes_every_trick`) is won at once. The search is
    bounded (SEARCH_BUDGET positions): a claim it cannot prove within the bound
    is refused, so an accepted claim is always certain. ``budget`` None: no
    bound (a Qaid table's play-out of a claim the bounded search could not
    prove must be exact).
    """

    def __init__(self, rules: Rules, trump: Optional[str], locked: bool, team: int,
                 budget: Optional[int] = SEARCH_BUDGET):
        self.rules, self.trump, self.locked, self.team = rules, trump, locked, team
        self.budget = budget
        self.memo: dict[tuple[Hands, Plays, int, int], bool] = {}

    def _legal(self, hands: Hands, current: Plays, seat: int) -> tuple[str, ...]:
        # Only saudi's partner-certain exception looks at the cards played.
        played = (frozenset(card for card in DECK if not any(card in h for h in hands))
                  if self.rules.play == "saudi" else frozenset())
        return legal_cards(self.rules, hands[seat], current, seat, self.trump, self.locked,
                           played)

    def _options(self, hands: Hands, current: Plays, seat: int) -> list[str]:
        """Legal cards, one per group of equivalent ones, strongest first.

        Only taking tricks matters to a sawa, so cards of one suit with no card
        of another hand (or of the trick on the table) between them are
        interchangeable: trying one of them is enough.
        """
        remaining = {card for hand in hands for card in hand}
        legal = set(self._legal(hands, current, seat))
        others = (remaining - set(hands[seat])) | {card for _, card in current}
        options = []
        for suit in SUITS:  # a fixed order: the play-out must replay identically
            order = TRUMP_ORDER if suit == self.trump else PLAIN_ORDER
            previous_mine = False
            for rank in reversed(order):
                card = rank + suit
                if card in legal:
                    if not previous_mine:
                        options.append(card)
                    previous_mine = True
                elif card in others or card in hands[seat]:
                    previous_mine = False
        options.sort(key=lambda card: (-(9 if card[1] == self.trump else 0)
                                       - rank_power(card, self.trump), SUITS.index(card[1])))
        return options

    def _hopeless(self, hands: Hands) -> bool:
        """A defender's trump above all of the team's never fails to take a trick."""
        if self.trump is None:
            return False
        trump = self.trump

        def power(card: str) -> int:
            return rank_power(card, trump)
        team = [power(c) for seat in (self.team, self.team + 2) for c in hands[seat]
                if c[1] == self.trump]
        best = max(team, default=-1)
        return any(power(c) > best for seat in (1 - self.team, 3 - self.team)
                   for c in hands[seat] if c[1] == self.trump)

    def _masters(self, hands: Hands, leader: int) -> bool:
        others = [hands[seat] for seat in range(4) if seat != leader]
        return leader_takes_every_trick(hands[leader], others, self.trump, self.locked)

    def _after(self, hands: Hands, current: Plays, seat: int, card: str) -> tuple[Hands, Plays]:
        hand = tuple(c for c in hands[seat] if c != card)
        return hands[:seat] + (hand,) + hands[seat + 1:], current + ((seat, card),)

    def wins(self, hands: Hands, current: Plays, leader: int) -> bool:
        """True when the team takes every remaining trick whatever the defence does."""
        if not current and self._hopeless(hands):  # (a trump on the table counts too)
            return False
        tricks_left = len(hands[leader]) + (1 if current else 0)
        # Most false claims already fail on the trick in hand: check it first.
        try:
            self.nodes = 0
            return (self._wins(hands, current, leader, 1)
                    and self._wins(hands, current, leader, tricks_left))
        except _OutOfBudget:
            return False

    def _wins(self, hands: Hands, current: Plays, leader: int, depth: int) -> bool:
        """True when the team surely takes the next `depth` tricks."""
        key = (hands, current, leader, depth)
        if key in self.memo:
            return self.memo[key]
        self.nodes += 1
        if self.budget is not None and self.nodes > self.budget:
            raise _OutOfBudget
        if len(current) == 4:
            winner = current[winning_index([c for _, c in current], self.trump)][0]
            if winner % 2 != self.team:
                result = False
            else:
                result = depth == 1 or not any(hands) or self._wins(hands, (), winner, depth - 1)
        elif not current and self._masters(hands, leader):
            result = True
        elif not current and self._hopeless(hands):
            result = False
        else:
            seat = (leader + len(current)) % 4
            options = self._options(hands, current, seat)
            if seat % 2 != self.team:
                options = self._defence_order(current, options)
            children = (self._wins(*self._after(hands, current, seat, card), leader, depth)
                        for card in options)
            result = any(children) if seat % 2 == self.team else all(children)
        self.memo[key] = result
        return result

    def _defence_order(self, current: Plays, options: list[str]) -> list[str]:
        """Refutations first: a card that takes the trick now, else keep the
        strong cards for later and throw the weakest (`options` come strongest
        first)."""
        cards = [card for _, card in current]
        if not cards:
            return options
        now = [card for card in options
               if winning_index(cards + [card], self.trump) == len(cards)]
        return now + [card for card in reversed(options) if card not in now]

    def choose(self, hands: Hands, current: Plays, leader: int, refute: bool = False) -> str:
        """The card the seat to play uses in the play-out of an accepted sawa:
        the claiming team follows a winning line; a defender plays its lowest
        legal card (plain cards before trumps, then suit order S H D C), or with
        ``refute`` the first card that leaves the claimers no winning line."""
        seat = (leader + len(current)) % 4
        if seat % 2 == self.team:
            for card in self._options(hands, current, seat):
                if self.wins(*self._after(hands, current, seat, card), leader):
                    return card
        elif refute:
            options = self._defence_order(current, self._options(hands, current, seat))
            for card in options:
                if not self.wins(*self._after(hands, current, seat, card), leader):
                    return card
        return min(self._legal(hands, current, seat), key=lambda card: (card[1] == self.trump,
                                            rank_power(card, self.trump), SUITS.index(card[1])))


@lru_cache(maxsize=1024)
def sawa_certain(rules: Rules, trump: Optional[str], locked: bool, hands: Hands,
                 leader: int) -> bool:
    """Whether the leader's team surely takes every remaining trick (cached:
    the app and the bots ask about the same position more than once)."""
    return SawaSolver(rules, trump, locked, leader % 2).wins(hands, (), leader)
