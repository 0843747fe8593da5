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

Utterances carry a :class:`Priority`: game events queue behind one another;
answers to the player's own questions (and moves through menus or the hand)
interrupt whatever is being said, queued events included, so speech never piles
up behind itself.
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
# A speech server that does not answer within this many seconds is passed over
# (a hung Speech Dispatcher would otherwise keep the game from ever starting).
CONNECT_TIMEOUT = 5.0


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


class Output(Protocol):
    name: str
    kind: str          # "screen_reader", "builtin" or "none"
    braille_capable: bool

    def speak(self, text: str, interrupt: bool) -> None: ...
    def braille(self, text: str) -> None: ...
    def silence(self) -> None: ...
    def close(self) -> None: ...


class SilentOutput:
    """Speaks nothing (setting ``none``, or no output could be had)."""

    name = "none"
    kind = "none"
    braille_capable = False

    def speak(self, text: str, interrupt: bool) -> None:
        pass

    def braille(self, text: str) -> None:
        pass

    def silence(self) -> None:
        pass

    def close(self) -> None:
        pass


class AO2Output:
    """One accessible_output2 output object that reported itself active."""

    def __init__(self, ao2_output: Any, kind: str):
        self._out = ao2_output
        self.kind = kind
        self.name = getattr(ao2_output, "name", type(ao2_output).__name__)
        # Outputs that inherit Output.braille unchanged do not braille.
        from accessible_output2.outputs.base import Output as Base

        self.braille_capable = type(ao2_output).braille is not Base.braille

    def speak(self, text: str, interrupt: bool) -> None:
        self._out.speak(text, interrupt=interrupt)

    def braille(self, text: str) -> None:
        if self.braille_capable:
            self._out.braille(text)

    def silence(self) -> None:
        silence = getattr(self._out, "silence", None)
        if silence:
            silence()

    def close(self) -> None:
        close = getattr(self._out, "close", None)
        if close:
            close()


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
        self._queue: "queue.Queue[str | None]" = queue.Queue()
        self._proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="espeak-voice", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            text = self._queue.get()
            if text is None:
                return
            with self._lock:
                self._proc = subprocess.Popen([self._exe, "-v", self._voice, "--", text],
                                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                proc = self._proc
            proc.wait()

    def speak(self, text: str, interrupt: bool) -> None:
        if interrupt:
            self.silence()
        self._queue.put(text)

    def braille(self, text: str) -> None:
        pass

    def silence(self) -> None:
        with contextlib.suppress(queue.Empty):
            while True:
                self._queue.get_nowait()
        with self._lock:
            if self._proc is not None and self._proc.poll() is None:
                self._proc.terminate()

    def close(self) -> None:
        self.silence()
        self._queue.put(None)
        self._thread.join(timeout=2)


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


def _try_ao2(cls: type, kind: str, report: list[str]) -> Optional[AO2Output]:
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
        worker.join(CONNECT_TIMEOUT)
    if worker.is_alive():
        report.append(f"{cls.__name__}: no answer within {CONNECT_TIMEOUT:g} s")
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


def choose_output(setting: str = "auto", voice: str = "en") -> tuple[Output, list[str]]:
    """Return the output really obtained for ``setting`` and a report of the tries."""
    if setting not in SPEECH_SETTINGS:
        raise ValueError(f"speech setting must be one of {SPEECH_SETTINGS}, not {setting!r}")
    report: list[str] = []
    if setting == "none":
        return SilentOutput(), ["speech off by setting"]
    kinds = ["screen_reader", "builtin"] if setting == "auto" else [setting]
    for kind in kinds:
        for cls in _ao2_candidates(kind):
            out = _try_ao2(cls, kind, report)
            if out is not None:
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


class Speech:
    """Everything the game says goes through here.

    ``on_text`` (optional) is called with each utterance so the screen can show
    it too (the status line).
    """

    def __init__(self, output: Output | None = None, speech_log: SpeechLog | None = None,
                 history_size: int = HISTORY_SIZE,
                 on_text: Callable[[Utterance], None] | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.output: Output = output or SilentOutput()
        self.log = speech_log
        self.history: deque[Utterance] = deque(maxlen=history_size)
        self._cursor: int | None = None  # index into history while reviewing
        self.on_text = on_text
        self.clock = clock
        self.closed = False
        if self.log:
            self.log.write("output", name=self.output.name, output_kind=self.output.kind,
                           braille=self.output.braille_capable)

    # -- saying things -------------------------------------------------
    def say(self, text: str, priority: Priority = Priority.EVENT, msg_id: str | None = None,
            record: bool = True) -> Utterance:
        """Speak ``text`` (and braille it); ``record=False`` keeps it out of the history."""
        utt = Utterance(text, Priority(priority), msg_id, self.clock())
        if record:
            self.history.append(utt)
            self._cursor = None
        self._emit(utt, interrupt=utt.priority >= Priority.ANSWER)
        return utt

    def answer(self, text: str, msg_id: str | None = None, record: bool = True) -> Utterance:
        """An answer to the player's own key: interrupts."""
        return self.say(text, Priority.ANSWER, msg_id, record)

    def _emit(self, utt: Utterance, interrupt: bool, review: bool = False) -> None:
        if self.closed:
            return
        if self.log:
            data: dict[str, Any] = {"text": utt.text, "priority": utt.priority.name.lower()}
            if utt.msg_id:
                data["id"] = utt.msg_id
            if review:
                data["review"] = True
            self.log.write("speech", **data)
        try:
            self.output.speak(utt.text, interrupt)
            self.output.braille(utt.text)
        except Exception:  # a dead screen reader must not end the game
            log.exception("speech output %s failed", self.output.name)
        if self.on_text:
            self.on_text(utt)

    def cue(self, name: str, **data: Any) -> None:
        """Record a sound cue in the speech log (sounds.py calls this)."""
        if self.log and not self.closed:
            self.log.write("sound", cue=name, **data)

    def note(self, kind: str, **data: Any) -> None:
        """Anything else worth a line in the speech log (driver, screen changes)."""
        if self.log and not self.closed:
            self.log.write(kind, **data)

    def stop(self) -> None:
        """The stop-speech command: silence now, drop anything queued."""
        if self.log:
            self.log.write("stop")
        with contextlib.suppress(Exception):
            self.output.silence()

    # -- history -------------------------------------------------------
    def _review(self, index: int) -> Utterance | None:
        if not self.history:
            return None
        index = max(0, min(index, len(self.history) - 1))
        self._cursor = index
        utt = self.history[index]
        self._emit(Utterance(utt.text, Priority.ANSWER, utt.msg_id, self.clock()),
                   interrupt=True, review=True)
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
        self._emit(Utterance(utt.text, Priority.ANSWER, utt.msg_id, self.clock()),
                   interrupt=True, review=True)
        return utt

    @property
    def review_position(self) -> int | None:
        return self._cursor

    def close(self) -> None:
        """Close the output (the Speech Dispatcher client must be closed) and the log."""
        if self.closed:
            return
        self.closed = True
        with contextlib.suppress(Exception):
            self.output.close()
        if self.log:
            self.log.write("closed")
            self.log.close()
