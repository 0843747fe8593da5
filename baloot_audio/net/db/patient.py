"""The storage a room writes through: a write that finds no room (a full disk)
waits and is tried again until it lands, so a table stops while the disk is
full and goes on by itself once there is room (every write is idempotent, see
storage.py). Everything else goes to the storage as it is."""

from __future__ import annotations

import asyncio
import logging
from typing import Any, Awaitable, Callable, Optional

from .standing import FinishedMatch
from .storage import Storage, StorageFull

log = logging.getLogger("baloot_audio.net")

FIRST_WAIT, LONGEST_WAIT = 0.5, 15.0      # seconds between tries: doubling up to the longest


class PatientStorage:
    def __init__(self, storage: Storage):
        self.storage = storage
        self.waiting: set[str] = set()      # tables whose write waits for room

    def __getattr__(self, name: str) -> Any:
        return getattr(self.storage, name)

    async def _until_stored(self, table_id: str, write: Callable[[], Awaitable[None]]) -> None:
        wait = FIRST_WAIT
        try:
            while True:
                try:
                    return await write()
                except StorageFull as error:
                    if not self.waiting:
                        log.error("%s", error)
                    self.waiting.add(table_id)
                await asyncio.sleep(wait)
                wait = min(LONGEST_WAIT, 2 * wait)
        finally:
            if table_id in self.waiting:
                self.waiting.discard(table_id)
                if not self.waiting:
                    log.warning("the storage has room again: every table goes on")

    async def update_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        await self._until_stored(table_id, lambda: self.storage.update_settings(table_id, settings))

    async def start_round(self, table_id: str, round_index: int) -> None:
        await self._until_stored(table_id, lambda: self.storage.start_round(table_id, round_index))

    async def append_action(self, table_id: str, round_index: int, action_index: int,
                            action: dict[str, Any]) -> None:
        await self._until_stored(table_id, lambda: self.storage.append_action(
            table_id, round_index, action_index, action))

    async def finish_table(self, table_id: str, records: list[dict[str, Any]],
                           match: Optional[FinishedMatch] = None) -> None:
        await self._until_stored(table_id, lambda: self.storage.finish_table(
            table_id, records, match))
