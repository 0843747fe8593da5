"""What a room's members are told of its match, once an item's actions are stored:
each action's acknowledgement, the events (an update per seated member, with its
own view; the watchers' feed, behind the players: watch_feed.py), the ends of
rounds and of the match; and a snapshot of it all for a member who joins or
comes back."""

from __future__ import annotations

from typing import Any, Optional, Sequence, Union

from baloot_audio.table_api import Refused, RoundStarted

from ..wire import protocol as p
from .host import Member, Stamp
from .server_table import ServerTable
from .watch_feed import WatchFeed

Seated = Sequence[tuple[Member, Optional[int]]]     # the members, each with its seat


class Teller:
    def __init__(self, timings: Optional[list[tuple[float, float]]], watch_behind: int = 1):
        self.timings = timings                  # Stamp samples, when the server keeps them
        self.feed = WatchFeed(watch_behind)     # what the watchers hear, and when
        self.history: list[Any] = []            # public events of the current round
        self.marks: list[tuple[int, int]] = []  # where the table was as each one came
        self.table: Optional[ServerTable] = None
        self.outbox: list[Any] = []             # events not yet told
        self.acks: list[tuple[Member, int]] = []  # actions applied, not yet stored
        self.acted_at: Optional[float] = None   # when the action being told arrived
        self.records_told = 0

    def collect(self, event: object) -> None:
        """The table's subscriber: an event to tell."""
        if isinstance(event, Refused):
            return          # the refused connection gets an error reply instead
        if isinstance(event, RoundStarted):
            self.history, self.marks = [], []
        self.history.append(event)
        self.marks.append(_mark(self.table) if self.table is not None else (0, 0))
        self.outbox.append(event)

    def acted(self, conn: Member, ref: int) -> None:
        """``conn``'s action was applied: acknowledged once it is stored."""
        self.acted_at = conn.received_at
        self.acks.append((conn, ref))

    def started(self, table: ServerTable) -> None:
        """The match is made: the watchers' snapshot begins there."""
        self.table = table
        self.feed.started(p.match_data(table.match), table.round_over)

    def restored(self, table: ServerTable) -> None:
        """The table was rebuilt from storage: its events and records were told before;
        the watchers' feed is where it was (each event where the table was as it came)."""
        self.outbox = []
        self.records_told = len(table.records)
        self.feed.records = [p.public_record(r) for r in table.records]
        if table.actions:
            self.feed.round = len(table.actions) - 1
        for i, (mark, event) in enumerate(zip(self.marks, self.history)):
            if i and mark == self.marks[i - 1]:
                update = self.feed.waiting[-1][1]
                assert isinstance(update, p.Update)     # the one the event before made
                update.events.append(p.event_data(event))
            else:
                self.feed.add(mark, self._update(table, None, [p.event_data(event)]))
        self.feed.due(_mark(table), table.round_over)

    def tell(self, table: ServerTable, members: Seated, seed: str) -> bool:
        """Everything not told yet (call once it is stored); True when the match's
        end was told now."""
        for conn, ref in self.acks:
            conn.send(p.Ok(ref))
        self.acks = []
        seated = [(conn, seat) for conn, seat in members if seat is not None]
        if self.outbox:
            self._tell_update(table, seated)
        over = self._tell_ends(table, [conn for conn, _ in seated], seed)
        due = self.feed.due(_mark(table), table.round_over)
        for conn, seat in members:
            if seat is None:
                for data in due:
                    conn.send_raw(data)
        return over

    @staticmethod
    def _update(table: ServerTable, seat: Optional[int], events: list[Any]) -> p.Update:
        r = len(table.actions) - 1
        return p.Update(round=r, index=len(table.actions[r]), events=events,
                        view=table.view(seat), match=p.match_data(table.match),
                        round_over=table.round_over)

    def _tell_update(self, table: ServerTable, members: Seated) -> None:
        """The events not yet told, to every member with its own view (timed when
        the server keeps timings and an action led to them)."""
        events = [p.event_data(event) for event in self.outbox]
        self.outbox = []
        stamp = None
        if self.acted_at is not None and self.timings is not None and members:
            stamp = Stamp(self.acted_at, len(members), self.timings)
        self.acted_at = None
        for conn, seat in members:
            conn.send_raw(p.encode(self._update(table, seat, events)), stamp)
        self.feed.add(_mark(table), self._update(table, None, events))

    def _tell_ends(self, table: ServerTable, members: list[Member], seed: str) -> bool:
        """Each finished round's record, or at the match's end every record and the seed."""
        told: list[Union[p.RoundEnded, p.MatchEnded]] = []
        while self.records_told < len(table.records) and not table.match_over:
            told.append(p.RoundEnded(p.public_record(table.records[self.records_told])))
            self.records_told += 1
        over = table.match_over and self.records_told <= len(table.records)
        if over:
            self.records_told = len(table.records) + 1
            told.append(p.MatchEnded(str(seed), table.records))
        for message in told:
            data = p.encode(message)
            for conn in members:
                conn.send_raw(data)
            self.feed.add(_mark(table), message)
        return over

    def snapshot(self, table: ServerTable, info: p.TableInfo, seat: Optional[int], seed: str,
                 ready: bool, clock: Optional[p.Clock] = None) -> p.Snapshot:
        """The whole table for a member at ``seat``: the round's events so far, the
        records (in full once the match is over, with the seed); for a member without
        a seat, the table as the watchers' feed has told it (and no clock)."""
        if seat is None:
            return self.feed.snapshot(info, table.commitment)
        over = table.match_over
        records = table.records if over else [p.public_record(r) for r in table.records]
        r = max(0, len(table.actions) - 1)
        index = len(table.actions[-1]) if table.actions else 0
        return p.Snapshot(round=r, index=index, events=[p.event_data(e) for e in self.history],
                          view=table.view(seat), match=p.match_data(table.match),
                          round_over=table.round_over, table=info, seat=seat,
                          commitment=table.commitment, records=records,
                          seed=str(seed) if over else None, ready=ready, clock=clock)


def _mark(table: ServerTable) -> tuple[int, int]:
    """Where the table is: its round, and the tricks done in it."""
    return len(table.actions) - 1, len(table.state.tricks) if table.state is not None else 0
