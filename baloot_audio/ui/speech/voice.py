"""The output, watched: what it says now, when that was heard, and a voice that
stops answering or speaking.

"Heard" comes from the output where it can tell (Speech Dispatcher's
notifications; the end of an espeak-ng process), otherwise from an estimate at
the player's words-per-minute rate. An output that reports but stays silent longer
than SAFETY_FACTOR times the estimate (at least SAFETY_MIN s), or has not even
reported the beginning within BEGIN_LIMIT, is taken to have finished; after such a
miss its lines end at their estimate until it reports an end again
(:attr:`Voice.trust_reports`). Lines handed over and no report at all for
STALL_SECONDS mean a stalled voice (:attr:`Voice.lost`): it must be replaced.
Reports arrive on the output's own thread and are taken in by :meth:`Voice.drain`.
"""

from __future__ import annotations

import contextlib
import logging
import queue
from dataclasses import dataclass
from typing import Callable, Optional

from .base import Output, OutputLost, Priority, Utterance, speak_tracked, spoken_seconds

log = logging.getLogger(__name__)

# an output that reports the end of speech but has not within this many times
# the estimate (and at least SAFETY_MIN seconds) is taken to have finished
SAFETY_FACTOR = 3.0
SAFETY_MIN = 5.0
# ...and one that has not even reported the beginning within this many seconds
# (a daemon answers a begin within a fraction of a second: one that has frozen
# would otherwise hold a long message for its whole safety limit)
BEGIN_LIMIT = 3.0
# A line handed to the voice and then this many seconds with no report at all
# (not even a begin) mean the voice has stalled (Speech Dispatcher 0.11 can,
# after a cancel): the output is replaced and the lines it never confirmed are
# said again. (A live daemon reports a begin within a fraction of a second.)
STALL_SECONDS = 2 * BEGIN_LIMIT


@dataclass
class Playing:
    """What the output is saying now."""

    utt: Utterance
    parts: tuple[Utterance, ...]   # the messages it stands for (none for a plain answer)
    token: int
    until: float = 0.0             # the estimated end, or the safety limit when reported
    reported: bool = False         # the output will report its end
    sent: float = 0.0              # when it went to the output
    begun: bool = False            # the output reported its beginning
    begun_at: Optional[float] = None   # ...at this time
    offsets: tuple[float, ...] = (0.0,)   # where each part's words start in it (seconds)
    reading: bool = False          # "what did I miss" reading its parts

    @property
    def answer(self) -> bool:
        return self.utt.priority >= Priority.ANSWER


class Voice:
    """The output and what it says now (:attr:`playing`); ``rate``: the player's words
    per minute; :attr:`pace`: how long the voice really takes against the estimate,
    learnt from its reports."""

    def __init__(self, output: Output, clock: Callable[[], float], rate: int):
        self.output = output
        self.clock, self.rate = clock, rate
        self.playing: Optional[Playing] = None
        self.pace = 1.0
        # False once the output missed an end: a daemon that stopped reporting
        # would otherwise hold every line for the safety limit
        self.trust_reports = True
        # why the output was lost (None: it is not), and the lines handed to it since
        # it last reported anything (a stalled voice: said again by the next output)
        self.lost: Optional[str] = None
        self.unconfirmed: list[tuple[Utterance, ...]] = []
        self._unconfirmed_since = 0.0
        self._reports: "queue.SimpleQueue[tuple[int, str]]" = queue.SimpleQueue()
        self._token = 0

    def speak(self, utt: Utterance, parts: tuple[Utterance, ...], interrupt: bool,
              offsets: tuple[float, ...] = (0.0,), reading: bool = False) -> Playing:
        """Hand ``utt`` to the output; it is what is said now."""
        self._token += 1
        token, reported = self._token, False
        p = self.playing = Playing(utt, parts, token, offsets=offsets, reading=reading)
        try:
            reported = speak_tracked(
                self.output, utt.text, interrupt,
                lambda kind, token=token: self._reports.put((token, kind)))
            self.output.braille(utt.text)
        except OutputLost as exc:   # what it was given is said again by the next output
            self.lost = str(exc)
            self.unconfirmed.append(parts or (utt,))
        except Exception:  # a dead screen reader must not end the game
            log.exception("speech output %s failed", self.output.name)
        if reported:
            if not self.unconfirmed:
                self._unconfirmed_since = self.clock()
            self.unconfirmed.append(parts or (utt,))
        estimate = spoken_seconds(utt.text, self.rate)
        if reported and self.trust_reports:
            estimate = max(SAFETY_MIN, estimate * SAFETY_FACTOR)
        else:   # the estimate is the end (a report, if one comes, ends it sooner)
            reported = False
        p.sent = self.clock()
        p.until, p.reported = p.sent + estimate, reported
        return p

    def drain(self) -> Optional[tuple[Playing, bool]]:
        """Take in the output's reports: the line now said and whether the output
        cancelled it itself, when it ended (else None)."""
        while True:
            try:
                token, kind = self._reports.get_nowait()
            except queue.Empty:
                return None
            self.unconfirmed.clear()   # the voice is alive
            p = self.playing
            if p is None or p.token != token:
                continue  # a line that was interrupted: taken care of already
            if not p.begun:
                p.begun, p.begun_at = True, self.clock()
            if kind in ("end", "cancel"):
                if kind == "cancel":
                    log.info("the speech output cancelled %r itself", p.utt.text)
                self.trust_reports = self.trust_reports or kind == "end"
                self.playing = None
                return p, kind == "cancel"

    def overdue(self) -> Optional[Playing]:
        """The line now said, once its estimate (or its safety limit, when the output
        reports: then ``reported`` says a report was missed, and from then on lines end
        at their estimate until the output reports an end again) is over: heard."""
        p, now = self.playing, self.clock()
        if p is None:
            return None
        silent = p.reported and not p.begun and now >= p.sent + BEGIN_LIMIT
        if now < p.until and not silent:
            return None
        if p.reported:
            log.warning("the speech output did not report the %s of %r within %.1f s: "
                        "going on", "beginning" if silent else "end", p.utt.text, now - p.sent)
            self.trust_reports = False
        self.playing = None
        return p

    def check_stall(self) -> None:
        """A voice given lines that reports nothing at all for STALL_SECONDS has stalled."""
        quiet = self.clock() - self._unconfirmed_since
        if self.unconfirmed and not self.lost and quiet >= STALL_SECONDS:
            self.lost = (f"no report from the voice for {quiet:.1f} s "
                         f"({len(self.unconfirmed)} lines)")

    def heard_parts(self, p: Playing) -> int:
        """How many of ``p``'s parts have been heard to their end (an estimate: the time
        since its words began, at the voice's pace)."""
        if p.reported and not p.begun:
            return 0
        elapsed = (self.clock() - (p.begun_at if p.begun_at is not None else p.sent)) / self.pace
        total = spoken_seconds(p.utt.text, self.rate) - 0.3
        # a part ends where the next part's words begin (parts said by a later part's
        # words share its start: they end with it)
        ends = [min((o for o in p.offsets[k + 1:] if o > start), default=total)
                for k, start in enumerate(p.offsets)]
        return sum(1 for end in ends if elapsed >= end)

    def learn_pace(self, p: Playing) -> None:
        """``p`` was said to its end, as reported: how long it took against the estimate."""
        words = spoken_seconds(p.utt.text, self.rate) - 0.3
        if p.begun_at is not None and words >= 0.5:
            ratio = min(3.0, max(0.3, (self.clock() - p.begun_at) / words))
            self.pace = 0.8 * self.pace + 0.2 * ratio

    def silence(self) -> None:
        """Stop the line being said (a dead output must not end the game)."""
        self.playing = None
        with contextlib.suppress(Exception):
            self.output.silence()

    def replace(self, output: Output) -> tuple[Output, list[tuple[Utterance, ...]]]:
        """A new output in place of the lost one: the old one, and the lines it may not
        have said."""
        old, unconfirmed = self.output, self.unconfirmed
        self.output, self.unconfirmed, self.lost = output, [], None
        self.playing, self.trust_reports = None, True
        return old, unconfirmed
