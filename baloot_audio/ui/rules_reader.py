"""The rules reader: the rules text of the current language, read by ear.

The text comes from ``locales/<lang>/rules.md`` (see :func:`baloot_audio.i18n.parse_rules`);
its keys section is written here from the command registry and the player's
keymap, so it always names the keys really in use. The reader moves through
*blocks* (headings and paragraphs):

* Down / Up: next or previous paragraph (headings are stops too);
* H / Shift+H: next or previous heading; Home / End: the first or last block;
* R (or Enter): read everything from here, block after block, queued;
* W: where am I (the section, and the paragraph's number);
* L: the lesson of this part of the rules (a heading that has one says so);
* Ctrl+F (or F): type a word, Enter searches forward from here (wrapping
  round), Escape cancels; F3 / N and Shift+F3 / Shift+N: next and previous match;
* Escape / Backspace: back to the menu.

Every key says something, an edge included ("End of the rules"). The keys are
the same in every language; only the words change.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.i18n import Block, load_rules, search_key

from .commands import CONTEXTS, REGISTRY, Chord, Keymap, key_words
from .layout import reader_layout
from .render import Renderer
from .screens import Screen
from .shell import Shell
from .speech import Priority

# a rough speaking rate, to move the reading position along during "read all"
CHARS_PER_SECOND = 14.0


def keys_blocks(t, keymap: Keymap | None = None, level: int = 2,
                gestures: bool = False) -> list[Block]:
    """The keys as reader blocks: one heading per context, one paragraph a command (its
    touch gestures too with ``gestures``)."""
    keymap = keymap or Keymap()
    out: list[Block] = []
    for context in CONTEXTS:
        out.append(Block("heading", t(f"context-{context}"), level + 1, f"keys-{context}"))
        out += [Block("paragraph", key_words(t, keymap, cmd, gestures), level + 1)
                for cmd in REGISTRY if cmd.context == context]
    return out


def rules_blocks(t, keymap: Keymap | None = None, gestures: bool = False) -> list[Block]:
    """The whole rules text in ``t``'s language, with the keys written in."""
    out: list[Block] = []
    for block in load_rules(t.lang, t.root):
        if block.kind == "keys":
            out += keys_blocks(t, keymap, block.level, gestures)
        else:
            out.append(block)
    return out


class RulesScreen(Screen):
    name = "rules"

    def __init__(self, app: Shell, open_lesson: Optional[Callable[[str], None]] = None,
                 lesson_for: Optional[Callable[[str], Optional[int]]] = None):
        super().__init__(app)
        # L: the lessons, on the one for a section id; a heading says its lesson's number
        self.open_lesson, self.lesson_for = open_lesson, lesson_for or (lambda section: None)
        self.blocks: list[Block] = []
        self.lang = ""
        self.cursor = 0
        self.query = ""
        self.typing = False
        self.typed = ""
        self._reading: list[Any] = []   # scheduler handles of a "read all"
        self.reload()

    # -- the text ------------------------------------------------------
    def reload(self) -> None:
        """(Re)read the text, e.g. after the language changed; keeps the section."""
        section = self.section_id()
        self.lang = self.t.lang
        self.blocks = rules_blocks(self.t, self.app.keymap, self.app.settings.gestures)
        self.cursor = 0
        if section:
            for i, b in enumerate(self.blocks):
                if b.kind == "heading" and b.id == section:
                    self.cursor = i
                    break

    def section_index(self, i: Optional[int] = None) -> Optional[int]:
        i = self.cursor if i is None else i
        for k in range(min(i, len(self.blocks) - 1), -1, -1):
            if self.blocks[k].kind == "heading":
                return k
        return None

    def section_id(self) -> str:
        k = self.section_index() if self.blocks else None
        return self.blocks[k].id if k is not None else ""

    def block_text(self, i: int) -> str:
        b = self.blocks[i]
        if b.kind == "heading":
            return self.t("reader-heading", text=b.text, level=b.level)
        return b.text

    @property
    def contexts(self) -> tuple[str, ...]:  # type: ignore[override]
        # while a search word is typed, letters are text, not commands
        return ("global",) if self.typing else ("global", "reader")

    # -- speaking ------------------------------------------------------
    def speak_block(self, prefix: str = "") -> None:
        text = self.block_text(self.cursor)
        block = self.blocks[self.cursor]
        lesson = self.lesson_for(block.id) if block.kind == "heading" else None
        if lesson is not None and self.open_lesson is not None:
            text += " " + self.t("reader-lesson", number=lesson,
                                 key=self.key_name("reader_lesson"))
        self.say(f"{prefix} {text}".strip() if prefix else text, "reader")
        self.refresh()

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        if self.lang != self.t.lang:
            self.reload()
        self.app.speech.note("screen", name=self.name)
        self.say(self.t("reader-title", title=self.t("rules-title"),
                        count=sum(1 for b in self.blocks if b.kind == "heading"),
                        paragraph=self.key_name("reader_next_paragraph"),
                        heading=self.key_name("reader_next_heading"),
                        read=self.key_name("reader_read_all"),
                        search=self.key_name("reader_search")) + " "
                 + self.block_text(self.cursor), "screen", priority)

    def stop_reading(self) -> None:
        for handle in self._reading:
            self.app.scheduler.cancel(handle)
        self._reading = []

    def on_stop_speech(self) -> None:
        self.stop_reading()

    # -- commands ------------------------------------------------------
    def command(self, cmd: str) -> bool:
        if not cmd.startswith("reader_"):
            return False
        self.stop_reading()
        last = len(self.blocks) - 1
        if cmd in ("reader_next_paragraph", "reader_previous_paragraph"):
            self.step_paragraph(1 if cmd == "reader_next_paragraph" else -1)
        elif cmd in ("reader_next_heading", "reader_previous_heading"):
            self.step_heading(1 if cmd == "reader_next_heading" else -1)
        elif cmd == "reader_top":
            self.cursor = 0
            self.app.sounds.play("menu_move")
            self.speak_block()
        elif cmd == "reader_bottom":
            self.cursor = last
            self.speak_block()
        elif cmd == "reader_read_all":
            self.read_all()
        elif cmd == "reader_where":
            k = self.section_index()
            section = self.blocks[k].text if k is not None else self.t("rules-title")
            self.say(self.t("reader-where", section=section, position=self.cursor + 1,
                            count=len(self.blocks)), "reader")
        elif cmd == "reader_search":
            self.typing, self.typed = True, ""
            self.say(self.t("reader-search-prompt"), "reader")
            self.refresh()
        elif cmd in ("reader_search_next", "reader_search_previous"):
            if not self.query:
                self.say(self.t("reader-search-none", keys=self.key_name("reader_search")),
                         "reader")
            else:
                self.search(self.query, 1 if cmd == "reader_search_next" else -1)
        elif cmd == "reader_lesson":
            if self.open_lesson is None:
                return False
            self.open_lesson(self.section_id())
        elif cmd == "reader_back":
            self.app.sounds.play("menu_back")
            self.app.pop()
        else:
            return False
        return True

    def step_paragraph(self, step: int) -> None:
        k = self.cursor + step
        if not 0 <= k < len(self.blocks):
            self.edge("reader-end" if step > 0 else "reader-top")
            return
        self.cursor = k
        self.speak_block()

    def step_heading(self, step: int) -> None:
        last = len(self.blocks) - 1
        k = self.cursor + step
        while 0 <= k <= last and self.blocks[k].kind != "heading":
            k += step
        if 0 <= k <= last:
            self.cursor = k
            self.speak_block()
        else:
            self.edge("reader-no-next-heading" if step > 0 else "reader-no-previous-heading")

    def edge(self, msg_id: str) -> None:
        self.app.sounds.play("edge")
        self.say(self.t(msg_id), "reader")

    def read_all(self) -> None:
        """Say every block from here to the end, queued; the position follows along."""
        self.say(self.block_text(self.cursor), "reader")
        delay = len(self.block_text(self.cursor)) / CHARS_PER_SECOND
        for i in range(self.cursor + 1, len(self.blocks)):
            text = self.block_text(i)
            # queued behind one another, kept out of the message history
            self.app.speech.say(text, Priority.EVENT, "reader-all", record=False)
            self._reading.append(self.app.scheduler.call_later(delay, lambda i=i: self._at(i)))
            delay += len(text) / CHARS_PER_SECOND
        self.refresh()

    def _at(self, i: int) -> None:
        self.cursor = i
        self.refresh()

    # -- searching -----------------------------------------------------
    def matches(self, query: str) -> list[int]:
        key = search_key(query.strip())
        if not key:
            return []
        return [i for i, b in enumerate(self.blocks) if key in search_key(b.text)]

    def search(self, query: str, step: int = 1) -> None:
        found = self.matches(query)
        if not found:
            self.say(self.t("reader-not-found", query=query), "reader")
            return
        if step > 0:
            later = [i for i in found if i > self.cursor]
            wrapped = not later
            target = later[0] if later else found[0]
        else:
            earlier = [i for i in found if i < self.cursor]
            wrapped = not earlier
            target = earlier[-1] if earlier else found[-1]
        self.cursor = target
        prefix = self.t("reader-found", position=found.index(target) + 1, count=len(found))
        if wrapped:
            prefix = self.t("reader-wrapped") + " " + prefix
        self.speak_block(prefix)

    def on_unbound_key(self, chord: Chord) -> bool:
        """While typing a search word: Enter searches, Escape cancels, Backspace deletes."""
        if not self.typing:
            return False
        if chord.mods:
            return False
        if chord.key in ("ENTER", "NUM_ENTER"):
            self.typing = False
            if self.typed.strip():
                self.query = self.typed.strip()
                self.search(self.query, 1)
            else:
                self.say(self.t("reader-search-cancelled"), "reader")
            self.refresh()
            return True
        if chord.key == "ESCAPE":
            self.typing = False
            self.say(self.t("reader-search-cancelled"), "reader")
            self.refresh()
            return True
        if chord.key == "BACKSPACE":
            if self.typed:
                gone, self.typed = self.typed[-1], self.typed[:-1]
                self.say(self.t("reader-deleted", char=self.char_name(gone)), "typing")
            else:
                self.say(self.t("reader-search-empty"), "typing")
            self.refresh()
            return True
        return False

    def char_name(self, ch: str) -> str:
        return self.t("char-space") if ch == " " else ch

    def on_text(self, text: str) -> bool:
        if not self.typing:
            return False
        text = "".join(ch for ch in text if ch.isprintable())
        if not text:
            return False
        self.typed += text
        self.say(self.char_name(text) if len(text) == 1 else text, "typing")
        self.refresh()
        return True

    # -- drawing -------------------------------------------------------
    def draw(self, r: Renderer) -> None:
        k = self.section_index()
        title = self.t("rules-title") + (" · " + self.blocks[k].text if k is not None else "")
        search = self.t("reader-search-line", query=self.typed + "▌") if self.typing else None
        blocks = [(("• " if b.bullet else "") + b.text, b.kind == "heading")
                  for b in self.blocks[self.cursor:]]
        r.draw_layout(reader_layout(
            r.width, r.height, self.app.settings.text_size, title,
            self.t("reader-position", position=self.cursor + 1, count=len(self.blocks)),
            search, blocks, r.metrics))
