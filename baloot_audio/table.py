"""The table: owns one match, seats a human and bots, feeds actions to the engine.

Events from the engine (and the few the table adds: :class:`TurnToPlay`,
:class:`RoundStarted`) go to every subscriber in order. Bot turns go through an
injected :class:`Scheduler`: pyglet's clock in the app (with a pause the player
sets, so speech is not drowned), :class:`ImmediateScheduler` in tests. The
human never has a time limit: nothing is scheduled while it is their turn.

The table knows the full round state; everything else (bots, the interface)
gets a :class:`~baloot_audio.core.PlayerView`.
"""

from __future__ import annotations

import random
from collections import deque
from dataclasses import dataclass
from typing import Any, Callable, Optional, Protocol, Sequence

from baloot_audio.bots import Bot
from baloot_audio.core import (Action, IllegalAction, Match, Phase, PlayerView, Rules,
                               RoundState, apply, deck_for, first_dealer_for, refusal_rule,
                               view)

Subscriber = Callable[[Any], None]


@dataclass(frozen=True)
class TurnToPlay:
    """Table notice: ``seat`` must now play a card (after the events that led here)."""

    seat: int
    lead: bool
    led_suit: Optional[str]


@dataclass(frozen=True)
class RoundStarted:
    """Table notice: round ``number`` of the match is about to be dealt."""

    number: int
    dealer: int


@dataclass(frozen=True)
class Refused:
    """Table notice: the human's action was refused; nothing changed."""

    seat: int
    action: Action
    rule: str


class Scheduler(Protocol):
    def call_later(self, delay: float, fn: Callable[[], None]) -> Any: ...
    def cancel(self, handle: Any) -> None: ...


class ImmediateScheduler:
    """Runs scheduled calls at once, one after another (no recursion), ignoring delays."""

    def __init__(self) -> None:
        self._queue: deque[Callable[[], None]] = deque()
        self._running = False
        self.delays: list[float] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Callable[[], None]:
        self.delays.append(delay)
        self._queue.append(fn)
        if not self._running:
            self._running = True
            try:
                while self._queue:
                    self._queue.popleft()()
            finally:
                self._running = False
        return fn

    def cancel(self, handle: Any) -> None:
        try:
            self._queue.remove(handle)
        except ValueError:
            pass


class ManualScheduler:
    """Keeps scheduled calls until ``run_next``/``run_all`` (tests of pacing)."""

    def __init__(self) -> None:
        self.pending: list[tuple[float, Callable[[], None]]] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Any:
        item = (delay, fn)
        self.pending.append(item)
        return item

    def cancel(self, handle: Any) -> None:
        if handle in self.pending:
            self.pending.remove(handle)

    def run_next(self) -> bool:
        if not self.pending:
            return False
        _, fn = self.pending.pop(0)
        fn()
        return True

    def run_all(self, limit: int = 100000) -> int:
        n = 0
        while n < limit and self.run_next():
            n += 1
        return n


class PygletScheduler:
    """pyglet.clock: the app's scheduler (never blocks the loop)."""

    def __init__(self) -> None:
        import pyglet

        self._clock = pyglet.clock
        self._handles: list[Callable[[float], None]] = []

    def call_later(self, delay: float, fn: Callable[[], None]) -> Any:
        def tick(dt: float, fn=fn) -> None:
            if tick in self._handles:
                self._handles.remove(tick)
            fn()

        self._handles.append(tick)  # pyglet keeps no strong reference we can rely on
        self._clock.schedule_once(tick, max(0.0, delay))
        return tick

    def cancel(self, handle: Any) -> None:
        self._clock.unschedule(handle)
        if handle in self._handles:
            self._handles.remove(handle)

    def cancel_all(self) -> None:
        for h in list(self._handles):
            self.cancel(h)


class Table:
    """One match: the human at ``human_seat`` (0 by default), bots elsewhere."""

    def __init__(self, rules: Rules, bots: dict[int, Bot], scheduler: Scheduler,
                 seed: object = None, human_seat: int = 0, bot_delay: float = 1.0,
                 rng: random.Random | None = None):
        missing = {s for s in range(4) if s != human_seat} - set(bots)
        if missing:
            raise ValueError(f"no bot for seats {sorted(missing)}")
        self.rules = rules
        self.bots = bots
        self.scheduler = scheduler
        self.seed = seed if seed is not None else random.randrange(1 << 30)
        self.human = human_seat
        self.bot_delay = bot_delay
        self.rng = rng or random.Random(f"baloot-audio/bots/{self.seed}")
        self.match = Match(rules, first_dealer=first_dealer_for(self.seed))
        self.state: RoundState | None = None
        self.subscribers: list[Subscriber] = []
        self._pending: Any = None
        self.round_over = False
        self.closed = False

    # -- subscribers ---------------------------------------------------
    def subscribe(self, fn: Subscriber) -> Subscriber:
        """Add a subscriber (held strongly here). Returns it."""
        self.subscribers.append(fn)
        return fn

    def unsubscribe(self, fn: Subscriber) -> None:
        if fn in self.subscribers:
            self.subscribers.remove(fn)

    def _publish(self, events: Sequence[Any]) -> None:
        for event in events:
            for fn in list(self.subscribers):
                fn(event)

    # -- what the human may know -------------------------------------
    def view(self, seat: int | None = None) -> PlayerView | None:
        if self.state is None:
            return None
        return view(self.state, self.human if seat is None else seat)

    @property
    def match_over(self) -> bool:
        return self.match.winner is not None

    @property
    def human_to_act(self) -> bool:
        return (self.state is not None and self.state.phase is not Phase.DONE
                and self.state.to_act == self.human)

    # -- flow ----------------------------------------------------------
    def start_round(self) -> None:
        """Deal the next round (the app calls this at the start and after each round)."""
        if self.closed or self.match_over:
            return
        deck = deck_for(self.seed, self.match.round_number)
        self.round_over = False
        self._publish([RoundStarted(self.match.round_number, self.match.dealer)])
        self.state, events = self.match.start_round(deck)
        self._after(events)

    def act(self, action: Action) -> list[Any]:
        """The human's action. Raises IllegalAction (nothing changes) when refused."""
        if self.state is None or self.closed:
            raise IllegalAction("round_over", action)
        if action.seat != self.human:
            raise IllegalAction("not_your_turn", action)
        rule = refusal_rule(self.state, action)
        if rule:
            self._publish([Refused(self.human, action, rule)])
            raise IllegalAction(rule, action)
        self.state, events = apply(self.state, action)
        self._after(events)
        return events

    def refusal(self, action: Action) -> str | None:
        return None if self.state is None else refusal_rule(self.state, action)

    def _after(self, events: list[Any]) -> None:
        state = self.state
        assert state is not None
        if state.phase is Phase.DONE:
            self.match, match_events = self.match.finish_round(state)
            events = list(events) + match_events
            self.round_over = True
            self._publish(events)
            return
        if state.phase is Phase.PLAY and state.to_act is not None:
            led = state.current[0][1][1] if state.current else None
            events = list(events) + [TurnToPlay(state.to_act, not state.current, led)]
        self._publish(events)
        if state.to_act != self.human and not self.closed:
            self._pending = self.scheduler.call_later(self.bot_delay, self._bot_turn)

    def _bot_turn(self) -> None:
        self._pending = None
        state = self.state
        if self.closed or state is None or state.phase is Phase.DONE or state.to_act == self.human:
            return
        seat = state.to_act
        action = self.bots[seat].choose(view(state, seat), self.rng)
        self.state, events = apply(state, action)
        self._after(events)

    def close(self) -> None:
        """Stop scheduling (leaving the match)."""
        self.closed = True
        if self._pending is not None:
            self.scheduler.cancel(self._pending)
            self._pending = None
        self.subscribers.clear()
