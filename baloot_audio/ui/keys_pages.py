"""The keys list and the rebinding page: both read the command registry.

The keys list says each command with its keys and gestures (the README's table
and the rules' keys section say the same, from the same registry); the
rebinding page takes a command, then its new key (a key already in use is
refused and named).
"""

from __future__ import annotations

from typing import Callable, Optional

from .commands import BY_ID, REGISTRY, Chord, ConflictError, gesture_text
from .screens import MenuItem, MenuScreen
from .shell import Shell


def keys_screen(app: Shell) -> MenuScreen:
    """The keys page (F1 anywhere, Keys in the menus): each command, its keys and gestures."""
    t = app.t
    return MenuScreen(app, lambda: t("keys-title"), keys_items(app), back=app.pop, name="keys")


def keys_items(app: Shell) -> list[MenuItem]:
    t = app.t
    items = []
    for cmd in REGISTRY:
        def label(cmd=cmd) -> str:
            keys = app.keymap.keys_for(cmd.id)
            return t("keys-entry", description=t(cmd.description_id),
                     keys=t("keys-or").join(k.spoken(t) for k in keys) if keys else t("keys-none"),
                     android=gesture_text(cmd.gesture, 2, t),
                     iphone=gesture_text(cmd.gesture, 3, t))
        items.append(MenuItem(label))
    return items


class RebindScreen(MenuScreen):
    """Choose a command, then press its new key; a clash is refused and explained."""

    def __init__(self, app: Shell, back: Callable[[], None]):
        t = app.t
        items = []
        for cmd in REGISTRY:
            def label(cmd=cmd) -> str:
                return t("rebind-entry", description=t(cmd.description_id),
                         keys=t("keys-or").join(k.spoken(t) for k in app.keymap.keys_for(cmd.id)))
            items.append(MenuItem(label, select=lambda cmd=cmd: self.capture(cmd.id)))
        super().__init__(app, lambda: t("rebind-title"), items, back=back, name="rebind")

    def capture(self, command_id: str) -> None:
        t = self.t
        desc = t(BY_ID[command_id].description_id)
        self.say(t("rebind-prompt", description=desc), "rebind")

        def got(chord: Optional[Chord]) -> None:
            if chord is None:
                self.say(t("rebind-cancelled"), "rebind")
                return
            other = self.app.keymap.conflict_for(command_id, chord)
            if other:
                self.app.sounds.play("refused", rule="key_conflict")
                self.say(t("rebind-conflict", key=chord.spoken(t),
                           other=t(BY_ID[other].description_id)), "rebind")
                return
            try:
                self.app.keymap.rebind(command_id, [chord])
            except ConflictError:  # pragma: no cover - checked just above
                return
            self.app.save_keys()
            self.say(t("rebind-done", description=desc, keys=chord.spoken(t)), "rebind")
            self.refresh()

        self.app.capture_next_key(got)
