"""The keys list and the rebinding page: both read the command registry.

The keys list (F1) is in sections, one per context (everywhere, menus, the table,
buying, the rules, a replay), each opened by a heading with its count; Left and
Right go to the previous or next section, and F1 opens at the section of the
screen it was pressed on. Each command is said with its keys; its touch gestures
only when the player asks for them (Settings: touch gestures), as the README's
table and the rules' keys section, from the same registry. The rebinding page
takes a command, then its new key (a key already in use is refused and named).
"""

from __future__ import annotations

from typing import Callable, Optional

from .commands import BY_ID, CONTEXTS, REGISTRY, Chord, ConflictError, key_words
from .mainmenu import opening_words
from .screens import MenuItem, MenuScreen
from .shell import Shell


def keys_screen(app: Shell) -> "KeysScreen":
    """The keys page (F1 anywhere, Keys in the menus), at the section of the screen
    on top (the table's keys at the table)."""
    contexts = getattr(app.screen, "contexts", ("global",))
    here = next((c for c in contexts if c in CONTEXTS and c != "global"), "global")
    return KeysScreen(app, here)


class KeysScreen(MenuScreen):
    """The keys list in sections (see the module's text)."""

    def __init__(self, app: Shell, section: str = "global"):
        t = app.t
        items, self.starts = list[MenuItem](), dict[str, int]()
        for context in CONTEXTS:
            cmds = [cmd for cmd in REGISTRY if cmd.context == context]
            self.starts[context] = len(items)
            items.append(MenuItem(lambda c=context, n=len(cmds): t(
                "keys-section", section=t(f"context-{c}"), count=n)))
            items += [MenuItem(lambda cmd=cmd: key_words(t, app.keymap, cmd,
                                                          app.settings.gestures))
                      for cmd in cmds]
        super().__init__(app, lambda: t("keys-title", gestures="yes" if app.settings.gestures
                                        else "no"),
                         items, back=app.pop, focus=self.starts[section], name="keys")

    def opening(self) -> str:
        """The title, how to go between sections (in full the first time), the item."""
        how = "keys-sections-how" if self.app.instructions.tell("keys-sections") \
            else "keys-sections-short"
        return opening_words(self.title() + ". " + self.t(how), self.item_text())

    def command(self, cmd: str) -> bool:
        if cmd in ("menu_left", "menu_right"):
            self.jump(-1 if cmd == "menu_left" else 1)
            return True
        return super().command(cmd)

    def jump(self, step: int) -> None:
        """To the heading of the next (or previous) section; the edge sound at the ends."""
        starts = sorted(self.starts.values())
        here = max(k for k in starts if k <= self.focus)
        k = starts.index(here) + step if step > 0 or self.focus == here else starts.index(here)
        self.move(starts[max(0, min(k, len(starts) - 1))])


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
