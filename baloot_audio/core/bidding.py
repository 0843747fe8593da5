"""The buy: calls, the doubling ladder, the trump choice, and the deal's end.

Each preset's buy is a small machine of stages. A stage asks the seats in
`state.queue` in order (the first one is `to_act`); `buy_actions` lists what
that seat may say and `apply_call` moves the machine on.
"""
from __future__ import annotations

from typing import Any, Optional

from .actions import Action
from .cards import LOW_CARDS, SUITS
from .events import CallMade, ContractSet, DealCompleted, Raised, ThrownIn
from .projects import settle_projects
from .scoring import scored_event, thrown_in_result
from .state import Contract, Phase, RoundState, Stage, team_of

Events = list[Any]
Step = tuple[RoundState, Events]     # the state a call leads to, and what it publishes


def _order(state: RoundState, start: int, count: int = 4) -> tuple[int, ...]:
    return tuple((start + i) % 4 for i in range(count))


def last_two(dealer: int, seat: int) -> bool:
    """`seat` is one of the last two to speak (the dealer and the seat before)."""
    return seat in ((dealer - 1) % 4, dealer)


def _ask(state: RoundState, stage: Stage, queue: tuple[int, ...], **changes: Any) -> RoundState:
    return state.evolve(stage=stage, queue=queue, to_act=queue[0], **changes)


def _next(state: RoundState) -> tuple[int, ...]:
    return state.queue[1:]


def _is_boshat(state: RoundState, seat: int) -> bool:
    """A Qaid table, and the seat's first five are all low (it may say boshat
    at any moment of the buy: on its turn it is one of its calls)."""
    return state.rules.qaid and all(card[0] in LOW_CARDS for card in state.five[seat])


def _other_suits(state: RoundState) -> tuple[str, ...]:
    return tuple(suit for suit in SUITS if suit != state.land[1])


_CALL_VALUES: dict[tuple[Any, ...], Action] = {}


def _call(seat: int, kind: str, suit: Optional[str] = None,
          locked: Optional[bool] = None) -> Action:
    """The call as one shared value (a frozen Action costs more to build than to
    look up, and the buy lists four or five at every step)."""
    key = (seat, kind, suit, locked)
    action = _CALL_VALUES.get(key)
    if action is None:
        action = _CALL_VALUES[key] = Action(seat, kind, suit=suit, locked=locked)
    return action


# --- what may be said -------------------------------------------------------

def buy_actions(state: RoundState) -> list[Action]:
    """The calls the seat to act may make at the buy's current stage."""
    seat, stage = state.to_act, state.stage
    assert seat is not None
    if state.rules.bidding == "belote":
        if stage == Stage.ROUND1:
            return [_call(seat, "pass"), _call(seat, "take")]
        return [_call(seat, "pass")] + [_call(seat, "choose", suit)
                                         for suit in _other_suits(state)]
    if stage in (Stage.ROUND1, Stage.ROUND2):
        out = (_saudi_round_calls if state.rules.bidding == "saudi" else _ksa_round_calls)(
            state, seat)
    else:
        out = _later_calls(state, seat)
    if _is_boshat(state, seat):
        out.append(_call(seat, "boshat"))
    return out


def _saudi_round_calls(state: RoundState, seat: int) -> list[Action]:
    """saudi, a round of asking: a hokum (or hokum2) or a sun ends it."""
    round1 = state.stage == Stage.ROUND1
    out = [_call(seat, "pass"), _call(seat, "hokum" if round1 else "hokum2"),
           _call(seat, "sun")]
    if last_two(state.dealer, seat):
        out.append(_call(seat, "ashkal"))
    return out


def _ksa_round_calls(state: RoundState, seat: int) -> list[Action]:
    """ksa, a round of asking: each seat speaks once, over the standing call."""
    stage, top, land = state.stage, state.top, state.land
    out = [_call(seat, "pass")]
    if top is None:
        out += ([_call(seat, "hokum")] if stage == Stage.ROUND1
                else [_call(seat, "hokum2", suit) for suit in _other_suits(state)])
    if top is None or (top.kind != "sun" and (stage == Stage.ROUND2 or land[0] != "A")):
        out.append(_call(seat, "sun"))
    # Ashkal answers the other team's hokum; it is a sun, so an ace turned
    # up in round one forbids it (only the first speaker may make that sun).
    if (top is not None and top.kind in ("hokum", "hokum2") and last_two(state.dealer, seat)
            and team_of(top.seat) != team_of(seat)
            and (stage == Stage.ROUND2 or land[0] != "A")):
        out.append(_call(seat, "ashkal"))
    return out


def _later_calls(state: RoundState, seat: int) -> list[Action]:
    """The stages after a round of asking: answers to a hokum, the doubling, the
    ladder, the trump's choice, a sun's steal."""
    stage = state.stage

    def A(kind: str, **kw: Any) -> Action:
        return _call(seat, kind, **kw)
    doubles = [A("double", locked=False), A("double", locked=True)]
    if stage == Stage.HOKUM_ASKING:
        out = [A("pass"), A("sun")]
        if last_two(state.dealer, seat):
            out.append(A("ashkal"))
        if team_of(seat) != team_of(state.top_bid.seat):
            out += doubles
        return out
    if stage == Stage.CONFIRM:
        return [A("confirm"), A("to_sun")]
    if stage == Stage.QABLAK:
        return [A("qablak"), A("decline")]
    if stage in (Stage.SUN_DOUBLE, Stage.DOUBLING):
        sun = state.bought.kind == "sun"
        return (doubles[:1] if sun else doubles) + [A("decline")]
    if stage == Stage.LADDER:
        raise_to = {2: [A("triple")], 3: [A("four", locked=False), A("four", locked=True)],
                    4: [A("gahwa")]}[state.bought.multiplier]
        return raise_to + [A("decline")]
    if stage == Stage.CHOOSE_TRUMP:
        return [A("choose_trump", suit=suit) for suit in _other_suits(state)]
    if stage in (Stage.SUN_STEAL, Stage.ACE_SUN):
        return [A("sun"), A("pass")]
    raise AssertionError(f"unknown stage {stage}")


# --- what a call does -------------------------------------------------------

def apply_call(state: RoundState, action: Action) -> tuple[RoundState, Events]:
    seat, kind = action.seat, action.kind
    state = state.evolve(bids=state.bids + (action,))
    events: Events = [CallMade(seat, kind, action.suit, action.locked)]
    if kind == "boshat":
        return _thrown_in(state, events, "boshat", seat)
    return _HANDLERS[state.rules.bidding](state, action, events)


def _saudi(state: RoundState, action: Action, events: Events) -> Step:
    seat, kind, stage = action.seat, action.kind, state.stage
    if stage in (Stage.ROUND1, Stage.ROUND2):
        if kind == "pass":
            return _passed(state, events)
        if kind in ("hokum", "hokum2"):
            return _ask(state, Stage.HOKUM_ASKING, _order(state, seat + 1, 3), top=action), events
        return _saudi_sun(state, seat, kind == "ashkal", events)
    if stage == Stage.HOKUM_ASKING:
        caller = state.top_bid.seat
        if kind == "pass":
            rest = _next(state)
            return (_ask(state, Stage.HOKUM_ASKING, rest) if rest
                    else _ask(state, Stage.CONFIRM, (caller,))), events
        if kind == "double":
            state = state.evolve(contract=_hokum(state, caller))
            return _raise(state, action, events)
        return _saudi_sun(state, seat, kind == "ashkal", events)
    if stage == Stage.CONFIRM:
        if kind == "confirm":
            return _end_of_buy(state.evolve(contract=_hokum(state, action.seat)), events)
        # Every other seat has just declined a sun over this hokum: no qablak.
        return _sun_double(state.evolve(contract=_sun(state, action.seat, False)), events)
    if stage == Stage.QABLAK:
        if kind == "qablak":
            ashkal = state.bought.ashkal
            state = state.evolve(contract=_sun(state, seat, ashkal))
        return _sun_double(state, events)
    return _common(state, action, events)


def _saudi_sun(state: RoundState, buyer: int, ashkal: bool, events: Events) -> Step:
    state = state.evolve(contract=_sun(state, buyer, ashkal))
    thief = (buyer - 1) % 4
    if any(bid.seat == thief for bid in state.bids):
        return _ask(state, Stage.QABLAK, (thief,)), events
    return _sun_double(state, events)


def _ksa(state: RoundState, action: Action, events: Events) -> Step:
    seat, kind, stage = action.seat, action.kind, state.stage
    if stage in (Stage.ROUND1, Stage.ROUND2):
        if kind in ("hokum", "hokum2"):
            return _ksa_next(state.evolve(top=action), events)
        if kind == "pass":
            return _ksa_next(state, events)
        if kind == "ashkal":
            return _doubling(state.evolve(contract=_sun(state, seat, True)), events)
        earlier = _order(state, state.first_speaker, (seat - state.first_speaker) % 4)
        if stage == Stage.ROUND1 and earlier:
            return _ask(state, Stage.SUN_STEAL, earlier, top=action), events
        return _doubling(state.evolve(contract=_sun(state, seat, False)), events)
    if stage in (Stage.SUN_STEAL, Stage.ACE_SUN):
        if kind == "sun":
            return _doubling(state.evolve(contract=_sun(state, seat, False)), events)
        rest = _next(state)
        if stage == Stage.SUN_STEAL and rest:
            return _ask(state, Stage.SUN_STEAL, rest), events
        top = state.top_bid
        contract = _sun(state, top.seat, False) if top.kind == "sun" else _hokum(state, top.seat)
        return _doubling(state.evolve(contract=contract), events)
    return _common(state, action, events)


def _ksa_next(state: RoundState, events: Events) -> Step:
    rest = _next(state)
    if rest:
        return _ask(state, state.stage, rest), events
    top = state.top
    if top is None:
        return _nobody_bought(state, events)
    fs = state.first_speaker
    if top.kind == "hokum" and state.land[0] == "A" and top.seat != fs:
        return _ask(state, Stage.ACE_SUN, (fs,)), events
    return _doubling(state.evolve(contract=_hokum(state, top.seat)), events)


def _doubling(state: RoundState, events: Events) -> Step:
    """ksa: once the buy is settled the defenders are asked to double."""
    contract = state.bought
    if contract.kind == "sun" and not _sun_double_allowed(state):
        return _end_of_buy(state, events)
    return _ask(state, Stage.DOUBLING, _defenders(contract.buyer)), events


def _belote(state: RoundState, action: Action, events: Events) -> Step:
    if action.kind == "pass":
        return _passed(state, events)
    trump = action.suit if action.kind == "choose" else state.land[1]
    contract = Contract("hokum", trump, action.seat, action.seat)
    return _end_of_buy(state.evolve(contract=contract), events)


def _common(state: RoundState, action: Action, events: Events) -> Step:
    """Stages every preset shares: sun double, the ladder, the trump choice."""
    kind, stage = action.kind, state.stage
    if stage in (Stage.SUN_DOUBLE, Stage.DOUBLING):
        if kind == "double":
            return _raise(state, action, events)
        rest = _next(state)
        return (_ask(state, stage, rest), events) if rest else _end_of_buy(state, events)
    if stage == Stage.LADDER:
        if kind == "decline":
            return _end_of_buy(state, events)
        return _raise(state, action, events)
    if stage == Stage.CHOOSE_TRUMP:
        contract = state.bought
        return _end_of_buy(state.evolve(contract=Contract(
            contract.kind, action.suit, contract.buyer, contract.land_to, contract.multiplier,
            contract.gahwa, contract.locked, contract.ashkal, contract.doubler,
            contract.last_raiser)), events)
    raise AssertionError(f"unknown stage {stage}")


def _raise(state: RoundState, action: Action, events: Events) -> Step:
    c = state.bought
    multiplier = {"double": 2, "triple": 3, "four": 4, "gahwa": 4}[action.kind]
    gahwa = action.kind == "gahwa"
    # double and four choose open or locked; triple and gahwa always open.
    locked = bool(action.locked) if action.kind in ("double", "four") else False
    doubler = action.seat if action.kind == "double" else c.doubler
    contract = Contract(c.kind, c.trump, c.buyer, c.land_to, multiplier, gahwa, locked,
                        c.ashkal, doubler, action.seat)
    state = state.evolve(contract=contract)
    events.append(Raised(action.seat, action.kind, multiplier, locked, gahwa))
    if c.kind == "sun" or gahwa:
        return _end_of_buy(state, events)
    answer = contract.buyer if action.kind in ("double", "four") else contract.doubler
    assert answer is not None      # a triple or a gahwa answers the double's seat
    return _ask(state, Stage.LADDER, (answer,)), events


def _sun_double_allowed(state: RoundState) -> bool:
    buyers = state.totals_before[team_of(state.bought.buyer)]
    others = state.totals_before[1 - team_of(state.bought.buyer)]
    if state.rules.sun_double == "ksa":
        return others <= 100 < buyers
    return buyers > 100 > others


def _sun_double(state: RoundState, events: Events) -> Step:
    """saudi: a settled sun may be doubled once by the buyer's opponents."""
    if not _sun_double_allowed(state):
        return _end_of_buy(state, events)
    return _ask(state, Stage.SUN_DOUBLE, _defenders(state.bought.buyer)), events


def _defenders(buyer: int) -> tuple[int, int]:
    """The buyer's opponents, the one after the buyer first."""
    return (buyer + 1) % 4, (buyer + 3) % 4


def _hokum(state: RoundState, caller: int) -> Contract:
    top = state.top_bid
    if state.rules.bidding == "ksa":
        trump: Optional[str] = top.suit if top.kind == "hokum2" else state.land[1]
    else:
        trump = state.land[1] if top.kind == "hokum" else None
    return Contract("hokum", trump, caller, caller)


def _sun(state: RoundState, buyer: int, ashkal: bool) -> Contract:
    return Contract("sun", None, buyer, (buyer + 2) % 4 if ashkal else buyer, ashkal=ashkal)


def _passed(state: RoundState, events: Events) -> Step:
    """A pass in a round of asking: the next seat, round two, or thrown in."""
    rest = _next(state)
    if rest:
        return _ask(state, state.stage, rest), events
    return _nobody_bought(state, events)


def _nobody_bought(state: RoundState, events: Events) -> Step:
    """A round of asking ended with no bid: round two, or thrown in."""
    if state.stage == Stage.ROUND1:
        return _ask(state, Stage.ROUND2, _order(state, state.first_speaker)), events
    return _thrown_in(state, events, "all_passed", None)


def _thrown_in(state: RoundState, events: Events, reason: str, seat: Optional[int]) -> Step:
    events.append(ThrownIn(reason, seat))
    state = state.evolve(phase=Phase.DONE, to_act=None, queue=(), stage=Stage.DONE,
                         result=thrown_in_result())
    events.append(scored_event(state))
    return state, events


def _end_of_buy(state: RoundState, events: Events) -> Step:
    contract = state.bought
    if contract.kind == "hokum" and contract.trump is None:
        return _ask(state, Stage.CHOOSE_TRUMP, (contract.buyer,)), events
    return complete_deal(state, events)


def complete_deal(state: RoundState, events: Events) -> Step:
    """Deal the rest: the land's taker gets it plus two cards, the others three."""
    contract = state.bought
    hands = [list(hand) for hand in state.hands]
    position = 21
    for seat in _order(state, state.first_speaker):
        if seat == contract.land_to:
            hands[seat] += [state.land] + list(state.deck[position:position + 2])
            position += 2
        else:
            hands[seat] += state.deck[position:position + 3]
            position += 3
    full = tuple(tuple(hand) for hand in hands)
    projects, baloot = settle_projects(full, contract, state.rules, state.first_speaker)
    fs = state.first_speaker
    events.append(ContractSet(contract))
    events.append(DealCompleted(contract.land_to))
    return state.evolve(phase=Phase.PLAY, hands=full, stage=Stage.PLAY, queue=(), to_act=fs,
                        leader=fs, projects=projects, baloot_seat=baloot), events


_HANDLERS = {"saudi": _saudi, "ksa": _ksa, "belote": _belote}
