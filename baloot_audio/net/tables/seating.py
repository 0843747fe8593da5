"""The seats before the start, as the table's members ask: a seat taken or left, a
bot's level (the creator's), the start (the creator's). Each change is stored, then
answered, then told to every member. A tournament's table has its seats from the
draw: nobody takes or leaves one there (tournaments/room.py starts it)."""

from __future__ import annotations

from baloot_audio.bots import BOTS

from ..wire import protocol as p
from .host import Member
from .rated import seat_refusal, start_refusal
from .room import Room


async def take_seat(room: Room, conn: Member, msg: p.TakeSeat) -> None:
    if room.tournament is not None:
        return conn.error("tournament_table", "the draw chose the seats", msg.ref)
    if room.started:
        return conn.error("match_started", "seats are chosen before the start", msg.ref)
    if room.seats[msg.seat].player is not None:
        return conn.error("seat_taken", f"seat {msg.seat}", msg.ref)
    if seat_refusal(room.settings, conn.guest):
        return conn.error("rated_guest", "a rated table seats accounts only", msg.ref)
    old = room.seats.sit(msg.seat, conn.player_id, conn.name, conn.guest, conn.form)
    await seats_changed(room, conn, msg.ref, *([] if old is None else [(old, "left")]),
                        (msg.seat, "taken"))


async def leave_seat(room: Room, conn: Member, msg: p.LeaveSeat) -> None:
    if room.tournament is not None:
        return conn.error("tournament_table", "the draw chose the seats", msg.ref)
    seat = room.seat_of(conn.player_id)
    if seat is None:
        return conn.error("not_seated", "", msg.ref)
    if room.started:
        return conn.error("match_started", "leave the table instead", msg.ref)
    room.seats[seat].free()
    await seats_changed(room, conn, msg.ref, (seat, "left"))


async def set_bot(room: Room, conn: Member, msg: p.SetBot) -> None:
    if conn.player_id != room.settings.creator:
        return conn.error("not_creator", "only the table's creator chooses bots", msg.ref)
    if room.started:
        return conn.error("match_started", "", msg.ref)
    if msg.level not in BOTS:
        return conn.error("unknown_bot", msg.level, msg.ref)
    room.seats[msg.seat].level = msg.level
    await seats_changed(room, conn, msg.ref, (msg.seat, "bot"))


async def seats_changed(room: Room, conn: Member, ref: int, *changes: tuple[int, str]) -> None:
    """Before the start: store the seats, answer ``conn``, tell each change."""
    await room.save_settings()
    conn.send(p.Ok(ref))
    for seat, change in changes:
        room.seat_changed(seat, change)


async def start_match(room: Room, conn: Member, msg: p.StartMatch) -> None:
    if conn.player_id != room.settings.creator:
        return conn.error("not_creator", "only the table's creator starts", msg.ref)
    if room.started:
        return conn.error("match_started", "", msg.ref)
    if start_refusal(room.settings, room.seats):
        return conn.error("rated_seats", "a rated match starts with four accounts", msg.ref)
    room.started, room.lineup = True, room.seats.data()
    await room.save_settings()
    conn.send(p.Ok(msg.ref))
    await room.deal()
