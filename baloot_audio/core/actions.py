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


@dataclass(frozen=True, slots=True)
class Action:
    """One seat's call or card. `kind` is a call name, "play", "akka" or "sawa".

    `card` is set for "play" and "akka" (akka leads that card); `suit` for
    "choose_trump", "choose" and ksa's "hokum2"; `locked` for "double" and
    "four" (open or locked), None elsewhere.
    """

    seat: int
    kind: str
    card: Optional[str] = None
    suit: Optional[str] = None
    locked: Optional[bool] = None

    def to_record(self) -> dict[str, Any]:
        out: dict[str, Any] = {"seat": self.seat, "call": self.kind}
        if self.suit is not None:
            out["suit"] = self.suit
        if self.locked is not None:
            out["locked"] = self.locked
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
    def play(seat: int, card: str) -> "Action":
        return Action(seat, "play", card=parse_card(card))


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
