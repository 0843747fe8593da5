"""The built-in voice where the system has no speech API: espeak-ng processes."""

from __future__ import annotations

import contextlib
import os
import queue
import shutil
import subprocess
import threading

from .base import Report


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
