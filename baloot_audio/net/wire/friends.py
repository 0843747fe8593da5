"""The protocol's friends: requests by name, the list of friends with where each
is, invitations to a table, private messages (docs/protocol.md, "Friends").
Accounts only: a guest has no friends. Names and message text are the only
free text; a friend's place is data (``place``, ``seats_free``) that each
client words in its own language."""

from __future__ import annotations

from typing import Annotated, Optional, Union

import msgspec

from .base import MAX_CHAT, Msg, Name, PlayerId, Ref

Offset = Annotated[int, msgspec.Meta(ge=0, le=100_000)]
Seq = Annotated[int, msgspec.Meta(ge=0, le=2**62)]


# -- client -> server --------------------------------------------------------------
class FriendAdd(Msg, tag="friend_add"):
    """Ask the account called ``name`` to be friends (they accept or decline; if they
    asked first, you are friends at once). ``ok`` either way it goes."""
    name: Name
    ref: Ref = 0


class FriendAnswer(Msg, tag="friend_answer"):
    """Accept or decline ``player_id``'s request (a decline is not told to them)."""
    player_id: PlayerId
    accept: bool
    ref: Ref = 0


class FriendRemove(Msg, tag="friend_remove"):
    """No longer friends with ``player_id`` (nothing is told to them)."""
    player_id: PlayerId
    ref: Ref = 0


class ListFriends(Msg, tag="list_friends"):
    """A page of my friends, by name, each with where they are; ``after``: the
    ``next`` of the page before."""
    after: Optional[Offset] = None
    ref: Ref = 0


class ListFriendRequests(Msg, tag="list_friend_requests"):
    """A page of the requests that wait for my answer, oldest first."""
    after: Optional[Offset] = None
    ref: Ref = 0


class InviteFriend(Msg, tag="invite_friend"):
    """Invite an online friend to the table I am at."""
    player_id: PlayerId
    ref: Ref = 0


class AnswerInvite(Msg, tag="answer_invite"):
    """Accept (a ``joined`` answers: a free seat if there is one, else watching) or
    decline ``player_id``'s invitation (an ``ok``); they hear the answer."""
    player_id: PlayerId
    accept: bool
    ref: Ref = 0


class SendPrivate(Msg, tag="send_private"):
    """A private message to a friend: delivered now, or when they come online."""
    player_id: PlayerId
    text: Annotated[str, msgspec.Meta(min_length=1, max_length=MAX_CHAT)]
    ref: Ref = 0


class ListPrivate(Msg, tag="list_private"):
    """A page of the history with ``player_id``, newest first, the messages
    numbered below ``before`` (None: from the newest)."""
    player_id: PlayerId
    before: Optional[Seq] = None
    ref: Ref = 0


class PrivateSeen(Msg, tag="private_seen"):
    """I heard ``player_id``'s messages up to ``seq``: they are not sent again."""
    player_id: PlayerId
    seq: Seq
    ref: Ref = 0


FRIEND_CLIENT_MESSAGES = Union[FriendAdd, FriendAnswer, FriendRemove, ListFriends,
                               ListFriendRequests, InviteFriend, AnswerInvite, SendPrivate,
                               ListPrivate, PrivateSeen]


# -- server -> client --------------------------------------------------------------
class Requester(msgspec.Struct, omit_defaults=True):
    player_id: str
    name: str
    form: str = "unspecified"      # their form of address (names.FORMS)


class FriendInfo(msgspec.Struct, omit_defaults=True):
    """A friend and where they are: ``place`` is offline, lobby, table (at a table
    whose match has not started: ``seats_free`` of its seats are free), playing
    or watching."""
    player_id: str
    name: str
    place: str = "offline"
    seats_free: int = 0
    form: str = "unspecified"


class FriendPage(Msg, tag="friends"):
    """A page of friends; ``next``: the next page's cursor (None: the last)."""
    friends: list[FriendInfo]
    ref: int = 0
    next: Optional[int] = None


class FriendRequests(Msg, tag="friend_requests"):
    people: list[Requester]
    ref: int = 0
    next: Optional[int] = None


class FriendNotice(Msg, tag="friend_notice"):
    """``change``: request (``friend`` asks to be mine), accepted (we are friends
    now), online, offline (``friend.place`` says where they are)."""
    change: str
    friend: FriendInfo


class Invited(Msg, tag="invited"):
    """``friend`` invites me to their table (answer with ``answer_invite``)."""
    friend: FriendInfo


class InviteAnswered(Msg, tag="invite_answered"):
    player_id: str
    name: str
    accepted: bool
    form: str = "unspecified"


class PrivateLine(msgspec.Struct):
    seq: int
    sender_id: str
    text: str
    sent_at: float


class PrivateMessage(Msg, tag="private_message"):
    """A private message from a friend (said once: answer ``private_seen``, else it
    comes again at the next login)."""
    player_id: str
    name: str
    line: PrivateLine
    form: str = "unspecified"


class PrivatePage(Msg, tag="private_page"):
    """A page of the history with ``player_id``, newest first; ``next``: the
    ``before`` of the next (older) page (None: the oldest is in this one)."""
    player_id: str
    lines: list[PrivateLine]
    ref: int = 0
    next: Optional[int] = None


FRIEND_SERVER_MESSAGES = Union[FriendPage, FriendRequests, FriendNotice, Invited, InviteAnswered,
                               PrivateMessage, PrivatePage]

__all__ = [
    "AnswerInvite", "FRIEND_CLIENT_MESSAGES", "FRIEND_SERVER_MESSAGES", "FriendAdd",
    "FriendAnswer", "FriendInfo", "FriendNotice", "FriendPage", "FriendRemove",
    "FriendRequests", "InviteAnswered", "InviteFriend", "Invited", "ListFriendRequests",
    "ListFriends", "ListPrivate", "Offset", "PrivateLine", "PrivateMessage", "PrivatePage",
    "PrivateSeen", "Requester", "SendPrivate", "Seq",
]
