"""The statistics page: the player's figures against the bots, read line by line.

Opened from the main menu (Statistics) and by its key at the table (the round's and
the match's end too); a list like the keys page: Up and Down read the lines, Home and
End the first and last, Escape goes back. Each line is a whole sentence
(:func:`stats_lines`); the figures come from :class:`~baloot_audio.local_stats.LocalStats`.
"""

from __future__ import annotations

from typing import Callable

from baloot_audio.options import PRESET_NAMES
from baloot_audio.standing.stats import KINDS, PlayerStats

from .screens import MenuItem, MenuScreen, fixed
from .shell import Shell

NAME = "statistics"


def partner_name(t: Callable[..., str], partner: str) -> str:
    """A partner as said: a bot by its level ("the strong bot"), a person by their name."""
    if partner == "bot" or partner.startswith("bot-"):
        return t("stats-bot", level=partner[4:] or "other")
    return partner


def preset_lines(t: Callable[..., str], preset: str, s: PlayerStats) -> list[str]:
    """One preset's figures, a sentence each."""
    lines = [t("stats-matches", preset=preset, matches=s.matches, won=s.won, lost=s.lost,
               rate=s.win_rate() or 0)]
    if s.left:
        lines.append(t("stats-left", left=s.left))
    bought = [t("stats-bought", kind=kind, bought=s.bought.get(kind, 0),
                made=s.made.get(kind, 0)) for kind in KINDS if s.bought.get(kind, 0)]
    lines += bought or [t("stats-bought-none")]
    lines += [t("stats-falls", fell=s.fell, felled=s.felled),
              t("stats-kaboots", ours=s.kaboots_for, theirs=s.kaboots_against),
              t("stats-doubles", doubled=s.doubled, won=s.doubled_won,
                lost=s.doubled - s.doubled_won, called=s.doubles_called)
              if s.doubled else t("stats-doubles-none"),
              t("stats-projects", projects=sum(s.projects.values()), baloot=s.baloot),
              t("stats-points", rounds=s.rounds, ours=s.average(s.points_for),
                theirs=s.average(s.points_against))]
    partners = sorted(s.partners.items(), key=lambda item: (-item[1][0], item[0]))
    lines += [t("stats-partner", partner=partner_name(t, name), matches=matches, won=won)
              for name, (matches, won) in partners]
    return lines


def stats_lines(t: Callable[..., str], by_preset: dict[str, PlayerStats]) -> list[str]:
    """Every preset played, in the presets' order (one never played says nothing)."""
    order = [p for p in PRESET_NAMES if p in by_preset] + \
        sorted(p for p in by_preset if p not in PRESET_NAMES)
    lines = [line for preset in order if by_preset[preset].matches or by_preset[preset].rounds
             for line in preset_lines(t, preset, by_preset[preset])]
    return lines or [t("stats-none")]


class StatisticsScreen(MenuScreen):
    """The lines as a list; the statistics key here says where the player is."""

    def on_unbound_key(self, chord) -> bool:
        if self.app.keymap.lookup(chord, ("table",)) != "statistics":
            return False
        self.say(self.opening(), "screen")
        return True


def statistics_screen(app: Shell) -> MenuScreen:
    """The page, read from the file now; a damaged file was kept aside: said first."""
    t, stats = app.t, app.store.stats
    lines = stats_lines(t, stats.by_preset())
    rounds = stats.playing_rounds()
    if rounds:      # the match in play, counted by its rounds until it ends
        lines.insert(0, t("stats-in-play", rounds=rounds))
    if stats.backup is not None:
        lines.insert(0, t("stats-reset-corrupt", backup=stats.backup.name))
        stats.backup = None      # told once
    items = [MenuItem(fixed(line)) for line in lines]
    items.append(MenuItem(lambda: t("menu-back"), app.pop))
    return StatisticsScreen(app, lambda: t("stats-title"), items, back=app.pop, name=NAME)


def open_statistics(app: Shell) -> None:
    """The statistics key (at a table) and menu item: the page, read from the file now."""
    app.push(statistics_screen(app))
