"""The immutable state of one round and the values it is made of."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any, Optional

from .actions import Action
from .rules import Rules


class Phase(Enum):
    BUY = "buy"      # the buy, the doubling and the trump choice
    PLAY = "play"
    DONE = "done"


def team_of(seat: int) -> int:
    return seat % 2


@dataclass(frozen=True, slots=True)
class Contract:
    kind: str                       # "hokum" or "sun"
    trump: Optional[str]            # None in sun, and in hokum2 until chosen
    buyer: int
    land_to: int
    multiplier: int = 1
    gahwa: bool = False
    locked: bool = False
    ashkal: bool = False
    doubler: Optional[int] = None
    last_raiser: Optional[int] = None  # seat of the last double/triple/four/gahwa

    def to_record(self) -> dict[str, Any]:
        return {"kind": self.kind, "trump": self.trump, "buyer": self.buyer,
                "land_to": self.land_to, "multiplier": self.multiplier,
                "gahwa": self.gahwa, "locked": self.locked}


@dataclass(frozen=True, slots=True)
class Project:
    seat: int
    kind: str                       # sira, fifty, hundred, four_hundred
    cards: tuple[str, ...]          # natural order
    scored: bool = False

    @property
    def is_run(self) -> bool:
        return len({card[1] for card in self.cards}) == 1

    def to_record(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "cards": list(self.cards),
                "scored": self.scored}


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    plays: tuple[tuple[int, str], ...]
    winner: int
    calls: tuple[Action, ...] = ()

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"leader": self.leader,
                               "plays": [[seat, card] for seat, card in self.plays],
                               "winner": self.winner}
        if self.calls:
            out["calls"] = [call.to_record() for call in self.calls]
        return out


@dataclass(frozen=True, slots=True)
class RoundResult:
    outcome: str
    abnat: tuple[int, int]
    card_points: tuple[int, int]
    project_points: tuple[int, int]
    baloot_points: tuple[int, int]
    points: tuple[int, int]
    winner: Optional[int]           # team that won the round (decides a gahwa)
    litige: int = 0                 # belote: points held over by a litige


@dataclass(frozen=True)
class RoundState:
    """Everything about one round. Never mutated: `apply` returns a new one."""

    rules: Rules
    dealer: int
    totals_before: tuple[int, int]
    deck: tuple[str, ...]
    land: str
    hands: tuple[tuple[str, ...], ...]
    five: tuple[tuple[str, ...], ...]   # each seat's first five cards
    phase: Phase = Phase.BUY
    to_act: Optional[int] = None
    bids: tuple[Action, ...] = ()
    # The buy: which question is being asked, of whom, and the standing bid.
    stage: str = "round1"
    queue: tuple[int, ...] = ()
    top: Optional[Action] = None
    contract: Optional[Contract] = None
    # The play.
    projects: tuple[Project, ...] = ()
    baloot_seat: Optional[int] = None
    tricks: tuple[Trick, ...] = ()
    current: tuple[tuple[int, str], ...] = ()
    current_calls: tuple[Action, ...] = ()
    leader: Optional[int] = None
    played: frozenset = frozenset()
    result: Optional[RoundResult] = None

    @property
    def first_speaker(self) -> int:
        return (self.dealer + 1) % 4

    @property
    def trump(self) -> Optional[str]:
        return self.contract.trump if self.contract else None

    def evolve(self, **changes: Any) -> "RoundState":
        """A copy with `changes` (faster than dataclasses.replace)."""
        new = object.__new__(RoundState)
        new.__dict__.update(self.__dict__)
        new.__dict__.update(changes)
        return new
