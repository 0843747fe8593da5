"""The words of a Qaid table: a judged call in one line (who called it on whom,
the verdict with its reason, what it scores), a line of the Qaid sheet, and the
items of the spoken "Call Qaid" flow. A part of the narrator
(:mod:`baloot_audio.ui.narrator`)."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import events as ev
from baloot_audio.core.qaid import Deed, Play, Suspect
from baloot_audio.core.state import team_of

from .narration import EventWords, Narration


class QaidWords(EventWords):
    """A judged Qaid call in words, in one line; the sheet's lines and the flow's items."""

    def qaid_args(self, accused: int, crime: tuple[int, Optional[str]],
                   proof: tuple[int, str], led: Optional[str]) -> dict[str, Any]:
        """The arguments a verdict's reason, a sheet's line and a lesson's Qaid step share."""
        (crime_trick, card), (proof_trick, proof_card) = crime, proof
        return {"accused": self.seat_object(accused), "accused-is-me": self.is_me(accused),
                "crime-trick": crime_trick + 1, "proof-trick": proof_trick + 1,
                "proof": self.card(proof_card), "led": self.suit(led) if led else "",
                "crime": self.t("qaid-crime-card", card=self.card(card)) if card
                else self.t("qaid-crime-sawa")}

    def _QaidJudged(self, e: ev.QaidJudged) -> Narration:
        mine = team_of(self.viewer)
        us, them = e.points[mine], e.points[1 - mine]
        score = self.t("qaid-score", penalty=e.penalty, winners="us" if us > them else "them",
                       points=max(us, them))
        return Narration(self.qaid_verdict(e) + " " + score, "qaid-judged")

    def qaid_verdict(self, e: ev.QaidJudged) -> str:
        """Who called Qaid on whom, and the verdict (without the score, a team's)."""
        args = self.qaid_args(e.accused, e.crime, e.proof, e.led)
        called = self.t("qaid-called", seat=self.seat(e.seat), accused=args["accused"],
                        **{"seat-is-me": self.is_me(e.seat),
                           "accused-is-me": args["accused-is-me"]})
        verdict = self.t("qaid-proven", rule=e.rule, **args) if e.verdict == "proven" \
            else self.t("qaid-not-proven", **args)
        return called + " " + verdict

    def suspect(self, s: Suspect) -> str:
        """A line of the Qaid sheet: the mistake public play proves, and its proof."""
        return self.t("qaid-proven", rule=s.rule, **self.qaid_args(s.accused, s.crime, s.proof,
                                                                    s.led))

    def deed_item(self, d: Deed) -> str:
        """An action the "Call Qaid" flow offers to accuse: its trick and its card."""
        if d.kind == "sawa":
            return self.t("qaid-action-sawa", trick=d.trick + 1)
        return self.t(f"qaid-action-{d.kind}", trick=d.trick + 1, card=self.card(d.card))

    def proof_item(self, p: Play) -> str:
        """A later card the flow offers as the proof: its trick, its card, its seat."""
        return self.t("qaid-proof-item", trick=p.trick + 1, card=self.card(p.card),
                      seat=self.seat_object(p.seat), **{"seat-is-me": self.is_me(p.seat)})

    def qaid_question(self, accused: int, d: Deed, p: Play) -> str:
        """The flow's last question, before the call is made."""
        args = self.qaid_args(accused, d.crime, (p.trick, p.card), None)
        return self.t("qaid-confirm", **args)
