"""When to tell a table that a player dropped or came back: a drop is told only
once the player has been away ``delay`` seconds, and a return only when its drop
was told, so a connection that comes and goes every few seconds is not
announced at each cycle (a seat is held, and its bot plays, at once). A seat is
known by its number, a watcher by their player id."""

from __future__ import annotations

from typing import Any, Callable, Hashable


class Presence:
    def __init__(self, delay: float, later: Callable[[float, Callable[[], Any]], None]):
        self.delay = delay
        self.later = later             # the room's: runs a function as an item, in a while
        self.drops: dict[Hashable, int] = {}   # each one's drops and returns so far
        self.away_untold: set[Hashable] = set()  # gone, not told yet
        self.told: set[Hashable] = set()         # whose drop was told, not their return

    def away(self, key: Hashable, then: Callable[[], Any]) -> None:
        """``key``'s player dropped: ``then()`` (what tells it) runs in ``delay``
        seconds, unless they are back by then."""
        number = self.drops[key] = self.drops.get(key, 0) + 1
        self.away_untold.add(key)

        def still_away() -> Any:
            if self.drops.get(key) != number or key in self.told:
                return None
            self.away_untold.discard(key)
            self.told.add(key)
            return then()

        self.later(self.delay, still_away)

    def back(self, key: Hashable) -> bool:
        """The player is back (or the seat let go): True when the drop was told."""
        self.drops[key] = self.drops.get(key, 0) + 1
        self.away_untold.discard(key)
        if key in self.told:
            self.told.discard(key)
            return True
        return False

    def unseen_return(self, key: Hashable) -> bool:
        """The player is back before their drop was told: nothing to tell."""
        unseen = key in self.away_untold
        self.back(key)
        return unseen
