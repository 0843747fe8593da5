"""A browser's question keys, answered by the desktop's own table parts.

:class:`WebTableKeys` is the desktop's focus (:class:`~baloot_audio.ui.table_focus.HandFocus`:
the hand's cards, the calls offered and their words) and question keys
(:class:`~baloot_audio.ui.table_questions.QuestionKeys`: every answer, the hint,
what a call does) given what a table screen gives them: the table, the narrator,
the focus the browser names with its question, and ``say``. So a browser's "S" is
the desktop's "S", word for word.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.speech import Priority
from baloot_audio.ui.table_focus import HandFocus
from baloot_audio.ui.table_questions import QuestionKeys

from .messages import Ask


@dataclass
class NoSettings:
    """An online table's options are its own (table_options reads the table's info)."""
    memory_aids: bool = False
    turn_timer: str = "off"


class Shell:
    """What the question keys read of the desktop's shell: the settings."""
    settings = NoSettings()


class TableClock:
    """The turn's clock as the question "time left" reads it: the table's."""

    def __init__(self, table: RemoteTable):
        self.table = table

    @property
    def left(self) -> Optional[float]:
        return self.table.clock_left


class WebTableKeys(HandFocus, QuestionKeys):
    """The focus and question keys of one browser at ``table``."""

    app = Shell()

    def __init__(self, table: RemoteTable, narrator: Narrator, t: Catalog,
                 say: Callable[[str, str], None]):
        self.table, self.narrator, self.t, self._say = table, narrator, t, say
        self.zone, self.focus, self.hand_focus = "hand", 0, 0
        self.clock = TableClock(table)
        self.last_refusal: Optional[str] = None
        self.last_round: Optional[ev.RoundScored] = None

    def say(self, text: str, msg_id: str, priority: Optional[Priority] = None) -> None:
        self._say(text, msg_id)

    def refresh(self) -> None:
        """Nothing to draw: the browser draws what it is shown."""

    def focus_on(self, ask: Ask) -> None:
        """The focus the browser names: a call of the calls offered, else a card."""
        if ask.call is not None and ask.call < len(self.calls()):
            self.zone, self.focus = "calls", ask.call
            return
        self.zone = "hand"
        self.focus = next((i for i, card in enumerate(self.hand()) if card == ask.card), 0)

    def ask_from_browser(self, ask: Ask) -> bool:
        """Answer a question key (False: no such key, or no table view yet)."""
        v = self.table.view()
        if v is None:
            return False
        self.focus_on(ask)
        if ask.question == "hint":
            self.say_hint(v)
            return True
        if ask.question == "explain_call":
            self.explain_call()
            return True
        answer = self.answer(ask.question, v)
        if answer is not None:
            self.say(*answer)
        return answer is not None
