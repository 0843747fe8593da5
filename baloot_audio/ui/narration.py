"""A narration (an event's words, message id and sound cue) and the one place the
verbosity setting applies (:meth:`EventWords._n`).

The events' words are in three families, each a part of the narrator
(:mod:`baloot_audio.ui.narrator`): the deal and the buy (:mod:`.buy_words`), the
play (:mod:`.play_words`) and the score (:mod:`.score_words`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Optional

from .words import Words


@dataclass
class Narration:
    text: Optional[str]
    msg_id: Optional[str] = None
    cue: Optional[str] = None
    cue_data: dict[str, Any] = field(default_factory=dict)
    cue_delay: float = 0.0  # seconds: lets the cue of an earlier event of the same moment end
    brief: Optional[str] = None   # its words in a condensed line (one line per trick)
    group: Optional[str] = None   # the trick it belongs to, when condensed
    joins: bool = True            # said in one line with the rest of its moment
    detail: bool = False          # said after everything else (the round's breakdown)
    source: Any = None            # the event it tells (a catch-up line's words)


# Events of one moment arrive together (the last card, the trick, the score):
# their cues start one after the other (seconds; see scripts/gen_sounds.py).
DEAL_AFTER_SHUFFLE = 0.75   # the riffle and the bridge
TRICK_AFTER_CARD = 0.3      # the card's snap (a trump's bell rings on under it)
ROUND_AFTER_TRICK = 1.15    # the last trick's cue, after its own delay
MATCH_AFTER_ROUND = 2.3     # the round's cue, after its own delay

# The brief verbosity (a setting, for experienced players), decided here only.
# Every card played (and by whom), the player's own turn and calls, everybody's
# calls and raises, the contract, projects, baloot, who wins each trick, the
# round's score and the match's result are still spoken; brief drops the extra
# words. Sound cues are never dropped. (The values: settings.VERBOSITIES.)
# not spoken at all: what the other seats are asked (their answer is spoken), the
# round's breakdown (the verdict is spoken; the round key has the breakdown)
BRIEF_DROPPED = frozenset({"offered-other", "round-breakdown"})
# spoken as "<id>-brief" (same catalogue file, a subset of the arguments):
# no abnat per trick, no led suit on your turn (the lead card was just read),
# no explanation after akka, gahwa and sawa
BRIEF_SHORTENED = frozenset({"trick-won", "trick-won-last", "your-turn-follow",
                             "akka-called", "raised-gahwa", "sawa-claimed"})


class EventWords(Words):
    """The events' words as narrations, at the listener's verbosity."""

    def dropped(self, msg_id: str) -> bool:
        """A message the brief verbosity does not say (its cue still sounds)."""
        return self.verbosity == "brief" and msg_id in BRIEF_DROPPED

    def _n(self, msg_id: str, cue: Optional[str] = None, cue_data: dict | None = None,
           cue_delay: float = 0.0, **args: Any) -> Narration:
        """Every event's words go through here: the one place verbosity applies."""
        if self.dropped(msg_id):
            return Narration(None, None, cue, cue_data or {}, cue_delay)
        if self.verbosity == "brief" and msg_id in BRIEF_SHORTENED:
            msg_id += "-brief"
        return Narration(self.t(msg_id, **args), msg_id, cue, cue_data or {}, cue_delay)
