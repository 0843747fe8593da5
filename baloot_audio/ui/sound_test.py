"""The sound settings (three volumes) and the sound test page.

The sound test page lists every cue by its name in the player's language;
moving to one plays it (even when sounds are off: the player asked to hear
it) and says its name; Enter plays it again. The volumes apply at once and are
saved with the other settings when the settings page is left.
"""

from __future__ import annotations

import functools
from typing import Callable

from .screens import MenuItem, MenuScreen
from .settings import VOLUMES
from .sounds import CUES
from .shell import Shell
from .speech import Priority


def step_volume(current: int, step: int) -> int:
    values = list(VOLUMES)
    if current not in values:  # a value saved by hand: go to the nearest step
        current = min(values, key=lambda v: abs(v - current))
        return current
    return values[max(0, min(len(values) - 1, values.index(current) + step))]


def apply_volumes(app: Shell) -> None:
    s = app.settings
    app.sounds.enabled = s.sounds
    app.sounds.set_volumes(master=s.volume / 100, effects=s.effects_volume / 100,
                           cues=s.cues_volume / 100)


def volume_items(app: Shell) -> list[MenuItem]:
    """Master, game sounds (effects) and speech cues volumes, for the settings page.

    Changing the effects volume plays a card at the new level (the menu's own
    move sound already lets the player judge the master and the cues volume).
    """
    t, s = app.t, app.settings

    def adjuster(name: str, sample: str | None) -> Callable[[int], None]:
        def adjust(step: int) -> None:
            setattr(s, name, step_volume(getattr(s, name), step))
            apply_volumes(app)
            if sample:
                app.sounds.play(sample)
        return adjust

    return [
        MenuItem(lambda: t("setting-volume-master", percent=s.volume),
                 adjust=adjuster("volume", None)),
        MenuItem(lambda: t("setting-volume-effects", percent=s.effects_volume),
                 adjust=adjuster("effects_volume", "card_me")),
        MenuItem(lambda: t("setting-volume-cues", percent=s.cues_volume),
                 adjust=adjuster("cues_volume", None)),
        MenuItem(lambda: t("setting-sound-test"), lambda: app.push(SoundTestScreen(app))),
    ]


class SoundTestScreen(MenuScreen):
    """Every cue, named; moving to one plays it, Enter plays it again."""

    def __init__(self, app: Shell, cues: tuple[str, ...] = CUES):
        t = app.t
        self.cues = cues
        items = [MenuItem(functools.partial(t, f"sound-{cue}"), select=lambda: self.play_focused())
                 for cue in cues]
        super().__init__(app, lambda: t("sound-test-title"), items, back=app.pop,
                         name="sound_test")

    def play_focused(self) -> None:
        self.app.sounds.play(self.cues[self.focus], force=True, test=True)

    def move(self, index: int) -> None:
        index = max(0, min(index, len(self.items) - 1))
        if index == self.focus:
            self.app.sounds.play("edge")    # the first or last cue: no further
        else:
            self.focus = index
            self.play_focused()
        self.say(self.item_text(), "focus")
        self.refresh()

    def command(self, cmd: str) -> bool:
        if cmd == "menu_select":  # again, without the menu's select sound
            self.play_focused()
            self.say(self.item_text(), "focus", Priority.ANSWER)
            return True
        return super().command(cmd)
