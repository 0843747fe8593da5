"""The server's housekeeping: now and then, finished tables are archived (their
actions pruned, their records kept for replay and verify) and, past the
retention, deleted (Storage.prune), with the guests not seen within it
(Storage.forget_guests)."""

from __future__ import annotations

import asyncio
import logging
import time

from .storage import Storage, StorageError

log = logging.getLogger("baloot_audio.net")

EVERY = 600.0            # seconds between two rounds of housekeeping
ARCHIVE_AFTER = 600.0    # a table finished this long ago is archived


async def keep_house(storage: Storage, retention_days: float, every: float = EVERY) -> None:
    """Prune the storage now, then every ``every`` seconds, until cancelled."""
    while True:
        now = time.time()
        keep = now - retention_days * 86400 if retention_days > 0 else None
        try:
            archived, deleted = await storage.prune(now - ARCHIVE_AFTER, keep)
            forgotten = await storage.forget_guests(keep) if keep is not None else 0
            if archived or deleted or forgotten:
                log.info("housekeeping: %d finished table(s) archived, %d deleted; "
                         "%d guest(s) forgotten", archived, deleted, forgotten)
        except StorageError as error:
            log.warning("housekeeping: %s", error)
        await asyncio.sleep(every)
