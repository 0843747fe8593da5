"""The table: owns one match, seats a human and bots, feeds actions to the engine.

Events from the engine (and the few the table adds: :class:`TurnToPlay`,
:class:`RoundStarted`) go to every subscriber in order. Bot turns go through an
injected :class:`Scheduler`: pyglet's clock in the app
(:mod:`baloot_audio.ui.scheduler`, with a pause the player sets, so speech is not
drowned), the schedulers of ``tests/schedulers.py`` in tests. The
human never has a time limit: nothing is scheduled while it is their turn.

The table knows the full round state; everything else (bots, the interface)
gets a :class:`~baloot_audio.core.PlayerView`.
"""

from __future__ import annotations

import random
import secrets
from typing import Any, Callable, Optional, Protocol, Sequence

from baloot_audio.bots import MATCH_BOTS, Bot, bot_rng, first_interjection
from baloot_audio.core import (Action, IllegalAction, Match, Phase, PlayerView, Rules,
                               RoundState, apply, deck_for, first_dealer_for, refusal_rule,
                               round_record, rules_for, seed_commitment, view)
from baloot_audio.core.cards import led_suit
from baloot_audio.table_api import Refused, RoundStarted, Subscriber, TurnToPlay

__all__ = ["Table", "Refused", "RoundStarted", "TurnToPlay", "Scheduler", "SaveError",
           "step_events"]


class Scheduler(Protocol):
    def call_later(self, delay: float, fn: Callable[[], None]) -> Any: ...
    def cancel(self, handle: Any) -> None: ...


def step_events(state: RoundState, events: Sequence[Any],
                finish_round: Callable[[RoundState], list[Any]]) -> tuple[list[Any], bool]:
    """What a table publishes after one step that led to ``state``, and whether the
    step is a checkpoint (the bidding is over, a trick was won, the round ended).

    The engine's ``events``, then the match's (``finish_round(state)``) when the
    round is over and closed (a Qaid table's played-out round waits for its
    ``close``), or :class:`TurnToPlay` when a card is due. The live table and
    the replay of a record (:mod:`baloot_audio.replay`) both publish these."""
    events = list(events)
    if state.closed:
        return events + finish_round(state), True
    if state.phase is Phase.DONE:
        return events, True
    if state.phase is Phase.PLAY and state.to_act is not None:
        events.append(TurnToPlay(state.to_act, not state.current, led_suit(state.current)))
    return events, state.phase is Phase.PLAY and not state.current


SAVE_FORMAT = "baloot-audio/match"
SAVE_VERSION = 1


class SaveError(ValueError):
    """A saved match that cannot be resumed (malformed, or its actions do not replay)."""


# An action's fields besides its seat and kind (a Qaid call's verdict is the
# engine's: it is worked out again when the action is applied).
_DETAILS = ("card", "suit", "locked", "accused", "crime", "proof")


def action_data(action: Action) -> dict[str, Any]:
    """An action as JSON data (the fields that are set)."""
    out: dict[str, Any] = {"seat": action.seat, "kind": action.kind}
    for name in _DETAILS:
        value = getattr(action, name)
        if value is not None:
            out[name] = list(value) if isinstance(value, tuple) else value
    return out


def action_from_data(data: Any) -> Action:
    if not isinstance(data, dict) or set(data) - {"seat", "kind", *_DETAILS}:
        raise SaveError(f"malformed action {data!r}")
    try:
        fields: dict[str, Any] = {name: tuple(value) if name in ("crime", "proof") else value
                                  for name, value in data.items()}
        return Action(**fields)
    except TypeError as error:
        raise SaveError(f"malformed action {data!r}: {error}") from None


class Table:
    """One match: the human at ``human_seat`` (0 by default), bots elsewhere.

    Fair shuffle: the match's ``seed`` (a secret from :mod:`secrets` unless
    given) fixes every deck (:func:`deck_for`) and the first dealer; its
    ``commitment`` (SHA-256) may be shown before the first deal and the seed
    revealed at the end (the last of ``records`` carries it).

    Saving: every action is kept (``actions``, one list per round), and
    ``autosave(table)`` is called at every checkpoint: when the bidding ends,
    after every trick and at the end of each round. :meth:`to_save` /
    :meth:`from_save` turn a table into JSON data and back by replaying the
    actions through the engine, so a resumed match has the same cards, turn
    and score (and the bots' random generator state, so it goes on the same way).
    """

    def __init__(self, rules: Rules, bots: dict[int, Bot], scheduler: Scheduler,
                 seed: object = None, human_seat: int = 0, bot_delay: float = 1.0,
                 rng: random.Random | None = None,
                 autosave: Optional[Callable[["Table"], None]] = None,
                 meta: Optional[dict[str, Any]] = None):
        missing = {s for s in range(4) if s != human_seat} - set(bots)
        if missing:
            raise ValueError(f"no bot for seats {sorted(missing)}")
        self.rules = rules
        self.bots = bots
        self.scheduler = scheduler
        self.seed = seed if seed is not None else secrets.token_hex(16)
        self.commitment = seed_commitment(self.seed)
        self.human = human_seat
        self.bot_delay = bot_delay
        self.rng = rng or bot_rng(MATCH_BOTS, self.seed)
        self.match = Match(rules, first_dealer=first_dealer_for(self.seed))
        self.state: RoundState | None = None
        self.subscribers: list[Subscriber] = []
        self._pending: Any = None
        self.round_over = False
        self.closed = False
        self.autosave = autosave
        self.meta: dict[str, Any] = dict(meta or {})
        self.actions: list[list[dict[str, Any]]] = []   # one list per round dealt
        self.records: list[dict[str, Any]] = []         # one per finished round
        self.player_closes = False   # the desktop's player closes a Qaid round, calls for the team

    # -- saving --------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        """Everything needed to resume: seed, rules, every action so far, the bots' rng."""
        version, internal, gauss = self.rng.getstate()
        return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "seed": str(self.seed),
                "commitment": self.commitment, "ruleset": self.rules.name,
                "options": self.rules.options(), "human": self.human, "meta": dict(self.meta),
                "rng": [version, list(internal), gauss],
                "actions": [list(acts) for acts in self.actions]}

    @classmethod
    def from_save(cls, data: Any, bots: dict[int, Bot], scheduler: Scheduler,
                  bot_delay: float = 1.0,
                  autosave: Optional[Callable[["Table"], None]] = None) -> "Table":
        """Rebuild a table by replaying a save's actions (nothing is published).

        Raises SaveError. The table is left where the save was made: call
        :meth:`resume` once subscribers are in place.
        """
        try:
            if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
                raise SaveError("not a saved match")
            if data.get("version") != SAVE_VERSION:
                raise SaveError(f"unknown save version {data.get('version')!r}")
            seed = data["seed"]
            if not isinstance(seed, str) or seed_commitment(seed) != data.get("commitment"):
                raise SaveError("the seed does not match its commitment")
            rules = rules_for(data["ruleset"], **data["options"])
            table = cls(rules, bots, scheduler, seed=seed, human_seat=data["human"],
                        bot_delay=bot_delay, meta=data.get("meta") or {})
            rounds = data["actions"]
            if not isinstance(rounds, list):
                raise SaveError("actions must be a list")
            for acts in rounds:
                if not isinstance(acts, list):
                    raise SaveError("actions must be lists")
                table._deal()
                for item in acts:
                    table._apply(action_from_data(item))
                table._after_replay()
            version, internal, gauss = data["rng"]
            table.rng.setstate((version, tuple(internal), gauss))
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IllegalAction, AttributeError) as error:
            raise SaveError(f"{type(error).__name__}: {error}") from None
        table.autosave = autosave
        return table

    def _after_replay(self) -> None:
        state = self.state
        if state is not None and state.closed and not self.round_over:
            self._finish_round(state)

    def resume(self) -> None:
        """Go on after :meth:`from_save`: schedule the bot whose turn it is.

        When the saved round was over, nothing happens (start the next round
        with :meth:`start_round`, as after any round)."""
        if not self.closed:
            self.wake()

    def wake(self) -> None:
        """Schedule the turn of the bot to act, unless one is scheduled already
        (after a restore, or when a seat has passed to a bot)."""
        state = self.state
        if self._pending is None and state is not None and not self.round_over \
                and self.bot_plays(state.to_act):
            self._pending = self.scheduler.call_later(self.bot_delay, self._bot_turn)

    def _checkpoint(self) -> None:
        if self.autosave is not None:
            self.autosave(self)

    # -- subscribers ---------------------------------------------------
    def subscribe(self, fn: Subscriber) -> Subscriber:
        """Add a subscriber (held strongly here). Returns it."""
        self.subscribers.append(fn)
        return fn

    def _publish(self, events: Sequence[Any]) -> None:
        for event in events:
            for fn in list(self.subscribers):
                fn(event)

    # -- what the human may know -------------------------------------
    # The views of the current state, by seat: a key press asks for the view
    # several times (screen, narrator, hint), and the state never changes in
    # place, so each seat's view is built once per state.
    _views: tuple[Any, dict[int, PlayerView]] = (None, {})

    def view(self, seat: int | None = None) -> PlayerView | None:
        state = self.state
        if state is None:
            return None
        seat = self.human if seat is None else seat
        cached_state, views = self._views
        if cached_state is not state:
            views = {}
            self._views = (state, views)
        if seat not in views:
            views[seat] = view(state, seat)
        return views[seat]

    @property
    def match_over(self) -> bool:
        return self.match.winner is not None

    @property
    def seat(self) -> int:
        return self.human

    @property
    def my_turn(self) -> bool:
        return (self.state is not None and self.state.phase is not Phase.DONE
                and self.state.to_act == self.human)

    @property
    def revealed_seed(self) -> Optional[str]:
        return str(self.seed) if self.match_over else None

    # -- flow ----------------------------------------------------------
    def start_round(self) -> None:
        """Deal the next round (the app calls this at the start and after each round)."""
        if self.closed:
            return
        self.close_round()
        if self.match_over:
            return
        self._publish([RoundStarted(self.match.round_number, self.match.dealer)])
        self._after(self._deal())

    def _deal(self) -> list[Any]:
        deck = self.deck(self.match.round_number)
        self.round_over = False
        self.state, events = self.match.start_round(deck)
        self.actions.append([])
        return events

    def _apply(self, action: Action) -> list[Any]:
        assert self.state is not None
        self.state, events = apply(self.state, action)
        self.actions[-1].append(action_data(action))
        return events

    def _finish_round(self, state: RoundState) -> list[Any]:
        before = self.match
        self.match, match_events = self.match.finish_round(state)
        record = round_record(before, state, self.match)
        record["commitment"] = self.commitment
        if self.match.winner is not None:
            record["seed"] = str(self.seed)
        self.records.append(record)
        self.round_over = True
        return match_events

    def act(self, action: Action) -> list[Any]:
        """The human's action. Raises IllegalAction (nothing changes) when refused."""
        seat_rule = self.seat_refusal(action)
        if seat_rule:
            raise IllegalAction(seat_rule, action)
        rule = refusal_rule(self.state, action) if self.state else "round_over"
        if rule:
            self._publish([Refused(action.seat, action, rule)])
            raise IllegalAction(rule, action)
        events = self._apply(action)
        self._after(events)
        return events

    def apply_stored(self, action: Action) -> None:
        """Apply an action taken earlier (a table restored from its stored actions):
        published as when it was taken, no seat asked. Raises IllegalAction."""
        self._after(self._apply(action))

    def _after(self, events: list[Any]) -> None:
        state = self.state
        assert state is not None
        events, checkpoint = step_events(state, events, self._finish_round)
        if checkpoint:
            self._checkpoint()
        self._publish(events)
        # a turn is looked at after each step that leaves a seat other than the
        # human's to act (a table with no single human, after every step), and at
        # a Qaid table after a step that gives a bot a call to make, or that
        # leaves the round played out (to close it)
        due = (state.phase is not Phase.DONE and state.to_act != self.human or state.closing
               or self.interjection(state) is not None)
        if due and not state.closed and not self.closed:
            self._pending = self.scheduler.call_later(self.bot_delay, self._bot_turn)

    def _bot_turn(self) -> None:
        self._pending = None
        state = self.state
        if self.closed or state is None or state.closed:
            return
        action = self.interjection(state)
        if action is None and state.closing:
            if self.keeps_round_open():
                return
            action = Action(state.dealer, "close")
        if action is None:
            if state.phase is Phase.DONE or not self.bot_plays(state.to_act):
                return
            seat = state.seat_to_act
            action = self.bots[seat].choose(seat_view(self, seat), self.bot_generator())
        self._after(self._apply(action))

    def interjection(self, state: RoundState) -> Optional[Action]:
        """A bot's call out of turn (a Qaid table's boshat or Qaid), or None."""
        seats = [seat for seat in range(4) if seat in self.bots and self.bot_plays(seat)]
        partner = (self.human + 2) % 4 if self.player_closes else None
        return first_interjection(self.view, seats, partner) if self.rules.qaid else None

    def close_round(self) -> None:
        """Close a played-out round of a Qaid table (its players have left the
        round-end screen, or its time for a call is over): no Qaid call after
        this; its score is told and counted. Nothing happens otherwise."""
        state = self.state
        if state is not None and state.closing and not self.closed:
            self._after(self._apply(Action(state.dealer, "close")))

    # -- hooks: what a table with several people at it changes (net/tables/server_table.py),
    # and a lesson's table (ui/lessons/table.py: a fixed deck, scripted seats)
    def deck(self, round_number: int) -> tuple[str, ...]:
        """The deck of round ``round_number``: the seed's (the fair shuffle)."""
        return deck_for(self.seed, round_number)

    def seat_refusal(self, action: Action) -> Optional[str]:
        """Why ``action`` cannot come from its seat now (before the rules are asked)."""
        if self.state is None or self.closed:
            return "round_over"
        return "not_your_turn" if action.seat != self.human else None

    def bot_plays(self, seat: Optional[int]) -> bool:
        """Whether a bot plays ``seat`` now: every seat but the human's."""
        return seat != self.human

    def keeps_round_open(self) -> bool:
        """Whether a Qaid table's played-out round stays open for a call until
        :meth:`close_round` (the round-end screen is left, or the table's 5 s
        pass); this one closes it once its bots have made their calls, unless
        the player closes it (:attr:`player_closes`)."""
        return self.player_closes

    def bot_generator(self) -> random.Random:
        """The generator the bot about to choose draws from: the match's one
        running generator (a save keeps its state)."""
        return self.rng

    def close(self) -> None:
        """Stop scheduling (leaving the match)."""
        self.closed = True
        if self._pending is not None:
            self.scheduler.cancel(self._pending)
            self._pending = None
        self.subscribers.clear()


def seat_view(table: Table, seat: int) -> PlayerView:
    """A seat's view while a round is on (a bot's turn or call)."""
    view = table.view(seat)
    assert view is not None
    return view
