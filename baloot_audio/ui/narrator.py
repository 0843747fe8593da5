"""The narrator: (event, the listener's seat, language) -> utterance and sound cue.

Pure: no pyglet, no output. The app hands the narrations to Speech and the
SoundBank; tests call :meth:`Narrator.narrate` directly. The narrator is made of
parts, one job each: the names of seats, cards and contracts from the listener's
place (:mod:`.words`, where :meth:`~.words.Words.update` changes who listens), a
narration and the one place verbosity applies (:mod:`.narration`), the events'
words by family (the deal and the buy: :mod:`.buy_words`; the play:
:mod:`.play_words`; a Qaid call: :mod:`.qaid_words`; the score:
:mod:`.score_words`), a catch-up line's words (:mod:`.catch_up`, which follows the
trick in play as the events are narrated) and the answers to the
player's keys (:mod:`.answers`: questions about a
:class:`~baloot_audio.core.PlayerView`, a refused key's words, what a call does).
:data:`HANDLERS` says which method words each event.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.core import events as ev
from baloot_audio.core.cards import SUITS, sorted_hand
from baloot_audio.i18n import Catalog
from baloot_audio.table_api import Refused, RoundStarted, TimeRanOut, TurnToPlay

from .answers import Answers
from .buy_words import BuyWords
from .catch_up import CatchUp, Sourced
from .narration import (BRIEF_DROPPED, BRIEF_SHORTENED, DEAL_AFTER_SHUFFLE, MATCH_AFTER_ROUND,
                        ROUND_AFTER_TRICK, TRICK_AFTER_CARD, Narration)
from .play_words import PlayWords
from .qaid_words import QaidWords
from .score_words import ScoreWords
from .words import POSITIONS_CCW, POSITIONS_CW, Listener


class Narrator(BuyWords, PlayWords, QaidWords, ScoreWords, Answers):
    def __init__(self, t: Catalog, viewer: int = 0, clockwise: bool = False,
                 verbosity: str = "full"):
        super().__init__(t, Listener(viewer, clockwise, verbosity))
        self.catch_up = CatchUp(self)   # a catch-up line's words (speech's Lines asks them)

    def narrate(self, event: Any) -> list[Narration]:
        """The live table's ``event`` in words (the trick in play followed for catch-ups)."""
        if type(event) not in HANDLERS:
            raise TypeError(f"the narrator has nothing for {type(event).__name__}")
        self.catch_up.see(event)
        return self.words(event)

    def words(self, event: object) -> list[Narration]:
        """``event`` in words, and nothing else (waiting messages said anew in another
        language: :meth:`reword`)."""
        out = HANDLERS[type(event)](self, event)
        out = [out] if isinstance(out, Narration) else list(out)
        for o in out:
            o.source = event
        return [o for o in out if o.text or o.cue]  # brief may leave nothing to say

    def reword(self, utt: Sourced) -> Optional[tuple[str, Optional[str]]]:
        """A waiting message's words and brief words anew (the language changed), from
        the event it tells; None: it tells no event, or the event says it no more."""
        if type(utt.source) not in HANDLERS:
            return None
        for n in self.words(utt.source):
            if n.msg_id == utt.msg_id and n.text:
                return n.text, n.brief
        return None

    def _TimeRanOut(self, e: TimeRanOut) -> Narration:
        """An online timed table: the seat's time ran out, its bot's move follows."""
        if e.seat == self.viewer:
            return Narration(self.t("timer-out"), "timer-out")
        return Narration(self.t("timer-out-seat", seat=self.seat_object(e.seat),
                                **{"seat-is-me": self.is_me(e.seat)}), "timer-out")


# Each event type and the method that words it (a test checks that none is missing).
HANDLERS: dict[type, Callable[[Narrator, Any], Any]] = {
    RoundStarted: Narrator._RoundStarted, ev.Dealt: Narrator._Dealt,
    ev.Offered: Narrator._Offered, ev.CallMade: Narrator._CallMade,
    ev.Raised: Narrator._Raised, ev.ContractSet: Narrator._ContractSet,
    ev.ThrownIn: Narrator._ThrownIn, ev.DealCompleted: Narrator._DealCompleted,
    ev.ProjectsAnnounced: Narrator._ProjectsAnnounced, ev.ProjectsShown: Narrator._ProjectsShown,
    ev.BalootAnnounced: Narrator._BalootAnnounced, ev.AkkaCalled: Narrator._AkkaCalled,
    ev.SawaClaimed: Narrator._SawaClaimed, ev.QaidJudged: Narrator._QaidJudged,
    ev.CardPlayed: Narrator._CardPlayed,
    ev.TrickWon: Narrator._TrickWon, ev.RoundScored: Narrator._RoundScored,
    ev.MatchScored: Narrator._MatchScored, ev.MatchWon: Narrator._MatchWon,
    TurnToPlay: Narrator._TurnToPlay, Refused: Narrator._Refused,
    TimeRanOut: Narrator._TimeRanOut,
}


__all__ = ["BRIEF_DROPPED", "BRIEF_SHORTENED", "DEAL_AFTER_SHUFFLE", "HANDLERS",
           "MATCH_AFTER_ROUND", "Narration", "Narrator", "POSITIONS_CCW", "POSITIONS_CW",
           "ROUND_AFTER_TRICK", "SUITS", "TRICK_AFTER_CARD", "sorted_hand"]
