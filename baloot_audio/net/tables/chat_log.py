"""A table's chat as its members heard it: the last lines, kept for a member whose
connection is lost meanwhile (they are sent when the member comes back), and
the lines a second the table may say (``--chat-per-table``)."""

from __future__ import annotations

from typing import Iterable, Optional

from ..guard.limits import Bucket
from ..wire import protocol as p
from ..wire.free_text import text_refusal
from .host import Member
from .members import chat_to, team_chat_closed
from .server_table import ServerTable

CHAT_KEPT = 50            # chat lines kept for a member who drops and comes back
CHAT_RATE, CHAT_BURST = 1.0, 5.0  # a connection's lines a second, and burst (private ones too)


class ChatLog:
    def __init__(self, per_second: float = 5.0) -> None:
        self.rate = Bucket(per_second, 2 * per_second)     # lines the table may say
        self.lines: list[bytes] = []         # the last CHAT_KEPT lines, encoded
        self.count = 0                       # lines said at this table so far
        self.heard: dict[str, int] = {}      # by player: lines sent while connected

    def hear(self, conn: Member, msg: p.SendChat, seat: Optional[int],
             table: Optional[ServerTable], members: dict[str, Member]) -> None:
        """``conn``'s line to its table (from ``seat``, None: watching), said once it passes
        the text's, the connection's and the table's checks; else the refusal's code."""
        if text_refusal(msg.text):
            return conn.error("bad_text", "a chat line is not blank and has no control "
                              "that reorders or hides text", msg.ref)
        if not conn.chat.take():
            return conn.error("chat_throttled", f"at most {CHAT_RATE:g} line a second", msg.ref)
        if not self.rate.take():
            return conn.error("chat_throttled", "the table's chat is busy", msg.ref)
        if team_chat_closed(table, seat):
            return conn.error("chat_closed", "a Qaid table's players do not chat "
                              "from the deal until the round is scored", msg.ref)
        self.say(members, p.ChatLine(conn.player_id or "", conn.name, msg.text, seat,
                                     conn.guest, conn.form))

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
