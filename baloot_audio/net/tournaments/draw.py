"""A tournament's draw, pure (no I/O, no clock): the teams, the pairings of every
round, who advances, the standings, and the check anyone can make at the end.

Everything drawn comes from the tournament's seed, a secret of 32 hex digits
whose SHA-256 (:func:`commitment`) is published when the tournament is created
and the seed itself when it ends: each use draws from its own generator
(HMAC-SHA256 of the seed and the use's name), so the seats of one round never
depend on how many draws another made. Given the seed, the registrations and
the results, :func:`rounds_of` gives every round's pairings again, and
:func:`verify` checks a finished tournament's published draw.

Single elimination: the field's order is drawn, then the classic bracket (the
first of the order meets the last, the first two can only meet in the final);
a field that is not a power of two fills the bracket with byes, which go to the
first of the order (a bye advances at once). Swiss: a fixed number of rounds;
each round pairs the teams by score (then by the drawn order), no two teams
twice where the field allows it, and an odd field's last team without a bye
gets one (a bye scores as a win).
"""

from __future__ import annotations

import hashlib
import hmac
import random
from dataclasses import dataclass
from typing import Iterable, Optional

SINGLE, SWISS = "single", "swiss"
FORMATS = (SINGLE, SWISS)
SEARCH_STEPS = 20_000        # a Swiss round's search for pairings without a rematch


def commitment(seed: str) -> str:
    """What is published before the start: the SHA-256 of the seed, in hex."""
    return hashlib.sha256(seed.encode()).hexdigest()


def _rng(seed: str, use: str) -> random.Random:
    digest = hmac.new(seed.encode(), use.encode(), hashlib.sha256).digest()
    return random.Random(int.from_bytes(digest, "big"))


def table_seed(seed: str, round_index: int, index: int) -> str:
    """The shuffle seed of one match's table (so its deals are the draw's too)."""
    message = f"table:{round_index}:{index}".encode()
    return hmac.new(seed.encode(), message, hashlib.sha256).hexdigest()[:32]


@dataclass(frozen=True)
class Registration:
    """A registration: a player, and the partner they named (None: drawn)."""
    player: str
    partner: Optional[str] = None


def teams_from(entries: Iterable[Registration],
               seed: str) -> tuple[list[tuple[str, str]], list[str]]:
    """The teams of two, and the players left without a partner (an odd field).

    Two players who named each other are a team (in the order of the first to
    register); everyone else is paired in an order drawn from the seed."""
    entries = list(entries)
    named = {e.player: e.partner for e in entries}
    teams: list[tuple[str, str]] = []
    taken: set[str] = set()
    for e in entries:
        if e.player in taken or e.partner is None or e.partner == e.player:
            continue
        if named.get(e.partner) == e.player and e.partner not in taken:
            teams.append((e.player, e.partner))
            taken.update((e.player, e.partner))
    rest = [e.player for e in entries if e.player not in taken]
    _rng(seed, "partners").shuffle(rest)
    pairs = len(rest) // 2
    teams += [(rest[2 * i], rest[2 * i + 1]) for i in range(pairs)]
    return teams, rest[2 * pairs:]


@dataclass(frozen=True)
class Draw:
    """What the pairings depend on besides the results: the format, the number
    of teams, the seed, and a Swiss tournament's number of rounds."""
    kind: str
    teams: int
    seed: str
    swiss_rounds: int = 0

    def __post_init__(self) -> None:
        if self.kind not in FORMATS:
            raise ValueError(f"format {self.kind!r}: one of {', '.join(FORMATS)}")
        if self.teams < 2:
            raise ValueError("a tournament needs two teams at least")
        if self.kind == SWISS and not 1 <= self.swiss_rounds < self.teams:
            raise ValueError("a Swiss tournament plays 1 round to one fewer than its teams")

    @property
    def rounds(self) -> int:
        if self.kind == SWISS:
            return self.swiss_rounds
        return (self.teams - 1).bit_length()

    def order(self) -> list[int]:
        """The field's drawn order (team indexes): the first is the top seed."""
        order = list(range(self.teams))
        _rng(self.seed, "order").shuffle(order)
        return order


@dataclass(frozen=True)
class Pairing:
    """One match of a round: ``home`` at seats 0 and 2, ``away`` at 1 and 3
    (None: ``home`` has a bye). ``index`` counts the round's matches from 0."""
    round: int
    index: int
    home: int
    away: Optional[int]

    @property
    def key(self) -> tuple[int, int]:
        return (self.round, self.index)

    @property
    def teams(self) -> tuple[int, int]:
        """(home, away) of a match that is no bye."""
        assert self.away is not None, f"match {self.key} is a bye"
        return self.home, self.away

    @property
    def bye(self) -> bool:
        return self.away is None


Results = dict[tuple[int, int], int]      # (round, index) -> the winning team


def winner(pairing: Pairing, results: Results) -> Optional[int]:
    """The match's winner (a bye's: its team at once; None: not played yet)."""
    return pairing.home if pairing.bye else results.get(pairing.key)


def bracket_slots(size: int) -> list[int]:
    """The seeds' places in a bracket of ``size`` (a power of two): 1 meets the
    last, and the first two are in opposite halves ([0, 3, 1, 2] for 4)."""
    slots = [0]
    while len(slots) < size:
        slots = [x for s in slots for x in (s, 2 * len(slots) - 1 - s)]
    return slots


def _single_round(draw: Draw, before: list[Pairing], results: Results) -> list[Pairing]:
    r = len(before) and before[0].round + 1
    if not before:
        order = draw.order()
        size = 1 << draw.rounds
        seeds = [order[s] if s < draw.teams else None for s in bracket_slots(size)]
        return [Pairing(0, i, *_home_first(seeds[2 * i], seeds[2 * i + 1]))
                for i in range(size // 2)]
    won = [winner(p, results) for p in before]     # each decided: rounds_of pairs no sooner
    return [Pairing(r, i, _played(won[2 * i]), won[2 * i + 1]) for i in range(len(won) // 2)]


def _played(team: Optional[int]) -> int:
    assert team is not None, "a round is paired once the one before is decided"
    return team


def _home_first(a: Optional[int], b: Optional[int]) -> tuple[int, Optional[int]]:
    assert a is not None or b is not None, "a match of two byes"
    return (a, b) if a is not None else (b, a)      # type: ignore[return-value]


def scores(rounds: list[list[Pairing]], results: Results) -> dict[int, int]:
    """Each team's wins so far (a bye counts as one)."""
    out: dict[int, int] = {}
    for pairing in (p for r in rounds for p in r):
        won = winner(pairing, results)
        if won is not None:
            out[won] = out.get(won, 0) + 1
    return out


def _swiss_round(draw: Draw, rounds: list[list[Pairing]], results: Results) -> list[Pairing]:
    r = len(rounds)
    place = {team: i for i, team in enumerate(draw.order())}
    score = scores(rounds, results)
    ranked = sorted(range(draw.teams), key=lambda t: (-score.get(t, 0), place[t]))
    met = {frozenset((p.home, p.away)) for rnd in rounds for p in rnd if not p.bye}
    had_bye = {p.home for rnd in rounds for p in rnd if p.bye}
    bye = None
    if draw.teams % 2:
        bye = next((t for t in reversed(ranked) if t not in had_bye), ranked[-1])
        ranked.remove(bye)
    pairs = _pair_without_rematch(ranked, met) or \
        [(ranked[i], ranked[i + 1]) for i in range(0, len(ranked), 2)]
    out = [Pairing(r, i, a, b) for i, (a, b) in enumerate(pairs)]
    return out + ([Pairing(r, len(out), bye, None)] if bye is not None else [])


def _pair_without_rematch(ranked: list[int], met: set[frozenset]
                          ) -> Optional[list[tuple[int, int]]]:
    """The ranked teams paired top down, each with the nearest below not met yet
    (backtracking; None when there is no such pairing or the search is too long)."""
    steps = [0]

    def search(rest: list[int]) -> Optional[list[tuple[int, int]]]:
        if not rest:
            return []
        first = rest[0]
        for i in range(1, len(rest)):
            steps[0] += 1
            if steps[0] > SEARCH_STEPS:
                return None
            if frozenset((first, rest[i])) in met:
                continue
            tail = search(rest[1:i] + rest[i + 1:])
            if tail is not None:
                return [(first, rest[i]), *tail]
        return None

    return search(ranked)


def rounds_of(draw: Draw, results: Results) -> list[list[Pairing]]:
    """Every round that can be paired: the first, then each next one once every
    match of the round before has its result."""
    rounds: list[list[Pairing]] = []
    while len(rounds) < draw.rounds:
        if rounds and any(winner(p, results) is None for p in rounds[-1]):
            break
        if draw.kind == SINGLE:
            rounds.append(_single_round(draw, rounds[-1] if rounds else [], results))
        else:
            rounds.append(_swiss_round(draw, rounds, results))
    return rounds


def finished(draw: Draw, results: Results) -> bool:
    rounds = rounds_of(draw, results)
    return len(rounds) == draw.rounds and all(winner(p, results) is not None
                                              for p in rounds[-1])


@dataclass(frozen=True)
class TeamStanding:
    """A team's place (ties share it), its wins, and the round it went out in
    (single elimination; None: still in, or Swiss)."""
    team: int
    place: int
    wins: int
    out_in: Optional[int] = None


def standings(draw: Draw, results: Results) -> list[TeamStanding]:
    """The teams in order: single elimination by the round each went out in (the
    winner first), Swiss by wins, then the wins of the teams met, then the order."""
    rounds = rounds_of(draw, results)
    won = scores(rounds, results)
    place = {team: i for i, team in enumerate(draw.order())}
    key: dict[int, tuple[int, ...]]
    tie: dict[int, object]
    if draw.kind == SINGLE:
        out: dict[int, int] = {}
        for pairing in (p for r in rounds for p in r if not p.bye):
            w = results.get(pairing.key)
            if w is not None:
                home, away = pairing.teams
                out[away if w == home else home] = pairing.round
        key = {t: (-out.get(t, draw.rounds), place[t]) for t in range(draw.teams)}
        tie = {t: out.get(t, draw.rounds) for t in range(draw.teams)}
    else:
        met: dict[int, list[int]] = {t: [] for t in range(draw.teams)}
        for pairing in (p for r in rounds for p in r if not p.bye):
            home, away = pairing.teams
            met[home].append(away)
            met[away].append(home)
        buchholz = {t: sum(won.get(o, 0) for o in met[t]) for t in met}
        key = {t: (-won.get(t, 0), -buchholz[t], place[t]) for t in range(draw.teams)}
        tie = {t: (won.get(t, 0), buchholz[t]) for t in range(draw.teams)}
        out = {}
    ordered = sorted(range(draw.teams), key=key.__getitem__)
    table: list[TeamStanding] = []
    for i, team in enumerate(ordered):
        shared = table and tie[table[-1].team] == tie[team]
        table.append(TeamStanding(team, table[-1].place if shared else i + 1, won.get(team, 0),
                              out.get(team)))
    return table


Next = tuple[int, Optional[int], Optional[int]]     # (round, index, feeder)


def next_match(draw: Draw, results: Results, team: int) -> Optional[Next]:
    """Where ``team`` plays next: (round, the pairing's index or None when not
    drawn yet, the index of the match of the round before whose winner it meets
    when that is still being played). None: it is out, or the tournament is over."""
    rounds = rounds_of(draw, results)
    for pairing in rounds[-1] if rounds else []:
        if team in (pairing.home, pairing.away) and winner(pairing, results) is None:
            return (pairing.round, pairing.index, None)
    if finished(draw, results):
        return None
    if draw.kind == SWISS:
        return (len(rounds), None, None)
    mine = next((p for p in rounds[-1] if winner(p, results) == team), None)
    if mine is None:
        return None
    return (mine.round + 1, None, mine.index ^ 1)


def seating(seed: str, pairing: Pairing, teams: list[tuple[str, str]]) -> list[Optional[str]]:
    """The four seats of a match: home at 0 and 2, away at 1 and 3, each team's
    two players in an order drawn for this match."""
    rng = _rng(seed, f"seats:{pairing.round}:{pairing.index}")
    seats: list[Optional[str]] = [None] * 4
    for first, team in ((0, pairing.home), (1, pairing.away)):
        if team is None:
            continue
        a, b = teams[team]
        if rng.random() < 0.5:
            a, b = b, a
        seats[first], seats[first + 2] = a, b
    return seats


def verify(seed: str, published: str, draw: Draw, entries: list[Registration],
           teams: list[tuple[str, str]], rounds: list[list[Pairing]],
           results: Results) -> list[str]:
    """What does not match in a finished tournament's published draw (empty: it
    all does): the seed's hash, the teams drawn, and every round's pairings."""
    wrong = []
    if commitment(seed) != published:
        wrong.append("the seed's hash is not the one published before the start")
    if draw.seed != seed:
        wrong.append("the draw was made with another seed")
    if teams_from(entries, seed)[0] != teams:
        wrong.append("the teams are not the ones the seed draws")
    if rounds_of(Draw(draw.kind, draw.teams, seed, draw.swiss_rounds), results) != rounds:
        wrong.append("the pairings are not the ones the seed and the results give")
    return wrong
