"""``baloot-audio serve``: the authoritative game server (asyncio + websockets).

A connection names itself (:class:`~baloot_audio.net.wire.protocol.Hello`), then
uses the lobby (list, create, join by code, seats, bots, start) and plays at
one table at a time. Everything a client sends is validated here or by the
protocol's types; a bad message gets an :class:`~baloot_audio.net.wire.protocol.Error`
naming the problem and changes nothing; a flood is throttled, then dropped.
Each table (:class:`~baloot_audio.net.tables.room.Room`) runs its own queue, so one
table's trouble never reaches another.
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import json
import logging
import os
import secrets
import signal
import ssl
import sys
import time
from typing import Any, Awaitable, Callable, Optional, Union

import msgspec
import websockets
from websockets.asyncio.server import ServerConnection, serve
from websockets.http11 import Request, Response

from baloot_audio.core import UnknownOption

from ..accounts.identity import MAX_FAILURES, Accounts, IdentityRefused
from ..cluster.directory import Directory, LocalDirectory
from ..db.housekeeping import keep_house
from ..db.patient import PatientStorage
from ..db.storage import Storage, StorageError, StorageFull, open_storage
from ..guard.gate import Gate, QuietAccept
from ..guard.guesses import Guesses
from ..guard.limits import Limits, limits_from, raise_descriptor_limit
from ..guard.quota import TableQuota
from ..social.diwans import DiwanHall
from ..social.friend_talk import FriendTalk, sit_and_join
from ..social.friends import FriendBook
from ..tables import moderation
from ..tables.bot_pool import BotPool
from ..tables.host import Member
from ..tables.listing import PublicTables
from ..tables.reports import ReportDesk
from ..tables.room import Room
from ..tables.settings import TableOptionError, new_settings
from ..guard.guesses import invite_code
from ..matching.hall import MatchingHall
from ..tournaments.hall import TournamentHall
from ..tournaments.room import room_class
from ..wire import protocol as p
from .connection import RATE, Conn
from .extras import argon2_missing, missing_extra
from .joining import held_elsewhere, moved, table_asked
from .player_messages import PlayerMessages
from .routes import Route, routes
from .standing_answers import StandingAnswers

log = logging.getLogger("baloot_audio.net")

class Server:
    def __init__(self, storage: Storage, bot_delay: float = 1.0, rate: float = RATE,
                 limits: Limits = Limits(), bots: Optional[BotPool] = None,
                 guests: bool = False, clock: Callable[[], float] = time.time):
        self.storage: Storage = PatientStorage(storage)     # a table waits out a full disk
        self.clock = clock     # the wall clock's now, for dates (a tournament's start, a day)
        self.conns: set[Conn] = set()
        self.accounts = Accounts(self.storage, guests, limits, clock, self.conns)
        self.rate, self.bot_delay, self.limits, self.bots = rate, bot_delay, limits, bots
        self.gate, self.guesses = Gate(limits), Guesses(limits)
        self.quota, self.listing = TableQuota(limits), PublicTables()
        self.rooms: dict[str, Room] = {}
        self.codes: dict[str, str] = {}
        self.where: dict[str, str] = {}       # player id -> the table they belong to
        self.directory: Directory = LocalDirectory(self)    # cluster/shared.py: shared by processes
        self.friends = FriendBook(self.storage, limits, self)
        self.talk = FriendTalk(self.friends, self.join_invited)
        self.reports = ReportDesk(self.storage, limits)
        self.diwans = DiwanHall(self.friends, self.reports)
        self.tournaments = TournamentHall(self)
        self.matching = MatchingHall(self)      # play now: the line, the tables it finds
        self.standing = StandingAnswers(self.storage, limits.board_opponents)
        self.players = PlayerMessages(self.storage, self.accounts, self.talk, self.conns)
        self.routes: dict[type, Route] = routes(self)
        self.storage_told, self.timings_path = -60.0, os.environ.get("BALOOT_SERVER_TIMINGS")
        self.timings: Optional[list] = [] if self.timings_path else None
        # web/serve.py's: the browser's connections, the page's files (past the gate)
        self.conn_class: type[Conn] = Conn
        self.pages: Optional[Callable[[Any, Request], Optional[Response]]] = None

    # -- rooms ----------------------------------------------------------------------------
    def add_room(self, room: Room, address: Optional[str] = None) -> None:
        self.rooms[room.id] = room
        self.codes[room.settings.code] = room.id
        self.quota.opened(room.id, room.settings.creator, address)
        if room.settings.public:
            self.listing.add(room.id)
        for seat in room.seats:
            if seat.player is not None:
                self.where[seat.player] = room.id
        room.start()
        self.directory.opened(room)

    async def restore(self) -> int:
        """Bring back every unfinished table from storage; returns how many."""
        count = 0
        await self.tournaments.load()       # read first: once a table is back, it plays
        for stored in await self.storage.unfinished_tables():
            room = room_class(stored.settings)(self, stored.table_id, stored.seed,
                                               dict(stored.settings))
            try:
                room.restore(stored.actions)
            except Exception:
                log.exception("table %s cannot be restored; left in storage", stored.table_id)
                continue
            self.add_room(room)
            count += 1
        self.tournaments.resume()
        return count

    def room_of(self, player_id: Optional[str]) -> Optional[Room]:
        room_id = self.where.get(player_id) if player_id else None
        return self.rooms.get(room_id) if room_id else None

    def place(self, player_id: str, table_id: str) -> None:
        self.where[player_id] = table_id
        self.directory.placed(player_id, table_id)     # found at once from every process

    # what a room may ask of its server (host.Host)
    def left_room(self, player_id: str, table_id: str) -> None:
        if self.where.get(player_id) == table_id:
            del self.where[player_id]

    def unlist(self, table_id: str) -> None:
        self.forget(table_id)
        self.directory.closed(table_id)

    def forget(self, table_id: str) -> None:
        """The table is no longer served here (gone, or another process's now)."""
        for player, room_id in list(self.where.items()):
            if room_id == table_id:
                del self.where[player]
        room = self.rooms.pop(table_id, None)
        if room is not None:
            self.codes.pop(room.settings.code, None)
        self.quota.closed(table_id)
        self.listing.remove(table_id)

    def failed(self, table_id: str) -> None:
        room = self.rooms.get(table_id)
        if room is not None:
            self.directory.failed(room)

    def recode(self, table_id: str, old: str) -> str:
        code = old
        while code == old or code in self.codes:
            code = invite_code(self.limits.code_length)
        if self.codes.get(old) == table_id:
            del self.codes[old]
        self.codes[code] = table_id
        return code

    def match_over(self, table_id: str) -> None:
        """Unlist a finished table; its members stay connected, its room closes soon."""
        room = self.rooms.get(table_id)
        self.tournaments.match_over(room)     # a tournament's match advances its draw
        self.unlist(table_id)
        if room is not None:
            asyncio.get_running_loop().call_later(30.0, room.close)

    async def close(self) -> None:
        await self.directory.close()
        for room in list(self.rooms.values()):
            room.close()
        for conn in list(self.conns):
            conn.close_soon()
        await self.storage.close()
        if self.timings_path:
            with open(self.timings_path, "w") as out:
                json.dump(self.timings, out)

    # -- connections -----------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        conn = self.conn_class(ws, self.rate, self.limits.send_buffer)
        self.conns.add(conn)
        unnamed = asyncio.get_running_loop().call_later(self.limits.hello_seconds,
                                                        conn.unnamed_too_long)
        try:
            async for raw in ws:
                conn.received_at = time.monotonic()
                if conn.closing:
                    await ws.close(1008, "dropped")
                    break
                if len(raw) > p.MAX_MESSAGE:
                    if conn.allowed(0):
                        conn.error("too_large", f"a message takes at most {p.MAX_MESSAGE} bytes")
                    continue
                if conn.takes(raw):      # its own message (a browser's words), answered
                    continue
                try:
                    msg = p.decode_client(raw)
                except (msgspec.ValidationError, msgspec.DecodeError) as error:
                    if conn.allowed(0):
                        conn.error("malformed", str(error))
                    continue
                if not conn.allowed(msg.ref):
                    continue
                try:
                    await self.dispatch(conn, msg)
                except StorageError as error:      # logged once a minute at most
                    self.storage_told = storage_error(error, self.storage_told)
                    conn.error("storage_full" if isinstance(error, StorageFull)
                               else "storage_error", "", getattr(msg, "ref", 0))
                except Exception:   # a bug must not take the server down
                    log.exception("message %r", type(msg).__name__)
                    conn.error("server_error", "", getattr(msg, "ref", 0))
        except websockets.ConnectionClosed:
            pass
        finally:
            unnamed.cancel()
            self.conns.discard(conn)
            conn.closing = True
            conn.queue.put_nowait(None)
            room = self.room_of(conn.player_id)
            if room is not None:
                room.post(lambda: room.dropped(conn, grace=True))
            self.talk.left(conn)
            self.matching.gone(conn)

    async def dispatch(self, conn: Conn, msg: p.ClientMessage) -> None:
        """A client's message to what answers it (routes.py): refused when its sender
        may not send it, else answered by a part, or posted to the sender's room."""
        route = self.routes[type(msg)]
        if route.named and not conn.player_id:
            return conn.error("hello_first", "name yourself first", msg.ref)
        if route.guest is not None and conn.guest:
            return conn.error(route.guest.code, route.guest.detail, msg.ref)
        if route.answer is not None:
            return await route.answer(conn, msg)
        room = self.room_of(conn.player_id)
        if room is None or room.members.get(conn.player_id or "") is not conn:
            return conn.error("no_table", "join a table first", msg.ref)
        assert route.at_table is not None
        room.post(functools.partial(route.at_table, room, conn, msg))

    async def join_invited(self, conn: Member, table_id: str, ref: int) -> None:
        """An accepted invitation: a free seat at the table if there is one, else watching."""
        room = await self.directory.reach(table_id, conn.path)
        if isinstance(room, p.Moved):
            return moved(conn, room, ref)
        if room is None or not await moderation.may_join(
                room, conn.player_id, self.storage, conn.address if conn.guest else None):
            return conn.error("unknown_table", "", ref)
        free = [] if room.started else [n for n, s in enumerate(room.seats) if s.player is None]
        self._enter(conn, room, ref, functools.partial(sit_and_join, room, conn, free, ref),
                    bool(free))

    async def list_tables(self, conn: Conn, msg: p.ListTables) -> None:
        """A page of the public tables (``msg.after``: the last page's cursor)."""
        try:
            infos, after = await self.directory.page(msg.after, self.limits.page_size)
        except ValueError as error:
            return conn.error("bad_cursor", str(error), msg.ref)
        conn.send(p.TablePage(infos, msg.ref, after))

    async def hello(self, conn: Conn, msg: Union[p.Hello, p.Register, p.Login]) -> None:
        """The first message (hello, register or login): who this connection is (the
        hello deadline waits for its answer)."""
        await conn.introduce(self._hello(conn, msg))

    async def _hello(self, conn: Conn, msg: Union[p.Hello, p.Register, p.Login]) -> None:
        if conn.player_id:
            return conn.error("already_named", "", msg.ref)
        if msg.version != p.VERSION:
            conn.error("version", f"this server speaks version {p.VERSION}", msg.ref)
            return conn.close_soon()
        try:
            who = await self.accounts.identify(msg, conn, conn.address)
        except IdentityRefused as refused:
            conn.error(refused.code, refused.detail, msg.ref)
            conn.refused += 1
            if conn.refused >= MAX_FAILURES:
                conn.close_soon()
            return
        room = self.room_of(who.player_id) or await held_elsewhere(self, conn, who.player_id)
        if isinstance(room, p.Moved):
            return moved(conn, room, msg.ref)
        conn.player_id, conn.name, conn.guest, conn.blocked, conn.form = \
            who.player_id, who.name, who.guest, who.blocked, who.form
        held = room.id if room is not None and room.started \
            and room.seat_of(who.player_id) is not None else None
        conn.send(p.Welcome(p.VERSION, who.player_id, who.name, who.token, msg.ref,
                            held, who.guest, sorted(who.blocked),
                            self.directory.cluster, who.form))
        if room is not None:      # back after a drop or a server restart
            room.post(lambda: room.join(conn, 0))
        await self.talk.arrived(conn)     # friends hear it; what waits for them comes
        self.tournaments.arrived(conn)    # a tournament's match that waits for them

    async def create(self, conn: Conn, msg: p.CreateTable) -> None:
        table_id = secrets.token_hex(8)       # its place counted before any await (quota.py)
        refused = await self.quota.opening(table_id, conn.player_id, conn.address, self.rooms,
                                           lambda: self._create(conn, msg, table_id))
        if refused is not None:
            conn.error(refused, "", msg.ref)

    async def _create(self, conn: Conn, msg: p.CreateTable, table_id: str) -> None:
        if msg.rated and conn.guest:
            return conn.error("rated_guest", "a rated table seats accounts only", msg.ref)
        if msg.diwan is not None and not await self.diwans.may_open(conn, msg.diwan, msg.ref):
            return
        try:
            settings = new_settings(msg, conn.player_id, self.bot_delay,
                                    self.limits.code_length)
        except TableOptionError as error:
            return conn.error(error.code, str(error), msg.ref)
        except (UnknownOption, ValueError, TypeError) as error:
            return conn.error("bad_options", str(error), msg.ref)
        self._leave_current(conn)
        if msg.seat is not None:
            settings["seats"][msg.seat].update(player=conn.player_id, name=conn.name,
                                               guest=conn.guest, form=conn.form)
        seed = secrets.token_hex(16)
        await self.storage.create_table(table_id, seed, settings)
        room = Room(self, table_id, seed, settings)
        self.add_room(room, conn.address)
        self.place(conn.player_id, room.id)
        await self.directory.settled(room.id)      # its code works from every process
        room.post(lambda: room.join(conn, msg.ref))
        if msg.diwan is not None:       # its other online members hear it
            await self.diwans.opened(conn, msg.diwan, table_id)

    async def join(self, conn: Conn, msg: p.JoinTable) -> None:
        room = await table_asked(self, conn, msg)
        if isinstance(room, p.Error):
            return conn.send(room)
        if isinstance(room, p.Moved):
            return moved(conn, room, msg.ref)
        if room is None or not await moderation.may_join(
                room, conn.player_id, self.storage, conn.address if conn.guest else None):
            return conn.error("unknown_table", "", msg.ref)
        self._enter(conn, room, msg.ref, functools.partial(room.join, conn, msg.ref))

    def _enter(self, conn: Member, room: Room, ref: int, enter: Callable[[], Awaitable[None]],
               seat: bool = False) -> None:
        """``conn`` joins ``room`` (``enter`` runs there); a watcher within the limit."""
        if not seat and conn.player_id not in room.members \
                and room.seat_of(conn.player_id) is None \
                and watchers(room) >= self.limits.watchers:
            return conn.error("too_many_watchers", "", ref)
        if self.where.get(conn.player_id) != room.id:
            self._leave_current(conn)
            self.place(conn.player_id, room.id)
        room.post(enter)

    def _leave_current(self, conn: Member) -> None:
        old = self.room_of(conn.player_id)
        if old is not None:
            old.post(lambda: old.dropped(conn))
            self.left_room(conn.player_id, old.id)


def storage_error(error: StorageError, told: float) -> float:
    """A storage failure outside a table: logged once a minute at most (``told``:
    when it last was; returns when it now was)."""
    now = time.monotonic()
    if now - told < 60:
        return told
    log.error("storage: %s", error)
    return now


def watchers(room: Room) -> int:
    return sum(1 for player in room.members if room.seat_of(player) is None)


def ssl_context(cert: Optional[str], key: Optional[str]) -> Optional[ssl.SSLContext]:
    if not cert:
        return None
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def listen(server: Server, host: str, port: int, context: Optional[ssl.SSLContext] = None):
    """The websockets server for ``server`` (an async context manager): its gate
    first (guard/gate.py), then only pages from the allowed origins (a client that is
    no web page sends none).

    No permessage-deflate: updates are a few hundred bytes to 2 KiB, and the
    compressor's buffers would cost more memory per connection than the table."""
    origins: Optional[list[Any]] = [None, *server.limits.origins]
    process_request: Any = server.gate.request
    if server.pages is not None:          # the web client's page (web/pages.py), which
        origins = None                    # also checks an upgrade's origin: its own too
        process_request = paged(server.gate.request, server.pages)
    return serve(server.handler, host, port, ssl=context, max_size=4 * p.MAX_MESSAGE,
                 max_queue=16, compression=None, origins=origins,
                 create_connection=server.gate.connection_class(),
                 process_request=process_request)


# websockets' ``process_request``: None lets the upgrade go on, a Response answers
RequestHook = Callable[[ServerConnection, Request], Optional[Response]]


def paged(gate: RequestHook, pages: RequestHook) -> RequestHook:
    """``process_request``: the gate first (limits, health), then the pages."""
    def request(conn: ServerConnection, request: Request) -> Optional[Response]:
        answer = gate(conn, request)
        return answer if answer is not None else pages(conn, request)
    return request


async def run(host: str, port: int, db: Optional[str], cert: Optional[str] = None,
              key: Optional[str] = None, bot_delay: float = 1.0, rate: float = RATE,
              limits: Limits = Limits(), guests: bool = False,
              cluster: tuple[Optional[str], str] = (None, ""),
              extend: Optional[Callable[[Server], None]] = None) -> None:
    """Serve until SIGINT or SIGTERM; prints ``listening on URL`` once ready.
    ``cluster``: the Redis URL and this process's name, to be one of several (cluster/shared.py);
    ``extend``: what a floor above adds to the server (web/serve.py: the web client)."""
    asyncio.get_running_loop().set_exception_handler(QuietAccept())
    if cluster[0] is not None and not (db or "").startswith(("postgresql:", "postgres:")):
        raise ValueError("--redis needs --db postgresql://... (the processes share it)")
    storage = await open_storage(db, claim=cluster[0] is None)   # else claimed table by table
    bots = BotPool(limits.workers()) if limits.workers() > 0 else None
    server = Server(storage, bot_delay, rate, limits, bots, guests)
    if extend is not None:
        extend(server)
    if cluster[0] is not None:
        from ..cluster.shared import Cluster    # redis only when asked for
        server.directory = await Cluster.open(server, cluster[0], cluster[1],
                                              os.environ.get("BALOOT_RELAY_SECRET"))
    await server.accounts.rekey()          # names found by today's folding
    restored = await server.directory.start()
    housekeeping = asyncio.get_running_loop().create_task(
        keep_house(storage, limits.retention_days, clock=server.clock,
                   token_days=limits.token_days))
    stop = asyncio.get_running_loop().create_future()
    def stopping() -> None:
        if not stop.done():
            stop.set_result(None)
    for sig in (signal.SIGINT, signal.SIGTERM):
        asyncio.get_running_loop().add_signal_handler(sig, stopping)
    async with listen(server, host, port, ssl_context(cert, key)) as ws_server:
        bound = ws_server.sockets[0].getsockname()
        scheme = "wss" if cert else "ws"
        print(f"baloot-audio serve: {restored} table(s) restored; listening on "
              f"{scheme}://{host}:{bound[1]}", flush=True)
        # the workers start (and import the bots) while the first players come: a
        # busy machine's slow start never holds up the listening socket
        warming = asyncio.get_running_loop().create_task(bots.start()) if bots else None
        await stop
        if warming is not None:
            warming.cancel()
        housekeeping.cancel()
        await server.close()
        if bots is not None:
            bots.close()


def main(args: argparse.Namespace, extend: Optional[Callable[[Server], None]] = None) -> int:
    logging.basicConfig(level=logging.WARNING, format="%(asctime)s %(name)s %(message)s")
    if bool(args.cert) != bool(args.key):
        print("baloot-audio serve: --cert and --key go together", file=sys.stderr)
        return 2
    missing = missing_extra(args)
    if missing is not None:
        print(f"baloot-audio serve: {missing}", file=sys.stderr)
        return 2
    weaker = argon2_missing()
    if weaker is not None:
        log.warning("%s", weaker)
    try:
        limits = limits_from(args)
    except ValueError as error:
        print(f"baloot-audio serve: {error}", file=sys.stderr)
        return 2
    raise_descriptor_limit()
    try:
        asyncio.run(run(args.host, args.port, args.db, args.cert, args.key, args.bot_delay,
                        args.rate, limits, args.guests, (args.redis, args.name), extend))
    except (OSError, StorageError, ValueError) as error:
        print(f"baloot-audio serve: {error}", file=sys.stderr)
        return 1
    return 0
