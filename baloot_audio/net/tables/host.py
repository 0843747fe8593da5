"""What a room sees of the server that holds it: the server itself (:class:`Host`)
and a member's connection (:class:`Member`), as protocols the server's classes meet.

They are the whole of what a room may ask of the server: the room never imports
the server's module (the server imports the room's).
"""

from __future__ import annotations

import time
from typing import Optional, Protocol

from ..db.storage import Storage
from ..guard.limits import Bucket, Limits
from ..wire import protocol as p
from .bot_pool import BotPool
from .reports import ReportDesk


class Stamp:
    """Times one action from its message's arrival to the last of its updates
    written to a socket (kept when the server runs with BALOOT_SERVER_TIMINGS)."""

    __slots__ = ("t0", "left", "sink")

    def __init__(self, t0: float, left: int, sink: list):
        self.t0, self.left, self.sink = t0, left, sink

    def sent(self) -> None:
        self.left -= 1
        if self.left == 0:
            now = time.monotonic()
            self.sink.append((now, now - self.t0))


class Member(Protocol):
    """A member's connection (the server's ``Conn``)."""

    player_id: str           # "" until the connection names itself
    path: str                # the request path it came by (a cluster's proxy routes by it)
    name: str
    closing: bool            # going: nothing more reaches it
    received_at: float       # when the message being handled arrived (time.monotonic)
    address: Optional[str]   # where it connects from (the limits' key), when known
    guest: bool              # no account: said as a guest wherever the name is said
    form: str                # its form of address, sent with its name (names.FORMS)
    blocked: set[str]        # the players whose chat never reaches it
    chat: Bucket             # its chat lines a second (a table's and private ones)

    def send(self, message: p.Msg) -> None: ...
    def send_raw(self, data: bytes, stamp: Optional[Stamp] = None) -> None: ...
    def error(self, code: str, detail: str = "", ref: int = 0) -> None: ...
    def close_soon(self) -> None: ...


class Host(Protocol):
    """What a room may ask of its server."""

    storage: Storage                                  # where the room stores its table
    timings: Optional[list[tuple[float, float]]]      # Stamp samples, when they are kept
    limits: Limits                                    # a table's chat rate, the presence delay
    bots: Optional[BotPool]                           # where bots decide (None: on the loop)
    reports: ReportDesk                               # where a member's report is filed

    def left_room(self, player_id: str, table_id: str) -> None:
        """The player no longer belongs to this table (their seat was given up)."""

    def match_over(self, table_id: str) -> None:
        """The match is over: unlist the table; its room closes soon."""

    def unlist(self, table_id: str) -> None:
        """The table is gone (abandoned before its start)."""

    def failed(self, table_id: str) -> None:
        """The table's room stopped on an error (e.g. another process took it over)."""

    def recode(self, table_id: str, old: str) -> str:
        """A new invite code for the table, in use nowhere; its ``old`` one joins no more."""
