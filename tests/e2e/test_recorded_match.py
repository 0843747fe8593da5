"""The recorded match: every utterance and cue of a fixed-seed match, compared
with a golden file.

The real app is driven by the same real key presses every time (xdotool, under
Xvfb): the main menu, the settings, rules, keys and (empty) history screens,
the setup menu, a whole short match against ``basic`` bots (set in the config
folder, so tuning the stronger bots changes nothing here) with question keys,
the hint, the game menu, refused cards and the end-of-round screens, then the
finished match's replay, its statistics and quitting. Keys are only pressed while
the game waits for the player, so the log is the same on a slow machine and a fast one.

The speech log is reduced to what a player hears (texts, message ids,
priorities, cues and their data, screens and keys; no times, no machine
details) and compared line by line with ``golden/recorded_match.en.jsonl``.

Regenerate the golden file after an intended change of wording or sound
(review the diff before committing it)::

    BALOOT_REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/e2e/test_recorded_match.py -q
"""

from __future__ import annotations

import difflib
import json
import os
import re
from pathlib import Path

import pytest

from test_desktop import AppDriver, _is_turn, make_my_call, play_my_card

GOLDEN = Path(__file__).parent / "golden" / "recorded_match.en.jsonl"
REGENERATE = os.environ.get("BALOOT_REGENERATE_GOLDEN", "") not in ("", "0")
SEED = "golden-1"
SETTINGS = {"version": 1, "language": "en", "preset": "saudi", "target": 52,
            "partner_bot": "basic", "opponent_bot": "basic", "bot_pause": 0.0,
            "verbosity": "full", "clockwise": False, "sounds": True}
# machine details and times: not what a player hears
# sent, condensed: when and how the queue went to the voice (timing, not wording)
# what depends on the machine or the voice's timing, not on what the game says:
# "speech_timeout" notes a daemon that did not report an end (Speech Dispatcher
# 0.11 can stall after a cancel; the table then goes on at the estimated pace, and
# "output_lost" if it does not speak again); "superseded": a turn prompt the keys
# answered, or a screen's opening the keys left, before the voice came to it, which
# depends on the voice's pace; "cut": an answer the player's next move stopped, if
# it was still being said)
# "yielded" and its "missed" cue: what the voice had not said yet when the player
# moved on (the next round), which depends on the voice's pace too)
DROPPED_KINDS = {"ready", "audio", "output", "speech_choice", "sent", "condensed",
                 "speech_timeout", "superseded", "output_lost", "cut", "cut_line", "yielded"}
DATE = re.compile(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}")


class RecordedApp(AppDriver):
    def __init__(self, headless, tmp: Path):
        self.headless = headless
        self.launch(tmp, "--seed", SEED, "--bot-delay", "0", "--lang", "en", settings=SETTINGS)

    def press(self, *keys: str) -> None:
        """Press keys whose answers are immediate (menus, questions)."""
        self.wait_keys(self.keys(*keys), len(keys))

    def wait_keys(self, start: int, count: int) -> None:
        def seen() -> bool:
            return sum(1 for r in self.records()[start:] if r.get("kind") == "key") >= count

        self.wait_for(lambda r: seen(), start)


def normalise(records: list[dict]) -> list[str]:
    """The lines compared: no times, no machine details, dates of past matches masked."""
    out = []
    for r in records:
        if r.get("kind") in DROPPED_KINDS or r.get("cue") == "missed":
            continue
        r = {k: v for k, v in r.items() if k not in ("t", "n")}   # n: the queue's own count
        if "text" in r:
            r["text"] = DATE.sub("<date>", r["text"])
        out.append(json.dumps(r, ensure_ascii=False, sort_keys=True))
    return out


def play_match(app: RecordedApp) -> None:
    """Answer every turn until the match is over; read each round-end screen."""
    pos, refusals, asked = 0, [], False
    while True:
        i, rec = app.wait_for(_is_turn, pos, 30)
        pos = i + 1
        if rec["kind"] == "screen" and rec["name"] == "match_end":
            return
        if rec["kind"] == "screen":  # the end of a round: read it, then the next round
            start = app.keys("Down", "Down", "Home", "Return")
            pos = app.wait_for(lambda r: r.get("id") == "dealt", start)[0]
            continue
        if not asked:  # the question keys, the hint and the game menu, once
            asked = True
            app.press("h", "t", "s", "w", "k", "b", "c", "p", "l", "1", "a",
                      "Tab", "Tab", "Escape", "Down", "Escape")
            pos = len(app.records())
        if rec["id"] == "offered-me":
            pos = make_my_call(app, rec["text"]) + 1
        else:
            pos = play_my_card(app, refusals) + 1


@pytest.mark.slow(80)
def test_a_recorded_match_sounds_as_it_always_did(headless, tmp_path):
    app = RecordedApp(headless, tmp_path)
    try:
        # the main menu: settings, rules, keys, the empty history; then a new match
        # settings, looked at only: past the form of address (issue 41) to the narration
        app.press("Down", "Up", "End", "Up", "Return", "Down", "Down", "Down", "Right",
                  "Left", "Escape")
        app.press("Home", "Down", "Down", "Down", "Down", "Down", "Return", "Down", "Down",
                  "Escape")                                    # rules
        app.press("Down", "Return", "Down", "Escape")          # keys
        app.press("Home", "Down", "Down", "Down", "Return", "Escape")  # history (empty)
        app.press("Home", "Return", "Down", "Right", "Left", "Down", "Down", "Down", "Down",
                  "Return")                            # a new match, past the table's kind
        play_match(app)
        # the end of the match, its replay from the history, then quitting
        app.press("Down", "Down", "Down", "Down", "Down", "Down", "Escape")
        app.press("Home", "Down", "Down", "Down", "Return", "Return", "Return",
                  "Right", "Right", "r", "h", "Left", "Escape", "Escape", "Escape")
        app.press("Down", "Return", "Down", "Down", "Down", "Escape")   # the statistics
        start = app.keys("End", "Return")
        app.wait_for(lambda r: r.get("kind") == "closed", start, 20)
        app.proc.wait(20)
    finally:
        app.stop()
    lines = normalise(app.records())
    if REGENERATE:
        GOLDEN.parent.mkdir(exist_ok=True)
        GOLDEN.write_text("\n".join(lines) + "\n", encoding="utf-8")
        return
    golden = GOLDEN.read_text(encoding="utf-8").splitlines()
    if lines != golden:
        diff = "\n".join(list(difflib.unified_diff(golden, lines, "golden", "now",
                                                   lineterm="", n=2))[:80])
        raise AssertionError("the recorded match no longer sounds the same (regenerate with "
                             "BALOOT_REGENERATE_GOLDEN=1 only if the change is intended):\n"
                             + diff)
