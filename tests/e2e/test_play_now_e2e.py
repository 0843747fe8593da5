"""End to end, by ear: Play now. A windowed game connects as a guest, opens Play now
from the lobby by keys, looks for a table and hears the wait in words (on a key
press, and as the three scripted players come in line: the number missing said
when it changes); then the table found (its sound, the players by name), the
seat taken, and a whole round played by keys at that table. English, and Arabic
(with --long, as the other languages of the online tests)."""

from __future__ import annotations

import subprocess
import sys
import time

import pytest

from net.serve import Serve
from patience import Patience
from test_desktop import REPO
from test_online_e2e import BIDI, OnlineApp, reached_speechd

OTHERS = ("Badr", "Nora", "Omar")


@pytest.mark.slow(60)
@pytest.mark.parametrize("lang", ["en", pytest.param("ar", marks=pytest.mark.other_language)])
def test_play_now_finds_a_table_of_four_and_the_window_plays_there(headless, tmp_path, lang):
    started = time.monotonic()
    with Serve(tmp_path, "--presence-seconds", "0", bot_delay="0.2", pool=True) as server:
        known = set(subprocess.run(["xdotool", "search", "--name", "."],
                                   capture_output=True, text=True).stdout.split())
        me = OnlineApp(headless, tmp_path / "window", lang, known)
        bots: list[subprocess.Popen] = []
        try:
            me.connect(server.port, "Haya")
            # a guest's lobby: no tables, create, a code, Play now, tournaments, refresh, leave
            me.screen("play-now", me.keys("End", "Up", "Up", "Up", "Return"))
            me.screen("play-now-wait", me.keys("End", "Up", "Return"))    # Look for a table
            asked = me.said("play-now-looking", me.keys("Return"))["text"].translate(BIDI)
            three = me.t("play-now-looking", count=3, rated="no",
                         duration="").translate(BIDI).rstrip(" :.")
            assert asked.startswith(three), (asked, three)
            start = len(me.records())
            bot = lambda name: subprocess.Popen(                  # noqa: E731
                [sys.executable, str(REPO / "tests/e2e/online_bot.py"), server.url,
                 str(tmp_path), name, "0", "guest", "queue"], cwd=REPO)
            bots.append(bot(OTHERS[0]))         # one comes: two are missing now, said so
            two = me.t("play-now-looking", count=2, rated="no",
                       duration="").translate(BIDI).rstrip(" :.")
            me.wait_for(lambda r: r.get("id") == "play-now-looking" and
                        r["text"].translate(BIDI).startswith(two), start, 60)
            bots += [bot(name) for name in OTHERS[1:]]
            found = me.said("play-now-found", start, 60)["text"].translate(BIDI)
            assert all(name in found for name in OTHERS), found
            waits = [r["text"].translate(BIDI) for r in me.records()[start:]
                     if r.get("id") == "play-now-looking"]
            assert 1 <= len(waits) <= 3, waits            # said on a change, never a flood
            assert any(r.get("cue") == "match_ready" for r in me.records()[start:])
            me.said("play-now-seated", start, 30)
            deadline = Patience(180)
            while not me.round_done():
                assert not deadline.over(), "the round did not end"
                assert me.proc.poll() is None, \
                    (tmp_path / "window" / "app.out").read_text()[-2000:]
                me.respond()
                time.sleep(0.05)
            print(f"\n[{lang}] asked: {asked}", *waits, f"found: {found}", sep="\n  ")
            sent = [r["text"].translate(BIDI) for r in me.records()
                    if r.get("kind") == "sent" and "Badr" in r.get("text", "")]
            assert sent and reached_speechd(headless, [sent[0]], 120) == []
        finally:
            for proc in bots:
                proc.terminate()
                proc.wait(10)
            me.stop()
    print(f"play now e2e ({lang}): {time.monotonic() - started:.1f} s")
