"""One online table: its seats and members, the match, and the order of things.

Everything that changes a room goes through its inbox and runs one item at a
time (a player's message, a bot's turn, a drop, a held seat expiring). After
each item the room stores the new actions (:class:`~baloot_audio.net.storage.Storage`)
and only then tells the members: nothing is ever told that is not stored.

The match itself is a :class:`ServerTable`, the local :class:`~baloot_audio.table.Table`
with several human seats: a bot plays every other seat, and stands in for a
dropped player while the seat is held.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

from baloot_audio.bots import BOTS
from baloot_audio.core import IllegalAction, rules_for
from baloot_audio.table import action_from_data
from baloot_audio.table_api import Refused, RoundStarted

from . import protocol as p
from .server_table import RoomScheduler, ServerTable

if TYPE_CHECKING:  # pragma: no cover
    from .server import Conn, Server

log = logging.getLogger("baloot_audio.net")
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"   # no 0/O, 1/I
ABANDON_SECONDS = 60.0    # an unstarted table with nobody at it closes after this
CHAT_KEPT = 50            # chat lines kept for a member who drops and comes back


class Stamp:
    """Times one action from its message's arrival to the last of its updates
    written to a socket (kept when the server runs with BALOOT_SERVER_TIMINGS)."""

    __slots__ = ("t0", "left", "sink")

    def __init__(self, t0: float, left: int, sink: list):
        self.t0, self.left, self.sink = t0, left, sink

    def sent(self) -> None:
        self.left -= 1
        if self.left == 0:
            now = time.monotonic()
            self.sink.append((now, now - self.t0))


@dataclass
class SeatState:
    level: str = "normal"                 # the bot that plays it while no human does
    player: Optional[str] = None
    name: Optional[str] = None
    held_until: Optional[float] = None    # dropped: held for its player until then

    def info(self, seat: int, started: bool) -> p.SeatInfo:
        if self.player is None:
            kind = "bot" if started else "empty"
        else:
            kind = "held" if self.held_until is not None else "human"
        return p.SeatInfo(seat, kind, self.level, self.name, self.player)


class Room:
    def __init__(self, server: "Server", table_id: str, seed: str, settings: dict[str, Any]):
        self.server = server
        self.id = table_id
        self.seed = seed
        self.settings = settings
        self.seats = [SeatState(**seat) for seat in settings["seats"]]
        self.members: dict[str, "Conn"] = {}
        self.table: ServerTable | None = None
        self.scheduler = RoomScheduler(self.post)
        self.inbox: asyncio.Queue = asyncio.Queue()
        self.stored: list[int] = []            # actions stored, per round
        self.history: list[Any] = []           # public events of the current round
        self.outbox: list[Any] = []            # events not yet told
        self.ready: set[int] = set()
        self.chat: list[bytes] = []              # the last CHAT_KEPT lines, encoded
        self.chat_count = 0                      # chat lines said at this table so far
        self.chat_heard: dict[str, int] = {}     # by player: lines sent while connected
        self.records_told = 0
        self.acted_at: Optional[float] = None    # when the action being told arrived
        self.acks: list[tuple["Conn", int]] = []  # actions applied, not yet stored
        self.finished = False
        self.closed = False
        self.timers: list[asyncio.TimerHandle] = []
        self.task: asyncio.Task | None = None

    # -- settings --------------------------------------------------------------------
    @staticmethod
    def new_settings(msg: p.CreateTable, creator: str, bot_delay: float) -> dict[str, Any]:
        rules = rules_for(msg.preset, **msg.options)     # raises UnknownOption
        for level in msg.bots:
            if level not in BOTS:
                raise ValueError(f"unknown bot level {level!r}")
        return {"preset": rules.name, "options": dict(msg.options), "public": msg.public,
                "code": "".join(secrets.choice(CODE_LETTERS) for _ in range(6)),
                "creator": creator, "hold_seconds": msg.hold_seconds, "bot_delay": bot_delay,
                "started": False, "seats": [{"level": level} for level in msg.bots]}

    def info(self, member: bool = True) -> p.TableInfo:
        s = self.settings
        return p.TableInfo(self.id, s["preset"], s["options"], s["public"], s["creator"],
                           s["started"], s["hold_seconds"],
                           [seat.info(i, s["started"]) for i, seat in enumerate(self.seats)],
                           s["code"] if member else None)

    async def save_settings(self) -> None:
        self.settings["seats"] = [{"level": seat.level, "player": seat.player,
                                   "name": seat.name} for seat in self.seats]
        await self.server.storage.update_settings(self.id, self.settings)

    # -- the inbox -------------------------------------------------------------------
    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self._run())

    def post(self, fn: Callable[[], Any]) -> None:
        if not self.closed:
            self.inbox.put_nowait(fn)

    async def _run(self) -> None:
        while not self.closed:
            fn = await self.inbox.get()
            try:
                result = fn()
                if asyncio.iscoroutine(result):
                    await result
                if self.table is not None:
                    await self._flush()
            except Exception:   # a bug must not take the server (or other tables) down
                log.exception("table %s: closing after an unexpected error", self.id)
                self.close()
                for conn in list(self.members.values()):
                    conn.send(p.Error("table_failed", "the table stopped on a server error"))
            await asyncio.sleep(0)   # the next item may be due already: let other tables run

    def close(self) -> None:
        self.closed = True
        for timer in self.timers:
            timer.cancel()
        if self.table is not None:
            self.table.close()
        if self.task is not None and self.task is not asyncio.current_task():
            self.task.cancel()

    # -- storing, then telling ---------------------------------------------------------
    def _collect(self, event: Any) -> None:
        if isinstance(event, Refused):
            return          # the refused connection gets an error reply instead
        if isinstance(event, RoundStarted):
            self.history = []
        self.history.append(event)
        self.outbox.append(event)

    async def _flush(self) -> None:
        table, storage = self.table, self.server.storage
        assert table is not None
        for r, acts in enumerate(table.actions):
            if r >= len(self.stored):
                await storage.start_round(self.id, r)
                self.stored.append(0)
            while self.stored[r] < len(acts):
                await storage.append_action(self.id, r, self.stored[r], acts[self.stored[r]])
                self.stored[r] += 1
        if table.match_over and not self.finished:
            await storage.finish_table(self.id, table.records)
            self.finished = True
        for conn, ref in self.acks:
            conn.send(p.Ok(ref))
        self.acks = []
        if self.outbox:
            events = [p.event_data(event) for event in self.outbox]
            self.outbox = []
            match = p.match_data(table.match)
            r = len(table.actions) - 1
            members = list(self.members.values())
            stamp = None
            if self.acted_at is not None and self.server.timings is not None and members:
                stamp = Stamp(self.acted_at, len(members), self.server.timings)
            self.acted_at = None
            for conn in members:
                update = p.Update(round=r, index=len(table.actions[r]), events=events,
                                  view=table.view(self.seat_of(conn.player_id)), match=match,
                                  round_over=table.round_over)
                conn.send_raw(p.encode(update), stamp)
        while self.records_told < len(table.records) and not table.match_over:
            record = p.public_record(table.records[self.records_told])
            self.broadcast(p.RoundEnded(record))
            self.records_told += 1
        if table.match_over and self.records_told <= len(table.records):
            self.records_told = len(table.records) + 1
            self.broadcast(p.MatchEnded(str(self.seed), table.records))
            self.server.match_over(self)
        if self._maybe_next_round():
            await self._flush()          # the next deal, told at once

    def broadcast(self, message: p.Msg) -> None:
        data = p.encode(message)
        for conn in list(self.members.values()):
            conn.send_raw(data)

    def say_chat(self, line: p.ChatLine) -> None:
        """A chat line to everybody at the table, kept for a member whose connection
        is lost meanwhile: it is sent when they come back (nothing said is lost)."""
        self.chat = [*self.chat[-(CHAT_KEPT - 1):], p.encode(line)]
        self.chat_count += 1
        self.broadcast(line)
        for player_id, conn in self.members.items():
            if not conn.closing:
                self.chat_heard[player_id] = self.chat_count

    def _chat_missed(self, conn: "Conn") -> None:
        """The chat lines said while ``conn``'s player was away (none on a first join)."""
        missed = min(self.chat_count - self.chat_heard.get(conn.player_id, self.chat_count),
                     len(self.chat))
        for data in self.chat[len(self.chat) - missed:]:
            conn.send_raw(data)
        self.chat_heard[conn.player_id] = self.chat_count

    # -- seats and members ---------------------------------------------------------------
    def seat_of(self, player_id: str | None) -> Optional[int]:
        for i, seat in enumerate(self.seats):
            if seat.player is not None and seat.player == player_id:
                return i
        return None

    def seat_changed(self, seat: int, change: str, name: Optional[str] = None) -> None:
        """Tell every member; ``name``: who left a seat (freed by now, so not in the info)."""
        info = self.info()
        self.broadcast(p.SeatChanged(seat, change, info, name or self.seats[seat].name))

    async def join(self, conn: "Conn", ref: int) -> None:
        old = self.members.get(conn.player_id)
        self.members[conn.player_id] = conn
        if old is not None and old is not conn:
            old.close_soon()
        seat = self.seat_of(conn.player_id)
        conn.send(p.Joined(self.info(), seat, ref))
        if seat is not None and self.seats[seat].held_until is not None:
            self.seats[seat].held_until = None
            if self.table is not None:
                self.table.humans.add(seat)
            self.seat_changed(seat, "back")
        if self.table is not None:
            conn.send(self.snapshot(seat))
        self._chat_missed(conn)

    def snapshot(self, seat: Optional[int]) -> p.Snapshot:
        table = self.table
        assert table is not None
        over = table.match_over
        records = table.records if over else [p.public_record(r) for r in table.records]
        r = max(0, len(table.actions) - 1)
        index = len(table.actions[-1]) if table.actions else 0
        return p.Snapshot(round=r, index=index, events=[p.event_data(e) for e in self.history],
                          view=table.view(seat), match=p.match_data(table.match),
                          round_over=table.round_over, table=self.info(), seat=seat,
                          commitment=table.commitment, records=records,
                          seed=str(self.seed) if over else None, ready=seat in self.ready)

    async def take_seat(self, conn: "Conn", seat: int, ref: int) -> None:
        if self.settings["started"]:
            return conn.error("match_started", "seats are chosen before the start", ref)
        if self.seats[seat].player is not None:
            return conn.error("seat_taken", f"seat {seat}", ref)
        old = self.seat_of(conn.player_id)
        if old is not None:
            self.seats[old].player = self.seats[old].name = None
        self.seats[seat].player, self.seats[seat].name = conn.player_id, conn.name
        await self.save_settings()
        conn.send(p.Ok(ref))
        if old is not None:
            self.seat_changed(old, "left")
        self.seat_changed(seat, "taken")

    async def leave_seat(self, conn: "Conn", ref: int) -> None:
        seat = self.seat_of(conn.player_id)
        if seat is None:
            return conn.error("not_seated", "", ref)
        if self.settings["started"]:
            return conn.error("match_started", "leave the table instead", ref)
        self.seats[seat].player = self.seats[seat].name = None
        await self.save_settings()
        conn.send(p.Ok(ref))
        self.seat_changed(seat, "left")

    async def set_bot(self, conn: "Conn", seat: int, level: str, ref: int) -> None:
        if conn.player_id != self.settings["creator"]:
            return conn.error("not_creator", "only the table's creator chooses bots", ref)
        if self.settings["started"]:
            return conn.error("match_started", "", ref)
        if level not in BOTS:
            return conn.error("unknown_bot", level, ref)
        self.seats[seat].level = level
        await self.save_settings()
        conn.send(p.Ok(ref))
        self.seat_changed(seat, "bot")

    async def start_match(self, conn: "Conn", ref: int) -> None:
        if conn.player_id != self.settings["creator"]:
            return conn.error("not_creator", "only the table's creator starts", ref)
        if self.settings["started"]:
            return conn.error("match_started", "", ref)
        self.settings["started"] = True
        await self.save_settings()
        conn.send(p.Ok(ref))
        self._make_table()
        for i, seat in enumerate(self.seats):
            if seat.player is not None and seat.player in self.members:
                self.table.humans.add(i)
            elif seat.player is not None:
                self._hold(i)
        for member in list(self.members.values()):
            member.send(self.snapshot(self.seat_of(member.player_id)))
        self.table.start_round()

    def _make_table(self) -> None:
        s = self.settings
        rules = rules_for(s["preset"], **s["options"])
        self.table = ServerTable(rules, [seat.level for seat in self.seats], self.scheduler,
                                 self.seed, s["bot_delay"])
        self.table.subscribe(self._collect)

    def _hold(self, seat: int) -> None:
        """The seat's player is gone: a bot plays it until they are back or time is up."""
        hold = self.settings["hold_seconds"]
        state = self.seats[seat]
        state.held_until = time.time() + hold
        if self.table is not None:
            self.table.humans.discard(seat)
            self.table.wake()
        player = state.player
        self.timers.append(asyncio.get_running_loop().call_later(
            hold, self.post, lambda: self._expire(seat, player)))

    async def _expire(self, seat: int, player: str) -> None:
        state = self.seats[seat]
        if state.player == player and state.held_until is not None:
            name = state.name
            state.player = state.name = state.held_until = None
            self.server.left_room(player, self)
            await self.save_settings()
            self.seat_changed(seat, "left", name)

    async def dropped(self, conn: "Conn") -> None:
        """A member's connection closed (or it left the table)."""
        if self.members.get(conn.player_id) is not conn:
            return
        del self.members[conn.player_id]
        seat = self.seat_of(conn.player_id)
        if not self.settings["started"] and not self.members:
            self.timers.append(asyncio.get_running_loop().call_later(
                ABANDON_SECONDS, self.post, self._abandon))
        if seat is None:
            return
        if not self.settings["started"]:
            name = self.seats[seat].name
            self.seats[seat].player = self.seats[seat].name = None
            self.server.left_room(conn.player_id, self)
            await self.save_settings()
            self.seat_changed(seat, "left", name)
        elif not self.finished:
            self.ready.discard(seat)
            self._hold(seat)
            self.seat_changed(seat, "dropped")

    async def _abandon(self) -> None:
        """A table nobody started and everybody left goes (stored as finished, no rounds)."""
        if self.members or self.settings["started"] or self.closed:
            return
        await self.server.storage.finish_table(self.id, [])
        self.server.unlist(self)
        self.close()

    # -- play ----------------------------------------------------------------------------
    def act(self, conn: "Conn", msg: p.Act) -> None:
        table, seat = self.table, self.seat_of(conn.player_id)
        if table is None:
            return conn.error("not_started", "", msg.ref)
        if seat is None:
            return conn.error("not_seated", "", msg.ref)
        if table.round_over or table.state is None:
            return conn.error("round_over", "", msg.ref)
        if msg.index != len(table.actions[-1]):
            return conn.error("stale", f"the round has {len(table.actions[-1])} actions, "
                              f"not {msg.index}", msg.ref)
        try:
            table.act(p.action_from_msg(seat, msg.action))
            self.acted_at = conn.received_at
        except IllegalAction as error:
            return conn.error(error.rule, str(error), msg.ref)
        except (ValueError, KeyError, TypeError, IndexError) as error:   # a malformed card or call
            return conn.error("malformed_action", f"{type(error).__name__}: {error}", msg.ref)
        self.acks.append((conn, msg.ref))      # acknowledged once stored (see _flush)

    def set_ready(self, conn: "Conn", ref: int) -> None:
        seat = self.seat_of(conn.player_id)
        if seat is None or self.table is None:
            return conn.error("not_seated", "", ref)
        if not self.table.round_over or self.table.match_over:
            return conn.error("round_not_over", "", ref)
        self.ready.add(seat)
        conn.send(p.Ok(ref))
        self._maybe_next_round()

    def _maybe_next_round(self) -> bool:
        """Deal the next round once every seated player present is ready."""
        table = self.table
        if table is None or not table.round_over or table.match_over:
            return False
        waiting = {i for i in table.humans
                   if self.seats[i].player in self.members} - self.ready
        if waiting:
            return False
        self.ready = set()
        table.start_round()
        return True

    # -- restore -------------------------------------------------------------------------
    def restore(self, rounds: list[list[dict[str, Any]]]) -> None:
        """Replay the stored actions (nothing is told, no bot is woken); every seat's
        player is then away, held as after a drop."""
        if not self.settings["started"]:
            self.timers.append(asyncio.get_running_loop().call_later(
                ABANDON_SECONDS, self.post, self._abandon))
            return
        self._make_table()
        table = self.table
        self.scheduler.muted = True
        for acts in rounds:
            table.start_round()
            for data in acts:
                table.apply_stored(action_from_data(data))
        self.scheduler.muted = False
        self.stored = [len(acts) for acts in rounds]
        self.outbox = []
        self.records_told = len(table.records)
        self.finished = table.match_over
        for i, seat in enumerate(self.seats):
            if seat.player is not None:
                self._hold(i)
        table.wake()
        if table.round_over:
            self.post(self._maybe_next_round)
