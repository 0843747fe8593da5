""""What does this mean?": the call or card in focus (or the contract, the projects)
explained in the current context, with the lesson that teaches it.

A card: its points and its suit's order in this contract (the trump's order when
it is a trump), and on the player's turn whether it may be played, and if not,
the rule that refuses it and the cards that may be played. A call: what it does
now. The contract: what it is worth, who must make it, doubled, locked, gahwa.
Each answer ends with the lesson that explains it ("Lesson 3, Following suit and
trumping, explains it."), from the lessons' files (:mod:`.lessons.library`).
"""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import Action, Phase, view_refusal
from baloot_audio.core.cards import PLAIN_ORDER, TRUMP_ORDER, abnat
from baloot_audio.core.scoring import ROUND_POINTS
from baloot_audio.core.state import team_of

from .lessons.library import Library, library

ROUND_ABNAT = {"sun": 130, "hokum": 162}


class Meanings:
    """The explanations, in the words of narrator ``n`` (its catalogue and listener)."""

    def __init__(self, n: Any, lessons: Optional[Library] = None):
        self.n = n
        self.lessons = lessons if lessons is not None else library()

    @property
    def t(self):
        return self.n.t

    def link(self, *terms: str) -> str:
        """The lesson that teaches the first of ``terms`` one has, as a sentence ("" if none)."""
        for term in terms:
            lesson = self.lessons.for_term(term)
            if lesson is not None:
                return " " + self.t("meaning-lesson", number=lesson.number,
                                    title=self.t(lesson.title))
        return ""

    def order(self, suit: str, trump: bool) -> str:
        ranks = (TRUMP_ORDER if trump else PLAIN_ORDER)[::-1]
        return self.t("meaning-order", suit=self.n.suit(suit), trump="yes" if trump else "no",
                      ranks=self.n.join(self.t(f"rank-{r}") for r in ranks))

    def card(self, v: Any, card: str) -> str:
        """A card of the hand, now."""
        trump = v.contract.trump if v.contract is not None else None
        if v.contract is None:
            # before the buy: the plain order, and the trump's if this suit may become it
            words = self.t("meaning-card-buy", card=self.n.card(card),
                           points=abnat(card, None)) + " " + self.order(card[1], False)
            if card[1] == v.land[1]:
                words += " " + self.t("meaning-card-if-trump") + " " + self.order(card[1], True)
            return words + self.link("card-order")
        words = self.t("meaning-card", card=self.n.card(card), points=abnat(card, trump),
                       trump="yes" if card[1] == trump else "no") + " " \
            + self.order(card[1], card[1] == trump)
        if v.phase is Phase.PLAY and v.to_act == v.seat:
            rule = view_refusal(v, Action(v.seat, "play", card=card))
            if rule is None:
                return words + " " + self.t("meaning-card-playable") + self.link(
                    "trump-order" if card[1] == trump else "card-order")
            allowed = sorted({a.card for a in v.legal if a.kind == "play"})
            return words + " " + self.t("meaning-card-refused", rule=self.n.rule(rule),
                                        cards=self.n.cards(allowed)) + self.link(rule, "follow")
        return words + self.link("trump-order" if card[1] == trump else "card-order")

    def call(self, v: Any, a: Action) -> str:
        """A call offered, now."""
        return self.n.call_meaning(a, v) + self.link(a.kind)

    def contract(self, v: Any) -> str:
        """The contract entry: what this round is played for."""
        c = v.contract
        if c is None:
            return self.t("meaning-contract-none", land=self.n.card(v.land),
                          suit=self.n.suit(v.land[1])) + self.link("buying")
        words = [self.t("meaning-contract", kind=c.kind, ashkal="yes" if c.ashkal else "no",
                        trump=self.n.suit(c.trump) if c.trump else "",
                        abnat=ROUND_ABNAT[c.kind], points=ROUND_POINTS[c.kind],
                        buyers="us" if team_of(c.buyer) == team_of(v.seat) else "them")]
        if c.gahwa:
            words.append(self.t("meaning-gahwa"))
        elif c.multiplier > 1:
            words.append(self.t("meaning-doubled", multiplier=c.multiplier,
                                points=ROUND_POINTS[c.kind] * c.multiplier))
        if c.locked:
            words.append(self.t("meaning-locked"))
        link = self.link("double") if c.multiplier > 1 else self.link("counting", c.kind)
        return " ".join(words) + link

    def projects(self, v: Any) -> str:
        return self.t("meaning-projects") + self.link("projects")
