"""A client's friends (wire/friends.py): requests, the lists, invitations and
private messages, each a request to the server over a :class:`~.connection.Client`.
The notices that come unasked (a request, a friend online or gone, an
invitation, a message) reach the client's ``listeners`` like any message."""

from __future__ import annotations

from typing import Optional

from ..wire import protocol as p
from .connection import LOBBY_PAGES, Client
from .remote_table import RemoteTable


class FriendsClient:
    def __init__(self, client: Client):
        self.client = client

    async def add(self, name: str) -> None:
        """Ask ``name`` to be a friend (if they asked first: friends at once)."""
        await self.client.request(p.FriendAdd(name))

    async def answer(self, player_id: str, accept: bool) -> None:
        await self.client.request(p.FriendAnswer(player_id, accept))

    async def remove(self, player_id: str) -> None:
        await self.client.request(p.FriendRemove(player_id))

    async def friends(self, pages: int = LOBBY_PAGES) -> list[p.FriendInfo]:
        """My friends by name, each with where they are (read a page at a time)."""
        found: list[p.FriendInfo] = []
        after: Optional[int] = None
        for _ in range(pages):
            page = await self.client.request(p.ListFriends(after))
            found += page.friends
            if (after := page.next) is None:
                break
        return found

    async def requests(self) -> list[p.Requester]:
        """The first page of the requests that wait for my answer."""
        return (await self.client.request(p.ListFriendRequests())).people

    async def invite(self, player_id: str) -> None:
        await self.client.request(p.InviteFriend(player_id))

    async def answer_invite(self, player_id: str, accept: bool) -> Optional[RemoteTable]:
        """Accepted: the table joined (seated if a seat was free); declined: None."""
        reply = await self.client.ask(p.AnswerInvite(player_id, accept))
        return self.client.joined(reply) if isinstance(reply, p.TableJoined) else None

    async def send(self, player_id: str, text: str) -> None:
        await self.client.request(p.SendPrivate(player_id, text))

    async def history(self, player_id: str, before: Optional[int] = None) -> p.PrivatePage:
        return await self.client.request(p.ListPrivate(player_id, before))

    async def seen(self, player_id: str, seq: int) -> None:
        await self.client.request(p.PrivateSeen(player_id, seq))
