"""A read-only or a full disk under a real server process (a tmpfs of its own, in
a mount namespace of its own): a read-only one is said as such, and a table that
stopped on a full disk goes on by itself once there is room; a second server
cannot reach a served database through a link."""
import asyncio
import errno
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import unavailable

from .serve import ROOT, Raw, Serve, loopback
from patience import Patience


def on_tmpfs(folder: Path, options: str, then: str = "") -> tuple[str, ...]:
    """A command prefix: in a mount namespace of its own, a tmpfs mounted on ``folder``
    (``then``: shell commands run once it is mounted), then the command."""
    if subprocess.run(["unshare", "-m", "true"], capture_output=True).returncode != 0:
        unavailable("a mount namespace of its own (unshare -m) for a disk of the test's own")
    script = f'mount -t tmpfs -o {options} tmpfs "$0" && {then or "true"} && exec "$@"'
    return ("unshare", "-m", "sh", "-c", script, str(folder))


def serve_on(prefix: tuple[str, ...], db: Path) -> subprocess.CompletedProcess:
    return subprocess.run([*prefix, sys.executable, "-m", "baloot_audio", "serve", "--port", "0",
                           "--db", f"sqlite:///{db}"], capture_output=True, text=True, cwd=ROOT,
                          timeout=60)


@pytest.mark.parametrize("existing", [False, True])
def test_a_read_only_disk_is_said_as_such(tmp_path, existing):
    folder = tmp_path / "disk"
    folder.mkdir()
    db = folder / "s.sqlite3"
    make = (f'{sys.executable} -c "import sqlite3; sqlite3.connect(\'{db}\').execute('
            f'\'CREATE TABLE x (y)\')" && mount -o remount,ro "$0"')
    prefix = on_tmpfs(folder, "size=1m" if existing else "size=1m,ro", make if existing else "")
    done = serve_on(prefix, db)
    assert done.returncode == 1, done
    assert "read-only file system" in done.stderr, done.stderr   # "unable to open database file"
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the lock is on the file on Linux")
@pytest.mark.parametrize("link", ["symbolic", "hard"])
def test_a_second_server_cannot_reach_the_database_through_a_link(tmp_path, link):
    """Before: the lock was on the spelled path, so a server given a link to the
    file played the same tables on beside the first."""
    real, other = tmp_path / "real.sqlite3", tmp_path / "other"
    other.mkdir()
    with Serve(tmp_path, db=f"sqlite:///{real}"):
        (other / "s.sqlite3").symlink_to(real) if link == "symbolic" else \
            os.link(real, other / "s.sqlite3")
        second = serve_on((), other / "s.sqlite3")
    assert second.returncode == 1, second
    assert "another baloot-audio server uses" in second.stderr, second.stderr


def fill(folder: Path) -> Path:
    """A file that takes every byte left on the disk of ``folder``."""
    filler = folder / "filler"
    with open(filler, "wb") as out:
        try:
            while True:
                out.write(b"\0" * 65536)
                out.flush()
        except OSError as error:
            assert error.errno == errno.ENOSPC
    return filler


def test_a_table_stopped_by_a_full_disk_goes_on_once_there_is_room(tmp_path):
    folder = tmp_path / "disk"
    folder.mkdir()
    prefix = on_tmpfs(folder, "size=16m")

    async def main(server, inside: Path):
        owner = await Raw.open(server.url, "Owner", loopback(0))
        await owner.create(seat=None, bots=["basic"] * 4, options={"target": 152})
        await owner.ask({"type": "start_match"})
        await until_updates(owner, 10)
        filler = fill(inside)
        end = Patience(60)               # a bound: the log's write space is used up
        while [m for m in await owner.messages(1.5) if m["type"] == "update"]:
            assert not end.over(), "the table never stopped"
        assert "the disk is full" in server.log_text()
        filler.unlink()
        await until_updates(owner, 20)            # it goes on by itself
        assert "has room again" in server.log_text()
        await owner.close()

    with Serve(tmp_path, db=f"sqlite:///{folder / 's.sqlite3'}", bot_delay="0.01",
               prefix=prefix) as server:
        asyncio.run(main(server, Path(f"/proc/{server.proc.pid}/root") / folder.relative_to("/")))


async def until_updates(raw: Raw, count: int, timeout: float = 60) -> list:
    got: list = []
    end = Patience(timeout)
    while len(got) < count:
        assert not end.over(), f"{len(got)} updates of {count}"
        got += [m for m in await raw.messages(0.5) if m["type"] == "update"]
    return got
