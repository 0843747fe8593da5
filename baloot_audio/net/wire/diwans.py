"""The protocol's diwans: a standing room a player creates for a group (open to
all, or by invitation), its members and who of them is online, its chat with its
history, the tables opened in it and its leaderboard (docs/protocol.md,
"Diwans"). Accounts only. A diwan's name and chat text are the only free text;
roles and changes are data that each client words in its own language. A table
is opened in a diwan by ``create_table``'s ``diwan``; its statistics are
``get_stats``'s with a ``diwan``."""

from __future__ import annotations

from typing import Annotated, Optional, Union

import msgspec

from .base import MAX_CHAT, Msg, Name, PlayerId, Ref

DiwanId = Annotated[str, msgspec.Meta(min_length=1, max_length=16)]
Offset = Annotated[int, msgspec.Meta(ge=0, le=100_000)]
Seq = Annotated[int, msgspec.Meta(ge=0, le=2**62)]


# -- client -> server --------------------------------------------------------------
class DiwanCreate(Msg, tag="diwan_create"):
    """A new diwan called ``name`` (checked as a player's name is), ``open`` to all
    or by invitation; its creator is its first member: a ``diwan`` answers."""
    name: Name
    open: bool = False
    ref: Ref = 0


class DiwanList(Msg, tag="diwan_list"):
    """A page of my diwans (``open``: of the diwans open to all), by name: ``diwans``."""
    open: bool = False
    after: Optional[Offset] = None
    ref: Ref = 0


class DiwanJoin(Msg, tag="diwan_join"):
    """Join an open diwan, or one that invited me: a ``diwan`` answers."""
    diwan_id: DiwanId
    ref: Ref = 0


class DiwanLeave(Msg, tag="diwan_leave"):
    """I leave the diwan (its creator does not: it is theirs)."""
    diwan_id: DiwanId
    ref: Ref = 0


class DiwanInvite(Msg, tag="diwan_invite"):
    """The creator or a moderator invites the account called ``name``."""
    diwan_id: DiwanId
    name: Name
    ref: Ref = 0


class DiwanMembers(Msg, tag="diwan_members"):
    """A page of the members, each with their role and whether they are online."""
    diwan_id: DiwanId
    after: Optional[Offset] = None
    ref: Ref = 0


class DiwanRole(Msg, tag="diwan_role"):
    """The creator makes a member a moderator (``moderator``) or a member again."""
    diwan_id: DiwanId
    player_id: PlayerId
    moderator: bool
    ref: Ref = 0


class DiwanRemove(Msg, tag="diwan_remove"):
    """A moderator removes a member (``ban``: for good); not the creator, and a
    moderator only by the creator."""
    diwan_id: DiwanId
    player_id: PlayerId
    ban: bool = False
    ref: Ref = 0


class DiwanSay(Msg, tag="diwan_say"):
    """A line of the diwan's chat (a chat line's checks and rate, and the diwan's)."""
    diwan_id: DiwanId
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT)]
    ref: Ref = 0


class DiwanHistory(Msg, tag="diwan_history"):
    """A page of the diwan's chat, newest first, the lines numbered below ``before``."""
    diwan_id: DiwanId
    before: Optional[Seq] = None
    ref: Ref = 0


class DiwanBoard(Msg, tag="diwan_board"):
    """The diwan's leaderboard: the players of its tables' matches by matches won."""
    diwan_id: DiwanId
    ref: Ref = 0


class DiwanReport(Msg, tag="diwan_report"):
    """A member reported, with the diwan's last chat lines (for the operator)."""
    diwan_id: DiwanId
    player_id: PlayerId
    reason: Annotated[str, msgspec.Meta(max_length=MAX_CHAT)] = ""
    ref: Ref = 0


DIWAN_CLIENT_MESSAGES = Union[DiwanCreate, DiwanList, DiwanJoin, DiwanLeave, DiwanInvite,
                              DiwanMembers, DiwanRole, DiwanRemove, DiwanSay, DiwanHistory,
                              DiwanBoard, DiwanReport]


# -- server -> client --------------------------------------------------------------
class DiwanInfo(msgspec.Struct, omit_defaults=True):
    """A diwan: its members and how many are online; ``role``: mine (none: not a member;
    invited: it invites me, in the list of mine)."""
    diwan_id: str
    name: str
    open: bool
    creator_id: str
    members: int
    online: int = 0
    role: Optional[str] = None


class Diwan(Msg, tag="diwan"):
    diwan: DiwanInfo
    ref: int = 0


class DiwanListPage(Msg, tag="diwans"):
    """A page of diwans; ``next``: the next page's cursor (None: the last)."""
    diwans: list[DiwanInfo]
    open: bool = False
    ref: int = 0
    next: Optional[int] = None


class DiwanPerson(msgspec.Struct, omit_defaults=True):
    player_id: str
    name: str
    role: str                      # creator, moderator, member
    online: bool = False
    form: str = "unspecified"      # their form of address (names.FORMS)


class DiwanPeople(Msg, tag="diwan_people"):
    diwan_id: str
    members: list[DiwanPerson]
    ref: int = 0
    next: Optional[int] = None


class DiwanLine(msgspec.Struct, omit_defaults=True):
    seq: int
    sender_id: str
    name: str
    text: str
    sent_at: float
    form: str = "unspecified"      # the sender's form of address


class DiwanChat(Msg, tag="diwan_chat"):
    """A line said in one of my diwans now."""
    diwan_id: str
    diwan_name: str
    line: DiwanLine


class DiwanPage(Msg, tag="diwan_page"):
    """A page of the chat, newest first; ``next``: the ``before`` of the older page."""
    diwan_id: str
    lines: list[DiwanLine]
    ref: int = 0
    next: Optional[int] = None


class DiwanNotice(Msg, tag="diwan_notice"):
    """Something happened in a diwan of mine (or to me): ``change`` is invited (``name``
    invites me), joined, left, removed, banned, moderator, member (a role),
    online, offline, table (``name`` opened the table ``table_id``: join it by id), or
    tournament (``name`` created a tournament of the diwan, its id in ``table_id``)."""
    diwan_id: str
    diwan_name: str
    change: str
    player_id: str
    name: str
    table_id: Optional[str] = None
    form: str = "unspecified"      # the named player's form of address


class DiwanPlace(msgspec.Struct, omit_defaults=True):
    place: int
    player_id: str
    name: str
    matches: int
    won: int
    form: str = "unspecified"


class DiwanStanding(Msg, tag="diwan_standing"):
    diwan_id: str
    lines: list[DiwanPlace]
    ref: int = 0


DIWAN_SERVER_MESSAGES = Union[Diwan, DiwanListPage, DiwanPeople, DiwanChat, DiwanPage,
                              DiwanNotice, DiwanStanding]

__all__ = [
    "DIWAN_CLIENT_MESSAGES", "DIWAN_SERVER_MESSAGES", "Diwan", "DiwanBoard", "DiwanChat",
    "DiwanCreate", "DiwanHistory", "DiwanId", "DiwanInfo", "DiwanInvite", "DiwanJoin",
    "DiwanLeave", "DiwanLine", "DiwanList", "DiwanListPage", "DiwanMembers", "DiwanNotice",
    "DiwanPage", "DiwanPeople", "DiwanPerson", "DiwanPlace", "DiwanRemove", "DiwanReport",
    "DiwanRole", "DiwanSay", "DiwanStanding",
]
