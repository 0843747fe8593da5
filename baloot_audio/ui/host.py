"""A server on this computer for a local network party, addresses and the clipboard.

:class:`LocalServer` runs ``baloot-audio serve`` as a child process bound to
the address the player chose (``127.0.0.1`` for this computer only, this
computer's network address for friends in the same house), and stops it when
the player disconnects or quits.
"""

from __future__ import annotations

import logging
import subprocess
import sys
from typing import Optional

from .shell import Shell

log = logging.getLogger(__name__)


def server_url(text: str) -> Optional[str]:
    """The WebSocket URL of a typed address (``wss://`` kept for a TLS server), or None."""
    address = parse_address(text)
    if address is None:
        return None
    scheme = "wss" if text.strip().lower().startswith("wss://") else "ws"
    host = f"[{address[0]}]" if ":" in address[0] else address[0]
    return f"{scheme}://{host}:{address[1]}"


def parse_address(text: str) -> Optional[tuple[str, int]]:
    """``host:port`` (``[::1]:8765`` for IPv6; no port: 8765; a ``ws://`` or ``wss://``
    in front is allowed) or None when unusable."""
    text = text.strip()
    for scheme in ("ws://", "wss://"):
        if text.lower().startswith(scheme):
            text = text[len(scheme):].rstrip("/")
    if not text or any(c.isspace() for c in text) or "/" in text:
        return None
    host, port = text, "8765"
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest:
            if not rest.startswith(":"):
                return None
            port = rest[1:]
    elif text.count(":") == 1:
        host, port = text.split(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        return None
    return host, int(port)


class LocalServer:
    """``baloot-audio serve`` as a child process of the game."""

    def __init__(self) -> None:
        self.process: Optional[subprocess.Popen] = None

    @property
    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    @property
    def exited(self) -> bool:
        """Started, then ended by itself (its port taken, or its database used by
        another server of this game)."""
        return self.process is not None and self.process.poll() is not None

    def start(self, host: str, port: int) -> bool:
        try:
            self.process = subprocess.Popen(
                [sys.executable, "-m", "baloot_audio", "serve", "--host", host,
                 "--port", str(port), "--guests"], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
        except OSError as error:
            log.warning("the server could not start: %s", error)
            self.process = None
            return False
        return True

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def copy_text(shell: Shell, text: str) -> bool:
    """Put ``text`` on the clipboard through pyglet's window; False when it cannot."""
    setter = getattr(getattr(shell, "window", None), "set_clipboard_text", None)
    if setter is None:
        return False
    try:
        setter(text)
    except Exception:          # no clipboard on this display
        log.info("the clipboard could not be set", exc_info=True)
        return False
    return True
