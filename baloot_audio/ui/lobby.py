"""Play online's menus, in words, built from the online state: the server
address and name, the lobby's public tables ("Ahmed's table, Saudi, two seats
free, normal bots"), joining by an invite code, creating a table. They read the
state and ask the controller (:class:`LobbyActions`) for every change."""

from __future__ import annotations

import functools
from typing import Any, Callable, Optional, Protocol

from baloot_audio.core.turn_times import CUSTOM_CARD, TIMERS, custom_seconds
from baloot_audio.options import BOT_LEVELS

from .host import parse_address
from .menus import address_item, cycle, rules_items, table_kind_item
from .online_state import OnlineState
from .screens import MenuItem, MenuScreen
from .shell import Shell
from .speech import Priority
from .online_names import table_words
from .textfield import TextField

NAME_LIMIT = 24
PASSWORD_MIN, PASSWORD_LIMIT = 8, 128


class PlayOnlineActions(Protocol):
    """What the Play online menu asks of the controller."""

    def main_menu(self, priority: Priority = Priority.ANSWER) -> None: ...
    def connect(self, password: Optional[str] = None, register: bool = False) -> None: ...
    def set_host(self, on: bool) -> None: ...
    def login_kept(self) -> Optional[str]: ...
    def log_out_everywhere(self) -> None: ...
    def address_changed(self, form: str) -> None: ...


class LobbyActions(Protocol):
    """What the lobby and the create menu ask of the controller."""

    def choose(self, **change: Any) -> None: ...
    def lobby(self, priority: Priority = Priority.ANSWER) -> None: ...
    def join(self, code: Optional[str] = None, table_id: Optional[str] = None) -> None: ...
    def create(self) -> None: ...
    def disconnect(self) -> None: ...
    def friends(self) -> None: ...
    def diwans(self) -> None: ...
    def tournaments(self) -> None: ...


# -- the Play online menu ---------------------------------------------------------------
def play_online_menu(sh: Shell, state: OnlineState, actions: PlayOnlineActions) -> MenuScreen:
    t, s = sh.t, sh.settings
    items = [
        MenuItem(lambda: t("online-address", address=s.server_address),
                 lambda: ask_field(sh, "server_address")),
        MenuItem(lambda: t("online-name", name=s.player_name or t("text-empty")),
                 lambda: ask_field(sh, "player_name")),
        # registered with the account, sent as a guest (the same setting as in Settings)
        address_item(sh, actions.address_changed),
        MenuItem(lambda: t("online-host", value=t("on" if state.connection.host else "off")),
                 adjust=lambda step: actions.set_host(not state.connection.host)),
        MenuItem(lambda: t("online-connect-as", name=kept) if (kept := actions.login_kept())
                 else t("online-connect"), lambda: actions.connect()),
        MenuItem(lambda: t("online-log-in"), lambda: ask_password(
            sh, "online-password-prompt", lambda pw: actions.connect(password=pw))),
        MenuItem(lambda: t("online-register"), lambda: ask_new_password(sh, actions)),
    ]
    if actions.login_kept():
        items.append(MenuItem(lambda: t("online-log-out-everywhere"),
                              actions.log_out_everywhere))
    items.append(MenuItem(lambda: t("menu-back"), lambda: actions.main_menu()))
    # Escape as Back: after "log out everywhere" this menu is the only screen left
    return MenuScreen(sh, lambda: t("online-title"), items, back=lambda: actions.main_menu(),
                      name="online")


def ask_password(sh: Shell, prompt: str, done: Callable[[str], None]) -> None:
    """A password field: each sign said as "star"; Enter gives it to ``done``."""
    def entered(text: str) -> None:
        sh.pop()
        if text:
            done(text)
    sh.push(TextField(sh, lambda: sh.t(prompt, name=sh.settings.player_name), entered,
                      limit=PASSWORD_LIMIT, secret=True))


def ask_new_password(sh: Shell, actions: PlayOnlineActions) -> None:
    """Register: the password, then again in the same field (the menu is not said between
    the two); the account is asked for when both agree."""
    def first(password: str) -> None:
        if len(password) < PASSWORD_MIN:
            sh.pop()
            sh.speech.say(sh.t("online-bad-password", count=PASSWORD_MIN), Priority.ANSWER,
                          "online-bad-password")
            return
        field.prompt, field.done, field.text = lambda: sh.t("online-password-again"), \
            lambda again: second(password, again), ""
        field.enter()

    def second(password: str, again: str) -> None:
        sh.pop()
        if again == password:
            actions.connect(password=password, register=True)
        elif again:
            sh.speech.say(sh.t("online-passwords-differ"), Priority.ANSWER,
                          "online-passwords-differ")

    field = TextField(sh, lambda: sh.t("online-password-new", name=sh.settings.player_name),
                      first, limit=PASSWORD_LIMIT, secret=True)
    sh.push(field)


def ask_field(sh: Shell, name: str) -> None:
    """The one-line field for the server address or the player's name."""
    prompt, limit = ("online-address-prompt", 120) if name == "server_address" \
        else ("online-name-prompt", NAME_LIMIT + 20)
    sh.push(TextField(sh, lambda: sh.t(prompt), lambda text: set_field(sh, name, text),
                      text=getattr(sh.settings, name), limit=limit))


def bad_field(name: str, text: str) -> Optional[tuple[str, dict]]:
    """Why ``text`` cannot be the address or the name: a message id and its arguments
    (None: it can)."""
    if name == "server_address" and parse_address(text) is None:
        return "online-bad-address", {"address": text or "-"}
    if name == "player_name" and not 1 <= len(text) <= NAME_LIMIT:
        return "online-bad-name", {"limit": NAME_LIMIT}
    return None


def set_field(sh: Shell, name: str, text: str) -> None:
    """A typed address or name: kept when it is usable, else said why (nothing changes)."""
    why = bad_field(name, text)
    if why is not None:
        sh.speech.say(sh.t(why[0], **why[1]), Priority.ANSWER, why[0])
        return
    setattr(sh.settings, name, text)
    sh.save_settings()
    sh.pop()


# -- the lobby --------------------------------------------------------------------------
class StandingActions(Protocol):
    """Where an account stands (ui/standing.py): asked from the lobby."""

    def my_rating(self) -> None: ...
    def leaderboard(self) -> None: ...
    def statistics(self) -> None: ...
    def history(self) -> None: ...


def lobby_screen(sh: Shell, state: OnlineState, actions: LobbyActions,
                 standing: Optional[StandingActions] = None) -> MenuScreen:
    """The lobby of ``state.listing``: its tables, then creating, a code, where an
    account stands (its rating, the leaderboard, statistics, history), refresh, leave."""
    t, listing = sh.t, state.listing
    assert listing is not None
    items = [MenuItem(functools.partial(table_words, t, info),
                      functools.partial(actions.join, table_id=info.table_id))
             for info in listing.tables]
    if not listing.tables:
        items.append(MenuItem(lambda: t("lobby-no-tables")))
    items += [MenuItem(lambda: t("lobby-create"), lambda: open_create_menu(sh, state, actions,
                                                                           None)),
              MenuItem(lambda: t("lobby-join-code"), lambda: ask_code(sh, actions))]
    if standing is not None and not listing.guest:
        items += [MenuItem(lambda: t("lobby-my-rating"), standing.my_rating),
                  MenuItem(lambda: t("lobby-leaderboard"), lambda: standing.leaderboard()),
                  MenuItem(lambda: t("lobby-statistics"), standing.statistics),
                  MenuItem(lambda: t("lobby-history"), lambda: standing.history())]
    if not listing.guest:     # friends are for accounts
        items += [MenuItem(lambda: t("lobby-friends"), actions.friends),
                  MenuItem(lambda: t("lobby-diwans"), actions.diwans)]
    items.append(MenuItem(lambda: t("lobby-tournaments"), actions.tournaments))
    items += [MenuItem(lambda: t("lobby-refresh"), actions.lobby),
              MenuItem(lambda: t("lobby-disconnect"), actions.disconnect)]
    # a guest hears it (the same words as for a name at the table): logged in or not
    me = t("name-guest", name=listing.name, **{"name-form": listing.form}) \
        if listing.guest else listing.name
    return MenuScreen(sh, lambda: t("lobby-title", name=me), items,
                      back=actions.disconnect, name="lobby")


# the create menu's turn timers: off, relaxed, tournament, then custom by seconds a card
TIMER_CHOICES = [(timer, None) for timer in TIMERS] + [("custom", card) for card in CUSTOM_CARD]


def timer_choice(state: OnlineState) -> tuple[str, Optional[float]]:
    c = state.choices
    return c.timer, c.timer_card if c.timer == "custom" else None


def timer_choice_words(t: Any, state: OnlineState) -> str:
    timer, card = timer_choice(state)
    if card is None:
        return t(f"timer-{timer}")
    return t("timer-custom", card=round(card), call=round(custom_seconds(card)["call"]))


def choose_timer(state: OnlineState, actions: "LobbyActions", step: int) -> None:
    timer, card = cycle(TIMER_CHOICES, timer_choice(state), step)
    actions.choose(timer=timer, timer_card=card or state.choices.timer_card)


def ask_code(sh: Shell, actions: LobbyActions) -> None:
    sh.push(TextField(sh, lambda: sh.t("online-code-prompt"),
                      lambda code: actions.join(code=code.upper()), limit=12))


# -- creating a table -------------------------------------------------------------------
def open_create_menu(sh: Shell, state: OnlineState, actions: LobbyActions,
                     diwan: Optional[str] = None) -> None:
    """The create menu (``diwan``: for a table in this diwan); the bots' level starts
    as the settings' opponent bot."""
    actions.choose(diwan=diwan)
    if state.choices.bots is None:
        actions.choose(bots=sh.settings.opponent_bot)
    sh.push(create_menu(sh, state, actions))


def create_menu(sh: Shell, state: OnlineState, actions: LobbyActions) -> MenuScreen:
    t, s = sh.t, sh.settings
    items = [
        *rules_items(t, s),
        MenuItem(lambda: t("create-public", value=t("on" if state.choices.public else "off")),
                 adjust=lambda step: actions.choose(public=not state.choices.public)),
        MenuItem(lambda: t("create-bots", value=t(f"bot-{state.choices.bots}")),
                 adjust=lambda step: actions.choose(
                     bots=cycle(BOT_LEVELS, state.choices.bots, step))),
        table_kind_item(t, s),
        MenuItem(lambda: t("create-timer", value=timer_choice_words(t, state)),
                 adjust=lambda step: choose_timer(state, actions, step)),
        MenuItem(lambda: t("create-memory-aids",
                           value=t("on" if state.choices.memory_aids else "off")),
                 adjust=lambda step: actions.choose(memory_aids=not state.choices.memory_aids)),
        MenuItem(lambda: t("create-rated", value=t("on" if state.choices.rated else "off")),
                 adjust=lambda step: actions.choose(rated=not state.choices.rated)),
        MenuItem(lambda: t("create-confirm"), actions.create),
        MenuItem(lambda: t("menu-back"), sh.pop),
    ]
    return MenuScreen(sh, lambda: t("create-title"), items, back=sh.pop, name="create")
