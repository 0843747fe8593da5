"""Statistics from round records: concrete rounds (a made hokum with a baloot and a
project, an ashkal that fell under a double, a kaboot, a thrown-in deal), a match
left before its end, the sum of matches, and whole simulated matches whose figures
agree with their records."""

from __future__ import annotations

import pytest

from baloot_audio.bots import make_bot
from baloot_audio.cli import simulate_records
from baloot_audio.core import rules_for
from baloot_audio.standing.stats import PlayerStats, fold_match, match_stats, preset_of, \
    round_stats

PLAYERS = ["you", "right", "partner", "left"]


def record(number, contract, winners, outcome, points, totals, bids=(), projects=(),
           baloot=None, match_winner=None, ruleset="saudi"):
    """A round record with the fields statistics read (round-records.md)."""
    return {"ruleset": ruleset, "options": {}, "round": number, "contract": contract,
            "bids": [{"seat": s, "call": c} for s, c in bids],
            "projects": [{"seat": s, "kind": k, "cards": [], "scored": sc}
                         for s, k, sc in projects],
            "baloot": baloot, "tricks": [{"leader": 0, "plays": [], "winner": w}
                                         for w in winners],
            "outcome": outcome, "points": points, "totals": totals,
            "match_winner": match_winner}


def contract(kind, buyer, land_to=None, multiplier=1, gahwa=False):
    return {"kind": kind, "trump": "H" if kind == "hokum" else None, "buyer": buyer,
            "land_to": buyer if land_to is None else land_to, "multiplier": multiplier,
            "gahwa": gahwa, "locked": False}


# 1. you buy hokum and make it, with a scored sira and the baloot; right's project loses
HOKUM = record(1, contract("hokum", 0), [0, 1, 2, 0, 3, 2, 0, 0], "made", [14, 4], [14, 4],
               bids=[(1, "pass"), (2, "pass"), (3, "pass"), (0, "hokum")],
               projects=[(0, "sira", True), (1, "sira", False)], baloot=0)
# 2. right calls ashkal (the sun for left), you double, they fall: all of it to you
ASHKAL = record(2, contract("sun", 1, land_to=3, multiplier=2), [0, 0, 1, 2, 2, 3, 0, 2],
                "fell", [52, 0], [66, 4],
                bids=[(1, "ashkal"), (0, "double"), (1, "decline")])
# 3. thrown in: not a round played
THROWN = record(3, None, [], "thrown_in", [0, 0], [66, 4])
# 4. partner buys sun, the opponents take every trick
KABOOT = record(4, contract("sun", 2), [1, 3, 1, 1, 3, 3, 1, 1], "kaboot", [0, 44], [66, 48])
# 5. right buys hokum and makes it; the match ends, won by your team
LAST = record(5, contract("hokum", 1), [1, 1, 0, 1, 3, 3, 2, 1], "made", [90, 10], [156, 58],
              match_winner=0)
MATCH = [HOKUM, ASHKAL, THROWN, KABOOT, LAST]


def test_a_made_hokum_with_a_project_and_the_baloot():
    you = round_stats(HOKUM, 0)
    assert (you.rounds, you.points_for, you.points_against) == (1, 14, 4)
    assert you.bought == {"hokum": 1, "sun": 0, "ashkal": 0} and you.made["hokum"] == 1
    assert (you.fell, you.felled, you.projects, you.baloot) == (0, 0, {"sira": 1}, 1)
    right = round_stats(HOKUM, 1)
    assert right.projects == {} and right.bought["hokum"] == 0 and right.points_for == 4
    assert round_stats(HOKUM, 2).made == {"hokum": 0, "sun": 0, "ashkal": 0}


def test_an_ashkal_is_its_own_kind_and_a_doubled_fall_is_told_for_both_sides():
    right, you = round_stats(ASHKAL, 1), round_stats(ASHKAL, 0)
    assert right.bought == {"hokum": 0, "sun": 0, "ashkal": 1} and right.made["ashkal"] == 0
    assert (right.fell, right.doubled, right.doubled_won) == (1, 1, 0)
    assert (you.felled, you.doubled, you.doubled_won, you.doubles_called) == (1, 1, 1, 1)
    assert round_stats(ASHKAL, 3).fell == 0      # left did not buy it: their partner fell


def test_a_kaboot_is_for_one_team_and_against_the_other():
    assert (round_stats(KABOOT, 0).kaboots_against, round_stats(KABOOT, 0).kaboots_for) == (1, 0)
    assert round_stats(KABOOT, 1).kaboots_for == 1 and round_stats(KABOOT, 2).fell == 1
    assert round_stats(THROWN, 0) == PlayerStats()


def test_a_whole_match_for_each_player():
    stats = match_stats(MATCH, PLAYERS)
    you, right = stats["you"], stats["right"]
    assert (you.matches, you.won, you.lost, you.left, you.win_rate()) == (1, 1, 0, 0, 100)
    assert (right.matches, right.won, right.win_rate()) == (1, 0, 0)
    assert you.rounds == 4 and (you.points_for, you.points_against) == (156, 58)
    assert you.average(you.points_for) == 39 and you.average(you.points_against) == 14.5
    assert isinstance(you.average(you.points_for), int) and PlayerStats().average(0) == 0
    assert you.partners == {"partner": [1, 1]} and right.partners == {"left": [1, 0]}
    assert right.bought == {"hokum": 1, "sun": 0, "ashkal": 1} and right.made["hokum"] == 1
    assert stats["partner"].bought["sun"] == 1 and stats["partner"].fell == 1
    assert (you.kaboots_for, you.kaboots_against, you.felled) == (0, 1, 1)


def test_a_match_left_before_its_end_is_lost_by_the_team_of_who_left():
    stats = match_stats(MATCH[:2], PLAYERS, left=0)
    you, partner, right = stats["you"], stats["partner"], stats["right"]
    assert (you.matches, you.won, you.left, you.rounds) == (1, 0, 1, 2)
    assert (partner.matches, partner.won, partner.left) == (1, 0, 0)
    assert (right.matches, right.won) == (1, 1)
    # unfinished and not left: its rounds count, the match does not (yet)
    going_on = match_stats(MATCH[:2], PLAYERS)["you"]
    assert (going_on.matches, going_on.rounds, going_on.partners) == (0, 2, {})


def test_matches_add_up_and_survive_their_json():
    one = match_stats(MATCH, PLAYERS)["you"]
    two = match_stats(MATCH[:2], ["you", "a", "dana", "b"], left=0)["you"]
    total = one.add(two)
    assert (total.matches, total.won, total.left, total.rounds) == (2, 1, 1, 6)
    assert total.win_rate() == 50 and total.bought["hokum"] == 2
    assert total.partners == {"partner": [1, 1], "dana": [1, 0]}
    assert total.projects == {"sira": 2} and total.baloot == 2
    assert PlayerStats.from_json(total.to_json()) == total
    for bad in ([], {"matches": -1}, {"matches": "3"}, {"bought": {"hokum": 1.5}},
                {"partners": {"dana": [1]}}, {"nonsense": 1}, {"won": True}):
        with pytest.raises(ValueError):
            PlayerStats.from_json(bad)


def test_a_record_that_is_not_one_is_refused():
    with pytest.raises(ValueError):
        match_stats([{"ruleset": "saudi"}], PLAYERS)
    with pytest.raises(ValueError):
        match_stats(MATCH, PLAYERS[:3])
    with pytest.raises(ValueError):
        preset_of([])
    assert preset_of(MATCH) == "saudi"


@pytest.mark.parametrize("preset", ["saudi", "ksa", "belote"])
def test_simulated_matches_agree_with_their_records(preset):
    records = []
    for r in simulate_records(rules_for(preset), 40, f"stats-{preset}", [make_bot("basic")] * 4):
        records.append(r)
        if r["match_winner"] is not None:
            break
    assert records[-1]["match_winner"] is not None, "no match ended in 40 rounds"
    stats = match_stats(records, PLAYERS)
    played = [r for r in records if r["contract"]]
    totals, winner = records[-1]["totals"], records[-1]["match_winner"]
    for seat, name in enumerate(PLAYERS):
        figures = stats[name]
        assert figures.rounds == len(played)
        assert figures.won == int(seat % 2 == winner) and figures.matches == 1
        if preset != "belote":      # belote's held litige points reach the score later
            assert figures.points_for == totals[seat % 2]
    bought = sum(sum(stats[name].bought.values()) for name in PLAYERS)
    made = sum(sum(stats[name].made.values()) for name in PLAYERS)
    fell = sum(stats[name].fell for name in PLAYERS)
    assert bought == len(played) and made + fell <= bought
    # every fall is felled by both opponents
    assert sum(stats[name].felled for name in PLAYERS) == 2 * fell


def test_running_totals_by_player_and_preset():
    totals: dict = {}
    fold_match(totals, MATCH, PLAYERS)
    fold_match(totals, [dict(r, ruleset="ksa") for r in MATCH[:2]], PLAYERS, left=1)
    assert totals[("you", "saudi")] == match_stats(MATCH, PLAYERS)["you"]
    assert (totals[("you", "ksa")].matches, totals[("you", "ksa")].won) == (1, 1)
    assert (totals[("right", "ksa")].left, totals[("right", "ksa")].won) == (1, 0)
    assert len(totals) == 8
    with pytest.raises(ValueError):
        fold_match(totals, [{"ruleset": "saudi"}], PLAYERS)
    assert len(totals) == 8
