"""How the messages that wait become a line: brevity follows the backlog.

The queue knows no cards: a message may belong to a group (the narrator puts a
trick's messages in one) and carry brief words, and the narrator gives the words of
a catch-up line (:attr:`Lines.catch_up`). From CONDENSE_AT waiting messages, a
group's messages are said as one line in their brief words. When the voice is
behind (CATCH_UP_AT moments of the table waiting, or the player acted past the
table's words: a key cut them, or held them while the player was busy), everything that waits up to the
next detail is said as one catch-up line: what the player acted past summed up,
the trick in play card by card, the player's turn last (the narrator's words; a
message may be said by a later one's words, as a trick's cards by who took it).
Messages of one moment that join are said in one line whatever the backlog. The
history keeps every message in full.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any, Callable, Optional

from .base import Priority, Utterance, sayable, spoken_seconds

log = logging.getLogger(__name__)

CONDENSE_AT = 3
CATCH_UP_AT = 6  # moments of the table waiting (one moment: the last card, its trick, the score)
BEHIND_AT = 2    # when the player acted past the table's words, from this many waiting
MAX_GROUPS = 2   # a line in brief words says at most this many groups

# One segment of a line: what goes to the output at once, the messages it says,
# and where each one's words start in it (seconds at the player's rate).
Segment = tuple[Utterance, tuple[Utterance, ...], tuple[float, ...]]


def next_clause(words: str) -> str:
    """A clause said after another of its group in one line (the default: ", " then
    its words as they are; the narrator gives the language's, see Narrator.clause)."""
    return ", " + words


class Lines:
    """The policy: ``clause`` gives a group's words said after another of its clauses
    (the language's separator, then the words as said mid-sentence: French "… ;
    l’adversaire de gauche fait le pli"); ``catch_up`` gives the words of each part
    of a catch-up line (None: its brief words; "": said by a later part's words).
    Words with nothing to say (no letter or digit: " ", ".") are left out of a line:
    no segment is ever only punctuation."""

    def __init__(self) -> None:
        self.clause: Callable[[str], str] = next_clause
        self.catch_up: Optional[Callable[[list[Utterance]], list[Optional[str]]]] = None

    @staticmethod
    def level(pending: deque[Utterance], behind: bool = False) -> int:
        """How short the next line is: 0 each message in its own words, 1 a group in
        one line, 2 everything that waits in one catch-up line (``behind``: the player
        acted past the table's words)."""
        waiting = [u for u in pending if not u.detail]
        if len({u.moment for u in waiting}) >= CATCH_UP_AT or behind and len(waiting) >= BEHIND_AT:
            return 2
        return 1 if len(waiting) >= CONDENSE_AT else 0

    def take(self, pending: deque[Utterance], rate: int, clock: Callable[[], float],
             behind: bool = False) -> tuple[list[Segment], Optional[dict[str, Any]]]:
        """The next line, taken from ``pending``: its segments, and what the speech
        log says of it when it condenses several messages (else None)."""
        parts, level = self._parts(pending, behind)
        if len(parts) == 1:
            return [(parts[0], parts, (0.0,))], None
        text, starts, segments = self._words(parts, level, rate)
        line = [(Utterance(words, Priority.EVENT, "condensed", clock(),
                           event=parts[which[0]].event),
                 tuple(parts[k] for k in which),
                 tuple(starts[k] - starts[which[0]] for k in which))
                for words, which in segments]
        return line, {"text": text, "parts": [u.text for u in parts],
                      "ns": [u.n for u in parts], "events": [u.event for u in parts],
                      "at": [round(a, 2) for a in starts], "level": level,
                      "segments": segments}

    def _parts(self, pending: deque[Utterance],
               behind: bool = False) -> tuple[tuple[Utterance, ...], int]:
        """The next message, with what is said in the same line: the rest of its
        moment (messages that join), and when several wait the rest of its group
        (level 1) or everything up to the next detail (level 2). And the line's level."""
        level = self.level(pending, behind)
        parts = [pending.popleft()]
        groups = {parts[0].group} - {None}
        while pending and not pending[0].detail and not parts[0].detail:
            if level >= 2:
                parts.append(pending.popleft())
                continue
            nxt, last = pending[0], parts[-1]
            moment = last.joins and nxt.moment == last.moment and not last.detail
            grouped = bool(last.group and last.brief and nxt.group and nxt.brief) and (
                nxt.group == last.group and level >= 1 or level >= 2)
            if not (moment or grouped) or (nxt.group not in groups | {None}
                                           and len(groups) >= MAX_GROUPS):
                break
            parts.append(pending.popleft())
            groups |= {nxt.group} - {None}
        return tuple(parts), level

    def _words(self, parts: tuple[Utterance, ...], level: int, rate: int
               ) -> tuple[str, list[float], list[tuple[str, list[int]]]]:
        """The line's words, where each part's words start in it, and its segments (a
        group's words together, anything else on its own: (words, part indexes)). A
        part said by a later one's words starts where they start, in their segment."""
        words, short = self._part_words(parts, level)
        text, starts = "", [0.0] * len(parts)
        cuts: list[tuple[int, int]] = [(0, 0)]   # (where a segment starts in the text, its
        folded: list[int] = []                   # first part); parts waiting for their words
        said = -1                                # the last part with words
        for i, (w, s) in enumerate(zip(words, short)):
            if not w:
                folded.append(i)
                continue
            if text and s and short[said] and parts[i].group == parts[said].group:
                w = self.clause(w)
            else:   # a sentence of its own (words made for mid-sentence start with a capital)
                w = w[:1].upper() + w[1:]
                if text:
                    text += ("" if text.rstrip()[-1:] in ".!?؟" else ".") + " "
                    cuts.append((len(text), folded[0] if folded else i))
            for k in [*folded, i]:
                starts[k] = spoken_seconds(text, rate) - 0.3 if text else 0.0
            folded, said = [], i
            text += w
        ends = [c for c, _ in cuts[1:]] + [len(text)]
        firsts = [i for _, i in cuts] + [len(parts)]
        segments = [(text[c:e].strip(), list(range(firsts[k], firsts[k + 1])))
                    for k, ((c, _), e) in enumerate(zip(cuts, ends))]
        return text, starts, segments

    def _part_words(self, parts: tuple[Utterance, ...], level: int
                    ) -> tuple[list[str], list[bool]]:
        """Each part's words, and whether they are a group's short words: brief in a
        group of two or more in the line (at level 2 always), the catch-up words at
        level 2 ("": said by a later part's words, when a later part has words)."""
        groups: dict[str, int] = {}
        for p in parts:
            if p.group and p.brief:
                groups[p.group] = groups.get(p.group, 0) + 1
        short = [bool(p.group and p.brief and (groups[p.group] > 1 or level >= 2))
                 for p in parts]
        words = [p.brief if s and p.brief and sayable(p.brief) else p.text
                 for p, s in zip(parts, short)]
        if level >= 2 and self.catch_up is not None:
            try:
                told = self.catch_up(list(parts))
            except Exception:  # words that fail must not silence the table
                log.exception("the catch-up line failed")
            else:
                words = [t if t is not None and sayable(t) else "" if t == "" else w
                         for t, w in zip(told, words)]
        # a part said by a later one's words needs a later part with words
        carried = False
        for i in range(len(words) - 1, -1, -1):
            if words[i]:
                carried = True
            elif not carried:
                brief = parts[i].brief
                words[i] = brief if brief and sayable(brief) else parts[i].text
                carried = True
        return words, short
