"""The matcher: who sits with whom, from the entries waiting now. Pure: the entries,
the time and the policy in, the tables out; the line (line.py) keeps the state.

A rated table seats four accounts whose ratings are close: each entry accepts
others within its range, which starts at ``Policy.start`` rating points and widens
with every second it has waited; the oldest entry is served first (its range is
the widest), with the closest ratings it accepts. A rated table never has a bot,
never two entries from one address (one person's many accounts are not four
players), and never the same four accounts as one of their last matches. A casual
table seats whoever waits longest; when its players have all waited as long as
they chose (``Wanted.bots_after``), bots take the seats left.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Optional, Sequence


@dataclass(frozen=True)
class Wanted:
    """What a player asked for: only entries wanting the same ``queue`` sit together."""
    preset: str = "saudi"
    qaid: bool = False             # a Qaid table (mistakes accepted, called) or an easy one
    timer: str = "off"
    rated: bool = False
    bots_after: Optional[float] = None   # casual: bots fill the table after this wait; None: never

    @property
    def queue(self) -> tuple[str, bool, str, bool]:
        return self.preset, self.qaid, self.timer, self.rated


@dataclass(frozen=True)
class Waiter:
    """One place in line: a player, or two partners (``players``, seated opposite)."""
    ticket: str
    players: tuple[str, ...]
    rating: float                  # the mean of its players' (openskill mu)
    since: float                   # when it came in line (its place: the earliest first)
    wanted: Wanted
    address: str = ""              # where it connects from ("" unknown: never equal)
    not_before: float = 0.0        # a no-show waits until then before the next try

    @property
    def size(self) -> int:
        return len(self.players)


@dataclass(frozen=True)
class Policy:
    start: float = 2.0             # the range of a rated entry that just came
    widen: float = 0.1             # points a second waited
    widest: float = 1e9            # the range stops widening there


@dataclass(frozen=True)
class Found:
    """A table: its entries, and the seats in order (a player id, or None: a bot)."""
    entries: tuple[Waiter, ...]
    seats: tuple[Optional[str], ...]

    @property
    def bots(self) -> int:
        return sum(1 for seat in self.seats if seat is None)


Repeat = Callable[[frozenset[str]], bool]     # True: these four played together lately


def reach(entry: Waiter, now: float, policy: Policy) -> float:
    """The rating range ``entry`` accepts now."""
    waited = max(0.0, now - entry.since)
    return min(policy.widest, policy.start + policy.widen * waited)


def accepts(a: Waiter, b: Waiter, now: float, policy: Policy) -> bool:
    """Both entries may sit together: a casual queue takes anyone; a rated one, ratings
    within both ranges and two addresses."""
    if not a.wanted.rated:
        return True
    if a.address and a.address == b.address:
        return False
    gap = abs(a.rating - b.rating)
    return gap <= reach(a, now, policy) and gap <= reach(b, now, policy)


def match(entries: Iterable[Waiter], now: float, policy: Policy = Policy(),
          repeat: Repeat = lambda group: False) -> list[Found]:
    """The tables to offer now; each entry in one table at most."""
    queues: dict[tuple[str, bool, str, bool], list[Waiter]] = {}
    for entry in sorted(entries, key=lambda e: (e.since, e.ticket)):
        if entry.not_before <= now:
            queues.setdefault(entry.wanted.queue, []).append(entry)
    found: list[Found] = []
    for line in queues.values():
        found.extend(_tables(line, now, policy, repeat))
    return found


def _tables(line: list[Waiter], now: float, policy: Policy, repeat: Repeat) -> list[Found]:
    tables: list[Found] = []
    taken: set[str] = set()
    for anchor in line:
        if anchor.ticket in taken:
            continue
        free = [e for e in line if e.ticket not in taken and e is not anchor]
        group = _group(anchor, free, now, policy, repeat)
        if group is None and _bots_may_fill(anchor, now):
            group = _casual_with_bots(anchor, free, now)
        if group is not None:
            taken.update(e.ticket for e in group)
            tables.append(Found(tuple(group), seats_for(group)))
    return tables


def _group(anchor: Waiter, free: Sequence[Waiter], now: float, policy: Policy,
           repeat: Repeat) -> Optional[list[Waiter]]:
    """Four players with ``anchor``: the closest ratings first (casual: the longest
    waiting first), each accepted by all the others; None: not yet."""
    if anchor.wanted.rated:
        free = sorted(free, key=lambda e: (abs(e.rating - anchor.rating), e.since, e.ticket))
    group, count = [anchor], anchor.size
    for other in free:
        if count + other.size > 4 or not all(accepts(g, other, now, policy) for g in group):
            continue
        if count + other.size == 4 and anchor.wanted.rated and \
                repeat(frozenset(p for e in (*group, other) for p in e.players)):
            continue
        group.append(other)
        count += other.size
        if count == 4:
            return group
    return None


def _bots_may_fill(entry: Waiter, now: float) -> bool:
    after = entry.wanted.bots_after
    return not entry.wanted.rated and after is not None and now - entry.since >= after


def _casual_with_bots(anchor: Waiter, free: Sequence[Waiter], now: float) -> list[Waiter]:
    """The anchor and those waiting who also take bots now (bots fill the rest)."""
    group, count = [anchor], anchor.size
    for other in free:
        if _bots_may_fill(other, now) and count + other.size <= 4:
            group.append(other)
            count += other.size
    return group


def seats_for(group: Sequence[Waiter]) -> tuple[Optional[str], ...]:
    """Seats 0 to 3: partners opposite (0 and 2, 1 and 3); four strangers as two even
    teams (the best and the last against the two between); bots in the rest."""
    seats: list[Optional[str]] = [None] * 4
    teams = [e for e in group if e.size == 2]
    singles = sorted((e for e in group if e.size == 1), key=lambda e: (-e.rating, e.ticket))
    for side, team in enumerate(teams):
        seats[side], seats[side + 2] = team.players
    if len(singles) == 4:
        order = [singles[0], singles[1], singles[3], singles[2]]
    else:
        order = singles
    free = [n for n in range(4) if seats[n] is None]
    for seat, entry in zip(free, order):
        seats[seat] = entry.players[0]
    return tuple(seats)


def missing(entry: Waiter, others: Iterable[Waiter], now: float, policy: Policy) -> int:
    """How many players ``entry`` still waits for: the table less itself and those
    waiting now that it would sit with (at least one, since it is not matched yet)."""
    near = sum(o.size for o in others if o.ticket != entry.ticket
               and o.wanted.queue == entry.wanted.queue and accepts(entry, o, now, policy))
    return max(1, 4 - entry.size - near)
