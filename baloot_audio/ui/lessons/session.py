"""A lesson's deal at the table: its events are heard as in a match (the same
narrator, the same sounds, :func:`~baloot_audio.ui.present.present`), and its
screen, :class:`~.screen.LessonScreen`, hears them after.

Unlike :class:`~baloot_audio.ui.session.MatchSession` there is no save (the
player's saved match is never touched), no turn timer, no round-end menu and no
match score: the coach says what comes next.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from ..present import present
from ..session import PROMPTS, SEAT_ACTIONS
from ..speech import Priority
from .table import LessonTable


class LessonSession:
    """The table of a lesson's current deal and its screen (``make_screen(table)``)."""

    def __init__(self, shell: Any, make_screen: Callable[[LessonTable], Any]):
        self.shell = shell
        self.make_screen = make_screen
        self.table: Optional[LessonTable] = None
        self.screen: Any = None

    def attach(self, table: LessonTable) -> None:
        """This deal's table replaces the last one (whose words are still heard); its
        screen is shown."""
        self.close(forget=False)
        self.table = table
        self.shell.narrator.update(viewer=table.seat)
        self.shell.speech.catch_up = self.shell.narrator.catch_up.words
        table.subscribe(self.on_event)
        self.screen = self.make_screen(table)
        self.shell.show(self.screen, Priority.EVENT)

    def on_event(self, event: Any) -> None:
        sh = self.shell
        if isinstance(event, SEAT_ACTIONS):
            seat = event.seat
            sh.speech.supersede(lambda u: isinstance(u.source, PROMPTS) and u.source.seat == seat)
            if seat == sh.narrator.viewer:
                sh.speech.cut_answer()      # the name of the card just chosen
        present(sh.speech, sh.sounds, sh.narrator.narrate(event))
        if self.screen is not None:
            self.screen.on_event(event)

    def close(self, forget: bool = True) -> None:
        """Leave the deal: nothing more is scheduled from it, nor heard (``forget``)."""
        if self.table is not None:
            self.table.close()
            if forget:
                self.shell.speech.forget_queue()
        self.table = None
