"""What a seat may know: `view(state, seat)` shows no other seat's cards and
lists legal actions only for the seat to act."""
from __future__ import annotations

import dataclasses
from enum import Enum

from .helpers import calls, cards, deck_for_hands, play, spread_deck, start

from baloot_audio.core import DECK, Phase, legal_actions, view

# Sun bought by seat 0 (land AD); seat 0 a hundred, seat 2 a sira (shown
# after trick one), seats 1 and 3 a sira and a fifty (never shown).
HANDS = [cards("AD 9S TS JS QS KS 7C AH"), cards("7H 8H 9H AS KD 8C JH 7S"),
         cards("7D 8D 9D TH KH 8S KC QD"), cards("9C TC JC QC AC QH TD JD")]


def card_strings(value) -> set[str]:
    """Every card code found anywhere inside `value` (dataclasses, tuples, dicts)."""
    found: set[str] = set()
    if isinstance(value, str):
        if value in DECK:
            found.add(value)
    elif isinstance(value, Enum):
        pass
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            found |= card_strings(getattr(value, field.name))
    elif isinstance(value, dict):
        for key, item in value.items():
            found |= card_strings(key) | card_strings(item)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            found |= card_strings(item)
    return found


def check_views(state):
    played = {card for trick in state.tricks for _, card in trick.plays}
    played |= {card for _, card in state.current}
    shown = ({card for p in state.projects if p.scored for card in p.cards}
             if state.tricks else set())
    for seat in range(4):
        seen = view(state, seat)
        assert seen.seat == seat
        assert sorted(seen.hand) == sorted(state.hands[seat])
        assert seen.hand_sizes == tuple(len(hand) for hand in state.hands)
        public = set(state.hands[seat]) | played | shown | {state.land}
        leaked = card_strings(seen) - public
        assert not leaked, f"seat {seat} sees {sorted(leaked)}"
        if seat == state.to_act:
            assert list(seen.legal) == legal_actions(state)
            assert all(action.seat == seat for action in seen.legal)
        else:
            assert seen.legal == ()


def test_views_through_a_whole_round_show_only_public_cards():
    deck = deck_for_hands(HANDS, "AD", dealer=3, land_to=0)
    state = start("saudi", deck, dealer=3)
    check_views(state)
    assert view(state, 0).phase is Phase.BUY and len(view(state, 1).hand) == 5
    state, _ = calls(state, [(0, "sun")])
    check_views(state)
    count = 0
    while state.phase is Phase.PLAY:
        action = legal_actions(state)[0]
        state, _ = play(state, [action.card])
        check_views(state)
        count += 1
    assert count == 32
    final = view(state, 3)
    assert final.legal == () and final.result == state.result
    assert final.tricks_won == (sum(t.winner % 2 == 0 for t in state.tricks),
                                sum(t.winner % 2 == 1 for t in state.tricks))


def test_view_fields_in_the_middle_of_a_trick():
    deck = deck_for_hands(HANDS, "AD", dealer=3, land_to=0)
    state, _ = calls(start("saudi", deck, dealer=3), [(0, "sun")])
    state, _ = play(state, ["7C", "8C"])
    mine = view(state, 2)
    assert mine.to_act == 2
    # Sorted: suits grouped (S H D C), each from low to high in play order.
    assert mine.hand == ("8S", "KH", "TH", "7D", "8D", "9D", "QD", "KC")
    assert mine.hand_sizes == (7, 7, 8, 8)
    assert mine.land == "AD"
    assert mine.current == ((0, "7C"), (1, "8C"))
    assert mine.contract.kind == "sun" and mine.contract.buyer == 0
    assert [(b.seat, b.kind) for b in mine.bids] == [(0, "sun")]
    # Names of projects only, and only of the seats that have played.
    assert mine.announced == ((0, ("hundred",)), (1, ("sira",)))
    assert mine.shown == ()
    assert {a.card for a in mine.legal} == {"KC"}
    other = view(state, 3)
    assert other.legal == ()
    assert other.hand == ("QH", "JD", "TD", "9C", "JC", "QC", "TC", "AC")


def test_a_hokum2_trump_stays_hidden_until_named():
    state = start("saudi", spread_deck(), dealer=3)
    state, _ = calls(state, ["pass"] * 4 + ["hokum2", (1, "double", {"locked": False}),
                                           "decline"])
    assert state.stage == "choose_trump"
    for seat in range(4):
        assert view(state, seat).contract.trump is None
