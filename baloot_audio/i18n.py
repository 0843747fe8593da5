"""Words: Fluent catalogues in ``locales/<lang>/*.ftl``.

Every string the interface shows or speaks goes through :class:`Catalog`.
English is the complete reference; another language falls back to English
message by message. Arabic is shaped and reordered for *display* only
(:func:`display_text`); speech always gets the original, logical-order text.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

DEFAULT_LANG = "en"
RTL_LANGS = frozenset({"ar", "fa", "he", "ur"})
_RTL_CHARS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def locales_dir() -> Path:
    """Folder holding ``<lang>/*.ftl`` (override with BALOOT_AUDIO_LOCALES)."""
    env = os.environ.get("BALOOT_AUDIO_LOCALES")
    if env:
        return Path(env)
    return Path(__file__).resolve().parent.parent / "locales"


def available_languages(root: Path | None = None) -> list[str]:
    root = root or locales_dir()
    return sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl")))


class MissingMessage(KeyError):
    pass


class Catalog:
    """Formats message ids for one language, falling back to English.

    ``strict=True`` (used by tests) raises :class:`MissingMessage` for an id no
    catalogue has and for formatting errors (a missing placeholder argument);
    otherwise the id itself is returned, so a gap is visible but not fatal.
    """

    def __init__(self, lang: str = DEFAULT_LANG, root: Path | None = None, strict: bool = False):
        self.root = root or locales_dir()
        self.lang = lang
        self.strict = strict
        chain = [lang] if lang == DEFAULT_LANG else [lang, DEFAULT_LANG]
        self.bundles: list[FluentBundle] = []
        for code in chain:
            folder = self.root / code
            if not folder.is_dir():
                continue
            bundle = FluentBundle([code], use_isolating=False)
            for ftl in sorted(folder.glob("*.ftl")):
                bundle.add_resource(FluentResource(ftl.read_text(encoding="utf-8")))
            self.bundles.append(bundle)
        if not self.bundles:
            raise FileNotFoundError(f"no Fluent catalogue for {lang!r} under {self.root}")

    @property
    def rtl(self) -> bool:
        return self.lang.split("-")[0] in RTL_LANGS

    def has(self, msg_id: str) -> bool:
        name, _, attr = msg_id.partition(".")
        for bundle in self.bundles:
            if bundle.has_message(name):
                return not attr or attr in bundle.get_message(name).attributes
        return False

    def __call__(self, msg_id: str, **args: Any) -> str:
        return self.format(msg_id, **args)

    def format(self, msg_id: str, **args: Any) -> str:
        name, _, attr = msg_id.partition(".")
        for bundle in self.bundles:
            if not bundle.has_message(name):
                continue
            message = bundle.get_message(name)
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                continue
            text, errors = bundle.format_pattern(pattern, args)
            if errors and self.strict:
                raise MissingMessage(f"{msg_id}: {errors}")
            return text
        if self.strict:
            raise MissingMessage(msg_id)
        return msg_id

    def message_ids(self, lang: str | None = None) -> set[str]:
        """Every message id in one language's catalogue (default: this one)."""
        ids: set[str] = set()
        folder = self.root / (lang or self.lang)
        for ftl in folder.glob("*.ftl"):
            ids.update(re.findall(r"(?m)^([a-zA-Z][\w-]*)\s*=", ftl.read_text(encoding="utf-8")))
        return ids


def display_text(text: str, rtl: bool | None = None) -> str:
    """Text in visual order for drawing: Arabic letters joined, runs reordered.

    Only for the screen. Speech and braille get the original text.
    """
    if rtl is None:
        rtl = bool(_RTL_CHARS.search(text))
    if not rtl and not _RTL_CHARS.search(text):
        return text
    import arabic_reshaper
    from bidi import get_display

    return "\n".join(get_display(arabic_reshaper.reshape(line)) for line in text.split("\n"))
