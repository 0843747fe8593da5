"""The caps hold when they are raced, against a real ``baloot-audio serve`` process:
many creations sent at once (one account on many connections from several
addresses, or many guests) get exactly the cap, not more. Each cap is checked
and counted in one step, before anything is awaited (guard/quota.py,
tournaments/hall.py); before, each was read, then the storage awaited, then
counted, so creations sent together all passed (tables per player 3 -> 6,
tournaments per player 2 -> 10, tournaments on the server 200 -> 213)."""
import asyncio
import time

from baloot_audio.net.wire.protocol import VERSION

from .serve import Raw, Serve, loopback

PASSWORD = "correct horse"
OPTIONS = ("--connects-per-second", "100", "--registers-per-second", "100")


def sqlite(folder, name: str = "s") -> str:
    """A database on disk: its writes are awaited (a worker thread), as in production."""
    return f"sqlite:///{folder / name}.sqlite3"


def names(prefix: str, count: int) -> list[str]:
    """``count`` names apart from each other once folded (no digits nor look-alike
    letters: 1/l/I, 0/O, rn/m fold alike)."""
    letters = "bdfhkptx"
    return [prefix + letters[n // 8] + letters[n % 8] for n in range(count)]


async def account(url: str, name: str, source: str, first: str = "login") -> Raw:
    """A connection of the account ``name`` (made by ``first="register"``)."""
    raw = await Raw.open(url, None, source)
    welcome = await raw.ask({"type": first, "version": VERSION, "name": name,
                             "password": PASSWORD}, timeout=60)
    assert welcome["type"] == "welcome", welcome
    return raw


async def at_once(raws: list[Raw], message: dict) -> list[str]:
    """Each connection sends ``message`` at the same time: the answers' types or codes."""
    refs = await asyncio.gather(*(raw.send(message) for raw in raws))
    async def answer(raw: Raw, ref: int) -> str:
        [reply] = await raw.answers(1, timeout=60)
        assert raw.ref == ref
        return reply.get("code", reply["type"])
    return list(await asyncio.gather(*(answer(r, ref) for r, ref in zip(raws, refs))))


async def close_all(raws: list[Raw]) -> None:
    for raw in raws:
        await raw.close()


def test_one_account_creating_tables_on_many_connections_at_once_gets_its_three(tmp_path):
    async def main(url):
        first = await account(url, "Racer", loopback(0), "register")
        racer = [first] + [await account(url, "Racer", loopback(n % 4)) for n in range(1, 12)]
        codes = await at_once(racer, {"type": "create_table", "public": False, "seat": 0})
        assert codes.count("joined") == 3, codes                # 6 before
        assert codes.count("too_many_tables") == 9, codes
        await close_all(racer)

    with Serve(tmp_path, *OPTIONS, db=sqlite(tmp_path)) as server:
        asyncio.run(main(server.url))
        assert "Traceback" not in server.log_text()


def test_many_guests_creating_tables_at_once_get_the_servers_and_the_addresss_caps(tmp_path):
    async def main(url):
        guests = [await Raw.open(url, name, loopback(10 + n))
                  for n, name in enumerate(names("G", 16))]
        codes = await at_once(guests, {"type": "create_table", "public": True, "seat": 0})
        assert codes.count("joined") == 5, codes                # on the server
        assert codes.count("server_full") == 11, codes
        await close_all(guests)

    async def one_address(url):
        guests = [await Raw.open(url, name, loopback(40)) for name in names("H", 12)]
        codes = await at_once(guests, {"type": "create_table", "public": False, "seat": 0})
        assert codes.count("joined") == 4, codes                # from one address
        assert codes.count("too_many_tables") == 8, codes
        await close_all(guests)

    with Serve(tmp_path, "--max-tables", "5", *OPTIONS, db=sqlite(tmp_path)) as server:
        asyncio.run(main(server.url))
    with Serve(tmp_path, "--tables-per-address", "4", *OPTIONS,
               db=sqlite(tmp_path, "again")) as server:
        asyncio.run(one_address(server.url))


def tournament(name: str) -> dict:
    return {"type": "create_tournament", "name": name, "starts_at": time.time() + 3600}


def test_tournaments_created_at_once_stop_at_the_players_and_the_servers_caps(tmp_path):
    async def main(url):
        first = await account(url, "Organiser", loopback(50), "register")
        mine = [first] + [await account(url, "Organiser", loopback(50 + n % 3))
                          for n in range(1, 10)]
        codes = await at_once(mine, tournament("Cup"))
        assert codes.count("tournament") == 2, codes            # 10 before
        assert codes.count("too_many_tournaments") == 8, codes
        others = [await account(url, name, loopback(60 + n), "register")
                  for n, name in enumerate(names("Other", 8))]
        codes = await at_once(others, tournament("Open"))
        assert codes.count("tournament") == 2, codes            # 4 on the server, 2 before
        assert codes.count("too_many_tournaments") == 6, codes
        await close_all(mine + others)

    with Serve(tmp_path, "--tournaments", "4", *OPTIONS, db=sqlite(tmp_path)) as server:
        asyncio.run(main(server.url))
        assert "Traceback" not in server.log_text()
