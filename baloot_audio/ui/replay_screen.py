"""Past matches and the replay of a round, trick by trick, with the live narration.

The history menu lists finished matches (newest first), then a match's rounds;
choosing a round opens :class:`ReplayScreen`, which re-plays the record
through the engine (:func:`baloot_audio.replay.round_steps`) and hands each
step's events to a narrator, so the words and sound cues are the ones the game
used live. Every hand is revealed once the round is over.
"""

from __future__ import annotations

import functools
import time
from typing import Any

from baloot_audio.core import ReplayError
from baloot_audio.core.cards import sorted_hand
from baloot_audio.replay import ReplayRound, round_steps

from .narrator import Narration, Narrator
from .layout import lines_layout
from .present import present
from .render import Renderer
from .screens import MenuItem, MenuScreen, Screen, push_menu
from .shell import Shell
from .speech import Priority


def history_menu(app: Shell) -> MenuScreen:
    """Past matches, newest first; choosing one lists its rounds."""
    t = app.t
    items: list[MenuItem] = []
    for past in app.store.history():
        if not past.readable:
            items.append(MenuItem(lambda: t("history-unreadable")))
            continue

        def label(past=past) -> str:
            last = past.records[-1]
            totals = last.get("totals", [0, 0])
            preset = last.get("ruleset", "saudi")
            name = t(f"preset-{preset}") if t.has(f"preset-{preset}") else preset
            return t("history-entry",
                     date=time.strftime("%Y-%m-%d %H:%M", time.localtime(past.finished)),
                     preset=name, us=totals[0], them=totals[1], rounds=len(past.records))

        items.append(MenuItem(label, functools.partial(push_menu, app, rounds_menu, app,
                                                       past.records)))
    if not items:
        items.append(MenuItem(lambda: t("history-none")))
    items.append(MenuItem(lambda: t("menu-back"), app.pop))
    return MenuScreen(app, lambda: t("history-title"), items, back=app.pop, name="history")


def rounds_menu(app: Shell, records: list[dict[str, Any]], seat: int = 0) -> MenuScreen:
    """A match's rounds, as the player in ``seat`` heard them (an online match: theirs)."""
    t, us = app.t, seat % 2
    items = []
    for record in records:
        def label(r=record) -> str:
            # what the round scored, then the match's running totals
            points, totals = r.get("points", [0, 0]), r.get("totals", [0, 0])
            return t("history-round-scored", round=r.get("round", 0), us=points[us],
                     them=points[1 - us], **{"total-us": totals[us],
                                             "total-them": totals[1 - us]})

        items.append(MenuItem(label, functools.partial(open_replay, app, record, seat)))
    items.append(MenuItem(lambda: t("menu-back"), app.pop))
    return MenuScreen(app, lambda: t("history-rounds-title"), items, back=app.pop,
                      name="history_rounds")


def open_replay(app: Shell, record: dict[str, Any], seat: int = 0) -> None:
    try:
        replay = round_steps(record)
    except ReplayError:
        app.speech.answer(app.t("history-unreadable"), "history-unreadable")
        return
    app.push(ReplayScreen(app, replay, seat))


class ReplayScreen(Screen):
    """One past round, step by step: the deal and bidding, then each trick."""

    name = "replay"
    contexts = ("global", "replay")

    def __init__(self, app: Shell, replay: ReplayRound, seat: int = 0):
        super().__init__(app)
        self.replay = replay
        self.step = -1          # nothing played yet
        self.shown: list[str] = []
        self.narrator = Narrator(app.t, seat, app.settings.clockwise, app.settings.verbosity)

    @property
    def over(self) -> bool:
        return self.step >= len(self.replay.steps) - 1

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        self.say(self.t("replay-start", round=self.replay.number), "replay-start", priority)
        self.refresh()

    def narrations(self, index: int) -> list[Narration]:
        return [n for event in self.replay.steps[index] for n in self.narrator.narrate(event)]

    def play_step(self, index: int) -> None:
        """Say step ``index`` as the game said it (the first line interrupts)."""
        self.step = index
        self.shown = [u.text for u in present(self.app.speech, self.app.sounds,
                                              self.narrations(index), first=Priority.ANSWER)]
        if self.over:
            self.say_hands(Priority.EVENT)
        self.refresh()

    def hand_lines(self) -> list[str]:
        n = self.narrator
        return [self.t("replay-hand", seat=n.seat(seat),
                       cards=n.join(n.card(c) for c in sorted_hand(hand)))
                for seat, hand in enumerate(self.replay.hands)]

    def say_hands(self, priority: Priority = Priority.ANSWER) -> None:
        if not self.over:
            self.say(self.t("replay-hands-hidden"), "replay-hands-hidden")
            return
        for i, line in enumerate(self.hand_lines()):
            self.say(line, "replay-hand", priority if i == 0 else Priority.EVENT)

    def command(self, cmd: str) -> bool:
        if cmd == "replay_next":
            if self.over:
                self.app.sounds.play("edge")
                self.say(self.t("replay-end"), "replay-end")
            else:
                self.play_step(self.step + 1)
        elif cmd == "replay_previous":
            if self.step == 0:
                self.app.sounds.play("edge")   # the first step: said again
            self.play_step(max(0, self.step - 1))
        elif cmd == "replay_repeat":
            self.play_step(max(0, self.step))
        elif cmd == "replay_hands":
            self.say_hands()
        elif cmd == "replay_back":
            self.app.pop()
        else:
            return False
        return True

    def draw(self, r: Renderer) -> None:
        lines = list(self.shown) + (self.hand_lines() if self.over else [])
        r.draw_layout(lines_layout(r.width, r.height, self.app.settings.text_size,
                                   self.t("replay-title", round=self.replay.number), lines,
                                   r.metrics))
