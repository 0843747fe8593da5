"""Accounts, names, table moderation and the operator's commands, against a real
``baloot-audio serve`` process (SQLite, and PostgreSQL where storage is involved),
as a player and as an attacker would try them from outside."""
import asyncio
import json

import pytest

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client

from .helpers import refused, until
from .serve import admin, serve

PASSWORD = "correct horse"


@pytest.fixture(scope="module")
def postgres():
    import postgres_server
    from conftest import unavailable
    try:
        server = postgres_server.start(postgres_server.NO_FSYNC)
    except postgres_server.PostgresUnavailable as error:
        unavailable(str(error))
    yield server
    server.stop()


_schemas = iter(range(1000))


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request, tmp_path):
    """A fresh database: a SQLite file, or a new schema on a throw-away PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'server.sqlite3'}"
    import psycopg
    server = request.getfixturevalue("postgres")
    name = f"accounts_{next(_schemas)}"
    with psycopg.connect(server.url(), autocommit=True) as conn:
        conn.execute(f"CREATE SCHEMA {name}")
    return server.url(options=f"-csearch_path%3D{name}")


async def connected(url, name, **how) -> Client:
    client = Client()
    await client.connect(url, name, **how)
    return client


def test_register_log_in_anywhere_a_token_good_once_and_log_out_everywhere(db, tmp_path):
    async def main(url):
        ann = await connected(url, "Ann", password=PASSWORD, register=True)
        assert not ann.guest and ann.name == "Ann"
        # names are one name whatever their case or their script's look-alikes
        for taken in ("ANN", "\u0410nn"):          # Cyrillic А
            assert await refused(connected(url, taken, password=PASSWORD,
                                           register=True)) == "name_taken"
        for seat_word in ("Partner", "شريكك", "Partenaire", "Vous", "يمينك"):
            assert await refused(connected(url, seat_word, password=PASSWORD,
                                           register=True)) == "reserved_name"
        # another computer logs in with the password; a wrong one is refused
        assert await refused(connected(url, "Ann", password="wrong password")) == "bad_login"
        assert await refused(connected(url, "Nobody", password=PASSWORD)) == "bad_login"
        laptop = await connected(url, "ann", password=PASSWORD)
        assert laptop.player_id == ann.player_id and laptop.name == "Ann"
        # the desktop's token logs in without the password, once: a new one each time
        again = await connected(url, "Ann", token=laptop.token)
        assert again.player_id == ann.player_id and again.token != laptop.token
        assert await refused(connected(url, "Ann", token=laptop.token)) == "not_logged_in"
        # log out everywhere: no token of the account logs in any more
        await again.logout_everywhere()
        for token in (again.token, ann.token):
            assert await refused(connected(url, "Ann", token=token)) == "not_logged_in"
        back = await connected(url, "Ann", password=PASSWORD)
        assert back.player_id == ann.player_id
        for client in (ann, laptop, again, back):
            await client.close()

    with serve(db, log=tmp_path / "server.log") as url:
        asyncio.run(main(url))
    assert PASSWORD not in (tmp_path / "server.log").read_text()


def test_guests_only_on_a_server_that_takes_them_never_under_an_accounts_name(tmp_path):
    db = f"sqlite:///{tmp_path / 'server.sqlite3'}"

    async def accounts_only(url):
        assert await refused(connected(url, "Gus")) == "accounts_only"
        assert await refused(connected(url, "Gus", token="made-up")) == "not_logged_in"
        await (await connected(url, "Leila", password=PASSWORD, register=True)).close()

    async def with_guests(url):
        gus = await connected(url, "Gus")
        assert gus.guest
        assert await refused(connected(url, "LEILA")) == "name_taken"
        assert await refused(connected(url, "Partner")) == "reserved_name"
        leila = await connected(url, "Leila", password=PASSWORD)
        table = await leila.create_table(seat=0, public=False)
        await gus.join(code=table.info.code)
        await gus.take_seat(2)
        await until(lambda: leila.table.info.seats[2].kind == "human")
        seats = leila.table.info.seats
        assert (seats[0].guest, seats[2].guest) == (False, True)
        heard = []
        leila.listeners.append(heard.append)
        await gus.chat("salam")
        await until(lambda: any(isinstance(m, p.ChatLine) for m in heard))
        line = next(m for m in heard if isinstance(m, p.ChatLine))
        assert (line.name, line.guest, line.seat) == ("Gus", True, 2)
        await gus.close()
        await leila.close()

    with serve(db) as url:
        asyncio.run(accounts_only(url))
    with serve(db, "--guests") as url:
        asyncio.run(with_guests(url))


def test_watchers_are_announced_and_the_creator_removes_bans_and_changes_the_code(tmp_path):
    async def main(url):
        ann, eve = [await connected(url, n) for n in ("Ann", "Eve")]
        # an account: a ban on a guest holds for the guest's address (here everyone's)
        bob = await connected(url, "Bob", password=PASSWORD, register=True)
        heard = []
        ann.listeners.append(heard.append)
        table = await ann.create_table(seat=0, public=False)
        await bob.join(code=table.info.code)
        await bob.take_seat(2)
        await eve.join(code=table.info.code)          # watches
        await until(lambda: [(m.change, m.name) for m in heard
                             if isinstance(m, p.MemberChanged)][-1:] == [("watching", "Eve")],
                    what="the watcher announced")
        assert [(w.name, w.guest) for w in ann.table.info.watchers] == [("Eve", True)]
        assert await refused(bob.remove(eve.player_id)) == "not_creator"
        assert await refused(bob.new_code()) == "not_creator"
        eve_heard = []
        eve.listeners.append(eve_heard.append)
        await ann.remove(eve.player_id, ban=True)
        await until(lambda: any(isinstance(m, p.MemberChanged) and m.change == "banned"
                                for m in eve_heard), what="the removed player told")
        assert eve.table is None and ann.table.info.watchers == []
        assert await refused(eve.join(code=table.info.code)) == "unknown_table"   # banned
        # a seated player removed (not banned) frees the seat and may come back
        await ann.remove(bob.player_id)
        await until(lambda: ann.table.info.seats[2].kind == "empty")
        old = table.info.code
        await ann.new_code()
        await until(lambda: ann.table.info.code != old, what="the new code")
        assert len(ann.table.info.code) == len(old)
        assert await refused(bob.join(code=old)) == "unknown_table"
        await bob.join(code=ann.table.info.code)
        for client in (ann, bob, eve):
            await client.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests") as url:
        asyncio.run(main(url))


def test_block_report_and_the_operators_commands(db):
    async def play(url):
        ann = await connected(url, "Ann", password=PASSWORD, register=True)
        spam = await connected(url, "Spammer", password=PASSWORD, register=True)
        table = await ann.create_table(seat=0, public=False)
        await spam.join(code=table.info.code)
        await spam.take_seat(1)
        heard = []
        ann.listeners.append(heard.append)
        await spam.chat("buy gold \u200f\u0630\u0647\u0628")       # a right-to-left mark
        await until(lambda: any(isinstance(m, p.ChatLine) for m in heard))
        await ann.report(spam.player_id, "spam")
        await ann.block(spam.player_id)
        await asyncio.sleep(1.1)        # the chat's rate
        await spam.chat("more gold")
        await asyncio.sleep(0.5)
        assert [m.text for m in heard if isinstance(m, p.ChatLine)] == \
            ["buy gold \u200f\u0630\u0647\u0628"]
        await spam.close()
        # blocked: the blocker's tables do not let them in; the block is kept
        spam = await connected(url, "Spammer", password=PASSWORD)
        assert await refused(spam.join(code=table.info.code)) == "unknown_table"
        await ann.close()
        ann = await connected(url, "Ann", password=PASSWORD)
        assert ann.blocked == {spam.player_id}
        await ann.close()
        return spam

    async def banned(url):
        assert await refused(connected(url, "Spammer", password=PASSWORD)) == "banned"

    async def unbanned(url):
        await (await connected(url, "Spammer", password=PASSWORD)).close()

    with serve(db) as url:
        spam = asyncio.run(play(url))
        listed = admin(db, "reports")
        assert listed.returncode == 0, listed.stderr
        assert "Ann" in listed.stdout and "reported Spammer" in listed.stdout
        assert "buy gold" in listed.stdout and "1 report(s)" in listed.stdout
        assert admin(db, "ban", "spammer", "--reason", "spam").returncode == 0
        asyncio.run(banned(url))
        # the ban revoked the tokens too: the last one no longer comes back
        assert asyncio.run(refused(connected(url, "Spammer", token=spam.token))) == \
            "not_logged_in"
        assert admin(db, "unban", "Spammer").returncode == 0
        asyncio.run(unbanned(url))
        assert admin(db, "delete-account", "Spammer").returncode == 0
        assert admin(db, "ban", "Spammer").returncode == 1       # no such account
        assert asyncio.run(refused(connected(url, "Spammer", password=PASSWORD))) == "bad_login"


def test_chat_takes_arabic_and_emoji_marks_and_refuses_reordering_controls(tmp_path):
    async def main(url):
        ann = await connected(url, "Ann")
        await ann.create_table(seat=0)
        heard = []
        ann.listeners.append(heard.append)
        for text in ("\u200f\u0645\u0631\u062d\u0628\u0627", "\U0001F468\u200d\U0001F469",
                     "\u2764\ufe0f"):
            await ann.chat(text)
            await asyncio.sleep(0.25)
        await ann.chat("abc\u202egnp.exe")
        await ann.chat("a\u2066b")
        await until(lambda: len(ann.errors) == 2, what="two refusals")
        assert [e.code for e in ann.errors] == ["bad_text", "bad_text"]
        assert [m.text for m in heard if isinstance(m, p.ChatLine)] == [
            "\u200f\u0645\u0631\u062d\u0628\u0627", "\U0001F468\u200d\U0001F469", "\u2764\ufe0f"]
        await ann.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests") as url:
        asyncio.run(main(url))


def test_guessing_a_password_costs_more_each_time_and_drops_the_connection(tmp_path):
    async def main(url):
        await (await connected(url, "Ann", password=PASSWORD, register=True)).close()
        codes = [await refused(connected(url, "Ann", password=f"guess {n}")) for n in range(3)]
        assert codes == ["bad_login"] * 3
        # the name is locked for a while: even the right password waits
        assert await refused(connected(url, "Ann", password=PASSWORD)) == "login_throttled"
        # one connection that keeps trying names is closed
        from websockets.asyncio.client import connect
        async with connect(url) as ws:
            for n in range(6):
                await ws.send(json.dumps({"type": "login", "version": p.VERSION,
                                          "name": f"Who{n}", "password": "12345678"}))
            codes = []
            try:
                async for raw in ws:
                    codes.append(json.loads(raw)["code"])
            except Exception:
                pass
            # the fourth wrong password makes the connection wait (the fifth is refused
            # at once), closed at the fifth refusal: the answers whose passwords were
            # still being hashed then (how many depends on the machine's load) are not
            # written, and never one out of order
            told = ["bad_login"] * 4 + ["login_wait"]
            assert codes == told[:len(codes)] and ws.close_code == 1008, codes

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}") as url:
        asyncio.run(main(url))
