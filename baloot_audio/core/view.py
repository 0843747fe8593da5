"""What one seat may know: the only window bots and the app have on a round."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .actions import Action
from .cards import sorted_hand
from .engine import legal_actions
from .rules import Rules
from .state import Contract, Phase, RoundResult, RoundState, Trick, team_of


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules                     # the rules of the round (public)
    rules_name: str
    options: dict
    dealer: int
    first_speaker: int
    totals: tuple[int, int]          # match score before this round
    phase: Phase
    stage: str                       # the question being asked in the buy
    to_act: Optional[int]
    hand: tuple[str, ...]            # sorted: suits grouped, low to high
    hand_sizes: tuple[int, ...]
    land: str
    bids: tuple[Action, ...]
    contract: Optional[Contract]     # trump stays None until it is named
    tricks: tuple[Trick, ...]        # every finished trick of the round
    current: tuple[tuple[int, str], ...]
    leader: Optional[int]
    announced: tuple[tuple[int, tuple[str, ...]], ...]  # (seat, project kinds)
    shown: tuple[tuple[int, str, tuple[str, ...]], ...]  # (seat, kind, cards)
    baloot_announced: Optional[int]
    tricks_won: tuple[int, int]
    legal: tuple[Action, ...]        # empty unless it is this seat's turn (no sawa claims)
    result: Optional[RoundResult]

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def played(self) -> frozenset:
        cards = [card for trick in self.tricks for _, card in trick.plays]
        return frozenset(cards + [card for _, card in self.current])


def view(state: RoundState, seat: int) -> PlayerView:
    started = {s for trick in state.tricks[:1] for s, _ in trick.plays}
    if not state.tricks:
        started = {s for s, _ in state.current}
    announced = tuple((s, tuple(p.kind for p in state.projects if p.seat == s))
                      for s in range(4) if s in started
                      and any(p.seat == s for p in state.projects))
    shown = tuple((p.seat, p.kind, p.cards) for p in state.projects
                  if p.scored and state.tricks)
    baloot = None
    if state.baloot_seat is not None and state.trump is not None:
        pair = {"K" + state.trump, "Q" + state.trump}
        if pair <= state.played:
            baloot = state.baloot_seat
    won = [0, 0]
    for trick in state.tricks:
        won[team_of(trick.winner)] += 1
    return PlayerView(
        seat=seat, rules=state.rules, rules_name=state.rules.name, options=state.rules.options(),
        dealer=state.dealer, first_speaker=state.first_speaker,
        totals=state.totals_before, phase=state.phase, stage=state.stage,
        to_act=state.to_act, hand=sorted_hand(state.hands[seat], state.trump),
        hand_sizes=tuple(len(hand) for hand in state.hands), land=state.land,
        bids=state.bids, contract=state.contract, tricks=state.tricks,
        current=state.current, leader=state.leader, announced=announced, shown=shown,
        baloot_announced=baloot, tricks_won=(won[0], won[1]),
        legal=tuple(legal_actions(state)) if state.to_act == seat else (),
        result=state.result)
