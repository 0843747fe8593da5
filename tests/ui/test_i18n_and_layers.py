"""Words through Fluent, display shaping, and the layering rule for core."""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

from python_source import parse
from baloot_audio.i18n import Catalog, MissingMessage, available_languages, display_text

ROOT = Path(__file__).resolve().parents[2]
UI_FILES = list((ROOT / "baloot_audio" / "ui").glob("*.py")) + [ROOT / "baloot_audio" / "app.py"]


def test_english_is_available_and_strict_mode_catches_gaps():
    assert "en" in available_languages()
    t = Catalog("en", strict=True)
    with pytest.raises(MissingMessage):
        t("no-such-message")
    with pytest.raises(MissingMessage):
        t("card", rank="seven")  # $suit missing
    assert Catalog("en")("no-such-message") == "no-such-message"


def test_every_literal_message_id_in_the_ui_exists():
    t = Catalog("en", strict=True)
    pattern = re.compile(r"""\bt\(\s*["']([a-z][a-z0-9-]*)["']""")
    used = set()
    for path in UI_FILES:
        used |= set(pattern.findall(path.read_text()))
    assert len(used) > 40
    missing = sorted(m for m in used if not t.has(m))
    assert not missing, missing


def test_no_hard_coded_english_in_ui_strings():
    """UI code passes message ids to the catalogue; spoken/drawn words are never literals."""
    offenders = []
    for path in UI_FILES:
        tree = parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") in ("say", "answer"):
                for arg in node.args[:1]:
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                        offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders


def test_other_locales_use_english_keys_and_placeholders():
    en = Catalog("en")
    en_ids = en.message_ids("en")
    for lang in available_languages():
        if lang == "en":
            continue
        ids = en.message_ids(lang)
        assert ids <= en_ids, f"{lang} has unknown ids {sorted(ids - en_ids)[:5]}"


def test_arabic_is_shaped_for_display_and_left_alone_for_speech():
    text = "الولد الحكم"
    shown = display_text(text)
    assert shown != text and len(shown) == len(text)
    assert display_text("Right plays the jack of spades.") == "Right plays the jack of spades."


def test_core_imports_no_ui_module():
    code = (
        "import sys, pkgutil, importlib, baloot_audio.core as core\n"
        "for m in pkgutil.walk_packages(core.__path__, 'baloot_audio.core.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = [n for n in sys.modules if n.split('.')[0] in ('pyglet', 'accessible_output2',"
        " 'fluent', 'speechd', 'bidi', 'arabic_reshaper')"
        " or n.startswith(('baloot_audio.ui', 'baloot_audio.i18n', 'baloot_audio.app',"
        " 'baloot_audio.table'))]\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "", out.stdout
    # and statically, for modules imported lazily inside functions
    for path in (ROOT / "baloot_audio" / "core").rglob("*.py"):
        for node in ast.walk(parse(path.read_text())):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] not in ("pyglet", "accessible_output2", "fluent"), path
                assert not name.startswith(("baloot_audio.ui", "baloot_audio.i18n",
                                            "baloot_audio.app", "baloot_audio.table")), path


def test_only_the_files_asked_for_are_parsed(monkeypatch):
    """Start-up parses one file of the chosen language; English only for a gap."""
    from fluent.syntax import FluentParser

    from baloot_audio import i18n

    i18n._parsed.cache_clear()          # this process's earlier catalogues parsed them
    parsed = []
    real = FluentParser.parse
    monkeypatch.setattr(FluentParser, "parse",
                        lambda self, text: parsed.append(text) or real(self, text))
    root = Path(__file__).resolve().parents[2] / "locales"
    t = Catalog("fr", strict=True)
    assert parsed == []
    french = t("menu-main")
    assert parsed == [(root / "fr" / "ui.ftl").read_text(encoding="utf-8")]
    t("menu-quit")                      # the same file: nothing more to parse
    assert len(parsed) == 1
    t.switch("ar")
    assert t("menu-main") not in (french, "menu-main") and len(parsed) == 2
    t.switch("fr")                      # parsed once, kept
    assert t("menu-main") == french and len(parsed) == 2
    assert Catalog("ar")("menu-main") != french and len(parsed) == 2   # a new one shares them


def test_a_message_missing_in_a_language_falls_back_to_english(tmp_path):
    for lang, text in (("en", "a = A\nb = B\n"), ("xx", "a = Ax\n")):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "m.ftl").write_text(text, encoding="utf-8")
    t = Catalog("xx", root=tmp_path, strict=True)
    assert (t("a"), t("b"), t.has("b"), t.has("c")) == ("Ax", "B", True, False)
