"""Who a connection is: its first message (hello, register or login) gives the
player an identity, or a refusal that names why.

- ``register``: a new account, its name not taken (compared by
  :func:`~baloot_audio.net.wire.names.name_key`) and allowed (:func:`~baloot_audio.net.wire.names.name_refusal`);
- ``login``: an account's name and password;
- ``hello`` with a token: an account's login token (replaced by a new one at
  each use, so a copied token is good once), or a guest's reconnect token;
- ``hello`` without one: a guest, on a server that takes guests (``serve
  --guests``), under a name that is allowed and is no account's.

Every welcome carries a token: a login token for an account (kept by the
desktop instead of the password), the guest's token otherwise. Wrong passwords
cost more each time for a name (:class:`LoginGuard`), and a connection that
fails too often is closed. Against a flood from many names or many connections,
wrong passwords and new accounts also cost more each time per connection, per
address and for the whole server, as wrong invite codes do (guesses.Tries):
``login_wait`` and ``register_wait`` (--logins-per-second, --registers-per-second,
--login-wait).
"""

from __future__ import annotations

import hashlib
import secrets
import time
from dataclasses import dataclass, field
from typing import Callable, Optional, Union

from ..db.storage import Storage
from ..guard.guesses import Tries
from ..guard.limits import Limits
from ..wire import protocol as p
from ..wire.names import name_key, name_refusal
from . import passwords

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


class IdentityRefused(Exception):
    """A first message refused: ``code`` for the error (see docs/protocol.md)."""

    def __init__(self, code: str, detail: str = ""):
        super().__init__(code)
        self.code, self.detail = code, detail


class LoginGuard:
    """Wrong passwords by name: after FREE_TRIES, the name's next try waits 2, 4,
    8... seconds (up to MAX_LOCK) from the last wrong one; a right one clears it."""

    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.clock = clock
        self.failures: dict[str, tuple[int, float]] = {}   # name key -> (count, locked until)

    def wait(self, key: str) -> float:
        """Seconds before this name may be tried again (0: now)."""
        return max(0.0, self.failures.get(key, (0, 0.0))[1] - self.clock())

    def failed(self, key: str) -> None:
        count = self.failures.get(key, (0, 0.0))[0] + 1
        lock = 0.0 if count < FREE_TRIES else min(MAX_LOCK, 2.0 ** (count - FREE_TRIES + 1))
        self.failures[key] = (count, self.clock() + lock)
        if len(self.failures) > 100_000:      # a bound on memory: the oldest go first
            del self.failures[next(iter(self.failures))]

    def succeeded(self, key: str) -> None:
        self.failures.pop(key, None)


class Accounts:
    """The identities of a server's players (``guests``: hello without an account)."""

    def __init__(self, storage: Storage, guests: bool, limits: Limits = Limits()):
        self.storage, self.guests = storage, guests
        self.guard = LoginGuard()
        self.logins = Tries(limits.logins_per_second, limits.login_wait, *FREE_LOGINS)
        self.registers = Tries(limits.registers_per_second, limits.login_wait, *FREE_ACCOUNTS)

    async def identify(self, msg: Union[p.Hello, p.Register, p.Login], conn: object = None,
                       address: Optional[str] = None) -> Identity:
        """The identity a first message gives (from ``conn`` at ``address``); raises
        :class:`Refused`."""
        if isinstance(msg, p.Register):
            _wait_for(self.registers, conn, address, "register_wait")
            found = await self.register(msg.name, msg.password, conn, address)
        elif isinstance(msg, p.Login):
            _wait_for(self.logins, conn, address, "login_wait")
            self.logins.costly(conn, address)      # counted now: tries sent at once all count
            found = await self.login(msg.name, msg.password)
            self.logins.refund(conn, address)      # the right password costs nothing
        else:
            found = await self.hello(msg.name, msg.token)
        found.blocked = await self.storage.blocked_by(found.player_id)
        return found

    async def register(self, name: str, password: str, conn: object = None,
                       address: Optional[str] = None) -> Identity:
        why = name_refusal(name)
        if why:
            raise IdentityRefused(why)
        self.registers.costly(conn, address)     # a new name to try costs (and a hash)
        player_id = secrets.token_hex(8)
        if not await self.storage.create_account(player_id, name, name_key(name),
                                                 await passwords.hashed(password)):
            raise IdentityRefused("name_taken")
        return await self._logged_in(player_id, name)

    async def login(self, name: str, password: str) -> Identity:
        key = name_key(name)
        if self.guard.wait(key) > 0:
            raise IdentityRefused("login_throttled", f"wait {self.guard.wait(key):.0f} s")
        account = await self.storage.find_account(key)
        if not await passwords.checked(password, account.password_hash if account else None):
            self.guard.failed(key)
            raise IdentityRefused("bad_login")
        assert account is not None
        self.guard.succeeded(key)
        if account.banned is not None:
            raise IdentityRefused("banned", account.banned)
        return await self._logged_in(account.player_id, account.name)

    async def _logged_in(self, player_id: str, name: str) -> Identity:
        token = new_token()
        await self.storage.add_login_token(player_id, token_hash(token))
        return Identity(player_id, name, token, guest=False)

    async def hello(self, name: str, token: Optional[str]) -> Identity:
        if token:
            fresh = new_token()
            account = await self.storage.use_login_token(token_hash(token), token_hash(fresh))
            if account is not None:
                if account.banned is not None:
                    raise IdentityRefused("banned", account.banned)
                return Identity(account.player_id, account.name, fresh, guest=False)
        if not self.guests:
            raise IdentityRefused("not_logged_in" if token else "accounts_only")
        return await self.guest(name, token)

    async def guest(self, name: str, token: Optional[str]) -> Identity:
        why = name_refusal(name)
        if why:
            raise IdentityRefused(why)
        if await self.storage.find_account(name_key(name)) is not None:
            raise IdentityRefused("name_taken", "an account has this name")
        found = await self.storage.find_player(token_hash(token)) if token else None
        if found is not None:
            player_id = found[0]
        else:
            player_id, token = secrets.token_hex(8), new_token()
        assert token is not None
        await self.storage.save_player(player_id, token_hash(token), name)
        return Identity(player_id, name, token, guest=True)

    async def logout_everywhere(self, player_id: str) -> None:
        await self.storage.revoke_login_tokens(player_id)


def _wait_for(tries: Tries, conn: object, address: Optional[str], code: str) -> None:
    """Refused with ``code`` while ``tries`` says this connection or address waits."""
    wait = tries.wait(conn, address)
    if wait > 0:
        raise IdentityRefused(code, f"try again in {wait:.0f} s")
