"""A lesson's words: a step's sentence with its arguments, what the step waits for,
and what the coach says about a key, a card or a call that is not the one asked.

Every step ends with what it waits for ("Press Right.", "Play the seven of spades:
move to it and press Enter."), so no step waits without saying what for; the keys
are named as the player has them bound.
"""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.core import Action
from baloot_audio.core import events as ev
from baloot_audio.core.scoring import ROUND_POINTS, convert
from baloot_audio.core.state import team_of

from ..commands import BY_ID, gesture_text
from .format import Step


def key_name(shell: Any, command_id: str) -> str:
    """The first key of a command, in the player's language (as rebound)."""
    keys = shell.keymap.keys_for(command_id)
    return keys[0].spoken(shell.t) if keys else shell.t("keys-none")


def direct_call_key(action: Action) -> Optional[str]:
    """The command id of the key that makes ``action`` at once (Shift plus a letter)."""
    for cmd in BY_ID.values():
        args = dict(cmd.call_args)
        if cmd.call == action.kind and args.get("locked", action.locked) == action.locked:
            return cmd.id
        if cmd.call == "suit" and action.suit and args["suit"] == action.suit \
                and action.kind in ("choose_trump", "choose", "hokum2"):
            return cmd.id
    return None


class LessonWords:
    """The words of a lesson's steps for ``shell`` (its catalogue, narrator and keys, the
    instructions already said in full). ``gestures``: the lesson's key steps name their
    touch gestures too, when the player asked for them (Settings: touch gestures)."""

    def __init__(self, shell: Any, gestures: bool = False):
        self.shell = shell
        self.lesson_gestures = gestures

    @property
    def gestures(self) -> bool:
        return self.lesson_gestures and self.shell.settings.gestures

    @property
    def t(self):
        return self.shell.t

    @property
    def n(self):
        return self.shell.narrator

    def key(self, command_id: str) -> str:
        return key_name(self.shell, command_id)

    def action_name(self, a: Action) -> str:
        if a.kind == "qaid":
            return self.t("lesson-qaid-action", **self.qaid_args(a))
        if a.card:
            return self.n.card(a.card)
        return self.n.call_entry(a.kind, a.suit, a.locked)

    def qaid_args(self, a: Action) -> dict[str, Any]:
        """A Qaid call's words: on whom, the action and its trick, the proof and its trick."""
        return self.n.qaid_args(a.accused, a.crime, a.proof, None)

    # -- a step's sentence ---------------------------------------------------------
    def args(self, step: Step, scored: Optional[ev.RoundScored] = None) -> dict[str, Any]:
        """What a step's message may use: the keys of the table (``enter``, ``tab``,
        ``hint``, ``question``...), the step's own (``key``, ``gesture``, ``card``,
        ``call``), the last round's count once one was scored, and the file's ``args``."""
        out: dict[str, Any] = {name: self.key(cmd) for name, cmd in (
            ("enter", "play"), ("tab", "switch_zone"), ("hint", "hint"),
            ("question", "explain_term"), ("why-key", "explain_refusal"),
            ("escape", "table_menu"), ("hand", "ask_hand"), ("turn", "ask_turn"))}
        if step.keys:
            out["key"] = self.key(step.keys[0])
            out["gesture"] = gesture_text(BY_ID[step.keys[0]].gesture, 2, self.t)
        action = step.action()
        card = step.pick or (action.card if action else None)
        if card:
            out["card"] = self.n.card(card)
        if action and not action.card:
            out["call"] = self.action_name(action)
        if scored is not None:
            out.update(count_args(scored, self.n.viewer))
        for name, value in step.args.items():
            if name != "bot":        # the strong bot's words: the coach's (Coach.bot_args)
                out[name] = self.typed(name, value)
        return out

    def typed(self, name: str, value: Any) -> Any:
        """A file's argument as words: by its name's start (docs/lessons.md)."""
        if isinstance(value, (int, float)):
            return value
        if name.startswith("cards"):
            return self.n.cards(value.split())
        if name.startswith("card"):
            return self.n.card(value)
        if name.startswith("suit"):
            return self.n.suit(value)
        if name.startswith("key"):
            return self.key(value)
        if name.startswith("call"):
            return self.n.call_name(value)
        return self.t(value)

    def waits(self, step: Step) -> str:
        """What the step waits for, said at its end and again at a key it does not take:
        how to do it in full the first time a lesson asks that kind of thing, in a few
        words after (:attr:`Shell.instructions`)."""
        t, action = self.t, step.action()
        how = self.how(step)
        short = how is not None and self.shell.instructions.told(how)
        if step.kind == "keys":
            msg = "lesson-wait-key-gesture" if self.gestures else "lesson-wait-key"
            return t(msg, key=self.key(step.keys[0]),
                     gesture=gesture_text(BY_ID[step.keys[0]].gesture, 2, t))
        if step.kind == "pick":
            return t("lesson-wait-pick", enter=self.key("play"), short=yes(short))
        if step.kind == "act" and action is not None and action.kind == "akka":
            return t("lesson-wait-akka", card=self.n.card(action.card), key=self.key("akka"))
        if step.kind == "act" and action is not None and action.kind == "qaid":
            return t("lesson-wait-qaid", key=self.key("qaid_call"), yes=t("confirm-yes"),
                     **self.qaid_args(action))
        if step.kind == "act" and action is not None and action.card:
            return t("lesson-wait-play", card=self.n.card(action.card), enter=self.key("play"),
                     short=yes(short))
        if step.kind == "act" and action is not None and action.kind == "sawa":
            return t("lesson-wait-sawa", key=self.key("sawa"))
        if step.kind == "act" and action is not None:
            direct = direct_call_key(action)
            return t("lesson-wait-call", call=self.action_name(action),
                     key=self.key(direct) if direct else self.key("play"),
                     tab=self.key("switch_zone"), enter=self.key("play"), short=yes(short))
        if step.kind == "free":
            return t("lesson-wait-free", hint=self.key("hint"))
        if step.kind == "watch":
            return ""
        return t("lesson-wait-tell", enter=self.key("play"), short=yes(short))

    @staticmethod
    def how(step: Step) -> Optional[str]:
        """The kind of instruction a step's wait gives (said in full once): None for the
        ones said in full every time (a key's name is short already)."""
        action = step.action()
        if step.kind in ("pick", "tell"):
            return f"lesson-{step.kind}"
        if step.kind == "act" and action is not None and action.kind == "play":
            return "lesson-play"
        if step.kind == "act" and action is not None and not action.card \
                and action.kind not in ("sawa", "qaid"):
            return "lesson-call"
        return None

    def step_text(self, step: Step, scored: Optional[ev.RoundScored] = None,
                  extra: Optional[dict[str, Any]] = None) -> str:
        """The step's words (``extra``: arguments worked out at the table), then what it
        waits for; that instruction is said in full from then on no more."""
        args = {**self.args(step, scored), **(extra or {})}
        said = self.t(step.say, **args) if step.say else ""
        text = " ".join(part for part in (said, self.waits(step)) if part)
        how = self.how(step)
        if how is not None:
            self.shell.instructions.tell(how)
        return text


def yes(value: bool) -> str:
    return "yes" if value else "no"


def count_args(e: ev.RoundScored, viewer: int) -> dict[str, Any]:
    """A scored round's numbers for a lesson's words: whose the buy was (``buyers``: us
    or them), each side's card points (abnat), the defence's converted and the buyers'
    rest of the round's points, totals with projects and baloot, the outcome, the
    multiplier, and what each team scored."""
    if e.buyer is None or e.kind is None:
        return {}
    buyer = team_of(e.buyer)
    defence = 1 - buyer
    mine = team_of(viewer)
    full = ROUND_POINTS[e.kind]
    totals = [e.card_points[t] + e.project_points[t] + e.baloot_points[t] for t in (0, 1)]
    return {"buyers": "us" if buyer == mine else "them", "kind": e.kind,
            "buyer-abnat": e.abnat[buyer], "defence-abnat": e.abnat[defence],
            "defence-converted": convert(e.abnat[defence], e.kind),
            "buyer-card-points": e.card_points[buyer],
            "defence-card-points": e.card_points[defence], "full": full,
            "buyer-total": totals[buyer], "defence-total": totals[defence],
            "outcome": e.outcome, "multiplier": e.multiplier,
            "doubled-full": full * e.multiplier,
            "us-points": e.points[mine], "them-points": e.points[1 - mine],
            "us-tricks": e.tricks[mine], "them-tricks": e.tricks[1 - mine]}
