"""The table screen's question keys: what the view holds (the hand, a suit, the
trick, the score, the calls, the contract, the projects, the round...), why the
last key was refused, what the call or card in focus means (:mod:`.meanings`), the
hint, what a call does and the suits that may be named.

:class:`QuestionKeys` is a part of :class:`~baloot_audio.ui.screens.TableScreen`,
which gives it the table, the narrator (whose answers it says), the focus
(:class:`~baloot_audio.ui.table_focus.HandFocus`), ``last_refusal``,
``last_round`` and ``say``. None of these keys plays a card, makes a call or moves.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Optional, Protocol

from baloot_audio.core import PlayerView
from baloot_audio.core import events as ev
from baloot_audio.table_api import TableInterface, TurnToPlay

from .commands import SUIT_KEYS
from .meanings import Meanings
from .speech import Priority
from .table_focus import within
from .table_options import memory_aids_on, options_words, rating_said, table_info, timer_of

SUIT_COMMANDS = {"ask_spades": "S", "ask_hearts": "H", "ask_diamonds": "D", "ask_clubs": "C"}
# what a player remembers at a real table: told only with the memory aids setting (seed 003)
MEMORY_AIDS = ("ask_points", "ask_suit_out")


def covered(cmd: str, v: PlayerView) -> Optional[Callable[[object], bool]]:
    """Which table events (a waiting message's ``source``) the answer to ``cmd`` tells in
    full, from the view it was made from (None: none): T the trick in play's cards (or,
    between two tricks, the one just taken), W the player's own prompt, P the projects,
    S the match score, C the contract, B the calls."""
    if cmd == "ask_trick":
        if v.current:
            plays = set(v.current)
            return lambda e: isinstance(e, ev.CardPlayed) and (e.seat, e.card) in plays
        done = len(v.tricks) - 1
        return lambda e: isinstance(e, (ev.CardPlayed, ev.TrickWon)) and e.trick == done
    if cmd == "ask_turn" and v.to_act == v.seat:
        return lambda e: isinstance(e, (ev.Offered, TurnToPlay)) and e.seat == v.seat
    kinds = {"ask_projects": (ev.ProjectsAnnounced, ev.ProjectsShown),
             "ask_score": (ev.MatchScored,), "ask_contract": (ev.ContractSet,),
             "ask_calls": (ev.CallMade, ev.Raised)}.get(cmd)
    return (lambda e: isinstance(e, kinds)) if kinds else None


class TimeLeft(Protocol):
    """A turn's clock as "time left" reads it (the window's timer, a browser's table)."""

    @property
    def left(self) -> Optional[float]: ...


class QuestionKeys:
    """The answers to the table's question keys."""

    table: TableInterface
    clock: Optional[TimeLeft]
    last_refusal: Optional[str]
    last_round: Optional[ev.RoundScored]
    asked: Optional[str]    # the last question answered (X explains what it said)

    def ask(self, cmd: str) -> bool:
        """Answer ``cmd`` if it is a question key (nothing else: no card, call or move).
        The table's messages the answer has just told (the trick's cards after T, the
        turn's prompt after W...) are not said again after it."""
        v = self.table.view()
        answer = self.answer(cmd, v) if v is not None else None
        if answer is not None and v is not None:
            self.say(*answer)
            self.asked = cmd
            told = covered(cmd, v)
            if told is not None:
                self.app.speech.supersede(lambda u: told(u.source))
        return answer is not None

    def answer(self, cmd: str, v: Any) -> Optional[tuple[str, str]]:
        """A question key's answer and its message id (None: ``cmd`` is no question)."""
        n = self.narrator
        if cmd == "explain_refusal":
            if self.last_refusal:
                return self.t("card-refused", reason=n.rule(self.last_refusal)), "refusal"
            return self.t("refusal-none"), "refusal"
        if cmd in SUIT_COMMANDS:
            return n.suit_cards(v.hand, SUIT_COMMANDS[cmd]), "ask-suit"
        if cmd == "explain_term":
            return self.meaning(v), "explain-term"
        if cmd in MEMORY_AIDS and not memory_aids_on(self.table, self.app.settings):
            online = table_info(self.table) is not None    # the table's creator chose
            return self.t("memory-aids-off-table" if online else "memory-aids-off"), \
                "memory-aids-off"   # as at a real table
        if cmd == "ask_time":
            return self.time_left(), "ask-time"
        if cmd == "ask_rating":
            return rating_said(self.t, self.table), "ask-rating"
        # the match score from the table: once a round has ended, the view's is the old one
        target, totals = self.table.rules.target, self.table.match.totals
        questions = {"ask_hand": lambda: n.hand_summary(v.hand), "ask_trick": lambda: n.trick(v),
                     "ask_score": lambda: n.score(v, target, totals),
                     "ask_turn": lambda: n.turn(v), "ask_tricks": lambda: n.tricks_taken(v),
                     "ask_calls": lambda: n.calls(v), "ask_contract": lambda: n.contract_answer(v),
                     "ask_projects": lambda: n.projects(v), "ask_land": lambda: n.land(v),
                     "ask_points": lambda: n.card_points(v),
                     "ask_suit_out": lambda: n.suit_out(v, self.focused_suit(v)),
                     "ask_summary": lambda: self.options_said() + n.summary(v, target, totals),
                     "ask_round": lambda: n.round_breakdown(self.last_round)
                     if self.last_round else self.t("round-none")}
        if cmd in questions:
            return questions[cmd](), cmd.replace("_", "-")  # ask_hand -> ask-hand
        return None

    def options_said(self) -> str:
        """An online table's options, first in R's summary ("" at a local table)."""
        info = table_info(self.table)
        return options_words(self.t, info) + " " if info is not None else ""

    def meaning(self, v: Any) -> str:
        """What the call or card in focus means now; right after C or P, what the
        contract or the projects just said mean (the term the player just heard)."""
        meanings, calls, hand = Meanings(self.narrator), self.calls(), self.hand()
        if self.asked == "ask_contract" or not hand and not calls:
            return meanings.contract(v)
        if self.asked == "ask_projects":
            return meanings.projects(v)
        if self.zone == "calls" and calls:
            return meanings.call(v, calls[within(self.focus, len(calls))])
        return meanings.card(v, hand[within(self.focus, len(hand))])

    def time_left(self) -> str:
        """The turn's clock: the seconds left, or why none runs."""
        left = self.clock.left if self.clock is not None else None
        if left is not None:
            return self.t("time-left", seconds=max(1, round(left)))
        if timer_of(self.table, self.app.settings) == "off" or self.table.seat is None:
            return self.t("time-untimed")
        return self.t("time-not-running")

    def say_hint(self, v: Any) -> None:
        """The strong bot's call or card for the player, with one reason."""
        from baloot_audio.bots import hint

        got = hint(v) if v.to_act == v.seat else None
        if got is None:
            self.say(self.t("hint-not-your-turn"), "hint")
            return
        a = got.action
        what = self.narrator.card(a.card) if a.card else self.call_text(a)
        if a.kind == "akka":
            what = self.t("call-entry-suit", call=self.narrator.call_name("akka"), suit=what)
        elif a.kind == "sawa":
            what = self.narrator.call_name("sawa")
        self.say(self.t("hint-text", action=what, reason=self.t(got.reason)), "hint")

    def explain_call(self) -> None:
        """What the focused call does, in a sentence; from the hand, every call offered
        (a call that names a suit once, its suit left to choose)."""
        calls, v = self.calls(), self.table.view()
        if not calls:
            self.say(self.t("explain-call-none"), "explain-call")
            return
        if self.zone == "calls":
            chosen = [calls[within(self.focus, len(calls))]]
        else:
            chosen = list(dict.fromkeys(replace(a, suit=None) for a in calls))
        self.say(" ".join(self.narrator.call_meaning(a, v) for a in chosen), "explain-call")

    def say_trump_choices(self) -> None:
        """Asked to name the trump: the suits that may be named, each with its key."""
        suits = [a.suit for a in self.calls() if a.suit and a.kind in ("choose_trump", "choose",
                                                                         "hokum2")]
        if not suits:
            return
        keys = {suit: self.app.keymap.keys_for(f"call_suit_{name}") for name, suit in SUIT_KEYS}
        named = [self.t("trump-choice", suit=self.narrator.suit(s),
                        key=keys[s][0].spoken(self.t) if keys[s] else self.t("keys-none"))
                 for s in dict.fromkeys(suits)]
        self.say(self.t("trump-choices", suits=self.narrator.join(named, last="list-or")),
                 "trump-choices", Priority.EVENT)
