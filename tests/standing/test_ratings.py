"""Ratings: the four new ratings are openskill's for those two teams (recomputed here
with openskill itself), the predicted chance is openskill's, and who leaves loses
while their partner keeps their rating."""

from __future__ import annotations

import pytest
from openskill.models import PlackettLuce

from baloot_audio.standing.ratings import Departures, Rating, RatingBook, chance_in_100, \
    rate_match, win_chance

# seats 0..3: team 0 is seats 0 and 2 (a strong player with a new one), team 1 seats 1 and 3
SEATS = [Rating(31.0, 4.0), Rating(24.0, 6.5), Rating(25.0, 25 / 3), Rating(27.5, 3.2)]


def openskill_teams(model):
    p = [model.rating(mu=r.mu, sigma=r.sigma) for r in SEATS]
    return [[p[0], p[2]], [p[1], p[3]]]


def test_a_won_match_moves_the_four_ratings_as_openskill_rates_those_teams():
    model = PlackettLuce()
    (a, c), (b, d) = model.rate(openskill_teams(model), ranks=[2, 1])   # team 1 won
    after = rate_match(SEATS, winner=1)
    assert after == [Rating(x.mu, x.sigma) for x in (a, b, c, d)]
    # the winners went up, the losers down; the unsure partner moved most of team 0
    assert after[1].mu > SEATS[1].mu and after[3].mu > SEATS[3].mu
    assert after[0].mu < SEATS[0].mu and after[2].mu < SEATS[2].mu
    assert SEATS[2].mu - after[2].mu > SEATS[0].mu - after[0].mu


def test_the_predicted_chance_is_openskills():
    model = PlackettLuce()
    want = model.predict_win(openskill_teams(model))
    assert win_chance(SEATS, 0) == pytest.approx(want[0])
    assert win_chance(SEATS, 1) == pytest.approx(want[1])
    assert chance_in_100(SEATS, 0) + chance_in_100(SEATS, 1) == 100
    assert chance_in_100(SEATS, 0) == round(100 * want[0])
    even = [Rating()] * 4
    assert chance_in_100(even, 0) == 50


def test_who_leaves_loses_and_nobody_gains_from_the_forfeit():
    model = PlackettLuce()
    # seat 3 leaves at 0 to 0: a loss for them alone; the winners by forfeit gain
    # nothing, their partner (level when they left) neither gains nor loses
    (a, c), (b, d) = model.rate(openskill_teams(model), ranks=[1, 2])
    after = rate_match(SEATS, winner=1, left=3)
    assert after[3] == Rating(d.mu, d.sigma) and after[3].mu < SEATS[3].mu
    assert after[:3] == SEATS[:3]
    assert rate_match(SEATS, winner=1, gone=Departures((3,))) == after


def test_every_leaver_loses_a_removed_player_is_not_rated_a_partner_alone_by_the_score():
    model = PlackettLuce()
    (a, c), (b, d) = model.rate(openskill_teams(model), ranks=[1, 2])    # team 0 won
    (a2, c2), (b2, d2) = model.rate(openskill_teams(model), ranks=[2, 1])  # team 1 won
    # seats 1 and 2 leave (each team one): each a loss; partners alone, team 1 ahead
    after = rate_match(SEATS, winner=0, gone=Departures((1, 2), (), leading=1))
    assert after[1] == Rating(b.mu, b.sigma) and after[2] == Rating(c2.mu, c2.sigma)
    assert after[0] == Rating(a2.mu, a2.sigma) and after[0].mu < SEATS[0].mu   # behind then
    assert after[3] == Rating(d2.mu, d2.sigma) and after[3].mu > SEATS[3].mu   # ahead then
    # the creator removes both opponents: nobody moves (the creator's team won nothing)
    assert rate_match(SEATS, winner=0, gone=Departures((), (1, 3), leading=None)) == SEATS
    # one opponent removed while team 0 led: their partner, alone, by the score then
    after = rate_match(SEATS, winner=0, gone=Departures((), (1,), leading=0))
    assert after[3] == Rating(d.mu, d.sigma) and after[:3] == SEATS[:3]
    with pytest.raises(ValueError):
        Departures((1,), (1,))
    with pytest.raises(ValueError):
        Departures((4,))


def test_a_match_with_no_result_changes_nothing_and_bad_input_is_refused():
    assert rate_match(SEATS, winner=None) == SEATS
    with pytest.raises(ValueError):
        rate_match(SEATS[:3], winner=0)
    with pytest.raises(ValueError):
        rate_match(SEATS, winner=2)
    with pytest.raises(ValueError):
        rate_match(SEATS, winner=0, left=4)


def test_the_book_keeps_one_rating_per_player_and_preset():
    book = RatingBook()
    players = ["amal", "badr", "dana", "fahd"]
    assert book.chance_in_100("saudi", players, 0) == 50
    changed = book.rate("saudi", players, winner=0)
    assert set(changed) == set(players)
    want = rate_match([Rating()] * 4, winner=0)
    assert [book.get(p, "saudi") for p in players] == want
    assert book.get("amal", "belote") == Rating()         # another preset: its own rating
    assert book.get("amal", "saudi").shown > Rating().shown
    # the second match starts from the first's ratings
    second = book.rate("saudi", players, winner=None, left=0)   # amal leaves: badr's team wins
    assert "dana" not in second and book.get("dana", "saudi") == want[2]
    assert book.get("amal", "saudi").mu < want[0].mu
    with pytest.raises(ValueError):
        book.rate("saudi", ["amal", "amal", "dana", "fahd"], winner=0)
    with pytest.raises(ValueError):
        book.get("amal", "poker")
