"""What one seat may know: the only window bots and the app have on a round."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .actions import Action
from .cards import BALOOT_PAIR, sorted_hand
from .legal import legal_tuple
from .rules import Rules
from .state import Contract, Phase, Project, RoundResult, RoundState, Trick, known, team_of


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules                     # public: `rules.name`, `rules.options()`
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
    current_calls: tuple[Action, ...]  # the calls of the trick in play (an akka)
    leader: Optional[int]
    announced: tuple[tuple[int, tuple[str, ...]], ...]  # (seat, project kinds)
    shown: tuple[tuple[int, str, tuple[str, ...]], ...]  # (seat, kind, cards)
    baloot_announced: Optional[int]
    tricks_won: tuple[int, int]
    legal: tuple[Action, ...]        # empty unless it is this seat's turn (no sawa claims)
    result: Optional[RoundResult]
    closing: bool                    # played out at a Qaid table, not closed yet
    first_five: tuple[str, ...]      # this seat's first five cards (boshat)

    @property
    def team(self) -> int:
        return team_of(self.seat)

    @property
    def bought(self) -> Contract:
        """The contract, once the buy has one (the play)."""
        return known(self.contract, "no contract yet")

    @property
    def played(self) -> frozenset[str]:
        cards = [card for trick in self.tricks for _, card in trick.plays]
        return frozenset(cards + [card for _, card in self.current])


def view(state: RoundState, seat: int) -> PlayerView:
    """What `seat` may know of `state`. Costs about what `legal_actions` does:
    the state's immutable parts (rules, bids, tricks, contract, ...) are shared,
    never copied."""
    d = state.__dict__
    contract, hands = d["contract"], d["hands"]
    trump = contract.trump if contract is not None else None
    baloot = d["baloot_seat"]
    if baloot is not None and (trump is None or
                               d["played_mask"] & BALOOT_PAIR[trump] != BALOOT_PAIR[trump]):
        baloot = None
    announced, shown, won = _public_facts(d["projects"], d["tricks"], d["current"])
    to_act = d["to_act"]
    if to_act == seat:
        legal = d["legal_cache"]
        if legal is None:
            legal = legal_tuple(state)
    else:
        legal = ()
    # The fields as a dict, set without the frozen __init__'s 25 checked
    # setattr calls (a third of the view's cost); every value is immutable.
    new = object.__new__(PlayerView)
    object.__setattr__(new, "__dict__", {
        "seat": seat, "rules": d["rules"], "dealer": d["dealer"],
        "first_speaker": (d["dealer"] + 1) % 4, "totals": d["totals_before"],
        "phase": d["phase"], "stage": d["stage"], "to_act": to_act,
        "hand": sorted_hand(hands[seat], trump),
        "hand_sizes": (len(hands[0]), len(hands[1]), len(hands[2]), len(hands[3])),
        "land": d["land"], "bids": d["bids"], "contract": contract, "tricks": d["tricks"],
        "current": d["current"], "current_calls": d["current_calls"], "leader": d["leader"],
        "announced": announced, "shown": shown, "baloot_announced": baloot,
        "tricks_won": won, "legal": legal, "result": d["result"], "closing": d["closing"],
        "first_five": d["five"][seat]})
    return new


Facts = tuple[tuple[Any, ...], tuple[Any, ...], tuple[int, int]]
# The last answer of `_public_facts` after the first trick, with the tuples it
# was worked out from: every state of a trick shares them, so most views (and
# every seat's view of one state) find it here. Keyed by identity, and holding
# its keys, so it can never answer for other values.
_last_facts: tuple[Any, ...] = (None, None, None)


def _public_facts(projects: tuple[Project, ...], tricks: tuple[Trick, ...],
                  current: tuple[tuple[int, str], ...]) -> Facts:
    """The projects announced (as each seat plays its first card) and shown
    (once the first trick is over), and the tricks each team has won."""
    global _last_facts
    if not tricks:
        return _announced(projects, current), (), (0, 0)
    last_projects, last_tricks, kept = _last_facts
    if projects is last_projects and tricks is last_tricks:
        found: Facts = kept
        return found
    odd = sum(trick.winner % 2 for trick in tricks)
    facts = (_announced(projects, tricks[0].plays),
             tuple((p.seat, p.kind, p.cards) for p in projects if p.scored),
             (len(tricks) - odd, odd))
    _last_facts = (projects, tricks, facts)
    return facts


def _announced(projects: tuple[Project, ...],
               plays: tuple[tuple[int, str], ...]) -> tuple[Any, ...]:
    """(seat, project kinds) of the seats with projects that have played a card."""
    if not projects:
        return ()
    started = {s for s, _ in plays} & {p.seat for p in projects}
    return tuple((s, tuple(p.kind for p in projects if p.seat == s)) for s in sorted(started))
