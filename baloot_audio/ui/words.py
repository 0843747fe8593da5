"""The names of things, from the listener's seat and in the listener's language.

Seats are named from the listener's place: "You", "Partner", "Right", "Left"
(which opponent is on the right depends on the turn order; counter-clockwise by
default, as in Saudi play, so the next player is on your right); online, a
person's name replaces the seat's word, and their form of address (feminine,
masculine or unspecified, see docs/words.md) chooses how French and Arabic speak
of them. Cards, suits, calls, projects, rules and
contracts have their words here too. :class:`Words` is the base of the narrator
(:mod:`baloot_audio.ui.narrator`): the events' words and the answers to the
player's keys use these.

Who listens is a :class:`Listener` (the seat, the names, the turn order, the
verbosity), changed in one way only: :meth:`Words.update`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Iterable, Mapping, Optional, Sequence

from baloot_audio.core.actions import Action
from baloot_audio.core.state import Contract, team_of
from baloot_audio.i18n import Catalog
from baloot_audio.net.wire.names import UNSPECIFIED

POSITIONS_CCW = ("me", "right", "across", "left")
POSITIONS_CW = ("me", "left", "across", "right")
NO_NAMES: Mapping[int, str] = MappingProxyType({})


@dataclass(frozen=True)
class Listener:
    """Who the words are for: the listener's seat (``viewer``), the turn order, the
    verbosity ("full" or "brief", see :mod:`baloot_audio.ui.narration`) and, online,
    the people's names by seat and their forms of address (a seat without one:
    unspecified)."""

    viewer: int = 0
    clockwise: bool = False
    verbosity: str = "full"
    names: Mapping[int, str] = field(default_factory=lambda: NO_NAMES)
    forms: Mapping[int, str] = field(default_factory=lambda: NO_NAMES)


def in_second_round(bids: Sequence[Action]) -> bool:
    """Whether a buy whose calls so far are ``bids`` is in its second round (it follows
    four passes), where a pass has its own word."""
    return len(bids) >= 4 and all(b.kind == "pass" for b in bids[:4])


class Words:
    """The words for seats, teams, cards, suits, calls, projects and contracts."""

    def __init__(self, t: Catalog, listener: Listener = Listener()):
        self.t = t   # shared with the shell: switching its language switches these words
        self._listener = listener

    # -- who listens -----------------------------------------------------
    @property
    def listener(self) -> Listener:
        return self._listener

    def update(self, *, viewer: Optional[int] = None, clockwise: Optional[bool] = None,
               verbosity: Optional[str] = None, names: Optional[Mapping[int, str]] = None,
               forms: Optional[Mapping[int, str]] = None) -> None:
        """The one way the listener changes (None: unchanged): the seat of an online
        match, the names at its table and their forms of address (new names without
        forms: each unspecified), the turn order and the verbosity settings."""
        changes: dict = {key: value for key, value in (("viewer", viewer),
                                                        ("clockwise", clockwise),
                                                        ("verbosity", verbosity))
                         if value is not None}
        if names is not None:
            changes["names"] = MappingProxyType(dict(names))
            changes["forms"] = NO_NAMES
        if forms is not None:
            changes["forms"] = MappingProxyType(dict(forms))
        self._listener = replace(self._listener, **changes)

    @property
    def viewer(self) -> int:
        return self._listener.viewer

    @property
    def clockwise(self) -> bool:
        return self._listener.clockwise

    @property
    def verbosity(self) -> str:
        return self._listener.verbosity

    @property
    def names(self) -> Mapping[int, str]:
        return self._listener.names

    def form(self, seat: int) -> str:
        """A named seat's form of address (feminine, masculine, unspecified)."""
        return self._listener.forms.get(seat, UNSPECIFIED)

    # -- seats and teams -------------------------------------------------
    def position(self, seat: int) -> str:
        order = POSITIONS_CW if self.clockwise else POSITIONS_CCW
        return order[(seat - self.viewer) % 4]

    def seat(self, seat: int) -> str:
        return self.names.get(seat) or self.t(f"seat-{self.position(seat)}")

    def seat_label(self, seat: int) -> str:
        """The short label drawn beside a seat's card ("Partenaire", "يمينك"); :meth:`seat`
        names the seat in a spoken sentence ("Votre partenaire", "اللي على يمينك")."""
        return self.t(f"seat-{self.position(seat)}-label")

    def seat_object(self, seat: int) -> str:
        return self.names.get(seat) or self.t(f"seat-{self.position(seat)}-object")

    def inline(self, words: str) -> str:
        """Words said after another clause in one sentence: a seat's word that starts them
        takes its mid-sentence form (French "l’adversaire de gauche fait le pli", English
        "you win"); a player's name keeps its capital."""
        for position in POSITIONS_CCW:
            start = self.t(f"seat-{position}")
            if words.startswith(start):
                return self.t(f"seat-{position}-inline") + words[len(start):]
        return words

    def clause(self, words: str) -> str:
        """A trick's clause said after another in its one line: the language's separator
        (French " ; ", Arabic "، و"), then the words as said mid-sentence."""
        return self.t("clause-separator") + self.inline(words)

    def is_me(self, seat: int) -> str:
        """The catalogues' ``$seat-is-me``: "yes" (the listener), "no" (a seat's word:
        your partner, the right opponent) or a named player's form of address:
        "feminine", "masculine" or "unspecified" (said without a gendered word, as a
        scorekeeper says it: «نورة: بنت ديمن»)."""
        if seat == self.viewer:
            return "yes"
        return self.form(seat) if seat in self.names else "no"

    def team(self, team: int, subject: bool = False) -> str:
        us = team == team_of(self.viewer)
        return self.t(("team-us" if us else "team-them") + ("-subject" if subject else ""))

    # -- cards and suits ---------------------------------------------------
    def card(self, card: str) -> str:
        return self.t("card", rank=self.t(f"rank-{card[0]}"), suit=self.t(f"suit-{card[1]}"))

    def hand_card(self, card: str, trump: Optional[str]) -> str:
        """A card of the player's hand as the focus reaches it: a trump says so."""
        name = self.card(card)
        return self.t("card-trump", card=name) if trump and card[1] == trump else name

    def cards(self, cards: Iterable[str]) -> str:
        """Cards read aloud; a run in one suit names its suit once ("seven, eight and
        nine of hearts")."""
        cards = list(cards)
        suits = {c[1] for c in cards}
        if len(cards) > 1 and len(suits) == 1:
            return self.t("cards-in-suit", ranks=self.ranks(cards), suit=self.suit(suits.pop()))
        return self.join(self.card(c) for c in cards)

    def ranks(self, cards: Iterable[str]) -> str:
        return self.join(self.t(f"rank-{c[0]}") for c in cards)

    def card_label(self, card: str) -> str:
        """Short visual label: ``10♥``."""
        return self.t(f"rank-label-{card[0]}") + self.t(f"suit-symbol-{card[1]}")

    def suit(self, suit: str) -> str:
        return self.t(f"suit-{suit}")

    def join(self, items: Iterable[str], last: str = "list-and") -> str:
        """A list read aloud: "a, b and c" (or, with ``last="list-or"``, the choices "a, b or c")."""
        items = list(items)
        if not items:
            return self.t("none")
        if len(items) == 1:
            return items[0]
        sep = self.t("list-or-separator" if last == "list-or" else "list-separator")
        return self.t(last, first=sep.join(items[:-1]), last=items[-1])

    # -- calls, projects, rules and the contract -----------------------------
    def call_name(self, call: str, second_round: bool = False) -> str:
        """A call's word; a pass in the buy's second round has its own (Arabic «ولا»)."""
        return self.t("call-pass-round2" if second_round and call == "pass" else f"call-{call}")

    def call_entry(self, kind: str, suit: Optional[str] = None,
                   locked: Optional[bool] = None, second_round: bool = False) -> str:
        name = self.call_name(kind, second_round)
        if suit:
            return self.t("call-entry-suit", call=name, suit=self.suit(suit))
        if locked is True:
            return self.t("call-entry-locked", call=name)
        if locked is False and kind in ("double", "four"):
            return self.t("call-entry-open", call=name)
        return name

    def project_name(self, kind: str) -> str:
        return self.t(f"project-{kind}")

    def shown(self, projects: Iterable) -> str:
        """Each shown project in a sentence of its own: who shows what, and its cards."""
        return " ".join(self.t("shown-project", seat=self.seat(p.seat),
                               **{"seat-is-me": self.is_me(p.seat)},
                               project=self.project_name(p.kind), cards=self.cards(p.cards))
                        for p in projects)

    def rule(self, code: str) -> str:
        msg = f"rule-{code}"
        return self.t(msg) if self.t.has(msg) else self.t("rule-unknown", rule=code)

    def contract(self, c: Contract) -> str:
        who = {"buyer": self.seat_object(c.buyer), "buyer-is-me": self.is_me(c.buyer)}
        if c.kind == "sun" and c.ashkal:
            base = self.t("contract-ashkal", **who, **{"land-to": self.seat_object(c.land_to),
                                                        "land-to-is-me": self.is_me(c.land_to)})
        elif c.kind == "sun":
            base = self.t("contract-sun", **who)
        elif c.trump:
            base = self.t("contract-hokum", trump=self.suit(c.trump), **who)
        else:
            base = self.t("contract-hokum-untold", **who)
        parts = [base]
        if c.gahwa:
            parts.append(self.t("contract-gahwa"))
        elif c.multiplier > 1:
            parts.append(self.t("contract-times", multiplier=c.multiplier))
        if c.kind == "hokum" or c.multiplier > 1:  # a language may leave an undoubled one unsaid
            parts.append(self.t("contract-locked" if c.locked else "contract-open"
                                if c.multiplier > 1 else "contract-open-undoubled"))
        return self.t("list-separator").join(p for p in parts if p)
