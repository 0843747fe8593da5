"""What happened in a lesson (:class:`Tally`) and what the player hears at its end:
what went well, and what to look at again, each with the lesson that explains it.

Only facts the lesson saw are said: the keys a step had to ask for twice, the
cards and calls the rules refused (by rule), the quiz answers, the hints asked,
and the practice deal's tricks and result.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Optional

from baloot_audio.core import events as ev
from baloot_audio.core.state import team_of

from .format import Lesson
from .library import Library

# a refused call's rule is a buying matter; the rest of the rules are the play's
BUY_RULES = frozenset({"call_not_available", "ashkal_last_two_only", "double_by_opponents_only",
                       "trump_not_land_suit", "sun_double_cannot_lock", "call_details_invalid",
                       "ace_land_sun_first_speaker_only", "buying_not_over"})
MANY_HINTS = 3


@dataclass
class Tally:
    """What the player did in a lesson (the guided deals and the practice)."""

    missed_keys: list[str] = field(default_factory=list)    # a key step asked again
    refused: Counter = field(default_factory=Counter)        # rule -> count
    other_choices: int = 0        # a legal card or call, but not the one the step asked
    picks_first: int = 0          # quiz questions answered at the first try
    picks_missed: int = 0         # wrong answers to the quiz
    hints: int = 0
    practice: Optional[ev.RoundScored] = None

    def missed_key(self, command_id: str) -> None:
        if command_id not in self.missed_keys:
            self.missed_keys.append(command_id)


def feedback(tally: Tally, lesson: Lesson, library: Library, shell: Any) -> tuple[list[str],
                                                                                 list[str]]:
    """(what went well, what to look at again): sentences in the player's language."""
    t = shell.t
    well: list[str] = []
    again: list[str] = []
    if tally.picks_first and not tally.picks_missed:
        well.append(t("lesson-well-quiz"))
    if tally.missed_keys:
        keys = [shell.keymap.keys_for(cmd) for cmd in tally.missed_keys]
        again.append(t("lesson-again-keys", keys=shell.narrator.join(
            k[0].spoken(t) for k in keys if k)))
    elif lesson.gestures:
        well.append(t("lesson-well-keys"))
    if tally.picks_missed:
        again.append(with_lesson(t("lesson-again-quiz", count=tally.picks_missed),
                                 library.for_term("card-order"), lesson, t))
    if tally.other_choices:
        again.append(t("lesson-again-other", count=tally.other_choices))
    if not tally.refused:
        well.append(t("lesson-well-no-refusal"))
    for rule, count in tally.refused.most_common():
        term = library.for_term(rule) or library.for_term("buying" if rule in BUY_RULES
                                                          else "follow")
        again.append(with_lesson(t("lesson-again-refused", count=count,
                                   rule=shell.narrator.rule(rule)), term, lesson, t))
    if tally.hints >= MANY_HINTS:
        again.append(t("lesson-again-hints", count=tally.hints))
    elif tally.hints == 0:
        well.append(t("lesson-well-no-hints"))
    practice_words(tally.practice, library, lesson, shell, well, again)
    if not well:            # never only what went wrong: the lesson was taken to its end
        well.append(t("lesson-well-finished"))
    return well, again


def practice_words(e: Optional[ev.RoundScored], library: Library, lesson: Lesson, shell: Any,
                   well: list[str], again: list[str]) -> None:
    """The practice deal: the tricks taken and the round won go with what went well; a
    contract the player's team bought and lost is to look at again (the buy's lesson)."""
    if e is None or e.buyer is None:
        return
    t, mine = shell.t, team_of(shell.narrator.viewer)
    bought = team_of(e.buyer) == mine
    won = e.points[mine] > e.points[1 - mine]
    words = t("lesson-practice-result", bought="yes" if bought else "no",
              won="yes" if won else "no", tricks=e.tricks[mine])
    if won:
        well.append(words)
    elif bought:
        again.append(with_lesson(words, library.for_term("buying"), lesson, t))
    else:
        again.append(with_lesson(words, library.for_term("counting"), lesson, t))


def with_lesson(text: str, other: Optional[Lesson], this: Lesson, t: Any) -> str:
    """A sentence, then the lesson that explains it (when it is another one)."""
    if other is None or other.id == this.id:
        return text
    return t("lesson-see", text=text, number=other.number, title=t(other.title))
