"""The people at an online table, in words: their names as the narrator says them
(a guest is said as one; two names that could be confused each carry their
seat), the list of who sits and who watches (the room's and the table's
Ctrl+P), and one person's menu: mute, block, report, and for the table's
creator remove, remove and ban. The screens read the table joined and ask the
controller (:class:`PeopleActions`) for every change."""

from __future__ import annotations

from typing import Callable, Protocol

from .confirm import confirm
from .online_names import Person, people, seat_word, spoken_name
from .online_state import Joined
from .screens import MenuItem, MenuScreen
from .shell import Shell


class PeopleActions(Protocol):
    """What the people's menus ask of the controller."""

    def muted(self, player_id: str) -> bool: ...
    def blocked(self, player_id: str) -> bool: ...
    def mute(self, person: Person, on: bool) -> None: ...
    def block(self, person: Person, on: bool) -> None: ...
    def report(self, person: Person) -> None: ...
    def remove(self, person: Person, ban: bool) -> None: ...
    def new_code(self) -> None: ...


def person_words(sh: Shell, joined: Joined, person: Person) -> str:
    name = spoken_name(sh, joined, person.name, person.guest, person.seat, person.form)
    if person.seat is None:
        return sh.t("people-watcher", name=name)
    return sh.t("room-person", name=name, where=seat_word(sh, person.seat, joined.seat))


def person_item(sh: Shell, joined: Joined, person: Person, actions: PeopleActions) -> MenuItem:
    """A person's line (Enter: their menu)."""
    return MenuItem(lambda: person_words(sh, joined, person),
                    lambda: sh.push(PersonScreen(sh, joined, person, actions)))


def people_items(sh: Shell, joined: Joined, actions: PeopleActions) -> list[MenuItem]:
    """A line per person, and the creator's "change the invite code"."""
    items = [person_item(sh, joined, person, actions) for person in people(joined)]
    if joined.ours:
        items.append(MenuItem(lambda: sh.t("people-new-code"), actions.new_code))
    return items


class PeopleScreen(MenuScreen):
    """Ctrl+P at an online table: who sits and who watches, each with their menu; kept
    as the table is (:meth:`update`), so a person who left is never offered."""

    def __init__(self, sh: Shell, joined: Joined, actions: PeopleActions):
        super().__init__(sh, lambda: sh.t("people-title"), [], back=sh.pop, name="people")
        self.joined, self.actions = joined, actions
        self.items = self.listed()

    def listed(self) -> list[MenuItem]:
        sh = self.app
        items = people_items(sh, self.joined, self.actions) \
            or [MenuItem(lambda: sh.t("people-nobody"))]
        return items + [MenuItem(lambda: sh.t("menu-back"), sh.pop)]

    def update(self) -> None:
        """The list again, as the table is now; nothing is said (the change was)."""
        self.items = self.listed()
        self.focus = min(self.focus, len(self.items) - 1)
        self.refresh()


class PersonScreen(MenuScreen):
    """One person: mute, block, report; the creator removes or bans. A question asked
    here comes back here; the menu closes when the person leaves the table."""

    def __init__(self, sh: Shell, joined: Joined, person: Person, actions: PeopleActions):
        t, pid = sh.t, person.player_id
        name = spoken_name(sh, joined, person.name, person.guest, person.seat, person.form)

        def asked(question: str, fn: Callable[[], None]) -> Callable[[], None]:
            return lambda: confirm(sh, question, fn, name=name)

        items = [
            MenuItem(lambda: t("people-unmute" if actions.muted(pid) else "people-mute",
                               name=name),
                     lambda: actions.mute(person, not actions.muted(pid))),
            MenuItem(lambda: t("people-unblock" if actions.blocked(pid) else "people-block",
                               name=name),
                     lambda: actions.block(person, not actions.blocked(pid))),
            MenuItem(lambda: t("people-report", name=name),
                     asked("confirm-report", lambda: actions.report(person))),
        ]
        if joined.ours:
            items += [MenuItem(lambda: t("people-remove", name=name),
                               asked("confirm-remove", lambda: actions.remove(person, False))),
                      MenuItem(lambda: t("people-ban", name=name),
                               asked("confirm-ban", lambda: actions.remove(person, True)))]
        items.append(MenuItem(lambda: t("menu-back"), sh.pop))
        super().__init__(sh, lambda: name, items, back=sh.pop, name="person")
        self.person = person
