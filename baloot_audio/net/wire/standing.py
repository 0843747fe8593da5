"""The online protocol's messages about where a player stands: ratings, the
leaderboards, statistics, the match history and a rated match's predicted chance
(protocol.py takes them into its unions; see docs/protocol.md). Every query is
answered from one page of an index (net/db/standing.py), whatever it asks."""

from __future__ import annotations

from typing import Annotated, Any, Optional

import msgspec

from .base import Code, Msg, Ref


# -- client -> server --------------------------------------------------------------
Preset = Annotated[str, msgspec.Meta(max_length=16)]


class GetRatings(Msg, tag="get_ratings"):
    """My rating by preset (an account's): answered by ``ratings``."""
    ref: Ref = 0


class GetLeaderboard(Msg, tag="get_leaderboard"):
    """A page of a preset's top 50 (pages 0 to 4 of ten) and my place: ``leaderboard``."""
    preset: Preset = "saudi"
    page: Annotated[int, msgspec.Meta(ge=0, le=4)] = 0
    ref: Ref = 0


class GetStats(Msg, tag="get_stats"):
    """My statistics by preset (every online match of mine; ``diwan``: those at the
    tables of this diwan of mine): ``statistics``."""
    diwan: Optional[Code] = None
    ref: Ref = 0


class GetHistory(Msg, tag="get_history"):
    """A page of my finished matches, newest first, after the match ``after`` (the
    ``next`` of the page before): ``history``."""
    after: Optional[Code] = None
    ref: Ref = 0


class GetMatch(Msg, tag="get_match"):
    """The round records of a finished match I played: ``match_records``."""
    match_id: Code
    ref: Ref = 0


class HideMe(Msg, tag="hide_me"):
    """``on``: I am left out of the leaderboards (my place is not said to others)."""
    on: bool = True
    ref: Ref = 0


# -- server -> client --------------------------------------------------------------
class RatingLine(msgspec.Struct):
    """A rating: openskill's ``mu`` and its uncertainty ``sigma``; ``shown`` (mu - 3
    sigma) ranks the leaderboard; ``rated``: the rated matches it counts."""
    preset: str
    mu: float
    sigma: float
    shown: float
    rated: int = 0


class Ratings(Msg, tag="ratings"):
    ratings: list[RatingLine]      # the presets I played rated, in order
    hidden: bool = False           # I hide from the leaderboards
    ref: int = 0


class BoardLine(msgspec.Struct, omit_defaults=True):
    place: int
    name: str
    player_id: str
    rating: RatingLine
    form: str = "unspecified"      # the player's form of address (names.FORMS)


class Leaderboard(Msg, tag="leaderboard"):
    """A page of the top 50 (hidden players left out); ``more``: a page follows;
    ``place``: mine (None: unrated at this preset, or hidden)."""
    preset: str
    page: int
    lines: list[BoardLine]
    more: bool = False
    place: Optional[int] = None
    ref: int = 0


class Statistics(Msg, tag="statistics"):
    """My figures by preset (standing/stats.py's PlayerStats as data)."""
    presets: dict[str, dict[str, Any]]
    ref: int = 0


class HistoryMatch(msgspec.Struct, omit_defaults=True):
    """A finished match of mine: its seats' names (a bot's: bot-LEVEL) and kinds
    (account, guest, bot), my seat, the score, the winning team, a rated match's leaver."""
    match_id: str
    preset: str
    rated: bool
    finished_at: float
    seat: int
    names: list[str]
    kinds: list[str]
    totals: tuple[int, int]
    winner: Optional[int] = None
    left: Optional[int] = None
    forms: list[str] = []          # each seat's form of address (a guest's, a bot's: unspecified)


class HistoryPage(Msg, tag="history"):
    matches: list[HistoryMatch]
    next: Optional[str] = None     # the next page's cursor (None: the last page)
    ref: int = 0


class MatchRecords(Msg, tag="match_records"):
    """A finished match's round records (the seed revealed: they pass verify)."""
    match_id: str
    records: list[dict[str, Any]]
    ref: int = 0


class Prediction(Msg, tag="prediction"):
    """A rated match starts: each team's chance to win in 100 (team 0: seats 0 and 2),
    and each seat's rating, from openskill (standing/ratings.py)."""
    chances: tuple[int, int]
    ratings: list[RatingLine]


__all__ = [
    "BoardLine", "GetHistory", "GetLeaderboard", "GetMatch", "GetRatings", "GetStats",
    "HideMe", "HistoryMatch", "HistoryPage", "Leaderboard", "MatchRecords", "Prediction",
    "RatingLine", "Ratings", "Statistics",
]
