"""The one registry of commands, and the keymap built from it.

Every command has an id, the contexts where it works, its default keys, its
Android two-finger gesture (the iPhone gesture is always the same movement with
three fingers) and a Fluent message id describing it (``cmd-<id>``). The keys
screen, the README table and the settings' rebinding all read this registry.

Keys are written as pyglet key names with optional modifiers:
``"ctrl+shift+D"``, ``"LEFT"``, ``"_1"``. No pyglet import is needed here (pyglet's
window module needs a display even to import), so the matching works on names:
the app turns a pyglet ``(symbol, modifiers)`` into a :class:`Chord` with
:func:`chord_from_pyglet`. Caps Lock, Num Lock and Scroll Lock are masked out
before matching, so they never break a binding.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from baloot_audio.i18n import Catalog

# pyglet.window.key modifier bits (stable across pyglet 1.x and 2.x)
MOD_SHIFT = 1 << 0
MOD_CTRL = 1 << 1
MOD_ALT = 1 << 2
MOD_CAPSLOCK = 1 << 3
MOD_NUMLOCK = 1 << 4
MOD_WINDOWS = 1 << 5
MOD_COMMAND = 1 << 6
MOD_OPTION = 1 << 7
MOD_SCROLLLOCK = 1 << 8
MOD_FUNCTION = 1 << 9

LOCK_MODS = MOD_CAPSLOCK | MOD_NUMLOCK | MOD_SCROLLLOCK | MOD_FUNCTION
MOD_NAMES = {"shift": MOD_SHIFT, "ctrl": MOD_CTRL, "alt": MOD_ALT, "super": MOD_WINDOWS,
             "cmd": MOD_COMMAND, "option": MOD_OPTION}
MOD_ORDER = ("ctrl", "alt", "shift", "super", "cmd", "option")
# A modifier key's own bit is dropped when that key itself is the one pressed.
MODIFIER_KEYS = {"LCTRL": MOD_CTRL, "RCTRL": MOD_CTRL, "LSHIFT": MOD_SHIFT, "RSHIFT": MOD_SHIFT,
                 "LALT": MOD_ALT, "RALT": MOD_ALT, "LWINDOWS": MOD_WINDOWS, "RWINDOWS": MOD_WINDOWS,
                 "LCOMMAND": MOD_COMMAND, "RCOMMAND": MOD_COMMAND, "LOPTION": MOD_OPTION,
                 "ROPTION": MOD_OPTION}
# pyglet names with synonyms: one canonical spelling each
KEY_ALIASES = {"RETURN": "ENTER", "ESC": "ESCAPE", "PGUP": "PAGEUP", "PGDN": "PAGEDOWN",
               "PAGE_UP": "PAGEUP", "PAGE_DOWN": "PAGEDOWN"}

CONTEXTS = ("global", "menu", "table", "bidding", "reader", "replay")
# which contexts are active at the same time (a key must not mean two things there)
OVERLAPS = {("global", c) for c in CONTEXTS} | {(c, c) for c in CONTEXTS} | {("table", "bidding")}


def contexts_overlap(a: str, b: str) -> bool:
    return (a, b) in OVERLAPS or (b, a) in OVERLAPS


@dataclass(frozen=True, order=True)
class Chord:
    """A key name plus modifier bits (lock keys already masked out)."""

    key: str
    mods: int = 0

    @staticmethod
    def parse(text: str) -> "Chord":
        parts = [p for p in text.replace(" ", "").split("+")]
        if text.endswith("++"):  # "ctrl++" is not allowed: write ctrl+PLUS
            raise ValueError(f"bad key {text!r}")
        *mods, key = parts
        bits = 0
        for m in mods:
            if m.lower() not in MOD_NAMES:
                raise ValueError(f"unknown modifier {m!r} in {text!r}")
            bits |= MOD_NAMES[m.lower()]
        if not key:
            raise ValueError(f"no key in {text!r}")
        return Chord.make(key, bits)

    @staticmethod
    def make(key: str, mods: int) -> "Chord":
        name = key.upper()
        if len(name) == 1 and name.isdigit():
            name = "_" + name
        name = KEY_ALIASES.get(name, name)
        mods &= ~LOCK_MODS
        mods &= ~MODIFIER_KEYS.get(name, 0)
        return Chord(name, mods)

    def __str__(self) -> str:
        mods = [m for m in MOD_ORDER if self.mods & MOD_NAMES[m]]
        return "+".join(mods + [self.key])

    def label(self) -> str:
        """Human spelling for screens and the README (``Ctrl+Shift+D``, ``1``)."""
        names = {"ctrl": "Ctrl", "alt": "Alt", "shift": "Shift", "super": "Super",
                 "cmd": "Cmd", "option": "Option"}
        mods = [names[m] for m in MOD_ORDER if self.mods & MOD_NAMES[m]]
        key = KEY_LABELS.get(self.key, self.key[1:] if self.key.startswith("_") else self.key.title()
                             if len(self.key) > 1 else self.key)
        return "+".join(mods + [key])

    def spoken(self, t) -> str:
        """The chord in the player's language (``Ctrl+Maj+D``, ``Flèche haut``).

        ``t`` is an i18n Catalog; a key without a ``key-<NAME>`` message (a
        letter, a digit, F1) is its printed label, its letters said by name.
        """
        mods = [t(f"mod-{m}") for m in MOD_ORDER if self.mods & MOD_NAMES[m]]
        key_id = f"key-{self.key}"
        key = t(key_id) if t.has(key_id) else spelt(t, Chord(self.key).label())
        return t("key-plus").join(mods + [key])


def spelt(t, signs: str, names: str = "key-letter") -> str:
    """Letters said by their names in the language (``names``: ``key-letter`` for a key,
    ``code-letter`` for a code's signs), digits as they are: "F1" is "إف 1" in Arabic,
    whose voice would switch to English for a Latin letter, and a code's "e" is "e comme
    Eugène" in French, whose voice says a lone e as a hesitation ("euh"). A letter whose
    name is itself keeps its case, and signs that are all their own names stay as they are."""
    tokens = re.findall(r"\d+|[A-Za-z]|\S", signs)
    said = [t(names, letter=tok.upper()) if tok.isascii() and tok.isalpha() else tok
            for tok in tokens]
    said = [tok if name.upper() == tok.upper() else name for name, tok in zip(said, tokens)]
    if said == tokens:
        return signs
    return " ".join(said)


# Keys pressed only as part of a chord (or to switch a lock): alone they mean nothing,
# and ask for no answer. AltGr and the other level shifts have no pyglet name: their
# X keysyms (0xFE01..0xFE0F) arrive as numbers.
CHORD_ONLY_KEYS = frozenset(MODIFIER_KEYS) | {"CAPSLOCK", "NUMLOCK", "SCROLLLOCK", "MODESWITCH",
                                              "FUNCTION", "LMETA", "RMETA"}


def chord_only(key: str) -> bool:
    """A key pressed only to make a chord: no answer is owed for it alone."""
    return key in CHORD_ONLY_KEYS or (key.isdigit() and 0xFE01 <= int(key) <= 0xFE0F)


KEY_LABELS = {"PAGEUP": "Page Up", "PAGEDOWN": "Page Down", "LCTRL": "Left Ctrl",
              "RCTRL": "Right Ctrl", "NUM_ENTER": "Keypad Enter", "NUM_ADD": "Keypad Plus",
              "NUM_SUBTRACT": "Keypad Minus", "EQUAL": "=", "MINUS": "-", "PLUS": "+",
              "COMMA": ",", "PERIOD": ".", "BACKSPACE": "Backspace", "ESCAPE": "Escape"}


def chord_from_pyglet(symbol: int, modifiers: int) -> Chord:
    """The chord for a pyglet key event (imports pyglet's key names lazily)."""
    from pyglet.window import key as pkey

    return Chord.make(pkey.symbol_string(symbol), modifiers)


# Gesture vocabulary: taps, pinches, a scrub, single swipes, two-part swipes and
# three-part swipes that turn at their last part (a swipe may start twice the same way,
# as two-part swipes do: "up then up then left").
DIRECTIONS = ("up", "down", "left", "right")
GESTURES = (("tap", "double-tap", "triple-tap", "quadruple-tap", "long-press", "double-tap-hold",
             "triple-tap-hold", "quadruple-tap-hold", "pinch-in", "pinch-out", "scrub")
            + tuple(f"swipe-{d}" for d in DIRECTIONS)
            + tuple(f"swipe-{a}-{b}" for a in DIRECTIONS for b in DIRECTIONS)
            + tuple(f"swipe-{a}-{b}-{c}" for a in DIRECTIONS for b in DIRECTIONS
                    for c in DIRECTIONS if b != c))


@dataclass(frozen=True)
class Command:
    id: str
    context: str
    keys: tuple[str, ...]
    gesture: str
    call: str | None = None          # bidding: the engine call this key makes
    call_args: tuple[tuple[str, object], ...] = ()

    @property
    def description_id(self) -> str:
        return f"cmd-{self.id}"

    @property
    def ios_gesture(self) -> str:
        return self.gesture   # same movement; the fingers differ (see gesture_text)


def _c(id: str, context: str, keys: Iterable[str], gesture: str, call: str | None = None,
       **call_args: object) -> Command:
    return Command(id, context, tuple(keys), gesture, call, tuple(sorted(call_args.items())))


SUIT_KEYS = (("spades", "S"), ("hearts", "H"), ("diamonds", "D"), ("clubs", "C"))

REGISTRY: tuple[Command, ...] = (
    # everywhere
    _c("stop_speech", "global", ["LCTRL", "RCTRL"], "tap"),
    _c("repeat_last", "global", ["ctrl+R"], "double-tap-hold"),
    _c("say_missed", "global", ["ctrl+M"], "swipe-left-right-up"),
    _c("history_previous", "global", ["PAGEUP"], "swipe-up-down"),
    _c("history_next", "global", ["PAGEDOWN"], "swipe-down-up"),
    _c("history_first", "global", ["shift+PAGEUP"], "swipe-up-down-up"),
    _c("history_last", "global", ["shift+PAGEDOWN"], "swipe-down-up-down"),
    # Ctrl+Plus on the main keyboard arrives as Ctrl+Shift+=
    _c("text_bigger", "global", ["ctrl+EQUAL", "ctrl+shift+EQUAL", "ctrl+PLUS", "ctrl+NUM_ADD"],
       "pinch-out"),
    _c("text_smaller", "global", ["ctrl+MINUS", "ctrl+NUM_SUBTRACT"], "pinch-in"),
    _c("keys_help", "global", ["F1"], "triple-tap"),
    # menus and lists
    _c("menu_up", "menu", ["UP"], "swipe-up"),
    _c("menu_down", "menu", ["DOWN"], "swipe-down"),
    _c("menu_left", "menu", ["LEFT"], "swipe-left"),
    _c("menu_right", "menu", ["RIGHT"], "swipe-right"),
    _c("menu_first", "menu", ["HOME"], "swipe-up-left"),
    _c("menu_last", "menu", ["END"], "swipe-down-right"),
    _c("menu_select", "menu", ["ENTER", "NUM_ENTER", "SPACE"], "double-tap"),
    _c("menu_back", "menu", ["ESCAPE", "BACKSPACE"], "scrub"),
    # at the table
    _c("card_previous", "table", ["LEFT"], "swipe-left"),
    _c("card_next", "table", ["RIGHT"], "swipe-right"),
    _c("suit_previous", "table", ["UP"], "swipe-up"),
    _c("suit_next", "table", ["DOWN"], "swipe-down"),
    _c("card_first", "table", ["HOME"], "swipe-up-left"),
    _c("card_last", "table", ["END"], "swipe-down-right"),
    _c("play", "table", ["ENTER", "NUM_ENTER", "SPACE"], "double-tap"),
    _c("switch_zone", "table", ["TAB"], "swipe-left-right-left"),
    _c("explain_refusal", "table", ["E"], "swipe-left-right"),
    _c("explain_call", "table", ["I"], "swipe-left-left-right"),
    _c("explain_term", "table", ["X"], "swipe-left-left-up"),   # Q calls Qaid
    _c("ask_hand", "table", ["H"], "swipe-right-left"),
    _c("ask_spades", "table", ["_1"], "swipe-left-up"),
    _c("ask_hearts", "table", ["_2"], "swipe-left-down"),
    _c("ask_diamonds", "table", ["_3"], "swipe-right-up"),
    _c("ask_clubs", "table", ["_4"], "swipe-right-down"),
    _c("ask_trick", "table", ["T"], "swipe-up-right"),
    _c("ask_score", "table", ["S"], "swipe-down-left"),
    _c("ask_turn", "table", ["W"], "long-press"),
    _c("ask_tricks", "table", ["K"], "swipe-up-up"),
    _c("ask_calls", "table", ["B"], "swipe-down-down"),
    _c("ask_contract", "table", ["C"], "swipe-left-left"),
    _c("ask_projects", "table", ["P"], "swipe-right-right"),
    _c("ask_land", "table", ["L"], "swipe-up-left-down"),
    _c("ask_points", "table", ["N"], "swipe-down-up-right"),
    _c("ask_suit_out", "table", ["O"], "swipe-up-down-right"),
    _c("ask_time", "table", ["M"], "swipe-right-right-left"),
    _c("ask_round", "table", ["D"], "swipe-right-left-up"),
    _c("ask_summary", "table", ["R"], "swipe-right-left-down"),
    _c("hint", "table", ["A"], "swipe-down-right-left"),
    # a rated online table: the predicted chance, my rating and its uncertainty
    _c("ask_rating", "table", ["V"], "swipe-down-down-left"),
    # your statistics against the bots (also at the round's and the match's end)
    _c("statistics", "table", ["ctrl+S"], "swipe-down-down-up"),
    _c("table_menu", "table", ["ESCAPE"], "scrub"),
    _c("akka", "table", ["shift+ENTER"], "swipe-right-up-left", call="akka"),
    _c("sawa", "table", ["shift+W"], "swipe-left-up-right", call="sawa"),
    # a Qaid table: boshat from any seat until the first card, the call and the sheet
    _c("call_boshat", "table", ["shift+B"], "swipe-up-down-left", call="boshat"),
    _c("qaid_call", "table", ["Q"], "swipe-up-up-left"),
    _c("qaid_sheet", "table", ["J"], "swipe-up-up-right"),
    # online tables: chat
    _c("chat_open", "table", ["ctrl+T"], "quadruple-tap"),
    _c("chat_previous", "table", ["ctrl+PAGEUP"], "swipe-up-right-left"),
    _c("chat_next", "table", ["ctrl+PAGEDOWN"], "swipe-right-left-right"),
    _c("chat_well_played", "table", ["ctrl+_1"], "triple-tap-hold"),
    _c("chat_hurry", "table", ["ctrl+_2"], "swipe-left-right-down"),
    _c("chat_thanks", "table", ["ctrl+_3"], "quadruple-tap-hold"),
    # online tables: the people there (mute, block, report; the creator removes)
    _c("people", "table", ["ctrl+P"], "swipe-up-up-down"),
    # online, on every screen: friends, and the answer to a friend's invitation (Ctrl+Y
    # also joins my tournament match once it is ready)
    _c("friends", "global", ["F2"], "swipe-down-down-right"),
    _c("invite_accept", "global", ["ctrl+Y"], "swipe-right-right-up"),
    _c("invite_decline", "global", ["ctrl+N"], "swipe-right-right-down"),
    _c("diwans", "global", ["F4"], "swipe-left-left-down"),
    # bidding: one key per call (also in the calls menu)
    _c("call_pass", "bidding", ["shift+P"], "swipe-down-left-up", call="pass"),
    _c("call_hokum", "bidding", ["shift+H"], "swipe-up-right-down", call="hokum"),
    _c("call_sun", "bidding", ["shift+S"], "swipe-up-left-up", call="sun"),
    _c("call_ashkal", "bidding", ["shift+A"], "swipe-up-right-up", call="ashkal"),
    _c("call_qablak", "bidding", ["shift+Q"], "swipe-down-left-down", call="qablak"),
    _c("call_confirm", "bidding", ["shift+C"], "swipe-down-right-down", call="confirm"),
    _c("call_to_sun", "bidding", ["shift+U"], "swipe-left-down-left", call="to_sun"),
    _c("call_double", "bidding", ["shift+D"], "swipe-right-down-right", call="double", locked=False),
    _c("call_double_locked", "bidding", ["ctrl+shift+D"], "swipe-right-up-right", call="double",
       locked=True),
    _c("call_triple", "bidding", ["shift+T"], "swipe-left-up-left", call="triple"),
    _c("call_four", "bidding", ["shift+F"], "swipe-left-down-right", call="four", locked=False),
    _c("call_four_locked", "bidding", ["ctrl+shift+F"], "swipe-right-down-left", call="four",
       locked=True),
    _c("call_gahwa", "bidding", ["shift+G"], "swipe-down-right-up", call="gahwa"),
    _c("call_decline", "bidding", ["shift+N"], "swipe-up-left-right", call="decline"),
    _c("call_take", "bidding", ["shift+K"], "swipe-down-left-right", call="take"),
    _c("call_hokum2", "bidding", ["shift+O"], "swipe-down-up-left", call="hokum2"),
    # naming a suit: the trump of a second-round hokum, or belote's "choose"
    _c("call_suit_spades", "bidding", ["shift+_1"], "swipe-left-up-down", call="suit", suit="S"),
    _c("call_suit_hearts", "bidding", ["shift+_2"], "swipe-right-up-down", call="suit", suit="H"),
    _c("call_suit_diamonds", "bidding", ["shift+_3"], "swipe-left-down-up", call="suit", suit="D"),
    _c("call_suit_clubs", "bidding", ["shift+_4"], "swipe-right-down-up", call="suit", suit="C"),
    # the rules reader: the same keys in every language
    _c("reader_next_paragraph", "reader", ["DOWN"], "swipe-down"),
    _c("reader_previous_paragraph", "reader", ["UP"], "swipe-up"),
    _c("reader_next_heading", "reader", ["H"], "swipe-right"),
    _c("reader_previous_heading", "reader", ["shift+H"], "swipe-left"),
    _c("reader_top", "reader", ["HOME", "ctrl+HOME"], "swipe-up-left"),
    _c("reader_bottom", "reader", ["END", "ctrl+END"], "swipe-down-right"),
    _c("reader_read_all", "reader", ["R", "ENTER", "NUM_ENTER"], "double-tap"),
    _c("reader_where", "reader", ["W"], "swipe-down-left"),
    _c("reader_search", "reader", ["ctrl+F", "F"], "long-press"),
    _c("reader_search_next", "reader", ["F3", "N"], "swipe-left-right"),
    _c("reader_search_previous", "reader", ["shift+F3", "shift+N"], "swipe-right-left"),
    _c("reader_lesson", "reader", ["L"], "swipe-up-right"),
    _c("reader_back", "reader", ["ESCAPE", "BACKSPACE"], "scrub"),
    # replaying a past round
    _c("replay_next", "replay", ["RIGHT", "ENTER", "NUM_ENTER", "SPACE"], "swipe-right"),
    _c("replay_previous", "replay", ["LEFT"], "swipe-left"),
    _c("replay_repeat", "replay", ["R"], "double-tap"),
    _c("replay_hands", "replay", ["H"], "swipe-right-left"),
    _c("replay_back", "replay", ["ESCAPE", "BACKSPACE"], "scrub"),
)

BY_ID = {c.id: c for c in REGISTRY}


class ConflictError(ValueError):
    pass


@dataclass
class Keymap:
    """Keys bound to commands: defaults from the registry, overrides from settings."""

    overrides: dict[str, tuple[str, ...]] = field(default_factory=dict)
    registry: tuple[Command, ...] = REGISTRY

    def __post_init__(self) -> None:
        self._by_id = {c.id: c for c in self.registry}
        self._rebuild()

    def keys_for(self, command_id: str) -> tuple[Chord, ...]:
        keys = self.overrides.get(command_id, self._by_id[command_id].keys)
        return tuple(Chord.parse(k) for k in keys)

    def _rebuild(self) -> None:
        self._table: dict[tuple[str, Chord], str] = {}
        for cmd in self.registry:
            for chord in self.keys_for(cmd.id):
                self._table[(cmd.context, chord)] = cmd.id

    def conflicts(self) -> list[tuple[str, str, Chord]]:
        """Pairs of commands that share a key in contexts active together."""
        seen: list[tuple[str, Chord, str]] = []
        out = []
        for cmd in self.registry:
            for chord in self.keys_for(cmd.id):
                for ctx, other_chord, other_id in seen:
                    if other_chord == chord and contexts_overlap(ctx, cmd.context) \
                            and other_id != cmd.id:
                        out.append((other_id, cmd.id, chord))
                seen.append((cmd.context, chord, cmd.id))
        return out

    def conflict_for(self, command_id: str, chord: Chord) -> str | None:
        """The command that already uses ``chord`` where ``command_id`` works, if any."""
        ctx = self._by_id[command_id].context
        for cmd in self.registry:
            if cmd.id != command_id and contexts_overlap(ctx, cmd.context) \
                    and chord in self.keys_for(cmd.id):
                return cmd.id
        return None

    def rebind(self, command_id: str, keys: Iterable[str | Chord]) -> None:
        """Give a command new keys; raises ConflictError and changes nothing on a clash."""
        chords = tuple(k if isinstance(k, Chord) else Chord.parse(k) for k in keys)
        if not chords:
            raise ValueError("a command needs at least one key")
        for chord in chords:
            other = self.conflict_for(command_id, chord)
            if other:
                raise ConflictError(f"{chord} is already used by {other}")
        self.overrides[command_id] = tuple(str(c) for c in chords)
        self._rebuild()

    def reset(self, command_id: str | None = None) -> None:
        if command_id is None:
            self.overrides.clear()
        else:
            self.overrides.pop(command_id, None)
        self._rebuild()

    def lookup(self, chord: Chord, contexts: Iterable[str]) -> str | None:
        """The command bound to ``chord`` in the first of ``contexts`` that has it."""
        chord = Chord.make(chord.key, chord.mods)
        for ctx in contexts:
            cmd = self._table.get((ctx, chord))
            if cmd:
                return cmd
        return None

    def to_json(self) -> str:
        return json.dumps(self.overrides, indent=1, sort_keys=True)

    @classmethod
    def load(cls, path: Path) -> "Keymap":
        """Read overrides; a file with a conflict or unknown command is ignored entry by entry."""
        km = cls()
        if not path.exists():
            return km
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return km
        for cid, keys in data.items():
            if cid in km._by_id and isinstance(keys, list):
                try:
                    km.rebind(cid, keys)
                except ValueError:
                    pass
        return km


def gesture_text(gesture: str, fingers: int, t) -> str:
    """Spoken/written form of a gesture, e.g. ``two-finger swipe up then left``.

    ``t`` is an i18n Catalog. Android uses two fingers, iPhone three.
    """
    if gesture.startswith("swipe-"):
        dirs = [t(f"dir-{d}") for d in gesture.split("-")[1:]]
        movement = t("gesture-swipe", path=t("gesture-then").join(dirs))
    else:
        movement = t(f"gesture-{gesture}")
    return t("gesture-fingers", fingers=fingers, gesture=movement)


def key_words(t: Catalog, keymap: Keymap, cmd: Command, gestures: bool = False) -> str:
    """A command as the keys list says it: what it does and its keys, and its touch
    gestures (Android two fingers, iPhone three) when ``gestures`` (on request only)."""
    keys = keymap.keys_for(cmd.id)
    said = t("keys-or").join(k.spoken(t) for k in keys) if keys else t("keys-none")
    if not gestures:
        return t("keys-entry-plain", description=t(cmd.description_id), keys=said)
    return t("keys-entry", description=t(cmd.description_id), keys=said,
             android=gesture_text(cmd.gesture, 2, t), iphone=gesture_text(cmd.gesture, 3, t))
