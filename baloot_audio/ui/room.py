"""A table before its start, in words: who sits where, the free seats ("sit
across from Ahmed"), the invite code, the start; and presence said aloud
(joined, left, dropped, back). The chat keys work there as at the table, and
leaving asks first."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Optional

from baloot_audio.net import protocol as p

from .chat import CHAT_COMMANDS
from .commands import Chord
from .confirm import confirm
from .lobby import refused, tell_code
from .narrator import POSITIONS_CCW, POSITIONS_CW
from .screens import MenuItem, MenuScreen
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
                    lambda: sit(online, s.seat))


def room_items(online: "Online") -> list[MenuItem]:
    t, table, client = online.t, online.table, online.client
    assert table is not None and client is not None
    items = [item for s in table.info.seats if (item := seat_item(online, s)) is not None]
    code = table.info.code or ""
    if code:
        items.append(MenuItem(lambda: t("room-code", code=spaced(code)),
                              lambda: tell_code(online, True, Priority.ANSWER)))
    if table.info.creator == client.player_id:
        items.append(MenuItem(lambda: t("room-start"), lambda: start(online)))
    else:
        creator = next((s.name for s in table.info.seats
                        if s.player_id == table.info.creator), None) or "?"
        items.append(MenuItem(lambda: t("room-wait", name=creator)))
    items.append(MenuItem(lambda: t("room-chat"), online.chat.open))
    items.append(MenuItem(lambda: t("room-leave"), lambda: ask_leave(online)))
    return items


class RoomScreen(MenuScreen):
    """The room's list; the table's chat keys (Ctrl+T, the chat history, the quick
    phrases, as rebound) answer here as at the table, so a line typed after Ctrl+T
    goes into the chat field and never moves through the list by first letters."""

    def __init__(self, online: "Online", focus: int = 0):
        items = room_items(online)
        super().__init__(online.shell, lambda: online.t("room-title"), items,
                         back=lambda: ask_leave(online), focus=min(focus, len(items) - 1),
                         name="room")
        self.chat = online.chat

    def on_unbound_key(self, chord: Chord) -> bool:
        cmd = self.app.keymap.lookup(chord, ("table",))
        return cmd in CHAT_COMMANDS and self.chat.command(cmd)


def show_room(online: "Online", priority: Optional[Priority] = Priority.ANSWER) -> None:
    """The room's list; ``priority`` None: it follows a change without a word, where it
    is in the stack (a chat field or a question may be on top of it)."""
    sh, old = online.shell, online.room
    online.room = RoomScreen(online, focus=old.focus if old is not None else 0)
    if priority is not None:
        sh.show(online.room, priority)
    elif old is not None and old in sh.stack:
        sh.stack[sh.stack.index(old)] = online.room
        sh.renderer.dirty = True


def sit(online: "Online", seat: int) -> None:
    assert online.client is not None
    online.net.run(online.client.take_seat(seat), lambda _: None,
                   lambda error: refused(online, error))


def start(online: "Online") -> None:
    assert online.client is not None
    online.net.run(online.client.start_match(), lambda _: None,
                   lambda error: refused(online, error))


def ask_leave(online: "Online") -> None:
    """The room's Leave and Escape: asked first ("no" first); the others are told."""
    confirm(online.shell, "confirm-leave-table", online.leave_table)


def names(online: "Online") -> dict[int, str]:
    """The names that replace the seat words where a person sits."""
    table = online.table
    if table is None:
        return {}
    return {s.seat: s.name for s in table.info.seats
            if s.kind in PEOPLE and s.name and s.seat != table.seat}


def seat_changed(online: "Online", msg: p.SeatChanged) -> None:
    """A seat changed at our table (the client has it in the table's info and our seat
    by now): the names, the words, the list."""
    online.shell.narrator.names = names(online)
    said = presence(online, msg)
    if said:   # before the start, who sits where is a detail (see tell_code); who left is not
        detail = not msg.table.started and msg.change != "left"
        online.shell.speech.say(said[1], Priority.EVENT, said[0], detail=detail)
    if online.room is not None and not msg.table.started:
        show_room(online, None)


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
