"""The screens: a menu (main, setup, settings, the end of a round or a match...)
and the table (its parts: table_focus.py, table_questions.py, table_model.py).
(The keys list and the rebinding page: keys_pages.py.)

A screen receives command ids (already resolved from keys by the keymap), text
typed (first-letter navigation in menus) and game events, and says what gets
focus. It draws itself through a Renderer. Screens never block: anything slow
(bot turns) goes through the table's scheduler.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Optional

from baloot_audio.core import Action, IllegalAction, Phase
from baloot_audio.core import events as ev
from baloot_audio.table_api import Refused, TableInterface, TurnToPlay

from .commands import BY_ID
from .layout import TableModel, menu_layout, table_layout
from .mainmenu import item_words, opening_words
from .render import Renderer
from .shell import Shell
from .speech import Priority
from .table_focus import MOVES, HandFocus, within
from .turn_timer import TurnTimer
from .table_model import table_model
from .table_qaid import QaidKeys
from .table_questions import SUIT_COMMANDS, QuestionKeys


class Screen:
    contexts: tuple[str, ...] = ("global", "menu")
    name = "screen"

    def __init__(self, app: Shell):
        self.app = app

    @property
    def t(self):
        return self.app.t

    def say(self, text: str, msg_id: str | None = None,
            priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.say(text, priority, msg_id)

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        pass

    def command(self, cmd: str) -> bool:
        return False

    def on_text(self, text: str) -> bool:
        return False

    def on_event(self, event: Any) -> None:
        pass

    def draw(self, r: Renderer) -> None:
        pass

    def refresh(self) -> None:
        self.app.renderer.dirty = True

    def key_name(self, command_id: str) -> str:
        """The first key of a command, in the player's language (as rebound)."""
        keys = self.app.keymap.keys_for(command_id)
        return keys[0].spoken(self.t) if keys else self.t("keys-none")


def fixed(text: str) -> Callable[[], str]:
    """A menu item's label that never changes (a line already worded)."""
    return lambda: text


def push_menu(shell: Shell, make: Callable[..., "Screen"], *args: object) -> None:
    """A menu item's selection: the screen ``make(*args)``, made when it is chosen."""
    shell.push(make(*args))


@dataclass
class MenuItem:
    label: Callable[[], str]
    select: Optional[Callable[[], None]] = None
    adjust: Optional[Callable[[int], None]] = None


class MenuScreen(Screen):
    name = "menu"

    def __init__(self, app: Shell, title: Callable[[], str], items: list[MenuItem],
                 back: Optional[Callable[[], None]] = None, focus: int = 0, name: str = "menu",
                 asks: Optional["TableScreen"] = None):
        super().__init__(app)
        self.title = title
        self.items = items
        self.back = back
        self.focus = focus
        self.name = name
        # a table whose question keys answer here too (the score, the round's
        # breakdown on the round-end menu): the menu's own keys come first
        self.asks = asks

    @property
    def contexts(self) -> tuple[str, ...]:  # type: ignore[override]
        return ("global", "menu", "table") if self.asks else ("global", "menu")

    def item_text(self, i: int | None = None) -> str:
        i = self.focus if i is None else i
        return item_words(self.t, self.items[i].label(), i + 1, len(self.items))

    def opening(self) -> str:
        """The words said when the menu opens."""
        return opening_words(self.title(), self.item_text())

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        self.say(self.opening(), "screen", priority)
        self.refresh()

    def move(self, index: int) -> None:
        index = max(0, min(index, len(self.items) - 1))
        # a key that cannot move further: the edge sound, and the item again
        self.app.sounds.play("menu_move" if index != self.focus else "edge")
        self.focus = index
        self.say(self.item_text(), "focus")
        self.refresh()

    def command(self, cmd: str) -> bool:
        if cmd == "menu_up":
            self.move(self.focus - 1)
        elif cmd == "menu_down":
            self.move(self.focus + 1)
        elif cmd == "menu_first":
            self.move(0)
        elif cmd == "menu_last":
            self.move(len(self.items) - 1)
        elif cmd in ("menu_left", "menu_right"):
            item = self.items[self.focus]
            if item.adjust:
                item.adjust(-1 if cmd == "menu_left" else 1)
                self.app.sounds.play("menu_move")
                self.say(item.label(), "focus")
                self.refresh()
            else:
                self.say(self.t("menu-no-value"), "focus")
        elif cmd == "menu_select":
            item = self.items[self.focus]
            if item.select:
                self.app.sounds.play("menu_select")
                item.select()
            elif item.adjust:
                item.adjust(1)
                self.say(item.label(), "focus")
                self.refresh()
            else:
                self.say(self.item_text(), "focus")
        elif cmd == "menu_back":
            if not self.back:
                return False     # nothing to go back to: the shell says so
            self.app.sounds.play("menu_back")
            self.back()
        else:
            return self.asks is not None and self.asks.ask(cmd)
        return True

    def on_text(self, text: str) -> bool:
        """First letters: jump to the next item whose label starts with ``text``."""
        if not text or not text.strip() or not text.isprintable():
            return False
        letter = text.strip()[0]
        n = len(self.items)
        for step in range(1, n + 1):
            i = (self.focus + step) % n
            if self.items[i].label().strip().casefold().startswith(letter.casefold()):
                self.move(i)
                return True
        self.say(self.t("menu-no-match", letter=letter), "focus")
        return True

    def draw(self, r: Renderer) -> None:
        r.draw_layout(menu_layout(r.width, r.height, self.app.settings.text_size, self.title(),
                                  [item.label() for item in self.items], self.focus, r.metrics))


# ---------------------------------------------------------------------------
# The table


def direct_calls(cmd: Any, legal: tuple[Action, ...]) -> list[Action]:
    """The legal actions a call's own key (a :class:`~.commands.Command` with a call) makes."""
    args = dict(cmd.call_args)
    if cmd.call == "suit":
        return [a for a in legal
                if a.kind in ("choose_trump", "choose", "hokum2") and a.suit == args["suit"]]
    return [a for a in legal
            if a.kind == cmd.call and ("locked" not in args or a.locked == args["locked"])]


class TableScreen(HandFocus, QuestionKeys, QaidKeys, Screen):
    """The table: the keys that play, call and answer, and its picture. Its parts: the
    focus in the hand or the calls and the arrow keys (:class:`HandFocus`), the
    question keys (:class:`QuestionKeys`), a Qaid table's keys (:class:`QaidKeys`);
    what it shows is :func:`table_model`."""

    name = "table"

    def __init__(self, app: Shell, table: TableInterface,
                 open_menu: Callable[[], None] = lambda: None,
                 clock: Optional[TurnTimer] = None):
        super().__init__(app)
        self.table = table
        self.open_menu = open_menu  # the game menu (Escape)
        self.clock = clock          # the turn's clock at a timed table (M: the time left)
        self.zone = "hand"     # "hand" or "calls"
        self.focus = 0         # index into hand() or calls()
        self.hand_focus = 0    # the card the hand keeps while the focus is in the calls
        self.last_refusal: Optional[str] = None
        # the refusal words said since the table last moved: each is said once
        self.refusals_told: set[str] = set()
        self._acting = False   # a key's action is with the table (its refusal is ours)
        self.last_round: Optional[ev.RoundScored] = None  # for the round key
        self.asked: Optional[str] = None   # the last question answered (X explains it)

    @property
    def narrator(self):
        return self.app.narrator

    @property
    def seat(self) -> int:
        """The seat this screen plays for (a watcher's table has its own screen)."""
        seat = self.table.seat
        assert seat is not None
        return seat

    @property
    def contexts(self) -> tuple[str, ...]:  # type: ignore[override]
        v = self.table.view() if self.table else None
        if v is not None and v.phase is Phase.BUY:
            return ("global", "bidding", "table")
        return ("global", "table")

    # -- entering and events ---------------------------------------------
    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        if priority == Priority.ANSWER:
            v = self.table.view()
            if v is not None:
                self.say(self.narrator.turn(v), "screen")
        self.refresh()

    def on_event(self, event: Any) -> None:
        if isinstance(event, Refused):
            if event.seat == self.table.seat and not self._acting:
                self.refused(event.rule)     # refused later by a remote table's server
            self.refresh()
            return
        self.refusals_told.clear()   # the table moved on: a refusal is worth its words again
        self.warned = None           # and a mistake asks twice again
        if isinstance(event, ev.Offered) and event.seat == self.table.seat:
            self.to_calls()
            self.say_trump_choices()
        elif isinstance(event, (ev.CallMade, ev.ContractSet, ev.DealCompleted, ev.ThrownIn)):
            if not self.calls() and self.zone == "calls":
                self.to_hand()
        elif isinstance(event, ev.Dealt):
            self.zone, self.focus, self.hand_focus, self.last_refusal = "hand", 0, 0, None
        elif isinstance(event, ev.CardPlayed) and event.seat == self.table.seat:
            self.focus = within(self.focus, len(self.hand()))
        elif isinstance(event, TurnToPlay) and event.seat == self.table.seat:
            self.to_hand()      # the card the hand had: the focus never jumps by itself
        elif isinstance(event, ev.RoundScored) and event.outcome != "thrown_in":
            self.last_round = event     # the round key reads the last round played
        self.refresh()

    # -- commands ------------------------------------------------------
    def command(self, cmd: str) -> bool:
        v = self.table.view()
        if v is None:   # an online table before its first deal
            if cmd == "table_menu":
                self.open_menu()
            else:
                self.say(self.t("table-waiting"), "table-waiting")
            return True
        if cmd in SUIT_COMMANDS:
            self.focus_suit(SUIT_COMMANDS[cmd])
        if self.ask(cmd) or self.qaid_command(cmd, v):
            return True
        self.asked = None       # a move or an act: X explains the focus again
        if cmd in MOVES:
            self.navigate(cmd)
        elif cmd == "play":
            self.activate()
        elif cmd == "akka":
            self.play_focused("akka")
        elif cmd == "sawa":
            self.send(Action(self.seat, "sawa"))
        elif cmd == "hint":
            self.say_hint(v)
        elif cmd == "explain_call":
            self.explain_call()
        elif cmd == "table_menu":
            self.open_menu()
        elif cmd.startswith("call_"):
            self.direct_call(BY_ID[cmd])
        elif cmd == "switch_zone":
            self.switch_zone()
        else:
            return False
        return True

    # -- playing, calling and refusals -------------------------------------
    def activate(self) -> None:
        if self.zone == "calls":
            calls = self.calls()
            if calls:
                self.send(calls[within(self.focus, len(calls))])
                return
            self.to_hand()
        self.play_focused("play")

    def play_focused(self, kind: str) -> None:
        hand = self.hand()
        if self.zone != "hand" or not hand:
            self.say(self.t("table-no-card"), "focus")
            return
        action = Action(self.seat, kind, card=hand[within(self.focus, len(hand))])
        if not self.warned_first(action):
            self.send(action)

    def direct_call(self, cmd) -> None:
        v = self.table.view()
        if v is None:
            return
        if cmd.call == "boshat" and v.rules.qaid:   # any seat, until the first card
            self.send(Action(self.seat, "boshat"))
            return
        wanted = direct_calls(cmd, v.legal)
        if not wanted:
            name = self.narrator.call_name(cmd.call) if cmd.call != "suit" \
                else self.narrator.suit(dict(cmd.call_args)["suit"])
            self.refused("call_not_available", self.t("call-not-now", call=name), sound=True)
            return
        self.send(wanted[0])

    def send(self, action: Action) -> None:
        self._acting = True
        try:
            self.table.act(action)
        except IllegalAction as exc:
            # the table's Refused notice brought the soft sound; the turn stays and
            # the hand is unchanged
            self.refused(exc.rule)
        finally:
            self._acting = False
        self.refresh()

    def refused(self, rule: str, words: Optional[str] = None, sound: bool = False) -> None:
        """A refused key's answer: after the soft sound (``sound``: played here, else
        the table's Refused notice brought it), why in a few words, from the engine's
        rule; the same words once until the table moves on. E keeps the whole rule;
        a setting keeps refusals to their sound."""
        self.last_refusal = rule
        if sound:
            self.app.sounds.play("refused", rule=rule)
        if not self.app.settings.refusal_words:
            return
        words = words or self.narrator.refusal(rule, self.table.view(),
                                               self.key_name("switch_zone"))
        if words not in self.refusals_told:
            self.refusals_told.add(words)
            self.say(words, "refusal")

    def menu_screen(self, title: Callable[[], str], items: list[MenuItem],
                    back: Callable[[], None]) -> MenuScreen:
        """A menu above the table (a Qaid call's steps)."""
        return MenuScreen(self.app, title, items, back=back, name="qaid_call")

    menu_item = MenuItem

    # -- drawing -------------------------------------------------------
    def model(self) -> Optional[TableModel]:
        """What the table shows now, with the focus (see layout.table_layout)."""
        v = self.table.view()
        if v is None:
            return None
        model = table_model(v, self.narrator, self.t, self.app.status_text)
        if self.zone == "calls" and self.calls():
            model.calls_title = self.t("call-menu-title")
            model.calls = [self.call_text(a) for a in self.calls()]
            model.calls_focus = within(self.focus, len(model.calls))
        elif self.zone == "hand" and self.focus < len(v.hand):
            model.hand_focus = self.focus
        return model

    def draw(self, r: Renderer) -> None:
        model = self.model()
        if model is not None:
            r.draw_layout(table_layout(r.width, r.height, self.app.settings.text_size, model,
                                       r.metrics))
