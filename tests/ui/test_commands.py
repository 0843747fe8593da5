"""The command registry and the keymap."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from baloot_audio.i18n import Catalog
from baloot_audio.ui.commands import (BY_ID, CONTEXTS, GESTURES, MOD_CAPSLOCK, MOD_CTRL,
                                      MOD_NUMLOCK, MOD_SCROLLLOCK, MOD_SHIFT, REGISTRY, Chord,
                                      ConflictError, Keymap, contexts_overlap, gesture_text)

SCREENS = Path(__file__).resolve().parents[2] / "baloot_audio" / "ui" / "screens.py"
WINDOW = Path(__file__).resolve().parents[2] / "baloot_audio" / "ui" / "window.py"
READER = SCREENS.parent / "rules_reader.py"
REPLAY = SCREENS.parent / "replay_screen.py"
CHAT = REPLAY.parent / "chat.py"   # the online table's chat keys
TABLE_PARTS = [SCREENS.parent / "table_focus.py", SCREENS.parent / "table_questions.py",
               SCREENS.parent / "table_qaid.py"]


def test_ids_unique_and_described():
    t = Catalog("en", strict=True)
    assert len(BY_ID) == len(REGISTRY)
    for cmd in REGISTRY:
        assert cmd.context in CONTEXTS
        assert t(cmd.description_id)
        assert cmd.keys, cmd.id


def test_default_keys_have_no_conflicts():
    assert Keymap().conflicts() == []


def test_gestures_valid_and_unambiguous():
    for cmd in REGISTRY:
        assert cmd.gesture in GESTURES, cmd.id
    for a, b in itertools.combinations(REGISTRY, 2):
        if contexts_overlap(a.context, b.context):
            assert a.gesture != b.gesture, (a.id, b.id)


def test_iphone_is_android_with_three_fingers():
    t = Catalog("en", strict=True)
    cmd = BY_ID["card_first"]
    assert gesture_text(cmd.gesture, 2, t) == "two-finger swipe up then left"
    assert gesture_text(cmd.ios_gesture, 3, t) == "three-finger swipe up then left"


def test_every_command_is_reachable_by_its_keys():
    km = Keymap()
    for cmd in REGISTRY:
        contexts = ["global", cmd.context] if cmd.context != "global" else ["global"]
        if cmd.context == "bidding":
            contexts = ["global", "bidding", "table"]
        for chord in km.keys_for(cmd.id):
            assert km.lookup(chord, contexts) == cmd.id, (cmd.id, chord)


def test_every_command_is_handled_somewhere():
    code = SCREENS.read_text() + WINDOW.read_text() + READER.read_text() + REPLAY.read_text() \
        + CHAT.read_text() + (CHAT.parent / "online_names.py").read_text() \
        + "".join(part.read_text() for part in TABLE_PARTS)
    for cmd in REGISTRY:
        handled = f'"{cmd.id}"' in code or cmd.id.startswith("call_") or cmd.id.startswith("ask_")
        assert handled, cmd.id
    # the suit questions and the direct calls are dispatched by prefix: check the tables
    assert all(f'"{c}"' in code for c in ("ask_spades", "ask_hearts", "ask_diamonds", "ask_clubs"))
    assert 'cmd.startswith("call_")' in code


@pytest.mark.parametrize("lock", [0, MOD_CAPSLOCK, MOD_NUMLOCK, MOD_CAPSLOCK | MOD_NUMLOCK,
                                  MOD_SCROLLLOCK])
def test_lock_keys_never_break_a_binding(lock):
    km = Keymap()
    assert km.lookup(Chord.make("h", lock), ["global", "table"]) == "ask_hand"
    assert km.lookup(Chord.make("S", MOD_SHIFT | lock), ["global", "bidding", "table"]) == "call_sun"
    assert km.lookup(Chord.make("LCTRL", MOD_CTRL | lock), ["global"]) == "stop_speech"
    assert km.lookup(Chord.make("RETURN", lock), ["global", "table"]) == "play"


def test_chord_parse_and_labels():
    assert str(Chord.parse("shift+ctrl+d")) == "ctrl+shift+D"
    assert Chord.parse("ctrl+shift+D").label() == "Ctrl+Shift+D"
    assert Chord.parse("_1").label() == "1" and Chord.parse("1") == Chord.parse("_1")
    assert Chord.parse("PAGEUP").label() == "Page Up"
    with pytest.raises(ValueError):
        Chord.parse("hyper+X")


def test_rebind_checks_conflicts_and_changes_nothing_on_a_clash():
    km = Keymap()
    with pytest.raises(ConflictError):
        km.rebind("ask_score", ["T"])  # T is the current trick
    assert km.lookup(Chord.parse("S"), ["global", "table"]) == "ask_score"
    with pytest.raises(ConflictError):
        km.rebind("ask_score", ["PAGEUP"])  # global history key
    km.rebind("ask_score", ["G"])
    assert km.lookup(Chord.parse("G"), ["global", "table"]) == "ask_score"
    assert km.lookup(Chord.parse("S"), ["global", "table"]) is None
    # the same key may mean different things where contexts never meet
    km.rebind("menu_back", ["G"])
    assert km.conflicts() == []
    km.reset("ask_score")
    assert km.lookup(Chord.parse("S"), ["global", "table"]) == "ask_score"


def test_keymap_file_round_trip(tmp_path):
    km = Keymap()
    km.rebind("ask_turn", ["ctrl+W"])
    (tmp_path / "keys.json").write_text(km.to_json())
    loaded = Keymap.load(tmp_path / "keys.json")
    assert loaded.lookup(Chord.parse("ctrl+W"), ["table"]) == "ask_turn"
    (tmp_path / "bad.json").write_text('{"ask_turn": ["T"], "nope": ["X"]}')
    bad = Keymap.load(tmp_path / "bad.json")  # conflicting entry ignored
    assert bad.lookup(Chord.parse("W"), ["table"]) == "ask_turn"


def test_readme_keys_table_matches_the_registry():
    readme = Path(__file__).resolve().parents[2] / "README.md"
    if not readme.exists():
        pytest.fail("README.md is missing")
    from baloot_audio.ui.keys_doc import keys_table

    text = readme.read_text(encoding="utf-8")
    assert keys_table() in text, "README keys table is stale: run python -m baloot_audio.ui.keys_doc"
