"""The immutable state of one round and the values it is made of."""
from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Optional, TypeVar

from .actions import Action
from .cards import cards_of
from .rules import Rules


class Phase(Enum):
    BUY = "buy"      # the buy, the doubling and the trump choice
    PLAY = "play"
    DONE = "done"


def team_of(seat: int) -> int:
    return seat % 2


class Stage(str, Enum):
    """The question the buy is asking (a ``str``, so ``stage == "round1"`` holds)."""

    ROUND1 = "round1"
    ROUND2 = "round2"
    HOKUM_ASKING = "hokum_asking"   # saudi: the other three answer a hokum
    CONFIRM = "confirm"             # saudi: the hokum caller confirms or turns to sun
    QABLAK = "qablak"               # saudi: the seat before a sun buyer may steal it
    SUN_DOUBLE = "sun_double"
    DOUBLING = "doubling"           # ksa: defenders asked once the buy is settled
    LADDER = "ladder"               # triple, four, gahwa
    CHOOSE_TRUMP = "choose_trump"   # saudi hokum2: the suit named after the doubling
    SUN_STEAL = "sun_steal"         # ksa: earlier seats may take a sun
    ACE_SUN = "ace_sun"             # ksa: with an ace turned, only the first speaker
                                    # may turn a hokum into sun
    PLAY = "play"                   # the buy is over: the cards are played
    DONE = "done"                   # the round is over (or thrown in)

    def __str__(self) -> str:
        return self.value


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
    stage: Stage = Stage.ROUND1
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
    played_mask: int = 0                # every card played so far, as a bit set (cards.py)
    result: Optional[RoundResult] = None
    # A Qaid table's round whose last trick is played: its result is the
    # round as played, but a Qaid call may still come until the table closes
    # it (the "close" step); its score is told then.
    closing: bool = False
    # Not part of the round: `legal_actions` of this state, kept by the engine
    # the first time it is asked (the view asks, then `apply` checks the action
    # against it). A pure function of the fields above, so a copy may share it;
    # `evolve` clears it, since the new state's fields differ.
    legal_cache: Optional[tuple[Any, ...]] = field(default=None, init=False, repr=False, compare=False)

    @property
    def first_speaker(self) -> int:
        return (self.dealer + 1) % 4

    @property
    def trump(self) -> Optional[str]:
        return self.contract.trump if self.contract else None

    # What a stage is known to have (asserted: a rule asked at the wrong stage is a bug)
    @property
    def bought(self) -> Contract:
        """The contract, once the buy has one (its later stages, the play, the score)."""
        return known(self.contract, "no contract yet")

    @property
    def top_bid(self) -> Action:
        """The highest call so far, at a stage that answers one."""
        return known(self.top, "no call yet")

    @property
    def seat_to_act(self) -> int:
        """The seat the round waits for, while it waits for one."""
        return known(self.to_act, "nobody is to act")

    @property
    def scored(self) -> RoundResult:
        """The round's result, once it is scored."""
        return known(self.result, "not scored yet")

    @property
    def played(self) -> frozenset[str]:
        """Every card played so far (the trick in play included)."""
        return frozenset(cards_of(self.played_mask))

    @property
    def closed(self) -> bool:
        """The round is over and nothing can change it any more (its score counts)."""
        return self.phase is Phase.DONE and not self.closing

    def evolve(self, **changes: Any) -> "RoundState":
        """A copy with `changes` (faster than dataclasses.replace)."""
        fields = self.__dict__.copy()  # a plain copy is the cheapest way to clone
        fields.update(changes)
        fields["legal_cache"] = None
        new = object.__new__(RoundState)
        object.__setattr__(new, "__dict__", fields)
        return new


T = TypeVar("T")


def known(value: Optional[T], what: str) -> T:
    """``value``, which the caller's stage is known to have (``what``: why not, if not)."""
    assert value is not None, what
    return value
