"""Timers that respect the ear, and memory aids (issue 25).

A turn's clock starts when the player has heard the words that give them the
turn, never when the table moved; it sounds at half time and five seconds before
the end, never counts aloud; at its end the seat's bot acts for the player, who
hears it. The keys that tell what a player must remember at a real table (the
cards played in a suit, the card points so far) are off by default.

A fake clock and a scheduler on it stand for pyglet's; a voice that ends a line
only when the test says so stands for Speech Dispatcher.
"""

from __future__ import annotations

from baloot_audio.bots import make_bot
from baloot_audio.core import rules_for
from baloot_audio.table import Table
from baloot_audio.ui.session import MatchSession
from baloot_audio.ui.turn_timer import SECONDS, TurnTimer, seconds_for
from schedulers import ClockScheduler
from test_pacing import Clock, Reporting
from ui.test_session import FakeShell


def test_the_clock_sounds_at_half_time_and_five_seconds_before_the_end():
    clock = Clock()
    sched = ClockScheduler(clock)
    cues, ended = [], []
    timer = TurnTimer(lambda: sched, clock, lambda cue: cues.append((clock.now, cue)))
    timer.start(15.0, lambda: ended.append(clock.now))
    for _ in range(200):
        clock.now = round(clock.now + 0.1, 1)
        sched.run_due()
    assert [(round(t, 1), c) for t, c in cues] == [(7.5, "timer_half"), (10.0, "timer_last")]
    assert [round(t, 1) for t in ended] == [15.0] and timer.left is None
    timer.start(15.0, lambda: ended.append(clock.now))
    clock.now += 3
    sched.run_due()
    assert round(timer.left, 1) == 12.0
    timer.cancel()
    clock.now += 20
    sched.run_due()
    assert timer.left is None and len(ended) == 1 and len(cues) == 2


def test_relaxed_gives_three_times_the_tournaments_seconds_and_off_none():
    assert seconds_for("tournament", "card") == SECONDS["card"] == 15.0
    assert seconds_for("relaxed", "call") == 3 * SECONDS["call"] == 36.0
    assert seconds_for("off", "card") is None


class TimedShell(FakeShell):
    """The session's shell with a voice that ends a line when the test says so, and
    pyglet's clock on a fake one."""

    def __init__(self, timer: str = "tournament"):
        super().__init__()
        self.clock = Clock()
        self.voice = Reporting()
        self.speech.output = self.voice
        self.speech.clock = self.clock
        self.scheduler = ClockScheduler(self.clock)
        self.settings.turn_timer = timer

    def run(self, seconds: float) -> None:
        """Time passes; the voice ends each line as it comes."""
        for _ in range(int(seconds * 10)):
            self.clock.now = round(self.clock.now + 0.1, 1)
            if self.voice.report is not None:
                self.voice.finish()
            self.speech.poll()
            self.scheduler.run_due()


def timed_match(timer: str = "tournament", seed: str = "timed-1", slow: bool = False):
    shell = TimedShell(timer)
    if slow:                                  # a voice that never ends a line
        shell.voice.finish = lambda: None
    session = MatchSession(shell)
    table = Table(rules_for("saudi"), {s: make_bot("basic") for s in (1, 2, 3)},
                  shell.scheduler, seed=seed, bot_delay=0.0)
    session.attach(table, table)
    shell.show(session.screen)
    table.start_round()
    for _ in range(300):          # the bots call until the player's turn
        if table.my_turn:
            break
        shell.run(0.1)
    assert table.my_turn
    return shell, session, table


def test_the_clock_starts_once_the_turn_has_been_heard_not_when_the_table_moved():
    shell, session, table = timed_match(slow=True)
    prompt = [u for u in shell.speech.history if u.msg_id == "offered-me"][-1]
    assert shell.speech.waits(prompt)         # the table moved; the words are not heard
    shell.run(3)                              # the voice still says what came before
    assert shell.speech.waits(prompt) and session.turns.clock.left is None
    shell.voice.finish = Reporting.finish.__get__(shell.voice)   # the voice goes on
    shell.run(3)
    assert session.turns.clock.left is not None   # heard: now the clock runs


def test_when_the_time_runs_out_the_seats_bot_acts_and_the_player_hears_it():
    shell, session, table = timed_match()
    shell.run(2)                              # the prompt is heard: the clock runs
    assert 9 < session.turns.clock.left <= SECONDS["call"]
    assert shell.screen.command("ask_time")
    assert shell.speech.history[-1].text.endswith("seconds left.")
    cues_before = [r["cue"] for r in shell.records("sound")]
    moved = len(table.actions[-1])
    shell.run(SECONDS["call"])
    cues = [r["cue"] for r in shell.records("sound")][len(cues_before):]
    assert "timer_half" in cues and "timer_last" in cues
    assert len(table.actions[-1]) > moved      # played for the player
    said = [u.msg_id for u in shell.speech.history]
    out = said.index("timer-out")
    assert "call-made" in said[out:] or any(m and m.startswith("call-made") for m in said[out:])


def test_the_bot_that_acts_for_the_player_plays_the_same_on_the_same_seed():
    def first_timed_out_action():
        shell, session, table = timed_match(seed="timed-2")
        shell.run(SECONDS["call"] + 3)
        return table.actions[-1]

    assert first_timed_out_action() == first_timed_out_action()


def test_a_player_in_a_menu_has_the_whole_time_again_and_moving_stops_the_clock():
    shell, session, table = timed_match()
    shell.run(2)
    shell.stack = [object.__new__(type("Menu", (), {"name": "game_menu"}))]   # a menu on top
    moved = len(table.actions[-1])
    shell.run(SECONDS["call"] + 1)
    assert len(table.actions[-1]) == moved and session.turns.clock.left is not None
    shell.stack = [session.screen]
    session.screen.send(table.view().legal[0])
    assert session.turns.clock.left is None


def test_the_untimed_table_says_so_and_no_clock_runs():
    shell, session, table = timed_match(timer="off")
    shell.run(30)
    assert table.my_turn and session.turns.clock.left is None
    shell.screen.command("ask_time")
    assert shell.speech.history[-1].text == "This table has no clock."


def test_memory_aids_are_off_by_default_and_answer_when_turned_on():
    shell, session, table = timed_match(timer="off")
    for question in ("ask_points", "ask_suit_out"):
        shell.screen.command(question)
        assert shell.speech.history[-1].msg_id == "memory-aids-off"
    shell.settings.memory_aids = True
    shell.screen.command("ask_points")
    assert shell.speech.history[-1].msg_id == "ask-points"


def test_an_online_turn_told_again_after_a_reconnect_sounds_each_cue_once():
    clock = Clock()
    sched = ClockScheduler(clock)
    cues = []
    timer = TurnTimer(lambda: sched, clock, lambda cue: cues.append((clock.now, cue)))

    def run(seconds: float) -> None:
        for _ in range(round(seconds * 10)):
            clock.now = round(clock.now + 0.1, 1)
            sched.run_due()

    timer.resume(15.0, 15.0, lambda: None, (0, 4))      # the server's clock message
    run(8.0)                                            # the half-time cue at 7.5
    timer.resume(15.0, 7.0, lambda: None, (0, 4))       # a reconnect: the snapshot's clock
    run(8.0)
    assert [(round(t, 1), c) for t, c in cues] == [(7.5, "timer_half"), (10.0, "timer_last")]
    # away through the half: back with 6 s left, the half's cue at once, the last in 1 s
    cues.clear()
    timer.resume(20.0, 20.0, lambda: None, (0, 5))
    timer.cancel()                                      # the connection dropped
    run(14.0)
    timer.resume(20.0, 6.0, lambda: None, (0, 5))
    run(7.0)
    assert [(round(t, 1), c) for t, c in cues] == [(30.1, "timer_half"), (31.0, "timer_last")]
    assert timer.left is None
