"""Every named player spoken of as they are (issue 41).

Every message about a named player (a seat's words where a name may replace them, a
player's name) is rendered in English, French and Arabic with each form of address
(feminine, masculine, unspecified) and each kind of name: a woman's, a man's, one that
starts with a vowel, a Latin one in Arabic, and a bot (as a watcher hears a seat without
a player, always unspecified). A rendering fails on a gendered word that does not match
the form (an unspecified player is given none), on a French "de" or "que" left whole
before a name that starts with a vowel, on a symbol said aloud (×, =, #, *, ▶), and on a
word docs/words.md says is not ours. The listener's own form (``$you``) is checked the
same way over every message that addresses them.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from baloot_audio.i18n import Catalog, initial
from baloot_audio.net.wire.names import FORMS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import render_catalogues as rc  # noqa: E402

LANGS = ("en", "fr", "ar")
# the kinds of names, as a player would write them
NAMES = {
    "a woman's": {"en": "Noura", "fr": "Noura", "ar": "نورة"},
    "a man's": {"en": "Badr", "fr": "Badr", "ar": "بدر"},
    "one that starts with a vowel": {"en": "Ahmed", "fr": "Inès", "ar": "أحمد"},
    "a Latin one": {"en": "Ann", "fr": "Ann", "ar": "Ann"},
}
# Words that say a person's gender, in each language: French and English wherever they
# are in a line about a player; Arabic where they speak of the player, the verb or noun
# next to the name and the pronouns that point back to them (a verb agrees with its own
# subject: "بوت يلعب عنها" is a bot that plays, for her).
GENDERED = {
    "en": {"feminine": "she her hers herself", "masculine": "he him his himself"},
    "fr": {"feminine": "elle amie déconnectée créatrice modératrice invitée cachée assise "
                       "seule prête", "masculine": "il ami déconnecté créateur modérateur "
                       "invité caché assis seul prêt"},
}
AR_NEXT = {  # the word after a named player, said of them
    "feminine": "لعبت أكلت بدأت دقت أخذت أعلنت طلبت قالت قطعت علت تختار تأخذ تقول تكشف تقيد "
                "تعزمك تلعب تتفرج قعدت طلعت رجعت دخلت كتبت قبلت رفضت فتحت سوت كسبت صارت "
                "تشرف كملت عادت تبي",
    "masculine": "لعب أكل بدأ دق أخذ أعلن طلب قال قطع يختار يأخذ يقول يكشف يقيد يعزمك "
                 "يلعب يتفرج قعد طلع رجع دخل كتب قبل رفض فتح سوى كسب صار يشرف كمل عاد يبي",
}
AR_BEFORE = {  # the word before a named player, said of them
    "feminine": "سوتها الضيفة صاحبة مشرفة عضوة خويتك الموزعة",
    "masculine": "سواها الضيف صاحب مشرف عضو خويك الموزع",
}
AR_POINTING = {  # a pronoun after the name that points back to them
    "feminine": "عنها بدالها مكانها فريقها طاولتها عندها لها صديقتك تقبله ترفضه",
    "masculine": "عنه بداله مكانه فريقه طاولته عنده له صديقك يقبله يرفضه",
}
# marks dropped before comparing words: the shadda, tanwin and sukun (a kasra or a fatha
# stays: «لعبتِ» is the listener, «لعبت» a woman)
MARKS = re.compile("[\u064b-\u064d\u0651\u0652\u0670]")
# a role said of nobody in particular, in the language's generic word
GENERIC = ("صاحب الطاولة",)
SYMBOLS = re.compile(r"[×=#*_▶]")
# French words that elide before a vowel ("d’Inès", "qu’Ahmed")
ELIDED = re.compile(r"(?<![\w’'])(de|que|le|la|je|me|te|se|ne) (\w+)", re.I)
WORD = re.compile(r"[\w’'\u064b-\u0652\u0670⁂]+")


def words_of(text: str) -> set[str]:
    return {MARKS.sub("", w).casefold() for w in WORD.findall(text)}


@lru_cache(maxsize=None)
def catalogue(lang: str) -> Catalog:
    return Catalog(lang, strict=True)


@lru_cache(maxsize=None)
def about_a_player(lang: str) -> tuple:
    """(message, its person arguments with their selectors) for every message that speaks
    of a person a name may stand for."""
    out = []
    for _, msg in rc.messages(lang):
        plan = rc._Plan()
        plan.visit(msg)
        axes = rc.person_axes(msg.id.name, plan)
        if axes and not msg.id.name.startswith("label-"):   # drawn on screen, never said
            out.append((msg, plan, tuple(axes)))
    return tuple(out)


@lru_cache(maxsize=None)
def samples(lang: str) -> dict:
    return rc.samples(catalogue(lang))


@lru_cache(maxsize=None)
def first_values(lang: str, msg_id: str) -> dict:
    """Each argument's first value as the renderer gives it (persons aside)."""
    plan = next(p for m, p, _ in about_a_player(lang) if m.id.name == msg_id)
    sample = {**samples(lang), "name": rc.name_sample(lang, msg_id)}
    return {n: rc.values(msg_id, n, plan.keys.get(n, []), lang, sample)[0] for n in plan.names}


def render(lang: str, msg, plan, axes, name: str, form: str, you: str = "unspecified") -> str:
    """The message with every person it speaks of the named player ``name`` of ``form``."""
    t = catalogue(lang)
    args = dict(first_values(lang, msg.id.name))
    for arg, selector, _ in axes:
        args[arg] = name
        if selector:
            args[selector] = form
    args["you"] = you
    rc.composed(t, msg.id.name, args)
    return t(msg.id.name, **args)


def kinds(lang: str) -> list[tuple[str, str, str]]:
    """(the kind of name, the name, a form of address): every kind with every form, and a
    bot, unspecified."""
    out = [(kind, names[lang], form) for kind, names in NAMES.items() for form in FORMS]
    bot = catalogue(lang)("watch-seat", number=2)
    return out + [("a bot", bot, "unspecified")]


def gendered(lang: str, said: str, name: str) -> dict[str, set[str]]:
    """The gendered words a line says of the player ``name``, by gender."""
    if lang != "ar":
        words = words_of(said.replace(name, " "))
        return {g: words & set(listed.split()) for g, listed in GENDERED[lang].items()}
    tokens = [MARKS.sub("", w) for w in WORD.findall(said.replace(name, " ⁂ "))]
    out: dict[str, set[str]] = {"feminine": set(), "masculine": set()}
    for i in (i for i, w in enumerate(tokens) if w == "⁂"):
        for g in out:
            out[g] |= set(tokens[i + 1:i + 2]) & set(AR_NEXT[g].split())
            out[g] |= set(tokens[max(0, i - 1):i]) & set(AR_BEFORE[g].split())
            out[g] |= set(tokens[i + 1:]) & set(AR_POINTING[g].split())
    return out


def problems(lang: str, said: str, name: str, form: str) -> list[str]:
    out = []
    for role in GENERIC:
        said = said.replace(role, " ")
    rest = said.replace(name, " ")
    for gender, wrong in gendered(lang, said, name).items():
        if gender != form and wrong:
            out.append(f"{sorted(wrong)} for a {form} player")
    if lang == "fr":
        for small, after in ELIDED.findall(said):
            if after == name.split()[0] and initial(after) == "vowel":
                out.append(f"« {small} {after} » is not elided")
    if SYMBOLS.search(rest):
        out.append(f"a symbol said aloud: {SYMBOLS.search(rest).group(0)}")
    out += [f"not ours: {w}" for w in rc.not_ours(lang) if re.search(
        rf"(?<!\w){re.escape(w)}(?!\w)" if lang != "ar" else re.escape(w), rest, re.I)]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_every_message_about_a_named_player_matches_their_form_of_address(lang):
    found = []
    for msg, plan, axes in about_a_player(lang):
        for kind, name, form in kinds(lang):
            # the listener feminine beside a player who is not: Arabic says "you" (تبي،
            # لعبت) as it says "she", so only a woman listening tells them apart
            you = "unspecified" if form == "feminine" else "feminine"
            said = render(lang, msg, plan, axes, name, form, you)
            found += [f"{msg.id.name} ({kind} name {name!r}, {form}): {why}: {said!r}"
                      for why in problems(lang, said, name, form)]
    assert not found, f"{len(found)} problems:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_an_unspecified_player_is_never_said_as_the_masculine_one(lang):
    """Where a line gives feminine and masculine their own words, unspecified has its own
    too: never the masculine line (a masculine default)."""
    same = []
    for msg, plan, axes in about_a_player(lang):
        if not any(selector.endswith("-form") or selector.endswith("-is-me")
                   for _, selector, _ in axes):
            continue
        said = {form: render(lang, msg, plan, axes, "X", form) for form in FORMS}
        if said["feminine"] != said["masculine"] and said["unspecified"] == said["masculine"]:
            same.append(f"{msg.id.name}: {said['unspecified']!r}")
    assert not same, "\n".join(same)


@pytest.mark.parametrize("lang", ["fr", "ar"])
def test_the_listener_is_said_as_they_chose(lang):
    """Every message that speaks to the player, with their own form of address: a feminine
    player is never given a masculine word meant for them (Arabic «أنتِ لعبتِ»، «تبين»)."""
    found = []
    t = catalogue(lang)
    for _, msg in rc.messages(lang):
        plan = rc._Plan()
        plan.visit(msg)
        if "you" not in plan.names:
            continue
        sample = {**samples(lang), "name": rc.name_sample(lang, msg.id.name)}
        choices = {n: rc.values(msg.id.name, n, plan.keys.get(n, []), lang, sample)
                   for n in plan.names if n != "you"}
        for selector in ("seat-is-me", "accused-is-me", "dealer-is-me", "buyer-is-me"):
            if selector in choices:
                choices[selector] = ["yes"]
        told_apart = False
        for i in range(max((len(v) for v in choices.values()), default=1)):
            args = {n: v[i % len(v)] for n, v in choices.items()}
            said = {form: t(msg.id.name, **{**args, "you": form}) for form in FORMS}
            told_apart = told_apart or said["feminine"] != said["masculine"]
        if not told_apart:
            found.append(f"{msg.id.name}: the same for a woman and a man: {said['feminine']!r}")
    assert not found, "\n".join(found)


def test_french_elides_before_a_vowel_and_not_before_an_h():
    assert initial("Inès") == initial("Ahmed") == initial("Yves") == "vowel"
    assert initial("Hamid") == initial("Yasmine") == initial("نورة") == "consonant"
    fr = catalogue("fr")
    assert fr("where-right", name="Ahmed") == "à droite d’Ahmed"
    assert fr("where-right", name="Noura") == "à droite de Noura"
    assert fr("room-wait", name="Inès") == "On attend qu’Inès commence la partie"


def test_the_scorekeepers_lines_the_issue_asked_for():
    """«نورة: بنت ديمن»، «نورة: حكم، سبعة سبيت»، «عزيمة من نورة»: an unspecified player."""
    from baloot_audio.core import events as ev
    from baloot_audio.ui.narrator import Narrator

    n = Narrator(catalogue("ar"))
    n.update(names={1: "نورة"}, forms={1: "unspecified"})
    said = lambda e: " ".join(o.text for o in n.narrate(e))  # noqa: E731
    assert said(ev.CardPlayed(1, "QD", 0, False, False, False)) == "نورة: بنت ديمن."
    assert said(ev.CardPlayed(1, "7S", 0, False, True, True)) == "نورة: حكم، سبعة سبيت."
    assert catalogue("ar")("friend-invited", name="نورة", accept="أ", decline="ب",
                           **{"name-form": "unspecified"}).startswith("عزيمة من نورة")
    n.update(forms={1: "feminine"})
    assert said(ev.CardPlayed(1, "QD", 0, False, False, False)) == "نورة لعبت بنت ديمن."
    n.update(forms={1: "masculine"})
    assert said(ev.CardPlayed(1, "QD", 0, False, False, False)) == "نورة لعب بنت ديمن."
