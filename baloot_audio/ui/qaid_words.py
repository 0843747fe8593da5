"""The words of a Qaid call at a Qaid table: who called it on whom, the verdict
with its reason, and what it scores. A part of the narrator
(:mod:`baloot_audio.ui.narrator`)."""

from __future__ import annotations

from baloot_audio.core import events as ev
from baloot_audio.core.state import team_of

from .narration import EventWords, Narration


class QaidWords(EventWords):
    """A judged Qaid call in words, in one line."""

    def _QaidJudged(self, e: ev.QaidJudged) -> Narration:
        (crime_trick, crime), (proof_trick, proof) = e.crime, e.proof
        args = {"accused": self.seat_object(e.accused), "accused-is-me": self.is_me(e.accused),
                "crime-trick": crime_trick + 1, "proof-trick": proof_trick + 1,
                "proof": self.card(proof), "led": self.suit(e.led) if e.led else "",
                "crime": self.t("qaid-crime-card", card=self.card(crime)) if crime
                else self.t("qaid-crime-sawa")}
        called = self.t("qaid-called", seat=self.seat(e.seat), accused=args["accused"],
                        **{"seat-is-me": self.is_me(e.seat),
                           "accused-is-me": args["accused-is-me"]})
        verdict = self.t("qaid-proven", rule=e.rule, **args) if e.verdict == "proven" \
            else self.t("qaid-not-proven", **args)
        mine = team_of(self.viewer)
        us, them = e.points[mine], e.points[1 - mine]
        score = self.t("qaid-score", penalty=e.penalty, winners="us" if us > them else "them",
                       points=max(us, them))
        return Narration(" ".join((called, verdict, score)), "qaid-judged")
