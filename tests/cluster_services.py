"""Several ``serve --redis`` processes on a real PostgreSQL and a real Redis,
behind the real HAProxy with the shipped scripts/deploy/haproxy.cfg, all on
loopback, for the cluster tests and scripts/bench_server.py / bench_failover.py.

Redis listens on a unix socket in its own temporary folder only (no TCP port:
parallel runs never collide); HAProxy on a free loopback port. Each program
dies with the process that started it (tests/headless_services.py's
parent-death signal), and ``Cluster.stop`` ends them by their process ids.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Optional

import postgres_server
from headless_services import die_with_parent
from net.serve import Serve
from patience import Patience

ROOT = Path(__file__).resolve().parents[1]
HAPROXY_CFG = ROOT / "scripts" / "deploy" / "haproxy.cfg"
NAMES = ("p1", "p2", "p3")       # the processes haproxy.cfg knows


class ClusterUnavailable(RuntimeError):
    """redis-server, haproxy or PostgreSQL is missing or did not start."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_until(ready, what: str, proc: subprocess.Popen, log: Path, timeout: float = 20) -> None:
    bound = Patience(timeout)
    while not ready():
        if proc.poll() is not None or bound.over():
            raise ClusterUnavailable(f"{what} did not start (exit {proc.poll()}):\n"
                                     f"{log.read_text(errors='replace')[-2000:]}")
        time.sleep(0.05)


def start_redis(folder: Path) -> tuple[subprocess.Popen, str]:
    program = shutil.which("redis-server")
    if program is None:
        raise ClusterUnavailable("redis-server is not installed (Debian package redis-server)")
    sock, log = folder / "redis.sock", folder / "redis.log"
    with open(log, "wb") as out:
        proc = subprocess.Popen([program, "--port", "0", "--unixsocket", str(sock),
                                 "--unixsocketperm", "700", "--save", "", "--appendonly", "no",
                                 "--dir", str(folder)], stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True, preexec_fn=die_with_parent)
    wait_until(sock.exists, "redis-server", proc, log)
    return proc, f"unix://{sock}"


def start_haproxy(folder: Path, ports: dict[str, int]) -> tuple[subprocess.Popen, int]:
    program = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
    if program is None:
        raise ClusterUnavailable("haproxy is not installed (Debian package haproxy)")
    port, log = free_port(), folder / "haproxy.log"
    env = dict(os.environ, BALOOT_BIND=f"127.0.0.1:{port}")
    for name in NAMES:       # a process not started: a port nothing listens on (down)
        env[f"BALOOT_{name.upper()}"] = f"127.0.0.1:{ports.get(name) or free_port()}"
    with open(log, "wb") as out:
        proc = subprocess.Popen([program, "-db", "-f", str(HAPROXY_CFG)], env=env,
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True,
                                preexec_fn=die_with_parent)

    def listening() -> bool:
        with socket.socket() as s:
            return s.connect_ex(("127.0.0.1", port)) == 0
    wait_until(listening, "haproxy", proc, log)
    return proc, port


@dataclass
class Cluster:
    folder: Path
    postgres: postgres_server.PostgresServer
    redis: subprocess.Popen
    redis_url: str
    serves: dict[str, Serve] = field(default_factory=dict)
    haproxy: Optional[subprocess.Popen] = None
    port: int = 0
    options: tuple = ()

    @property
    def url(self) -> str:
        """The one public address (HAProxy)."""
        return f"ws://127.0.0.1:{self.port}"

    def kill(self, name: str) -> None:
        """SIGKILL the process ``name`` (as a crash would end it)."""
        proc = self.serves[name].proc
        proc.send_signal(signal.SIGKILL)
        proc.wait(10)

    def restart(self, name: str) -> None:
        """Start the process ``name`` again, on its port (after a kill)."""
        old = self.serves[name]
        old.stop()
        self.serves[name] = serve_process(self, name, "--port", str(old.port))

    def stop(self) -> None:
        for serve in self.serves.values():
            serve.stop()
        for proc in (self.haproxy, self.redis):
            if proc is not None and proc.poll() is None:
                proc.terminate()
                proc.wait(10)
        self.postgres.stop()
        shutil.rmtree(self.folder, ignore_errors=True)


def serve_process(cluster: Cluster, name: str, *more: str) -> Serve:
    folder = cluster.folder / name
    folder.mkdir(exist_ok=True)
    bot_delay, options = cluster.options
    serve = Serve(folder, "--redis", cluster.redis_url, "--name", name, "--proxy", "127.0.0.1",
                  *options, *more, db=cluster.postgres.url(), preexec=die_with_parent,
                  bot_delay=bot_delay)
    return serve.__enter__()


def start(processes: int = 3, *options: str, bot_delay: str = "0.05") -> Cluster:
    """PostgreSQL, Redis, ``processes`` serves (p1, p2...) and HAProxy in front."""
    folder = Path(tempfile.mkdtemp(prefix="baloot-cluster-"))
    try:
        pg = postgres_server.start(postgres_server.NO_FSYNC)
    except postgres_server.PostgresUnavailable as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise ClusterUnavailable(str(error)) from None
    cluster = Cluster(folder, pg, *(None, ""))   # type: ignore[arg-type]
    cluster.options = (bot_delay, options)
    try:
        cluster.redis, cluster.redis_url = start_redis(folder)
        for name in NAMES[:processes]:
            cluster.serves[name] = serve_process(cluster, name)
        cluster.haproxy, cluster.port = start_haproxy(
            folder, {name: serve.port for name, serve in cluster.serves.items()})
        return cluster
    except BaseException:
        cluster.stop()
        raise
