"""How many open tables the server, one player and one address may have created
(a table is open from its creation until it is unlisted: its match over, or
abandoned before its start)."""

from __future__ import annotations

from typing import Optional

from .limits import Limits


class TableQuota:
    def __init__(self, limits: Limits):
        self.limits = limits
        self.tables: dict[str, tuple[str, Optional[str]]] = {}   # id -> (creator, address)
        self.by_player: dict[str, int] = {}
        self.by_address: dict[str, int] = {}

    def refusal(self, player: str, address: Optional[str]) -> Optional[str]:
        """Why ``player`` may not create a table now (an error code), or None."""
        if len(self.tables) >= self.limits.max_tables:
            return "server_full"
        if self.by_player.get(player, 0) >= self.limits.tables_per_player:
            return "too_many_tables"
        if address is not None and \
                self.by_address.get(address, 0) >= self.limits.tables_per_address:
            return "too_many_tables"
        return None

    def opened(self, table_id: str, creator: str, address: Optional[str]) -> None:
        if table_id in self.tables:
            return
        self.tables[table_id] = (creator, address)
        self.by_player[creator] = self.by_player.get(creator, 0) + 1
        if address is not None:
            self.by_address[address] = self.by_address.get(address, 0) + 1

    def closed(self, table_id: str) -> None:
        found = self.tables.pop(table_id, None)
        if found is None:
            return
        creator, address = found
        _less(self.by_player, creator)
        if address is not None:
            _less(self.by_address, address)


def _less(counts: dict[str, int], key: str) -> None:
    left = counts.get(key, 0) - 1
    if left > 0:
        counts[key] = left
    else:
        counts.pop(key, None)
