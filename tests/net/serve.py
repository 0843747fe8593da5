"""A real ``baloot-audio serve`` process on 127.0.0.1, for the tests that treat the
server as an attacker would: from the outside only (``Serve``, ``serve``), raw
clients that may come from any loopback address (127.x.y.z all reach it), and
the operator's ``admin`` command."""
from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Callable, Iterator, Optional

from websockets.asyncio.client import connect

from baloot_audio.net.wire.protocol import VERSION
from patience import Patience

ROOT = Path(__file__).resolve().parents[2]


class Serve:
    """``with Serve(tmp_path, "--option", "value") as server:`` a server on a free
    port (``server.url``), its stderr in ``server.log_path``. Its bots decide on
    its event loop unless ``pool`` (a worker process takes a second to start);
    guests come in unless ``guests`` is False."""

    def __init__(self, folder: Path, *options: str, db: str = "memory:",
                 preexec: Optional[Callable[[], None]] = None, bot_delay: str = "0.05",
                 prefix: tuple[str, ...] = (), pool: bool = False, guests: bool = True):
        self.log_path = folder / "server.log"
        self.args = [*prefix, sys.executable, "-m", "baloot_audio", "serve", "--host",
                     "127.0.0.1", "--port", "0", "--db", db, "--bot-delay", bot_delay,
                     *([] if pool else ["--bot-workers", "0"]),
                     *(["--guests"] if guests else []), *options]
        self.preexec = preexec
        self.proc: Optional[subprocess.Popen] = None
        self.url = ""

    def __enter__(self) -> "Serve":
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen(self.args, cwd=ROOT, stdout=subprocess.PIPE, stderr=self.log,
                                     text=True, preexec_fn=self.preexec,
                                     env=dict(os.environ, PYTHONPATH=str(ROOT)))
        line = self.proc.stdout.readline()
        assert "listening on ws://" in line, (line, self.log_path.read_text()[-3000:])
        self.url = "ws://" + line.rsplit("ws://", 1)[1].strip()
        self.line = line
        return self

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)
        self.log.close()

    @property
    def port(self) -> int:
        return int(self.url.rsplit(":", 1)[1].split("/")[0])

    def log_text(self) -> str:
        self.log.flush()
        return self.log_path.read_text()

    def rss_mib(self) -> float:
        for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
        return 0.0


class Raw:
    """A WebSocket client that speaks the protocol as JSON, from ``source`` (a
    loopback address), reading only when asked."""

    def __init__(self, ws: Any):
        self.ws = ws
        self.ref = 0
        self.player_id = self.token = ""

    @classmethod
    async def open(cls, url: str, name: Optional[str] = "Raw", source: str = "127.0.0.1",
                   **options: Any) -> "Raw":
        ws = await connect(url, local_addr=(source, 0), open_timeout=10, max_size=2 ** 24,
                           compression=None, **options)
        raw = cls(ws)
        if name is not None:
            welcome = await raw.ask({"type": "hello", "version": VERSION, "name": name})
            assert welcome["type"] == "welcome", welcome
            raw.player_id, raw.token = welcome["player_id"], welcome["token"]
        return raw

    async def send(self, message: dict) -> int:
        self.ref += 1
        await self.ws.send(json.dumps({**message, "ref": self.ref}))
        return self.ref

    async def ask(self, message: dict, timeout: float = 10) -> dict:
        """The reply to ``message`` (the other messages before it are left out)."""
        ref = await self.send(message)
        bound = Patience(timeout)
        while True:
            reply = await self.next_within(bound)
            if reply.get("ref") == ref:
                return reply

    async def next_within(self, bound: Patience) -> dict:
        """The next message, unless ``bound`` runs out first (asyncio.TimeoutError);
        recv() is given the wall seconds the bound allows now, then asked again."""
        while True:
            try:
                return json.loads(await asyncio.wait_for(self.ws.recv(), bound.wall_left()))
            except asyncio.TimeoutError:
                if bound.over():
                    raise

    async def messages(self, seconds: float) -> list[dict]:
        """Everything that comes within ``seconds``."""
        out: list[dict] = []
        end = time.monotonic() + seconds
        try:
            while (left := end - time.monotonic()) > 0:
                out.append(json.loads(await asyncio.wait_for(self.ws.recv(), left)))
        except asyncio.TimeoutError:
            pass
        return out

    async def answers(self, refs: int, timeout: float = 20) -> list[dict]:
        """The replies to the last ``refs`` messages sent (others left out), in order."""
        wanted = set(range(self.ref - refs + 1, self.ref + 1))
        got: dict[int, dict] = {}
        bound = Patience(timeout)
        while len(got) < refs:
            reply = await self.next_within(bound)
            if reply.get("ref") in wanted:
                got[reply["ref"]] = reply
        return [got[ref] for ref in sorted(got)]

    async def create(self, **fields: Any) -> dict:
        reply = await self.ask({"type": "create_table", "public": False, "seat": 0, **fields})
        assert reply["type"] == "joined", reply
        return reply["table"]

    async def close(self) -> None:
        """Gone at once (a polite close would wait behind what it did not read)."""
        self.ws.transport.abort()
        await self.ws.wait_closed()


def loopback(n: int) -> str:
    """The ``n``-th loopback address other than 127.0.0.1 (each its own client)."""
    return f"127.0.{1 + n // 250}.{1 + n % 250}"


@contextlib.contextmanager
def serve(db: str, *options: str, log: Path | None = None) -> Iterator[str]:
    """The server's ws:// URL while it runs (stopped by SIGTERM at the end)."""
    args = [sys.executable, "-m", "baloot_audio", "serve", "--host", "127.0.0.1", "--port", "0",
            "--db", db, "--bot-delay", "0.05", "--rate", "500", *options]
    err = open(log, "w") if log else subprocess.DEVNULL
    proc = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE, stderr=err, text=True)
    try:
        line = proc.stdout.readline()
        assert "listening on ws://127.0.0.1:" in line, line
        yield line.strip().rsplit(" ", 1)[-1]
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
        if log:
            err.close()


def admin(db: str, *args: str) -> subprocess.CompletedProcess:
    """``baloot-audio admin --db DB ARGS...`` (its output as text)."""
    return subprocess.run([sys.executable, "-m", "baloot_audio", "admin", "--db", db, *args],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
