"""Diwans on the server: a standing room a player creates for a group (open to
all, or by invitation), its members, who of them is online (the friends' presence:
:attr:`FriendBook.online`, and on a cluster the directory's whereabouts), its chat
kept in storage, the tables opened in it and its leaderboard (db/diwans.py).
Its notices and chat lines reach the members' connections on every process (the
directory relays them); each process applies the block filter to its own.

Accounts only. The creator names and unnames moderators; a moderator invites,
removes and bans members (a moderator is removed by the creator only; the creator
by no one). The moderation of the tables applies inside: a line never reaches a
member who blocked its speaker, an invitation from a player the invited blocked
waits unseen, and a member reports another with the diwan's last lines. Every
diwan id of a diwan the asker is not in is answered ``not_member`` (whether it
exists or not), but an open diwan's for joining it.
"""

from __future__ import annotations

import functools
import secrets
import time
from typing import Awaitable, Callable, Iterable, Optional, Protocol, TypeVar, Union

from ..db.accounts import forms_of
from ..db.diwans import StoredDiwan, StoredDiwanLine
from ..guard.limits import Bucket
from ..tables.host import Member
from ..tables.members import hears
from ..tables.reports import ReportDesk
from ..wire import protocol as p
from ..wire.free_text import text_refusal
from ..wire.names import UNSPECIFIED, name_key, name_refusal
from .friends import FriendBook

MODERATORS = ("creator", "moderator")
MANY_RATES = 1000         # diwans' chat buckets kept before the idle ones are forgotten
BOARD_LINES = 50          # players on a diwan's leaderboard
REPORTED_LINES = 20       # the diwan's last lines kept with a report
NEWEST = 2 ** 62


def line_of(line: StoredDiwanLine, form: str = UNSPECIFIED) -> p.DiwanLine:
    return p.DiwanLine(line.seq, line.sender_id, line.name, line.text, line.sent_at, form)


class AboutADiwan(Protocol):
    diwan_id: str
    ref: int


M = TypeVar("M", bound=AboutADiwan)
Answer = Callable[["DiwanHall", Member, M], Awaitable[None]]


def members_only(method: Callable[["DiwanHall", Member, M, str], Awaitable[None]]) -> Answer[M]:
    """A message about one of the sender's diwans, answered with the sender's role in
    it; any other diwan id is ``not_member`` (whether it exists or not)."""
    @functools.wraps(method)
    async def answer(hall: DiwanHall, conn: Member, msg: M) -> None:
        role = await hall.storage.diwan_role(msg.diwan_id, conn.player_id or "")
        if role is None:
            return conn.error("not_member", "not a diwan of yours", msg.ref)
        await method(hall, conn, msg, role)
    return answer


class DiwanHall:
    def __init__(self, book: FriendBook, reports: ReportDesk):
        self.book, self.reports = book, reports
        self.storage, self.limits = book.storage, book.limits
        self.rates: dict[str, Bucket] = {}        # each diwan's chat
        self.names: dict[str, str] = {}           # diwan id -> its name, once read

    # -- what a diwan is, and its list ---------------------------------------------------
    def info(self, diwan: StoredDiwan, role: Optional[str] = None,
             online: Optional[int] = None) -> p.DiwanInfo:
        self.names[diwan.diwan_id] = diwan.name
        return p.DiwanInfo(diwan.diwan_id, diwan.name, diwan.open, diwan.creator_id,
                           diwan.members, online or 0, role or diwan.role)

    async def online_of(self, diwan_id: str) -> set[str]:
        return await self.online_among(await self.storage.diwan_member_ids(diwan_id))

    async def online_among(self, player_ids: list[str]) -> set[str]:
        """Those of the accounts online, here or on another process."""
        here = {player for player in player_ids if player in self.book.online}
        return here | set(await self.book.elsewhere.whereabouts(
            [player for player in player_ids if player not in here]))

    async def create(self, conn: Member, msg: p.DiwanCreate) -> None:
        refusal = name_refusal(msg.name)
        if refusal is not None:
            return conn.error(refusal, "a diwan's name is checked as a player's", msg.ref)
        me = conn.player_id or ""
        diwan = StoredDiwan(secrets.token_hex(8), msg.name, msg.open, me, 1, "creator")
        refusal = await self.storage.create_diwan(diwan, name_key(msg.name), conn.name,
                                                  self.limits.diwans)
        if refusal is not None:
            return conn.error(refusal, "", msg.ref)
        conn.send(p.Diwan(self.info(diwan, online=1), msg.ref))

    async def page(self, conn: Member, msg: p.DiwanList) -> None:
        offset, size = msg.after or 0, self.limits.page_size
        if msg.open:
            found = await self.storage.open_diwans(offset, size)
        else:
            found = await self.storage.diwans_of(conn.player_id or "", offset, size)
        infos = [self.info(d, online=len(await self.online_of(d.diwan_id)) if d.role else 0)
                 for d in found]
        if not msg.open and not offset:     # the invitations that wait, on the first page
            infos += [self.info(d) for d in await self.storage.diwans_inviting(
                conn.player_id or "", self.limits.page_size)]
        conn.send(p.DiwanListPage(infos, msg.open, msg.ref,
                                  offset + size if len(found) == size else None))

    # -- coming and going ------------------------------------------------------------------
    async def join(self, conn: Member, msg: p.DiwanJoin) -> None:
        me = conn.player_id or ""
        refusal = await self.storage.join_diwan(msg.diwan_id, me, conn.name,
                                                self.limits.diwan_members, self.limits.diwans)
        if refusal is not None:
            return conn.error(refusal, "", msg.ref)
        diwan = await self.storage.diwan(msg.diwan_id)
        assert diwan is not None
        members = await self.storage.diwan_member_ids(msg.diwan_id)
        online = await self.online_among(members)
        conn.send(p.Diwan(self.info(diwan, "member", len(online)), msg.ref))
        self.tell(msg.diwan_id, members, "joined", me, conn.name, but=me, form=conn.form)

    @members_only
    async def leave(self, conn: Member, msg: p.DiwanLeave, role: str) -> None:
        if role == "creator":
            return conn.error("diwan_creator", "the diwan is its creator's", msg.ref)
        me = conn.player_id or ""
        await self.storage.leave_diwan(msg.diwan_id, me)
        conn.send(p.Ok(msg.ref))
        self.tell(msg.diwan_id, await self.storage.diwan_member_ids(msg.diwan_id), "left", me,
                  conn.name, form=conn.form)

    def tell(self, diwan_id: str, players: Iterable[str], change: str, player_id: str, name: str,
             table_id: Optional[str] = None, but: str = "", form: str = UNSPECIFIED) -> None:
        """A notice to the ``players`` online (but ``but``), unless they blocked ``player_id``
        (``name`` and ``form``: the player the notice is about)."""
        self.deliver([player for player in players if player != but], p.DiwanNotice(
            diwan_id, self.names.get(diwan_id, ""), change, player_id, name, table_id, form))

    def deliver(self, players: list[str], message: Union[p.DiwanNotice, p.DiwanChat]) -> None:
        """A notice or a line to the ``players``' connections, here and on the other
        processes (where each is filtered as here). All of them are named, not only
        those the whereabouts say online: those lag a process's tick behind."""
        self.book.elsewhere.tell(players, message)
        self.hear_here(players, message)

    def hear_here(self, players: list[str],
                  message: Union[p.DiwanNotice, p.DiwanChat]) -> None:
        """A DiwanNotice or DiwanChat to the ``players``' connections to this process that
        did not block its speaker."""
        speaker = message.line.sender_id if isinstance(message, p.DiwanChat) \
            else message.player_id
        data = p.encode(message)
        for player in players:
            for conn in self.book.online.get(player, ()):
                if hears(conn, speaker):
                    conn.send_raw(data)

    # -- moderation --------------------------------------------------------------------------
    @members_only
    async def invite(self, conn: Member, msg: p.DiwanInvite, role: str) -> None:
        if role not in MODERATORS:
            return conn.error("not_moderator", "the creator and moderators invite", msg.ref)
        found = await self.book.named(conn, msg.name, msg.ref)
        if found is None:
            return
        me = conn.player_id or ""
        if not self.book.may_ask(me):                    # the friend requests' budget
            return conn.error("friend_throttled", "", msg.ref)
        if not await self.storage.invite_to_diwan(msg.diwan_id, found.player_id):
            return conn.error("cannot_invite", "a member already, or banned", msg.ref)
        conn.send(p.Ok(msg.ref))
        await self._name(msg.diwan_id)
        self.tell(msg.diwan_id, [found.player_id], "invited", me, conn.name, form=conn.form)

    async def _name(self, diwan_id: str) -> None:
        if diwan_id not in self.names:
            diwan = await self.storage.diwan(diwan_id)
            self.names[diwan_id] = diwan.name if diwan else ""

    @members_only
    async def set_role(self, conn: Member, msg: p.DiwanRole, role: str) -> None:
        if role != "creator":
            return conn.error("not_diwan_creator", "the creator names the moderators", msg.ref)
        new = "moderator" if msg.moderator else "member"
        if not await self.storage.set_diwan_role(msg.diwan_id, msg.player_id, new):
            return conn.error("not_member", "not a member (the creator stays creator)", msg.ref)
        conn.send(p.Ok(msg.ref))
        await self._told(msg.diwan_id, new, msg.player_id)

    async def _told(self, diwan_id: str, change: str, player_id: str,
                    extra: tuple[str, ...] = ()) -> None:
        """Every online member (and ``extra``) hears ``change`` of ``player_id``."""
        await self._name(diwan_id)
        people = await self.storage.diwan_members(diwan_id, 0, self.limits.diwan_members)
        names = {person.player_id: person.name for person in people}
        account = await self.storage.account(player_id)
        name = names.get(player_id) or (account.name if account else "?")   # gone: the account's
        self.tell(diwan_id, [*names, *extra], change, player_id, name,
                  form=account.form if account else UNSPECIFIED)

    @members_only
    async def remove(self, conn: Member, msg: p.DiwanRemove, role: str) -> None:
        if role not in MODERATORS:
            return conn.error("not_moderator", "the creator and moderators remove", msg.ref)
        target = await self.storage.diwan_role(msg.diwan_id, msg.player_id)
        if target is None:
            return conn.error("not_member", "", msg.ref)
        if target == "creator" or (target == "moderator" and role != "creator"):
            return conn.error("not_diwan_creator", "a moderator is removed by the creator", msg.ref)
        await self.storage.leave_diwan(msg.diwan_id, msg.player_id, msg.ban)
        conn.send(p.Ok(msg.ref))
        await self._told(msg.diwan_id, "banned" if msg.ban else "removed", msg.player_id,
                         (msg.player_id,))

    @members_only
    async def report(self, conn: Member, msg: p.DiwanReport, role: str) -> None:
        reported = await self.storage.diwan_role(msg.diwan_id, msg.player_id)
        if reported is None or msg.player_id == conn.player_id:
            return conn.error("not_member", "", msg.ref)
        account = await self.storage.account(msg.player_id)
        lines = await self.storage.diwan_lines(msg.diwan_id, NEWEST, REPORTED_LINES)
        context = {"diwan": msg.diwan_id,
                   "chat": [f"{line.name}: {line.text}" for line in reversed(lines)]}
        refused = await self.reports.file(
            conn.player_id or "", conn.name, conn.address, msg.player_id,
            account.name if account else "?", None, msg.reason, context, time.time())
        if refused:
            return conn.error(refused, "", msg.ref)
        conn.send(p.Ok(msg.ref))

    # -- the chat, the members, the board ---------------------------------------------------
    @members_only
    async def say(self, conn: Member, msg: p.DiwanSay, role: str) -> None:
        if text_refusal(msg.text):
            return conn.error("bad_text", "a chat line is not blank and has no control "
                              "that reorders or hides text", msg.ref)
        if not conn.chat.take():
            return conn.error("chat_throttled", "at most one line a second", msg.ref)
        rate = self.limits.diwan_chat
        if len(self.rates) >= MANY_RATES:
            self.rates = {d: b for d, b in self.rates.items() if not b.full()}
        if not self.rates.setdefault(msg.diwan_id, Bucket(rate, 2 * rate)).take():
            return conn.error("chat_throttled", "the diwan's chat is busy", msg.ref)
        me = conn.player_id or ""
        line = await self.storage.diwan_say(msg.diwan_id, me, conn.name, msg.text,
                                            self.limits.diwan_kept)
        conn.send(p.Ok(msg.ref))
        await self._name(msg.diwan_id)
        self.deliver(await self.storage.diwan_member_ids(msg.diwan_id),
                     p.DiwanChat(msg.diwan_id, self.names[msg.diwan_id],
                                 line_of(line, conn.form)))

    @members_only
    async def history(self, conn: Member, msg: p.DiwanHistory, role: str) -> None:
        size = self.limits.private_page
        before = msg.before if msg.before is not None else NEWEST
        page = await self.storage.diwan_lines(msg.diwan_id, before, size)
        lines = [line for line in page if hears(conn, line.sender_id)]
        after = page[-1].seq if len(page) == size and page[-1].seq > 1 else None
        forms = await forms_of(self.storage, (line.sender_id for line in lines))
        conn.send(p.DiwanPage(msg.diwan_id, [line_of(line, forms[line.sender_id])
                                             for line in lines], msg.ref, after))

    @members_only
    async def members(self, conn: Member, msg: p.DiwanMembers, role: str) -> None:
        offset, size = msg.after or 0, self.limits.page_size
        people = await self.storage.diwan_members(msg.diwan_id, offset, size)
        online = await self.online_among([m.player_id for m in people])
        forms = await forms_of(self.storage, (m.player_id for m in people))
        conn.send(p.DiwanPeople(msg.diwan_id, [
            p.DiwanPerson(m.player_id, m.name, m.role, m.player_id in online, forms[m.player_id])
            for m in people], msg.ref, offset + size if len(people) == size else None))

    @members_only
    async def board(self, conn: Member, msg: p.DiwanBoard, role: str) -> None:
        lines = await self.storage.diwan_board(msg.diwan_id, BOARD_LINES)
        forms = await forms_of(self.storage, (b.player_id for b in lines))
        conn.send(p.DiwanStanding(msg.diwan_id, [
            p.DiwanPlace(b.place, b.player_id, b.name, b.matches, b.won, forms[b.player_id])
            for b in lines], msg.ref))

    # -- its tables ----------------------------------------------------------------------------
    async def may_open(self, conn: Member, diwan_id: str, ref: int) -> bool:
        """Whether ``conn`` may open a table in the diwan (refused: told why)."""
        if conn.guest or await self.storage.diwan_role(diwan_id, conn.player_id or "") is None:
            conn.error("not_member", "not a diwan of yours", ref)
            return False
        return True

    async def opened(self, conn: Member, diwan_id: str, table_id: str) -> None:
        """The other online members hear the table (they join it by its id)."""
        await self._name(diwan_id)
        me = conn.player_id or ""
        self.tell(diwan_id, await self.storage.diwan_member_ids(diwan_id), "table", me,
                  conn.name, table_id, but=me, form=conn.form)

    async def is_member(self, diwan_id: str, player_id: str) -> bool:
        return await self.storage.diwan_role(diwan_id, player_id) is not None

    # -- its tournaments (tournaments/hall.py) -------------------------------------------------------
    async def organised_by(self, diwan_id: str, player_id: str) -> Optional[StoredDiwan]:
        """The diwan, if ``player_id`` is its creator or a moderator (who may create its
        tournaments); None for anyone else, and for an unknown id alike (no leak)."""
        if await self.storage.diwan_role(diwan_id, player_id) not in MODERATORS:
            return None
        return await self.storage.diwan(diwan_id)

    async def tournament(self, diwan: StoredDiwan, conn: Member, tournament_id: str) -> None:
        """The other online members hear of a tournament created in the diwan."""
        self.names[diwan.diwan_id] = diwan.name
        self.tell(diwan.diwan_id, await self.online_of(diwan.diwan_id), "tournament",
                  conn.player_id or "", conn.name, tournament_id, but=conn.player_id or "",
                  form=conn.form)
