"""``baloot-audio serve`` in a process of its own on 127.0.0.1 (plain ws), for the
tests that treat the server as an attacker would: from the outside only."""
from __future__ import annotations

import contextlib
import subprocess
import sys
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[2]


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
