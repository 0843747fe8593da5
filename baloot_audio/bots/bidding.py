"""The buy from hand evaluation: which contract, when to steal, double, raise.

A hand is scored for hokum in a suit (trump honours and length, side aces) and
for sun (aces, tens guarded by their ace or by length, long suits), on the
cards the seat will surely hold: its five, plus the land when it would go to
this seat. Each legal call gets a utility (how far its score is above the
level at which a buyer usually makes it); the bot makes the best call above
zero, else passes. `Style` holds the levels, so the three bots differ in
nerve and in noise (the easy bot misjudges its hand now and then).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable, Optional

from baloot_audio.core import Action, PlayerView
from baloot_audio.core.cards import SUITS
from baloot_audio.core.state import team_of

_TRUMP = {"J": 2.0, "9": 1.6, "A": 1.1, "T": 0.9, "K": 0.5, "Q": 0.45, "8": 0.35, "7": 0.3}
_DEFEND = {"J": 1.5, "9": 1.2, "A": 0.8, "T": 0.6, "K": 0.35, "Q": 0.3, "8": 0.25, "7": 0.25}


def hokum_eval(cards: Iterable[str], trump: str) -> float:
    cards = list(cards)
    trumps = [c for c in cards if c[1] == trump]
    score = sum(_TRUMP[c[0]] for c in trumps) + 0.35 * max(0, len(trumps) - 2)
    for suit in SUITS:
        if suit == trump:
            continue
        ranks = {c[0] for c in cards if c[1] == suit}
        if "A" in ranks:
            score += 1.0
            if "T" in ranks:
                score += 0.55
        elif "T" in ranks and len(ranks) >= 2:
            score += 0.25
        if not ranks and len(trumps) >= 3:
            score += 0.3
    return score


def sun_eval(cards: Iterable[str]) -> float:
    cards = list(cards)
    score = 0.0
    for suit in SUITS:
        ranks = {c[0] for c in cards if c[1] == suit}
        n = len(ranks)
        if "A" in ranks:
            score += 1.0
            if "T" in ranks:
                score += 0.75
                if "K" in ranks:
                    score += 0.35
            if n >= 4:
                score += 0.3 * (n - 3)
        elif "T" in ranks:
            score += 0.3 if n >= 3 else 0.1
    return score


def defence_eval(cards: Iterable[str], trump: str) -> float:
    cards = list(cards)
    score = sum(_DEFEND[c[0]] for c in cards if c[1] == trump)
    score += sum(0.6 for c in cards if c[0] == "A" and c[1] != trump)
    return score


@dataclass(frozen=True)
class Style:
    hokum: float = 4.45       # buy hokum from this score
    # take in belote from this score: no sun to wait for, and a deal thrown in
    # is dealt again, so a seat can afford to wait for a hand that makes it
    belote: float = 3.95
    sun: float = 2.05         # buy sun from this score
    double: float = 2.3       # double a hokum as a defender
    sun_double: float = 3.3
    raise_margin: float = 2.2  # triple/four/gahwa: this far above the buying level
    noise: float = 0.0        # misjudgement (standard deviation of a score error)
    raises: bool = True
    ashkal_low_land: float = 0.1   # ashkal gives a low land to the partner


def _by_kind(legal: Iterable[Action]) -> dict[str, list[Action]]:
    out: dict[str, list[Action]] = {}
    for action in legal:
        out.setdefault(action.kind, []).append(action)
    return out


def choose_call(view: PlayerView, rng: random.Random, style: Style,
                rescore=None) -> tuple[Action, str]:
    """The call to make, and the id of its reason (see locales/*/bots.ftl).

    `rescore`, when given, may revise the utilities of the buying calls
    (the strong bot tries them on random deals)."""
    options, fallback = call_options(view, rng, style)
    if rescore is not None and options:
        options = rescore(options)
    if options:
        u, action, reason = max(options, key=lambda o: o[0])
        if u > 0:
            return action, reason
    return fallback


def call_options(view: PlayerView, rng: random.Random, style: Style):
    """Utilities of the calls worth considering, and the cautious call."""
    legal = list(view.legal)
    kinds = _by_kind(legal)
    hand, land = list(view.hand), view.land
    err = (lambda: rng.gauss(0.0, style.noise)) if style.noise else (lambda: 0.0)
    if "boshat" in kinds:
        return [(9.0, kinds["boshat"][0], "hint-reason-boshat")], (legal[0], "")
    # the noise is drawn in this order, call by call (a bot's choices depend on it)
    options = _belote_options(kinds, hand, land, style, err)
    options += _buying_options(view, kinds, hand, land, style, err)
    if "choose_trump" in kinds:
        best = max(kinds["choose_trump"], key=lambda a: hokum_eval(hand + [land], a.suit or ""))
        return [(9.0, best, "hint-reason-trump-choice")], (best, "hint-reason-trump-choice")
    if "double" in kinds:
        options += _double_options(view, kinds["double"], hand, land, style, err)
    for kind in ("triple", "four", "gahwa"):
        if kind in kinds and style.raises:
            options += _raise_options(view, kinds[kind], hand, land, style, err)
    for kind in ("pass", "decline", "confirm"):
        if kind in kinds:
            reason = "hint-reason-confirm" if kind == "confirm" else "hint-reason-pass-weak"
            return options, (kinds[kind][0], reason)
    return options, (legal[0], "hint-reason-pass-weak")


Options = list[tuple[float, Action, str]]


def _belote_options(kinds, hand: list[str], land: str, style: Style, err) -> Options:
    """belote: take the land's suit, or name another."""
    options: Options = []
    if "take" in kinds:
        u = hokum_eval(hand + [land], land[1]) + err() - style.belote
        options.append((u, kinds["take"][0], "hint-reason-hokum-strong"))
    if "choose" in kinds:
        best = max(kinds["choose"], key=lambda a: hokum_eval(hand + [land], a.suit))
        u = hokum_eval(hand + [land], best.suit) + err() - style.belote
        options.append((u, best, "hint-reason-hokum-strong"))
    return options


def _buying_options(view: PlayerView, kinds, hand: list[str], land: str, style: Style,
                    err) -> Options:
    """saudi and ksa: sun, ashkal, hokum, qablak, turning to sun."""
    top = _top(view)
    partner_top = top is not None and top.seat == (view.seat + 2) % 4
    options: Options = []
    sun_score = sun_eval(hand + [land]) + err()
    if partner_top:
        sun_score -= 0.8            # do not take the buy from the partner lightly
    if "sun" in kinds:
        options.append((sun_score - style.sun, kinds["sun"][0], "hint-reason-sun-strong"))
    if "ashkal" in kinds:
        land_bonus = {"A": 0.5, "T": 0.3}.get(land[0], 0.0)
        low_land = style.ashkal_low_land if land[0] in "789JQ" else 0.0
        u = sun_eval(hand) + land_bonus + low_land + err() - style.sun
        if partner_top:
            u -= 0.8
        options.append((u - 0.05, kinds["ashkal"][0], "hint-reason-ashkal"))
    if "hokum" in kinds:
        u = hokum_eval(hand + [land], land[1]) + err() - style.hokum
        options.append((u, kinds["hokum"][0], "hint-reason-hokum-strong"))
    if "hokum2" in kinds:
        for action in kinds["hokum2"]:
            suits = [action.suit] if action.suit else [s for s in SUITS if s != land[1]]
            u = max(hokum_eval(hand + [land], s) for s in suits) + err() - style.hokum
            options.append((u, action, "hint-reason-hokum-strong"))
    if "qablak" in kinds:
        u = sun_eval(hand + ([] if view.bought.ashkal else [land])) + err() - style.sun - 0.3
        options.append((u, kinds["qablak"][0], "hint-reason-qablak"))
    if "to_sun" in kinds:
        hok = hokum_eval(hand + [land], land[1] if top and top.kind == "hokum" else _best_suit(
            hand + [land], land[1]))
        u = (sun_score - style.sun) - max(0.0, hok - style.hokum) - 0.3
        options.append((u, kinds["to_sun"][0], "hint-reason-sun-strong"))
    return options


def _top(view: PlayerView) -> Optional[Action]:
    """The standing buy call (hokum/sun) of this round of asking, if any."""
    for bid in reversed(view.bids):
        if bid.kind in ("hokum", "hokum2", "sun", "ashkal", "take", "choose"):
            return bid
    return None


def _best_suit(cards: list[str], not_suit: str) -> str:
    return max((s for s in SUITS if s != not_suit), key=lambda s: hokum_eval(cards, s))


def _trump_for(view: PlayerView) -> Optional[str]:
    contract = view.contract
    if contract is not None:
        return contract.trump if contract.kind == "hokum" else None
    top = _top(view)
    if top is None:
        return None
    if top.kind == "hokum":
        return view.land[1]
    return top.suit     # ksa hokum2 names it; saudi's is still secret (None)


def _double_options(view, doubles, hand, land, style, err):
    contract = view.contract
    sun = contract is not None and contract.kind == "sun"
    if sun:
        u = sun_eval(hand) + err() - style.sun_double
        return [(u, doubles[0], "hint-reason-double")]
    trump = _trump_for(view)
    if trump is None:
        return []
    score = defence_eval(hand, trump) + err()
    n_trumps = sum(1 for c in hand if c[1] == trump)
    locked = n_trumps >= 2
    action = next((a for a in doubles if bool(a.locked) == locked), doubles[0])
    return [(score - style.double, action, "hint-reason-double")]


def _raise_options(view, actions, hand, land, style, err):
    contract = view.contract
    me = view.seat
    trump = contract.trump or _best_suit(hand + [land], land[1])
    if team_of(me) == team_of(contract.buyer):
        cards = hand + ([land] if contract.land_to == me else [])
        u = hokum_eval(cards, trump) + err() - style.hokum - style.raise_margin
    else:
        u = defence_eval(hand, trump) + err() - style.double - style.raise_margin
    if actions[0].kind == "gahwa":
        u -= 1.0
    n_trumps = sum(1 for c in hand if c[1] == trump)
    locked = team_of(me) != team_of(contract.buyer) and n_trumps >= 2
    action = next((a for a in actions if bool(a.locked) == locked), actions[0])
    return [(u, action, "hint-reason-raise")]
