"""The pump: the table's lines to the voice one at a time, each when the one
before has been heard; an answer to a key first, and what it cut put back; a
lost voice replaced. :class:`~.manager.Speech` builds on it.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections import deque
from typing import Any, Callable

from .backlog import Backlog
from .base import DEFAULT_RATE, Output, Priority, SilentOutput, Utterance
from .history import HISTORY_SIZE, History
from .log import SpeechLog
from .missed import Missed
from .pause import Pause
from .voice import Playing, Voice

log = logging.getLogger(__name__)


class Pump:
    """The state of speech, and the lines that go to the voice and come back heard
    (:class:`~.manager.Speech` is what the game and the player ask of it)."""

    def __init__(self, output: Output | None = None, speech_log: SpeechLog | None = None,
                 history_size: int = HISTORY_SIZE,
                 on_text: Callable[[Utterance], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, rate: int = DEFAULT_RATE):
        self.voice = Voice(output or SilentOutput(), clock, rate)
        self.log = speech_log
        self._clock = clock
        self.on_text = on_text
        self.backlog = Backlog()   # the table's messages not yet heard
        self.pause = Pause(clock)
        self._history = History(history_size)
        self._missed = Missed()
        self.closed = False
        self.reading: deque[Utterance] = deque()   # the rest of "what did I miss" being read
        self.on_output_lost: Callable[[Output, str], None] | None = None
        self._serial = 0    # the last utterance number given
        self._event = 0     # the last event id given
        self._moment = 0    # counts the polls: what is said between two polls is one moment
        self._waiters: list[Callable[[], None]] = []
        # what waits for one message to be heard (Speech.when_said), and the last heard
        self._on_said: dict[int, list[Callable[[], None]]] = {}
        self._said: deque[int] = deque(maxlen=64)
        self.note("output", name=self.output.name, output_kind=self.output.kind,
                  braille=self.output.braille_capable)

    # -- what the parts hold ------------------------------------------------
    @property
    def clock(self) -> Callable[[], float]:
        return self._clock

    @clock.setter
    def clock(self, clock: Callable[[], float]) -> None:
        self._clock = self.voice.clock = self.pause.clock = clock

    output = property(lambda self: self.voice.output,
                      lambda self, out: setattr(self.voice, "output", out))
    rate = property(lambda self: self.voice.rate,
                    lambda self, rate: setattr(self.voice, "rate", rate))
    playing = property(lambda self: self.voice.playing)
    trust_reports = property(lambda self: self.voice.trust_reports)
    pace = property(lambda self: self.voice.pace)
    history = property(lambda self: self._history.items)
    review_position = property(lambda self: self._history.cursor)
    missed = property(lambda self: self._missed.batches)
    on_missed = property(lambda self: self._missed.on_new,
                         lambda self, fn: setattr(self._missed, "on_new", fn))
    pending = property(lambda self: self.backlog.pending)
    line = property(lambda self: self.backlog.line)
    clause = property(lambda self: self.backlog.lines.clause,
                      lambda self, fn: setattr(self.backlog.lines, "clause", fn))
    catch_up = property(lambda self: self.backlog.lines.catch_up,
                        lambda self, fn: setattr(self.backlog.lines, "catch_up", fn))
    busy = property(lambda self: self.pause.busy)

    def level(self) -> int:
        return self.backlog.lines.level(self.pending, self.backlog.behind)

    def missed_items(self) -> list[Utterance]:
        """Everything waiting in "what did I miss", oldest first."""
        return self._missed.items()

    def _emit(self, utt: Utterance, review: bool = False) -> None:
        if self.closed:
            return
        self.note("speech", text=utt.text, priority=utt.priority.name.lower(),
                  **{k: v for k, v in (("id", utt.msg_id), ("event", utt.event), ("n", utt.n),
                                       ("detail", utt.detail), ("review", review)) if v})
        if utt.priority >= Priority.ANSWER:
            self._start(utt, (), interrupt=True)
        else:
            self.backlog.add(utt, held=self.held and self.busy)
            if utt.joins or utt.detail:
                return   # the rest of its moment comes next (or the next poll sends it)
        self._pump()

    # -- to the voice -------------------------------------------------------------
    def _start(self, utt: Utterance, parts: tuple[Utterance, ...], interrupt: bool,
               offsets: tuple[float, ...] = (0.0,), reading: bool = False) -> None:
        """Hand ``utt`` to the voice (what it interrupts is put back: :meth:`_cut`)."""
        if interrupt:
            self._cut()
        if utt.priority >= Priority.ANSWER:   # a key: the table's words wait for the pause
            self.pause.key(table_waits=bool(self._waiters))
        self.voice.speak(utt, parts, interrupt, offsets, reading)
        self.note("sent", text=utt.text, **({"parts": [u.n for u in parts]} if parts else {}))
        if self.on_text:
            self.on_text(utt)

    def _pump(self) -> None:
        """Send what waits while nothing is being said: the rest of "what did I
        miss" being read, else the table's next segment unless the player holds it;
        tell the waiters once the table may move on (:attr:`settled`)."""
        while not self.closed:
            self._drain()
            if self.voice.lost:
                self._replace_output()
            if self.playing is not None:
                break
            if self.reading:
                self._read_next(interrupt=False)
                continue
            if not self.backlog or self.held:
                break
            (utt, parts, offsets), condensed = self.backlog.next(self.rate, self.clock)
            if condensed:
                self.note("condensed", **condensed)
            self._start(utt, parts, interrupt=False, offsets=offsets)
        if self._waiters and (self.settled or self.closed):
            waiters, self._waiters = self._waiters, []
            for fn in waiters:
                fn()

    def _drain(self) -> None:
        ended = self.voice.drain()
        if ended is not None:
            self._ended(*ended)

    def _ended(self, p: Playing, cancelled: bool = False) -> None:
        """``p`` was heard to its end: an answer holds the table's words for the
        player's next key; a table line heard whole ends the busy stretch's batch
        and tells the voice's pace."""
        for u in p.parts:   # a table line, or "what did I miss" reading one
            self._said.append(u.n)
            for fn in self._on_said.pop(u.n, ()):
                fn()
        if p.answer:
            self.pause.heard()
            return
        self._missed.end_busy()
        if not p.reading:
            self.backlog.heard()
        if p.reported and not cancelled:
            self.voice.learn_pace(p)

    def poll(self) -> None:
        """Reports in, estimates ended (and the safety limit, said in the log), next line out."""
        self._moment += 1   # what was said before this poll is one moment: it goes out now
        self._drain()
        p = self.voice.overdue()
        if p is not None:
            if p.reported:
                self.note("speech_timeout", text=p.utt.text)
            self._ended(p, cancelled=p.reported)
        self.voice.check_stall()
        self._pump()

    def _replace_output(self) -> None:
        """The output was lost: what it may not have said goes back to the head of the
        queue, and :attr:`on_output_lost` puts another output in its place."""
        reason = self.voice.lost or ""
        old, unconfirmed = self.voice.replace(SilentOutput())
        unheard = self.backlog.front([u for parts in unconfirmed for u in parts
                                      if u.priority < Priority.ANSWER])
        log.warning("speech output %s lost (%s)", old.name, reason)
        self.note("output_lost", name=old.name, reason=reason, unheard=unheard)
        if self.on_output_lost:
            self.on_output_lost(old, reason)
        else:
            with contextlib.suppress(Exception):
                old.close()

    # -- a line cut short ----------------------------------------------------
    def _cut(self) -> None:
        """Stop following the line being said: its parts heard to their end are done;
        "what did I miss" takes back the rest of its own reading; a table line goes
        back to the head of the queue from the first message not heard, except a
        detail (the player moving on: it waits in "what did I miss") and a message
        handed to the voice MAX_HANDED times already (the player keeps going: it waits
        there too, with the cue). Answers are never said again."""
        p = self.playing
        self.voice.playing = None
        if p is None or not p.parts:
            return
        heard = self.voice.heard_parts(p)
        rest = list(p.parts[heard:])
        if p.reading:
            self._missed.keep([*rest, *self.reading], cue=False)
            self.reading.clear()
            return
        rest, details, spent = self.backlog.cut(rest)
        self.note("cut_line", heard=[u.n for u in p.parts[:heard]], rest=[u.n for u in rest])
        self._keep(details)
        if spent:
            self.note("yielded", kept=len(spent), texts=[u.text for u in spent], busy=True)
            self._missed.keep_busy(spent)

    def _unheard(self) -> list[Utterance]:
        """The table's messages the voice has not said to their end, in order (out of
        the backlog, the line being said silenced)."""
        p, rest = self.playing, []
        if p is not None and not p.answer and not p.reading:
            rest = list(p.parts[self.voice.heard_parts(p):])
            self.voice.silence()
        return [*rest, *self.backlog.take()]

    def _keep(self, items: list[Utterance]) -> None:
        """``items`` wait in "what did I miss", a batch of their own (with the cue)."""
        if items and not self.closed:
            self.note("yielded", kept=len(items), texts=[u.text for u in items])
            self._missed.keep(items)

    # -- the table's pace ------------------------------------------------------
    @property
    def held(self) -> bool:
        """The table's words wait for the player: an answer is being said, or the
        player's pause after one has not passed (a key then holds them again)."""
        p = self.playing
        return (p is not None and p.answer) or self.pause.waiting

    @property
    def heard(self) -> bool:
        """Nothing is being said and nothing waits."""
        self._drain()
        return self.playing is None and not self.backlog

    @property
    def settled(self) -> bool:
        """The table may move on: none of its lines is being said, and none waits but
        those held for a busy player (:attr:`busy`, :attr:`held`): a player reading
        the hand does not stop the table. After a single key the table waits for its
        words, as it waits for a player who listens."""
        self._drain()
        p = self.playing
        if p is not None and not p.answer:
            return False
        return not self.backlog or (self.held and self.busy)

    # -- the speech log -----------------------------------------------------------
    def cue(self, name: str, **data: Any) -> None:
        """Record a sound cue in the speech log (sounds.py calls this)."""
        self.note("sound", cue=name, **data)

    def note(self, kind: str, **data: Any) -> None:
        """A line in the speech log (what was said and sent, driver, screen changes)."""
        if self.log and not self.closed:
            self.log.write(kind, **data)

    def _read_next(self, interrupt: bool) -> None:
        first = self.reading.popleft()
        self.note("speech", text=first.text, priority="answer",
                  **({"id": first.msg_id} if first.msg_id else {}), review=True)
        again = Utterance(first.text, Priority.ANSWER, first.msg_id, self.clock(), n=first.n)
        self._start(again, (first,), interrupt, reading=True)

    def close(self) -> None:
        """Close the output (the Speech Dispatcher client must be closed) and the log."""
        if self.closed:
            return
        self.note("closed")
        self.closed = True
        self.backlog.clear()
        self._waiters.clear()
        with contextlib.suppress(Exception):
            self.output.close()
        if self.log:
            self.log.close()

