"""Moderation at a table, as its members ask (each in its room's inbox).

The table's creator removes a member (``ban``: for good, from that table) and
changes the invite code; a member reports another at their table (kept for the
operator with the table's last chat and actions, ``baloot-audio admin reports``,
within the bounds of the server's report desk: reports.py);
who may join (not banned, nor blocked by the creator). A block between players is
the player's own message (server/player_messages.py).
"""

from __future__ import annotations

import dataclasses
from typing import Optional

from ..db.rules import now
from ..db.storage import Storage
from ..guard.limits import address_key
from ..wire import protocol as p
from .host import Member
from .members import said
from .room import Room

REPORTED_ACTIONS = 40     # the table's last actions kept with a report


def who(room: Room, player_id: str) -> Optional[tuple[str, bool, str, Optional[Member]]]:
    """(name, guest, form of address, connection or None) of a member or a seated
    player at ``room``."""
    conn = room.members.get(player_id)
    if conn is not None:
        return conn.name, conn.guest, conn.form, conn
    seat = room.seat_of(player_id)
    if seat is None:
        return None
    state = room.seats[seat]
    return state.name or "?", state.guest, state.form, None


async def remove(room: Room, conn: Member, msg: p.Remove) -> None:
    """The creator removes ``msg.player_id`` from the table (and bans them from it)."""
    if conn.player_id != room.settings.creator:
        return conn.error("not_creator", "only the table's creator removes", msg.ref)
    target = who(room, msg.player_id) if msg.player_id != conn.player_id else None
    if target is None:
        return conn.error("not_at_table", "", msg.ref)
    name, guest, form, gone = target
    if msg.ban:
        room.banned.add(msg.player_id)
        if guest and gone is not None and gone.address:     # a new guest would be a new id
            room.banned.add(banned_address(gone.address))
    room.members.pop(msg.player_id, None)
    seat = room.seat_of(msg.player_id)
    if seat is not None:
        room.seats[seat].free()
        room.ready.discard(seat)
        if room.table is not None and not room.table.match_over:
            room.gone.went(seat, room.table.match.totals, removed=True)   # not a leaver
        if room.table is not None:
            room.table.humans.discard(seat)
            room.table.wake()
    room.host.left_room(msg.player_id, room.id)
    await room.save_settings()
    conn.send(p.Ok(msg.ref))
    told = p.MemberChanged("banned" if msg.ban else "removed", msg.player_id, name,
                           room.info(), guest, form)
    room.broadcast(told)
    if gone is not None:
        gone.send(told)
    if seat is not None:
        room.seat_changed(seat, "left", (name, form))


async def new_code(room: Room, conn: Member, msg: p.NewCode) -> None:
    """The creator's new invite code, of the server's length (an old table's short
    code gets long); the old one joins no more."""
    if conn.player_id != room.settings.creator:
        return conn.error("not_creator", "only the table's creator changes the code", msg.ref)
    code = room.host.recode(room.id, room.settings.code)
    room.settings = dataclasses.replace(room.settings, code=code)
    await room.save_settings()
    conn.send(p.Ok(msg.ref))
    room.broadcast(p.MemberChanged("code", conn.player_id or "", conn.name, room.info(),
                                   conn.guest, conn.form))


async def report(room: Room, conn: Member, msg: p.Report) -> None:
    """``msg.player_id`` reported, with the table's last chat lines and actions."""
    target = who(room, msg.player_id) if msg.player_id != conn.player_id else None
    if target is None:
        return conn.error("not_at_table", "", msg.ref)
    actions = room.table.actions[-1][-REPORTED_ACTIONS:] if room.table and \
        room.table.actions else []
    context = {"seats": [s.name for s in room.seats], "started": room.started,
               "chat": [said(line) for line in room.chat_log.lines],
               "actions": list(actions)}
    refused = await room.host.reports.file(
        conn.player_id or "", conn.name, conn.address, msg.player_id, target[0], room.id,
        msg.reason, context, now())
    if refused:
        return conn.error(refused, "", msg.ref)
    conn.send(p.Ok(msg.ref))


def banned_address(address: str) -> str:
    """A guest's ban kept by address (with the table's bans: no player id looks so)."""
    return "address:" + address_key(address)


async def may_join(room: Room, player_id: str, storage: Storage,
                   address: Optional[str] = None) -> bool:
    """Not banned from the table (a guest from a banned guest's ``address`` neither,
    for the table's life: a guest who comes back under a new name is a new id; an
    account is its own id), nor blocked by its creator."""
    if player_id in room.banned or (address and banned_address(address) in room.banned):
        return False
    creator = room.members.get(room.settings.creator)
    blocked = creator.blocked if creator is not None else \
        await storage.blocked_by(room.settings.creator)
    return player_id not in blocked
