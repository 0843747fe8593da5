"""The screens: menus (main, setup, settings, keys, rules, rebinding), the
table, and the end of a round or a match.

A screen receives command ids (already resolved from keys by the keymap), text
typed (first-letter navigation in menus) and game events, and says what gets
focus. It draws itself through a Renderer. Screens never block: anything slow
(bot turns) goes through the table's scheduler.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Optional

from baloot_audio.core import Action, IllegalAction, Phase
from baloot_audio.core import events as ev
from baloot_audio.core.state import team_of
from baloot_audio.table import TurnToPlay

from baloot_audio.i18n import wrap_lines

from .commands import BY_ID, REGISTRY, Chord, ConflictError, gesture_text
from .render import DIM, FOCUS, FOREGROUND, Renderer
from .speech import Priority

if TYPE_CHECKING:
    from baloot_audio.app import App


class Screen:
    contexts: tuple[str, ...] = ("global", "menu")
    name = "screen"

    def __init__(self, app: "App"):
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


@dataclass
class MenuItem:
    label: Callable[[], str]
    select: Optional[Callable[[], None]] = None
    adjust: Optional[Callable[[int], None]] = None


class MenuScreen(Screen):
    name = "menu"

    def __init__(self, app: "App", title: Callable[[], str], items: list[MenuItem],
                 back: Optional[Callable[[], None]] = None, focus: int = 0, name: str = "menu"):
        super().__init__(app)
        self.title = title
        self.items = items
        self.back = back
        self.focus = focus
        self.name = name

    def item_text(self, i: int | None = None) -> str:
        i = self.focus if i is None else i
        return self.t("menu-position", item=self.items[i].label(), position=i + 1,
                      count=len(self.items))

    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        self.say(self.title() + ". " + self.item_text(), "screen", priority)
        self.refresh()

    def move(self, index: int) -> None:
        index = max(0, min(index, len(self.items) - 1))
        if index != self.focus:
            self.app.sounds.play("menu_move")
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
            if self.back:
                self.app.sounds.play("menu_back")
                self.back()
        else:
            return False
        return True

    def on_text(self, text: str) -> bool:
        """First letters: jump to the next item whose label starts with ``text``."""
        if not text or not text.strip() or not text.isprintable():
            return False
        letter = text.strip()[0].casefold()
        n = len(self.items)
        for step in range(1, n + 1):
            i = (self.focus + step) % n
            if self.items[i].label().strip().casefold().startswith(letter):
                self.move(i)
                return True
        return False

    def draw(self, r: Renderer) -> None:
        size = self.app.settings.text_size
        y = r.height - size * 2
        r.text(self.title(), 40, y, size * 1.2, FOREGROUND, bold=True)
        y -= size * 2.2
        for i, item in enumerate(self.items):
            focused = i == self.focus
            if focused:
                r.box(30, y - size * 0.45, r.width - 60, size * 1.7, (40, 40, 0, 255), border=4)
            r.text(("▶ " if focused else "   ") + item.label(), 40, y, size,
                   FOCUS if focused else FOREGROUND, bold=focused)
            y -= size * 2
            if y < 0:
                break


# ---------------------------------------------------------------------------
# The table


CALL_ORDER = ("pass", "hokum", "hokum2", "sun", "ashkal", "qablak", "confirm", "to_sun",
              "double", "triple", "four", "gahwa", "decline", "choose_trump", "take", "choose",
              "boshat")
SUIT_COMMANDS = {"ask_spades": "S", "ask_hearts": "H", "ask_diamonds": "D", "ask_clubs": "C"}


class TableScreen(Screen):
    name = "table"

    def __init__(self, app: "App"):
        super().__init__(app)
        self.zone = "hand"     # "hand" or "calls"
        self.focus = 0         # index into entries() or calls()
        self.last_refusal: Optional[str] = None
        self.last_status = ""

    @property
    def table(self):
        return self.app.table

    @property
    def narrator(self):
        return self.app.narrator

    @property
    def contexts(self) -> tuple[str, ...]:  # type: ignore[override]
        v = self.table.view() if self.table else None
        if v is not None and v.phase is Phase.BUY:
            return ("global", "bidding", "table")
        return ("global", "table")

    # -- the hand and its two extra entries ------------------------------
    def hand(self) -> tuple[str, ...]:
        v = self.table.view()
        return v.hand if v else ()

    def entries(self) -> list[tuple[str, Optional[str]]]:
        """("card", code) for each card, then ("contract", None), ("projects", None)."""
        return [("card", c) for c in self.hand()] + [("contract", None), ("projects", None)]

    def calls(self) -> list[Action]:
        v = self.table.view()
        if v is None or v.phase is not Phase.BUY or v.to_act != v.seat:
            return []
        legal = [a for a in v.legal if a.kind not in ("play", "akka", "sawa")]
        order = {k: i for i, k in enumerate(CALL_ORDER)}
        return sorted(legal, key=lambda a: (order.get(a.kind, 99), a.suit or "", bool(a.locked)))

    def entry_text(self, i: int) -> str:
        n = self.narrator
        kind, card = self.entries()[i]
        v = self.table.view()
        if kind == "card":
            return n.card(card)
        if kind == "contract":
            if v is None or v.contract is None:
                return self.t("hand-entry-contract-none")
            return self.t("hand-entry-contract", contract=n.contract(v.contract))
        text = n.projects(v) if v else self.t("projects-none")
        return self.t("hand-entry-projects", projects=text)

    def call_text(self, a: Action) -> str:
        return self.narrator.call_entry(a.kind, a.suit, a.locked)

    # -- entering and events ---------------------------------------------
    def enter(self, priority: Priority = Priority.ANSWER) -> None:
        self.app.speech.note("screen", name=self.name)
        if priority == Priority.ANSWER:
            v = self.table.view()
            if v is not None:
                self.say(self.narrator.turn(v), "screen")
        self.refresh()

    def on_event(self, event: Any) -> None:
        if isinstance(event, ev.Offered) and event.seat == self.table.human:
            self.zone, self.focus = "calls", 0
        elif isinstance(event, (ev.CallMade, ev.ContractSet, ev.DealCompleted, ev.ThrownIn)):
            if not self.calls():
                if self.zone == "calls":
                    self.zone, self.focus = "hand", 0
        elif isinstance(event, ev.Dealt):
            self.zone, self.focus, self.last_refusal = "hand", 0, None
        elif isinstance(event, ev.CardPlayed) and event.seat == self.table.human:
            self.focus = min(self.focus, max(0, len(self.hand()) - 1))
        elif isinstance(event, TurnToPlay) and event.seat == self.table.human:
            self.zone = "hand"
            self.focus = min(self.focus, max(0, len(self.hand()) - 1))
        self.refresh()

    # -- commands ------------------------------------------------------
    def command(self, cmd: str) -> bool:
        n, v = self.narrator, self.table.view()
        if v is None:
            return False
        if cmd in ("card_previous", "card_next", "suit_previous", "suit_next", "card_first",
                   "card_last"):
            self.navigate(cmd)
        elif cmd == "play":
            self.activate()
        elif cmd == "akka":
            self.play_focused("akka")
        elif cmd == "sawa":
            self.send(Action(self.table.human, "sawa"))
        elif cmd == "explain_refusal":
            if self.last_refusal:
                self.say(self.t("card-refused", reason=n.rule(self.last_refusal)), "refusal")
            else:
                self.say(self.t("refusal-none"), "refusal")
        elif cmd == "ask_hand":
            self.say(n.hand_summary(v.hand), "ask-hand")
        elif cmd in SUIT_COMMANDS:
            self.say(n.suit_cards(v.hand, SUIT_COMMANDS[cmd]), "ask-suit")
        elif cmd == "ask_trick":
            self.say(n.trick(v), "ask-trick")
        elif cmd == "ask_score":
            self.say(n.score(v, self.table.rules.target), "ask-score")
        elif cmd == "ask_turn":
            self.say(n.turn(v), "ask-turn")
        elif cmd == "ask_tricks":
            self.say(n.tricks_taken(v), "ask-tricks")
        elif cmd == "ask_calls":
            self.say(n.calls(v), "ask-calls")
        elif cmd == "ask_contract":
            self.say(n.contract_answer(v), "ask-contract")
        elif cmd == "ask_projects":
            self.say(n.projects(v), "ask-projects")
        elif cmd == "ask_land":
            self.say(n.land(v), "ask-land")
        elif cmd == "hint":
            self.say_hint(v)
        elif cmd == "table_menu":
            self.app.open_game_menu()
        elif cmd.startswith("call_"):
            self.direct_call(BY_ID[cmd])
        elif cmd == "switch_zone":
            if self.zone == "hand" and self.calls():
                self.zone, self.focus = "calls", 0
                calls = self.calls()
                self.say(self.t("menu-position", item=self.call_text(calls[0]), position=1,
                                count=len(calls)), "focus")
            else:
                self.zone, self.focus = "hand", 0
                self.say(self.entry_text(0), "focus")
            self.refresh()
        else:
            return False
        return True

    def say_hint(self, v) -> None:
        """The strong bot's call or card for the player, with one reason."""
        from baloot_audio.bots import hint

        got = hint(v) if v.to_act == v.seat else None
        if got is None:
            self.say(self.t("hint-not-your-turn"), "hint")
            return
        a = got.action
        what = self.narrator.card(a.card) if a.card else self.call_text(a)
        if a.kind == "akka":
            what = self.t("call-entry-suit", call=self.narrator.call_name("akka"), suit=what)
        elif a.kind == "sawa":
            what = self.narrator.call_name("sawa")
        self.say(self.t("hint-text", action=what, reason=self.t(got.reason)), "hint")

    def navigate(self, cmd: str) -> None:
        if self.zone == "calls":
            calls = self.calls()
            if not calls:
                self.zone, self.focus = "hand", 0
            else:
                step = {"card_previous": -1, "suit_previous": -1, "card_next": 1, "suit_next": 1}
                if cmd == "card_first":
                    self.focus = 0
                elif cmd == "card_last":
                    self.focus = len(calls) - 1
                else:
                    self.focus = max(0, min(len(calls) - 1, self.focus + step[cmd]))
                self.say(self.t("menu-position", item=self.call_text(calls[self.focus]),
                                position=self.focus + 1, count=len(calls)), "focus")
                self.refresh()
                return
        entries = self.entries()
        i = max(0, min(self.focus, len(entries) - 1))
        groups = [e[1][1] if e[0] == "card" else e[0] for e in entries]
        if cmd == "card_previous":
            i = max(0, i - 1)
        elif cmd == "card_next":
            i = min(len(entries) - 1, i + 1)
        elif cmd == "card_first":
            i = 0
        elif cmd == "card_last":
            i = len(entries) - 1
        else:
            starts = [k for k in range(len(groups)) if k == 0 or groups[k] != groups[k - 1]]
            group_start = max(k for k in starts if k <= i)
            if cmd == "suit_next":
                later = [k for k in starts if k > i]
                i = later[0] if later else i
            else:
                earlier = [k for k in starts if k < group_start]
                i = earlier[-1] if earlier else group_start
        self.focus = i
        text = self.entry_text(i)
        if cmd.startswith("suit_") and entries[i][0] == "card":
            count = sum(1 for e in entries if e[0] == "card" and e[1][1] == entries[i][1][1])
            text = self.t("hand-entry-card-suit", card=text, position=1, count=count,
                          suit=self.narrator.suit(entries[i][1][1]))
        self.say(text, "focus")
        self.refresh()

    def activate(self) -> None:
        if self.zone == "calls":
            calls = self.calls()
            if calls:
                self.send(calls[max(0, min(self.focus, len(calls) - 1))])
                return
            self.zone = "hand"
        entries = self.entries()
        if not entries:
            return
        kind, _ = entries[max(0, min(self.focus, len(entries) - 1))]
        if kind == "card":
            self.play_focused("play")
        else:
            self.say(self.entry_text(self.focus), "focus")

    def play_focused(self, kind: str) -> None:
        entries = self.entries()
        if not entries:
            return
        entry = entries[max(0, min(self.focus, len(entries) - 1))]
        if entry[0] != "card":
            return
        self.send(Action(self.table.human, kind, card=entry[1]))

    def direct_call(self, cmd) -> None:
        v = self.table.view()
        args = dict(cmd.call_args)
        wanted = []
        for a in v.legal:
            if cmd.call == "suit":
                if a.kind in ("choose_trump", "choose", "hokum2") and a.suit == args["suit"]:
                    wanted.append(a)
            elif a.kind == cmd.call and ("locked" not in args or a.locked == args["locked"]):
                wanted.append(a)
        if not wanted:
            self.app.sounds.play("refused", rule="call_not_available")
            self.last_refusal = "call_not_available"
            name = self.narrator.call_name(cmd.call) if cmd.call != "suit" \
                else self.narrator.suit(args["suit"])
            self.say(self.t("call-not-now", call=name), "refusal")
            return
        self.send(wanted[0])

    def send(self, action: Action) -> None:
        try:
            self.table.act(action)
        except IllegalAction as exc:
            # refused quietly: the table's Refused notice brings the soft sound;
            # the turn stays and the hand is unchanged; E explains the rule
            self.last_refusal = exc.rule
        self.refresh()

    # -- drawing -------------------------------------------------------
    def draw(self, r: Renderer) -> None:
        v = self.table.view()
        if v is None:
            return
        n, size = self.narrator, self.app.settings.text_size
        mine = team_of(v.seat)
        r.text(self.t("label-score", us=v.totals[mine], them=v.totals[1 - mine]), 20,
               r.height - size * 1.4, size, FOREGROUND, bold=True)
        contract = n.contract(v.contract) if v.contract else n.land(v)
        block_text(r, contract, 20, r.height - size * 2.8, size * 0.8, DIM, r.width - 40)
        # the trick: partner top, me bottom, left/right by the turn-order setting
        cw, ch = size * 3.2, size * 4.4
        cx, cy = r.width / 2, r.height / 2 + size
        spots = {"across": (cx - cw / 2, cy + ch * 0.15), "me": (cx - cw / 2, cy - ch * 1.15),
                 "left": (cx - cw * 2.2, cy - ch / 2), "right": (cx + cw * 1.2, cy - ch / 2)}
        for seat in range(4):
            pos = n.position(seat)
            x, y = spots[pos]
            name = n.seat(seat) + (" ▶" if v.to_act == seat else "")
            r.text(name, x + cw / 2, y + ch + size * 0.3, size * 0.7,
                   FOCUS if v.to_act == seat else DIM, anchor_x="center", bold=v.to_act == seat)
        for seat, card in v.current:
            x, y = spots[n.position(seat)]
            r.card(card, x, y, cw, ch, n.card_label(card))
        if v.contract is None and v.phase is Phase.BUY:  # the turned card, left of the seats
            r.card(v.land, 20, cy - ch / 2, cw, ch, n.card_label(v.land))
        # the hand in reading order (from the right in Arabic), the focus marked
        # by a thick yellow border
        hand = v.hand
        if hand:
            hw = min(size * 3.0, (r.width - 40) / max(1, len(hand)) - 10)
            hh = hw * 1.4
            for i, card in enumerate(hand):
                focused = self.zone == "hand" and i == self.focus
                r.card(card, r.row_x(i, hw), 60, hw, hh, n.card_label(card), focused=focused)
        entries = self.entries()
        if self.zone == "hand" and entries and self.focus >= len(hand) and self.focus < len(entries):
            block_text(r, "▶ " + self.entry_text(self.focus), 20, 20, size * 0.7, FOCUS,
                       r.width - 40, bold=True)
        if self.zone == "calls":  # a column at the right, clear of the seats and the hand
            x = max(cx + cw * 2.4, r.width * 0.7)
            y = r.height - size * 5.5
            r.text(self.t("call-menu-title"), x, y, size * 0.8, FOREGROUND, bold=True)
            for i, a in enumerate(self.calls()):
                y -= size * 1.2
                focused = i == self.focus
                r.text(("▶ " if focused else "   ") + self.call_text(a), x, y, size * 0.8,
                       FOCUS if focused else FOREGROUND, bold=focused)
        status = self.app.status_text
        if status:
            block_text(r, status, 20, r.height - size * 4.2, size * 0.6, DIM, r.width - 40)


def block_text(r: Renderer, text: str, x: float, y: float, size: float, color, width: float,
               bold: bool = False) -> None:
    """Wrapped text. Right-to-left text is wrapped here, in logical order, then each
    line is shaped and drawn from the right (pyglet would wrap the reordered
    text and put the lines in the wrong order)."""
    if not r.rtl:
        r.text(text, x, y, size, color, width=int(width), bold=bold)
        return
    lines = wrap_lines(text, int(width / (size * 0.62)))
    for line in lines:  # the first line at y, the next ones below, as pyglet does
        r.text(line, x, y, size, color, bold=bold)
        y -= size * 1.4


# ---------------------------------------------------------------------------
# Builders for the menu screens


def keys_items(app: "App") -> list[MenuItem]:
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


def verbosity_item(app: "App") -> MenuItem:
    """The settings item "Narration: full / brief"; the change is heard at the next event."""
    from .settings import VERBOSITIES

    t, s = app.t, app.settings

    def adjust(step: int) -> None:
        i = VERBOSITIES.index(s.verbosity) if s.verbosity in VERBOSITIES else 0
        s.verbosity = VERBOSITIES[(i + step) % len(VERBOSITIES)]
        app.narrator.verbosity = s.verbosity

    return MenuItem(lambda: t("setting-verbosity", value=t(f"verbosity-{s.verbosity}")),
                    adjust=adjust)


class RebindScreen(MenuScreen):
    """Choose a command, then press its new key; a clash is refused and explained."""

    def __init__(self, app: "App", back: Callable[[], None]):
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
