"""The round's public API: start it, name the rule that refuses an action, apply one
(`legal_actions`, in legal.py, lists what the seat to act may do).

The refusal rules are judged from what the seat to act sees, its
:class:`PlayerView`: the engine (which knows every hand) asks
:func:`view_refusal` with that seat's view, and so does a table that only has the
view (an online client, before it sends an action). Only a sawa's certainty
needs the hidden hands: the engine answers it; a view alone lets the claim
through, for the engine to judge.

At a Qaid table (core/qaid.py) a card that breaks a play rule (follow, trump,
overtrump, a locked round's trump lead, the option's overtake), a false akka
and a false sawa are not refused, and three calls
do not wait for the seat's turn (``ANY_TIME``): boshat, a Qaid call (judged from
public play, it ends the round) and ``close``, the table's step that ends the
window for a Qaid call once the last trick is played.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Callable, Optional, Sequence

from .actions import ANY_TIME, PLAY_CALLS, Action, IllegalAction
from .bidding import apply_call, last_two
from .cards import (ABNAT, ALL_CARDS, BALOOT_PAIR, CARD_BIT, TRICK_POWER, mask_of,
                    parse_card)
from .claims import SEARCH_BUDGET, SawaSolver, akka_allowed, sawa_certain
from .events import (AkkaCalled, BalootAnnounced, CardPlayed, Dealt, Offered,
                     ProjectsAnnounced, ProjectsShown, QaidJudged, SawaClaimed, ShownProject,
                     TrickWon)
from .legal import legal_tuple
from .play import refusal
from .qaid import (FALSE_AKKA, QAID_MISTAKES, boshat_hand, boshat_open, find_deed, find_proof,
                   judge, public_play)
from .rules import Rules
from .scoring import LAST_TRICK, TRICKS, score_qaid, score_round, scored_event
from .state import Phase, RoundState, Stage, Trick, team_of
from .view import PlayerView, view

Events = list[Any]
Step = tuple[RoundState, Events]     # the state an action leads to, and what it publishes


def new_round(rules: Rules, dealer: int, deck: Sequence[str],
              totals_before: tuple[int, int] = (0, 0)) -> tuple[RoundState, Events]:
    """Deal five cards each from `deck` (top first) and turn the land."""
    deck = tuple(map(parse_card, deck))
    if len(deck) != 32 or mask_of(deck) != ALL_CARDS:
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
    state = RoundState(rules=rules, dealer=dealer,
                       totals_before=(totals_before[0], totals_before[1]),
                       deck=deck, land=deck[20], hands=five, five=five,
                       to_act=first, queue=tuple((first + i) % 4 for i in range(4)))
    return state, [Dealt(dealer, first, state.land), _offer(state)]


def _offer(state: RoundState) -> Offered:
    kinds = tuple(dict.fromkeys(action.kind for action in legal_tuple(state)))
    return Offered(state.seat_to_act, state.stage, kinds)


def refusal_rule(state: RoundState, action: Action) -> str | None:
    """The rule an action breaks, or None when it is legal now."""
    if action in legal_tuple(state):  # the usual case, from the state's cache
        return None
    if action.kind not in ANY_TIME or action.seat not in (0, 1, 2, 3):
        if state.phase is Phase.DONE:
            return "round_over"
        if action.seat != state.to_act:
            return "not_your_turn"
    return view_refusal(view(state, action.seat), action, lambda: _sawa_certain(state))


def _sawa_certain(state: RoundState) -> bool:
    return sawa_certain(state.rules, state.trump, state.bought.locked, state.hands,
                        state.to_act)


def view_refusal(v: PlayerView, action: Action,
                 sawa_is_certain: Optional[Callable[[], bool]] = None) -> str | None:
    """The rule that refuses the action of ``v``'s seat, judged from ``v`` (that
    seat's view); None when it is legal. ``sawa_is_certain`` says whether a sawa
    claim holds (it needs every hand); without it a claim is not refused here."""
    if action in v.legal:
        return None
    if action.kind in ("qaid", "close") or action.kind == "boshat" and v.rules.qaid:
        return _any_time_refusal(v, action)
    if v.phase is Phase.DONE:
        return "round_over"
    if action.seat != v.to_act:
        return "not_your_turn"
    if v.phase is Phase.BUY:
        return "buying_not_over" if action.kind in PLAY_CALLS else call_refusal(v, action)
    if action.kind not in PLAY_CALLS:
        return "buying_over"
    if action.kind == "sawa":
        return _sawa_refusal(v, sawa_is_certain)
    return _card_refusal(v, action)


def call_refusal(v: PlayerView, action: Action) -> str:
    """Name the rule that refuses a call of the seat to act that is not in ``v.legal``."""
    kinds = {a.kind for a in v.legal}
    rules, stage = v.rules, v.stage
    if action.kind in kinds:
        if action.kind in ("hokum2", "choose_trump", "choose") and action.suit == v.land[1]:
            return "trump_not_land_suit"
        if action.kind == "double" and action.locked:
            return "sun_double_cannot_lock"
        return "call_details_invalid"
    if action.kind == "ashkal" and stage in (Stage.ROUND1, Stage.ROUND2, Stage.HOKUM_ASKING) \
            and not last_two(v.dealer, action.seat):
        return "ashkal_last_two_only"
    if action.kind == "double" and stage in (Stage.HOKUM_ASKING, Stage.DOUBLING):
        return "double_by_opponents_only"
    # ksa, an ace turned: once a hokum stands in round one, the sun is closed
    # (buy_actions offers it then only while no hokum stands)
    if (action.kind in ("sun", "ashkal") and rules.bidding == "ksa" and stage == Stage.ROUND1
            and "sun" not in kinds and v.land[0] == "A"):
        return "ace_land_sun_first_speaker_only"
    return "call_not_available"


def _any_time_refusal(v: PlayerView, action: Action) -> str | None:
    """A call that does not wait for the seat's turn (boshat, qaid: at a Qaid
    table), or the table's ``close``; ``v`` is the calling seat's view."""
    if action.seat != v.seat:
        return "not_your_turn"
    if action.kind == "qaid":
        return _qaid_refusal(v, action)
    if action.kind == "close":
        if v.closing:
            return None
        return "round_over" if v.phase is Phase.DONE else "close_after_last_trick_only"
    if v.phase is Phase.DONE:
        return "round_over"
    if not boshat_open(v):
        return "boshat_before_first_card_only"
    return None if boshat_hand(v.first_five) else "boshat_needs_low_cards"


def _qaid_refusal(v: PlayerView, action: Action) -> str | None:
    """A Qaid call must name an opponent's action of this round and a card
    played after it (whether that card proves it is the verdict, not a refusal)."""
    if not v.rules.qaid:
        return "qaid_not_in_rules"
    if v.phase is Phase.BUY:
        return "buying_not_over"
    if v.phase is Phase.DONE and not v.closing:
        return "round_over"
    if action.accused not in (0, 1, 2, 3) or team_of(action.accused) == v.team:
        return "qaid_against_opponents_only"
    p = public_play(v)
    deed = find_deed(p, action.accused, action.crime)
    if deed is None:
        return "qaid_crime_not_found"
    return None if find_proof(p, deed, action.proof) else "qaid_proof_not_found"


def _sawa_refusal(v: PlayerView, is_certain: Optional[Callable[[], bool]]) -> str | None:
    if not v.rules.sawa:
        return "sawa_not_in_rules"
    if v.current:
        return "sawa_only_when_leading"
    if v.rules.qaid:   # a false claim is played: the other team may prove it
        return None
    return None if is_certain is None or is_certain() else "sawa_not_certain"


def _card_refusal(v: PlayerView, action: Action) -> str | None:
    """A play or an akka of the seat to act that is not in ``v.legal``."""
    rules, trump, card = v.rules, v.bought.trump, action.card
    rule = refusal(rules, v.hand, v.current, action.seat, trump, v.bought.locked, v.played,
                   card)
    if rule in QAID_MISTAKES and rules.qaid:
        rule = None      # a Qaid table plays the mistake
    if rule or action.kind == "play":
        return rule
    assert card is not None          # an akka of a card in hand (refusal says so)
    if not rules.akka:
        return "akka_not_in_rules"
    if v.current:
        return "akka_only_when_leading"
    if trump is None or card[1] == trump:
        return "akka_plain_suit_in_hokum_only"
    if rules.qaid or akka_allowed(card, trump, v.played):
        return None
    return "akka_not_highest"


def mistake_rule(v: PlayerView, action: Action) -> str | None:
    """The play rule that a card (or akka) of the seat to act breaks although a
    Qaid table accepts it (for a warning before it is played); None when it
    breaks none. A sawa's truth needs every hand: not judged here."""
    if not v.rules.qaid or v.phase is not Phase.PLAY or action.kind not in ("play", "akka") \
            or action.seat != v.to_act or action.card not in v.hand:
        return None
    trump = v.bought.trump
    rule = refusal(v.rules, v.hand, v.current, action.seat, trump, v.bought.locked, v.played,
                   action.card)
    if rule in QAID_MISTAKES:
        return rule
    if action.kind == "akka" and rule is None and not v.current and trump is not None \
            and action.card[1] != trump and not akka_allowed(action.card, trump, v.played):
        return FALSE_AKKA
    return None


def apply(state: RoundState, action: Action) -> tuple[RoundState, Events]:
    """Apply a legal action; raise IllegalAction (changing nothing) otherwise."""
    legal = state.legal_cache
    if legal is None:
        legal = legal_tuple(state)
    # the usual case: one of the listed actions itself (by identity: comparing a
    # frozen dataclass to each one before it costs more than the rest of a play)
    if id(action) not in map(id, legal):
        rule = refusal_rule(state, action)
        if rule:
            raise IllegalAction(rule, action)
    kind, card = action.kind, action.card
    if kind == "play":          # legal (or a mistake a Qaid table plays): in the play
        assert card is not None                     # a play names its card
        return _play_card(state, action.seat, card, state.current_calls, [])
    if kind == "qaid":
        return _judge_qaid(state, action)
    if kind == "close":
        state = state.evolve(closing=False)
        return state, [scored_event(state)]
    if state.phase is Phase.BUY or kind == "boshat":
        state, events = apply_call(state, action)
        if state.phase is Phase.BUY:
            events.append(_offer(state))
        return state, events
    if kind == "sawa":
        return _play_out_sawa(state, action)
    assert card is not None                         # so does an akka
    return _play_card(state, action.seat, card, state.current_calls + (action,),
                      [AkkaCalled(action.seat, card)])


def _built(fields: dict[str, Any]) -> RoundState:
    """A state with these fields (a copy of another state's, changed): built as
    `RoundState.evolve` builds one, without its keyword arguments."""
    fields["legal_cache"] = None
    new = object.__new__(RoundState)
    object.__setattr__(new, "__dict__", fields)
    return new


# Each CardPlayed as one shared value (a frozen event costs more to build than
# to find: at most 4 seats x 32 cards x 8 tricks x 3 kinds of play).
_CARDS_PLAYED: dict[tuple[Any, ...], CardPlayed] = {}


def _play_card(state: RoundState, seat: int, card: str, calls: tuple[Action, ...],
               events: Events) -> Step:
    """`seat` plays `card`; `calls` are the trick's calls, this card's included.
    The next state is built once (twice after the last trick: it is scored)."""
    fields = state.__dict__.copy()
    trump, current, tricks = fields["contract"].trump, fields["current"], fields["tricks"]
    if not tricks and fields["projects"]:
        kinds = tuple(p.kind for p in fields["projects"] if p.seat == seat)
        if kinds:
            events.append(ProjectsAnnounced(seat, kinds))
    is_trump = card[1] == trump
    key = (seat, card, len(tricks), not current,
           is_trump, is_trump and bool(current) and current[0][1][1] != trump)
    played_event = _CARDS_PLAYED.get(key)
    if played_event is None:
        played_event = _CARDS_PLAYED[key] = CardPlayed(*key)
    events.append(played_event)
    hands = list(fields["hands"])
    hand = hands[seat]
    at = hand.index(card)
    hands[seat] = hand[:at] + hand[at + 1:]
    fields["hands"] = tuple(hands)
    fields["played_mask"] = played = fields["played_mask"] | CARD_BIT[card]
    current = fields["current"] = current + ((seat, card),)
    fields["current_calls"] = calls
    if seat == fields["baloot_seat"] and is_trump and card[0] in "KQ" \
            and played & BALOOT_PAIR[trump] == BALOOT_PAIR[trump]:
        events.append(BalootAnnounced(seat, fields["rules"].baloot_points))
    if len(current) < 4:
        fields["to_act"] = (seat + 1) % 4
        return _built(fields), events
    return _trick_won(fields, trump, current, calls, events)


def _trick_won(fields: dict[str, Any], trump: Optional[str],
              current: tuple[tuple[int, str], ...], calls: tuple[Action, ...],
              events: Events) -> Step:
    """The fourth card of `current` is down (`fields`: the state after it): the
    trick goes to its winner, who leads next."""
    power, points = TRICK_POWER[current[0][1][1], trump], ABNAT[trump]
    best = -2
    total = 0
    for seat, card in current:
        total += points[card]
        if power[card] > best:
            best, winner = power[card], seat
    tricks = fields["tricks"]
    trick_number = len(tricks)
    tricks = fields["tricks"] = tricks + (Trick(fields["leader"], current, winner, calls),)
    last = trick_number == TRICKS - 1
    if last:
        total += LAST_TRICK
    events.append(TrickWon(winner, trick_number, current, total, last))
    fields.update(current=(), current_calls=(), leader=winner, to_act=winner)
    state = _built(fields)
    if trick_number == 0:
        shown = tuple(ShownProject(p.seat, p.kind, p.cards) for p in state.projects if p.scored)
        if shown:
            events.append(ProjectsShown(team_of(shown[0].seat), shown))
    if last:
        # at a Qaid table a call may still come: the score is told at the close
        state = state.evolve(phase=Phase.DONE, to_act=None, stage=Stage.DONE,
                             result=score_round(state), closing=state.rules.qaid)
        if not state.closing:
            events.append(scored_event(state))
    return state, events


def _judge_qaid(state: RoundState, action: Action) -> Step:
    """A Qaid call, judged from public play: the round ends at once, scored
    against the accused's team when proven, against the caller's when not. The
    call goes with the trick in play, or the last one played."""
    rules = state.rules
    crime, proof, accused = action.crime, action.proof, action.accused
    assert crime is not None and proof is not None and accused is not None   # a legal call
    verdict = judge(rules, state.bought, public_play(state), action)
    call = replace(action, crime=(crime[0], crime[1]), proof=(proof[0], proof[1]),
                   verdict=verdict.verdict)
    proven = verdict.verdict == "proven"
    offending = team_of(accused if proven else action.seat)
    redeal = proven and rules.qaid_penalty == "redeal"
    changes: dict[str, Any]
    if state.current:
        changes = {"current_calls": state.current_calls + (call,)}
    else:
        last = state.tricks[-1]
        changes = {"tricks": state.tricks[:-1] + (
            Trick(last.leader, last.plays, last.winner, last.calls + (call,)),)}
    state = state.evolve(phase=Phase.DONE, to_act=None, stage=Stage.DONE, closing=False,
                         queue=(), **changes)
    state = state.evolve(result=score_qaid(state, None if redeal else 1 - offending))
    judged = QaidJudged(action.seat, accused, (crime[0], crime[1]), (proof[0], proof[1]),
                        verdict.kind,
                        verdict.rule, verdict.led, verdict.verdict,
                        "redeal" if redeal else "registered", state.scored.points)
    return state, [judged, scored_event(state)]


def _sawa_solver(state: RoundState, budget: Optional[int]) -> SawaSolver:
    return SawaSolver(state.rules, state.trump, state.bought.locked, team_of(state.seat_to_act),
                      budget)


def _play_out_sawa(state: RoundState, action: Action) -> Step:
    """An accepted sawa: the engine plays the rest, the claimers on a winning
    line and the defenders their lowest legal card. A claim it cannot prove (a
    Qaid table plays it) is played out exactly, with no search budget: the
    claimers on a winning line when there is one, the defenders on a line that
    takes a trick when there is one; a false claim thus loses a trick, for the
    other team to prove, and a true one never does."""
    events: Events = [SawaClaimed(action.seat)]
    exact = not _sawa_certain(state)
    solver = _sawa_solver(state, None if exact else SEARCH_BUDGET)
    calls = state.current_calls + (action,)  # the claim goes with the trick it starts
    while state.phase is Phase.PLAY:
        assert state.leader is not None
        card = solver.choose(state.hands, state.current, state.leader, refute=exact)
        state, new_events = _play_card(state, state.seat_to_act, card, calls, [])
        events += new_events
        calls = state.current_calls
    return state, events
