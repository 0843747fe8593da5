"""The player's token on each game server, and the match where it holds a seat.

A server knows a player by the token its welcome gave: a bearer secret (whoever
has it plays that seat). The game keeps one per server, in memory and in
``online.json`` in the config folder (written through a temporary file created
readable by the user alone; never logged, never in the speech log), so that a
lost connection, a restarted server or a restarted game gets the player back to
their seat: connecting with it puts them back, and the main menu offers
"Back to your match" while a started match is kept for it. Importable without
pyglet (the main menu's first words need to know).
"""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Optional

from baloot_audio.storage import BadFile, move_aside, read_json, write_json_atomic

log = logging.getLogger(__name__)

FILE = "online.json"
VERSION = 1


@dataclass
class Kept:
    address: str                   # the server's address as the player wrote it
    name: str                      # the name the player gave there
    token: str = ""
    table: Optional[str] = None    # the started match where the token holds a seat
    account: bool = False          # a login token (an account's, replaced at each use)

    def __repr__(self) -> str:     # never the token (a log line must not leak it)
        return f"Kept({self.address!r}, {self.name!r}, table={self.table!r}, " \
               f"account={self.account})"


class Tokens:
    """The tokens, by server URL (``folder`` None: kept in memory only)."""

    def __init__(self, folder: Optional[Path] = None):
        self.folder = folder
        self.servers: dict[str, Kept] = self._load()

    def _load(self) -> dict[str, Kept]:
        if self.folder is None:
            return {}
        path = self.folder / FILE
        try:
            data = read_json(path)
            if data is None:
                return {}
            if not isinstance(data, dict) or data.get("version") != VERSION \
                    or not isinstance(data.get("servers"), dict):
                raise BadFile("corrupt", "not a version 1 file of tokens")
            return {url: Kept(**fields) for url, fields in data["servers"].items()
                    if isinstance(url, str) and isinstance(fields, dict)
                    and all(isinstance(fields.get(k), str) for k in ("address", "name", "token"))
                    and isinstance(fields.get("table"), (str, type(None)))
                    and isinstance(fields.get("account", False), bool)
                    and set(fields) - {"account"} == {"address", "name", "token", "table"}}
        except BadFile as bad:
            log.info("the kept online tokens are not used (%s)", bad.reason)
            if bad.reason != "unreadable":
                move_aside(path)
            return {}

    def save(self) -> bool:
        if self.folder is None:
            return True
        try:
            write_json_atomic(self.folder / FILE, {
                "version": VERSION,
                "servers": {url: asdict(kept) for url, kept in self.servers.items()}})
            return True
        except OSError:
            return False      # kept in memory all the same

    # -- asking --------------------------------------------------------------------
    def token(self, url: str) -> Optional[str]:
        kept = self.servers.get(url)
        return kept.token if kept is not None and kept.token else None

    def match(self, url: str) -> Optional[str]:
        kept = self.servers.get(url)
        return kept.table if kept is not None else None

    def login(self, url: str) -> Optional[Kept]:
        """What is kept for an account logged in on this server (None: no login kept)."""
        kept = self.servers.get(url)
        return kept if kept is not None and kept.account and kept.token else None

    def kept_match(self) -> Optional[tuple[str, Kept]]:
        """The server (URL) and what is kept there, for the last match kept."""
        found = [(url, kept) for url, kept in self.servers.items() if kept.table and kept.token]
        return found[-1] if found else None

    # -- keeping -------------------------------------------------------------------
    def welcomed(self, url: str, address: str, name: str, token: str,
                 account: bool = False) -> None:
        """The server's welcome: its token is kept (the last server used goes last); an
        account's login token replaces the one used (each is good once)."""
        old = self.servers.pop(url, None)
        same = old is not None and (old.token == token or (account and old.account))
        table = old.table if same and old is not None else None
        self.servers[url] = Kept(address, name, token, table, account)
        self.save()

    def seated(self, url: str, table_id: str) -> None:
        """A started match where the token holds a seat (the server holds it if we drop)."""
        kept = self.servers.get(url)
        if kept is not None and kept.table != table_id:
            kept.table = table_id
            self.save()

    def forget_match(self, url: str) -> None:
        """The match is over, or the server no longer holds the seat."""
        kept = self.servers.get(url)
        if kept is not None and kept.table is not None:
            kept.table = None
            self.save()

    def forget(self, url: str) -> None:
        """Left on purpose: the next connection there is a newcomer's."""
        if self.servers.pop(url, None) is not None:
            self.save()
