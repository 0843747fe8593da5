"""Where an account stands on a server, by ear, from the online lobby: my rating (and
hiding from the leaderboards), a preset's leaderboard a page at a time with my place,
my online statistics (the local statistics' sentences, stats_screen.py), and my match
history: a match opens in the replay screen, or its records are saved to a file that
``baloot-audio verify`` checks. Every list is a menu of whole sentences; each answer
comes from the server (net/server/standing_answers.py), asked when the screen opens."""

from __future__ import annotations

import functools
import json
import time
from pathlib import Path
from typing import Any, Callable, Optional

from baloot_audio.net.wire import protocol as p
from baloot_audio.options import PRESET_NAMES
from baloot_audio.standing.stats import PlayerStats

from .menus import cycle
from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines
from .replay_screen import rounds_menu
from .screens import MenuItem, MenuScreen, fixed
from .speech import Priority
from .stats_screen import partner_name, stats_lines
from .shell import Shell


def rating_words(t: Callable[..., str], line: p.RatingLine) -> str:
    return t("standing-rating", preset=t(f"preset-{line.preset}"), shown=round(line.shown, 1),
             mu=round(line.mu, 1), sigma=round(line.sigma, 1), rated=line.rated)


def board_words(t: Callable[..., str], line: p.BoardLine) -> str:
    return t("standing-board-line", place=line.place, name=line.name,
             shown=round(line.rating.shown, 1), rated=line.rating.rated)


def past_words(t: Callable[..., str], past: p.HistoryMatch) -> str:
    """A finished match: when, which rules, who with whom, the score, and how it ended."""
    seat, names = past.seat, [partner_name(t, name) for name in past.names]
    team = seat % 2
    result = "left" if past.left == seat else "won" if past.winner == team else \
        "lost" if past.winner is not None else "other"
    return t("standing-match", date=time.strftime("%Y-%m-%d %H:%M",
                                                  time.localtime(past.finished_at)),
             preset=t(f"preset-{past.preset}"), rated="yes" if past.rated else "no",
             partner=names[(seat + 2) % 4], right=names[(seat + 1) % 4],
             left=names[(seat + 3) % 4], us=past.totals[team], them=past.totals[1 - team],
             result=result)


class Standing:
    """The online controller's part for ratings, leaderboards, statistics and history."""

    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 folder: Callable[[], Path]):
        self.shell, self.net, self.state, self.lines = shell, net, state, lines
        self.folder = folder                     # where exported records go
        self.screens: dict[str, MenuScreen] = {}
        self.board = ("saudi", 0)                # the preset and page last asked
        self.hidden = False                      # hidden from the leaderboards (as last told)

    def ask(self, msg: p.ClientMessage, done: Callable[[Any], None]) -> None:
        """``msg`` to the server; ``done`` with its answer (a refusal is said)."""
        client = self.state.connection.client
        if client is None:
            return

        async def work() -> Any:
            return await client.request(msg)
        self.net.run(work(), done, self.lines.refused)

    def predicted(self, msg: p.Prediction) -> None:
        """A rated match's start: my team's chance to win, from the ratings."""
        client = self.state.connection.client
        if client is not None and client.table is not None and client.table.seat is not None:
            self.lines.tell("standing-chance", Priority.EVENT,
                            chance=msg.chances[client.table.seat % 2])

    def show(self, name: str, title: Callable[[], str], items: list[MenuItem]) -> None:
        """The screen ``name`` with these items: the one on top is refreshed in place
        (a new page), else pushed."""
        t = self.shell.t
        items = items + [MenuItem(lambda: t("menu-back"), self.shell.pop)]
        screen = self.screens.get(name)
        if screen is not None and self.shell.screen is screen:
            screen.items, screen.focus, screen.title = items, 0, title
            return screen.enter()
        self.screens[name] = screen = MenuScreen(self.shell, title, items, back=self.shell.pop,
                                                 name=name)
        self.shell.push(screen)

    # -- my rating, hiding ---------------------------------------------------------------
    def my_rating(self) -> None:
        self.ask(p.GetRatings(), self.ratings)

    def ratings(self, msg: p.Ratings) -> None:
        t = self.shell.t
        items = [MenuItem(functools.partial(rating_words, t, line)) for line in msg.ratings]
        items = items or [MenuItem(lambda: t("standing-rating-none"))]
        self.hidden = msg.hidden
        items.append(MenuItem(lambda: t("standing-hidden", value=t("on" if self.hidden else "off")),
                              lambda: self.hide(not self.hidden),
                              adjust=lambda step: self.hide(not self.hidden)))
        self.show("rating", lambda: t("standing-rating-title"), items)

    def hide(self, on: bool) -> None:
        """Hide from the leaderboards (or not): said once the server has it."""
        def done(_: Any) -> None:
            self.hidden = on
            self.lines.tell("standing-hidden-on" if on else "standing-hidden-off",
                            Priority.ANSWER)
        self.ask(p.HideMe(on), done)

    # -- the leaderboard ---------------------------------------------------------------
    def leaderboard(self, preset: Optional[str] = None, page: int = 0) -> None:
        self.board = (preset or self.board[0], page)
        self.ask(p.GetLeaderboard(*self.board), self.board_page)

    def board_page(self, msg: p.Leaderboard) -> None:
        t = self.shell.t
        preset = msg.preset
        items = [MenuItem(lambda: t("standing-board-preset", preset=t(f"preset-{preset}")),
                          adjust=lambda step: self.leaderboard(
                              cycle(PRESET_NAMES, preset, step)))]
        place = msg.place
        items.append(MenuItem(lambda: t("standing-board-place", place=place) if place
                              else t("standing-board-unplaced")))
        items += [MenuItem(functools.partial(board_words, t, line)) for line in msg.lines]
        if not msg.lines:
            items.append(MenuItem(lambda: t("standing-board-empty")))
        if msg.more:
            items.append(MenuItem(lambda: t("standing-next-page"),
                                  lambda: self.leaderboard(preset, msg.page + 1)))
        if msg.page:
            items.append(MenuItem(lambda: t("standing-previous-page"),
                                  lambda: self.leaderboard(preset, msg.page - 1)))
        self.show("leaderboard", lambda: t("standing-board-title", preset=t(f"preset-{preset}"),
                                           page=msg.page + 1), items)

    # -- statistics ----------------------------------------------------------------------
    def statistics(self) -> None:
        self.ask(p.GetStats(), self.figures)

    def figures(self, msg: p.Statistics) -> None:
        t = self.shell.t
        by_preset = {k: PlayerStats.from_json(v) for k, v in msg.presets.items()}
        items = [MenuItem(fixed(line)) for line in stats_lines(t, by_preset)]
        self.show("online_statistics", lambda: t("standing-stats-title"), items)

    # -- the match history ---------------------------------------------------------------
    def history(self, after: Optional[str] = None) -> None:
        self.ask(p.GetHistory(after), self.past)

    def past(self, msg: p.HistoryPage) -> None:
        t = self.shell.t
        items = [MenuItem(functools.partial(past_words, t, past),
                          functools.partial(self.open_match, past)) for past in msg.matches]
        items = items or [MenuItem(lambda: t("standing-history-none"))]
        if msg.next is not None:
            items.append(MenuItem(lambda: t("standing-more-matches"),
                                  lambda: self.history(msg.next)))
        self.show("online_history", lambda: t("standing-history-title"), items)

    def open_match(self, past: p.HistoryMatch) -> None:
        self.ask(p.GetMatch(past.match_id), lambda msg: self.match_menu(past, msg.records))

    def match_menu(self, past: p.HistoryMatch, records: list[dict[str, Any]]) -> None:
        t, sh = self.shell.t, self.shell
        items = [MenuItem(lambda: past_words(t, past)),
                 MenuItem(lambda: t("standing-replay"),
                          lambda: sh.push(rounds_menu(sh, records, past.seat))),
                 MenuItem(lambda: t("standing-export"), lambda: self.export(past, records))]
        self.show("online_match", lambda: t("standing-match-title"), items)

    def export(self, past: p.HistoryMatch, records: list[dict[str, Any]]) -> None:
        """The records as a JSON-lines file (one round a line), as verify reads them."""
        path = self.folder() / "exports" / f"match-{past.match_id}.jsonl"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in records),
                            encoding="utf-8")
        except OSError as error:
            self.lines.tell("standing-export-failed", Priority.ANSWER, error=str(error))
            return
        self.lines.tell("standing-exported", Priority.ANSWER, path=str(path),
                        command="baloot-audio verify")
