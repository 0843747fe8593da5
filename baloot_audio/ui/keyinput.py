"""A key in the window: a command (through the keymap, in the top screen's
contexts) for the shell or the screen, else the screen's own (typing); and every
key gets some answer ("Call pass: not now", "Nothing here")."""

from __future__ import annotations

from typing import Any, Callable, Optional, Protocol

from .commands import BY_ID, CONTEXTS, MODIFIER_KEYS, Chord, Keymap, chord_only


class Keyed(Protocol):
    """What the keys need of the shell (:class:`~baloot_audio.ui.window.WindowShell`)."""

    keymap: Keymap
    speech: Any
    closed: bool

    @property
    def screen(self) -> Any: ...
    def t(self, msg_id: str, **args: Any) -> str: ...
    def global_command(self, cmd: str) -> bool: ...   # False: the screen's command


class KeyInput:
    def __init__(self, shell: Keyed):
        self.shell = shell
        self.capture: Optional[Callable[[Any], None]] = None   # the next key goes there
        self._swallow_text = False
        # (key, command) waiting for its release: a lone Ctrl stops speech
        self._lone_modifier: Optional[tuple[str, str]] = None
        self._unbound: Optional[Chord] = None   # a key no command took: its text may answer

    def press(self, chord: Chord) -> None:
        """A key: a command in the top screen's contexts, else the screen's own (typing)."""
        sh = self.shell
        self.answer_unbound()    # the key before it, if nothing answered it
        sh.speech.note("key", key=str(chord))
        if self.capture is not None:
            if chord.key not in MODIFIER_KEYS:
                callback, self.capture = self.capture, None
                callback(None if chord == Chord("ESCAPE") else chord)
                self._swallow_text = True
            return
        screen = sh.screen
        if screen is None:
            return
        cmd = sh.keymap.lookup(chord, screen.contexts)
        self._swallow_text = cmd is not None
        self._lone_modifier = None
        if cmd is not None and chord.key in MODIFIER_KEYS:
            # a lone Ctrl (stop speech) acts when released with no other key: the
            # Ctrl of a chord such as Ctrl+T must not silence what is still unheard
            self._lone_modifier = (chord.key, cmd)
        elif cmd is not None:
            self.run_command(cmd)
        elif getattr(screen, "on_unbound_key", None) and screen.on_unbound_key(chord):
            self._swallow_text = True  # e.g. Enter ending a typed search word
        elif not chord_only(chord.key):
            self._unbound = chord      # answered unless the text it types is taken

    def release(self, chord: Chord) -> None:
        pending, self._lone_modifier = self._lone_modifier, None
        released = chord.key   # X may name either Ctrl
        if pending is not None and MODIFIER_KEYS.get(released) == MODIFIER_KEYS[pending[0]]:
            self.run_command(pending[1])

    def run_command(self, cmd: str) -> None:
        sh = self.shell
        sh.speech.note("command", id=cmd)
        if not sh.global_command(cmd) and sh.screen is not None \
                and not sh.screen.command(cmd):
            self.not_now(cmd)

    def not_now(self, cmd: str) -> None:
        """A command that does nothing on this screen or at this moment says so."""
        t = self.shell.t
        self.shell.speech.answer(t("key-not-now", command=t(BY_ID[cmd].description_id)),
                                 "not-now", record=False)

    def text(self, text: str) -> None:
        """Text typed by a key (after its press): the screen's, unless a command took it."""
        screen = self.shell.screen
        if self._swallow_text:
            self._swallow_text = False
        elif screen is not None and screen.on_text(text):
            self._unbound = None       # typed: the screen answered
        self.answer_unbound()

    def answer_unbound(self) -> None:
        """Every key gets an answer: one that no command and no typing took says what
        it does elsewhere ("Call pass: not now"), else that it does nothing here."""
        sh = self.shell
        chord, self._unbound = self._unbound, None
        if chord is None or sh.screen is None or sh.closed:
            return
        cmd = sh.keymap.lookup(chord, CONTEXTS)
        if cmd is not None:
            self.not_now(cmd)
        else:
            sh.speech.answer(sh.t("key-nothing-here"), "nothing-here", record=False)
