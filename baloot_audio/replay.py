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

from baloot_audio.core import Match, ReplayError, rules_for
from baloot_audio.core.records import replay_actions
from baloot_audio.table import RoundStarted, step_events


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
        events, checkpoint = step_events(state, events, lambda done: before.finish_round(done)[1])
        steps[-1].extend(events)
        if checkpoint:
            steps.append([])  # the bidding is over, a trick was won or the round ended

    publish(state, events)
    try:
        replay_actions(state, record["bids"], record["tricks"], publish)
    except (KeyError, TypeError, ValueError) as error:
        raise ReplayError("bad_record", f"{type(error).__name__}: {error}") from None
    if not steps[-1]:
        steps.pop()
    hands = [list(h) for h in record.get("hands", [])]
    return ReplayRound(number, steps, hands)
