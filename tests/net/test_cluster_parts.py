"""The cluster's directory in parts (issue 29), in one process: what comes from
Redis is checked before use (no Redis needed), and two servers' directories on
one real Redis (a unix socket in a temporary folder: cheap) and one storage:
a table is found on its owner, its code and its listing from the other; a
claim taken by another process fences the old owner (the table goes, its
members are moved); an orphan is swept up and restored."""

from __future__ import annotations

import asyncio
import shutil

import msgspec
import pytest

import cluster_services
from conftest import unavailable

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.cluster.shared import PREFIX, Cluster
from baloot_audio.net.cluster.relay import place_of
from baloot_audio.net.tables.room import Room
from baloot_audio.net.server.server import Server
from baloot_audio.net.db.storage import MemoryStorage
from baloot_audio.net.tables.settings import new_settings


class Member:
    def __init__(self, player_id: str, name: str):
        self.player_id, self.name, self.guest, self.blocked = player_id, name, False, set()
        self.form = "unspecified"
        self.closing, self.received_at = False, 0.0
        self.got: list = []

    def send(self, message):
        self.got.append(message)

    def send_raw(self, data, stamp=None):
        self.got.append(p.decode_server(data))

    def error(self, code, detail="", ref=0):
        self.got.append(p.Error(code, detail, ref))

    def close_soon(self):
        self.closing = True


class Told:
    def __init__(self):
        self.told, self.private = [], []
        self.friends = self
        self.talk = self

    def tell_here(self, player, message):
        self.told.append((player, message))

    def private_here(self, player, message):
        self.private.append((player, message))


def test_whereabouts_from_redis_are_checked():
    assert place_of(b'{"place": "table", "seats_free": 2}').seats_free == 2
    for bad in (None, b"", b"not json", b'{"place": "moon"}', b'{"place": 3}', b"[]"):
        assert place_of(bad) is None


def test_a_relayed_message_reaches_the_player_only_when_well_formed():
    relay = Cluster.__new__(Cluster)
    relay.name, relay.server = "p1", Told()
    notice = p.encode(p.FriendNotice("online", p.FriendInfo("ab12", "Ann", "lobby")))
    line = p.encode(p.PrivateMessage("ab12", "Ann", p.PrivateLine(1, "ab12", "salam", 1.0)))

    def raw(origin, to, msg):
        return b'{"origin":"%s","to":"%s","msg":%s}' % (origin.encode(), to.encode(), msg)
    relay.relayed(raw("p2", "cd34", notice))
    relay.relayed(raw("p2", "cd34", line))
    for bad in (raw("p1", "cd34", notice),            # our own, already told here
                raw("p2", "cd 34", notice),           # not a player id
                raw("p2", "cd34", b'{"type": "welcome"}'),   # not a whole message
                raw("p2", "cd34", b'{"type": "hello", "version": 3, "name": "x"}'),
                b'{"origin": "p2"}', b"\xff", b"[1]"):
        relay.relayed(bad)
    told = relay.server
    assert [(who, type(m).__name__) for who, m in told.told] == [("cd34", "FriendNotice")]
    assert [(who, m.line.text) for who, m in told.private] == [("cd34", "salam")]


@pytest.fixture(scope="module")
def redis_url(tmp_path_factory):
    folder = tmp_path_factory.mktemp("redis")
    try:
        proc, url = cluster_services.start_redis(folder)
    except cluster_services.ClusterUnavailable as error:
        unavailable(str(error))
    yield url
    proc.terminate()
    proc.wait(10)
    shutil.rmtree(folder, ignore_errors=True)


async def two_processes(url: str) -> tuple[Server, Server]:
    storage = MemoryStorage()          # one database for both, as PostgreSQL would be
    servers = []
    for name in ("a", "b"):
        server = Server(storage)
        server.directory = await Cluster.open(server, url, name)
        servers.append(server)
    await servers[0].directory.redis.flushall()      # each test its own directory
    return servers[0], servers[1]


async def a_table(server: Server, creator: Member) -> Room:
    settings = new_settings(p.CreateTable(public=True, seat=0), creator.player_id, 0.0, 8)
    settings["seats"][0].update(player=creator.player_id, name=creator.name, guest=False)
    table_id = "0123456789abcdef"
    await server.storage.create_table(table_id, "5eed" * 8, settings)
    room = Room(server, table_id, "5eed" * 8, settings)
    server.add_room(room)
    room.members[creator.player_id] = creator
    await asyncio.gather(*server.directory.tasks - {asyncio.current_task()})
    await server.directory.tick()
    return room


async def close(*servers: Server) -> None:
    for server in servers:
        await server.close()


def test_a_table_is_found_on_its_owner_and_a_lost_claim_fences_it(redis_url):
    async def main():
        a, b = await two_processes(redis_url)
        ann = Member("aa11", "Ann")
        room = await a_table(a, ann)
        assert await b.directory.reach(room.id, "/") == p.Moved("/play/p/a")
        assert await b.directory.reach("not-a-table-id", "/") is None
        assert await b.directory.code_table(room.settings.code) == room.id
        infos, after = await b.directory.page(None, 10)
        assert [(i.table_id, i.seats[0].name, i.code) for i in infos] == [(room.id, "Ann", None)]
        with pytest.raises(ValueError):
            await b.directory.page("x", 10)
        # another process holds the claim now (a's refresh came too late): a lets go
        await b.directory.redis.set(PREFIX + "owner:" + room.id, "b")
        await a.directory.tick()
        assert room.closed and room.id not in a.rooms and room.id not in a.codes
        assert ann.got[-1] == p.Moved("/play/p/b") and ann.closing
        await close(a, b)
    asyncio.run(main())


def test_an_orphan_is_swept_up_and_restored_and_a_garbled_entry_is_ignored(redis_url):
    async def main():
        a, b = await two_processes(redis_url)
        room = await a_table(a, Member("aa11", "Ann"))
        redis = b.directory.redis
        await redis.set(PREFIX + "info:" + room.id, b'{"table_id": 7}')     # garbled
        assert (await b.directory.page(None, 10))[0] == []
        await redis.delete(PREFIX + "owner:" + room.id)      # a died: its claim lapsed
        assert await b.directory.sweep() == 1
        assert room.id in b.rooms and b.rooms[room.id].seats[0].name == "Ann"
        assert await redis.get(PREFIX + "owner:" + room.id) == b"b"
        await a.directory.tick()                 # a was only slow: it finds b's claim
        assert room.closed and await a.directory.reach(room.id, "/") == p.Moved("/play/p/b")
        assert await b.directory.sweep() == 0
        await close(a, b)
    asyncio.run(main())


def test_a_process_name_is_checked():
    with pytest.raises(ValueError):
        asyncio.run(Cluster.open(None, "redis://127.0.0.1:1", "P 1"))
    assert msgspec.json.decode(p.encode(p.Moved("/play/p/p1")))["type"] == "moved"


def test_a_write_refused_after_a_takeover_sends_the_members_to_the_new_owner(redis_url):
    """The stale owner's next action meets the one the new owner stored at that place
    ((table, round, index) is the key): the room fails, and the directory finds why."""
    async def main():
        a, b = await two_processes(redis_url)
        ann = Member("aa11", "Ann")
        room = await a_table(a, ann)
        await b.directory.redis.set(PREFIX + "owner:" + room.id, "b")
        room._failed()                              # as the inbox does on that error
        await asyncio.gather(*a.directory.tasks)
        assert room.id not in a.rooms and ann.got[-1] == p.Moved("/play/p/b")
        assert not any(isinstance(m, p.Error) for m in ann.got)
        await close(a, b)
    asyncio.run(main())


def test_the_template_unit_runs_a_serve_the_command_line_takes_and_haproxy_knows_it():
    import shlex
    import subprocess

    from baloot_audio.cli import build_parser

    unit = (cluster_services.ROOT / "scripts" / "deploy" / "baloot-audio@.service").read_text()
    line = unit.split("ExecStart=", 1)[1].split("\nRestart", 1)[0].replace("\\\n", " ")
    line = line.replace("%i", "2").replace("${BALOOT_DB}", "postgresql://baloot@/baloot") \
        .replace("${BALOOT_REDIS}", "redis://127.0.0.1:6379/0")
    args = build_parser().parse_args(shlex.split(line)[1:])
    assert (args.port, args.name, args.proxies) == (8102, "p2", ["127.0.0.1"])
    cfg = cluster_services.HAPROXY_CFG.read_text()
    assert "use-server p2 if { path_beg /play/p/p2 }" in cfg and "127.0.0.1:8102" in cfg
    program = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin")
    if program is None:
        unavailable("haproxy is not installed (Debian package haproxy)")
    checked = subprocess.run([program, "-c", "-f", str(cluster_services.HAPROXY_CFG)],
                             capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_several_processes_need_a_shared_database():
    from baloot_audio.net.server.server import run

    with pytest.raises(ValueError, match="postgresql"):
        asyncio.run(run("127.0.0.1", 0, "memory:", cluster=("redis://127.0.0.1:1", "p1")))


def test_a_seat_pointer_left_behind_holds_nothing(redis_url):
    """A player's pointer outlives a seat they gave up: their next hello finds no
    held seat there (and does not rejoin the table as a watcher)."""
    from types import SimpleNamespace

    from baloot_audio.net.server.joining import held_elsewhere

    async def main():
        a, b = await two_processes(redis_url)
        ann = Member("aa11", "Ann")
        room = await a_table(a, ann)
        a.directory.placed("bb22", room.id)          # Bob joined, then left his seat
        a.directory.placed("aa11", room.id)
        await asyncio.gather(*a.directory.tasks)
        conn = SimpleNamespace(path="/")
        assert await held_elsewhere(a, conn, "bb22") is None
        assert await held_elsewhere(a, conn, "aa11") is room
        assert await held_elsewhere(b, conn, "bb22") == p.Moved("/play/p/a")
        await close(a, b)
    asyncio.run(main())


def test_an_old_invite_code_another_process_still_knows_lets_nobody_in(redis_url):
    import dataclasses

    from baloot_audio.net.server.joining import table_asked

    async def main():
        a, b = await two_processes(redis_url)
        room = await a_table(a, Member("aa11", "Ann"))
        old = room.settings.code
        a.codes.pop(old)
        room.settings = dataclasses.replace(room.settings, code="NEWCODE1")   # as new_code
        a.codes["NEWCODE1"] = room.id
        conn = Member("cc33", "Carla")
        conn.path, conn.address = "/", "127.0.0.9"
        assert await b.directory.code_table(old) == room.id       # until it lapses
        assert await table_asked(a, conn, p.JoinTable(code=old)) is None
        assert await table_asked(a, conn, p.JoinTable(code="NEWCODE1")) is room
        await close(a, b)
    asyncio.run(main())


def test_a_diwan_line_reaches_its_members_on_another_process_once_unless_blocked(redis_url):
    """Ann speaks on a; Bob and Cy are connected to b, where Cy blocked Ann: b gives the
    line and the notice after it to Bob alone, once each (the filter is applied where the
    connection is), even before b wrote their whereabouts, and ignores the garbled values
    relayed before them. On a, the diwan's online members include b's once written."""
    from baloot_audio.net.cluster.relay import CHANNEL
    from baloot_audio.net.guard.limits import Bucket
    from baloot_audio.net.db.diwans import StoredDiwan

    from .helpers import until

    async def main():
        a, b = await two_processes(redis_url)
        ann, bob, cy = Member("aa11", "Ann"), Member("bb22", "Bob"), Member("cc33", "Cy")
        ann.chat, cy.blocked = Bucket(1.0, 2.0), {ann.player_id}
        diwan = StoredDiwan("d1" * 8, "Majlis", True, ann.player_id, 1, "creator")
        assert await a.storage.create_diwan(diwan, "majlis", "Ann", 10) is None
        for person in (bob, cy):
            assert await a.storage.join_diwan(diwan.diwan_id, person.player_id,
                                              person.name, 10, 10) is None
            b.friends.online[person.player_id] = {person}
        a.friends.online[ann.player_id] = {ann}
        assert await a.diwans.online_of(diwan.diwan_id) == {"aa11"}    # b has not ticked
        b.directory.spawn(b.directory.listen())
        redis = a.directory.redis
        while (await redis.pubsub_numsub(CHANNEL))[0][1] < 1:
            await asyncio.sleep(0.01)
        chat = b'{"type":"diwan_chat","diwan_id":"%s","diwan_name":"M","line":%s}'
        line = b'{"seq":1,"sender_id":"aa11","name":"Ann","text":"forged","sent_at":1.0}'
        for garbled in (b'{"origin":"a","to":["bb22"],"msg":%s}' % (chat % (b"d1", b"7")),
                        b'{"origin":"a","to":["bb22","c c"],"msg":%s}' % (chat % (b"d1", line)),
                        b'{"origin":"a","to":[3],"msg":%s}' % (chat % (b"d1", line))):
            await redis.publish(CHANNEL, garbled)
        await a.diwans.say(ann, p.DiwanSay(diwan.diwan_id, "salam"))
        await a.diwans.opened(ann, diwan.diwan_id, "0123456789abcdef")
        await until(lambda: len(bob.got) == 2, timeout=10, what="Bob hears the line on b")
        await asyncio.sleep(0.05)                 # nothing more comes
        assert [type(m).__name__ for m in bob.got] == ["DiwanChat", "DiwanNotice"]
        assert (bob.got[0].line.text, bob.got[0].diwan_name) == ("salam", "Majlis")
        assert (bob.got[1].change, bob.got[1].table_id) == ("table", "0123456789abcdef")
        assert cy.got == []
        assert [m.line.text for m in ann.got if isinstance(m, p.DiwanChat)] == ["salam"]
        await b.directory.tick()                  # Bob's and Cy's whereabouts, by b
        assert await a.diwans.online_of(diwan.diwan_id) == {"aa11", "bb22", "cc33"}
        await close(a, b)
    asyncio.run(main())
