"""Who is at a table besides its seats, and what each member hears of the others:
the watchers (members without a seat), announced as they come and go, and the
chat lines, which never reach a member who blocked their speaker."""

from __future__ import annotations

import json
from typing import Iterable, Optional

from ..wire import protocol as p
from .host import Member
from .server_table import ServerTable


def watchers(members: dict[str, Member], seated: Iterable[Optional[str]]) -> list[p.Watcher]:
    """The members without a seat, in the order they came."""
    taken = set(seated)
    return [p.Watcher(pid, conn.name, conn.guest, conn.form) for pid, conn in members.items()
            if pid not in taken]


def hears(conn: Member, speaker: str) -> bool:
    """Whether ``conn`` is sent what ``speaker`` says (not if it blocked them)."""
    return speaker not in conn.blocked


def chat_to(members: Iterable[Member], line: p.ChatLine) -> bytes:
    """``line`` to every member who did not block its speaker; returns it encoded."""
    data = p.encode(line)
    for conn in list(members):
        if hears(conn, line.player_id):
            conn.send_raw(data)
    return data


def missed_for(conn: Member, lines: list[bytes]) -> list[bytes]:
    """The chat lines missed while away, but those of players ``conn`` blocked."""
    return [data for data in lines if hears(conn, json.loads(data)["player_id"])]


def said(line: bytes) -> str:
    """A kept chat line as the operator reads it in a report: ``name (seat): text``."""
    data = json.loads(line)
    return f"{data['name']} ({data.get('seat', 'watching')}): {data['text']}"


def team_chat_closed(table: Optional[ServerTable], seat: Optional[int]) -> bool:
    """At a Qaid table a seated player's chat is closed from the deal until the round
    is scored (partners could tell each other their cards, or a mistake to call);
    the members without a seat, who see no hand, may still chat."""
    return (seat is not None and table is not None and table.rules.qaid
            and table.state is not None and not table.round_over)
