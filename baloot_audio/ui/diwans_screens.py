"""The Diwans screens, in words: my diwans (each "Majlis: 4 members, 2 online"), the
diwans open to all, creating one, a diwan's menu (say a line, its history read
line by line, its members, open a table there, invite, its leaderboard, my
statistics there, leave; a moderator's: invite, create a tournament for it), a member's menu (a moderator's keys: make moderator,
remove, ban; anyone's: report). They only read what they are given and ask
:class:`DiwanActions` for every change."""

from __future__ import annotations

import functools
from typing import Callable, Optional, Protocol

from baloot_audio.net.wire import protocol as p

from .lobby import NAME_LIMIT
from .screens import MenuItem, MenuScreen, push_menu
from .shell import Shell
from .textfield import TextField

MODERATORS = ("creator", "moderator")


class DiwanActions(Protocol):
    def create(self, name: str, open: bool) -> None: ...
    def open_list(self) -> None: ...
    def open_diwan(self, diwan: p.DiwanInfo) -> None: ...
    def join(self, diwan: p.DiwanInfo) -> None: ...
    def say(self, diwan: p.DiwanInfo, text: str) -> None: ...
    def history(self, diwan: p.DiwanInfo, before: Optional[int] = None) -> None: ...
    def members(self, diwan: p.DiwanInfo) -> None: ...
    def open_table(self, diwan: p.DiwanInfo) -> None: ...
    def invite(self, diwan: p.DiwanInfo, name: str) -> None: ...
    def board(self, diwan: p.DiwanInfo) -> None: ...
    def statistics(self, diwan: p.DiwanInfo) -> None: ...
    def leave(self, diwan: p.DiwanInfo) -> None: ...
    def tournament(self, diwan: p.DiwanInfo) -> None: ...
    def moderate(self, diwan: p.DiwanInfo, person: p.DiwanPerson, what: str) -> None: ...


def diwan_words(t: Callable[..., str], diwan: p.DiwanInfo) -> str:
    if diwan.role is None:
        return t("diwan-open-line", name=diwan.name, members=diwan.members)
    if diwan.role == "invited":
        return t("diwan-invited-line", name=diwan.name, members=diwan.members)
    return t("diwan-line", name=diwan.name, members=diwan.members, online=diwan.online)


def person_words(t: Callable[..., str], person: p.DiwanPerson) -> str:
    return t("diwan-person", name=person.name, role=person.role,
             online="yes" if person.online else "no", **{"name-form": person.form})


def diwans_screen(sh: Shell, mine: list[p.DiwanInfo], actions: DiwanActions) -> MenuScreen:
    t = sh.t
    items = [MenuItem(functools.partial(diwan_words, t, d),
                      functools.partial(actions.join if d.role == "invited" else actions.open_diwan,
                                        d)) for d in mine]
    if not mine:
        items.append(MenuItem(lambda: t("diwans-none")))
    items += [MenuItem(lambda: t("diwans-open"), actions.open_list),
              MenuItem(lambda: t("diwans-create", open="no"), lambda: ask_name(sh, actions,
                                                                               False)),
              MenuItem(lambda: t("diwans-create", open="yes"), lambda: ask_name(sh, actions,
                                                                                True)),
              MenuItem(lambda: t("menu-back"), sh.pop)]
    return MenuScreen(sh, lambda: t("diwans-title"), items, back=sh.pop, name="diwans")


def open_screen(sh: Shell, found: list[p.DiwanInfo], actions: DiwanActions) -> MenuScreen:
    t = sh.t
    items = [MenuItem(functools.partial(diwan_words, t, d), functools.partial(actions.join, d))
             for d in found]
    if not found:
        items.append(MenuItem(lambda: t("diwans-open-none")))
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("diwans-open"), items, back=sh.pop, name="diwans-open")


def diwan_menu(sh: Shell, diwan: p.DiwanInfo, actions: DiwanActions) -> MenuScreen:
    t, d = sh.t, diwan
    items = [
        MenuItem(lambda: t("diwan-say"), lambda: ask_line(sh, d, actions)),
        MenuItem(lambda: t("diwan-history"), lambda: actions.history(d)),
        MenuItem(lambda: t("diwan-members"), lambda: actions.members(d)),
        MenuItem(lambda: t("diwan-open-table"), lambda: actions.open_table(d)),
    ]
    if d.role in MODERATORS:
        items += [MenuItem(lambda: t("diwan-invite"), lambda: ask_invite(sh, d, actions)),
                  MenuItem(lambda: t("diwan-tournament-create"), lambda: actions.tournament(d))]
    items += [MenuItem(lambda: t("diwan-board"), lambda: actions.board(d)),
              MenuItem(lambda: t("diwan-statistics"), lambda: actions.statistics(d))]
    if d.role != "creator":
        items.append(MenuItem(lambda: t("diwan-leave"), lambda: actions.leave(d)))
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: diwan_words(t, d), items, back=sh.pop, name="diwan")


def history_screen(sh: Shell, diwan: p.DiwanInfo, page: p.DiwanPage,
                   actions: DiwanActions) -> MenuScreen:
    """The chat, newest first, a line an item; older lines at the end."""
    t = sh.t
    items = [MenuItem(lambda: t("diwan-say"), lambda: ask_line(sh, diwan, actions))]
    items += [MenuItem(functools.partial(t, "diwan-said", name=line.name, text=line.text))
              for line in page.lines]
    if not page.lines:
        items.append(MenuItem(lambda: t("diwan-history-none")))
    if page.next is not None:
        items.append(MenuItem(lambda: t("messages-older"),
                              lambda: actions.history(diwan, page.next)))
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("diwan-history-title", name=diwan.name), items,
                      back=sh.pop, focus=1 if page.lines else 0, name="diwan-history")


def members_screen(sh: Shell, diwan: p.DiwanInfo, people: list[p.DiwanPerson],
                   actions: DiwanActions, me: str) -> MenuScreen:
    """The members (``me``: my id: my own line has no menu)."""
    t = sh.t
    items = [MenuItem(functools.partial(person_words, t, m), None if m.player_id == me else
                      functools.partial(push_menu, sh, member_menu, sh, diwan, m, actions))
             for m in people]
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("diwan-members-title", name=diwan.name,
                                    count=len(people)), items, back=sh.pop,
                      name="diwan-members")


def member_menu(sh: Shell, diwan: p.DiwanInfo, person: p.DiwanPerson,
                actions: DiwanActions) -> MenuScreen:
    """What I may do to a member: a moderator removes or bans, the creator names
    moderators; anyone mutes (for this session), blocks or reports, as at a table."""
    t, name = sh.t, person.name
    whats = []
    if diwan.role == "creator" and person.role != "creator":
        whats.append("member" if person.role == "moderator" else "moderator")
    if diwan.role in MODERATORS and person.role == "member" or \
            diwan.role == "creator" and person.role == "moderator":
        whats += ["remove", "ban"]
    whats += ["mute", "block", "report"]

    def chosen(what: str) -> Callable[[], None]:
        def act() -> None:
            sh.pop()
            actions.moderate(diwan, person, what)
        return act

    words = {"mute": "people-mute", "block": "people-block"}
    items = [MenuItem(functools.partial(t, words.get(w, f"diwan-member-{w}"), name=name,
                                        **{"name-form": person.form}), chosen(w))
             for w in whats]
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: person_words(t, person), items, back=sh.pop,
                      name="diwan-member")


def board_screen(sh: Shell, diwan: p.DiwanInfo, lines: list[p.DiwanPlace]) -> MenuScreen:
    t = sh.t
    items = [MenuItem(functools.partial(t, "diwan-board-line", place=b.place, name=b.name,
                                        matches=b.matches, won=b.won,
                                        **{"name-form": b.form})) for b in lines]
    if not lines:
        items.append(MenuItem(lambda: t("diwan-board-none")))
    items.append(MenuItem(lambda: t("menu-back"), sh.pop))
    return MenuScreen(sh, lambda: t("diwan-board-title", name=diwan.name), items,
                      back=sh.pop, name="diwan-board")


def ask_text(sh: Shell, prompt: Callable[[], str], done: Callable[[str], None],
             limit: int) -> None:
    def entered(text: str) -> None:
        sh.pop()
        if text.strip():
            done(text.strip())
    sh.push(TextField(sh, prompt, entered, limit=limit))


def ask_name(sh: Shell, actions: DiwanActions, open: bool) -> None:
    ask_text(sh, lambda: sh.t("diwans-create-prompt"), lambda name: actions.create(name, open),
             NAME_LIMIT)


def ask_line(sh: Shell, diwan: p.DiwanInfo, actions: DiwanActions) -> None:
    ask_text(sh, lambda: sh.t("diwan-say-prompt", name=diwan.name),
             lambda text: actions.say(diwan, text), p.MAX_CHAT)


def ask_invite(sh: Shell, diwan: p.DiwanInfo, actions: DiwanActions) -> None:
    ask_text(sh, lambda: sh.t("diwan-invite-prompt"), lambda name: actions.invite(diwan, name),
             NAME_LIMIT)
