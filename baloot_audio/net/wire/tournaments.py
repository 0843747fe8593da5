"""The protocol's tournaments: create one, list them, register (with a partner or
to be paired), withdraw, read one's bracket or standings, and the notice that
a player's match is ready (docs/protocol.md, "Tournaments"). Accounts only:
every match is rated. A tournament's names are the only free text; its rounds,
matches and places are data that each client words in its own language."""

from __future__ import annotations

from typing import Annotated, Optional, Union

import msgspec

from .base import Code, Msg, Name, Ref, Short

Id = Code
When = Annotated[float, msgspec.Meta(ge=0, le=10**11)]      # seconds since the epoch
Count = Annotated[int, msgspec.Meta(ge=0, le=1024)]


# -- client -> server --------------------------------------------------------------
class CreateTournament(Msg, tag="create_tournament"):
    """A new tournament, open for registration until ``starts_at``. ``teams``:
    together (a player names their partner; those left without one are paired)
    or drawn (every team paired by the draw). ``format``: single (elimination)
    or swiss (``swiss_rounds`` rounds). ``organiser``: a diwan's id (None: mine): its
    creator's or a moderator's; its tables count in the diwan's board."""
    name: Name
    starts_at: When
    preset: Short = "saudi"
    options: Annotated[dict[Short, Union[bool, int]], msgspec.Meta(max_length=4)] = {}
    format: Short = "single"
    swiss_rounds: Count = 0
    teams: Short = "together"
    max_teams: Count = 16
    timer: Short = "off"
    timer_seconds: Optional[Annotated[dict[Short, float], msgspec.Meta(max_length=4)]] = None
    organiser: Optional[Id] = None
    ref: Ref = 0


class ListTournaments(Msg, tag="list_tournaments"):
    """The tournaments not finished and those over for less than a day, the first
    to start first (one page)."""
    ref: Ref = 0


class EnterTournament(Msg, tag="enter_tournament"):
    """Register (again: the partner changes); ``partner``: the account I play with
    (they name me too), None: a partner drawn."""
    tournament_id: Id
    partner: Optional[Name] = None
    ref: Ref = 0


class LeaveTournament(Msg, tag="leave_tournament"):
    """Withdraw before the start."""
    tournament_id: Id
    ref: Ref = 0


class GetTournament(Msg, tag="get_tournament"):
    """The bracket or standings of a tournament, and where I play next."""
    tournament_id: Id
    ref: Ref = 0


TOURNAMENT_CLIENT_MESSAGES = Union[CreateTournament, ListTournaments, EnterTournament,
                                   LeaveTournament, GetTournament]


# -- server -> client --------------------------------------------------------------
class TournamentInfo(msgspec.Struct, omit_defaults=True):
    """A tournament as listed. ``state``: registering, playing, finished or
    cancelled (fewer than two teams came); ``commitment``: the SHA-256 of the
    seed of its draw, published before the start."""
    tournament_id: str
    name: str
    creator: str
    preset: str
    options: dict[str, Union[bool, int]]
    format: str
    teams: str
    starts_at: float
    state: str
    commitment: str
    entries: int = 0
    max_teams: int = 16
    rounds: int = 0
    timer: str = "off"
    registered: bool = False
    organiser: Optional[str] = None    # the diwan that holds it (None: a player's own)
    diwan: Optional[str] = None        # that diwan's name
    creator_form: str = "unspecified"  # the creator's form of address


class MatchInfo(msgspec.Struct, omit_defaults=True):
    """One match of a round (``index`` from 0: said as table index + 1); ``home``
    and ``away`` are team numbers (away None: a bye). ``forfeit``: the seat whose
    player did not come or left (a bot played it; their team lost)."""
    round: int
    index: int
    home: int
    away: Optional[int] = None
    table_id: Optional[str] = None
    winner: Optional[int] = None
    forfeit: Optional[int] = None
    forfeit_name: Optional[str] = None
    forfeit_form: str = "unspecified"


class PlaceInfo(msgspec.Struct, omit_defaults=True):
    team: int
    place: int
    wins: int
    out_in: Optional[int] = None       # single elimination: the round it lost in


class NextMatch(msgspec.Struct, omit_defaults=True):
    """Where my team plays next: in ``round``, at its match ``index`` (None: not
    drawn yet); ``feeder``: the match of the round before whose winner we meet."""
    round: int
    index: Optional[int] = None
    feeder: Optional[int] = None
    at: Optional[float] = None         # when that round is seated (None: not yet known)


class Tournament(Msg, tag="tournament"):
    """A tournament in full: its teams (each two names), the rounds so far, the
    standings; my team and my next match; the seed once it is over (check it with
    ``baloot-audio verify-tournament``, which reads this message saved as JSON)."""
    info: TournamentInfo
    teams: list[list[str]]
    rounds: list[list[MatchInfo]]
    standings: list[PlaceInfo]
    round_at: list[float]
    ref: int = 0
    my_team: Optional[int] = None
    next: Optional[NextMatch] = None
    seed: Optional[str] = None
    unpaired: list[str] = []
    entries: list[list[str]] = []      # from the start: [name, partner's name or ""], in order
    team_forms: list[list[str]] = []   # each name's form of address, as ``teams``
    unpaired_forms: list[str] = []


class TournamentPage(Msg, tag="tournaments"):
    tournaments: list[TournamentInfo]
    ref: int = 0


class TournamentNotice(Msg, tag="tournament_notice"):
    """``change``: ready (my match of ``round`` is seated at ``table_id``: join it by
    id), started, finished, cancelled."""
    tournament_id: str
    name: str
    change: str
    round: int = 0
    rounds: int = 0
    index: int = 0
    table_id: Optional[str] = None
    diwan: Optional[str] = None        # the name of the diwan that holds it


TOURNAMENT_SERVER_MESSAGES = Union[Tournament, TournamentPage, TournamentNotice]

__all__ = [
    "Count", "CreateTournament", "EnterTournament", "GetTournament", "Id", "LeaveTournament",
    "ListTournaments", "MatchInfo", "NextMatch", "PlaceInfo", "TOURNAMENT_CLIENT_MESSAGES",
    "TOURNAMENT_SERVER_MESSAGES", "Tournament", "TournamentInfo", "TournamentNotice",
    "TournamentPage", "When",
]
