"""A one-line text field, spoken as a screen reader's edit field would be.

Each typed sign is said, Backspace says the sign it deleted, Enter gives the
text to ``done`` and Escape to ``cancel`` (nothing changes). Used for the
server address, the player's name, an invite code, a chat line and a password
(``secret``: each sign is said as "star", the text as its count of signs, and
nothing of it reaches the speech log or the history).
"""

from __future__ import annotations

from typing import Callable, Optional

from baloot_audio.net.wire.free_text import allowed_sign

from .commands import Chord
from .render import FOCUS, FOREGROUND, Renderer
from .screens import Screen
from .shell import Shell
from .speech import Priority


def sign_name(t, sign: str) -> str:
    """What a typed sign is called aloud (``space`` for a space)."""
    return t("text-space") if sign == " " else sign


class TextField(Screen):
    contexts = ("global",)      # every other key is typing (see on_unbound_key)
    name = "text_field"

    def __init__(self, app: Shell, prompt: Callable[[], str], done: Callable[[str], None],
                 cancel: Optional[Callable[[], None]] = None, text: str = "",
                 limit: int = 200, secret: bool = False):
        super().__init__(app)
        self.prompt, self.done, self.cancel = prompt, done, cancel or app.pop
        self.text, self.limit, self.secret = text, limit, secret

    def current(self) -> str:
        if not self.text:
            return self.t("text-empty")
        return self.t("text-hidden-count", count=len(self.text)) if self.secret else self.text

    def sign(self, sign: str) -> str:
        """A sign as it is said (a password's as "star")."""
        return self.t("text-hidden") if self.secret else sign_name(self.t, sign)

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        self.say(self.t("text-field", prompt=self.prompt(), text=self.current()), "screen",
                 priority)
        self.refresh()

    def on_text(self, text: str) -> bool:
        signs = "".join(c for c in text if allowed_sign(c))
        if not signs:
            return False
        if len(self.text) + len(signs) > self.limit:
            self.say(self.t("text-too-long", limit=self.limit), "text-too-long")
            return True
        self.text += signs
        said = self.sign(signs) if len(signs) == 1 else \
            " ".join(self.sign(c) for c in signs) if self.secret else signs
        self.app.speech.say(said, Priority.ANSWER, "typed", record=False)
        self.refresh()
        return True

    def on_unbound_key(self, chord: Chord) -> bool:
        if chord.mods & ~1:       # Ctrl or Alt with a key: not typing
            return False
        if chord.key in ("ENTER", "NUM_ENTER"):
            self.done(self.text.strip())
        elif chord.key == "ESCAPE":
            self.cancel()
        elif chord.key == "BACKSPACE":
            self.delete()
        elif chord.key in ("UP", "DOWN"):
            self.say(self.t("text-field", prompt=self.prompt(), text=self.current()), "focus")
        else:
            return False
        return True

    def delete(self) -> None:
        if not self.text:
            self.say(self.t("text-empty"), "typed")
            return
        sign, self.text = self.text[-1], self.text[:-1]
        self.app.speech.say(self.t("text-deleted", sign=self.sign(sign)),
                            Priority.ANSWER, "typed", record=False)
        self.refresh()

    def draw(self, r: Renderer) -> None:
        size = self.app.settings.text_size
        r.text(self.prompt(), 40, r.height - size * 2, size * 1.2, FOREGROUND, bold=True)
        shown = "*" * len(self.text) if self.secret else self.text
        r.text(shown + "_", 40, r.height - size * 4.5, size, FOCUS)
