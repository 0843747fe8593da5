"""Lessons played by keys without a window: the real shell, menus, coach and table
(speech off, its log in a string, time on a fake clock), keys given as the window
gives them; :meth:`LessonDriver.settle` lets time pass until the table waits for the
player (the other seats move only once what was said has been heard)."""

from __future__ import annotations

from typing import Optional

from baloot_audio.core import Action
from baloot_audio.core.qaid import find_deed, find_proof, public_play
from baloot_audio.ui.commands import BY_ID
from baloot_audio.ui.lessons.format import Lesson, Step
from baloot_audio.ui.lessons.library import load_library
from baloot_audio.ui.lessons.words import direct_call_key

from test_every_key_answers import Driver

SUIT_COMMANDS = {"S": "ask_spades", "H": "ask_hearts", "D": "ask_diamonds", "C": "ask_clubs"}


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class LessonDriver(Driver):
    def __init__(self, tmp_path, lang: str = "en"):
        super().__init__(tmp_path, lang)
        self.shell.t.strict = True          # a missing word or argument fails the test
        self.clock = Clock()
        self.shell.speech.clock = self.clock
        self.library = load_library(strict=True)
        self.menus.lessons.library = self.library

    @property
    def lessons(self):
        return self.menus.lessons

    @property
    def coach(self):
        return self.lessons.coach

    def start(self, lesson_id: str) -> Lesson:
        lesson = self.library.by_id(lesson_id)
        assert lesson is not None, lesson_id
        self.lessons.start(lesson)
        self.settle()
        return lesson

    def settle(self, limit: int = 5000) -> None:
        """Time passes (the voice says what waits, the bots move) until nothing moves."""
        sh = self.shell
        for _ in range(limit):
            self.clock.now += 0.25
            sh.speech.poll()
            moved = sh.scheduler.run_next()
            if not moved and sh.speech.playing is None and not sh.speech.backlog:
                sh.speech.poll()
                if not sh.scheduler.pending:
                    return
        raise AssertionError("the table never settled")

    def press(self, chord: str, typed: Optional[str] = None) -> list[str]:
        """A key, then time passes; the words said (answers and the table's)."""
        start = len(self.records())
        self.key(chord, typed)
        self.settle()
        return [r["text"] for r in self.records()[start:] if r["kind"] == "speech"]

    def focus_card(self, card: str) -> None:
        """Move the focus to ``card`` by keys: its suit's key, then Right."""
        screen = self.shell.screen
        if screen.zone != "hand":
            self.press(key_of("switch_zone"))
        self.press(key_of(SUIT_COMMANDS[card[1]]))
        for _ in range(8):
            if screen.focused_card() == card:
                return
            self.press(key_of("card_next"))
        raise AssertionError(f"{card} not found in the hand")

    def expected_keys(self, step: Step) -> None:
        """What a player who follows the lesson presses at ``step``."""
        if step.kind == "tell":
            self.press("ENTER")
        elif step.kind == "keys":
            self.press(key_of(step.keys[0]))
        elif step.kind == "pick":
            self.focus_card(step.pick)
            self.press("ENTER")
        elif step.kind == "act":
            action = step.action()
            if action.kind == "qaid":
                self.call_qaid(action)
            elif action.card:
                self.focus_card(action.card)
                self.press(key_of("akka") if action.kind == "akka" else "ENTER")
            else:
                self.press(key_of(direct_call_key(action)))
        elif step.kind == "free":
            self.play_freely()
        # watch: the table moves by itself

    def choose(self, label: str) -> None:
        """In a menu: move down to the item ``label`` and press Enter."""
        screen = self.shell.screen
        labels = [item.label() for item in screen.items]
        assert label in labels, (label, labels)
        for _ in labels:
            if labels[screen.focus] == label:
                break
            self.press("DOWN")
        self.press("ENTER")

    def call_qaid(self, call: Action) -> list[str]:
        """A Qaid call by its steps (Q, the opponent, the action, the proof, Yes) as the
        player hears them offered; the words said from Q on."""
        n, v = self.shell.narrator, self.coach.table.view()
        deed = find_deed(public_play(v), call.accused, call.crime)
        proof = find_proof(public_play(v), deed, call.proof)
        start = len(self.records())
        self.press(key_of("qaid_call"))
        for label in (n.seat(call.accused), n.deed_item(deed), n.proof_item(proof),
                      self.shell.t("confirm-yes")):
            self.choose(label)
        return [r["text"] for r in self.records()[start:] if r["kind"] == "speech"]

    def play_freely(self) -> None:
        """A free step: pass when asked to call, else the first legal card, to the end."""
        coach = self.coach
        step = coach.step
        for _ in range(60):
            if coach.step is not step or coach.waiting != "free":
                return
            v = coach.table.view()
            if v is None or v.to_act != v.seat:
                self.settle()
                continue
            if v.phase.value == "buy":
                kinds = [a.kind for a in v.legal]
                call = "pass" if "pass" in kinds else "decline" if "decline" in kinds else kinds[0]
                self.press(key_of(direct_call_key(next(a for a in v.legal if a.kind == call))))
            else:
                card = next(a.card for a in v.legal if a.kind == "play")
                self.focus_card(card)
                self.press("ENTER")
        raise AssertionError("the free deal did not end")


def key_of(command_id: str) -> str:
    return BY_ID[command_id].keys[0]
