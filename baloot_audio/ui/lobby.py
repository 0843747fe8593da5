"""Play online's menus, in words: the server address and name, the lobby's
public tables ("Ahmed's table, Saudi, two seats free, normal bots"), joining
by an invite code, creating a table. The connection is :class:`Online`'s."""

from __future__ import annotations

from typing import TYPE_CHECKING, Optional

from baloot_audio.core import PRESETS
from baloot_audio.net import protocol as p
from baloot_audio.net.client import ServerError
from baloot_audio.options import BOT_LEVELS

from .host import copy_text, parse_address
from .menus import cycle, rules_items
from .netloop import ANSWER_WAIT
from .screens import MenuItem, MenuScreen
from .session import spaced
from .speech import Priority
from .textfield import TextField

if TYPE_CHECKING:
    from .online import Online

NAME_LIMIT = 24


# -- the Play online menu ---------------------------------------------------------------
def play_online_menu(online: "Online") -> None:
    sh, t, s = online.shell, online.t, online.shell.settings
    items = [
        MenuItem(lambda: t("online-address", address=s.server_address),
                 lambda: ask_field(online, "server_address")),
        MenuItem(lambda: t("online-name", name=s.player_name or t("text-empty")),
                 lambda: ask_field(online, "player_name")),
        MenuItem(lambda: t("online-host", value=t("on" if online.host else "off")),
                 adjust=lambda step: setattr(online, "host", not online.host)),
        MenuItem(lambda: t("online-connect"), online.connect),
        MenuItem(lambda: t("menu-back"), lambda: online.main_menu()),
    ]
    sh.push(MenuScreen(sh, lambda: t("online-title"), items, back=sh.pop, name="online"))


def ask_field(online: "Online", name: str) -> None:
    """The one-line field for the server address or the player's name."""
    sh = online.shell
    prompt, limit = ("online-address-prompt", 120) if name == "server_address" \
        else ("online-name-prompt", NAME_LIMIT + 20)
    sh.push(TextField(sh, lambda: online.t(prompt), lambda text: set_field(online, name, text),
                      text=getattr(sh.settings, name), limit=limit))


def bad_field(name: str, text: str) -> Optional[tuple[str, dict]]:
    """Why ``text`` cannot be the address or the name: a message id and its arguments
    (None: it can)."""
    if name == "server_address" and parse_address(text) is None:
        return "online-bad-address", {"address": text or "-"}
    if name == "player_name" and not 1 <= len(text) <= NAME_LIMIT:
        return "online-bad-name", {"limit": NAME_LIMIT}
    return None


def set_field(online: "Online", name: str, text: str) -> None:
    """A typed address or name: kept when it is usable, else said why (nothing changes)."""
    why = bad_field(name, text)
    if why is not None:
        online.tell(why[0], Priority.ANSWER, **why[1])
        return
    setattr(online.shell.settings, name, text)
    online.shell.save_settings()
    online.shell.pop()


def refused(online: "Online", error: BaseException) -> None:
    """A lobby request the server refused or did not answer: said, nothing changes."""
    if isinstance(error, ServerError):
        msg = f"online-error-{error.code.replace('_', '-')}"
        if online.t.has(msg):
            online.tell(msg, Priority.ANSWER)
        else:
            online.tell("online-error", Priority.ANSWER, code=error.code)
    else:
        online.tell("online-no-answer", Priority.ANSWER, seconds=int(ANSWER_WAIT))


# -- the lobby --------------------------------------------------------------------------
def show_lobby(online: "Online", tables: list[p.TableInfo],
               priority: Priority = Priority.ANSWER) -> None:
    sh, t = online.shell, online.t
    items = [MenuItem(lambda info=info: table_words(t, info),
                      lambda info=info: join(online, table_id=info.table_id))
             for info in tables]
    if not tables:
        items.append(MenuItem(lambda: t("lobby-no-tables")))
    items += [MenuItem(lambda: t("lobby-create"), lambda: create_menu(online)),
              MenuItem(lambda: t("lobby-join-code"), lambda: ask_code(online)),
              MenuItem(lambda: t("lobby-refresh"), online.lobby),
              MenuItem(lambda: t("lobby-disconnect"), online.disconnect)]
    name = online.client.name if online.client else ""
    sh.show(MenuScreen(sh, lambda: t("lobby-title", name=name), items,
                       back=online.disconnect, name="lobby"), priority)
    online.drop_lines(("online-connecting", "net-retrying"))   # no longer true


def table_words(t, info: p.TableInfo) -> str:
    creator = next((s.name for s in info.seats if s.player_id == info.creator), None)
    free = sum(1 for s in info.seats if s.kind in ("empty", "bot"))
    levels = {s.level for s in info.seats if s.kind in ("empty", "bot")}
    bots = t(f"bot-{levels.pop()}") if len(levels) == 1 else t("lobby-mixed-bots")
    return t("lobby-table", name=creator or "?", preset=t(f"preset-{info.preset}"),
             free=free, bots=bots)


def ask_code(online: "Online") -> None:
    online.shell.push(TextField(online.shell, lambda: online.t("online-code-prompt"),
                                lambda code: join(online, code=code.upper()), limit=12))


def join(online: "Online", code: Optional[str] = None, table_id: Optional[str] = None) -> None:
    assert online.client is not None
    if code is not None and not (code.isalnum() and 4 <= len(code) <= 12):
        online.tell("online-error-unknown-table", Priority.ANSWER)
        return
    online.net.run(online.client.join(code=code, table_id=table_id), online.joined,
                   lambda error: refused(online, error))


# -- creating a table -------------------------------------------------------------------
def create_menu(online: "Online") -> None:
    sh, t, s = online.shell, online.t, online.shell.settings
    if online.bots is None:
        online.bots = s.opponent_bot
    items = [
        *rules_items(t, s),
        MenuItem(lambda: t("create-public", value=t("on" if online.public else "off")),
                 adjust=lambda step: setattr(online, "public", not online.public)),
        MenuItem(lambda: t("create-bots", value=t(f"bot-{online.bots}")),
                 adjust=lambda step: setattr(online, "bots",
                                             cycle(BOT_LEVELS, online.bots, step))),
        MenuItem(lambda: t("create-confirm"), lambda: create(online)),
        MenuItem(lambda: t("menu-back"), sh.pop),
    ]
    sh.push(MenuScreen(sh, lambda: t("create-title"), items, back=sh.pop, name="create"))


def create(online: "Online") -> None:
    s = online.shell.settings
    assert online.client is not None
    if s.preset not in PRESETS or s.target not in PRESETS[s.preset].targets:
        s.preset, s.target = "saudi", PRESETS["saudi"].target
    online.shell.save_settings()
    bots = online.bots or s.opponent_bot
    work = online.client.create_table(preset=s.preset, options={"target": s.target},
                                      public=online.public, bots=[bots] * 4, seat=0)

    def created(table) -> None:
        online.joined(table)
        tell_code(online, copy=True)
    online.net.run(work, created, lambda error: refused(online, error))


def tell_code(online: "Online", copy: bool = False, priority: Priority = Priority.EVENT) -> None:
    code = online.table.info.code if online.table else None
    if not code:
        return
    # the room's words: details, which yield to the match once it starts (kept for
    # "what did I miss"); the room's menu has the code too
    online.tell("online-code", priority, detail=True, code=spaced(code))
    if copy:
        online.tell("online-code-copied" if copy_text(online.shell, code)
                    else "online-code-not-copied", Priority.EVENT, detail=True)
