#!/usr/bin/env python3
"""Desktop UI latency: key press -> text at Speech Dispatcher, start-up -> first words.

Starts the real services (Xvfb, PulseAudio, a Speech Dispatcher daemon; see
tests/headless_services.py), then runs the real app as a subprocess:

* start-up: from launching the process to the first message the daemon logs
  (``Queueing message``), and to the first utterance in ``--speech-log``; the
  CPU time used by then; and to the app's ``ready`` record (the window is open:
  keys reach the game; since the first words come before the window, later);
* key press: ``xdotool key`` in the window (a question key: whose turn) to the
  daemon logging the answer. The daemon's log has microsecond timestamps.

    python scripts/bench_ui.py [--runs 5] [--presses 30] [--busy 1] [--json]
    python scripts/bench_ui.py --online [--rounds 3] [--json]   # see bench_ui_online.py

The game's modules are byte-compiled first, as pip does when it installs the
game (a machine with PYTHONDONTWRITEBYTECODE would otherwise compile them at
every start). ``--busy N`` keeps N cores busy (N spinning processes) during the runs, for the
figures under load. The app starts as a player starts it (``python -m
baloot_audio``). Goals: key press under 50 ms, start-up (launch to the first
words at the daemon) under 1.0 s, quiet and under load.

``--match`` plays a whole match by keys instead, like a listener (each turn
is acted on once its words were heard; arrows to the cards; a question key at
a random moment after a third of the moves), with the daemon at espeak-ng's
default rate, and reads from the daemon's log:

* lag from a table message (its line in ``--speech-log``) to the start of the
  line that says it (the daemon's ``Module speak!`` for that text; the messages of
  one moment are one line): p50, p95, max, and how many were never heard;
* lag from a table event to the first words about it (the messages of one event
  share its ``event`` id, a round's breakdown continues its verdict; a message
  inside a longer line starts where its words start, estimated at the player's
  rate): p50, p95, max (goal p95 under 1.5 s);
* lag from a moment of the table (the messages told together, within one poll)
  to the first words about it: how far the voice runs behind the table; and the
  same over the moments whose words no key of the player's came before (an
  answer is said first);
* key press (the app's ``key`` record) to the start of the answer's words
  (goal p95 under 100 ms), and to the answer reaching the daemon;
* the match's length in minutes.

    python scripts/bench_ui.py --match [--target 152] [--bot-pause 1.0] [--app-root DIR]
    python scripts/bench_ui.py --read DIR   # the figures again, from a --keep DIR's logs

``--busy-hands`` plays the same seeded match twice, quiet and with a player who
reads the hand while the table plays (see scripts/bench_ui_busy.py).

``--catch-up`` has a player arrow through the hand for 20 s while the bots play,
then listen, a few times over: the time from the last key to the voice at the live
moment (p50, p95; goal within 5 s), and the cards the spoken lines give to the wrong
seat (goal 0) (see scripts/bench_ui_catchup.py).

``--app-root`` runs another checkout's app (the "before" figures), for the
start-up runs as well as ``--match``.
"""

from __future__ import annotations

import argparse
import compileall
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

import headless_services  # noqa: E402


def sd_entries(log: Path) -> list[tuple[float, str]]:
    """(when, text) of each message the daemon queued."""
    if not log.exists():
        return []
    lines = headless_services.sd_lines(log.read_text(errors="replace"))
    return [(when, queued.group(1)) for when, rest in lines
            if (queued := headless_services.SD_QUEUED.search(rest))]


def wait(pred, timeout: float):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = pred()
        if value:
            return value
        time.sleep(0.002)
    raise TimeoutError


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) a process has used so far: less sensitive to
    the machine's load than the wall-clock figure."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def one_run(h, tmp: Path, presses: int, root: Path = ROOT) -> dict:
    log = tmp / f"speech-{time.time_ns()}.jsonl"
    seen = len(sd_entries(h.sd_log))
    env = dict(os.environ, **h.env)
    t0 = time.time()
    proc = subprocess.Popen([sys.executable, "-m", "baloot_audio", "--speech-log", str(log),
                             "--speech", "screen_reader", "--config-dir", str(tmp / "cfg"),
                             "--seed", "bench"], cwd=root, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        first_sd = wait(lambda: sd_entries(h.sd_log)[seen:], 20)[0][0]
        startup_cpu = cpu_seconds(proc.pid)

        def first_log(kind: str):
            if not log.exists():
                return None
            for line in log.read_text().splitlines():
                rec = json.loads(line)
                if rec["kind"] == kind:
                    return rec["t"]
            return None

        first_words = wait(lambda: first_log("speech"), 20)
        ready = wait(lambda: first_log("ready"), 20)   # the window is open, keys reach it
        win = subprocess.run(["xdotool", "search", "--sync", "--name", "^Baloot Audio$"],
                             env=env, capture_output=True, text=True, timeout=20).stdout.split()[0]
        # the window's first drawing (fonts, labels: about 0.15 s) holds up a key pressed
        # at once; since the first words come before the window, the presses would now
        # land in it: the key figures are for a drawn window
        time.sleep(0.5)
        key_ms = []
        # the main menu is up: Down/Up speak the focused item (an answer: interrupts)
        for i in range(presses):
            key = "Down" if i % 2 == 0 else "Up"
            before = len(sd_entries(h.sd_log))
            sent = time.time()
            subprocess.run(["xdotool", "windowfocus", "--sync", win, "key", key], env=env,
                           check=True, timeout=20)
            got = wait(lambda: sd_entries(h.sd_log)[before:], 10)
            key_ms.append((got[0][0] - sent) * 1000)
            time.sleep(0.05)
        return {"startup_to_daemon_s": first_sd - t0, "startup_to_first_words_s": first_words - t0,
                "startup_to_ready_s": ready - t0, "startup_cpu_s": startup_cpu, "key_ms": key_ms}
    finally:
        headless_services.stop_process(proc, 10)


def percentiles(values: list[float]) -> dict:
    v = sorted(values)
    if not v:
        return {"n": 0}
    return {"n": len(v), "p50": v[len(v) // 2], "p95": v[int(0.95 * (len(v) - 1))], "max": v[-1]}


def message_starts(records: list[dict], spoken: list) -> list[tuple[dict, float | None,
                                                                    float | None]]:
    """Each table message (an ``event`` speech record) with the start of the message
    that carried it at the daemon (``Module speak!``: itself, or the segment of a line
    that holds its words) and the estimated start of its own words there (plus the
    words before it at the player's rate, from the ``at`` of the app's ``condensed``
    record); None, None: never began."""
    # what the daemon is sent: a line's segments (a trick's words, or one message's),
    # each with the messages it carries and where their words start in it
    # (the same words, "Your turn." in a terse line, can carry different messages:
    # a daemon message is read with the last line made before it was queued)
    lines: dict[str, list[tuple[float, list[tuple[str, float]]]]] = {}
    for r in records:
        if r.get("kind") == "condensed":
            at = r.get("at", [0.0] * len(r["parts"]))
            for words, which in r.get("segments", [[r["text"], range(len(r["parts"]))]]):
                lines.setdefault(words, []).append(
                    (r["t"], [(r["parts"][k], at[k] - at[which[0]]) for k in which]))
    starts: dict[str, list[tuple[float, float]]] = {}
    for s in spoken:
        if s.began is None:
            continue
        made = [parts for t, parts in lines.get(s.text, []) if t <= s.queued + 0.05]
        for text, at in (made[-1] if made else [(s.text, 0.0)]):
            starts.setdefault(text, []).append((s.began, s.began + at))
    # kept for "what did I miss" (a detail cut by a key), or answered before said (a
    # turn prompt): not lost, and not counted as never heard
    aside = Counter(t for r in records if r.get("kind") in ("yielded", "superseded")
                    for t in r.get("texts", []))
    out = []
    for r in records:
        if r.get("kind") == "speech" and r.get("priority") == "event":
            later = [b for b in starts.get(r["text"], []) if b[0] >= r["t"] - 0.01]
            if later:
                out.append((r, later[0][0], later[0][1]))
                starts[r["text"]].remove(later[0])
            elif aside[r["text"]]:
                aside[r["text"]] -= 1
            else:
                out.append((r, None, None))
    return out


def set_aside_counts(records: list[dict]) -> dict[str, int]:
    """Messages not said, and not lost: kept for "what did I miss", or prompts their
    seat answered (and screen openings the player left) before they came up."""
    return {"yielded_to_missed": sum(r.get("kept", 0) for r in records
                                     if r.get("kind") == "yielded"),
            "superseded": sum(len(r["texts"]) for r in records
                                      if r.get("kind") == "superseded")}


def event_lags(records: list[dict], spoken: list) -> tuple[list[float], int]:
    """Seconds from each table message to the start of the line that says it; and how
    many never began."""
    got = message_starts(records, spoken)
    return [line - r["t"] for r, line, _ in got if line is not None], \
        sum(line is None for _, line, _ in got)


def first_words_lags(records: list[dict], spoken: list) -> list[float]:
    """Seconds from each table event to the first words about it: the messages of one
    event share its id (a round's breakdown continues its verdict), and a message
    said inside a longer line starts where its own words start in it."""
    events: dict[int, list[float]] = {}
    first: dict[int, float] = {}
    for r, _, words in message_starts(records, spoken):
        key = r.get("event") or id(r)
        events.setdefault(key, []).append(r["t"])
        if words is not None:
            first[key] = min(first.get(key, words), words)
    return [first[k] - min(ts) for k, ts in events.items() if k in first]


MOMENT_GAP = 0.03   # the messages of one moment come within one poll (33 ms) of the first


def moment_lags(records: list[dict], spoken: list) -> tuple[list[float], list[float]]:
    """Seconds from each moment of the table (its messages, told together) to the first
    words about it: how far the voice is behind the table, as a listener hears it; and
    the same for the moments no key of the player's came before (its answers go first)."""
    moments: list[tuple[float, list[float]]] = []
    for r, _, words in message_starts(records, spoken):
        if not moments or r["t"] > moments[-1][0] + MOMENT_GAP:
            moments.append((r["t"], []))
        if words is not None:
            moments[-1][1].append(words)
    keys = [r["t"] for r in records if r.get("kind") == "key"]
    lags = [(min(starts) - t, any(t + 0.01 < k < min(starts) for k in keys))
            for t, starts in moments if starts]
    return [lag for lag, _ in lags], [lag for lag, asked in lags if not asked]


def answer_lags(records: list[dict], spoken: list) -> tuple[list[float], list[float]]:
    """Key press (ask_* commands) -> answer at the daemon, and -> the start of its words."""
    to_daemon, to_words = [], []
    for i, r in enumerate(records):
        if r.get("kind") != "command" or not r["id"].startswith("ask_"):
            continue
        key_t = records[i - 1]["t"] if records[i - 1].get("kind") == "key" else r["t"]
        answer = next((a for a in records[i + 1:i + 6] if a.get("kind") == "speech"
                       and a.get("priority") == "answer"), None)
        if answer is None:
            continue
        match = next((s for s in spoken if s.text == answer["text"] and s.queued >= key_t - 0.01),
                     None)
        if match is not None:
            to_daemon.append(match.queued - key_t)
            if match.began is not None:
                to_words.append(match.began - key_t)
    return to_daemon, to_words


def heard(h, text: str, since: float, timeout: float, app=None) -> None:
    """Wait (at most ``timeout`` s) until the daemon has said ``text`` (queued after
    ``since``), alone or in a line of the app's (its ``condensed`` records)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        lines = {text}
        if app is not None:
            lines |= {words for r in app.records() if r.get("kind") == "condensed"
                      for words, which in r.get("segments", [])
                      if text in [r["parts"][k] for k in which]}
        if any(s.text in lines and s.queued >= since - 0.01 and s.outcome != "waiting"
               for s in h.speechd_spoken_now()):
            return
        time.sleep(0.05)


def quiet(h, seconds: float = 3.0, timeout: float = 120) -> None:
    """Wait until the daemon has said nothing new for ``seconds``."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        spoken = h.speechd_spoken_now()
        ends = [s.ended or s.queued for s in spoken]
        if spoken and all(s.outcome != "waiting" for s in spoken) \
                and time.time() - max(ends) > seconds:
            return
        time.sleep(0.2)


def my_card(app) -> int:
    """Arrow to each card in turn and press Enter until one is accepted (like a player)."""
    from test_desktop import CARD_IDS

    for k in range(8):
        start = app.keys("Home", *(["Right"] * k), "Return")
        i, rec = app.wait_for(
            lambda r: (r.get("kind") == "sound" and r.get("cue") == "refused")
            or (r.get("id") in CARD_IDS and r["text"].startswith("You ")), start)
        if rec.get("kind") == "speech":
            return i
    raise AssertionError("no card was accepted")


def match_run(h, tmp: Path, target: int, pause: float, root: Path, seed: str,
              keep: Path | None = None) -> dict:
    """One whole match by keys, played like a listener: each turn is acted on once its
    words have been heard; a question key at a random moment after a third of the moves."""
    import random

    sys.path.insert(0, str(ROOT / "tests" / "e2e"))
    import test_desktop
    from test_desktop import AppDriver, _is_turn, make_my_call

    test_desktop.REPO = root
    app = AppDriver.__new__(AppDriver)
    app.headless = h
    started = time.time()
    app.launch(tmp, "--seed", seed, "--bot-delay", str(pause), "--lang", "en", "--quick-start",
               settings={"version": 1, "language": "en", "preset": "saudi", "target": target,
                         "bot_pause": pause})
    rng, pos, rounds = random.Random(seed), 0, 0
    try:
        while True:
            i, rec = app.wait_for(_is_turn, pos, 600)
            pos = i + 1
            if rec["kind"] == "screen" and rec["name"] == "match_end":
                break
            if rec["kind"] == "screen":
                rounds += 1
                # a listener hears the round's result and the menu's words, then goes on
                # (the daemon alone can seem quiet before the round's words reach it)
                _, said = app.wait_for(lambda r: r.get("id") == "screen", i, 60)
                heard(h, said["text"], said["t"], 120, app)
                quiet(h, 1.0, 120)
                start = app.keys("Home", "Return")
                pos = app.wait_for(lambda r: r.get("id") == "dealt", start, 600)[0]
                continue
            heard(h, rec["text"], rec["t"], 30, app)
            pos = (make_my_call(app, rec["text"]) if rec["id"] == "offered-me"
                   else my_card(app)) + 1
            if rng.random() < 0.33:
                time.sleep(rng.uniform(0.0, 2.0))
                app.keys(rng.choice(["t", "s", "k", "w", "c"]))
        minutes = (time.time() - started) / 60
        quiet(h)
    finally:
        app.stop()
        if keep is not None:   # the daemon's log and the app's, to read by ear
            import shutil

            keep.mkdir(parents=True, exist_ok=True)
            shutil.copy(h.sd_log, keep / "speech-dispatcher.log")
            shutil.copy(app.log, keep / "speech.jsonl")
    spoken = [s for s in h.speechd_spoken_now() if s.queued >= started]
    return {"minutes": minutes, "rounds": rounds + 1, **match_figures(app.records(), spoken),
            "load_average": [round(x, 2) for x in os.getloadavg()]}


def match_figures(records: list[dict], spoken: list) -> dict:
    """The pacing figures of a match from the app's speech log and the daemon's."""
    lags, unheard = event_lags(records, spoken)
    to_daemon, to_words = answer_lags(records, spoken)
    moments, unasked = moment_lags(records, spoken)
    return {"event_to_words_s": percentiles(lags),
            "event_to_first_words_s": percentiles(first_words_lags(records, spoken)),
            "moment_to_first_words_s": percentiles(moments),
            "moment_to_first_words_no_key_before_s": percentiles(unasked),
            "never_heard": unheard,
            **set_aside_counts(records),
            "lines": sum(r.get("kind") == "condensed" for r in records),
            "key_to_answer_at_daemon_ms":
            percentiles([x * 1000 for x in to_daemon]),
            "key_to_answer_words_ms": percentiles([x * 1000 for x in to_words])}


def load_kept(folder: Path, before: float = 1.0) -> tuple[list[dict], list]:
    """A run's kept logs (``--keep``): the app's records, and what the daemon said from
    ``before`` seconds before the first record on."""
    records = [json.loads(line) for line in
               (folder / "speech.jsonl").read_text(encoding="utf-8").splitlines()]
    spoken = headless_services.speechd_spoken(
        (folder / "speech-dispatcher.log").read_text(encoding="utf-8", errors="replace"))
    started = records[0]["t"] if records else 0.0
    return records, [s for s in spoken if s.queued >= started - before]


def read_kept(folder: Path) -> dict:
    """The figures again from a match's kept logs (``--keep``)."""
    return match_figures(*load_kept(folder))


def main_match(args) -> int:
    h = headless_services.start_all(rate=None)   # espeak-ng's default rate
    os.environ.update(h.env)   # the app and xdotool reach these services
    try:
        with tempfile.TemporaryDirectory() as tmp:
            result = match_run(h, Path(tmp), args.target, args.bot_pause,
                               Path(args.app_root).resolve(), args.seed,
                               Path(args.keep) if args.keep else None)
    finally:
        h.stop()
    print(json.dumps(result, indent=1))
    lag, keys = result["event_to_first_words_s"], result["key_to_answer_words_ms"]
    return 0 if lag.get("p95", 99) < 1.5 and keys.get("p95", 1e9) < 100 else 1


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--presses", type=int, default=30)
    p.add_argument("--busy", type=int, default=0, metavar="N",
                   help="keep N cores busy with spinning processes during the runs")
    p.add_argument("--json", action="store_true")
    p.add_argument("--online", action="store_true",
                   help="an online table over loopback (scripts/bench_ui_online.py)")
    p.add_argument("--rounds", type=int, default=3, help="with --online: rounds to play")
    p.add_argument("--match", action="store_true", help="whole-match pacing figures")
    p.add_argument("--target", type=int, default=152)
    p.add_argument("--bot-pause", type=float, default=1.0)
    p.add_argument("--app-root", default=str(ROOT))
    p.add_argument("--seed", default="bench-match")
    p.add_argument("--keep", metavar="DIR", help="with --match or --online: keep the "
                   "daemon's log and the app's speech log there")
    p.add_argument("--read", metavar="DIR", help="the --match (or --busy-hands, --catch-up) "
                   "figures again from the logs a --keep kept there (no match is played)")
    p.add_argument("--fast", action="store_true", help="with --online: the other players "
                   "play a card every 0.5 to 1 s, and so does the window (no listening)")
    p.add_argument("--busy-hands", action="store_true", help="a quiet and a busy player on "
                   "the same match (scripts/bench_ui_busy.py; --seed 4 --bot-pause 0.5 there)")
    p.add_argument("--seconds", type=float, default=75.0, help="with --busy-hands: each run")
    p.add_argument("--busy-for", type=float, default=50.0,
                   help="with --busy-hands: the busy run presses Right for this long")
    p.add_argument("--every", type=float, default=1.5,
                   help="with --busy-hands: seconds between two Right presses")
    p.add_argument("--catch-up", action="store_true", help="a player who arrows for 20 s "
                   "while the bots play, then listens (scripts/bench_ui_catchup.py; "
                   "--busy-for 20 --every 1.0 there)")
    p.add_argument("--stretches", type=int, default=6, help="with --catch-up: busy stretches")
    p.add_argument("--listen", type=float, default=15.0,
                   help="with --catch-up: seconds of listening after each stretch")
    args = p.parse_args(argv)
    if args.catch_up:
        from bench_ui_catchup import report_catch_up
        if args.seed == "bench-match":
            args.seed = "bench-catch-up"
        args.busy_for = 20.0 if args.busy_for == 50.0 else args.busy_for
        args.every = 1.0 if args.every == 1.5 else args.every
        return report_catch_up(args)
    if args.busy_hands:
        from bench_ui_busy import report_busy
        if args.seed == "bench-match":
            args.seed = "4"
        if args.bot_pause == 1.0:
            args.bot_pause = 0.5
        return report_busy(args)
    if args.read:
        print(json.dumps(read_kept(Path(args.read)), indent=1))
        return 0
    if args.match:
        return main_match(args)
    if args.online:
        from bench_ui_online import report_online
        return report_online(args)
    root = Path(args.app_root).resolve()
    compileall.compile_dir(root / "baloot_audio", quiet=1)
    load_before = os.getloadavg()[0]
    h = headless_services.start_all()
    spinners = [subprocess.Popen([sys.executable, "-c", "while True: pass"])
                for _ in range(args.busy)]
    try:
        with tempfile.TemporaryDirectory() as tmp:
            runs = [one_run(h, Path(tmp), args.presses, root) for _ in range(args.runs)]
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
        h.stop()
    keys = sorted(k for r in runs for k in r["key_ms"])
    start_sd = [r["startup_to_daemon_s"] for r in runs]
    result = {
        "runs": args.runs, "presses": len(keys),
        "key_to_speechd_ms": {"median": statistics.median(keys),
                              "p95": keys[int(0.95 * (len(keys) - 1))], "max": keys[-1]},
        "startup_to_first_words_at_speechd_s": {"median": statistics.median(start_sd),
                                                "max": max(start_sd)},
        "startup_to_first_utterance_s": {
            "median": statistics.median(r["startup_to_first_words_s"] for r in runs)},
        "startup_cpu_s": {"median": statistics.median(r["startup_cpu_s"] for r in runs)},
        "startup_to_ready_s": {"median": statistics.median(r["startup_to_ready_s"] for r in runs)},
        "busy": args.busy, "load_average_1min": round(os.getloadavg()[0], 2),
        "load_average_1min_before": round(load_before, 2),
    }
    k, s = result["key_to_speechd_ms"], result["startup_to_first_words_at_speechd_s"]
    if args.json:
        print(json.dumps(result, indent=1))
    else:
        print(f"key press -> text at Speech Dispatcher: median {k['median']:.1f} ms, "
              f"p95 {k['p95']:.1f} ms, max {k['max']:.1f} ms ({len(keys)} presses; goal < 50 ms)")
        print(f"start-up -> first words at Speech Dispatcher: median {s['median']:.2f} s, "
              f"max {s['max']:.2f} s ({args.runs} runs; goal < 1.0 s); CPU time used by then: "
              f"median {result['startup_cpu_s']['median']:.2f} s; window open and keys heard: "
              f"median {result['startup_to_ready_s']['median']:.2f} s")
        print(f"({args.busy} busy core(s) added; load average {result['load_average_1min_before']}"
              f" before the runs, {result['load_average_1min']} after)")
    return 0 if k["p95"] < 50 and s["max"] < 1.0 else 1


if __name__ == "__main__":
    sys.exit(main())
