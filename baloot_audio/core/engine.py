"""The round's public API: start it, list the legal actions, apply one."""
from __future__ import annotations

from typing import Sequence

from .actions import Action, IllegalAction
from .bidding import apply_call, buy_actions, call_refusal
from .cards import DECK, parse_card, winning_index
from .claims import SawaSolver, akka_allowed, sawa_certain
from .events import (AkkaCalled, BalootAnnounced, CardPlayed, Dealt, Offered,
                     ProjectsAnnounced, ProjectsShown, SawaClaimed, ShownProject, TrickWon)
from .play import legal_cards, refusal
from .rules import Rules
from .scoring import TRICKS, score_round, scored_event, trick_points
from .state import Phase, RoundState, Stage, Trick, team_of

Events = list
_SORTED_DECK = sorted(DECK)


def new_round(rules: Rules, dealer: int, deck: Sequence[str],
              totals_before: tuple[int, int] = (0, 0)) -> tuple[RoundState, Events]:
    """Deal five cards each from `deck` (top first) and turn the land."""
    deck = tuple(parse_card(card) for card in deck)
    if sorted(deck) != _SORTED_DECK:
        raise ValueError("the deck must hold each of the 32 cards exactly once")
    if dealer not in range(4):
        raise ValueError(f"bad dealer {dealer!r}")
    first = (dealer + 1) % 4
    hands: list[list[str]] = [[], [], [], []]
    position = 0
    for count in (3, 2):
        for i in range(4):
            hands[(first + i) % 4] += deck[position:position + count]
            position += count
    five = tuple(tuple(hand) for hand in hands)
    state = RoundState(rules=rules, dealer=dealer, totals_before=tuple(totals_before),
                       deck=deck, land=deck[20], hands=five, five=five,
                       to_act=first, queue=tuple((first + i) % 4 for i in range(4)))
    return state, [Dealt(dealer, first, state.land), _offer(state)]


def _offer(state: RoundState) -> Offered:
    kinds = tuple(dict.fromkeys(action.kind for action in legal_tuple(state)))
    return Offered(state.to_act, state.stage, kinds)


def legal_actions(state: RoundState) -> list[Action]:
    """Every call or card the seat `state.to_act` may play now (empty once the
    round is over).

    A sawa is a claim, not a move, and is never listed: a ksa leader may always
    make one, and `apply` accepts it only when it is certain (`refusal_rule`
    says `sawa_not_certain` otherwise). Listing it would take a search of the
    hidden hands at every lead and would tell a player about cards it cannot
    see.
    """
    return list(legal_tuple(state))


def legal_tuple(state: RoundState) -> tuple[Action, ...]:
    """`legal_actions` as a tuple, worked out once per state and kept on it
    (the view lists them, then `apply` checks the chosen one)."""
    legal = state.legal_cache
    if legal is None:
        legal = _list_legal(state)
        object.__setattr__(state, "legal_cache", legal)
    return legal


# Every play and akka as one shared value per seat and card: building a frozen
# Action costs more than listing the legal cards.
_PLAYS = tuple({card: Action(seat, "play", card=card) for card in DECK} for seat in range(4))
_AKKAS = tuple({card: Action(seat, "akka", card=card) for card in DECK} for seat in range(4))


def _list_legal(state: RoundState) -> tuple[Action, ...]:
    if state.phase is Phase.BUY:
        return tuple(buy_actions(state))
    if state.phase is Phase.DONE:
        return ()
    seat, contract = state.to_act, state.contract
    cards = legal_cards(state.rules, state.hands[seat], state.current, seat, contract.trump,
                        contract.locked, state.played)
    actions = tuple(map(_PLAYS[seat].__getitem__, cards))
    if not state.current and state.rules.akka:
        akkas, trump, played = _AKKAS[seat], contract.trump, state.played
        actions += tuple(akkas[card] for card in cards if akka_allowed(card, trump, played))
    return actions


def _sawa_certain(state: RoundState) -> bool:
    return sawa_certain(state.rules, state.trump, state.contract.locked, state.hands,
                        state.to_act)


def _sawa_solver(state: RoundState) -> SawaSolver:
    return SawaSolver(state.rules, state.trump, state.contract.locked, team_of(state.to_act))


def refusal_rule(state: RoundState, action: Action) -> str | None:
    """The rule an action breaks, or None when it is legal now."""
    if action in legal_tuple(state):  # the usual case, from the state's cache
        return None
    # Not listed: the checks below name the rule that refuses it (they accept a
    # certain sawa, which is never listed).
    if state.phase is Phase.DONE:
        return "round_over"
    if action.seat != state.to_act:
        return "not_your_turn"
    if state.phase is Phase.BUY:
        if action.kind in ("play", "akka", "sawa"):
            return "buying_not_over"
        return call_refusal(state, action)  # every listed call was accepted above
    if action.kind not in ("play", "akka", "sawa"):
        return "buying_over"
    rules = state.rules
    if action.kind == "sawa":
        if not rules.sawa:
            return "sawa_not_in_rules"
        if state.current:
            return "sawa_only_when_leading"
        return None if _sawa_certain(state) else "sawa_not_certain"
    rule = refusal(rules, state.hands[action.seat], state.current, action.seat, state.trump,
                   state.contract.locked, state.played, action.card)
    if rule or action.kind == "play":
        return rule
    if not rules.akka:
        return "akka_not_in_rules"
    if state.current:
        return "akka_only_when_leading"
    if state.trump is None or action.card[1] == state.trump:
        return "akka_plain_suit_in_hokum_only"
    return None if akka_allowed(action.card, state.trump, state.played) else "akka_not_highest"


def apply(state: RoundState, action: Action) -> tuple[RoundState, Events]:
    """Apply a legal action; raise IllegalAction (changing nothing) otherwise."""
    rule = refusal_rule(state, action)
    if rule:
        raise IllegalAction(rule, action)
    if state.phase is Phase.BUY:
        state, events = apply_call(state, action)
        if state.phase is Phase.BUY:
            events.append(_offer(state))
        return state, events
    if action.kind == "sawa":
        return _play_out_sawa(state, action)
    events: Events = []
    calls = state.current_calls
    if action.kind == "akka":
        events.append(AkkaCalled(action.seat, action.card))
        calls += (action,)
    return _play_card(state, action.seat, action.card, calls, events)


def _play_card(state: RoundState, seat: int, card: str, calls: tuple[Action, ...],
               events: Events):
    """`seat` plays `card`; `calls` are the trick's calls, this card's included.
    The next state is built once (twice after the last trick: it is scored)."""
    trump, current = state.contract.trump, state.current
    trick_number = len(state.tricks)
    if trick_number == 0 and state.projects:
        kinds = tuple(p.kind for p in state.projects if p.seat == seat)
        if kinds:
            events.append(ProjectsAnnounced(seat, kinds))
    led = current[0][1][1] if current else card[1]
    is_trump = card[1] == trump
    events.append(CardPlayed(seat, card, trick_number, not current, is_trump,
                             is_trump and led != trump))
    hands = list(state.hands)
    hand = hands[seat]
    at = hand.index(card)
    hands[seat] = hand[:at] + hand[at + 1:]
    played = state.played | {card}
    current = current + ((seat, card),)
    if seat == state.baloot_seat and card[1] == trump and card[0] in "KQ" \
            and ("Q" if card[0] == "K" else "K") + trump in played:
        events.append(BalootAnnounced(seat, state.rules.baloot_points))
    if len(current) < 4:
        return state.evolve(hands=tuple(hands), played=played, current=current,
                            current_calls=calls, to_act=(seat + 1) % 4), events
    return _trick_won(state, current, calls, events, hands=tuple(hands), played=played)


def _trick_won(state: RoundState, current: tuple[tuple[int, str], ...],
               calls: tuple[Action, ...], events: Events, **changes):
    """The fourth card of `current` is down: the trick goes to its winner, who
    leads next (`changes`: the hands and cards played after that card)."""
    trump, trick_number = state.trump, len(state.tricks)
    winner = current[winning_index([c for _, c in current], trump)][0]
    tricks = state.tricks + (Trick(state.leader, current, winner, calls),)
    last = len(tricks) == TRICKS
    points = trick_points((card for _, card in current), trump, last)
    events.append(TrickWon(winner, trick_number, current, points, last))
    state = state.evolve(tricks=tricks, current=(), current_calls=(), leader=winner,
                         to_act=winner, **changes)
    if trick_number == 0:
        shown = tuple(ShownProject(p.seat, p.kind, p.cards) for p in state.projects if p.scored)
        if shown:
            events.append(ProjectsShown(team_of(shown[0].seat), shown))
    if last:
        state = state.evolve(phase=Phase.DONE, to_act=None, stage=Stage.DONE,
                             result=score_round(state))
        events.append(scored_event(state))
    return state, events


def _play_out_sawa(state: RoundState, action: Action):
    """An accepted sawa: the engine plays the rest, the claimers on a winning
    line and the defenders their lowest legal card."""
    events: Events = [SawaClaimed(action.seat)]
    solver = _sawa_solver(state)
    calls = state.current_calls + (action,)  # the claim goes with the trick it starts
    while state.phase is Phase.PLAY:
        card = solver.choose(state.hands, state.current, state.leader)
        state, new_events = _play_card(state, state.to_act, card, calls, [])
        events += new_events
        calls = state.current_calls
    return state, events
