"""The belote preset: taking, play, belote-rebelote, scoring, litige, the match."""
from __future__ import annotations

import pytest

from baloot_audio.core import (DECK, Action, Contract, Match, Phase, apply, legal_actions,
                               new_round, rules_for)
from baloot_audio.core.events import BalootAnnounced, ContractSet, ThrownIn
from baloot_audio.core.play import refusal

from .helpers import (assert_refused, call_kinds, calls, deck_for_hands, events_of,
                      scored_state, spread_deck, tricks_from)

BELOTE = rules_for("belote")
HEARTS = "JH 9H AH TH KH QH 8H 7H".split()


def hokum(buyer: int, trump: str = "H") -> Contract:
    return Contract("hokum", trump, buyer, buyer)


# --- taking --------------------------------------------------------------------

def test_round_one_offers_take_or_pass_and_the_first_take_ends_it():
    state, _ = new_round(BELOTE, 3, spread_deck("7C"))
    assert call_kinds(state) == {"take", "pass"}
    state, events = calls(state, [(0, "pass"), (1, "take")])
    contract = events_of(events, ContractSet)[0].contract
    assert (contract.kind, contract.trump, contract.buyer, contract.land_to) == \
        ("hokum", "C", 1, 1)
    assert state.phase is Phase.PLAY and [len(h) for h in state.hands] == [8] * 4
    assert "7C" in state.hands[1]


def test_round_two_chooses_another_suit_never_the_turned_one():
    state, _ = new_round(BELOTE, 3, spread_deck("7C"))
    state, _ = calls(state, ["pass"] * 4)
    assert state.stage == "round2"
    assert {a.suit for a in legal_actions(state) if a.kind == "choose"} == {"S", "H", "D"}
    assert_refused(state, Action(0, "choose", suit="C"), "trump_not_land_suit")
    state, events = calls(state, [(0, "pass"), (1, "choose", {"suit": "D"})])
    assert events_of(events, ContractSet)[0].contract.trump == "D"
    assert "7C" in state.hands[1], "the chooser still takes the turned card"


def test_all_pass_twice_is_a_void_deal_and_the_deal_passes_on():
    match = Match(BELOTE, first_dealer=2)
    state, _ = match.start_round(spread_deck())
    state, events = calls(state, ["pass"] * 8)
    assert state.phase is Phase.DONE and state.result.outcome == "thrown_in"
    assert events_of(events, ThrownIn)[0].reason == "all_passed"
    match, _ = match.finish_round(state)
    assert match.dealer == 3 and match.totals == (0, 0)


def test_no_sun_and_no_projects_in_belote():
    state, _ = new_round(BELOTE, 3, spread_deck())
    assert "sun" not in call_kinds(state) and "ashkal" not in call_kinds(state)
    assert not BELOTE.has_projects


# --- play ----------------------------------------------------------------------

PLAY_CASES = [
    # (hand, trick so far [(seat, card)], seat, refused card, rule or None)
    ("7S KS 8H", [(0, "AS")], 1, "8H", "must_follow_suit"),
    ("7H JH 8D", [(0, "9H")], 1, "7H", "must_overtrump"),          # trump led: beat it
    ("7H JH 8D", [(3, "8H"), (0, "9H")], 1, "7H", "must_overtrump"),
    ("7H JH 8D", [(1, "9H"), (2, "8H")], 3, "7H", None),            # partner winning: free
    ("7H 8D", [(0, "AS")], 1, "8D", "must_trump"),                  # void, opponent winning
    ("7H 8D", [(2, "AS"), (3, "7S")], 0, "8D", None),               # void, partner winning
    ("7H JH 8D", [(0, "AS"), (1, "9H")], 2, "7H", "must_overtrump"),  # overtrump the opponent
    ("7H 8H 8D", [(0, "AS"), (1, "9H")], 2, "8D", "must_trump"),    # cannot beat: still trump
    ("7H 8H 8D", [(0, "AS"), (1, "9H")], 2, "7H", None),            # ... any lower trump
    ("8D 9C", [(0, "AS")], 1, "9C", None),                          # no trump: discard
]


@pytest.mark.parametrize("hand, trick, seat, card, rule", PLAY_CASES)
def test_belote_play_rules(hand, trick, seat, card, rule):
    got = refusal(BELOTE, hand.split(), tuple(trick), seat, "H", False, frozenset(), card)
    assert got == rule


def test_belote_rebelote_is_announced_on_the_second_card_for_20():
    # Seat 1 takes hearts holding the king and queen; it plays both.
    hands = [
        "AS TS KS QS JS 9S 8S 7S".split(),
        "KH QH 7H 8H AD TD KD 7C".split(),
        "JH 9H AH TH QD JD 9D 8D".split(),
        "7D AC TC KC QC JC 9C 8C".split(),
    ]
    deck = deck_for_hands(hands, "7H", dealer=3, land_to=1)
    state, _ = new_round(BELOTE, 3, deck)
    state, _ = calls(state, [(0, "pass"), (1, "take")])
    every = []
    while state.phase is Phase.PLAY:
        legal = [a for a in legal_actions(state) if a.kind == "play"]
        # Seat 1 plays its king and queen of hearts as soon as it may.
        pick = next((a for a in legal if state.to_act == 1 and a.card in ("KH", "QH")), legal[0])
        state, events = apply(state, pick)
        every += events
    announced = events_of(every, BalootAnnounced)
    assert announced == [BalootAnnounced(1, 20)]
    assert state.result.baloot_points == (0, 20)


# --- scoring ---------------------------------------------------------------------

# Team 0 takes every trump and AS KS JS JD (81), team 1 the rest with the last
# trick (71 + 10): a litige at 81 each.
LITIGE_TEAM0 = HEARTS + ["AS", "KS", "JS", "JD"]
LITIGE_TEAM1 = [c for c in DECK if c not in LITIGE_TEAM0]


def litige_state(takers: int):
    return scored_state("belote", hokum(takers),
                        tricks_from({0: LITIGE_TEAM0, 1: LITIGE_TEAM1}, last=1))


def test_made_contract_scores_each_team_its_total():
    # Team 0 takes the hearts, spades and diamonds but the last trick goes to 1.
    won0 = HEARTS + [c for c in DECK if c[1] in "SD" and c not in ("7D", "8D", "9D", "QD")]
    won0 = won0[:20]
    won1 = [c for c in DECK if c not in won0]
    state = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=1))
    result = state.result
    assert result.outcome == "made"
    assert sum(result.abnat) == 162
    assert result.points == result.abnat


def test_fallen_contract_gives_the_defence_162_and_the_takers_nothing():
    won1 = HEARTS + [c for c in DECK if c[1] == "S"]
    won0 = [c for c in DECK if c not in won1]
    state = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=1))
    assert state.result.outcome == "fell"
    assert state.result.points == (0, 162)


def test_belote_rebelote_saves_a_fallen_total_from_zero():
    won1 = HEARTS + [c for c in DECK if c[1] == "S"]
    won0 = [c for c in DECK if c not in won1]
    state = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=1),
                         baloot_seat=2)
    assert state.result.outcome == "fell"
    assert state.result.points == (20, 162)


def test_belote_counts_for_the_contract():
    # 70 + 10 (last trick) against 82 falls; with the belote, 100 against 82 is made.
    won0 = ["JH", "9H", "AH", "TH", "AS", "KS", "7S", "8S"]  # 20+14+11+10+11+4 = 70
    won1 = [c for c in DECK if c not in won0]
    plain = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=0))
    assert plain.result.abnat == (80, 82) and plain.result.outcome == "fell"
    helped = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=0),
                          baloot_seat=0)
    assert helped.result.outcome == "made"
    assert helped.result.points == (100, 82)


@pytest.mark.parametrize("takers", [0, 1])
def test_capot_by_each_side(takers):
    state = scored_state("belote", hokum(takers), tricks_from({takers: list(DECK)}, last=takers))
    assert state.result.outcome == "capot"
    points = [0, 0]
    points[takers] = 252
    assert state.result.points == tuple(points)
    defended = scored_state("belote", hokum(1 - takers),
                            tricks_from({takers: list(DECK)}, last=takers),
                            baloot_seat=1 - takers)
    points = [0, 0]
    points[takers] = 252
    points[1 - takers] = 20  # the fallen takers keep their belote
    assert defended.result.outcome == "capot"
    assert defended.result.points == tuple(points)


def test_litige_holds_the_takers_points():
    state = litige_state(takers=0)
    assert state.result.outcome == "litige"
    assert state.result.abnat == (81, 81)
    assert state.result.points == (0, 81)
    match, _ = Match(BELOTE, first_dealer=3).finish_round(state)
    assert match.totals == (0, 81) and match.held == 81


def test_litige_then_void_deal_then_made_contract_pays_the_held_points_to_its_takers():
    match = Match(BELOTE, first_dealer=3)
    match, _ = match.finish_round(litige_state(takers=0))
    void, _ = match.start_round(spread_deck())
    void, _ = calls(void, ["pass"] * 8)
    match, events = match.finish_round(void)
    assert match.held == 81 and match.totals == (0, 81), "a void deal keeps them held"
    won1 = HEARTS + [c for c in DECK if c[1] == "S"]
    won0 = [c for c in DECK if c not in won1]
    made = scored_state("belote", hokum(1), tricks_from({0: won0, 1: won1}, last=1))
    assert made.result.outcome == "made"
    match, events = match.finish_round(made)
    assert match.held == 0
    assert match.totals == (made.result.points[0], 81 + made.result.points[1] + 81)


def test_held_points_go_to_the_defence_when_the_next_contract_falls():
    match, _ = Match(BELOTE, first_dealer=3).finish_round(litige_state(takers=0))
    won1 = HEARTS + [c for c in DECK if c[1] == "S"]
    won0 = [c for c in DECK if c not in won1]
    fallen = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=1))
    match, _ = match.finish_round(fallen)
    assert match.totals == (0, 81 + 162 + 81)


def test_two_litiges_in_a_row_hand_the_first_to_the_second_deals_defence():
    match, _ = Match(BELOTE, first_dealer=3).finish_round(litige_state(takers=0))
    second = litige_state(takers=1)           # team 0 defends this time
    assert second.result.points == (81, 0)
    match, _ = match.finish_round(second)
    assert match.totals == (81 + 81, 81)
    assert match.held == 81, "the second litige's takers' points are now held"


def test_match_to_501_ends_on_a_tiebreak_deal():
    won0 = HEARTS + [c for c in DECK if c[1] == "S"]   # 62 + 30 = 92 (+10 last) = 102
    won1 = [c for c in DECK if c not in won0]         # 60
    deal = scored_state("belote", hokum(0), tricks_from({0: won0, 1: won1}, last=0))
    assert deal.result.points == (102, 60)
    match = Match(BELOTE, first_dealer=0, totals=(450, 492), rounds_played=9)
    tied, events = match.finish_round(deal)
    assert tied.totals == (552, 552) and tied.winner is None, "both past, equal: play on"
    final, events = tied.finish_round(deal)
    assert final.winner == 0 and final.totals == (654, 612)


def test_match_target_1000_is_an_option():
    assert rules_for("belote", target=1000).target == 1000
    with pytest.raises(ValueError):
        rules_for("belote", target=152)
