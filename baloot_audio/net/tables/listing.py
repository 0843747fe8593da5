"""The lobby's list of public tables, read a page at a time: an answer to
``list_tables`` stays small however many tables there are, and finding a page
costs a bisection, not a walk over every table."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from typing import Optional


class PublicTables:
    """Public tables in the order they were listed; a page's cursor is the place
    of its last table (a number as text), still good when tables go meanwhile."""

    def __init__(self) -> None:
        self.places: list[int] = []          # increasing
        self.ids: list[str] = []             # the table at each place
        self.place: dict[str, int] = {}
        self.counter = 0

    def __len__(self) -> int:
        return len(self.ids)

    def add(self, table_id: str) -> None:
        if table_id in self.place:
            return
        self.counter += 1
        self.place[table_id] = self.counter
        self.places.append(self.counter)
        self.ids.append(table_id)

    def remove(self, table_id: str) -> None:
        place = self.place.pop(table_id, None)
        if place is None:
            return
        i = bisect_left(self.places, place)
        del self.places[i], self.ids[i]

    def page(self, after: Optional[str], size: int) -> tuple[list[str], Optional[str]]:
        """The tables after the cursor ``after`` (None: from the first), at most
        ``size``, and the next page's cursor (None: this is the last page).
        Raises ValueError for a cursor this listing never gave."""
        start = 0
        if after is not None:
            if not after.isdigit():
                raise ValueError(f"not a cursor: {after!r}")
            start = bisect_right(self.places, int(after))
        end = start + size
        more = end < len(self.places)
        return self.ids[start:end], str(self.places[end - 1]) if more else None
