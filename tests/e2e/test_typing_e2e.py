"""End to end, typing fast while the window is busy: every sign typed arrives, in
order, in every kind of text field (the address, the name, the password, the chat,
the invite code).

A real ``baloot-audio serve`` process; four bots play a public table at a quick pace.
One real window, driven by keys alone, xdotool typing at 5 ms a key (a fast typist,
faster than the window answers on a busy machine: the keys wait in X's queue), types
its server's address and its name, registers the name (a password typed twice),
watches that table (every card is said as it comes) and types a chat line of 60 signs
(letters of both cases, digits, spaces and signs typed with Shift) while the table
plays, then joins another table by its typed invite code. The address the window
connected to, the account the server stored, the chat line it sent back and the
table the code opened hold every sign, in order.

(Why the online test's window once connected to "127.0.0.1:34": not the game. Typed
at 5 ms a key with eight other processes spinning on the two cores, the game took
every one of 2,880 signs, in order, in two windows at once; but xdotool, held up
between a key's press and its release, let the X server repeat the key: "MNNO".
The test X server now repeats a held key only after 30 s: headless_services.py.)
"""

from __future__ import annotations

import asyncio
import subprocess

import pytest

from baloot_audio.bots import BOTS
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.wire.names import name_key
from baloot_audio.net.accounts.passwords import check_password
from baloot_audio.net.db.storage import open_storage
from net.serve import Serve
from test_accounts_e2e import Others
from test_online_e2e import OnlineApp

LINE = "The QUICK brown fox, 0123456789, jumps! Over: the lazy dogs?"
PASSWORD = "Fast-Typist 2027: #no drops!"
assert len(LINE) == 60


class FastTypist(OnlineApp):
    def type(self, text: str) -> int:
        start = len(self.records())
        subprocess.run(["xdotool", "windowfocus", "--sync", self.window, "type", "--delay", "5",
                        text], check=True, timeout=60)
        return start



async def stored_password_hash(db: str, name: str) -> str:
    store = await open_storage(db)
    try:
        account = await store.find_account(name_key(name))
        assert account is not None, f"no account {name}"
        return account.password_hash
    finally:
        await store.close()


@pytest.mark.slow(40)
def test_every_sign_typed_fast_at_a_busy_table_arrives_in_order(headless, tmp_path):
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"
    with Serve(tmp_path, bot_delay="0.1", db=db) as server:
        others = Others(server.url)
        app = FastTypist(headless, tmp_path / "app", "en", known)
        try:
            ann, dana = others.connect("Ann"), others.connect("Dana")

            async def tables() -> str:
                table = await ann.create_table(public=True, bots=["basic"] * 4, seat=0)
                await ann.start_match()
                BotPlayer(table, BOTS["basic"](), delay=lambda rng: 0.1)
                private = await dana.create_table(public=False, seat=0)
                return private.info.code
            code = others.run(tables())
            # the address and the name
            app.screen("main", 0)
            app.screen("online", app.keys("Down", "Down", "Return"))
            app.screen("text_field", app.keys("Return"))
            app.keys(*["BackSpace"] * len("127.0.0.1:8765"))
            address = f"127.0.0.1:{server.port}"
            app.type(address)
            app.field_holds(address)
            app.screen("online", app.keys("Return"))
            app.screen("text_field", app.keys("Down", "Return"))
            app.type("Cy")
            app.screen("online", app.keys("Return"))
            # the password, twice in its field: the name is registered
            app.screen("text_field", app.keys("End", "Up", "Return"))
            app.type(PASSWORD)
            app.screen("text_field", app.keys("Return"))
            app.type(PASSWORD)
            app.wait_for(lambda r: r.get("kind") == "speech"
                                    and r.get("id") == "screen"
                                    and r["text"].startswith(app.t("lobby-title", name="Cy")),
                                    app.keys("Return"), 30)
            # the chat, while watching the busy table (Enter on the lobby's first item)
            start = app.keys("Home", "Return")
            app.said("watch-started", start)
            app.wait_for(lambda r: r.get("kind") == "sound" and "card" in r, start, 30)
            app.screen("text_field", app.keys("ctrl+t"))
            app.type(LINE)
            _, line = app.wait_for(lambda r: r.get("id") == "chat-line", app.keys("Return"), 30)
            assert line["text"].endswith(": " + LINE), line["text"]
            # the invite code of Dana's table, typed in small letters
            app.screen("lobby", app.keys("Escape"))
            app.screen("text_field", app.keys("Home", "Down", "Down", "Return"))
            app.type(code.lower())
            app.screen("room", app.keys("Return"))
            others.wait("Dana", lambda m: isinstance(m, p.MemberChanged) and
                        (m.change, m.name) == ("watching", "Cy"), "Cy joined by the code")
        finally:
            others.close()
            app.stop()
    assert check_password(PASSWORD, asyncio.run(stored_password_hash(db, "Cy")))
