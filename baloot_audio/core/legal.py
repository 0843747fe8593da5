"""What the seat to act may do now: its legal calls or cards, worked out once per state."""
from __future__ import annotations

from .actions import Action
from .bidding import buy_actions
from .cards import CARD_BIT, DECK, OUTRANKING, SUIT_BITS
from .play import legal_mask
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
    seat, contract, current = state.to_act, state.contract, state.current
    assert seat is not None and contract is not None     # in play: someone is to act
    hand = state.hands[seat]
    held = 0
    for card in hand:
        held |= CARD_BIT[card]
    trump, played = contract.trump, state.played_mask
    allowed = legal_mask(state.rules, held, current, seat, trump, contract.locked, played)
    plays = _PLAYS[seat]
    # in the hand's own order (the random bot picks by index: records depend on it)
    if allowed == held:
        actions = tuple(map(plays.__getitem__, hand))
    else:
        actions = tuple([plays[card] for card in hand if CARD_BIT[card] & allowed])
    if not current and state.rules.akka and trump is not None:
        # akka: a plain card with every higher card of its suit played
        outranking, plain = OUTRANKING[trump], ~SUIT_BITS[trump]
        akkas = _AKKAS[seat]
        actions += tuple([akkas[card] for card in hand if CARD_BIT[card] & allowed & plain
                          and not outranking[card] & ~played])
    return actions
