"""Speech: priorities, history, log, output choice (the real Speech Dispatcher)."""

from __future__ import annotations

import io
import json
import time

import pytest

from baloot_audio.ui.speech import (HISTORY_SIZE, SilentOutput, Speech, SpeechLog,
                                    choose_output)


class Recorder:
    name = "recorder"
    kind = "screen_reader"
    braille_capable = True

    def __init__(self):
        self.calls: list[tuple] = []

    def speak(self, text, interrupt):
        self.calls.append(("speak", text, interrupt))

    def braille(self, text):
        self.calls.append(("braille", text))

    def silence(self):
        self.calls.append(("silence",))

    def close(self):
        self.calls.append(("close",))


def make(**kw):
    out = Recorder()
    stream = io.StringIO()
    return Speech(out, SpeechLog(stream=stream), **kw), out, stream


def records(stream):
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_events_queue_and_answers_interrupt():
    sp, out, _ = make()
    sp.say("Right plays the seven of hearts.")
    sp.answer("Your hand: ...")
    assert out.calls[0] == ("speak", "Right plays the seven of hearts.", False)
    assert out.calls[1] == ("braille", "Right plays the seven of hearts.")
    assert out.calls[2] == ("speak", "Your hand: ...", True)
    assert out.calls[3] == ("braille", "Your hand: ...")


def test_history_is_capped_and_reviewable():
    sp, out, _ = make()
    for i in range(HISTORY_SIZE + 5):
        sp.say(f"m{i}")
    assert len(sp.history) == HISTORY_SIZE
    assert sp.history[0].text == "m5"
    assert sp.review_previous().text == f"m{HISTORY_SIZE + 3}"
    assert sp.review_previous().text == f"m{HISTORY_SIZE + 2}"
    assert sp.review_next().text == f"m{HISTORY_SIZE + 3}"
    assert sp.review_first().text == "m5"
    assert sp.review_previous().text == "m5"  # stays at the top
    assert sp.review_last().text == f"m{HISTORY_SIZE + 4}"
    assert sp.review_next().text == f"m{HISTORY_SIZE + 4}"  # stays at the bottom
    # reviewing interrupts and adds nothing to the history
    assert out.calls[-2] == ("speak", f"m{HISTORY_SIZE + 4}", True)
    assert len(sp.history) == HISTORY_SIZE
    sp.say("new")
    assert sp.review_position is None
    assert sp.repeat_last().text == "new"


def test_empty_history_review_says_nothing():
    sp, out, _ = make()
    assert sp.review_previous() is None and sp.repeat_last() is None
    assert out.calls == []


def test_speech_log_has_every_utterance_and_cue_with_time():
    sp, _, stream = make()
    before = time.time()
    sp.say("hello", msg_id="greet")
    sp.cue("trump_right", card="JS")
    sp.answer("answer")
    sp.stop()
    sp.close()
    recs = records(stream)
    kinds = [r["kind"] for r in recs]
    assert kinds == ["output", "speech", "sound", "speech", "stop", "closed"]
    assert recs[1] == {"t": recs[1]["t"], "kind": "speech", "text": "hello", "priority": "event",
                       "id": "greet"}
    assert recs[2]["cue"] == "trump_right" and recs[2]["card"] == "JS"
    assert recs[3]["priority"] == "answer"
    assert all(r["t"] >= before - 1 for r in recs)


def test_stop_silences_and_close_closes_output(tmp_path):
    out = Recorder()
    path = tmp_path / "log.jsonl"
    sp = Speech(out, SpeechLog(path))
    sp.stop()
    sp.close()
    sp.say("after close")  # ignored, no crash
    assert ("silence",) in out.calls and out.calls[-1] == ("close",)
    assert "after close" not in path.read_text()


def test_output_failure_does_not_raise():
    class Broken(Recorder):
        def speak(self, text, interrupt):
            raise RuntimeError("screen reader went away")

    sp = Speech(Broken())
    sp.say("still fine")
    assert sp.history[-1].text == "still fine"


def test_setting_none_gives_silent_output():
    out, report = choose_output("none")
    assert isinstance(out, SilentOutput) and out.kind == "none"
    with pytest.raises(ValueError):
        choose_output("loud")


def test_screen_reader_setting_reaches_real_speech_dispatcher(headless):
    out, report = choose_output("screen_reader")
    try:
        assert out.kind == "screen_reader", report
        assert "Speech Dispatcher" in out.name, report
        sp = Speech(out)
        sp.say("Left plays the jack of spades.")
        sp.answer("Le valet de pique, الولد")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            msgs = headless.speechd_messages()
            if "Le valet de pique, الولد" in msgs:
                break
            time.sleep(0.1)
        assert "Left plays the jack of spades." in msgs
        assert "Le valet de pique, الولد" in msgs
    finally:
        out.close()


def test_auto_prefers_screen_reader_when_present(headless):
    out, report = choose_output("auto")
    try:
        assert out.kind == "screen_reader", report
    finally:
        out.close()


def test_builtin_voice_does_not_block(headless):
    out, report = choose_output("builtin")
    try:
        if out.kind == "none":
            pytest.fail(f"no built-in voice: {report}")
        start = time.monotonic()
        out.speak("A built-in voice test sentence that takes a while to say.", False)
        out.speak("Interrupted.", True)
        assert time.monotonic() - start < 0.2
    finally:
        out.close()


def test_a_speech_server_that_never_answers_is_passed_over(monkeypatch, capsys):
    """A hung server (a Speech Dispatcher that accepts the connection and never
    replies) costs the connect timeout, not the game: the next output is taken,
    the report says why, and stdout is given back."""
    import sys
    import threading

    from accessible_output2.outputs.base import Output as Base

    import baloot_audio.ui.speech as speech

    release = threading.Event()

    class Hung(Base):
        def __init__(self):
            release.wait(30)

    class Working(Base):
        name = "Working"

        def __init__(self):
            print("a driver's chatter")

        def is_active(self):
            return True

    monkeypatch.setattr(speech, "CONNECT_TIMEOUT", 0.2)
    monkeypatch.setattr(speech, "_ao2_candidates",
                        lambda kind: [Hung, Working] if kind == "screen_reader" else [])
    stdout = sys.stdout
    start = time.monotonic()
    try:
        out, report = speech.choose_output("auto")
    finally:
        release.set()
    assert time.monotonic() - start < 2
    assert sys.stdout is stdout and "chatter" not in capsys.readouterr().out
    assert report == ["Hung: no answer within 0.2 s", "Working: a driver's chatter",
                      "chosen: Working"], report
    assert out.name == "Working" and out.kind == "screen_reader"
