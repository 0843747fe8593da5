"""What friends say to each other through the server: invitations to a table and
private messages.

An invitation goes to an online friend, from a player at a table; it is good
for ``invite_seconds``, and a player sends ``invites_per_minute`` at most and
one to a friend every ``invite_gap`` seconds (so they cannot spam). A private
message is a chat line (the same checks, the same rate) to a friend: stored,
sent at once to each of their connections, and again at each login until they
answer ``private_seen``; ``private_waiting`` unread from one sender at most.
"""

from __future__ import annotations

import time
from typing import Awaitable, Callable, Optional

from ..db.friends import Message
from ..guard.limits import Bucket
from ..tables.host import Member
from ..tables.room import Room
from ..wire import protocol as p
from ..wire.free_text import text_refusal
from .friends import FriendBook

INVITES_AT_ONCE = 3.0
MANY_INVITES = 1000       # invitations kept before the expired ones are swept


def line_of(message: Message) -> p.PrivateLine:
    return p.PrivateLine(message.seq, message.sender_id, message.text, message.sent_at)


JoinInvited = Callable[[Member, str, int], Awaitable[None]]


class FriendTalk:
    def __init__(self, book: FriendBook, join: JoinInvited):
        self.book, self.join = book, join     # join: the server's, for an accepted invitation
        self.storage, self.limits = book.storage, book.limits
        # (invited, inviter) -> (table id, good until), and when each pair's last was sent
        self.invites: dict[tuple[str, str], tuple[str, float]] = {}
        self.invite_buckets: dict[str, Bucket] = {}
        self.unread: dict[Member, set[tuple[str, int]]] = {}   # sent to a connection, unseen

    # -- invitations ---------------------------------------------------------------------
    async def invite(self, conn: Member, msg: p.InviteFriend) -> None:
        """To the sender's table, for an online friend."""
        me, friend = conn.player_id or "", msg.player_id
        room = self.book.room_of(me)
        if room is None:
            return conn.error("no_table", "join a table first", msg.ref)
        if not await self.book.are_friends(me, friend):
            return conn.error("not_friend", "", msg.ref)
        if friend not in self.book.online and not await self.book.elsewhere.online(friend):
            return conn.error("friend_offline", "", msg.ref)
        now = time.monotonic()
        old = self.invites.get((friend, me))
        if old is not None and now < old[1] - self.limits.invite_seconds + self.limits.invite_gap:
            return conn.error("invite_throttled", "one invitation to a friend a minute", msg.ref)
        bucket = self.invite_buckets.setdefault(me, Bucket(self.limits.invites_per_minute / 60,
                                                           INVITES_AT_ONCE))
        if not bucket.take():
            return conn.error("invite_throttled", "", msg.ref)
        if len(self.invites) >= MANY_INVITES:
            self.drop_expired()
        self.invites[(friend, me)] = (room.id, now + self.limits.invite_seconds)
        if friend not in self.book.online:     # connected to another process (cluster/shared.py)
            await self.book.elsewhere.invited(friend, me, room.id, self.limits.invite_seconds)
        conn.send(p.Ok(msg.ref))
        self.book.tell(friend, p.Invited(self.book.info(me, conn.name, conn.form)))

    async def answer_invite(self, conn: Member, msg: p.AnswerInvite) -> None:
        """An invitation accepted (the sender joins its table) or declined."""
        room = self.book.room_of(conn.player_id)
        if msg.accept and room is not None and room.started \
                and room.seat_of(conn.player_id) is not None:     # never left for it
            return conn.error("in_match", "finish the match first", msg.ref)
        table_id = await self.take_invite(conn, msg)
        if table_id:
            await self.join(conn, table_id, msg.ref)

    async def take_invite(self, conn: Member, msg: p.AnswerInvite) -> Optional[str]:
        """The table an accepted invitation is to (the caller joins it); a decline is
        answered here. None: nothing more to do."""
        me = conn.player_id or ""
        found = self.invites.pop((me, msg.player_id), None)
        if found is None:             # made on another process
            table_id = await self.book.elsewhere.take_invite(me, msg.player_id)
            found = (table_id, time.monotonic() + 1) if table_id else None
        if found is None or found[1] < time.monotonic():
            conn.error("no_invite", "", msg.ref)
            return None
        self.book.tell(msg.player_id, p.InviteAnswered(me, conn.name, msg.accept, conn.form))
        if not msg.accept:
            conn.send(p.Ok(msg.ref))
            return None
        return found[0]

    async def sever(self, blocker: str, blocked: str) -> None:
        """A block: the friendship ends, with what waits between them."""
        await self.book.sever(blocker, blocked)
        self.forget(blocker, blocked)

    async def unfriend(self, conn: Member, msg: p.FriendRemove) -> None:
        """No longer friends: no invitation between them stays either."""
        self.forget(conn.player_id or "", msg.player_id)
        await self.book.remove(conn, msg)

    def forget(self, a: str, b: str) -> None:
        """No invitation between them stays (a block, an end of friendship)."""
        self.invites.pop((a, b), None)
        self.invites.pop((b, a), None)

    def drop_expired(self) -> None:
        now = time.monotonic()
        self.invites = {k: v for k, v in self.invites.items() if v[1] >= now}

    # -- private messages ------------------------------------------------------------------
    async def send(self, conn: Member, msg: p.SendPrivate) -> None:
        me, friend = conn.player_id or "", msg.player_id
        if text_refusal(msg.text):
            return conn.error("bad_text", "a message is not blank and has no control "
                              "that reorders or hides text", msg.ref)
        if not conn.chat.take():
            return conn.error("chat_throttled", "at most one line a second", msg.ref)
        if not await self.book.are_friends(me, friend):
            return conn.error("not_friend", "", msg.ref)
        if await self.storage.waiting_from(me, friend) >= self.limits.private_waiting:
            return conn.error("private_full", "", msg.ref)
        message = await self.storage.add_message(me, friend, msg.text, self.limits.private_kept)
        conn.send(p.Ok(msg.ref))
        notice = p.PrivateMessage(me, conn.name, line_of(message), conn.form)
        self.book.elsewhere.tell(friend, notice)
        self.private_here(friend, notice)

    def private_here(self, friend: str, notice: p.PrivateMessage) -> None:
        """A private message to the friend's connections to this process, once each."""
        key = (notice.player_id, notice.line.seq)
        for other in self.book.online.get(friend, set()):
            unread = self.unread.setdefault(other, set())
            if key not in unread:         # not sent already by a deliver() that
                unread.add(key)           # read it while this one was stored
                other.send(notice)

    async def history(self, conn: Member, msg: p.ListPrivate) -> None:
        me = conn.player_id or ""
        if not await self.book.are_friends(me, msg.player_id):
            return conn.error("not_friend", "", msg.ref)
        size = self.limits.private_page
        before = msg.before if msg.before is not None else 2 ** 62
        page = await self.storage.messages_between(me, msg.player_id, before, size)
        after = page[-1].seq if len(page) == size and page[-1].seq > 1 else None
        conn.send(p.PrivatePage(msg.player_id, [line_of(m) for m in page], msg.ref, after))

    async def seen(self, conn: Member, msg: p.PrivateSeen) -> None:
        await self.storage.mark_seen(conn.player_id or "", msg.player_id, msg.seq)
        conn.send(p.Ok(msg.ref))
        unread = self.unread.get(conn, set())
        unread -= {(sender, seq) for sender, seq in unread
                   if sender == msg.player_id and seq <= msg.seq}
        if not unread:
            await self.deliver(conn)

    async def deliver(self, conn: Member) -> None:
        """The oldest messages the player has not seen (a page; the next when they are)."""
        unread = self.unread.setdefault(conn, set())
        for message in await self.storage.undelivered(conn.player_id or "",
                                                      self.limits.page_size):
            if (message.sender_id, message.seq) not in unread:
                unread.add((message.sender_id, message.seq))
                conn.send(p.PrivateMessage(message.sender_id, message.sender_name,
                                           line_of(message), message.sender_form))

    async def arrived(self, conn: Member) -> None:
        """An account is named: its friends hear it; what waits for it comes."""
        if not conn.guest:
            await self.book.arrived(conn)
            await self.deliver(conn)

    def left(self, conn: Member) -> None:
        if not conn.player_id or conn.guest:
            return
        self.book.left(conn)
        self.unread.pop(conn, None)
        me = conn.player_id or ""
        if me not in self.book.online and me in self.invite_buckets \
                and self.invite_buckets[me].full():
            del self.invite_buckets[me]


async def sit_and_join(room: Room, conn: Member, free: list[int], ref: int) -> None:
    """In the room's inbox: the invited player takes the first seat still free (before
    the start), then joins (``joined`` says the seat, or none: watching)."""
    seat = next((n for n in free if room.seats[n].player is None), None)
    if seat is not None and not room.started and room.seat_of(conn.player_id) is None:
        room.seats.sit(seat, conn.player_id or "", conn.name, conn.guest, conn.form)
        await room.save_settings()
        room.seat_changed(seat, "taken")
    await room.join(conn, ref)
