"""The online controller's part for Play now: the choice of table (the preset, an
easy or Qaid table, the timer, rated or casual, bots after a wait; the last choice
is the settings'), the line (the wait said in words on a key press and when the
number of players missing changes, never at every note of the server), the table
found (its sound, who sits where; the seat is taken at once: the player waiting
on this screen is there), and Escape, which leaves the line. Once seated, the
match opens as any online match does (the table's snapshot)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any, Callable, Optional

from baloot_audio.core import PRESETS
from baloot_audio.net.client.connection import Client
from baloot_audio.net.wire import protocol as p

from .menus import cycle, table_kind_item
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines, ask_server
from .screens import MenuItem, MenuScreen
from .shell import Shell
from .speech import Priority

QUEUE_TIMERS = ("off", "relaxed", "tournament")
BOTS_AFTER = (0, 15, 30, 60, 120)          # seconds before bots fill a casual table; 0: never
WAIT_SCREEN = "play-now-wait"


@dataclass
class LineWait:
    """The line as last told: players missing, the wait at ``told_at`` (monotonic)."""
    missing: int = 3
    waited: float = 0.0
    told_at: float = 0.0
    rated: bool = False
    partner: bool = False
    held: float = 0.0


class PlayNow:
    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 online_menu: Callable[[], None], clock: Callable[[], float] = time.monotonic):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.online_menu = online_menu        # Play online's menu (address, name, connect)
        self.clock = clock
        self.wait: Optional[LineWait] = None      # in line (None: not)
        self.pending = False        # the main menu's Play now: the choice once connected

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    def ask(self, msg: p.ClientMessage, done: Callable[[Any], None]) -> None:
        ask_server(self.net, self.client, self.lines, msg, done)

    # -- the choice ------------------------------------------------------------------------
    def from_main_menu(self) -> None:
        """Main menu, Play now: Play online's menu; once connected, the choice of table."""
        self.online_menu()
        self.pending = True

    def connected(self) -> None:
        """Connected (the lobby is open): the choice, when the main menu asked for it."""
        if self.pending:
            self.pending = False
            self.open()

    def open(self) -> None:
        """The choice of table, as last chosen."""
        self.shell.push(self.choice_menu())

    def choice_menu(self) -> MenuScreen:
        t, s = self.shell.t, self.shell.settings
        guest = self.state.listing is not None and self.state.listing.guest

        def set_preset(step: int) -> None:
            s.preset = cycle(list(PRESETS), s.preset, step)
            s.target = PRESETS[s.preset].target
        items = [MenuItem(lambda: t("setup-preset", value=t(f"preset-{s.preset}")),
                          adjust=set_preset),
                 table_kind_item(t, s),
                 MenuItem(lambda: t("create-timer", value=t(f"timer-{self.timer()}")),
                          adjust=lambda step: setattr(s, "play_now_timer",
                                                      cycle(QUEUE_TIMERS, self.timer(), step)))]
        if not guest:
            items.append(MenuItem(
                lambda: t("play-now-rated", value=t("on" if s.play_now_rated else "off")),
                adjust=lambda step: setattr(s, "play_now_rated", not s.play_now_rated)))
        items += [MenuItem(self.bots_words, adjust=lambda step: setattr(
                      s, "play_now_bots", cycle(BOTS_AFTER, s.play_now_bots, step))),
                  MenuItem(lambda: t("play-now-start"), self.start),
                  MenuItem(lambda: t("menu-back"), self.shell.pop)]
        return MenuScreen(self.shell, lambda: t("play-now-title"), items, back=self.shell.pop,
                          name="play-now")

    def timer(self) -> str:
        timer = self.shell.settings.play_now_timer
        return timer if timer in QUEUE_TIMERS else "off"

    def rated(self) -> bool:
        guest = self.state.listing is not None and self.state.listing.guest
        return self.shell.settings.play_now_rated and not guest

    def bots_words(self) -> str:
        t, after = self.shell.t, self.shell.settings.play_now_bots
        words = t("play-now-bots-never") if after <= 0 else \
            t("play-now-bots-after", duration=t("duration-seconds", count=after))
        return t("play-now-bots", after=words)

    def start(self) -> None:
        """Into the line with the choice (kept in the settings for next time)."""
        s = self.shell.settings
        self.shell.save_settings()
        qaid = s.qaid and PRESETS[s.preset].qaid_tables
        after = None if self.rated() or s.play_now_bots <= 0 else float(s.play_now_bots)
        msg = p.QueueJoin(s.preset, qaid, self.timer(), self.rated(), after)
        self.ask(msg, lambda ok: self.in_line())

    def in_line(self) -> None:
        self.wait = LineWait(told_at=self.clock(), rated=self.rated())
        if getattr(self.shell.screen, "name", "") == "play-now":
            self.shell.pop()
        t = self.shell.t
        items = [MenuItem(self.wait_words, self.say_wait),
                 MenuItem(lambda: t("play-now-leave"), self.leave)]
        self.shell.push(MenuScreen(self.shell, lambda: t("play-now-waiting-title"), items,
                                   back=self.leave, name=WAIT_SCREEN))

    # -- the line --------------------------------------------------------------------------
    def wait_words(self) -> str:
        t, wait = self.shell.t, self.wait
        if wait is None:
            return t("play-now-left")
        if wait.partner:
            return t("play-now-partner")
        seconds = int(wait.waited + self.clock() - wait.told_at)
        words = t("play-now-looking", count=wait.missing, rated="yes" if wait.rated else "no",
                  duration=t("duration-seconds", count=seconds))
        held = wait.held - (self.clock() - wait.told_at)
        if held >= 1:
            words += " " + t("play-now-held", duration=t("duration-seconds", count=int(held)))
        return words

    def say_wait(self) -> None:
        self.shell.speech.say(self.wait_words(), Priority.ANSWER, "play-now-looking")

    def leave(self) -> None:
        """Escape: out of the line (said at once; the server's answer changes nothing)."""
        if self.wait is not None:
            self.ask(p.QueueLeave(), lambda ok: None)
        self.wait = None
        self.close_screen()
        self.lines.tell("play-now-left", Priority.ANSWER)

    def close_screen(self) -> None:
        if getattr(self.shell.screen, "name", "") == WAIT_SCREEN:
            self.shell.pop()

    def message(self, msg: object) -> bool:
        """The line's news (True: it was; said here)."""
        if isinstance(msg, p.QueueStatus):
            self.status(msg)
        elif isinstance(msg, p.QueueFound):
            self.found(msg)
        elif isinstance(msg, p.QueueNotice):
            self.notice(msg)
        else:
            return False
        return True

    def status(self, msg: p.QueueStatus) -> None:
        """Said when the number missing changes (the server's notes between are quiet)."""
        old = self.wait
        if old is None:
            return
        self.wait = LineWait(msg.missing, msg.waited, self.clock(), msg.rated, msg.partner, msg.held)
        if (old.missing, old.partner) != (msg.missing, msg.partner):
            self.shell.speech.say(self.wait_words(), Priority.EVENT, "play-now-looking")

    def found(self, msg: p.QueueFound) -> None:
        t = self.shell.t
        self.shell.sounds.play("match_ready")

        def name(seat: int) -> str:
            return msg.seats[seat].name or t("play-now-bot")
        mine = msg.seat
        self.lines.tell("play-now-found", partner=name((mine + 2) % 4),
                        left=name((mine + 1) % 4), right=name((mine + 3) % 4))
        if msg.chance is not None:
            self.lines.tell("play-now-chance", chance=msg.chance)
        self.ask(p.QueueTake(msg.offer), lambda ok: None)

    def notice(self, msg: p.QueueNotice) -> None:
        if msg.change == "seated":
            self.wait = None
            self.close_screen()
            self.lines.tell("play-now-seated")
        elif msg.change == "missed":
            self.lines.tell("play-now-missed", duration=self.shell.t(
                "duration-seconds", count=int(msg.held)))
        elif msg.change in ("no_show", "partner_left"):
            if msg.change == "partner_left":
                self.wait = None
                self.close_screen()
            self.lines.tell(f"play-now-{msg.change.replace('_', '-')}")
