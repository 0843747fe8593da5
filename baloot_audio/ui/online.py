"""Play online: the controller of the online desktop flow, from the Play online
menu to the lobby, a table's room and the match on a remote table.

Its state is typed (:class:`~baloot_audio.ui.online_state.OnlineState`: the
connection, the lobby's listing, the table joined, a new table's choices); the
screens (:mod:`~baloot_audio.ui.lobby`, :mod:`~baloot_audio.ui.room`) are built
from it, only read it and call the controller's methods; only the client
(:mod:`baloot_audio.net.client`) speaks the protocol. The connection itself is
:class:`~baloot_audio.ui.connection.Connection`'s; a lost one is tried again while
the server holds the seat (:mod:`~baloot_audio.ui.reconnect`); the token each server
gave is kept (:mod:`~baloot_audio.ui.tokens`), so "Back to your match" gets the
player back. Once the match starts, its :class:`RemoteTable` goes to the match
session like a local table (:meth:`MatchSession.start_remote`). See docs/online.md.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client, ServerError
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.storage import data_dir

from .chat import Chat
from .connection import KEEPALIVE, Connection
from .diwans import Diwans
from .friends import Friends
from .host import LocalServer, parse_address, server_url
from .lobby import bad_field, open_create_menu, play_online_menu
from .moderation import Moderation
from .netloop import ANSWER_WAIT, WELCOME_WAIT, NetLoop
from .online_state import ConnectionState, OnlineState
from .online_words import Lines
from .reconnect import AnswerWatch, Reconnect
from .session import MatchSession
from .speech import Priority
from .standing import Standing
from .tables import Tables
from .tokens import Tokens
from .tournaments import Tournaments
from .shell import Shell


class Online:
    """The online part of the desktop game (one server connection at a time)."""

    def __init__(self, shell: Shell, session: MatchSession, main_menu: Callable[..., None],
                 net: NetLoop, tokens: Optional[Tokens] = None):
        self.shell, self.session, self.main_menu, self.net = shell, session, main_menu, net
        self.tokens = tokens or Tokens()
        self.state = OnlineState()
        self.server, self.lines = LocalServer(), Lines(shell)
        self.connection = Connection(net, self.tokens, self.server, self.state, self)
        self.address_changed = self.connection.set_form   # Settings: the server keeps it
        self.moderation = Moderation(shell, net, self.state, self.lines, self)
        self.chat = Chat(shell, self.send_chat, lambda: self.table is not None,
                         self.moderation.speaker, self.moderation.muted,
                         self.moderation.open_people)
        self.standing = Standing(shell, net, self.state, self.lines, data_dir)
        self.tables = Tables(shell, net, self.state, self.lines, self.chat, self.tokens, self,
                             self.moderation, self.standing)
        self.friends = Friends(shell, net, self.state, self.lines, self.tables.joined)
        self.diwans = Diwans(shell, net, self.state, self.lines, self)
        self.cups = Tournaments(shell, net, self.state, self.lines, self.join_table, self.tables)
        self.reconnect = Reconnect(self)
        self.answers = AnswerWatch(self)

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    @property
    def table(self) -> Optional[RemoteTable]:
        joined = self.state.joined
        return joined.table if joined is not None else None

    def set_host(self, on: bool) -> None:
        """Play online's choice: Connect starts a server on this computer (or not)."""
        self.state.connection.host = on

    # -- the Play online menu, connecting ---------------------------------------------
    def menu(self) -> None:
        """Main menu, Play online: a table or a connection still open is left first."""
        if self.table is not None and self.session.table is self.table:
            self.session.close()      # a finished match: its table's on_close leaves the server
        elif self.table is not None or self.client is not None:
            self.table_closed(self.table)
        self.shell.push(play_online_menu(self.shell, self.state, self))

    def connect(self, password: Optional[str] = None, register: bool = False) -> None:
        """Connect with the token this server gave before, if any (a seat it holds for us
        puts us straight back into that match); with ``password``, log in to the account
        of our name (``register``: make it). The password is never kept."""
        s = self.shell.settings
        why = bad_field("server_address", s.server_address) \
            or bad_field("player_name", s.player_name)
        if why is not None:
            self.lines.tell(why[0], Priority.ANSWER, **why[1])
            return
        if self.state.connection.host and not self.server.running \
                and not self.start_server(s.server_address):
            return
        url = server_url(s.server_address) or ""
        token = self.tokens.token(url) if password is None else None
        # a server this computer just started has 30 s to listen (Python starts slowly
        # on a busy machine; one that exits is told at once, whatever is left)
        self.open(url, s.server_address, s.player_name, token,
                  wait=30.0 if self.server.running else None, password=password,
                  register=register)

    def login_kept(self) -> Optional[str]:
        """The account's name whose login is kept for the server written (None: none)."""
        kept = self.tokens.login(server_url(self.shell.settings.server_address) or "")
        return kept.name if kept is not None else None

    def log_out_everywhere(self) -> None:
        """Every login token of the kept account goes, on every computer (then ours)."""
        url = server_url(self.shell.settings.server_address) or ""
        kept = self.tokens.login(url)
        if kept is None:
            return

        async def work() -> None:
            client = Client()
            await client.connect(url, kept.name, kept.token, keepalive=KEEPALIVE)
            try:
                await client.logout_everywhere()
            finally:
                await client.close()

        def done(_: Any) -> None:
            self.tokens.forget(url)
            self.lines.tell("online-logged-out", Priority.ANSWER)
            self.shell.show(play_online_menu(self.shell, self.state, self))

        self.tokens.forget(url)        # the token is spent whatever the answer
        self.net.run(work(), done, self.unreachable)

    def start_server(self, address: str) -> bool:
        """A server on this computer, bound to ``address`` (False: it could not start)."""
        where = parse_address(address)
        assert where is not None
        if not self.server.start(*where):
            self.lines.tell("online-server-failed", Priority.ANSWER, address=address)
            return False
        self.lines.tell("online-server-started", Priority.ANSWER, address=address)
        return True

    def back_to_match(self) -> None:
        """The main menu's "Back to your match": the kept server, with the kept token."""
        found = self.tokens.kept_match()
        if found is None:
            self.main_menu()
            return
        url, kept = found
        self.state.connection.returning = True
        self.open(url, kept.address, kept.name, kept.token)

    def match_kept(self) -> bool:
        """A started match holds a seat for a kept token (the main menu offers to go back)."""
        return self.tokens.kept_match() is not None

    def open(self, url: str, address: str, name: str, token: Optional[str],
             wait: Optional[float] = None, password: Optional[str] = None,
             register: bool = False) -> None:
        self.drop_connection()
        self.connection.use_server(url, address, name, self.shell.settings.address)
        self.lines.status("online-connecting", address=address)
        self.net.run(self.connection.new_client(token, wait, password, register), self.connected,
                     self.unreachable, timeout=ANSWER_WAIT + WELCOME_WAIT + (wait or 0))

    def connected(self, client: Client) -> None:
        """Connected (the welcome came first): the lobby, unless the match is back."""
        link = self.state.connection
        if client is not self.client or client.rejoined:
            return              # stale, or the match's snapshot opens it
        if link.returning:      # "Back to your match", and the seat is no longer held
            link.returning = False
            self.tokens.forget_match(link.url)
            self.drop_connection()
            self.lines.status("net-seat-gone", Priority.ANSWER)
            self.main_menu(Priority.EVENT)
            return
        self.tables.lobby()

    def unreachable(self, error: BaseException) -> None:
        link = self.state.connection
        link.returning = False
        if isinstance(error, ServerError):     # the server answered: refused, said why
            if error.code in ("not_logged_in", "banned"):
                self.tokens.forget(link.url)   # that login is gone
            self.lines.drop(("online-connecting",))
            self.lines.refused(error)
            return
        msg = "online-server-failed" if self.server.exited else \
            "net-back-unreachable" if self.tokens.match(link.url) else "online-unreachable"
        self.lines.status(msg, Priority.ANSWER, address=link.address)

    # -- the match ----------------------------------------------------------------------
    def snapshot(self) -> None:
        """The match starts, or the table is back after a reconnect."""
        joined, link = self.state.joined, self.state.connection
        assert joined is not None
        table = joined.table
        if table.seat is None:        # a started match has no seat for a newcomer: watch
            self.tables.watch(table)
            return
        self.tables.names()
        if not table.match_over:
            self.tokens.seated(link.url, table.info.table_id)
        rejoined = link.rejoining == table.info.table_id
        link.rejoining, link.returning = None, False
        if self.session.table is table:
            if self.reconnect.returning:
                self.reconnect.back()
            return
        self.tables.match_started()
        # the room's words not yet heard yield to the match (a server does not wait
        # for this window's voice: they held the first cards back for 20 s)
        self.shell.speech.yield_details()
        if rejoined:
            self.reconnect.rejoin(table)
        else:
            self.session.start_remote(table, to_lobby=self.tables.leave_table)
        self.answers.watch()

    def table_closed(self, table: Optional[RemoteTable]) -> None:
        """The session left the online match (game menu, quit, a new match): leave the
        table and the server. Left on purpose mid-match, the token is forgotten (the next
        connection there is a newcomer's); quitting the game keeps it ("Back to your match")."""
        if table is not self.table:
            return          # an older table, closed as a newer one takes its place
        if table is not None and table.started and not table.match_over \
                and not getattr(self.shell, "closed", False):
            self.tokens.forget(self.state.connection.url)
        self.tables.leave_table(to_lobby=False)
        self.drop_connection()

    def close_match(self) -> None:
        """The match screen goes, the seat stays: the server holds it (the connection is
        lost, or the seat is gone already)."""
        table = self.table
        if table is not None:
            table.on_close.clear()
            if self.session.table is table:
                self.session.close()
            table.close()
        self.tables.forget_table()

    # -- the network (Connection's hooks) -----------------------------------------------
    def welcomed(self, msg: p.Welcome) -> None:
        account_form(self.shell, self.state.connection, msg)
        if self.reconnect.active:
            self.reconnect.welcomed(msg.table_id)

    def message(self, msg: Any) -> None:
        """A message of the current connection (after the client took it in)."""
        client = self.client
        if isinstance(msg, p.Invited):
            self.diwans.table = None     # the latest news is the one the key answers
        if self.friends.message(msg) or self.diwans.message(msg) or self.cups.message(msg):
            return
        if isinstance(msg, p.SeatChanged):
            self.tables.seat_changed(msg)
            self.moderation.update_list()
        elif isinstance(msg, p.ChatLine):
            self.chat.incoming(msg)
        elif isinstance(msg, p.MemberChanged):
            self.moderation.member_changed(msg)
        elif isinstance(msg, p.Clock) and self.table is not None:
            self.session.turns.remote_clock(self.table)
        elif isinstance(msg, p.Prediction):
            self.standing.predicted(msg)
        elif isinstance(msg, p.Error) and msg.code == "chat_closed":
            self.lines.tell("online-error-chat-closed", Priority.ANSWER)
        elif isinstance(msg, p.Snapshot) and client is not None and client.table is not None \
                and msg.table.table_id == client.table.info.table_id:
            self.tables.adopt(client.table)   # the snapshot can come before join's answer
            self.snapshot()
            if msg.clock is not None and self.table is not None:   # back mid-turn
                self.session.turns.remote_clock(self.table)

    # what moderation asks (moderation.Owner)
    def removed(self) -> None:
        """The creator removed us from the table: back to the lobby."""
        self.close_match()
        if self.client is not None:
            self.client.forget_table()
        self.tables.lobby(Priority.EVENT)

    def open_part(self, part: str) -> None:
        """The lobby's Friends, Diwans or Tournaments."""
        {"friends": lambda: self.friends.command("friends"), "tournaments": self.cups.open,
         "diwans": lambda: self.diwans.command("diwans")}[part]()

    def join_table(self, table_id: str) -> None:
        """A diwan's table or a tournament's match, by its id (the key of its notice)."""
        self.tables.join(table_id=table_id)

    def create_in_diwan(self, diwan_id: str) -> None:
        """The create menu, for a table in this diwan."""
        open_create_menu(self.shell, self.state, self.tables, diwan_id)

    def people_changed(self) -> None:
        self.tables.people_changed()

    def table_keys(self, cmd: str) -> bool:
        """The keys an online table answers before its screen: Escape while the
        connection is tried again stops trying; the chat's."""
        return self.reconnect.key(cmd) or self.chat.command(cmd)

    def lost(self, client: Client) -> None:
        if client is not self.client:
            return            # we closed it, or it was replaced
        if self.table is not None and self.table.match_over:
            self.connection.ended()   # nothing more to play: nothing to try again
            return
        self.reconnect.start(client.token)

    def send_chat(self, text: str) -> bool:
        if self.client is None or self.table is None:
            return False
        self.net.run(self.client.chat(text), lambda _: None, lambda e: None)
        return True

    def drop_connection(self) -> None:
        """No more of this connection: tries stop, its late answers are ignored."""
        self.reconnect.stop()
        self.connection.drop()

    def disconnect(self) -> None:
        """Close the connection (and a server this computer started) and go to the main menu."""
        if self.session.table is not None and self.session.table is self.table:
            self.session.close()
        self.drop_connection()
        self.server.stop()
        self.main_menu()

    def close(self) -> None:
        """The window closes: leave, disconnect and stop the loop."""
        self.drop_connection()
        self.net.close()
        self.server.stop()


def account_form(sh: Shell, link: ConnectionState, msg: p.Welcome) -> None:
    """An account's form of address is the one it keeps (registered, or set on another
    computer): the desktop's setting and "you" follow it; a guest's is the desktop's."""
    if not msg.guest:
        link.form = sh.settings.address = sh.t.address = msg.form

