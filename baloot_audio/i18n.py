"""Words: Fluent catalogues in ``locales/<lang>/*.ftl``.

Every string the interface shows or speaks goes through :class:`Catalog`.
English is the complete reference; another language falls back to English
message by message. Arabic is shaped and reordered for *display* only
(:func:`display_text`); speech always gets the original, logical-order text.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
import re
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

DEFAULT_LANG = "en"
RTL_LANGS = frozenset({"ar", "fa", "he", "ur"})
_RTL_CHARS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
# Each language's name in its own words: the same in every catalogue, so a
# player who cannot read the current language still finds their own.
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "ar": "العربية"}


def locales_dir() -> Path:
    """Folder holding ``<lang>/*.ftl`` (override with BALOOT_AUDIO_LOCALES)."""
    env = os.environ.get("BALOOT_AUDIO_LOCALES")
    if env:
        return Path(env)
    return Path(__file__).resolve().parent.parent / "locales"


def available_languages(root: Path | None = None) -> list[str]:
    root = root or locales_dir()
    return sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl")))


def resolve_language(code: str | None, available: list[str] | None = None) -> str | None:
    """The available language for a locale code (``fr_FR.UTF-8``, ``ar-SA``, ``FR``), or None."""
    if not code:
        return None
    available = available if available is not None else available_languages()
    base = re.split(r"[-_.@:]", code.strip())[0].lower()
    return base if base in available else None


def system_language(available: list[str] | None = None,
                    environ: dict[str, str] | None = None) -> str:
    """The player's system language if the game has it, else English.

    Reads LANGUAGE (a colon-separated preference list), LC_ALL, LC_MESSAGES and
    LANG as POSIX systems set them, then the locale Python reports (Windows
    and macOS).
    """
    env = os.environ if environ is None else environ
    available = available if available is not None else available_languages()
    candidates: list[str] = []
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        candidates += [v for v in value.split(":") if v and v not in ("C", "POSIX")]
    if environ is None:
        import locale

        try:
            code = locale.getlocale()[0]
        except ValueError:
            code = None
        if code:
            candidates.append(code)
    for code in candidates:
        found = resolve_language(code, available)
        if found:
            return found
    return DEFAULT_LANG


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
        self.strict = strict
        self.switch(lang)

    def switch(self, lang: str) -> None:
        """Load another language into this same object.

        Screens and the narrator keep a reference to one Catalog, so switching
        it in place changes every word at once, without a restart.
        """
        self.lang = lang
        chain = [lang] if lang == DEFAULT_LANG else [lang, DEFAULT_LANG]
        bundles: list[FluentBundle] = []
        for code in chain:
            folder = self.root / code
            if not folder.is_dir():
                continue
            bundle = FluentBundle([code], use_isolating=False)
            for ftl in sorted(folder.glob("*.ftl")):
                bundle.add_resource(FluentResource(ftl.read_text(encoding="utf-8")))
            bundles.append(bundle)
        if not bundles:
            raise FileNotFoundError(f"no Fluent catalogue for {lang!r} under {self.root}")
        self.bundles = bundles

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


def wrap_lines(text: str, max_chars: int) -> list[str]:
    """Break ``text`` into lines of at most ``max_chars`` characters, at spaces.

    Right-to-left text must be wrapped in logical order *before*
    :func:`display_text` reorders each line, or the lines come out in the
    wrong order; this does the wrapping for both directions.
    """
    max_chars = max(8, max_chars)
    lines: list[str] = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            if line and len(line) + 1 + len(word) > max_chars:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return lines


# ---------------------------------------------------------------------------
# The rules text: ``locales/<lang>/rules.md``
#
# A small, strict subset of Markdown so that the reader can move by heading
# and by paragraph: ``#``, ``##``, ``###`` headings, each ending with an id
# (``## Scoring {#scoring}``) that is the same in every language; paragraphs
# separated by blank lines; each ``- `` bullet is a paragraph of its own. The
# line ``<!-- keys -->`` stands for the keys and gestures, which the interface
# writes from the command registry (so the text can never drift from the keys).

KEYS_MARKER = "<!-- keys -->"
_HEADING = re.compile(r"^(#{1,4})\s+(.*?)\s*\{#([a-z0-9-]+)\}\s*$")
_INLINE = re.compile(r"\*\*|__|`")


class RulesFormatError(ValueError):
    pass


@dataclass(frozen=True)
class Block:
    """One stop of the rules reader: a heading or a paragraph (or the keys marker)."""

    kind: str            # "heading", "paragraph" or "keys"
    text: str
    level: int = 0       # headings: 1..4; paragraphs: the level of their heading
    id: str = ""         # headings: the language-independent section id
    bullet: bool = False


def rules_path(lang: str, root: Path | None = None) -> Path:
    return (root or locales_dir()) / lang / "rules.md"


def parse_rules(text: str) -> list[Block]:
    """The blocks of a rules text; raises RulesFormatError on a heading without an id."""
    blocks: list[Block] = []
    level = 0
    para: list[str] = []
    bullet = False

    def flush() -> None:
        nonlocal para, bullet
        if para:
            blocks.append(Block("paragraph", _INLINE.sub("", " ".join(para)).strip(), level,
                                bullet=bullet))
        para, bullet = [], False

    in_comment = False
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if in_comment:
            in_comment = "-->" not in line
        elif not line:
            flush()
        elif line == KEYS_MARKER:
            flush()
            blocks.append(Block("keys", "", level))
        elif line.startswith("<!--"):
            flush()  # other comments are notes for translators, maybe on several lines
            in_comment = "-->" not in line
        elif line.startswith("#"):
            flush()
            m = _HEADING.match(line)
            if not m:
                raise RulesFormatError(f"line {number}: a heading needs an id: {line!r}")
            level = len(m.group(1))
            blocks.append(Block("heading", _INLINE.sub("", m.group(2)), level, m.group(3)))
        elif line.startswith(("- ", "* ")):
            flush()
            para, bullet = [line[2:].strip()], True
        else:
            para.append(line)
    flush()
    return blocks


def load_rules(lang: str, root: Path | None = None) -> list[Block]:
    """The rules text in ``lang``, or in English if that language has none."""
    path = rules_path(lang, root)
    if not path.exists():
        path = rules_path(DEFAULT_LANG, root)
    return parse_rules(path.read_text(encoding="utf-8"))


_TASHKEEL = re.compile("[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]")
_FOLD = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ى": "ي", "ة": "ه", "ؤ": "و",
                       "ئ": "ي", "’": "'", "‘": "'"})


def search_key(text: str) -> str:
    """Text folded for searching: case, accents and Arabic vowel marks ignored.

    ``e`` finds ``é``, ``اشكل`` finds ``أشكل``, ``قهوه`` finds ``قهوة``.
    """
    import unicodedata

    text = _TASHKEEL.sub("", text).translate(_FOLD).casefold()
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if not unicodedata.combining(ch) or
                   _RTL_CHARS.match(ch))
