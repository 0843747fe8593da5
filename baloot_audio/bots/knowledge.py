"""What one seat can deduce from its view, in the search's notation.

Everything here comes from the `PlayerView` alone: the seat's own hand, the
cards played, the land (held by `contract.land_to` until played), the cards of
shown projects, and the voids and missing trumps that each earlier play
reveals. A card is *forbidden* to a seat when holding it would have made one
of that seat's earlier plays illegal: the play rules all have the shape "if
you hold any card of this set you must play from it", so testing each card
alone against each play (`core.play.legal_cards` on a two-card hand) finds
every deduction the rules allow, for every preset.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

from baloot_audio.core import PlayerView
from baloot_audio.core.cards import DECK, led_suit, winning_index
from baloot_audio.core.play import legal_cards

from baloot_audio.core.state import team_of

from .fast import PLAY_KINDS, Codec, popcount

FULL = (1 << 32) - 1


@dataclass
class Knowledge:
    view: PlayerView
    rules: object
    codec: Codec
    trump: int
    kind: int                     # play rules: fast.SAUDI / KSA / BELOTE
    locked: bool
    overtake: bool
    me: int
    hand: int                     # my cards (mask)
    played: int                   # every card played this round, the table included
    trick: list[int]              # the current trick, in play order
    leader: int
    known: list[int]              # cards surely held by each seat (mine: my hand)
    forbidden: list[int]          # cards each seat surely does not hold
    sizes: list[int]
    unknown: int                  # cards whose holder I do not know
    tricks_left: int
    abnat: list[int] = field(default_factory=lambda: [0, 0])   # per team, so far
    tricks_won: list[int] = field(default_factory=lambda: [0, 0])
    discards: list[list[tuple[int, bool]]] = field(default_factory=list)

    def possible(self, seat: int) -> int:
        """Cards `seat` may hold (certainly, or as far as I know)."""
        if seat == self.me:
            return self.hand
        return self.known[seat] | (self.unknown & ~self.forbidden[seat])

    @property
    def live(self) -> int:
        """Cards still in somebody's hand."""
        return FULL & ~self.played


def build(view: PlayerView) -> Knowledge:
    contract = view.contract
    trump_str = contract.trump if contract else None
    codec = Codec(trump_str)
    rules = view.rules
    me = view.seat
    hand = codec.mask(view.hand)
    trick_cards = [card for _, card in view.current]
    played_cards = [card for trick in view.tricks for _, card in trick.plays] + trick_cards
    played = codec.mask(played_cards)
    known = _known(view, codec, hand, played_cards)
    locked = bool(contract.locked) if contract else False
    forbidden, abnat, won, discards = _what_the_plays_show(view, codec, trump_str, locked,
                                                           played_cards)
    for seat in range(4):
        forbidden[seat] &= ~known[seat]
        if seat != me:
            forbidden[seat] |= hand
    all_known = known[0] | known[1] | known[2] | known[3]
    unknown = FULL & ~played & ~all_known
    sizes = list(view.hand_sizes)
    tricks_left = max(sizes[s] for s in range(4)) + (1 if view.current else 0)
    return Knowledge(
        view=view, rules=rules, codec=codec, trump=codec.trump,
        kind=PLAY_KINDS[rules.play], locked=locked,
        overtake=bool(rules.overtake_led_suit), me=me, hand=hand, played=played,
        trick=[codec.to_int[c] for c in trick_cards],
        leader=view.leader if view.leader is not None else me,
        known=known, forbidden=forbidden, sizes=sizes, unknown=unknown,
        tricks_left=tricks_left, abnat=abnat, tricks_won=won, discards=discards)


def _known(view: PlayerView, codec: Codec, hand: int, played_cards: list[str]) -> list[int]:
    """The cards each seat surely holds: mine, the land (its taker's until played),
    the cards of the projects shown."""
    me, contract = view.seat, view.contract
    known = [0, 0, 0, 0]
    known[me] = hand
    if contract is not None and contract.land_to != me and view.land not in played_cards:
        known[contract.land_to] |= 1 << codec.to_int[view.land]
    for seat, _, cards in view.shown:
        if seat != me:
            known[seat] |= codec.mask(c for c in cards if c not in played_cards)
    return known


def _what_the_plays_show(view: PlayerView, codec: Codec, trump_str, locked: bool,
                         played_cards: list[str]):
    """From every play of the round so far: the cards each seat surely does not
    hold (a card that would have made one of its plays illegal), each team's card
    points and tricks, and each seat's discards (and whether its partner held
    the trick then)."""
    rules, me = view.rules, view.seat
    forbidden = [0, 0, 0, 0]
    abnat = [0, 0]
    won = [0, 0]
    discards: list[list[tuple[int, bool]]] = [[], [], [], []]
    before: set[str] = set()
    all_tricks: list[tuple[tuple[tuple[int, str], ...], Optional[int]]] = \
        [(t.plays, t.winner) for t in view.tricks]
    if view.current:
        all_tricks.append((view.current, None))
    gone = set(view.hand) | set(played_cards)
    candidates = [card for card in DECK if card not in gone]
    for plays, winner in all_tricks:
        current: list[tuple[int, str]] = []
        for seat, card in plays:
            if seat != me:
                for other in candidates:
                    bit = 1 << codec.to_int[other]
                    if forbidden[seat] & bit:
                        continue
                    if card not in legal_cards(rules, (card, other), current, seat, trump_str,
                                               locked, frozenset(before)):
                        forbidden[seat] |= bit
            if current and card[1] != led_suit(current):
                # a discard or a trump: remember whether the partner held the trick
                win_seat = current[winning_index([c for _, c in current], trump_str)][0]
                discards[seat].append((codec.to_int[card], win_seat == (seat + 2) % 4))
            before.add(card)
            current.append((seat, card))
        if winner is not None:
            pts = sum(codec.points[codec.to_int[c]] for _, c in plays)
            abnat[team_of(winner)] += pts
            won[team_of(winner)] += 1
    return forbidden, abnat, won, discards


def capacity(k: Knowledge, seat: int) -> int:
    """How many unknown cards `seat` still holds."""
    return k.sizes[seat] - popcount(k.known[seat])


def team_score_context(k: Knowledge) -> tuple[list[int], list[int]]:
    """Project points and baloot per team as far as this seat can tell."""
    from .scoring import estimate_projects
    return estimate_projects(k)


