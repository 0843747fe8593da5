"""The online controller's part for tournaments: the Tournaments screen (the lobby's
item after Friends) with each tournament in a sentence, one tournament read line by
line (where I play next, every round's matches, the standings, the draw's hash and
seed), creating one and registering by menus, and the notice that my match is
ready (its sound and a line; Ctrl+Y joins it, as it accepts an invitation). A match in play is watched by
Enter on its line (a trick behind, never a hand: the server's watch feed)."""

from __future__ import annotations

import functools
import time
from dataclasses import dataclass, replace
from typing import Any, Callable, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.storage import data_dir

from .lobby import NAME_LIMIT, choose_timer, timer_choice_words
from .menus import cycle, rules_items, table_kind_item
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines
from .screens import MenuItem, MenuScreen, fixed
from .speech import Priority
from .tables import table_options
from .textfield import TextField
from .tournament_words import cup_name, cup_words, lines_of
from .shell import Shell

TEAM_SIZES = (4, 8, 16, 32, 64, 128)
START_MINUTES = (5, 10, 15, 30, 60, 120, 240, 1440)


@dataclass(frozen=True)
class CupForm:
    """A new tournament's choices (the rules and the timer: the create-a-table menu's)."""
    name: str = ""
    format: str = "single"
    swiss_rounds: int = 4
    teams: str = "together"
    max_teams: int = 16
    minutes: int = 30


class Tournaments:
    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 join: Callable[[str], None], lobby: Any,
                 clock: Callable[[], float] = time.time):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.clock = clock                 # now, for "at 20:05" or "on <day>" and a start time
        self.join = join                   # a table by id (Tables.join): play or watch
        self.lobby = lobby                 # the create-a-table menu's timer choice
        self.form = CupForm()
        self.ready: Optional[str] = None   # the table of my match, as last told
        self.shown: Optional[str] = None   # the tournament on screen
        self.diwan: Optional[p.DiwanInfo] = None   # the one the creation menu is for

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    def ask(self, msg: p.ClientMessage, done: Callable[[Any], None]) -> None:
        client = self.client
        if client is None:
            return self.lines.tell("friends-not-connected", Priority.ANSWER)

        async def work() -> Any:
            return await client.request(msg)
        self.net.run(work(), done, self.lines.refused)

    def show(self, name: str, title: Callable[[], str], items: list[MenuItem]) -> None:
        """``name`` on top with these items (one of its kind there is replaced)."""
        t = self.shell.t
        items = items + [MenuItem(lambda: t("menu-back"), self.shell.pop)]
        if getattr(self.shell.screen, "name", "") == name:
            self.shell.pop()
        self.shell.push(MenuScreen(self.shell, title, items, back=self.shell.pop, name=name))

    # -- the list, one tournament ------------------------------------------------------------
    def open(self) -> None:
        self.ask(p.ListTournaments(), self.listed)

    def listed(self, msg: p.TournamentPage) -> None:
        t = self.shell.t
        items = [MenuItem(functools.partial(self.cup_line, info),
                          functools.partial(self.open_cup, info.tournament_id))
                 for info in msg.tournaments]
        items = items or [MenuItem(lambda: t("tournaments-none"))]
        items.append(MenuItem(lambda: t("tournaments-create"), self.create_menu))
        self.show("tournaments", lambda: t("tournaments-title"), items)

    def cup_line(self, info: p.TournamentInfo) -> str:
        """A listed tournament's line, its hour said against the clock of the moment."""
        return cup_words(self.shell.t, info, self.clock())

    def open_cup(self, tournament_id: str) -> None:
        self.ask(p.GetTournament(tournament_id), self.cup)

    def cup(self, told: p.Tournament) -> None:
        """One tournament, line by line; its registration while it is open."""
        t, info = self.shell.t, told.info
        self.shown = info.tournament_id
        me = self.client.name if self.client else ""
        items = [MenuItem(fixed(line), functools.partial(self.join, table) if table else None)
                 for line, table in lines_of(t, told, me, self.clock())]
        if info.state == "registering":
            items += self.registration(info)
        if told.seed:
            items.append(MenuItem(lambda: t("tournament-export"), lambda: self.export(told)))
        items.append(MenuItem(lambda: t("tournament-refresh"),
                              lambda: self.open_cup(info.tournament_id)))
        self.show("tournament", lambda: t("tournament-title", name=info.name), items)

    def export(self, told: p.Tournament) -> None:
        """The finished tournament as told, to a file ``baloot-audio verify-tournament`` checks."""
        path = data_dir() / "exports" / f"tournament-{told.info.tournament_id}.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(p.encode(told))
        except OSError as error:
            return self.lines.tell("standing-export-failed", Priority.ANSWER, error=str(error))
        self.lines.tell("standing-exported", Priority.ANSWER, path=str(path),
                        command="baloot-audio verify-tournament")

    def registration(self, info: p.TournamentInfo) -> list[MenuItem]:
        t, tid = self.shell.t, info.tournament_id
        items = [MenuItem(lambda: t("tournament-enter"), lambda: self.enter(tid))]
        if info.teams == "together":
            items.append(MenuItem(lambda: t("tournament-enter-partner"),
                                  lambda: self.ask_partner(tid)))
        if info.registered:
            items.append(MenuItem(lambda: t("tournament-leave"), lambda: self.leave(tid)))
        return items

    def ask_partner(self, tid: str) -> None:
        def entered(name: str) -> None:
            self.shell.pop()
            if name:
                self.enter(tid, name)
        self.shell.push(TextField(self.shell, lambda: self.shell.t("tournament-partner-prompt"),
                                  entered, limit=NAME_LIMIT))

    def enter(self, tid: str, partner: Optional[str] = None) -> None:
        def done(_: Any) -> None:
            self.lines.tell("tournament-entered-partner" if partner else "tournament-entered",
                            Priority.ANSWER, partner=partner or "")
            self.open_cup(tid)
        self.ask(p.EnterTournament(tid, partner), done)

    def leave(self, tid: str) -> None:
        def done(_: Any) -> None:
            self.lines.tell("tournament-left", Priority.ANSWER)
            self.open_cup(tid)
        self.ask(p.LeaveTournament(tid), done)

    # -- creating one ----------------------------------------------------------------------
    def choose(self, **change: Any) -> None:
        self.form = replace(self.form, **change)

    def create_menu(self, diwan: Optional[p.DiwanInfo] = None) -> None:
        """The creation menu: mine, or for ``diwan`` (its creator's or a moderator's)."""
        t, s, f = self.shell.t, self.shell.settings, lambda: self.form
        self.diwan = diwan
        items = [
            MenuItem(lambda: t("tournament-form-name", name=f().name or t("text-empty")),
                     self.ask_name),
            *rules_items(t, s), table_kind_item(t, s),
            MenuItem(lambda: t("tournament-form-format", value=t(f"tournament-format-{f().format}",
                                                                 rounds=f().swiss_rounds)),
                     adjust=lambda step: self.choose(format=cycle(("single", "swiss"),
                                                                  f().format, step))),
            MenuItem(lambda: t("tournament-form-rounds", rounds=f().swiss_rounds),
                     adjust=lambda step: self.choose(swiss_rounds=cycle(range(1, 10),
                                                                        f().swiss_rounds, step))),
            MenuItem(lambda: t("tournament-form-teams", value=t(f"tournament-teams-{f().teams}")),
                     adjust=lambda step: self.choose(teams=cycle(("together", "drawn"),
                                                                 f().teams, step))),
            MenuItem(lambda: t("tournament-form-most", teams=f().max_teams),
                     adjust=lambda step: self.choose(max_teams=cycle(TEAM_SIZES, f().max_teams,
                                                                     step))),
            MenuItem(lambda: t("tournament-form-start", minutes=f().minutes),
                     adjust=lambda step: self.choose(minutes=cycle(START_MINUTES, f().minutes,
                                                                   step))),
            MenuItem(lambda: t("create-timer", value=timer_choice_words(t, self.state)),
                     adjust=lambda step: choose_timer(self.state, self.lobby, step)),
            MenuItem(lambda: t("tournament-form-create"), self.create),
        ]
        self.show("create_tournament", lambda: t("tournament-form-title-diwan", diwan=diwan.name)
                  if diwan else t("tournament-form-title"), items)

    def ask_name(self) -> None:
        def entered(name: str) -> None:
            self.shell.pop()
            if name.strip():
                self.choose(name=name.strip())
        self.shell.push(TextField(self.shell, lambda: self.shell.t("tournament-name-prompt"),
                                  entered, text=self.form.name, limit=NAME_LIMIT))

    def create(self) -> None:
        f, s = self.form, self.shell.settings
        if not f.name:
            return self.lines.tell("tournament-name-first", Priority.ANSWER)
        options, timer, seconds = table_options(s, self.state.choices)
        msg = p.CreateTournament(f.name, self.clock() + 60 * f.minutes, s.preset, options,
                                 f.format, f.swiss_rounds if f.format == "swiss" else 0,
                                 f.teams, f.max_teams, timer, seconds,
                                 self.diwan.diwan_id if self.diwan else None)
        self.ask(msg, self.created)

    def created(self, told: p.Tournament) -> None:
        self.shell.pop()
        self.lines.tell("tournament-created", Priority.ANSWER, name=cup_name(self.shell.t,
                                                                            told.info))
        self.cup(told)

    # -- what the server says, as it comes -----------------------------------------------------
    def message(self, msg: Any) -> bool:
        if not isinstance(msg, p.TournamentNotice):
            return False
        if msg.change == "ready":
            self.ready = msg.table_id
            self.shell.sounds.play("match_ready")
            self.lines.tell("tournament-ready", name=cup_name(self.shell.t, msg),
                            round=msg.round + 1,
                            rounds=msg.rounds, table=msg.index + 1, key=self.key())
        else:
            self.lines.tell(f"tournament-{msg.change}", name=cup_name(self.shell.t, msg))
        return True

    def key(self) -> str:
        keys = self.shell.keymap.keys_for("invite_accept")
        return keys[0].spoken(self.shell.t) if keys else self.shell.t("keys-none")

    def join_ready(self) -> bool:
        """Ctrl+Y: the match I was told of, once (False: none waits: the key is the
        invitation's). A seat in a match in play is never left for it (as for an
        invitation): said, and the news stays."""
        if self.client is None or self.ready is None:
            return False
        joined = self.state.joined
        if joined is not None and joined.table.info.started and joined.table.seat is not None \
                and joined.table.info.table_id != self.ready:
            self.lines.tell("online-error-in-match", Priority.ANSWER)
            return True
        table, self.ready = self.ready, None
        self.join(table)
        return True
