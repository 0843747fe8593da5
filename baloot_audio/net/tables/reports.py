"""Reports kept for the operator without letting anyone fill the disk with them.

A report (at a table: tables/moderation.py; in a diwan: social/diwans.py) goes
through one :class:`ReportDesk`:

- one open report per reporter and reported player: its id is made of the two
  (:func:`report_id`), so the storage keeps the first and refuses a second
  (``already_reported``) until the operator closes it (``admin close-report``);
- its context (the last chat lines and actions) is cut to :data:`REPORT_BYTES`
  of JSON, the oldest lines and actions dropped first;
- a rate per account (``--reports-per-hour``, three at once) and per address
  (three times that, ten at once: a household, or a table of friends), so
  neither many accounts from one address nor many addresses for one account
  write more than a few a minute (``report_throttled``). A refused duplicate
  costs nothing.

Housekeeping deletes the reports older than the retention (db/housekeeping.py).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Optional

from ..db.accounts import StoredReport
from ..db.storage import Storage
from ..guard.limits import Bucket, Limits, address_key

REPORT_BYTES = 8 * 1024      # a report's context, as stored JSON, at most
ACCOUNT_BURST, ADDRESS_BURST = 3.0, 10.0
MANY_SOURCES = 10_000        # buckets kept before the full ones are forgotten


def report_id(reporter_id: str, reported_id: str) -> str:
    """The one open report of ``reporter_id`` about ``reported_id``."""
    return hashlib.sha256(f"baloot-audio/report/{reporter_id}/{reported_id}".encode()
                          ).hexdigest()[:16]


def bounded_context(context: dict[str, Any], limit: int = REPORT_BYTES) -> str:
    """``context`` as JSON text of at most ``limit`` bytes: its lists (chat lines,
    actions) lose their oldest items until it fits, the longest list first."""
    context = {key: list(value) if isinstance(value, list) else value
               for key, value in context.items()}
    while True:
        text = json.dumps(context, ensure_ascii=False)
        if len(text.encode()) <= limit:
            return text
        lists = [key for key, value in context.items() if isinstance(value, list) and value]
        if not lists:
            return json.dumps({"cut": True})
        longest = max(lists, key=lambda key: len(json.dumps(context[key], ensure_ascii=False)))
        context[longest] = context[longest][1:]


class ReportDesk:
    """Where every report is filed: its budgets, its one-per-pair rule, its size."""

    def __init__(self, storage: Storage, limits: Limits):
        self.storage = storage
        self.per_hour = limits.reports_per_hour
        self.accounts: dict[str, Bucket] = {}
        self.addresses: dict[str, Bucket] = {}

    def _bucket(self, buckets: dict[str, Bucket], key: str, rate: float,
                burst: float) -> Bucket:
        if len(buckets) >= MANY_SOURCES:
            for full in [k for k, b in buckets.items() if b.full()]:
                del buckets[full]
        return buckets.setdefault(key, Bucket(rate / 3600, burst))

    async def file(self, reporter_id: str, reporter_name: str, address: Optional[str],
                   reported_id: str, reported_name: str, table_id: Optional[str],
                   reason: str, context: dict[str, Any], now: float) -> Optional[str]:
        """The report stored (None), or the refusal's code."""
        mine = self._bucket(self.accounts, reporter_id, self.per_hour, ACCOUNT_BURST)
        home = self._bucket(self.addresses, address_key(address or "?"), 3 * self.per_hour,
                            ADDRESS_BURST)
        if not (mine.ready() and home.ready()):
            return "report_throttled"
        mine.take(), home.take()          # taken now: reports sent at once all count
        stored = await self.storage.add_report(StoredReport(
            report_id(reporter_id, reported_id), reporter_id, reporter_name, reported_id,
            reported_name, table_id, reason, bounded_context(context), now))
        if not stored:
            mine.give_back()
            home.give_back()
            return "already_reported"
        return None

