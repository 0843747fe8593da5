"""The table screen's focus: in the hand (its cards) or the calls offered, the arrow
keys that move it, and Tab between the two, each zone named as the focus enters it.

:class:`HandFocus` is a part of :class:`~baloot_audio.ui.screens.TableScreen`,
which gives it the table, the narrator, ``say`` and ``refresh``; the arithmetic
of a move is in plain functions (:func:`step_in_hand`, :func:`step_in_calls`). The
hand holds cards only (the contract and the projects have their keys, C and P): a
key that cannot go further plays the edge sound and says the card with its place.
"""

from __future__ import annotations

from typing import Any

from baloot_audio.core import Action, Phase
from baloot_audio.table_api import TableInterface

from .words import in_second_round

CALL_ORDER = ("pass", "hokum", "hokum2", "sun", "ashkal", "qablak", "confirm", "to_sun",
              "double", "triple", "four", "gahwa", "decline", "choose_trump", "take", "choose",
              "boshat")
MOVES = ("card_previous", "card_next", "suit_previous", "suit_next", "card_first", "card_last")
# the moves whose words say where the card is in the hand ("nine of hearts, 3 of 8")
PLACED = ("card_first", "card_last")


def within(index: int, count: int) -> int:
    """``index`` kept inside a list of ``count`` entries (0 when it is empty)."""
    return max(0, min(index, count - 1))


def offered_calls(v: Any) -> list[Action]:
    """The calls the player may make now (none but during the buy, on the player's turn),
    in the order of the calls menu."""
    if v is None or v.phase is not Phase.BUY or v.to_act != v.seat:
        return []
    legal = [a for a in v.legal if a.kind not in ("play", "akka", "sawa")]
    order = {k: i for i, k in enumerate(CALL_ORDER)}
    return sorted(legal, key=lambda a: (order.get(a.kind, 99), a.suit or "", bool(a.locked)))


def step_in_calls(count: int, here: int, cmd: str) -> int:
    """The call a move (one of :data:`MOVES`) goes to from call ``here``; the suit keys
    step one call, as the card keys do."""
    if cmd == "card_first":
        return 0
    if cmd == "card_last":
        return count - 1
    step = -1 if cmd in ("card_previous", "suit_previous") else 1
    return within(here + step, count)


def step_in_hand(cards: list[str], here: int, cmd: str) -> int:
    """The card a move (one of :data:`MOVES`) goes to from card ``here``: the next or
    previous card, the first or the last, or the first card of the next suit or of the
    suit before this one (the hand is sorted by suit)."""
    last = max(0, len(cards) - 1)
    if cmd == "card_previous":
        return max(0, here - 1)
    if cmd == "card_next":
        return min(last, here + 1)
    if cmd == "card_first":
        return 0
    if cmd == "card_last":
        return last
    starts = [k for k in range(len(cards)) if k == 0 or cards[k][1] != cards[k - 1][1]]
    if cmd == "suit_next":
        later = [k for k in starts if k > here]
        return later[0] if later else here
    group_start = max((k for k in starts if k <= here), default=0)
    earlier = [k for k in starts if k < group_start]
    return earlier[-1] if earlier else group_start


class HandFocus:
    """The focus of the table screen: ``zone`` "hand" or "calls", ``focus`` an index
    into :meth:`hand` or :meth:`calls` (``hand_focus``: the card the hand keeps while
    the focus is in the calls); the keys that move it and what they say."""

    table: TableInterface
    zone: str
    focus: int
    hand_focus: int

    def hand(self) -> tuple[str, ...]:
        v = self.table.view()
        return v.hand if v else ()

    def calls(self) -> list[Action]:
        return offered_calls(self.table.view())

    def card_text(self, i: int, placed: bool = False) -> str:
        """The card ``i`` of the hand as the focus reaches it (a trump says so);
        ``placed``: with its place in the hand ("nine of hearts, 3 of 8")."""
        v, hand = self.table.view(), self.hand()
        text = self.narrator.hand_card(hand[i], v.contract.trump if v is not None and v.contract
                                       else None)
        if placed:
            text = self.t("hand-entry-card", card=text, position=i + 1, count=len(hand))
        return text

    def call_text(self, a: Action) -> str:
        v = self.table.view()
        return self.narrator.call_entry(a.kind, a.suit, a.locked,
                                        v is not None and in_second_round(v.bids))

    def call_position(self, calls: list[Action]) -> str:
        """The focused call as said: its words and its place in the list."""
        return self.t("menu-position", item=self.call_text(calls[self.focus]),
                      position=self.focus + 1, count=len(calls))

    def to_calls(self) -> None:
        """The focus goes to the calls (their first), the hand keeping its card."""
        if self.zone == "hand":
            self.hand_focus = self.focus
        self.zone, self.focus = "calls", 0

    def to_hand(self, focus: int | None = None) -> None:
        """The focus goes to the hand: to the card it had there (or ``focus``)."""
        if self.zone == "hand" and focus is None:
            return
        self.zone = "hand"
        self.focus = within(self.hand_focus if focus is None else focus, len(self.hand()))

    def switch_zone(self) -> None:
        """Tab: from the hand to the calls when calls are offered, from the calls back to
        the card the hand had; each zone named as the focus enters it."""
        calls = self.calls()
        if self.zone == "hand" and calls:
            self.to_calls()
            self.say(self.t("zone-calls", call=self.call_position(calls)), "focus")
        elif self.zone == "hand":
            self.say(self.t("zone-no-calls", hand=self.hand_words()), "focus")
        else:
            self.to_hand()
            self.say(self.t("zone-hand", hand=self.hand_words()), "focus")
        self.refresh()

    def hand_words(self) -> str:
        """The focused card with its place, or that the hand is empty."""
        if not self.hand():
            return self.t("hand-empty")
        return self.card_text(within(self.focus, len(self.hand())), placed=True)

    def focused_suit(self, v: Any) -> str:
        """The suit of the focused card (else the suit led, else the first in the hand)."""
        hand = self.hand()
        if self.zone == "hand" and 0 <= self.focus < len(hand):
            return hand[self.focus][1]
        if v.current:
            return v.current[0][1][1]
        return v.hand[0][1] if v.hand else "S"

    def focus_suit(self, suit: str) -> None:
        """Keys 1-4: the focus goes to the suit's first card (when the hand has one)."""
        for i, card in enumerate(self.hand()):
            if card[1] == suit:
                if self.zone == "calls":
                    self.hand_focus = i
                self.to_hand(i)
                self.refresh()
                return

    def navigate(self, cmd: str) -> None:
        """A move (one of :data:`MOVES`) in the calls, or in the hand: the edge sound
        and the card's place when the focus could not go further, the place too at the
        first and last card (Home, End), a suit key the suit's size."""
        calls = self.calls() if self.zone == "calls" else []
        if self.zone == "calls" and not calls:
            self.to_hand()
        if calls:
            here = within(self.focus, len(calls))
            self.focus = step_in_calls(len(calls), here, cmd)
            self.edge_sound(self.focus == here)
            self.say(self.call_position(calls), "focus")
            self.refresh()
            return
        hand = list(self.hand())
        if not hand:
            self.say(self.t("hand-empty"), "focus")
            return
        here = within(self.focus, len(hand))
        self.focus = i = step_in_hand(hand, here, cmd)
        self.edge_sound(i == here)
        text = self.card_text(i, placed=i == here or cmd in PLACED)
        if cmd.startswith("suit_") and i != here:
            count = sum(1 for card in hand if card[1] == hand[i][1])
            text = self.t("hand-entry-card-suit", card=text, position=1, count=count,
                          suit=self.narrator.suit(hand[i][1]))
        self.say(text, "focus")
        self.refresh()

    def edge_sound(self, stayed: bool) -> None:
        """A move that could not go further: the edge sound (the card is said again)."""
        if stayed:
            self.app.sounds.play("edge")
