"""A table played on a server, from one seat: :class:`RemoteTable` implements
:class:`~baloot_audio.table_api.TableInterface` like the local table, so the
narrator, question keys, hint and replay use it unchanged. Its subscribers get the
engine's events and the table notices exactly as a local table publishes them
(state first, then the events); ``watch(fn)`` adds a callback run after every
server update (a bot player uses it: bot_player.py).

It is fed by its connection (connection.py: ``on_update``, ``on_snapshot``...)
and sends through it (:class:`Link`); ``act`` and ``start_round`` are plain calls
that queue a message (call them on the loop's thread).
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable, Optional, Protocol

from baloot_audio.core import Action, IllegalAction, Match, Phase, PlayerView, rules_for
from baloot_audio.core import view_refusal
from baloot_audio.core.events import Offered
from baloot_audio.table_api import Refused, Subscriber, TurnToPlay

from ..wire import protocol as p


class Link(Protocol):
    """What a remote table needs of its connection (connection.Client)."""

    player_id: str            # who we are there
    name: str
    closed: asyncio.Event     # set once the connection is lost

    def next_ref(self) -> int: ...
    def send(self, msg: p.Msg) -> None: ...


class RemoteTable:
    """One seat's side of a table played on a server (a TableInterface)."""

    def __init__(self, client: Link, info: p.TableInfo, seat: Optional[int]):
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

    def on_prediction(self, msg: p.Prediction) -> None:
        self.prediction = msg       # a rated match's chance, asked again by key

    def on_seat_changed(self, msg: p.SeatChanged) -> None:
        """A seat changed: the table's info; before the start, our seat as the server
        has it (a move's "left" comes with us at the new seat already)."""
        self.info = msg.table
        if not msg.table.started:
            me = self.client.player_id
            self.seat = next((s.seat for s in msg.table.seats if s.player_id == me), None)
        elif msg.change == "left" and msg.seat == self.seat:
            self.seat = None            # our seat was let go
