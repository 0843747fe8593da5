"""Choosing the output at start-up, following the player's setting.

* ``auto``: a screen reader, else a built-in voice, else none;
* ``screen_reader``: NVDA, JAWS, ... VoiceOver, Speech Dispatcher only;
* ``builtin``: the system voice (SAPI 5 on Windows; espeak-ng run as a
  process elsewhere);
* ``none``: nothing is spoken (text still appears on screen and in the log).

accessible_output2's ``Auto().speak`` does nothing, silently, when no output is
active, and on Linux its Speech Dispatcher output prints instead of raising when
the client cannot connect, so each candidate is built on its own and kept only
if it reports itself active.
"""

from __future__ import annotations

import contextlib
import io
import platform
import threading
from typing import Any, Optional

from .ao2 import AO2Output
from .base import Output, SilentOutput
from .espeak import EspeakProcessOutput

SPEECH_SETTINGS = ("auto", "screen_reader", "builtin", "none")
# A speech server that does not answer within this many seconds is passed over
# (a hung Speech Dispatcher would otherwise keep the game from ever starting).
CONNECT_TIMEOUT = 5.0
# ...and when connecting again to one that has just stopped answering (the window
# waits for this: a daemon that is only slow answers well within it)
RECONNECT_TIMEOUT = 2.0


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
