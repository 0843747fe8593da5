"""Which table a connection asks for: a ``join_table`` by its id (a public table),
else by its invite code (a guess, counted: guard/guesses.py); a seat held for a
player who comes back; here or on another process (cluster/directory.py)."""

from __future__ import annotations

from typing import Protocol, Union

from ..cluster.directory import Directory
from ..guard.guesses import Guesses
from ..social.diwans import DiwanHall
from ..tables.host import Member
from ..tables.room import Room
from ..wire import protocol as p
from .connection import Conn


class Doors(Protocol):
    """What finding a table reads of the server (server.Server)."""

    directory: Directory          # the tables here and on the other processes
    guesses: Guesses              # the invite codes' guessing budget
    codes: dict[str, str]         # invite code -> table id, of the tables served here
    diwans: DiwanHall             # a diwan's table lets its members in by id


async def table_asked(server: Doors, conn: Conn,
                      msg: p.JoinTable) -> Union[Room, p.Moved, p.Error, None]:
    """The room (here), the process that serves it (Moved), a guess refused (the
    Error to send), or None (unknown)."""
    directory = server.directory
    room = await directory.reach(msg.table_id, conn.path) if msg.table_id else None
    if isinstance(room, p.Moved):
        return room
    if room is not None and not await joins_by_id(server, conn, room):
        room = None
    if room is None and msg.code:    # a guess: tried only when no wait is due (guard/guesses.py)
        wait = server.guesses.wait(conn, conn.address)
        if wait > 0:
            return p.Error("guess_wait", f"try a code again in {wait:.1f} s", msg.ref)
        code = msg.code.upper()
        room_id = server.codes.get(code) or await directory.code_table(code)
        server.guesses.tried_code(conn, conn.address, room_id is not None)
        room = await directory.reach(room_id, conn.path) if room_id else None
        if isinstance(room, Room) and room.settings.code != code:
            room = None         # an old code another process still knows: changed since
    return room


async def held_elsewhere(server: Doors, conn: Conn,
                         player_id: str) -> Union[Room, p.Moved, None]:
    """A seat held for the player by another process (or by one that died: the table
    is restored here), as :meth:`~baloot_audio.net.cluster.directory.Directory.reach` finds it."""
    held = await server.directory.held_table(player_id)
    room = await server.directory.reach(held, conn.path) if held else None
    if isinstance(room, Room) and room.seat_of(player_id) is None:
        return None             # a seat given up since: nothing is held there
    return room


def moved(conn: Member, where: p.Moved, ref: int) -> None:
    """What was asked for is another process's: the client connects there (cluster/shared.py)."""
    where.ref = ref
    conn.send(where)
    conn.close_soon()


async def joins_by_id(server: Doors, conn: Conn, room: Room) -> bool:
    """Whether ``conn`` may join ``room`` by its id (to sit before the start, else
    to watch): a public table (the one place to let in more, e.g. a friend's table), a
    tournament's table (anyone watches those), or a table of a diwan of theirs."""
    diwan = room.settings.diwan
    if room.settings.public or room.tournament is not None:
        return True
    return diwan is not None and not conn.guest \
        and await server.diwans.is_member(diwan, conn.player_id)

