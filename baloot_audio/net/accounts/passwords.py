"""Passwords, hashed slowly and checked off the event loop.

Argon2id (argon2-cffi, its default parameters: 64 MiB, 3 passes, 4 lanes) when
it is installed, else the standard library's scrypt (2^15, 8, 1: 32 MiB); a
stored hash names its scheme, so either one checks the other's hashes where its
library is there. Hashing takes a tenth of a second of one core: it runs in
threads of its own, :data:`AT_ONCE` of them (one core less than the machine
has, two at most: a core is always left to the event loop), each at a lower
priority than the server (``nice`` +:data:`NICE` on Linux, which Argon2's own
lane threads inherit), so a burst of logins never holds the tables up and costs
memory for two, not for all. The password itself is never stored, logged or kept.
"""

from __future__ import annotations

import asyncio
import base64
import hashlib
import hmac
import os
import secrets
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Callable, Optional, TypeVar

try:
    from argon2 import PasswordHasher
    from argon2.exceptions import InvalidHashError, VerificationError
except ImportError:     # the standard library's scrypt instead
    PasswordHasher = None   # type: ignore[assignment,misc]

T = TypeVar("T")

AT_ONCE = max(1, min(2, (os.cpu_count() or 2) - 1))
NICE = 10                 # below the server's threads: the tables' work comes first
SCRYPT = {"n": 2 ** 15, "r": 8, "p": 1, "maxmem": 64 * 1024 * 1024, "dklen": 32}
_hasher = PasswordHasher() if PasswordHasher is not None else None
_pool: Optional[ThreadPoolExecutor] = None


def hash_password(password: str) -> str:
    if _hasher is not None:
        return _hasher.hash(password)
    salt = secrets.token_bytes(16)
    key = hashlib.scrypt(password.encode(), salt=salt, **SCRYPT)
    return "scrypt$" + base64.b64encode(salt).decode() + "$" + base64.b64encode(key).decode()


def check_password(password: str, stored: str) -> bool:
    if stored.startswith("scrypt$"):
        _, salt, key = stored.split("$")
        found = hashlib.scrypt(password.encode(), salt=base64.b64decode(salt), **SCRYPT)
        return hmac.compare_digest(found, base64.b64decode(key))
    if _hasher is None:
        return False
    try:
        return _hasher.verify(stored, password)
    except (VerificationError, InvalidHashError):
        return False


# A hash to check a password against when the name has no account, so that a
# wrong name takes as long as a wrong password (the name's existence stays unsaid).
_DUMMY: Optional[str] = None


def _lower_priority() -> None:
    """A hashing thread yields to the server's (Linux: a thread has its own nice)."""
    try:
        os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), NICE)
    except (AttributeError, OSError):     # another system: the bound alone
        pass


def _hashers() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(AT_ONCE, "password", initializer=_lower_priority)
    return _pool


async def _in_thread(fn: Callable[..., T], *args: object) -> T:
    return await asyncio.get_running_loop().run_in_executor(_hashers(), fn, *args)


async def hashed(password: str) -> str:
    return await _in_thread(hash_password, password)


async def checked(password: str, stored: Optional[str]) -> bool:
    """Whether ``password`` is the one of ``stored`` (None: no account; False, as slowly)."""
    global _DUMMY
    if stored is None:
        if _DUMMY is None:
            _DUMMY = await hashed(secrets.token_hex(8))
        await _in_thread(check_password, "-", _DUMMY)
        return False
    return await _in_thread(check_password, password, stored)
