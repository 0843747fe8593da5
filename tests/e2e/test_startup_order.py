"""The order of the start: the first words (the main menu's) are said before
pyglet's GL, the window, the sounds, the rules core and the online client are
loaded; then the main menu takes over without saying them again.

The real app starts in a child process under Xvfb, with its speech output
replaced by a recorder that notes, at each utterance, which of those modules
are loaded; a Down key then reaches the main menu. A second check reads the
real app's speech log and the Speech Dispatcher daemon's log.
"""

from __future__ import annotations

import json
import subprocess
import sys

from test_desktop import REPO, AppDriver

LATE = ("pyglet.gl", "pyglet.window", "pyglet.media", "baloot_audio.core", "websockets")

CHILD = """
import json, sys
import pyglet.clock
from baloot_audio.ui import speech

LATE = %r

class Recorder(speech.SilentOutput):
    def speak_tracked(self, text, interrupt, report):
        loaded = [name for name in LATE if name in sys.modules]
        print(json.dumps({"text": text, "loaded": loaded}), flush=True)
        return False

speech.choose_output = lambda setting, voice: (Recorder(), ["recorder"])

def press_down_then_quit(dt):
    import pyglet.app
    from pyglet.window import key

    window = next(iter(pyglet.app.windows))
    window.dispatch_event("on_key_press", key.DOWN, 0)
    pyglet.app.exit()

pyglet.clock.schedule_once(press_down_then_quit, 0.2)
from baloot_audio.app import run_app
run_app(sys.argv[1:])
"""


def test_the_first_words_come_before_gl_the_window_and_the_sounds(headless, tmp_path):
    done = subprocess.run([sys.executable, "-c", CHILD % (LATE,), "--config-dir",
                           str(tmp_path), "--lang", "en"], cwd=REPO, capture_output=True,
                          text=True, timeout=60)
    said = [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]
    assert done.returncode == 0, done.stderr[-3000:]
    assert said[0] == {"text": "Main menu. New match, 1 of 10", "loaded": []}, said
    assert [s["text"] for s in said[1:]] == ["Learn to play: lesson 1 next, The keys, 2 of 10",
                                             "Goodbye."], said   # quits
    assert set(said[1]["loaded"]) == set(LATE)   # the recorder does see them load


def test_the_speech_log_and_the_daemon_have_the_first_words_once(headless, tmp_path):
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    first = "Main menu. New match, 1 of 10"
    second = "Learn to play: lesson 1 next, The keys, 2 of 10"
    before = headless.speechd_messages().count(first)   # the worker's daemon is shared
    app.launch(tmp_path, "--lang", "en")
    try:
        start = app.keys("Down")
        app.wait_for(lambda r: r.get("text") == second, start)
    finally:
        app.stop()
    records = app.records()
    kinds = [r["kind"] for r in records]
    said = [r for r in records if r["kind"] in ("screen", "speech")]
    assert [r.get("name") or r["text"] for r in said[:3]] == \
        ["main", first, second]
    assert kinds.index("speech") < kinds.index("audio") < kinds.index("ready")
    assert headless.missing_from_speechd([first]) == []
    assert headless.speechd_messages().count(first) == before + 1


def test_goodbye_is_heard_before_the_window_closes(headless, tmp_path):
    """Quit from the main menu: "Goodbye." is said to its end by the daemon, then the
    window closes (it used to close first, and the words were cut off unheard)."""
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    app.launch(tmp_path, "--lang", "en")
    try:
        start = app.keys("End")   # the main menu's last item: Quit
        app.wait_for(lambda r: r.get("text", "").startswith("Quit"), start)
        app.keys("Return")
        assert app.proc.wait(20) == 0
    finally:
        app.stop()
    records = app.records()
    kinds = [r["kind"] for r in records]
    assert kinds[-1] == "closed" and records[-2]["kind"] != "speech"
    goodbye = [s for s in headless.speechd_spoken_now() if s.text == "Goodbye."]
    assert goodbye and goodbye[-1].outcome == "end", goodbye
    closed_at = records[-1]["t"]
    assert goodbye[-1].ended <= closed_at + 0.05   # heard, then closed
