"""What a room's members are told of its match, once an item's actions are stored:
each action's acknowledgement, the events (an update per member, with its own
view), the ends of rounds and of the match; and a snapshot of it all for a member
who joins or comes back."""

from __future__ import annotations

from typing import Any, Optional

from baloot_audio.table_api import Refused, RoundStarted

from . import protocol as p
from .host import Member, Stamp
from .server_table import ServerTable

Seated = list[tuple[Member, Optional[int]]]     # the members, each with its seat


class Teller:
    def __init__(self, timings: Optional[list[tuple[float, float]]]):
        self.timings = timings                  # Stamp samples, when the server keeps them
        self.history: list[Any] = []            # public events of the current round
        self.outbox: list[Any] = []             # events not yet told
        self.acks: list[tuple[Member, int]] = []  # actions applied, not yet stored
        self.acted_at: Optional[float] = None   # when the action being told arrived
        self.records_told = 0

    def collect(self, event: Any) -> None:
        """The table's subscriber: an event to tell."""
        if isinstance(event, Refused):
            return          # the refused connection gets an error reply instead
        if isinstance(event, RoundStarted):
            self.history = []
        self.history.append(event)
        self.outbox.append(event)

    def acted(self, conn: Member, ref: int) -> None:
        """``conn``'s action was applied: acknowledged once it is stored."""
        self.acted_at = conn.received_at
        self.acks.append((conn, ref))

    def restored(self, table: ServerTable) -> None:
        """The table was rebuilt from storage: its events and records were told before."""
        self.outbox = []
        self.records_told = len(table.records)

    def tell(self, table: ServerTable, members: Seated, seed: str) -> bool:
        """Everything not told yet (call once it is stored); True when the match's
        end was told now."""
        for conn, ref in self.acks:
            conn.send(p.Ok(ref))
        self.acks = []
        if self.outbox:
            self._tell_update(table, members)
        return self._tell_ends(table, [conn for conn, _ in members], seed)

    def _tell_update(self, table: ServerTable, members: Seated) -> None:
        """The events not yet told, to every member with its own view (timed when
        the server keeps timings and an action led to them)."""
        events = [p.event_data(event) for event in self.outbox]
        self.outbox = []
        match = p.match_data(table.match)
        r = len(table.actions) - 1
        stamp = None
        if self.acted_at is not None and self.timings is not None and members:
            stamp = Stamp(self.acted_at, len(members), self.timings)
        self.acted_at = None
        for conn, seat in members:
            update = p.Update(round=r, index=len(table.actions[r]), events=events,
                              view=table.view(seat), match=match, round_over=table.round_over)
            conn.send_raw(p.encode(update), stamp)

    def _tell_ends(self, table: ServerTable, members: list[Member], seed: str) -> bool:
        """Each finished round's record, or at the match's end every record and the seed."""
        told = []
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
        return over

    def snapshot(self, table: ServerTable, info: p.TableInfo, seat: Optional[int], seed: str,
                 ready: bool) -> p.Snapshot:
        """The whole table for a member at ``seat``: the round's events so far, the
        records (in full once the match is over, with the seed)."""
        over = table.match_over
        records = table.records if over else [p.public_record(r) for r in table.records]
        r = max(0, len(table.actions) - 1)
        index = len(table.actions[-1]) if table.actions else 0
        return p.Snapshot(round=r, index=index, events=[p.event_data(e) for e in self.history],
                          view=table.view(seat), match=p.match_data(table.match),
                          round_over=table.round_over, table=info, seat=seat,
                          commitment=table.commitment, records=records,
                          seed=str(seed) if over else None, ready=ready)
