"""A TCP relay between a client and a server of the tests: its :meth:`Relay.cut`
closes every connection through it as a failing network would (the desktop's online
test, tests/e2e/test_online_e2e.py, and the browser's, tests/web/test_web_e2e.py)."""

from __future__ import annotations

import socket
import threading


class Relay:
    """A TCP relay on its own port to the server on ``port``: a window connected
    through it loses its connection when the test calls :meth:`cut` (both sockets of
    each connection closed, as a failing network would); a new connection relays again."""

    def __init__(self, port: int):
        self.target, self.lock = port, threading.Lock()
        self.pairs: list[tuple[socket.socket, socket.socket]] = []
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                near, _ = self.listener.accept()
            except OSError:
                return                        # closed
            try:
                far = socket.create_connection(("127.0.0.1", self.target))
            except OSError:
                near.close()                  # the server is away: so is the relay
                continue
            with self.lock:
                self.pairs.append((near, far))
            for src, dst in ((near, far), (far, near)):
                threading.Thread(target=self._pipe, args=(src, dst), daemon=True).start()

    def _pipe(self, src: socket.socket, dst: socket.socket) -> None:
        try:
            while data := src.recv(65536):
                dst.sendall(data)
        except OSError:
            pass
        self._close(src, dst)

    @staticmethod
    def _close(*sockets: socket.socket) -> None:
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)   # wakes the other thread's recv
            except OSError:
                pass
            sock.close()

    def cut(self) -> None:
        with self.lock:
            pairs, self.pairs = self.pairs, []
        for pair in pairs:
            self._close(*pair)

    def close(self) -> None:
        self._close(self.listener)             # its accept() ends
        self.cut()
