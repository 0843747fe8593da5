"""The main menu's items and the words a menu opens with, without pyglet.

The game's first words are the main menu's: :func:`baloot_audio.app.run_app`
says them (:func:`main_menu_words`) as soon as speech is up, before the window,
pyglet's GL, the sounds and the screens are loaded, so they need a home that
imports none of those. :class:`~baloot_audio.ui.menus.Menus` builds the main
menu from :func:`main_menu_ids` and :class:`~baloot_audio.ui.screens.MenuScreen`
says :func:`opening_words`: the words said first are the menu's own.
"""

from __future__ import annotations

from typing import Callable

MAIN_NAME = "main"            # the screen's name (the speech log's "screen" records)
MAIN_TITLE = "menu-main"
MAIN_ITEMS = ("menu-back-to-match", "menu-continue", "menu-new-match", "menu-learn",
              "menu-play-online", "menu-play-now", "menu-history", "menu-statistics", "menu-rules", "menu-keys",
              "menu-settings", "menu-quit")


def main_menu_ids(has_save: bool, online: bool, kept: bool = False) -> list[str]:
    """The main menu's items: Continue only over a saved match, Play now and Play online
    only when offered, Back to your match (first) while a server keeps a seat for the player."""
    left_out = {"menu-continue"} if not has_save else set()
    if not online:
        left_out |= {"menu-play-now", "menu-play-online", "menu-back-to-match"}
    if not kept:
        left_out.add("menu-back-to-match")
    return [item for item in MAIN_ITEMS if item not in left_out]


def item_words(t: Callable[..., str], label: str, position: int, count: int) -> str:
    """A menu item as said: its label and its place ("New match, 1 of 7")."""
    # an item that ends a sentence must not read ".," before its position
    return t("menu-position", item=label.rstrip("."), position=position, count=count)


def opening_words(title: str, item: str) -> str:
    """What a menu says when it opens: its title, then the focused item (a title that
    is a question or a sentence keeps its own stop: not "not saved.. No")."""
    return title + (" " if title.rstrip().endswith((".", "?", "!", "؟")) else ". ") + item


def main_menu_words(t: Callable[..., str], has_save: bool, online: bool,
                    kept: bool = False) -> str:
    """The main menu's opening words, as its screen says them (the game's first words)."""
    items = main_menu_ids(has_save, online, kept)
    return opening_words(t(MAIN_TITLE), item_words(t, t(items[0]), 1, len(items)))
