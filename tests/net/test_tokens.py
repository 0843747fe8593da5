"""Login tokens nobody keeps against the owner's will: "log out everywhere" closes
every open session of the account at once (a thief's open connection included,
and the one that asked, once answered), and a token unused for its lifetime
(``serve --token-days``) no longer logs in (each use gives a new one, good for
the whole lifetime again). Against a real ``baloot-audio serve`` process from
several loopback addresses, and against a server on a clock passed in."""
import asyncio

from websockets.exceptions import ConnectionClosed

from baloot_audio.net.db.housekeeping import tidy
from baloot_audio.net.db.storage import open_storage
from baloot_audio.net.guard.limits import Limits
from baloot_audio.net.wire.protocol import VERSION
from patience import Patience

from .helpers import TEST_LIMITS, running_server
from .serve import Raw, Serve, loopback

PASSWORD = "correct horse"
DAY = 86400.0


async def first(url: str, source: str, message: dict) -> tuple[Raw, dict]:
    """A new connection from ``source`` and the answer to its first message."""
    raw = await Raw.open(url, None, source)
    return raw, await raw.ask({"version": VERSION, **message})


async def closed_by_server(raw: Raw, timeout: float = 20) -> bool:
    """Whether the server closes ``raw`` (whatever it still sends before) in time."""
    bound = Patience(timeout)
    try:
        while True:
            await raw.next_within(bound)
    except ConnectionClosed:
        return True
    except asyncio.TimeoutError:
        return False


def test_log_out_everywhere_closes_every_open_session_the_thiefs_too(tmp_path):
    async def main(url):
        home, welcome = await first(url, loopback(1), {"type": "register", "name": "Ann",
                                                       "password": PASSWORD})
        assert welcome["type"] == "welcome", welcome
        # a thief copied the kept token and uses it from elsewhere before its owner does
        thief, stolen = await first(url, loopback(2), {"type": "hello", "name": "Ann",
                                                       "token": welcome["token"]})
        assert stolen["type"] == "welcome" and stolen["player_id"] == welcome["player_id"]
        laptop, _ = await first(url, loopback(3), {"type": "login", "name": "Ann",
                                                   "password": PASSWORD})
        guest = await Raw.open(url, "Gus", loopback(4))
        answer = await laptop.ask({"type": "logout_everywhere"})
        assert answer["type"] == "ok", answer
        # every session of the account goes at once: the thief's, the other one, the asker's
        for session in (thief, home, laptop):
            assert await closed_by_server(session)
        # the thief's fresh token is gone as well (on a server of guests, the name is
        # then an account's); another player's session stays
        _, again = await first(url, loopback(2), {"type": "hello", "name": "Ann",
                                                  "token": stolen["token"]})
        assert again.get("code") == "name_taken", again
        assert (await guest.ask({"type": "list_tables"}))["type"] == "tables"
        await guest.close()

    with Serve(tmp_path, "--connects-per-second", "100") as server:
        asyncio.run(main(server.url))


def test_a_token_expires_unused_for_its_lifetime_and_each_use_renews_it(any_day):
    """On the server's clock (passed in, the wall clock a year away): a token used
    within its lifetime logs in and gives a new one, good for a lifetime from then; one
    unused for longer is refused and housekeeping deletes it."""
    async def main():
        store = await open_storage("memory:")
        now = [1_900_000_000.0]
        limits = Limits(**{**TEST_LIMITS.__dict__, "token_days": 30.0})
        async with running_server(store, limits=limits, guests=False,
                                  clock=lambda: now[0]) as (server, url):
            raw, welcome = await first(url, "127.0.0.1", {"type": "register", "name": "Ann",
                                                          "password": PASSWORD})
            await raw.close()
            token = welcome["token"]
            for _ in range(3):       # 29 days apart, three times: each use renews it
                now[0] += 29 * DAY
                raw, back = await first(url, "127.0.0.1", {"type": "hello", "name": "Ann",
                                                           "token": token})
                assert back["type"] == "welcome", back
                token = back["token"]
                await raw.close()
            now[0] += 30 * DAY + 1
            raw, late = await first(url, "127.0.0.1", {"type": "hello", "name": "Ann",
                                                       "token": token})
            assert late.get("code") == "not_logged_in", late
            await raw.close()
            # an unused token is deleted by housekeeping once its lifetime is past
            raw, fresh = await first(url, "127.0.0.1", {"type": "login", "name": "Ann",
                                                        "password": PASSWORD})
            await raw.close()
            assert await store.forget_login_tokens(now[0] - 1) == 0
            await tidy(store, 0, now[0] + 30 * DAY + 1, token_days=30.0)
            raw, gone = await first(url, "127.0.0.1", {"type": "hello", "name": "Ann",
                                                       "token": fresh["token"]})
            assert gone.get("code") == "not_logged_in", gone
            await raw.close()
    asyncio.run(main())
