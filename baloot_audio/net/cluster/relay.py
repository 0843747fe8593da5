"""What crosses processes for friends and diwans (shared.py): notices, private
messages and diwans' chat lines over Redis pub/sub, where each account is (a key per account with a time to
live, refreshed by the process it is connected to), invitations.

Nothing read from Redis is trusted to be well-formed: a relayed message is
decoded as the protocol's own server message (msgspec) before any client gets
it, and a key that does not decode counts as absent.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any, Awaitable, Optional, Protocol, Union

import msgspec
from redis import asyncio as aioredis
from redis.asyncio.client import Pipeline

from ..tables.host import Member
from ..wire import protocol as p
from ..wire.names import UNSPECIFIED
from .quiet_log import Hushed

REDIS_AWAY, NOT_ONE = Hushed(), Hushed()      # said at most once a minute each

PREFIX = "baloot:"
CHANNEL = PREFIX + "tell"
ONLINE_MS = 30_000        # an account's whereabouts outlive a dead process this long
MAX_WAITING = 10_000      # relayed messages waiting their turn to be published
PLAYER_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


class Relayed(msgspec.Struct):
    """One message on the channel: for the connections of ``to`` (an account, or the
    accounts a diwan's news is for: one message for them all), from process ``origin``."""
    origin: str
    to: Union[str, list[str]]
    msg: msgspec.Raw


class Place(msgspec.Struct):
    """Where an account connected to some process is (FriendInfo without the name)."""
    place: str
    seats_free: int = 0


_relayed = msgspec.json.Decoder(Relayed)
_place = msgspec.json.Decoder(Place)
_encode = msgspec.json.Encoder().encode


def place_of(raw: object) -> Optional[Place]:
    """A key's whereabouts, or None when absent or not well-formed."""
    if not isinstance(raw, (bytes, str)):
        return None
    try:
        place = _place.decode(raw) if raw else None
    except (msgspec.DecodeError, msgspec.ValidationError):
        return None
    if place is None or place.place not in ("lobby", "table", "playing", "watching"):
        return None
    return place


class FriendsHere(Protocol):
    """The accounts connected to this process (social.friends.FriendBook)."""

    online: dict[str, set[Member]]

    def info(self, player_id: str, name: str, form: str,
             remote: Optional[dict[str, p.FriendInfo]] = None) -> p.FriendInfo: ...
    def tell_here(self, player_id: str, message: p.Msg) -> bool: ...


class PrivateHere(Protocol):
    """Private messages to this process's connections (social.friend_talk.FriendTalk)."""

    def private_here(self, friend: str, notice: p.PrivateMessage) -> None: ...


class DiwansHere(Protocol):
    """A diwan's news to this process's connections (social.diwans.DiwanHall)."""

    def hear_here(self, players: list[str],
                  message: Union[p.DiwanNotice, p.DiwanChat]) -> None: ...


class Here(Protocol):
    """Where relayed news is delivered on this process: the server's parts."""

    @property
    def friends(self) -> FriendsHere: ...
    @property
    def talk(self) -> PrivateHere: ...
    @property
    def diwans(self) -> DiwansHere: ...


Work = Awaitable[Any]


class Relay:
    """The friends' side of a Cluster (its ``redis``, ``name``, ``server``)."""

    redis: aioredis.Redis
    name: str
    server: Here
    tasks: set[asyncio.Task]
    sending: asyncio.Lock     # taken by each publish: the tasks take it in turn (FIFO)

    def spawn(self, work: Work) -> asyncio.Task:
        """``work`` (a coroutine) runs on its own; a Redis failure is logged, not raised."""
        task = asyncio.get_running_loop().create_task(self._logged(work))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    @staticmethod
    async def _logged(work: Work) -> None:
        try:
            await work
        except Exception as error:       # Redis away: the next tick tries again
            REDIS_AWAY.warn("redis: %s", error)

    # -- notices and private messages ------------------------------------------------------
    def tell(self, to: Union[str, list[str]], message: p.Msg) -> None:
        if not to:
            return
        if len(self.tasks) > MAX_WAITING:     # Redis hangs: what waits is lost, not memory
            REDIS_AWAY.warn("redis: %d messages wait to be relayed, one more dropped",
                            MAX_WAITING)
            return
        data = _encode({"origin": self.name, "to": to, "msg": msgspec.Raw(p.encode(message))})
        self.spawn(self._publish(data))

    async def _publish(self, data: bytes) -> None:
        """One at a time, in the order told: on the pool's several connections, a chat
        line published at once could overtake the one before it."""
        async with self.sending:
            await self.redis.publish(CHANNEL, data)

    async def listen(self) -> None:
        """Relayed messages for the accounts connected here, as long as the process runs."""
        pubsub = self.redis.pubsub()
        await pubsub.subscribe(CHANNEL)
        try:
            while True:
                item = await pubsub.get_message(ignore_subscribe_messages=True, timeout=5.0)
                if item is not None:
                    self.relayed(item.get("data"))
        finally:
            await pubsub.aclose()

    def relayed(self, raw: object) -> None:
        try:
            if not isinstance(raw, (bytes, str)):
                raise TypeError(type(raw).__name__)
            relayed = _relayed.decode(raw)
            players = [relayed.to] if isinstance(relayed.to, str) else relayed.to
            if relayed.origin == self.name or \
                    not all(PLAYER_ID.fullmatch(player) for player in players):
                return
            message = p.decode_server(relayed.msg)
        except (msgspec.DecodeError, msgspec.ValidationError, TypeError):
            NOT_ONE.warn("redis: a relayed message that is not one: %.200r", raw)
            return
        if isinstance(message, (p.DiwanChat, p.DiwanNotice)):   # the block filter: here
            return self.server.diwans.hear_here(players, message)
        for player in players:
            if isinstance(message, p.PrivateMessage):
                self.server.talk.private_here(player, message)
            else:
                self.server.friends.tell_here(player, message)

    # -- whereabouts --------------------------------------------------------------------
    async def online(self, player_id: str) -> bool:
        return place_of(await self.redis.get(PREFIX + "online:" + player_id)) is not None

    async def whereabouts(self, player_ids: list[str]) -> dict[str, p.FriendInfo]:
        if not player_ids:
            return {}
        raws = await self.redis.mget([PREFIX + "online:" + player for player in player_ids])
        found = {}
        for player, raw in zip(player_ids, raws):
            place = place_of(raw)
            if place is not None:
                found[player] = p.FriendInfo(player, "", place.place, place.seats_free)
        return found

    def places(self, pipe: Pipeline, written: dict[str, bytes], every: bool) -> None:
        """Queue the whereabouts of the accounts connected here that changed (``every``:
        all of them, to keep them alive); the ones gone are deleted."""
        book = self.server.friends
        now = {}
        for player in book.online:
            info = book.info(player, "", UNSPECIFIED)
            now[player] = _encode(Place(info.place, info.seats_free))
        for player, data in now.items():
            if every or written.get(player) != data:
                pipe.set(PREFIX + "online:" + player, data, px=ONLINE_MS)
        for player in set(written) - set(now):
            pipe.delete(PREFIX + "online:" + player)
        written.clear()
        written.update(now)

    # -- invitations ----------------------------------------------------------------------
    async def invited(self, invited: str, inviter: str, table_id: str, seconds: float) -> None:
        await self.redis.set(f"{PREFIX}invite:{invited}:{inviter}", table_id,
                             px=max(1, int(seconds * 1000)))

    async def take_invite(self, invited: str, inviter: str) -> Optional[str]:
        raw = await self.redis.get(f"{PREFIX}invite:{invited}:{inviter}")   # until it lapses:
        # accepted here, the table's process (the inviter's) takes it again from its own
        table_id = raw.decode("ascii", "replace") if isinstance(raw, bytes) else None
        return table_id if table_id and TABLE_ID.fullmatch(table_id) else None


TABLE_ID = re.compile(r"[0-9a-f]{16}")
