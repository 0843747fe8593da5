"""A connection to ``baloot-audio serve``: :class:`Client` names itself, speaks the
lobby (list, create, join, seats, bots, start, chat, moderation) and follows a
``moved`` answer to the process that serves a table. Once at a table,
``client.table`` is its :class:`~.remote_table.RemoteTable`, which each server
message about it reaches through :data:`HANDLERS` (one entry a message type).

Everything runs on one asyncio loop.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
from typing import Any, Callable, Optional, TypeVar
from urllib.parse import urlsplit, urlunsplit

import msgspec
import websockets
from websockets.asyncio.client import ClientConnection, connect

from ..wire import protocol as p
from ..wire.names import UNSPECIFIED
from .remote_table import RemoteTable

log = logging.getLogger(__name__)

LOBBY_PAGES = 10       # pages of the table list the lobby reads (the server says how long)
MOVES = 3              # "moved" answers followed for one request (a process may die meanwhile)


class ServerError(Exception):
    """The server refused a request; ``code`` names the problem."""

    def __init__(self, code: str, detail: str = ""):
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


class Client:
    """A connection to a game server."""

    def __init__(self) -> None:
        self.ws: Optional[ClientConnection] = None
        self.player_id = self.name = self.token = ""
        self.guest = self.cluster = False       # cluster: one of several processes serves us
        self.form = UNSPECIFIED                 # our form of address (the welcome says)
        self.url = ""
        self._options: dict[str, Any] = {}
        self._moving = False                    # following a "moved": the old one's end is no loss
        self.blocked: set[str] = set()          # the players we blocked (the welcome says)
        self.rejoined: Optional[str] = None   # the match the welcome put us back at
        self.table: Optional[RemoteTable] = None
        self.listeners: list[Callable[[Any], None]] = []   # every server message
        self.errors: list[p.Error] = []                     # refusals nobody waited for
        self._ref = 0
        self._waiting: dict[int, asyncio.Future] = {}
        self._loop: Optional[asyncio.AbstractEventLoop] = None   # the connection's loop
        self._out: asyncio.Queue[Optional[bytes]] = asyncio.Queue()
        self._tasks: list[asyncio.Task] = []
        self.closed = asyncio.Event()

    async def connect(self, url: str, name: str, token: Optional[str] = None,
                      ssl_context: Optional[ssl.SSLContext] = None,
                      keepalive: Optional[float] = 20.0, password: Optional[str] = None,
                      register: bool = False, form: str = UNSPECIFIED,
                      open_timeout: float = 10.0) -> p.Welcome:
        """Connect as ``name``: with ``password``, log in to that account (``register``:
        a new account, of the form of address ``form``); else with the ``token`` a welcome
        gave (an account's login token, or a guest's), or as a guest (``form``: the guest's
        own). An account's welcome says its form (``self.form``). ``keepalive``: seconds
        between pings; a ping unanswered for twice that counts the connection as lost (a
        busy server may answer late: a lost connection before the start frees our seat,
        so a late answer must not count as one); a closing handshake is given half of it.
        ``open_timeout``: seconds for the socket to open (the welcome may take longer: a
        password is hashed on the server)."""
        self.url, self._options = url, dict(
            ssl=ssl_context, max_size=2 ** 22, compression=None, ping_interval=keepalive,
            open_timeout=open_timeout,
            ping_timeout=None if keepalive is None else 2 * keepalive,
            close_timeout=min(keepalive / 2 if keepalive else 10.0, 10.0))
        await self._open()
        first: p.ClientMessage = p.Hello(p.VERSION, name, token, form=p.wire_form(form))
        if password is not None:
            first = p.Register(p.VERSION, name, password, form=p.wire_form(form)) if register \
                else p.Login(p.VERSION, name, password)
        try:
            welcome = await self.ask(first, hello=True)
        except ServerError:
            await self.close()
            raise
        return self._welcomed(welcome)

    def _welcomed(self, welcome: p.Welcome) -> p.Welcome:
        self.player_id, self.name, self.token = welcome.player_id, welcome.name, welcome.token
        self.rejoined, self.guest, self.cluster = welcome.table_id, welcome.guest, welcome.cluster
        self.blocked, self.form = set(welcome.blocked), welcome.form
        return welcome

    async def _open(self) -> None:
        self.ws = await connect(self.url, **self._options)
        loop = self._loop = asyncio.get_running_loop()
        self._tasks = [loop.create_task(self._read()), loop.create_task(self._write())]

    async def ask(self, msg: p.ClientMessage, hello: bool = False) -> Any:
        """The reply to ``msg``, asked again where a ``moved`` answer sends us (the
        process that serves the table: connected there with our token first, unless
        ``msg`` is the hello itself)."""
        reply = await self.request(msg)
        for _ in range(MOVES):
            if not isinstance(reply, p.Moved):
                return reply
            await self._move(reply.path)
            if not hello:
                self._welcomed(await self.ask(p.Hello(p.VERSION, self.name, self.token,
                                                      form=p.wire_form(self.form)), True))
            reply = await self.request(msg)
        raise ServerError("moved", "moved too many times")

    async def _move(self, path: str) -> None:
        """Connect again to ``path`` on the same address; the old connection's end is
        no loss (nothing waits on it, ``closed`` stays clear)."""
        if not path.startswith("/") or len(path) > 200:
            raise ServerError("moved", f"not a path: {path!r}")
        self._moving = True
        try:
            await self._socket().close()
            for task in self._tasks:
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            self._out = asyncio.Queue()
            parts = urlsplit(self.url)
            self.url = urlunsplit((parts.scheme, parts.netloc, path, "", ""))
            await self._open()
        finally:
            self._moving = False

    def _socket(self) -> ClientConnection:
        assert self.ws is not None, "connect first"
        return self.ws

    def next_ref(self) -> int:
        self._ref += 1
        return self._ref

    def send(self, msg: p.Msg) -> None:
        self._out.put_nowait(p.encode(msg))

    def request(self, msg: p.ClientMessage) -> asyncio.Future:
        """Send a message now; the future is the reply to it (a refusal: ServerError)."""
        assert self._loop is not None, "connect first"
        ref = self.next_ref()
        msg.ref = ref
        future = self._loop.create_future()
        self._waiting[ref] = future
        self.send(msg)
        return future

    async def close(self) -> None:
        self._out.put_nowait(None)
        if self.ws is not None:
            await self.ws.close()
        for task in self._tasks:
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # -- lobby -----------------------------------------------------------------------------
    async def list_tables(self, pages: int = LOBBY_PAGES) -> list[p.TableInfo]:
        """The public tables, read a page at a time (at most ``pages`` of them)."""
        tables: list[p.TableInfo] = []
        after: Optional[str] = None
        for _ in range(pages):
            page = await self.request(p.ListTables(after=after))
            tables += page.tables
            after = page.next
            if after is None:
                break
        return tables

    async def create_table(self, **fields: Any) -> RemoteTable:
        return self.joined(await self.request(p.CreateTable(**fields)))

    async def join(self, code: Optional[str] = None, table_id: Optional[str] = None) -> RemoteTable:
        return self.joined(await self.ask(p.JoinTable(code=code, table_id=table_id)))

    async def take_seat(self, seat: int) -> None:
        await self.request(p.TakeSeat(seat))

    async def set_bot(self, seat: int, level: str) -> None:
        await self.request(p.SetBot(seat, level))

    async def start_match(self) -> None:
        await self.request(p.StartMatch())

    async def chat(self, text: str) -> None:
        self.send(p.SendChat(text, self.next_ref()))

    # -- moderation ------------------------------------------------------------------
    async def block(self, player_id: str, on: bool = True) -> None:
        """Their chat never reaches us, and they cannot join our tables (``on`` False: undo)."""
        await self.request(p.BlockPlayer(player_id, on))
        (self.blocked.add if on else self.blocked.discard)(player_id)

    async def report(self, player_id: str, reason: str = "") -> None:
        await self.request(p.Report(player_id, reason))

    async def remove(self, player_id: str, ban: bool = False) -> None:
        """The creator removes a member from the table (``ban``: for good)."""
        await self.request(p.Remove(player_id, ban))

    async def new_code(self) -> None:
        """The creator changes the invite code (the table's info then has the new one)."""
        await self.request(p.NewCode())

    async def logout_everywhere(self) -> None:
        """Every login token of this account goes, ours too."""
        await self.request(p.LogoutEverywhere())

    async def set_form(self, form: str) -> None:
        """Our form of address changes (an account keeps it): the names sent from now on
        carry it."""
        await self.request(p.SetForm(p.wire_form(form)))
        self.form = form

    def leave_table(self) -> asyncio.Future:
        """Leave the table, at once: it is no longer this connection's (what the server
        still says about it is not applied) and the message goes before anything sent
        after it; the future is the server's answer (nothing needs to wait for it)."""
        self.table = None
        return self.request(p.LeaveTable())

    def carry_on(self, table: RemoteTable) -> None:
        """This new connection carries on ``table`` (after a reconnect: its snapshot
        reaches the same table, whose actions go through this connection)."""
        self.table, table.client = table, self

    def forget_table(self) -> None:
        """The table is no longer ours, with nothing to tell the server (it let us go)."""
        self.table = None

    def joined(self, msg: p.TableJoined) -> RemoteTable:
        if self.table is None or self.table.info.table_id != msg.table.table_id:
            self.table = RemoteTable(self, msg.table, msg.seat)
        self.table.info, self.table.seat = msg.table, msg.seat
        return self.table

    # -- the wire --------------------------------------------------------------------------
    async def _write(self) -> None:
        try:
            while (data := await self._out.get()) is not None:
                await self._socket().send(data, text=True)
        except websockets.ConnectionClosed:
            pass

    async def _read(self) -> None:
        try:
            async for raw in self._socket():
                self._handle(p.decode_server(raw))
        except (websockets.ConnectionClosed, msgspec.DecodeError, msgspec.ValidationError) as end:
            if not self._moving:          # why, for whoever reads the log of a drop
                log.warning("connection to %s ended: %s", self.url, end)
        finally:
            for future in self._waiting.values():
                if not future.done():
                    future.set_exception(ServerError("connection_closed"))
            self._waiting.clear()
            self._out.put_nowait(None)      # nothing more to write on a closed connection
            if not self._moving:
                self.closed.set()

    def _handle(self, msg: p.ServerMessage) -> None:
        """A server message: the answer to a request (its future's), else what it
        changes here (:data:`HANDLERS`); then every listener hears it."""
        if not self._replied(msg):
            handler = HANDLERS.get(type(msg))
            if handler is not None:
                handler(self, msg)
        for fn in list(self.listeners):
            fn(msg)

    def _replied(self, msg: p.ServerMessage) -> bool:
        """True: ``msg`` answers a request that waits for it (a refusal: ServerError)."""
        ref = getattr(msg, "ref", 0)
        future = self._waiting.pop(ref, None) if ref else None
        if future is None or future.done():
            return False
        if isinstance(msg, p.Error):
            future.set_exception(ServerError(msg.code, msg.detail))
        else:
            future.set_result(msg)
        return True

    def _rejoined(self, msg: p.TableJoined) -> None:
        if msg.ref == 0:
            self.joined(msg)            # back at our table after a reconnect

    def _snapshot(self, msg: p.Snapshot) -> None:
        table = self.table
        if table is None or table.info.table_id != msg.table.table_id:
            table = self.table = RemoteTable(self, msg.table, msg.seat)
        table.on_snapshot(msg)

    def _member_changed(self, msg: p.MemberChanged) -> None:
        table = self.table
        if table is None or table.info.table_id != msg.table.table_id:
            return
        if msg.player_id == self.player_id and msg.change in ("removed", "banned"):
            self.table = None          # no longer at that table
        table.info = msg.table

    def _refused(self, msg: p.Error) -> None:
        """A refusal nobody waits for: an action's (the table's), else kept."""
        if self.table is None or not self.table.on_refused(msg.ref, msg.code):
            self.errors.append(msg)

    def _acknowledged(self, msg: p.Ok) -> None:
        if self.table is not None:
            self.table.on_answered(msg.ref)


M = TypeVar("M")


def for_table(method: Callable[[RemoteTable, M], None]) -> Callable[[Client, M], None]:
    """A message about the table: to the client's table, when it has one."""
    def handler(client: Client, msg: M) -> None:
        if client.table is not None:
            method(client.table, msg)
    return handler


# Each server message that changes something here (but a request's answer), and what
# it changes: the client's own state, or its table's.
HANDLERS: dict[type, Callable[[Client, Any], None]] = {
    p.TableJoined: Client._rejoined, p.Snapshot: Client._snapshot,
    p.MemberChanged: Client._member_changed,
    p.Error: Client._refused, p.Ok: Client._acknowledged,
    p.Update: for_table(RemoteTable.on_update),
    p.RoundEnded: for_table(RemoteTable.on_round_ended),
    p.MatchEnded: for_table(RemoteTable.on_match_ended),
    p.Clock: for_table(RemoteTable.on_clock),
    p.Prediction: for_table(RemoteTable.on_prediction),
    p.SeatChanged: for_table(RemoteTable.on_seat_changed),
}
