"""A lost connection, tried again for as long as the server holds the seat.

At a started match the server holds a dropped player's seat for the table's
``hold_seconds`` (a bot plays it meanwhile; a restarted server holds it again
from its restart). So the game tries again with growing pauses
(:func:`backoff`) until that time is over, says so once ("Your seat is kept
for 2 minutes; trying again. Escape stops trying."), and the table's Escape
gives up: back to the main menu, whose "Back to your match" tries again later
with the same token. Away from a started match (the lobby, a table before its
start) nothing is held: the tries last ``NO_SEAT_PATIENCE`` seconds.

The lines about the connection are said in order and only while they are
true: a line still waiting when the next thing makes it untrue is dropped
(:meth:`~baloot_audio.ui.online_words.Lines.status`), and a try's line is said
only into a quiet moment (the lost line has said "trying again" already), as
an answer: it never comes back after a key cut it. :class:`AnswerWatch` says an action the server has
not answered (never a silent freeze), and nothing else.
"""

from __future__ import annotations

import asyncio
import time
from typing import Any, Callable, Optional, Protocol

from baloot_audio.core import events as ev
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.remote_table import RemoteTable
from baloot_audio.table_api import TurnToPlay

from .connection import Connection
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines
from .session import MatchSession
from .speech import Priority
from .tables import Tables
from .tokens import Tokens

SLOW = 4.0               # an action unanswered this long is said
WAIT_TICKS = 3           # seconds ready for the next round before "waiting for the others"
FIRST_PAUSE = 1.0        # seconds before the first try
MAX_PAUSE = 8.0          # the pause doubles up to this
NO_SEAT_PATIENCE = 30.0  # seconds of tries when no seat is held for us
TRYING = ("net-lost", "net-lost-kept", "net-moving", "net-retrying")   # untrue once the tries end


def backoff(attempt: int) -> float:
    """The pause before try ``attempt`` (1, 2, ...): 1, 2, 4, 8, then 8 s each time."""
    return min(MAX_PAUSE, FIRST_PAUSE * 2 ** max(0, attempt - 1))


def duration(t: Callable[..., str], seconds: float) -> str:
    """``2 minutes``, ``90 seconds``: a hold time in words."""
    if seconds >= 60 and seconds % 60 == 0:
        return t("duration-minutes", count=int(seconds // 60))
    return t("duration-seconds", count=int(seconds))


def last_prompt(table: Optional[RemoteTable]) -> object:
    """The table's last turn notice this round (None: none)."""
    history = table.history if table is not None else []
    prompts = [e for e in history if isinstance(e, (TurnToPlay, ev.Offered))]
    return prompts[-1] if prompts else None


class Controller(Protocol):
    """What the tries and the answer watch ask of the online controller."""

    shell: Any
    session: MatchSession
    net: NetLoop
    tokens: Tokens
    lines: Lines
    state: OnlineState
    connection: Connection        # its new_client(token) is a try
    tables: Tables                # the lobby, and the table joined
    reconnect: "Reconnect"

    @property
    def client(self) -> Optional[Client]: ...
    @property
    def table(self) -> Optional[RemoteTable]: ...
    def main_menu(self, priority: Priority = Priority.ANSWER) -> None: ...
    def close_match(self) -> None: ...
    def drop_connection(self) -> None: ...


class Reconnect:
    """The tries after a lost connection, their words, and the key that stops them."""

    def __init__(self, online: Controller, clock: Callable[[], float] = time.monotonic):
        self.online, self.clock = online, clock
        self.token: Optional[str] = None   # trying again with it (None: not trying)
        self.kept = False        # a seat at a started match is held for us meanwhile
        self.returning = False   # back at that match: its snapshot says where it stands
        self.moving = False      # a cluster's process was lost: another takes the table over
        self.attempt = 0
        self.until = 0.0         # no try starts after this (the clock's time)
        self.timer: Optional[asyncio.TimerHandle] = None
        self.told: Any = None    # the line that said the connection was lost

    @property
    def active(self) -> bool:
        return self.token is not None

    def start(self, token: str) -> None:
        """The connection is lost: say so (and for how long the seat is kept) and try again."""
        o = self.online
        table = o.table
        hold = table.info.hold_seconds if table is not None and table.started \
            and table.seat is not None and o.session.table is table else 0.0
        self.token, self.kept, self.attempt = token, hold > 0, 0
        self.until = self.clock() + (hold if self.kept else NO_SEAT_PATIENCE)
        client = o.client
        self.moving = self.kept and client is not None and client.cluster
        if self.moving:   # another process takes the table over in a few seconds: said short
            self.told = o.lines.status("net-moving")
        elif self.kept and o.session.screen is not None:   # its Escape key (as rebound)
            self.told = o.lines.status("net-lost-kept", duration=duration(o.shell.t, hold),
                                       key=o.session.screen.key_name("table_menu"))
        else:
            self.told = o.lines.status("net-lost")
        self._next()

    def _next(self) -> None:
        self.attempt += 1
        wait = min(backoff(self.attempt), max(0.0, self.until - self.clock()))
        self.timer = self.online.net.later(wait, self._try)

    def _try(self) -> None:
        self.timer = None
        o, token = self.online, self.token
        if token is None:
            return
        if o.shell.speech.heard and not (self.moving and self.attempt < 4):   # into a
            # quiet moment only, as an answer (a cluster's takeover, within 10 s: the short
            # line says enough): never over the
            # table's words, and never said again after a key cut it (no longer true by then)
            o.lines.status("net-retrying", Priority.ANSWER, attempt=self.attempt)
        o.net.run(o.connection.new_client(token), lambda client: None,
                  lambda error: self._failed(token))

    def _failed(self, token: str) -> None:
        if token != self.token:
            return                   # stopped meanwhile
        if self.clock() >= self.until:
            self.give_up(by_key=False)
        else:
            self._next()

    def stop(self) -> None:
        """No more tries (nothing said)."""
        self.token = None
        if self.timer is not None:
            self.timer.cancel()
            self.timer = None

    def welcomed(self, table_id: Optional[str]) -> None:
        """Connected again (the welcome, before the table's snapshot)."""
        o, table = self.online, self.online.table
        kept = self.kept
        self.stop()
        if not kept:
            o.lines.status("net-back")
            o.tables.forget_table()     # a table not started frees the seat of a drop
            if o.client is not None:
                o.client.forget_table()
            o.tables.lobby()
        elif table is not None and table_id == table.info.table_id:
            self.returning = True   # "back", then the snapshot: the plays missed, the score
            if not self.moving:     # taken over by another process: the game goes on, no more
                o.lines.status("net-back")
        else:
            self.seat_gone()

    def seat_gone(self) -> None:
        """Back online, but the server no longer holds our seat (the match ended, or the
        time to come back ran out): said, and the lobby."""
        o = self.online
        o.tokens.forget_match(o.state.connection.url)
        o.lines.status("net-seat-gone", Priority.ANSWER, drop=TRYING)
        o.close_match()        # after the words: what they cut is dropped with the table's
        o.tables.lobby(Priority.EVENT)

    def rejoin(self, table: RemoteTable) -> None:
        """Back at our seat from the main menu or a new connection: "back online", where
        the match stands and whose turn it is (as after a reconnect), not a start's words."""
        o = self.online
        sh, session = o.shell, o.session
        session.close()
        o.lines.status("net-back")
        sh.narrator.update(viewer=table.seat)
        session.attach(table, to_lobby=o.tables.leave_table)
        sh.show(session.screen, Priority.EVENT)
        session.back_online(last_prompt(table))

    def back(self) -> None:
        """The table's snapshot after a reconnect: where the match stands, whose turn it is."""
        self.returning = False
        o = self.online
        o.session.back_online(last_prompt(o.table), summary=not self.moving)
        self.moving = False

    def key(self, cmd: str) -> bool:
        """The table's Escape while trying: stop trying (True: the key was answered).
        Before the lost line has come up, Escape is still the game menu's: the player
        does not know yet that it would stop anything."""
        if cmd != "table_menu" or not self.active or self.waiting(self.told):
            return False
        self.give_up(by_key=True)
        return True

    def waiting(self, line: Any) -> bool:
        """``line`` waits its turn to be said (it has not begun)."""
        return self.online.shell.speech.waits(line)

    def give_up(self, by_key: bool) -> None:
        """Stop trying: to the main menu; "Back to your match" is there while a seat is kept."""
        o = self.online
        kept = self.kept and o.tokens.match(o.state.connection.url) is not None
        self.stop()
        msg = "net-stopped" if by_key else "net-gave-up-kept" if kept else "net-gave-up"
        o.lines.status(msg, Priority.ANSWER, drop=TRYING)
        o.close_match()        # after the words: what they cut is dropped with the table's
        o.drop_connection()
        o.main_menu(Priority.EVENT)


class AnswerWatch:
    """Once a second at a match: an action the server has not answered for ``SLOW``
    seconds is said, once (the time counts from when it was sent, or from the server's
    last word if that came later: a key after a quiet spell is not a late answer); and
    ready for the next round while the others are not, said once."""

    def __init__(self, online: Controller):
        self.online = online
        self.told = False
        self.waited = 0           # seconds ready for the next round while others are not
        self.handle: Optional[asyncio.TimerHandle] = None

    def watch(self) -> None:
        if self.handle is not None:
            self.handle.cancel()
        self.handle = self.online.net.later(1.0, self.check)

    def check(self) -> None:
        self.handle = None
        o = self.online
        table = o.table
        if table is None or o.session.table is not table:
            return
        since = table.waiting_since
        if since is not None and not o.reconnect.active \
                and time.monotonic() - max(o.state.connection.heard, since) > SLOW:
            if not self.told:
                self.told = True
                o.lines.tell("online-no-answer", Priority.EVENT, seconds=int(SLOW))
        elif self.told:
            self.told = False
            o.lines.drop(("online-no-answer",))     # answered before it was heard
        self.waited = self.waited + 1 if table.ready and table.round_over else 0
        if self.waited == WAIT_TICKS:
            o.lines.tell("online-waiting-players", Priority.EVENT)
        self.watch()
