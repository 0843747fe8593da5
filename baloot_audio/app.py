"""The desktop app: a pyglet window in which a whole match is played by ear.

``baloot-audio`` with no subcommand calls :func:`run_app`. The app only puts
the floors together: the window shell (:mod:`baloot_audio.ui.window`: window,
keys, screen stack, speech and sounds), the match session
(:mod:`baloot_audio.ui.session`: start, continue, autosave, events into
narrations) and the menus (:mod:`baloot_audio.ui.menus`). See
``docs/architecture.md``.

    python -m baloot_audio.app [--speech-log FILE] [--speech auto|screen_reader|builtin|none]
                               [--seed N] [--bot-delay S] [--quick-start] ...
"""

from __future__ import annotations

import argparse
import sys
import time
from typing import TYPE_CHECKING, Any, Optional, Sequence

import pyglet

from baloot_audio.options import build_parser, display_problem
from baloot_audio.ui.mainmenu import MAIN_NAME, main_menu_words
from baloot_audio.ui.tokens import Tokens
from baloot_audio.ui.window import WindowShell

if TYPE_CHECKING:
    from baloot_audio.ui.screens import TableScreen
    from baloot_audio.ui.speech import Priority


class App:
    """One window, one match session and the menus between them.

    ``shell``: a shell that has spoken already (run_app says the first words
    before the rest is loaded); by default a new one. The parts are given what
    they ask of the game when they are built: the shell (:class:`~baloot_audio.ui.window.Game`:
    in a match?, closing) and the session (:class:`~baloot_audio.ui.session.SessionMenus`:
    the main and game menus) are given the app, which routes to its parts.
    """

    def __init__(self, options: argparse.Namespace, shell: Optional[WindowShell] = None):
        # imported here, after the first words: the rules core, the screens, pyglet's
        # GL and the online client (websockets, asyncio) are not needed to say them
        from baloot_audio.ui.chat import ChatTableScreen
        from baloot_audio.ui.menus import Menus
        from baloot_audio.ui.netloop import NetLoop
        from baloot_audio.ui.online import Online
        from baloot_audio.ui.session import MatchSession

        self.options = options
        self.shell = shell or WindowShell(options)
        self.shell.open_window(options.size, game=self)
        self.session = MatchSession(self.shell, seed=options.seed, menus=self,
                                    table_screen=self.table_screen)
        net = NetLoop(pyglet.clock.schedule_interval, pyglet.clock.unschedule)
        self.online = Online(self.shell, self.session, self.main_menu, net,
                             Tokens(self.shell.config))
        self.menus = Menus(self.shell, self.session, online=self.online)
        # the chat keys, and Escape stopping the tries while the connection is lost
        self._table_screen = ChatTableScreen.factory(self.online.chat, self.online.reconnect.key)

    # -- what the parts ask of the game (window.Game, session.SessionMenus) -------------
    def main_menu(self, priority: Optional["Priority"] = None) -> None:
        self.menus.main_menu(priority)

    def game_menu(self) -> None:
        self.menus.game_menu()

    def in_match(self) -> bool:
        return self.session.in_match

    def friend_command(self, cmd: str) -> bool:
        if cmd == "invite_accept" and self.online.cups.join_ready():
            return True            # my tournament match first: it forfeits if I do not come
        return self.online.diwans.command(cmd) or self.online.friends.command(cmd)

    def table_screen(self, *args: Any, **kwargs: Any) -> "TableScreen":
        """The session's table screen, with the online part's keys (built after it)."""
        return self._table_screen(*args, **kwargs)

    def closing(self) -> None:
        """The window closes: the match is closed (nothing more is scheduled or heard),
        then the online part (its connection, a server this computer started)."""
        self.session.close()
        self.online.close()

    def start(self) -> None:
        """Say the first words and show the first screen."""
        shell, options = self.shell, self.options
        if options.quick_start:
            if options.preset:
                from baloot_audio.core import PRESETS   # loaded by now (App): no cost here

                shell.settings.preset = options.preset
                shell.settings.target = PRESETS[options.preset].target
            self.session.start_match()
        else:
            self.menus.main_menu()
        shell.tell_problems()
        shell.speech.note("ready", seconds=round(time.monotonic() - shell.started, 3),
                          driver=shell.sounds.driver_name, output=shell.speech.output.name)

    def quit(self) -> None:
        self.shell.quit()


def run_app(options: argparse.Namespace | Sequence[str] | None = None) -> int:
    """Open the window and play. ``options``: parsed app options or argv. Returns an exit code."""
    if options is None or not isinstance(options, argparse.Namespace):
        options = build_parser().parse_args(list(options or []))
    else:
        defaults = build_parser().parse_args([])
        for key, value in vars(defaults).items():
            if not hasattr(options, key):
                setattr(options, key, value)
    problem = display_problem()   # checked before a word is said: never words, then a crash
    if problem:
        print(f"baloot-audio: {problem}", file=sys.stderr)
        return 1
    shell = WindowShell(options)
    if not options.quick_start:
        # the first words as soon as speech is up; the window, GL, sounds and screens
        # load after them (App), and the main menu then opens without saying them again
        kept = Tokens(shell.config).kept_match() is not None   # "Back to your match"
        shell.say_ahead(MAIN_NAME, main_menu_words(shell.t, shell.store.has_save(),
                                                   online=True, kept=kept))
    app = App(options, shell)
    app.start()
    try:
        pyglet.app.run(None)  # redraws only when something changed (see WindowShell.tick)
    except KeyboardInterrupt:
        pass
    finally:
        app.quit()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    return run_app(build_parser().parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
