"""Diwans against a real ``baloot-audio serve`` process: a closed diwan joined by
invitation, roles and moderation inside it (a block, a ban, a report), its chat
kept across a restart and read back a page at a time, a table opened in it heard
by its online members and joined by id, its leaderboard and statistics, and the
hostile input a member or a stranger may send (ids of other diwans, names that
pass for seat words, floods)."""
import asyncio

import msgspec
import pytest

from baloot_audio.bots import make_bot
from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.bot_player import BotPlayer
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.diwans import DiwanClient

from .helpers import refused, until
from .serve import admin, serve
from .test_accounts import db, postgres  # noqa: F401  (SQLite and PostgreSQL)
from .test_friends import PASSWORD, Player


class Member(Player):
    def __init__(self, client: Client):
        super().__init__(client)
        self.diwans = DiwanClient(client)

    def changes(self) -> list[tuple[str, str]]:
        return [(n.change, n.name) for n in self.heard if isinstance(n, p.DiwanNotice)]

    def lines(self) -> list[str]:
        return [m.line.text for m in self.heard if isinstance(m, p.DiwanChat)]


async def members(url, *names):
    found = []
    for name in names:
        member = Member(Client())
        await member.client.connect(url, name, password=PASSWORD, register=True)
        found.append(member)
    return found


def test_a_closed_diwan_by_invitation_its_roles_and_its_moderation(tmp_path):
    async def main(url):
        ann, bob, cy, dana = await members(url, "Ann", "Bob", "Cy", "Dana")
        for name in ("Partner", "Your partner", "اللي على يمينك", " Majlis"):
            assert await refused(ann.diwans.create(name)) in ("reserved_name", "bad_name")
        diwan = await ann.diwans.create("Majlis")
        assert (diwan.name, diwan.open, diwan.role, diwan.members) == ("Majlis", False,
                                                                       "creator", 1)
        assert await refused(bob.diwans.create("MAJLIS")) == "diwan_name_taken"
        d = diwan.diwan_id
        assert await refused(bob.diwans.join(d)) == "not_invited"
        assert await refused(bob.diwans.members(d)) == "not_member"
        await ann.diwans.invite(d, "bob")
        await until(lambda: bob.changes() == [("invited", "Ann")], what="Bob invited")
        assert (await bob.diwans.join(d)).role == "member"
        await until(lambda: ann.changes() == [("joined", "Bob")], what="Ann hears Bob come")
        assert await refused(bob.diwans.invite(d, "Cy")) == "not_moderator"
        assert await refused(bob.diwans.set_moderator(d, ann.id)) == "not_diwan_creator"
        await ann.diwans.set_moderator(d, bob.id)
        await bob.diwans.invite(d, "Cy")
        await bob.diwans.invite(d, "Dana")
        await cy.diwans.join(d)
        await dana.diwans.join(d)
        people = await dana.diwans.members(d)
        assert [(m.name, m.role, m.online) for m in people] == [
            ("Ann", "creator", True), ("Bob", "moderator", True), ("Cy", "member", True),
            ("Dana", "member", True)]
        assert [(x.name, x.members, x.online) for x in await cy.diwans.diwans()] == \
            [("Majlis", 4, 4)]
        # a block inside: Dana never hears Cy, neither live nor in the history
        await dana.client.block(cy.id)
        await cy.diwans.say(d, "hello all")
        await ann.diwans.say(d, "welcome")
        await until(lambda: dana.lines() == ["welcome"] and bob.lines() == ["hello all",
                                                                            "welcome"])
        assert [line.text for line in (await dana.diwans.history(d)).lines] == ["welcome"]
        await dana.diwans.report(d, cy.id, "rude")
        # a moderator removes a member, never the creator; a ban is for good
        assert await refused(bob.diwans.remove(d, ann.id)) == "not_diwan_creator"
        assert await refused(cy.diwans.remove(d, dana.id)) == "not_moderator"
        await bob.diwans.remove(d, cy.id, ban=True)
        await until(lambda: ("banned", "Cy") in cy.changes(), what="Cy told")
        assert await refused(cy.diwans.say(d, "still here?")) == "not_member"
        assert await refused(ann.diwans.invite(d, "Cy")) == "cannot_invite"
        assert await refused(cy.diwans.join(d)) == "diwan_banned"
        assert await refused(ann.diwans.leave(d)) == "diwan_creator"
        await dana.diwans.leave(d)
        assert await dana.diwans.diwans() == []
        # an open diwan takes anyone; a guest has none
        opened = await cy.diwans.create("Open Court", open=True)
        assert [x.name for x in await dana.diwans.diwans(open=True)] == ["Open Court"]
        await dana.diwans.join(opened.diwan_id)
        guest = Client()
        await guest.connect(url, "Visitor")
        assert await refused(DiwanClient(guest).diwans()) == "accounts_only"
        for one in (ann, bob, cy, dana):
            await one.close()
        await guest.close()

    db_url = f"sqlite:///{tmp_path / 's.sqlite3'}"
    with serve(db_url, "--guests") as url:
        asyncio.run(main(url))
    assert "rude" in admin(db_url, "reports").stdout


def test_the_chat_survives_a_restart_pages_back_and_refuses_floods(db, long_run):
    if db.startswith("postgresql") and not long_run:    # its storage's tests run there
        pytest.skip("the diwan chat's restart on PostgreSQL runs with --long")
    async def main(url, first: bool):
        if first:
            ann, bob = await members(url, "Ann", "Bob")
            diwan = await ann.diwans.create("Majlis", open=True)
            await bob.diwans.join(diwan.diwan_id)
            for n in range(1, 5):                 # the diwan's four at once
                await (ann if n % 2 else bob).diwans.say(diwan.diwan_id, f"line {n}")
            assert await refused(ann.diwans.say(diwan.diwan_id, "\u202eevil")) == "bad_text"
            floods = [await refused(ann.diwans.say(diwan.diwan_id, "spam")) for _ in range(3)]
            assert floods == ["chat_throttled"] * 3
            for one in (ann, bob):
                await one.close()
            return
        bob = Member(Client())
        await bob.client.connect(url, "Bob", password=PASSWORD)
        (diwan,) = await bob.diwans.diwans()
        page = await bob.diwans.history(diwan.diwan_id)
        texts = [line.text for line in page.lines]
        assert texts == ["line 4", "line 3"] and page.next is not None
        page = await bob.diwans.history(diwan.diwan_id, page.next)
        assert [line.text for line in page.lines] == ["line 2", "line 1"]
        assert await refused(bob.diwans.history("0123456789abcdef")) == "not_member"
        assert await refused(bob.diwans.join("0123456789abcdef")) == "unknown_diwan"
        with pytest.raises(msgspec.ValidationError):                 # beyond an id's length
            p.decode_client(b'{"type": "diwan_say", "diwan_id": "%s", "text": "hi"}' % (
                b"x" * 17))
        await bob.close()

    for first in (True, False):
        with serve(db, "--private-page", "2") as url:
            asyncio.run(main(url, first))


def test_a_table_in_a_diwan_is_heard_joined_by_id_and_makes_its_board(tmp_path):
    async def main(url):
        ann, bob, cy, eve = await members(url, "Ann", "Bob", "Cy", "Eve")
        diwan = await ann.diwans.create("Majlis")
        d = diwan.diwan_id
        for one in (bob, cy):
            await ann.diwans.invite(d, one.client.name)
            await one.diwans.join(d)
        assert await refused(eve.client.create_table(diwan=d)) == "not_member"
        table = await ann.client.create_table(diwan=d, seat=0, options={"target": 52},
                                              bots=["random"] * 4)
        assert not table.info.public and await eve.client.list_tables() == []
        await until(lambda: [(n.change, n.name, n.table_id) for n in bob.heard
                             if isinstance(n, p.DiwanNotice)][-1:] ==
                    [("table", "Ann", table.info.table_id)], what="Bob hears the table")
        assert ("table", "Ann") in cy.changes() and ("table", "Ann") not in ann.changes()
        assert await refused(eve.client.join(table_id=table.info.table_id)) == "unknown_table"
        bob_table = await bob.client.join(table_id=table.info.table_id)
        await bob.client.take_seat(2)
        BotPlayer(table, make_bot("basic"), seed="ann")
        BotPlayer(bob_table, make_bot("basic"), seed="bob")
        await ann.client.start_match()
        await until(lambda: table.revealed_seed, 120, "the end of the match")
        await asyncio.sleep(0.3)                       # stored before it is told
        board = await cy.diwans.board(d)
        assert sorted((b.name, b.matches) for b in board) == [("Ann", 1), ("Bob", 1)]
        assert [b.place for b in board] == [1, 2] and board[0].won >= board[1].won
        stats = await ann.diwans.stats(d)
        assert stats.presets["saudi"]["matches"] == 1
        assert (await cy.diwans.stats(d)).presets == {}
        assert await refused(eve.diwans.board(d)) == "not_member"
        assert await refused(eve.diwans.stats(d)) == "not_member"
        for one in (ann, bob, cy, eve):
            await one.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}") as url:
        asyncio.run(main(url))
