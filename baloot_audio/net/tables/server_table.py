"""A room's match: the local :class:`~baloot_audio.table.Table` with several human
seats, and the scheduler that turns its bots' turns into items of the room's inbox.

A bot plays every seat no person plays, and stands in for a dropped player while
the seat is held. What differs from a local table is all in the table's hooks
(who may act, which seats a bot plays, the generator a bot draws from).
"""

from __future__ import annotations

import asyncio
import random
from typing import Any, Callable, Optional

from baloot_audio.bots import MATCH_BOTS, bot_rng, make_bot
from baloot_audio.core import Action, Phase, PlayerView, RoundState, Rules
from baloot_audio.table import Table, action_from_data
from baloot_audio.table_api import TimeRanOut

from .bot_pool import POOLED_LEVELS, BotPool


class RoomScheduler:
    """The table's scheduler: a due bot turn becomes an item of the room's inbox
    (``post``), at once or after its delay."""

    def __init__(self, post: Callable[[Callable[[], Any]], None]):
        self.post = post
        self.muted = False          # while a restored table replays its actions

    def call_later(self, delay: float, fn: Callable[[], None]) -> Optional[_Posted]:
        if self.muted:
            return None
        handle = _Posted(fn)
        if delay <= 0:
            self.post(handle)
            return handle
        handle.timer = asyncio.get_running_loop().call_later(delay, self.post, handle)
        return handle

    def cancel(self, handle: Optional[_Posted]) -> None:
        if handle is not None:
            handle.cancel()


class _Posted:
    """A scheduled call that can be cancelled until it runs."""

    def __init__(self, fn: Callable[[], None]):
        self.fn, self.cancelled = fn, False
        self.timer: Optional[asyncio.TimerHandle] = None

    def __call__(self) -> None:
        if not self.cancelled:
            self.fn()

    def cancel(self) -> None:
        self.cancelled = True
        if self.timer is not None:
            self.timer.cancel()


class ServerTable(Table):
    """A Table whose seats in ``humans`` are played by people; bots play the rest.

    Each bot decision draws from its own generator, derived from the seed and the
    decision's place (:func:`~baloot_audio.bots.bot_rng`), not from one running
    generator, so the actions alone restore the table exactly. With a ``pool``
    the decision is made in a worker process (:mod:`.bot_pool`) and applied as
    an item of the room's inbox once it comes back.
    """

    scheduler: RoomScheduler

    def __init__(self, rules: Rules, levels: list[str], scheduler: RoomScheduler, seed: str,
                 bot_delay: float, pool: Optional[BotPool] = None):
        super().__init__(rules, {seat: make_bot(levels[seat]) for seat in range(4)}, scheduler,
                         seed=seed, human_seat=-1, bot_delay=bot_delay)
        self.humans: set[int] = set()
        self.holds_window = False     # a timed Qaid table: its clock closes the window
        self.levels, self.pool = list(levels), pool

    def replay(self, rounds: list[list[dict[str, Any]]]) -> None:
        """Deal the stored rounds and apply their actions (a restore): every event is
        published as it was, and no bot's turn is scheduled meanwhile."""
        self.scheduler.muted = True
        try:
            for acts in rounds:
                self.start_round()
                for data in acts:
                    self.apply_stored(action_from_data(data))
        finally:
            self.scheduler.muted = False

    def view(self, seat: int | None = None) -> PlayerView | None:
        """Seat ``seat``'s view (None: no seat, no view; Table.view caches it)."""
        return None if seat is None else super().view(seat)

    def seat_refusal(self, action: Action) -> Optional[str]:
        if self.state is None or self.closed or self.round_over:
            return "round_over"
        return "not_your_seat" if action.seat not in self.humans else None

    def bot_plays(self, seat: Optional[int]) -> bool:
        return seat not in self.humans

    def keeps_round_open(self) -> bool:
        return self.holds_window

    def time_out(self, seat: int, kind: str, rng: random.Random) -> None:
        """``seat``'s time ran out: everyone is told, then its bot acts for its player
        (decided here, not in the pool: rare, and applied in the same item as the news)."""
        self._publish([TimeRanOut(seat, kind)])
        view = self.view(seat)
        assert view is not None
        self.act(self.bots[seat].choose(view, rng))

    def _bot_turn(self) -> None:
        """A bot's turn is due: a strong bot's decision is asked of the pool; any
        other bot's, a call out of turn or the close are decided here."""
        state = self.state
        seat = None if state is None or state.phase is Phase.DONE else state.to_act
        if self.pool is None or self.closed or state is None or seat is None \
                or self.levels[seat] not in POOLED_LEVELS or not self.bot_plays(seat) \
                or self.rules.qaid and self.interjection(state) is not None:
            return super()._bot_turn()
        self._pending = None
        view = self.view(seat)
        assert view is not None       # a bot's turn: its seat's view
        thinking = self._pending = _Posted(lambda: None)     # cancelled if the table closes
        self.pool.decide(self.levels[seat], view, self.bot_generator(),
                         self.bots[seat], lambda choice: self.scheduler.post(
                             lambda: self._bot_chose(thinking, state, seat, choice)),
                         table=self, wanted=lambda: self._pending is thinking and not (
                             thinking.cancelled or self.closed or self.state is not state))

    def _bot_chose(self, thinking: "_Posted", state: RoundState, seat: int,
                   choice: Callable[[], Action]) -> None:
        """The decision is back: played if the table is still where it was asked."""
        if thinking.cancelled or self._pending is not thinking:
            return
        self._pending = None
        if self.state is state and self.bot_plays(seat) and not self.closed:
            self._after(self._apply(choice()))

    def bot_generator(self) -> random.Random:
        return bot_rng(MATCH_BOTS, self.seed, len(self.actions) - 1, len(self.actions[-1]))
