"""Real headless services for the UI tests and the UI benchmark.

Starts, each as its own process that is stopped by its own process id:

* an X server (Xvfb) that picks a free display number itself (-displayfd);
* a PulseAudio server with two null sinks, ``game`` and ``speech``;
* a Speech Dispatcher daemon speaking through espeak-ng into the ``speech``
  sink, with a log at level 5 in which every message received shows up as
  ``Queueing message |TEXT| with priority N``.

See ../shared/headless-testing.md for the recipe this follows.
"""

from __future__ import annotations

import calendar
import ctypes
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from patience import Patience, stretch

XVFB_TOOLS = ("Xvfb", "xdotool")
PULSE_TOOLS = ("pulseaudio", "pactl", "parec")
SPEECHD_TOOLS = ("speech-dispatcher",)


class ServiceError(RuntimeError):
    """A tool is missing or a service did not come up."""


PR_SET_PDEATHSIG = 1


def die_with_parent() -> None:
    """In the child, before exec: SIGTERM when the test process that started it
    ends, however it ends (a worker killed by a timeout or an interrupted run
    would otherwise leave X, PulseAudio and the daemon running, eating a core)."""
    if os.uname().sysname == "Linux":
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


def missing_tools(tools: tuple[str, ...]) -> list[str]:
    return [t for t in tools if shutil.which(t) is None]


@dataclass
class Service:
    name: str
    proc: subprocess.Popen
    log_path: Path

    def stop(self, timeout: float = 5.0) -> None:
        stop_process(self.proc, timeout)


def stop_process(proc: subprocess.Popen, timeout: float = 5.0) -> None:
    """SIGTERM, then SIGKILL if ``proc`` has not ended within ``timeout`` seconds of a
    quiet machine (on a busy one, an app's goodbye and its exit take longer)."""
    if proc.poll() is not None:
        return
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(timeout * stretch())
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait(timeout * stretch())


@dataclass
class Headless:
    """The running services and the environment that reaches them."""

    runtime_dir: Path
    env: dict[str, str] = field(default_factory=dict)
    services: list[Service] = field(default_factory=list)
    sd_log: Path | None = None
    speechd_rate: int | None = None

    @property
    def display(self) -> str:
        return self.env["DISPLAY"]

    def speechd_messages(self) -> list[str]:
        """Texts the Speech Dispatcher daemon queued, in order."""
        if self.sd_log is None or not self.sd_log.exists():
            return []
        text = self.sd_log.read_text(encoding="utf-8", errors="replace")
        return re.findall(r"Queueing message \|(.*?)\| with priority", text, re.S)

    def speechd_spoken_now(self) -> list["Spoken"]:
        """Every message the daemon queued so far, with when it began and how it ended."""
        if self.sd_log is None or not self.sd_log.exists():
            return []
        return speechd_spoken(self.sd_log.read_text(encoding="utf-8", errors="replace"))

    def missing_from_speechd(self, wanted: list[str], timeout: float = 20) -> list[str]:
        """The texts of `wanted` the daemon has not queued within `timeout` seconds."""
        bound = Patience(timeout)
        while True:
            got = self.speechd_messages()
            missing = [text for text in wanted if text not in got]
            if not missing or bound.over():
                return missing
            time.sleep(0.2)

    def speechd_answers(self, timeout: float = 3.0) -> bool:
        """Whether the daemon answers a command within ``timeout`` seconds. An output
        module that hangs can take the daemon with it (speechd issue 977: "one has
        to kill speech-dispatcher"); later tests would then wait on it in vain."""
        path = self.env.get("SPEECHD_ADDRESS", "").partition(":")[2]
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
                sock.settimeout(timeout)
                sock.connect(path)
                sock.sendall(b"SET SELF CLIENT_NAME tests:health:check\r\n")
                answer = sock.recv(256)
                sock.sendall(b"QUIT\r\n")
            return answer.startswith(b"2")
        except OSError:
            return False

    def restart_speechd(self) -> None:
        """Kill the daemon (a hung one ignores SIGTERM) and start another on the same socket."""
        old = next(s for s in self.services if s.name == "speech-dispatcher")
        old.proc.kill()
        old.proc.wait(10)
        self.services.remove(old)
        path = Path(self.env["SPEECHD_ADDRESS"].partition(":")[2])
        path.unlink(missing_ok=True)
        start_speechd(self, self.speechd_rate)

    def stop(self) -> None:
        for service in reversed(self.services):
            service.stop()
        self.services.clear()


def _wait_for(pred, timeout: float, what: str, proc: subprocess.Popen, log: Path) -> None:
    bound = Patience(timeout)
    while not bound.over():
        if pred():
            return
        if proc.poll() is not None:
            break
        time.sleep(0.05)
    tail = log.read_text(errors="replace")[-2000:] if log.exists() else ""
    raise ServiceError(f"{what} did not start (exit {proc.poll()}):\n{tail}")


def start_xvfb(h: Headless) -> None:
    log = h.runtime_dir / "xvfb.log"
    r, w = os.pipe()
    with open(log, "wb") as out:
        # a held key repeats only after 30 s: on a busy machine xdotool can be held up
        # between a key's press and its release long past X's usual 660 ms, and the
        # server then typed the key twice ("MNNO" in a field), which no player did
        proc = subprocess.Popen(
            ["Xvfb", "-displayfd", str(w), "-screen", "0", "1280x800x24", "-nolisten", "tcp",
             "-ardelay", "30000"],
            stdout=out, stderr=subprocess.STDOUT, pass_fds=(w,), start_new_session=True,
            preexec_fn=die_with_parent,
        )
    os.close(w)
    h.services.append(Service("Xvfb", proc, log))
    number = b""
    bound = Patience(15)
    os.set_blocking(r, False)
    while not bound.over() and not number.endswith(b"\n"):
        try:
            chunk = os.read(r, 32)
        except BlockingIOError:
            chunk = None
        if chunk == b"":
            break
        if chunk:
            number += chunk
        else:
            if proc.poll() is not None:
                break
            time.sleep(0.02)
    os.close(r)
    if not number.strip():
        raise ServiceError("Xvfb did not report a display:\n" + log.read_text(errors="replace"))
    h.env["DISPLAY"] = ":" + number.decode().strip()


def start_pulse(h: Headless) -> None:
    pulse_dir = h.runtime_dir / "pulse"
    pulse_dir.mkdir(exist_ok=True)
    sock = pulse_dir / "native"
    log = h.runtime_dir / "pulse.log"
    env = {**os.environ, **h.env, "HOME": str(h.runtime_dir)}
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            ["pulseaudio", "-n", "--daemonize=no", "--exit-idle-time=-1", "--use-pid-file=no",
             "-L", f"module-native-protocol-unix auth-anonymous=1 socket={sock}",
             "-L", "module-null-sink sink_name=game",
             "-L", "module-null-sink sink_name=speech",
             "-L", "module-always-sink"],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True,
            preexec_fn=die_with_parent,
        )
    h.services.append(Service("pulseaudio", proc, log))
    h.env["PULSE_SERVER"] = f"unix:{sock}"
    h.env["PULSE_SINK"] = "game"

    def ready() -> bool:
        if not sock.exists():
            return False
        res = subprocess.run(["pactl", "list", "short", "sinks"], env=dict(os.environ, **h.env),
                             capture_output=True, text=True)
        return res.returncode == 0 and "game" in res.stdout and "speech" in res.stdout

    _wait_for(ready, 15, "PulseAudio", proc, log)


# The table's pace follows the voice (ui/pacing.py): the shared test daemon speaks
# at the fastest rate so that whole matches stay short; tests about pacing at
# espeak-ng's default rate start their own services with rate=None.
FAST_RATE = 100
# The words a minute of that fastest rate: the espeak-ng module stops at 449
# unless told, and espeak-ng (with libsonic) speaks up to about 1,200.
FAST_WPM = 1000


def write_speechd_conf(h: Headless, rate: int | None = None) -> Path:
    conf = h.runtime_dir / "sd-conf"
    shutil.copytree("/etc/speech-dispatcher", conf, dirs_exist_ok=True)
    main = conf / "speechd.conf"
    text = main.read_text()
    text = re.sub(r"(?m)^\s*(LogLevel|AudioOutputMethod|AudioPulseDevice|DefaultModule|AddModule)\b.*$", "", text)
    text += (
        "\nLogLevel 5\n"
        'AudioOutputMethod "pulse"\n'
        'AudioPulseDevice "speech"\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        "DefaultModule espeak-ng\n"
    )
    if rate is not None:
        text = re.sub(r"(?m)^\s*DefaultRate\b.*$", "", text) + f"DefaultRate {rate}\n"
        module = conf / "modules" / "espeak-ng.conf"
        module.write_text(re.sub(r"(?m)^\s*EspeakMaxRate\b.*$", "", module.read_text())
                          + f"EspeakMaxRate {FAST_WPM}\n")
    main.write_text(text)
    return conf


def start_speechd(h: Headless, rate: int | None = None) -> None:
    conf = write_speechd_conf(h, rate)
    h.speechd_rate = rate
    log_dir = h.runtime_dir / "sd-log"
    log_dir.mkdir(exist_ok=True)
    sock = h.runtime_dir / "speechd.sock"
    log = h.runtime_dir / "speechd.out"
    # its log's stamps in UTC (read back by sd_lines): in a zone with summer time, the
    # hour the clocks go back comes twice, and its lines would read out of order
    env = {**os.environ, **h.env, "HOME": str(h.runtime_dir), "TZ": "UTC"}
    with open(log, "wb") as out:
        proc = subprocess.Popen(
            ["speech-dispatcher", "-s", "-t", "0", "-l", "5", "-L", str(log_dir), "-C", str(conf),
             "-c", "unix_socket", "-S", str(sock)],
            stdout=out, stderr=subprocess.STDOUT, env=env, start_new_session=True,
            preexec_fn=die_with_parent,
        )
    h.services.append(Service("speech-dispatcher", proc, log))
    h.env["SPEECHD_ADDRESS"] = f"unix_socket:{sock}"
    h.sd_log = log_dir / "speech-dispatcher.log"
    _wait_for(lambda: sock.exists(), 15, "Speech Dispatcher", proc, log)


def start_all(runtime_dir: Path | None = None, rate: int | None = FAST_RATE) -> Headless:
    """Start X, PulseAudio and Speech Dispatcher (speaking at ``rate``, -100..100; None:
    espeak-ng's default); raise ServiceError if one cannot be had."""
    missing = missing_tools(XVFB_TOOLS + PULSE_TOOLS + SPEECHD_TOOLS)
    if missing:
        raise ServiceError("missing tools: " + ", ".join(missing))
    rt = Path(runtime_dir or tempfile.mkdtemp(prefix="baloot-rt-"))
    rt.mkdir(parents=True, exist_ok=True)
    h = Headless(runtime_dir=rt)
    h.env["XDG_RUNTIME_DIR"] = str(rt)
    try:
        start_xvfb(h)
        start_pulse(h)  # before speechd: the daemon stalls without a sound server
        start_speechd(h, rate)
    except BaseException:
        h.stop()
        raise
    return h


# -- what the daemon really said ---------------------------------------------

SD_LINE = re.compile(r"^\[(\w{3} \w{3} +\d+ [\d:]+ \d{4}) : (\d+)\] speechd: +(.*)$")
SD_QUEUED = re.compile(r"Queueing message \|(.*)\| with priority")


@dataclass
class Spoken:
    """One message as the daemon handled it (times: seconds since the epoch)."""

    text: str
    queued: float
    began: float | None = None
    ended: float | None = None
    outcome: str = "waiting"   # end (heard to its end), stopped, discarded (never began)


SD_TICK = 0.01   # the coarse clock's tick, at most (4 ms at 250 Hz, 10 ms at 100 Hz)


def sd_lines(log_text: str) -> list[tuple[float, str]]:
    """The daemon's log lines: (when, in seconds since the epoch; what).

    Its stamp takes the seconds from the coarse clock (``time()``) and the
    microseconds from the precise one, so in the first tick of a second the
    stamp can read a whole second early (seen: a message "queued" a second
    before the game sent it, and counted as never heard). Such a line is read
    in its own second when the line after it is about a second later (it came
    in a burst: a message queued, taken and begun within milliseconds), or when
    it would come before the line above it. The stamps are in UTC (start_speechd),
    with C's English day and month names whatever the locale (asctime)."""
    lines = []
    for line in log_text.splitlines():
        m = SD_LINE.match(line)
        if m:
            stamp, micros, rest = m.groups()
            when = float(calendar.timegm(time.strptime(stamp, "%a %b %d %H:%M:%S %Y")))
            lines.append([when + int(micros) / 1e6, rest])
    for k in range(len(lines) - 2, -1, -1):
        when, after = lines[k][0], lines[k + 1][0]
        if when % 1.0 < SD_TICK and (1.0 <= after - when < 1.0 + SD_TICK
                                     or k and when < lines[k - 1][0] - 0.5):
            lines[k][0] = when + 1.0
    return [(when, rest) for when, rest in lines]


def speechd_spoken(log_text: str) -> list[Spoken]:
    """Every message the daemon queued, in order, with when it began and how it ended.

    Read from its level-5 log: ``Queueing message |TEXT|``; ``Module speak!`` (the
    oldest waiting message begins); ``speak_queue playback thread got END`` (its
    sound ended); ``INDEX MARK: __spd_stopped`` (it was stopped); ``CANCEL`` (what
    waits is discarded and what speaks will stop)."""
    spoken: list[Spoken] = []
    waiting: list[Spoken] = []
    speaking: Spoken | None = None
    for when, rest in sd_lines(log_text):
        queued = SD_QUEUED.search(rest)
        if queued:
            waiting.append(Spoken(queued.group(1), when))
            spoken.append(waiting[-1])
        elif "|CANCEL " in rest:
            for s in waiting:
                s.outcome = "discarded"
            waiting.clear()
        elif rest.startswith("Module speak!") and waiting:
            speaking = waiting.pop(0)
            speaking.began = when
        elif "got END from queue" in rest and speaking is not None:
            speaking.outcome, speaking.ended, speaking = "end", when, None
        elif "__spd_stopped" in rest and speaking is not None:
            speaking.outcome, speaking.ended, speaking = "stopped", when, None
    return spoken
