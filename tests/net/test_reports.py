"""Reports that cannot fill the disk, against a real ``baloot-audio serve`` process
from several loopback addresses: one open report per reporter and reported
player (a second is ``already_reported`` until the operator closes the first),
each kept within REPORT_BYTES (the oldest chat lines and actions dropped
first), and a rate per account and per address (``report_throttled``), at a
table and in a diwan alike; housekeeping deletes reports past the retention."""
import asyncio
import json
import sqlite3

from baloot_audio.net.tables.reports import REPORT_BYTES
from baloot_audio.net.wire.protocol import VERSION

from .serve import Raw, Serve, admin, loopback

PASSWORD = "correct horse"
LONG = "🂡" * 200          # a chat line of 200 signs of four bytes each


def stored_reports(path) -> list[tuple[str, str, str, int]]:
    with sqlite3.connect(path) as conn:
        return [(row[0], row[1], row[2], len(row[3].encode())) for row in conn.execute(
            "SELECT report_id, reporter_id, reported_id, context FROM reports")]


def test_one_open_report_per_pair_of_a_bounded_size_at_a_bounded_rate(tmp_path):
    db_path = tmp_path / "s.sqlite3"
    db = f"sqlite:///{db_path}"

    async def main(url):
        # ten members of one table, all from one address, and one from another
        ann = await Raw.open(url, "Ann", loopback(1))
        table = await ann.create()
        crowd = [ann] + [await Raw.open(url, f"Member{n}", loopback(1)) for n in range(9)]
        other = await Raw.open(url, "Other", loopback(2))
        for member in crowd[1:] + [other]:
            assert (await member.ask({"type": "join_table", "code": table["code"]})
                    )["type"] == "joined"
        for member in crowd:          # the chat filled with long lines
            for _ in range(5):
                await member.send({"type": "chat", "text": LONG})
        ids = [m.player_id for m in crowd]
        first = await ann.ask({"type": "report", "player_id": ids[1], "reason": "rude"})
        assert first["type"] == "ok", first
        again = await ann.ask({"type": "report", "player_id": ids[1], "reason": "still"})
        assert again.get("code") == "already_reported", again
        # everyone reports everyone: each account a few, the address a few more
        codes = []
        for member in crowd:
            for target in ids + [other.player_id]:
                if target != member.player_id:
                    codes.append((await member.ask({"type": "report", "player_id": target,
                                                    "reason": "x" * 200})).get("code", "ok"))
        assert set(codes) <= {"ok", "already_reported", "report_throttled"}, codes
        assert codes.count("ok") <= 9, codes         # the address's ten at once, Ann's first
        # a player of another address is not refused for what this one spent
        back = await other.ask({"type": "report", "player_id": ids[0]})
        assert back["type"] == "ok", back
        for raw in crowd + [other]:
            await raw.close()

    with Serve(tmp_path, "--chat-per-table", "100", "--connects-per-second", "100",
               db=db) as server:
        asyncio.run(main(server.url))
    found = stored_reports(db_path)
    assert 2 <= len(found) <= 11, found
    assert len({(reporter, reported) for _, reporter, reported, _ in found}) == len(found)
    assert all(size <= REPORT_BYTES for *_, size in found), found
    # the operator reads them, closes one: its reporter may report that player again
    listing = admin(db, "reports").stdout
    report_id = found[0][0]
    assert report_id in listing and "🂡" in listing
    assert admin(db, "close-report", report_id).returncode == 0
    assert report_id not in admin(db, "reports").stdout


def test_diwan_reports_share_the_pair_rule_and_the_accounts_rate(tmp_path):
    async def account(url, name, n):
        raw = await Raw.open(url, None, loopback(20 + n))
        welcome = await raw.ask({"type": "register", "version": VERSION, "name": name,
                                 "password": PASSWORD})
        assert welcome["type"] == "welcome", welcome
        raw.player_id = welcome["player_id"]
        return raw

    async def main(url):
        people = [await account(url, name, n) for n, name in
                  enumerate(["Ann", "Bob", "Cy", "Dana", "Eve", "Fay"])]
        diwan = await people[0].ask({"type": "diwan_create", "name": "Majlis", "open": True})
        d = diwan["diwan"]["diwan_id"]
        for one in people[1:]:
            assert (await one.ask({"type": "diwan_join", "diwan_id": d}))["type"] == "diwan"
        ann = people[0]
        report = lambda who: ann.ask({"type": "diwan_report", "diwan_id": d,  # noqa: E731
                                      "player_id": who.player_id, "reason": "rude"})
        assert (await report(people[1]))["type"] == "ok"
        assert (await report(people[1])).get("code") == "already_reported"
        codes = [(await report(one)).get("code", "ok") for one in people[2:]]
        assert codes[:2] == ["ok", "ok"] and codes[2:] == ["report_throttled"] * 2, codes
        for raw in people:
            await raw.close()

    with Serve(tmp_path, "--connects-per-second", "100", "--registers-per-second", "100",
               db=f"sqlite:///{tmp_path / 's.sqlite3'}") as server:
        asyncio.run(main(server.url))
