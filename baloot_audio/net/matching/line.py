"""The line: who waits for a table, the seats found and not yet taken, who did not
take theirs, and which four played together lately. No clock and no connection:
each change is given ``now``; the hall (hall.py) tells the players.

A found table is an offer: each of its players takes the seat within the time
(``take``), or the offer lapses. Then whoever did not take it goes back to the
end of the line and waits before the next try, longer at each repeat (``missed``);
the others go back to the place they had.
"""

from __future__ import annotations

import secrets
from collections import deque
from dataclasses import dataclass, field, replace
from typing import Callable, Iterator, Optional

from .matcher import Waiter, Found, Policy, match, missing

LONGEST_PENALTY = 3600.0       # the longest a repeated no-show waits before the next try


@dataclass
class Offer:
    """A table found: the seats wait for their players until ``deadline``."""
    offer_id: str
    found: Found
    deadline: float
    taken: set[str] = field(default_factory=set)

    @property
    def players(self) -> list[str]:
        return [p for e in self.found.entries for p in e.players]

    @property
    def complete(self) -> bool:
        return self.taken >= set(self.players)


@dataclass(frozen=True)
class Lapsed:
    """An offer not taken in time (or left): who missed it (back at the end), who
    kept their place."""
    offer: Offer
    missed: tuple[str, ...]
    kept: tuple[str, ...]


class WaitingLine:
    def __init__(self, policy: Policy = Policy(), take: float = 20.0, repeat: int = 5,
                 per_address: int = 4, ticket: Callable[[], str] = lambda: secrets.token_hex(6)):
        self.policy, self.take, self.per_address = policy, take, per_address
        self.entries: dict[str, Waiter] = {}          # ticket -> its place in line
        self.ticket_of: dict[str, str] = {}          # player -> ticket (waiting or offered)
        self.offers: dict[str, Offer] = {}
        self.offer_of: dict[str, str] = {}           # player -> offer
        self.strikes: dict[str, int] = {}            # player -> seats not taken in a row
        self.recent: dict[str, deque[frozenset[str]]] = {}   # player -> their last foursomes
        self.repeat = repeat
        self.new_ticket = ticket

    # -- coming and going ------------------------------------------------------------
    def refusal(self, players: tuple[str, ...], address: str) -> Optional[str]:
        """Why these players may not come in line now, or None."""
        if any(p in self.ticket_of for p in players):
            return "in_line"
        if address and self.from_address(address) >= self.per_address:
            return "queue_address"
        return None

    def from_address(self, address: str) -> int:
        waiting = [e for e in self.entries.values() if e.address == address]
        offered = [e for o in self.offers.values() for e in o.found.entries
                   if e.address == address]
        return len(waiting) + len(offered)

    def join(self, entry: Waiter, now: float) -> Waiter:
        """``entry`` comes in line (a no-show's wait before its next try added)."""
        strikes = max(self.strikes.get(p, 0) for p in entry.players)
        if strikes:
            entry = replace(entry, not_before=now + self.penalty(strikes))
        self.entries[entry.ticket] = entry
        for player in entry.players:
            self.ticket_of[player] = entry.ticket
        return entry

    def entry_of(self, player: str) -> Optional[Waiter]:
        """``player``'s place: waiting, or in a table found."""
        entry = self.entries.get(self.ticket_of.get(player, ""))
        offer = self.offers.get(self.offer_of.get(player, ""))
        if entry is None and offer is not None:
            entry = next(e for e in offer.found.entries if player in e.players)
        return entry

    def penalty(self, strikes: int) -> float:
        return min(LONGEST_PENALTY, self.take * 2 ** (strikes - 1))

    def leave(self, player: str, now: float) -> Optional[Lapsed]:
        """``player`` leaves the line (and a seat offered: the offer lapses, the others
        keep their place); returns that lapse, if any."""
        ticket = self.ticket_of.get(player)
        offer = self.offers.get(self.offer_of.get(player, ""))
        lapsed = self._lapse(offer, now, gone=player) if offer is not None else None
        if ticket is not None:
            self._forget(ticket)
        return lapsed

    def _forget(self, ticket: str) -> None:
        entry = self.entries.pop(ticket, None)
        for player in entry.players if entry is not None else ():
            self.ticket_of.pop(player, None)

    # -- matching ------------------------------------------------------------------------
    def run(self, now: float) -> list[Offer]:
        """The tables found now, each an offer its players are told of."""
        offers = []
        for found in match(self.entries.values(), now, self.policy, self.played_lately):
            offer = Offer(self.new_ticket(), found, now + self.take)
            for entry in found.entries:
                del self.entries[entry.ticket]
                for player in entry.players:
                    self.offer_of[player] = offer.offer_id
            self.offers[offer.offer_id] = offer
            offers.append(offer)
        return offers

    def played_lately(self, group: frozenset[str]) -> bool:
        return any(group in self.recent.get(p, ()) for p in group)

    def waiting(self) -> Iterator[Waiter]:
        return iter(self.entries.values())

    def waiting_for(self, entry: Waiter, now: float) -> int:
        return missing(entry, self.entries.values(), now, self.policy)

    # -- the seat found --------------------------------------------------------------
    def took(self, player: str, offer_id: str) -> Optional[Offer]:
        """``player`` takes their seat; returns the offer once all four took theirs
        (it is then out of the line, their foursome remembered), else None. Raises
        KeyError when the offer is not theirs (or lapsed)."""
        if self.offer_of.get(player) != offer_id:
            raise KeyError(offer_id)
        offer = self.offers[offer_id]
        offer.taken.add(player)
        if not offer.complete:
            return None
        del self.offers[offer_id]
        group = frozenset(offer.players)
        for player in offer.players:
            del self.offer_of[player]
            self.ticket_of.pop(player, None)
            self.strikes.pop(player, None)
            if offer.found.bots == 0:
                self.recent.setdefault(player, deque(maxlen=max(1, self.repeat))).append(group)
        return offer

    def lapse_due(self, now: float) -> list[Lapsed]:
        """The offers whose time is over."""
        return [self._lapse(o, now) for o in list(self.offers.values()) if o.deadline <= now]

    def _lapse(self, offer: Offer, now: float, gone: str = "") -> Lapsed:
        del self.offers[offer.offer_id]
        missed: list[str] = []
        kept: list[str] = []
        for entry in offer.found.entries:
            for player in entry.players:
                del self.offer_of[player]
            late = [p for p in entry.players if p not in offer.taken or p == gone]
            if late:
                for player in late:     # leaving a found seat counts as not taking it
                    self.strikes[player] = self.strikes.get(player, 0) + 1
                missed.extend(entry.players)
                self.join(replace(entry, since=now), now)     # the end of the line
            else:
                kept.extend(entry.players)
                self.entries[entry.ticket] = entry           # its place as it was
        return Lapsed(offer, tuple(missed), tuple(kept))
