"""accessible_output2's outputs, and the patches the Speech Dispatcher client
needs to be used from a game (replies within a limit, early ends kept, cancels
spaced out)."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any

from .base import OutputLost, Report

log = logging.getLogger(__name__)

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
