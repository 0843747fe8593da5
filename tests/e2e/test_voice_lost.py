"""End to end: the Speech Dispatcher daemon freezes mid-round (SIGSTOP). The
window must not freeze with it: the game gives the daemon up, tells the player,
goes on in the built-in voice (espeak-ng) and says again what it had not said."""

from __future__ import annotations

import os
import signal

import pytest
from headless_services import Headless, start_speechd
from test_desktop import AppDriver


@pytest.mark.slow(40)
def test_a_frozen_speech_daemon_is_replaced_and_the_round_goes_on(headless, tmp_path,
                                                                 monkeypatch):
    own = Headless(runtime_dir=tmp_path / "sd", env=dict(headless.env))   # its own daemon
    own.runtime_dir.mkdir()
    own.env["XDG_RUNTIME_DIR"] = str(own.runtime_dir)
    start_speechd(own, 100)
    monkeypatch.setenv("SPEECHD_ADDRESS", own.env["SPEECHD_ADDRESS"])
    daemon = own.services[-1].proc
    app = AppDriver(headless, tmp_path, seed="voice-lost", bot_delay="0.3",
                    args=("--lang", "en"))
    try:
        first = app.wait_for(lambda r: r.get("id") == "dealt", 0, 30)[0]
        os.kill(daemon.pid, signal.SIGSTOP)
        stopped = len(app.records())
        lost = app.wait_for(lambda r: r["kind"] == "output_lost", stopped, 40)[0]
        chosen = app.wait_for(lambda r: r["kind"] == "speech_choice", lost, 40)[1]
        # a new connection to the frozen daemon gets no answer: the built-in voice
        assert chosen["setting"] == "builtin" and "espeak-ng" in chosen["report"][-1]
        assert "no answer within 2 s" in " ".join(chosen["report"])
        assert "did not answer" in chosen["reason"]
        notice = app.wait_for(lambda r: r.get("kind") == "speech"
                              and r["text"].startswith("The voice stopped answering."), lost)
        # the table goes on, heard in the new voice: a key is answered, a card is said
        start = app.keys("h")
        hand = app.wait_for(lambda r: r.get("kind") == "speech" and r.get("priority") == "answer",
                            start, 30)[1]["text"]
        app.wait_for(lambda r: r["kind"] == "sent" and r["text"] == hand, start, 30)
        app.wait_for(lambda r: r.get("id") in ("card-played", "card-led", "offered-me",
                                              "offered", "call-made") and r["kind"] == "speech",
                     notice[0], 30)
        assert first < stopped
    finally:
        app.stop()
        os.kill(daemon.pid, signal.SIGCONT)
        own.stop()
