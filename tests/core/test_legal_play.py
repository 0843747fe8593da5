"""Legal play: a table covering every rule and exception of `saudi` and `ksa`.

Every position is reached through the public API: a deck dealing the hands
below (dealer seat 3, so seat 0 speaks and leads first), a buy by seat 0 (hokum
on hearts -- the land is seat 0's first heart -- or sun, the land being seat
0's first card), then the cards of `prefix` played in turn. Seats left as None
get the unused cards. A refused card must be refused by `refusal_rule` with the
named rule, and `apply` must raise IllegalAction with that rule and change
nothing.
"""
from __future__ import annotations

from typing import NamedTuple, Optional

import pytest

from .helpers import (assert_refused, buy, cards, deck_for_hands, legal_cards, play, start)

from baloot_audio.core import DECK, Action, apply, legal_actions, refusal_rule


class Case(NamedTuple):
    name: str
    presets: tuple[str, ...]
    kind: str
    hands: tuple[Optional[str], ...]
    prefix: str
    card: str
    rule: Optional[str]          # None: the card may be played
    legal: Optional[str] = None  # the exact legal cards, when given
    locked: bool = False
    options: dict = {}
    seat: Optional[int] = None   # who tries the card (default: the seat to act)


BOTH = ("saudi", "ksa")
SAUDI, KSA = ("saudi",), ("ksa",)

FOLLOW = ("KC AH 7S 8S 9S 7D 8D 9D", "AC 7C TS JS QS KS TD JD", None, None)
FOLLOW_LOW = ("KC AH 7S 8S 9S 7D 8D 9D", "7C 8C TS JS QS KS TD JD", None, None)
TRUMP_LED = ("9H 7S 8S 9S 7D 8D 9D 7C", "JH 7H TS JS QS KS TD JD", None, None)
TRUMP_LED_LOW = ("JH 7S 8S 9S 7D 8D 9D 7C", "7H 8H TS JS QS KS TD JD", None, None)
TRUMP_LED_PARTNER = ("9H 7S 8S 9S 7D 8D 9D 7C", "7H TS JS QS KS TD JD AD",
                     "JH 8H AS 8C 9C TC QC KC", None)
VOID = ("AC 9H 7S 8S 9S 7D 8D 9D", "7H TS JS QS KS TD JD AD", None, None)
VOID_NO_TRUMP = ("AC 9H 7S 8S 9S 7D 8D 9D", "TS JS QS KS TD JD AD QD", None, None)
CUT_BEATABLE = ("7C AH 7S 8S 9S 7D 8D 9D", "9H TS JS QS KS TD JD AD",
                "JH 7H 8H TH AS QD KD KH", None)
CUT_UNBEATABLE = ("7C AH 7S 8S 9S 7D 8D 9D", "JH TS JS QS KS TD JD AD",
                  "7H 9H 8H TH AS QD KD KH", None)
FOURTH = ("7C AH 7S 8S 9S 7D 8D 9D", "KC TS JS QS KS TD JD AD",
          "8C 9C TC JC QC AC 8H TH", "7H 9H JH QH KH AS QD KD")
PARTNER_ACE = ("AC AH 7S 8S 9S 7D 8D 9D", "7C TS JS QS KS TD JD AD",
               "7H 8H AS QD KD TH JH QH", None)
PARTNER_KING = ("KC AH 7S 8S 9S 7D 8D 9D", "7C TS JS QS KS TD JD AD",
                "7H 8H AS QD KD TH JH QH", None)
ALL_HIGHER_PLAYED = ("AC TC AH 7S 8S 9S 7D 8D", "7C JC TS JS QS KS TD JD",
                     "8C 7H 8H AS QD KD 9D AD", "9C QC KC 9H TH JH QH KH")
LEAD = ("AH 7C 7S 8S 9S 7D 8D 9D", None, None, None)
ONLY_TRUMPS = ("7H 8H 9H TH JH QH KH AH", None, None, None)
SUN_VOID = ("KC AH 7S 8S 9S 7D 8D 9D", "TS JS QS KS TD JD AD 7H", None, None)

CASES = [
    # 1. Holding the led suit you must play it.
    Case("follow_suit", BOTH, "hokum", FOLLOW, "KC", "TS", "must_follow_suit", "AC 7C"),
    Case("follow_suit_any_card_of_it", BOTH, "hokum", FOLLOW, "KC", "7C", None, "AC 7C"),
    Case("card_not_in_hand", BOTH, "hokum", FOLLOW, "KC", "AH", "card_not_in_hand"),
    Case("not_your_turn", BOTH, "hokum", FOLLOW, "KC", "AS", "not_your_turn", seat=2),
    # ... and on a trump lead, a higher trump when you have one.
    Case("trump_led_must_overtrump", BOTH, "hokum", TRUMP_LED, "9H", "7H", "must_overtrump",
         "JH"),
    Case("trump_led_overtrump_played", BOTH, "hokum", TRUMP_LED, "9H", "JH", None, "JH"),
    Case("trump_led_must_follow_with_trump", BOTH, "hokum", TRUMP_LED, "9H", "TS",
         "must_follow_suit", "JH"),
    Case("trump_led_cannot_beat_any_trump", BOTH, "hokum", TRUMP_LED_LOW, "JH", "7H", None,
         "7H 8H"),
    Case("trump_led_overtrump_even_over_partner", BOTH, "hokum", TRUMP_LED_PARTNER, "9H 7H",
         "8H", "must_overtrump", "JH"),
    # 2. Void in the led suit, no trump in the trick, an opponent winning: trump.
    Case("void_must_trump", BOTH, "hokum", VOID, "AC", "TS", "must_trump", "7H"),
    Case("void_trumps", BOTH, "hokum", VOID, "AC", "7H", None, "7H"),
    Case("void_without_trump_is_free", BOTH, "hokum", VOID_NO_TRUMP, "AC", "TS", None,
         "TS JS QS KS TD JD AD QD"),
    # A trump already in the trick: beat it when you can.
    Case("void_must_overtrump_a_cut", BOTH, "hokum", CUT_BEATABLE, "7C 9H", "7H",
         "must_overtrump", "JH"),
    Case("void_overtrump_played", BOTH, "hokum", CUT_BEATABLE, "7C 9H", "JH", None, "JH"),
    Case("void_discard_refused_when_can_overtrump", SAUDI, "hokum", CUT_BEATABLE, "7C 9H",
         "AS", "must_overtrump", "JH"),
    Case("void_discard_refused_when_can_overtrump", KSA, "hokum", CUT_BEATABLE, "7C 9H", "AS",
         "must_trump", "JH"),
    # ... and when you cannot: free in saudi, still a trump in ksa.
    Case("void_cannot_overtrump_is_free", SAUDI, "hokum", CUT_UNBEATABLE, "7C JH", "AS", None,
         "7H 9H 8H TH AS QD KD KH"),
    Case("void_cannot_overtrump_still_trumps", KSA, "hokum", CUT_UNBEATABLE, "7C JH", "AS",
         "must_trump", "7H 9H 8H TH KH"),
    Case("void_cannot_overtrump_lower_trump", KSA, "hokum", CUT_UNBEATABLE, "7C JH", "7H",
         None, "7H 9H 8H TH KH"),
    # Partner winning and the win certain: playing fourth.
    Case("partner_winning_fourth_to_play_is_free", SAUDI, "hokum", FOURTH, "7C KC 8C", "AS",
         None, "7H 9H JH QH KH AS QD KD"),
    Case("partner_winning_fourth_must_trump", KSA, "hokum", FOURTH, "7C KC 8C", "AS",
         "must_trump", "7H 9H JH QH KH"),
    # ... or every higher card of the partner's suit already played.
    Case("partner_ace_led_is_certain", SAUDI, "hokum", PARTNER_ACE, "AC 7C", "AS", None,
         "7H 8H AS QD KD TH JH QH"),
    Case("partner_ace_led_must_trump", KSA, "hokum", PARTNER_ACE, "AC 7C", "AS", "must_trump",
         "7H 8H TH JH QH"),
    Case("partner_ten_certain_once_ace_played", SAUDI, "hokum", ALL_HIGHER_PLAYED,
         "AC 7C 8C 9C TC JC", "AS", None, "7H 8H AS QD KD 9D AD"),
    Case("partner_ten_certain_must_trump", KSA, "hokum", ALL_HIGHER_PLAYED,
         "AC 7C 8C 9C TC JC", "AS", "must_trump", "7H 8H"),
    # Partner winning but the win not certain: trump.
    Case("partner_winning_not_certain_must_trump", BOTH, "hokum", PARTNER_KING, "KC 7C", "AS",
         "must_trump", "7H 8H TH JH QH"),
    # Locked: no trump lead while holding another suit.
    Case("locked_no_trump_lead", BOTH, "hokum", LEAD, "", "AH", "locked_no_trump_lead",
         "7C 7S 8S 9S 7D 8D 9D", locked=True),
    Case("locked_other_lead", BOTH, "hokum", LEAD, "", "7C", None, "7C 7S 8S 9S 7D 8D 9D",
         locked=True),
    Case("locked_only_trumps_may_lead_trump", BOTH, "hokum", ONLY_TRUMPS, "", "AH", None,
         "7H 8H 9H TH JH QH KH AH", locked=True),
    Case("open_trump_lead", BOTH, "hokum", LEAD, "", "AH", None,
         "AH 7C 7S 8S 9S 7D 8D 9D"),
    # Option overtake_led_suit: in hokum, also beat a plain led suit when able.
    Case("overtake_option_off", BOTH, "hokum", FOLLOW, "KC", "7C", None, "AC 7C"),
    Case("overtake_option_on", BOTH, "hokum", FOLLOW, "KC", "7C", "must_overtake", "AC",
         options={"overtake_led_suit": True}),
    Case("overtake_option_on_beats", BOTH, "hokum", FOLLOW, "KC", "AC", None, "AC",
         options={"overtake_led_suit": True}),
    Case("overtake_option_on_cannot_beat", BOTH, "hokum", FOLLOW_LOW, "KC", "7C", None,
         "7C 8C", options={"overtake_led_suit": True}),
    # Sun: only "follow suit" applies.
    Case("sun_follow_suit", BOTH, "sun", FOLLOW, "KC", "TS", "must_follow_suit", "AC 7C"),
    Case("sun_any_card_of_led_suit", BOTH, "sun", FOLLOW, "KC", "7C", None, "AC 7C"),
    Case("sun_overtake_option_does_not_apply", BOTH, "sun", FOLLOW, "KC", "7C", None, "AC 7C",
         options={"overtake_led_suit": True}),
    Case("sun_void_is_free", BOTH, "sun", SUN_VOID, "KC", "TS", None,
         "TS JS QS KS TD JD AD 7H"),
    Case("sun_lead_anything", BOTH, "sun", LEAD, "", "AH", None, "AH 7C 7S 8S 9S 7D 8D 9D"),
]

PARAMS = [pytest.param(preset, case, id=f"{preset}-{case.name}")
          for case in CASES for preset in case.presets]


def position(preset: str, case: Case):
    hands = [cards(hand) if hand else None for hand in case.hands]
    used = {card for hand in hands if hand for card in hand}
    spare = [card for card in DECK if card not in used]
    for seat in range(4):
        if hands[seat] is None:
            hands[seat], spare = spare[:8], spare[8:]
    land = (hands[0][0] if case.kind == "sun"
            else next(card for card in hands[0] if card[1] == "H"))
    state = start(preset, deck_for_hands(hands, land, dealer=3, land_to=0), dealer=3,
                  **case.options)
    state = buy(state, case.kind, buyer=0, locked=case.locked)
    assert state.contract.kind == case.kind
    assert state.contract.trump == ("H" if case.kind == "hokum" else None)
    assert state.contract.locked == case.locked
    state, _ = play(state, case.prefix.split())
    return state


@pytest.mark.parametrize("preset, case", PARAMS)
def test_legal_play(preset, case):
    state = position(preset, case)
    seat = state.to_act if case.seat is None else case.seat
    action = Action.play(seat, case.card)
    if case.legal is not None:
        assert legal_cards(state) == set(case.legal.split())
    if case.rule:
        assert_refused(state, action, case.rule)
    else:
        assert refusal_rule(state, action) is None
        assert action in legal_actions(state)
        after, _ = apply(state, action)
        assert case.card not in after.hands[seat]
        last = after.current[-1] if after.current else after.tricks[-1].plays[-1]
        assert last == (seat, case.card)
