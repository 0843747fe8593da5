"""The table screen's focus: the hand (each card, then the contract and projects
entries) or the calls offered, and where the arrow keys move it.

:class:`HandFocus` is a part of :class:`~baloot_audio.ui.screens.TableScreen`,
which gives it the table, the narrator, ``say`` and ``refresh``; the arithmetic
of a move is in plain functions (:func:`step_in_hand`, :func:`step_in_calls`).
"""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import Action, Phase
from baloot_audio.table_api import TableInterface

from .words import in_second_round

CALL_ORDER = ("pass", "hokum", "hokum2", "sun", "ashkal", "qablak", "confirm", "to_sun",
              "double", "triple", "four", "gahwa", "decline", "choose_trump", "take", "choose",
              "boshat")
MOVES = ("card_previous", "card_next", "suit_previous", "suit_next", "card_first", "card_last")

Entry = tuple[str, Optional[str]]   # ("card", code), ("contract", None) or ("projects", None)


def within(index: int, count: int) -> int:
    """``index`` kept inside a list of ``count`` entries (0 when it is empty)."""
    return max(0, min(index, count - 1))


def hand_entries(v: Any) -> list[Entry]:
    """Each card of the hand, then the contract and the projects entries."""
    hand = v.hand if v else ()
    return [("card", c) for c in hand] + [("contract", None), ("projects", None)]


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


def step_in_hand(entries: list[Entry], here: int, cmd: str) -> int:
    """The entry a move (one of :data:`MOVES`) goes to from entry ``here``: the next or
    previous entry, the first one, the last card (the contract and projects come after
    it), or the first card of the next suit or of the suit before this one (the
    entries after the cards are a group each)."""
    if cmd == "card_previous":
        return max(0, here - 1)
    if cmd == "card_next":
        return min(len(entries) - 1, here + 1)
    if cmd == "card_first":
        return 0
    cards = sum(1 for kind, _ in entries if kind == "card")
    if cmd == "card_last":
        return cards - 1 if cards else len(entries) - 1
    groups = [card[1] if kind == "card" and card else kind for kind, card in entries]
    starts = [k for k in range(len(groups)) if k == 0 or groups[k] != groups[k - 1]]
    if cmd == "suit_next":
        later = [k for k in starts if k > here]
        return later[0] if later else here
    group_start = max(k for k in starts if k <= here)
    earlier = [k for k in starts if k < group_start]
    return earlier[-1] if earlier else group_start


class HandFocus:
    """The focus of the table screen: ``zone`` "hand" or "calls", ``focus`` an index
    into :meth:`entries` or :meth:`calls`; the keys that move it and what they say."""

    table: TableInterface
    zone: str
    focus: int

    def hand(self) -> tuple[str, ...]:
        v = self.table.view()
        return v.hand if v else ()

    def entries(self) -> list[Entry]:
        """("card", code) for each card, then ("contract", None), ("projects", None)."""
        return hand_entries(self.table.view())

    def calls(self) -> list[Action]:
        return offered_calls(self.table.view())

    def entry_text(self, i: int) -> str:
        n = self.narrator
        kind, card = self.entries()[i]
        v = self.table.view()
        if kind == "card":
            return n.hand_card(card, v.contract.trump if v is not None and v.contract else None)
        if kind == "contract":
            if v is None or v.contract is None:
                return self.t("hand-entry-contract-none")
            return self.t("hand-entry-contract", contract=n.contract(v.contract))
        text = n.projects(v) if v else self.t("projects-none")
        return self.t("hand-entry-projects", projects=text)

    def call_text(self, a: Action) -> str:
        v = self.table.view()
        return self.narrator.call_entry(a.kind, a.suit, a.locked,
                                        v is not None and in_second_round(v.bids))

    def call_position(self, calls: list[Action]) -> str:
        """The focused call as said: its words and its place in the list."""
        return self.t("menu-position", item=self.call_text(calls[self.focus]),
                      position=self.focus + 1, count=len(calls))

    def switch_zone(self) -> None:
        if self.zone == "hand" and self.calls():
            self.zone, self.focus = "calls", 0
            self.say(self.call_position(self.calls()), "focus")
        else:
            self.zone, self.focus = "hand", 0
            self.say(self.entry_text(0), "focus")
        self.refresh()

    def focused_suit(self, v: Any) -> str:
        """The suit of the focused card (else the suit led, else the first in the hand)."""
        entries = self.entries()
        if self.zone == "hand" and 0 <= self.focus < len(entries) \
                and entries[self.focus][0] == "card":
            return entries[self.focus][1][1]
        if v.current:
            return v.current[0][1][1]
        return v.hand[0][1] if v.hand else "S"

    def focus_suit(self, suit: str) -> None:
        """Keys 1-4: the focus goes to the suit's first card (when the hand has one)."""
        for i, (kind, card) in enumerate(self.entries()):
            if kind == "card" and card and card[1] == suit:
                self.zone, self.focus = "hand", i
                self.refresh()
                return

    def navigate(self, cmd: str) -> None:
        """A move (one of :data:`MOVES`) in the calls, or in the hand: the edge sound
        when the focus could not go further, and the entry said (a suit key says the
        suit's size)."""
        calls = self.calls() if self.zone == "calls" else []
        if self.zone == "calls" and not calls:
            self.zone, self.focus = "hand", 0
        if calls:
            here = within(self.focus, len(calls))
            self.focus = step_in_calls(len(calls), here, cmd)
            self.edge_sound(self.focus == here)
            self.say(self.call_position(calls), "focus")
            self.refresh()
            return
        entries = self.entries()
        here = within(self.focus, len(entries))
        self.focus = i = step_in_hand(entries, here, cmd)
        self.edge_sound(i == here)
        text = self.entry_text(i)
        if cmd.startswith("suit_") and entries[i][0] == "card":
            suit = entries[i][1][1]
            count = sum(1 for kind, card in entries if kind == "card" and card[1] == suit)
            text = self.t("hand-entry-card-suit", card=text, position=1, count=count,
                          suit=self.narrator.suit(suit))
        self.say(text, "focus")
        self.refresh()

    def edge_sound(self, stayed: bool) -> None:
        """A move that could not go further: the edge sound (the entry is said again)."""
        if stayed:
            self.app.sounds.play("edge")
