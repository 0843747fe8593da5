"""A table before its start, in words: who sits where, the free seats ("sit
across from Ahmed"), the invite code, the start; and presence said aloud
(joined, left, dropped, back)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from baloot_audio.net import protocol as p

from .narrator import POSITIONS_CCW, POSITIONS_CW
from .screens import MenuItem
from .session import spaced
from .speech import Priority

if TYPE_CHECKING:
    from .online import Online

PEOPLE = ("human", "held")


def relative(clockwise: bool, seat: int, of: int) -> str:
    """Where ``seat`` is seen from ``of``: me, right, across or left."""
    return (POSITIONS_CW if clockwise else POSITIONS_CCW)[(seat - of) % 4]


def where(online: "Online", seat: int, of: Optional[int], name: Optional[str] = None) -> str:
    """``across from Ahmed`` (``name`` given) / ``across from you`` / ``at seat 3``."""
    t = online.t
    if of is None:
        return t("where-seat", number=seat + 1)
    pos = relative(online.shell.narrator.clockwise, seat, of)
    return t(f"where-{pos}", name=name) if name else t(f"where-{pos}-you")


def anchor(online: "Online", info: p.TableInfo) -> tuple[Optional[int], Optional[str]]:
    """The seat free seats are told from: a person other than me (the creator first)."""
    me = online.table.seat if online.table else None
    people = sorted((s for s in info.seats if s.kind in PEOPLE and s.seat != me),
                    key=lambda s: s.player_id != info.creator)
    if people:
        return people[0].seat, people[0].name
    return me, None


def seat_item(online: "Online", s: p.SeatInfo) -> Optional[MenuItem]:
    t, table = online.t, online.table
    assert table is not None
    me = table.seat
    if s.seat == me:
        return None
    if s.kind in PEOPLE:
        return MenuItem(lambda: t("room-person", name=s.name or "?",
                                  where=where(online, s.seat, me)))
    of, name = anchor(online, table.info)
    return MenuItem(lambda: t("room-sit", where=where(online, s.seat, of, name),
                              bot=t(f"bot-{s.level}")),
                    lambda: online.sit(s.seat))


def room_items(online: "Online") -> list[MenuItem]:
    t, table, client = online.t, online.table, online.client
    assert table is not None and client is not None
    items = [item for s in table.info.seats if (item := seat_item(online, s)) is not None]
    code = table.info.code or ""
    if code:
        items.append(MenuItem(lambda: t("room-code", code=spaced(code)),
                              lambda: online.tell_code(True, Priority.ANSWER)))
    if table.info.creator == client.player_id:
        items.append(MenuItem(lambda: t("room-start"), online.start_match))
    else:
        creator = next((s.name for s in table.info.seats
                        if s.player_id == table.info.creator), None) or "?"
        items.append(MenuItem(lambda: t("room-wait", name=creator)))
    items.append(MenuItem(lambda: t("room-chat"), online.chat.open))
    items.append(MenuItem(lambda: t("room-leave"), online.leave_table))
    return items


def presence(online: "Online", msg: p.SeatChanged) -> Optional[tuple[str, str]]:
    """The message id and words for a seat change (None when there is nothing to say)."""
    t, table = online.t, online.table
    if table is None:
        return None
    if msg.seat == table.seat and msg.change in ("dropped", "back"):
        return None                     # about me: "connection lost" / "back online" say it
    if msg.seat == table.seat and msg.change == "taken":
        return "presence-you-sit", t("presence-you-sit",
                                     where=where(online, msg.seat, *anchor(online, msg.table)))
    name = msg.name or next((s.name for s in msg.table.seats if s.seat == msg.seat), None)
    if msg.change == "bot":
        level = msg.table.seats[msg.seat].level
        return "presence-bot", t("presence-bot", where=where(online, msg.seat, table.seat),
                                 bot=t(f"bot-{level}"))
    if not name or msg.change not in ("taken", "left", "dropped", "back"):
        return None
    args: dict[str, Any] = {"name": name, "where": where(online, msg.seat, table.seat),
                            "started": "yes" if msg.table.started else "no"}
    return f"presence-{msg.change}", t(f"presence-{msg.change}", **args)
