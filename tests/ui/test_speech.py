"""Speech: priorities, history, log, output choice (the real Speech Dispatcher)."""

from __future__ import annotations

import io
import json
import time

import pytest

from patience import Patience
from baloot_audio.ui.speech import (HISTORY_SIZE, HOLD, SilentOutput, Speech, SpeechLog,
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
    recs = [r for r in records(stream) if r["kind"] != "sent"]  # sent: when it went out
    kinds = [r["kind"] for r in recs]
    # the answer cut "hello" before a word of it was heard: it waits again, then the stop
    assert kinds == ["output", "speech", "sound", "speech", "cut_line", "stop", "closed"]
    assert recs[1] == {"t": recs[1]["t"], "kind": "speech", "text": "hello", "priority": "event",
                       "id": "greet", "event": 1, "n": 1}
    assert recs[4]["heard"] == [] and recs[4]["rest"] == [1]
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
        deadline = Patience(10)
        while not deadline.over():
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
        # a voice that waited for its words would take seconds (the sentence's length)
        assert time.monotonic() - start < 1.0
    finally:
        out.close()


def test_a_speech_server_that_never_answers_is_passed_over(monkeypatch, capsys):
    """A hung server (a Speech Dispatcher that accepts the connection and never
    replies) costs the connect timeout, not the game: the next output is taken,
    the report says why, and stdout is given back."""
    import sys
    import threading

    from accessible_output2.outputs.base import Output as Base

    from baloot_audio.ui.speech import choose as speech   # where it reads them

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


def test_the_voice_language_is_a_method_of_every_output():
    from baloot_audio.ui.speech import AO2Output

    asked: list[str] = []

    class Client:
        def set_language(self, lang: str) -> None:
            asked.append(lang)

    from accessible_output2.outputs.base import Output

    class SpeechDispatcherLike(Output):
        _client = Client()

        def __init__(self):
            pass

        def speak(self, text, interrupt=False):
            pass

    out = AO2Output(SpeechDispatcherLike(), "screen_reader")
    out.set_language("ar")
    assert asked == ["ar"]

    class Refusing:
        def set_language(self, lang: str) -> None:
            raise RuntimeError("no such voice")

    SpeechDispatcherLike._client = Refusing()
    out.set_language("fr")  # a voice we cannot have is no reason to stop
    SilentOutput().set_language("fr")


def test_an_end_that_arrives_before_its_callback_is_not_lost():
    """speechd's client adds a message's callback after the daemon's answer; an end
    reported in between (a busy machine) reaches the callback all the same."""
    try:
        import speechd.client as speechd_client
    except ImportError:   # a test dependency (speechd-unofficial): CI fails, elsewhere it skips
        from conftest import unavailable
        unavailable("the speechd client is not installed (speechd-unofficial)")
    from baloot_audio.ui.speech import EarlyEvents

    class Connection:
        def set_callback(self, fn):
            self.callback = fn

    class Client:   # the two parts of speechd.SSIPClient that EarlyEvents uses
        def __init__(self):
            self._conn = Connection()
            self._callback_handler = speechd_client._CallbackHandler(7)
            self._conn.set_callback(self._callback_handler)

    client = Client()
    EarlyEvents.install(client)
    EarlyEvents.install(client)      # twice is once
    heard: list[str] = []
    events = ("begin", "end", "cancel")
    client._conn.callback(41, 7, "begin")       # from the daemon, before the answer...
    client._conn.callback(41, 7, "end")
    client._callback_handler.add_callback(41, lambda kind, **_: heard.append(kind), events)
    assert heard == ["begin", "end"]
    client._callback_handler.add_callback(42, lambda kind, **_: heard.append(kind), events)
    client._conn.callback(42, 7, "begin")       # ...and the usual order, after it
    client._conn.callback(42, 7, "cancel")
    client._conn.callback(42, 7, "end")         # after the end, nothing more
    assert heard == ["begin", "end", "begin", "cancel"]
    for msg_id in range(100, 300):              # plain messages never claim theirs
        client._conn.callback(msg_id, 7, "end")
    assert len(client._callback_handler._early) <= EarlyEvents.KEEP


def test_a_speech_dispatcher_that_stops_answering_is_replaced_not_waited_for(
        monkeypatch, tmp_path):
    """speechd's client waits for each answer for ever. A daemon that answers the
    handshake and then nothing costs REPLY_TIMEOUT, not the game: the output is
    given up, the next one takes its place and says what it had been given."""
    import socket
    import threading

    try:
        import speechd
    except ImportError:   # a test dependency (speechd-unofficial): CI fails, elsewhere it skips
        from conftest import unavailable
        unavailable("the speechd client is not installed (speechd-unofficial)")
    from baloot_audio.ui.speech import ao2 as speech   # where it reads them

    path = str(tmp_path / "sd.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(1)
    heard_commands: list[str] = []

    def daemon():   # answers SET and HISTORY as Speech Dispatcher does, then falls silent
        conn, _ = listener.accept()
        with conn:
            for line in conn.makefile("rb"):
                command = line.decode().strip()
                heard_commands.append(command)
                if command.startswith("HISTORY GET CLIENT_ID"):
                    conn.sendall(b"240-7\r\n240 OK CLIENT ID SENT\r\n")
                elif command.startswith("SET"):
                    conn.sendall(b"208 OK\r\n")

    threading.Thread(target=daemon, daemon=True).start()
    monkeypatch.setattr(speech, "REPLY_TIMEOUT", 0.3)
    client = speechd.SSIPClient("test", address=f"unix_socket:{path}")

    from accessible_output2.outputs.base import Output as Base

    class SpeechDispatcher(Base):   # accessible_output2's output, as AO2Output finds its client
        _client = client

        def close(self):
            client.close()

    out = speech.AO2Output(SpeechDispatcher(), "screen_reader")
    now = [0.0]
    sp, replacement, stream = make(clock=lambda: now[0])
    sp.output = out
    given_up: list[tuple] = []

    def lost(old, reason):
        given_up.append((old, reason))
        old.close()
        sp.output = replacement
        sp.answer("The voice stopped answering.")

    sp.on_output_lost = lost
    start = time.monotonic()
    sp.say("Left plays the ten of spades.")
    assert time.monotonic() - start < 2
    assert heard_commands[-1].startswith("SPEAK")
    assert [old for old, _ in given_up] == [out] and "did not answer" in given_up[0][1]
    now[0] += 60   # the notice heard
    sp.poll()
    now[0] += HOLD   # and the player's pause after it
    sp.poll()
    assert [c[1] for c in replacement.calls if c[0] == "speak"] == [
        "The voice stopped answering.", "Left plays the ten of spades."]
    with pytest.raises(speech.OutputLost):   # out of step with its daemon: never used again
        out.speak_tracked("Your turn.", False, lambda kind: None)
    assert any(r["kind"] == "output_lost" for r in records(stream))
    listener.close()


def test_a_cancel_waits_for_the_begin_of_the_message_it_cuts(monkeypatch):
    """Speech Dispatcher 0.11 stops speaking for good when a cancel reaches it
    while it still handles the last one (keys pressed in quick succession on a
    busy machine). The output waits for the begin of the message it cuts and
    keeps CANCEL_GAP between two cancels."""
    import threading

    try:
        import speechd
    except ImportError:   # a test dependency (speechd-unofficial): CI fails, elsewhere it skips
        from conftest import unavailable
        unavailable("the speechd client is not installed (speechd-unofficial)")
    from baloot_audio.ui.speech import ao2 as speech   # where it reads them
    from accessible_output2.outputs.base import Output as Base

    calls: list[str] = []
    cancelled_at: list[float] = []

    class Client:   # the daemon reports each begin 5 ms after the message
        def speak(self, text, callback, event_types):
            calls.append(f"speak {text}")
            timer = threading.Timer(0.005, lambda: (calls.append(f"begin {text}"),
                                                   callback(speechd.CallbackType.BEGIN)))
            timer.start()

        def cancel(self):
            calls.append("cancel")
            cancelled_at.append(time.monotonic())

    class SpeechDispatcher(Base):   # accessible_output2's output, as AO2Output finds its client
        _client = Client()

    out = speech.AO2Output(SpeechDispatcher(), "screen_reader")
    reports: list[str] = []
    out.speak_tracked("It is your turn.", True, reports.append)   # nothing said: no wait
    out.speak_tracked("Not allowed: you must follow suit.", True, reports.append)
    out.silence()
    assert calls[:5] == ["cancel", "speak It is your turn.", "begin It is your turn.",
                         "cancel", "speak Not allowed: you must follow suit."]
    assert calls[5:] == ["begin Not allowed: you must follow suit.", "cancel"]
    assert reports == ["begin", "begin"]
    assert all(b - a >= speech.CANCEL_GAP for a, b in zip(cancelled_at, cancelled_at[1:]))

    # a message whose begin never comes holds a cancel CANCEL_AFTER_BEGIN at most
    monkeypatch.setattr(speech, "CANCEL_AFTER_BEGIN", 0.01)
    Client.speak = lambda self, text, callback, event_types: calls.append(f"speak {text}")
    out.speak_tracked("Left plays the queen of clubs.", False, reports.append)
    out.speak_tracked("It is your turn.", True, reports.append)
    assert calls[-2:] == ["cancel", "speak It is your turn."]


def test_the_players_move_cuts_the_answer_being_said_not_the_tables_words():
    """A key that plays a card stops the card's name (as a screen reader stops at a
    key): "You play ..." starts at once. The table's words are never cut this way."""
    sp, out, stream = make()
    sp.answer("nine of clubs")
    assert sp.cut_answer()
    sp.say("You play the nine of clubs.")
    assert out.calls[-3:] == [("silence",), ("speak", "You play the nine of clubs.", False),
                              ("braille", "You play the nine of clubs.")]
    assert [r["text"] for r in records(stream) if r["kind"] == "cut"] == ["nine of clubs"]
    assert not sp.cut_answer()          # an event is being said: it goes on
    assert out.calls[-1][0] == "braille"
    sp.say("Right plays the seven of hearts.")
    assert [u.text for u in sp.pending] == ["Right plays the seven of hearts."]
