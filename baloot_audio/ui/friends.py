"""The online controller's part for friends: the Friends screen (F2, or the
lobby's item), what friends say as it comes (a request, a friend online or
gone, an invitation with its sound, a private message with the chat's), and
the invitation's keys (accept or decline).

Each notice is said once: the server sends each once (a message comes again
at the next login until this window says it heard it: ``private_seen``), and
what was said here is remembered while the game runs, so a request or a
message sent again after a reconnect is not said twice."""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.client.friends import FriendsClient
from baloot_audio.net.wire.names import UNSPECIFIED

from .friends_screens import friends_screen, messages_screen, where_words
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines, name_form
from .speech import Priority
from .shell import Shell

FRIEND_COMMANDS = ("friends", "invite_accept", "invite_decline")


class Friends:
    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 joined: Callable[[RemoteTable], None]):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.joined = joined              # an accepted invitation's table (Tables.joined)
        self.invitation: Optional[p.FriendInfo] = None    # the last invitation heard
        self.said_requests: set[str] = set()
        self.said_messages: dict[str, int] = {}        # friend -> the last message said

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    def _run(self, work: Callable[[FriendsClient], Any], done: Callable[[Any], None]) -> None:
        client = self.client
        if client is None:
            return self.lines.tell("friends-not-connected", Priority.ANSWER)
        self.net.run(work(FriendsClient(client)), done, self.lines.refused)

    # -- the keys ----------------------------------------------------------------------
    def command(self, cmd: str) -> bool:
        """F2 and the invitation's keys (False: not now, the shell says so)."""
        client = self.client
        if client is None:
            return False
        if client.guest:
            self.lines.tell("friends-accounts-only", Priority.ANSWER)
        elif cmd == "friends":
            self.open()
        elif self.invitation is None:
            self.lines.tell("friend-no-invite", Priority.ANSWER)
        else:
            friend, self.invitation = self.invitation, None
            accept = cmd == "invite_accept"
            self._run(lambda fc: fc.answer_invite(friend.player_id, accept),
                      lambda table: self.accepted(table, friend, accept))
        return True

    def accepted(self, table: Optional[RemoteTable], friend: p.FriendInfo,
                 accept: bool) -> None:
        if table is None or not accept:
            return self.lines.tell("friend-invite-you-declined", Priority.ANSWER,
                                   name=friend.name)
        self.joined(table)

    # -- the Friends screen ------------------------------------------------------------------
    def open(self) -> None:
        async def both(fc: FriendsClient) -> tuple[list, list]:
            return await fc.friends(), await fc.requests()

        self._run(both, lambda found: self.replace("friends", friends_screen(
            self.shell, found[0], found[1], self)))

    def replace(self, name: str, screen: Any) -> None:
        """``screen`` on top, in place of one of its kind there (refreshed)."""
        if getattr(self.shell.screen, "name", "") == name:
            self.shell.pop()
        self.shell.push(screen)

    def add(self, name: str) -> None:
        self._run(lambda fc: fc.add(name),
                  lambda _: self.lines.tell("friends-request-sent", Priority.ANSWER, name=name,
                                            **name_form(UNSPECIFIED)))   # not told yet

    def answer(self, person: p.Requester, accept: bool) -> None:
        def done(_: Any) -> None:
            if not accept:
                self.lines.tell("friend-declined", Priority.ANSWER, name=person.name,
                                **name_form(person.form))
            self.open()
        self._run(lambda fc: fc.answer(person.player_id, accept), done)

    def remove(self, friend: p.FriendInfo) -> None:
        def done(_: Any) -> None:
            self.lines.tell("friend-removed", Priority.ANSWER, name=friend.name,
                            **name_form(friend.form))
            self.open()
        self._run(lambda fc: fc.remove(friend.player_id), done)

    def invite(self, friend: p.FriendInfo) -> None:
        self._run(lambda fc: fc.invite(friend.player_id),
                  lambda _: self.lines.tell("friend-invite-sent", Priority.ANSWER,
                                            name=friend.name))

    def history(self, friend: p.FriendInfo, before: Optional[int] = None) -> None:
        self._run(lambda fc: fc.history(friend.player_id, before), lambda page: self.replace(
            "messages", messages_screen(self.shell, friend, page, self)))

    def write(self, friend: p.FriendInfo, text: str) -> None:
        self._run(lambda fc: fc.send(friend.player_id, text),
                  lambda _: self.lines.tell("message-sent", Priority.ANSWER, name=friend.name))

    # -- what friends say, as it comes ------------------------------------------------------
    def message(self, msg: Any) -> bool:
        """A friend's notice, said once (False: not a friend's message)."""
        if isinstance(msg, p.FriendNotice):
            self.notice(msg)
        elif isinstance(msg, p.FriendRequests) and msg.ref == 0:   # waiting at login
            for person in msg.people:
                self.requested(person.player_id, person.name, person.form)
        elif isinstance(msg, p.Invited):
            self.invitation = msg.friend
            self.shell.sounds.play("invite")
            self.lines.tell("friend-invited", name=msg.friend.name,
                            where=where_words(self.shell.t, msg.friend),
                            **name_form(msg.friend.form),
                            accept=self.key("invite_accept"), decline=self.key("invite_decline"))
        elif isinstance(msg, p.InviteAnswered):
            self.lines.tell("friend-invite-accepted" if msg.accepted
                            else "friend-invite-declined", name=msg.name,
                            **name_form(msg.form))
        elif isinstance(msg, p.PrivateMessage):
            self.private(msg)
        else:
            return False
        return True

    def key(self, command: str) -> str:
        keys = self.shell.keymap.keys_for(command)
        return keys[0].spoken(self.shell.t) if keys else self.shell.t("keys-none")

    def notice(self, msg: p.FriendNotice) -> None:
        friend = msg.friend
        if msg.change == "request":
            self.requested(friend.player_id, friend.name, friend.form)
        elif msg.change in ("accepted", "online", "offline"):
            self.lines.tell(f"friend-came-{msg.change}", name=friend.name,
                            where=where_words(self.shell.t, friend),
                            **name_form(friend.form))

    def requested(self, player_id: str, name: str, form: str) -> None:
        if player_id not in self.said_requests:
            self.said_requests.add(player_id)
            self.lines.tell("friend-request", name=name, key=self.key("friends"),
                            **name_form(form))

    def private(self, msg: p.PrivateMessage) -> None:
        if msg.line.seq > self.said_messages.get(msg.player_id, 0):
            self.said_messages[msg.player_id] = msg.line.seq
            self.shell.sounds.play("chat")
            self.lines.tell("friend-message", name=msg.name, text=msg.line.text,
                            **name_form(msg.form))
        seq = self.said_messages[msg.player_id]
        self._run(lambda fc: fc.seen(msg.player_id, seq), lambda _: None)
