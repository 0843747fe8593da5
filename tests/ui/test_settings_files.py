"""Bad settings and keys files: kept aside, defaults used, the player told; never a crash."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from python_source import parse
from baloot_audio.i18n import Catalog
from baloot_audio.storage import write_atomic
from baloot_audio.ui.settings import SETTINGS_VERSION, Settings, load_keymap

GOOD = {"version": SETTINGS_VERSION, "language": "fr", "volume": 40, "bot_pause": 2.0,
        "verbosity": "brief", "theme": "light", "text_size": 40, "speech": "none"}

BAD_FILES = {
    "invalid_json": (b"{not json at all", "corrupt"),
    "truncated": (json.dumps(GOOD).encode()[:25], "corrupt"),
    "empty": (b"", "corrupt"),
    "binary": (b"\xff\xfe\x00garbage", "corrupt"),
    "not_an_object": (b"[1, 2, 3]", "corrupt"),
    "wrong_type_volume": (json.dumps({**GOOD, "volume": "loud"}).encode(), "wrong_types"),
    "wrong_type_bool": (json.dumps({**GOOD, "sounds": "yes"}).encode(), "wrong_types"),
    "bool_as_int": (json.dumps({**GOOD, "text_size": True}).encode(), "wrong_types"),
    "future_version": (json.dumps({**GOOD, "version": SETTINGS_VERSION + 1}).encode(),
                       "future_version"),
    "unknown_version": (json.dumps({**GOOD, "version": "2.0-beta"}).encode(),
                        "unknown_version"),
}


def test_round_trip_is_versioned_and_atomic(tmp_path):
    s = Settings(language="ar", volume=30, verbosity="brief", theme="light", bot_pause=0.3)
    assert s.save(tmp_path)
    data = json.loads((tmp_path / "settings.json").read_text())
    assert data["version"] == SETTINGS_VERSION
    back, problem = Settings.load_checked(tmp_path)
    assert problem is None and back == s
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]  # no temp file left


def test_missing_file_gives_defaults_silently(tmp_path):
    assert Settings.load_checked(tmp_path) == (Settings(), None)


def test_old_file_without_version_is_still_read(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps({"volume": 50, "bot_pause": 2}))
    s, problem = Settings.load_checked(tmp_path)
    assert problem is None and s.volume == 50 and s.bot_pause == 2.0


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_file_is_kept_aside_defaults_used_and_told(tmp_path, name):
    content, reason = BAD_FILES[name]
    (tmp_path / "settings.json").write_bytes(content)
    s, problem = Settings.load_checked(tmp_path)
    assert s == Settings()
    assert problem is not None and problem.reason == reason
    assert not (tmp_path / "settings.json").exists()
    assert problem.backup is not None and problem.backup.read_bytes() == content
    assert problem.backup.parent == tmp_path and problem.backup.name.startswith("settings.json.bad-")
    for lang in ("en", "fr", "ar"):
        text = Catalog(lang, strict=True)(problem.msg_id, **problem.args())
        assert problem.backup.name in text
    # the next save writes a good file next to the backup, and it loads cleanly
    assert s.save(tmp_path)
    assert Settings.load_checked(tmp_path)[1] is None


def test_two_bad_files_in_a_row_keep_both_backups(tmp_path):
    for content in (b"{", b"[]"):
        (tmp_path / "settings.json").write_bytes(content)
        assert Settings.load_checked(tmp_path)[1].reason == "corrupt"
    assert sorted(p.read_bytes() for p in tmp_path.iterdir()) == [b"[]", b"{"]


def test_unreadable_folder_gives_defaults_and_saving_fails_quietly(tmp_path):
    folder = tmp_path / "config"
    folder.write_text("a file where the folder should be")
    s, problem = Settings.load_checked(folder)
    assert s == Settings() and problem.reason == "unreadable" and problem.backup is None
    assert "default" in Catalog("en", strict=True)(problem.msg_id, **problem.args())
    assert s.save(folder) is False  # no exception
    assert folder.read_text() == "a file where the folder should be"


def test_unreadable_file_is_left_in_place(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(GOOD))

    def denied(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "read_bytes", denied)
    s, problem = Settings.load_checked(tmp_path)
    assert s == Settings() and problem.reason == "unreadable"
    monkeypatch.undo()
    assert json.loads(path.read_text()) == GOOD  # never moved or overwritten


def test_out_of_range_values_are_brought_back_not_rejected(tmp_path):
    (tmp_path / "settings.json").write_text(json.dumps(
        {**GOOD, "volume": 250, "speech": "bogus", "theme": "neon", "text_size": 2}))
    s, problem = Settings.load_checked(tmp_path)
    assert problem is None
    assert (s.volume, s.speech, s.theme, s.text_size, s.language) == (100, "auto", "dark", 16,
                                                                      "fr")


def test_interrupted_write_leaves_the_old_file(tmp_path, monkeypatch):
    Settings(volume=10).save(tmp_path)

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    assert Settings(volume=90).save(tmp_path) is False
    monkeypatch.undo()
    assert Settings.load(tmp_path).volume == 10
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


@pytest.mark.parametrize("content,reason", [(b"{\"menu_up\": [\"U", "corrupt"),
                                            (b"{\"menu_up\": \"U\"}", "wrong_types"),
                                            (b"7", "corrupt")])
def test_bad_keys_file_is_kept_aside(tmp_path, content, reason):
    path = tmp_path / "keys.json"
    path.write_bytes(content)
    keymap, problem = load_keymap(path)
    assert problem.reason == reason and problem.backup.read_bytes() == content
    assert keymap.overrides == {}
    assert Catalog("fr", strict=True)(problem.msg_id, **problem.args())


def test_good_keys_file_loads(tmp_path):
    write_atomic(tmp_path / "keys.json", json.dumps({"ask_score": ["Z"]}))
    keymap, problem = load_keymap(tmp_path / "keys.json")
    assert problem is None and keymap.overrides == {"ask_score": ("Z",)}


def test_the_command_line_and_the_settings_share_one_range():
    """The text sizes and the longest bot pause have one home below the interface
    (options.py, which imports nothing of ui/); the settings and --text-size,
    --bot-delay check the same values."""
    import ast
    import argparse

    from baloot_audio import options
    from baloot_audio.ui import settings

    tree = parse(Path(options.__file__).read_text(encoding="utf-8"))
    names = {n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    names |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    assert not [n for n in names if n.startswith("baloot_audio.ui")], names
    assert settings.TEXT_SIZES is options.TEXT_SIZES
    assert settings.BOT_PAUSE_MAX is options.BOT_PAUSE_MAX
    assert options.text_size(str(options.TEXT_SIZES[-1])) == options.TEXT_SIZES[-1]
    with pytest.raises(argparse.ArgumentTypeError):
        options.text_size(str(options.TEXT_SIZES[-1] + 1))
    with pytest.raises(argparse.ArgumentTypeError):
        options.bot_delay(str(options.BOT_PAUSE_MAX + 1))
    big = Settings(text_size=options.TEXT_SIZES[-1] + 10, bot_pause=options.BOT_PAUSE_MAX * 2)
    big.repair()
    assert (big.text_size, big.bot_pause) == (options.TEXT_SIZES[-1], options.BOT_PAUSE_MAX)
