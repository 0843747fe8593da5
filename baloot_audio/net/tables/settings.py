"""What is stored of a table besides its actions: its settings (what it was
created with, frozen) and its seats (who sits where), as one JSON object
(:meth:`TableSettings.data`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Optional, Union

from baloot_audio.bots import BOTS
from baloot_audio.core import Rules, rules_for
from baloot_audio.core.turn_times import TABLE_TIMERS, custom_refusal, seconds_for

from ..guard.guesses import invite_code
from ..guard.limits import Limits
from ..wire import protocol as p
from ..wire.names import FORMS, UNSPECIFIED


class TableOptionError(ValueError):
    """A table option refused: ``code`` names it (unknown_timer, bad_timer_seconds)."""

    def __init__(self, code: str, detail: str):
        super().__init__(detail)
        self.code = code


def timer_refusal(timer: str, custom: Optional[dict[str, float]]) -> Optional[TableOptionError]:
    """Why a table's turn timer is refused (None: it is fine)."""
    if timer not in TABLE_TIMERS:
        return TableOptionError("unknown_timer", f"{timer!r}: one of {', '.join(TABLE_TIMERS)}")
    if (timer == "custom") != (custom is not None):
        return TableOptionError("bad_timer_seconds", "seconds go with a custom timer, only")
    why = custom_refusal(custom) if custom is not None else None
    return TableOptionError("bad_timer_seconds", why) if why else None


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
    # the creator's table options besides the rules' (the same for all four seats):
    timer: str = "off"                           # off, relaxed, tournament, custom
    timer_seconds: Optional[dict[str, float]] = None   # custom: each kind's seconds
    memory_aids: bool = False                    # O and N (cards played, points so far)
    rated: bool = False                          # four accounts; ratings move (rated.py)
    diwan: Optional[str] = None                  # opened in this diwan (social/diwans.py): unlisted

    @classmethod
    def new(cls, msg: p.CreateTable, creator: str, bot_delay: float,
            code_length: int = Limits.code_length) -> "TableSettings":
        """A new table's settings; raises UnknownOption, TableOptionError or ValueError
        (bad options, timer, levels)."""
        rules = rules_for(msg.preset, **msg.options)
        for level in msg.bots:
            if level not in BOTS:
                raise ValueError(f"unknown bot level {level!r}")
        refused = timer_refusal(msg.timer, msg.timer_seconds)
        if refused is not None:
            raise refused
        code = invite_code(code_length)
        custom = None if msg.timer_seconds is None else \
            {kind: float(seconds) for kind, seconds in msg.timer_seconds.items()}
        return cls(rules.name, dict(msg.options), msg.public and msg.diwan is None, code, creator,
                   msg.hold_seconds, bot_delay, msg.timer, custom, msg.memory_aids, msg.rated,
                   msg.diwan)

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> "TableSettings":
        """The settings of a stored table (see :meth:`data`; a table stored before
        the timers has none)."""
        return cls(data["preset"], data["options"], data["public"], data["code"],
                   data["creator"], data["hold_seconds"], data["bot_delay"],
                   data.get("timer", "off"), data.get("timer_seconds"),
                   data.get("memory_aids", False), data.get("rated", False), data.get("diwan"))

    def rules(self) -> Rules:
        return rules_for(self.preset, **self.options)

    def seconds(self, kind: str) -> Optional[float]:
        """The time for a ``kind`` of wait at this table (None: untimed)."""
        return seconds_for(self.timer, kind, self.timer_seconds)

    def table_info(self, table_id: str, started: bool, seats: list[p.SeatInfo],
                   code: Optional[str], watchers: list[p.Watcher]) -> p.TableInfo:
        return p.TableInfo(table_id, self.preset, self.options, self.public, self.creator,
                           started, self.hold_seconds, seats, code, watchers, self.timer,
                           self.timer_seconds, self.memory_aids, self.rated)

    def data(self, started: bool, seats: list[dict[str, Any]]) -> dict[str, Any]:
        """As stored (JSON), with whether the match started and the seats' data."""
        return {"preset": self.preset, "options": dict(self.options), "public": self.public,
                "code": self.code, "creator": self.creator, "hold_seconds": self.hold_seconds,
                "bot_delay": self.bot_delay, "timer": self.timer,
                "timer_seconds": self.timer_seconds, "memory_aids": self.memory_aids,
                "rated": self.rated, "started": started, "seats": seats,
                **({"diwan": self.diwan} if self.diwan else {})}


def new_settings(msg: p.CreateTable, creator: str, bot_delay: float,
                 code_length: int = Limits.code_length) -> dict[str, Any]:
    """A new table's settings as stored (its seats: the bots' levels, nobody
    seated yet). Raises UnknownOption, TableOptionError or ValueError."""
    settings = TableSettings.new(msg, creator, bot_delay, code_length)
    return settings.data(False, [{"level": level} for level in msg.bots])


@dataclass
class SeatState:
    level: str = "normal"                 # the bot that plays it while no human does
    player: Optional[str] = None
    name: Optional[str] = None
    held_until: Optional[float] = None    # dropped: held for its player until then
    guest: bool = False                   # its player has no account
    form: str = UNSPECIFIED               # its player's form of address

    def __post_init__(self) -> None:
        if self.form not in FORMS:        # as read from disk: checked
            self.form = UNSPECIFIED

    def info(self, seat: int, started: bool) -> p.SeatInfo:
        if self.player is None:
            kind = "bot" if started else "empty"
        else:
            kind = "held" if self.held_until is not None else "human"
        return p.SeatInfo(seat, kind, self.level, self.name, self.player, self.guest,
                          self.form)

    def data(self) -> dict[str, Any]:
        """As stored (not the hold: a restarted server holds every seat anew)."""
        return {"level": self.level, "player": self.player, "name": self.name,
                "guest": self.guest, "form": self.form}

    def free(self) -> tuple[Optional[str], str]:
        """Nobody sits here any more; returns who did (their name and form of address)."""
        gone = (self.name, self.form)
        self.player, self.name, self.held_until = None, None, None
        self.guest, self.form = False, UNSPECIFIED
        return gone


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

    def sit(self, seat: int, player_id: str, name: str, guest: bool = False,
            form: str = UNSPECIFIED) -> Optional[int]:
        """The player sits at ``seat``, leaving the one they had (returned)."""
        old = self.of(player_id)
        if old is not None:
            self.states[old].free()
        state = self.states[seat]
        state.player, state.name, state.guest, state.form = player_id, name, guest, form
        return old

    def info(self, started: bool) -> list[p.SeatInfo]:
        return [seat.info(i, started) for i, seat in enumerate(self.states)]

    def data(self) -> list[dict[str, Any]]:
        return [seat.data() for seat in self.states]

    def levels(self) -> list[str]:
        return [seat.level for seat in self.states]
