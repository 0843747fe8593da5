"""A lesson file: its deals, its steps and the words it says, read and checked.

A lesson is data, not code: ``lessons/<NN>-<id>.json`` beside ``locales/`` (the
words are in ``locales/<lang>/lessons.ftl``, by message id). The format is
described in docs/lessons.md; this module reads it into :class:`Lesson` values
and refuses a file that does not follow it (:class:`LessonError`, with the
file and the reason). Nothing here speaks or draws.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Optional

from baloot_audio.core import CALLS, DECK, PRESETS, Action, rules_for
from baloot_audio.core.cards import parse_card, parse_suit
from baloot_audio.core.qaid import qaid_call

from ..commands import BY_ID

FORMAT = "baloot-audio/lesson"
VERSION = 1
# What a step waits for (docs/lessons.md): Enter (tell), a key (keys), a card picked
# with Enter (pick), the player's own call or card (act), the table's moves up to the
# player's next turn (watch), or a whole deal played freely (free).
STEP_KINDS = ("keys", "pick", "act", "watch", "free")
# how far the table runs after an act or in a watch: the player's turn (or the deal's
# end), the end of the trick, or the end of the buy
UNTIL = ("turn", "trick", "deal")
SUIT_CALLS = ("choose_trump", "choose", "hokum2")
LOCK_CALLS = ("double", "four")
OTHER_SEATS = (1, 2, 3)


class LessonError(ValueError):
    """A lesson file that cannot be used: ``path`` and why."""

    def __init__(self, path: Path | str, reason: str):
        self.path, self.reason = Path(path), reason
        super().__init__(f"{Path(path).name}: {reason}")


def parse_trick_card(text: str) -> tuple[int, Optional[str]]:
    """``"7C@1"``: a card and its trick, counted from 1 as said (``"sawa@3"``: the sawa
    claimed in trick 3), as a Qaid call names them (tricks counted from 0)."""
    card, at, trick = text.partition("@")
    if not at or not trick.isdigit() or int(trick) < 1:
        raise ValueError(f"a card and its trick, as 7C@1: {text!r}")
    return int(trick) - 1, None if card == "sawa" else parse_card(card)


def parse_action(text: str, seat: int) -> Action:
    """``"play 7S"``, ``"hokum"``, ``"double locked"``, ``"choose_trump H"``, ``"qaid 1
    7C@1 8H@3"`` (on seat 1: its seven of clubs of trick 1, proved by its eight of hearts
    of trick 3) as the action of ``seat``; raises ValueError."""
    kind, *rest = text.split()
    if kind == "qaid":
        accused, crime, proof = rest
        if accused not in ("0", "1", "2", "3") or parse_trick_card(proof)[1] is None:
            raise ValueError(f"qaid names a seat, an action and a card: {text!r}")
        return qaid_call(seat, int(accused), parse_trick_card(crime), parse_trick_card(proof))
    if kind in ("play", "akka"):
        (card,) = rest
        return Action(seat, kind, card=parse_card(card))
    if kind == "sawa" or kind in CALLS and kind not in SUIT_CALLS + LOCK_CALLS:
        if rest:
            raise ValueError(f"{kind} takes nothing more: {text!r}")
        return Action(seat, kind)
    if kind in SUIT_CALLS:
        if kind == "hokum2" and not rest:
            return Action(seat, kind)      # saudi: the suit is named after the doubling
        (suit,) = rest
        return Action(seat, kind, suit=parse_suit(suit))
    if kind in LOCK_CALLS:
        if rest not in ([], ["open"], ["locked"]):
            raise ValueError(f"{kind} is open or locked: {text!r}")
        return Action(seat, kind, locked=rest == ["locked"])
    raise ValueError(f"unknown action {text!r}")


def build_deck(dealer: int, hands: Mapping[int, tuple[tuple[str, ...], tuple[str, ...]]],
               land: str) -> tuple[str, ...]:
    """The deck (top first) that deals ``hands``: each seat's first five cards (three,
    then two, from the dealer's right) and the rest it gets once the buy is over (two
    for the seat that takes the turned card ``land``, three for the others)."""
    first = (dealer + 1) % 4
    order = [(first + i) % 4 for i in range(4)]
    if sorted(hands) != [0, 1, 2, 3]:
        raise ValueError("hands are needed for the four seats 0 to 3")
    if any(len(hands[s][0]) != 5 for s in order):
        raise ValueError("each seat's first part holds five cards")
    if sorted(len(hands[s][1]) for s in order) != [2, 3, 3, 3]:
        raise ValueError("after the five: two cards for the turned card's taker, three each else")
    deck = [card for part in ((0, 3), (3, 5)) for s in order for card in hands[s][0][slice(*part)]]
    deck.append(land)
    deck += [card for s in order for card in hands[s][1]]
    if sorted(deck) != sorted(DECK):
        missing = sorted(set(DECK) - set(deck))
        raise ValueError(f"the 32 cards once each (missing: {' '.join(missing) or 'none'})")
    return tuple(deck)


@dataclass(frozen=True)
class Deal:
    """A deal of a lesson: its rules, dealer and score before it, its cards (a fixed
    ``deck``, or the ``seed``'s), the other seats' moves in order (``script``) and the
    bots that play them on once their script is done (or no longer fits)."""

    name: str
    preset: str = "saudi"
    dealer: int = 0
    totals: tuple[int, int] = (0, 0)
    deck: Optional[tuple[str, ...]] = None
    seed: str = ""
    script: Mapping[int, tuple[str, ...]] = field(default_factory=dict)
    bots: str = "basic"
    options: Mapping[str, Any] = field(default_factory=dict)   # a player's options: qaid...


@dataclass(frozen=True)
class Step:
    """One step: its words (``say``, a message id; ``args`` typed as in docs/lessons.md),
    the deal it starts first (``deal``), and what it waits for (``kind``: "tell" waits
    for Enter; see :data:`STEP_KINDS`)."""

    kind: str = "tell"
    say: Optional[str] = None
    deal: Optional[str] = None
    keys: tuple[str, ...] = ()
    pick: Optional[str] = None       # the card to pick (a quiz)
    act: Optional[str] = None        # the player's call or card, in the script's notation
    why: Optional[str] = None        # why that card or call (said when another one is chosen)
    args: Mapping[str, Any] = field(default_factory=dict)
    until: str = "turn"              # act, watch: the table runs up to the player's turn,
                                     # or only to the end of the trick ("trick") or of
                                     # the buy (the rest of the cards dealt: "deal")

    def action(self) -> Optional[Action]:
        return parse_action(self.act, 0) if self.act else None


@dataclass(frozen=True)
class Lesson:
    number: int
    id: str
    title: str                       # message id
    steps: tuple[Step, ...]
    deals: Mapping[str, Deal]
    practice: Optional[Step] = None  # a "free" step on the practice deal
    teaches: tuple[str, ...] = ()    # terms and refusal rules ("What does this mean?" links)
    sections: tuple[str, ...] = ()   # the rules reader's section ids it goes with
    gestures: bool = False           # its key steps name the touch gestures too


@dataclass(frozen=True)
class Planned:
    """A lesson that has no file yet: its number and title, and what it waits for."""

    number: int
    title: str
    waits: str


def _hands(raw: Any) -> dict[int, tuple[tuple[str, ...], tuple[str, ...]]]:
    """``{"0": "JS 9S AH KH 7D | QS 8C TC", ...}``: the first five, then the rest."""
    out = {}
    for seat, text in raw.items():
        five, _, rest = text.partition("|")
        out[int(seat)] = (tuple(parse_card(c) for c in five.split()),
                          tuple(parse_card(c) for c in rest.split()))
    return out


def _deal(name: str, raw: Mapping[str, Any]) -> Deal:
    known = {"preset", "dealer", "totals", "hands", "land", "seed", "script", "bots", "options"}
    if set(raw) - known:
        raise ValueError(f"deal {name}: unknown fields {sorted(set(raw) - known)}")
    preset = raw.get("preset", "saudi")
    if preset not in PRESETS:
        raise ValueError(f"deal {name}: unknown preset {preset!r}")
    options = dict(raw.get("options", {}))
    rules_for(preset, **options)           # an unknown option or value: UnknownOption
    dealer = raw.get("dealer", 0)
    if dealer not in range(4):
        raise ValueError(f"deal {name}: the dealer is a seat, 0 to 3")
    if ("hands" in raw) == ("seed" in raw):
        raise ValueError(f"deal {name}: give its hands (and land), or a seed")
    deck = build_deck(dealer, _hands(raw["hands"]), parse_card(raw["land"])) \
        if "hands" in raw else None
    script = {int(seat): tuple(moves) for seat, moves in raw.get("script", {}).items()}
    for seat, moves in script.items():
        if seat not in OTHER_SEATS:
            raise ValueError(f"deal {name}: only seats 1 to 3 have a script (0 is the player)")
        for move in moves:
            parse_action(move, seat)
    totals = tuple(raw.get("totals", (0, 0)))
    return Deal(name, preset, dealer, (int(totals[0]), int(totals[1])), deck,
                str(raw.get("seed", "")), script, raw.get("bots", "basic"), options)


def _step(raw: Mapping[str, Any], deals: Mapping[str, Deal], number: int) -> Step:
    known = {"say", "deal", "keys", "pick", "act", "watch", "free", "why", "args", "until"}
    if set(raw) - known:
        raise ValueError(f"step {number}: unknown fields {sorted(set(raw) - known)}")
    kinds = [k for k in STEP_KINDS if k in raw]
    if len(kinds) > 1:
        raise ValueError(f"step {number}: one of {', '.join(STEP_KINDS)} at most")
    if raw.get("deal") is not None and raw["deal"] not in deals:
        raise ValueError(f"step {number}: no deal called {raw['deal']!r}")
    keys = tuple(raw.get("keys", ()))
    unknown = [k for k in keys if k not in BY_ID]
    if unknown or ("keys" in raw and not keys):
        raise ValueError(f"step {number}: unknown commands {unknown}")
    if raw.get("act"):
        parse_action(raw["act"], 0)
    pick = parse_card(raw["pick"]) if raw.get("pick") else None
    if not raw.get("say") and not kinds:
        raise ValueError(f"step {number}: a step says something or waits for something")
    if raw.get("until", "turn") not in UNTIL:
        raise ValueError(f"step {number}: until is one of {', '.join(UNTIL)}")
    if kinds and kinds[0] == "pick" and not raw.get("why"):
        raise ValueError(f"step {number}: a pick says why a wrong card is wrong ('why')")
    return Step(kinds[0] if kinds else "tell", raw.get("say"), raw.get("deal"), keys, pick,
                raw.get("act"), raw.get("why"), dict(raw.get("args", {})),
                raw.get("until", "turn"))


def parse_lesson(data: Any, path: Path | str = "lesson") -> Lesson:
    """A lesson from a file's parsed JSON; raises :class:`LessonError`."""
    try:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a lesson (format {FORMAT!r} expected)")
        if data.get("version") != VERSION:
            raise ValueError(f"unknown version {data.get('version')!r}")
        deals = {name: _deal(name, raw) for name, raw in data.get("deals", {}).items()}
        steps = tuple(_step(raw, deals, i + 1) for i, raw in enumerate(data["steps"]))
        if not steps or steps[0].deal is None:
            raise ValueError("the first step deals (its 'deal' names one of the deals)")
        practice = data.get("practice")
        practice_step = None
        if practice is not None:
            practice_step = _step({**practice, "free": True}, deals, 0)
            if practice_step.deal is None:
                raise ValueError("the practice names its deal")
        number = data["number"]
        if not isinstance(number, int) or number < 1:
            raise ValueError("number: a whole number from 1")
        return Lesson(number, str(data["id"]), str(data["title"]), steps, deals, practice_step,
                      tuple(data.get("teaches", ())), tuple(data.get("sections", ())),
                      bool(data.get("gestures", False)))
    except LessonError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise LessonError(path, f"{type(error).__name__}: {error}") from None


def read_lesson(path: Path) -> Lesson:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError) as error:
        raise LessonError(path, f"cannot be read: {error}") from None
    return parse_lesson(data, path)


def read_planned(path: Path) -> list[Planned]:
    """``planned.json``: the lessons still to come (each waits for a part of the game)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
        return [Planned(int(p["number"]), str(p["title"]), str(p["waits"])) for p in data]
    except FileNotFoundError:
        return []
    except (OSError, UnicodeDecodeError, ValueError, KeyError, TypeError) as error:
        raise LessonError(path, f"cannot be read: {error}") from None
