"""End to end: the real app in a real window under Xvfb, driven by xdotool key
presses, heard through a real Speech Dispatcher daemon and a PulseAudio sink.

One app run plays rounds by keyboard alone until a whole hokum round has been
played from the deal to the score; the checks then read the app's
``--speech-log``, the daemon's log and a recording of the ``game`` sink.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest
from headless_services import stop_process
from patience import Patience, waited

REPO = Path(__file__).resolve().parents[2]
CARD_IDS = {"card-played", "card-led", "card-cut"}
TURN_IDS = {"offered-me", "your-turn-lead", "your-turn-follow"}


class LogReader:
    """A speech log read as it grows: the tests poll it every 20 ms, and parsing a
    whole match's log (3,000 lines, 6 ms) each time took a quarter of a core."""

    def __init__(self, path: Path):
        self.path, self.offset, self.records = path, 0, []

    def read(self) -> list[dict]:
        if not self.path.exists():
            return []
        with open(self.path, "rb") as f:
            if f.seek(0, os.SEEK_END) < self.offset:     # written anew: start again
                self.offset, self.records = 0, []
            f.seek(self.offset)
            data = f.read()
        complete = data[:data.rfind(b"\n") + 1]          # a line being written waits
        self.offset += len(complete)
        self.records += [json.loads(line) for line in complete.decode("utf-8").splitlines()
                         if line.strip()]
        return list(self.records)


class AppDriver:
    def __init__(self, headless, tmp: Path, seed: str, bot_delay: str = "0",
                 args: tuple[str, ...] = ()):
        self.headless = headless
        self.launch(tmp, "--seed", seed, "--bot-delay", bot_delay, "--quick-start",
                    "--preset", "saudi", *args)

    def launch(self, tmp: Path, *args: str, settings: dict | None = None) -> None:
        """Start the app with its speech log in `tmp` (and `settings` as its saved
        settings) and wait for its window."""
        if settings is not None:
            (tmp / "config").mkdir(parents=True, exist_ok=True)
            (tmp / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        self.log = tmp / "speech.jsonl"
        self.out = open(tmp / "app.out", "w")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "baloot_audio.app", "--speech-log", str(self.log),
             "--config-dir", str(tmp / "config"), "--speech", "screen_reader", *args],
            cwd=REPO, env=dict(os.environ), stdout=self.out, stderr=subprocess.STDOUT)
        AppDriver.wait_for(self, lambda r: r["kind"] == "ready", 0, 30)
        self.window = self.find_window()

    def find_window(self) -> str:
        found = subprocess.run(["xdotool", "search", "--sync", "--name", "^Baloot Audio$"],
                               capture_output=True, text=True, timeout=20)
        return found.stdout.split()[0]

    def records(self) -> list[dict]:
        reader = getattr(self, "_reader", None)
        if reader is None or reader.path != self.log:
            reader = self._reader = LogReader(self.log)
        return reader.read()

    def wait_for(self, pred, start: int, timeout: float = 15) -> tuple[int, dict]:
        bound = Patience(timeout)
        while not bound.over():
            recs = self.records()
            for i in range(start, len(recs)):
                if pred(recs[i]):
                    return i, recs[i]
            if self.proc.poll() is not None:
                break
            time.sleep(0.02)
        self.out.flush()
        tail = (self.log.parent / "app.out").read_text()[-3000:]
        raise AssertionError(f"waited {waited(timeout)}; app exit={self.proc.poll()}\n{tail}\n"
                             + "\n".join(json.dumps(r) for r in self.records()[-15:]))

    def keys(self, *keys: str) -> int:
        """Press keys in the window; return the log length from before the press."""
        start = len(self.records())
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window, "key", "--delay", "15",
                        *keys], check=True, timeout=20)
        return start

    def ask(self, key: str, msg_id: str) -> str:
        start = self.keys(key)
        return self.wait_for(lambda r: r.get("id") == msg_id, start)[1]["text"]

    def stop(self) -> None:
        stop_process(self.proc, 10)
        self.out.close()


def daemon_words(records: list[dict]) -> dict[str, str]:
    """The words the daemon got for each message said within a line (of its moment
    or its trick): the line's segment that holds it. A message said alone is itself."""
    return {r["parts"][k]: words for r in records if r.get("kind") == "condensed"
            for words, which in r.get("segments", [[r["text"], range(len(r["parts"]))]])
            for k in which}


def why_unheard(records: list[dict], missing: list[str]) -> str:
    """What the app's log says of lines the daemon never got (for a failure's message):
    whether each was handed to the output, and every voice incident."""
    sent = {r["text"] for r in records if r.get("kind") == "sent"}
    incidents = [r for r in records if r.get("kind") in
                 ("speech_timeout", "output_lost", "yielded", "superseded", "stop")]
    return f"{[(text, text in sent) for text in missing[:5]]}; incidents: {incidents}"


def _is_turn(r: dict) -> bool:
    return (r.get("kind") == "speech" and r.get("id") in TURN_IDS) or \
        (r.get("kind") == "screen" and r.get("name") in ("round_end", "match_end"))


def choose_call_keys(text: str) -> list[str]:
    """The test player's buying: hokum when it can (to get trumps), else the safe answer."""
    if " hokum" in text and "second hokum" not in text:
        return ["shift+h"]
    if "confirm the hokum" in text:
        return ["shift+c"]
    if "decline" in text:
        return ["shift+n"]
    if "pass" in text:
        return ["shift+p"]
    return ["Return"]  # the first call in the menu


def play_my_card(app: AppDriver, refusals: list[dict]) -> int:
    """Try the cards from the left until one is accepted; check each refusal changes nothing.

    Returns the log index of my card's narration."""
    hand_before = app.ask("h", "ask-hand")
    for k in range(8):
        start = app.keys("Home", *(["Right"] * k), "Return")
        i, rec = app.wait_for(
            lambda r: (r.get("kind") == "sound" and r.get("cue") == "refused")
            or (r.get("id") in CARD_IDS and r["text"].startswith("You "))
            or r.get("id") == "focus"
            and r["text"].startswith(("Contract", "Projects", "No projects")),
            start)
        if rec.get("cue") == "refused":
            # an illegal card changes nothing: same hand, still my turn, rule explained
            after = app.records()[start:]
            assert not any(r.get("id") in CARD_IDS and r["text"].startswith("You ") for r in after)
            assert app.ask("h", "ask-hand") == hand_before
            assert app.ask("w", "ask-turn").startswith("It is your turn")
            reason = app.ask("e", "refusal")
            assert reason.startswith("Not allowed: ")
            refusals.append({"rule": rec["rule"], "reason": reason})
            continue
        if rec.get("id") in CARD_IDS:
            return i
        break
    raise AssertionError("no card of the hand was accepted")


def is_my_call(r: dict) -> bool:
    """My call's words: "You: pass.", or a call that names a suit ("You name spades as trump.")."""
    return r.get("id", "").startswith("call-made") and r["text"].startswith(("You:", "You "))


def make_my_call(app: AppDriver, text: str) -> int:
    """Answer an offer by a direct call key; returns the log index of my call."""
    start = app.keys(*choose_call_keys(text))
    i, rec = app.wait_for(lambda r: is_my_call(r) or r.get("id") == "refusal", start)
    if rec.get("id") == "refusal":  # that call was not possible: take the menu's first
        start = app.keys("Return")
        i, rec = app.wait_for(is_my_call, start)
    return i


class Recording:
    """Records what the game plays into the ``game`` sink (parec on its monitor)."""

    def __init__(self, path: Path):
        self.path = path
        self.proc = subprocess.Popen(["parec", "-d", "game.monitor", "--file-format=wav",
                                      str(path)])

    def stop(self) -> float:
        """Stop and return the maximum amplitude recorded (0..1)."""
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(5)
        stat = subprocess.run(["sox", str(self.path), "-n", "stat"], capture_output=True,
                              text=True)
        found = re.search(r"Maximum amplitude:\s+([\d.]+)", stat.stderr)
        return float(found.group(1)) if found else 0.0


@pytest.fixture
def recording(headless, tmp_path):
    rec = Recording(tmp_path / "game.wav")
    yield rec
    rec.stop()


@pytest.mark.slow(50)
def test_a_whole_round_by_keyboard_heard_and_refusals_change_nothing(headless, tmp_path,
                                                                    recording):
    app = AppDriver(headless, tmp_path, seed="e2e-1")
    refusals: list[dict] = []
    try:
        pos = 0
        for _ in range(6):  # thrown-in rounds and sun rounds are played through too
            while True:
                i, rec = app.wait_for(_is_turn, pos, 30)
                pos = i + 1
                if rec["kind"] == "screen":
                    break
                if rec["id"] == "offered-me":
                    pos = make_my_call(app, rec["text"]) + 1
                else:
                    pos = play_my_card(app, refusals) + 1
            recs = app.records()
            last_deal = max(j for j, r in enumerate(recs) if r.get("id") == "dealt")
            round_recs = recs[last_deal:]
            played = [r for r in round_recs if r.get("id") in CARD_IDS]
            trump_cues = [r for r in round_recs if r.get("kind") == "sound"
                          and r["cue"].startswith(("trump_", "cut_"))]
            if len(played) == 32 and trump_cues:
                break
            start = app.keys("Return")  # "Next round" on the end-of-round screen
            pos = app.wait_for(lambda r: r.get("id") == "dealt", start)[0]
        else:
            pytest.fail("no hokum round was played to the end in six rounds")

        # -- the whole round, from the deal to the score, in the speech log --
        assert any(r.get("id") == "round-result" for r in round_recs)
        assert any(r.get("id") == "match-scored" for r in round_recs)
        assert any(r.get("id") == "contract-set" for r in round_recs)
        card_sounds = [r for r in round_recs if r.get("kind") == "sound"
                       and re.match(r"(card|trump|cut)_", r["cue"])]
        assert len(played) == 32 and len(card_sounds) == 32
        assert len({s["card"] for s in card_sounds}) == 32
        mine = [r for r in played if r["text"].startswith("You ")]
        assert len(mine) == 8  # every one of my cards went down by my keys

        # -- the trump sound: exactly the eight trumps got it, and only they --
        def is_trump(s: dict) -> bool:
            return s["cue"].startswith(("trump_", "cut_"))

        trump_suits = {s["card"][1] for s in card_sounds if is_trump(s)}
        assert len(trump_suits) == 1
        trump = trump_suits.pop()
        for s in card_sounds:
            assert is_trump(s) == (s["card"][1] == trump), s
        assert sum(1 for s in card_sounds if is_trump(s)) == 8

        # -- the real Speech Dispatcher got every card's words --
        words = daemon_words(app.records())
        missing = headless.missing_from_speechd([words.get(r["text"], r["text"])
                                                 for r in played])
        assert not missing, why_unheard(app.records(), missing)

        # -- refused cards: asserted inside play_my_card; make sure one happened --
        assert refusals, "this seed's round had no refused card to check"
    finally:
        app.stop()

    # -- the sound reached the game sink (not pyglet's silent driver) --
    header = [r for r in app.records() if r.get("kind") == "audio"][0]
    assert header["driver"] != "SilentDriver" and not header["missing"]
    amp = recording.stop()
    assert amp > 0.05, f"nothing audible reached the game sink (max amplitude {amp})"
