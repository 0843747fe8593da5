"""Every message of a catalogue rendered as it is heard, for a native reviewer (issue 31).

Each message is rendered with sample arguments taken from the catalogue itself (a seat,
a card, a call...) and, wherever it selects on a value, once for each of its variants:
every plural category of the language (Arabic: zero, one, two, few, many, other) and
every key (yes, person, no...). An argument with no sample is shown as ⟨name⟩.

    PYTHONPATH=$PWD python scripts/render_catalogues.py        # writes docs/sentences.*.md
    PYTHONPATH=$PWD python scripts/render_catalogues.py --check  # fails when they are stale

tests/ui/test_native_words.py reads the same renderings and checks them.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from fluent.syntax import FluentParser, ast, visitor

from baloot_audio.i18n import Catalog, locales_dir
from baloot_audio.ui.answers import code_start
from baloot_audio.ui.commands import Chord
from baloot_audio.ui.session import spaced
from baloot_audio.ui.words import Words

REVIEWED = ("fr", "ar")
DOCS = Path(__file__).resolve().parents[1] / "docs"
# a number of each plural category (CLDR, as fluent.runtime and Babel apply it)
PLURAL_SAMPLES = {"en": (0, 1, 2), "fr": (0, 1, 2, 1000000), "ar": (0, 1, 2, 3, 11, 100)}
NUMERIC = {"count", "points", "us", "them", "low", "high", "seconds", "round", "position",
           "tricks", "percent", "given", "number", "multiplier", "lost", "full", "rounds",
           "size", "limit", "free", "card-points", "baloot", "abnat", "total-us", "total-them",
           "target", "held", "fingers", "attempt", "rate", "bots", "level"}
# a named player online, and a line of chat, in each language
PERSON = {"en": "Noura", "fr": "Noura", "ar": "نورة"}
CHAT = {"en": "Well played", "fr": "Bien joué", "ar": "كفو"}
KEYS = ("paragraph", "heading", "read", "search", "quit", "select", "key")


@dataclass(frozen=True)
class Rendered:
    file: str
    msg_id: str
    texts: tuple[str, ...]


class _Plan(visitor.Visitor):
    """The variables of a message and, for those it selects on, the variants' keys."""

    def __init__(self) -> None:
        super().__init__()
        self.names: list[str] = []
        self.keys: dict[str, list] = {}

    def visit_VariableReference(self, node) -> None:
        if node.id.name not in self.names:
            self.names.append(node.id.name)

    def visit_SelectExpression(self, node) -> None:
        if isinstance(node.selector, ast.VariableReference):
            keys = self.keys.setdefault(node.selector.id.name, [])
            for variant in node.variants:
                key = variant.key
                value = key.name if isinstance(key, ast.Identifier) else float(key.value)
                if isinstance(value, float) and value.is_integer():
                    value = int(value)
                if value not in keys:
                    keys.append(value)
        self.generic_visit(node)


PLURAL_KEYS = {"zero", "one", "two", "few", "many", "other"}


def samples(t: Catalog) -> dict[str, object]:
    """Arguments as the game passes them, in the catalogue's own words."""
    w = Words(t)
    key = Chord.parse("ctrl+r").spoken(t)
    out: dict[str, object] = {
        "name": PERSON[t.lang], "text": CHAT[t.lang], "query": CHAT[t.lang],
        "buyer": w.seat_object(2), "card": w.card("QD"), "land": w.card("TD"),
        "suit": w.suit("S"), "led": w.suit("H"), "trump": w.suit("S"),
        "suit-one": t("suit-short-S"), "cards": w.cards(["9S", "TS", "JS"]),
        "ranks": w.ranks(["9S", "TS", "JS"]), "call": w.call_name("sun"),
        "calls": w.join((w.call_name(c) for c in ("pass", "hokum", "sun")), "list-or"),
        "projects": w.join([w.project_name("sira"), w.project_name("fifty")]),
        "project": w.project_name("sira"), "team": w.team(0),
        "contract": t("contract-hokum", trump=w.suit("S"), buyer=w.seat_object(2)),
        "keys": w.join([key, Chord.parse("f1").spoken(t)]), "land-to": w.seat_object(1),
        "first": w.card("7H"), "last": w.card("8H"), "suits": t("suit-S"),
        "short": code_start(t, "1e4f9a0b"), "code": spaced(t, "K7Q2"), "address": "192.0.2.7:8765",
        "backup": "settings.json.bak",
    }
    out.update({k: key for k in KEYS})
    return out


def messages(lang: str) -> list[tuple[str, ast.Message]]:
    found = []
    for ftl in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(ftl.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found.append((ftl.name, entry))
    return found


def values(name: str, keys: list, lang: str, sample: dict) -> list:
    """The values an argument takes over a message's renderings."""
    if keys:
        plural = [k for k in keys if isinstance(k, str) and k in PLURAL_KEYS] \
            or any(isinstance(k, int) for k in keys)
        if plural or name in NUMERIC:
            numbers = [k for k in keys if isinstance(k, int)]
            return list(PLURAL_SAMPLES[lang]) + [n for n in numbers
                                                  if n not in PLURAL_SAMPLES[lang]]
        return keys
    if name in NUMERIC:
        return list(PLURAL_SAMPLES[lang])
    return [sample.get(name, f"⟨{name}⟩")]


def render_message(t: Catalog, msg: ast.Message, sample: dict) -> tuple[str, ...]:
    """The message once per variant of each selector (and each plural category)."""
    plan = _Plan()
    plan.visit(msg)
    choices = {name: values(name, plan.keys.get(name, []), t.lang, sample)
               for name in plan.names}
    rounds = max((len(v) for v in choices.values()), default=1)
    texts: list[str] = []
    w = Words(t)
    for i in range(rounds):
        args = {name: v[i % len(v)] for name, v in choices.items()}
        for subject, me in (("seat", "seat-is-me"), ("dealer", "dealer-is-me")):
            if subject in args:   # the seat agrees with its "is it me" selector
                who = args.get(me, "no")
                args[subject] = (w.seat(0) if who == "yes" else PERSON[t.lang]
                                 if who == "person" else w.seat(2))
        text = t(msg.id.name, **args)
        if text not in texts:
            texts.append(text)
    return tuple(texts)


def render(lang: str) -> list[Rendered]:
    t = Catalog(lang, strict=True)
    sample = samples(t)
    return [Rendered(file, msg.id.name, render_message(t, msg, sample))
            for file, msg in messages(lang)]


def document(lang: str) -> str:
    english = {r.msg_id: r.texts for r in render("en")}
    lines = [f"# Every sentence of the {lang} catalogues, as rendered",
             "", "Generated by `scripts/render_catalogues.py` (do not edit): each message",
             "with sample arguments, once per variant and plural form; the English first,",
             "in italics. ⟨name⟩ marks an argument the game fills in.", ""]
    current = None
    for r in render(lang):
        if r.file != current:
            current = r.file
            lines += [f"## {r.file}", ""]
        lines.append(f"- `{r.msg_id}` — *{english.get(r.msg_id, ('',))[0]}*")
        lines += [f"  - {text}".replace("\n", " ⏎ ") for text in r.texts]
    return "\n".join(lines).replace("\n\n\n", "\n\n") + "\n"


def doc_path(lang: str) -> Path:
    return DOCS / f"sentences.{lang}.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="fail when a file is stale")
    args = parser.parse_args(argv)
    stale = []
    for lang in REVIEWED:
        text = document(lang)
        path = doc_path(lang)
        if args.check:
            if not path.exists() or path.read_text(encoding="utf-8") != text:
                stale.append(path.name)
        else:
            path.write_text(text, encoding="utf-8")
    if stale:
        print("stale, run scripts/render_catalogues.py:", ", ".join(stale), file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
