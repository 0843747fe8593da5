"""A real, throw-away PostgreSQL server for the storage tests and benchmark.

``start()`` makes a cluster in a new temporary folder (``initdb``), runs
``postgres`` on a unix socket in that folder only (no TCP port, so runs in
parallel never collide) and returns a handle that stops it by its process id
and removes the folder. PostgreSQL refuses to run as root: as root, the
folder is given to the unprivileged user ``nobody`` and both programs run as
that user. Debian keeps the programs in /usr/lib/postgresql/<version>/bin.
"""

from __future__ import annotations

import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from patience import Patience

USER = "baloot"  # the cluster's superuser (trust authentication, socket only)


class PostgresUnavailable(RuntimeError):
    """PostgreSQL is not installed or did not start (the reason is the message)."""


def find_program(name: str) -> str | None:
    """The newest Debian-installed version's program, else the one on PATH."""
    candidates = sorted(Path("/usr/lib/postgresql").glob(f"*/bin/{name}"),
                        key=lambda p: int(p.parts[-3]) if p.parts[-3].isdigit() else 0)
    return str(candidates[-1]) if candidates else shutil.which(name)


@dataclass
class PostgresServer:
    folder: Path
    proc: subprocess.Popen

    def url(self, database: str = "postgres", **options: str) -> str:
        query = "".join(f"&{k}={v}" for k, v in options.items())
        return f"postgresql://{USER}@/{database}?host={self.folder}{query}"

    def stop(self, timeout: float = 10.0) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGINT)  # PostgreSQL's fast shutdown
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout)
        shutil.rmtree(self.folder, ignore_errors=True)


# For tests: commits return before the disk has them. Nothing a test checks
# depends on the server's own power-loss safety (the kill test kills the
# client), and every commit waiting for the disk makes the suite slow.
NO_FSYNC = {"fsync": "off", "synchronous_commit": "off", "full_page_writes": "off"}


def start(settings: dict[str, str] | None = None, timeout: float = 60.0) -> PostgresServer:
    """A running server; ``settings``: postgres -c options (NO_FSYNC for tests)."""
    initdb, postgres, isready = (find_program(n) for n in ("initdb", "postgres", "pg_isready"))
    if not initdb or not postgres or not isready:
        raise PostgresUnavailable("PostgreSQL is not installed (Debian package postgresql)")
    folder = Path(tempfile.mkdtemp(prefix="baloot-pg-"))
    run_as: dict = {}
    if os.geteuid() == 0:
        try:
            nobody = pwd.getpwnam("nobody")
        except KeyError:
            shutil.rmtree(folder)
            raise PostgresUnavailable("running as root and there is no user 'nobody' to run "
                                      "PostgreSQL as") from None
        os.chown(folder, nobody.pw_uid, nobody.pw_gid)
        run_as = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "HOME": str(folder)}
    data, log = folder / "data", folder / "postgres.log"
    init = subprocess.run([initdb, "-D", str(data), "-U", USER, "--auth=trust", "-E", "UTF8",
                           "--no-locale", "--no-sync", "--no-instructions"],
                          capture_output=True, text=True, env=env, cwd=folder, **run_as)
    if init.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise PostgresUnavailable(f"initdb failed: {init.stderr[-2000:]}")
    with open(log, "wb") as out:
        proc = subprocess.Popen([postgres, "-D", str(data), "-k", str(folder), "-h", "",
                                 "-c", "max_connections=60", "-c", "shared_buffers=32MB",
                                 *(f"-c{k}={v}" for k, v in (settings or {}).items())],
                                stdout=out, stderr=subprocess.STDOUT, env=env, cwd=folder,
                                start_new_session=True, **run_as)
    server = PostgresServer(folder, proc)
    bound = Patience(timeout)
    while True:
        ready = subprocess.run([isready, "-q", "-h",
                                str(folder), "-U", USER], env=env).returncode == 0
        if ready:
            return server
        if proc.poll() is not None or bound.over():
            tail = log.read_text(errors="replace")[-2000:]
            server.stop()
            raise PostgresUnavailable(f"postgres did not start (exit {proc.poll()}):\n{tail}")
        time.sleep(0.05)
