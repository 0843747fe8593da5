"""When to tell a table that a seat's player dropped or came back: a drop is told
only once the player has been away ``delay`` seconds, and a return only when
its drop was told, so a connection that comes and goes every few seconds is
not announced at each cycle (the seat is held, and its bot plays, at once)."""

from __future__ import annotations

from typing import Any, Callable


class Presence:
    def __init__(self, delay: float, later: Callable[[float, Callable[[], Any]], None]):
        self.delay = delay
        self.later = later             # the room's: runs a function as an item, in a while
        self.drops = [0, 0, 0, 0]      # each seat's drops and returns so far
        self.told: set[int] = set()    # seats whose drop was told, not their return

    def away(self, seat: int, then: Callable[[], Any]) -> None:
        """The seat's player dropped: ``then()`` (what tells it) runs in ``delay``
        seconds, unless they are back by then."""
        self.drops[seat] += 1
        number = self.drops[seat]

        def still_away() -> Any:
            if self.drops[seat] != number or seat in self.told:
                return None
            self.told.add(seat)
            return then()

        self.later(self.delay, still_away)

    def back(self, seat: int) -> bool:
        """The player is back (or the seat let go): True when the drop was told."""
        self.drops[seat] += 1
        if seat in self.told:
            self.told.discard(seat)
            return True
        return False
