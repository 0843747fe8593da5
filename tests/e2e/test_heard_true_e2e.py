"""True, in order, and brief, by ear (issue 38): the real window under Xvfb, driven by
keys, heard through the real Speech Dispatcher daemon (its own log).

* A busy player's catch-up: the player arrows through the hand while the bots play
  (acting on its turns), then stops; every card a spoken line names is given to the
  seat that played it (a cut said as a cut), and the first line after the last key
  catches up in one line to the newest thing the table told, saying who is winning a
  trick in play, the player's turn last.
* A lesson step done while it is said (lesson 1's "Right moves to the next card") is
  not said again: the daemon gets it once, then the next step.
* A round's end in order: the last trick, the verdict, the breakdown, the match score,
  then the round-end menu.
* Tab names the zone it enters: "Hand: ...", "Calls: ...", "No calls now".

Each of these failed on the code before issue 38 (docs/benchmarks.md says how it was
checked).
"""

from __future__ import annotations

import time
from collections import Counter

import pytest

from card_seats import wrong_in_spoken, winners
from patience import Patience
from test_busy_hands_e2e import busy, is_bot_move
from test_desktop import CARD_IDS, AppDriver, _is_turn, make_my_call, play_my_card
from test_heard import condensed_lines, default_rate_services, heard_texts, set_aside  # noqa: F401

SETTINGS = {"version": 1, "language": "en", "preset": "saudi", "target": 152,
            "partner_bot": "basic", "opponent_bot": "basic", "bot_pause": 0.5,
            "verbosity": "full", "clockwise": False, "sounds": True}
BUSY_FOR = 24.0
TRICKS_BUSY = 5    # of the round's 8: the busy stretch ends inside the round
EVERY = 1.0


def all_heard(app: AppDriver, h, timeout: float = 120) -> list:
    """Wait until every table message was heard to its end or set aside; the daemon's
    messages."""
    deadline = Patience(timeout)
    while not deadline.over():
        records = app.records()
        told = [r["text"] for r in records if r.get("kind") == "speech"
                and r.get("priority") == "event"]
        if not Counter(told) - heard_texts(h.speechd_spoken_now(), condensed_lines(records)) \
                - set_aside(records):
            break
        time.sleep(0.3)
    return h.speechd_spoken_now()


@pytest.mark.slow(80)
def test_a_busy_players_catch_up_is_true_and_says_the_live_moment_in_one_line(
        default_rate_services, tmp_path):
    h = default_rate_services
    app = AppDriver.__new__(AppDriver)
    app.headless = h
    app.launch(tmp_path, "--seed", "heard-true-3", "--lang", "en", "--quick-start",
               settings=SETTINGS)
    try:
        # the player reads the hand, and plays; it stops inside the round (at a round's
        # end what waits goes to "what did I miss", and a busy stretch that outlasts
        # the round, as the bots are quick, would leave nothing to catch up on)
        busy(app, BUSY_FOR, EVERY, lambda k: "Right" if k % 4 < 2 else "Left", TRICKS_BUSY)
        last_key = max(r["t"] for r in app.records() if r.get("kind") == "key")
        spoken = all_heard(app, h)
        records = app.records()
    finally:
        app.stop()
    named, bad = wrong_in_spoken(records, spoken)
    assert named >= 2 and not bad, bad
    moved = [r for r in records if is_bot_move(r) and r["t"] < last_key]
    assert len(moved) >= 6, "the table stopped while the player read the hand"
    # the first line after the last key, when the keys left more than one message
    # waiting, catches up in one line: to the newest message told when it was made
    table = [r for r in records if r.get("kind") == "speech" and r.get("priority") == "event"]
    sent_before = {n for r in records if r.get("kind") == "sent" and r["t"] <= last_key
                   for n in r.get("parts", ())}
    waiting = [r for r in table if r["t"] <= last_key and r["n"] not in sent_before]
    if len(waiting) >= 2:
        line = next(r for r in records if r.get("kind") == "condensed" and r["t"] > last_key)
        newest = [r["n"] for r in table if r["t"] <= line["t"]][-1]
        assert line["level"] == 2 and line["ns"][-1] == newest, line
        said = [r for r in records if r.get("n") in line["ns"] and r.get("kind") == "speech"]
        if said[-1].get("id", "").startswith("your-turn"):
            assert line["text"].rstrip(".").endswith(("Your turn", "Your turn to lead")), \
                line["text"]
        cards = [r for r in said if r.get("id") in CARD_IDS]
        open_trick = cards and not any(r.get("id", "").startswith("trick-won")
                                       for r in said[said.index(cards[-1]):])
        if open_trick and cards[-1]["id"] != "card-led":
            assert winners(line["text"]), line["text"]      # who is winning the trick


@pytest.mark.slow(60)
def test_a_lesson_step_done_while_it_is_said_is_not_said_again(default_rate_services, tmp_path):
    """At espeak-ng's default rate, as a newcomer hears it: the step's words last long
    enough for the key to come while they are said."""
    headless = default_rate_services
    app = AppDriver.__new__(AppDriver)
    app.headless = headless
    app.launch(tmp_path, "--lang", "en", "--no-sound", "--bot-delay", "0",
               settings={"version": 1, "language": "en"})
    try:
        app.wait_for(lambda r: r.get("kind") == "screen" and r.get("name") == "main", 0)
        start = app.keys("Down", "Return", "Return")       # Learn to play, lesson 1
        pos, first = app.wait_for(lambda r: r.get("id") == "lesson-step", start)
        app.wait_for(lambda r: r.get("kind") == "sent" and first["n"] in r.get("parts", ()), pos)
        start = app.keys("Return")
        _, step = app.wait_for(lambda r: r.get("id") == "lesson-step", start)
        assert "next one" in step["text"], step["text"]     # Right moves to the next card
        # the daemon has begun the step: the player does what it asks at once
        deadline = Patience(30)
        while not deadline.over() and not any(
                s.text.endswith(step["text"]) and s.began for s in headless.speechd_spoken_now()):
            time.sleep(0.02)
        start = app.keys("Right")
        _, after = app.wait_for(lambda r: r.get("id") == "lesson-step", start)
        app.wait_for(lambda r: r.get("kind") == "sent" and after["n"] in r.get("parts", ()),
                     start, 30)
        # a step cut and said again went back to the head of the queue: it would come
        # before the next step, which the daemon has now
        assert not headless.missing_from_speechd([after["text"]])
        queued = [s.text for s in headless.speechd_spoken_now()]
        assert sum(step["text"] in text for text in queued) == 1, queued[-6:]
    finally:
        app.stop()


@pytest.mark.slow(75)
def test_tab_names_the_zone_and_a_rounds_end_comes_in_order(headless, tmp_path):
    app = AppDriver(headless, tmp_path, seed="heard-true-2")
    tabbed: dict[str, str] = {}
    try:
        pos, refusals = 0, []
        while True:
            i, rec = app.wait_for(_is_turn, pos, 120)
            pos = i + 1
            if rec["kind"] == "screen":
                break
            if rec["id"] == "offered-me":
                if "calls" not in tabbed:               # the buy: the calls, then the hand
                    start = app.keys("Tab")
                    tabbed["hand"] = app.wait_for(lambda r: r.get("id") == "focus", start)[1]["text"]
                    start = app.keys("Tab")
                    tabbed["calls"] = app.wait_for(lambda r: r.get("id") == "focus",
                                                   start)[1]["text"]
                pos = make_my_call(app, rec["text"]) + 1
                continue
            if "play" not in tabbed:                    # the play: no calls to go to
                start = app.keys("Tab")
                tabbed["play"] = app.wait_for(lambda r: r.get("id") == "focus", start)[1]["text"]
            pos = play_my_card(app, refusals) + 1
        _, menu = app.wait_for(lambda r: r.get("id") == "screen", i)   # the round-end menu
        records = app.records()
        ids = ["round-result", "round-breakdown", "match-scored"]
        told = {r["id"]: r["text"] for r in records if r.get("id") in ids}
        n_of = {r["id"]: r["n"] for r in records if r.get("id") in ids}
        # a catch-up line (the keys left the voice behind) says the breakdown by the
        # verdict: the round key has it, and it is not heard on its own
        if any(r.get("kind") == "condensed" and {n_of["round-result"], n_of["round-breakdown"]}
               <= set(r["ns"]) and told["round-breakdown"] not in r["text"] for r in records):
            ids.remove("round-breakdown")
            del told["round-breakdown"]
        missing = headless.missing_from_speechd([*told.values(), menu["text"]], timeout=60)
        spoken = [s.text for s in headless.speechd_spoken_now()]
    finally:
        app.stop()
    problems = [f"never heard: {missing}"] if missing else []
    # the round's end, in the order it was told and heard: verdict, breakdown, score, menu
    # (the line, where in it): a message is heard in a line, or a segment of it in one
    at = [next(((k, text.find(told[i])) for k, text in enumerate(spoken) if told[i] in text
                or len(text) > 12 and text in told[i]), (-1, 0))
          for i in ids] + [(spoken.index(menu["text"]), 0)]
    if at != sorted(at) or len(set(at)) != len(at):
        problems.append(f"the round's end out of order: {list(zip(ids + ['menu'], at))}")
    # Tab names the zone it enters, the card with its place
    if not (tabbed["hand"].startswith("Hand: ") and " of 5" in tabbed["hand"]
            and tabbed["calls"].startswith("Calls: ")
            and tabbed["play"].startswith("No calls now. Hand: ") and " of 8" in tabbed["play"]):
        problems.append(f"Tab named no zone: {tabbed}")
    assert not problems, problems
