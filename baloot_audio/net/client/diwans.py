"""A client's diwans (wire/diwans.py): creating, joining and leaving one, its
members, its chat and history, its moderation and leaderboard, each a request to
the server over a :class:`~.connection.Client`. The notices that come unasked (a
line said, an invitation, a table opened, a member come or gone) reach the
client's ``listeners`` like any message. A table is opened in a diwan by
``Client.create_table(diwan=...)`` and joined by ``Client.join(table_id=...)``."""

from __future__ import annotations

from typing import Optional

from ..wire import protocol as p
from .connection import LOBBY_PAGES, Client


class DiwanClient:
    def __init__(self, client: Client):
        self.client = client

    async def create(self, name: str, open: bool = False) -> p.DiwanInfo:
        return (await self.client.request(p.DiwanCreate(name, open))).diwan

    async def diwans(self, open: bool = False, pages: int = LOBBY_PAGES) -> list[p.DiwanInfo]:
        """My diwans (``open``: those open to all), by name, a page at a time."""
        found: list[p.DiwanInfo] = []
        after: Optional[int] = None
        for _ in range(pages):
            page = await self.client.request(p.DiwanList(open, after))
            found += page.diwans
            if (after := page.next) is None:
                break
        return found

    async def join(self, diwan_id: str) -> p.DiwanInfo:
        return (await self.client.request(p.DiwanJoin(diwan_id))).diwan

    async def leave(self, diwan_id: str) -> None:
        await self.client.request(p.DiwanLeave(diwan_id))

    async def invite(self, diwan_id: str, name: str) -> None:
        await self.client.request(p.DiwanInvite(diwan_id, name))

    async def members(self, diwan_id: str) -> list[p.DiwanPerson]:
        """The first page of the members: the creator, the moderators, then by name."""
        return (await self.client.request(p.DiwanMembers(diwan_id))).members

    async def set_moderator(self, diwan_id: str, player_id: str, on: bool = True) -> None:
        await self.client.request(p.DiwanRole(diwan_id, player_id, on))

    async def remove(self, diwan_id: str, player_id: str, ban: bool = False) -> None:
        await self.client.request(p.DiwanRemove(diwan_id, player_id, ban))

    async def say(self, diwan_id: str, text: str) -> None:
        await self.client.request(p.DiwanSay(diwan_id, text))

    async def history(self, diwan_id: str, before: Optional[int] = None) -> p.DiwanPage:
        return await self.client.request(p.DiwanHistory(diwan_id, before))

    async def board(self, diwan_id: str) -> list[p.DiwanPlace]:
        return (await self.client.request(p.DiwanBoard(diwan_id))).lines

    async def stats(self, diwan_id: str) -> p.Statistics:
        return await self.client.request(p.GetStats(diwan=diwan_id))

    async def report(self, diwan_id: str, player_id: str, reason: str = "") -> None:
        await self.client.request(p.DiwanReport(diwan_id, player_id, reason))
