"""The online controller's part for diwans: the Diwans screen (F4, or the lobby's
item after Friends), what a diwan says as it comes (a line of its chat with the
chat's sound, a member come or gone, an invitation, a table opened there with its
own sound), and the key that joins the table last opened in a diwan (the one
that accepts a friend's invitation: the latest of the two is answered)."""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.diwans import DiwanClient

from .diwans_screens import (
    board_screen, diwan_menu, diwans_screen, history_screen, members_screen, open_screen,
)
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines, name_form
from .people import Person
from .speech import Priority
from .shell import Shell

NOTICES = ("joined", "left", "moderator", "member", "removed", "banned")


class Diwans:
    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 owner: Any):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.owner = owner          # Online: the create menu, joining, statistics
        self.table: Optional[p.DiwanNotice] = None      # the table last opened in a diwan

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    def _run(self, work: Callable[[DiwanClient], Any], done: Callable[[Any], None]) -> None:
        client = self.client
        if client is None:
            return self.lines.tell("friends-not-connected", Priority.ANSWER)
        self.net.run(work(DiwanClient(client)), done, self.lines.refused)

    def key(self, command: str) -> str:
        keys = self.shell.keymap.keys_for(command)
        return keys[0].spoken(self.shell.t) if keys else self.shell.t("keys-none")

    # -- the keys -------------------------------------------------------------------------
    def command(self, cmd: str) -> bool:
        """F4, and the invitation's keys while a diwan's table is the latest news
        (False: not this part's, or not now)."""
        client = self.client
        if client is None or (cmd != "diwans" and self.table is None):
            return False
        if client.guest:
            self.lines.tell("diwans-accounts-only", Priority.ANSWER)
        elif cmd == "diwans":
            self.open()
        elif cmd == "invite_accept" and self.seated_in_match():
            self.lines.tell("online-error-in-match", Priority.ANSWER)     # the news stays
        elif self.table is not None:
            table, self.table = self.table, None
            if cmd == "invite_accept":
                self.owner.join_table(table.table_id)
            else:
                self.lines.tell("diwan-table-let-go", Priority.ANSWER, name=table.name)
        return True

    def seated_in_match(self) -> bool:
        """A seat in a started match is never left for a diwan's table (as for an invitation)."""
        joined = self.state.joined
        return joined is not None and joined.table.info.started and joined.table.seat is not None

    # -- the screens ------------------------------------------------------------------------
    def open(self) -> None:
        self._run(lambda dc: dc.diwans(), lambda found: self.replace(
            "diwans", diwans_screen(self.shell, found, self)))

    def replace(self, name: str, screen: Any) -> None:
        """``screen`` on top, in place of one of its kind there (refreshed)."""
        if getattr(self.shell.screen, "name", "") == name:
            self.shell.pop()
        self.shell.push(screen)

    def open_list(self) -> None:
        self._run(lambda dc: dc.diwans(open=True), lambda found: self.replace(
            "diwans-open", open_screen(self.shell, found, self)))

    def create(self, name: str, open: bool) -> None:
        def done(diwan: p.DiwanInfo) -> None:
            self.lines.tell("diwan-created", Priority.ANSWER, name=diwan.name)
            self.open_diwan(diwan)
        self._run(lambda dc: dc.create(name, open), done)

    def open_diwan(self, diwan: p.DiwanInfo) -> None:
        self.replace("diwan", diwan_menu(self.shell, diwan, self))

    def join(self, diwan: p.DiwanInfo) -> None:
        def done(info: p.DiwanInfo) -> None:
            self.lines.tell("diwan-you-joined", Priority.ANSWER, name=info.name)
            self.shell.pop()
            self.open_diwan(info)
        self._run(lambda dc: dc.join(diwan.diwan_id), done)

    def say(self, diwan: p.DiwanInfo, text: str) -> None:
        self._run(lambda dc: dc.say(diwan.diwan_id, text),
                  lambda _: self.lines.tell("diwan-sent", Priority.ANSWER, name=diwan.name))

    def history(self, diwan: p.DiwanInfo, before: Optional[int] = None) -> None:
        self._run(lambda dc: dc.history(diwan.diwan_id, before), lambda page: self.replace(
            "diwan-history", history_screen(self.shell, diwan, page, self)))

    def members(self, diwan: p.DiwanInfo) -> None:
        me = self.client.player_id if self.client is not None else ""
        self._run(lambda dc: dc.members(diwan.diwan_id), lambda people: self.replace(
            "diwan-members", members_screen(self.shell, diwan, people, self, me or "")))

    def open_table(self, diwan: p.DiwanInfo) -> None:
        self.owner.create_in_diwan(diwan.diwan_id)

    def tournament(self, diwan: p.DiwanInfo) -> None:
        """The tournaments' creation menu, for this diwan (its creator's and moderators')."""
        self.owner.cups.create_menu(diwan)

    def invite(self, diwan: p.DiwanInfo, name: str) -> None:
        self._run(lambda dc: dc.invite(diwan.diwan_id, name),
                  lambda _: self.lines.tell("diwan-invite-sent", Priority.ANSWER, name=name))

    def board(self, diwan: p.DiwanInfo) -> None:
        self._run(lambda dc: dc.board(diwan.diwan_id), lambda lines: self.replace(
            "diwan-board", board_screen(self.shell, diwan, lines)))

    def statistics(self, diwan: p.DiwanInfo) -> None:
        self.owner.standing.ask(p.GetStats(diwan=diwan.diwan_id), self.owner.standing.figures)

    def leave(self, diwan: p.DiwanInfo) -> None:
        def done(_: Any) -> None:
            self.lines.tell("diwan-you-left", Priority.ANSWER, name=diwan.name)
            self.shell.pop()
            self.open()
        self._run(lambda dc: dc.leave(diwan.diwan_id), done)

    def moderate(self, diwan: p.DiwanInfo, person: p.DiwanPerson, what: str) -> None:
        if what in ("mute", "block"):        # the table's own, for a diwan's member too
            who = Person(person.player_id, person.name, False, None, person.form)
            moderation = self.owner.moderation
            return (moderation.mute if what == "mute" else moderation.block)(who, True)
        work: Callable[[DiwanClient], Any] = {
            "moderator": lambda dc: dc.set_moderator(diwan.diwan_id, person.player_id, True),
            "member": lambda dc: dc.set_moderator(diwan.diwan_id, person.player_id, False),
            "remove": lambda dc: dc.remove(diwan.diwan_id, person.player_id),
            "ban": lambda dc: dc.remove(diwan.diwan_id, person.player_id, ban=True),
            "report": lambda dc: dc.report(diwan.diwan_id, person.player_id),
        }[what]
        self._run(work, lambda _: self.lines.tell(f"diwan-done-{what}", Priority.ANSWER,
                                                  name=person.name,
                                                  **name_form(person.form)))

    # -- what a diwan says, as it comes ------------------------------------------------------
    def message(self, msg: Any) -> bool:
        """A diwan's line or notice, said (False: not a diwan's message)."""
        if isinstance(msg, p.DiwanChat):
            client = self.client
            sender = msg.line.sender_id
            if client is not None and sender != client.player_id \
                    and not self.owner.moderation.muted(sender):
                self.shell.sounds.play("chat")
                self.lines.tell("diwan-chat", diwan=msg.diwan_name, name=msg.line.name,
                                text=msg.line.text)
        elif isinstance(msg, p.DiwanNotice):
            self.notice(msg)
        else:
            return False
        return True

    def notice(self, msg: p.DiwanNotice) -> None:
        me = self.client.player_id if self.client is not None else None
        who = {"name": msg.name, "diwan": msg.diwan_name, **name_form(msg.form)}
        if msg.change == "table":
            self.table = msg
            self.shell.sounds.play("diwan_table")
            self.lines.tell("diwan-table", key=self.key("invite_accept"), **who)
        elif msg.change == "tournament":
            self.lines.tell("diwan-tournament", **who)
        elif msg.change == "invited":
            self.lines.tell("diwan-invited", key=self.key("diwans"), **who)
        elif msg.change in ("removed", "banned") and msg.player_id == me:
            self.lines.tell(f"diwan-you-{msg.change}", name=msg.diwan_name)
        elif msg.change in NOTICES:
            self.lines.tell(f"diwan-{msg.change}", **who)
