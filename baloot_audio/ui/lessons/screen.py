"""A lesson's table screen: the table screen of a match (the same keys, answers,
focus and picture), with the coach first to hear each key and each event."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import Action

from ..commands import BY_ID, CONTEXTS, Chord, chord_only
from ..screens import TableScreen, direct_calls
from ..shell import Shell
from ..speech import Priority
from ..table_focus import within


class LessonScreen(TableScreen):
    name = "lesson"

    def __init__(self, app: Shell, table: Any, coach: Any):
        super().__init__(app, table, open_menu=lambda: coach.on_menu(coach))
        self.coach = coach

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        if priority == Priority.ANSWER:    # back from the lesson's menu: where we are
            self.coach.say_step()
        self.refresh()

    def command(self, cmd: str) -> bool:
        return self.coach.command(cmd) or self.table_command(cmd)

    def table_command(self, cmd: str) -> bool:
        """The key as the table screen of a match answers it."""
        return super().command(cmd)

    def send(self, action: Action) -> None:
        """A Qaid call (from its steps above the table) goes by the coach first."""
        if action.kind != "qaid" or self.coach.qaid_call(action):
            super().send(action)

    def on_unbound_key(self, chord: Chord) -> bool:
        """A key of another moment (a call's key during the play): "not now", and what
        the lesson waits for; a key that does nothing anywhere (Z): "nothing here", and
        what the lesson waits for too."""
        cmd = self.app.keymap.lookup(chord, CONTEXTS)
        if cmd is None:
            return not chord_only(chord.key) and self.coach.nothing_here()
        return self.coach.not_now(cmd)

    def on_event(self, event: Any) -> None:
        super().on_event(event)
        self.coach.on_event(event)

    def focused_card(self) -> Optional[str]:
        """The card in focus in the hand (None: the calls, or no card in the hand)."""
        hand = self.hand()
        if self.zone != "hand" or not hand:
            return None
        return hand[within(self.focus, len(hand))]

    def key_action(self, cmd: str) -> Optional[Action]:
        """The call or card the key would send now (None: it sends none, e.g. the focus
        is on the contract entry, or no call of that key is offered)."""
        v = self.table.view()
        if v is None:
            return None
        seat = self.table.seat
        if cmd == "play" and self.zone == "calls" and self.calls():
            calls = self.calls()
            return calls[within(self.focus, len(calls))]
        if cmd in ("play", "akka"):
            card = self.focused_card()
            return Action(seat, cmd, card=card) if card else None
        if cmd == "sawa":
            return Action(seat, "sawa")
        wanted = direct_calls(BY_ID[cmd], v.legal) if cmd.startswith("call_") else []
        return wanted[0] if wanted else None

    def refused(self, rule: str, words: Optional[str] = None, sound: bool = False) -> None:
        """A refused card or call: its few words, then what the lesson adds (the whole rule
        and what to play instead), said every time: the lesson teaches it."""
        help_words = self.coach.refusal_help(rule)
        if help_words is None:
            super().refused(rule, words, sound)
            return
        self.last_refusal = rule
        if sound:
            self.app.sounds.play("refused", rule=rule)
        words = words or self.narrator.refusal(rule, self.table.view(),
                                               self.key_name("switch_zone"))
        self.say(words + " " + help_words, "refusal")
