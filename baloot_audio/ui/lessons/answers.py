"""What the coach says to the player's answers (a part of :class:`~.coach.Coach`): a key
of another moment, a legal card or call that is not the one the step asks for, the
hint, a quiz's answer, and what a lesson adds to a refused card or call."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import Action
from baloot_audio.core.qaid import judge, public_play, sheet_for

from ..commands import BY_ID
from ..speech import Priority
from ..table_focus import offered_calls

# a refusal the lesson does not count against the player (waiting is no mistake)
NOT_COUNTED = frozenset({"not_your_turn", "round_over", "buying_not_over"})


class Answers:
    """The coach's answers; the coach gives the step, what it waits for, its words, its
    tally and its table (see :class:`~.coach.Coach`)."""

    shell: Any
    step: Any
    waiting: Optional[str]
    words: Any
    tally: Any
    scored: Any
    tries: int
    t: Any

    def not_now(self, cmd: str) -> bool:
        """A key that does nothing at this moment, while the lesson waits for the player:
        "not now", and what the step waits for (False: the usual answer will do)."""
        step = self.step
        if step is None or self.waiting != "player":
            return False
        t = self.t
        self.say(t("key-not-now", command=t(BY_ID[cmd].description_id)) + " "
                 + t("lesson-reminder", waits=self.words.waits(step)), "lesson-not-now")
        return True

    def nothing_here(self) -> bool:
        """A key that does nothing anywhere, while the lesson waits for the player:
        "nothing here", and what the step waits for (False: the usual answer will do)."""
        if self.step is None or self.waiting != "player":
            return False
        self.say(self.t("key-nothing-here") + " " + self.t(
            "lesson-reminder", waits=self.words.waits(self.step)), "lesson-not-now")
        return True

    def say(self, text: str, msg_id: str) -> None:
        self.shell.speech.say(text, Priority.ANSWER, msg_id)

    def other_words(self, action: Action) -> str:
        """A legal call or card that is not the one the step asks for: which one, and why."""
        step = self.step
        assert step is not None and step.action() is not None
        why = self.t(step.why, **self.words.args(step, self.scored)) if step.why else ""
        return self.t("lesson-other", chosen=self.words.action_name(action),
                      wanted=self.words.action_name(step.action()), why=why,
                      waits=self.words.waits(step))

    def say_hint(self) -> None:
        step = self.step
        assert step is not None and step.action() is not None
        why = self.t(step.why, **self.words.args(step, self.scored)) if step.why else \
            self.words.waits(step)
        self.say(self.t("hint-text", action=self.words.action_name(step.action()), reason=why),
                 "hint")

    def pick(self) -> None:
        """A quiz's answer: the card in focus."""
        step, screen = self.step, self.screen
        assert step is not None and step.pick is not None
        card = screen.focused_card()
        if card is None:
            self.say(self.t("lesson-pick-move", waits=self.words.waits(step)), "lesson-pick")
            return
        if card == step.pick:
            if self.tries == 0:
                self.tally.picks_first += 1
            self.say(self.t("lesson-pick-right", card=self.shell.narrator.card(card)),
                     "lesson-pick")
            self.next()
            return
        self.tries += 1
        self.tally.picks_missed += 1
        args = {**self.words.args(step, self.scored), "picked": self.shell.narrator.card(card)}
        why = self.t(step.why, **args) if step.why else ""
        again = self.t("lesson-pick-named" if self.tries >= 2 else "lesson-pick-again",
                       card=args["card"], enter=args["enter"])
        self.say(" ".join(p for p in (self.t("lesson-pick-wrong", picked=args["picked"]), why,
                                      again) if p), "lesson-pick")

    def refusal_help(self, rule: str) -> Optional[str]:
        """What a lesson adds to a refused card's or call's few words (which already say
        the rule): the card or call to play (a guided step; for a call, the calls there
        are), or the strong bot's choice and why (the practice)."""
        step = self.step
        if rule not in NOT_COUNTED:
            self.tally.refused[rule] += 1
        if step is None:
            return None
        if step.kind == "act" and self.waiting == "player":
            waits = self.words.waits(step)
            if rule != "call_not_available" or self.table is None:
                return self.t("lesson-refused-act", waits=waits)
            calls = [self.words.action_name(a) for a in offered_calls(self.table.view())]
            return self.t("lesson-refused-call", waits=waits,
                          calls=self.shell.narrator.join(calls, last="list-or"))
        if step.kind == "free" and self.waiting == "free" and rule not in NOT_COUNTED:
            hint = self.bot_args(step)
            if hint["bot-call"]:
                return self.t("lesson-refused-free", action=hint["bot-call"],
                              reason=hint["bot"])
        return None

    def qaid_call(self, action: Action) -> bool:
        """A Qaid call from its steps (Q): True, it is made. The steps close first. At
        the lesson's Qaid step a call that public play proves is made; another is
        explained (why it would not be proven, which would give the round away) and the
        step stays; during any other step of a guided deal it is not the moment."""
        step, table = self.step, self.table
        if step is None or table is None:
            return True
        self.shell.show(self.screen, Priority.EVENT)      # the table again, not its steps
        if self.waiting == "free":                        # a deal played freely: as always
            return True
        wanted = step.action()
        if self.waiting != "player" or wanted is None or wanted.kind != "qaid":
            self.say(self.t("lesson-not-now", waits=self.words.waits(step)), "lesson-not-now")
            return False
        v = table.view()
        if judge(v.rules, v.contract, public_play(v), action).verdict == "proven":
            self.waiting = "table"                      # the verdict ends the deal
            return True
        self.tally.other_choices += 1
        shown = any(s.accused == action.accused and s.crime == tuple(action.crime)
                    for s in sheet_for(v))              # a mistake, but not this proof
        self.say(self.t("lesson-qaid-no-proof" if shown else "lesson-qaid-no-mistake",
                        waits=self.words.waits(step), **self.words.qaid_args(action)),
                 "lesson-other")
        return False
