"""Finding a private table by guessing its invite code, against a real server
process: codes are long, and a wrong code costs more each time, per connection,
per address and for the whole server (docs/deployment.md has the arithmetic)."""
import asyncio
import random
import re

from .serve import Raw, Serve, loopback

LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"


def guess(rng: random.Random, length: int) -> dict:
    return {"type": "join_table", "code": "".join(rng.choice(LETTERS) for _ in range(length))}


async def guess_from(url: str, source: str, connections: int, each: int, seed: int,
                     length: int = 10) -> list[str]:
    """``connections`` connections from ``source`` each send ``each`` guesses at once;
    the error code of every answer."""
    rng = random.Random(seed)
    raws = [await Raw.open(url, f"G{i}", source) for i in range(connections)]
    for raw in raws:
        for _ in range(each):
            await raw.send(guess(rng, length))
    codes = [a.get("code") for raw in raws for a in await raw.answers(each)]
    for raw in raws:
        await raw.close()
    return codes


def test_invite_codes_are_long_and_a_guessing_address_soon_waits(tmp_path):
    """The issue's attack: many connections from one address guess at once. A few
    wrong codes are tried (a typo or two each), then every guess waits; the wait is
    the address's, so new connections do not help; the right code from that
    address waits too, and from another address it opens the table."""
    async def main(url):
        owner = await Raw.open(url, "Owner", loopback(0))
        code = (await owner.create())["code"]
        assert len(code) >= 10 and set(code) <= set(LETTERS)
        # opened before the guesses, so that it asks as soon as they end (a connection
        # opened after them took longer than the last wait on a busy machine)
        late = await Raw.open(url, "Late", loopback(1))
        codes = await guess_from(url, loopback(1), connections=10, each=20, seed=1)
        tried = codes.count("unknown_table")
        assert tried + codes.count("guess_wait") == 200
        assert tried <= 15, codes            # 200 on a server without limits
        assert (await late.ask({"type": "join_table", "code": code}))["code"] == "guess_wait"
        friend = await Raw.open(url, "Friend", loopback(2))
        joined = await friend.ask({"type": "join_table", "code": code.lower()})
        assert joined["type"] == "joined" and joined["table"]["table_id"]
        for raw in (owner, late, friend):
            await raw.close()

    with Serve(tmp_path) as server:
        asyncio.run(main(server.url))


def test_each_wrong_code_costs_more_than_the_one_before(tmp_path):
    async def main(url):
        raw = await Raw.open(url, "Typist", loopback(3))
        rng = random.Random(2)
        answers = [await raw.ask(guess(rng, 10)) for _ in range(5)]
        codes = [a["code"] for a in answers]
        assert codes[:4] == ["unknown_table"] * 4 and codes[4] == "guess_wait", codes
        waits = []
        for _ in range(2):
            wait = float(re.search(r"in ([0-9.]+) s", answers[-1]["detail"]).group(1))
            waits.append(wait)
            await asyncio.sleep(wait + 0.05)
            assert (await raw.ask(guess(rng, 10)))["code"] == "unknown_table"
            answers.append(await raw.ask(guess(rng, 10)))
            assert answers[-1]["code"] == "guess_wait"
        # the wait a wrong code costs grows: 1 s after the fourth, 2 s after the fifth...
        assert waits[1] >= 1.9 * waits[0] > 0
        await raw.close()

    with Serve(tmp_path) as server:
        asyncio.run(main(server.url))


def test_the_whole_server_tries_a_few_wrong_codes_a_second_whoever_sends_them(tmp_path):
    """Guessers spread over many addresses, each within its own free guesses: the
    server-wide budget (here 1 a second, 10 at once) holds them all."""
    async def main(url):
        codes = []
        for n in range(12):
            codes += await guess_from(url, loopback(10 + n), connections=1, each=3, seed=n)
        tried = codes.count("unknown_table")
        assert tried + codes.count("guess_wait") == 36
        assert tried <= 10 + 1 * 20, codes     # the burst, and a second's worth for each
        # (generously) of the at most 20 s this took; 36 without the limit

    with Serve(tmp_path, "--guesses-per-second", "1") as server:
        asyncio.run(main(server.url))
