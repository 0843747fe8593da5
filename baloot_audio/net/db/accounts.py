"""What the server keeps of its players besides the guests: accounts (a name, its
key, a password hash, an operator's ban), their login tokens (one per computer,
each replaced at its use), who blocked whom, and the reports for the operator.

:class:`AccountStorage` is the part of the storage interface they make; the
schema is :data:`ACCOUNTS_SCHEMA` (one migration, see rules.py), the
SQL the two databases share is here, and :class:`MemoryAccounts` is the
in-memory backend's part. See docs/storage.md.
"""

from __future__ import annotations

from dataclasses import dataclass
import time
from typing import Any, Iterable, Optional, Protocol


ACCOUNTS_SCHEMA = [
    """CREATE TABLE accounts (
        player_id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        name_key TEXT NOT NULL UNIQUE,
        password_hash TEXT NOT NULL,
        banned TEXT,
        created_at DOUBLE PRECISION NOT NULL,
        updated_at DOUBLE PRECISION NOT NULL)""",
    """CREATE TABLE login_tokens (
        token_hash TEXT PRIMARY KEY,
        player_id TEXT NOT NULL REFERENCES accounts (player_id) ON DELETE CASCADE,
        created_at DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX login_tokens_player ON login_tokens (player_id)",
    """CREATE TABLE blocks (
        player_id TEXT NOT NULL,
        blocked_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (player_id, blocked_id))""",
    """CREATE TABLE reports (
        report_id TEXT PRIMARY KEY,
        reporter_id TEXT NOT NULL,
        reporter_name TEXT NOT NULL,
        reported_id TEXT NOT NULL,
        reported_name TEXT NOT NULL,
        table_id TEXT,
        reason TEXT NOT NULL,
        context TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL)""",
    "CREATE INDEX reports_created ON reports (created_at)",
]
# The forms of address an account's form may hold: the wire's (net/wire/names.py's
# FORMS; the storage sits below the wire, and tests/storage/test_accounts_storage.py
# says the two are one list). A value read that is none of them is unspecified.
UNSPECIFIED = "unspecified"
FORMS = (UNSPECIFIED, "feminine", "masculine")
ACCOUNT_FORMS_SCHEMA = [   # each account's form of address (issue 41)
    "ALTER TABLE accounts ADD COLUMN form TEXT NOT NULL DEFAULT 'unspecified'",
]

# The statements both databases run (``?`` placeholders; PostgreSQL's are %s).
ACCOUNT_COLUMNS = "player_id, name, password_hash, banned, form"
# (a form of address is set apart: the accounts of a database before forms, schema 7,
# are made by the same statement)
INSERT_ACCOUNT = ("INSERT INTO accounts (player_id, name, name_key, password_hash, created_at, "
                  "updated_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING")
SET_FORM = "UPDATE accounts SET form = ?, updated_at = ? WHERE player_id = ?"
ACCOUNT_BY_KEY = f"SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE name_key = ?"
ACCOUNT_BY_ID = f"SELECT {ACCOUNT_COLUMNS} FROM accounts WHERE player_id = ?"
NAME_KEYS = "SELECT player_id, name, name_key FROM accounts ORDER BY created_at, player_id"
SET_NAME_KEY = ("UPDATE accounts SET name_key = ? WHERE player_id = ? AND NOT EXISTS "
                "(SELECT 1 FROM accounts WHERE name_key = ?)")
ACCOUNT_BY_TOKEN = (f"SELECT {', '.join('a.' + c.strip() for c in ACCOUNT_COLUMNS.split(','))} "
                    "FROM login_tokens t JOIN accounts a USING (player_id) WHERE t.token_hash = ?")
INSERT_TOKEN = "INSERT INTO login_tokens (token_hash, player_id, created_at) VALUES (?, ?, ?)"
TOKEN_AT = "SELECT created_at FROM login_tokens WHERE token_hash = ?"
DELETE_TOKEN = "DELETE FROM login_tokens WHERE token_hash = ?"
DELETE_OLD_TOKENS = "DELETE FROM login_tokens WHERE created_at < ?"
DELETE_TOKENS = "DELETE FROM login_tokens WHERE player_id = ?"
SET_BAN = "UPDATE accounts SET banned = ?, updated_at = ? WHERE player_id = ?"
DELETE_ACCOUNT = "DELETE FROM accounts WHERE player_id = ?"
DELETE_BLOCKS = "DELETE FROM blocks WHERE player_id = ? OR blocked_id = ?"
INSERT_BLOCK = ("INSERT INTO blocks (player_id, blocked_id, created_at) VALUES (?, ?, ?) "
                "ON CONFLICT DO NOTHING")
DELETE_BLOCK = "DELETE FROM blocks WHERE player_id = ? AND blocked_id = ?"
BLOCKED_BY = "SELECT blocked_id FROM blocks WHERE player_id = ? ORDER BY blocked_id"
REPORT_COLUMNS = ("report_id, reporter_id, reporter_name, reported_id, reported_name, "
                  "table_id, reason, context, created_at")
INSERT_REPORT = (f"INSERT INTO reports ({REPORT_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT DO NOTHING")
DELETE_REPORT = "DELETE FROM reports WHERE report_id = ?"
DELETE_OLD_REPORTS = "DELETE FROM reports WHERE created_at < ?"
REPORTS = f"SELECT {REPORT_COLUMNS} FROM reports ORDER BY created_at, report_id"


@dataclass(frozen=True)
class Account:
    player_id: str
    name: str
    password_hash: str
    banned: Optional[str] = None      # the operator's reason, while banned
    form: str = UNSPECIFIED           # its form of address (names.FORMS)


@dataclass(frozen=True)
class StoredReport:
    """A player's report of another, for the operator: the table's last chat lines
    and actions as they were when it was made (``context``, JSON text)."""
    report_id: str
    reporter_id: str
    reporter_name: str
    reported_id: str
    reported_name: str
    table_id: Optional[str]
    reason: str
    context: str
    created_at: float


def account(row: Optional[tuple]) -> Optional[Account]:
    """An account from its row; a form of address the game does not know is unspecified
    (a value read from disk is checked)."""
    if not row:
        return None
    player_id, name, password_hash, banned, form = row
    return Account(player_id, name, password_hash, banned,
                   form if form in FORMS else UNSPECIFIED)


class AccountStorage(Protocol):
    """Accounts, login tokens, blocks and reports (every write durable when it returns)."""

    async def create_account(self, player_id: str, name: str, name_key: str,
                             password_hash: str, form: str = UNSPECIFIED) -> bool:
        """A new account; False (nothing written) when ``name_key`` is taken."""

    async def set_form(self, player_id: str, form: str) -> bool:
        """The account's form of address; False when there is none."""

    async def find_account(self, name_key: str) -> Account | None: ...
    async def account(self, player_id: str) -> Account | None: ...

    async def name_keys(self) -> list[tuple[str, str, str]]:
        """(player id, name, name key) of every account, the oldest first."""

    async def set_name_key(self, player_id: str, name_key: str) -> bool:
        """The account's name key becomes ``name_key``; False (nothing written) when
        another account has it."""

    async def add_login_token(self, player_id: str, token_hash: str,
                              at: float | None = None) -> None:
        """A new login token for the account (one per computer), made ``at`` (the
        server's clock; None: now)."""

    async def use_login_token(self, token_hash: str, new_hash: str, at: float | None = None,
                              since: float | None = None) -> Account | None:
        """The account of ``token_hash``, whose token is replaced by ``new_hash`` made
        ``at`` (in one transaction: a token is good for one use); None when it is no
        one's, or was made before ``since`` (expired: it is deleted)."""

    async def forget_login_tokens(self, before: float) -> int:
        """The login tokens made before ``before`` (expired) are deleted; how many."""

    async def revoke_login_tokens(self, player_id: str) -> None:
        """Every login token of the account goes ("log out everywhere")."""

    async def set_ban(self, player_id: str, reason: str | None) -> bool:
        """Ban (a reason) or unban (None) an account; False when there is none."""

    async def delete_account(self, player_id: str) -> bool:
        """The account, its tokens and its blocks go (its reports stay); False: none."""

    async def set_block(self, player_id: str, blocked_id: str, on: bool) -> None: ...
    async def blocked_by(self, player_id: str) -> set[str]: ...
    async def add_report(self, report: StoredReport) -> bool:
        """The report kept; False (nothing written) when one of its id is (the same
        reporter's open report about the same player)."""

    async def reports(self) -> list[StoredReport]: ...

    async def close_report(self, report_id: str) -> bool:
        """The operator is done with it: it goes; False when there is none."""

    async def forget_reports(self, before: float) -> int:
        """Housekeeping: the reports made before ``before`` go; how many."""


class MemoryAccounts:
    """The in-memory backend's accounts (MemoryStorage's part)."""

    def __init__(self) -> None:
        self._accounts: dict[str, dict[str, Any]] = {}     # by player id
        self._logins: dict[str, tuple[str, float]] = {}     # token hash -> player id, made at
        self._blocks: set[tuple[str, str]] = set()
        self._reports: list[StoredReport] = []

    def _check_open(self) -> None: ...

    def _account(self, player_id: str | None) -> Account | None:
        row = self._accounts.get(player_id or "")
        if row is None or player_id is None:
            return None
        return Account(player_id, row["name"], row["hash"], row["banned"], row["form"])

    async def create_account(self, player_id: str, name: str, name_key: str,
                             password_hash: str, form: str = UNSPECIFIED) -> bool:
        self._check_open()
        if any(row["key"] == name_key for row in self._accounts.values()):
            return False
        self._accounts[player_id] = {"name": name, "key": name_key, "hash": password_hash,
                                     "banned": None, "form": form}
        return True

    async def set_form(self, player_id: str, form: str) -> bool:
        self._check_open()
        if player_id not in self._accounts:
            return False
        self._accounts[player_id]["form"] = form
        return True

    async def find_account(self, name_key: str) -> Account | None:
        self._check_open()
        return next((self._account(i) for i, row in self._accounts.items()
                     if row["key"] == name_key), None)

    async def account(self, player_id: str) -> Account | None:
        self._check_open()
        return self._account(player_id)

    async def name_keys(self) -> list[tuple[str, str, str]]:
        self._check_open()
        return [(pid, row["name"], row["key"]) for pid, row in self._accounts.items()]

    async def set_name_key(self, player_id: str, name_key: str) -> bool:
        self._check_open()
        if player_id not in self._accounts or \
                any(row["key"] == name_key for row in self._accounts.values()):
            return False
        self._accounts[player_id]["key"] = name_key
        return True

    async def add_login_token(self, player_id: str, token_hash: str,
                              at: float | None = None) -> None:
        self._check_open()
        self._logins[token_hash] = (player_id, time.time() if at is None else at)

    async def use_login_token(self, token_hash: str, new_hash: str, at: float | None = None,
                              since: float | None = None) -> Account | None:
        self._check_open()
        player_id, made = self._logins.pop(token_hash, ("", 0.0))
        found = self._account(player_id) if since is None or made >= since else None
        if found is not None:
            self._logins[new_hash] = (found.player_id, time.time() if at is None else at)
        return found

    async def forget_login_tokens(self, before: float) -> int:
        self._check_open()
        old = [h for h, (_, made) in self._logins.items() if made < before]
        for token_hash in old:
            del self._logins[token_hash]
        return len(old)

    async def revoke_login_tokens(self, player_id: str) -> None:
        self._check_open()
        self._logins = {h: v for h, v in self._logins.items() if v[0] != player_id}

    async def set_ban(self, player_id: str, reason: str | None) -> bool:
        self._check_open()
        if player_id not in self._accounts:
            return False
        self._accounts[player_id]["banned"] = reason
        return True

    async def delete_account(self, player_id: str) -> bool:
        self._check_open()
        if self._accounts.pop(player_id, None) is None:
            return False
        await self.revoke_login_tokens(player_id)
        self._blocks = {b for b in self._blocks if player_id not in b}
        return True

    async def set_block(self, player_id: str, blocked_id: str, on: bool) -> None:
        self._check_open()
        (self._blocks.add if on else self._blocks.discard)((player_id, blocked_id))

    async def blocked_by(self, player_id: str) -> set[str]:
        self._check_open()
        return {b for p, b in self._blocks if p == player_id}

    async def add_report(self, report: StoredReport) -> bool:
        self._check_open()
        if any(r.report_id == report.report_id for r in self._reports):
            return False
        self._reports.append(report)
        return True

    async def close_report(self, report_id: str) -> bool:
        self._check_open()
        kept = [r for r in self._reports if r.report_id != report_id]
        closed, self._reports = len(kept) < len(self._reports), kept
        return closed

    async def forget_reports(self, before: float) -> int:
        self._check_open()
        kept = [r for r in self._reports if r.created_at >= before]
        gone, self._reports = len(self._reports) - len(kept), kept
        return gone

    async def reports(self) -> list[StoredReport]:
        self._check_open()
        return sorted(self._reports, key=lambda r: (r.created_at, r.report_id))


async def forms_of(storage: AccountStorage, player_ids: Iterable[str]) -> dict[str, str]:
    """The accounts' forms of address (a guest's, or a player gone: unspecified), for
    the names a list sends (a diwan's members, its chat, a tournament's teams)."""
    found: dict[str, str] = {}
    for player_id in set(player_ids):
        account = await storage.account(player_id)
        found[player_id] = account.form if account is not None else UNSPECIFIED
    return found
