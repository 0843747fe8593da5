"""The tournament's pure draw (net/tournaments/draw.py): concrete fields first, then
any field and any results with hypothesis."""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from baloot_audio.net.tournaments.draw import (
    SINGLE, SWISS, Draw, Registration, Pairing, bracket_slots, commitment, finished, next_match,
    rounds_of, seating, standings, table_seed, teams_from, verify, winner,
)

SEED = "0123456789abcdef0123456789abcdef"


def play_out(draw: Draw, pick=lambda p: p.home) -> dict:
    """Results for every match, round after round (``pick``: each match's winner)."""
    results: dict = {}
    while not finished(draw, results):
        for pairing in rounds_of(draw, results)[-1]:
            if not pairing.bye and pairing.key not in results:
                results[pairing.key] = pick(pairing)
    return results


def test_the_bracket_puts_the_first_two_seeds_in_opposite_halves():
    assert bracket_slots(4) == [0, 3, 1, 2]
    assert bracket_slots(8) == [0, 7, 3, 4, 1, 6, 2, 5]


def test_six_teams_give_byes_to_the_first_two_of_the_drawn_order():
    draw = Draw(SINGLE, 6, SEED)
    order = draw.order()
    first = rounds_of(draw, {})
    assert len(first) == 1 and draw.rounds == 3
    byes = [p.home for p in first[0] if p.bye]
    assert byes == [order[0], order[1]]
    assert sorted(t for p in first[0] for t in (p.home, p.away) if t is not None) == list(range(6))


def test_sixteen_teams_play_four_rounds_and_the_winner_of_every_final_is_first():
    draw = Draw(SINGLE, 16, SEED)
    results = play_out(draw, lambda p: max(p.home, p.away))
    rounds = rounds_of(draw, results)
    assert [len(r) for r in rounds] == [8, 4, 2, 1]
    table = standings(draw, results)
    assert table[0].team == 15 and table[0].place == 1 and table[0].wins == 4
    assert [s.place for s in table[:4]] == [1, 2, 3, 3]       # the semi-finals' losers tie
    assert table[-1].place == 9 and table[-1].out_in == 0


def test_round_two_waits_for_every_result_of_round_one():
    draw = Draw(SINGLE, 8, SEED)
    first = rounds_of(draw, {})[0]
    results = {first[0].key: first[0].home}
    assert len(rounds_of(draw, results)) == 1
    assert next_match(draw, results, first[0].home) == (1, None, 1)   # meets table 2's winner
    assert next_match(draw, results, first[0].away) is None           # out
    for p in first[1:]:
        results[p.key] = p.away
    second = rounds_of(draw, results)[1]
    assert second[0] == Pairing(1, 0, first[0].home, first[1].away)


def test_swiss_of_six_pairs_by_score_and_never_twice_in_three_rounds():
    draw = Draw(SWISS, 6, SEED, swiss_rounds=3)
    results = play_out(draw, lambda p: min(p.home, p.away))
    rounds = rounds_of(draw, results)
    met = [frozenset((p.home, p.away)) for r in rounds for p in r]
    assert len(met) == len(set(met)) == 9
    assert standings(draw, results)[0].team == 0 and standings(draw, results)[0].wins == 3


def test_an_odd_swiss_field_gives_each_bye_once():
    draw = Draw(SWISS, 5, SEED, swiss_rounds=3)
    results = play_out(draw)
    byes = [p.home for r in rounds_of(draw, results) for p in r if p.bye]
    assert len(byes) == 3 and len(set(byes)) == 3


def test_partners_who_named_each_other_stay_together_the_rest_are_drawn():
    entries = [Registration("a", "b"), Registration("c"), Registration("b", "a"),
               Registration("d", "zed"), Registration("e")]
    teams, alone = teams_from(entries, SEED)
    assert teams[0] == ("a", "b") and len(teams) == 2 and len(alone) == 1
    assert sorted([*teams[1], *alone]) == ["c", "d", "e"]
    assert teams_from(entries, SEED) == (teams, alone)


def test_seating_puts_each_team_across_the_table():
    teams = [("a", "b"), ("c", "d")]
    seats = seating(SEED, Pairing(0, 0, 0, 1), teams)
    assert {seats[0], seats[2]} == {"a", "b"} and {seats[1], seats[3]} == {"c", "d"}
    assert seating(SEED, Pairing(0, 0, 1, None), teams)[1::2] == [None, None]


def test_verify_finds_a_wrong_seed_a_changed_team_and_a_changed_pairing():
    entries = [Registration(f"p{i}") for i in range(8)]
    teams = teams_from(entries, SEED)[0]
    draw = Draw(SINGLE, 4, SEED)
    results = play_out(draw)
    rounds = rounds_of(draw, results)
    published = commitment(SEED)
    assert verify(SEED, published, draw, entries, teams, rounds, results) == []
    assert len(verify("f" * 32, published, draw, entries, teams, rounds, results)) == 4
    swapped = [teams[1], teams[0], *teams[2:]]
    assert verify(SEED, published, draw, entries, swapped, rounds, results) == [
        "the teams are not the ones the seed draws"]
    first = rounds[0][0]
    moved = [[Pairing(0, 0, first.away, first.home), *rounds[0][1:]], *rounds[1:]]
    assert verify(SEED, published, draw, entries, teams, moved, results) == [
        "the pairings are not the ones the seed and the results give"]


def test_bad_draws_are_refused():
    for bad in (dict(kind="knockout", teams=4), dict(kind=SINGLE, teams=1),
                dict(kind=SWISS, teams=4, swiss_rounds=4)):
        with pytest.raises(ValueError):
            Draw(seed=SEED, **bad)
    assert table_seed(SEED, 0, 1) != table_seed(SEED, 1, 0) and len(table_seed(SEED, 0, 0)) == 32


seeds = st.text("0123456789abcdef", min_size=32, max_size=32)


@settings(max_examples=60, deadline=None)
@given(teams=st.integers(2, 40), seed=seeds, picks=st.lists(st.booleans(), min_size=64,
                                                            max_size=64))
def test_any_single_elimination_ends_with_one_unbeaten_team(teams, seed, picks):
    draw = Draw(SINGLE, teams, seed)
    results = play_out(draw, lambda p: p.home if picks[(p.round * 7 + p.index) % 64] else p.away)
    rounds = rounds_of(draw, results)
    assert len(rounds) == draw.rounds and len(rounds[-1]) == 1
    for r in rounds:
        playing = [t for p in r for t in (p.home, p.away) if t is not None]
        assert len(playing) == len(set(playing))            # nobody twice in a round
    assert sum(p.bye for p in rounds[0]) == (1 << draw.rounds) - teams
    assert all(not p.bye for r in rounds[1:] for p in r)    # byes in round one only
    table = standings(draw, results)
    assert table[0].team == winner(rounds[-1][0], results) and table[0].wins + \
        (1 if any(p.bye and p.home == table[0].team for p in rounds[0]) else 0) >= draw.rounds
    assert sorted(s.team for s in table) == list(range(teams))


@settings(max_examples=60, deadline=None)
@given(teams=st.integers(3, 24), seed=seeds, data=st.data())
def test_any_swiss_pairs_everyone_each_round_and_avoids_rematches_when_few_rounds(
        teams, seed, data):
    rounds_wanted = data.draw(st.integers(1, min(teams - 1, 5)))
    draw = Draw(SWISS, teams, seed, swiss_rounds=rounds_wanted)
    picks = data.draw(st.lists(st.booleans(), min_size=200, max_size=200))
    results = play_out(draw, lambda p: p.home if picks[(p.round * 31 + p.index) % 200] else p.away)
    rounds = rounds_of(draw, results)
    assert len(rounds) == rounds_wanted
    for r in rounds:
        playing = [t for p in r for t in (p.home, p.away) if t is not None]
        assert sorted(playing) == list(range(teams))
        assert sum(p.bye for p in r) == teams % 2
    if rounds_wanted <= 3 and teams >= 8:     # a field this size always has a pairing
        met = [frozenset((p.home, p.away)) for r in rounds for p in r if not p.bye]
        assert len(met) == len(set(met))
    wins = sorted((s.wins for s in standings(draw, results)), reverse=True)
    assert sum(wins) == sum(len(r) for r in rounds)
    assert rounds_of(draw, results) == rounds       # the same again: pure
