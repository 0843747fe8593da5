"""A past round played back: the events the table published, trick by trick.

:func:`round_steps` re-plays a round record through the engine and returns the
same events a live :class:`~baloot_audio.table.Table` publishes for that round
(``RoundStarted``, the engine's events, ``TurnToPlay``, the match's score),
cut at the table's checkpoints: step 0 is the deal and the bidding, then one
step per trick (the last one with the round's score). Hand them to the
narrator and the replay says what the game said.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from baloot_audio.core import (Action, IllegalAction, Match, Phase, ReplayError, apply,
                               parse_card, rules_for)
from baloot_audio.table import RoundStarted, TurnToPlay


@dataclass(frozen=True)
class ReplayRound:
    number: int
    steps: list[list[Any]]          # events, step by step
    hands: list[list[str]]          # every seat's eight cards (shown once the round is over)


def round_steps(record: dict[str, Any]) -> ReplayRound:
    """The events of a recorded round, step by step. Raises ReplayError."""
    try:
        rules = rules_for(record["ruleset"], **record["options"])
        number, dealer = record["round"], record["dealer"]
        totals = record["totals_before"]
        before = Match(rules, first_dealer=(dealer - (number - 1)) % 4,
                       totals=(totals[0], totals[1]), rounds_played=number - 1,
                       held=record.get("held_before", 0))
        state, events = before.start_round(record["deck"])
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ReplayError("bad_record", f"{type(error).__name__}: {error}") from None
    steps: list[list[Any]] = [[RoundStarted(number, dealer)]]

    def publish(state, events) -> None:
        events = list(events)
        if state.phase is Phase.DONE:
            events += before.finish_round(state)[1]
        elif state.phase is Phase.PLAY and state.to_act is not None:
            led = state.current[0][1][1] if state.current else None
            events.append(TurnToPlay(state.to_act, not state.current, led))
        steps[-1].extend(events)
        if state.phase is Phase.PLAY and not state.current:
            steps.append([])  # a checkpoint: the bidding is over or a trick was won

    def step(state, action: Action):
        try:
            state, events = apply(state, action)
        except IllegalAction as error:
            raise ReplayError(error.rule, str(error), action.seat) from None
        publish(state, events)
        return state

    publish(state, events)
    try:
        for bid in record["bids"]:
            state = step(state, Action.from_record(bid))
        claimed = False
        for trick in record["tricks"]:
            said = {(c["seat"], c["call"]) for c in trick.get("calls", [])}
            for seat, card in trick["plays"]:
                if claimed or state.phase is not Phase.PLAY:
                    break  # after an accepted sawa the engine played the rest
                if not state.current and (seat, "sawa") in said:
                    state = step(state, Action(seat, "sawa"))
                    claimed = True
                    continue
                kind = "akka" if not state.current and (seat, "akka") in said else "play"
                state = step(state, Action(seat, kind, card=parse_card(card)))
    except (KeyError, TypeError, ValueError) as error:
        raise ReplayError("bad_record", f"{type(error).__name__}: {error}") from None
    if state.phase is not Phase.DONE:
        raise ReplayError("round_incomplete", "the record ends before the round does")
    if not steps[-1]:
        steps.pop()
    hands = [list(h) for h in record.get("hands", [])]
    return ReplayRound(number, steps, hands)
