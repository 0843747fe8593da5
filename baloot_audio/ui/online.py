"""Play online: the server address and name, a spoken lobby, a table's seats, the
match on a remote table, presence and the network said aloud.

The client (:mod:`baloot_audio.net.client`) runs on the asyncio loop of
:class:`~baloot_audio.ui.netloop.NetLoop`, pumped on the pyglet thread. Once
the match starts, its :class:`RemoteTable` goes to the match session like a
local table (:meth:`MatchSession.start_remote`): the same keys, words, cues and
history. See docs/online.md. A lost connection is tried again while the server
holds the seat (:mod:`~baloot_audio.ui.reconnect`); the token each server gave is
kept (:mod:`~baloot_audio.ui.tokens`), so "Back to your match" gets the player back.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any, Callable, Optional

from baloot_audio.net import protocol as p
from baloot_audio.net.client import Client, RemoteTable

from .chat import Chat
from .host import LocalServer, parse_address, server_url
from .lobby import bad_field, play_online_menu, refused, show_lobby
from .netloop import NetLoop
from .reconnect import AnswerWatch, Reconnect
from .room import names, seat_changed, show_room
from .screens import MenuScreen
from .session import MatchSession
from .speech import Priority
from .tokens import Tokens

log = logging.getLogger(__name__)

KEEPALIVE = 2.0         # a server silent for ~3 times this long counts as lost (then retried)


class Online:
    """The online part of the desktop game (one server connection at a time)."""

    def __init__(self, shell: Any, session: MatchSession, main_menu: Callable[..., None],
                 net: NetLoop, tokens: Optional[Tokens] = None):
        self.shell, self.session, self.main_menu, self.net = shell, session, main_menu, net
        self.tokens = tokens or Tokens()
        self.client: Optional[Client] = None
        self.table: Optional[RemoteTable] = None
        self.server = LocalServer()
        self.chat = Chat(shell, self.send_chat)
        self.room: Optional[MenuScreen] = None
        self.url = self.address = self.name = ""   # the server, as written, and our name there
        self.generation = 0       # connections opened before the last disconnect are stale
        self.reconnect = Reconnect(self)
        self.rejoining: Optional[str] = None   # the welcome put us back at this match
        self.returning = False    # "Back to your match" was chosen: connecting for it
        self.host = False
        self.public = True        # a new table's choices (lobby.create_menu)
        self.bots: Optional[str] = None
        self.heard = 0.0          # when the server last said something
        self.answers = AnswerWatch(self)

    @property
    def t(self):
        return self.shell.t

    def tell(self, msg_id: str, priority: Priority = Priority.EVENT, detail: bool = False,
             **args: Any) -> None:
        self.shell.speech.say(self.t(msg_id, **args), priority, msg_id, detail=detail)

    def status(self, msg_id: str, priority: Priority = Priority.EVENT,
               drop: tuple[str, ...] = ("net-retrying", "online-connecting"), **args: Any) -> Any:
        """A line about the connection; the waiting lines it makes untrue (``drop``: a
        try's line, "connecting") are dropped: each is said only while true."""
        said = self.shell.speech.say(self.t(msg_id, **args), priority, msg_id)
        self.drop_lines(drop, keep=said)
        return said

    def drop_lines(self, ids: tuple[str, ...], keep: Any = None) -> None:
        self.shell.speech.supersede(lambda u: u.msg_id in ids and u is not keep)

    def key_name(self, command: str) -> str:
        """The first key of ``command`` in the player's words (as rebound)."""
        keys = self.shell.keymap.keys_for(command)
        return keys[0].spoken(self.t) if keys else self.t("keys-none")

    # -- the Play online menu ---------------------------------------------
    def menu(self) -> None:
        if self.table is not None and self.session.table is self.table:
            self.session.close()      # a finished match: its table's on_close leaves the server
        elif self.table is not None or self.client is not None:
            self.table_closed(self.table)
        play_online_menu(self)

    # -- connecting ------------------------------------------------------
    def connect(self) -> None:
        """Connect with the token this server gave before, if any: a seat it holds for us
        puts us straight back into that match."""
        s = self.shell.settings
        why = bad_field("server_address", s.server_address) \
            or bad_field("player_name", s.player_name)
        if why is not None:
            self.tell(why[0], Priority.ANSWER, **why[1])
            return
        address = parse_address(s.server_address)
        assert address is not None
        if self.host and not self.server.running:
            if not self.server.start(*address):
                self.tell("online-server-failed", Priority.ANSWER, address=s.server_address)
                return
            self.tell("online-server-started", Priority.ANSWER, address=s.server_address)
        url = server_url(s.server_address) or ""
        self.open(url, s.server_address, s.player_name, self.tokens.token(url),
                  wait=10.0 if self.server.running else None)

    def back_to_match(self) -> None:
        """The main menu's "Back to your match": the kept server, with the kept token."""
        found = self.tokens.kept_match()
        if found is None:
            self.main_menu()
            return
        url, kept = found
        self.returning = True
        self.open(url, kept.address, kept.name, kept.token)

    def match_kept(self) -> bool:
        """A started match holds a seat for a kept token (the main menu offers to go back)."""
        return self.tokens.kept_match() is not None

    def open(self, url: str, address: str, name: str, token: Optional[str],
             wait: Optional[float] = None) -> None:
        self.drop_connection()
        self.url, self.address, self.name = url, address, name
        self.status("online-connecting", address=address)
        self.net.run(self.open_client(name, token, wait), self.connected, self.unreachable)

    async def open_client(self, name: str, token: Optional[str],
                          wait: Optional[float] = None) -> Client:
        """A new connection (a server we just started is given ``wait`` seconds to listen).

        The table we sit at and our listener are set before the first message, so
        that the snapshot after a reconnect reaches the same remote table."""
        deadline = time.monotonic() + (wait or 0)
        generation = self.generation
        while True:
            client = Client()
            client.listeners.append(lambda msg, c=client: self.on_message(msg, c, generation))
            if self.table is not None:
                client.carry_on(self.table)
            try:
                await client.connect(self.url, name, token, keepalive=KEEPALIVE)
                return client
            except OSError:
                if time.monotonic() >= deadline or self.server.exited:
                    raise
                await asyncio.sleep(0.2)

    def connected(self, client: Client) -> None:
        """Connected (the welcome came first): the lobby, unless the match is back."""
        if client is not self.client or client.rejoined:
            return              # stale, or the match's snapshot opens it
        if self.returning:      # "Back to your match", and the seat is no longer held
            self.returning = False
            self.tokens.forget_match(self.url)
            self.drop_connection()
            self.status("net-seat-gone", Priority.ANSWER)
            self.main_menu(Priority.EVENT)
            return
        self.lobby()

    def use(self, client: Client) -> None:
        """``client`` is the connection from now on (from its welcome, before anything else)."""
        self.client = client
        self.net.run(client.closed.wait(), lambda _: self.lost(client), lambda e: None,
                     timeout=None)

    def unreachable(self, error: BaseException) -> None:
        self.returning = False
        msg = "online-server-failed" if self.server.exited else \
            "net-back-unreachable" if self.tokens.match(self.url) else "online-unreachable"
        self.status(msg, Priority.ANSWER, address=self.address)

    def lobby(self, priority: Priority = Priority.ANSWER) -> None:
        assert self.client is not None
        self.net.run(self.client.list_tables(), lambda tables: show_lobby(self, tables, priority),
                     lambda error: refused(self, error))

    # -- the table before the start (room.py: its words and keys) -------------
    def joined(self, table: RemoteTable) -> None:
        if self.client is None or self.client.table is not table:
            return          # left meanwhile (a started match had no seat for us)
        self.adopt(table)
        if table.info.started:
            return          # its snapshot opens the match (it may have come already)
        show_room(self, Priority.ANSWER)

    def adopt(self, table: RemoteTable) -> None:
        if self.table is not table:
            self.table = table
            self.chat.table = table
            table.on_close.append(lambda: self.table_closed(table))
            table.watch(lambda: table.match_over and self.tokens.forget_match(self.url))

    def leave_table(self, to_lobby: bool = True) -> None:
        """Leave the table (and go back to the lobby)."""
        table = self.table
        self.forget_table()
        if table is None or self.client is None:
            return
        if not table.closed:
            table.on_close.clear()
            table.close()
        self.net.run(self.client.leave_table(), lambda _: None, lambda e: None)
        if to_lobby:
            self.lobby()

    def forget_table(self) -> None:
        self.table, self.room, self.chat.table = None, None, None
        self.shell.narrator.viewer, self.shell.narrator.names = 0, {}

    def table_closed(self, table: Optional[RemoteTable]) -> None:
        """The session left the online match (game menu, quit, a new match): leave the
        table and the server. Left on purpose mid-match, the token is forgotten (the next
        connection there is a newcomer's); quitting the game keeps it ("Back to your match")."""
        if table is not self.table:
            return          # an older table, closed as a newer one takes its place
        if table is not None and table.started and not table.match_over \
                and not getattr(self.shell, "closed", False):
            self.tokens.forget(self.url)
        self.leave_table(to_lobby=False)
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
        self.forget_table()

    def drop_connection(self) -> None:
        """No more of this connection: tries stop, its late answers are ignored."""
        self.generation += 1
        self.reconnect.stop()
        client, self.client = self.client, None
        if client is not None:
            self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)

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

    # -- from the server -------------------------------------------------
    def on_message(self, msg: Any, client: Optional[Client] = None,
                   generation: Optional[int] = None) -> None:
        if generation is not None and generation != self.generation:
            if isinstance(msg, p.Welcome) and client is not None:   # a try given up
                self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)
            return
        self.heard = time.monotonic()
        if isinstance(msg, p.Welcome) and client is not None:
            self.welcomed(msg, client)
        elif isinstance(msg, p.SeatChanged):
            seat_changed(self, msg)
        elif isinstance(msg, p.ChatLine):
            self.chat.incoming(msg)
        elif isinstance(msg, p.Snapshot) and self.client is not None \
                and self.client.table is not None \
                and msg.table.table_id == self.client.table.info.table_id:
            self.adopt(self.client.table)     # the snapshot can come before join's answer
            self.snapshot()

    def welcomed(self, msg: p.Welcome, client: Client) -> None:
        self.use(client)
        self.tokens.welcomed(self.url, self.address, msg.name, msg.token)
        self.rejoining = msg.table_id
        if self.reconnect.active:
            self.reconnect.welcomed(msg.table_id)

    def snapshot(self) -> None:
        """The match starts, or the table is back after a reconnect."""
        table = self.table
        assert table is not None
        if table.seat is None:        # a started match has no seat for a newcomer
            self.tell("online-error-match-started", Priority.ANSWER)
            self.leave_table()
            return
        self.shell.narrator.names = names(self)
        if not table.match_over:
            self.tokens.seated(self.url, table.info.table_id)
        rejoined, self.rejoining, self.returning = self.rejoining == table.info.table_id, None, False
        if self.session.table is table:
            if self.reconnect.returning:
                self.reconnect.back()
            return
        self.room = None
        # the room's words not yet heard yield to the match (a server does not wait
        # for this window's voice: they held the first cards back for 20 s)
        self.shell.speech.yield_details()
        if rejoined:
            self.reconnect.rejoin(table)
        else:
            self.session.start_remote(table)
        self.answers.watch()

    # -- the network -----------------------------------------------------
    def lost(self, client: Client) -> None:
        if client is not self.client:
            return            # we closed it, or it was replaced
        if self.table is not None and self.table.match_over:
            self.client = None  # nothing more to play: nothing to try again
            return
        self.reconnect.start(client.token)

    def send_chat(self, text: str) -> bool:
        if self.client is None or self.table is None:
            return False
        self.net.run(self.client.chat(text), lambda _: None, lambda e: None)
        return True
