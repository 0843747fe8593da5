"""A rated table's rules and what a finished match leaves, without a server: who may
sit and when the match may start, each seat as the history keeps it, the leaver kept
at a rated table only, nothing kept of a match no account played."""
from __future__ import annotations

from types import SimpleNamespace

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables.rated import Leaving, finished_match, match_seat, seat_refusal, \
    start_refusal
from baloot_audio.standing.ratings import Departures
from baloot_audio.net.db.standing import MatchSeat
from baloot_audio.net.tables.settings import Seats, TableSettings, new_settings
from standing.test_stats import MATCH

LINEUP = [{"level": "normal", "player": "a1", "name": "Ann", "guest": False},
          {"level": "easy", "player": None, "name": None, "guest": False},
          {"level": "normal", "player": "g1", "name": "Bea", "guest": True},
          {"level": "strong", "player": "a2", "name": "Dana", "guest": False}]


def settings(rated: bool) -> TableSettings:
    return TableSettings.from_data(new_settings(p.CreateTable(rated=rated), "a1", 0.0))


def test_a_rated_table_seats_accounts_and_starts_with_four():
    rated, open_table = settings(True), settings(False)
    assert rated.rated and not open_table.rated
    assert seat_refusal(rated, guest=True) == "rated_guest"
    assert seat_refusal(rated, guest=False) is None and seat_refusal(open_table, True) is None
    assert start_refusal(rated, Seats(LINEUP)) == "rated_seats"       # a bot and a guest
    four = [dict(seat, player=f"a{i}", guest=False) for i, seat in enumerate(LINEUP)]
    assert start_refusal(rated, Seats(four)) is None
    assert start_refusal(open_table, Seats(LINEUP)) is None


def test_each_seat_as_kept_and_the_leaver_only_at_a_rated_table():
    assert [match_seat(seat) for seat in LINEUP] == [
        MatchSeat("Ann", "account", "a1"), MatchSeat("bot-easy", "bot"),
        MatchSeat("Bea", "guest"), MatchSeat("Dana", "account", "a2")]
    table = SimpleNamespace(records=MATCH, match=SimpleNamespace(winner=0, totals=(156, 58)))
    three = Leaving({"left": 3})          # a table stored before: one leaver
    kept = finished_match("t1", settings(False), LINEUP, three, table)
    assert (kept.preset, kept.rated, kept.left, kept.winner, kept.totals) == \
        ("saudi", False, None, 0, (156, 58))
    assert kept.accounts() == ["a1", "a2"] and kept.records == MATCH
    assert kept.gone == Departures()
    rated = finished_match("t1", settings(True), LINEUP, three, table)
    assert rated.left == 3 and rated.gone == Departures((3,))
    nobody = [dict(seat, player=None) for seat in LINEUP]
    assert finished_match("t1", settings(False), nobody, Leaving({}), table) is None
    empty = SimpleNamespace(records=[], match=table.match)
    assert finished_match("t1", settings(False), LINEUP, Leaving({}), empty) is None


def test_every_seat_that_went_is_kept_with_how_and_the_score_then_each_value_checked():
    gone = Leaving({})
    gone.went(2, (40, 12))                    # the first: team 0 leads
    gone.went(1, (60, 80), removed=True)
    gone.went(3, (60, 80))
    gone.went(2, (90, 80))                    # once
    assert gone.data() == {"left": 2, "leavers": [2, 3], "removed": [1], "leading": 0}
    assert gone.departures() == Departures((2, 3), (1,), 0)
    assert Leaving(gone.data()).data() == gone.data()       # as a restart reads it
    level = Leaving({})
    level.went(0, (0, 0))
    assert level.leading is None
    # what the disk says is checked: only different seats 0 to 3, a team 0 or 1
    bad = Leaving({"leavers": [5, "1", 1, 1, True], "removed": [1, 0, None],
                   "leading": 2, "left": 9})
    assert (bad.leavers, bad.removed, bad.leading) == ([1], [0], None)
    assert Leaving({"leavers": "0123"}).leavers == []
