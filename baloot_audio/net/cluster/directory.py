"""Where tables and players are: the server asks its :class:`Directory`, never a
Redis client directly.

One process (the default, :class:`LocalDirectory`) holds every table: the
directory is the server's own dicts, and nothing changes from a server without
it. Several processes on one PostgreSQL and one Redis (``serve --redis``, see
shared.py) share a directory: each table is claimed by one process, and a
table or a player found elsewhere is either reached there (:class:`~baloot_audio.net.wire.protocol.Moved`)
or, when its process died, claimed and restored here.
"""

from __future__ import annotations

from typing import Optional, Protocol, Union

from ..tables.host import Host
from ..tables.listing import PublicTables
from ..tables.room import Room
from ..wire import protocol as p


Reached = Union[Room, p.Moved, None]     # here, on another process, or nowhere


class Holder(Host, Protocol):
    """What a directory reads of its server (server.Server), the rooms' host."""

    rooms: dict[str, Room]
    codes: dict[str, str]
    listing: PublicTables

    async def restore(self) -> int: ...


class Directory(Protocol):
    """The tables, invite codes and players of every process (this one's alone, or
    shared); and the notices to friends connected to other processes."""

    cluster: bool                  # several processes (said in the welcome)

    async def start(self) -> int:
        """Before the first connection: this process's tables restored; how many."""

    async def close(self) -> None: ...

    async def reach(self, table_id: str, path: str) -> Reached:
        """The table ``table_id``: here (a Room) (restored here if its process
        died), elsewhere (a Moved: the path to its process), or None. ``path``: the request
        path the connection came by (the proxy's fallback when a process is down)."""

    async def code_table(self, code: str) -> Optional[str]:
        """The table of an invite code served by another process, or None."""

    async def held_table(self, player_id: str) -> Optional[str]:
        """The started table where another process holds the player's seat, or None."""

    async def page(self, after: Optional[str], size: int) -> tuple[list[p.TableInfo],
                                                                    Optional[str]]:
        """A page of the public tables (ValueError for a cursor never given)."""

    def opened(self, room: Room) -> None:
        """A table is served here (created, or restored)."""

    async def settled(self, table_id: str) -> None:
        """Returns once a new table is in the directory (a join by its code from
        another process finds it)."""

    def closed(self, table_id: str) -> None:
        """A table is no longer served (finished, abandoned)."""

    def placed(self, player_id: str, table_id: str) -> None:
        """The player joined (or created) a table served here."""

    def failed(self, room: Room) -> None:
        """A table stopped on an error (a process that lost its claim finds out here)."""

    def tell(self, to: Union[str, list[str]], message: p.Msg) -> None:
        """``message`` to the connections on the other processes of the player ``to``
        (or of each player of the list: one message for them all)."""

    async def online(self, player_id: str) -> bool:
        """Whether the account is connected to another process."""

    async def whereabouts(self, player_ids: list[str]) -> dict[str, p.FriendInfo]:
        """Where the accounts connected to other processes are (FriendInfo by id)."""

    async def invited(self, invited: str, inviter: str, table_id: str, seconds: float) -> None:
        """An invitation, for the process the invited player is connected to."""

    async def take_invite(self, invited: str, inviter: str) -> Optional[str]:
        """The table of an invitation made on another process (good until it lapses), or None."""


class LocalDirectory:
    """One process: the server's own dicts are the whole directory."""

    cluster = False

    def __init__(self, server: Holder):
        self.server = server

    async def start(self) -> int:
        return await self.server.restore()

    async def close(self) -> None:
        return None

    async def reach(self, table_id: str, path: str) -> Reached:
        return self.server.rooms.get(table_id)

    async def code_table(self, code: str) -> Optional[str]:
        return None

    async def held_table(self, player_id: str) -> Optional[str]:
        return None

    async def page(self, after: Optional[str], size: int) -> tuple[list[p.TableInfo],
                                                                    Optional[str]]:
        ids, cursor = self.server.listing.page(after, size)
        return [self.server.rooms[table_id].info(member=False) for table_id in ids], cursor

    def opened(self, room: Room) -> None:
        return None

    async def settled(self, table_id: str) -> None:
        return None

    def closed(self, table_id: str) -> None:
        return None

    def placed(self, player_id: str, table_id: str) -> None:
        return None

    def failed(self, room: Room) -> None:
        for conn in list(room.members.values()):
            conn.send(p.Error("table_failed", "the table stopped on a server error"))

    def tell(self, to: Union[str, list[str]], message: p.Msg) -> None:
        return None

    async def online(self, player_id: str) -> bool:
        return False

    async def whereabouts(self, player_ids: list[str]) -> dict[str, p.FriendInfo]:
        return {}

    async def invited(self, invited: str, inviter: str, table_id: str, seconds: float) -> None:
        return None

    async def take_invite(self, invited: str, inviter: str) -> Optional[str]:
        return None
