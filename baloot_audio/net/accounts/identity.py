"""Who a connection is: its first message (hello, register or login) gives the
player an identity, or a refusal that names why.

- ``register``: a new account, its name not taken (compared by
  :func:`~baloot_audio.net.wire.names.name_key`) and allowed (:func:`~baloot_audio.net.wire.names.name_refusal`);
- ``login``: an account's name and password;
- ``hello`` with a token: an account's login token (replaced by a new one at
  each use, so a copied token is good once; unused for ``--token-days`` it
  expires, on the server's clock), or a guest's reconnect token;
- ``hello`` without one: a guest, on a server that takes guests (``serve
  --guests``), under a name that is allowed, no account's and no other online
  guest's on this process (compared by name_key, as accounts' are).

An account keeps its form of address (chosen at registration, changed by
``set_form``); a guest's is its hello's, for the connection.

Every welcome carries a token: a login token for an account (kept by the
desktop instead of the password), the guest's token otherwise. Wrong passwords
cost more each time for a name from an address (:class:`LoginGuard`: the
guesser is slowed, never the name, so a stranger cannot lock an owner out), and
a connection that fails too often is closed. Against a flood from many names or
many connections, wrong passwords and new accounts also cost more each time per
connection, per address and for the whole server, as wrong invite codes do
(guesses.Tries): ``login_wait`` and ``register_wait`` (--logins-per-second,
--registers-per-second, --login-wait). The whole server's budget never turns
away an account's login from an address it logged in from lately
(guesses.KnownAddresses), nor a login token (never counted): a flood from other
addresses cannot keep the regulars out.
"""

from __future__ import annotations

import hashlib
import logging
import secrets
import time
from dataclasses import dataclass, field
from typing import Callable, Collection, Optional, Protocol, Union

from ..db.storage import Storage
from ..guard.guesses import KnownAddresses, Tries
from ..guard.limits import Limits
from ..wire import protocol as p
from ..wire.names import UNSPECIFIED, name_key, name_refusal
from . import passwords

log = logging.getLogger("baloot_audio.net")

MAX_FAILURES = 5          # first messages refused before the connection is closed
FREE_TRIES = 3            # wrong passwords for a name before each one costs a wait
FREE_LOGINS = (3, 10)     # wrong passwords free per connection, per address
FREE_ACCOUNTS = (1, 3)    # new accounts free per connection, per address (a household)
MAX_LOCK = 3600.0         # seconds, the longest wait for a name's next try


def token_hash(token: str) -> str:
    return hashlib.sha256(f"baloot-audio/token/{token}".encode()).hexdigest()


def new_token() -> str:
    return secrets.token_urlsafe(24)


@dataclass
class Identity:
    player_id: str
    name: str
    token: str
    guest: bool
    blocked: set[str] = field(default_factory=set)
    form: str = UNSPECIFIED       # its form of address (names.FORMS)


class Session(Protocol):
    """An open connection as the accounts see it (the server's Conn)."""
    player_id: str
    name: str
    guest: bool
    closing: bool            # going: its name is free again


class IdentityRefused(Exception):
    """A first message refused: ``code`` for the error (see docs/protocol.md)."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(code)
        self.code, self.detail = code, detail


class LoginGuard:
    """Wrong passwords by name and address: after FREE_TRIES, that address's next
    try of that name waits 2, 4, 8... seconds (up to MAX_LOCK) from the last wrong
    one; a right one clears it. Another address is not slowed by it (the name's
    owner least of all): what slows a guesser of many addresses is each address's
    own strikes and the whole server's budget (Accounts.logins)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.failures: dict[str, tuple[int, float]] = {}   # name key, address -> (count, until)

    @staticmethod
    def _key(name_key: str, address: Optional[str]) -> str:
        return f"{name_key}\n{address or '?'}"

    def wait(self, name_key: str, address: Optional[str] = None) -> float:
        """Seconds before this name may be tried again from ``address`` (0: now)."""
        key = self._key(name_key, address)
        return max(0.0, self.failures.get(key, (0, 0.0))[1] - self.clock())

    def failed(self, name_key: str, address: Optional[str] = None) -> None:
        key = self._key(name_key, address)
        count = self.failures.get(key, (0, 0.0))[0] + 1
        lock = 0.0 if count < FREE_TRIES else min(MAX_LOCK, 2.0 ** (count - FREE_TRIES + 1))
        self.failures[key] = (count, self.clock() + lock)
        if len(self.failures) > 100_000:      # a bound on memory: the oldest go first
            del self.failures[next(iter(self.failures))]

    def succeeded(self, name_key: str, address: Optional[str] = None) -> None:
        self.failures.pop(self._key(name_key, address), None)


class Accounts:
    """The identities of a server's players (``guests``: hello without an account)."""

    def __init__(self, storage: Storage, guests: bool, limits: Limits = Limits(),
                 clock: Callable[[], float] = time.time, sessions: Collection[Session] = ()):
        self.storage, self.guests, self.clock = storage, guests, clock
        self.sessions = sessions           # the open connections (a guest's name is theirs)
        self.naming: dict[str, str] = {}   # guests' name keys being welcomed -> their ids
        self.token_life = limits.token_days * 86400 if limits.token_days > 0 else None
        self.guard = LoginGuard()
        self.known = KnownAddresses()      # where each account logged in from lately
        self.logins = Tries(limits.logins_per_second, limits.login_wait, *FREE_LOGINS)
        self.registers = Tries(limits.registers_per_second, limits.login_wait, *FREE_ACCOUNTS)

    async def identify(self, msg: Union[p.Hello, p.Register, p.Login], conn: object = None,
                       address: Optional[str] = None) -> Identity:
        """The identity a first message gives (from ``conn`` at ``address``); raises
        :class:`Refused`."""
        if isinstance(msg, p.Register):
            _wait_for(self.registers, conn, address, "register_wait")
            found = await self.register(msg.name, msg.password, conn, address, msg.form)
        elif isinstance(msg, p.Login):
            trusted = self.known.seen(name_key(msg.name), address)
            _wait_for(self.logins, conn, address, "login_wait", trusted)
            paid = self.logins.costly(conn, address)   # now: tries sent at once all count
            found = await self.login(msg.name, msg.password, address)
            self.logins.refund(conn, address, paid)    # the right password costs nothing
        else:
            found = await self.hello(msg.name, msg.token, msg.form)
        if not found.guest:
            self.known.add(name_key(found.name), address)
        found.blocked = await self.storage.blocked_by(found.player_id)
        return found

    async def register(self, name: str, password: str, conn: object = None,
                       address: Optional[str] = None, form: str = UNSPECIFIED) -> Identity:
        why = name_refusal(name)
        if why:
            raise IdentityRefused(why)
        self.registers.costly(conn, address)     # a new name to try costs (and a hash)
        player_id = secrets.token_hex(8)
        if not await self.storage.create_account(player_id, name, name_key(name),
                                                 await passwords.hashed(password), form):
            raise IdentityRefused("name_taken")
        return await self._logged_in(player_id, name, form)

    async def login(self, name: str, password: str, address: Optional[str] = None) -> Identity:
        key = name_key(name)
        wait = self.guard.wait(key, address)
        if wait > 0:
            raise IdentityRefused("login_throttled", f"wait {wait:.0f} s")
        account = await self.storage.find_account(key)
        if not await passwords.checked(password, account.password_hash if account else None):
            self.guard.failed(key, address)
            raise IdentityRefused("bad_login")
        assert account is not None
        self.guard.succeeded(key, address)
        if account.banned is not None:
            raise IdentityRefused("banned", account.banned)
        return await self._logged_in(account.player_id, account.name, account.form)

    async def _logged_in(self, player_id: str, name: str, form: str) -> Identity:
        token = new_token()
        await self.storage.add_login_token(player_id, token_hash(token), self.clock())
        return Identity(player_id, name, token, guest=False, form=form)

    async def hello(self, name: str, token: Optional[str],
                    form: str = UNSPECIFIED) -> Identity:
        if token:
            fresh, now = new_token(), self.clock()
            since = now - self.token_life if self.token_life is not None else None
            account = await self.storage.use_login_token(token_hash(token), token_hash(fresh),
                                                         now, since)
            if account is not None:
                if account.banned is not None:
                    raise IdentityRefused("banned", account.banned)
                return Identity(account.player_id, account.name, fresh, guest=False,
                                form=account.form)
        if not self.guests:
            raise IdentityRefused("not_logged_in" if token else "accounts_only")
        return await self.guest(name, token, form)

    async def guest(self, name: str, token: Optional[str],
                    form: str = UNSPECIFIED) -> Identity:
        why = name_refusal(name)
        if why:
            raise IdentityRefused(why)
        key = name_key(name)
        if await self.storage.find_account(key) is not None:
            raise IdentityRefused("name_taken", "an account has this name")
        found = await self.storage.find_player(token_hash(token)) if token else None
        if found is not None:
            player_id = found[0]
        else:
            player_id, token = secrets.token_hex(8), new_token()
        assert token is not None
        if self._guest_named(key, player_id):
            raise IdentityRefused("name_taken", "a guest here has this name")
        self.naming[key] = player_id          # checked and held in one step (no await between)
        try:
            await self.storage.save_player(player_id, token_hash(token), name)
        finally:
            del self.naming[key]
        return Identity(player_id, name, token, guest=True, form=form)

    def _guest_named(self, key: str, player_id: str) -> bool:
        """Whether another guest online here (or being welcomed) has a name of ``key``."""
        if self.naming.get(key, player_id) != player_id:
            return True
        return any(s.guest and s.player_id and not s.closing and s.player_id != player_id
                   and name_key(s.name) == key for s in self.sessions)

    async def rekey(self) -> int:
        """Before serving: every account's stored name key made today's (a new
        folding, e.g. 1, I, i and l as one letter, changes keys: an account must still
        be found by its name); how many changed. A key another account has already
        is left, and logged for the operator (that account logs in by its token)."""
        changed = 0
        for player_id, name, stored in await self.storage.name_keys():
            key = name_key(name)
            if key == stored:
                continue
            if await self.storage.set_name_key(player_id, key):
                changed += 1
            else:
                log.warning("the account %s (%r) folds to another account's name; its "
                            "password login finds that account: rename or delete one",
                            player_id, name)
        return changed

    async def logout_everywhere(self, player_id: str) -> None:
        await self.storage.revoke_login_tokens(player_id)

    async def set_form(self, player_id: str, guest: bool, form: str) -> None:
        """An account keeps its new form of address (a guest's lives with its connection)."""
        if not guest:
            await self.storage.set_form(player_id, form)



def _wait_for(tries: Tries, conn: object, address: Optional[str], code: str,
              trusted: bool = False) -> None:
    """Refused with ``code`` while ``tries`` says this connection or address waits."""
    wait = tries.wait(conn, address, trusted)
    if wait > 0:
        raise IdentityRefused(code, f"try again in {wait:.0f} s")
