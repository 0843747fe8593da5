"""The server's play-now part: the messages (come in line, take the seat found,
leave), the line run every ``TICK`` seconds while anybody waits, what each player
is told (how many are missing, the table found, an offer that lapsed), and the
table opened once its four took their seats: it starts at once.

Every client is hostile: an address keeps ``--queue-per-address`` places in line
at most (its partners waiting included), a rated queue is accounts only and never
seats two entries from one address, nor the same four accounts as one of their
last ``--queue-repeat`` matches (line.py, matcher.py). One line per process: a
cluster's processes each match their own players (no shared queue yet).
"""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
from typing import Callable, Optional, Protocol

from baloot_audio.core import UnknownOption, rules_for

from ..db.storage import Storage
from ..guard.guesses import invite_code
from ..guard.limits import Limits
from ..tables.host import Host, Member
from ..tables.room import Room
from ..tables.settings import TableSettings, timer_refusal
from ..wire import protocol as p
from ..wire.names import name_key
from .found import found_message, opened_settings
from .line import Lapsed, Offer, WaitingLine
from .matcher import Waiter, Policy, Wanted

log = logging.getLogger("baloot_audio.net")

TICK = 0.5                 # seconds between two runs of the line while anybody waits
HOLD_SECONDS = 120.0       # a dropped player's seat at a play-now table
CREATOR = "play-now"       # a play-now table's creator: nobody (no player chooses or starts)


class Matchmaker(Host, Protocol):
    """What the play-now line asks of its server (server.Server)."""

    bot_delay: float
    clock: Callable[[], float]

    def room_of(self, player_id: Optional[str]) -> Optional[Room]: ...
    def add_room(self, room: Room, address: Optional[str] = None) -> None: ...
    def place(self, player_id: str, table_id: str) -> None: ...


class MatchingHall:
    def __init__(self, server: Matchmaker):
        self.server = server
        self.storage: Storage = server.storage
        limits: Limits = server.limits
        self.limits = limits
        self.line = WaitingLine(Policy(limits.queue_range, limits.queue_widen), limits.queue_take,
                         limits.queue_repeat, limits.queue_per_address)
        self.conns: dict[str, Member] = {}          # player -> the connection in line
        self.pending: dict[str, tuple[str, Waiter]] = {}   # player -> (partner, entry) to come
        self.told: dict[str, tuple[int, float]] = {}      # player -> (missing, when) last told
        self.ticking: Optional[asyncio.TimerHandle] = None
        self.tasks: set[asyncio.Task] = set()

    # -- messages ------------------------------------------------------------------------
    async def join(self, conn: Member, msg: p.QueueJoin) -> None:
        refused = self._refusal(conn, msg)
        if refused is not None:
            return conn.error(refused, "", msg.ref)
        player, now = conn.player_id, self.server.clock()
        wanted = Wanted(rules_for(msg.preset).name, msg.qaid, msg.timer, msg.rated,
                        None if msg.rated else msg.bots_after)
        partner = None
        if msg.partner is not None:
            account = await self.storage.find_account(name_key(msg.partner))
            if account is None or account.player_id == player:
                return conn.error("unknown_partner", msg.partner, msg.ref)
            partner = account.player_id
        rating = await self._rating(wanted, [player]) if not conn.guest else 25.0
        # checked after the last wait: two connections of one account may ask at once
        refused = self.line.refusal((player,), conn.address or "") or self._address_full(conn)
        if refused is not None or player in self.pending:
            return conn.error(refused or "in_line", "", msg.ref)
        entry = Waiter(secrets.token_hex(6), (player,), rating, now, wanted, conn.address or "")
        self.conns[player] = conn
        conn.send(p.Ok(msg.ref))
        if partner is None:
            self._in_line(self.line.join(entry, now), now)
        elif not self._paired(conn, partner, entry, now):
            self.pending[player] = (partner, entry)
            conn.send(p.QueueStatus(3, 0.0, msg.rated, partner=True))
        self._tick_soon()

    def _refusal(self, conn: Member, msg: p.QueueJoin) -> Optional[str]:
        if msg.rated and conn.guest:
            return "rated_guest"
        if msg.partner is not None and conn.guest:
            return "partner_guest"
        try:
            rules_for(msg.preset, **({"qaid": True} if msg.qaid else {}))
        except (UnknownOption, ValueError):
            return "bad_options"
        if timer_refusal(msg.timer, None) is not None or msg.timer == "custom":
            return "bad_timer"
        room = self.server.room_of(conn.player_id)
        if room is not None and room.seat_of(conn.player_id) is not None and room.started \
                and not room.ledger.finished:
            return "in_match"
        return None

    def _address_full(self, conn: Member) -> Optional[str]:
        address = conn.address or ""
        held = sum(1 for _, e in self.pending.values() if address and e.address == address)
        if address and self.line.from_address(address) + held >= self.limits.queue_per_address:
            return "queue_address"
        return None

    def _paired(self, conn: Member, partner: str, entry: Waiter, now: float) -> bool:
        """The partner waits for me, wanting the same: our team comes in line at the
        place the first of us came."""
        theirs = self.pending.get(partner)
        if theirs is None or theirs[0] != conn.player_id:
            return False
        if theirs[1].wanted != entry.wanted:
            conn.send(p.Error("partner_options", "your partner wants another table"))
            return False
        del self.pending[partner]
        first = theirs[1]
        team = Waiter(first.ticket, (partner, conn.player_id), (first.rating + entry.rating) / 2,
                     first.since, first.wanted, first.address)
        self._in_line(self.line.join(team, now), now)
        return True

    async def _rating(self, wanted: Wanted, players: list[str]) -> float:
        ratings = await self.storage.ratings_for(wanted.preset, players)
        known = [ratings[pl].mu for pl in players if pl in ratings]
        return sum(known) / len(known) if known else 25.0

    async def leave(self, conn: Member, msg: p.QueueLeave) -> None:
        if not self._leave(conn.player_id):
            return conn.error("not_in_line", "", msg.ref)
        conn.send(p.Ok(msg.ref))

    def gone(self, conn: Member) -> None:
        """A connection closed: its player leaves the line (unless it came again)."""
        if self.conns.get(conn.player_id) is conn:
            self._leave(conn.player_id)

    def _leave(self, player: str) -> bool:
        if self.pending.pop(player, None) is not None:
            self.conns.pop(player, None)
            return True
        entry = self.line.entry_of(player)
        if player not in self.line.ticket_of:
            return False
        lapsed = self.line.leave(player, self.server.clock())
        if lapsed is not None:
            self._lapsed(lapsed)
        team = entry.players if entry is not None else (player,)
        for other in team:
            self.told.pop(other, None)
            conn = self.conns.pop(other, None)
            if other != player and conn is not None:
                conn.send(p.QueueNotice("partner_left"))
        return True

    async def take(self, conn: Member, msg: p.QueueTake) -> None:
        try:
            offer = self.line.took(conn.player_id, msg.offer)
        except KeyError:
            return conn.error("unknown_offer", "", msg.ref)
        conn.send(p.Ok(msg.ref))
        if offer is not None:
            await self._open(offer)

    # -- the line's runs -----------------------------------------------------------------
    def _tick_soon(self) -> None:
        if self.ticking is None:
            self.ticking = asyncio.get_running_loop().call_later(TICK, self._tick_now)

    def _tick_now(self) -> None:
        self.ticking = None
        task = asyncio.get_running_loop().create_task(self.tick())
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("play now: %r", task.exception(), exc_info=task.exception())
        if self.line.entries or self.line.offers or self.pending:
            self._tick_soon()

    async def tick(self) -> None:
        """One run: lapsed offers told, tables found offered, the waits told."""
        now = self.server.clock()
        for lapsed in self.line.lapse_due(now):
            self._lapsed(lapsed)
        for offer in self.line.run(now):
            await self._offer(offer)
        for entry in list(self.line.waiting()):
            self._status(entry, now)

    def _in_line(self, entry: Waiter, now: float) -> None:
        self._status(entry, now, force=True)

    def _status(self, entry: Waiter, now: float, force: bool = False) -> None:
        """How many ``entry`` still waits for: on a change, and every --queue-status s."""
        missing = self.line.waiting_for(entry, now)
        for player in entry.players:
            last = self.told.get(player)
            if not force and last is not None and last[0] == missing and \
                    now - last[1] < self.limits.queue_status:
                continue
            self.told[player] = (missing, now)
            conn = self.conns.get(player)
            if conn is not None:
                conn.send(p.QueueStatus(missing, round(now - entry.since, 1),
                                        entry.wanted.rated, held=max(0.0, entry.not_before - now)))

    async def _offer(self, offer: Offer) -> None:
        ratings = await self.storage.ratings_for(offer.found.entries[0].wanted.preset,
                                                 [s for s in offer.found.seats if s]) \
            if offer.found.entries[0].wanted.rated else {}
        for player in offer.players:
            self.told.pop(player, None)
            conn = self.conns.get(player)
            if conn is not None:
                conn.send(found_message(offer, player, self.conns, ratings,
                                        self.limits.queue_take))

    def _lapsed(self, lapsed: Lapsed) -> None:
        now = self.server.clock()
        for player in lapsed.kept:
            self._tell(player, p.QueueNotice("no_show"))
        for player in lapsed.missed:
            entry = self.line.entries.get(self.line.ticket_of.get(player, ""))
            held = max(0.0, entry.not_before - now) if entry is not None else 0.0
            self._tell(player, p.QueueNotice("missed", round(held, 1)))
        for player in (*lapsed.kept, *lapsed.missed):
            entry = self.line.entries.get(self.line.ticket_of.get(player, ""))
            if entry is not None:
                self._status(entry, now, force=True)

    def _tell(self, player: str, message: p.Msg) -> None:
        conn = self.conns.get(player)
        if conn is not None:
            conn.send(message)

    async def _open(self, offer: Offer) -> None:
        """All four took their seats: the table opens, and its match starts."""
        wanted = offer.found.entries[0].wanted
        conns = {pl: self.conns.pop(pl) for pl in offer.players if pl in self.conns}
        for player in offer.players:
            self.told.pop(player, None)
        table_id, seed = secrets.token_hex(8), secrets.token_hex(16)
        settings = opened_settings(TableSettings(
            wanted.preset, {"qaid": True} if wanted.qaid else {}, False,
            invite_code(self.limits.code_length), CREATOR, HOLD_SECONDS,
            self.server.bot_delay, wanted.timer, None, False, wanted.rated), offer, conns)
        await self.storage.create_table(table_id, seed, settings)
        room = Room(self.server, table_id, seed, settings)
        self.server.add_room(room)
        for player, conn in conns.items():
            self._leave_old(conn, room.id)
            self.server.place(player, room.id)
            conn.send(p.QueueNotice("seated"))
            room.post(functools.partial(room.join, conn, 0))
        room.post(lambda: begin(room))

    def _leave_old(self, conn: Member, table_id: str) -> None:
        """A player seated here leaves the table they watched or finished at."""
        old = self.server.room_of(conn.player_id)
        if old is not None and old.id != table_id:
            old.post(lambda: old.dropped(conn))
            self.server.left_room(conn.player_id, old.id)


async def begin(room: Room) -> None:
    """A play-now table starts as soon as it opens: its players chose it together."""
    if room.started or room.closed:
        return
    room.started, room.lineup = True, room.seats.data()
    await room.save_settings()
    await room.deal()
