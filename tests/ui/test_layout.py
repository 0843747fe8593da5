"""Every screen, in every language, at every text size, on an 800x600 and a
1280x800 window: no two boxes overlap, nothing leaves the window, the focused
item, the hand and the trick are all there (issue 16).

The screens' own ``draw`` bodies run against a recording renderer, so these are
the boxes the game draws; text is measured from the font file
(:mod:`baloot_audio.ui.fontmetrics`), no display needed.
"""

from __future__ import annotations

import random
from functools import lru_cache
from types import SimpleNamespace

import pytest
from conftest import unavailable

from baloot_audio.core import events as ev
from baloot_audio.core import rules_for
from baloot_audio.i18n import Catalog, load_rules
from baloot_audio.table import Table
from schedulers import ImmediateScheduler
from baloot_audio.ui.answers import code_start
from baloot_audio.ui.commands import Keymap
from baloot_audio.ui.fontmetrics import dejavu
from baloot_audio.ui.layout import (Box, FontMetrics, Layout, TableModel, check, menu_layout,
                                    table_layout, wrap)
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.keys_pages import KeysScreen
from baloot_audio.ui.screens import MenuItem, MenuScreen, TableScreen
from baloot_audio.ui.settings import TEXT_SIZES

LANGS = ("en", "fr", "ar")
WINDOWS = ((800, 600), (1280, 800))



@pytest.fixture(autouse=True)
def _font():
    if dejavu() is None:  # the test packages install it: CI fails, elsewhere it skips
        unavailable("DejaVu Sans is not installed (package fonts-dejavu-core)")


@lru_cache(maxsize=None)
def metrics(lang: str) -> FontMetrics:
    return FontMetrics(Catalog(lang).rtl)


class Recorder:
    """Stands in for the Renderer: keeps the layouts a screen draws."""

    def __init__(self, width: int, height: int, lang: str):
        self.width, self.height, self.metrics = width, height, metrics(lang)
        self.layouts: list[Layout] = []

    def draw_layout(self, layout: Layout, colours=None) -> None:
        self.layouts.append(layout)


def fake_app(lang: str, size: int = 28, status: str = "") -> SimpleNamespace:
    t = Catalog(lang, strict=True)
    return SimpleNamespace(t=t, settings=SimpleNamespace(text_size=size, gestures=False),
                           status_text=status, keymap=Keymap(), narrator=Narrator(t),
                           renderer=SimpleNamespace(dirty=False), pop=lambda: None)


def drawn(screen, app, size: int, window: tuple[int, int], lang: str) -> Layout:
    app.settings.text_size = size
    r = Recorder(*window, lang)
    screen.draw(r)
    assert len(r.layouts) == 1
    return r.layouts[0]


def same_text(boxes: list[Box], text: str) -> bool:
    return "".join("".join(b.text for b in boxes).split()) == "".join(text.split())


def assert_good(layout: Layout, what: str) -> None:
    problems = check(layout)
    assert not problems, f"{what}: " + "; ".join(problems[:4])


# ---------------------------------------------------------------------------
# Menus: their real texts, long ones included


def round_end_lines(t: Catalog) -> list[str]:
    n = Narrator(t)
    scored = ev.RoundScored("fell", 0, "hokum", 2, (3, 5), (60, 92), (6, 10), (20, 0), (2, 0),
                            (2, 38))
    return [n.narrate(scored)[0].text, t("match-scored", us=102, them=138),
            t("match-scored-held", held=16)]


def menus(lang: str) -> dict[str, tuple[str, list[str]]]:
    """Each menu screen's title and item texts, as the game words them."""
    t = Catalog(lang, strict=True)
    app = fake_app(lang)
    settings = [t(m, value=t(v)) for m, v in (
        ("setting-speech", "speech-screen_reader"), ("setting-sounds", "menu-back"),
        ("setting-direction", "direction-counterclockwise"), ("setting-theme", "theme-light"),
        ("setting-language", "menu-back"), ("setting-verbosity", "verbosity-brief"))]
    settings += [t("setting-bot-pause", seconds=2), t("setting-volume", percent=100),
                 t("setting-text-size", size=60), t("setting-rebind"),
                 t("setting-reset-keys"), t("setting-volume-effects", percent=80),
                 t("setting-volume-cues", percent=80), t("setting-sound-test"), t("menu-back")]
    seed = "7f3a9c" * 11
    return {
        "main": (t("menu-main"), [t(m) for m in ("menu-continue", "menu-new-match", "menu-rules",
                                                 "menu-keys", "menu-settings", "menu-history",
                                                 "menu-quit")]),
        "setup": (t("setup-title"), [t("setup-preset", value=t("preset-ksa")),
                                     t("setup-length", value=t("length-points", points=152)),
                                     t("setup-partner", value=t("bot-random")),
                                     t("setup-opponents", value=t("bot-random")),
                                     t("setup-start"), t("menu-back")]),
        "settings": (t("settings-title"), settings),
        "keys": (t("menu-keys"), [item.label() for item in KeysScreen(app).items]),
        "round_end": (t("round-end-title"), [t("round-end-next")] + round_end_lines(t)),
        "match_end": (t("match-end-title"), [t("match-end-again"), t("match-end-menu")]
                      + round_end_lines(t) + [t("match-end-seed-short", short=code_start(t, seed)),
                                              t("match-end-commitment-short",
                                                short=code_start(t, seed))]),
        "sound_test": (t("sound-test-title"), [t(f"sound-{c}") for c in (
            "call_pass", "call_hokum", "call_ashkal", "call_akka", "refused", "your_turn")]),
    }


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_menus_fit_with_the_focus_inside(lang, window):
    app = fake_app(lang)
    for name, (title, texts) in menus(lang).items():
        items = [MenuItem(lambda text=text: text) for text in texts]
        screen = MenuScreen(app, lambda title=title: title, items, name=name)
        for size in TEXT_SIZES:
            for focus in sorted({0, len(items) // 2, len(items) - 1}):
                screen.focus = focus
                layout = drawn(screen, app, size, window, lang)
                what = f"{lang} {name} size {size} focus {focus}"
                assert_good(layout, what)
                focused = [b for b in layout.focus if b.role == "item"]
                assert focused and all(b.index == focus for b in focused), what
                # the focused item is whole: every letter of it is on screen
                assert same_text(focused, texts[focus]), what
                assert [b for b in layout.boxes if b.role == "mark"], what


def test_a_long_list_scrolls_to_keep_the_focus_and_the_items_around_it():
    m = metrics("en")
    items = [f"Item number {i}" for i in range(40)]
    layout = menu_layout(800, 600, 28, "A long menu", items, 30, m)
    shown = sorted({b.index for b in layout.boxes if b.role == "item"})
    assert 30 in shown and 0 not in shown and shown == list(range(shown[0], shown[-1] + 1))
    assert not check(layout)


def test_the_focus_mark_points_at_the_text_from_the_reading_start():
    for lang, glyph in (("en", "▶"), ("ar", "◀")):
        layout = menu_layout(800, 600, 28, "T", ["one", "two"], 1, metrics(lang))
        mark = next(b for b in layout.boxes if b.role == "mark")
        item = next(b for b in layout.boxes if b.role == "item" and b.index == 1)
        assert mark.text == glyph
        assert (mark.right <= item.x) if lang == "en" else (mark.x >= item.right)


# ---------------------------------------------------------------------------
# The rules reader and a replay


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_rules_reader_keeps_the_current_block_whole(lang, window):
    from baloot_audio.ui.rules_reader import RulesScreen

    blocks = load_rules(lang)
    longest = max(range(len(blocks)), key=lambda i: len(blocks[i].text))
    screen = RulesScreen.__new__(RulesScreen)  # the reader's drawing needs only these
    screen.app, screen.blocks, screen.typing, screen.typed = fake_app(lang), blocks, False, ""
    for size in TEXT_SIZES:
        for cursor in (0, longest, len(blocks) - 1):
            screen.cursor = cursor
            layout = drawn(screen, screen.app, size, window, lang)
            what = f"{lang} rules size {size} block {cursor}"
            assert_good(layout, what)
            first = [b for b in layout.boxes if b.index == 0]
            assert same_text(first, ("• " if blocks[cursor].bullet else "") + blocks[cursor].text),\
                what


@pytest.mark.parametrize("lang", LANGS)
def test_replay_lines_fit(lang):
    from baloot_audio.ui.replay_screen import ReplayScreen

    t = Catalog(lang, strict=True)
    screen = ReplayScreen.__new__(ReplayScreen)
    screen.app = fake_app(lang)
    screen.replay = SimpleNamespace(number=3, steps=[()], hands=[("AS", "KS", "QH", "JD", "TC",
                                                                  "9S", "8H", "7D")] * 4)
    screen.step, screen.narrator = 0, Narrator(t)
    screen.shown = round_end_lines(t)
    for window in WINDOWS:
        for size in TEXT_SIZES:
            assert_good(drawn(screen, screen.app, size, window, lang), f"{lang} replay {size}")


# ---------------------------------------------------------------------------
# The table, from a real round


def table_moments(lang: str) -> list[tuple[str, TableModel]]:
    """The table screen's models at the moments that crowd it: the human's call
    with the turned card, another seat's call, a trick in progress, a trick just
    won, the contract entry focused; the status line holds a long round summary."""
    status = round_end_lines(Catalog(lang, strict=True))[0]
    app = fake_app(lang, status=status)
    table = Table(rules_for("saudi"), {s: _Bot() for s in range(1, 4)}, ImmediateScheduler(),
                  seed="layout-7")
    screen = TableScreen(app, table)
    moments: list[tuple[str, TableModel]] = []
    table.subscribe(screen.on_event)

    def snap(name: str) -> None:
        if name not in {m[0] for m in moments}:
            moments.append((name, screen.model()))

    def trick_won(e) -> None:
        if isinstance(e, ev.TrickWon):
            won = screen.model()
            assert [p for p, _, _, w in won.trick if w] == [Narrator(app.t).position(e.seat)]
            snap("trick won")

    table.subscribe(trick_won)
    rng = random.Random(4)
    for _ in range(3):
        table.start_round()
        while not table.round_over:
            v = table.view()
            if v.phase.name == "BUY" and v.to_act == v.seat and screen.calls():
                screen.zone, screen.focus = "calls", len(screen.calls()) - 1
                snap("my call")
            elif v.phase.name == "BUY":
                snap("buying")
            elif len(v.current) == 3:
                screen.zone, screen.focus = "hand", len(v.hand) - 1
                snap("trick")
                screen.focus = len(v.hand)       # the contract entry after the cards
                snap("entry")
            table.act(rng.choice(list(v.legal)))
    assert {m[0] for m in moments} >= {"my call", "trick", "trick won", "entry"}, moments
    return moments


class _Bot:
    def choose(self, view, rng):
        return sorted(view.legal, key=repr)[0]


@pytest.mark.parametrize("window", WINDOWS, ids=lambda w: f"{w[0]}x{w[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_table_fits_and_shows_the_focus_the_hand_and_the_trick(lang, window):
    m = metrics(lang)
    for name, model in table_moments(lang):
        for size in TEXT_SIZES:
            layout = table_layout(*window, size, model, m)
            what = f"{lang} table ({name}) size {size}"
            assert_good(layout, what)
            hand = [b for b in layout.boxes if b.role == "hand"]
            assert [b.card for b in hand] == [c for c, _ in model.hand], what
            trick = [b for b in layout.boxes if b.role == "trick"]
            assert sorted(b.card for b in trick) == sorted(c for _, c, _, _ in model.trick), what
            if model.trick:
                assert sum(b.winner for b in trick) == 1, what
            if name == "trick won":  # the whole trick stays, its winner marked
                assert len(trick) == 4, what
            for b in hand + trick:  # the card's label fits on its face
                assert m.width(b.text, b.size, True) <= b.w * 0.8 + 0.5, what
            if model.hand_focus is not None:
                assert [b.index for b in hand if b.focused] == [model.hand_focus], what
            if model.calls:
                calls = [b for b in layout.boxes if b.role == "call" and b.focused]
                assert calls and {b.index for b in calls} == {model.calls_focus}, what
            if model.turned:
                turned = [b for b in layout.boxes if b.role == "turned"]
                caption = [b for b in layout.boxes if b.role == "caption"]
                assert len(turned) == 1 and caption, what
                # at the reading start: left, or right in Arabic
                assert (turned[0].x < window[0] / 2) != m.rtl, what
            if model.entry:
                assert [b for b in layout.boxes if b.role == "entry"], what


def test_the_hand_reads_from_the_right_in_arabic():
    hand = [(c, c) for c in ("7S", "8S", "9S", "TS")]
    for lang in ("en", "ar"):
        layout = table_layout(1280, 800, 28, TableModel("s", "c", hand=hand), metrics(lang))
        xs = [b.x for b in layout.boxes if b.role == "hand"]
        assert xs == sorted(xs, reverse=lang == "ar")


def test_cards_shrink_before_anything_overlaps():
    model = TableModel("Us 0  Them 0", "c", hand=[("7S", "7♠")] * 8,
                       seats={p: (p, False) for p in ("me", "left", "across", "right")},
                       trick=[("left", "AS", "A♠", True), ("across", "KS", "K♠", False)])
    big = table_layout(1280, 800, 60, model, metrics("en"))
    small = table_layout(800, 600, 60, model, metrics("en"))
    card = lambda layout: next(b for b in layout.boxes if b.role == "trick")  # noqa: E731
    assert card(small).w < card(big).w and not check(small) and not check(big)


def test_wrap_breaks_a_word_longer_than_the_line():
    m = metrics("en")
    lines = wrap("x" * 200, 300, 28, False, m)
    assert len(lines) > 1 and all(m.width(line, 28) <= 300 for line in lines)
    assert "".join(lines) == "x" * 200


def test_check_finds_overlaps_and_boxes_outside():
    a, b = Box("item", 10, 10, 100, 30, "a"), Box("item", 50, 20, 100, 30, "b")
    assert check(Layout(800, 600, [a, b]))
    assert check(Layout(800, 600, [Box("item", 750, 10, 100, 30, "c")]))
    assert not check(Layout(800, 600, [a, Box("item", 10, 50, 100, 30, "d")]))
