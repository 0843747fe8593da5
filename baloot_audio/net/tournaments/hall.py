"""The server's tournaments: creation and registration (accounts only: every
match is rated; a diwan's by its creator or a moderator, its tables the diwan's,
kept to its members when the diwan is by invitation), the start at its time, each round's matches seated as
:class:`~baloot_audio.net.tables.room.TournamentRoom` tables, the winners advanced, and
everything stored so a restart between rounds or in a match goes on where it was.

The draw (teams, pairings, seats, each table's shuffle) comes from the seed
(draw.py), whose hash every listing shows from the creation on; the
seed itself is told with the finished tournament. One tournament's changes run
one at a time (its lock); each is stored before anybody is told of it.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import secrets
from typing import Any, Awaitable, Callable, Coroutine, Optional, Protocol, TypeVar

from baloot_audio.core import UnknownOption, rules_for

from ..cluster.directory import Directory
from ..db.accounts import forms_of
from ..db.tournaments import StoredEntry
from ..social.diwans import DiwanHall
from ..social.friends import FriendBook
from ..tables.host import Host, Member
from ..tables.room import Room
from ..tables.settings import TableSettings, timer_refusal
from ..wire import protocol as p
from ..wire.names import name_key, name_refusal
from .draw import FORMATS, SWISS, Pairing, commitment, seating, table_seed, teams_from
from .room import TournamentRoom, winner_team
from .state import OPEN, Cup

log = logging.getLogger("baloot_audio.net")

HOLD_SECONDS = 300.0       # a dropped player's seat at a tournament's table
ENDED_LISTED = 86400.0     # a tournament over is listed this long


class Organiser(Host, Protocol):
    """What the tournaments ask of their server (server.Server): a room's host, and more."""

    bot_delay: float              # a tournament's bots wait this before they act
    clock: Callable[[], float]    # the wall clock's now (passed in: tests move it)
    directory: Directory          # one process or several (no tournament on a cluster yet)
    diwans: DiwanHall             # a diwan's tournament: its creator, moderators, members
    friends: FriendBook           # who is online, to be told
    rooms: dict[str, Room]

    def room_of(self, player_id: Optional[str]) -> Optional[Room]: ...
    def left_room(self, player_id: str, table_id: str) -> None: ...
    def add_room(self, room: Room, address: Optional[str] = None) -> None: ...


class AboutATournament(Protocol):
    tournament_id: str
    ref: int


M = TypeVar("M", bound=AboutATournament)
Answer = Callable[["TournamentHall", Member, M], Awaitable[None]]


def registering(method: Callable[["TournamentHall", Member, "Cup", M], Awaitable[None]]
                ) -> Answer[M]:
    """A registration or its withdrawal: a tournament of this process that still
    registers, changed under its lock."""
    @functools.wraps(method)
    async def answer(hall: TournamentHall, conn: Member, msg: M) -> None:
        if hall.cluster_refused(conn, msg.ref):
            return
        cup = hall.cups.get(msg.tournament_id)
        if cup is None:
            return conn.error("unknown_tournament", "", msg.ref)
        async with hall._lock(cup):
            if cup.state != "registering":
                return conn.error("registration_closed", "", msg.ref)
            await method(hall, conn, cup, msg)
    return answer


class TournamentHall:
    def __init__(self, server: Organiser):
        self.server, self.storage, self.limits = server, server.storage, server.limits
        self.clock = server.clock          # now: starts, rounds' times, what is listed
        self.cups: dict[str, Cup] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.tasks: set[asyncio.Task] = set()

    # -- messages (a guest may list and read them; the rest is accounts') ---------------
    async def page(self, conn: Member, msg: p.ListTournaments) -> None:
        conn.send(p.TournamentPage(await self.listed(conn), msg.ref))

    async def get(self, conn: Member, msg: p.GetTournament) -> None:
        cup = self.cups.get(msg.tournament_id) or await self._stored(msg.tournament_id)
        if cup is None:
            return conn.error("unknown_tournament", "", msg.ref)
        conn.send(cup.told(conn.player_id, msg.ref))

    def cluster_refused(self, conn: Member, ref: int) -> bool:
        """One process draws and seats: not shared out on a cluster yet."""
        if self.server.directory.cluster:
            conn.error("tournament_cluster", "tournaments need a one-process server", ref)
        return self.server.directory.cluster

    @registering
    async def leave(self, conn: Member, cup: Cup, msg: p.LeaveTournament) -> None:
        if not await self.storage.leave_tournament(cup.tournament_id, conn.player_id or ""):
            return conn.error("not_registered", "", msg.ref)
        cup.entries = [e for e in cup.entries if e.player_id != conn.player_id]
        conn.send(p.Ok(msg.ref))

    async def listed(self, conn: Member) -> list[p.TournamentInfo]:
        """The first page, the first to start first; a closed diwan's only to its members."""
        self._forget_old()
        cups = sorted(self.cups.values(), key=lambda c: (c.data["starts_at"], c.tournament_id))
        shown = [c for c in cups if not c.data.get("members_only") or
                 await self.server.diwans.is_member(c.organiser or "", conn.player_id)]
        return [c.info(conn.player_id) for c in shown[:self.limits.page_size]]

    def _forget_old(self) -> None:
        """A tournament over for a day leaves the list (and memory; still read by id)."""
        now = self.clock()
        for tid, cup in list(self.cups.items()):
            if cup.state not in OPEN and now - cup.data.get("ended_at", now) > ENDED_LISTED:
                del self.cups[tid]
                self.locks.pop(tid, None)

    async def _stored(self, tournament_id: str) -> Optional[Cup]:
        stored = await self.storage.load_tournament(tournament_id)
        return Cup.stored(stored) if stored is not None else None

    def refusal(self, conn: Member, msg: p.CreateTournament) -> Optional[tuple[str, str]]:
        """Why a new tournament is refused: (code, detail), or None."""
        named = name_refusal(msg.name)        # a name said to players, checked as theirs
        if named is not None:
            return named, "a tournament's name is checked as a player's"
        if msg.format not in FORMATS or msg.teams not in ("together", "drawn"):
            return "bad_tournament", f"{msg.format}, {msg.teams}"
        if not 2 <= msg.max_teams <= self.limits.tournament_teams:
            return "bad_tournament", f"2 to {self.limits.tournament_teams} teams"
        if msg.format == SWISS and not 1 <= msg.swiss_rounds < msg.max_teams:
            return "bad_tournament", "a Swiss tournament plays 1 round to one fewer than its teams"
        try:
            rules_for(msg.preset, **msg.options)
        except (UnknownOption, ValueError, TypeError) as error:
            return "bad_options", str(error)
        refused = timer_refusal(msg.timer, msg.timer_seconds)
        if refused is not None:
            return refused.code, str(refused)
        now = self.clock()
        if not now - 60 <= msg.starts_at <= now + self.limits.tournament_days * 86400:
            return "bad_start", f"within {self.limits.tournament_days:g} days"
        open_cups = [c for c in self.cups.values() if c.state in OPEN]
        mine = [c for c in open_cups if c.data["creator"] == conn.player_id]
        if len(mine) >= self.limits.tournaments_per_player or \
                len(open_cups) >= self.limits.tournaments:
            return "too_many_tournaments", ""
        return None

    async def create(self, conn: Member, msg: p.CreateTournament) -> None:
        if self.cluster_refused(conn, msg.ref):
            return
        diwan = None
        if msg.organiser is not None:      # a diwan's: its creator's or a moderator's
            diwan = await self.server.diwans.organised_by(msg.organiser, conn.player_id or "")
            if diwan is None:
                return conn.error("unknown_organiser", msg.organiser, msg.ref)
        refused = self.refusal(conn, msg)
        if refused is not None:
            return conn.error(refused[0], refused[1], msg.ref)
        tournament_id, seed = secrets.token_hex(8), secrets.token_hex(16)
        starts_at = max(msg.starts_at, self.clock())
        data = {"name": msg.name, "creator": conn.player_id, "creator_name": conn.name,
                "creator_form": conn.form,
                "preset": rules_for(msg.preset).name, "options": dict(msg.options),
                "format": msg.format, "swiss_rounds": msg.swiss_rounds, "teams": msg.teams,
                "max_teams": msg.max_teams, "timer": msg.timer,
                "timer_seconds": msg.timer_seconds, "starts_at": starts_at,
                "commitment": commitment(seed), "state": "registering"}
        if diwan is not None:   # a diwan by invitation keeps its tournaments to its members
            data.update(diwan_name=diwan.name, members_only=not diwan.open)
        await self.storage.create_tournament(tournament_id, seed, msg.organiser, data, starts_at)
        cup = self.cups[tournament_id] = Cup(tournament_id, seed, msg.organiser, data)
        self._start_later(cup)
        conn.send(cup.told(conn.player_id, msg.ref))
        if diwan is not None:
            await self.server.diwans.tournament(diwan, conn, tournament_id)

    @registering
    async def enter(self, conn: Member, cup: Cup, msg: p.EnterTournament) -> None:
        if cup.data.get("members_only") and not await self.server.diwans.is_member(
                cup.organiser or "", conn.player_id):
            return conn.error("not_member", "the diwan's tournament is its members'", msg.ref)
        if not cup.registered(conn.player_id) and \
                len(cup.entries) >= 2 * cup.data["max_teams"]:
            return conn.error("tournament_full", "", msg.ref)
        partner = None
        if msg.partner is not None and cup.data["teams"] == "together":
            account = await self.storage.find_account(name_key(msg.partner))
            if account is None or account.player_id == conn.player_id:
                return conn.error("unknown_partner", msg.partner, msg.ref)
            partner = account.player_id
        await self.storage.enter_tournament(cup.tournament_id, conn.player_id, conn.name, partner)
        entry = StoredEntry(conn.player_id, conn.name, partner)
        old = [n for n, e in enumerate(cup.entries) if e.player_id == conn.player_id]
        if old:
            cup.entries[old[0]] = entry
        else:
            cup.entries.append(entry)
        conn.send(p.Ok(msg.ref))

    # -- the start, the rounds ------------------------------------------------------------
    def _lock(self, cup: Cup) -> asyncio.Lock:
        return self.locks.setdefault(cup.tournament_id, asyncio.Lock())

    def _soon(self, work: Coroutine[Any, Any, None]) -> None:
        task = asyncio.get_running_loop().create_task(work)
        self.tasks.add(task)
        task.add_done_callback(self._done)

    def _done(self, task: asyncio.Task) -> None:
        self.tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("tournament: %r", task.exception(), exc_info=task.exception())

    def _start_later(self, cup: Cup) -> None:
        wait = max(0.0, cup.data["starts_at"] - self.clock())
        asyncio.get_running_loop().call_later(wait, lambda: self._soon(self.start(cup)))

    async def start(self, cup: Cup) -> None:
        """Registration closes: the teams are drawn, the first round seated."""
        async with self._lock(cup):
            if cup.state != "registering":
                return
            teams, alone = teams_from(cup.entry_list(), cup.seed)
            names = {e.player_id: e.name for e in cup.entries}
            cup.data.update(lineup=[list(t) for t in teams], names=names, unpaired=alone,
                            forms=await forms_of(self.storage, names),
                            results=[], forfeits=[], round_at=[],
                            state="playing" if len(teams) >= 2 else "cancelled")
            if cup.state == "cancelled":
                cup.data["ended_at"] = self.clock()
                await self.storage.save_tournament(cup.tournament_id, cup.data, finished=True)
                return self._tell_all(cup, "cancelled")
            await self.storage.save_tournament(cup.tournament_id, cup.data)
            self._tell_all(cup, "started")
            await self.advance(cup)

    async def advance(self, cup: Cup) -> None:
        """Seat the matches of the round in play that have no table yet; at the end,
        the tournament is finished (and its seed told)."""
        if cup.over():
            cup.data.update(state="finished", ended_at=self.clock())
            await self.storage.save_tournament(cup.tournament_id, cup.data, finished=True)
            return self._tell_all(cup, "finished")
        rounds = cup.rounds()
        if len(cup.data["round_at"]) < len(rounds):
            cup.data["round_at"].append(self.clock())
            await self.storage.save_tournament(cup.tournament_id, cup.data)
        results = cup.results()
        for pairing in rounds[-1]:
            if not pairing.bye and pairing.key not in results:
                await self.seat(cup, pairing)
        if cup.over() or len(cup.rounds()) > len(rounds):      # results read back meanwhile
            await self.advance(cup)

    async def seat(self, cup: Cup, pairing: Pairing) -> None:
        """The match's table, unless it is running, or stored (finished: its result read)."""
        table_id = cup.table_id(*pairing.key)
        if table_id in self.server.rooms:
            return
        stored = await self.storage.load_table(table_id)
        if stored is not None and stored.finished:
            self._record(cup, pairing, stored.records, stored.settings.get("left"))
            return await self.storage.save_tournament(cup.tournament_id, cup.data)
        players = seating(cup.seed, pairing, [tuple(t) for t in cup.data["lineup"]])
        names = cup.data["names"]
        code = table_id.upper()[:self.limits.code_length]     # watchers may join by it too
        settings = TableSettings(
            cup.data["preset"], cup.data["options"], False, code,
            f"tournament:{cup.tournament_id}", HOLD_SECONDS, self.server.bot_delay,
            cup.data["timer"], cup.data["timer_seconds"], False, True,
            cup.organiser).data(False, [
                {"level": "normal", "player": pid, "name": names.get(pid), "guest": False,
                 "form": cup.form(pid)} for pid in players])
        settings["tournament"] = {"id": cup.tournament_id, "round": pairing.round,
                                  "index": pairing.index}
        seed = table_seed(cup.seed, *pairing.key)
        if stored is None:
            await self.storage.create_table(table_id, seed, settings)
        for pid in players:
            self._leave_watched(pid or "")
        self.server.add_room(TournamentRoom(self.server, table_id, seed, settings))
        for pid in players:
            self.server.friends.tell(pid or "", self._ready(cup, pairing))

    def _leave_watched(self, player_id: str) -> None:
        """A player about to be seated leaves the table they watch or finished at (its
        news would reach their next match's client); a seat in a match in play stays."""
        old = self.server.room_of(player_id)
        if old is None or (old.seat_of(player_id) is not None and not old.ledger.finished):
            return
        for conn in list(self.server.friends.online.get(player_id, ())):
            old.post(functools.partial(old.dropped, conn))
        self.server.left_room(player_id, old.id)

    def _ready(self, cup: Cup, pairing: Pairing) -> p.TournamentNotice:
        return p.TournamentNotice(cup.tournament_id, cup.name, "ready", pairing.round,
                                  cup.draw().rounds, pairing.index, cup.table_id(*pairing.key),
                                  cup.data.get("diwan_name"))

    def arrived(self, conn: Member) -> None:
        """A player back online hears again of their match that waits for them."""
        for cup in self.cups.values():
            team = cup.team_of(conn.player_id) if cup.state == "playing" else None
            rounds = cup.rounds() if team is not None else []
            for pairing in rounds[-1] if rounds else []:
                room = self.server.rooms.get(cup.table_id(*pairing.key))
                if team in (pairing.home, pairing.away) and room is not None \
                        and not room.started:
                    conn.send(self._ready(cup, pairing))

    def _record(self, cup: Cup, pairing: Pairing, records: list, left: Optional[int]) -> None:
        match_winner = records[-1].get("match_winner") if records else None
        won = winner_team(pairing.home, pairing.away, match_winner, left)
        cup.data["results"].append([pairing.round, pairing.index, won])
        if left is not None:
            cup.data["forfeits"].append([pairing.round, pairing.index, left,
                                         self._lineup_player(cup, pairing, left)])

    def _lineup_player(self, cup: Cup, pairing: Pairing, seat: int) -> str:
        return seating(cup.seed, pairing, [tuple(t) for t in cup.data["lineup"]])[seat] or ""

    def match_over(self, room: Optional[Room]) -> None:
        """A table's match is over (stored): a tournament's result advances its draw."""
        if room is None or not room.tournament:
            return
        cup = self.cups.get(room.tournament["id"])
        if cup is not None and room.table is not None:
            self._soon(self._result(cup, room.tournament["round"], room.tournament["index"],
                                    list(room.table.records), room.gone.first))

    async def _result(self, cup: Cup, round_index: int, index: int, records: list,
                      left: Optional[int]) -> None:
        async with self._lock(cup):
            if cup.state != "playing" or (round_index, index) in cup.results():
                return
            pairing = cup.rounds()[round_index][index]
            self._record(cup, pairing, records, left)
            await self.storage.save_tournament(cup.tournament_id, cup.data)
            await self.advance(cup)

    def _tell_all(self, cup: Cup, change: str) -> None:
        rounds = cup.draw().rounds if cup.data.get("lineup") else 0
        for entry in cup.entries:
            self.server.friends.tell(entry.player_id, p.TournamentNotice(
                cup.tournament_id, cup.name, change, len(cup.rounds()), rounds,
                diwan=cup.data.get("diwan_name")))

    # -- a restart ------------------------------------------------------------------------
    async def load(self) -> None:
        """Every tournament not finished, read before the tables come back."""
        for stored in await self.storage.open_tournaments():
            self.cups[stored.tournament_id] = Cup.stored(stored)

    def resume(self) -> None:
        """After the tables: registration waits for its start again; a tournament in
        play seats what is missing of its round (a match that ended while the server
        was down gives its result)."""
        for cup in self.cups.values():
            if cup.state == "registering":
                self._start_later(cup)
            else:
                self._soon(self._advance_locked(cup))

    async def _advance_locked(self, cup: Cup) -> None:
        async with self._lock(cup):
            await self.advance(cup)
