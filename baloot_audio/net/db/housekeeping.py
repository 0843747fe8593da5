"""The server's housekeeping: now and then, finished tables are archived (their
actions pruned, their records kept for replay and verify) and, past the
retention, deleted (Storage.prune), with the guests not seen within it
(Storage.forget_guests) and the reports (Storage.forget_reports); the login tokens unused for ``--token-days`` are deleted
(Storage.forget_login_tokens: they no longer log in anyway)."""

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
                     clock: Callable[[], float] = time.time, token_days: float = 0.0) -> None:
    """Prune the storage now, then every ``every`` seconds, until cancelled."""
    while True:
        await tidy(storage, retention_days, clock(), token_days)
        await asyncio.sleep(every)


async def tidy(storage: Storage, retention_days: float, now: float,
               token_days: float = 0.0) -> tuple[int, int, int]:
    """One round of housekeeping as of ``now`` (the caller's clock): the counts of
    tables archived and deleted and of guests forgotten (none when the storage fails).
    ``token_days``: the login tokens' lifetime (0: for ever)."""
    keep = now - retention_days * 86400 if retention_days > 0 else None
    try:
        archived, deleted = await storage.prune(now - ARCHIVE_AFTER, keep)
        forgotten = await storage.forget_guests(keep) if keep is not None else 0
        if token_days > 0:
            await storage.forget_login_tokens(now - token_days * 86400)
        reports = await storage.forget_reports(keep) if keep is not None else 0
    except StorageError as error:
        log.warning("housekeeping: %s", error)
        return 0, 0, 0
    if archived or deleted or forgotten or reports:
        log.info("housekeeping: %d finished table(s) archived, %d deleted; "
                 "%d guest(s) forgotten; %d report(s) past the retention deleted",
                 archived, deleted, forgotten, reports)
    return archived, deleted, forgotten
