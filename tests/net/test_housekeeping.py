"""A server keeps house: at its start (and every ten minutes) the tables finished
a while ago are archived, their records kept, and those past the retention go."""
import asyncio
import sqlite3
import time

from baloot_audio.net.wire import protocol as p
from baloot_audio.net.tables.settings import new_settings
from baloot_audio.net.db.storage import open_storage

from .serve import Serve

DAY = 86400


def test_serve_archives_finished_tables_and_deletes_them_past_the_retention(tmp_path):
    db = tmp_path / "s.sqlite3"
    records = [{"round": 1, "seed": "s"}]

    async def prepare():
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
        with sqlite3.connect(db) as conn:          # finished two days and a year ago
            for table_id, days in (("recent", 2), ("old", 365)):
                conn.execute("UPDATE game_tables SET updated_at = ? WHERE table_id = ?",
                             (time.time() - days * DAY, table_id))
            conn.execute("UPDATE players SET updated_at = ? WHERE player_id = 'long-ago'",
                         (time.time() - 365 * DAY,))        # a guest last seen a year ago

    async def stored():
        store = await open_storage(f"sqlite:///{db}")
        try:
            return {**{t: await store.load_table(t) for t in ("recent", "old", "open")},
                    **{h: await store.find_player(h) for h in ("lately-hash", "long-ago-hash")}}
        finally:
            await store.close()

    asyncio.run(prepare())
    with Serve(tmp_path, "--retention-days", "180", db=f"sqlite:///{db}") as server:
        assert "1 table(s) restored" in server.line
        end = time.monotonic() + 30                  # a bound: it runs at the start
        while asyncio.run(stored())["old"] is not None:
            assert time.monotonic() < end, server.log_text()
            time.sleep(0.2)
        tables = asyncio.run(stored())
    assert tables["recent"].records == records and tables["recent"].actions == [[]]   # archived
    assert tables["open"].actions == [[]] and not tables["open"].finished
    assert tables["lately-hash"] == ("lately", "Lately") and tables["long-ago-hash"] is None
