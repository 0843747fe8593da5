"""Play online without a window: the Online controller, its lobby, room, presence, chat
and reconnection against a real server on 127.0.0.1 (in a thread of this process),
with the client's asyncio loop pumped as pyglet's clock would (ui/netloop.py)."""

from __future__ import annotations

import asyncio
import threading
import time

import pytest

from baloot_audio.net.client.connection import Client
from baloot_audio.ui.chat import Chat, ChatTableScreen
from baloot_audio.ui.commands import Chord, Keymap
from baloot_audio.ui.connection import KEEPALIVE
from baloot_audio.ui.host import LocalServer, parse_address, server_url
from baloot_audio.ui.lobby import play_online_menu, set_field
from baloot_audio.ui.netloop import NetLoop
from baloot_audio.ui.online import Online
from baloot_audio.ui.session import MatchSession
from baloot_audio.ui.textfield import TextField
from baloot_audio.ui.tokens import Tokens
from net.helpers import free_port, running_server
from ui.test_session import FakeShell
from patience import Patience, waited


class Shell(FakeShell):
    def __init__(self):
        super().__init__()
        self.keymap = Keymap()

    def push(self, screen):
        self.stack.append(screen)
        screen.enter()

    def pop(self, enter=True):
        if len(self.stack) > 1:
            self.stack.pop()
            if enter:
                self.stack[-1].enter()

    def save_settings(self):
        return True

    def said(self, msg_id: str) -> list[str]:
        return [r["text"] for r in self.records("speech") if r.get("id") == msg_id]

    def press(self, key: str) -> None:
        """A key as the window hands it over (WindowShell.on_key_press): its command in
        the top screen's contexts, else the screen's own keys (a text field's Enter)."""
        chord = Chord.parse(key)
        cmd = self.keymap.lookup(chord, self.screen.contexts)
        if cmd is not None:
            self.screen.command(cmd)
        else:
            getattr(self.screen, "on_unbound_key", lambda chord: False)(chord)

    def type(self, text: str) -> None:
        for sign in text:
            self.screen.on_text(sign)


class ServerThread:
    """A server on 127.0.0.1 in its own thread and loop (``url``); ``stop()`` ends it
    as a stopped server would (its connections close)."""

    def __init__(self, bot_delay: float = 0.0):
        self.url, self._stop = "", threading.Event()
        self.server = None

        async def main():
            async with running_server(bot_delay=bot_delay) as (server, url):
                self.server, self.url = server, url
                while not self._stop.is_set():
                    await asyncio.sleep(0.02)

        self.thread = threading.Thread(target=asyncio.run, args=(main(),), daemon=True)
        self.thread.start()
        bound = Patience(10)
        while not self.url:
            assert not bound.over(), "the server did not start"
            time.sleep(0.01)

    def stop(self, *clients: Online) -> None:
        """Stop; the ``clients`` connected meanwhile are pumped (their side of the
        closing handshake, as the game's loop would go on)."""
        self._stop.set()
        bound = Patience(15)
        while self.thread.is_alive():
            assert not bound.over(), "the server did not stop"
            for online in clients:
                online.net.pump()
            self.thread.join(0.005)


@pytest.fixture
def server():
    """A server on 127.0.0.1 in its own thread and loop; yields its ws:// URL."""
    running = ServerThread()
    yield running.url
    running.stop()


def online_for(shell: Shell, tokens: Tokens | None = None) -> tuple[Online, list[str]]:
    """An Online wired as the app wires it (the table screen's chat keys and Escape)."""
    session = MatchSession(shell)
    menus: list[str] = []
    net = NetLoop(lambda fn, interval: None, lambda fn: None)    # pumped by the test
    online = Online(shell, session, lambda priority=None: menus.append("main"), net, tokens)
    session.main_menu = lambda priority=None: menus.append("main")
    session.table_screen = ChatTableScreen.factory(online.chat, online.reconnect.key)
    return online, menus


def hosting(shell: Shell, port: int, name: str) -> tuple[Online, list[str]]:
    """An Online that starts the game's own server on ``port`` when it connects."""
    online, menus = online_for(shell)
    shell.settings.server_address, shell.settings.player_name = f"127.0.0.1:{port}", name
    online.set_host(True)
    return online, menus


def pump(online: Online | list[Online], until, what: str, timeout: float = 10.0,
         detail=None) -> None:
    """Run the client loops (as pyglet's clock would) until ``until()``, at most ``timeout`` s."""
    bound = Patience(timeout)
    while not until():
        assert not bound.over(), f"waited {waited(timeout)} for {what}: " \
            + str(detail.records("speech")[-4:] if detail else "")
        for each in online if isinstance(online, list) else [online]:
            each.net.pump()
            each.shell.speech.poll()   # as the window's clock does
        time.sleep(0.005)


def connect(shell: Shell, url: str, name: str, tokens: Tokens | None = None) -> Online:
    online, _ = online_for(shell, tokens)
    shell.settings.server_address = url.removeprefix("ws://")
    shell.settings.player_name = name
    before = shell.screen
    online.connect()
    pump(online, lambda: shell.screen is not before and shell.screen.name == "lobby",
         "the lobby")
    return online


def test_addresses():
    assert parse_address("127.0.0.1:9000") == ("127.0.0.1", 9000)
    assert parse_address("localhost") == ("localhost", 8765)
    assert parse_address("[::1]:8765") == ("::1", 8765)
    assert server_url("wss://games.example.org:443/") == "wss://games.example.org:443"
    assert server_url("[::1]:9") == "ws://[::1]:9" and server_url("ws://h") == "ws://h:8765"
    for bad in ("", "a b:1", "host:0", "host:99999", "host:port", "http://x:1", "[::1]x",
                "ws://x:1/path"):
        assert parse_address(bad) is None, bad


def test_the_text_field_speaks_what_is_typed_and_deleted():
    shell = Shell()
    got: list[str] = []
    shell.push(TextField(shell, lambda: "Name", got.append, limit=4))
    for sign in "Ab c":
        shell.screen.on_text(sign)
    shell.screen.on_text("d")                        # over the limit: said, not typed
    shell.screen.on_unbound_key(type("C", (), {"key": "BACKSPACE", "mods": 0})())
    assert [r["text"] for r in shell.records("speech")][1:] == \
        ["A", "b", "space", "c", "At most 4 characters.", "c deleted"]
    shell.screen.on_unbound_key(type("C", (), {"key": "ENTER", "mods": 0})())
    assert got == ["Ab"]


def test_bad_input_is_said_and_changes_nothing(server):
    shell = Shell()
    online, _ = online_for(shell)
    shell.settings.player_name = "x" * 25
    online.connect()
    assert shell.said("online-bad-name") == ["A name has 1 to 24 letters."]
    shell.push(TextField(shell, lambda: "", lambda text: None))
    set_field(shell, "server_address", "not an address")
    assert shell.settings.server_address == "127.0.0.1:8765"
    assert shell.said("online-bad-address")
    shell.settings.player_name = "Ann"
    shell.settings.server_address = "127.0.0.1:1"          # nothing listens there
    online.connect()
    pump(online, lambda: shell.said("online-unreachable"), "the unreachable message")
    assert shell.screen.name == "text_field" and online.client is None
    online = connect(shell, server, "Ann")
    online.tables.join(code="ZZZZZZ")
    pump(online, lambda: shell.said("online-error-unknown-table"), "a refused code")
    assert shell.screen.name == "lobby" and online.table is None
    online.close()


def test_lobby_room_names_presence_chat_and_reconnection(server):
    shell = Shell()
    online = connect(shell, server, "Ann")
    online.tables.choose(public=False, bots="basic")
    shell.speech.rate = 20   # a slow voice: the room's words are still waiting at the start
    online.tables.create()
    pump(online, lambda: shell.screen.name == "room", "the room")
    code = online.table.info.code
    # no window, no clipboard: said in the code's line (never alone, out of its context)
    assert shell.said("online-code") == [f"Invite code: {' '.join(code)}. "
                                         "The code could not be copied to the clipboard."]
    guest = Client()
    guest_loop = online.net.loop

    async def join():
        await guest.connect(server, "Bea")
        await guest.join(code=code)
        await guest.take_seat(2)
    online.net.run(join(), lambda _: None, lambda e: pytest.fail(str(e)), timeout=5)
    pump(online, lambda: shell.said("presence-taken"), "Bea's arrival")
    # who came, once, then where they sit (not "joined" twice, nor "watching" on the way)
    assert shell.said("people-joined") == ["guest Bea joined the table."]
    assert shell.said("presence-taken") == ["guest Bea sits across from you."]
    labels = [item.label() for item in shell.screen.items]
    assert labels == ["Sit to the left of Bea (steady player bot until then)",
                      "guest Bea sits across from you",
                      "Sit to the right of Bea (steady player bot until then)",
                      f"Invite code: {' '.join(code)}", "Change the invite code",
                      "Start the match",
                      "Write a chat message", "Leave the table"]
    online.tables.start()
    pump(online, lambda: online.session.table is online.table, "the match")
    # the room's words yield to the match: none waits before its first words (what
    # was not heard is kept for "what did I miss")
    room_ids = {"online-code", "online-code-not-copied", "presence-taken"}
    assert not [u for u in shell.speech.pending if u.msg_id in room_ids]
    assert shell.speech.missed and {u.msg_id for u in shell.speech.missed_items()} <= room_ids
    shell.speech.rate = 175
    assert shell.narrator.seat(2) == "guest Bea" and shell.narrator.seat(1) == "Right"
    assert guest_loop is online.net.loop
    online.net.run(guest.chat("salam"), lambda _: None, lambda e: None)
    pump(online, lambda: shell.said("chat-line"), "the chat line")
    assert shell.said("chat-line") == ["guest Bea, across from you, says: salam"]
    shell.settings.chat_spoken = False
    online.net.run(guest.chat("again"), lambda _: None, lambda e: None)
    pump(online, lambda: len(online.chat.lines) == 2, "the muted line")
    assert shell.said("chat-line") == ["guest Bea, across from you, says: salam"]
    online.chat.review(-1)
    assert shell.records("speech")[-1]["text"] == "guest Bea, across from you, says: again"
    shell.settings.chat_spoken = True
    online.net.run(guest.chat("Merci !"), lambda _: None, lambda e: None)   # a French phrase
    pump(online, lambda: len(shell.said("chat-line")) == 2, "a quick phrase")
    assert shell.said("chat-line")[-1] == "guest Bea, across from you, says: Thank you!"
    online.client.ws.transport.abort()      # its socket closed, as by a failing network
    pump(online, lambda: shell.said("net-summary"), "the reconnection", timeout=15)
    assert shell.said("net-lost-kept") == ["Connection to the server lost. Your seat is kept "
                                           "for 2 minutes; trying again. Escape stops trying."]
    # a try's line only in a quiet moment (test_reconnect.py, on a clock of its own): on a
    # busy machine the first try can come in the loop's slice that said the lost line
    assert shell.said("net-retrying") in ([], ["Reconnecting, try 1."])
    assert shell.said("net-back") and online.session.table is online.table
    online.net.run(guest.close(), lambda _: None, lambda e: None)
    online.close()


def test_a_server_on_this_computer_starts_with_connect_and_stops_with_disconnect():
    port = free_port()
    shell = Shell()
    online, menus = hosting(shell, port, "Ann")
    try:
        online.connect()
        assert shell.said("online-server-started") == [f"Server started on 127.0.0.1:{port}."]
        pump(online, lambda: shell.screen is not None and shell.screen.name == "lobby",
             "the lobby of our own server", timeout=30, detail=shell)
        assert online.server.running
        online.disconnect()
        assert not online.server.running and menus == ["main"]
    finally:
        online.close()
    assert not LocalServer().running


def test_a_server_that_cannot_start_is_said_at_once():
    """The game's own server finds another server of this game using its database
    (started earlier by hand, on another port): the player is told so as soon as it
    exits, not after the 30 s a starting server is given."""
    import socket

    first = LocalServer()
    port = free_port()
    assert first.start("127.0.0.1", port)
    try:
        bound = Patience(30)
        while True:   # listening: it holds the database
            with socket.socket() as probe:
                if probe.connect_ex(("127.0.0.1", port)) == 0:
                    break
            assert not bound.over(), "the first server did not start"
            time.sleep(0.1)
        shell = Shell()
        online, _ = hosting(shell, free_port(), "Bea")
        try:
            online.connect()
            pump(online, lambda: shell.said("online-server-failed"), "the failure", timeout=10,
                 detail=shell)
            # told from the exit and its reason (not the end of the wait, which has none)
            assert online.server.exited
            assert "another server of this game" in shell.said("online-server-failed")[0]
            assert not shell.said("online-unreachable")
        finally:
            online.close()
    finally:
        first.stop()


def test_chat_keys_away_from_an_online_table():
    shell = Shell()
    chat = Chat(shell, lambda text: False)
    assert chat.command("chat_open") and shell.said("chat-offline")
    assert not chat.command("play")


def test_a_server_that_stops_answering_is_heard_within_seconds():
    """Never a silent freeze: a frozen server (SIGSTOP) is said lost, then retried."""
    import os
    import signal
    shell = Shell()
    online, _ = hosting(shell, free_port(), "Ann")
    try:
        online.connect()
        pump(online, lambda: shell.screen is not None and shell.screen.name == "lobby",
             "the lobby", timeout=30, detail=shell)
        os.kill(online.server.process.pid, signal.SIGSTOP)
        frozen = time.monotonic()
        # pings every KEEPALIVE seconds, one unanswered for twice that is a loss
        pump(online, lambda: shell.said("net-lost"), "the lost connection",
             timeout=4 * KEEPALIVE + 5)
        lost_after = time.monotonic() - frozen
        pump(online, lambda: shell.said("net-retrying"), "a retry", timeout=10)
        os.kill(online.server.process.pid, signal.SIGCONT)
        pump(online, lambda: shell.said("net-back"), "the way back", timeout=30)
        assert shell.screen.name == "lobby"
        print(f"a frozen server was said lost after {lost_after:.1f} s")
    finally:
        if online.server.process is not None:
            os.kill(online.server.process.pid, signal.SIGCONT)
        online.close()


def test_the_lobby_lists_public_tables_in_words_and_joins_one(server):
    shell = Shell()
    online = connect(shell, server, "Cy")
    host = Client()

    async def create():
        await host.connect(server, "Ahmed")
        await host.create_table(public=True, bots=["normal"] * 4, seat=0)
    done = []
    online.net.run(create(), done.append, lambda e: pytest.fail(str(e)))
    pump(online, lambda: done, "a public table")
    online.tables.lobby()
    pump(online, lambda: shell.screen.items[0].label() != "No public table yet.", "the list")
    assert shell.screen.items[0].label() == \
        "Ahmed's table, Saudi, 3 seats free, normal (sound play) bots: easy, every mistake " \
        "refused; turn timer off; memory aids off."
    shell.screen.command("menu_select")
    pump(online, lambda: shell.screen.name == "room", "the room")
    assert [i.label() for i in shell.screen.items][:2] == \
        ["guest Ahmed sits at seat 1", "Sit to the right of Ahmed (normal (sound play) bot until then)"]
    online.net.run(host.close(), lambda _: None, lambda e: None)
    online.close()


def test_the_waiting_room_has_the_chat_keys_and_leaving_asks_first(server):
    """Before the start: Ctrl+T opens the chat field as at the table (the typed line goes
    there, not to the list's first letters) and reaches the other player; leaving asks
    first, "no" first; who left is said to the others at once (not a detail)."""
    ann_shell, bea_shell = Shell(), Shell()
    ann = connect(ann_shell, server, "Ann")
    ann.tables.choose(public=False, bots="basic")
    ann.tables.create()
    pump(ann, lambda: ann_shell.screen.name == "room", "Ann's room")
    bea = connect(bea_shell, server, "Bea")
    bea.tables.join(code=ann.table.info.code)
    pump(bea, lambda: bea_shell.screen.name == "room", "Bea's room")
    bea.tables.sit(2)
    both = [ann, bea]
    pump(both, lambda: ann_shell.said("presence-taken"), "Bea sitting down")
    bea_shell.press("ctrl+T")
    assert bea_shell.screen.name == "text_field"
    bea_shell.type("la salam")               # "l" would have reached "Leave the table"
    bea_shell.press("ENTER")
    assert bea_shell.screen.name == "room" and bea.table is not None
    pump(both, lambda: ann_shell.said("chat-line"), "the chat line")
    # the speaker's seat with the name (and a guest said as one)
    assert ann_shell.said("chat-line") == ["guest Bea, across from you, says: la salam"]
    pump(both, lambda: bea.chat.lines, "Bea's own line back")
    bea_shell.press("ctrl+PAGEUP")           # the chat history, as at the table
    assert bea_shell.records("speech")[-1]["text"] == "You say: la salam"
    # Escape asks, "no" first: Enter stays at the table
    bea_shell.press("ESCAPE")
    assert bea_shell.screen.name == "confirm"
    assert bea_shell.screen.item_text() == "No, 1 of 2"
    bea_shell.press("ENTER")
    assert bea_shell.screen.name == "room" and bea.table.seat == 2
    # the list's own Leave asks too; yes leaves, and Ann hears it at once
    bea_shell.press("END")
    assert bea_shell.screen.item_text().startswith("Leave the table")
    bea_shell.press("ENTER")
    assert bea_shell.screen.name == "confirm"
    bea_shell.press("DOWN")
    bea_shell.press("ENTER")
    pump(both, lambda: ann_shell.said("presence-left") and bea_shell.screen.name == "lobby",
         "Bea leaving", detail=ann_shell)
    assert ann_shell.said("presence-left") == ["Bea left the table."]
    left = [r for r in ann_shell.records("speech") if r.get("id") == "presence-left"]
    assert not left[0].get("detail")          # said in turn, never yielded to the match
    assert "Sit across from you" in [i.label() for i in ann_shell.screen.items][1]
    for each in both:
        each.close()


def test_moving_to_another_seat_before_the_start(server):
    """A player who sits elsewhere in the room hears where, once; leaving the old seat
    says nothing (to anyone), and the seat and the list follow."""
    ann_shell, bea_shell = Shell(), Shell()
    ann = connect(ann_shell, server, "Ann")
    ann.tables.choose(public=False, bots="basic")
    ann.tables.create()
    pump(ann, lambda: ann_shell.screen.name == "room", "Ann's room")
    bea = connect(bea_shell, server, "Bea")
    bea.tables.join(code=ann.table.info.code)
    pump(bea, lambda: bea_shell.screen.name == "room", "Bea's room")
    both = [ann, bea]
    bea.tables.sit(2)
    pump(both, lambda: ann_shell.said("presence-taken") and bea.table.seat == 2, "Bea sitting")
    bea.tables.sit(1)
    pump(both, lambda: len(ann_shell.said("presence-taken")) == 2 and bea.table.seat == 1,
         "Bea moving")
    pump(both, lambda: len(bea_shell.said("presence-you-sit")) == 2, "Bea's words")
    assert bea_shell.said("presence-you-sit") == ["You sit across from Ann.",
                                                  "You sit to the right of Ann."]
    assert ann_shell.said("presence-taken") == ["guest Bea sits across from you.",
                                                "guest Bea sits to your right."]
    assert ann_shell.said("people-joined") == ["guest Bea joined the table."]
    assert not ann_shell.said("people-watching")     # before the start, not "watching"
    assert not ann_shell.said("presence-left") and not bea_shell.said("presence-left")
    assert [i.label() for i in bea_shell.screen.items][:3] == \
        ["guest Ann sits to your left", "Sit across from Ann (steady player bot until then)",
         "Sit to the left of Ann (steady player bot until then)"]
    assert ann_shell.narrator.names == {1: "guest Bea"} and bea_shell.narrator.names == {0: "guest Ann"}
    for each in both:
        each.close()


def screens_said(shell: Shell) -> list[str]:
    return [r["text"] for r in shell.records("speech") if r.get("id") == "screen"]


def test_registering_asks_the_password_twice_in_one_field_and_logging_out_keeps_escape(server):
    """The second password is asked in the same field: the menu is not said between the
    two. After "log out everywhere", Escape in the Play online menu still answers (the
    main menu), as its Back does."""
    shell = Shell()
    online, menus = online_for(shell)
    shell.settings.server_address = server.removeprefix("ws://")
    shell.settings.player_name = "Ann"
    shell.push(play_online_menu(shell, online.state, online))
    shell.press("END")
    shell.press("UP")
    assert shell.screen.item_text() == "Register this name, 7 of 8"
    shell.press("ENTER")
    shell.type("correct horse")
    shell.press("ENTER")
    assert shell.screen.name == "text_field"
    shell.type("correct horse")
    shell.press("ENTER")
    assert screens_said(shell)[-3:] == [
        "A new password for Ann, at least 8 characters, edit: empty",
        "The same password again, edit: empty", "Play online. Register this name, 7 of 8"]
    pump(online, lambda: shell.screen.name == "lobby", "the lobby")
    online.disconnect()
    shell.push(play_online_menu(shell, online.state, online))
    shell.press("END")
    shell.press("UP")
    assert shell.screen.item_text() == "Log out everywhere, 8 of 9"
    shell.press("ENTER")
    pump(online, lambda: shell.said("online-logged-out"), "logged out")
    assert len(shell.stack) == 1 and shell.screen.name == "online"
    before = len(menus)
    shell.press("ESCAPE")
    assert len(menus) == before + 1          # the main menu, as Back
    online.close()


def test_the_people_list_follows_the_table_and_a_removed_persons_menu_closes(server):
    """Ctrl+P's list is the table as it is: a watcher removed is no longer in it, and
    the menu of the person removed closes once the server has done it; a report's
    question comes back to the person's menu."""
    shell = Shell()
    ann = connect(shell, server, "Ann")
    ann.tables.choose(public=False, bots="basic")
    ann.tables.create()
    pump(ann, lambda: shell.screen.name == "room", "the room")
    eve = Client()

    async def watch():
        await eve.connect(server, "Eve")
        await eve.join(code=ann.table.info.code)
    ann.net.run(watch(), lambda _: None, lambda e: pytest.fail(str(e)), timeout=5)
    pump(ann, lambda: shell.said("people-joined"), "Eve coming to the table")
    shell.press("ctrl+P")
    assert shell.screen.name == "people"
    assert [i.label() for i in shell.screen.items] == [
        "guest Eve watches the table", "Change the invite code", "Back"]
    shell.press("ENTER")
    assert shell.screen.name == "person"
    shell.press("DOWN")
    shell.press("DOWN")
    shell.press("ENTER")                         # Report guest Eve: asked first
    shell.press("DOWN")
    shell.press("ENTER")
    assert shell.screen.name == "person"         # the question comes back here
    pump(ann, lambda: shell.said("people-reported"), "the report")
    shell.press("DOWN")
    shell.press("ENTER")                         # Remove guest Eve from the table
    shell.press("DOWN")
    shell.press("ENTER")
    pump(ann, lambda: shell.said("people-removed"), "Eve removed")
    assert shell.said("people-removed") == ["guest Eve was removed from the table."]
    assert shell.screen.name == "people"
    assert [i.label() for i in shell.screen.items] == ["Change the invite code", "Back"]
    assert screens_said(shell)[-1] == "People at the table. Change the invite code, 1 of 2"
    ann.net.run(eve.close(), lambda _: None, lambda e: None)
    ann.close()


def test_the_lobby_says_whether_we_play_as_a_guest(server):
    """Logged in or not is heard in the lobby's first words: a guest's name is said as a
    guest's (as at the table); an account's is the name alone."""
    guest_shell, account_shell = Shell(), Shell()
    guest = connect(guest_shell, server, "Bea")
    assert screens_said(guest_shell)[-1].startswith("Online lobby. You are guest Bea. ")
    account, _ = online_for(account_shell)
    account_shell.settings.server_address = server.removeprefix("ws://")
    account_shell.settings.player_name = "Ann"
    account.connect(password="correct horse", register=True)
    pump(account, lambda: account_shell.screen is not None
         and account_shell.screen.name == "lobby", "the lobby")
    assert screens_said(account_shell)[-1].startswith("Online lobby. You are Ann. ")
    for each in (guest, account):
        each.close()


def test_the_create_menu_offers_a_custom_timer_by_seconds_a_card(server):
    from baloot_audio.ui.lobby import create_menu

    shell = Shell()
    online = connect(shell, server, "Ann")
    online.tables.choose(bots="basic")
    menu = create_menu(shell, online.state, online.tables)
    item = next(i for i in menu.items if i.label().startswith("Turn timer"))
    heard = []
    for _ in range(5):                   # off, relaxed, tournament, then custom by seconds
        item.adjust(1)
        heard.append(item.label())
    assert heard[2:] == ["Turn timer: custom (5 seconds a card, 4 a call)",
                         "Turn timer: custom (10 seconds a card, 8 a call)",
                         "Turn timer: custom (20 seconds a card, 16 a call)"]
    item.adjust(-1)
    online.tables.create()
    pump(online, lambda: online.table is not None, "the table")
    assert online.table.info.timer == "custom"
    assert online.table.info.timer_seconds == {"call": 8.0, "card": 10.0, "qaid_window": 3.0,
                                               "next_hand": 7.0}
    online.close()
