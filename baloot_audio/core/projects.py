"""Projects: finding each hand's best choice, the battle, and baloot."""
from __future__ import annotations

from itertools import combinations
from typing import Iterable, Optional

from .cards import DECK, NATURAL_RANK, SUITS, mask_of
from .rules import Rules
from .state import Contract, Project, team_of

TIERS = {"sira": 1, "fifty": 2, "hundred": 3, "four_hundred": 4}
POINTS = {
    "sun": {"sira": 4, "fifty": 10, "hundred": 20, "four_hundred": 40},
    "hokum": {"sira": 2, "fifty": 5, "hundred": 10},
}
QUAD_RANKS = "AKQJT"


def _byte_runs(byte: int) -> tuple[tuple[int, int], ...]:
    """(start, length) of each stretch of three or more consecutive bits of `byte`."""
    runs, start = [], None
    for bit in range(9):
        if bit < 8 and byte >> bit & 1:
            start = bit if start is None else start
        elif start is not None:
            if bit - start >= 3:
                runs.append((start, bit - start))
            start = None
    return tuple(runs)


# A hand's bit set holds each suit's cards in natural order (cards.DECK), one
# byte a suit: a run is a stretch of set bits inside a byte.
_RUNS_IN_BYTE = tuple(_byte_runs(byte) for byte in range(256))
_QUAD_BITS = {rank: mask_of(rank + suit for suit in SUITS) for rank in QUAD_RANKS}


def _runs(mask: int) -> list[tuple[str, ...]]:
    """Maximal runs of three or more cards in one suit of bit set `mask`, natural
    order, suit by suit."""
    runs = []
    for suit in range(4):
        for start, length in _RUNS_IN_BYTE[mask >> 8 * suit & 0xFF]:
            runs.append(DECK[8 * suit + start:8 * suit + start + length])
    return runs


def _run_kind(length: int) -> str:
    return "sira" if length == 3 else "fifty" if length == 4 else "hundred"


def _quad_kind(rank: str, kind: str) -> str:
    return "four_hundred" if rank == "A" and kind == "sun" else "hundred"


def strength(project: Project, rules: Rules, first_speaker: int) -> tuple[int, ...]:
    """Battle order: tier, (ksa: run before four of a kind), top card, earlier seat."""
    top = max(NATURAL_RANK[card[0]] for card in project.cards)
    run_first = int(project.is_run) if rules.run_hundred_beats_quads else 0
    return (TIERS[project.kind], run_first, top, -((project.seat - first_speaker) % 4))


def best_projects(seat: int, hand: Iterable[str], kind: str) -> tuple[Project, ...]:
    """The (at most two) projects worth most points that `hand` can declare.

    A card serves one project, so a four of a kind and a run sharing a card
    compete: every choice of fours is tried and the rest form maximal runs.
    """
    mask = mask_of(hand)
    points = POINTS[kind]
    quads = [rank for rank in QUAD_RANKS if mask & _QUAD_BITS[rank] == _QUAD_BITS[rank]]
    if not quads and not any(_RUNS_IN_BYTE[mask >> shift & 0xFF] for shift in (0, 8, 16, 24)):
        return ()                  # most hands: nothing to declare
    best: tuple[int, tuple[Project, ...]] = (0, ())
    for size in range(len(quads) + 1):
        for chosen in combinations(quads, size):
            used = 0
            for rank in chosen:
                used |= _QUAD_BITS[rank]
            found = [Project(seat, _quad_kind(rank, kind), tuple(rank + s for s in SUITS))
                     for rank in chosen]
            found += [Project(seat, _run_kind(len(run)), run) for run in _runs(mask & ~used)]
            found.sort(key=lambda p: (points[p.kind], max(NATURAL_RANK[c[0]] for c in p.cards)),
                       reverse=True)
            found = found[:2]
            total = sum(points[p.kind] for p in found)
            if total > best[0]:
                best = (total, tuple(found))
    return best[1]


def settle_projects(hands: tuple[tuple[str, ...], ...], contract: Contract, rules: Rules,
                    first_speaker: int) -> tuple[tuple[Project, ...], Optional[int]]:
    """Every seat's declared projects with `scored` set by the battle, and the
    seat whose baloot counts (None when nobody has one)."""
    projects: list[Project] = []
    if rules.has_projects:
        for seat in range(4):
            projects.extend(best_projects(seat, hands[seat], contract.kind))
    if projects:
        winner = max(projects, key=lambda p: strength(p, rules, first_speaker))
        team = team_of(winner.seat)
        projects = [Project(p.seat, p.kind, p.cards, team_of(p.seat) == team) for p in projects]
    baloot = None
    if contract.kind == "hokum" and contract.trump:
        pair = {"K" + contract.trump, "Q" + contract.trump}
        for seat in range(4):
            if pair <= set(hands[seat]):
                baloot = seat
        if baloot is not None and rules.no_baloot_with_kq_hundred and any(
                p.scored and p.seat == baloot and not p.is_run and p.cards[0][0] in "KQ"
                for p in projects):
            baloot = None
    return tuple(projects), baloot


def project_points(projects: Iterable[Project], kind: str) -> tuple[int, int]:
    """Points of the scored projects, per team."""
    out = [0, 0]
    for project in projects:
        if project.scored:
            out[team_of(project.seat)] += POINTS[kind][project.kind]
    return out[0], out[1]
