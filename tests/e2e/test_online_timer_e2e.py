"""End to end, online, at a timed table (issue 25): a real server process, the real
window under Xvfb driven by keys, heard through the real Speech Dispatcher daemon.

Ann creates a table with the tournament timer (the create menu, by keys), hears its
options when it opens, starts it with the server's bots in the three other seats
(the scripted opponents: seeded bots of the server) and lets her first turn run
out. The sound log has the half-time and last cues; the server's bot acts for her
and she hears that time ran out, then what was played for her; the daemon got it.
The server's grace for "heard" is 30 s here, far above the 12 s of a call or the
15 s of a card: the clock can only have started because the window said the
prompt was heard, and its half-time cue comes no sooner than half the time after
the daemon finished saying the prompt (the clock did not start before)."""

from __future__ import annotations

import subprocess

import pytest

from net.serve import Serve
from test_desktop import CARD_IDS, TURN_IDS, daemon_words
from test_online_e2e import OnlineApp, reached_speechd

SECONDS = {"offered-me": 12.0, "your-turn-lead": 15.0, "your-turn-follow": 15.0}


@pytest.fixture
def timed_server(tmp_path):
    with Serve(tmp_path, "--heard-grace", "30", db=f"sqlite://{tmp_path / 'server.sqlite3'}",
               bot_delay="0.2", pool=True) as running:
        yield running.port


@pytest.mark.slow(32)
def test_a_timed_online_turn_runs_out_warned_played_by_the_bot_and_heard(headless, tmp_path,
                                                                        timed_server):
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    ann = OnlineApp(headless, tmp_path / "ann", "en", known)
    try:
        ann.screen("main", 0)
        ann.connect(timed_server, "Ann")
        ann.screen("create", ann.keys("Down", "Return"))
        # preset, length, listed, bots, table, timer (off -> relaxed -> tournament), memory
        # aids, rated, create
        start = ann.keys(*["Down"] * 5, "Right", "Right", "Down", "Down", "Down", "Return")
        ann.screen("room", start)
        assert ann.said("table-options", start)["text"] == (
            "At this table: easy, every mistake refused; turn timer tournament (15 seconds a "
            "card, 12 a call); memory aids off.")
        start = ann.keys("End", "Up", "Up", "Return")
        ann.started(start)
        i, turn = ann.wait_for(lambda r: r.get("kind") == "speech" and r.get("id") in TURN_IDS,
                               start, 60)
        j, ran_out = ann.wait_for(lambda r: r.get("id") == "timer-out", i, 60)
        assert ran_out["text"] == "Time is up: your card or call is played for you."
        recs = ann.records()
        cues = [r for r in recs[i:j] if r.get("kind") == "sound"
                and r.get("cue") in ("timer_half", "timer_last")]
        assert [c["cue"] for c in cues] == ["timer_half", "timer_last"]
        # what was played for her comes after, in her words
        _, played = ann.wait_for(lambda r: r.get("kind") == "speech" and (
            r.get("id", "").startswith("call-made") or r.get("id") in CARD_IDS)
            and r["text"].startswith("You"), j, 20)
        # the daemon said the prompt to its end before the clock started
        words = daemon_words(ann.records())
        prompt = words.get(turn["text"], turn["text"])
        assert reached_speechd(headless, [prompt, ran_out["text"], played["text"]], 60) == []
        heard = [s for s in headless.speechd_spoken_now()
                 if prompt in s.text and s.outcome == "end" and s.ended < cues[0]["t"]]
        assert heard, "the prompt was not heard to its end before the half-time cue"
        half = SECONDS[turn["id"]] / 2
        assert cues[0]["t"] - heard[-1].ended >= half - 0.25
        print("\n".join(s.text for s in headless.speechd_spoken_now()
                        if any(w in s.text for w in (prompt, ran_out["text"], played["text"]))))
    finally:
        ann.stop()
