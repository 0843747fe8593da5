"""French and Arabic as a native player says them at the table (issue 31).

Every message of every catalogue is rendered with sample arguments, once per variant
and per plural category (scripts/render_catalogues.py, the same renderings a native
reviewer reads in docs/sentences.*.md), and the narrator's own lines about plays are
rendered for every seat. Fails on: a Latin letter or a symbol (+ = × # _ *) in Arabic
speech, a symbol for a voice to guess in French, a doubled full stop, a line about a
card play with no verb, an English word left in French, an Arabic count that does not
agree with its noun, an Arabic plural selector without all six of Fluent's categories.
"""

from __future__ import annotations

import re
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

import pytest
from fluent.syntax import ast, visitor

from baloot_audio.core import events as ev
from baloot_audio.i18n import Catalog
from baloot_audio.net.wire.names import FORMS
from baloot_audio.ui.commands import REGISTRY, Chord
from baloot_audio.ui.narrator import Narrator
from baloot_audio.ui.session import spaced

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import render_catalogues as rc  # noqa: E402

# Shown on screen, never spoken by the game: a card's corner, a suit's shape, the
# window's name (the product's name, which tools find the window by; the game's first
# words say it in Arabic: app-ready).
SCREEN_ONLY = re.compile(r"^(rank-label-.|suit-symbol-.|app-title)$")
SLOT = re.compile(r"⟨[^⟩]*⟩")   # an argument the game fills in
# data the player or the system gives, said as it is (an address, a file's name)
DATA = ("192.0.2.7:8765", "settings.json.bak")
AR_FORBIDDEN = re.compile(r"[A-Za-z+=×#_*]")
FR_FORBIDDEN = re.compile(r"[+=×#_*]")
DOUBLED_STOP = re.compile(r"(?<!\.)\.\s*\.(?!\.)|[!?؟]\s*\.")
# Baloot words and names French keeps (glossary), and key names printed on keyboards
FRENCH_NAMES = {"sun", "hokum", "qablak", "ashkal", "akka", "sawa", "gahwa", "qahwa",
                "boshat", "baloot", "ctrl", "alt", "maj", "cmd", "option", "android",
                "iphone", "nvda", "jaws", "voiceover", "speech", "dispatcher", "sapi",
                "baloot audio", "ksa"}
ENGLISH_WORDS = re.compile(
    r"\b(the|of|you|your|with|and|is|are|to|by|trick|tricks|card|cards|turn|wins|plays|"
    r"leads|round|suit|trump|hand|partner|left|right|heading|search|match|rules|keys|not|"
    r"who|what|why|spades|hearts|diamonds|clubs|king|queen|jack|ace|seven|eight|bot|bots|"
    r"lobby|seat|seats|player|players|server|invite|sounds|settings|press|back|yes|quit|"
    r"kaboot|shift|enter|escape|space|home|end)\b", re.I)
# Arabic nouns after a number: the singular (1, 2 spelt out; 11 and more) and the
# plural (3 to 10)
AR_COUNTED = {"بنط": "أبناط", "أكلة": "أكلات", "نقطة": "نقاط", "ورقة": "أوراق",
              "ثانية": "ثوان", "جولة": "جولات", "دقيقة": "دقائق", "كلمة": "كلمات",
              "مقعد": "مقاعد", "حرف": "حروف", "مرة": "مرات", "قسم": "أقسام",
              "روبوت": "روبوتات", "لاعب": "لاعبين"}
ARABIC_CATEGORIES = {"zero", "one", "two", "few", "many", "other"}

# The narrator's lines about a play: each has a verb (the glossary's "a verb in every
# line about a play").
PLAY_MESSAGES = ("card-led", "card-played", "card-cut", "card-brief", "trick-won",
                 "trick-won-last", "trick-won-brief", "trick-won-last-brief",
                 "trick-won-condensed", "trick-won-last-condensed", "trick-won-terse",
                 "trick-play")
FR_VERBS = re.compile(r"\b(joué|jouez|joue|entamez|entame|coupez|coupe|faites|fait|prenez|prend|"
                      r"remportez|remporte)\b")
AR_VERBS = re.compile(r"(^|[\s،:و])(لعبت|لعب|يلعب|تلعب|بديت|بدأت|بدأ|يبدأ|تبدأ|دقيت|دقت|دق|يدق|"
                      r"تدق|أكلت|أكل|يأكل|تأكل|راحت|نزلت|نزل|انلعبت|انلعب)(\s|[.،:]|$)")
HARAKAT = re.compile("[\u064b-\u0652\u0670]")


def wrong_terms(lang: str) -> re.Pattern:
    """One word for each thing: the words docs/words.md says are not ours (its "Not ours")."""
    words = "|".join(re.escape(w) for w in rc.not_ours(lang))
    return re.compile(rf"(?<!\w)({words})(?!\w)" if lang != "ar" else f"({words})", re.I)


WRONG_TERMS = {lang: wrong_terms(lang) for lang in ("en", "fr", "ar")}


def spoken(lang: str, msg_id: str, text: str) -> str:
    """The words a voice says, without the game's slots and the player's data."""
    text = SLOT.sub("", text)
    for data in DATA:
        text = text.replace(data, "")
    return text


@lru_cache(maxsize=None)
def rendered(lang: str) -> tuple[rc.Rendered, ...]:
    return tuple(rc.render(lang))


def problems(lang: str) -> list[str]:
    found = []
    for r in rendered(lang):
        if SCREEN_ONLY.match(r.msg_id):
            continue
        for text, why_made in zip(r.texts, r.labels):
            said = spoken(lang, r.msg_id, text)
            found += [f"{r.msg_id}: {why}: {text!r}" for why in line_problems(lang, said)]
            if r.msg_id in PLAY_MESSAGES and not said_of_a_play(lang, said, why_made):
                found.append(f"{r.msg_id}: a play with no verb: {text!r}")
    return found


def said_of_a_play(lang: str, said: str, made_with: str) -> bool:
    """A play's line has a verb; an unspecified player's (Arabic) is a scorekeeper's line,
    the name then what they played, with no verb to give a gender."""
    if lang == "ar" and "seat: unspecified" in made_with:
        return re.match(rf"{re.escape(rc.PERSON[lang])}: \S", said) is not None \
            and not has_verb(lang, said)
    return has_verb(lang, said)


def line_problems(lang: str, said: str) -> list[str]:
    out = []
    if DOUBLED_STOP.search(said):
        out.append("a doubled full stop")
    if lang in WRONG_TERMS and WRONG_TERMS[lang].search(said):
        out.append(f"not the glossary's word: {WRONG_TERMS[lang].search(said).group(0)}")
    if lang == "ar":
        bad = AR_FORBIDDEN.findall(said)
        if bad:
            out.append(f"Latin or symbols {''.join(sorted(set(bad)))}")
        out += count_problems(said)
    if lang == "fr":
        bad = FR_FORBIDDEN.findall(said)
        if bad:
            out.append(f"symbols {''.join(sorted(set(bad)))}")
        left = {w for w in ENGLISH_WORDS.findall(said) if w.lower() not in FRENCH_NAMES}
        if left:
            out.append(f"English {sorted(left)}")
        if re.search(r"\b(assis|est bloqué|été retiré|est signalé)\b", said):
            out.append("a player is not only a man")
    return out


def count_problems(said: str) -> list[str]:
    """An Arabic count that does not agree: "2 أكلات", "5 بنط", "8 بنط", "11 أبناط"."""
    out = []
    plain = HARAKAT.sub("", said)
    for number, noun in re.findall(r"(?<![\d.,:])(\d+) (\S+)", plain):
        noun = noun.strip("،.:؛")
        n = int(number)
        for one, many in AR_COUNTED.items():
            if noun not in (one, many) and not noun.startswith(many):
                continue
            plural = noun != one
            if n in (1, 2) or (3 <= n <= 10 and not plural) or (n > 10 and plural):
                out.append(f"count {number} {noun}")
    return out


def has_verb(lang: str, said: str) -> bool:
    if lang == "fr":
        return bool(FR_VERBS.search(said))
    return bool(AR_VERBS.search(HARAKAT.sub("", said)))


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_every_rendered_message_reads_natively(lang):
    found = problems(lang)
    assert not found, f"{len(found)} problems:\n" + "\n".join(found)


class _Selects(visitor.Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.keys: list[set] = []

    def visit_SelectExpression(self, node) -> None:
        self.keys.append({v.key.name if isinstance(v.key, ast.Identifier)
                          else ("zero" if v.key.value == "0" else v.key.value)
                          for v in node.variants})
        self.generic_visit(node)


def test_arabic_counts_give_every_plural_form():
    """Fluent's six Arabic categories, wherever a count selects its words."""
    incomplete = []
    for _, msg in rc.messages("ar"):
        selects = _Selects()
        selects.visit(msg)
        for keys in selects.keys:
            if keys & {"one", "two", "few", "many"} and not ARABIC_CATEGORIES <= keys:
                incomplete.append(f"{msg.id.name} lacks {sorted(ARABIC_CATEGORIES - keys)}")
    assert not incomplete, "\n".join(incomplete)


def test_english_counts_are_counted_in_arabic():
    """A message that counts in English counts in Arabic too (the six forms)."""
    english = {msg.id.name: msg for _, msg in rc.messages("en")}
    missing = []
    for _, msg in rc.messages("ar"):
        en, ar = _Selects(), _Selects()
        en.visit(english[msg.id.name])
        ar.visit(msg)
        if any("one" in keys for keys in en.keys) and not any("few" in k for k in ar.keys):
            missing.append(msg.id.name)
    assert not missing, missing


def narrators(lang: str) -> list[tuple[Narrator, str]]:
    """A narrator of seat words, and one where the partner's seat is a named player of
    each form of address (with the words a rendering of that form is made with)."""
    out = [(Narrator(Catalog(lang, strict=True)), "")]
    for form in FORMS:
        named = Narrator(Catalog(lang, strict=True))
        named.update(names={2: rc.PLAYERS[lang][0][form]}, forms={2: form})
        out.append((named, f"seat: {form}"))
    return out


PLAYS = [ev.CardPlayed(0, "7H", 0, True, False, False), ev.CardPlayed(0, "8H", 0, False, False,
                                                                        False),
         ev.CardPlayed(0, "JS", 0, False, True, True), ev.TrickWon(0, 0, (), 26, False),
         ev.TrickWon(0, 7, (), 30, True)]


@pytest.mark.parametrize("lang", ["fr", "ar"])
@pytest.mark.parametrize("seat", range(4))
def test_every_line_about_a_play_has_a_verb(lang, seat):
    """The full line, the condensed one, the terse one, for each seat and a named player."""
    for n, made_with in narrators(lang):
        made_with = made_with if seat == 2 else ""
        for e in PLAYS:
            e = type(e)(seat, *[getattr(e, f) for f in e.__dataclass_fields__][1:])
            for out in n.narrate(e):
                for words in (out.text, out.brief):
                    assert words and said_of_a_play(lang, words, made_with), (lang, seat, words)
                    assert not line_problems(lang, words), (words, line_problems(lang, words))


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_key_names_are_words(lang):
    """"كنترول مع آر", "Ctrl moins": no symbol, and no Latin letter in Arabic."""
    t = Catalog(lang, strict=True)
    forbidden = AR_FORBIDDEN if lang == "ar" else FR_FORBIDDEN
    for cmd in REGISTRY:
        for key in cmd.keys:
            said = Chord.parse(key).spoken(t)
            assert not forbidden.search(said), (key, said)


def test_codes_and_seals_are_spelt_in_arabic():
    """The seal, the seed and an invite code: each letter by its Arabic name."""
    t = Catalog("ar", strict=True)
    n = Narrator(t)
    seed = "1e4f9a0b" + "c" * 56
    for text in (n.seed_revealed(seed), n.seal_item(seed), spaced(t, "K7Q2")):
        assert not AR_FORBIDDEN.search(text), text
    assert "1 إي 4 إف 9 إيه 0 بي" in n.seal_item(seed)
    assert spaced(t, "K7Q2") == "كيه 7 كيو 2"


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_the_exact_lines_the_reviewers_asked_for(lang):
    ar, fr = narrators("ar")[0][0], narrators("fr")[0][0]
    said = lambda n, e: " ".join(o.text for o in n.narrate(e))  # noqa: E731
    if lang == "ar":
        assert said(ar, ev.CardPlayed(0, "8H", 0, False, False, False)) == "أنت لعبت ثمانية هاص."
        assert said(ar, ev.TrickWon(2, 0, (), 8, False)) == "خويّك أكل الأكلة: 8 أبناط."
        assert "مع الأرض" in said(ar, ev.TrickWon(2, 7, (), 32, True))
        assert said(ar, ev.CallMade(0, "pass")) == "أنت: بس."
    else:
        assert said(fr, ev.CardPlayed(2, "QD", 0, False, False, False)) == \
            "Votre partenaire joue la dame de carreau."
        assert said(fr, ev.TrickWon(3, 0, (), 26, False)) == \
            "L’adversaire de gauche fait le pli\u202f: 26 points."


def test_the_review_files_are_up_to_date():
    """docs/sentences.fr.md and docs/sentences.ar.md: regenerate them with
    ``PYTHONPATH=$PWD python scripts/render_catalogues.py``."""
    for lang in rc.REVIEWED:
        assert rc.doc_path(lang).read_text(encoding="utf-8") == rc.document(lang), \
            f"{rc.doc_path(lang).name} is stale: run scripts/render_catalogues.py"


@pytest.mark.parametrize("lang", ["en", "fr", "ar"])
def test_every_server_refusal_is_worded(lang):
    """A refusal the server sends is said in words, never as its raw code."""
    source = "\n".join(p.read_text(encoding="utf-8")
                       for p in (ROOT / "baloot_audio" / "net").rglob("*.py"))
    codes = (set(re.findall(r"\b(?:error|Guest)\(\s*\"([a-z_]+)\"", source))   # routes' Guest
             | set(re.findall(r"\b\w*Error\(\s*\"([a-z]+_[a-z_]+)\"", source))
             | set(re.findall(r"return \"((?:too_many|not_your)_[a-z_]+)\"", source))   # quota, seats
             | {"connection_closed", "storage_error"})
    assert len(codes) > 20, codes
    t = Catalog(lang, strict=True)
    missing = sorted(c for c in codes if not t.has(f"online-error-{c.replace('_', '-')}"))
    assert not missing, missing
