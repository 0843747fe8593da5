"""Words: Fluent catalogues in ``locales/<lang>/*.ftl``.

Every string the interface shows or speaks goes through :class:`Catalog`.
English is the complete reference; another language falls back to English
message by message. Only what is asked for is parsed: a language's files are
indexed by message id and each file is parsed the first time one of its
messages is needed (English, the fallback, only when a message is missing). Arabic is shaped and reordered for *display* only
(:func:`display_text`); speech always gets the original, logical-order text.
"""

from __future__ import annotations

import functools
import os
from dataclasses import dataclass
import re
import unicodedata
from pathlib import Path
from typing import Any, Iterator

from baloot_audio.resources import data_dir

DEFAULT_LANG = "en"
# How a catalogue speaks to its listener ("you": Arabic أنتِ / أنت, French « inscrite » /
# « inscrit »): the listener's own form of address (net/wire/names.py's FORMS), given to
# every message as ``$you``.
DEFAULT_ADDRESS = "unspecified"
RTL_LANGS = frozenset({"ar", "fa", "he", "ur"})
_RTL_CHARS = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
# Each language's name in its own words: the same in every catalogue, so a
# player who cannot read the current language still finds their own.
LANGUAGE_NAMES = {"en": "English", "fr": "Français", "ar": "العربية"}


def locales_dir() -> Path:
    """Folder holding ``<lang>/*.ftl`` (override with BALOOT_AUDIO_LOCALES)."""
    return data_dir("locales", "BALOOT_AUDIO_LOCALES")


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


_MESSAGE_ID = re.compile(r"(?m)^([a-zA-Z][\w-]*)\s*=")


@functools.lru_cache(maxsize=256)
def _parsed(text: str) -> Any:
    """A catalogue file's syntax tree, parsed once per process (a new catalogue, at
    each change of language, shares the trees: bundles only read them)."""
    from fluent.syntax import FluentParser

    return FluentParser(with_spans=False).parse(text)


class _Language:
    """One language's catalogue; each ``.ftl`` file is parsed on first use.

    The catalogues use no terms or message references across files, so a
    message needs only its own file.
    """

    def __init__(self, code: str, folder: Path):
        from fluent.runtime import FluentBundle

        functions: dict[str, Any] = {"INITIAL": initial}   # a word, as Fluent takes one
        self.bundle = FluentBundle([code], use_isolating=False, functions=functions)
        self.unparsed: dict[str, str] = {}   # message id -> its file's text
        for ftl in sorted(folder.glob("*.ftl")):
            text = ftl.read_text(encoding="utf-8")
            for msg_id in _MESSAGE_ID.findall(text):
                self.unparsed.setdefault(msg_id, text)

    def message(self, name: str) -> Any:
        """The parsed message ``name``, or None when this language lacks it."""
        text = self.unparsed.get(name)
        if text is not None:
            self.bundle.add_resource(_parsed(text))
            self.unparsed = {k: v for k, v in self.unparsed.items() if v is not text}
        return self.bundle.get_message(name) if self.bundle.has_message(name) else None


class Catalog:
    """Formats message ids for one language, falling back to English.

    ``strict=True`` (used by tests) raises :class:`MissingMessage` for an id no
    catalogue has and for formatting errors (a missing placeholder argument);
    otherwise the id itself is returned, so a gap is visible but not fatal.

    ``address`` is the listener's own form of address (``feminine``, ``masculine``
    or ``unspecified``): every message gets it as ``$you`` unless the caller gives one.
    """

    def __init__(self, lang: str = DEFAULT_LANG, root: Path | None = None, strict: bool = False,
                 address: str = DEFAULT_ADDRESS):
        self.root = root or locales_dir()
        self.strict = strict
        self.address = address
        self._languages: dict[str, _Language] = {}
        self.switch(lang)

    def switch(self, lang: str) -> None:
        """Load another language into this same object.

        Screens and the narrator keep a reference to one Catalog, so switching
        it in place changes every word at once, without a restart.
        """
        chain = [lang] if lang == DEFAULT_LANG else [lang, DEFAULT_LANG]
        chain = [code for code in chain if (self.root / code).is_dir()]
        if not chain:
            raise FileNotFoundError(f"no Fluent catalogue for {lang!r} under {self.root}")
        self.lang, self.chain = lang, chain

    def _language(self, code: str) -> _Language:
        if code not in self._languages:
            self._languages[code] = _Language(code, self.root / code)
        return self._languages[code]

    def _find(self, name: str) -> Iterator[tuple[_Language, Any]]:
        """Each language of the chain that has message ``name``, best first."""
        for code in self.chain:
            language = self._language(code)
            message = language.message(name)
            if message is not None:
                yield language, message

    @property
    def rtl(self) -> bool:
        return self.lang.split("-")[0] in RTL_LANGS

    def has(self, msg_id: str) -> bool:
        name, _, attr = msg_id.partition(".")
        for _, message in self._find(name):
            return not attr or attr in message.attributes
        return False

    def __call__(self, msg_id: str, **args: Any) -> str:
        return self.format(msg_id, **args)

    def format(self, msg_id: str, **args: Any) -> str:
        name, _, attr = msg_id.partition(".")
        args.setdefault("you", self.address)
        for language, message in self._find(name):
            pattern = message.attributes.get(attr) if attr else message.value
            if pattern is None:
                continue
            text, errors = language.bundle.format_pattern(pattern, args)
            if errors and self.strict:
                raise MissingMessage(f"{msg_id}: {errors}")
            return str(text)
        if self.strict:
            raise MissingMessage(msg_id)
        return msg_id

    def message_ids(self, lang: str | None = None) -> set[str]:
        """Every message id in one language's catalogue (default: this one)."""
        ids: set[str] = set()
        folder = self.root / (lang or self.lang)
        for ftl in folder.glob("*.ftl"):
            ids.update(_MESSAGE_ID.findall(ftl.read_text(encoding="utf-8")))
        return ids


_LATIN_VOWELS = frozenset("aeiouàâäéèêëîïôöûùüœæ")


def initial(word: object) -> str:
    """The catalogues' ``INITIAL($name)``: ``vowel`` when French elides before the word
    (« la table d’Ahmed », « qu’Inès commence »), else ``consonant``. A Latin vowel
    elides, and a y before a consonant (« d’Yves »; « de Yasmine »); an h does not
    (most names here are Arabic, their h is said: « de Hamid »), nor any other script."""
    text = unicodedata.normalize("NFC", str(word)).strip().casefold()
    if not text:
        return "consonant"
    if text[0] in _LATIN_VOWELS:
        return "vowel"
    if text[0] == "y" and len(text) > 1 and text[1].isalpha() \
            and text[1] not in _LATIN_VOWELS and text[1] != "y":
        return "vowel"
    return "consonant"


def display_text(text: str, rtl: bool | None = None) -> str:
    """Text in visual order for drawing: Arabic letters joined (shadda and tanwin
    kept), runs reordered, brackets and guillemets of right-to-left runs mirrored.

    Only for the screen. Speech and braille get the original text.
    """
    if rtl is None:
        rtl = bool(_RTL_CHARS.search(text))
    if not rtl and not _RTL_CHARS.search(text):
        return text
    from bidi import get_display

    base = "R" if rtl else None
    # reversed, a mark (shadda, tanwin) comes just before its letter: pyglet draws a
    # zero-width mark from the pen's place, so it lands on the letter drawn next
    return "\n".join(get_display(_reshaper().reshape(mirror_rtl_brackets(line)), base_dir=base)
                     for line in text.split("\n"))


def _reshaper():
    import arabic_reshaper

    global _RESHAPER
    if _RESHAPER is None:  # arabic_reshaper drops harakat unless told not to
        _RESHAPER = arabic_reshaper.ArabicReshaper(configuration={"delete_harakat": False})
    return _RESHAPER


_RESHAPER = None


def _strong(ch: str) -> str | None:
    kind = unicodedata.bidirectional(ch)
    return "R" if kind in ("R", "AL") else "L" if kind == "L" else None


def mirror_rtl_brackets(line: str) -> str:
    """The logical line with every mirrored character that the bidi algorithm
    puts in a right-to-left run replaced by its mirror image ("(" <-> ")",
    "«" <-> "»"), for a reordering that does not mirror (python-bidi's
    ``get_display`` does not). Paragraph direction: right-to-left. Bracket pairs
    follow rule N0 (the content's direction, else the paragraph's unless the
    context before is left-to-right); other neutrals follow N1/N2."""
    chars = list(line)

    def context(i: int, step: int) -> str:
        j = i + step
        while 0 <= j < len(chars):
            d = _strong(chars[j])
            if d:
                return d
            j += step
        return "R"  # the paragraph's direction at both ends

    pairs, stack = {}, []
    for i, ch in enumerate(chars):
        if ch in _OPENERS:
            stack.append(i)
        elif ch in _CLOSERS and stack and _MIRROR.get(chars[stack[-1]]) == ch:
            pairs[stack.pop()] = i
    rtl: set[int] = set()
    for start, end in pairs.items():
        inside = {_strong(c) for c in chars[start + 1:end]}
        if "R" in inside or ("L" in inside and context(start, -1) == "R") or                 ("L" not in inside and "R" in (context(start, -1), context(end, 1))):
            rtl.update((start, end))
    paired = set(pairs) | set(pairs.values())
    for i, ch in enumerate(chars):
        if ch in _MIRROR and i not in paired and                 "R" in (context(i, -1), context(i, 1)):
            rtl.add(i)
    return "".join(_MIRROR[c] if i in rtl else c for i, c in enumerate(chars))


_MIRROR = {a: b for a, b in ("()", ")(", "[]", "][", "{}", "}{", "«»", "»«", "‹›", "›‹",
                             "<>", "><")}
_OPENERS = frozenset("([{«‹<")
_CLOSERS = frozenset(")]}»›>")


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
