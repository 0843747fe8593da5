"""Where an account stands, in words: a rated table in the lobby's list, the V key's
answer at a rated table and at another, a past match from each seat, in the three
languages."""
from __future__ import annotations

from types import SimpleNamespace

from baloot_audio.i18n import Catalog
from baloot_audio.net.wire import protocol as p
from baloot_audio.ui.standing import past_words, rating_words
from baloot_audio.ui.table_options import options_words, rating_said
from test_table_options_words import info, plain


def test_a_rated_table_is_said_rated_and_v_says_the_chance_and_the_rating():
    en = Catalog("en")
    rated = info(rated=True)
    assert plain(options_words(en, rated)).startswith("rated, easy, every mistake refused;")
    line = p.RatingLine("saudi", 27.04, 8.21, 2.41, 1)
    table = SimpleNamespace(info=rated, seat=1, prediction=p.Prediction(
        (58, 42), [p.RatingLine("saudi", 25, 8.3, 0.1)] + [line] * 3))
    assert plain(rating_said(en, table)) == (
        "A rated match: your team is expected to win 42 times in 100. Your rating here: 2.4; "
        "skill 27, give or take 8.2.")
    assert plain(rating_said(en, SimpleNamespace(info=info(), seat=0))) == \
        "This match is not rated: no rating moves."
    assert plain(rating_said(en, SimpleNamespace(info=rated, seat=0, prediction=None))) == \
        en("standing-table-rated")
    assert plain(rating_said(en, object())) == "This match is not rated: no rating moves."
    assert plain(rating_words(en, line)) == \
        "Saudi: rating 2.4; skill 27, give or take 8.2; one rated match."
    for lang in ("fr", "ar"):
        said = plain(rating_said(Catalog(lang), table))
        assert "42" in said and "2.4" in said.replace(",", ".") and "{" not in said


def test_a_past_match_is_said_from_the_players_own_seat():
    past = p.HistoryMatch("m1", "saudi", True, 0.0, 1, ["Ann", "Badr", "bot-strong", "Dana"],
                       ["account", "account", "bot", "account"], (152, 80), winner=0)
    en = Catalog("en")
    said = plain(past_words(en, past))
    assert said.endswith(", Saudi, rated: you and Dana against the strong bot and Ann, "
                         "80 to 152, lost."), said
    left = p.HistoryMatch("m2", "ksa", False, 0.0, 0, ["Ann", "Badr", "Carla", "Dana"],
                       ["account"] * 4, (20, 152), winner=1, left=0)
    assert plain(past_words(en, left)).endswith(
        ": you and Carla against Badr and Dana, 20 to 152, left before the end.")
    for lang in ("fr", "ar"):
        assert "Dana" in plain(past_words(Catalog(lang), past))


# A match finished at 20:00 UTC on 2027-01-15, as a player in each zone reads their clock
FINISHED_AT = 1800043200.0
LOCAL_TIME = {"UTC": "2027-01-15 20:00", "Asia/Riyadh": "2027-01-15 23:00",
              "Pacific/Kiritimati": "2027-01-16 10:00", "America/St_Johns": "2027-01-15 16:30"}


def test_a_past_match_is_dated_in_the_players_own_time_on_any_day(any_day):
    """The server stores the moment (seconds since the epoch); the window says it in the
    player's own zone, the same a year either side of the day the suite runs."""
    past = p.HistoryMatch("m1", "saudi", True, FINISHED_AT, 1, ["Ann", "Badr", "Carla", "Dana"],
                       ["account"] * 4, (152, 80), winner=0)
    for lang in ("en", "fr", "ar"):
        assert plain(past_words(Catalog(lang), past)).startswith(LOCAL_TIME[any_day])
