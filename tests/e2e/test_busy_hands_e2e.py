"""Busy hands, steady table, in the real window: a blind player reads the hand
(Right every 1.5 s) while the table plays, and acts on each turn's cue.

Against the real Speech Dispatcher at espeak-ng's default rate: the bots play
on while the keys come (they used to wait for the voice, which the keys kept
cutting: no bot moved until the keys stopped); no table message goes to the
voice more than twice; once the keys stop and the voice has caught up, every
table message was heard to its end, or waits in "what did I miss" (with its
cue), or was a prompt the player answered first; and "what did I miss" reads
what waits there.
"""

from __future__ import annotations

import time
from collections import Counter
from typing import Callable, Optional

import pytest

from test_desktop import CARD_IDS, AppDriver, _is_turn
from test_heard import condensed_lines, default_rate_services, heard_texts, set_aside  # noqa: F401
from patience import Patience

SETTINGS = {"version": 1, "language": "en", "preset": "saudi", "target": 152,
            "partner_bot": "basic", "opponent_bot": "basic", "bot_pause": 0.5,
            "verbosity": "full", "clockwise": False, "sounds": True}
BUSY_FOR = 24.0
EVERY = 1.5


def act(app: AppDriver) -> None:
    """The call or card in focus; while a card is refused, the cards from the left."""
    for k in range(-1, 8):
        keys = ["Return"] if k < 0 else ["Home", *["Right"] * k, "Return"]
        start = app.keys(*keys)
        _, rec = app.wait_for(lambda r: r.get("cue") == "refused" or r.get("kind") == "screen"
                              or r.get("id") == "focus" and keys == ["Return"]
                              or (r.get("kind") == "speech" and r.get("priority") == "event"
                                  and r["text"].startswith("You")), start, 10)
        if rec.get("cue") != "refused" and rec.get("id") != "focus":
            return   # played (or a screen came): an entry's words or a refusal try the next


def busy(app: AppDriver, seconds: float, every: float, key_of: Callable[[int], str],
         tricks: Optional[int] = None) -> None:
    """The player reads the hand: the key ``key_of(k)`` for its k-th press (from 1), one
    every ``every`` seconds for ``seconds``, and acts on each of its turns 0.3 s after
    its cue; ``tricks``: it stops once that many tricks were taken (inside the round)."""
    start = time.time()
    pos, turn_at, next_key, k, taken = 0, None, start + every, 0, 0
    while time.time() < start + seconds and (tricks is None or taken < tricks):
        recs = app.records()
        for r in recs[pos:]:
            if _is_turn(r):
                turn_at = r["t"]
            taken += r.get("kind") == "speech" and r.get("id") == "trick-won"
        pos = len(recs)
        now = time.time()
        if turn_at is not None and now >= turn_at + 0.3:
            turn_at = None
            act(app)
        elif now >= next_key:
            next_key += every
            k += 1
            app.keys(key_of(k))
        time.sleep(0.02)


def is_bot_move(r: dict) -> bool:
    return r.get("kind") == "speech" and r.get("priority") == "event" \
        and (r.get("id") in CARD_IDS or r.get("id", "").startswith("call-made")) \
        and not r["text"].startswith("You")


@pytest.mark.slow(90)
def test_a_player_reading_the_hand_does_not_stop_the_table(default_rate_services, tmp_path):
    h = default_rate_services
    app = AppDriver.__new__(AppDriver)
    app.headless = h
    app.launch(tmp_path, "--seed", "4", "--bot-delay", "0.5", "--lang", "en", "--quick-start",
               settings=SETTINGS)
    try:
        busy(app, BUSY_FOR, EVERY, lambda k: "Right")
        records = app.records()
        keys_at = [r["t"] for r in records if r.get("kind") == "key" and r["key"] == "RIGHT"]
        moved = [r for r in records if is_bot_move(r) and keys_at[0] < r["t"] < keys_at[-1]]
        assert len(keys_at) >= 10
        assert len(moved) >= 6, f"the table stopped while the player read the hand: {moved}"

        # the keys stop: the voice catches up (the player's turn waits for them)
        deadline = Patience(120)
        while not deadline.over():
            records = app.records()
            told = Counter(r["text"] for r in records if r.get("kind") == "speech"
                           and r.get("priority") == "event")
            heard = heard_texts(h.speechd_spoken_now(), condensed_lines(records))
            if not told - heard - set_aside(records):
                break
            time.sleep(0.5)
        unheard = told - heard - set_aside(records)
        assert not unheard, f"neither heard to the end nor kept: {dict(unheard)}"
        table = {r["n"]: r["text"] for r in records if r.get("kind") == "speech"
                 and r.get("priority") == "event"}
        handed = Counter(n for r in records if r.get("kind") == "sent"
                         for n in r.get("parts", ()))
        assert table and max(handed.values()) <= 2, \
            [(table.get(n), c) for n, c in handed.items() if c > 2]
        kept = [r for r in records if r.get("kind") == "yielded"]
        if kept:   # something waits in "what did I miss": its cue was played
            assert any(r.get("cue") == "missed" for r in records if r.get("kind") == "sound")
            start_m = app.keys("ctrl+m")
            _, said = app.wait_for(lambda r: r.get("kind") == "speech" and r.get("review"),
                                   start_m)
            assert said["text"] in {t for r in kept for t in r["texts"]}
    finally:
        app.stop()
