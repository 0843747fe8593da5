"""A table before its start, in words, built from the table joined: who sits
where, the free seats ("sit across from Ahmed"), the invite code, the start; and
presence said aloud (joined, left, dropped, back). The chat keys work there as
at the table, and leaving asks first. The room reads the state and asks the
controller (:class:`RoomActions`) for every change."""

from __future__ import annotations

from typing import Optional, Protocol

from baloot_audio.net.wire import protocol as p

from .chat import CHAT_COMMANDS, Chat
from .commands import Chord
from .confirm import confirm
from .online_names import where
from .online_state import PEOPLE, Joined, creator_name
from .people import PeopleActions, people, person_item
from .screens import MenuItem, MenuScreen
from .session import spaced
from .shell import Shell
from .speech import Priority


class RoomActions(Protocol):
    """What the room's list asks of the controller."""

    def sit(self, seat: int) -> None: ...
    def start(self) -> None: ...
    def leave_table(self) -> None: ...
    def tell_code(self, copy: bool = False, priority: Priority = Priority.EVENT) -> None: ...


class RoomScreen(MenuScreen):
    """The room's list; the table's chat keys (Ctrl+T, the chat history, the quick
    phrases, as rebound) answer here as at the table, so a line typed after Ctrl+T
    goes into the chat field and never moves through the list by first letters."""

    def __init__(self, sh: Shell, joined: Joined, chat: Chat, actions: RoomActions,
                 moderation: PeopleActions, focus: int = 0):
        super().__init__(sh, lambda: sh.t("room-title"), [], back=self.ask_leave, name="room")
        self.joined, self.chat, self.actions = joined, chat, actions
        self.moderation = moderation
        self.items = self.listed()
        self.focus = min(focus, len(self.items) - 1)

    def update(self) -> None:
        """The list again, as the table is now, wherever the room is in the stack (a chat
        field or a question may be on top of it); nothing is said."""
        self.items = self.listed()
        self.focus = min(self.focus, len(self.items) - 1)
        self.refresh()

    def listed(self) -> list[MenuItem]:
        t, joined, info = self.app.t, self.joined, self.joined.info
        items = [item for s in info.seats if (item := self.seat_item(s)) is not None]
        items += [person_item(self.app, joined, person, self.moderation)
                  for person in people(joined) if person.seat is None]     # who watches
        code = info.code or ""
        if code:
            items.append(MenuItem(lambda: t("room-code", code=spaced(t, code)),
                                  lambda: self.actions.tell_code(True, Priority.ANSWER)))
        if joined.ours:
            items.append(MenuItem(lambda: t("people-new-code"), self.moderation.new_code))
        if joined.ours:
            items.append(MenuItem(lambda: t("room-start"), self.actions.start))
        else:
            creator = creator_name(info) or "?"
            items.append(MenuItem(lambda: t("room-wait", name=creator)))
        items.append(MenuItem(lambda: t("room-chat"), self.chat.open))
        items.append(MenuItem(lambda: t("room-leave"), self.ask_leave))
        return items

    def seat_item(self, s: p.SeatInfo) -> Optional[MenuItem]:
        sh, t, me = self.app, self.app.t, self.joined.seat
        if s.seat == me:
            return None
        if s.kind in PEOPLE:
            person = next((x for x in people(self.joined) if x.seat == s.seat), None)
            return person_item(sh, self.joined, person, self.moderation) if person else None
        of, name = self.joined.anchor()
        return MenuItem(lambda: t("room-sit", where=where(sh, s.seat, of, name),
                                  bot=t(f"bot-{s.level}")),
                        lambda: self.actions.sit(s.seat))

    def ask_leave(self) -> None:
        """The room's Leave and Escape: asked first ("no" first); the others are told."""
        confirm(self.app, "confirm-leave-table", self.actions.leave_table)

    def on_unbound_key(self, chord: Chord) -> bool:
        cmd = self.app.keymap.lookup(chord, ("table",))
        return cmd in CHAT_COMMANDS and self.chat.command(cmd)
