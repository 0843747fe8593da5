"""What the online screens show, as typed state: the connection, the lobby's
listing, the table joined and the choices for a new table.

The controller (:class:`~baloot_audio.ui.online.Online`) writes it; the screens
(:mod:`~baloot_audio.ui.lobby`, :mod:`~baloot_audio.ui.room`) only read it and
ask the controller for every change. Importable without pyglet.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.wire.names import UNSPECIFIED

PEOPLE = ("human", "held")     # a seat a person has (held: dropped, kept for them)


def creator_name(info: p.TableInfo) -> Optional[str]:
    """The name of the person who created the table (None: not seated, or unnamed)."""
    return next((s.name for s in info.seats if s.player_id == info.creator), None)


@dataclass
class ConnectionState:
    """The server we speak to, and how we came there."""
    url: str = ""                       # its WebSocket URL (the kept tokens' key)
    address: str = ""                   # as the player wrote it
    name: str = ""                      # the name we asked for there
    form: str = UNSPECIFIED             # our form of address (a guest's; an account's is kept)
    host: bool = False                  # Connect starts a server on this computer
    client: Optional[Client] = None     # the connection (None: none, or lost)
    generation: int = 0                 # connections opened before the last drop are stale
    heard: float = 0.0                  # when the server last said something (monotonic)
    returning: bool = False             # "Back to your match" was chosen: connecting for it
    rejoining: Optional[str] = None     # the welcome put us back at this match


@dataclass(frozen=True)
class Choices:
    """A new table's choices (kept while the game runs)."""
    public: bool = True                 # a new table is listed in the lobby
    bots: Optional[str] = None          # its bots' level (None: not chosen yet)
    timer: str = "off"                  # its turn timer (off, relaxed, tournament, custom)
    timer_card: float = 30.0            # a custom timer's seconds a card (turn_times.py)
    memory_aids: bool = False           # O and N at this table, for all four seats
    rated: bool = False                 # a rated table: four accounts, ratings move
    diwan: Optional[str] = None         # opened in this diwan (from its menu; the lobby: None)


@dataclass(frozen=True)
class Listing:
    """The lobby: the public tables, and our name on this server."""
    name: str
    tables: tuple[p.TableInfo, ...] = ()
    guest: bool = False                 # we play as a guest (no account logged in)
    form: str = UNSPECIFIED             # our form of address there


@dataclass(frozen=True)
class Joined:
    """The table joined (before its start and during its match), and us there. Its
    info and our seat are the client's, kept as the server says."""
    table: RemoteTable
    me: str                             # our player id

    @property
    def info(self) -> p.TableInfo:
        return self.table.info

    @property
    def seat(self) -> Optional[int]:
        return self.table.seat

    @property
    def ours(self) -> bool:
        """We created it (we start the match)."""
        return self.info.creator == self.me

    def anchor(self, info: Optional[p.TableInfo] = None) -> tuple[Optional[int], Optional[str]]:
        """The seat free seats are told from (in ``info``, by default the table's): a
        person other than us (the creator first), else our own seat."""
        info = info or self.info
        people = sorted((s for s in info.seats if s.kind in PEOPLE and s.seat != self.seat),
                        key=lambda s: s.player_id != info.creator)
        if people:
            return people[0].seat, people[0].name
        return self.seat, None



@dataclass
class OnlineState:
    connection: ConnectionState = field(default_factory=ConnectionState)
    choices: Choices = field(default_factory=Choices)
    listing: Optional[Listing] = None   # the lobby last shown
    joined: Optional[Joined] = None     # None: at no table
    muted: set[str] = field(default_factory=set)   # players whose chat we do not hear
