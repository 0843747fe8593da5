"""Helpers for the core tests: build decks that deal chosen hands, and drive a
round through the public API only (new_round / legal_actions / apply /
refusal_rule / view).

Seats are 0-3 in turn order; the first speaker is (dealer + 1) % 4.
"""
from __future__ import annotations

from typing import Iterable, Optional, Sequence

import pytest

from baloot_audio.core import (DECK, Action, Contract, IllegalAction, Phase, RoundState, Trick,
                               apply, legal_actions, new_round, refusal_rule, rules_for)
from baloot_audio.core.scoring import score_round

# Card points, written here independently of the engine (baseline table).
PLAIN_ABNAT = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}
TRUMP_ABNAT = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0}


def card_abnat(card: str, trump: Optional[str]) -> int:
    return (TRUMP_ABNAT if card[1] == trump else PLAIN_ABNAT)[card[0]]


def cards(text: str) -> list[str]:
    """'AS TS 7H' -> ['AS', 'TS', '7H']."""
    return text.split()


# --- building decks -----------------------------------------------------------

def deck_from(five: Sequence[Sequence[str]], land: str, rest: Sequence[Sequence[str]],
              dealer: int, land_to: int) -> list[str]:
    """Invert the fixed deal of the baseline.

    `five[seat]`: the seat's first five cards (the first three are dealt
    together, then the last two). `rest[seat]`: the cards the seat gets once
    the buy is over: 2 for `land_to` (who also gets the land), 3 for the others.
    """
    first = (dealer + 1) % 4
    order = [(first + i) % 4 for i in range(4)]
    deck: list[str] = []
    for seat in order:
        deck += list(five[seat][:3])
    for seat in order:
        deck += list(five[seat][3:5])
    deck.append(land)
    for seat in order:
        want = 2 if seat == land_to else 3
        assert len(rest[seat]) == want, f"seat {seat} needs {want} more cards"
        deck += list(rest[seat])
    assert all(len(f) == 5 for f in five), "five cards each"
    assert sorted(deck) == sorted(DECK), f"not a deck: {sorted(set(DECK) - set(deck))} missing"
    return deck


def deck_for_hands(hands: Sequence[Sequence[str]], land: str, dealer: int,
                   land_to: int) -> list[str]:
    """A deck dealing the final 8-card `hands` (the land inside land_to's hand).

    Each seat's first five cards are the first five of its list (the land left
    out for land_to), the rest come after the buy.
    """
    assert land in hands[land_to]
    five, rest = [], []
    for seat, hand in enumerate(hands):
        hand = [c for c in hand if not (seat == land_to and c == land)]
        five.append(hand[:5])
        rest.append(hand[5:])
    return deck_from(five, land, rest, dealer, land_to)


def fill_deck(five: Sequence[Sequence[str]], land: str, dealer: int) -> list[str]:
    """A deck whose first five cards per seat and land are given; the rest is
    the unused cards in the library order (for buy-only tests)."""
    used = [c for f in five for c in f] + [land]
    spare = [c for c in DECK if c not in used]
    first = (dealer + 1) % 4
    deck: list[str] = []
    for seat in [(first + i) % 4 for i in range(4)]:
        deck += list(five[seat][:3])
    for seat in [(first + i) % 4 for i in range(4)]:
        deck += list(five[seat][3:5])
    deck.append(land)
    deck += spare
    assert sorted(deck) == sorted(DECK)
    return deck


SPREAD_FIVE = [cards("AS KS 9H JD 7D"), cards("TS 8H TH QD 9C"),
               cards("QS JH AD TD 8C"), cards("JS 7H KD 9D TC")]


def spread_deck(land: str = "7C", dealer: int = 3) -> list[str]:
    """A deck for buy tests: seat s gets SPREAD_FIVE[s] (no boshat), then `land`."""
    return fill_deck(SPREAD_FIVE, land, dealer)


# --- driving a round ------------------------------------------------------------

def act(state: RoundState, kind: str, card: Optional[str] = None, suit: Optional[str] = None,
        locked: Optional[bool] = None, seat: Optional[int] = None):
    """Apply one action of the seat to act (or `seat`); returns (state, events)."""
    seat = state.to_act if seat is None else seat
    return apply(state, Action(seat, kind, card=card, suit=suit, locked=locked))


def call(state: RoundState, kind: str, **kw) -> RoundState:
    return act(state, kind, **kw)[0]


def calls(state: RoundState, script: Iterable) -> tuple[RoundState, list]:
    """Apply calls in turn: each item is a call name, or (seat, call, {details}).

    With a seat given, the test also checks that it is that seat's turn.
    Returns the state and every event.
    """
    events: list = []
    for item in script:
        if isinstance(item, str):
            state, new = act(state, item)
        else:
            seat, kind, *more = item
            assert state.to_act == seat, f"expected seat {seat} to act, not {state.to_act}"
            state, new = act(state, kind, seat=seat, **(more[0] if more else {}))
        events += new
    return state, events


def play(state: RoundState, played: Iterable[str]) -> tuple[RoundState, list]:
    """Play cards in turn (each by the seat to act); returns state and events."""
    events: list = []
    for card in played:
        state, new = apply(state, Action.play(state.to_act, card))
        events += new
    return state, events


def start(preset: str, deck: Sequence[str], dealer: int, totals=(0, 0), **options):
    state, events = new_round(rules_for(preset, **options), dealer, deck, totals)
    return state


def legal_cards(state: RoundState) -> set[str]:
    return {a.card for a in legal_actions(state) if a.kind == "play"}


def call_kinds(state: RoundState) -> set[str]:
    return {a.kind for a in legal_actions(state)}


def assert_refused(state: RoundState, action: Action, rule: str) -> None:
    """`action` is refused for `rule`, apply raises with that rule, nothing changes."""
    before = (state.hands, state.bids, state.current, state.tricks, state.to_act,
              state.contract, state.stage, state.played)
    assert refusal_rule(state, action) == rule
    assert action not in legal_actions(state)
    with pytest.raises(IllegalAction) as caught:
        apply(state, action)
    assert caught.value.rule == rule
    assert caught.value.action == action
    assert (state.hands, state.bids, state.current, state.tricks, state.to_act,
            state.contract, state.stage, state.played) == before


def events_of(events: Iterable, kind: type) -> list:
    return [e for e in events if isinstance(e, kind)]


# --- scoring-only rounds ---------------------------------------------------------

def tricks_from(won_by: dict[int, Sequence[str]], last: int) -> tuple[Trick, ...]:
    """Eight tricks: team t wins tricks made of the cards `won_by[t]` (a multiple
    of four each), and the team `last` takes the last trick. Winners are seat
    0/2 for team 0 and 1/3 for team 1; the leader is the winner. (Only the
    winners and the cards count in scoring.)"""
    groups: dict[int, list[list[str]]] = {0: [], 1: []}
    for team, won in won_by.items():
        won = list(won)
        assert len(won) % 4 == 0, "whole tricks only"
        groups[team] = [won[i:i + 4] for i in range(0, len(won), 4)]
    assert sum(len(g) for g in groups.values()) == 8
    other = 1 - last
    order = [(other, g) for g in groups[other]] + [(last, g) for g in groups[last]]
    tricks = []
    for team, group in order:
        seat = team  # 0 or 1
        plays = tuple(((seat + i) % 4, card) for i, card in enumerate(group))
        tricks.append(Trick(seat, plays, seat))
    return tuple(tricks)


def scored_state(preset: str, contract: Contract, tricks: tuple[Trick, ...], *,
                 projects=(), baloot_seat: Optional[int] = None, dealer: int = 3,
                 five: Optional[Sequence[Sequence[str]]] = None, totals=(0, 0),
                 **options) -> RoundState:
    """A finished round built with RoundState's public constructor and scored by
    `score_round`."""
    deck = tuple(DECK)
    five = tuple(tuple(f) for f in (five or [deck[0:5], deck[5:10], deck[10:15], deck[15:20]]))
    state = RoundState(rules=rules_for(preset, **options), dealer=dealer,
                       totals_before=tuple(totals), deck=deck, land=deck[20],
                       hands=((), (), (), ()), five=five, phase=Phase.DONE,
                       contract=contract, projects=tuple(projects),
                       baloot_seat=baloot_seat, tricks=tricks)
    return state.evolve(result=score_round(state))


# --- buying and playing whole positions ------------------------------------------

def buy(state: RoundState, kind: str, buyer: int, locked: bool = False) -> RoundState:
    """Drive the buy so that `buyer` buys `kind` ("hokum" on the land's suit, or
    "sun"); everybody else passes or declines. With `locked`, the first
    defender asked doubles locked and the buyer declines the triple."""
    doubled = False
    while state.phase is Phase.BUY:
        seat, stage = state.to_act, state.stage
        if stage in ("round1", "round2"):
            kind_now = kind if seat == buyer else "pass"
            state = call(state, kind_now)
        elif stage in ("hokum_asking", "sun_double", "doubling"):
            if locked and not doubled and seat % 2 != buyer % 2:
                state = call(state, "double", locked=True)
                doubled = True
            else:
                state = call(state, "pass" if stage == "hokum_asking" else "decline")
        elif stage == "confirm":
            state = call(state, "confirm")
        elif stage in ("qablak", "ladder"):
            state = call(state, "decline")
        elif stage in ("sun_steal", "ace_sun"):
            state = call(state, "pass")
        else:
            raise AssertionError(f"unexpected stage {stage}")
    return state


def autoplay(state: RoundState) -> tuple[RoundState, list]:
    """Finish the round, each seat playing its first legal card."""
    events: list = []
    while state.phase is Phase.PLAY:
        action = next(a for a in legal_actions(state) if a.kind == "play")
        state, new = apply(state, action)
        events += new
    return state, events
