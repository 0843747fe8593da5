"""A table's chat as its members heard it: the last lines, kept for a member whose
connection is lost meanwhile (they are sent when the member comes back), and
the lines a second the table may say (``--chat-per-table``)."""

from __future__ import annotations

from typing import Iterable

from . import protocol as p
from .host import Member
from .limits import Bucket
from .members import chat_to

CHAT_KEPT = 50            # chat lines kept for a member who drops and comes back


class ChatLog:
    def __init__(self, per_second: float = 5.0) -> None:
        self.rate = Bucket(per_second, 2 * per_second)     # lines the table may say
        self.lines: list[bytes] = []         # the last CHAT_KEPT lines, encoded
        self.count = 0                       # lines said at this table so far
        self.heard: dict[str, int] = {}      # by player: lines sent while connected

    def say(self, members: dict[str, Member], line: p.ChatLine) -> None:
        """A chat line to everybody at the table (but who blocked its speaker), kept
        for a member whose connection is lost meanwhile: it is sent when they come
        back (nothing said is lost)."""
        data = chat_to(members.values(), line)
        self.said(data, [player for player, conn in members.items() if not conn.closing])

    def said(self, line: bytes, present: Iterable[str]) -> None:
        """``line`` was sent to every member; ``present``: the players it reached."""
        self.lines = [*self.lines[-(CHAT_KEPT - 1):], line]
        self.count += 1
        for player_id in present:
            self.heard[player_id] = self.count

    def missed(self, player_id: str) -> list[bytes]:
        """The lines said while ``player_id`` was away (none on a first join), in
        order; from now on they count as heard."""
        missed = min(self.count - self.heard.get(player_id, self.count), len(self.lines))
        self.heard[player_id] = self.count
        return self.lines[len(self.lines) - missed:]
