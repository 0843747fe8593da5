"""The server's housekeeping: now and then, finished tables are archived (their
actions pruned, their records kept for replay and verify) and, past the
retention, deleted (Storage.prune), with the guests not seen within it
(Storage.forget_guests)."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Callable

from .storage import Storage, StorageError

log = logging.getLogger("baloot_audio.net")

EVERY = 600.0            # seconds between two rounds of housekeeping
ARCHIVE_AFTER = 600.0    # a table finished this long ago is archived


async def keep_house(storage: Storage, retention_days: float, every: float = EVERY,
                     clock: Callable[[], float] = time.time) -> None:
    """Prune the storage now, then every ``every`` seconds, until cancelled."""
    while True:
        await tidy(storage, retention_days, clock())
        await asyncio.sleep(every)


async def tidy(storage: Storage, retention_days: float, now: float) -> tuple[int, int, int]:
    """One round of housekeeping as of ``now`` (the caller's clock): the counts of
    tables archived and deleted and of guests forgotten (none when the storage fails)."""
    keep = now - retention_days * 86400 if retention_days > 0 else None
    try:
        archived, deleted = await storage.prune(now - ARCHIVE_AFTER, keep)
        forgotten = await storage.forget_guests(keep) if keep is not None else 0
    except StorageError as error:
        log.warning("housekeeping: %s", error)
        return 0, 0, 0
    if archived or deleted or forgotten:
        log.info("housekeeping: %d finished table(s) archived, %d deleted; "
                 "%d guest(s) forgotten", archived, deleted, forgotten)
    return archived, deleted, forgotten
