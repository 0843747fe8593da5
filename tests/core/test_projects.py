"""Projects: each hand's best choice, the battle and its tie-breaks, baloot."""
from __future__ import annotations

import pytest

from .helpers import cards

from baloot_audio.core import Contract, rules_for
from baloot_audio.core.projects import best_projects, settle_projects

SUN = Contract("sun", None, 0, 0)
HOKUM_H = Contract("hokum", "H", 0, 0)


def found(hand: str, kind: str) -> set:
    return {(p.kind, frozenset(p.cards)) for p in best_projects(0, cards(hand), kind)}


def p(kind: str, text: str):
    return (kind, frozenset(cards(text)))


# --- detection ---------------------------------------------------------------------

@pytest.mark.parametrize("kind", ["sun", "hokum"])
@pytest.mark.parametrize("hand, expected", [
    # A four of a kind and a run sharing the ten: the four takes it, the rest of
    # the run still makes a fifty.
    ("TS TD TC TH JH QH KH AH", {p("hundred", "TS TH TD TC"), p("fifty", "JH QH KH AH")}),
    # Four kings against a sira J-Q-K of hearts sharing KH: the hundred is worth more.
    ("KS KH KD KC JH QH 7S 9D", {p("hundred", "KS KH KD KC")}),
    # Four jacks against two siras T-J-Q made with two of the jacks.
    ("JS JH JD JC TH QH TS QS", {p("hundred", "JS JH JD JC")}),
    # One maximal run, one project: six in a row is a single hundred.
    ("7H 8H 9H TH JH QH 7S 9D", {p("hundred", "7H 8H 9H TH JH QH")}),
    ("7C 8C 9C TC JC QC KC AC", {p("hundred", "7C 8C 9C TC JC QC KC AC")}),
    # Runs in the natural order: 9-T-J and Q-K-A are runs.
    ("9S TS JS QD KD AD 7H 9C", {p("sira", "9S TS JS"), p("sira", "QD KD AD")}),
    ("7S 8S 9S JH QH KH AH 9D", {p("sira", "7S 8S 9S"), p("fifty", "JH QH KH AH")}),
    # Two fours of a kind: two projects.
    ("KS KH KD KC QS QH QD QC", {p("hundred", "KS KH KD KC"), p("hundred", "QS QH QD QC")}),
    # Nothing: a gap breaks a run; four nines, eights or sevens are no project.
    ("7S 8S TS JS 9H 7D 8D AC", set()),
    ("9S 9H 9D 9C 8S 8H 8D 8C", set()),
    ("7S 7H 7D 7C AS KH QD JC", set()),
])
def test_best_projects(hand, kind, expected):
    assert found(hand, kind) == expected


def test_four_aces_are_four_hundred_in_sun_and_a_hundred_in_hokum():
    assert found("AS AH AD AC 7S 9H JD KC", "sun") == {p("four_hundred", "AS AH AD AC")}
    assert found("AS AH AD AC 7S 9H JD KC", "hokum") == {p("hundred", "AS AH AD AC")}
    assert found("AS AH AD AC KS KH KD KC", "sun") == {p("four_hundred", "AS AH AD AC"),
                                                      p("hundred", "KS KH KD KC")}


# --- the battle ----------------------------------------------------------------------

def battle(hands, preset="saudi", contract=SUN, dealer=3):
    projects, baloot = settle_projects(tuple(tuple(cards(h)) for h in hands), contract,
                                       rules_for(preset), (dealer + 1) % 4)
    return {(q.seat, q.kind): q.scored for q in projects}, baloot


def hands_with(**by_seat):
    """Hands for the battle: only the given seats hold cards (s0=..., s2=...)."""
    hands = ["", "", "", ""]
    for key, hand in by_seat.items():
        hands[int(key[1])] = hand
    return hands


def test_battle_tier_beats_a_higher_top_card():
    scored, _ = battle(hands_with(s0="QS KS AS 7D", s1="7H 8H 9H TH"))
    assert scored == {(0, "sira"): False, (1, "fifty"): True}


def test_battle_higher_top_card_wins_among_equal_tiers():
    scored, _ = battle(hands_with(s0="7S 8S 9S 7D", s1="9H TH JH 7C"))
    assert scored == {(0, "sira"): False, (1, "sira"): True}


@pytest.mark.parametrize("dealer, winner", [(3, 1), (0, 1), (1, 2), (2, 1)])
def test_battle_equal_projects_go_to_the_seat_speaking_earlier(dealer, winner):
    # Seats 1 and 2 both hold a sira J-Q-K; first speaker = dealer + 1.
    scored, _ = battle(hands_with(s1="JH QH KH 7C", s2="JS QS KS 7D"), dealer=dealer)
    assert scored == {(1, "sira"): winner == 1, (2, "sira"): winner == 2}


def test_battle_winner_scores_its_partners_weaker_projects_too():
    scored, _ = battle(hands_with(s0="8S 9S TS JS QS", s1="7H 8H 9H TH", s2="7D 8D 9D JC",
                                  s3="7C 8C 9C KH"))
    assert scored == {(0, "hundred"): True, (2, "sira"): True, (1, "fifty"): False,
                      (3, "sira"): False}


def test_battle_four_hundred_beats_a_hundred_in_sun():
    scored, _ = battle(hands_with(s0="8S 9S TS JS QS", s1="AS AH AD AC"))
    assert scored == {(0, "hundred"): False, (1, "four_hundred"): True}


@pytest.mark.parametrize("preset, winner", [("saudi", 2), ("ksa", 1)])
def test_hokum_run_hundred_against_four_aces(preset, winner):
    # Run 9-K of spades (top K) against four aces (a hundred in hokum, top A):
    # saudi goes by the top card, ksa puts the run first.
    scored, _ = battle(hands_with(s1="9S TS JS QS KS", s2="AS AH AD AC"), preset, HOKUM_H)
    assert scored == {(1, "hundred"): winner == 1, (2, "hundred"): winner == 2}


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
@pytest.mark.parametrize("dealer, winner", [(3, 1), (1, 2)])
def test_equal_run_hundreds_go_to_the_earlier_seat(preset, dealer, winner):
    scored, _ = battle(hands_with(s1="8S 9S TS JS QS", s2="8H 9H TH JH QH"), preset, HOKUM_H,
                       dealer=dealer)
    assert scored == {(1, "hundred"): winner == 1, (2, "hundred"): winner == 2}


def test_ksa_four_of_a_kind_hundreds_rank_aces_kings_queens_jacks_tens():
    for preset in ("saudi", "ksa"):
        scored, _ = battle(hands_with(s1="QS QH QD QC", s2="KS KH KD KC"), preset, HOKUM_H)
        assert scored == {(1, "hundred"): False, (2, "hundred"): True}
        scored, _ = battle(hands_with(s1="JS JH JD JC", s2="TS TH TD TC"), preset, HOKUM_H)
        assert scored == {(1, "hundred"): True, (2, "hundred"): False}


# --- baloot --------------------------------------------------------------------------

def test_baloot_is_the_king_and_queen_of_trump_in_hokum_only():
    _, baloot = battle(hands_with(s3="KH QH 7C 9C"), "saudi", HOKUM_H)
    assert baloot == 3
    _, baloot = battle(hands_with(s3="KH QH 7C 9C"), "saudi", SUN)
    assert baloot is None
    _, baloot = battle(hands_with(s3="KS QS 7C 9C"), "saudi", HOKUM_H)   # not trump
    assert baloot is None


@pytest.mark.parametrize("preset, baloot", [("saudi", 1), ("ksa", None)])
def test_ksa_no_baloot_beside_a_scored_hundred_of_kings(preset, baloot):
    hands = hands_with(s1="KS KH KD KC QH")
    scored, seat = battle(hands, preset, HOKUM_H)
    assert scored == {(1, "hundred"): True}
    assert seat == baloot


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
def test_ksa_no_baloot_beside_a_scored_hundred_of_queens(preset):
    _, seat = battle(hands_with(s1="QS QH QD QC KH"), preset, HOKUM_H)
    assert seat == (1 if preset == "saudi" else None)


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
def test_baloot_stays_beside_a_hundred_of_kings_that_lost_the_battle(preset):
    # Seat 2's four aces (a hundred, top A) beat seat 1's four kings.
    scored, seat = battle(hands_with(s1="KS KH KD KC QH", s2="AS AH AD AC"), preset, HOKUM_H)
    assert scored == {(1, "hundred"): False, (2, "hundred"): True}
    assert seat == 1


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
def test_baloot_inside_a_scored_run_still_counts(preset):
    scored, seat = battle(hands_with(s1="9H TH JH QH KH"), preset, HOKUM_H)
    assert scored == {(1, "hundred"): True}
    assert seat == 1
