"""A tournament in words (ui/tournament_words.py), from what the server tells: where
my team plays next in the issue's sentence, each match, the standings and the
draw, in English, and every line in French and Arabic without a gap."""
from __future__ import annotations

import time

from msgspec.structs import replace

from baloot_audio.i18n import Catalog
from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.tournament_words import cup_words, lines_of, next_words, when_words
from test_table_options_words import plain

AT = time.mktime((2026, 12, 2, 20, 5, 0, 0, 0, -1))      # 20:05 local
YEAR = 365 * 24 * 3600
TEAMS = [["Ann", "Badr"], ["Carla", "Dana"], ["Ehab", "Fay"], ["Ghada", "Hind"]]


def told(**changes) -> p.Tournament:
    info = p.TournamentInfo("c1", "Thursday cup", "Ann", "saudi", {"target": 52}, "single",
                            "together", AT, "playing", "54b14e812fc145a9" + "0" * 48,
                            entries=8, max_teams=16, rounds=2, registered=True)
    first = [p.MatchInfo(0, 0, 0, 3, "t0", winner=0),
             p.MatchInfo(0, 1, 1, 2, "t1", forfeit=3, forfeit_name="Fay", winner=1)]
    base = dict(info=info, teams=TEAMS, rounds=[first, [p.MatchInfo(1, 0, 0, 1, "t2")]],
                standings=[p.PlaceInfo(0, 1, 1), p.PlaceInfo(1, 1, 1),
                           p.PlaceInfo(2, 3, 0, 0), p.PlaceInfo(3, 3, 0, 0)],
                round_at=[AT - 600, AT], my_team=0, next=p.NextMatch(1, 0, None, AT))
    return p.Tournament(**{**base, **changes})


def test_the_next_match_is_said_as_the_issue_says_it():
    en = Catalog("en")
    assert plain(next_words(en, told(), "Ann", AT - 3600)) == (
        "Round 2 of 2: you and your partner Badr play Carla and Dana at table 1, at 20:05.")
    waiting = told(rounds=[told().rounds[0][:1]], next=p.NextMatch(1, None, 1, None))
    assert plain(next_words(en, waiting, "Ann", AT)) == (
        "Round 2 of 2: you and your partner Badr play the winners of table 2, "
        "when the round before ends.")
    out = told(my_team=3, next=None)
    assert plain(next_words(en, out, "Hind", AT)) == \
        "You and your partner Ghada are out of the tournament: thank you for playing."
    assert next_words(en, told(my_team=None, next=None), "Zed", AT) is None


def test_the_next_match_is_said_in_the_players_time_on_any_day_in_any_zone(any_day):
    """The hour is the player's own (20:05 where they are), and the day is told against
    the clock passed in, never the wall clock (moved here a year back or ahead): the
    same sentence whatever the day the suite runs and the zone it runs in."""
    en, at = Catalog("en"), time.mktime((2026, 12, 2, 20, 5, 0, 0, 0, -1))
    match = told(next=p.NextMatch(1, 0, None, at))
    for now, when in ((at - 20 * 3600, "at 20:05"), (at + 3 * 3600, "at 20:05"),
                      (at - 21 * 3600, "on 2026-12-02 at 20:05"),
                      (at + 4 * 3600, "on 2026-12-02 at 20:05"),
                      (at - YEAR, "on 2026-12-02 at 20:05"),
                      (at + YEAR, "on 2026-12-02 at 20:05")):
        assert plain(next_words(en, match, "Ann", now)) == (
            f"Round 2 of 2: you and your partner Badr play Carla and Dana at table 1, {when}.")
    for lang in ("fr", "ar"):
        assert "20:05" in when_words(Catalog(lang), at, at)
        assert "2026-12-02" in when_words(Catalog(lang), at, at + YEAR)


def test_the_tournament_is_read_line_by_line_with_the_matches_in_play_to_watch():
    en = Catalog("en")
    lines = lines_of(en, told(), "Ann", AT)
    said = [plain(line) for line, _ in lines]
    assert said[0] == ("Thursday cup, created by Ann: Saudi to 52 points, single elimination, "
                       "partners registered together; 8 players have registered, 16 teams at "
                       "most; round 2 of 2 is being played. You are registered.")
    assert "Table 1: Ann and Badr beat Ghada and Hind." in said
    assert ("Table 2: Carla and Dana beat Ehab and Fay. Fay did not play it out: a bot took "
            "the seat and their team forfeited.") in said
    assert [table for _, table in lines if table] == ["t2"]     # in play: Enter watches it
    assert "Place 3: Ehab and Fay, no win, out in round 1" in said
    assert said[-1] == ("The draw's seed stays secret until the end; its hash, published "
                        "now, begins 54b1 4e81 2fc1 45a9.")
    diwans = told(info=replace(told().info, organiser="d1", diwan="Majlis"))
    assert plain(cup_words(en, diwans.info, AT)).startswith("Thursday cup in Majlis, created by Ann:")


def test_every_line_in_french_and_arabic_has_its_words():
    for lang in ("fr", "ar"):
        t = Catalog(lang)
        for line, _ in lines_of(t, told(), "Ann", AT):
            assert "{" not in line and "?" != line.strip() and line
        assert "2" in plain(cup_words(t, told().info, AT))
        assert "20:05" in when_words(t, AT, AT)
