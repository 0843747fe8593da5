"""A server keeps house: at its start (and every ten minutes) the tables finished
a while ago are archived, their records kept, and those past the retention go."""
import asyncio
import calendar
import sqlite3
import time
from pathlib import Path

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.db.housekeeping import tidy
from baloot_audio.net.tables.settings import new_settings
from baloot_audio.net.db.storage import open_storage

from .serve import Serve
from patience import Patience

DAY = 86400


async def tables_of_every_age(db: Path, records: list, now: float) -> None:
    """In the SQLite file ``db``: tables finished two days and a year before ``now``
    and one open, guests last seen a day and a year before it."""
    store = await open_storage(f"sqlite:///{db}")
    settings = new_settings(p.CreateTable(seat=None), "creator", 3600.0)
    for table_id in ("recent", "old", "open"):
        await store.create_table(table_id, "seed", {**settings, "started": True})
        await store.start_round(table_id, 0)
    for table_id in ("recent", "old"):
        await store.append_action(table_id, 0, 0, {"seat": 1, "kind": "pass"})
        await store.finish_table(table_id, records)
    await store.save_player("lately", "lately-hash", "Lately")
    await store.save_player("long-ago", "long-ago-hash", "LongAgo")
    await store.close()
    with sqlite3.connect(db) as conn:
        for table_id, days in (("recent", 2), ("old", 365), ("open", 0)):
            conn.execute("UPDATE game_tables SET updated_at = ? WHERE table_id = ?",
                         (now - days * DAY, table_id))
        for player_id, days in (("long-ago", 365), ("lately", 1)):
            conn.execute("UPDATE players SET updated_at = ? WHERE player_id = ?",
                         (now - days * DAY, player_id))


def test_serve_archives_finished_tables_and_deletes_them_past_the_retention(tmp_path):
    db = tmp_path / "s.sqlite3"
    records = [{"round": 1, "seed": "s"}]

    async def stored():
        store = await open_storage(f"sqlite:///{db}")
        try:
            return {**{t: await store.load_table(t) for t in ("recent", "old", "open")},
                    **{h: await store.find_player(h) for h in ("lately-hash", "long-ago-hash")}}
        finally:
            await store.close()

    asyncio.run(tables_of_every_age(db, records, time.time()))   # a server reads the wall clock
    with Serve(tmp_path, "--retention-days", "180", db=f"sqlite:///{db}") as server:
        assert "1 table(s) restored" in server.line
        end = Patience(30)                  # a bound: it runs at the start
        while asyncio.run(stored())["old"] is not None:
            assert not end.over(), server.log_text()
            time.sleep(0.2)
        tables = asyncio.run(stored())
    assert tables["recent"].records == records and tables["recent"].actions == [[]]   # archived
    assert tables["open"].actions == [[]] and not tables["open"].finished
    assert tables["lately-hash"] == ("lately", "Lately") and tables["long-ago-hash"] is None


def test_housekeeping_reads_the_clock_it_is_given_a_year_either_side(any_day, tmp_path):
    """One round of housekeeping as of the clock passed in (the server's), the wall
    clock a year away: a table finished two days before that clock is archived, one
    finished a year before it deleted, a guest not seen for a year forgotten."""
    records = [{"round": 1, "seed": "s"}]
    now = float(calendar.timegm((2027, 3, 28, 1, 30, 0)))

    async def main():
        db = tmp_path / "s.sqlite3"
        await tables_of_every_age(db, records, now)
        store = await open_storage(f"sqlite:///{db}")
        assert await tidy(store, 180, now) == (2, 1, 1)
        assert await tidy(store, 180, now) == (0, 0, 0)
        kept = {t: await store.load_table(t) for t in ("recent", "old", "open")}
        players = [await store.find_player(h) for h in ("long-ago-hash", "lately-hash")]
        await store.close()
        return kept, players

    kept, players = asyncio.run(main())
    assert kept["old"] is None and kept["recent"].records == records
    assert kept["recent"].actions == [[]] and not kept["open"].finished
    assert players == [None, ("lately", "Lately")]
