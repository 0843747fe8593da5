"""The online controller's part for the tables of a server: the lobby's listing,
creating a table and joining one, its room before the start (the seats, the
invite code, the start, presence said aloud), leaving it; and the table joined
(``state.joined``). Its screens are :mod:`~baloot_audio.ui.lobby` and
:mod:`~baloot_audio.ui.room`; the match itself is :class:`~baloot_audio.ui.online.Online`'s.
"""

from __future__ import annotations

import functools
from dataclasses import replace
from typing import Any, Optional, Protocol

from baloot_audio.core import PRESETS
from baloot_audio.core.turn_times import custom_seconds
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.net.wire.names import UNSPECIFIED

from .chat import Chat
from .host import copy_text
from .lobby import StandingActions, lobby_screen
from .netloop import NetLoop
from .online_state import Choices, Joined, Listing, OnlineState
from .online_words import WAITING, Lines
from .online_names import presence, spoken_forms, spoken_names
from .people import PeopleActions
from .room import RoomScreen
from .session import spaced
from .table_options import options_words
from .speech import Priority
from .tokens import Tokens
from .watch import WATCHER, WatchScreen, watcher_forms, watcher_names
from .shell import Shell


class Owner(Protocol):
    """What the tables ask of the online controller."""

    def table_closed(self, table: Optional[RemoteTable]) -> None: ...
    def disconnect(self) -> None: ...
    def open_part(self, part: str) -> None: ...
    def table_keys(self, cmd: str) -> bool: ...


def table_options(s: Any, choices: Choices) -> tuple[dict[str, Any], str, Optional[dict]]:
    """The rules' options of the settings (a preset or length unknown: Saudi's), the
    timer and a custom timer's seconds, as a new table or tournament asks them."""
    if s.preset not in PRESETS or s.target not in PRESETS[s.preset].targets:
        s.preset, s.target = "saudi", PRESETS["saudi"].target
    options: dict[str, Any] = {"target": s.target}
    if s.qaid and PRESETS[s.preset].qaid_tables:
        options["qaid"] = True
    seconds = custom_seconds(choices.timer_card) if choices.timer == "custom" else None
    return options, choices.timer, seconds


class Tables:
    """The lobby and the table joined, until its match starts."""

    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines, chat: Chat,
                 tokens: Tokens, owner: Owner, moderation: PeopleActions,
                 standing: Optional[StandingActions] = None):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.chat, self.tokens, self.owner = chat, tokens, owner
        self.moderation = moderation
        self.standing = standing                 # the lobby's rating, leaderboard, history
        self.room: Optional[RoomScreen] = None   # the room's list, until the match starts

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    @property
    def table(self) -> Optional[RemoteTable]:
        joined = self.state.joined
        return joined.table if joined is not None else None

    def choose(self, **change: Any) -> None:
        """A choice of the create menu (``public``, ``bots``)."""
        self.state.choices = replace(self.state.choices, **change)

    def disconnect(self) -> None:
        self.owner.disconnect()

    def friends(self) -> None:
        self.owner.open_part("friends")

    def diwans(self) -> None:
        self.owner.open_part("diwans")

    def tournaments(self) -> None:
        self.owner.open_part("tournaments")

    # -- the lobby ----------------------------------------------------------------------
    def lobby(self, priority: Priority = Priority.ANSWER) -> None:
        assert self.client is not None
        self.net.run(self.client.list_tables(), lambda tables: self.listed(tables, priority),
                     self.lines.refused)

    def listed(self, tables: list[p.TableInfo], priority: Priority) -> None:
        """The lobby's listing came: the lobby, in its words."""
        client = self.client
        self.state.listing = Listing(client.name if client else "", tuple(tables),
                                     guest=bool(client and client.guest),
                                     form=client.form if client else UNSPECIFIED)
        self.shell.show(lobby_screen(self.shell, self.state, self, self.standing),
                        priority)
        self.lines.drop(WAITING)     # no longer true

    def join(self, code: Optional[str] = None, table_id: Optional[str] = None) -> None:
        assert self.client is not None
        if code is not None and not (code.isalnum() and 4 <= len(code) <= 12):
            self.lines.tell("online-error-unknown-table", Priority.ANSWER)
            return
        self.net.run(self.client.join(code=code, table_id=table_id), self.joined,
                     self.lines.refused)

    def create(self) -> None:
        """Create a table with the rules of the settings and the choices made."""
        s, choices = self.shell.settings, self.state.choices
        assert self.client is not None
        options, timer, seconds = table_options(s, choices)
        self.shell.save_settings()
        bots = choices.bots or s.opponent_bot
        work = self.client.create_table(preset=s.preset, options=options, public=choices.public,
                                        bots=[bots] * 4, seat=0, timer=timer,
                                        timer_seconds=seconds,
                                        memory_aids=choices.memory_aids, rated=choices.rated,
                                        diwan=choices.diwan)
        self.net.run(work, self.created, self.lines.refused)

    def created(self, table: RemoteTable) -> None:
        self.joined(table)
        self.tell_code(copy=True)

    # -- the table joined, before its start (room.py: its words and keys) ---------------
    def joined(self, table: RemoteTable) -> None:
        if self.client is None or self.client.table is not table:
            return          # left meanwhile (a started match had no seat for us)
        self.adopt(table)
        if table.info.started:
            return self.tell_options()   # its snapshot opens the match (it may have come)
        old, joined = self.room, self.state.joined
        assert joined is not None
        self.room = RoomScreen(self.shell, joined, self.chat, self, self.moderation,
                               focus=old.focus if old is not None else 0)
        self.shell.show(self.room, Priority.ANSWER)
        self.tell_options()

    def tell_options(self) -> None:
        """The table's options, said when joining (R's summary says them again)."""
        if self.table is not None:
            self.shell.speech.say(options_words(self.shell.t, self.table.info,
                                                "table-options-joined"),
                                  Priority.EVENT, "table-options")

    def adopt(self, table: RemoteTable) -> None:
        """``table`` is the one we sit at (from join's answer, or its snapshot)."""
        if self.table is not table:
            assert self.client is not None
            self.state.joined = Joined(table, self.client.player_id)
            table.on_close.append(lambda: self.owner.table_closed(table))
            table.watch(functools.partial(self._forget_when_over, table))

    def _forget_when_over(self, table: RemoteTable) -> None:
        """A match over holds no seat: its token's match is forgotten."""
        if table.match_over:
            self.tokens.forget_match(self.state.connection.url)

    def sit(self, seat: int) -> None:
        assert self.client is not None
        self.net.run(self.client.take_seat(seat), lambda _: None, self.lines.refused)

    def start(self) -> None:
        assert self.client is not None
        self.net.run(self.client.start_match(), lambda _: None, self.lines.refused)

    def tell_code(self, copy: bool = False, priority: Priority = Priority.EVENT) -> None:
        code = self.table.info.code if self.table else None
        if not code:
            return
        # the room's words: details, which yield to the match once it starts (kept for
        # "what did I miss"); the room's menu has the code too. One line with "copied":
        # said alone, later, it did not say what was copied
        t = self.shell.t
        words = t("online-code", code=spaced(t, code))
        if copy:
            words += " " + t("online-code-copied" if copy_text(self.shell, code)
                             else "online-code-not-copied")
        self.shell.speech.say(words, priority, "online-code", detail=True)

    def seat_changed(self, msg: p.SeatChanged) -> None:
        """A seat changed at our table (the client has it in the table by now): the
        names, the words, the room's list."""
        joined = self.state.joined
        self.names()
        said = presence(self.shell, joined, msg) if joined is not None else None
        if said:   # before the start, who sits where is a detail (see tell_code); who left is not
            detail = not msg.table.started and msg.change != "left"
            self.shell.speech.say(said[1], Priority.EVENT, said[0], detail=detail)
        if self.room is not None and not msg.table.started:
            self.room.update()

    def names(self) -> None:
        """The narrator's names for the people at the table, as they are now."""
        joined = self.state.joined
        if joined is not None and self.watching(joined):
            self.shell.narrator.update(viewer=WATCHER, names=watcher_names(self.shell, joined),
                                       forms=watcher_forms(joined))
            return
        self.shell.narrator.update(names=spoken_names(self.shell, joined)
                                   if joined is not None else {},
                                   forms=spoken_forms(joined) if joined is not None else {})

    @staticmethod
    def watching(joined: Optional[Joined]) -> bool:
        """At a started match without a seat: a watcher."""
        return joined is not None and joined.seat is None and joined.info.started

    def watch(self, table: RemoteTable) -> None:
        """The match joined without a seat: heard as a watcher (its snapshot again after
        a reconnect changes nothing)."""
        if isinstance(self.shell.screen, WatchScreen) and self.shell.screen.table is table:
            return
        self.room = None
        self.names()
        screen = WatchScreen(self.shell, table, self.leave_table, self.owner.table_keys)
        self.shell.show(screen, Priority.EVENT)
        self.shell.speech.say(screen.score(), Priority.EVENT, "ask-score")   # the teams

    def people_changed(self) -> None:
        """Someone came to watch, went, or was removed: the names, the room's list."""
        self.names()
        if self.room is not None and self.table is not None and not self.table.info.started:
            self.room.update()

    def match_started(self) -> None:
        """The match has begun: the room's list is gone."""
        self.room = None

    # -- leaving ------------------------------------------------------------------------
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
        """At no table any more (nothing told to the server)."""
        self.state.joined, self.room = None, None
        self.shell.narrator.update(viewer=0, names={})
