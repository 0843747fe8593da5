"""What the seat to act may do now: its legal calls or cards, worked out once per state."""
from __future__ import annotations

from .actions import Action
from .bidding import buy_actions
from .cards import DECK
from .claims import akka_allowed
from .play import legal_cards
from .state import Phase, RoundState


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
    seat, contract = state.seat_to_act, state.bought
    cards = legal_cards(state.rules, state.hands[seat], state.current, seat, contract.trump,
                        contract.locked, state.played)
    actions = tuple(map(_PLAYS[seat].__getitem__, cards))
    if not state.current and state.rules.akka:
        akkas, trump, played = _AKKAS[seat], contract.trump, state.played
        actions += tuple(akkas[card] for card in cards if akka_allowed(card, trump, played))
    return actions
