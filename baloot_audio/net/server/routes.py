"""The one registry: every message a client may send, and what answers it.

A :class:`Route` says who may send the message and where it is answered: by a part
of the server (``answer``: a coroutine of the connection and the message), or at
the sender's table, as an item of its room's inbox (``at_table``: a function of
the room, the connection and the message). The server's dispatch reads it and
nothing else; a test checks that every client message has its route.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Optional, Protocol, Union

from ..social.diwans import DiwanHall
from ..social.friend_talk import FriendTalk
from ..social.friends import FriendBook
from ..tables import moderation, seating
from ..tables.host import Member
from ..tables.room import Room
from ..tournaments.hall import TournamentHall
from ..wire import protocol as p
from .connection import Conn
from .player_messages import PlayerMessages
from .standing_answers import StandingAnswers

Answer = Callable[[Conn, Any], Awaitable[None]]
AtTable = Callable[[Room, Member, Any], Optional[Awaitable[None]]]


@dataclass(frozen=True)
class Guest:
    """A guest's refusal: the code and the detail sent instead of an answer."""
    code: str
    detail: str


@dataclass(frozen=True)
class Route:
    answer: Optional[Answer] = None       # answered by the server's part
    at_table: Optional[AtTable] = None    # answered in the sender's room (a member's)
    named: bool = True                    # refused (hello_first) before the sender is named
    guest: Optional[Guest] = None         # refused to a guest


class Parts(Protocol):
    """The server's parts the routes lead to (server.Server)."""

    friends: FriendBook
    talk: FriendTalk
    diwans: DiwanHall
    tournaments: TournamentHall
    standing: StandingAnswers
    players: PlayerMessages

    async def hello(self, conn: Conn, msg: Union[p.Hello, p.Register, p.Login]) -> None: ...
    async def list_tables(self, conn: Conn, msg: p.ListTables) -> None: ...
    async def create(self, conn: Conn, msg: p.CreateTable) -> None: ...
    async def join(self, conn: Conn, msg: p.JoinTable) -> None: ...


FRIENDS = Guest("accounts_only", "a guest has no friends")
DIWANS = Guest("accounts_only", "a guest has no diwan")
TOURNAMENTS = Guest("tournament_guest", "tournaments are for accounts")
STANDING = Guest("guest", "a guest has no rating, statistics or history")
LOGINS = Guest("guest", "a guest has no login")


# at the sender's table, as an item of its room's inbox
AT_TABLE: dict[type, Route] = {
    p.SendChat: Route(at_table=Room.chat),
    p.TakeSeat: Route(at_table=seating.take_seat),
    p.LeaveSeat: Route(at_table=seating.leave_seat),
    p.SetBot: Route(at_table=seating.set_bot),
    p.StartMatch: Route(at_table=seating.start_match),
    p.Act: Route(at_table=Room.act),
    p.Ready: Route(at_table=Room.set_ready),
    p.Heard: Route(at_table=Room.heard),
    p.LeaveTable: Route(at_table=Room.leave),
    p.Remove: Route(at_table=moderation.remove),
    p.NewCode: Route(at_table=moderation.new_code),
    p.Report: Route(at_table=moderation.report),
}


def routes(server: Parts) -> dict[type, Route]:
    """Each client message type and its route, to ``server``'s parts."""
    return {**lobby(server), **own(server), **social(server), **AT_TABLE}


def lobby(server: Parts) -> dict[type, Route]:
    """Who the connection is (its first message), and the tables it may join."""
    return {
        p.Hello: Route(server.hello, named=False),
        p.Register: Route(server.hello, named=False),
        p.Login: Route(server.hello, named=False),
        p.ListTables: Route(server.list_tables),
        p.CreateTable: Route(server.create),
        p.JoinTable: Route(server.join),
    }


def own(server: Parts) -> dict[type, Route]:
    """A named player's own: blocks, form of address, logins, where they stand,
    tournaments."""
    players, standing, cups = server.players, server.standing, server.tournaments
    return {
        p.BlockPlayer: Route(players.block),
        p.LogoutEverywhere: Route(players.logout_everywhere, guest=LOGINS),
        p.SetForm: Route(players.set_form),
        p.GetRatings: Route(standing.ratings, guest=STANDING),
        p.GetLeaderboard: Route(standing.leaderboard, guest=STANDING),
        p.GetStats: Route(standing.stats, guest=STANDING),
        p.GetHistory: Route(standing.history, guest=STANDING),
        p.GetMatch: Route(standing.match, guest=STANDING),
        p.HideMe: Route(standing.hide, guest=STANDING),
        p.ListTournaments: Route(cups.page),
        p.GetTournament: Route(cups.get),
        p.CreateTournament: Route(cups.create, guest=TOURNAMENTS),
        p.EnterTournament: Route(cups.enter, guest=TOURNAMENTS),
        p.LeaveTournament: Route(cups.leave, guest=TOURNAMENTS),
    }


def social(server: Parts) -> dict[type, Route]:
    """Friends and diwans (accounts only)."""
    book, talk, hall = server.friends, server.talk, server.diwans
    return {
        p.FriendAdd: Route(book.add, guest=FRIENDS),
        p.FriendAnswer: Route(book.answer, guest=FRIENDS),
        p.FriendRemove: Route(talk.unfriend, guest=FRIENDS),
        p.ListFriends: Route(book.friend_list, guest=FRIENDS),
        p.ListFriendRequests: Route(book.requests, guest=FRIENDS),
        p.InviteFriend: Route(talk.invite, guest=FRIENDS),
        p.AnswerInvite: Route(talk.answer_invite, guest=FRIENDS),
        p.SendPrivate: Route(talk.send, guest=FRIENDS),
        p.ListPrivate: Route(talk.history, guest=FRIENDS),
        p.PrivateSeen: Route(talk.seen, guest=FRIENDS),
        p.DiwanCreate: Route(hall.create, guest=DIWANS),
        p.DiwanList: Route(hall.page, guest=DIWANS),
        p.DiwanJoin: Route(hall.join, guest=DIWANS),
        p.DiwanLeave: Route(hall.leave, guest=DIWANS),
        p.DiwanInvite: Route(hall.invite, guest=DIWANS),
        p.DiwanMembers: Route(hall.members, guest=DIWANS),
        p.DiwanRole: Route(hall.set_role, guest=DIWANS),
        p.DiwanRemove: Route(hall.remove, guest=DIWANS),
        p.DiwanSay: Route(hall.say, guest=DIWANS),
        p.DiwanHistory: Route(hall.history, guest=DIWANS),
        p.DiwanBoard: Route(hall.board, guest=DIWANS),
        p.DiwanReport: Route(hall.report, guest=DIWANS),
    }
