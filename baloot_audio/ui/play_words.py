"""The words of the play: projects and baloot, akka and sawa, each card, each trick,
the player's turn and a refused move's sound. A part of the narrator
(:mod:`baloot_audio.ui.narrator`)."""

from __future__ import annotations

from baloot_audio.core import events as ev
from baloot_audio.core.state import team_of
from baloot_audio.table_api import Refused, TurnToPlay

from .catch_up import card_words
from .narration import TRICK_AFTER_CARD, EventWords, Narration
from .sounds import card_cue


class PlayWords(EventWords):
    """The play's events in words."""

    def _ProjectsAnnounced(self, e: ev.ProjectsAnnounced) -> Narration:
        args = {"seat": self.seat(e.seat), "seat-is-me": self.is_me(e.seat),
                "projects": self.join(self.project_name(k) for k in e.kinds)}
        n = self._n("projects-announced", cue="project", **args)
        # announced with the seat's first card: in the first trick's one line
        n.brief, n.group = self.t("projects-announced-brief", **args), "trick-0"
        return n

    def _ProjectsShown(self, e: ev.ProjectsShown) -> Narration:
        # "Their projects count. Right shows a sira, ten, jack and queen of diamonds."
        return self._n("projects-shown", winners="us" if e.team == team_of(self.viewer) else "them",
                       projects=self.shown(e.projects))

    def _BalootAnnounced(self, e: ev.BalootAnnounced) -> Narration:
        return self._n("baloot-announced", cue="baloot", seat=self.seat(e.seat), points=e.points)

    def _AkkaCalled(self, e: ev.AkkaCalled) -> Narration:
        return self._n("akka-called", cue="call_akka", seat=self.seat(e.seat),
                       card=self.card(e.card))

    def _SawaClaimed(self, e: ev.SawaClaimed) -> Narration:
        return self._n("sawa-claimed", cue="call_sawa", seat=self.seat(e.seat),
                       **{"seat-is-me": self.is_me(e.seat)})

    def _CardPlayed(self, e: ev.CardPlayed) -> Narration:
        cue = card_cue(self.position(e.seat), e.trump, e.cut)
        msg = "card-cut" if e.cut else "card-led" if e.lead else "card-played"
        n = self._n(msg, cue=cue, cue_data={"card": e.card, "seat": e.seat},
                    seat=self.seat(e.seat), **{"seat-is-me": self.is_me(e.seat)},
                    card=self.card(e.card))
        n.brief = card_words(self, e)    # a cut said as a cut, in a trick's one line too
        n.group = f"trick-{e.trick}"
        return n

    def _TrickWon(self, e: ev.TrickWon) -> Narration:
        us = team_of(e.seat) == team_of(self.viewer)
        cue = ("last_trick_" if e.last else "trick_") + ("us" if us else "them")
        who = {"seat": self.seat(e.seat), "seat-is-me": self.is_me(e.seat)}
        n = self._n("trick-won-last" if e.last else "trick-won", cue=cue,
                    cue_delay=TRICK_AFTER_CARD, points=e.abnat, **who)
        # in a trick's one line: who took it (the last one named: its bonus is in the points)
        n.brief = self.t("trick-won-last-condensed" if e.last else "trick-won-condensed",
                         points=e.abnat, **who)
        n.group = f"trick-{e.trick}"
        return n

    def _TurnToPlay(self, e: TurnToPlay) -> list[Narration]:
        if e.seat != self.viewer:
            return []
        if e.lead:
            return [self._n("your-turn-lead", cue="your_turn")]
        return [self._n("your-turn-follow", cue="your_turn", led=self.suit(e.led_suit))]

    def _Refused(self, e: Refused) -> list[Narration]:
        # the soft sound; the table screen says why in a few words (the refused key's
        # answer: TableScreen.refused), the explain key gives the whole rule
        return [Narration(None, None, "refused", {"rule": e.rule})]
