"""Every message of a catalogue rendered as it is heard, for a native reviewer (issues 31, 41).

Each message is rendered with the values the game gives it: a seat in the form the game
passes (the subject "Votre partenaire", or the object "votre partenaire" where the game
asks for it), named players with each form of address (feminine, masculine, unspecified)
and a name to match, the listener's own form of address (``$you``), real pairs of names
for a team, and every plural category of the language that the count can reach (a trick
is worth 0 or 2 to 65 points, never 1). Every key of every other selector is rendered
too (yes, no, us, them...). Each rendering names its message id and what it was rendered
with. An argument with no sample is shown as ⟨name⟩.

    PYTHONPATH=$PWD python scripts/render_catalogues.py        # writes docs/sentences.*.md
    PYTHONPATH=$PWD python scripts/render_catalogues.py --check  # fails when they are stale

tests/ui/test_native_words.py and tests/ui/test_forms_of_address.py read the same
renderings and check them.
"""

from __future__ import annotations

import argparse
import functools
import itertools
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

from fluent.syntax import FluentParser, ast, visitor

from baloot_audio.i18n import Catalog, locales_dir
from baloot_audio.net.wire.names import FORMS
from baloot_audio.ui.answers import code_start
from baloot_audio.ui.commands import Chord
from baloot_audio.ui.session import spaced
from baloot_audio.ui.words import Words

REVIEWED = ("fr", "ar")
DOCS = Path(__file__).resolve().parents[1] / "docs"
# a number of each plural category (CLDR, as fluent.runtime and Babel apply it)
PLURAL_SAMPLES = {"en": (0, 1, 2), "fr": (0, 1, 2, 1000000), "ar": (0, 1, 2, 3, 11, 100)}
# the numbers an argument takes in the game (a message may narrow them: REACHED_IN)
REACHED = {"points": (0, *range(2, 66)), "count": range(0, 200), "seconds": range(0, 601),
           "free": range(0, 4), "tricks": range(0, 9), "members": range(1, 501),
           "online": range(0, 501), "won": range(0, 1000), "matches": range(1, 1000),
           "rounds": range(1, 12), "round": range(1, 12), "position": range(1, 60),
           "number": range(1, 60), "entries": range(0, 129), "wins": range(0, 12),
           "rated": range(0, 1000), "multiplier": (2, 3, 4), "held": range(1, 400),
           "baloot": range(0, 100), "abnat": range(0, 163), "card-points": range(0, 27),
           "limit": (24, 200), "full": (16, 26, 32, 52), "level": range(1, 5),
           "rate": range(100, 401, 20), "fingers": (2, 3), "attempt": range(1, 20),
           "given": range(0, 200), "lost": range(0, 200), "low": range(0, 400),
           "high": range(0, 800), "us": range(0, 400), "them": range(0, 400),
           "minutes": range(1, 10081), "place": range(1, 129), "size": (16, 20, 28, 60),
           "percent": range(0, 101, 10), "target": (101, 152, 501), "bots": range(0, 4),
           "total-us": range(0, 400), "total-them": range(0, 400), "chance": range(0, 101),
           "projects": range(0, 100),
           "left": range(0, 100), "made": range(0, 1000), "bought": range(0, 1000),
           "fell": range(0, 1000), "felled": range(0, 1000), "doubled": range(0, 1000),
           "called": range(0, 1000), "ours": range(0, 1000), "theirs": range(0, 1000),
           "trick": range(1, 9), "crime-trick": range(1, 9), "proof-trick": range(1, 9),
           "step": range(1, 12), "before": range(1, 11),
           "doubled-full": (32, 52, 48, 78)}
REACHED_IN = {
    ("baloot-announced", "points"): (2, 4), ("timer-custom", "card"): range(3, 601),
    ("timer-custom", "call"): range(3, 601), ("length-points", "points"): (101, 152, 501),
    ("online-bad-password", "count"): (8,), ("reader-title", "count"): range(1, 40),
    ("lesson-start", "count"): range(3, 20), ("lesson-again-hints", "count"): range(2, 60),
    ("hand-summary", "count"): range(0, 9), ("hand-suit-group", "count"): range(1, 9),
    ("suit-cards", "count"): range(0, 9), ("hand-entry-card-suit", "count"): range(1, 9),
    ("deal-completed-hand", "count"): (8,), ("label-cards-count", "count"): range(0, 9),
    ("text-hidden-count", "count"): range(1, 200), ("friends-requests", "count"): range(1, 50),
    ("diwan-members-title", "count"): range(1, 501),
    ("duration-seconds", "count"): range(5, 60), ("duration-minutes", "count"): range(1, 61),
    ("stats-partner", "matches"): range(1, 999), ("online-no-answer", "seconds"): range(5, 600),
    ("time-left", "seconds"): range(1, 601), ("watch-seat", "number"): range(1, 5)}
# numbers wherever they are said (the others only where a message counts with them)
NUMERIC = (set(REACHED) - {"card", "call", "projects", "left"}) | {
    "sigma", "mu", "shown", "buyer-abnat", "defence-abnat", "step", "crime-trick", "proof-trick",
    "trick", "before", "us-points", "them-points", "doubled-full", "buyer-total", "defence-total",
    "buyer-card-points", "defence-card-points", "most", "teams"}
# a team there, a score elsewhere; the way teams are made there, a number elsewhere
NOT_COUNTS = {("tournament-next-match", "them"), ("tournament-line", "teams")}
# named players: a name for each form of address, and another player for a second person
PLAYERS = {
    "en": ({"feminine": "Noura", "masculine": "Ahmed", "unspecified": "Sam"},
           {"feminine": "Hala", "masculine": "Badr", "unspecified": "Alex"}),
    "fr": ({"feminine": "Noura", "masculine": "Ahmed", "unspecified": "Sam"},
           {"feminine": "Inès", "masculine": "Badr", "unspecified": "Alex"}),
    "ar": ({"feminine": "هيا", "masculine": "بدر", "unspecified": "نورة"},
           {"feminine": "منيرة", "masculine": "أحمد", "unspecified": "ريم"}),
}
PERSON = {lang: names[0]["unspecified"] for lang, names in PLAYERS.items()}
DIWAN = {"en": "Majlis", "fr": "Majlis", "ar": "المجلس"}
TOURNAMENT = {"en": "Thursday cup", "fr": "Coupe du jeudi", "ar": "كأس الخميس"}
CHAT = {"en": "Well played", "fr": "Bien joué", "ar": "كفو"}
KEYS = ("paragraph", "heading", "read", "search", "quit", "select", "key")
# a seat's word and its "is it me" selector; the messages that get its object form
SEATS = {"seat": "seat-is-me", "dealer": "dealer-is-me", "accused": "accused-is-me",
         "buyer": "buyer-is-me", "land-to": "land-to-is-me"}
OBJECT_SEATS = {"accused", "buyer", "land-to"}
OBJECT_SEAT_IN = {"timer-out-seat", "qaid-proof-item", "turn-other", "refused-not_your_turn"}
# a player's name and its form-of-address selector
NAMED = {"name": "name-form", "partner": "partner-form", "creator": "creator-form"}
# messages whose $name is not a player's: a diwan's, a tournament's, a speech output's
DIWAN_NAMED = {"diwan-line", "diwan-open-line", "diwan-invited-line", "diwan-say-prompt",
               "diwan-sent", "diwan-history-title", "diwan-members-title", "diwan-board-title",
               "diwan-created", "diwan-you-joined", "diwan-you-left", "diwan-you-removed",
               "diwan-you-banned"}
TOURNAMENT_NAMED = {"tournament-title", "tournament-line", "tournament-created",
                    "tournament-ready", "tournament-started", "tournament-finished",
                    "tournament-cancelled", "tournament-in-diwan", "tournament-form-name"}
OUTPUT_NAMED = {"speech-now", "speech-lost", "speech-output-name"}
PAIRS = ("team", "first", "second", "home", "away", "winner", "loser", "them")


@dataclass(frozen=True)
class Rendered:
    file: str
    msg_id: str
    texts: tuple[str, ...]
    labels: tuple[str, ...] = ()


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
    one, two = (p["unspecified"] for p in PLAYERS[t.lang])
    pair = w.join([PLAYERS[t.lang][0]["feminine"], PLAYERS[t.lang][1]["masculine"]])
    out: dict[str, object] = {
        "text": CHAT[t.lang], "query": CHAT[t.lang], "diwan": DIWAN[t.lang],
        "card": w.card("QD"), "land": w.card("TD"),
        "suit": w.suit("S"), "led": w.suit("H"), "trump": w.suit("S"),
        "suit-one": t("suit-short-S"), "cards": w.cards(["9S", "TS", "JS"]),
        "ranks": w.ranks(["9S", "TS", "JS"]), "call": w.call_name("sun"),
        "calls": w.join((w.call_name(c) for c in ("pass", "hokum", "sun")), "list-or"),
        "projects": w.join([w.project_name("sira"), w.project_name("fifty")]),
        "project": w.project_name("sira"),
        "contract": t("contract-hokum", trump=w.suit("S"), buyer=w.seat_object(2),
                      **{"buyer-is-me": "no"}),
        "keys": w.join([key, Chord.parse("f1").spoken(t)]),
        "first": w.card("7H"), "last": w.card("8H"), "suits": t("suit-S"),
        "letter": "7", "output": "nvda", "proof": w.card("8H"),
        "crime": t("qaid-crime-card", card=w.card("7C")),
        "short": code_start(t, "1e4f9a0b"), "code": spaced(t, "K7Q2"), "address": "192.0.2.7:8765",
        "backup": "settings.json.bak", "names": w.join([one, two]),
        "right": one, "left": two, **{name: pair for name in PAIRS},
    }
    out.update({k: key for k in KEYS})
    out.update({k: Chord.parse("h").spoken(t) for k in ("hint", "question", "why-key")})
    out.update({k: t(f"key-{k.upper()}") for k in ("enter", "escape", "tab")})
    out.update({f"key-{k}": key for k in ("up", "home", "next", "pass", "hokum", "sun", "stop",
                                          "repeat", "history", "missed", "list", "spades",
                                          "diamonds", "clubs", "score", "projects")})
    out.update({"preset": t("preset-saudi"), "value": t("on"), "bot-call": w.call_name("hokum"),
                "bot": t("bot-strong"), "title": t("lesson-keys-title"), "table": 3,
                "where": t("where-right-you"), "waits": t("lesson-wait-key", key=key),
                "when": t("tournament-at", time="20:05"), "teams": t("tournament-teams-drawn"),
                "rule": t("rule-must_follow_suit"),
                "reason": t("hint-reason-lead-low"), "action": w.card("AS"),
                "outcome": t("outcome-made"), "leave": t("key-ESCAPE"),
                "accept": Chord.parse("ctrl+y").spoken(t),
                "decline": Chord.parse("ctrl+n").spoken(t)})
    return out


def composed(t: Catalog, msg_id: str, args: dict) -> None:
    """Arguments that are lines of their own, made with this rendering's person."""
    if msg_id.startswith("friend-came-"):
        args["where"] = t("friend-lobby", name=args.get("name", PERSON[t.lang]))
    if msg_id.startswith("lesson-buying") or msg_id.startswith("lesson-doubling"):
        args["bot"] = t("hint-reason-hokum-strong")
    if msg_id == "lobby-table-watch" or msg_id == "lobby-table-options":
        args["table"] = t("lobby-table", name=PERSON[t.lang], preset=t("preset-saudi"), free=1,
                          bots=t("bot-normal"))


def messages(lang: str) -> list[tuple[str, ast.Message]]:
    found = []
    for ftl in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(ftl.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                found.append((ftl.name, entry))
    return found


def counted(msg_id: str, name: str, lang: str) -> list[int]:
    """A number of each plural category of ``lang`` that ``name`` reaches in ``msg_id``."""
    reached = REACHED_IN.get((msg_id, name), REACHED.get(name))
    if reached is None:
        return list(PLURAL_SAMPLES[lang])
    rule = plural_rule(lang)
    found: dict[str, int] = {}
    for n in reached:
        found.setdefault(rule(n), n)
    return sorted(found.values())


@functools.lru_cache(maxsize=None)
def plural_rule(lang: str):
    """The plural category of a number in ``lang``, as fluent.runtime chooses it."""
    from fluent.runtime import FluentBundle

    return FluentBundle([lang])._plural_form


def values(msg_id: str, name: str, keys: list, lang: str, sample: dict) -> list:
    """The values an argument takes over a message's renderings (persons aside)."""
    numbers = [k for k in keys if isinstance(k, int)]
    plural = any(isinstance(k, str) and k in PLURAL_KEYS - {"other"} for k in keys) or numbers
    if plural:
        found = counted(msg_id, name, lang)
        return found + [n for n in numbers if n not in found and n in
                        REACHED_IN.get((msg_id, name), REACHED.get(name, numbers))]
    if name in NUMERIC and (msg_id, name) not in NOT_COUNTS:   # said, not counted with
        reached = list(REACHED_IN.get((msg_id, name), REACHED.get(name, PLURAL_SAMPLES[lang])))
        wanted = 7 + sum(map(ord, name)) % 13    # a number the game says, not the same each time
        return [min(reached, key=lambda n: abs(n - wanted))]
    if keys:   # the default variant with a value of its own (a letter), else by its key
        return [sample[name] if k == "other" and name in sample else k for k in keys]
    return [sample.get(name, f"⟨{name}⟩")]


def person_axes(msg_id: str, plan: _Plan) -> list[tuple[str, str, tuple[str, ...]]]:
    """The persons a message speaks of: (argument, its selector or "", the values rendered):
    a seat (the listener, a seat's word, a named player by form), a player's name."""
    axes = []
    for arg, selector in SEATS.items():
        if arg in plan.names:
            has = selector in plan.names
            axes.append((arg, selector if has else "",
                         ("yes", "no", *FORMS) if has else ("no", "unspecified")))
    for arg, selector in NAMED.items():
        if arg in plan.names and (arg != "name" or person_named(msg_id)):
            axes.append((arg, selector, FORMS))
    return axes


def person_named(msg_id: str) -> bool:
    return msg_id not in DIWAN_NAMED | TOURNAMENT_NAMED | OUTPUT_NAMED


def person(t: Catalog, msg_id: str, arg: str, who: str, second: bool) -> str:
    """A person's words: the listener, a seat's word (subject or object), a player's name."""
    w = Words(t)
    obj = arg in OBJECT_SEATS or (arg == "seat" and msg_id in OBJECT_SEAT_IN)
    if who == "yes":
        return w.seat_object(0) if obj else w.seat(0)
    if who == "no":   # the partner, and an opponent beside them
        seat = 1 if second else 2
        return w.seat_object(seat) if obj else w.seat(seat)
    return PLAYERS[t.lang][int(second)][who]


def label(axes: list, combo: tuple, you: str) -> str:
    """What a rendering was made with: each person's form, the listener's own."""
    out = []
    for (arg, _, _), who in zip(axes, combo):
        out.append({"yes": "you", "no": "a seat's word"}.get(who, f"{arg}: {who}"))
    if you:
        out.append(f"you {you}" if "you" not in out else f"{you}")
    return ", ".join(out)


def combos(axes: list, uses_you: bool) -> Iterator[tuple[tuple, str]]:
    """The persons' values: every value of the first person (and of the listener's form),
    the others' turned with it."""
    yous = FORMS if uses_you else ("",)
    if not axes:
        for you in yous:
            yield (), you
        return
    first = axes[0][2]
    for i, (who, you) in enumerate(itertools.product(first, yous)):
        # another person is another seat: the listener only once, and only named beside
        rest = tuple(next(v for j in range(len(a[2]))
                          if (v := a[2][(i + 1 + k + j) % len(a[2])]) != "yes"
                          or who not in ("yes", "no"))
                     for k, a in enumerate(axes[1:]))
        yield (who, *rest), you


def render_message(t: Catalog, msg: ast.Message, sample: dict) -> tuple[tuple[str, ...],
                                                                         tuple[str, ...]]:
    """The message once per person's form and listener's form, and once per variant of
    each other selector (and each reachable plural category)."""
    plan = _Plan()
    plan.visit(msg)
    msg_id = msg.id.name
    axes = person_axes(msg_id, plan)
    mine = {a[0] for a in axes} | {a[1] for a in axes} | {"you"}
    sample = {**sample, "name": name_sample(t.lang, msg_id)}
    others = {name: values(msg_id, name, plan.keys.get(name, []), t.lang, sample)
              for name in plan.names if name not in mine}
    texts: list[str] = []
    labels: list[str] = []
    for i, (combo, you) in enumerate(combos(axes, "you" in plan.names)):
        rounds = max((len(v) for v in others.values()), default=1) if i == 0 else 1
        for r in range(rounds):
            args = {name: v[r % len(v)] for name, v in others.items()}
            for k, ((arg, selector, _), who) in enumerate(zip(axes, combo)):
                args[arg] = person(t, msg_id, arg, who, second=k > 0)
                if selector:
                    args[selector] = who
            if you:
                args["you"] = you
            composed(t, msg_id, args)
            text = t(msg_id, **args)
            if text not in texts:
                texts.append(text)
                labels.append(label(axes, combo, you) if (axes or you) else "")
    return tuple(texts), tuple(labels)


def name_sample(lang: str, msg_id: str) -> str:
    if msg_id in DIWAN_NAMED:
        return DIWAN[lang]
    if msg_id in TOURNAMENT_NAMED:
        return TOURNAMENT[lang]
    if msg_id in OUTPUT_NAMED:   # as the game says it (speech-output-name)
        return Catalog(lang)("speech-output-name", output="speech-dispatcher",
                             name="Speech Dispatcher")
    return PERSON[lang]


def render(lang: str) -> list[Rendered]:
    t = Catalog(lang, strict=True)
    sample = samples(t)
    out = []
    for file, msg in messages(lang):
        texts, labels = render_message(t, msg, sample)
        out.append(Rendered(file, msg.id.name, texts, labels))
    return out


FORMS_SECTION = {
    "fr": """## Comment on parle de chacun

Chaque joueur nommé choisit sa forme d’adresse à l’inscription et dans les réglages :
au féminin, au masculin, ou non précisée (le choix par défaut). Les lignes qui parlent
d’un joueur choisissent leurs mots par elle (`$seat-is-me`, `$name-form`…) :
« Noura s’est déconnectée », « Ahmed s’est déconnecté » ; non précisée, la phrase ne
marque pas de genre : « Sam n’est plus en ligne », « Sam vous propose son amitié ». Un
robot est toujours non précisé. Le joueur lui-même choisit comment le jeu lui parle
(`$you`, réglage « Accords (féminin ou masculin) ») : « Vous êtes cachée des classements »,
« Vous êtes caché… », et sans genre « Votre nom n’apparaît plus dans les classements ».
Devant un nom qui commence par une voyelle, « de » et « que » s’élident :
« la table d’Ahmed », « qu’Inès commence » (`INITIAL($name)`).
""",
    "ar": """## صيغة المخاطبة

كل لاعب مسمّى يختار صيغته عند التسجيل وفي الإعدادات: مؤنث، أو مذكر، أو بدون تحديد
(الأصل). الجمل اللي تتكلم عن لاعب تختار كلماتها حسب صيغته (`$seat-is-me`، `$name-form`…):
«هيا لعبت بنت ديمن»، «بدر لعب بنت ديمن»؛ وبدون تحديد تنقال بلا فعل يكشف الجنس، مثل ما
يقولها المسجّل على الطاولة: «نورة: بنت ديمن»، «نورة: حكم، سبعة سبيت»، «عزيمة من نورة».
البوت دايم بدون تحديد. واللاعب نفسه يختار كيف تكلمه اللعبة (`$you`، إعداد «المخاطبة»):
«أنتِ لعبتِ»، «تبين تطلعين من الصكة؟»، «قولي بس»؛ والصيغة العامة للمذكر وبدون تحديد،
لأن العربي ما فيه «أنت» بلا جنس، والقوائم تنقال بالمصدر («الطلعة من الصكة») عشان ما تحتاج صيغة.
""",
}


def document(lang: str) -> str:
    english = {r.msg_id: r.texts for r in render("en")}
    lines = [f"# Every sentence of the {lang} catalogues, as rendered",
             "", "Generated by `scripts/render_catalogues.py` (do not edit): each message",
             "with the values the game gives it, once per person's form of address, per",
             "variant and per reachable plural form; the English first, in italics. Each",
             "line names its message id and what it was rendered with. ⟨name⟩ marks an",
             "argument the game fills in.", "", FORMS_SECTION[lang]]
    current = None
    for r in render(lang):
        if r.file != current:
            current = r.file
            lines += [f"## {r.file}", ""]
        lines.append(f"- `{r.msg_id}` — *{english.get(r.msg_id, ('',))[0]}*")
        for text, why in zip(r.texts, r.labels):
            said = text.replace("\n", " ⏎ ")
            lines.append(f"  - `{r.msg_id}`{f' ({why})' if why else ''}: {said}")
    return "\n".join(lines).replace("\n\n\n", "\n\n") + "\n"


def not_ours(lang: str) -> list[str]:
    """The words docs/words.md says are not ours in ``lang`` (its "Not ours" list)."""
    text = (DOCS / "words.md").read_text(encoding="utf-8").split("## Not ours", 1)[1]
    for line in text.splitlines():
        if line.startswith(f"- {lang}:"):
            return [w.strip("`") for w in line.split(":", 1)[1].strip().split("`, `")]
    return []


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
