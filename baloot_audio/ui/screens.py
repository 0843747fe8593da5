"""The screens: a menu (main, setup, settings, the end of a round or a match...)
and the table. (The keys list and the rebinding page: keys_pages.py.)

A screen receives command ids (already resolved from keys by the keymap), text
typed (first-letter navigation in menus) and game events, and says what gets
focus. It draws itself through a Renderer. Screens never block: anything slow
(bot turns) goes through the table's scheduler.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Callable, Optional

from baloot_audio.core import Action, IllegalAction, Phase
from baloot_audio.core import events as ev
from baloot_audio.core.state import team_of
from baloot_audio.table_api import Refused, TableInterface, TurnToPlay

from baloot_audio.core.cards import winning_index

from .commands import BY_ID, SUIT_KEYS
from .layout import TableModel, menu_layout, table_layout
from .mainmenu import item_words, opening_words
from .render import Renderer
from .shell import Shell
from .speech import Priority


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


CALL_ORDER = ("pass", "hokum", "hokum2", "sun", "ashkal", "qablak", "confirm", "to_sun",
              "double", "triple", "four", "gahwa", "decline", "choose_trump", "take", "choose",
              "boshat")
SUIT_COMMANDS = {"ask_spades": "S", "ask_hearts": "H", "ask_diamonds": "D", "ask_clubs": "C"}


class TableScreen(Screen):
    name = "table"

    def __init__(self, app: Shell, table: TableInterface,
                 open_menu: Callable[[], None] = lambda: None):
        super().__init__(app)
        self.table = table
        self.open_menu = open_menu  # the game menu (Escape)
        self.zone = "hand"     # "hand" or "calls"
        self.focus = 0         # index into entries() or calls()
        self.last_refusal: Optional[str] = None
        # the refusal words said since the table last moved: each is said once
        self.refusals_told: set[str] = set()
        self._acting = False   # a key's action is with the table (its refusal is ours)
        self.last_round: Optional[ev.RoundScored] = None  # for the round key

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
            return n.hand_card(card, v.contract.trump if v is not None and v.contract else None)
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
        if isinstance(event, Refused):
            if event.seat == self.table.seat and not self._acting:
                self.refused(event.rule)     # refused later by a remote table's server
            self.refresh()
            return
        self.refusals_told.clear()   # the table moved on: a refusal is worth its words again
        if isinstance(event, ev.Offered) and event.seat == self.table.seat:
            self.zone, self.focus = "calls", 0
            self.say_trump_choices()
        elif isinstance(event, (ev.CallMade, ev.ContractSet, ev.DealCompleted, ev.ThrownIn)):
            if not self.calls():
                if self.zone == "calls":
                    self.zone, self.focus = "hand", 0
        elif isinstance(event, ev.Dealt):
            self.zone, self.focus, self.last_refusal = "hand", 0, None
        elif isinstance(event, ev.CardPlayed) and event.seat == self.table.seat:
            self.focus = min(self.focus, max(0, len(self.hand()) - 1))
        elif isinstance(event, TurnToPlay) and event.seat == self.table.seat:
            self.zone = "hand"
            self.focus = min(self.focus, max(0, len(self.hand()) - 1))
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
        if self.ask(cmd):
            return True
        if cmd in ("card_previous", "card_next", "suit_previous", "suit_next", "card_first",
                     "card_last"):
            self.navigate(cmd)
        elif cmd == "play":
            self.activate()
        elif cmd == "akka":
            self.play_focused("akka")
        elif cmd == "sawa":
            self.send(Action(self.table.seat, "sawa"))
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

    def ask(self, cmd: str) -> bool:
        """Answer ``cmd`` if it is a question key (nothing else: no card, call or move)."""
        v = self.table.view()
        answer = self.answer(cmd, v) if v is not None else None
        if answer is not None:
            self.say(*answer)
        return answer is not None

    def answer(self, cmd: str, v) -> Optional[tuple[str, str]]:
        """A question key's answer and its message id (None: ``cmd`` is no question)."""
        n = self.narrator
        if cmd == "explain_refusal":
            if self.last_refusal:
                return self.t("card-refused", reason=n.rule(self.last_refusal)), "refusal"
            return self.t("refusal-none"), "refusal"
        if cmd in SUIT_COMMANDS:
            return n.suit_cards(v.hand, SUIT_COMMANDS[cmd]), "ask-suit"
        # the match score from the table: once a round has ended, the view's is the old one
        target, totals = self.table.rules.target, self.table.match.totals
        questions = {"ask_hand": lambda: n.hand_summary(v.hand), "ask_trick": lambda: n.trick(v),
                     "ask_score": lambda: n.score(v, target, totals),
                     "ask_turn": lambda: n.turn(v), "ask_tricks": lambda: n.tricks_taken(v),
                     "ask_calls": lambda: n.calls(v), "ask_contract": lambda: n.contract_answer(v),
                     "ask_projects": lambda: n.projects(v), "ask_land": lambda: n.land(v),
                     "ask_points": lambda: n.card_points(v),
                     "ask_suit_out": lambda: n.suit_out(v, self.focused_suit(v)),
                     "ask_summary": lambda: n.summary(v, target, totals),
                     "ask_round": lambda: n.round_breakdown(self.last_round)
                     if self.last_round else self.t("round-none")}
        if cmd in questions:
            return questions[cmd](), cmd.replace("_", "-")  # ask_hand -> ask-hand
        return None

    def switch_zone(self) -> None:
        if self.zone == "hand" and self.calls():
            self.zone, self.focus = "calls", 0
            calls = self.calls()
            self.say(self.t("menu-position", item=self.call_text(calls[0]), position=1,
                            count=len(calls)), "focus")
        else:
            self.zone, self.focus = "hand", 0
            self.say(self.entry_text(0), "focus")
        self.refresh()

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

    def explain_call(self) -> None:
        """What the focused call does, in a sentence; from the hand, every call offered
        (a call that names a suit once, its suit left to choose)."""
        calls, v = self.calls(), self.table.view()
        if not calls:
            self.say(self.t("explain-call-none"), "explain-call")
            return
        if self.zone == "calls":
            chosen = [calls[max(0, min(self.focus, len(calls) - 1))]]
        else:
            chosen = list(dict.fromkeys(replace(a, suit=None) for a in calls))
        self.say(" ".join(self.narrator.call_meaning(a, v) for a in chosen), "explain-call")

    def say_trump_choices(self) -> None:
        """Asked to name the trump: the suits that may be named, each with its key."""
        suits = [a.suit for a in self.calls() if a.suit and a.kind in ("choose_trump", "choose",
                                                                         "hokum2")]
        if not suits:
            return
        keys = {suit: self.app.keymap.keys_for(f"call_suit_{name}") for name, suit in SUIT_KEYS}
        named = [self.t("trump-choice", suit=self.narrator.suit(s),
                        key=keys[s][0].spoken(self.t) if keys[s] else self.t("keys-none"))
                 for s in dict.fromkeys(suits)]
        self.say(self.t("trump-choices", suits=self.narrator.join(named, last="list-or")),
                 "trump-choices", Priority.EVENT)

    def focused_suit(self, v) -> str:
        """The suit of the focused card (else the suit led, else the first in the hand)."""
        entries = self.entries()
        if self.zone == "hand" and 0 <= self.focus < len(entries) \
                and entries[self.focus][0] == "card":
            return entries[self.focus][1][1]
        if v.current:
            return v.current[0][1][1]
        return v.hand[0][1] if v.hand else "S"

    def focus_suit(self, suit: str) -> None:
        """Keys 1-4: the focus goes to the suit's first card (when the hand has one)."""
        entries = self.entries()
        for i, (kind, card) in enumerate(entries):
            if kind == "card" and card and card[1] == suit:
                self.zone, self.focus = "hand", i
                self.refresh()
                return

    def navigate(self, cmd: str) -> None:
        if self.zone == "calls":
            calls = self.calls()
            if not calls:
                self.zone, self.focus = "hand", 0
            else:
                step = {"card_previous": -1, "suit_previous": -1, "card_next": 1, "suit_next": 1}
                here = max(0, min(len(calls) - 1, self.focus))
                if cmd == "card_first":
                    self.focus = 0
                elif cmd == "card_last":
                    self.focus = len(calls) - 1
                else:
                    self.focus = max(0, min(len(calls) - 1, here + step[cmd]))
                self.edge_sound(self.focus == here)
                self.say(self.t("menu-position", item=self.call_text(calls[self.focus]),
                                position=self.focus + 1, count=len(calls)), "focus")
                self.refresh()
                return
        entries = self.entries()
        here = i = max(0, min(self.focus, len(entries) - 1))
        groups = [e[1][1] if e[0] == "card" else e[0] for e in entries]
        cards = sum(1 for e in entries if e[0] == "card")
        if cmd == "card_previous":
            i = max(0, i - 1)
        elif cmd == "card_next":
            i = min(len(entries) - 1, i + 1)
        elif cmd == "card_first":
            i = 0
        elif cmd == "card_last":   # the last card (the contract and projects come after it)
            i = cards - 1 if cards else len(entries) - 1
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
        self.edge_sound(i == here)
        text = self.entry_text(i)
        if cmd.startswith("suit_") and entries[i][0] == "card":
            count = sum(1 for e in entries if e[0] == "card" and e[1][1] == entries[i][1][1])
            text = self.t("hand-entry-card-suit", card=text, position=1, count=count,
                          suit=self.narrator.suit(entries[i][1][1]))
        self.say(text, "focus")
        self.refresh()

    def edge_sound(self, stayed: bool) -> None:
        """A move that could not go further: the edge sound (the entry is said again)."""
        if stayed:
            self.app.sounds.play("edge")

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
            self.say(self.t("table-no-card"), "focus")
            return
        self.send(Action(self.table.seat, kind, card=entry[1]))

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
            name = self.narrator.call_name(cmd.call) if cmd.call != "suit" \
                else self.narrator.suit(args["suit"])
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

    # -- drawing -------------------------------------------------------
    def model(self) -> Optional[TableModel]:
        """What the table shows now, in words and card codes (see layout.table_layout)."""
        v = self.table.view()
        if v is None:
            return None
        n, t = self.narrator, self.t
        mine = team_of(v.seat)
        trump = v.contract.trump if v.contract else None
        plays, won_by = v.current, None
        if not plays and v.tricks:  # the finished trick stays until the next card
            plays, won_by = v.tricks[-1].plays, v.tricks[-1].winner
        winner = won_by if won_by is not None else (
            plays[winning_index([c for _, c in plays], trump)][0] if plays else None)
        model = TableModel(
            score=t("label-score", us=v.totals[mine], them=v.totals[1 - mine]),
            contract=n.contract(v.contract) if v.contract else n.land(v),
            status=self.app.status_text,
            seats={n.position(s): (n.seat_label(s), v.to_act == s) for s in range(4)},
            trick=[(n.position(s), c, n.card_label(c), s == winner) for s, c in plays],
            hand=[(c, n.card_label(c)) for c in v.hand])
        if v.contract is None and v.phase is Phase.BUY:
            model.turned = (v.land, n.card_label(v.land), t("label-turned-card"))
        if self.zone == "calls" and self.calls():
            model.calls_title = t("call-menu-title")
            model.calls = [self.call_text(a) for a in self.calls()]
            model.calls_focus = max(0, min(self.focus, len(model.calls) - 1))
        elif self.zone == "hand":
            if self.focus < len(v.hand):
                model.hand_focus = self.focus
            elif self.focus < len(self.entries()):
                model.entry = self.entry_text(self.focus)
        return model

    def draw(self, r: Renderer) -> None:
        model = self.model()
        if model is not None:
            r.draw_layout(table_layout(r.width, r.height, self.app.settings.text_size, model,
                                       r.metrics))
