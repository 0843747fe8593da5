"""The buy and the doubling, for `saudi` and `ksa`.

Dealer seat 3 unless said otherwise, so seat 0 speaks first and seats 2 and 3
are the last two speakers. Calls are written (seat, call[, details]): the
helper checks it is that seat's turn.
"""
from __future__ import annotations

import pytest

from .helpers import (SPREAD_FIVE, assert_refused, call_kinds, calls, events_of, fill_deck,
                      spread_deck, start)

from baloot_audio.core import Action, Match, Phase, legal_actions, refusal_rule, rules_for
from baloot_audio.core.events import ContractSet, Offered, Raised, ThrownIn

PASSES = [(0, "pass"), (1, "pass"), (2, "pass"), (3, "pass")]


def saudi(land="7C", totals=(0, 0), dealer=3):
    return start("saudi", spread_deck(land, dealer), dealer, totals)


def ksa(land="7C", totals=(0, 0), dealer=3):
    return start("ksa", spread_deck(land, dealer), dealer, totals)


def contract_of(state):
    c = state.contract
    return (c.kind, c.trump, c.buyer, c.land_to, c.multiplier, c.gahwa, c.locked)


def asked(events):
    """The seats asked, in order, from the Offered events."""
    return [e.seat for e in events_of(events, Offered)]


def assert_dealt(state, land_to):
    assert state.phase is Phase.PLAY
    assert [len(hand) for hand in state.hands] == [8, 8, 8, 8]
    assert state.land in state.hands[land_to]


# --- saudi: round one, sun, ashkal, qablak ----------------------------------------

def test_saudi_round_one_calls_and_ashkal_only_for_the_last_two_speakers():
    state = saudi()
    assert call_kinds(state) == {"pass", "hokum", "sun"}
    assert_refused(state, Action(0, "ashkal"), "ashkal_last_two_only")
    state, _ = calls(state, [(0, "pass")])
    assert call_kinds(state) == {"pass", "hokum", "sun"}
    assert_refused(state, Action(1, "ashkal"), "ashkal_last_two_only")
    state, _ = calls(state, [(1, "pass")])
    assert call_kinds(state) == {"pass", "hokum", "sun", "ashkal"}   # before the dealer
    state, _ = calls(state, [(2, "pass")])
    assert call_kinds(state) == {"pass", "hokum", "sun", "ashkal"}   # the dealer


def test_saudi_last_two_depend_on_the_dealer():
    state = saudi(dealer=1)                  # first speaker 2; last two are 0 and 1
    state, _ = calls(state, [(2, "pass"), (3, "pass")])
    assert "ashkal" in call_kinds(state)
    assert_refused(start("saudi", spread_deck("7C", 1), 1), Action(2, "ashkal"),
                   "ashkal_last_two_only")


def test_saudi_sun_settles_at_once_and_no_qablak_when_the_seat_before_has_not_called():
    state, _ = calls(saudi(), [(0, "sun")])
    assert contract_of(state) == ("sun", None, 0, 0, 1, False, False)
    assert [(b.seat, b.kind) for b in state.bids] == [(0, "sun")]
    assert_dealt(state, 0)


def test_saudi_qablak_offered_to_the_seat_before_a_sun_buyer_that_already_called():
    state, events = calls(saudi(), [(0, "pass"), (1, "sun")])
    assert state.stage == "qablak" and state.to_act == 0
    assert call_kinds(state) == {"qablak", "decline"}
    assert events_of(events, Offered)[-1] == Offered(0, "qablak", ("qablak", "decline"))
    taken, _ = calls(state, [(0, "qablak")])
    # The buy moves to seat 0 as a sun; no stealing back.
    assert contract_of(taken) == ("sun", None, 0, 0, 1, False, False)
    assert_dealt(taken, 0)
    declined, _ = calls(state, [(0, "decline")])
    assert contract_of(declined) == ("sun", None, 1, 1, 1, False, False)
    assert [(b.seat, b.kind) for b in declined.bids] == [(0, "pass"), (1, "sun"),
                                                         (0, "decline")]


def test_saudi_stolen_ashkal_gives_the_land_to_the_thiefs_partner():
    state, _ = calls(saudi(), [(0, "pass"), (1, "pass"), (2, "ashkal")])
    assert state.stage == "qablak" and state.to_act == 1
    taken, _ = calls(state, [(1, "qablak")])
    assert contract_of(taken) == ("sun", None, 1, 3, 1, False, False)
    assert taken.contract.ashkal
    assert_dealt(taken, 3)
    declined, _ = calls(state, [(1, "decline")])
    assert contract_of(declined) == ("sun", None, 2, 0, 1, False, False)
    assert_dealt(declined, 0)


def test_saudi_sun_over_a_hokum_offers_qablak_to_the_hokum_caller():
    state, _ = calls(saudi(), [(0, "pass"), (1, "hokum"), (2, "sun")])
    assert state.stage == "qablak" and state.to_act == 1
    state, _ = calls(state, [(1, "decline")])
    assert contract_of(state) == ("sun", None, 2, 2, 1, False, False)


# --- saudi: hokum, the asking and the double --------------------------------------

def test_saudi_hokum_asks_the_other_three_wrapping_round_to_earlier_passers():
    state, events = calls(saudi(), [(0, "pass"), (1, "pass"), (2, "hokum")])
    assert asked(events) == [1, 2, 3]
    state, events = calls(state, [(3, "pass"), (0, "pass"), (1, "pass")])
    assert asked(events) == [0, 1, 2]
    assert state.stage == "confirm"
    assert call_kinds(state) == {"confirm", "to_sun"}
    state, _ = calls(state, [(2, "confirm")])
    assert contract_of(state) == ("hokum", "C", 2, 2, 1, False, False)
    assert_dealt(state, 2)


def test_saudi_double_only_by_an_opponent_of_the_hokum_caller():
    state, _ = calls(saudi(), [(0, "pass"), (1, "hokum")])
    assert {a for a in legal_actions(state) if a.kind == "double"} == {
        Action(2, "double", locked=False), Action(2, "double", locked=True)}
    state, _ = calls(state, [(2, "pass")])
    assert "double" not in call_kinds(state)
    assert_refused(state, Action(3, "double", locked=False), "double_by_opponents_only")


def test_saudi_double_settles_the_hokum_on_its_caller():
    state, events = calls(saudi(), [(0, "pass"), (1, "hokum"), (2, "double", {"locked": False})])
    # No confirm, nobody else asked: the buyer alone answers the double.
    assert state.stage == "ladder" and state.to_act == 1
    assert call_kinds(state) == {"triple", "decline"}
    assert state.contract.buyer == 1 and state.contract.multiplier == 2
    assert events_of(events, Raised) == [Raised(2, "double", 2, False, False)]
    state, _ = calls(state, [(1, "decline")])
    assert contract_of(state) == ("hokum", "C", 1, 1, 2, False, False)
    assert [(b.seat, b.kind) for b in state.bids] == [(0, "pass"), (1, "hokum"),
                                                      (2, "double"), (1, "decline")]
    assert_dealt(state, 1)


def test_saudi_ladder_triple_four_gahwa_between_buyer_and_doubler_only():
    state, _ = calls(saudi(), [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass"),
                               (0, "double", {"locked": True})])
    assert state.to_act == 1
    assert refusal_rule(state, Action(3, "triple")) == "not_your_turn"
    state, _ = calls(state, [(1, "triple")])
    assert state.to_act == 0                       # the doubler, not seat 2
    assert call_kinds(state) == {"four", "decline"}
    state, _ = calls(state, [(0, "four", {"locked": True})])
    assert state.to_act == 1
    assert call_kinds(state) == {"gahwa", "decline"}
    state, events = calls(state, [(1, "gahwa")])
    assert events_of(events, Raised) == [Raised(1, "gahwa", 4, False, True)]
    assert contract_of(state) == ("hokum", "C", 1, 1, 4, True, False)
    assert state.contract.doubler == 0
    assert_dealt(state, 1)


@pytest.mark.parametrize("ladder, multiplier, gahwa", [
    ([(2, "double", {"locked": False}), (1, "decline")], 2, False),
    ([(2, "double", {"locked": False}), (1, "triple"), (2, "decline")], 3, False),
    ([(2, "double", {"locked": False}), (1, "triple"), (2, "four", {"locked": False}),
      (1, "decline")], 4, False),
    ([(2, "double", {"locked": False}), (1, "triple"), (2, "four", {"locked": False}),
      (1, "gahwa")], 4, True),
], ids=["double", "triple", "four", "gahwa"])
def test_saudi_decline_ends_the_ladder_at_the_current_multiplier(ladder, multiplier, gahwa):
    state, _ = calls(saudi(), [(0, "pass"), (1, "hokum")] + ladder)
    assert state.phase is Phase.PLAY
    assert (state.contract.multiplier, state.contract.gahwa) == (multiplier, gahwa)


OPEN_LOCKED = [
    ("no_double_is_open", [(2, "pass"), (3, "pass"), (0, "pass"), (1, "confirm")], False),
    ("double_locked", [(2, "double", {"locked": True}), (1, "decline")], True),
    ("double_open", [(2, "double", {"locked": False}), (1, "decline")], False),
    ("triple_opens", [(2, "double", {"locked": True}), (1, "triple"), (2, "decline")], False),
    ("four_locks_again", [(2, "double", {"locked": False}), (1, "triple"),
                          (2, "four", {"locked": True}), (1, "decline")], True),
    ("later_four_open_stands", [(2, "double", {"locked": True}), (1, "triple"),
                                (2, "four", {"locked": False}), (1, "decline")], False),
    ("gahwa_opens", [(2, "double", {"locked": True}), (1, "triple"),
                     (2, "four", {"locked": True}), (1, "gahwa")], False),
]


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
@pytest.mark.parametrize("name, ladder, locked", OPEN_LOCKED, ids=[c[0] for c in OPEN_LOCKED])
def test_open_or_locked_the_later_choice_stands(preset, name, ladder, locked):
    if preset == "saudi":
        script = [(0, "pass"), (1, "hokum")] + ladder
    else:   # ksa: doubling is asked after the buy, the seat after the buyer first
        script = [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass")]
        script += ([(2, "decline"), (0, "decline")] if name == "no_double_is_open" else ladder)
    state, _ = calls(start(preset, spread_deck(), 3), script)
    assert state.phase is Phase.PLAY
    assert state.contract.locked is locked


def test_saudi_hokum2_suit_is_named_only_after_the_doubling_and_not_the_land_suit():
    state, events = calls(saudi(land="7C"), PASSES)
    assert state.stage == "round2" and state.to_act == 0
    assert call_kinds(state) == {"pass", "hokum2", "sun"}
    state, _ = calls(state, [(0, "hokum2"), (1, "double", {"locked": False})])
    assert state.contract.trump is None          # doubled without knowing the suit
    state, _ = calls(state, [(0, "decline")])
    assert state.stage == "choose_trump" and state.to_act == 0
    assert {a.suit for a in legal_actions(state)} == {"S", "H", "D"}
    assert_refused(state, Action(0, "choose_trump", suit="C"), "trump_not_land_suit")
    state, events = calls(state, [(0, "choose_trump", {"suit": "S"})])
    assert contract_of(state) == ("hokum", "S", 0, 0, 2, False, False)
    assert events_of(events, ContractSet)[0].contract.trump == "S"
    assert [b.kind for b in state.bids][-4:] == ["hokum2", "double", "decline", "choose_trump"]


def test_saudi_hokum2_runs_like_hokum_then_confirm_then_the_suit():
    state, events = calls(saudi(land="7C"), PASSES + [(0, "pass"), (1, "hokum2")])
    assert asked(events)[-1] == 2
    state, _ = calls(state, [(2, "pass"), (3, "pass"), (0, "pass"), (1, "confirm"),
                             (1, "choose_trump", {"suit": "D"})])
    assert contract_of(state) == ("hokum", "D", 1, 1, 1, False, False)


def test_saudi_round_two_ashkal_for_the_last_two_speakers():
    state, _ = calls(saudi(), PASSES + [(0, "pass"), (1, "pass")])
    assert call_kinds(state) == {"pass", "hokum2", "sun", "ashkal"}


def test_saudi_to_sun_turns_the_confirmed_hokum_into_a_sun():
    state, _ = calls(saudi(), [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass"),
                               (0, "pass"), (1, "to_sun")])
    assert contract_of(state) == ("sun", None, 1, 1, 1, False, False)
    assert_dealt(state, 1)


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
def test_all_pass_twice_throws_the_round_in_and_the_deal_passes_on(preset):
    match = Match(rules_for(preset), first_dealer=3, totals=(20, 30))
    state, _ = match.start_round(spread_deck())
    state, events = calls(state, PASSES + PASSES)
    assert state.phase is Phase.DONE
    assert events_of(events, ThrownIn) == [ThrownIn("all_passed", None)]
    assert state.result.outcome == "thrown_in" and state.result.points == (0, 0)
    assert [len(hand) for hand in state.hands] == [5, 5, 5, 5]
    assert legal_actions(state) == []
    assert refusal_rule(state, Action(0, "pass")) == "round_over"
    after, _ = match.finish_round(state)
    assert after.totals == (20, 30) and after.winner is None
    assert after.dealer == 0 and after.round_number == 2


def test_calls_and_cards_out_of_phase_are_refused():
    state = saudi()
    assert_refused(state, Action.play(0, "AS"), "buying_not_over")
    state, _ = calls(state, [(0, "sun")])
    assert_refused(state, Action(0, "pass"), "buying_over")


# --- sun double ------------------------------------------------------------------

@pytest.mark.parametrize("totals, offered", [
    ((120, 50), True), ((101, 99), True), ((100, 50), False), ((120, 100), False),
    ((50, 120), False), ((0, 0), False),
])
def test_saudi_sun_double_only_when_buyer_over_100_and_other_under_100(totals, offered):
    state, _ = calls(saudi(totals=totals), [(0, "sun")])
    if not offered:
        assert state.phase is Phase.PLAY and state.contract.multiplier == 1
        return
    assert state.stage == "sun_double" and state.to_act == 1
    assert set(legal_actions(state)) == {Action(1, "double", locked=False),
                                         Action(1, "decline")}
    declined, _ = calls(state, [(1, "decline")])
    assert declined.to_act == 3
    declined, _ = calls(declined, [(3, "decline")])
    assert declined.phase is Phase.PLAY and declined.contract.multiplier == 1
    doubled, _ = calls(state, [(1, "decline"), (3, "double", {"locked": False})])
    # One double only: nothing above it.
    assert doubled.phase is Phase.PLAY
    assert contract_of(doubled) == ("sun", None, 0, 0, 2, False, False)


def test_saudi_sun_double_for_team_one_asks_the_seat_after_the_buyer_first():
    state, _ = calls(saudi(totals=(40, 130)), [(0, "pass"), (1, "sun"), (0, "decline")])
    assert state.stage == "sun_double" and state.to_act == 2


@pytest.mark.parametrize("totals, offered", [
    ((120, 100), True), ((120, 90), True), ((101, 0), True), ((100, 50), False),
    ((120, 101), False), ((50, 120), False), ((0, 0), False),
])
def test_ksa_sun_double_only_when_doublers_at_most_100_and_buyers_over_100(totals, offered):
    state, _ = calls(ksa(totals=totals), [(0, "sun")])
    if not offered:
        assert state.phase is Phase.PLAY and state.contract.multiplier == 1
        return
    assert state.stage == "doubling" and state.to_act == 1
    assert set(legal_actions(state)) == {Action(1, "double", locked=False),
                                         Action(1, "decline")}
    state, _ = calls(state, [(1, "double", {"locked": False})])
    assert state.phase is Phase.PLAY
    assert contract_of(state) == ("sun", None, 0, 0, 2, False, False)


# --- ksa -------------------------------------------------------------------------

def test_ksa_sun_over_an_earlier_hokum_earlier_seats_asked_then_the_sun_stands():
    state, events = calls(ksa(), [(0, "pass"), (1, "hokum"), (2, "sun")])
    assert state.stage == "sun_steal" and asked(events)[-1] == 0
    assert call_kinds(state) == {"sun", "pass"}
    state, _ = calls(state, [(0, "pass"), (1, "pass")])
    assert contract_of(state) == ("sun", None, 2, 2, 1, False, False)
    # The dealer, after the sun buyer, is never asked.
    assert 3 not in {b.seat for b in state.bids}


@pytest.mark.parametrize("thief, script", [
    (0, [(0, "sun")]),
    (1, [(0, "pass"), (1, "sun")]),       # the hokum caller itself may take it
])
def test_ksa_a_seat_before_the_sun_buyer_may_take_the_sun(thief, script):
    state, _ = calls(ksa(), [(0, "pass"), (1, "hokum"), (2, "sun")] + script)
    assert contract_of(state) == ("sun", None, thief, thief, 1, False, False)
    assert_dealt(state, thief)


def test_ksa_round_one_calls_and_no_double_inside_the_asking():
    state = ksa()
    assert call_kinds(state) == {"pass", "hokum", "sun"}
    state, _ = calls(state, [(0, "hokum")])
    assert call_kinds(state) == {"pass", "sun"}
    assert_refused(state, Action(1, "double", locked=False), "call_not_available")


def test_ksa_ace_land_only_the_first_speaker_may_turn_hokum_into_sun():
    state, _ = calls(ksa(land="AH"), [(0, "pass"), (1, "hokum")])
    # Neither a sun nor an ashkal (a sun too) over the hokum from seat 2.
    assert call_kinds(state) == {"pass"}
    assert_refused(state, Action(2, "sun"), "ace_land_sun_first_speaker_only")
    assert_refused(state, Action(2, "ashkal"), "ace_land_sun_first_speaker_only")
    state, _ = calls(state, [(2, "pass"), (3, "pass")])
    assert state.stage == "ace_sun" and state.to_act == 0
    turned, _ = calls(state, [(0, "sun")])
    assert contract_of(turned) == ("sun", None, 0, 0, 1, False, False)
    kept, _ = calls(state, [(0, "pass"), (2, "decline"), (0, "decline")])
    assert contract_of(kept) == ("hokum", "H", 1, 1, 1, False, False)


def test_ksa_ace_land_sun_before_any_hokum_is_allowed():
    state, _ = calls(ksa(land="AH"), [(0, "pass"), (1, "sun"), (0, "pass")])
    assert contract_of(state) == ("sun", None, 1, 1, 1, False, False)


def test_ksa_ashkal_only_by_the_last_two_after_the_other_teams_hokum():
    state, _ = calls(ksa(), [(0, "pass"), (1, "pass")])
    assert "ashkal" not in call_kinds(state)        # nobody bought a hokum
    assert_refused(state, Action(2, "ashkal"), "call_not_available")
    state, _ = calls(ksa(), [(0, "hokum")])
    assert_refused(state, Action(1, "ashkal"), "ashkal_last_two_only")
    state, _ = calls(state, [(1, "pass")])
    assert "ashkal" not in call_kinds(state)        # seat 2 is the hokum caller's partner
    state, _ = calls(state, [(2, "pass")])
    assert "ashkal" in call_kinds(state)
    state, _ = calls(state, [(3, "ashkal")])
    # The ashkal caller is the buyer; its partner takes the land.
    assert contract_of(state) == ("sun", None, 3, 1, 1, False, False)
    assert state.contract.ashkal
    assert_dealt(state, 1)


def test_ksa_no_ashkal_over_the_partners_hokum():
    state, _ = calls(ksa(), [(0, "pass"), (1, "hokum"), (2, "pass")])
    assert "ashkal" not in call_kinds(state)
    assert_refused(state, Action(3, "ashkal"), "call_not_available")


def test_ksa_doubling_is_asked_after_the_buy_is_settled():
    state, events = calls(ksa(), [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass")])
    assert state.stage == "doubling" and state.to_act == 2
    assert state.contract.buyer == 1 and state.contract.trump == "C"
    assert call_kinds(state) == {"double", "decline"}
    state, _ = calls(state, [(2, "decline"), (0, "double", {"locked": True}), (1, "triple"),
                             (0, "four", {"locked": False}), (1, "gahwa")])
    assert contract_of(state) == ("hokum", "C", 1, 1, 4, True, False)
    assert state.contract.last_raiser == 1


def test_ksa_hokum2_names_its_suit_at_once_not_the_land_suit():
    state, _ = calls(ksa(land="7C"), PASSES)
    assert state.stage == "round2"
    assert {a.suit for a in legal_actions(state) if a.kind == "hokum2"} == {"S", "H", "D"}
    assert_refused(state, Action(0, "hokum2", suit="C"), "trump_not_land_suit")
    assert_refused(state, Action(0, "hokum2"), "call_details_invalid")
    state, _ = calls(state, [(0, "hokum2", {"suit": "H"}), (1, "pass"), (2, "pass"),
                             (3, "pass"), (1, "decline"), (3, "decline")])
    assert contract_of(state) == ("hokum", "H", 0, 0, 1, False, False)


def test_boshat_belongs_to_qaid_tables_and_is_one_of_the_seats_calls_at_every_stage():
    five = [SPREAD_FIVE[0], ["7S", "8S", "9S", "7H", "8D"], SPREAD_FIVE[2],
            ["JS", "8H", "KD", "9D", "TC"]]
    deck = fill_deck(five, "7C", 3)
    # An easy table (no qaid) has no boshat, in ksa as in saudi.
    for preset in ("ksa", "saudi"):
        state, _ = calls(start(preset, deck, 3), [(0, "pass")])
        assert "boshat" not in call_kinds(state)
        assert_refused(state, Action(1, "boshat"), "call_not_available")
    state = start("ksa", deck, 3, qaid=True)
    assert "boshat" not in call_kinds(state)
    assert_refused(state, Action(0, "boshat"), "boshat_needs_low_cards")
    state, _ = calls(state, [(0, "pass")])
    assert "boshat" in call_kinds(state)
    done, events = calls(state, [(1, "boshat")])
    assert done.phase is Phase.DONE and done.result.outcome == "thrown_in"
    assert events_of(events, ThrownIn) == [ThrownIn("boshat", 1)]
    assert [(b.seat, b.kind) for b in done.bids] == [(0, "pass"), (1, "boshat")]
    # Round two too, on the seat's turn.
    state, _ = calls(state, [(1, "pass"), (2, "pass"), (3, "pass"), (0, "pass")])
    assert state.stage == "round2" and "boshat" in call_kinds(state)
    saudi_state, _ = calls(start("saudi", deck, 3, qaid=True), [(0, "pass")])
    assert "boshat" in call_kinds(saudi_state)
