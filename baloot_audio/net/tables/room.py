"""One online table: its seats and members, the match, and the order of things.

Everything that changes a room goes through its inbox and runs one item at a
time (a player's message, a bot's turn, a drop, a held seat expiring). After
each item the room stores the new actions (its :class:`~.ledger.Ledger`) and
only then tells the members: nothing is ever told that is not stored.

The match itself is a :class:`~.server_table.ServerTable`, the local
:class:`~baloot_audio.table.Table` with several human seats: a bot plays every
other seat, and stands in for a dropped player while the seat is held. The room
sees its server only as a :class:`~.host.Host` and its members' connections as
:class:`~.host.Member` (what a room may ask of them, nothing more).
"""

from __future__ import annotations

import functools
import time
from typing import Any, Callable, Optional

from ..wire import protocol as p
from .chat_log import ChatLog
from .host import Host, Member
from .inbox import Inbox
from .ledger import Ledger
from .members import missed_for, watchers
from .presence import Presence
from .rated import Leaving, finished_match, prediction
from .room_play import play_action
from .seat_clock import SeatClock
from .server_table import RoomScheduler, ServerTable
from .settings import Seats, TableSettings
from .teller import Teller

ABANDON_SECONDS = 60.0    # an unstarted table with nobody at it closes after this


class Room:
    """One table, from its creation to its end (``settings``: the stored JSON
    object, as :func:`~.settings.new_settings` makes it and a restart reads it back)."""

    def __init__(self, host: Host, table_id: str, seed: str, settings: dict[str, Any]):
        self.host, self.id, self.seed = host, table_id, seed
        self.settings = TableSettings.from_data(settings)
        self.started: bool = settings["started"]
        self.seats = Seats(settings["seats"])
        self.members: dict[str, Member] = {}
        self.table: ServerTable | None = None
        self.scheduler = RoomScheduler(self.post)
        self.inbox = Inbox(table_id, self._flush, self._failed)
        self.ledger = Ledger(host.storage, table_id)      # what is stored
        self.teller = Teller(host.timings, host.limits.watch_behind)   # what is told
        self.ready: set[int] = set()     # the seats ready for the next round
        self.chat_log = ChatLog(host.limits.chat_per_table)
        self.presence = Presence(host.limits.presence_seconds, self.inbox.later)
        self.banned: set[str] = set(settings.get("banned", []))   # by the creator
        self.lineup: list[dict[str, Any]] = settings.get("lineup", [])   # seats at the start
        self.gone = Leaving(settings)     # the seats gone before the end (rated.py)
        self.tournament: Optional[dict] = settings.get("tournament")   # tournaments/room.py
        self.clock = SeatClock(self.settings.seconds, self.scheduler,
                               lambda message: self.broadcast(message, watchers=False),
                               lambda: self._maybe_next_round(everyone=True),
                               host.limits.heard_grace)

    # -- settings --------------------------------------------------------------------
    def info(self, member: bool = True) -> p.TableInfo:
        seated = (t.player for t in self.seats)
        return self.settings.table_info(self.id, self.started, self.seats.info(self.started),
                                        self.settings.code if member else None,
                                        watchers(self.members, seated) if member else [])

    async def save_settings(self) -> None:
        data = self.settings.data(self.started, self.seats.data())
        await self.host.storage.update_settings(self.id, {
            **data, "banned": sorted(self.banned), "lineup": self.lineup, **self.gone.data(),
            **({"tournament": self.tournament} if self.tournament else {})})

    # -- the inbox -------------------------------------------------------------------
    def start(self) -> None:
        self.inbox.start()

    def post(self, fn: Callable[[], Any]) -> None:
        """``fn`` runs as an item of the room's inbox (see :class:`~.inbox.Inbox`)."""
        self.inbox.post(fn)

    @property
    def closed(self) -> bool:
        return self.inbox.closed

    def close(self) -> None:
        self.inbox.close()
        if self.table is not None:
            self.table.close()

    def _failed(self) -> None:
        """An item raised: the table closes (the server and other tables go on)."""
        self.close()
        self.host.failed(self.id)    # its members are told (or sent to the table's new process)

    # -- storing, then telling ---------------------------------------------------------
    async def _flush(self) -> None:
        """After each item: store, then tell (a next round dealt meanwhile at once)."""
        table = self.table
        if table is None:
            return
        await self.ledger.store(table, lambda: finished_match(
            self.id, self.settings, self.lineup, self.gone, table))
        members = [(conn, self.seat_of(conn.player_id)) for conn in self.members.values()]
        if self.teller.tell(table, members, self.seed):
            self.host.match_over(self.id)
        self.clock.follow(table, self.present(), self.ready)
        if self._maybe_next_round():
            await self._flush()

    def broadcast(self, message: p.Msg, watchers: bool = True) -> bytes:
        """``message`` to every member, or the seated only (watch_feed.py); encoded."""
        data = p.encode(message)
        for conn in list(self.members.values()):
            if watchers or self.seat_of(conn.player_id) is not None:
                conn.send_raw(data)
        return data

    # -- seats and members ---------------------------------------------------------------
    def seat_of(self, player_id: str | None) -> Optional[int]:
        return self.seats.of(player_id)

    def seat_changed(self, seat: int, change: str,
                     gone: Optional[tuple[Optional[str], str]] = None) -> None:
        """Tell every member; ``gone``: who left a seat, (name, form of address)."""
        name, form = gone if gone and gone[0] else (self.seats[seat].name, self.seats[seat].form)
        self.broadcast(p.SeatChanged(seat, change, self.info(), name, form=form))

    async def join(self, conn: Member, ref: int) -> None:
        old = self.members.get(conn.player_id)
        self.members[conn.player_id] = conn
        if old is not None and old is not conn:
            old.close_soon()
        seat = self.seat_of(conn.player_id)
        conn.send(p.TableJoined(self.info(), seat, ref))
        if seat is not None and self.seats[seat].held_until is not None:
            self.seats[seat].held_until = None
            if self.table is not None:
                self.table.humans.add(seat)
            if self.presence.back(seat):
                self.seat_changed(seat, "back")
        if self.table is not None:
            conn.send(self.snapshot(seat))
        for data in missed_for(conn, self.chat_log.missed(conn.player_id)):
            conn.send_raw(data)
        if seat is None and old is None and not self.presence.unseen_return(conn.player_id):
            self.member_changed(conn, "watching")

    def member_changed(self, conn: Member, change: str) -> None:
        """A watcher came or went: every member is told (``conn`` too when it stays)."""
        self.broadcast(p.MemberChanged(change, conn.player_id or "", conn.name, self.info(),
                                       conn.guest, conn.form))

    def snapshot(self, seat: Optional[int]) -> p.Snapshot:
        assert self.table is not None
        return self.teller.snapshot(self.table, self.info(), seat, self.seed, seat in self.ready,
                                    self.clock.running())

    async def deal(self) -> None:
        """The match starts (stored as started): a held seat for each player away."""
        if self.settings.rated:
            self.broadcast(await prediction(self.host.storage, self.settings, self.seats))
        table = self._make_table()
        for i, seat in enumerate(self.seats):
            if seat.player is not None and seat.player in self.members:
                table.humans.add(i)
            elif seat.player is not None:
                self._hold(i)
        for member in list(self.members.values()):
            member.send(self.snapshot(self.seat_of(member.player_id)))
        table.start_round()

    def _make_table(self) -> ServerTable:
        self.table = ServerTable(self.settings.rules(), self.seats.levels(), self.scheduler,
                                 self.seed, self.settings.bot_delay, self.host.bots)
        self.table.subscribe(self.teller.collect)
        self.teller.started(self.table)
        self.table.holds_window = self.clock.holds_window
        return self.table

    def _hold(self, seat: int) -> None:
        """The seat's player is gone: a bot plays it until they are back or time is up."""
        hold = self.settings.hold_seconds
        state = self.seats[seat]
        state.held_until = time.time() + hold
        if self.table is not None:
            self.table.humans.discard(seat)
            self.table.wake()
        assert state.player is not None        # a held seat has its player
        self.inbox.later(hold, functools.partial(self._expire, seat, state.player))

    async def _expire(self, seat: int, player: str) -> None:
        if self.seats[seat].player == player and self.seats[seat].held_until is not None:
            if self.table is not None and not self.table.match_over:
                self.gone.went(seat, self.table.match.totals)   # gone for good: a leaver
            await self._free(seat, player)

    async def dropped(self, conn: Member, grace: bool = False) -> None:
        """A member left, or (``grace``) its connection closed: a seat is let go, or
        held; a drop is told only if the player stays away (presence.py)."""
        if self.members.get(conn.player_id) is not conn:
            return
        del self.members[conn.player_id]
        seat = self.seat_of(conn.player_id)
        if not self.started and not self.members:
            self.inbox.later(ABANDON_SECONDS, self._abandon)
        if seat is None:       # a watcher: a lost connection told only if they stay away
            told = lambda: self.member_changed(conn, "left")   # noqa: E731
            return self.presence.away(conn.player_id, told) if grace else told()
        if not self.started:
            let_go = lambda: self._let_go(seat, conn.player_id)   # noqa: E731
            return self.presence.away(seat, let_go) if grace else await let_go()
        if not self.ledger.finished:
            self.ready.discard(seat)
            self._hold(seat)
            self.presence.away(seat, lambda: self.seat_changed(seat, "dropped"))

    async def _let_go(self, seat: int, player: Optional[str]) -> None:
        """Before the start: the seat's player is gone, the seat is free."""
        if self.started or player is None or player in self.members \
                or self.seats[seat].player != player:
            return
        await self._free(seat, player)

    async def _free(self, seat: int, player: str) -> None:
        """``player`` lets ``seat`` go (they left it, or their hold ran out): all are told."""
        self.presence.back(seat)
        gone = self.seats[seat].free()
        self.host.left_room(player, self.id)
        await self.save_settings()
        self.seat_changed(seat, "left", gone)

    async def _abandon(self) -> None:
        """A table nobody started and everybody left goes (stored as finished, no rounds)."""
        if self.members or self.started or self.closed:
            return
        await self.host.storage.finish_table(self.id, [])
        self.host.unlist(self.id)
        self.close()

    async def leave(self, conn: Member, msg: p.LeaveTable) -> None:
        """``conn`` leaves the table (a seat in a match in play stays held for it)."""
        await self.dropped(conn)
        if self.seat_of(conn.player_id) is None:
            self.host.left_room(conn.player_id or "", self.id)
        conn.send(p.Ok(msg.ref))

    # -- play ----------------------------------------------------------------------------
    def act(self, conn: Member, msg: p.Act) -> None:
        if play_action(self.table, self.seat_of(conn.player_id), conn, msg):
            self.teller.acted(conn, msg.ref)        # acknowledged once stored (see _flush)

    def chat(self, conn: Member, msg: p.SendChat) -> None:
        self.chat_log.hear(conn, msg, self.seat_of(conn.player_id), self.table, self.members)

    def heard(self, conn: Member, msg: p.Heard) -> None:
        """A member says it heard its prompt at (round, index): its clock may start."""
        seat = self.seat_of(conn.player_id)
        if seat is None:
            return conn.error("not_seated", "", msg.ref)
        self.clock.heard(seat, (msg.round, msg.index))

    def set_ready(self, conn: Member, msg: p.Ready) -> None:
        seat = self.seat_of(conn.player_id)
        if seat is None or self.table is None:
            return conn.error("not_seated", "", msg.ref)
        if not self.table.round_over or self.table.match_over:
            return conn.error("round_not_over", "", msg.ref)
        self.ready.add(seat)
        conn.send(p.Ok(msg.ref))
        self._maybe_next_round()

    def present(self) -> set[int]:     # the seats whose player is here (not held)
        humans = self.table.humans if self.table is not None else set()
        return {i for i in humans if self.seats[i].player in self.members}

    def _maybe_next_round(self, everyone: bool = False) -> bool:
        """Deal the next round once every seated player present is ready (or ``everyone``)."""
        table = self.table
        if table is None or not table.round_over or table.match_over:
            return False
        if not everyone and self.present() - self.ready:
            return False
        self.ready = set()
        table.start_round()
        return True

    # -- restore -------------------------------------------------------------------------
    def restore(self, rounds: list[list[dict[str, Any]]]) -> None:
        """Replay the stored actions (nothing is told, no bot is woken); every seat's
        player is then away, held as after a drop."""
        if not self.started:
            self.inbox.later(ABANDON_SECONDS, self._abandon)
            return
        table = self._make_table()
        table.replay(rounds)
        self.ledger.restored(rounds, table.match_over)
        self.teller.restored(table)
        for i, seat in enumerate(self.seats):
            if seat.player is not None:
                self._hold(i)
        table.wake()
        if table.round_over:
            self.post(self._maybe_next_round)
