"""Play online: the server address and name, a spoken lobby, a table's seats, the
match on a remote table, presence and the network said aloud.

The client (:mod:`baloot_audio.net.client`) runs on the asyncio loop of
:class:`~baloot_audio.ui.netloop.NetLoop`, pumped on the pyglet thread. Once
the match starts, its :class:`RemoteTable` goes to the match session like a
local table (:meth:`MatchSession.start_remote`): the same keys, words, cues and
history. See docs/online.md.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import time
from typing import Any, Callable, Optional

from baloot_audio.core import PRESETS
from baloot_audio.core import events as ev
from baloot_audio.net import protocol as p
from baloot_audio.net.client import Client, RemoteTable, ServerError
from baloot_audio.options import BOT_LEVELS
from baloot_audio.table_api import TurnToPlay

from .chat import Chat
from .host import LocalServer, copy_text, parse_address, server_url
from .menus import cycle, rules_items
from .netloop import NetLoop
from .screens import MenuItem, MenuScreen
from .session import MatchSession, spaced
from .speech import Priority
from .textfield import TextField

log = logging.getLogger(__name__)

NAME_LIMIT = 24
RETRIES = 8             # reconnection tries before giving up
RETRY_WAIT = 1.5        # seconds between two tries
SLOW = 4.0              # an action unanswered this long is said
KEEPALIVE = 2.0         # a server silent for ~3 times this long counts as lost (then retried)
WAIT_TICKS = 3          # seconds ready for the next round before "waiting for the others"
DEBUG_CUT = "BALOOT_AUDIO_NET_DEBUG"   # tests only: SIGUSR1 cuts the connection


class Online:
    """The online part of the desktop game (one server connection at a time)."""

    def __init__(self, shell: Any, session: MatchSession, main_menu: Callable[..., None],
                 net: NetLoop):
        self.shell, self.session, self.main_menu, self.net = shell, session, main_menu, net
        self.client: Optional[Client] = None
        self.table: Optional[RemoteTable] = None
        self.server = LocalServer()
        self.chat = Chat(shell, self.send_chat)
        self.room: Optional[MenuScreen] = None
        self.url = ""
        self.leaving = False
        self.reconnecting = 0
        self.host = False
        self.heard = 0.0          # when the server last said something
        self.told_slow = False
        self.waited = 0           # seconds ready for the next round while others are not
        self._cut_requested = False
        if os.environ.get(DEBUG_CUT):
            signal.signal(signal.SIGUSR1, lambda *a: setattr(self, "_cut_requested", True))
            net.later(0.05, self._debug_watch)

    @property
    def t(self):
        return self.shell.t

    def tell(self, msg_id: str, priority: Priority = Priority.EVENT, detail: bool = False,
             **args: Any) -> None:
        self.shell.speech.say(self.t(msg_id, **args), priority, msg_id, detail=detail)

    # -- the Play online menu ---------------------------------------------
    def menu(self) -> None:
        sh, t, s = self.shell, self.t, self.shell.settings
        if self.client is not None:          # still connected after a finished match
            if self.table is not None and self.session.table is self.table:
                self.session.close()          # its table's on_close leaves and disconnects
            else:
                self.table_closed()
        items = [
            MenuItem(lambda: t("online-address", address=s.server_address), self.ask_address),
            MenuItem(lambda: t("online-name", name=s.player_name or t("text-empty")),
                     self.ask_name),
            MenuItem(lambda: t("online-host", value=t("on" if self.host else "off")),
                     adjust=lambda step: setattr(self, "host", not self.host)),
            MenuItem(lambda: t("online-connect"), self.connect),
            MenuItem(lambda: t("menu-back"), lambda: self.main_menu()),
        ]
        sh.push(MenuScreen(sh, lambda: t("online-title"), items, back=sh.pop, name="online"))

    def ask_address(self) -> None:
        s = self.shell.settings
        self.shell.push(TextField(self.shell, lambda: self.t("online-address-prompt"),
                                  lambda text: self.set_field("server_address", text),
                                  text=s.server_address, limit=120))

    def ask_name(self) -> None:
        s = self.shell.settings
        self.shell.push(TextField(self.shell, lambda: self.t("online-name-prompt"),
                                  lambda text: self.set_field("player_name", text),
                                  text=s.player_name, limit=NAME_LIMIT + 20))

    def set_field(self, name: str, text: str) -> None:
        """A typed address or name: kept when it is usable, else said why (nothing changes)."""
        if name == "server_address" and parse_address(text) is None:
            self.tell("online-bad-address", Priority.ANSWER, address=text or "-")
            return
        if name == "player_name" and not 1 <= len(text) <= NAME_LIMIT:
            self.tell("online-bad-name", Priority.ANSWER, limit=NAME_LIMIT)
            return
        setattr(self.shell.settings, name, text)
        self.shell.save_settings()
        self.shell.pop()

    # -- connecting ------------------------------------------------------
    def connect(self) -> None:
        s = self.shell.settings
        address = parse_address(s.server_address)
        if address is None:
            self.tell("online-bad-address", Priority.ANSWER, address=s.server_address)
            return
        if not 1 <= len(s.player_name) <= NAME_LIMIT:
            self.tell("online-bad-name", Priority.ANSWER, limit=NAME_LIMIT)
            return
        self.url = server_url(s.server_address) or ""
        if self.host and not self.server.running:
            if not self.server.start(*address):
                self.tell("online-server-failed", Priority.ANSWER, address=s.server_address)
                return
            self.tell("online-server-started", Priority.ANSWER, address=s.server_address)
        self.tell("online-connecting", Priority.EVENT, address=s.server_address)
        wait = 10.0 if self.server.running else None
        self.net.run(self.open_client(s.player_name, None, wait), self.connected,
                     self.unreachable)

    async def open_client(self, name: str, token: Optional[str],
                          wait: Optional[float] = None) -> Client:
        """A new connection (a server we just started is given ``wait`` seconds to listen).

        The table we sit at and our listener are set before the first message, so
        that the snapshot after a reconnect reaches the same remote table."""
        deadline = time.monotonic() + (wait or 0)
        while True:
            client = Client()
            client.listeners.append(lambda msg, c=client: self.on_message(msg, c))
            if self.table is not None:
                client.table, self.table.client = self.table, client
            try:
                await client.connect(self.url, name, token, keepalive=KEEPALIVE)
                return client
            except OSError:
                if time.monotonic() >= deadline or self.server.exited:
                    raise
                await asyncio.sleep(0.2)

    def connected(self, client: Client) -> None:
        self.lobby()

    def use(self, client: Client) -> None:
        """``client`` is the connection from now on (from its welcome, before anything else)."""
        self.client, self.leaving = client, False
        self.net.run(client.closed.wait(), lambda _: self.lost(client), lambda e: None,
                     timeout=None)

    def unreachable(self, error: BaseException) -> None:
        self.tell("online-server-failed" if self.server.exited else "online-unreachable",
                  Priority.ANSWER, address=self.shell.settings.server_address)

    def refused(self, error: BaseException) -> None:
        """A lobby request the server refused or did not answer: said, nothing changes."""
        if isinstance(error, ServerError):
            code = error.code
            msg = f"online-error-{code.replace('_', '-')}"
            if self.t.has(msg):
                self.tell(msg, Priority.ANSWER)
            else:
                self.tell("online-error", Priority.ANSWER, code=code)
        else:
            self.tell("online-no-answer", Priority.ANSWER, seconds=int(SLOW + 1))

    # -- the lobby -------------------------------------------------------
    def lobby(self) -> None:
        assert self.client is not None
        self.net.run(self.client.list_tables(), self.show_lobby, self.refused)

    def show_lobby(self, tables: list[p.TableInfo]) -> None:
        sh, t = self.shell, self.t
        items = [MenuItem(lambda info=info: self.table_words(info),
                          lambda info=info: self.join(table_id=info.table_id))
                 for info in tables]
        if not tables:
            items.append(MenuItem(lambda: t("lobby-no-tables")))
        items += [MenuItem(lambda: t("lobby-create"), self.create_menu),
                  MenuItem(lambda: t("lobby-join-code"), self.ask_code),
                  MenuItem(lambda: t("lobby-refresh"), self.lobby),
                  MenuItem(lambda: t("lobby-disconnect"), self.disconnect)]
        name = self.client.name if self.client else ""
        sh.show(MenuScreen(sh, lambda: t("lobby-title", name=name), items,
                           back=self.disconnect, name="lobby"))

    def table_words(self, info: p.TableInfo) -> str:
        t = self.t
        creator = next((s.name for s in info.seats if s.player_id == info.creator), None)
        free = sum(1 for s in info.seats if s.kind in ("empty", "bot"))
        levels = {s.level for s in info.seats if s.kind in ("empty", "bot")}
        bots = t(f"bot-{levels.pop()}") if len(levels) == 1 else t("lobby-mixed-bots")
        return t("lobby-table", name=creator or "?", preset=t(f"preset-{info.preset}"),
                 free=free, bots=bots)

    def ask_code(self) -> None:
        self.shell.push(TextField(self.shell, lambda: self.t("online-code-prompt"),
                                  lambda code: self.join(code=code.upper()), limit=12))

    def join(self, code: Optional[str] = None, table_id: Optional[str] = None) -> None:
        assert self.client is not None
        if code is not None and not (code.isalnum() and 4 <= len(code) <= 12):
            self.tell("online-error-unknown-table", Priority.ANSWER)
            return
        self.net.run(self.client.join(code=code, table_id=table_id), self.joined, self.refused)

    # -- creating a table ------------------------------------------------
    def create_menu(self) -> None:
        sh, t, s = self.shell, self.t, self.shell.settings
        self.public = getattr(self, "public", True)
        self.bots = getattr(self, "bots", s.opponent_bot)

        items = [
            *rules_items(t, s),
            MenuItem(lambda: t("create-public", value=t("on" if self.public else "off")),
                     adjust=lambda step: setattr(self, "public", not self.public)),
            MenuItem(lambda: t("create-bots", value=t(f"bot-{self.bots}")),
                     adjust=lambda step: setattr(self, "bots", cycle(BOT_LEVELS, self.bots,
                                                                     step))),
            MenuItem(lambda: t("create-confirm"), self.create),
            MenuItem(lambda: t("menu-back"), sh.pop),
        ]
        sh.push(MenuScreen(sh, lambda: t("create-title"), items, back=sh.pop, name="create"))

    def create(self) -> None:
        s = self.shell.settings
        assert self.client is not None
        if s.preset not in PRESETS or s.target not in PRESETS[s.preset].targets:
            s.preset, s.target = "saudi", PRESETS["saudi"].target
        self.shell.save_settings()
        work = self.client.create_table(preset=s.preset, options={"target": s.target},
                                        public=self.public, bots=[self.bots] * 4, seat=0)
        self.net.run(work, self.created, self.refused)

    def created(self, table: RemoteTable) -> None:
        self.joined(table)
        self.tell_code(copy=True)

    def tell_code(self, copy: bool = False, priority: Priority = Priority.EVENT) -> None:
        code = self.table.info.code if self.table else None
        if not code:
            return
        # the room's words: details, which yield to the match once it starts (kept for
        # "what did I miss"); the room's menu has the code too
        self.tell("online-code", priority, detail=True, code=spaced(code))
        if copy:
            self.tell("online-code-copied" if copy_text(self.shell, code)
                      else "online-code-not-copied", Priority.EVENT, detail=True)

    # -- the table before the start --------------------------------------
    def joined(self, table: RemoteTable) -> None:
        if self.client is None or self.client.table is not table:
            return          # left meanwhile (a started match had no seat for us)
        self.adopt(table)
        if table.info.started:
            return          # its snapshot opens the match (it may have come already)
        self.show_room(Priority.ANSWER)

    def adopt(self, table: RemoteTable) -> None:
        if self.table is not table:
            self.table = table
            table.on_close.append(self.table_closed)

    def show_room(self, priority: Priority = Priority.ANSWER) -> None:
        from .room import room_items
        sh, t = self.shell, self.t
        assert self.table is not None
        focus = self.room.focus if self.room is not None and sh.screen is self.room else 0
        items = room_items(self)
        self.room = MenuScreen(sh, lambda: t("room-title"), items, back=self.leave_table,
                               focus=min(focus, len(items) - 1), name="room")
        if priority is None:
            sh.stack = [self.room]
            sh.renderer.dirty = True
        else:
            sh.show(self.room, priority)

    def sit(self, seat: int) -> None:
        assert self.client is not None
        self.net.run(self.client.take_seat(seat), lambda _: None, self.refused)

    def start_match(self) -> None:
        assert self.client is not None
        self.net.run(self.client.start_match(), lambda _: None, self.refused)

    def leave_table(self) -> None:
        """Leave the table (the session's close, the room's Escape) and go back to the lobby."""
        table, self.table, self.room = self.table, None, None
        self.chat.table = None
        self.shell.narrator.viewer, self.shell.narrator.names = 0, {}
        if table is None or self.client is None:
            return
        if not table.closed:
            table.on_close.clear()
            table.close()
        self.client.table = None
        self.client.send(p.LeaveTable(self.client.next_ref()))
        if not self.leaving and self.session.table is None:
            self.lobby()

    def table_closed(self) -> None:
        """The session left the online match (game menu, quit): leave the table and the server."""
        self.leaving = True
        self.leave_table()
        client, self.client = self.client, None
        if client is not None:
            self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)

    def disconnect(self) -> None:
        """Close the connection (and a server this computer started) and go to the main menu."""
        self.leaving = True
        if self.session.table is not None and self.session.table is self.table:
            self.session.close()
        client, self.client = self.client, None
        if client is not None:
            self.net.run(client.close(), lambda _: None, lambda e: None, timeout=2)
        self.server.stop()
        self.main_menu()

    def close(self) -> None:
        """The window closes: leave, disconnect and stop the loop."""
        self.leaving = True
        if self.client is not None:
            self.net.run(self.client.close(), lambda _: None, lambda e: None, timeout=1)
        self.net.close()
        self.server.stop()

    # -- from the server -------------------------------------------------
    def on_message(self, msg: Any, client: Optional[Client] = None) -> None:
        self.heard = time.monotonic()
        if isinstance(msg, p.Welcome) and client is not None:
            self.use(client)
            if self.reconnecting and self.table is not None:
                self.tell("net-back", Priority.EVENT)     # before the plays missed meanwhile
        elif isinstance(msg, p.SeatChanged):
            self.seat_changed(msg)
        elif isinstance(msg, p.ChatLine):
            self.chat.incoming(msg)
        elif isinstance(msg, p.Snapshot) and self.client is not None \
                and self.client.table is not None \
                and msg.table.table_id == self.client.table.info.table_id:
            self.adopt(self.client.table)     # the snapshot can come before join's answer
            self.snapshot()

    def names(self) -> dict[int, str]:
        """The names that replace the seat words where a person sits."""
        table = self.table
        if table is None:
            return {}
        return {s.seat: s.name for s in table.info.seats
                if s.kind in ("human", "held") and s.name and s.seat != table.seat}

    def seat_changed(self, msg: p.SeatChanged) -> None:
        from .room import presence
        table, me = self.table, self.client.player_id if self.client else None
        if table is not None and table.seat is not None and msg.seat == table.seat \
                and msg.change == "left":
            table.seat = None                    # I moved to another seat
            return
        if table is not None and not msg.table.started:
            table.info = msg.table
            table.seat = next((s.seat for s in msg.table.seats if s.player_id == me), None)
        self.shell.narrator.names = self.names()
        said = presence(self, msg)
        if said:   # before the start, a detail (see tell_code)
            self.shell.speech.say(said[1], Priority.EVENT, said[0], detail=not msg.table.started)
        if self.room is not None and self.shell.screen is self.room:
            self.show_room(None)

    def snapshot(self) -> None:
        """The match starts, or the table is back after a reconnect."""
        table = self.table
        assert table is not None
        if table.seat is None:        # a started match has no seat for a newcomer
            self.tell("online-error-match-started", Priority.ANSWER)
            self.leave_table()
            return
        self.shell.narrator.names = self.names()
        self.chat.table = table
        if self.session.table is table:
            if self.reconnecting:
                self.reconnecting = 0
                prompts = [e for e in table.history if isinstance(e, (TurnToPlay, ev.Offered))]
                self.session.back_online(prompts[-1] if prompts else None)
            return
        self.room = None
        # the room's words not yet heard yield to the match (a server does not wait
        # for this window's voice: they held the first cards back for 20 s)
        self.shell.speech.yield_details()
        self.session.start_remote(table)
        self.net.later(1.0, self.watch_answers)

    # -- the network -----------------------------------------------------
    def lost(self, client: Client) -> None:
        if self.leaving or client is not self.client:
            return
        self.tell("net-lost", Priority.EVENT)
        self.reconnecting = 0
        self.net.later(RETRY_WAIT, lambda: self.retry(client.token))

    def retry(self, token: str) -> None:
        if self.leaving:
            return
        self.reconnecting += 1
        if self.reconnecting > RETRIES:
            self.tell("net-gave-up", Priority.EVENT)
            self.reconnecting = 0
            self.disconnect()
            return
        self.tell("net-retrying", Priority.EVENT, attempt=self.reconnecting)
        name = self.shell.settings.player_name
        self.net.run(self.open_client(name, token), lambda c: self.reconnected(c, token),
                     lambda e: self.net.later(RETRY_WAIT, lambda: self.retry(token)))

    def reconnected(self, client: Client, token: str) -> None:
        """Connected again; at a table, "back" and the summary come with its snapshot."""
        if self.table is None or not self.table.started:
            if self.table is None:
                self.tell("net-back", Priority.EVENT)    # at a table, said on the welcome
            self.reconnecting = 0
            self.table = client.table = None    # a table not started frees the seat of a drop
            self.lobby()

    def watch_answers(self) -> None:
        """Never a silent freeze: an action the server has not answered is said."""
        table = self.table
        if table is None or self.session.table is not table or self.leaving:
            return
        if table._acts and not self.reconnecting and time.monotonic() - self.heard > SLOW:
            if not self.told_slow:
                self.told_slow = True
                self.tell("online-no-answer", Priority.EVENT, seconds=int(SLOW))
        else:
            self.told_slow = False
        # ready for the next round, and the others are not yet: said once
        self.waited = self.waited + 1 if table.ready and table.round_over else 0
        if self.waited == WAIT_TICKS:
            self.tell("online-waiting-players", Priority.EVENT)
        self.net.later(1.0, self.watch_answers)

    def send_chat(self, text: str) -> bool:
        if self.client is None or self.table is None:
            return False
        self.client.send(p.Chat(text, self.client.next_ref()))
        return True

    def _debug_watch(self) -> None:
        if self._cut_requested and self.client is not None:
            self._cut_requested = False
            self.client.cut()
        self.net.later(0.05, self._debug_watch)
