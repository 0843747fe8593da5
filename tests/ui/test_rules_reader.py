"""The rules reader: headings, paragraphs, read-all, search; the same keys in every language."""

from __future__ import annotations

import io
import json
from types import SimpleNamespace

import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.ui.commands import REGISTRY, Chord, Keymap
from baloot_audio.ui.rules_reader import RulesScreen
from baloot_audio.ui.speech import Speech, SpeechLog


class ManualScheduler:
    def __init__(self):
        self.pending: list = []

    def call_later(self, delay, fn):
        handle = (delay, fn)
        self.pending.append(handle)
        return handle

    def cancel(self, handle):
        if handle in self.pending:
            self.pending.remove(handle)

    def run_all(self):
        for _, fn in sorted(self.pending, key=lambda h: h[0]):
            fn()
        self.pending.clear()


class FakeApp:
    """What a screen uses of the App, without a window."""

    def __init__(self, lang: str = "en"):
        self.t = Catalog(lang, strict=True)
        self.stream = io.StringIO()
        self.speech = Speech(speech_log=SpeechLog(stream=self.stream))
        self.keymap = Keymap()
        self.scheduler = ManualScheduler()
        self.sounds = SimpleNamespace(play=lambda *a, **k: None)
        self.renderer = SimpleNamespace(dirty=False)
        self.settings = SimpleNamespace(text_size=28, gestures=False)
        self.popped = 0

    def pop(self):
        self.popped += 1

    def spoken(self) -> list[dict]:
        return [json.loads(line) for line in self.stream.getvalue().splitlines()
                if json.loads(line)["kind"] == "speech"]

    def last(self) -> str:
        return self.spoken()[-1]["text"]

    def press(self, screen, key: str) -> str | None:
        """Resolve a key through the keymap in the screen's contexts, as the App does."""
        chord = Chord.parse(key)
        cmd = self.keymap.lookup(chord, screen.contexts)
        if cmd is None:
            return None if not screen.on_unbound_key(chord) else "typed"
        assert screen.command(cmd), cmd
        return cmd


@pytest.fixture(params=["en", "fr", "ar"])
def reader(request):
    app = FakeApp(request.param)
    screen = RulesScreen(app)
    screen.enter()
    return app, screen


def test_opening_says_the_title_the_keys_and_the_first_heading(reader):
    app, screen = reader
    first = app.spoken()[0]["text"]
    assert app.t("rules-title") in first and screen.blocks[0].text in first
    assert Chord.parse("DOWN").spoken(app.t) in first  # the paragraph key, in the language


def test_paragraphs_and_headings(reader):
    app, screen = reader
    blocks = screen.blocks
    assert app.press(screen, "DOWN") == "reader_next_paragraph"
    assert screen.cursor == 1 and app.last() == blocks[1].text
    app.press(screen, "UP")
    assert screen.cursor == 0
    app.press(screen, "UP")
    assert screen.cursor == 0 and app.last() == app.t("reader-top")
    # H walks the headings in order, in every language the same sections
    seen = []
    while True:
        before = screen.cursor
        app.press(screen, "H")
        if screen.cursor == before:
            assert app.last() == app.t("reader-no-next-heading")
            break
        assert blocks[screen.cursor].kind == "heading"
        assert blocks[screen.cursor].text in app.last()
        seen.append(blocks[screen.cursor].id)
    assert seen[:3] == ["table", "cards", "deal"] and "keys" in seen and "keys-reader" in seen
    app.press(screen, "shift+H")
    assert blocks[screen.cursor].kind == "heading" and screen.cursor < len(blocks)
    app.press(screen, "END")
    assert screen.cursor == len(blocks) - 1
    app.press(screen, "DOWN")
    assert app.last() == app.t("reader-end")
    app.press(screen, "HOME")
    assert screen.cursor == 0


def test_where_am_i(reader):
    app, screen = reader
    for _ in range(4):
        app.press(screen, "DOWN")
    app.press(screen, "W")
    section = screen.blocks[screen.section_index()].text
    assert app.last() == app.t("reader-where", section=section, position=5,
                               count=len(screen.blocks))


def test_read_all_queues_the_rest_and_the_position_follows(reader):
    app, screen = reader
    app.press(screen, "H")
    start = screen.cursor
    app.press(screen, "R")
    said = app.spoken()
    queued = [s for s in said if s.get("id") == "reader-all"]
    assert len(queued) == len(screen.blocks) - start - 1
    assert all(s["priority"] == "event" for s in queued)  # queued, not interrupting
    assert said[-len(queued) - 1]["priority"] == "answer"
    assert screen.cursor == start
    app.scheduler.run_all()
    assert screen.cursor == len(screen.blocks) - 1
    # a key (or the stop-speech key) ends the reading: the position stops moving
    app.press(screen, "HOME")
    app.press(screen, "R")
    app.press(screen, "DOWN")
    assert app.scheduler.pending == [] and screen.cursor == 1
    app.press(screen, "R")
    screen.on_stop_speech()
    assert app.scheduler.pending == []


def typed(app, screen, word: str) -> None:
    for ch in word:
        assert screen.on_text(ch)
        assert app.last() == (app.t("char-space") if ch == " " else ch)  # every key spoken


SEARCH_WORDS = {"en": ("kaboot", "trick"), "fr": ("capot", "pli"), "ar": ("كبوت", "الأكلة")}


def test_search_types_a_word_then_finds_next_and_previous(reader):
    app, screen = reader
    word, common = SEARCH_WORDS[app.t.lang]
    assert app.press(screen, "ctrl+F") == "reader_search"
    assert screen.typing and screen.contexts == ("global",)
    assert app.last() == app.t("reader-search-prompt")
    # letters are text now, not commands (H is not "next heading")
    assert app.keymap.lookup(Chord.parse("H"), screen.contexts) is None
    typed(app, screen, word + "x")
    assert app.press(screen, "BACKSPACE") == "typed"
    assert app.last() == app.t("reader-deleted", char="x")
    assert app.press(screen, "ENTER") == "typed"
    assert not screen.typing
    hits = screen.matches(word)
    assert len(hits) >= 2, hits
    assert screen.cursor == hits[0]
    assert app.last().startswith(app.t("reader-found", position=1, count=len(hits)))
    assert screen.blocks[hits[0]].text in app.last()
    app.press(screen, "F3")
    assert screen.cursor == hits[1]
    app.press(screen, "shift+F3")
    assert screen.cursor == hits[0]
    app.press(screen, "shift+F3")  # wraps round to the last match, and says so
    assert screen.cursor == hits[-1] and app.last().startswith(app.t("reader-wrapped"))
    # a common word, searched case-blind
    app.press(screen, "F")
    typed(app, screen, common.upper() if app.t.lang != "ar" else common)
    app.press(screen, "ENTER")
    assert len(screen.matches(common)) > 5


def test_search_misses_and_cancels(reader):
    app, screen = reader
    app.press(screen, "N")
    assert app.last() == app.t("reader-search-none", keys=Chord.parse("ctrl+F").spoken(app.t))
    app.press(screen, "ctrl+F")
    typed(app, screen, "zzqq")
    app.press(screen, "ENTER")
    assert app.last() == app.t("reader-not-found", query="zzqq") and screen.cursor == 0
    app.press(screen, "ctrl+F")
    app.press(screen, "BACKSPACE")
    assert app.last() == app.t("reader-search-empty")
    app.press(screen, "ESCAPE")
    assert not screen.typing and app.last() == app.t("reader-search-cancelled")
    assert app.popped == 0
    app.press(screen, "ESCAPE")
    assert app.popped == 1


def test_same_keys_in_every_language():
    """The reader's keys come from the one registry: no language has its own."""
    outlines = {}
    for lang in ("en", "fr", "ar"):
        app = FakeApp(lang)
        screen = RulesScreen(app)
        outlines[lang] = [b.id for b in screen.blocks if b.kind == "heading"]
        for cmd in REGISTRY:
            if cmd.context == "reader":
                for key in cmd.keys:
                    assert app.keymap.lookup(Chord.parse(key), screen.contexts) == cmd.id
    assert outlines["en"] == outlines["fr"] == outlines["ar"]


def test_language_switch_reloads_the_text_in_the_same_section():
    app = FakeApp("en")
    screen = RulesScreen(app)
    screen.enter()
    for _ in range(3):
        app.press(screen, "H")
    section = screen.section_id()
    app.t.switch("ar")
    screen.enter()
    assert screen.lang == "ar" and screen.section_id() == section
    assert "\u0600" <= app.last()[-2] <= "\u06ff" or any("\u0600" <= c <= "\u06ff"
                                                        for c in app.last())


def test_rebound_keys_show_in_the_keys_section():
    app = FakeApp("fr")
    app.keymap.rebind("ask_score", ["G"])
    screen = RulesScreen(app)
    entry = [b.text for b in screen.blocks if b.text.startswith(app.t("cmd-ask_score"))]
    assert entry and ": G." in entry[0]
