"""The server-wide budgets of wrong passwords, new accounts and wrong invite codes
cannot be spent by a flood at everyone else's cost, against a real ``baloot-audio
serve`` process: while 100 addresses flood all three, a login from an address the
account never used, a newcomer's account and a friend's right invite code, each
from an address of its own, are answered (before: ``login_wait``,
``register_wait``, ``guess_wait``: the flood had spent the server's budget). The
flooders themselves are held by their own addresses' strikes."""
import asyncio
import secrets

from baloot_audio.net.guard.guesses import CODE_LETTERS
from .serve import Raw, Serve, loopback
from .test_login_floods import PASSWORD, first_message, login, register

FLOODERS = 100
BUDGETS = ("--logins-per-second", "0.2", "--registers-per-second", "0.1",
           "--guesses-per-second", "0.2", "--connects-per-second", "100")


def wrong_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(10))


def distinct(prefix: str, n: int) -> str:
    """A name of its own for the ``n``-th flooder (no digits: they fold to letters)."""
    return prefix + "bdfhkmpstx"[n // 10] + "bdfhkmpstx"[n % 10]


async def flood(url: str, n: int, hashing: bool = True) -> list[str]:
    """One flooding address: a wrong password for the victim, a new account (one in
    five: each is hashed, slowly), wrong invite codes; the answers' codes."""
    source, codes = loopback(10 + n), []
    if hashing:
        codes.append(await first_message(url, source, login("Victim", "guess")))
        if n % 5 == 0:
            codes.append(await first_message(url, source, register(distinct("Bulk", n))))
    guest = await Raw.open(url, distinct("Flood" if hashing else "Again", n), source)
    for _ in range(12):
        reply = await guest.ask({"type": "join_table", "code": wrong_code()})
        codes.append(reply.get("code", reply["type"]))
    await guest.close()
    return codes


def test_a_flood_from_many_addresses_does_not_refuse_newcomers_or_a_friends_code(tmp_path):
    async def main(url):
        assert await first_message(url, loopback(0), register("Victim")) == "welcome"
        owner = await Raw.open(url, "Owner", loopback(1))
        code = (await owner.create())["code"]
        answers = await asyncio.gather(*(flood(url, n) for n in range(FLOODERS)))
        spent = [c for codes in answers for c in codes]
        assert spent.count("guess_wait") > FLOODERS, spent[:40]     # the flooders wait
        # still flooding (codes only: the passwords' hashing would only slow the test)
        second = asyncio.gather(*(flood(url, n, hashing=False) for n in range(FLOODERS)))
        newcomer = await first_message(url, loopback(200), login("Victim", PASSWORD))
        account = await first_message(url, loopback(201), register("Newcomer"))
        friend = await Raw.open(url, "Friend", loopback(202))
        joined = await friend.ask({"type": "join_table", "code": code})
        assert (newcomer, account, joined["type"]) == ("welcome", "welcome", "joined"), \
            (newcomer, account, joined)
        await second
        await friend.close()
        await owner.close()

    with Serve(tmp_path, *BUDGETS) as server:
        asyncio.run(main(server.url))
        assert "Traceback" not in server.log_text()
