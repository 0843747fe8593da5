"""Chat at an online table: a one-line field to write, quick phrases, the
incoming lines (their own cue, their own history) and the table screen's
chat keys."""

from __future__ import annotations

from collections import deque
from typing import Any, Callable, Optional

from .online_names import QUICK, phrase_key, quick_phrases
from .screens import TableScreen
from .speech import Priority
from .textfield import TextField
from .shell import Shell

CHAT_HISTORY = 100
CHAT_LIMIT = 200      # the server's limit for one line
CHAT_COMMANDS = ("chat_open", "chat_previous", "chat_next", "people") + tuple(QUICK)


def nowhere() -> bool:
    return False


class Chat:
    """The chat of the current online table: ``send`` posts a line (False: it could not),
    ``at_table`` says whether there is one."""

    def __init__(self, shell: Shell, send: Callable[[str], bool],
                 at_table: Callable[[], bool] = nowhere,
                 speaker: Callable[[Any], Optional[str]] = lambda msg: msg.name,
                 muted: Callable[[str], bool] = lambda player_id: False,
                 people: Callable[[], bool] = nowhere):
        """``speaker``: who said a line, in words (None: ourselves); ``muted``: a
        player whose lines we do not hear; ``people``: open the list of the people at
        the table (False: at no online table)."""
        self.shell, self.send, self.at_table = shell, send, at_table
        self.speaker, self.muted, self.people = speaker, muted, people
        self.lines: deque[str] = deque(maxlen=CHAT_HISTORY)
        self.cursor: Optional[int] = None

    def incoming(self, msg: Any) -> None:
        """A chat line from the server: kept, and heard unless chat is muted (a muted
        player's lines are neither heard nor kept)."""
        sh = self.shell
        if self.muted(msg.player_id):
            return
        quick = quick_phrases().get(phrase_key(msg.text))
        said = sh.t(quick) if quick else msg.text    # a quick phrase, in the listener's words
        speaker = self.speaker(msg)
        text = sh.t("chat-line", name=speaker, text=said) if speaker \
            else sh.t("chat-line-mine", text=said)
        self.lines.append(text)
        self.cursor = None
        if sh.settings.chat_spoken:
            sh.sounds.play("chat")
            sh.speech.say(text, Priority.EVENT, "chat-line")

    def command(self, cmd: str) -> bool:
        """The chat keys at the table; False for any other command."""
        if cmd not in CHAT_COMMANDS:
            return False
        sh = self.shell
        if cmd == "people":
            if not self.people():
                sh.speech.answer(sh.t("people-offline"), "people-offline")
        elif not self.at_table():
            sh.speech.answer(sh.t("chat-offline"), "chat-offline")
        elif cmd == "chat_open":
            self.open()
        elif cmd in QUICK:
            self.post(sh.t(QUICK[cmd]))
        else:
            self.review(-1 if cmd == "chat_previous" else 1)
        return True

    def open(self) -> None:
        """The one-line chat field (at the table, or in a table's list before the start)."""
        sh = self.shell
        sh.push(TextField(sh, lambda: sh.t("chat-prompt"), self.write, limit=CHAT_LIMIT))

    def write(self, text: str) -> None:
        """Enter in the chat field: send the line (an empty line sends nothing)."""
        self.shell.pop()
        if text:
            self.post(text)

    def post(self, text: str) -> None:
        sh = self.shell
        if not self.send(text):
            sh.speech.answer(sh.t("chat-offline"), "chat-offline")

    def review(self, step: int) -> None:
        sh = self.shell
        if not self.lines:
            sh.speech.answer(sh.t("chat-history-empty"), "chat-history", record=False)
            return
        last = len(self.lines) - 1
        start = last + 1 if self.cursor is None else self.cursor
        self.cursor = max(0, min(last, start + step))
        sh.speech.answer(self.lines[self.cursor], "chat-history", record=False)


def no_key(cmd: str) -> bool:
    return False


class ChatTableScreen(TableScreen):
    """The table screen plus the chat keys (away from an online table they say so), and
    ``first``: the keys an online table answers before the table does (Escape while the
    connection is tried again stops trying)."""

    def __init__(self, *args: Any, chat: Chat, first: Callable[[str], bool] = no_key):
        super().__init__(*args)
        self.chat, self.first = chat, first

    @classmethod
    def factory(cls, chat: Chat, first: Callable[[str], bool] = no_key
                ) -> Callable[..., TableScreen]:
        """What the match session builds its table screens with."""
        return lambda *args: cls(*args, chat=chat, first=first)

    def command(self, cmd: str) -> bool:
        return self.first(cmd) or self.chat.command(cmd) or super().command(cmd)
