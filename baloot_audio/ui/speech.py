"""Speech and braille output, with priorities, a history and a log.

One output object is chosen at start-up (:func:`choose_output`) through
accessible_output2, following a fallback chain that depends on the player's
setting:

* ``auto``: a screen reader, else a built-in voice, else none;
* ``screen_reader``: NVDA, JAWS, ... VoiceOver, Speech Dispatcher only;
* ``builtin``: the system voice (SAPI 5 on Windows; espeak-ng run as a
  process elsewhere);
* ``none``: nothing is spoken (text still appears on screen and in the log).

accessible_output2's ``Auto().speak`` does nothing, silently, when no output is
active, and on Linux its Speech Dispatcher output prints instead of raising when
the client cannot connect, so each candidate is built on its own and kept only
if it reports itself active.

Utterances carry a :class:`Priority` (in the spirit of NVDA's now/normal):
the table's messages (``EVENT``) wait in :class:`Speech`'s own queue and go to
the output one at a time, each when the one before it has been heard, so no
queue piles up in the screen reader and nothing queued is dropped unheard. An
answer to the player's own key (``ANSWER``) interrupts what is being said; the
interrupted segment and the rest of the queue then go on (one line a moment,
in shorter words as the backlog grows: see CONDENSE_AT). Only the stop-speech key empties the queue, and
what it silenced stays in :attr:`Speech.missed` (and the history).

"Heard" comes from the output where it can tell (Speech Dispatcher's
end-of-speech notifications; the end of an espeak-ng process), otherwise from
an estimate at the player's words-per-minute rate; a safety limit keeps a
daemon that never reports from freezing the table. :meth:`Speech.when_heard`
is how the table's pace follows the voice (:mod:`baloot_audio.ui.scheduler`).
"""

from __future__ import annotations

import contextlib
import enum
import io
import json
import logging
import os
import platform
import queue
import shutil
import subprocess
import threading
import time
from collections import deque
from dataclasses import dataclass
from typing import IO, Any, Callable, Optional, Protocol

log = logging.getLogger(__name__)

HISTORY_SIZE = 200
SPEECH_SETTINGS = ("auto", "screen_reader", "builtin", "none")
# The player's speech rate in words per minute (a setting): how long an
# utterance is expected to last when the output cannot tell. espeak-ng's
# default rate is 175.
SPEECH_RATES = (120, 150, 175, 200, 250, 300, 350, 400, 500)
DEFAULT_RATE = 175
# an output that reports the end of speech but has not within this many times
# the estimate (and at least SAFETY_MIN seconds) is taken to have finished
SAFETY_FACTOR = 3.0
SAFETY_MIN = 5.0
# ...and one that has not even reported the beginning within this many seconds
# (a daemon answers a begin within a fraction of a second: one that has frozen
# would otherwise hold a long message for its whole safety limit)
BEGIN_LIMIT = 3.0
# The brevity follows the backlog (waiting messages): from CONDENSE_AT, a
# trick's messages are said as one line (their brief words); from TERSE_AT,
# up to two waiting tricks in one terse line (the narrator's words: the seat of the
# first card, then the cards, their suit said once, and who took it). Every
# card is still said; the history keeps every message in full.
CONDENSE_AT = 3
TERSE_AT = 6
# A speech server that does not answer within this many seconds is passed over
# (a hung Speech Dispatcher would otherwise keep the game from ever starting).
CONNECT_TIMEOUT = 5.0
# ...and when connecting again to one that has just stopped answering (the window
# waits for this: a daemon that is only slow answers well within it)
RECONNECT_TIMEOUT = 2.0
# Speech Dispatcher has this many seconds to answer one command: its Python
# client waits for ever, and a daemon that stopped answering froze the window.
REPLY_TIMEOUT = 3.0
# Speech Dispatcher 0.11 stops speaking for good when a cancel reaches it while
# it still handles the last one ("Cannot stop now" in its log; keys pressed in
# quick succession on a busy machine). A cancel waits for the begin of the
# message it cuts (at most CANCEL_AFTER_BEGIN s; a few milliseconds, as a rule)
# and comes CANCEL_GAP s after the last one at the soonest. Under load
# (scripts/bench_speechd_cancel.py) the daemon stopped within a few hundred
# quick pairs without this, and not in 3000 with it.
CANCEL_AFTER_BEGIN = 0.3
CANCEL_GAP = 0.05
# A line handed to the voice and then this many seconds with no report at all
# (not even a begin) mean the voice has stalled (Speech Dispatcher 0.11 can,
# after a cancel): the output is replaced and the lines it never confirmed are
# said again. (A live daemon reports a begin within a fraction of a second.)
STALL_SECONDS = 2 * BEGIN_LIMIT
# After an answer has been heard, the table's words wait this long for the
# player's next key: a player reading the hand is not cut off at every key, and
# the table does not wait for a busy one (Speech.busy). A table message is handed to
# the voice at most MAX_HANDED times (once cut, once whole); one that a key cuts
# again waits in "what did I miss", with its cue.
# The pause is longer for a player who keeps a rhythm: 1.25 times their keys'
# usual interval (the last few, up to PAUSE_MAX), so a player who reads the hand a
# key every 1.5 s is not cut off between two keys either.
HOLD = 0.6
PAUSE_MAX = 2.5
BUSY_AFTER = 2.5
MAX_HANDED = 2


class OutputLost(Exception):
    """The output stopped answering or stopped speaking: it must be replaced."""


class RepliesWithin(threading.Semaphore):
    """Stands in for the reply semaphore of speechd's client connection, whose
    every command waits on it with no limit: a daemon that stops answering
    raises :class:`OutputLost` after REPLY_TIMEOUT instead of freezing the game.
    The connection is out of step after that, so its output is given up."""

    def acquire(self, blocking: bool = True, timeout: float | None = None) -> bool:
        if not blocking or timeout is not None:
            return super().acquire(blocking, timeout)
        if not super().acquire(True, REPLY_TIMEOUT):
            raise OutputLost(f"Speech Dispatcher did not answer within {REPLY_TIMEOUT:g} s")
        return True

    @classmethod
    def install(cls, client: Any) -> None:
        conn = getattr(client, "_conn", None)
        old = getattr(conn, "_ssip_reply_semaphore", None)
        if old is not None and not isinstance(old, cls):
            conn._ssip_reply_semaphore = cls(getattr(old, "_value", 0))


class Priority(enum.IntEnum):
    """How an utterance meets speech already going on."""

    EVENT = 0      # game events: queue behind what is being said
    ANSWER = 1     # the player's own questions and moves: interrupt


@dataclass(frozen=True)
class Utterance:
    text: str
    priority: Priority
    msg_id: str | None = None
    time: float = 0.0
    brief: str | None = None   # its words in a condensed line ("Left ten of spades")
    group: str | None = None   # messages of one group (a trick) condense into one line
    event: int = 0             # the table event it tells (a continuation shares its id)
    joins: bool = False        # said in one line with what else comes in the same moment
    detail: bool = False       # said after everything else waiting; yields to the next round
    source: Any = None         # the table event itself (the terse line's words)
    moment: int = 0            # the poll it came in (messages of one moment join)
    n: int = 0                 # its number (in the speech log): what it was counted by


# What a tracked output reports, from any thread: "begin", "end" or "cancel".
Report = Callable[[str], None]


def spoken_seconds(text: str, rate: int) -> float:
    """How long ``text`` takes to say at ``rate`` words per minute (an estimate)."""
    return 0.3 + len(text.split()) * 60.0 / max(1, rate)


class Output(Protocol):
    name: str
    kind: str          # "screen_reader", "builtin" or "none"
    braille_capable: bool

    def speak(self, text: str, interrupt: bool) -> None: ...
    def speak_tracked(self, text: str, interrupt: bool, report: Report) -> bool:
        """Speak; True when ``report`` will be called at its end (else nothing is)."""
        ...
    def braille(self, text: str) -> None: ...
    def silence(self) -> None: ...
    def close(self) -> None: ...
    def set_language(self, lang: str) -> None: ...


class SilentOutput:
    """Speaks nothing (setting ``none``, or no output could be had)."""

    name = "none"
    kind = "none"
    braille_capable = False

    def speak(self, text: str, interrupt: bool) -> None:
        pass

    def speak_tracked(self, text: str, interrupt: bool, report: Report) -> bool:
        report("end")  # nothing to hear: heard at once
        return True

    def braille(self, text: str) -> None:
        pass

    def silence(self) -> None:
        pass

    def close(self) -> None:
        pass

    def set_language(self, lang: str) -> None:
        pass


class EarlyEvents:
    """Speech Dispatcher's Python client registers a message's callback only once
    the daemon has answered SPEAK (its own TODO says so): on a busy machine the
    message's end can arrive first and is dropped, and the table would wait for
    the safety limit. This stands in for the client's callback handler and keeps
    such early events until the callback is added."""

    KEEP = 64   # messages spoken without a callback never claim theirs

    def __init__(self, handler: Any):
        self._handler = handler
        self._lock = threading.Lock()
        self._registered: set[int] = set()
        self._early: dict[int, list[tuple[Any, Any, dict]]] = {}

    @classmethod
    def install(cls, client: Any) -> None:
        handler = getattr(client, "_callback_handler", None)
        conn = getattr(client, "_conn", None)
        if handler is None or isinstance(handler, cls) or conn is None:
            return
        wrapper = cls(handler)
        client._callback_handler = wrapper
        conn.set_callback(wrapper)

    def __call__(self, msg_id: int, client_id: Any, type: Any, **kwargs: Any) -> None:
        with self._lock:
            if msg_id not in self._registered:
                self._early.setdefault(msg_id, []).append((client_id, type, kwargs))
                while len(self._early) > self.KEEP:
                    del self._early[next(iter(self._early))]
                return
            if type in ("end", "cancel"):     # speechd.CallbackType's values
                self._registered.discard(msg_id)
        self._handler(msg_id, client_id, type, **kwargs)

    def add_callback(self, msg_id: int, callback: Any, event_types: Any) -> None:
        self._handler.add_callback(msg_id, callback, event_types)
        with self._lock:
            self._registered.add(msg_id)
            early = self._early.pop(msg_id, [])
        for client_id, type, kwargs in early:
            self(msg_id, client_id, type, **kwargs)


class AO2Output:
    """One accessible_output2 output object that reported itself active."""

    def __init__(self, ao2_output: Any, kind: str):
        self._out = ao2_output
        self.kind = kind
        self.name = getattr(ao2_output, "name", type(ao2_output).__name__)
        # Outputs that inherit Output.braille unchanged do not braille.
        from accessible_output2.outputs.base import Output as Base

        self.braille_capable = type(ao2_output).braille is not Base.braille
        self.lost: str | None = None   # why the output was given up (it answers no more)
        self.hung = False              # lost because its daemon stopped answering
        # set once the last message spoken has reported anything (see CANCEL_AFTER_BEGIN)
        self._reported = threading.Event()
        self._reported.set()
        self._last_cancel = 0.0
        self.speechd_client()   # its commands' answers waited for within REPLY_TIMEOUT from now

    def speak(self, text: str, interrupt: bool) -> None:
        self._out.speak(text, interrupt=interrupt)

    def speechd_client(self) -> Any:
        """The Speech Dispatcher client (``speechd.SSIPClient``) inside
        accessible_output2's output, or None for any other output."""
        if type(self._out).__name__ != "SpeechDispatcher":
            return None
        client = getattr(self._out, "_client", None)
        if client is not None:
            EarlyEvents.install(client)
            RepliesWithin.install(client)
        return client

    def speak_tracked(self, text: str, interrupt: bool, report: Report) -> bool:
        """Speech Dispatcher tells the begin, end and cancel of each message
        (SSIP notifications); the other outputs cannot, and say False."""
        if self.lost:
            raise OutputLost(self.lost)
        client = self.speechd_client()
        if client is None:
            self.speak(text, interrupt)
            return False
        import speechd

        kinds = {speechd.CallbackType.BEGIN: "begin", speechd.CallbackType.END: "end",
                 speechd.CallbackType.CANCEL: "cancel"}
        try:
            if interrupt:
                self._cancel(client)
            reported = self._reported = threading.Event()

            def on_report(kind: Any, **_: Any) -> None:
                reported.set()
                report(kinds.get(kind, str(kind)))

            client.speak(text, callback=on_report, event_types=tuple(kinds))
        except (OutputLost, speechd.SSIPCommunicationError, OSError) as exc:
            self._give_up(exc)
            raise OutputLost(self.lost) from exc
        return True

    def _give_up(self, exc: Exception) -> None:
        """No answer, or the connection is gone: nothing more can be said through it."""
        self.lost = str(exc) or type(exc).__name__
        self.hung = isinstance(exc, OutputLost)

    def braille(self, text: str) -> None:
        if self.braille_capable:
            self._out.braille(text)

    def _cancel(self, client: Any) -> None:
        """Cancel what the daemon says, once the message it says has begun and the
        daemon is done with the last cancel (see CANCEL_GAP)."""
        if not self._reported.wait(CANCEL_AFTER_BEGIN):
            log.info("no begin within %.1f s: cancelling all the same", CANCEL_AFTER_BEGIN)
        wait = self._last_cancel + CANCEL_GAP - time.monotonic()
        if wait > 0:
            time.sleep(wait)
        self._last_cancel = time.monotonic()
        client.cancel()

    def silence(self) -> None:
        if self.lost:
            return
        client = self.speechd_client()
        if client is not None:
            import speechd

            try:
                self._cancel(client)
            except (OutputLost, speechd.SSIPCommunicationError, OSError) as exc:
                self._give_up(exc)   # the next speak raises OutputLost: the table is told
            return
        silence = getattr(self._out, "silence", None)
        if silence:
            silence()

    def close(self) -> None:
        close = getattr(self._out, "close", None)
        if close:
            close()

    def set_language(self, lang: str) -> None:
        """Speech Dispatcher takes a language per client; screen readers on Windows
        and macOS choose their own voice, so nothing is asked of them."""
        client = getattr(self._out, "_client", None)
        if client is not None and hasattr(client, "set_language"):
            try:
                client.set_language(lang)
            except Exception:  # a voice we cannot have is no reason to stop
                log.warning("speech output refused the language %s", lang)


class EspeakProcessOutput:
    """Built-in voice where the system has no speech API: espeak-ng processes.

    A worker thread runs one ``espeak-ng`` process per utterance, so nothing
    blocks the game loop; interrupting empties the queue and ends the process
    being heard.
    """

    kind = "builtin"
    braille_capable = False

    def __init__(self, voice: str = "en", executable: str | None = None):
        exe = executable or shutil.which("espeak-ng") or shutil.which("espeak")
        if not exe:
            raise OSError("espeak-ng not found")
        self.name = f"espeak-ng ({os.path.basename(exe)})"
        self._exe = exe
        self._voice = voice
        self._queue: "queue.Queue[tuple[str, Report | None] | None]" = queue.Queue()
        self._proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="espeak-voice", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            text, report = item
            with self._lock:
                self._proc = subprocess.Popen([self._exe, "-v", self._voice, "--", text],
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                proc = self._proc
            if report:
                report("begin")
            code = proc.wait()
            if report:
                report("end" if code == 0 else "cancel")

    def speak(self, text: str, interrupt: bool) -> None:
        self.speak_tracked(text, interrupt, None)

    def speak_tracked(self, text: str, interrupt: bool, report: Report | None) -> bool:
        """The end of the espeak-ng process is the end of the words."""
        if interrupt:
            self.silence()
        self._queue.put((text, report))
        return report is not None

    def braille(self, text: str) -> None:
        pass

    def silence(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                item = self._queue.get_nowait()
                if item is not None and item[1] is not None:
                    item[1]("cancel")
        with self._lock:
            if self._proc is not None and self._proc.poll() is None:
                self._proc.terminate()

    def close(self) -> None:
        self.silence()
        self._queue.put(None)
        self._thread.join(timeout=2)

    def set_language(self, lang: str) -> None:
        self._voice = lang  # the next utterance is spoken with it


def _ao2_candidates(kind: str) -> list[type]:
    """accessible_output2 output classes for this platform and kind, best first."""
    try:
        import accessible_output2
    except ImportError:  # pragma: no cover - declared dependency
        return []
    with contextlib.redirect_stdout(io.StringIO()):
        classes = accessible_output2.get_output_classes()
    out = []
    for cls in classes:
        if cls.__name__ == "Auto":
            continue
        system = bool(getattr(cls, "system_output", False))
        # On Linux, the Speech Dispatcher output is what a screen reader
        # (Orca) speaks through, so it counts as the screen reader there.
        if kind == "screen_reader" and not system:
            out.append(cls)
        elif kind == "builtin" and system:
            out.append(cls)
    return out


def _try_ao2(cls: type, kind: str, report: list[str],
             timeout: Optional[float] = None) -> Optional[AO2Output]:
    timeout = CONNECT_TIMEOUT if timeout is None else timeout
    got: dict[str, Any] = {}

    def connect() -> None:
        try:
            obj = got["obj"] = cls()
            got["active"] = bool(obj.is_active())
        except Exception as exc:  # any failure means "not this one"
            got["error"] = exc

    captured = io.StringIO()
    # the connection runs in a thread so that a server that never answers costs
    # CONNECT_TIMEOUT, not the game; stdout is captured here, in this thread, so it
    # is given back even when the connection hangs
    with contextlib.redirect_stdout(captured):
        worker = threading.Thread(target=connect, name=f"connect-{cls.__name__}", daemon=True)
        worker.start()
        worker.join(timeout)
    if worker.is_alive():
        report.append(f"{cls.__name__}: no answer within {timeout:g} s")
        return None
    if "error" in got:
        exc = got["error"]
        report.append(f"{cls.__name__}: {type(exc).__name__}: {exc}")
        return None
    if captured.getvalue().strip():
        report.append(f"{cls.__name__}: {captured.getvalue().strip()}")
    obj = got["obj"]
    if not got["active"]:
        report.append(f"{cls.__name__}: not active")
        with contextlib.suppress(Exception):
            getattr(obj, "close", lambda: None)()
        return None
    return AO2Output(obj, kind)


def choose_output(setting: str = "auto", voice: str = "en",
                  timeout: Optional[float] = None) -> tuple[Output, list[str]]:
    """Return the output really obtained for ``setting`` (speaking ``voice``, a
    language code, where it can be asked) and a report of the tries (each server
    has ``timeout`` seconds to answer, CONNECT_TIMEOUT by default)."""
    if setting not in SPEECH_SETTINGS:
        raise ValueError(f"speech setting must be one of {SPEECH_SETTINGS}, not {setting!r}")
    report: list[str] = []
    if setting == "none":
        return SilentOutput(), ["speech off by setting"]
    kinds = ["screen_reader", "builtin"] if setting == "auto" else [setting]
    for kind in kinds:
        for cls in _ao2_candidates(kind):
            out = _try_ao2(cls, kind, report, timeout)
            if out is not None:
                out.set_language(voice)
                report.append(f"chosen: {out.name}")
                return out, report
        if kind == "builtin" and platform.system() != "Windows":
            try:
                out2 = EspeakProcessOutput(voice)
            except OSError as exc:
                report.append(f"espeak-ng: {exc}")
            else:
                report.append(f"chosen: {out2.name}")
                return out2, report
    report.append("no speech output could be had: speech is off")
    return SilentOutput(), report


class SpeechLog:
    """``--speech-log FILE``: one JSON object per line for every utterance and cue."""

    def __init__(self, path: str | os.PathLike | None = None, stream: IO[str] | None = None):
        if stream is not None:
            self._file = stream
            self._own = False
        elif path is not None:
            self._file = open(path, "a", encoding="utf-8", buffering=1)
            self._own = True
        else:
            raise ValueError("SpeechLog needs a path or a stream")

    def write(self, kind: str, **data: Any) -> None:
        record = {"t": round(time.time(), 4), "kind": kind, **data}
        self._file.write(json.dumps(record, ensure_ascii=False) + "\n")
        self._file.flush()

    def close(self) -> None:
        if self._own:
            self._file.close()


def speak_tracked(output: Any, text: str, interrupt: bool, report: Report) -> bool:
    """``output.speak_tracked``, or its plain ``speak`` (False: no report) when it has none."""
    tracked = getattr(output, "speak_tracked", None)
    if tracked is not None:
        return bool(tracked(text, interrupt, report))
    output.speak(text, interrupt)
    return False


@dataclass
class _Playing:
    """What the output is saying now."""

    utt: Utterance
    parts: tuple[Utterance, ...]   # the messages it stands for (none for a plain answer)
    token: int
    until: float                   # the estimated end, or the safety limit when reported
    reported: bool                 # the output will report its end
    sent: float = 0.0              # when it went to the output
    begun: bool = False            # the output reported its beginning
    begun_at: float | None = None  # ...at this time
    offsets: tuple[float, ...] = (0.0,)   # where each part's words start in it (seconds)
    reading: bool = False          # "what did I miss" reading its parts


# One segment of a line: what goes to the output at once, the messages it says,
# and where each one's words start in it.
Segment = tuple[Utterance, tuple[Utterance, ...], tuple[float, ...]]


class Speech:
    """Everything the game says goes through here.

    ``on_text`` (optional) is called with each utterance as it starts, so the
    screen can show it too (the status line). ``rate``: the player's words per
    minute (estimates); ``join``: how a condensed line joins its parts (set to
    the language's list separator). :meth:`poll` must be called often (the
    window's clock does): it takes in the output's reports and the estimates'
    ends and sends the next queued message.
    """

    def __init__(self, output: Output | None = None, speech_log: SpeechLog | None = None,
                 history_size: int = HISTORY_SIZE,
                 on_text: Callable[[Utterance], None] | None = None,
                 clock: Callable[[], float] = time.monotonic, rate: int = DEFAULT_RATE):
        self.output: Output = output or SilentOutput()
        self.log = speech_log
        self.history: deque[Utterance] = deque(maxlen=history_size)
        self._cursor: int | None = None  # index into history while reviewing
        self.on_text = on_text
        self.clock = clock
        self.rate = rate
        self.join: Callable[[list[str]], str] = ", ".join
        # the terse words of each part of a terse line (the narrator's; None: brief words)
        self.terse: Callable[[list[Utterance]], list[str]] | None = None
        self.closed = False
        self.pending: deque[Utterance] = deque()   # the table's messages not yet heard
        # "what did I miss": batches of messages set aside unheard (what one stop
        # silenced, what the player moved on from, what a busy player's keys cut
        # twice), oldest first; the key reads the newest batch first
        self.missed: list[list[Utterance]] = []
        self._busy_batch: list[Utterance] | None = None   # the batch a busy stretch fills
        self.reading: deque[Utterance] = deque()    # the rest of the batch being read
        # plays the "missed" cue when something new waits there (the shell's sounds)
        self.on_missed: Callable[[], None] | None = None
        self.playing: _Playing | None = None
        # the table's words wait until then: the player's next key, after an answer
        self._quiet_at = 0.0
        self._keys: deque[float] = deque(maxlen=4)   # when the last keys came
        # the keys pressed while the table waited to move: when they began, the last
        self._streak, self._busy_last = 0.0, -PAUSE_MAX - 1.0
        self._handed: dict[int, int] = {}   # times each table message went to the output
        # how long the voice takes against the estimate (its real rate, from its reports)
        self.pace = 1.0
        # False once the output missed an end: a daemon that stopped reporting
        # would otherwise hold every message for the safety limit
        self.trust_reports = True
        # the lines handed to the output since it last reported anything (a stalled
        # voice: said again by the next output), and why the output was lost
        self._unconfirmed: list[tuple[Utterance, ...]] = []
        self._unconfirmed_since = 0.0   # when the first of them was handed over
        self._lost: str | None = None
        # replaces a lost output (self.output) and tells the player; None: silence
        self.on_output_lost: Callable[[Output, str], None] | None = None
        # the rest of the line being said: one message to the output a trick (or a
        # message) at a time, so an interruption says again only the one it cut
        self.line: deque[Segment] = deque()
        self._reports: "queue.SimpleQueue[tuple[int, str]]" = queue.SimpleQueue()
        self._token = 0
        self._serial = 0    # the last utterance number given
        self._event = 0     # the last event id given
        self._moment = 0    # counts the polls: what is said between two polls is one moment
        self._waiters: list[Callable[[], None]] = []
        if self.log:
            self.log.write("output", name=self.output.name, output_kind=self.output.kind,
                           braille=self.output.braille_capable)

    # -- saying things -------------------------------------------------
    def new_event(self) -> int:
        """A new event id (the messages about one table event share it)."""
        self._event += 1
        return self._event

    def say(self, text: str, priority: Priority = Priority.EVENT, msg_id: str | None = None,
            record: bool = True, brief: str | None = None,
            group: str | None = None, event: int | None = None, joins: bool = False,
            detail: bool = False, source: Any = None) -> Utterance:
        """Say ``text`` (and braille it); ``record=False`` keeps it out of the history.

        An ``EVENT`` waits its turn; an ``ANSWER`` interrupts (what it interrupts
        is said again after it, from the message it cut). ``brief``, ``group``,
        ``event`` (a new id when None), ``joins``, ``detail`` and ``source``: see
        :class:`Utterance`. A message that ``joins`` waits for the rest of its
        moment (the next message that does not join, or the next :meth:`poll`)
        and is said in one line with it."""
        self._serial += 1
        utt = Utterance(text, Priority(priority), msg_id, self.clock(), brief, group,
                        self.new_event() if event is None else event, joins, detail, source,
                        self._moment, self._serial)
        if record:
            self.history.append(utt)
            self._cursor = None
        self._emit(utt)
        return utt

    def answer(self, text: str, msg_id: str | None = None, record: bool = True) -> Utterance:
        """An answer to the player's own key: interrupts."""
        return self.say(text, Priority.ANSWER, msg_id, record)

    def _emit(self, utt: Utterance, review: bool = False) -> None:
        if self.closed:
            return
        if self.log:
            data: dict[str, Any] = {"text": utt.text, "priority": utt.priority.name.lower()}
            if utt.msg_id:
                data["id"] = utt.msg_id
            if utt.event:
                data["event"] = utt.event
            if utt.n:
                data["n"] = utt.n
            if utt.detail:
                data["detail"] = True
            if review:
                data["review"] = True
            self.log.write("speech", **data)
        if utt.priority >= Priority.ANSWER:
            self._start(utt, (), interrupt=True)
        else:
            self._enqueue(utt)
            if utt.joins or utt.detail:
                return   # the rest of its moment comes next (or the next poll sends it)
        self._pump()

    def _enqueue(self, utt: Utterance) -> None:
        """A detail goes last; anything else goes before the details that wait."""
        i = len(self.pending)
        if not utt.detail:
            while i > 0 and self.pending[i - 1].detail:
                i -= 1
        self.pending.insert(i, utt)

    def _start(self, utt: Utterance, parts: tuple[Utterance, ...], interrupt: bool,
               offsets: tuple[float, ...] = (0.0,), reading: bool = False) -> None:
        """Hand ``utt`` to the output (what it interrupts is put back: :meth:`_cut`)."""
        if interrupt:
            self._cut()
        if utt.priority < Priority.ANSWER:
            for u in parts:
                self._handed[u.n] = self._handed.get(u.n, 0) + 1
        else:
            self._key()
        self._token += 1
        token, reported = self._token, False
        self.playing = _Playing(utt, parts, token, 0.0, False, offsets=offsets, reading=reading)
        try:
            reported = speak_tracked(
                self.output, utt.text, interrupt,
                lambda kind, token=token: self._reports.put((token, kind)))
            self.output.braille(utt.text)
        except OutputLost as exc:   # what it was given is said again by the next output
            self._lost = str(exc)
            self._unconfirmed.append(parts or (utt,))
        except Exception:  # a dead screen reader must not end the game
            log.exception("speech output %s failed", self.output.name)
        if reported:
            if not self._unconfirmed:
                self._unconfirmed_since = self.clock()
            self._unconfirmed.append(parts or (utt,))
        estimate = spoken_seconds(utt.text, self.rate)
        if reported and self.trust_reports:
            estimate = max(SAFETY_MIN, estimate * SAFETY_FACTOR)
        else:   # the estimate is the end (a report, if one comes, ends it sooner)
            reported = False
        sent = self.clock()
        self.playing.until, self.playing.reported, self.playing.sent = \
            sent + estimate, reported, sent
        if self.log:   # handed to the output: nothing else is being said, so it starts now
            extra = {"parts": [u.n for u in parts]} if parts else {}
            self.log.write("sent", text=utt.text, **extra)
        if self.on_text:
            self.on_text(utt)

    def _check_stall(self) -> None:
        """A voice given lines that reports nothing at all for STALL_SECONDS has stalled
        (asked at each poll)."""
        quiet = self.clock() - self._unconfirmed_since
        if self._unconfirmed and not self._lost and quiet >= STALL_SECONDS:
            self._lost = (f"no report from the voice for {quiet:.1f} s "
                          f"({len(self._unconfirmed)} lines)")

    # -- a line cut short ----------------------------------------------------
    def _heard(self, p: _Playing) -> int:
        """How many of ``p``'s parts have been heard to their end (an estimate: the
        time since its words began, at the voice's pace)."""
        if p.reported and not p.begun:
            return 0
        elapsed = (self.clock() - (p.begun_at if p.begun_at is not None else p.sent)) / self.pace
        ends = [*p.offsets[1:], spoken_seconds(p.utt.text, self.rate) - 0.3]
        return sum(1 for end in ends if elapsed >= end)

    def _cut(self) -> None:
        """Stop following the message being said: its parts heard to their end are
        done; "what did I miss" takes back the rest of its own reading; a table
        line goes back to the head of the queue from the first message not heard,
        except a detail (the player moving on: it waits in "what did I miss") and a
        message handed to the voice MAX_HANDED times already (the player keeps
        going: it waits there too, with the cue). Answers are never said again."""
        p, self.playing = self.playing, None
        if p is None or not p.parts:
            return
        heard = self._heard(p)
        rest = list(p.parts[heard:])
        if p.reading:
            rest += self.reading
            self.reading.clear()
            if rest:
                self.missed.append(rest)
            return
        for _, parts, _ in self.line:
            rest += parts
        self.line.clear()
        if self.log:
            self.log.write("cut_line", heard=[u.n for u in p.parts[:heard]],
                           rest=[u.n for u in rest])
        again = [u for u in rest if not u.detail and self._handed.get(u.n, 0) < MAX_HANDED]
        self._keep_missed([u for u in rest if u.detail])
        self._keep_busy([u for u in rest if not u.detail and u not in again])
        self.pending.extendleft(reversed(again))

    def _ended(self, p: _Playing, timed_out: bool = False) -> None:
        """``p`` was heard to its end: an answer holds the table's words for the
        player's next key (HOLD); a table line heard whole closes the busy stretch's
        batch and tells the voice's pace."""
        self.playing = None
        now = self.clock()
        if p.utt.priority >= Priority.ANSWER:
            self._quiet_at = max(self._quiet_at, now + HOLD)
            return
        self._busy_batch = None
        if p.begun_at is not None and not timed_out:
            words = spoken_seconds(p.utt.text, self.rate) - 0.3
            if words >= 0.5:
                ratio = min(3.0, max(0.3, (now - p.begun_at) / words))
                self.pace = 0.8 * self.pace + 0.2 * ratio

    def _key(self) -> None:
        """A key of the player's (its answer): the table's words wait for the pause
        after it (HOLD, or the player's rhythm: see PAUSE_MAX). A key while the table
        waits for its words to move on counts towards :attr:`busy` (keys on the
        player's own turn do not: the table waits for the player then anyway)."""
        now = self.clock()
        self._keys.append(now)
        gaps = sorted(b - a for a, b in zip(self._keys, list(self._keys)[1:])
                      if b - a <= PAUSE_MAX)
        pause = min(PAUSE_MAX, max(HOLD, 1.25 * gaps[len(gaps) // 2])) \
            if len(gaps) >= 2 else HOLD
        self._quiet_at = max(self._quiet_at, now + pause)
        if self._waiters or self.busy:
            if now - self._busy_last > PAUSE_MAX:
                self._streak = now    # the first such key after a pause
            self._busy_last = now

    @property
    def busy(self) -> bool:
        """The player keeps pressing keys while the table would move on: for
        BUSY_AFTER seconds or more, with no pause longer than PAUSE_MAX. The table
        then moves on without waiting for its words."""
        last = self._busy_last
        return self.clock() - last <= PAUSE_MAX and last - self._streak >= BUSY_AFTER

    @property
    def held(self) -> bool:
        """The table's words wait for the player: an answer is being said, or one was
        heard less than HOLD ago (a key then holds them again)."""
        p = self.playing
        return (p is not None and p.utt.priority >= Priority.ANSWER) \
            or self.clock() < self._quiet_at

    # -- lines ---------------------------------------------------------------
    def level(self) -> int:
        """How short the next line is, from the backlog: 0 each message in its own
        words, 1 a trick in one line, 2 the waiting tricks in one terse line."""
        waiting = sum(1 for u in self.pending if not u.detail)
        return 2 if waiting >= TERSE_AT else 1 if waiting >= CONDENSE_AT else 0

    # a line says at most this many tricks (an interruption says the line again)
    MAX_TRICKS = 2

    def _next_parts(self) -> tuple[tuple[Utterance, ...], int]:
        """The next queued message, with what is said in the same line: the rest of
        its moment (messages that join), and when several wait the rest of its
        trick (level 1) or the following tricks (level 2). And the line's level."""
        level = self.level()
        parts = [self.pending.popleft()]
        tricks = {parts[0].group} - {None}
        while self.pending and not self.pending[0].detail:
            nxt, last = self.pending[0], parts[-1]
            moment = last.joins and nxt.moment == last.moment and not last.detail
            trick = bool(last.group and last.brief and nxt.group and nxt.brief) and (
                nxt.group == last.group and level >= 1 or level >= 2)
            if not (moment or trick) or (nxt.group not in tricks | {None}
                                         and len(tricks) >= self.MAX_TRICKS):
                break
            parts.append(self.pending.popleft())
            tricks |= {nxt.group} - {None}
        return tuple(parts), level

    def _line(self, parts: tuple[Utterance, ...], level: int
              ) -> tuple[str, list[float], list[tuple[str, list[int]]]]:
        """One line's words for ``parts``, and where each part's words start in it
        (seconds at the player's rate, an estimate). A trick's messages (two or more
        in the line) are said in their brief words joined as a list, at level 2 in
        the narrator's terse words; anything else in its own words."""
        if len(parts) == 1:
            return parts[0].text, [0.0], [(parts[0].text, [0])]
        groups: dict[str, int] = {}
        for p in parts:
            if p.group and p.brief:
                groups[p.group] = groups.get(p.group, 0) + 1
        # a trick's parts are said as a list (from two of them in the line; at level 2 always)
        short = [bool(p.group and p.brief and (groups[p.group] > 1 or level >= 2))
                 for p in parts]
        words = [p.brief if s and p.brief else p.text for p, s in zip(parts, short)]
        if level >= 2 and self.terse is not None:
            try:
                terse = self.terse(list(parts))
            except Exception:  # words that fail must not silence the table
                log.exception("the terse line failed")
            else:
                words = [t if t is not None else w for t, w in zip(terse, words)]
        text, starts, sep = "", [], self.join(["", ""])
        cuts: list[tuple[int, int]] = []   # (where a segment starts in the text, its first part)
        for i, (w, s) in enumerate(zip(words, short)):
            if text and w:
                if s and short[i - 1] and parts[i].group == parts[i - 1].group:
                    text += sep
                else:
                    text += ("" if text.rstrip()[-1:] in ".!?؟" else ".") + " "
                    cuts.append((len(text), i))
            elif not text:
                cuts.append((0, i))
            starts.append(spoken_seconds(text, self.rate) - 0.3 if text else 0.0)
            text += w
        # the segments: a trick's words together, anything else on its own
        ends = [c for c, _ in cuts[1:]] + [len(text)]
        firsts = [i for _, i in cuts] + [len(parts)]
        segments = [(text[c:e].strip(), list(range(firsts[k], firsts[k + 1])))
                    for k, ((c, _), e) in enumerate(zip(cuts, ends))]
        return text, starts, segments

    def _next_line(self) -> None:
        """The next line's segments, from the queue."""
        parts, level = self._next_parts()
        if len(parts) == 1:
            self.line.append((parts[0], parts, (0.0,)))
            return
        text, starts, segments = self._line(parts, level)
        for words, which in segments:
            first = parts[which[0]]
            self.line.append((Utterance(words, Priority.EVENT, "condensed", self.clock(),
                                        event=first.event),
                              tuple(parts[k] for k in which),
                              tuple(starts[k] - starts[which[0]] for k in which)))
        if self.log:
            self.log.write("condensed", text=text, parts=[u.text for u in parts],
                           ns=[u.n for u in parts], events=[u.event for u in parts],
                           at=[round(a, 2) for a in starts], level=level, segments=segments)

    def _pump(self) -> None:
        """Send what waits while nothing is being said: the rest of "what did I
        miss" being read, else the table's next segment unless the player holds it;
        tell the waiters once the table may move on (:attr:`settled`)."""
        while not self.closed:
            self._drain()
            if self._lost:
                self._replace_output()
            if self.playing is not None:
                break
            if self.reading:
                self._read_next(interrupt=False)
                continue
            if not (self.pending or self.line) or self.held:
                break
            if not self.line:
                self._next_line()
            utt, parts, offsets = self.line.popleft()
            self._start(utt, parts, interrupt=False, offsets=offsets)
        if self._waiters and (self.settled or self.closed):
            waiters, self._waiters = self._waiters, []
            for fn in waiters:
                fn()

    def _drain(self) -> None:
        """Take in what the output reported (from its own thread) about the message now said."""
        while True:
            try:
                token, kind = self._reports.get_nowait()
            except queue.Empty:
                return
            self._unconfirmed.clear()   # the voice is alive
            p = self.playing
            if p is None or p.token != token:
                continue  # a message that was interrupted: it is queued again already
            if not p.begun:
                p.begun, p.begun_at = True, self.clock()
            if kind in ("end", "cancel"):
                if kind == "cancel":
                    log.info("the speech output cancelled %r itself", p.utt.text)
                self.trust_reports = self.trust_reports or kind == "end"
                self._ended(p, timed_out=kind == "cancel")

    def poll(self) -> None:
        """Reports in, estimates ended (and the safety limit, said in the log), next message out."""
        self._moment += 1   # what was said before this poll is one moment: it goes out now
        p = self.playing
        self._drain()
        now = self.clock()
        silent = p is not None and p.reported and not p.begun and now >= p.sent + BEGIN_LIMIT
        if p is not None and self.playing is p and (now >= p.until or silent):
            if p.reported:
                log.warning("the speech output did not report the %s of %r within %.1f s: "
                            "going on", "beginning" if silent else "end", p.utt.text,
                            now - p.sent)
                self.note("speech_timeout", text=p.utt.text)
                self.trust_reports = False   # until it reports an end again: estimates
            self._ended(p, timed_out=p.reported)
        self._check_stall()
        self._pump()

    def _replace_output(self) -> None:
        """The output was lost: what it may not have said goes back to the head of
        the queue, and :attr:`on_output_lost` puts another output in its place."""
        reason, self._lost = self._lost or "", None
        seen = {id(u) for u in self.pending}
        unheard: list[Utterance] = []
        for parts in [*self._unconfirmed, *(p for _, p, _ in self.line)]:
            for u in parts:
                if u.priority < Priority.ANSWER and id(u) not in seen:
                    seen.add(id(u))
                    unheard.append(u)
        self._unconfirmed.clear()
        self.line.clear()
        self.playing = None
        self.pending.extendleft(reversed(unheard))
        self.trust_reports = True
        log.warning("speech output %s lost (%s)", self.output.name, reason)
        self.note("output_lost", name=self.output.name, reason=reason, unheard=len(unheard))
        old, self.output = self.output, SilentOutput()
        if self.on_output_lost:
            self.on_output_lost(old, reason)
        else:
            with contextlib.suppress(Exception):
                old.close()

    # -- the table's pace ------------------------------------------------------
    @property
    def heard(self) -> bool:
        """Nothing is being said and nothing waits."""
        self._drain()
        return self.playing is None and not self.pending and not self.line

    def waits(self, utt: Utterance) -> bool:
        """``utt`` waits its turn to be said (it has not begun)."""
        return any(u is utt for u in self.pending) \
            or any(u is utt for _, parts, _ in self.line for u in parts)

    @property
    def settled(self) -> bool:
        """The table may move on: none of its lines is being said, and none waits but
        those held for a busy player (:attr:`busy`, :attr:`held`): a player reading
        the hand does not stop the table. After a single key the table waits for its
        words, as it waits for a player who listens."""
        self._drain()
        p = self.playing
        if p is not None and p.utt.priority < Priority.ANSWER:
            return False
        return not (self.pending or self.line) or (self.held and self.busy)

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

    def cue(self, name: str, **data: Any) -> None:
        """Record a sound cue in the speech log (sounds.py calls this)."""
        if self.log and not self.closed:
            self.log.write("sound", cue=name, **data)

    def note(self, kind: str, **data: Any) -> None:
        """Anything else worth a line in the speech log (driver, screen changes)."""
        if self.log and not self.closed:
            self.log.write(kind, **data)

    # -- the player's keys ------------------------------------------------------
    def stop(self) -> None:
        """The stop-speech command: silence now; what the table still had to say waits
        in "what did I miss", as its newest batch (said first)."""
        p, dropped = self.playing, []
        if p is not None and p.reading:
            self._cut()   # "what did I miss" being read keeps the rest of its batch
        elif p is not None and p.parts:
            dropped = list(p.parts[self._heard(p):])
        dropped += [u for _, parts, _ in self.line for u in parts]
        dropped += self.pending
        self.pending.clear()
        self.line.clear()
        if dropped:
            self.missed.append(dropped)
            self._busy_batch = None
        if self.log:
            self.log.write("stop", dropped=len(dropped))
        self._hush()
        self._pump()

    def _hush(self) -> None:
        """Stop the message being said (a dead output must not end the game)."""
        self.playing = None
        with contextlib.suppress(Exception):
            self.output.silence()

    def cut_answer(self) -> bool:
        """The player acted (their card or call was taken): the answer being said (the
        focused card's name, a question's) stops, as a screen reader stops speaking at
        a key, and the table's words about the action come at once, unless the table's
        words wait for the player already: they then come with them, at the pause.
        Returns whether an answer was cut (answers are never said again)."""
        held = self.clock() < self._quiet_at
        if self.busy and (self.pending or self.line):
            self._quiet_at = max(self._quiet_at, self.clock() + HOLD)
        else:
            self._quiet_at = 0.0
        p = self.playing
        if self.closed or p is None or p.utt.priority < Priority.ANSWER:
            if held and not self.held:
                self._pump()
            return False
        if self.log:
            self.log.write("cut", text=p.utt.text)
        self._cut()
        self._hush()
        self._pump()
        return True

    def yield_details(self) -> int:
        """The player moves on (the match starts): the details not yet heard (an online
        room's words) stop and wait in "what did I miss" (and the history). Returns how many."""
        p = self.playing
        details = [u for u in self.pending if u.detail]
        if p is not None and p.parts and all(u.detail for u in p.parts):
            details = [*p.parts[self._heard(p):], *details]
            self._hush()
        if not details:
            return 0
        self.pending = deque(u for u in self.pending if not u.detail)
        self._keep_missed(details)
        self._pump()
        return len(details)

    def move_on(self) -> int:
        """The player moves on (the next round): everything the table still had to say
        (the round's breakdown, a verdict the player did not wait for) stops and waits
        in "what did I miss", with its cue (the history and the round key have it too).
        Returns how many."""
        p = self.playing
        rest: list[Utterance] = []
        if p is not None and p.utt.priority < Priority.ANSWER:
            rest = list(p.parts[self._heard(p):])
            self._hush()
        rest += [u for _, parts, _ in self.line for u in parts]
        rest += self.pending
        self.line.clear()
        self.pending.clear()
        self._keep_missed(rest)
        self._pump()
        return len(rest)

    def _keep_missed(self, items: list[Utterance]) -> None:
        """``items`` wait in "what did I miss", a batch of their own (with the cue)."""
        if items:
            self.missed.append(list(items))
            self._busy_batch = None
            if self.log:
                self.log.write("yielded", kept=len(items), texts=[u.text for u in items])
            self._tell_missed()

    def _keep_busy(self, items: list[Utterance]) -> None:
        """Messages a busy player's keys cut MAX_HANDED times wait in "what did I miss":
        one batch a busy stretch (until a table line is heard whole), one cue."""
        if not items:
            return
        if self.log:
            self.log.write("yielded", kept=len(items), texts=[u.text for u in items], busy=True)
        if self._busy_batch is not None and self.missed and self.missed[-1] is self._busy_batch:
            self._busy_batch.extend(items)
            return
        self._busy_batch = list(items)
        self.missed.append(self._busy_batch)
        self._tell_missed()

    def _tell_missed(self) -> None:
        if self.on_missed is not None and not self.closed:
            self.on_missed()

    def supersede(self, answered: Callable[[Utterance], bool]) -> int:
        """Drop the waiting messages that ``answered`` says were answered before they
        came up (a turn's prompt, once the player called or played on the turn cue or
        at a fast table's rhythm), in the queue, in the line being said (a segment of
        them alone) or in "what did I miss". The history keeps them. Returns how many."""
        lined = [u for _, parts, _ in self.line if all(answered(p) for p in parts)
                 for u in parts]
        gone = [u for u in [*lined, *self.pending, *self.missed_items()] if answered(u)]
        if gone:
            dropped = {id(u) for u in gone}
            self.pending = deque(u for u in self.pending if id(u) not in dropped)
            self.line = deque(seg for seg in self.line if not all(id(p) in dropped
                                                                 for p in seg[1]))
            if any(id(u) in dropped for u in self.missed_items()):
                self.missed = [kept for batch in self.missed
                               if (kept := [u for u in batch if id(u) not in dropped])]
                self._busy_batch = None
            if self.log:
                self.log.write("superseded", texts=[u.text for u in gone])
        return len(gone)

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
        batch = self.missed.pop()
        if batch is self._busy_batch:
            self._busy_batch = None
        self.reading = deque(batch)
        self._read_next(interrupt=True)
        self._pump()
        return True

    def _read_next(self, interrupt: bool) -> None:
        first = self.reading.popleft()
        again = Utterance(first.text, Priority.ANSWER, first.msg_id, self.clock(), n=first.n)
        if self.log:
            self.log.write("speech", text=first.text, priority="answer",
                           **({"id": first.msg_id} if first.msg_id else {}), review=True)
        self._start(again, (first,), interrupt, reading=True)

    def missed_items(self) -> list[Utterance]:
        """Everything waiting in "what did I miss", oldest first."""
        return [u for batch in self.missed for u in batch]

    def forget_queue(self) -> None:
        """Leaving a table: what it still had to say is dropped (the history keeps it),
        the line being said too: a key that cuts it does not bring it back."""
        if self.playing is not None and self.playing.utt.priority < Priority.ANSWER:
            self.playing.parts = ()
        self.pending.clear()
        self.line.clear()
        self.reading.clear()
        self.missed = []
        self._busy_batch = None

    # -- history -------------------------------------------------------
    def _review(self, index: int) -> Utterance | None:
        if not self.history:
            return None
        index = max(0, min(index, len(self.history) - 1))
        self._cursor = index
        utt = self.history[index]
        self._emit(Utterance(utt.text, Priority.ANSWER, utt.msg_id, self.clock()), review=True)
        return utt

    def review_previous(self) -> Utterance | None:
        # the newest message is where reviewing starts: "previous" is the one before it
        cur = len(self.history) - 1 if self._cursor is None else self._cursor
        return self._review(cur - 1)

    def review_next(self) -> Utterance | None:
        cur = len(self.history) - 1 if self._cursor is None else self._cursor
        return self._review(cur + 1)

    def review_first(self) -> Utterance | None:
        return self._review(0)

    def review_last(self) -> Utterance | None:
        return self._review(len(self.history) - 1)

    def repeat_last(self) -> Utterance | None:
        """Say the newest message again (and stop reviewing)."""
        if not self.history:
            return None
        self._cursor = None
        utt = self.history[-1]
        self._emit(Utterance(utt.text, Priority.ANSWER, utt.msg_id, self.clock()), review=True)
        return utt

    @property
    def review_position(self) -> int | None:
        return self._cursor

    def close(self) -> None:
        """Close the output (the Speech Dispatcher client must be closed) and the log."""
        if self.closed:
            return
        self.closed = True
        self.pending.clear()
        self.line.clear()
        self._waiters.clear()
        with contextlib.suppress(Exception):
            self.output.close()
        if self.log:
            self.log.write("closed")
            self.log.close()
