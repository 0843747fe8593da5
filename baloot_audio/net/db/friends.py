"""What the server keeps of friends: who asked whom (a request waits until the
other answers), who are friends (a row each way), and the private messages
between two players (numbered per pair; kept until read, then the last
``kept`` of a pair).

:class:`FriendStorage` is the part of the storage interface they make; the
schema is :data:`FRIENDS_SCHEMA` (one migration, see rules.py). The
two databases share :class:`SQLFriends`, written over two primitives each
backend gives (``_rows``: one read; ``_steps``: statements in one
transaction); :class:`MemoryFriends` is the in-memory backend's part. Every
query reads one player's rows through an index, a page at a time.
"""

from __future__ import annotations

import dataclasses
import time
from dataclasses import dataclass
from typing import Any, Optional, Protocol

from .accounts import FORMS, UNSPECIFIED

FRIENDS_SCHEMA = [
    """CREATE TABLE friend_requests (
        from_id TEXT NOT NULL,
        to_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        PRIMARY KEY (from_id, to_id))""",
    "CREATE INDEX friend_requests_to ON friend_requests (to_id, created_at)",
    """CREATE TABLE friends (
        player_id TEXT NOT NULL,
        friend_id TEXT NOT NULL,
        created_at DOUBLE PRECISION NOT NULL,
        told BOOLEAN NOT NULL DEFAULT TRUE,
        PRIMARY KEY (player_id, friend_id))""",
    "CREATE INDEX friends_of_friend ON friends (friend_id)",
    """CREATE TABLE private_messages (
        pair TEXT NOT NULL,
        seq INTEGER NOT NULL,
        sender_id TEXT NOT NULL,
        recipient_id TEXT NOT NULL,
        text TEXT NOT NULL,
        sent_at DOUBLE PRECISION NOT NULL,
        delivered BOOLEAN NOT NULL DEFAULT FALSE,
        PRIMARY KEY (pair, seq))""",
    "CREATE INDEX private_messages_waiting ON private_messages (recipient_id, sent_at) "
    "WHERE NOT delivered",
]

# The statements both databases run (``?`` placeholders; PostgreSQL's are %s).
INSERT_REQUEST = ("INSERT INTO friend_requests (from_id, to_id, created_at) VALUES (?, ?, ?) "
                  "ON CONFLICT DO NOTHING")
HAS_REQUEST = "SELECT 1 FROM friend_requests WHERE from_id = ? AND to_id = ?"
DELETE_REQUEST = "DELETE FROM friend_requests WHERE from_id = ? AND to_id = ?"
REQUESTS_FROM = "SELECT COUNT(*) FROM friend_requests WHERE from_id = ?"
REQUESTS_TO = "SELECT COUNT(*) FROM friend_requests WHERE to_id = ?"
REQUESTS_PAGE = (
    "SELECT r.from_id, a.name, a.form FROM friend_requests r JOIN accounts a "
    "ON a.player_id = r.from_id "
    "WHERE r.to_id = ? AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.player_id = r.to_id "
    "AND b.blocked_id = r.from_id) ORDER BY r.created_at, r.from_id LIMIT ? OFFSET ?")
INSERT_FRIEND = ("INSERT INTO friends (player_id, friend_id, created_at, told) "
                 "VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING")
UNTOLD = ("SELECT f.friend_id, a.name, a.form FROM friends f JOIN accounts a "
          "ON a.player_id = f.friend_id "
          "WHERE f.player_id = ? AND NOT f.told ORDER BY a.name_key, f.friend_id LIMIT ?")
MARK_TOLD = "UPDATE friends SET told = TRUE WHERE player_id = ? AND NOT told"
DELETE_FRIEND = "DELETE FROM friends WHERE player_id = ? AND friend_id = ?"
ARE_FRIENDS = "SELECT 1 FROM friends WHERE player_id = ? AND friend_id = ?"
FRIEND_COUNT = "SELECT COUNT(*) FROM friends WHERE player_id = ?"
FRIENDS_PAGE = ("SELECT f.friend_id, a.name, a.form FROM friends f JOIN accounts a "
                "ON a.player_id = f.friend_id WHERE f.player_id = ? "
                "ORDER BY a.name_key, f.friend_id LIMIT ? OFFSET ?")
MESSAGE_COLUMNS = "m.pair, m.seq, m.sender_id, m.recipient_id, m.text, m.sent_at"
INSERT_MESSAGE = (
    "INSERT INTO private_messages (pair, seq, sender_id, recipient_id, text, sent_at) "
    "SELECT ?, COALESCE(MAX(seq), 0) + 1, ?, ?, ?, ? FROM private_messages WHERE pair = ?")
LAST_MESSAGE = (f"SELECT {MESSAGE_COLUMNS} FROM private_messages m WHERE m.pair = ? "
                "ORDER BY m.seq DESC LIMIT 1")
PRUNE_MESSAGES = "DELETE FROM private_messages WHERE pair = ? AND seq <= ? AND delivered"
WAITING_FROM = ("SELECT COUNT(*) FROM private_messages WHERE pair = ? AND sender_id = ? "
                "AND NOT delivered")
MESSAGES_PAGE = (f"SELECT {MESSAGE_COLUMNS} FROM private_messages m WHERE m.pair = ? "
                 "AND m.seq < ? ORDER BY m.seq DESC LIMIT ?")
UNDELIVERED = (f"SELECT {MESSAGE_COLUMNS}, a.name, a.form FROM private_messages m "
               "JOIN accounts a "
               "ON a.player_id = m.sender_id WHERE m.recipient_id = ? AND NOT m.delivered "
               "ORDER BY m.sent_at, m.seq LIMIT ?")
MARK_SEEN = ("UPDATE private_messages SET delivered = TRUE WHERE pair = ? AND recipient_id = ? "
             "AND seq <= ? AND NOT delivered")
DROP_WAITING = "UPDATE private_messages SET delivered = TRUE WHERE pair = ? AND NOT delivered"
FORGET = [   # an account deleted (the operator's command, rare: the messages are scanned)
    "DELETE FROM friends WHERE player_id = ?", "DELETE FROM friends WHERE friend_id = ?",
    "DELETE FROM friend_requests WHERE from_id = ?", "DELETE FROM friend_requests WHERE to_id = ?",
    "DELETE FROM private_messages WHERE sender_id = ?",
    "DELETE FROM private_messages WHERE recipient_id = ?",
]


def pair_of(a: str, b: str) -> str:
    """The key of the conversation between two players (the same either way)."""
    return f"{min(a, b)}|{max(a, b)}"


@dataclass(frozen=True)
class StoredPerson:
    player_id: str
    name: str
    form: str = UNSPECIFIED      # their form of address (checked: as read from disk)

    def __post_init__(self) -> None:
        if self.form not in FORMS:
            object.__setattr__(self, "form", UNSPECIFIED)


@dataclass(frozen=True)
class Message:
    """A private message; ``seq`` counts the pair's messages from 1."""
    pair: str
    seq: int
    sender_id: str
    recipient_id: str
    text: str
    sent_at: float
    sender_name: str = ""       # filled by ``undelivered`` only
    sender_form: str = UNSPECIFIED   # the sender's form of address (``undelivered`` only)

    def __post_init__(self) -> None:
        if self.sender_form not in FORMS:
            object.__setattr__(self, "sender_form", UNSPECIFIED)


class FriendStorage(Protocol):
    """Friend requests, friends and private messages (every write durable when it returns)."""

    async def add_friend_request(self, from_id: str, to_id: str) -> None: ...
    async def has_friend_request(self, from_id: str, to_id: str) -> bool: ...
    async def drop_friend_request(self, from_id: str, to_id: str) -> bool: ...

    async def request_counts(self, from_id: str, to_id: str) -> tuple[int, int]:
        """(requests ``from_id`` sent that wait, requests waiting for ``to_id``)."""

    async def requests_to(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        """The requests that wait for the player, oldest first, but those from
        players they blocked (those wait unseen, as any other does)."""

    async def befriend(self, a: str, b: str) -> None:
        """``a`` accepts ``b``'s request: friends both ways, the requests between them
        gone; ``b`` is not told yet (:meth:`untold_friends`)."""

    async def untold_friends(self, player_id: str, limit: int) -> list[StoredPerson]:
        """The friends who accepted the player's request since they were last told."""

    async def mark_told(self, player_id: str) -> None: ...

    async def unfriend(self, a: str, b: str) -> bool:
        """Friends no more, the requests between them gone, the messages that
        wait between them dropped; False when they were not friends."""

    async def are_friends(self, a: str, b: str) -> bool: ...
    async def friend_count(self, player_id: str) -> int: ...

    async def friends_of(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        """A page of the player's friends, by name."""

    async def add_message(self, sender: str, recipient: str, text: str, kept: int) -> Message:
        """A new message of the pair; only the last ``kept`` read ones stay."""

    async def waiting_from(self, sender: str, recipient: str) -> int:
        """Messages of ``sender`` that ``recipient`` has not seen yet."""

    async def messages_between(self, a: str, b: str, before: int, limit: int) -> list[Message]:
        """A page of the pair's history, newest first, numbered below ``before``."""

    async def undelivered(self, recipient: str, limit: int) -> list[Message]:
        """The oldest messages the player has not seen yet, with their sender's name."""

    async def mark_seen(self, recipient: str, sender: str, seq: int) -> None:
        """The player saw ``sender``'s messages up to ``seq``."""

    async def forget_friends(self, player_id: str) -> None:
        """A deleted account's friends, requests and messages go."""


def counted(rows: list[tuple]) -> int:
    return int(rows[0][0]) if rows else 0


class SQLFriends:
    """FriendStorage on SQL: the backend gives ``_rows(statement, args)`` (one read)
    and ``_steps([(statement, args)...], lock)`` (one transaction: each step's rows,
    or the rows it changed; ``lock``: a key the transaction holds, for PostgreSQL)."""

    async def _rows(self, statement: str, args: tuple) -> list[tuple]:
        raise NotImplementedError

    async def _steps(self, steps: list[tuple[str, tuple]],
                     lock: Optional[str] = None) -> list[Any]:
        raise NotImplementedError

    async def add_friend_request(self, from_id: str, to_id: str) -> None:
        await self._steps([(INSERT_REQUEST, (from_id, to_id, time.time()))])

    async def has_friend_request(self, from_id: str, to_id: str) -> bool:
        return bool(await self._rows(HAS_REQUEST, (from_id, to_id)))

    async def drop_friend_request(self, from_id: str, to_id: str) -> bool:
        return (await self._steps([(DELETE_REQUEST, (from_id, to_id))]))[0] == 1

    async def request_counts(self, from_id: str, to_id: str) -> tuple[int, int]:
        return (counted(await self._rows(REQUESTS_FROM, (from_id,))),
                counted(await self._rows(REQUESTS_TO, (to_id,))))

    async def requests_to(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        return [StoredPerson(*row) for row in await self._rows(REQUESTS_PAGE,
                                                         (player_id, limit, offset))]

    async def befriend(self, a: str, b: str) -> None:
        t = time.time()
        await self._steps([(INSERT_FRIEND, (a, b, t, True)), (INSERT_FRIEND, (b, a, t, False)),
                           (DELETE_REQUEST, (a, b)), (DELETE_REQUEST, (b, a))])

    async def untold_friends(self, player_id: str, limit: int) -> list[StoredPerson]:
        return [StoredPerson(*row) for row in await self._rows(UNTOLD, (player_id, limit))]

    async def mark_told(self, player_id: str) -> None:
        await self._steps([(MARK_TOLD, (player_id,))])

    async def unfriend(self, a: str, b: str) -> bool:
        done = await self._steps([(DELETE_REQUEST, (a, b)), (DELETE_REQUEST, (b, a)),
                                  (DROP_WAITING, (pair_of(a, b),)), (DELETE_FRIEND, (b, a)),
                                  (DELETE_FRIEND, (a, b))])
        return done[-1] == 1

    async def are_friends(self, a: str, b: str) -> bool:
        return bool(await self._rows(ARE_FRIENDS, (a, b)))

    async def friend_count(self, player_id: str) -> int:
        return counted(await self._rows(FRIEND_COUNT, (player_id,)))

    async def friends_of(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        return [StoredPerson(*row) for row in await self._rows(FRIENDS_PAGE,
                                                         (player_id, limit, offset))]

    async def add_message(self, sender: str, recipient: str, text: str, kept: int) -> Message:
        pair = pair_of(sender, recipient)
        done = await self._steps([
            (INSERT_MESSAGE, (pair, sender, recipient, text, time.time(), pair)),
            (LAST_MESSAGE, (pair,))], lock=pair)
        message = Message(*done[-1][0])
        await self._steps([(PRUNE_MESSAGES, (pair, message.seq - kept))])
        return message

    async def waiting_from(self, sender: str, recipient: str) -> int:
        return counted(await self._rows(WAITING_FROM, (pair_of(sender, recipient), sender)))

    async def messages_between(self, a: str, b: str, before: int, limit: int) -> list[Message]:
        return [Message(*row) for row in await self._rows(MESSAGES_PAGE,
                                                          (pair_of(a, b), before, limit))]

    async def undelivered(self, recipient: str, limit: int) -> list[Message]:
        return [Message(*row) for row in await self._rows(UNDELIVERED, (recipient, limit))]

    async def mark_seen(self, recipient: str, sender: str, seq: int) -> None:
        await self._steps([(MARK_SEEN, (pair_of(recipient, sender), recipient, seq))])

    async def forget_friends(self, player_id: str) -> None:
        await self._steps([(statement, (player_id,)) for statement in FORGET])


class MemoryFriends:
    """The in-memory backend's friends (MemoryStorage's part; it gives the accounts
    and blocks of MemoryAccounts)."""

    _accounts: dict[str, dict[str, Any]]
    _blocks: set[tuple[str, str]]

    def __init__(self) -> None:
        self._requests: dict[tuple[str, str], float] = {}
        self._friends: set[tuple[str, str]] = set()
        self._untold: set[tuple[str, str]] = set()        # (asked, accepted by)
        self._messages: dict[str, list[Message]] = {}     # by pair, in order
        self._delivered: set[tuple[str, int]] = set()

    def _check_open(self) -> None: ...

    def _person(self, player_id: str) -> Optional[StoredPerson]:
        row = self._accounts.get(player_id)
        return StoredPerson(player_id, row["name"], row["form"]) if row else None

    async def add_friend_request(self, from_id: str, to_id: str) -> None:
        self._check_open()
        self._requests.setdefault((from_id, to_id), time.time())

    async def has_friend_request(self, from_id: str, to_id: str) -> bool:
        self._check_open()
        return (from_id, to_id) in self._requests

    async def drop_friend_request(self, from_id: str, to_id: str) -> bool:
        self._check_open()
        return self._requests.pop((from_id, to_id), None) is not None

    async def request_counts(self, from_id: str, to_id: str) -> tuple[int, int]:
        self._check_open()
        return (sum(1 for f, _ in self._requests if f == from_id),
                sum(1 for _, t in self._requests if t == to_id))

    async def requests_to(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        self._check_open()
        waiting = sorted((at, f) for (f, t), at in self._requests.items()
                         if t == player_id and (player_id, f) not in self._blocks)
        people = [self._person(f) for _, f in waiting]
        return [p for p in people if p is not None][offset:offset + limit]

    async def befriend(self, a: str, b: str) -> None:
        self._check_open()
        self._friends |= {(a, b), (b, a)}
        self._untold.add((b, a))
        self._requests.pop((a, b), None)
        self._requests.pop((b, a), None)

    async def unfriend(self, a: str, b: str) -> bool:
        self._check_open()
        self._requests.pop((a, b), None)
        self._requests.pop((b, a), None)
        pair = pair_of(a, b)
        self._delivered |= {(pair, m.seq) for m in self._messages.get(pair, [])}
        was = (a, b) in self._friends
        self._friends -= {(a, b), (b, a)}
        return was

    async def are_friends(self, a: str, b: str) -> bool:
        self._check_open()
        return (a, b) in self._friends

    async def untold_friends(self, player_id: str, limit: int) -> list[StoredPerson]:
        self._check_open()
        people = [self._person(f) for p, f in self._untold if p == player_id
                  and (p, f) in self._friends]
        return sorted((p for p in people if p), key=lambda p: (
            self._accounts[p.player_id]["key"], p.player_id))[:limit]

    async def mark_told(self, player_id: str) -> None:
        self._check_open()
        self._untold = {pair for pair in self._untold if pair[0] != player_id}

    async def friend_count(self, player_id: str) -> int:
        self._check_open()
        return sum(1 for p, _ in self._friends if p == player_id)

    async def friends_of(self, player_id: str, offset: int, limit: int) -> list[StoredPerson]:
        self._check_open()
        people = [self._person(f) for p, f in self._friends if p == player_id]
        found = sorted((self._accounts[p.player_id]["key"], p.player_id, p) for p in people if p)
        return [p for _, _, p in found][offset:offset + limit]

    async def add_message(self, sender: str, recipient: str, text: str, kept: int) -> Message:
        self._check_open()
        pair = pair_of(sender, recipient)
        history = self._messages.setdefault(pair, [])
        message = Message(pair, history[-1].seq + 1 if history else 1, sender, recipient, text,
                          time.time())
        history.append(message)
        self._messages[pair] = [m for m in history if m.seq > message.seq - kept
                                or (pair, m.seq) not in self._delivered]
        return message

    def _waiting(self, message: Message) -> bool:
        return (message.pair, message.seq) not in self._delivered

    async def waiting_from(self, sender: str, recipient: str) -> int:
        self._check_open()
        return sum(1 for m in self._messages.get(pair_of(sender, recipient), [])
                   if m.sender_id == sender and self._waiting(m))

    async def messages_between(self, a: str, b: str, before: int, limit: int) -> list[Message]:
        self._check_open()
        older = [m for m in self._messages.get(pair_of(a, b), []) if m.seq < before]
        return older[::-1][:limit]

    async def undelivered(self, recipient: str, limit: int) -> list[Message]:
        self._check_open()
        waiting = sorted((m.sent_at, m.seq, m.pair) for history in self._messages.values()
                         for m in history if m.recipient_id == recipient and self._waiting(m))
        found = []
        for _, seq, pair in waiting[:limit]:
            m = next(m for m in self._messages[pair] if m.seq == seq)
            sender = self._person(m.sender_id)
            if sender is not None:
                found.append(dataclasses.replace(m, sender_name=sender.name,
                                                 sender_form=sender.form))
        return found

    async def mark_seen(self, recipient: str, sender: str, seq: int) -> None:
        self._check_open()
        pair = pair_of(recipient, sender)
        self._delivered |= {(pair, m.seq) for m in self._messages.get(pair, [])
                            if m.recipient_id == recipient and m.seq <= seq}

    async def forget_friends(self, player_id: str) -> None:
        self._check_open()
        self._requests = {k: v for k, v in self._requests.items() if player_id not in k}
        self._friends = {pair for pair in self._friends if player_id not in pair}
        self._messages = {pair: [m for m in history if player_id not in (m.sender_id,
                                                                         m.recipient_id)]
                          for pair, history in self._messages.items()}
