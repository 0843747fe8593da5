"""The online client: a connection to ``baloot-audio serve`` and a remote table.

:class:`Client` speaks the lobby (name, list, create, join, seats, bots,
start, chat). Once at a table, ``client.table`` is a :class:`RemoteTable`,
which implements :class:`~baloot_audio.table_api.TableInterface` like the local
table: the narrator, question keys, hint and replay use it unchanged. Its
subscribers get the engine's events and the table notices exactly as a local
table publishes them (state first, then the events); ``watch(fn)`` adds a
callback run after every server update (bots use it: :class:`BotPlayer`).

Everything runs on one asyncio loop; ``RemoteTable.act`` and ``start_round``
are plain calls that queue a message (call them on the loop's thread).
"""

from __future__ import annotations

import asyncio
import random
import ssl
import time
from typing import Any, Callable, Optional
from urllib.parse import urlsplit, urlunsplit

import msgspec
import websockets
from websockets.asyncio.client import ClientConnection, connect

from baloot_audio.core import Action, IllegalAction, Match, Phase, PlayerView, rules_for
from baloot_audio.core import view_refusal
from baloot_audio.core.events import Offered
from baloot_audio.bots import bot_rng
from baloot_audio.table_api import Refused, Subscriber, TurnToPlay

from . import protocol as p
from .names import UNSPECIFIED

LOBBY_PAGES = 10       # pages of the table list the lobby reads (the server says how long)
MOVES = 3              # "moved" answers followed for one request (a process may die meanwhile)


class ServerError(Exception):
    """The server refused a request; ``code`` names the problem."""

    def __init__(self, code: str, detail: str = ""):
        self.code, self.detail = code, detail
        super().__init__(f"{code}: {detail}" if detail else code)


class RemoteTable:
    """One seat's side of a table played on a server (a TableInterface)."""

    def __init__(self, client: "Client", info: p.TableInfo, seat: Optional[int]):
        self.client = client
        self.info = info
        self.seat = seat
        self.rules = rules_for(info.preset, **info.options)
        self.commitment = ""
        self.records: list[dict[str, Any]] = []
        self.history: list[Any] = []        # the events of the current round so far
        self.round_index = 0
        self.index = 0                      # actions of the current round so far
        self.ready = False
        self.prediction: Optional[p.Prediction] = None   # a rated match's, at its start
        self._view: Optional[PlayerView] = None
        self._match = Match(self.rules)
        self._match_data: Optional[p.MatchData] = None
        self._round_over = False
        self._seed: Optional[str] = None
        self.subscribers: list[Subscriber] = []
        self.watchers: list[Callable[[], None]] = []
        self._acts: dict[int, Action] = {}          # sent, not yet answered (by ref)
        self._sent_at: dict[int, float] = {}        # when each of them was sent (monotonic)
        self.closed = False
        self.on_close: list[Callable[[], None]] = []   # e.g. the desktop leaves the table
        # a timed table's clock that runs now, and when it ends (time.monotonic)
        self.clock: Optional[p.Clock] = None
        self.clock_ends: float = 0.0

    # -- TableInterface --------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self._match

    @property
    def match_over(self) -> bool:
        return self._match.winner is not None

    @property
    def round_over(self) -> bool:
        return self._round_over

    @property
    def my_turn(self) -> bool:
        v = self._view
        return (v is not None and not self._round_over and v.phase is not Phase.DONE
                and v.to_act == self.seat)

    @property
    def revealed_seed(self) -> Optional[str]:
        return self._seed

    @property
    def started(self) -> bool:
        return bool(self.commitment)

    @property
    def waiting_since(self) -> Optional[float]:
        """When the oldest action still unanswered was sent (time.monotonic), or None."""
        return min((self._sent_at.get(ref, 0.0) for ref in self._acts), default=None)

    def view(self) -> Optional[PlayerView]:
        return self._view

    def subscribe(self, fn: Subscriber) -> Subscriber:
        self.subscribers.append(fn)
        return fn

    def unsubscribe(self, fn: Subscriber) -> None:
        if fn in self.subscribers:
            self.subscribers.remove(fn)

    def watch(self, fn: Callable[[], None]) -> None:
        """``fn()`` runs after each update from the server (after the subscribers)."""
        self.watchers.append(fn)

    def refusal(self, action: Action) -> Optional[str]:
        """The rule this seat's view shows the action breaks, the core's rule book
        asked with the view alone (None: send it; the server, which knows every
        hand, has the last word, e.g. on a sawa)."""
        v = self._view
        if self.client.closed.is_set() and not self.closed:
            return "offline"            # the connection is lost (being tried again)
        if v is None or self._round_over or self.closed:
            return "round_over"
        if action.seat != self.seat:
            return "not_your_seat"
        return view_refusal(v, action)

    def act(self, action: Action) -> None:
        rule = self.refusal(action)
        if rule:
            self._publish([Refused(action.seat, action, rule)])
            raise IllegalAction(rule, action)
        ref = self.client.next_ref()
        self._acts[ref], self._sent_at[ref] = action, time.monotonic()
        self.client.send(p.Act(p.action_msg(action), self.index, ref))

    def heard(self) -> None:
        """At a timed table: this seat heard the prompt of the table's wait now (its
        turn, the Qaid window, the round's end): its clock may start."""
        if self.info.timer != "off" and self.seat is not None:
            self.client.send(p.Heard(self.round_index, self.index, self.client.next_ref()))

    @property
    def clock_left(self) -> Optional[float]:
        """Seconds left on this seat's clock (None: none runs for it)."""
        clock = self.clock
        if clock is None or self.seat not in clock.seats \
                or (clock.round, clock.index) != (self.round_index, self.index):
            return None
        return max(0.0, self.clock_ends - time.monotonic())

    def on_clock(self, msg: p.Clock) -> None:
        self.clock, self.clock_ends = msg, time.monotonic() + msg.left
        self._changed()

    def start_round(self) -> None:
        """Tell the server this seat is ready for the next round."""
        if self._round_over and not self.match_over and not self.ready and self.seat is not None:
            self.ready = True
            self.client.send(p.Ready(self.client.next_ref()))

    def resume(self) -> None:
        """Nothing to do: the server goes on by itself (a reconnect sends a snapshot)."""

    def close(self) -> None:
        self.closed = True
        self.subscribers.clear()
        self.watchers.clear()
        closers, self.on_close = self.on_close, []
        for fn in closers:
            fn()

    # -- from the server -----------------------------------------------------------------------
    def _publish(self, events: list[Any]) -> None:
        for event in events:
            for fn in list(self.subscribers):
                fn(event)

    def _changed(self) -> None:
        for fn in list(self.watchers):
            fn()

    def _set(self, round_index: int, index: int, view: Optional[PlayerView],
             match: p.MatchData, round_over: bool) -> None:
        if round_index != self.round_index or (round_over and not self._round_over):
            self.ready = False
        self.round_index, self.index, self._view = round_index, index, view
        if match != self._match_data:
            self._match, self._match_data = p.match_from_data(match, self.rules), match
        self._round_over = round_over

    def on_snapshot(self, msg: p.Snapshot) -> None:
        """The whole table (start, join, reconnect); the events of this round that
        were missed while away are published, so nothing the table said is lost."""
        events = [p.event_from_data(e) for e in msg.events]
        heard = len(self.history) if msg.round == self.round_index and self.started else 0
        self.info, self.seat, self.commitment = msg.table, msg.seat, msg.commitment
        self._set(msg.round, msg.index, msg.view, msg.match, msg.round_over)
        self.ready = msg.ready
        self.history = events
        self.records = list(msg.records)
        self._answered()      # sent on a connection now gone: the snapshot is the truth
        self._seed = msg.seed
        if msg.clock is not None:
            self.clock, self.clock_ends = msg.clock, time.monotonic() + msg.clock.left
        # the prompts among them were answered meanwhile (the seat's bot stood in)
        self._publish([e for e in events[heard:] if not isinstance(e, (TurnToPlay, Offered))])
        self._changed()

    def on_update(self, msg: p.Update) -> None:
        events = [p.event_from_data(e) for e in msg.events]
        if msg.round != self.round_index:
            self.history = []
        self._set(msg.round, msg.index, msg.view, msg.match, msg.round_over)
        self.history += events
        self._publish(events)
        self._changed()

    def on_round_ended(self, msg: p.RoundEnded) -> None:
        self.records.append(msg.record)

    def on_match_ended(self, msg: p.MatchEnded) -> None:
        self._seed, self.records = msg.seed, list(msg.records)
        self._changed()

    def on_answered(self, ref: int) -> None:
        """The server took the action sent as ``ref`` (if it is one of ours)."""
        self._sent_at.pop(ref, None)
        if self._acts.pop(ref, None) is not None:
            self._changed()

    def _answered(self) -> None:
        self._acts.clear()
        self._sent_at.clear()

    def on_refused(self, ref: int, code: str) -> bool:
        """The server refused the action sent as ``ref`` (False: not one of ours)."""
        self._sent_at.pop(ref, None)
        action = self._acts.pop(ref, None)
        if action is not None:
            self._publish([Refused(action.seat, action, code)])
            self._changed()
        return action is not None

    def on_seat_changed(self, msg: p.SeatChanged, me: str) -> None:
        """A seat changed: the table's info; before the start, our seat as the server
        has it (a move's "left" comes with us at the new seat already)."""
        self.info = msg.table
        if not msg.table.started:
            self.seat = next((s.seat for s in msg.table.seats if s.player_id == me), None)
        elif msg.change == "left" and msg.seat == self.seat:
            self.seat = None            # our seat was let go


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
                      register: bool = False, form: str = UNSPECIFIED) -> p.Welcome:
        """Connect as ``name``: with ``password``, log in to that account (``register``:
        a new account, of the form of address ``form``); else with the ``token`` a welcome
        gave (an account's login token, or a guest's), or as a guest (``form``: the guest's
        own). An account's welcome says its form (``self.form``). ``keepalive``: seconds
        between pings,
        and to wait for their answer (and for a closing handshake), before the
        connection counts as lost (the desktop uses a few seconds)."""
        self.url, self._options = url, dict(
            ssl=ssl_context, max_size=2 ** 22, compression=None, ping_interval=keepalive,
            ping_timeout=keepalive, close_timeout=min(keepalive or 10.0, 10.0))
        await self._open()
        first: p.Msg = p.Hello(p.VERSION, name, token, form=form)
        if password is not None:
            first = p.Register(p.VERSION, name, password, form=form) if register \
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

    async def ask(self, msg: p.Msg, hello: bool = False) -> Any:
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
                                                      form=self.form), True))
            reply = await self.request(msg)
        raise ServerError("moved", "moved too many times")

    async def _move(self, path: str) -> None:
        """Connect again to ``path`` on the same address; the old connection's end is
        no loss (nothing waits on it, ``closed`` stays clear)."""
        if not path.startswith("/") or len(path) > 200:
            raise ServerError("moved", f"not a path: {path!r}")
        self._moving = True
        try:
            await self.ws.close()
            for task in self._tasks:
                task.cancel()
            await asyncio.gather(*self._tasks, return_exceptions=True)
            self._out = asyncio.Queue()
            parts = urlsplit(self.url)
            self.url = urlunsplit((parts.scheme, parts.netloc, path, "", ""))
            await self._open()
        finally:
            self._moving = False

    def next_ref(self) -> int:
        self._ref += 1
        return self._ref

    def send(self, msg: p.Msg) -> None:
        self._out.put_nowait(p.encode(msg))

    def request(self, msg: p.Msg) -> asyncio.Future:
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
        self.send(p.Chat(text, self.next_ref()))

    # -- moderation ------------------------------------------------------------------
    async def block(self, player_id: str, on: bool = True) -> None:
        """Their chat never reaches us, and they cannot join our tables (``on`` False: undo)."""
        await self.request(p.Block(player_id, on))
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
        await self.request(p.SetForm(form))
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

    def joined(self, msg: p.Joined) -> RemoteTable:
        if self.table is None or self.table.info.table_id != msg.table.table_id:
            self.table = RemoteTable(self, msg.table, msg.seat)
        self.table.info, self.table.seat = msg.table, msg.seat
        return self.table

    # -- the wire --------------------------------------------------------------------------
    async def _write(self) -> None:
        try:
            while (data := await self._out.get()) is not None:
                await self.ws.send(data, text=True)
        except websockets.ConnectionClosed:
            pass

    async def _read(self) -> None:
        try:
            async for raw in self.ws:
                self._handle(p.decode_server(raw))
        except (websockets.ConnectionClosed, msgspec.DecodeError, msgspec.ValidationError):
            pass
        finally:
            for future in self._waiting.values():
                if not future.done():
                    future.set_exception(ServerError("connection_closed"))
            self._waiting.clear()
            self._out.put_nowait(None)      # nothing more to write on a closed connection
            if not self._moving:
                self.closed.set()

    def _handle(self, msg: Any) -> None:
        table = self.table
        if isinstance(msg, p.Joined) and msg.ref == 0:
            self.joined(msg)            # back at our table after a reconnect
            table = self.table
        if isinstance(msg, p.Snapshot):
            if table is None or table.info.table_id != msg.table.table_id:
                table = self.table = RemoteTable(self, msg.table, msg.seat)
            table.on_snapshot(msg)
        elif isinstance(msg, p.Update) and table is not None:
            table.on_update(msg)
        elif isinstance(msg, p.RoundEnded) and table is not None:
            table.on_round_ended(msg)
        elif isinstance(msg, p.MatchEnded) and table is not None:
            table.on_match_ended(msg)
        elif isinstance(msg, p.Clock) and table is not None:
            table.on_clock(msg)
        elif isinstance(msg, p.Prediction) and table is not None:
            table.prediction = msg       # a rated match's chance, asked again by key
        elif isinstance(msg, p.SeatChanged) and table is not None:
            table.on_seat_changed(msg, self.player_id)
        elif isinstance(msg, p.MemberChanged) and table is not None \
                and table.info.table_id == msg.table.table_id:
            if msg.player_id == self.player_id and msg.change in ("removed", "banned"):
                self.table = None          # no longer at that table
            table.info = msg.table
        ref = getattr(msg, "ref", 0)
        future = self._waiting.pop(ref, None) if ref else None
        if future is not None and not future.done():
            if isinstance(msg, p.Error):
                future.set_exception(ServerError(msg.code, msg.detail))
            else:
                future.set_result(msg)
        elif isinstance(msg, p.Error):
            if table is None or not table.on_refused(ref, msg.code):
                self.errors.append(msg)
        elif isinstance(msg, p.Ok) and table is not None:
            table.on_answered(ref)
        for fn in list(self.listeners):
            fn(msg)


class BotPlayer:
    """A bot that plays a remote table's seat: it acts when its turn comes (after
    ``delay(rng)`` seconds) and says ready after each round."""

    def __init__(self, table: RemoteTable, bot: Any, seed: object = 0,
                 delay: Optional[Callable[[random.Random], float]] = None):
        self.table, self.bot, self.seed, self.delay = table, bot, seed, delay
        self._timer: Optional[asyncio.TimerHandle] = None
        self._acted: Optional[tuple[int, int]] = None
        self._refused = False
        self.sent_at: dict[tuple[int, int], float] = {}   # (round, index) -> loop time sent
        table.watch(self.poke)
        table.subscribe(self._event)
        self.poke()

    def _event(self, event: Any) -> None:
        if isinstance(event, Refused) and event.seat == self.table.seat:
            self._acted = None
            if event.rule == "throttled":      # the same action again, a little later
                asyncio.get_running_loop().call_later(0.5, self.poke)
            else:                               # e.g. a sawa the server found uncertain
                self._refused = True

    def poke(self) -> None:
        table = self.table
        if table.round_over and not table.match_over:
            table.start_round()
            return
        place = (table.round_index, table.index)
        if not table.my_turn or self._acted == place or self._timer is not None \
                or table.waiting_since is not None:
            return
        rng = bot_rng(self.seed, *place)
        wait = self.delay(rng) if self.delay else 0.0
        self._timer = asyncio.get_running_loop().call_later(wait, self._act, place, rng)

    def _act(self, place: tuple[int, int], rng: random.Random) -> None:
        self._timer = None
        table = self.table
        if table.closed or (table.round_index, table.index) != place or not table.my_turn:
            return self.poke()
        self._acted = place
        self.sent_at[place] = asyncio.get_running_loop().time()
        view = table.view()
        action = view.legal[0] if self._refused and view.legal else self.bot.choose(view, rng)
        self._refused = False
        table.act(action)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
