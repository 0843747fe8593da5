"""What the game and the player ask of speech, on the pump (:mod:`.pump`): the
table's words heard one line at a time, and the player's keys, which come first.

The table's messages (``EVENT``) wait in :attr:`Speech.pending` and go to the
voice one line at a time (:mod:`.lines`), the next when the one before has been
heard (:mod:`.voice`), so nothing piles up in a screen reader and nothing queued
is dropped unheard. An answer to a key (``ANSWER``) interrupts: the line it cut
goes on from the first message not heard to its end, after the player's pause
(:mod:`.pause`); a message goes to the voice at most MAX_HANDED times, and one cut
again waits in "what did I miss" (:mod:`.missed`), as does what the stop key
silences and what the player moves on from. :meth:`Speech.when_heard` is the
table's pace: it waits for the words, not for a busy player.
"""

from __future__ import annotations

import logging
from collections import deque
from dataclasses import replace
from typing import Any, Callable, Optional

from .base import Priority, Utterance, sayable
from .pump import Pump

log = logging.getLogger(__name__)


class Speech(Pump):
    """Everything the game says goes through here.

    ``on_text`` (optional) is called with each utterance as it starts, so the
    screen can show it too (the status line). ``rate``: the player's words per
    minute (estimates). :meth:`poll` must be called often (the window's clock
    does): it takes in the output's reports and the estimates' ends and sends the
    next line. :attr:`on_output_lost` replaces a lost output and tells the player.
    """

    # -- saying things ---------------------------------------------------------
    def new_event(self) -> int:
        """A new event id (the messages about one table event share it)."""
        self._event += 1
        return self._event

    def say(self, text: str, priority: Priority = Priority.EVENT, msg_id: str | None = None,
            record: bool = True, brief: str | None = None,
            group: str | None = None, event: int | None = None, joins: bool = False,
            detail: bool = False, source: Any = None) -> Utterance:
        """Say ``text`` (and braille it); ``record=False`` keeps it out of the history.

        An ``EVENT`` waits its turn; an ``ANSWER`` interrupts. ``brief``, ``group``,
        ``event`` (a new id when None), ``joins``, ``detail`` and ``source``: see
        :class:`Utterance`. A message that ``joins`` waits for the rest of its
        moment (the next message that does not join, or the next :meth:`poll`)
        and is said in one line with it. Words with nothing to say (no letter or digit:
        "", a lone ".") are neither queued nor kept: a voice would read the mark alone."""
        self._serial += 1
        utt = Utterance(text, Priority(priority), msg_id, self.clock(), brief, group,
                        self.new_event() if event is None else event, joins, detail, source,
                        self._moment, self._serial)
        if not sayable(text):
            log.warning("nothing to say in %r (%s): not queued", text, msg_id)
            return utt
        if record:
            self._history.add(utt)
        self._emit(utt)
        return utt

    def answer(self, text: str, msg_id: str | None = None, record: bool = True) -> Utterance:
        """An answer to the player's own key: interrupts."""
        return self.say(text, Priority.ANSWER, msg_id, record)

    def waits(self, utt: Utterance) -> bool:
        """``utt`` waits its turn to be said (it has not begun)."""
        return self.backlog.waits(utt)

    def when_heard(self, fn: Callable[[], None]) -> Callable[[], None]:
        """Call ``fn`` once the table may move on (:attr:`settled`: at once if it may)."""
        if self.settled or self.closed:
            fn()
        else:
            self._waiters.append(fn)
        return fn

    def cancel_wait(self, fn: Callable[[], None]) -> None:
        if fn in self._waiters:
            self._waiters.remove(fn)

    # -- the player's keys ------------------------------------------------------
    def stop(self) -> None:
        """The stop-speech command: silence now; what the table still had to say waits
        in "what did I miss", as its newest batch (said first)."""
        if self.playing is not None and self.playing.reading:
            self._cut()   # "what did I miss" being read keeps the rest of its batch
        dropped = self._unheard()
        self._missed.keep(dropped, cue=False)   # the player knows: no cue
        self.note("stop", dropped=len(dropped))
        self.voice.silence()
        self._pump()

    def cut_answer(self) -> bool:
        """The player acted (their card or call was taken): the answer being said (the
        focused card's name, a question's) stops, as a screen reader stops speaking at
        a key, and the table's words about the action come at once, unless the table's
        words wait for a busy player already: they then come with them, at the pause.
        Returns whether an answer was cut (answers are never said again)."""
        if self.busy and self.backlog:
            self.pause.hold()
            waited = False
        else:
            waited = self.pause.release()
        p = self.playing
        if self.closed or p is None or not p.answer:
            if waited and not self.held:
                self._pump()
            return False
        self.note("cut", text=p.utt.text)
        self._cut()
        self.voice.silence()
        self._pump()
        return True

    def yield_details(self) -> int:
        """The player moves on (the match starts): the details not yet heard (an online
        room's words) stop and wait in "what did I miss" (and the history). Returns how many."""
        p, details = self.playing, []
        if p is not None and p.parts and all(u.detail for u in p.parts):
            details = list(p.parts[self.voice.heard_parts(p):])
            self.voice.silence()
        details += self.backlog.take(lambda u: u.detail)
        if not details:
            return 0
        self._keep(details)
        self._pump()
        return len(details)

    def move_on(self) -> int:
        """The player moves on (the next round): everything the table still had to say
        (the round's breakdown, a verdict the player did not wait for) stops and waits
        in "what did I miss", with its cue (the history and the round key have it too).
        Returns how many."""
        rest = self._unheard()
        self._keep(rest)
        self._pump()
        return len(rest)

    def supersede(self, answered: Callable[[Utterance], bool]) -> int:
        """Drop the waiting messages that ``answered`` says were answered before they
        came up (a turn's prompt, once the player called or played on the turn cue or
        at a fast table's rhythm), in the queue, in the line being said (a segment of
        them alone) or in "what did I miss". The history keeps them. Returns how many."""
        gone = self.backlog.answered(answered)
        gone += [u for u in self.missed_items() if answered(u)]
        if gone:
            self._missed.drop({id(u) for u in gone})
            self.note("superseded", texts=[u.text for u in gone])
        return len(gone)

    def reword(self, words: Callable[[Utterance], Optional[tuple[str, Optional[str]]]]) -> int:
        """The messages still to be said (waiting, in "what did I miss") in the words
        ``words`` gives each (its text and brief words; None: as they are): the player
        switched the language. The line being said ends as it is. Returns how many."""
        self.backlog.front([])          # the line's rest is made again from its messages
        changed = 0

        def anew(u: Utterance) -> Utterance:
            nonlocal changed
            got = words(u) if u.priority < Priority.ANSWER else None
            if got is None:
                return u
            changed += 1
            return replace(u, text=got[0], brief=got[1])

        self.backlog.pending = deque(anew(u) for u in self.backlog.pending)
        self._missed.map(anew)
        self.note("reworded", count=changed)
        return changed

    def say_missed(self) -> bool:
        """The "what did I miss" key: the newest batch set aside, in order, each
        message an answer after the one before (False: nothing waits there). A key
        that cuts it leaves the rest there, so the key goes on from the message it cut."""
        if self.closed:
            return False
        if self.playing is not None and self.playing.reading:
            self._cut()
        if not self.missed:
            return False
        self.reading = deque(self._missed.newest())
        self._read_next(interrupt=True)
        self._pump()
        return True

    def when_said(self, utt: Utterance, fn: Callable[[], None]) -> None:
        """Call ``fn`` once ``utt`` (a table message) has been heard to its end: at once
        if it has, never if it is dropped unheard (answered first, or the table left)."""
        if utt.n in self._said:
            fn()
        else:
            self._on_said.setdefault(utt.n, []).append(fn)

    def forget_queue(self) -> None:
        """Leaving a table: what it still had to say is dropped (the history keeps it),
        the line being said too: a key that cuts it does not bring it back."""
        self._on_said.clear()
        if self.playing is not None and not self.playing.answer:
            self.playing.parts = ()
        self.backlog.clear()
        self.reading.clear()
        self._missed.clear()

    # -- the history -----------------------------------------------------------
    def _review(self, utt: Optional[Utterance]) -> Optional[Utterance]:
        """Say ``utt`` of the history again, as an answer."""
        if utt is not None:
            self._emit(Utterance(utt.text, Priority.ANSWER, utt.msg_id, self.clock()),
                       review=True)
        return utt

    def review_previous(self) -> Optional[Utterance]:
        # the newest message is where reviewing starts: "previous" is the one before it
        return self._review(self._history.step(-1))

    def review_next(self) -> Optional[Utterance]:
        return self._review(self._history.step(1))

    def review_first(self) -> Optional[Utterance]:
        return self._review(self._history.at(0))

    def review_last(self) -> Optional[Utterance]:
        return self._review(self._history.at(len(self.history) - 1))

    def repeat_last(self) -> Optional[Utterance]:
        """Say the newest message again (and stop reviewing)."""
        return self._review(self._history.newest())

