"""What a seat does (a call or a card) and the error an illegal one raises."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .cards import parse_card, parse_suit

# Calls of the buy and of the doubling, in the names the round records use.
CALLS = (
    "pass", "hokum", "hokum2", "sun", "ashkal", "qablak", "confirm", "to_sun",
    "double", "triple", "four", "gahwa", "decline", "choose_trump",
    "take", "choose", "boshat",
)
PLAY_CALLS = ("play", "akka", "sawa")
RAISES = ("double", "triple", "four", "gahwa")
# Calls that do not wait for the seat's turn (at a Qaid table): boshat, a Qaid
# call, and the table's step that closes a played-out round (core/qaid.py).
ANY_TIME = ("boshat", "qaid", "close")
VERDICTS = ("proven", "not_proven")


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's call or card. `kind` is a call name, "play", "akka", "sawa",
    "qaid" or "close".

    `card` is set for "play" and "akka" (akka leads that card); `suit` for
    "choose_trump", "choose" and ksa's "hokum2"; `locked` for "double" and
    "four" (open or locked), None elsewhere. A Qaid call names the `accused`
    seat, the `crime` (trick index and card: the card played, or the akka's
    card; None for a sawa) and the `proof` (trick index and a later card);
    the engine adds the `verdict` to the call it keeps.
    """

    seat: int
    kind: str
    card: Optional[str] = None
    suit: Optional[str] = None
    locked: Optional[bool] = None
    accused: Optional[int] = None
    crime: Optional[tuple[int, Optional[str]]] = None
    proof: Optional[tuple[int, str]] = None
    verdict: Optional[str] = None

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "call": self.kind}
        if self.suit is not None:
            out["suit"] = self.suit
        if self.locked is not None:
            out["locked"] = self.locked
        if self.kind == "qaid":
            out.update(accused=self.accused, crime=list(self.crime or ()),
                       proof=list(self.proof or ()),
                       verdict=self.verdict)
        return out

    @staticmethod
    def from_record(data: Any) -> "Action":
        """Build a call from a record's bid; raises ValueError when malformed."""
        if not isinstance(data, dict):
            raise ValueError(f"a call must be an object, not {data!r}")
        seat, kind = data.get("seat"), data.get("call")
        if seat not in (0, 1, 2, 3) or isinstance(seat, bool):
            raise ValueError(f"bad seat {seat!r}")
        if kind not in CALLS and kind not in ("akka", "sawa"):
            raise ValueError(f"unknown call {kind!r}")
        suit = parse_suit(data["suit"]) if data.get("suit") is not None else None
        locked = data.get("locked")
        if locked is not None and not isinstance(locked, bool):
            raise ValueError(f"locked must be true or false, not {locked!r}")
        if kind in ("double", "four") and locked is None:
            locked = False
        return Action(seat, kind, suit=suit, locked=locked)

    @staticmethod
    def qaid_from_record(data: Any) -> "Action":
        """A recorded Qaid call (its verdict is left out: the replay judges it
        again); raises ValueError when malformed."""
        if not isinstance(data, dict) or data.get("call") != "qaid":
            raise ValueError(f"not a Qaid call: {data!r}")
        seat: Any = data.get("seat")
        accused: Any = data.get("accused")
        crime: Any = data.get("crime")
        proof: Any = data.get("proof")
        if not all(s in (0, 1, 2, 3) and not isinstance(s, bool) for s in (seat, accused)):
            raise ValueError(f"bad seat in {data!r}")
        if not (_place(crime, blank=True) and _place(proof, blank=False)):
            raise ValueError(f"crime and proof must be [trick, card]: {data!r}")
        return Action(seat, "qaid", accused=accused,
                      crime=(crime[0], None if crime[1] is None else parse_card(crime[1])),
                      proof=(proof[0], parse_card(proof[1])))

    @staticmethod
    def play(seat: int, card: str) -> "Action":
        return Action(seat, "play", card=parse_card(card))


def _place(value: Any, blank: bool) -> bool:
    """A record's [trick index, card] (the card may be null when ``blank``)."""
    return (isinstance(value, list) and len(value) == 2 and isinstance(value[0], int)
            and not isinstance(value[0], bool) and 0 <= value[0] < 8
            and (isinstance(value[1], str) or blank and value[1] is None))


class IllegalAction(Exception):
    """An action the rules refuse. Nothing changes when it is raised.

    `rule` is a stable code naming the rule broken (for tests and for the
    interface to explain it in the player's language); the message is English
    for developers.
    """

    def __init__(self, rule: str, action: Action, detail: str = ""):
        self.rule, self.action = rule, action
        super().__init__(f"seat {action.seat}: {action.kind}"
                         f"{' ' + action.card if action.card else ''} refused: {rule}"
                         f"{' (' + detail + ')' if detail else ''}")
