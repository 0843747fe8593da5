"""Invite codes against guessing: long codes, and a wrong code that costs more
each time, counted per connection, per address and for the whole server
(:class:`Tries`; passwords and new accounts are counted the same way: accounts/identity.py).

A code is tried only when none of the three says wait (so even the right code is
refused while one does: otherwise a guesser would simply never stop). Each
wrong code adds a strike to its connection and its address: a few are free (a
typo), then each one makes its source wait twice as long as the one before, up
to ``--guess-wait``; a strike is forgiven every FORGIVE seconds. The whole
server tries at most ``--guesses-per-second`` wrong codes a second (a bucket:
ten seconds' worth at once), whoever sends them. docs/deployment.md turns these
into the time it takes to find a table by guessing.
"""

from __future__ import annotations

import secrets
import time
import weakref
from typing import Optional

from .limits import Bucket, Limits

# 31 signs: no 0/O, 1/I; no P, which Arabic names as it names B (بي): a code is heard,
# then typed
CODE_LETTERS = "ABCDEFGHJKLMNQRSTUVWXYZ23456789"
FREE_PER_CONNECTION = 3     # wrong codes a connection may send before any wait
FREE_PER_ADDRESS = 10       # and an address (a household, a school behind one address)
FIRST_WAIT = 1.0            # seconds the first costly wrong code makes its source wait
FORGIVE = 600.0             # seconds for one strike to be forgiven
KEPT_ADDRESSES = 10_000     # above this, the addresses whose strikes are forgiven are forgotten


def invite_code(length: int) -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


class Strikes:
    """Wrong codes from one source; each makes it wait twice as long as the last."""

    __slots__ = ("free", "count", "last", "until")

    def __init__(self, free: int):
        self.free = free
        self.count = 0.0
        self.last = self.until = 0.0

    def _now_count(self, now: float) -> float:
        return max(0.0, self.count - (now - self.last) / FORGIVE)

    def wait(self, now: float) -> float:
        return max(0.0, self.until - now)

    def wrong(self, now: float, longest: float) -> None:
        self.count, self.last = self._now_count(now) + 1, now
        over = self.count - self.free
        if over > 0:
            self.until = now + min(longest, FIRST_WAIT * 2 ** min(over - 1, 60))

    def forgive(self) -> None:
        """One strike less (a try counted before it was known to be right)."""
        self.count = max(0.0, self.count - 1)

    def forgotten(self, now: float) -> bool:
        return now >= self.until and self._now_count(now) == 0


class Tries:
    """Tries of one kind (invite codes, passwords, new accounts): each costly one
    adds a strike to its connection and its address (``free_conn`` and
    ``free_address`` cost nothing), and the whole server allows ``rate`` of them a
    second (ten seconds' worth at once), whoever sends them."""

    def __init__(self, rate: float, longest: float, free_conn: int, free_address: int):
        self.longest, self.free_conn, self.free_address = longest, free_conn, free_address
        self.server = Bucket(rate, max(1.0, 10 * rate))
        self.by_address: dict[str, Strikes] = {}
        self.by_conn: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()

    def wait(self, conn: object, address: Optional[str], trusted: bool = False) -> float:
        """Seconds before ``conn`` may try (0: now); ``trusted``: the try is not one
        the whole server's budget may refuse (a known account's own address), only
        its connection's and its address's strikes."""
        now = time.monotonic()
        sources = (self.by_conn.get(conn), self.by_address.get(address or ""))
        waits = [strikes.wait(now) for strikes in sources if strikes is not None]
        if not trusted and not self.server.ready():
            waits.append(1 / self.server.rate)
        return max(waits, default=0.0)

    def costly(self, conn: object, address: Optional[str]) -> bool:
        """A costly try (a wrong code or password, a new account) was made; whether
        the whole server's budget paid for it (a trusted try finds it empty)."""
        now = time.monotonic()
        paid = self.server.take()
        conn_strikes = self.by_conn.get(conn)
        if conn_strikes is None:
            conn_strikes = self.by_conn[conn] = Strikes(self.free_conn)
        conn_strikes.wrong(now, self.longest)
        self._address(address or "", now).wrong(now, self.longest)
        return paid

    def refund(self, conn: object, address: Optional[str], paid: bool = True) -> None:
        """A try counted as costly up front (so that tries sent at once all count)
        turned out right: its strikes and (``paid``) the server's budget are given back."""
        for strikes in (self.by_conn.get(conn), self.by_address.get(address or "")):
            if strikes is not None:
                strikes.forgive()
        if paid:
            self.server.give_back()

    def _address(self, address: str, now: float) -> Strikes:
        strikes = self.by_address.get(address)
        if strikes is None:
            if len(self.by_address) >= KEPT_ADDRESSES:
                self.by_address = {a: s for a, s in self.by_address.items()
                                   if not s.forgotten(now)}
            strikes = self.by_address[address] = Strikes(self.free_address)
        return strikes


class KnownAddresses:
    """The addresses each account logged in from lately (``PER_KEY`` each, the
    newest kept; ``KEPT_KEYS`` accounts, the least recent forgotten first): a
    flood from other addresses never turns them away (accounts/identity.py)."""

    PER_KEY, KEPT_KEYS = 8, 100_000

    def __init__(self) -> None:
        self.by_key: dict[str, list[str]] = {}

    def add(self, key: str, address: Optional[str]) -> None:
        if address is None:
            return
        known = [a for a in self.by_key.pop(key, []) if a != address][-(self.PER_KEY - 1):]
        self.by_key[key] = known + [address]        # the most recent last, in both orders
        if len(self.by_key) > self.KEPT_KEYS:
            del self.by_key[next(iter(self.by_key))]

    def seen(self, key: str, address: Optional[str]) -> bool:
        return address is not None and address in self.by_key.get(key, ())


class Guesses(Tries):
    """Invite codes tried: a wrong one is costly."""

    def __init__(self, limits: Limits):
        super().__init__(limits.guesses_per_second, limits.guess_wait, FREE_PER_CONNECTION,
                         FREE_PER_ADDRESS)
        self.tried = 0             # codes tried (right or wrong), for the bench and the log

    def tried_code(self, conn: object, address: Optional[str], right: bool) -> None:
        """A code was tried (after :meth:`wait` said 0)."""
        self.tried += 1
        if not right:
            self.costly(conn, address)
