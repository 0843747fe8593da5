"""Confirm before losing anything: a spoken yes/no question, "no" first.

The question is a small menu (the title is the question, the items "No" then
"Yes"); Escape means no. Starting a new match over a saved one, leaving a
match and quitting in the middle of one ask it (:mod:`baloot_audio.ui.menus`,
:mod:`baloot_audio.ui.window`).
"""

from __future__ import annotations

from typing import Callable

from .screens import MenuItem, MenuScreen
from .shell import Shell


def confirm(shell: Shell, question_id: str, yes: Callable[[], None],
            no: Callable[[], None] | None = None, **args: object) -> None:
    """Ask ``question_id`` (a message id, with ``args``); ``yes`` runs only on "Yes"
    (default: no)."""
    t = shell.t

    def answer(fn: Callable[[], None] | None) -> Callable[[], None]:
        def chosen() -> None:
            # the screen below says where the player is only if the answer leaves the
            # player there: leaving a match went on to the main menu with a stale
            # "Game menu..." said first
            shell.pop(enter=False)
            below = shell.screen
            if fn is not None:
                fn()
            if shell.screen is below and below is not None:
                below.enter()
        return chosen

    items = [MenuItem(lambda: t("confirm-no"), answer(no)),
             MenuItem(lambda: t("confirm-yes"), answer(yes))]
    shell.push(MenuScreen(shell, lambda: t(question_id, **args), items, back=answer(no),
                          name="confirm"))
