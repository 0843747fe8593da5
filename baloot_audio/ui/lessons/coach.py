"""The coach: a lesson's steps, one at a time, at a real table.

A step is said (its words, then what it waits for) and the coach waits: for
Enter (a "tell" step), for a key (the table answers it as always, then the next
step), for a card picked with Enter (a quiz), for the player's own call or card
(the one the lesson asks: another one is explained, and a card the rules refuse is
refused with the rule's words and the right card named), for the other seats to
play up to the player's next turn (watch), or for a whole deal played freely
(free, the practice deal). The table is held while the coach waits for the player,
so nothing moves while the lesson speaks.

Question keys and moves in the hand always work (answered by the table screen); an
action the step does not ask for is answered with what the step waits for. The
lesson's menu (Escape) and its end are the lessons part's (:mod:`.menus`).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.core import view_refusal
from baloot_audio.core import events as ev
from baloot_audio.table_api import TurnToPlay

from ..pacing import HeardScheduler
from ..speech import Priority, Utterance
from .answers import Answers
from .feedback import Tally
from .format import Lesson, Step
from .session import LessonSession
from .table import LessonTable
from .words import LessonWords

def is_action(cmd: str) -> bool:
    """A key that plays a card or makes a call (the others ask, or move the focus)."""
    return cmd in ("play", "akka", "sawa") or cmd.startswith("call_")


class Coach(Answers):
    """One lesson being taken. ``on_end(coach)``: its last step is done (the practice
    deal included); ``on_menu(coach)``: the player asked for the lesson's menu."""

    def __init__(self, shell: Any, lesson: Lesson, make_screen: Callable[..., Any],
                 on_end: Callable[["Coach"], None], on_menu: Callable[["Coach"], None]):
        self.shell = shell
        self.lesson = lesson
        self.words = LessonWords(shell, lesson.gestures)
        self.session = LessonSession(shell, lambda table: make_screen(shell, table, self))
        self.on_end, self.on_menu = on_end, on_menu
        self.tally = Tally()
        self.index = -1
        self.step: Optional[Step] = None
        self.waiting: Optional[str] = None   # "player", "table" (up to our turn), "free"
        self.in_practice = False
        self.scored: Optional[ev.RoundScored] = None   # the deal's count, once scored
        self.tries = 0
        self.finished = False    # its end was told (its words are kept, not dropped)

    @property
    def table(self) -> Optional[LessonTable]:
        return self.session.table

    @property
    def screen(self) -> Any:
        return self.session.screen

    @property
    def t(self):
        return self.shell.t

    # -- the steps -------------------------------------------------------------------
    def start(self) -> None:
        """The lesson from its first step (again, when it is repeated)."""
        self.tally, self.in_practice, self.finished = Tally(), False, False
        self.shell.speech.say(self.t("lesson-start", number=self.lesson.number,
                                     title=self.t(self.lesson.title),
                                     count=len(self.lesson.steps)),
                              Priority.EVENT, "lesson-start")
        self.goto(0)

    def goto(self, index: int) -> None:
        if index < len(self.lesson.steps):
            self.index = index
            self.begin(self.lesson.steps[index])
        elif self.lesson.practice is not None and not self.in_practice:
            self.practice()
        else:
            self.finish()

    def practice(self) -> None:
        """The practice deal: the player plays a whole deal against bots, hints on."""
        self.in_practice, self.finished = True, False
        self.index = len(self.lesson.steps)
        assert self.lesson.practice is not None
        self.begin(self.lesson.practice)

    def next(self) -> None:
        self.waiting = None
        if self.in_practice:
            self.finish()
        else:
            self.goto(self.index + 1)

    def finish(self) -> None:
        self.waiting, self.finished = None, True
        if self.table is not None:
            self.table.hold()
        self.on_end(self)

    def begin(self, step: Step) -> None:
        self.step, self.tries, self.waiting = step, 0, None
        if step.deal:
            self.deal(step.deal)
        table = self.table
        assert table is not None
        self.step_done()
        self.shell.speech.say(self.step_text(), Priority.EVENT, "lesson-step")
        if step.kind == "watch":
            self.waiting = "table"
            if table.my_turn or table.round_over:
                self.reached()
            else:
                table.release()
        elif step.kind == "free":
            self.waiting = "free"
            table.release()
        else:
            self.waiting = "player"
            table.hold()
            if step.kind == "pick":     # a card of the hand is asked for: the focus is there
                self.screen.to_hand(0)

    def deal(self, name: str) -> None:
        sh = self.shell
        table = LessonTable(self.lesson.deals[name], HeardScheduler(sh.scheduler, sh.speech),
                            bot_delay=sh.settings.bot_pause)
        table.hold()
        self.scored = None
        self.session.attach(table)
        table.start_round()

    def step_text(self) -> str:
        step = self.step
        assert step is not None
        extra = self.bot_args(step) if "bot" in step.args else None
        return self.words.step_text(step, self.scored, extra)

    def bot_args(self, step: Step) -> dict[str, str]:
        """``bot`` and ``bot-call``: the strong bot's call or card now, and its reason."""
        from baloot_audio.bots import hint

        v = self.table.view() if self.table else None
        got = hint(v) if v is not None and v.to_act == v.seat else None
        if got is None:
            return {"bot": "", "bot-call": ""}
        return {"bot": self.t(got.reason), "bot-call": self.words.action_name(got.action)}

    def say_step(self, priority: Priority = Priority.ANSWER) -> None:
        """The step again (W, or the lesson's menu), with its place in the lesson: the
        step's words cut by it, or still waiting, are not said a third time after it."""
        if self.step is None:
            return
        where = self.t("lesson-where", step=min(self.index + 1, len(self.lesson.steps)),
                       count=len(self.lesson.steps), practice="yes" if self.in_practice
                       else "no")
        again = self.shell.speech.say(where + " " + self.step_text(), priority, "lesson-step")
        self.step_done(again)

    def step_done(self, keep: Optional[Utterance] = None) -> None:
        """A step's words still waiting (a key cut them) are done: the player did what the
        step asked, or heard it again (``keep``: that saying, kept)."""
        self.shell.speech.supersede(lambda u: u.msg_id in ("lesson-step", "lesson-reminder")
                                    and u is not keep)

    # -- the table's events ----------------------------------------------------------
    def on_event(self, event: Any) -> None:
        table = self.table
        if isinstance(event, ev.RoundScored) and event.outcome != "thrown_in":
            self.scored = event
            if self.in_practice:
                self.tally.practice = event
        if isinstance(event, ev.MatchScored):
            if event.scoreless and self.waiting == "free" and table is not None:
                self.shell.scheduler.call_later(0, lambda: self.table is table
                                                and table.start_round())
            elif self.waiting in ("table", "free"):
                self.next()
        elif self.waiting == "table" and table is not None and self.stops(event):
            self.reached()

    def stops(self, event: Any) -> bool:
        """The table, running for an act or a watch step, stops here: the player's turn,
        or the end of the trick or of the buy when the step says so (``until``)."""
        until = self.step.until if self.step is not None else "turn"
        if isinstance(event, (ev.Offered, TurnToPlay)):
            return event.seat == self.table.seat
        return (until == "trick" and isinstance(event, ev.TrickWon)
                or until == "deal" and isinstance(event, ev.DealCompleted))

    def reached(self) -> None:
        """The table came back to the player (or the deal ended): the next step."""
        if self.table is not None:
            self.table.hold()
        self.next()

    # -- the player's keys -----------------------------------------------------------
    def command(self, cmd: str) -> bool:
        """True: the lesson answered ``cmd``; False: the table screen answers it as usual."""
        step = self.step
        if cmd == "table_menu":
            self.on_menu(self)
            return True
        if step is None or self.waiting is None:
            return False
        if step.kind == "keys" and cmd in step.keys and self.waiting == "player":
            self.screen.table_command(cmd)
            self.next()
            return True
        if cmd == "ask_turn" and self.waiting == "player":
            self.say_step()
            return True
        if cmd == "hint":
            self.tally.hints += 1
            if step.kind == "act" and self.waiting == "player":
                self.say_hint()
                return True
            return False
        if self.waiting != "player":
            return False          # the table moves, or the deal is played freely
        if step.kind == "act":
            return is_action(cmd) and self.act(cmd)
        if step.kind == "pick" and cmd == "play":
            self.pick()
            return True
        if step.kind == "tell" and cmd == "play":
            self.next()
            return True
        if step.kind == "keys":
            self.tally.missed_key(step.keys[0])
        if is_action(cmd):
            self.say(self.t("lesson-not-now", waits=self.words.waits(step)), "lesson-not-now")
            return True
        if step.kind == "keys":       # answered as usual, then what the step waits for
            self.screen.table_command(cmd)
            self.shell.speech.say(self.t("lesson-reminder", waits=self.words.waits(step)),
                                  Priority.EVENT, "lesson-reminder")
            return True
        return False

    def act(self, cmd: str) -> bool:
        """The player's call or card at an "act" step: the one asked is played (then the
        table runs up to the player's next turn); another is explained."""
        table, step = self.table, self.step
        action = self.screen.key_action(cmd)
        if action is None or table is None or step is None:
            return False          # no card in focus, a call not offered: the table says so
        expected = step.action()
        if action == expected:
            before = table.state
            self.waiting = "table"
            self.screen.send(action)
            if table.state is before:          # refused after all (a lesson file's mistake)
                self.waiting = "player"
            elif self.waiting == "table" and self.table is table and not table.round_over:
                table.release()
            return True
        if view_refusal(table.view(), action):
            self.screen.send(action)           # the rule's words, and the right one (refused)
        else:
            self.tally.other_choices += 1
            self.say(self.other_words(action), "lesson-other")
        return True

    def close(self) -> None:
        """The lesson is left: its table too. What an ended lesson still had to say (its
        last deal's end, the feedback) waits in "what did I miss", with its cue: a
        player who went on from the end menu at once never heard the lesson's end."""
        self.waiting, self.step = None, None
        if self.finished:
            self.shell.speech.move_on()
        self.session.close(forget=not self.finished)
