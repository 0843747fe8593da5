"""Heard, not just said: a match with the real Speech Dispatcher at espeak-ng's
default rate and a bot pause of 0.5 s, question keys pressed at random moments
(and now and then the stop key, followed by "what did I miss").

From the daemon's own log (tests/headless_services.speechd_spoken): every message
the table queued is heard to its end (itself, or within a condensed line; a
detail that a key cut or the next round passed waits in "what did I miss", and a
turn prompt the player answered before it came up is not said), and
whenever an answer to a key reaches the daemon, it is the next thing spoken.

The default run plays the bidding and the first two tricks (one to two minutes);
``--long`` (or BALOOT_LONG_TESTS=1) plays a whole match to 52.
"""

from __future__ import annotations

import os
import random
import time
from collections import Counter
from pathlib import Path

import pytest

import headless_services
from conftest import unavailable
from test_desktop import AppDriver, _is_turn, make_my_call, play_my_card
from patience import Patience

SETTINGS = {"version": 1, "language": "en", "preset": "saudi", "target": 52,
            "partner_bot": "basic", "opponent_bot": "basic", "bot_pause": 0.5,
            "verbosity": "full", "clockwise": False, "sounds": True}
QUESTIONS = ["t", "s", "k", "w", "n", "b", "c", "h", "r", "o", "l"]
SHORT_TRICKS = 2


def long_run(config) -> bool:
    return bool(config.getoption("--long", default=False)
                or os.environ.get("BALOOT_LONG_TESTS", "").lower() in ("1", "true", "yes"))


@pytest.fixture
def default_rate_services(tmp_path_factory, monkeypatch):
    """Our own X, sound and speech (espeak-ng's default rate), for this test only."""
    try:
        services = headless_services.start_all(tmp_path_factory.mktemp("rt-heard"), rate=None)
    except headless_services.ServiceError as exc:
        unavailable(str(exc))
    for key, value in services.env.items():
        monkeypatch.setenv(key, value)
    yield services
    services.stop()


class HeardApp(AppDriver):
    def __init__(self, headless, tmp: Path):
        self.headless = headless
        self.launch(tmp, "--seed", "heard-1", "--bot-delay", "0.5", "--lang", "en",
                    "--quick-start", settings=SETTINGS)

    def count(self, msg_prefix: str) -> int:
        return sum(1 for r in self.records() if r.get("id", "").startswith(msg_prefix))


def press_at_random(app: HeardApp, rng: random.Random) -> None:
    """A question key at a random moment of the bots' play; sometimes stop, then 'missed'."""
    time.sleep(rng.uniform(0.0, 1.5))
    if rng.random() < 0.2:
        app.keys("ctrl")
        time.sleep(rng.uniform(0.1, 1.0))
        app.keys("ctrl+m")
    else:
        app.keys(rng.choice(QUESTIONS))


def play(app: HeardApp, rng: random.Random, whole_match: bool) -> None:
    pos, refusals = 0, []
    while True:
        i, rec = app.wait_for(_is_turn, pos, 180)
        pos = i + 1
        if rec["kind"] == "screen" and rec["name"] == "match_end":
            return
        if rec["kind"] == "screen":   # the end of a round: heard, then the next round
            # (the round's breakdown, said last, would otherwise yield to the next deal
            # and wait in "what did I miss")
            breakdown = [r["text"] for r in app.records() if r.get("id") == "round-breakdown"]
            deadline = Patience(60)
            while breakdown and not deadline.over() and not heard_texts(
                    app.headless.speechd_spoken_now(), {})[breakdown[-1]] \
                    and breakdown[-1] not in set_aside(app.records()):
                time.sleep(0.3)
            start = app.keys("Home", "Return")
            pos = app.wait_for(lambda r: r.get("id") == "dealt", start, 180)[0]
            continue
        if not whole_match and app.count("trick-won") >= SHORT_TRICKS:
            return   # the player's turn: the table waits, nothing more is said
        if rec["id"] == "offered-me":
            pos = make_my_call(app, rec["text"]) + 1
        else:
            pos = play_my_card(app, refusals) + 1
        press_at_random(app, rng)


def set_aside(records: list[dict]) -> Counter:
    """The details a key cut or the next round passed (kept for "what did I miss"),
    the turn prompts the player answered before they came up, and the opening words
    of a screen the player left before they came up (superseded)."""
    return Counter(t for r in records if r.get("kind") in ("yielded", "superseded")
                   for t in r.get("texts", []))


def condensed_lines(records: list[dict]) -> dict[str, list[str]]:
    """What the daemon is sent of a line (a segment: a trick's words, or one message's)
    -> the messages it carries."""
    out: dict[str, list[str]] = {}
    for r in records:
        if r.get("kind") == "condensed":
            for words, which in r.get("segments", [[r["text"], range(len(r["parts"]))]]):
                out[words] = [r["parts"][k] for k in which]
    return out


def heard_texts(spoken, condensed: dict[str, list[str]]) -> Counter:
    """How many times each text was heard to its end (a condensed line counts for its parts)."""
    heard: Counter = Counter()
    for s in spoken:
        if s.outcome == "end":
            heard[s.text] += 1
            for part in condensed.get(s.text, []):
                heard[part] += 1
    return heard


def check_answers_come_first(spoken, answers: set[str], events: set[str],
                             cut: set[str] = frozenset()) -> int:
    """Whenever an answer reached the daemon, the next message that began was an answer
    (or it began itself; an answer ``cut`` by the player's next move may not have)."""
    checked = 0
    for k, s in enumerate(spoken):
        if s.text not in answers or s.text in events or (s.began is None and s.text in cut):
            continue
        later = [x for x in spoken[k + 1:] if x.began is not None and x.queued >= s.queued]
        first = s if s.began is not None else (later[0] if later else None)
        assert first is not None and first.text in answers, (s.text, first)
        checked += 1
    return checked


@pytest.mark.slow(75)
def test_every_message_the_table_queued_is_heard_and_answers_come_first(
        default_rate_services, tmp_path, pytestconfig):
    whole_match = long_run(pytestconfig)
    app = HeardApp(default_rate_services, tmp_path)
    try:
        play(app, random.Random(15), whole_match)
        events = [r["text"] for r in app.records() if r.get("kind") == "speech"
                  and r.get("priority") == "event"]
        wanted = Counter(events) - set_aside(app.records())
        deadline = Patience(120)
        while not deadline.over():   # the table waits: let the voice catch up
            spoken = default_rate_services.speechd_spoken_now()
            if not wanted - heard_texts(spoken, condensed_lines(app.records())):
                break
            time.sleep(0.5)
    finally:
        app.stop()
    spoken = default_rate_services.speechd_spoken_now()
    records = app.records()
    condensed = condensed_lines(records)   # lines condensed while the voice caught up too
    answers = {r["text"] for r in records if r.get("kind") == "speech"
               and r.get("priority") == "answer"}
    unheard = wanted - heard_texts(spoken, condensed)
    assert not unheard, f"queued by the table but never heard to the end: {dict(unheard)}"
    assert sum(1 for r in records if r.get("kind") == "key") >= 10
    cut = {r["text"] for r in records if r.get("kind") == "cut"}
    assert check_answers_come_first(spoken, answers, set(events), cut) >= 5
    if whole_match:
        assert any(r.get("id") == "match-won" for r in records)
