"""The lesson files and the progress file: read, checked, refused with a reason,
and the progress kept atomically, a bad file moved aside (docs/lessons.md)."""

from __future__ import annotations

import json

import pytest

from baloot_audio.core import Action, new_round, rules_for
from baloot_audio.core.cards import DECK
from baloot_audio.i18n import Catalog
from baloot_audio.resources import shipped_files
from baloot_audio.ui.lessons.format import (LessonError, build_deck, parse_action,
                                            parse_lesson, read_lesson)
from baloot_audio.ui.lessons.library import lessons_dir, load_library
from baloot_audio.ui.lessons.progress import PROGRESS, Progress

LESSON = {
    "format": "baloot-audio/lesson", "version": 1, "number": 1, "id": "x", "title": "t",
    "deals": {"d": {"preset": "saudi", "seed": "s"}},
    "steps": [{"deal": "d", "say": "m"}, {"keys": ["ask_hand"], "say": "m"}],
}


def with_changes(**changes):
    return {**LESSON, **changes}


def test_the_actions_notation():
    assert parse_action("play 7S", 2) == Action(2, "play", card="7S")
    assert parse_action("double locked", 1) == Action(1, "double", locked=True)
    assert parse_action("double", 1) == Action(1, "double", locked=False)
    assert parse_action("four open", 3) == Action(3, "four", locked=False)
    assert parse_action("choose_trump h", 0) == Action(0, "choose_trump", suit="H")
    assert parse_action("hokum2", 0) == Action(0, "hokum2")
    assert parse_action("pass", 0) == Action(0, "pass")
    assert parse_action("qaid 1 7C@1 8H@3", 0) == Action(0, "qaid", accused=1, crime=(0, "7C"),
                                                         proof=(2, "8H"))
    assert parse_action("qaid 3 sawa@2 KH@4", 0).crime == (1, None)
    for bad in ("play", "play 1X", "double shut", "pass now", "bid 3", "choose_trump",
                "qaid 1 7C 8H", "qaid 5 7C@1 8H@3", "qaid 1 7C@0 8H@3", "qaid 1 7C@1 sawa@3"):
        with pytest.raises(ValueError):
            parse_action(bad, 0)


def test_a_deck_deals_the_hands_it_was_built_from():
    hands = {0: ("KC 8C 9H QH TD".split(), "7H 7D QD".split()),
             1: ("JH AH KS JS AC".split(), "9S 8D".split()),
             2: ("AS TS 8S AD 7C".split(), "JC KD JD".split()),
             3: ("KH TH QS 7S TC".split(), "9D QC 9C".split())}
    deck = build_deck(0, hands, "8H")
    assert sorted(deck) == sorted(DECK) and deck[20] == "8H"
    state, _ = new_round(rules_for("saudi"), 0, deck)
    assert [sorted(state.hands[s]) for s in range(4)] == [sorted(hands[s][0]) for s in range(4)]
    assert state.land == "8H"
    with pytest.raises(ValueError, match="missing: 8H"):
        build_deck(0, hands, "7H")          # a card twice, another missing
    with pytest.raises(ValueError, match="two cards"):
        build_deck(0, {**hands, 1: (hands[1][0], [*hands[1][1], "8H"])}, "7H")


@pytest.mark.parametrize("change,reason", [
    ({"format": "other"}, "not a lesson"),
    ({"version": 9}, "unknown version"),
    ({"steps": [{"say": "m"}]}, "the first step deals"),
    ({"steps": [{"deal": "d", "say": "m", "keys": ["no_such_key"]}]}, "unknown commands"),
    ({"steps": [{"deal": "d", "say": "m", "act": "play 7S", "pick": "7S"}]}, "one of"),
    ({"steps": [{"deal": "nowhere", "say": "m"}]}, "no deal called"),
    ({"steps": [{"deal": "d", "act": "bid 3"}]}, "unknown action"),
    ({"steps": [{"deal": "d", "say": "m", "colour": "red"}]}, "unknown fields"),
    ({"deals": {"d": {"preset": "poker", "seed": "s"}}}, "unknown preset"),
    ({"deals": {"d": {"preset": "belote", "seed": "s", "options": {"qaid": True}}}},
     "no Qaid tables"),
    ({"deals": {"d": {"seed": "s", "script": {"0": ["pass"]}}}}, "only seats 1 to 3"),
    ({"deals": {"d": {"seed": "s", "hands": {}}}}, "hands"),
    ({"number": 0}, "number"),
])
def test_a_bad_lesson_is_refused_with_its_reason(change, reason):
    with pytest.raises(LessonError, match=reason):
        parse_lesson(with_changes(**change), "bad.json")


def test_a_bad_file_is_left_out_of_the_library_and_the_others_stay(tmp_path):
    (tmp_path / "01-x.json").write_text(json.dumps(LESSON), encoding="utf-8")
    (tmp_path / "02-y.json").write_text("{ not json", encoding="utf-8")
    (tmp_path / "03-z.json").write_text(json.dumps(with_changes(number=3, id="z", version=7)),
                                        encoding="utf-8")
    library = load_library(tmp_path)
    assert [lesson.id for lesson in library.lessons] == ["x"]
    assert {p.path.name for p in library.problems} == {"02-y.json", "03-z.json"}
    with pytest.raises(LessonError):
        load_library(tmp_path, strict=True)


def test_the_games_lessons_are_numbered_in_order_and_shipped():
    library = load_library(strict=True)
    numbers = [lesson.number for lesson in library.lessons]
    assert numbers == list(range(1, len(numbers) + 1)) and len(numbers) >= 8
    assert library.planned == ()           # every lesson listed is here (the Qaid call: 8)
    for path in sorted(lessons_dir().glob("[0-9]*.json")):
        lesson = read_lesson(path)
        assert path.name.startswith(f"{lesson.number:02d}-{lesson.id}"), path.name
    shipped = {p.as_posix() for p in shipped_files(lessons_dir().parent)}
    assert {f"lessons/{p.name}" for p in lessons_dir().glob("*.json")} <= shipped


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_message_a_lesson_names_exists(lang):
    t = Catalog(lang, strict=True)
    for lesson in load_library(strict=True).lessons:
        names = [lesson.title] + [s.say for s in lesson.steps + (lesson.practice,) if s and s.say]
        names += [s.why for s in lesson.steps if s.why]
        names += [v for s in lesson.steps for k, v in s.args.items()
                  if isinstance(v, str) and not k.startswith(("card", "suit", "key", "call", "bot"))]
        for name in names:
            assert t.has(name), (lesson.id, name)


def test_progress_is_saved_and_read_back(tmp_path):
    progress = Progress.load(tmp_path)
    assert progress.finished == frozenset() and progress.problem is None
    assert progress.mark("keys", "done") and progress.mark("order", "skipped")
    assert progress.mark("keys", "skipped")             # done stays done
    again = Progress.load(tmp_path)
    assert again.states == {"keys": "done", "order": "skipped"}
    assert not list(tmp_path.glob("*.tmp"))            # written atomically, nothing left


@pytest.mark.parametrize("text,reason", [
    ("{ half", "corrupt"), ("[1, 2]", "corrupt"), ('{"version": 99, "lessons": {}}',
                                                    "future_version"),
    ('{"version": 1, "lessons": {"keys": "maybe"}}', "wrong_types"),
    ('{"version": "one"}', "unknown_version"),
])
def test_a_bad_progress_file_is_moved_aside_and_never_fatal(tmp_path, text, reason):
    (tmp_path / PROGRESS).write_text(text, encoding="utf-8")
    progress = Progress.load(tmp_path)
    assert progress.states == {} and progress.problem == reason
    assert progress.backup is not None and progress.backup.read_text(encoding="utf-8") == text
    assert not (tmp_path / PROGRESS).exists()
    assert progress.mark("keys", "done")                # and the next save works


def test_an_unwritable_folder_keeps_the_progress_for_the_run(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    progress = Progress.load(blocker / "below")          # a file where a folder should be
    assert progress.problem == "unreadable" and progress.backup is None
    assert not progress.mark("keys", "done")
    assert progress.state("keys") == "done"


def test_the_lessons_before_projects_practise_on_deals_with_no_project():
    """Lessons 1 and 2's practice deals announced a sira before lesson 5 teaches projects
    (issue 38): whoever takes the turned card, no hand there holds a project (in a sun
    or a hokum) nor a king and queen of one suit (a baloot)."""
    from baloot_audio.core import deck_for
    from baloot_audio.core.projects import best_projects
    from baloot_audio.ui.lessons.library import load_library

    library = load_library(strict=True)
    projects = library.for_term("projects")
    for lesson in library.lessons:
        if lesson.number >= projects.number or lesson.practice is None:
            continue
        deal = lesson.deals[lesson.practice.deal]
        deck = deck_for(f"lesson/{deal.seed or deal.name}", 1)
        order = [(deal.dealer + 1 + k) % 4 for k in range(4)]
        for taker in range(4):      # the deal as rules.md 1.6 completes it
            hands, at = {s: [] for s in range(4)}, 0
            for size in (3, 2):
                for s in order:
                    hands[s] += deck[at:at + size]
                    at += size
            at = 21
            for s in order:
                hands[s] += [deck[20], *deck[at:at + 2]] if s == taker else deck[at:at + 3]
                at += 2 if s == taker else 3
            for s, hand in hands.items():
                assert len(hand) == 8
                for kind in ("hokum", "sun"):
                    assert not best_projects(s, tuple(hand), kind), (lesson.number, s, hand)
                assert not any(f"K{x}" in hand and f"Q{x}" in hand for x in "SHDC"), \
                    (lesson.number, s, hand)
