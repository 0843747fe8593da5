"""Friends on the server: requests by name, answers, removal, the list of friends
with where each is, and the notices when a friend comes online or goes.

Accounts only. A block overrides all of it: blocking a friend ends the
friendship (:meth:`FriendBook.sever`), a request to someone who blocked you
waits unseen (it answers as any request does), and every other friend's
message (:mod:`.friend_talk`) needs the friendship. Every answer reads one
player's rows, a page at a time; the limits are ``serve`` options
(guard/limits.py). A drop is told only once the friend has been away
``presence_seconds`` (tables/presence.py), so a reconnect is not told at all.
"""

from __future__ import annotations

import asyncio
from typing import Callable, Optional, Protocol

from ..cluster.directory import Directory
from ..db.accounts import Account
from ..db.storage import Storage
from ..guard.limits import Bucket, Limits
from ..tables.host import Member
from ..tables.presence import Presence
from ..tables.room import Room
from ..wire import protocol as p
from ..wire.names import UNSPECIFIED, name_key, name_refusal

ADDS_AT_ONCE = 10.0


class Places(Protocol):
    """What the friends' book reads of its server: where a player is."""

    directory: Directory        # the other processes' players (cluster/shared.py)

    def room_of(self, player_id: Optional[str]) -> Optional[Room]: ...


class FriendBook:
    def __init__(self, storage: Storage, limits: Limits, places: Places):
        self.storage, self.limits, self.places = storage, limits, places
        self.online: dict[str, set[Member]] = {}     # an account's open connections
        self.friends: dict[str, set[str]] = {}       # an online account's friends
        self.adds: dict[str, Bucket] = {}
        self.presence = Presence(self.limits.presence_seconds, self._later)

    @staticmethod
    def _later(delay: float, fn: Callable[[], object]) -> None:
        asyncio.get_running_loop().call_later(delay, fn)

    # -- where a friend is ------------------------------------------------------------
    @property
    def elsewhere(self) -> Directory:
        return self.places.directory

    def room_of(self, player_id: Optional[str]) -> Optional[Room]:
        return self.places.room_of(player_id)

    def info(self, player_id: str, name: str, form: str,
             remote: Optional[dict[str, p.FriendInfo]] = None) -> p.FriendInfo:
        """Where the account is (``remote``: those connected to other processes), with its
        name and form of address."""
        if player_id not in self.online:
            there = (remote or {}).get(player_id)
            return p.FriendInfo(player_id, name, there.place, there.seats_free, form) if there \
                else p.FriendInfo(player_id, name, form=form)
        room = self.room_of(player_id)
        if room is None:
            return p.FriendInfo(player_id, name, "lobby", form=form)
        seated = room.seat_of(player_id) is not None
        if room.started:
            return p.FriendInfo(player_id, name, "playing" if seated else "watching",
                                form=form)
        free = sum(1 for seat in room.seats if seat.player is None)
        return p.FriendInfo(player_id, name, "table", free, form)

    def tell(self, player_id: str, message: p.Msg) -> bool:
        """To every connection of the account (on other processes too); False when
        it has none here."""
        self.elsewhere.tell(player_id, message)
        return self.tell_here(player_id, message)

    def tell_here(self, player_id: str, message: p.Msg) -> bool:
        conns = self.online.get(player_id, set())
        for conn in conns:
            conn.send(message)
        return bool(conns)

    def _tell_friends(self, conn: Member, change: str) -> None:
        notice = p.FriendNotice(change, self.info(conn.player_id or "", conn.name, conn.form))
        player_id = conn.player_id or ""
        for friend in self.friends.get(player_id, ()):
            self.tell(friend, notice)

    # -- coming and going ----------------------------------------------------------------
    async def arrived(self, conn: Member) -> None:
        """An account's connection is named: its friends hear it came online (unless
        it is back before its drop was told); it hears what waits for it."""
        player = conn.player_id or ""
        first = player not in self.online
        self.online.setdefault(player, set()).add(conn)
        if first:
            people = await self.storage.friends_of(player, 0, self.limits.friends)
            if player not in self.online:       # gone while its friends were read
                return
            self.friends[player] = {person.player_id for person in people}
            for person in people:
                self.friends.get(person.player_id, set()).add(player)
            if not self.presence.unseen_return(player):
                self._tell_friends(conn, "online")
        waiting = await self.storage.requests_to(player, 0, self.limits.page_size)
        if waiting:
            conn.send(p.FriendRequests([p.Requester(w.player_id, w.name, w.form)
                                        for w in waiting]))
        untold = await self.storage.untold_friends(player, self.limits.page_size)
        for friend in untold:     # accepted while this player was offline
            conn.send(p.FriendNotice("accepted", self.info(friend.player_id, friend.name,
                                                           friend.form)))
        if untold:
            await self.storage.mark_told(player)

    def left(self, conn: Member) -> None:
        player = conn.player_id or ""
        conns = self.online.get(player)
        if conns is None or conn not in conns:
            return
        conns.discard(conn)
        if conns:
            return
        del self.online[player]
        if player in self.adds and self.adds[player].full():    # nothing spent: forgotten
            del self.adds[player]

        def gone() -> None:
            if player not in self.online:
                self._tell_friends(conn, "offline")
                self.friends.pop(player, None)
        self.presence.away(player, gone)

    def befriended(self, a: str, b: str) -> None:
        for one, other in ((a, b), (b, a)):
            if one in self.friends:
                self.friends[one].add(other)

    def parted(self, a: str, b: str) -> None:
        for one, other in ((a, b), (b, a)):
            self.friends.get(one, set()).discard(other)

    async def sever(self, blocker: str, blocked: str) -> None:
        """A block ends the friendship, the requests and the messages that wait."""
        await self.storage.unfriend(blocker, blocked)
        self.parted(blocker, blocked)

    async def are_friends(self, a: str, b: str) -> bool:
        """From the online friends' cache, unless another process may have changed it."""
        if a in self.friends and not self.elsewhere.cluster:
            return b in self.friends[a]
        return await self.storage.are_friends(a, b)

    # -- requests and the lists ---------------------------------------------------------
    async def named(self, conn: Member, name: str, ref: int) -> Optional[Account]:
        """The account a player typed the name of (a friend to add, a member to invite),
        or None with the refusal sent."""
        refusal = name_refusal(name)
        if refusal is not None:
            conn.error(refusal, "", ref)
            return None
        found = await self.storage.find_account(name_key(name))
        if found is None:
            conn.error("unknown_player", "", ref)
        return found

    def may_ask(self, player: str) -> bool:
        """One more friend request or diwan invitation from ``player`` (one budget)."""
        per_hour = self.limits.friend_adds_per_hour
        return self.adds.setdefault(player, Bucket(per_hour / 3600,
                                                   min(ADDS_AT_ONCE, per_hour))).take()

    async def add(self, conn: Member, msg: p.FriendAdd) -> None:
        me = conn.player_id or ""
        found = await self.named(conn, msg.name, msg.ref)
        if found is None:
            return
        target = found.player_id
        if target == me:
            return conn.error("not_yourself", "", msg.ref)
        if target in conn.blocked:
            return conn.error("blocked", "you blocked this player: unblock them first", msg.ref)
        if await self.are_friends(me, target):
            return conn.error("already_friends", "", msg.ref)
        if not self.may_ask(me):
            return conn.error("friend_throttled", "", msg.ref)
        if await self.storage.has_friend_request(target, me):     # they asked first
            return await self._accept(conn, target, found.name, found.form, msg.ref)
        mine, theirs = await self.storage.request_counts(me, target)
        if mine >= self.limits.friend_requests:
            return conn.error("too_many_requests", "", msg.ref)
        if theirs >= self.limits.requests_waiting:
            return conn.error("requests_full", "", msg.ref)
        await self.storage.add_friend_request(me, target)
        conn.send(p.Ok(msg.ref))
        if not self._blocks(target, me):
            self.tell(target, p.FriendNotice("request", p.FriendInfo(me, conn.name,
                                                                    form=conn.form)))

    def _blocks(self, player: str, other: str) -> bool:
        """Whether the online ``player`` blocked ``other`` (offline: told nothing anyway)."""
        return any(other in conn.blocked for conn in self.online.get(player, ()))

    async def _accept(self, conn: Member, other: str, name: str, form: str, ref: int) -> None:
        me = conn.player_id or ""
        cap = self.limits.friends
        if await self.storage.friend_count(me) >= cap or \
                await self.storage.friend_count(other) >= cap:
            return conn.error("too_many_friends", "", ref)
        await self.storage.befriend(me, other)
        self.befriended(me, other)
        conn.send(p.Ok(ref))
        if self.tell(other, p.FriendNotice("accepted", self.info(me, conn.name, conn.form))):
            await self.storage.mark_told(other)
        conn.send(p.FriendNotice("accepted", self.info(other, name, form)))

    async def answer(self, conn: Member, msg: p.FriendAnswer) -> None:
        me = conn.player_id or ""
        if msg.player_id in conn.blocked or \
                not await self.storage.has_friend_request(msg.player_id, me):
            return conn.error("no_request", "", msg.ref)
        if not msg.accept:
            await self.storage.drop_friend_request(msg.player_id, me)
            return conn.send(p.Ok(msg.ref))
        found = await self.storage.account(msg.player_id)
        await self._accept(conn, msg.player_id, found.name if found else "?",
                           found.form if found else UNSPECIFIED, msg.ref)

    async def remove(self, conn: Member, msg: p.FriendRemove) -> None:
        """No longer friends (a request of mine to them withdrawn too); told to no one."""
        await self.storage.unfriend(conn.player_id or "", msg.player_id)
        self.parted(conn.player_id or "", msg.player_id)
        conn.send(p.Ok(msg.ref))

    async def friend_list(self, conn: Member, msg: p.ListFriends) -> None:
        """A page of my friends, with where each is."""
        offset, size = msg.after or 0, self.limits.page_size
        people = await self.storage.friends_of(conn.player_id or "", offset, size)
        after = offset + size if len(people) == size else None
        remote = await self.elsewhere.whereabouts(
            [f.player_id for f in people if f.player_id not in self.online])
        conn.send(p.FriendPage([self.info(f.player_id, f.name, f.form, remote)
                                for f in people], msg.ref, after))

    async def requests(self, conn: Member, msg: p.ListFriendRequests) -> None:
        """A page of the friend requests for me."""
        offset, size = msg.after or 0, self.limits.page_size
        people = await self.storage.requests_to(conn.player_id or "", offset, size)
        conn.send(p.FriendRequests([p.Requester(f.player_id, f.name, f.form) for f in people],
                                   msg.ref, offset + size if len(people) == size else None))
