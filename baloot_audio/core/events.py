"""Everything a listener must hear, as data (no text). Seats are 0-3."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .state import Contract, Stage


@dataclass(frozen=True, slots=True)
class Dealt:
    """Five cards each are dealt and the land is turned face up."""
    dealer: int
    first_speaker: int
    land: str


@dataclass(frozen=True, slots=True)
class Offered:
    """`seat` must now answer; `calls` are the call names open to it."""
    seat: int
    stage: Stage
    calls: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CallMade:
    seat: int
    call: str
    suit: Optional[str] = None
    locked: Optional[bool] = None


@dataclass(frozen=True, slots=True)
class Raised:
    """A double, triple, four or gahwa: what the round is now worth."""
    seat: int
    call: str
    multiplier: int
    locked: bool
    gahwa: bool


@dataclass(frozen=True, slots=True)
class ContractSet:
    """The buy is over: what is played, who bought it and what it is worth."""
    contract: Contract


@dataclass(frozen=True, slots=True)
class ThrownIn:
    """Nobody bought (or a boshat was called): the round is dealt again."""
    reason: str  # "all_passed" or "boshat"
    seat: Optional[int] = None


@dataclass(frozen=True, slots=True)
class DealCompleted:
    land_to: int


@dataclass(frozen=True, slots=True)
class ProjectsAnnounced:
    """A holder names its projects as it plays its first card."""
    seat: int
    kinds: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ShownProject:
    seat: int
    kind: str
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ProjectsShown:
    """The battle winner's projects are laid out (after the first trick)."""
    team: int
    projects: tuple[ShownProject, ...]


@dataclass(frozen=True, slots=True)
class BalootAnnounced:
    seat: int
    points: int


@dataclass(frozen=True, slots=True)
class AkkaCalled:
    seat: int
    card: str


@dataclass(frozen=True, slots=True)
class SawaClaimed:
    """An accepted claim of every remaining trick; the engine plays them out."""
    seat: int


@dataclass(frozen=True, slots=True)
class QaidJudged:
    """A Qaid call and its verdict, from public play alone; the round ends here
    (its score follows). ``seat`` called it on ``accused``: the crime is the
    accused's card (or akka, or sawa: no card) in trick ``crime[0]`` (0-based),
    the proof a later card. ``kind``: "play", "akka" or "sawa"; ``rule``: the
    rule the crime broke when proven (one of ``core.qaid.QAID_MISTAKES``,
    akka_not_highest or sawa_not_certain), else None; ``led``:
    the suit led in the crime's trick. ``penalty``: "registered" or "redeal"
    (a proven call at a redeal table: no score); ``points``: what each team
    scores for the round."""
    seat: int
    accused: int
    crime: tuple[int, Optional[str]]
    proof: tuple[int, str]
    kind: str
    rule: Optional[str]
    led: Optional[str]
    verdict: str      # "proven" or "not_proven"
    penalty: str
    points: tuple[int, int]


@dataclass(frozen=True, slots=True)
class CardPlayed:
    seat: int
    card: str
    trick: int        # 0-based trick number
    lead: bool
    trump: bool       # the card is a trump
    cut: bool         # a trump played on a trick led in another suit


@dataclass(frozen=True, slots=True)
class TrickWon:
    seat: int
    trick: int
    plays: tuple[tuple[int, str], ...]
    abnat: int        # card points in the trick, last-trick bonus included
    last: bool


@dataclass(frozen=True, slots=True)
class RoundScored:
    outcome: str      # made, fell, equal, kaboot, reverse_kaboot, thrown_in, litige, qaid
    buyer: Optional[int]
    kind: Optional[str]
    multiplier: int
    tricks: tuple[int, int]
    abnat: tuple[int, int]
    card_points: tuple[int, int]
    project_points: tuple[int, int]
    baloot_points: tuple[int, int]
    points: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchScored:
    round: int
    points: tuple[int, int]
    totals: tuple[int, int]
    held: int = 0     # belote: litige points carried to the next deal

    @property
    def scoreless(self) -> bool:
        """Nothing was scored or held over: the round was thrown in."""
        return self.points == (0, 0) and not self.held


@dataclass(frozen=True, slots=True)
class MatchWon:
    team: int
    totals: tuple[int, int]
    by_gahwa: bool = False


# Every event the engine publishes (ShownProject is a part of ProjectsShown).
EVENT_TYPES = (Dealt, Offered, CallMade, Raised, ContractSet, ThrownIn, DealCompleted,
               ProjectsAnnounced, ProjectsShown, BalootAnnounced, AkkaCalled, SawaClaimed,
               QaidJudged, CardPlayed, TrickWon, RoundScored, MatchScored, MatchWon)
