"""What a ``serve`` needs beyond the desktop's install: the ``server`` extra
(``pip install 'baloot-audio[server]'``). A desktop's own server (SQLite, one
process) needs none of it; PostgreSQL and Redis do, and Argon2id is preferred
(scrypt hashes the passwords without it: accounts/passwords.py)."""

from __future__ import annotations

import argparse
import importlib.util
from typing import Callable, Optional

EXTRA = "pip install 'baloot-audio[server]'"


def installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def missing_extra(args: argparse.Namespace,
                  found: Callable[[str], bool] = installed) -> Optional[str]:
    """The line that says which extra ``serve`` with ``args`` lacks, or None."""
    wanted: list[tuple[str, str]] = []
    if (args.db or "").startswith(("postgresql:", "postgres:")):
        wanted += [("--db postgresql://", "psycopg"), ("--db postgresql://", "psycopg_pool")]
    if args.redis:
        wanted.append(("--redis", "redis"))
    for option, module in wanted:
        if not found(module):
            return f"{option} needs {module}, in the server extra: {EXTRA}"
    return None


def argon2_missing(found: Callable[[str], bool] = installed) -> Optional[str]:
    """A warning when passwords will be hashed with scrypt rather than Argon2id."""
    if found("argon2"):
        return None
    return f"argon2-cffi is not installed: passwords are hashed with scrypt ({EXTRA})"
