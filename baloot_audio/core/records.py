"""Round records (JSON-ready dicts; fields in docs/rules.md) and their replay."""
from __future__ import annotations

from typing import Any, Callable, Optional

from .actions import Action, IllegalAction
from .cards import parse_card
from .engine import apply, new_round
from .match import Match
from .rules import UnknownOption, rules_for
from .state import Phase, RoundState


class ReplayError(Exception):
    """A record that cannot be replayed: malformed, or an impossible action."""

    def __init__(self, rule: str, message: str, seat: Optional[int] = None):
        self.rule, self.seat = rule, seat
        super().__init__(message)


def round_record(before: Match, state: RoundState, after: Match) -> dict[str, Any]:
    """The public record of a finished round."""
    result = state.scored
    thrown = result.outcome == "thrown_in"
    record: dict[str, Any] = {
        "ruleset": state.rules.name,
        "options": state.rules.options(),
        "round": before.round_number,
        "dealer": state.dealer,
        "totals_before": list(before.totals),
        "deck": list(state.deck),
        "land": state.land,
        "bids": [bid.to_record() for bid in state.bids],
        "contract": None if thrown else state.bought.to_record(),
        "hands": [] if thrown else _initial_hands(state),
        "projects": [] if thrown else [project.to_record() for project in state.projects],
        "baloot": None if thrown else state.baloot_seat,
        "tricks": _tricks(state),
        "abnat": list(result.abnat),
        "points": list(after.totals[i] - before.totals[i] for i in range(2)),
        "outcome": result.outcome,
        "totals": list(after.totals),
        "match_winner": after.winner,
    }
    if state.rules.bidding == "belote":
        record["held_before"] = before.held
        record["held"] = after.held
    return record


def _tricks(state: RoundState) -> list[dict[str, Any]]:
    """The tricks played; a round a Qaid call ended in the middle of a trick
    ends on that trick as it was, with no winner."""
    tricks = [trick.to_record() for trick in state.tricks]
    if state.current:
        tricks.append({"leader": state.leader, "plays": [list(play) for play in state.current],
                       "winner": None, "calls": [call.to_record()
                                                 for call in state.current_calls]})
    return tricks


def _initial_hands(state: RoundState) -> list[list[str]]:
    """Each seat's eight cards once the deal was completed, in play order (the
    cards a Qaid call left unplayed last)."""
    hands: list[list[str]] = [[], [], [], []]
    for plays in [trick.plays for trick in state.tricks] + [state.current]:
        for seat, card in plays:
            hands[seat].append(card)
    for seat in range(4):
        hands[seat] += state.hands[seat]
    return hands


def _field(data: dict[str, Any], name: str, kinds: type | tuple[type, ...]) -> Any:
    if name not in data:
        raise ReplayError("missing_field", f"field {name!r} is missing")
    value = data[name]
    if not isinstance(value, kinds) or isinstance(value, bool) and kinds in (int, (int,)):
        raise ReplayError("bad_field", f"field {name!r} has the wrong type")
    return value


def replay_record(data: Any) -> dict[str, Any]:
    """Re-play a record from its rules, dealer, scores, deck, calls and cards,
    and return the record this engine computes. Raises ReplayError."""
    if not isinstance(data, dict):
        raise ReplayError("not_an_object", "a record must be a JSON object")
    name = _field(data, "ruleset", str)
    options = _field(data, "options", dict)
    try:
        rules = rules_for(name, **options)
    except UnknownOption as error:
        raise ReplayError("unknown_option", str(error)) from None
    dealer = _field(data, "dealer", int)
    totals = _field(data, "totals_before", list)
    deck = _field(data, "deck", list)
    bids = _field(data, "bids", list)
    tricks = _field(data, "tricks", list)
    round_number = data.get("round", 1)
    held = data.get("held_before", 0)
    if len(totals) != 2 or not all(isinstance(t, int) and not isinstance(t, bool)
                                   for t in totals):
        raise ReplayError("bad_field", "totals_before must be two integers")
    if dealer not in (0, 1, 2, 3) or isinstance(dealer, bool):
        raise ReplayError("bad_field", "dealer must be a seat from 0 to 3")
    if not isinstance(round_number, int) or round_number < 1 or not isinstance(held, int):
        raise ReplayError("bad_field", "round must be a positive integer, held_before an integer")
    try:
        state, _ = new_round(rules, dealer, deck, (totals[0], totals[1]))
    except ValueError as error:
        raise ReplayError("bad_deck", str(error)) from None
    state = replay_actions(state, bids, tricks)
    # A match whose next round is this one, with this dealer and these scores.
    before = Match(rules, first_dealer=(dealer - (round_number - 1)) % 4,
                   totals=(totals[0], totals[1]), rounds_played=round_number - 1, held=held)
    after, _ = before.finish_round(state)
    record = round_record(before, state, after)
    for extra in ("commitment", "seed"):
        if extra in data:
            record[extra] = data[extra]
    return record


OnStep = Optional[Callable[[RoundState, list[Any]], None]]


def replay_actions(state: RoundState, bids: list[Any], tricks: list[Any],
                   on_step: OnStep = None) -> RoundState:
    """Apply a record's calls (``bids``) and cards (``tricks``) to the dealt round
    ``state``, up to the end of the round; ``on_step(state, events)`` hears each
    step. The one decoder of a record's actions. Raises ReplayError."""
    if not isinstance(bids, list) or not isinstance(tricks, list):
        raise ReplayError("bad_field", "bids and tricks must be lists")
    for bid in bids:
        try:
            action = Action.from_record(bid)
        except ValueError as error:
            raise ReplayError("bad_call", str(error)) from None
        state = _step(state, action, on_step)
    if state.phase is Phase.PLAY:
        state = _replay_tricks(state, tricks, on_step)
    elif tricks:
        raise ReplayError("tricks_without_contract", "tricks recorded in a round nobody bought")
    if state.closing:   # a Qaid table's round played out: its record ends it
        state = _step(state, Action(state.dealer, "close"), on_step)
    if state.phase is not Phase.DONE:
        raise ReplayError("round_incomplete", "the record ends before the round does",
                          state.to_act)
    return state


def _step(state: RoundState, action: Action, on_step: OnStep) -> RoundState:
    try:
        state, events = apply(state, action)
    except IllegalAction as error:
        raise ReplayError(error.rule, str(error), action.seat) from None
    if on_step is not None:
        on_step(state, events)
    return state


def _replay_tricks(state: RoundState, tricks: list[Any], on_step: OnStep) -> RoundState:
    claimed = False  # after an accepted sawa the engine has played the rest
    for number, trick in enumerate(tricks):
        if not isinstance(trick, dict) or not isinstance(trick.get("plays"), list):
            raise ReplayError("bad_trick", f"trick {number + 1} is malformed")
        calls = trick.get("calls", [])
        if not isinstance(calls, list) or not all(
                isinstance(c, dict) and c.get("seat") in (0, 1, 2, 3)
                and not isinstance(c.get("seat"), bool)
                and c.get("call") in ("akka", "sawa", "qaid") for c in calls):
            raise ReplayError("bad_trick", f"trick {number + 1} has malformed calls")
        said = {(c["seat"], c["call"]) for c in calls}
        qaid = _qaid_call(calls, number)
        for index, play in enumerate(trick["plays"]):
            if not (isinstance(play, list) and len(play) == 2 and play[0] in (0, 1, 2, 3)
                    and not isinstance(play[0], bool)):
                raise ReplayError("bad_play", f"trick {number + 1}: malformed play {play!r}")
            seat = play[0]
            try:
                card = parse_card(play[1])
            except ValueError as error:
                raise ReplayError("bad_play", str(error), seat) from None
            if not claimed and state.phase is Phase.PLAY and not state.current \
                    and (seat, "sawa") in said:
                state = _step(state, Action(seat, "sawa"), on_step)
                claimed = True
            if claimed:
                engine = state.tricks[number].plays if number < len(state.tricks) else ()
                if index >= len(engine) or engine[index] != (seat, card):
                    raise ReplayError("sawa_play_out", f"trick {number + 1}: the play after "
                                      "the sawa differs from the engine's play-out", seat)
                continue
            if state.phase is not Phase.PLAY:
                raise ReplayError("play_after_round", "a card recorded after the round ended",
                                  seat)
            kind = "akka" if not state.current and (seat, "akka") in said else "play"
            state = _step(state, Action(seat, kind, card=card), on_step)
        if qaid is not None:   # made after the trick's recorded cards: it ends the round
            if state.phase is not Phase.PLAY and not state.closing:
                raise ReplayError("play_after_round", "a Qaid call recorded after the round "
                                  "ended", qaid.seat)
            state = _step(state, qaid, on_step)
    return state


def _qaid_call(calls: list[Any], number: int) -> Optional[Action]:
    """The Qaid call among a trick's recorded calls (at most one), or None."""
    found = [c for c in calls if c["call"] == "qaid"]
    if len(found) > 1:
        raise ReplayError("bad_trick", f"trick {number + 1} has more than one Qaid call")
    try:
        return Action.qaid_from_record(found[0]) if found else None
    except ValueError as error:
        raise ReplayError("bad_trick", f"trick {number + 1}: {error}") from None
