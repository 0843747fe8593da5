"""One of several ``serve`` processes on one PostgreSQL and one Redis
(``serve --db postgresql://... --redis redis://... --name p1``), behind a proxy
that routes ``/play/p/<name>`` to the process of that name (and, when it is
down, to any other): docs/deployment.md.

Each table is owned by one process: an atomic claim in Redis (``SET NX`` with a
time to live of ``CLAIM_MS``) that the owner refreshes every ``TICK`` seconds.
A process that finds its claim gone or taken stops serving the table at once
(fencing: its clients are sent to the new owner); a stale owner's write that
slips through first meets the table's stored actions, keyed by (table, round,
index), which refuse a second, different action: the room fails, and goes.
When a process dies its claims lapse; the next process asked for one of its
tables (a reconnecting player's token, a join) or the sweep for orphans claims
it and restores it from PostgreSQL exactly as a restart does.

The public table list, the invite codes and the held seats are Redis keys
written by the owner (:meth:`Cluster.tick`); friends' notices and private
messages cross over pub/sub (relay.py). A table's game traffic never
leaves its owner. Nothing read from Redis is trusted to be well-formed.
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
import time
from typing import Optional, Protocol, cast

import msgspec
from redis import asyncio as aioredis
from redis.asyncio.client import Pipeline

from ..db.rules import StoredTable
from ..tables.room import Room
from ..wire import protocol as p
from .directory import Holder, Reached
from .relay import PREFIX, REDIS_AWAY, TABLE_ID, Here, Relay

log = logging.getLogger("baloot_audio.net")

CLAIM_MS = 3000          # a table's claim outlives its dead owner this long
TICK = 1.0               # seconds between the owner's refreshes
FULL_EVERY = 10          # ticks between rewrites of what did not change (kept alive)
KEPT_MS = 30_000         # a table's public info and code outlive a dead owner this long
SEAT_MS = 600_000        # a held seat's pointer: a reconnecting player finds the table
SWEEP = 2.0              # seconds (with jitter) between the sweeps for orphan tables
NAME = re.compile(r"[a-z0-9][a-z0-9-]{0,31}")
ALL, PUBLIC = PREFIX + "tables", PREFIX + "public"

# refresh a claim only while it is ours; delete a key only while it holds our value
REFRESH = "if redis.call('get', KEYS[1]) == ARGV[1] then " \
          "return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"
RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then " \
          "return redis.call('del', KEYS[1]) else return 0 end"
_info = msgspec.json.Decoder(p.TableInfo)


def text(raw: object) -> Optional[str]:
    return raw.decode("utf-8", "replace") if isinstance(raw, bytes) else None


def table_id_of(raw: object) -> Optional[str]:
    found = text(raw)
    return found if found and TABLE_ID.fullmatch(found) else None


class ClusterHost(Holder, Here, Protocol):
    """What the shared directory asks of its server (server.Server)."""

    def add_room(self, room: Room, address: Optional[str] = None) -> None: ...
    def forget(self, table_id: str) -> None: ...


class Cluster(Relay):
    """The shared directory (a directory.Directory) of one process among several."""

    server: ClusterHost

    cluster = True

    def __init__(self, server: ClusterHost, redis: aioredis.Redis, name: str):
        self.server, self.redis, self.name = server, redis, name
        self.tasks: set[asyncio.Task] = set()
        self.sending = asyncio.Lock()
        self.taking: dict[str, asyncio.Future] = {}     # tables being restored here
        self.opening: dict[str, asyncio.Task] = {}      # new tables' first writes
        self.written: dict[str, tuple[bytes, str, frozenset]] = {}   # per table: info, code, seats
        self.places_written: dict[str, bytes] = {}      # whereabouts written, per account
        self.ticks, self.last_ok = 0, time.monotonic()
        self.refresh, self.release = redis.register_script(REFRESH), \
            redis.register_script(RELEASE)

    @classmethod
    async def open(cls, server: ClusterHost, url: str, name: str) -> "Cluster":
        if not NAME.fullmatch(name or ""):
            raise ValueError("--redis needs --name: lowercase letters, digits and '-', "
                             "as the proxy routes /play/p/NAME")
        redis = aioredis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=5)
        try:
            await redis.ping()
        except (aioredis.RedisError, OSError) as error:
            await redis.aclose()
            raise OSError(f"cannot reach Redis at {url}: {error}") from None
        return cls(server, redis, name)

    # -- the process's life ---------------------------------------------------------------
    async def start(self) -> int:
        """The unfinished tables nobody claims are restored here; the loops start."""
        count = 0
        for stored in await self.server.storage.unfinished_tables():
            if stored.table_id not in self.server.rooms and await self._claim(stored.table_id):
                count += await self._restore(stored) is not None
        for loop in (self._ticking(), self._sweeping(), self.listen()):
            self.spawn(loop)
        return count

    async def close(self) -> None:
        for task in list(self.tasks):
            task.cancel()
        await asyncio.gather(*self.tasks, return_exceptions=True)
        try:           # a process stopped on purpose lets its tables go at once
            for table_id in list(self.server.rooms):
                await self.release(keys=[PREFIX + "owner:" + table_id], args=[self.name])
        except (aioredis.RedisError, OSError) as error:
            REDIS_AWAY.warn("redis: %s", error)
        await self.redis.aclose()

    # -- claims -----------------------------------------------------------------------------
    async def _claim(self, table_id: str) -> bool:
        return bool(await self.redis.set(PREFIX + "owner:" + table_id, self.name,
                                         nx=True, px=CLAIM_MS))

    async def _owner(self, table_id: str) -> Optional[str]:
        owner = text(await self.redis.get(PREFIX + "owner:" + table_id))
        return owner if owner and NAME.fullmatch(owner) else None

    async def reach(self, table_id: str, path: str) -> Reached:
        if not TABLE_ID.fullmatch(table_id or ""):
            return None
        room = self.server.rooms.get(table_id)
        if room is not None:
            return room
        if table_id in self.taking:
            return await asyncio.shield(self.taking[table_id])
        owner = await self._owner(table_id)
        if owner is not None and owner != self.name:
            if path.rstrip("/") != f"/play/p/{owner}":
                return p.Moved(f"/play/p/{owner}")
            owner = await self._lapsed(table_id)    # the proxy says its process is down
            if owner is not None:
                return p.Moved(f"/play/p/{owner}")
        return await self._take(table_id)

    async def _lapsed(self, table_id: str) -> Optional[str]:
        """Wait (at most a claim's time to live) for a dead owner's claim to lapse;
        the owner then, if another process took it meanwhile."""
        end = time.monotonic() + CLAIM_MS / 1000 + 0.5
        while time.monotonic() < end:
            owner = await self._owner(table_id)
            if owner is None or owner == self.name:
                return None
            await asyncio.sleep(0.2)
        return owner

    async def _take(self, table_id: str) -> Reached:
        """Claim an orphan table and restore it here (None: not a table to serve)."""
        if table_id in self.taking:         # asked again meanwhile
            return await asyncio.shield(self.taking[table_id])
        future = self.taking[table_id] = asyncio.get_running_loop().create_future()
        try:
            if not await self._claim(table_id):
                owner = await self._owner(table_id)
                result: Reached = p.Moved(f"/play/p/{owner}") if owner and owner != self.name \
                    else self.server.rooms.get(table_id)
            else:
                stored = await self.server.storage.load_table(table_id)
                result = await self._restore(stored) if stored is not None else None
                if result is None:
                    await self._gone(table_id)
            future.set_result(result)
            return result
        except BaseException as error:
            future.set_exception(error)
            future.exception()         # retrieved: nobody else may be waiting
            raise
        finally:
            self.taking.pop(table_id, None)

    async def _restore(self, stored: StoredTable) -> Optional[Room]:
        if stored.finished:
            return None
        room = Room(self.server, stored.table_id, stored.seed, dict(stored.settings))
        try:
            room.restore(stored.actions)
        except Exception:
            log.exception("table %s cannot be restored; left in storage", stored.table_id)
            return None
        self.server.add_room(room)
        log.warning("table %s restored on %s", stored.table_id, self.name)
        return room

    async def _gone(self, table_id: str) -> None:
        """A finished or unknown table: out of the directory."""
        pipe = self.redis.pipeline(transaction=False)
        pipe.zrem(ALL, table_id)
        pipe.zrem(PUBLIC, table_id)
        pipe.delete(PREFIX + "info:" + table_id)
        await pipe.execute()
        await self.release(keys=[PREFIX + "owner:" + table_id], args=[self.name])

    # -- tables served here ------------------------------------------------------------------
    def opened(self, room: Room) -> None:
        self.written.pop(room.id, None)
        score = int(time.time() * 1e6)
        pipe = self.redis.pipeline(transaction=False)
        pipe.set(PREFIX + "owner:" + room.id, self.name, px=CLAIM_MS)   # a new id: free
        pipe.zadd(ALL, {room.id: score}, nx=True)
        if room.settings.public:
            pipe.zadd(PUBLIC, {room.id: score}, nx=True)
        self._write(pipe, room, True)
        task = self.opening[room.id] = self.spawn(pipe.execute())
        task.add_done_callback(lambda _: self.opening.pop(room.id, None))

    async def settled(self, table_id: str) -> None:
        task = self.opening.pop(table_id, None)
        if task is not None:
            await asyncio.wait([task])

    def closed(self, table_id: str) -> None:
        code, seats = self.written.pop(table_id, (b"", "", frozenset()))[1:]
        self.spawn(self._closed(table_id, code, seats))

    async def _closed(self, table_id: str, code: str, seats: frozenset) -> None:
        await self._gone(table_id)
        if code:
            await self.release(keys=[PREFIX + "code:" + code], args=[table_id])
        for player in seats:
            await self.release(keys=[PREFIX + "seat:" + player], args=[table_id])

    def placed(self, player_id: str, table_id: str) -> None:
        """Written at once (not at the next tick): a process that dies a moment after
        a player sat down must not leave them unable to find their seat."""
        self.spawn(self.redis.set(PREFIX + "seat:" + player_id, table_id, px=SEAT_MS))

    def failed(self, room: Room) -> None:
        self.spawn(self._failed(room))

    async def _failed(self, room: Room) -> None:
        owner = await self._owner(room.id)
        if owner is not None and owner != self.name:      # fenced: another process has it
            return self._lost(room, owner)
        for conn in list(room.members.values()):
            conn.send(p.Error("table_failed", "the table stopped on a server error"))

    def _lost(self, room: Room, owner: Optional[str]) -> None:
        """Another process owns the table now: this one stops serving it at once, and
        its members go there (a reconnecting token finds the way)."""
        log.warning("table %s: claim lost to %s; no longer served here", room.id, owner)
        room.close()
        self.written.pop(room.id, None)
        self.server.forget(room.id)
        for conn in list(room.members.values()):
            conn.send(p.Moved(f"/play/p/{owner}" if owner else "/"))
            conn.close_soon()

    def _write(self, pipe: Pipeline, room: Room, every: bool) -> None:
        """Queue what changed of a table's public info, code and held seats (``every``:
        all of it, to keep it alive)."""
        info = p.encode(room.info(member=False))
        code = room.settings.code
        seats = frozenset(s.player for s in room.seats if s.player)
        old = self.written.get(room.id)
        if every or old is None or old[0] != info:
            pipe.set(PREFIX + "info:" + room.id, info, px=KEPT_MS)
        if every or old is None or old[1] != code:
            pipe.set(PREFIX + "code:" + code, room.id, px=KEPT_MS)
        for player in seats if every or old is None else seats - old[2]:
            pipe.set(PREFIX + "seat:" + player, room.id, px=SEAT_MS)
        self.written[room.id] = (info, code, seats)

    # -- the loops ---------------------------------------------------------------------------
    async def _ticking(self) -> None:
        while True:
            await asyncio.sleep(TICK)
            try:
                await self.tick()
                self.last_ok = time.monotonic()
            except (aioredis.RedisError, OSError) as error:
                REDIS_AWAY.warn("redis: %s", error)
                if time.monotonic() - self.last_ok > CLAIM_MS / 1000:   # claims lapsed
                    for room in list(self.server.rooms.values()):
                        self._lost(room, None)

    async def tick(self) -> None:
        """Refresh this process's claims (a lost one: the table goes), then write what
        changed of its tables and of its accounts' whereabouts."""
        self.ticks += 1
        every = self.ticks % FULL_EVERY == 0
        rooms = [room for room in self.server.rooms.values() if not room.closed]
        pipe = self.redis.pipeline(transaction=False)
        for room in rooms:
            await self.refresh(keys=[PREFIX + "owner:" + room.id],
                               args=[self.name, CLAIM_MS], client=pipe)
        kept = await pipe.execute() if rooms else []
        pipe = self.redis.pipeline(transaction=False)
        for room, ok in zip(rooms, kept):
            if not ok:
                self._lost(room, await self._owner(room.id))
            else:
                self._write(pipe, room, every)
        self.places(pipe, self.places_written, every)
        await pipe.execute()

    async def _sweeping(self) -> None:
        while True:
            await asyncio.sleep(SWEEP * random.uniform(0.75, 1.25))
            try:
                await self.sweep()
            except (aioredis.RedisError, OSError) as error:
                REDIS_AWAY.warn("redis: %s", error)

    async def sweep(self) -> int:
        """Claim and restore the tables whose owner died; how many."""
        found = [table_id_of(raw) for raw in await self.redis.zrange(ALL, 0, -1)]
        ids = [t for t in found if t and t not in self.server.rooms and t not in self.taking]
        if not ids:
            return 0
        pipe = self.redis.pipeline(transaction=False)
        for table_id in ids:
            pipe.exists(PREFIX + "owner:" + table_id)
        owned = await pipe.execute()
        count = 0
        for table_id, taken in zip(ids, owned):
            if not taken and table_id not in self.taking:
                count += isinstance(await self._take(table_id), Room)
        return count

    # -- lookups ----------------------------------------------------------------------------
    async def code_table(self, code: str) -> Optional[str]:
        return table_id_of(await self.redis.get(PREFIX + "code:" + code))

    async def held_table(self, player_id: str) -> Optional[str]:
        return table_id_of(await self.redis.get(PREFIX + "seat:" + player_id))

    async def page(self, after: Optional[str], size: int) -> tuple[list[p.TableInfo],
                                                                    Optional[str]]:
        if after is not None and not after.isdigit():
            raise ValueError(f"not a cursor: {after!r}")
        low = f"({after}" if after is not None else "-inf"
        found = cast(list[tuple[object, float]], await self.redis.zrangebyscore(
            PUBLIC, low, "+inf", start=0, num=size, withscores=True))
        ids = [(table_id_of(raw), int(score)) for raw, score in found]
        raws = await self.redis.mget([PREFIX + "info:" + (t or "-") for t, _ in ids]) \
            if ids else []
        infos = []
        for (table_id, _), raw in zip(ids, raws):
            try:
                info = _info.decode(raw) if raw and table_id else None
            except (msgspec.DecodeError, msgspec.ValidationError):
                info = None
            if info is not None and info.table_id == table_id:
                infos.append(info)
        return infos, str(ids[-1][1]) if len(ids) == size else None
