"""Scoring a round: made, fallen, equal, doubled and tied, kaboot, reverse
kaboot, baloot and projects -- and the match (target, ties, gahwa).

Most cases build a finished round with RoundState's public constructor (the
contract, eight tricks whose cards give the wanted abnat, the projects and the
baloot seat) and score it with `score_round`. Expected numbers are worked out
by hand from the baseline. Hokum rounds have hearts as trump. Unless a case
says otherwise the buyer is seat 1 (team 1) and the defenders are team 0, so
points read (defenders, buyer).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple, Optional

import pytest

from .helpers import (autoplay, calls, card_abnat, cards, deck_from, events_of, play,
                      scored_state, start, tricks_from)

from baloot_audio.core import DECK, Contract, Match, Phase, Project, rules_for
from baloot_audio.core.events import BalootAnnounced, CardPlayed, MatchWon


@lru_cache(maxsize=None)
def cards_worth(total: int, count: int, trump: Optional[str]) -> Optional[tuple[str, ...]]:
    """`count` cards of the deck worth exactly `total` abnat (None if impossible)."""
    deck = sorted(DECK, key=lambda c: -card_abnat(c, trump))

    @lru_cache(maxsize=None)
    def find(i: int, left: int, need: int) -> Optional[tuple[str, ...]]:
        if left == 0:
            return () if need == 0 else None
        if i == len(deck) or need < 0:
            return None
        took = find(i + 1, left - 1, need - card_abnat(deck[i], trump))
        if took is not None:
            return (deck[i],) + took
        return find(i + 1, left, need)

    return find(0, count, total)


def split_tricks(trump, team: int, team_abnat: int, team_takes_last: bool):
    """Eight tricks where `team` ends on `team_abnat` abnat (last trick included)."""
    need = team_abnat - (10 if team_takes_last else 0)
    for count in range(4, 29, 4):
        won = cards_worth(need, count, trump)
        if won is None:
            continue
        rest = [c for c in DECK if c not in won]
        return tricks_from({team: won, 1 - team: rest}, last=team if team_takes_last
                           else 1 - team)
    raise AssertionError(f"cannot split {team_abnat}")


def project(seat, kind, scored=True):
    sample = {"sira": ("7S", "8S", "9S"), "fifty": ("7S", "8S", "9S", "TS"),
              "hundred": ("7S", "8S", "9S", "TS", "JS"),
              "four_hundred": ("AS", "AH", "AD", "AC")}[kind]
    return Project(seat, kind, sample, scored)


class Score(NamedTuple):
    name: str
    preset: str
    kind: str
    defence_abnat: Optional[int]      # with the last trick's 10 when the defence took it
    points: tuple[int, int]
    outcome: str
    defence_last: bool = False
    mult: int = 1
    gahwa: bool = False
    projects: tuple = ()
    baloot: Optional[int] = None
    kaboot: Optional[int] = None      # team taking all eight tricks
    buyer: int = 1
    buyer_five: str = "7S 8S 9S 7H 8H"


S, K = "saudi", "ksa"
SCORES = [
    # Made, fallen, equal; the conversion decides.
    Score("seed_102_vs_60_made", S, "hokum", 60, (6, 10), "made"),
    Score("seed_defenders_higher_fell", S, "hokum", 90, (16, 0), "fell"),
    Score("hokum_equal_each_keeps_its_own", S, "hokum", 80, (8, 8), "equal"),
    Score("hokum_remainder_5_dropped", S, "hokum", 75, (7, 9), "made"),
    Score("hokum_remainder_6_raised_equal", S, "hokum", 76, (8, 8), "equal"),
    Score("hokum_86_last_trick_to_defence_fell", S, "hokum", 86, (16, 0), "fell",
          defence_last=True),
    Score("ksa_hokum_equal_scored_as_made", K, "hokum", 80, (8, 8), "equal"),
    Score("sun_63_made", S, "sun", 63, (12, 14), "made"),
    Score("sun_65_equal", S, "sun", 65, (13, 13), "equal"),
    Score("sun_67_fell", S, "sun", 67, (26, 0), "fell"),
    Score("ksa_sun_67_fell", K, "sun", 67, (26, 0), "fell", defence_last=True),
    # Projects count before the fall is decided.
    Score("fifty_saves_the_buyer_on_12", S, "sun", 70, (14, 22), "made",
          projects=((1, "fifty", True), (0, "sira", False))),
    Score("defenders_hundred_makes_the_buyer_fall", S, "hokum", 60, (26, 0), "fell",
          projects=((2, "hundred", True),)),
    Score("saudi_fallen_buyer_loses_its_projects", S, "hokum", 100, (16, 0), "fell",
          projects=((1, "sira", True),)),
    Score("ksa_fallen_buyers_projects_go_to_defenders", K, "hokum", 100, (18, 0), "fell",
          projects=((1, "sira", True),)),
    Score("ksa_sun_fallen_buyers_sira_to_defenders", K, "sun", 80, (30, 0), "fell",
          projects=((3, "sira", True),)),
    Score("saudi_sun_fallen_buyers_sira_lost", S, "sun", 80, (26, 0), "fell",
          projects=((3, "sira", True),)),
    # Baloot: counted in the totals, never lost.
    Score("baloot_kept_by_fallen_buyer", S, "hokum", 100, (16, 2), "fell", baloot=1),
    Score("ksa_baloot_kept_by_fallen_buyer", K, "hokum", 100, (16, 2), "fell", baloot=3),
    Score("baloot_lifts_buyer_to_equal", S, "hokum", 90, (9, 9), "equal", baloot=1),
    Score("defenders_baloot_with_the_fall", S, "hokum", 90, (18, 0), "fell", baloot=0),
    # Doubled: the winner takes full x multiplier, a tie goes to the buyer (saudi).
    Score("x2_made", S, "hokum", 60, (0, 32), "made", mult=2),
    Score("x2_fell", S, "hokum", 90, (32, 0), "fell", mult=2),
    Score("x2_tie_goes_to_buyer", S, "hokum", 80, (0, 32), "made", mult=2),
    Score("x3_made", S, "hokum", 60, (0, 48), "made", mult=3),
    Score("x3_tie_goes_to_buyer", S, "hokum", 80, (0, 48), "made", mult=3),
    Score("x4_fell", S, "hokum", 90, (64, 0), "fell", mult=4),
    Score("x4_tie_goes_to_buyer", S, "hokum", 80, (0, 64), "made", mult=4),
    Score("gahwa_made", S, "hokum", 60, (0, 64), "made", mult=4, gahwa=True),
    Score("sun_x2_made", S, "sun", 63, (0, 52), "made", mult=2),
    Score("sun_x2_tie_goes_to_buyer", S, "sun", 65, (0, 52), "made", mult=2),
    Score("x2_baloot_kept_by_the_loser", S, "hokum", 100, (32, 2), "fell", mult=2, baloot=1),
    # ksa ties: against the doubler; from the triple on, the last caller is the buyer.
    Score("ksa_x2_tie_against_the_doubler", K, "hokum", 80, (0, 32), "made", mult=2),
    Score("ksa_x3_tie_buyer_made_the_last_call", K, "hokum", 80, (0, 48), "made", mult=3),
    Score("ksa_x4_tie_doubler_made_the_last_call", K, "hokum", 80, (64, 0), "fell", mult=4),
    Score("ksa_gahwa_tie_buyer_made_the_last_call", K, "hokum", 80, (0, 64), "made", mult=4,
          gahwa=True),
    Score("ksa_x4_fell", K, "hokum", 90, (64, 0), "fell", mult=4),
    # Projects in doubled rounds: unmultiplied in saudi, x2 (never x3/x4) in ksa.
    Score("saudi_x2_buyers_sira_unmultiplied", S, "hokum", 60, (0, 34), "made", mult=2,
          projects=((1, "sira", True), (0, "sira", False))),
    Score("ksa_x2_buyers_sira_doubled", K, "hokum", 60, (0, 36), "made", mult=2,
          projects=((1, "sira", True), (0, "sira", False))),
    Score("saudi_x3_defenders_fifty_unmultiplied", S, "hokum", 70, (53, 0), "fell", mult=3,
          projects=((0, "fifty", True),)),
    Score("ksa_x3_defenders_fifty_only_doubled", K, "hokum", 70, (58, 0), "fell", mult=3,
          projects=((0, "fifty", True),)),
    Score("saudi_x4_buyers_fifty", S, "hokum", 60, (0, 69), "made", mult=4,
          projects=((3, "fifty", True),)),
    Score("ksa_x4_buyers_fifty_only_doubled", K, "hokum", 60, (0, 74), "made", mult=4,
          projects=((3, "fifty", True),)),
    # Kaboot: 44 / 25 plus the team's projects, never multiplied.
    Score("hokum_kaboot", S, "hokum", None, (0, 25), "kaboot", kaboot=1),
    Score("sun_kaboot_with_sira", S, "sun", None, (0, 48), "kaboot", kaboot=1,
          projects=((3, "sira", True),)),
    Score("kaboot_with_own_baloot", S, "hokum", None, (0, 27), "kaboot", kaboot=1, baloot=1),
    Score("defenders_kaboot_buyer_keeps_baloot", S, "hokum", None, (25, 2), "kaboot",
          kaboot=0, baloot=1),
    Score("x2_kaboot_not_multiplied", S, "hokum", None, (0, 30), "kaboot", mult=2, kaboot=1,
          projects=((1, "fifty", True),)),
    Score("ksa_x2_kaboot_projects_not_multiplied", K, "hokum", None, (0, 30), "kaboot",
          mult=2, kaboot=1, projects=((1, "fifty", True),)),
    Score("ksa_gahwa_kaboot_not_multiplied", K, "hokum", None, (25, 0), "kaboot", mult=4,
          gahwa=True, kaboot=0),
    Score("kaboot_losers_projects_lost", S, "hokum", None, (0, 25), "kaboot", kaboot=1,
          projects=((0, "hundred", True),)),
    # ksa reverse kaboot: the first speaker (seat 0) bought sun with an ace and
    # its team took no trick.
    Score("ksa_reverse_kaboot_88", K, "sun", None, (0, 88), "reverse_kaboot", kaboot=1,
          buyer=0, buyer_five="AS 8S 9S 7H 8H"),
    Score("ksa_reverse_kaboot_plus_projects", K, "sun", None, (0, 92), "reverse_kaboot",
          kaboot=1, buyer=0, buyer_five="AS 8S 9S 7H 8H", projects=((1, "sira", True),)),
    Score("ksa_no_reverse_kaboot_without_an_ace", K, "sun", None, (0, 44), "kaboot",
          kaboot=1, buyer=0, buyer_five="KS 8S 9S 7H 8H"),
    Score("ksa_no_reverse_kaboot_when_buyer_not_first_speaker", K, "sun", None, (44, 0),
          "kaboot", kaboot=0, buyer=1, buyer_five="AS 8S 9S 7H 8H"),
    Score("saudi_has_no_reverse_kaboot", S, "sun", None, (0, 44), "kaboot", kaboot=1,
          buyer=0, buyer_five="AS 8S 9S 7H 8H"),
]


def build(case: Score):
    trump = "H" if case.kind == "hokum" else None
    buyer_team = case.buyer % 2
    if case.kaboot is not None:
        tricks = tricks_from({case.kaboot: DECK}, last=case.kaboot)
    else:
        tricks = split_tricks(trump, 1 - buyer_team, case.defence_abnat, case.defence_last)
    doubler = (case.buyer + 1) % 4 if case.mult > 1 else None
    last_raiser = {1: None, 2: doubler, 3: case.buyer,
                   4: case.buyer if case.gahwa else doubler}[case.mult]
    contract = Contract(case.kind, trump, case.buyer, case.buyer, case.mult, case.gahwa,
                        False, False, doubler, last_raiser)
    five = [cards("7D 8D 9D 7C 8C")] * 4
    five[case.buyer] = cards(case.buyer_five)
    projects = [project(*p) for p in case.projects]
    return scored_state(case.preset, contract, tricks, projects=projects,
                        baloot_seat=case.baloot, five=five, dealer=3)


def test_at_least_thirty_scoring_cases():
    assert len(SCORES) >= 30
    assert len({case.name for case in SCORES}) == len(SCORES)


@pytest.mark.parametrize("case", SCORES, ids=[case.name for case in SCORES])
def test_score_round(case):
    state = build(case)
    result = state.result
    if case.defence_abnat is not None:
        defence = 1 - case.buyer % 2
        assert result.abnat[defence] == case.defence_abnat
        assert sum(result.abnat) == (162 if case.kind == "hokum" else 130)
    assert result.outcome == case.outcome
    assert result.points == case.points


# --- through whole rounds ----------------------------------------------------------

# Ahmed (seat 1) buys hokum on hearts (the land KH) and gets QH with it: a
# baloot. His team falls.
BALOOT_DECK = deck_from(
    [cards("KS 8S 8C QD JD"), cards("7C TD 7H 9C TH"), cards("AC JH 7D TC AH"),
     cards("AS KC 8H 9S 9H")], "KH",
    [cards("JC QC AD"), cards("TS QH"), cards("KD JS 8D"), cards("7S QS 9D")],
    dealer=3, land_to=1)
BALOOT_PLAY = cards("KS TS JS 7S  QH JH 9H QD  KD 9D JD TD  TH AH 8H AD  8D 9S 8S 7H "
                    "9C TC KC JC  7D AS 8C KH  7C AC QS QC")


def test_baloot_in_a_fallen_round_is_kept_and_announced_on_the_second_card():
    state = start("saudi", BALOOT_DECK, dealer=3)
    state, _ = calls(state, [(0, "pass"), (1, "hokum"), (2, "pass"), (3, "pass"),
                             (0, "pass"), (1, "confirm")])
    assert state.contract.trump == "H" and state.baloot_seat == 1
    assert state.projects == ()
    state, events = play(state, BALOOT_PLAY)
    announced = events_of(events, BalootAnnounced)
    assert announced == [BalootAnnounced(1, 2)]
    # Announced as the second of the pair (KH, trick 7) is played, not the first (QH).
    index = events.index(announced[0])
    assert events[index - 1] == CardPlayed(1, "KH", 6, False, True, True)
    assert state.result.outcome == "fell"
    assert state.result.abnat == (115, 47)
    assert state.result.baloot_points == (0, 2)
    assert state.result.points == (16, 2)


# --- the match -------------------------------------------------------------------

MADE_6_10 = SCORES[0]   # the seed example: 6 to team 0, 10 to team 1


@pytest.mark.parametrize("before, target, winner, totals", [
    ((140, 142), 152, 1, (146, 152)),            # exactly 152 wins
    ((140, 100), 152, None, (146, 110)),
    ((150, 148), 152, 1, (156, 158)),            # both past: the higher total
    ((150, 144), 152, 0, (156, 154)),
    ((148, 144), 152, None, (154, 154)),         # equal past the target: play on
    ((40, 42), 52, 1, (46, 52)),                 # the short match
    ((40, 42), 152, None, (46, 52)),
])
def test_match_end(before, target, winner, totals):
    rules = rules_for("saudi", target=target)
    state = build(MADE_6_10)
    match, events = Match(rules, first_dealer=3, totals=before).finish_round(state)
    assert match.totals == totals
    assert match.winner == winner
    assert bool(events_of(events, MatchWon)) == (winner is not None)


@pytest.mark.parametrize("preset", ["saudi", "ksa"])
@pytest.mark.parametrize("case, winner", [
    (Score("gahwa_buyer_wins", S, "hokum", 60, (0, 64), "made", mult=4, gahwa=True), 1),
    (Score("gahwa_buyer_falls", S, "hokum", 90, (64, 0), "fell", mult=4, gahwa=True), 0),
    (Score("gahwa_kaboot", S, "hokum", None, (25, 0), "kaboot", mult=4, gahwa=True,
           kaboot=0), 0),
], ids=["buyer_wins", "buyer_falls", "kaboot"])
def test_gahwa_round_winner_wins_the_match_whatever_the_scores(preset, case, winner):
    state = build(case._replace(preset=preset))
    # The loser of the round leads the match by far: it does not matter.
    before = (10, 140) if winner == 0 else (140, 10)
    match, events = Match(rules_for(preset), totals=before).finish_round(state)
    assert match.winner == winner
    assert events_of(events, MatchWon)[0].by_gahwa is True


def test_match_played_round_by_round_to_the_short_target():
    rules = rules_for("saudi", target=52)
    match = Match(rules, first_dealer=3)
    won = None
    for number in range(12):
        deck = list(DECK[number:]) + list(DECK[:number])
        state, _ = match.start_round(deck)
        assert state.dealer == (3 + number) % 4
        while state.phase is Phase.BUY:
            state, _ = calls(state, ["sun"] if state.stage == "round1" else ["decline"])
        state, _ = autoplay(state)
        match, _ = match.finish_round(state)
        if match.winner is not None:
            won = match.winner
            break
    assert won is not None
    assert max(match.totals) >= 52
    assert match.totals[won] > match.totals[1 - won]


# -- trick points: the one sum the engine, the round's score and the points key use --------
@pytest.mark.parametrize("cards, trump, last, points", [
    (("7S", "8S", "9S", "QS"), None, False, 3),          # sun: queen 3, low cards nothing
    (("AS", "TS", "KS", "JS"), None, False, 27),         # sun: 11 + 10 + 4 + 2
    (("JH", "9H", "AH", "TH"), "H", False, 55),          # trump jack 20, nine 14, 11, 10
    (("JH", "9S", "AS", "7C"), "S", False, 27),          # a plain jack 2, the trump nine 14
    (("7D", "8D", "7C", "8C"), "H", True, 10),           # nothing but the last trick's bonus
    (("AD", "KD", "QD", "JD"), None, True, 30),          # 20 + the bonus
])
def test_trick_points_of_known_tricks(cards, trump, last, points):
    from baloot_audio.core.scoring import trick_points
    assert trick_points(cards, trump, last) == points


def test_points_taken_so_far_count_the_last_trick_bonus_only_for_the_eighth():
    from baloot_audio.core import Trick
    from baloot_audio.core.scoring import points_taken
    low = ((0, "7S"), (1, "8S"), (2, "7C"), (3, "8C"))            # 0 points, team 0 wins
    aces = ((0, "AS"), (1, "AH"), (2, "AD"), (3, "AC"))           # 44 points, team 1 wins
    tricks = [Trick(0, low, 0), Trick(0, aces, 1)]
    assert points_taken(tricks, None) == [0, 44]
    eight = [Trick(0, low, 2)] * 7 + [Trick(0, aces, 3)]          # the eighth: + 10
    assert points_taken(eight, None) == [0, 54]
    assert points_taken(eight[:7], None) == [0, 0]
    assert points_taken([], "H") == [0, 0]


@pytest.mark.parametrize("preset", ["saudi", "ksa", "belote"])
def test_each_trick_won_carries_the_points_the_round_is_scored_with(preset):
    import random
    from baloot_audio.core import apply, deck_for, legal_actions
    from baloot_audio.core.events import RoundScored, TrickWon
    from baloot_audio.core.scoring import points_taken, trick_points
    played = 0
    for seed in range(8):
        rng = random.Random(seed)
        state, events = Match(rules_for(preset)).start_round(deck_for(seed, 1))
        while state.phase is not Phase.DONE:
            state, new = apply(state, rng.choice(legal_actions(state)))
            events += new
        won = [e for e in events if isinstance(e, TrickWon)]
        if not won:
            continue            # thrown in
        played += 1
        assert [e.last for e in won] == [False] * 7 + [True]
        for e in won:
            assert e.abnat == trick_points((c for _, c in e.plays), state.trump, e.last)
        per_team = [sum(e.abnat for e in won if e.seat % 2 == team) for team in (0, 1)]
        assert per_team == points_taken(state.tricks, state.trump)
        assert sum(per_team) == (130 if state.trump is None else 162)
        scored = next(e for e in events if isinstance(e, RoundScored))
        if scored.outcome != "capot":          # belote's capot makes the last trick 100
            assert list(scored.abnat) == per_team
    assert played >= 4
