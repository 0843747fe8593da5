"""The Friends screens, in words: the list (each friend in a full sentence: "Sara
is at a table, 2 seats free"), the requests waiting, adding by name, one
friend's menu (invite, messages, write, remove) and the history with a friend,
read line by line with the menu keys. They only read what they are given and
ask :class:`FriendActions` for every change."""

from __future__ import annotations

import functools
from typing import Callable, Optional, Protocol

from baloot_audio.net.wire import protocol as p

from .lobby import NAME_LIMIT
from .screens import MenuItem, MenuScreen, fixed, push_menu
from .shell import Shell
from .textfield import TextField

MESSAGE_LIMIT = p.MAX_CHAT


class FriendActions(Protocol):
    def add(self, name: str) -> None: ...
    def answer(self, person: p.Requester, accept: bool) -> None: ...
    def remove(self, friend: p.FriendInfo) -> None: ...
    def invite(self, friend: p.FriendInfo) -> None: ...
    def history(self, friend: p.FriendInfo, before: Optional[int] = None) -> None: ...
    def write(self, friend: p.FriendInfo, text: str) -> None: ...


def where_words(t: Callable[..., str], friend: p.FriendInfo) -> str:
    """A friend and where they are, as a sentence (in their form of address)."""
    who = {"name": friend.name, "name-form": friend.form}
    if friend.place == "table":
        return t("friend-table", free=friend.seats_free, **who)
    if friend.place in ("lobby", "playing", "watching"):
        return t(f"friend-{friend.place}", **who)
    return t("friend-offline", **who)


def friends_screen(sh: Shell, friends: list[p.FriendInfo], requests: list[p.Requester],
                   actions: FriendActions) -> MenuScreen:
    t = sh.t
    items = [MenuItem(functools.partial(where_words, t, f),
                      functools.partial(push_menu, sh, friend_menu, sh, f, actions))
             for f in friends]
    if not friends:
        items.append(MenuItem(lambda: t("friends-none")))
    if requests:
        items.append(MenuItem(lambda: t("friends-requests", count=len(requests)),
                              lambda: sh.push(requests_menu(sh, requests, actions))))
    items += [MenuItem(lambda: t("friends-add"), lambda: ask_name(sh, actions)),
              MenuItem(lambda: t("menu-back"), sh.pop)]
    return MenuScreen(sh, lambda: t("friends-title"), items, back=sh.pop, name="friends")


def requests_menu(sh: Shell, requests: list[p.Requester], actions: FriendActions) -> MenuScreen:
    t = sh.t

    def answered(person: p.Requester, accept: bool) -> Callable[[], None]:
        def chosen() -> None:
            sh.pop()
            actions.answer(person, accept)
        return chosen

    items = [item for person in requests for item in (
        MenuItem(functools.partial(t, "friend-request-accept", name=person.name),
                 answered(person, True)),
        MenuItem(functools.partial(t, "friend-request-decline", name=person.name),
                 answered(person, False)))]
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("friends-requests", count=len(requests)), items,
                      back=sh.pop, name="friend-requests")


def friend_menu(sh: Shell, friend: p.FriendInfo, actions: FriendActions) -> MenuScreen:
    t, name = sh.t, friend.name

    def then(fn: Callable[[], None]) -> Callable[[], None]:
        def chosen() -> None:
            sh.pop()
            fn()
        return chosen

    items = [
        MenuItem(lambda: t("friend-menu-invite", name=name), then(lambda: actions.invite(friend))),
        MenuItem(lambda: t("friend-menu-messages", name=name),
                 lambda: actions.history(friend)),
        MenuItem(lambda: t("friend-menu-write", name=name), lambda: ask_message(sh, friend,
                                                                               actions)),
        MenuItem(lambda: t("friend-menu-remove", name=name), then(lambda: actions.remove(friend))),
        MenuItem(lambda: t("menu-back"), sh.pop),
    ]
    return MenuScreen(sh, lambda: where_words(t, friend), items, back=sh.pop, name="friend")


def messages_screen(sh: Shell, friend: p.FriendInfo, page: p.PrivatePage,
                    actions: FriendActions) -> MenuScreen:
    """The history with a friend, newest first, a line an item; older pages at the end."""
    t = sh.t
    items = [MenuItem(lambda: t("friend-menu-write", name=friend.name),
                      lambda: ask_message(sh, friend, actions))]
    for line in page.lines:
        words = t("messages-theirs", name=friend.name, text=line.text) \
            if line.sender_id == friend.player_id else t("messages-mine", text=line.text)
        items.append(MenuItem(fixed(words)))
    if not page.lines:
        items.append(MenuItem(lambda: t("messages-none")))
    if page.next is not None:
        items.append(MenuItem(lambda: t("messages-older"),
                              lambda: actions.history(friend, page.next)))
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("messages-title", name=friend.name), items, back=sh.pop,
                      focus=1 if page.lines else 0, name="messages")


def ask_name(sh: Shell, actions: FriendActions) -> None:
    def entered(text: str) -> None:
        sh.pop()
        if text.strip():
            actions.add(text.strip())
    sh.push(TextField(sh, lambda: sh.t("friends-add-prompt"), entered, limit=NAME_LIMIT))


def ask_message(sh: Shell, friend: p.FriendInfo, actions: FriendActions) -> None:
    def entered(text: str) -> None:
        sh.pop()
        if text.strip():
            actions.write(friend, text)
    sh.push(TextField(sh, lambda: sh.t("message-prompt", name=friend.name), entered,
                      limit=MESSAGE_LIMIT))
