"""The online controller's part for the people at a table: mute (for ourselves,
while the game runs), block and report (the server keeps them), the creator's
remove, ban and new invite code, and what the table hears of them (who watches,
who was removed, the new code), with the speaker of each chat line."""

from __future__ import annotations

from typing import Any, Optional, Protocol

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .netloop import NetLoop
from .online_state import OnlineState
from .online_words import Lines, name_form
from .online_names import Person, seat_word, spoken_name
from .people import PeopleScreen, PersonScreen
from .session import spaced
from .speech import Priority
from .shell import Shell


class Owner(Protocol):
    """What moderation asks of the online controller."""

    def removed(self) -> None: ...
    def people_changed(self) -> None: ...


class Moderation:
    def __init__(self, shell: Shell, net: NetLoop, state: OnlineState, lines: Lines,
                 owner: Owner):
        self.shell, self.net, self.state, self.lines, self.owner = shell, net, state, lines, owner
        self.people: Optional[PeopleScreen] = None    # the list last opened (Ctrl+P)

    @property
    def client(self) -> Optional[Client]:
        return self.state.connection.client

    # -- the people's menus (people.PeopleActions) --------------------------------------
    def open_people(self) -> bool:
        """Ctrl+P: the people at the table (False: at no online table)."""
        joined = self.state.joined
        if joined is None:
            return False
        self.people = PeopleScreen(self.shell, joined, self)
        self.shell.push(self.people)
        return True

    def update_list(self, gone: Optional[str] = None) -> None:
        """The people changed: the list follows, and the menu of the person ``gone``
        (a player id) closes (there is nobody left to mute or remove)."""
        if self.people is not None and self.people.joined is self.state.joined:
            self.people.update()
        top = self.shell.screen
        if gone is not None and isinstance(top, PersonScreen) and top.person.player_id == gone:
            self.shell.pop()

    def muted(self, player_id: str) -> bool:
        return player_id in self.state.muted

    def blocked(self, player_id: str) -> bool:
        return self.client is not None and player_id in self.client.blocked

    def mute(self, person: Person, on: bool) -> None:
        (self.state.muted.add if on else self.state.muted.discard)(person.player_id)
        self.lines.tell("people-muted" if on else "people-unmuted", Priority.ANSWER,
                        name=person.name)

    def _ask(self, work: Any, said: Optional[str], **args: Any) -> None:
        done = (lambda _: self.lines.tell(said, Priority.ANSWER, **args)) if said else \
            (lambda _: None)
        self.net.run(work, done, self.lines.refused)

    def block(self, person: Person, on: bool) -> None:
        if self.client is not None:
            self._ask(self.client.block(person.player_id, on),
                      "people-blocked" if on else "people-unblocked", name=person.name)

    def report(self, person: Person) -> None:
        if self.client is not None:
            self._ask(self.client.report(person.player_id), "people-reported", name=person.name)

    def remove(self, person: Person, ban: bool) -> None:
        if self.client is not None:      # the table's word on it says it (member_changed)
            self._ask(self.client.remove(person.player_id, ban), None)

    def new_code(self) -> None:
        if self.client is not None:
            self._ask(self.client.new_code(), None)

    # -- what the table hears ---------------------------------------------------------
    def speaker(self, msg: p.ChatLine) -> Optional[str]:
        """The speaker of a chat line as said ("Ann, to your left"); None: ourselves."""
        joined = self.state.joined
        if joined is None or msg.player_id == joined.me:
            return None
        name = spoken_name(self.shell, joined, msg.name, msg.guest, msg.seat, msg.form)
        return self.shell.t("chat-speaker", name=name,
                            where=seat_word(self.shell, msg.seat, joined.seat))

    def member_changed(self, msg: p.MemberChanged) -> None:
        """A watcher came or went, someone was removed, or the code changed."""
        joined = self.state.joined
        if joined is None:
            return
        name = spoken_name(self.shell, joined, msg.name, msg.guest, None, msg.form)
        mine = msg.player_id == joined.me
        if msg.change in ("removed", "banned") and mine:
            self.lines.tell(f"online-{msg.change}", Priority.ANSWER)
            self.owner.removed()
            return
        if msg.change == "code":
            self.lines.tell("people-code-changed", Priority.EVENT,
                            code=spaced(self.shell.t, msg.table.code or ""))
        elif not mine and msg.change in ("watching", "left", "removed", "banned"):
            # before the start everyone comes in without a seat ("joined"), then sits
            # (presence-taken): "watching" would be said of every player on the way
            joined_now = msg.change == "watching" and not msg.table.started
            self.lines.tell("people-joined" if joined_now else f"people-{msg.change}",
                            Priority.EVENT, name=name, **name_form(msg.form))
        self.owner.people_changed()
        self.update_list(msg.player_id if msg.change in ("left", "removed", "banned") else None)
