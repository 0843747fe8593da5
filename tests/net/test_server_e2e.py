"""End to end: `baloot-audio serve` (TLS, SQLite) in its own process on 127.0.0.1, four
client processes (two scripted humans, two bots) play a whole match; one client
drops and comes back mid-round; the server is SIGKILLed mid-trick and started
again; the match ends with the records a local replay of its actions gives, and
`baloot-audio verify` accepts them."""
import asyncio
import json
import os
import shutil
import signal
import ssl
import subprocess
import sys
import time
from pathlib import Path

from baloot_audio.core.events import CardPlayed, Dealt, TrickWon
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.db.storage import open_storage

from .helpers import free_port, local_replay, until

ROOT = Path(__file__).resolve().parents[2]
CHILD = Path(__file__).with_name("e2e_client.py")


def self_signed(folder: Path) -> tuple[Path, Path]:
    if shutil.which("openssl") is None:
        from conftest import unavailable
        unavailable("the openssl command makes the test's TLS certificate")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-keyout", str(key), "-out", str(cert), "-subj", "/CN=localhost",
                    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
                   check=True, capture_output=True)
    return cert, key


class ServerProcess:
    def __init__(self, port, db, cert, key, log):
        self.args = [sys.executable, "-m", "baloot_audio", "serve", "--host", "127.0.0.1",
                     "--port", str(port), "--db", db, "--cert", str(cert), "--key", str(key),
                     "--bot-delay", "0.2", "--rate", "500", "--guests",
                     "--presence-seconds", "0"]   # the drop and the return told at once
        self.log = log
        self.proc = None

    def start(self):
        self.proc = subprocess.Popen(self.args, cwd=ROOT, stdout=subprocess.PIPE,
                                     stderr=self.log, text=True)
        line = self.proc.stdout.readline()
        assert "listening on wss://127.0.0.1:" in line, line
        return line

    def kill(self):
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)

    def stop(self):
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(5)


def test_a_match_over_real_processes_survives_a_drop_and_a_server_kill(tmp_path):
    cert, key = self_signed(tmp_path)
    port = free_port()
    url = f"wss://127.0.0.1:{port}"
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    log = open(tmp_path / "server.log", "w")
    server = ServerProcess(port, db, cert, key, log)
    clients = []
    try:
        assert "0 table(s) restored" in server.start()
        players = [("Ann", 0, "human", ["--create"]), ("Cy1", 1, "bot", []),
                   ("Bea", 2, "human", []), ("Cy3", 3, "bot", ["--drop", "0", "6"])]
        for name, seat, role, extra in players:
            clients.append(subprocess.Popen(
                [sys.executable, str(CHILD), url, str(cert), str(tmp_path), name, str(seat),
                 role] + extra, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                text=True))
        seen = asyncio.run(watch_and_kill(url, cert, tmp_path, server))
        outputs = []
        for proc in clients:
            out, _ = proc.communicate(timeout=90)
            outputs.append(out)
            assert proc.returncode == 0, out
        assert "Cy3: dropping at round 0" in outputs[3]
    finally:
        for proc in clients:
            if proc.poll() is None:
                proc.kill()
                out, _ = proc.communicate(timeout=5)
                print(f"--- client {proc.args[5]} (killed):\n{out}")    # shown on failure
        server.stop()
        log.close()
        print("--- server log:\n" + (tmp_path / "server.log").read_text())
    changes = [(m.seat, m.change) for m in seen if isinstance(m, p.SeatChanged)]
    assert (3, "dropped") in changes and (3, "back") in changes
    records = [[json.loads(line) for line in (tmp_path / f"{n}.jsonl").read_text().splitlines()]
               for n, *_ in players]
    assert all(r == records[0] for r in records)

    async def stored():
        storage = await open_storage(db)
        try:
            return (await storage.unfinished_tables(),
                    [await storage.load_table(m.table.table_id) for m in seen
                     if isinstance(m, p.TableJoined)][0])
        finally:
            await storage.close()

    unfinished, table = asyncio.run(stored())
    assert unfinished == [] and table.finished and table.records == records[0]
    local, _ = local_replay("saudi", {"target": 52}, table.seed, table.actions, 0)
    assert local.records == records[0]
    done = subprocess.run([sys.executable, "-m", "baloot_audio", "verify",
                           str(tmp_path / "Ann.jsonl")], cwd=ROOT, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    assert "verified" in done.stdout


async def watch_and_kill(url, cert, work: Path, server: ServerProcess) -> list:
    """Watch the table as a spectator; SIGKILL the server in the first half-played
    trick after seat 3 is back, start it again, and watch to the end. Returns the
    messages seen."""
    context = ssl.create_default_context(cafile=str(cert))
    seen: list = []
    watcher = Client()
    watcher.listeners.append(seen.append)
    await watcher.connect(url, "Watcher", ssl_context=context)
    await until(lambda: (work / "code").exists(), 30, "the invite code")
    await watcher.join(code=(work / "code").read_text())
    await until(lambda: watcher.table.started, 30, "the start")
    table = watcher.table

    def mid_trick():     # a spectator has no view: count the cards since the last trick
        played = 0
        for event in table.history:
            played = 0 if isinstance(event, (TrickWon, Dealt)) else \
                played + isinstance(event, CardPlayed)
        return 1 <= played <= 3

    killed = asyncio.Event()

    def kill_mid_trick():      # run on each update, so no half-played trick is missed
        back = any(isinstance(m, p.SeatChanged) and (m.seat, m.change) == (3, "back")
                   for m in seen)
        if back and not killed.is_set() and mid_trick():
            killed.set()
            server.kill()

    table.watch(kill_mid_trick)
    await until(lambda: killed.is_set() or table.match_over, 60, "seat 3 back, then a trick")
    assert killed.is_set(), "the match ended before a trick was half played after the drop"
    before = (table.round_index, table.index)
    await until(lambda: watcher.closed.is_set(), 10, "the connection to drop")
    line = server.start()
    assert "1 table(s) restored" in line, line
    again = Client()
    again.listeners.append(seen.append)
    await again.connect(url, "Watcher", token=watcher.token, ssl_context=context)
    await again.join(code=(work / "code").read_text())
    await until(lambda: again.table.started, 10, "the snapshot")
    assert (again.table.round_index, again.table.index) >= before   # nothing told was lost
    await until(lambda: again.table.revealed_seed, 90, "the end of the match")
    await again.close()
    return seen
