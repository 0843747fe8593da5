"""Friends against a real ``baloot-audio serve`` process: requests by name and their
answers, presence said once, a block over all of it, invitations to a table,
private messages kept for a friend offline, and the limits a spammer meets."""
import asyncio

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.client.connection import Client
from baloot_audio.net.client.friends import FriendsClient

from .helpers import refused, until
from .test_accounts import db, postgres  # noqa: F401  (SQLite and PostgreSQL)
from .serve import serve

PASSWORD = "correct horse"


class Player:
    """A logged-in account, its friends and everything the server told it."""

    def __init__(self, client: Client):
        self.client, self.friends, self.heard = client, FriendsClient(client), []
        client.listeners.append(self.heard.append)

    @classmethod
    async def log_in(cls, url: str, name: str, register: bool = False) -> "Player":
        player = cls(Client())         # listening before the welcome: nothing is missed
        await player.client.connect(url, name, password=PASSWORD, register=register)
        return player

    @property
    def id(self) -> str:
        return self.client.player_id

    def notices(self, kind=p.FriendNotice) -> list:
        return [(m.change, m.friend.name, m.friend.place) if kind is p.FriendNotice else m
                for m in self.heard if isinstance(m, kind)]

    async def close(self) -> None:
        await self.client.close()


async def accounts(url, *names):
    return [await Player.log_in(url, name, register=True) for name in names]


def test_a_request_by_name_accepted_presence_said_once_where_they_are(tmp_path):
    async def main(url):
        sara, omar, guest = *(await accounts(url, "Sara", "Omar")), Client()
        assert await refused(sara.friends.add("Partner")) == "reserved_name"
        assert await refused(sara.friends.add("Zainab")) == "unknown_player"
        assert await refused(sara.friends.add("sara")) == "not_yourself"
        await sara.friends.add("OMAR")                  # a name as it sounds
        await until(lambda: omar.notices() == [("request", "Sara", "offline")],
                    what="the request heard")
        assert [(r.name, r.player_id) for r in await omar.friends.requests()] == \
            [("Sara", sara.id)]
        await omar.friends.answer(sara.id, accept=True)
        await until(lambda: ("accepted", "Omar", "lobby") in sara.notices(),
                    what="the acceptance heard")
        assert await refused(sara.friends.add("Omar")) == "already_friends"
        assert [(f.name, f.place) for f in await sara.friends.friends()] == [("Omar", "lobby")]
        await omar.client.create_table(seat=0, public=False)
        assert [(f.name, f.place, f.seats_free) for f in await sara.friends.friends()] == \
            [("Omar", "table", 3)]
        await omar.close()                               # gone: said once, after a while
        await until(lambda: ("offline", "Omar", "offline") in sara.notices(),
                    what="the drop told")
        omar = await Player.log_in(url, "Omar")
        await until(lambda: [n[:2] for n in sara.notices()][-1:] == [("online", "Omar")],
                    what="back online")
        assert [n[0] for n in sara.notices()] == ["accepted", "offline", "online"]
        await guest.connect(url, "Visitor")
        assert await refused(FriendsClient(guest).add("Sara")) == "accounts_only"
        await omar.friends.remove(sara.id)
        assert await sara.friends.friends() == []
        # accepted while she is offline: she hears it at her next login, once
        await sara.friends.add("Omar")
        await sara.close()
        await omar.friends.answer(sara.id, True)
        sara = await Player.log_in(url, "Sara")
        await until(lambda: sara.notices(), what="the acceptance, kept")
        assert [n[:2] for n in sara.notices()] == [("accepted", "Omar")]
        await sara.close()
        sara = await Player.log_in(url, "Sara")
        await asyncio.sleep(0.3)
        assert sara.notices() == []
        for one in (sara, omar):
            await one.close()
        await guest.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--guests", "--presence-seconds",
               "0.3") as url:
        asyncio.run(main(url))


def test_a_block_overrides_requests_presence_invites_and_messages(tmp_path):
    async def main(url):
        sara, omar, badr = await accounts(url, "Sara", "Omar", "Badr")
        await sara.client.block(badr.id)
        await badr.friends.add("Sara")                   # answers as any request does
        await badr.friends.add("Sara")
        assert await sara.friends.requests() == []       # she never sees it
        assert await refused(sara.friends.add("Badr")) == "blocked"
        # friends, then a block: the friendship, the invitations and messages end
        await sara.friends.add("Omar")
        await omar.friends.answer(sara.id, True)
        await sara.client.create_table(seat=0, public=False)
        await sara.friends.invite(omar.id)
        await until(lambda: omar.notices(p.Invited), what="the invitation")
        await omar.friends.send(sara.id, "waiting for me?")
        await omar.client.block(sara.id)
        assert await refused(omar.friends.answer_invite(sara.id, True)) == "no_invite"
        assert await refused(sara.friends.send(omar.id, "hello")) == "not_friend"
        assert await refused(sara.friends.invite(omar.id)) == "not_friend"
        assert await omar.friends.friends() == [] and await sara.friends.friends() == []
        await omar.close()
        sara_again = await Player.log_in(url, "Sara")    # the message waits no more
        await asyncio.sleep(0.5)
        assert sara_again.notices(p.PrivateMessage) == []
        await sara.close()
        await sara_again.close()
        await badr.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}") as url:
        asyncio.run(main(url))


def test_an_invitation_seats_the_friend_and_is_limited(tmp_path):
    async def main(url):
        sara, omar, badr = await accounts(url, "Sara", "Omar", "Badr")
        for friend in (omar, badr):
            await sara.friends.add(friend.client.name)
            await friend.friends.answer(sara.id, True)
        assert await refused(sara.friends.invite(omar.id)) == "no_table"
        table = await sara.client.create_table(seat=0, public=False)
        await sara.friends.invite(omar.id)
        assert await refused(sara.friends.invite(omar.id)) == "invite_throttled"
        await until(lambda: omar.notices(p.Invited), what="the invitation")
        invited = omar.notices(p.Invited)[0].friend
        assert (invited.name, invited.place, invited.seats_free) == ("Sara", "table", 3)
        joined = await omar.friends.answer_invite(sara.id, True)
        assert joined.info.table_id == table.info.table_id and joined.seat == 1
        await until(lambda: [m.accepted for m in sara.notices(p.InviteAnswered)] == [True])
        assert await refused(omar.friends.answer_invite(sara.id, True)) == "no_invite"
        await sara.friends.invite(badr.id)
        await until(lambda: badr.notices(p.Invited), what="the second invitation")
        assert await badr.friends.answer_invite(sara.id, False) is None
        await until(lambda: [m.accepted for m in sara.notices(p.InviteAnswered)] == [True,
                                                                                   False])
        assert badr.client.table is None
        # a seat in a started match is never left for an invitation
        await badr.friends.add("Omar")
        await omar.friends.answer(badr.id, True)
        await sara.client.start_match()
        await badr.client.create_table(seat=0, public=False)
        await badr.friends.invite(omar.id)
        await until(lambda: omar.notices(p.Invited)[1:], what="Badr's invitation")
        assert await refused(omar.friends.answer_invite(badr.id, True)) == "in_match"
        assert omar.client.table.info.table_id == table.info.table_id
        await badr.close()
        await asyncio.sleep(0.5)                         # the server sees him go
        assert await refused(sara.friends.invite(badr.id)) == "friend_offline"
        for one in (sara, omar):
            await one.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--invite-gap", "60") as url:
        asyncio.run(main(url))


def test_private_messages_wait_for_a_friend_offline_and_page_back(db):
    async def main(url):
        sara, omar = await accounts(url, "Sara", "Omar")
        await sara.friends.add("Omar")
        await omar.friends.answer(sara.id, True)
        await omar.close()
        for n in range(3):             # within a chat's five lines at once
            await sara.friends.send(omar.id, f"line {n + 1} \u200fمرحبا")
        assert await refused(sara.friends.send(omar.id, "\u202eevil")) == "bad_text"
        assert await refused(sara.friends.send(omar.id, "four")) == "private_full"
        omar = await Player.log_in(url, "Omar")
        await until(lambda: len(omar.notices(p.PrivateMessage)) == 3, what="kept, delivered")
        got = omar.notices(p.PrivateMessage)
        assert [(m.name, m.line.seq, m.line.text) for m in got] == \
            [("Sara", n, f"line {n} \u200fمرحبا") for n in (1, 2, 3)]
        await omar.friends.seen(sara.id, 3)
        await sara.friends.send(omar.id, "now online")
        await until(lambda: len(omar.notices(p.PrivateMessage)) == 4, what="at once")
        await omar.close()
        omar = await Player.log_in(url, "Omar")       # only the unseen one comes again
        await until(lambda: omar.notices(p.PrivateMessage), what="the unseen one")
        await asyncio.sleep(0.3)
        assert [m.line.text for m in omar.notices(p.PrivateMessage)] == ["now online"]
        page = await omar.friends.history(sara.id)
        assert [line.seq for line in page.lines] == [4, 3] and page.next == 3
        older = await omar.friends.history(sara.id, page.next)
        assert [line.seq for line in older.lines] == [2, 1] and older.next is None
        for one in (sara, omar):
            await one.close()

    with serve(db, "--private-waiting", "3", "--private-page", "2") as url:
        asyncio.run(main(url))


def test_friend_requests_are_limited(tmp_path):
    async def main(url):
        spammer, *others = await accounts(url, "Spammer", "A", "B", "C")
        await spammer.friends.add("A")
        await spammer.friends.add("B")
        assert await refused(spammer.friends.add("C")) == "too_many_requests"
        assert await refused(spammer.friends.add("C")) == "friend_throttled"
        for one in (spammer, *others):
            await one.close()

    with serve(f"sqlite:///{tmp_path / 's.sqlite3'}", "--friend-requests", "2",
               "--friend-adds-per-hour", "3") as url:
        asyncio.run(main(url))
