"""Where the game server keeps its tables, so that nothing acknowledged is lost.

A table is stored as its seed, its settings and every action as it happens
(one list per round dealt: the autosave's seed + actions form), so a server
killed at any moment rebuilds every unfinished table by replaying them.

Every method is async, and every write is committed when it returns: a
SIGKILL right after loses nothing that was acknowledged. The rules that every
backend follows (a gap or a conflicting rewrite is refused, the same write
again changes nothing) live in rules.py; :func:`open_storage` picks the backend:

* ``None``: SQLite file ``server.sqlite3`` in the user data folder;
* ``sqlite:///ABSOLUTE/PATH`` (``?synchronous=full``: an fsync per commit) or
  ``sqlite:///:memory:``;
* ``memory:``: :class:`MemoryStorage` (tests);
* ``postgresql://user@host:port/db`` (or ``postgres://``): PostgreSQL.

See docs/storage.md.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Protocol

from .accounts import AccountStorage, MemoryAccounts
from .diwans import DiwanStorage, MemoryDiwans
from .friends import FriendStorage, MemoryFriends
from .rules import (
    StorageError, StorageFull, StoredTable, check_action, check_new_table, check_player,
    check_round, check_same_action, check_table, encode, now, redact, stored_table,
)
from .standing import FinishedMatch, StandingStorage
from .standing_memory import MemoryStanding
from .tournaments import MemoryTournaments, TournamentStorage

__all__ = ["Storage", "StorageError", "StorageFull", "StoredTable", "MemoryStorage",
           "open_storage"]


class Storage(AccountStorage, StandingStorage, FriendStorage, DiwanStorage, TournamentStorage,
              Protocol):
    """What the server needs from a store. Every write is durable when it returns
    (its accounts, blocks and reports: :class:`~.accounts.AccountStorage`;
    its friends and private messages: :class:`~.friends.FriendStorage`; its
    diwans: :class:`~baloot_audio.net.social.diwans.DiwanStorage`; its tournaments:
    :class:`~.tournaments.TournamentStorage`)."""

    async def create_table(self, table_id: str, seed: str, settings: dict[str, Any]) -> None:
        """A new table (the same table again changes nothing; other data raises)."""

    async def update_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        """Replace the table's settings."""

    async def start_round(self, table_id: str, round_index: int) -> None:
        """Round ``round_index`` (0-based) was dealt; idempotent, a gap raises."""

    async def append_action(self, table_id: str, round_index: int, action_index: int,
                            action: dict[str, Any]) -> None:
        """Idempotent on (table, round, index); a gap or another action there raises."""

    async def finish_table(self, table_id: str, records: list[dict[str, Any]],
                           match: FinishedMatch | None = None) -> None:
        """The match ended with these round records; ``match``: what the standing keeps
        of it (history, statistics, ratings), written in the same transaction."""

    async def load_table(self, table_id: str) -> StoredTable | None: ...

    async def unfinished_tables(self) -> list[StoredTable]:
        """Every table not finished, oldest first."""

    async def prune(self, archive_before: float, delete_before: float | None) -> tuple[int, int]:
        """Housekeeping: the tables finished before ``archive_before`` lose their actions
        (their records stay: replay and verify read them), and archived tables go
        when last written before ``delete_before`` (None: never), or at once when no
        round was dealt. Returns (tables archived, tables deleted)."""

    async def claim(self) -> None:
        """This process serves the store's tables (it restores and plays them on):
        raises StorageError when another server process has claimed them."""

    async def save_player(self, player_id: str, token_hash: str, name: str) -> None:
        """A guest identity (no passwords): insert, or update its token hash and name."""

    async def find_player(self, token_hash: str) -> tuple[str, str] | None:
        """(player_id, name) of the player with this token hash."""

    async def forget_guests(self, before: float) -> int:
        """Housekeeping: the guest identities last saved (each hello saves its own)
        before ``before`` go, in batches; returns how many."""

    async def close(self) -> None: ...


class MemoryStorage(MemoryAccounts, MemoryStanding, MemoryFriends, MemoryDiwans,
                    MemoryTournaments):
    """Everything in this process's memory, in the same JSON text as the databases
    (so a caller that changes its dict later does not change what is stored)."""

    def __init__(self) -> None:
        MemoryAccounts.__init__(self)
        MemoryStanding.__init__(self)
        MemoryFriends.__init__(self)
        MemoryDiwans.__init__(self)
        MemoryTournaments.__init__(self)
        self._tables: dict[str, dict[str, Any]] = {}
        self._players: dict[str, tuple[str, str]] = {}  # player_id -> (token_hash, name)
        self._seen: dict[str, float] = {}                # player_id -> last saved
        self._closed = False

    def _check_open(self) -> None:
        if self._closed:
            raise StorageError("the storage is closed")

    def _table(self, table_id: str, writing: bool = True) -> dict[str, Any]:
        self._check_open()
        table = self._tables.get(table_id)
        check_table(table_id, None if table is None else (len(table["actions"]), table["finished"]),
                    writing)
        assert table is not None
        return table

    async def create_table(self, table_id: str, seed: str, settings: dict[str, Any]) -> None:
        text = encode(settings)
        self._check_open()
        old = self._tables.get(table_id)
        if check_new_table(table_id, None if old is None else (old["seed"], old["settings"]), seed,
                           text):
            t = now()
            self._tables[table_id] = {"seed": seed, "settings": text, "actions": [],
                                      "finished": False, "records": "[]",
                                      "created_at": t, "updated_at": t}

    async def update_settings(self, table_id: str, settings: dict[str, Any]) -> None:
        text = encode(settings)
        table = self._table(table_id, writing=False)
        table["settings"], table["updated_at"] = text, now()

    async def start_round(self, table_id: str, round_index: int) -> None:
        table = self._table(table_id)
        if check_round(table_id, (len(table["actions"]), False), round_index):
            table["actions"].append([])
            table["updated_at"] = now()

    async def append_action(self, table_id: str, round_index: int, action_index: int,
                            action: dict[str, Any]) -> None:
        text = encode(action)
        table = self._table(table_id)
        rounds = table["actions"]
        count = len(rounds[round_index]) if 0 <= round_index < len(rounds) else 0
        if check_action(table_id, (len(rounds), False), round_index, count, action_index):
            rounds[round_index].append(text)
            table["updated_at"] = now()
        else:
            check_same_action(table_id, round_index, action_index,
                              rounds[round_index][action_index], text)

    async def finish_table(self, table_id: str, records: list[dict[str, Any]],
                           match: FinishedMatch | None = None) -> None:
        text = encode(records)
        table = self._table(table_id, writing=False)
        table.update(finished=True, records=text, updated_at=now())
        if match is not None and match.match_id not in self._matches:
            self._settle(match)
            self._settle_diwan(match)

    def _stored(self, table_id: str) -> StoredTable:
        t = self._tables[table_id]
        row = (table_id, t["seed"], t["settings"], len(t["actions"]), t["finished"],
               t["records"], t["created_at"], t["updated_at"])
        return stored_table(row, ((r, a) for r, acts in enumerate(t["actions"]) for a in acts))

    async def load_table(self, table_id: str) -> StoredTable | None:
        self._check_open()
        return self._stored(table_id) if table_id in self._tables else None

    async def unfinished_tables(self) -> list[StoredTable]:
        self._check_open()
        ids = sorted((t["created_at"], i) for i, t in self._tables.items() if not t["finished"])
        return [self._stored(i) for _, i in ids]

    async def save_player(self, player_id: str, token_hash: str, name: str) -> None:
        self._check_open()
        found = await self.find_player(token_hash)
        check_player(player_id, found and found[0])
        self._players[player_id] = (token_hash, name)
        self._seen[player_id] = now()

    async def find_player(self, token_hash: str) -> tuple[str, str] | None:
        self._check_open()
        for player_id, (token, name) in self._players.items():
            if token == token_hash:
                return player_id, name
        return None

    async def forget_guests(self, before: float) -> int:
        self._check_open()
        gone = [player for player, seen in self._seen.items() if seen < before]
        for player in gone:
            del self._players[player], self._seen[player]
        return len(gone)

    async def prune(self, archive_before: float, delete_before: float | None) -> tuple[int, int]:
        self._check_open()
        archived = deleted = 0
        for table_id, t in list(self._tables.items()):
            if t["finished"] and not t.get("archived") and t["updated_at"] < archive_before:
                t["actions"], t["archived"] = [[] for _ in t["actions"]], True
                archived += 1
            if t.get("archived") and (not t["actions"] or (
                    delete_before is not None and t["updated_at"] < delete_before)):
                del self._tables[table_id]
                deleted += 1
        return archived, deleted

    async def delete_account(self, player_id: str) -> bool:
        self._forget(player_id)
        return await MemoryAccounts.delete_account(self, player_id)

    async def claim(self) -> None:
        pass   # no other process can see this store

    async def close(self) -> None:
        self._closed = True


def default_sqlite_path() -> Path:
    from baloot_audio.storage import data_dir

    return data_dir() / "server.sqlite3"


def sqlite_target(url: str) -> tuple[str, str]:
    """The file (or ``:memory:``) a ``sqlite:///...[?synchronous=full]`` URL names,
    and its ``synchronous`` setting (NORMAL unless the URL says FULL)."""
    rest, _, query = url[len("sqlite://"):].partition("?")
    synchronous = "NORMAL"
    for pair in filter(None, query.split("&")):
        key, _, value = pair.partition("=")
        if key != "synchronous" or value.upper() not in ("NORMAL", "FULL"):
            raise StorageError(f"unknown SQLite URL option {pair!r}: only synchronous=normal "
                               "or synchronous=full")
        synchronous = value.upper()
    if rest == "/:memory:":
        return ":memory:", synchronous
    if re.match(r"/+[A-Za-z]:[/\\]", rest):  # sqlite:///C:/folder/file on Windows
        return rest.lstrip("/"), synchronous
    if not rest.startswith("/") or rest.strip("/") == "":
        raise StorageError(f"a SQLite URL needs an absolute path: sqlite:///ABSOLUTE/PATH, not {url!r}")
    return "/" + rest.lstrip("/"), synchronous


async def open_storage(url: str | None = None, claim: bool = False) -> Storage:
    """The storage a URL names (see the module docstring); raises StorageError.
    ``claim``: claimed for this process (Storage.claim), a SQLite file before it is
    read (through another name, a hard link, its journal would be another file)."""
    if url is None:
        from .sqlite import SQLiteStorage

        return await SQLiteStorage.open(str(default_sqlite_path()), claim=claim)
    scheme = url.split(":", 1)[0].lower() if ":" in url else ""
    if url == "memory:":
        return MemoryStorage()
    if scheme == "sqlite" and url.startswith("sqlite://"):
        from .sqlite import SQLiteStorage

        return await SQLiteStorage.open(*sqlite_target(url), claim=claim)
    if scheme in ("postgresql", "postgres"):
        try:
            from .postgres import PostgresStorage
        except ImportError as error:     # a desktop's install: no server extra
            raise StorageError(f"--db postgresql:// needs {error.name}, in the server extra: "
                               "pip install 'baloot-audio[server]'") from None
        store = await PostgresStorage.open(url)
        if claim:
            try:
                await store.claim()
            except StorageError:
                await store.close()
                raise
        return store
    raise StorageError(f"unknown storage URL {redact(url)!r}: use memory:, sqlite:///ABSOLUTE/PATH "
                       "or postgresql://user@host:port/database")
