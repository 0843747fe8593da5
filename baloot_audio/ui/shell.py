"""What a screen may use of the window shell that shows it.

Screens and menus reach the shell through this protocol only (never by
importing ``baloot_audio.app``): the words, the settings, speech and sounds,
the keymap, the screen stack and the one-key capture used to rebind keys.
:class:`baloot_audio.ui.window.WindowShell` implements it; tests use small
fakes with the members a screen needs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, Protocol

if TYPE_CHECKING:
    from baloot_audio.i18n import Catalog
    from baloot_audio.saves import MatchStore

    from .commands import Chord, Keymap
    from .instructions import Instructions
    from .narrator import Narrator
    from .settings import Settings
    from .sounds import SoundBank
    from .speech import Priority, Speech


class Shell(Protocol):
    t: "Catalog"
    settings: "Settings"
    speech: "Speech"
    sounds: "SoundBank"
    keymap: "Keymap"
    narrator: "Narrator"
    store: "MatchStore"
    renderer: Any            # .dirty = True asks for a redraw
    scheduler: Any           # call_later / cancel on the window's clock
    status_text: str         # the last thing said, shown on the table screen
    instructions: "Instructions"   # how-to words said in full once, then short

    @property
    def screen(self) -> Any: ...            # the screen on top of the stack (or None)

    def push(self, screen: Any) -> None: ...
    def pop(self, enter: bool = True) -> None: ...
    def show(self, screen: Any, priority: "Optional[Priority]" = None) -> None: ...
    def capture_next_key(self, callback: Callable[["Optional[Chord]"], None]) -> None: ...
    def save_keys(self) -> None: ...
    def save_settings(self) -> bool: ...
