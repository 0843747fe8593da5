"""What is stored of a table besides its actions: its settings (what it was
created with, frozen) and its seats (who sits where), as one JSON object
(:meth:`TableSettings.data`)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any, Iterator, Optional, Union

from baloot_audio.bots import BOTS
from baloot_audio.core import Rules, rules_for

from . import protocol as p

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I


@dataclass(frozen=True)
class TableSettings:
    """What a table was created with; it never changes."""

    preset: str                                  # the rules' name
    options: dict[str, Union[bool, int]]         # the options chosen on top of the preset
    public: bool                                 # listed in the lobby
    code: str                                    # the invite code
    creator: str                                 # player id: chooses the bots, starts
    hold_seconds: float                          # a dropped player's seat is held this long
    bot_delay: float                             # seconds before a bot's move

    @classmethod
    def new(cls, msg: p.CreateTable, creator: str, bot_delay: float) -> "TableSettings":
        """A new table's settings; raises UnknownOption or ValueError (bad options, levels)."""
        rules = rules_for(msg.preset, **msg.options)
        for level in msg.bots:
            if level not in BOTS:
                raise ValueError(f"unknown bot level {level!r}")
        code = "".join(secrets.choice(CODE_LETTERS) for _ in range(6))
        return cls(rules.name, dict(msg.options), msg.public, code, creator, msg.hold_seconds,
                   bot_delay)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> "TableSettings":
        """The settings of a stored table (see :meth:`data`)."""
        return cls(data["preset"], data["options"], data["public"], data["code"],
                   data["creator"], data["hold_seconds"], data["bot_delay"])

    def rules(self) -> Rules:
        return rules_for(self.preset, **self.options)

    def data(self, started: bool, seats: list[dict[str, Any]]) -> dict[str, Any]:
        """As stored (JSON), with whether the match started and the seats' data."""
        return {"preset": self.preset, "options": dict(self.options), "public": self.public,
                "code": self.code, "creator": self.creator, "hold_seconds": self.hold_seconds,
                "bot_delay": self.bot_delay, "started": started, "seats": seats}


@dataclass
class SeatState:
    level: str = "normal"                 # the bot that plays it while no human does
    player: Optional[str] = None
    name: Optional[str] = None
    held_until: Optional[float] = None    # dropped: held for its player until then
    guest: bool = False                   # its player has no account

    def info(self, seat: int, started: bool) -> p.SeatInfo:
        if self.player is None:
            kind = "bot" if started else "empty"
        else:
            kind = "held" if self.held_until is not None else "human"
        return p.SeatInfo(seat, kind, self.level, self.name, self.player, self.guest)

    def data(self) -> dict[str, Any]:
        """As stored (not the hold: a restarted server holds every seat anew)."""
        return {"level": self.level, "player": self.player, "name": self.name,
                "guest": self.guest}

    def free(self) -> Optional[str]:
        """Nobody sits here any more; returns who did."""
        name, self.player, self.name, self.held_until = self.name, None, None, None
        self.guest = False
        return name


class Seats:
    """A table's four seats: who sits where (held or not), and each one's bot."""

    def __init__(self, data: list[dict[str, Any]]):
        self.states = [SeatState(**seat) for seat in data]

    def __getitem__(self, seat: int) -> SeatState:
        return self.states[seat]

    def __iter__(self) -> Iterator[SeatState]:
        return iter(self.states)

    def of(self, player_id: Optional[str]) -> Optional[int]:
        """The seat of ``player_id`` (held or not), or None."""
        for i, seat in enumerate(self.states):
            if seat.player is not None and seat.player == player_id:
                return i
        return None

    def sit(self, seat: int, player_id: str, name: str, guest: bool = False) -> Optional[int]:
        """The player sits at ``seat``, leaving the one they had (returned)."""
        old = self.of(player_id)
        if old is not None:
            self.states[old].free()
        state = self.states[seat]
        state.player, state.name, state.guest = player_id, name, guest
        return old

    def info(self, started: bool) -> list[p.SeatInfo]:
        return [seat.info(i, started) for i, seat in enumerate(self.states)]

    def data(self) -> list[dict[str, Any]]:
        return [seat.data() for seat in self.states]

    def levels(self) -> list[str]:
        return [seat.level for seat in self.states]
