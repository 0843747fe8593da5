"""Register and login floods, against a real ``baloot-audio serve`` process: wrong
passwords spread over many names and connections, and new accounts, cost more
each time per address and for the whole server (as wrong invite codes do), so
neither guessing passwords nor making accounts in bulk goes fast."""
import asyncio

from websockets.exceptions import ConnectionClosed

from baloot_audio.net.guard.guesses import Tries
from baloot_audio.net.wire.protocol import VERSION

from .serve import Raw, Serve, loopback

PASSWORD = "correct horse"


async def first_message(url: str, source: str, message: dict) -> str:
    """The answer to one first message (login or register) on a new connection from
    ``source``: ``welcome``, the error's code, or ``closed`` (the server dropped it)."""
    raw = await Raw.open(url, None, source)
    try:
        answer = await raw.ask({"version": VERSION, **message}, timeout=60)
    except ConnectionClosed:
        return "closed"
    await raw.close()
    return answer.get("code", answer["type"])


def login(name: str, password: str) -> dict:
    return {"type": "login", "name": name, "password": password}


def register(name: str) -> dict:
    return {"type": "register", "name": name, "password": PASSWORD}


def test_one_address_soon_waits_for_wrong_passwords_and_new_accounts(tmp_path):
    async def main(url):
        assert await first_message(url, loopback(0), register("Ann")) == "welcome"
        # a spray: twenty names at once, each from its own connection of one address
        codes = await asyncio.gather(*[first_message(url, loopback(1), login(f"Ann{n}", "guess"))
                                       for n in range(20)])
        checked = codes.count("bad_login") + codes.count("closed")
        assert checked <= 11 and codes.count("login_wait") == 20 - checked, codes
        # past its free tries each one costs its address a longer wait: of another
        # spray, one is checked at most; another address logs in
        codes = await asyncio.gather(*[first_message(url, loopback(1), login(f"Bo{n}", "guess"))
                                       for n in range(8)])
        assert codes.count("bad_login") + codes.count("closed") <= 1, codes
        assert await first_message(url, loopback(2), login("Ann", PASSWORD)) == "welcome"
        # accounts in bulk from one address: a household's few, then waits
        codes = await asyncio.gather(*[first_message(url, loopback(3), register(f"Bulk{n}"))
                                       for n in range(8)])
        assert codes.count("welcome") <= 4 and codes.count("register_wait") >= 4, codes
        assert await first_message(url, loopback(4), register("Bea")) == "welcome"

    # the gate's new connections a second (net/guard/gate.py) are not what is tried here: a
    # quick machine ends the first spray before the address's burst has come back
    with Serve(tmp_path, "--connects-per-second", "100", guests=False) as server:
        asyncio.run(main(server.url))


def test_the_whole_server_checks_few_wrong_passwords_a_second_from_any_number_of_addresses(
        tmp_path):
    async def main(url):
        codes = await asyncio.gather(*[first_message(url, loopback(10 + n),
                                                     login(f"Who{n}", "guess"))
                                       for n in range(10)])
        checked = codes.count("bad_login") + codes.count("closed")
        assert checked <= 3 and codes.count("login_wait") == 10 - checked, codes

    with Serve(tmp_path, "--logins-per-second", "0.2", guests=False) as server:
        asyncio.run(main(server.url))


def test_a_right_password_gives_back_what_its_try_cost():
    tries = Tries(rate=1.0, longest=600.0, free_conn=1, free_address=2)
    class Conn:
        pass
    conn = Conn()
    for _ in range(30):          # counted up front, given back once right
        assert tries.wait(conn, "10.0.0.1") == 0
        tries.costly(conn, "10.0.0.1")
        tries.refund(conn, "10.0.0.1")
    for _ in range(2):
        tries.costly(conn, "10.0.0.1")
    assert tries.wait(conn, "10.0.0.1") > 0 and tries.wait(Conn(), "10.0.0.2") == 0


def test_a_password_waiting_its_turn_is_answered_past_the_hello_deadline(tmp_path):
    """Twelve logins at once, each from its own address: the passwords are checked two
    at a time, the last ones well after the hello deadline (0.3 s here); each is still
    answered, none closed unanswered (before: the deadline closed the ones waiting)."""
    async def main(url):
        assert await first_message(url, loopback(0), register("Ann")) == "welcome"
        codes = await asyncio.gather(*[first_message(url, loopback(10 + n),
                                                     login("Ann", PASSWORD))
                                       for n in range(12)])
        assert codes == ["welcome"] * 12, codes

    with Serve(tmp_path, "--hello-seconds", "0.3", "--logins-per-second", "100",
               guests=False) as server:
        asyncio.run(main(server.url))


def test_a_stranger_never_locks_a_name_against_its_owner(tmp_path):
    """Wrong passwords for a public name, from a stranger's address: the stranger is
    slowed (their name-and-address, their address), never the name: its owner,
    from their own address, logs in with the right password at once."""
    async def main(url):
        assert await first_message(url, loopback(1), register("Victim")) == "welcome"
        codes = [await first_message(url, loopback(2), login("Victim", f"guess {n}"))
                 for n in range(6)]
        assert codes[:3] == ["bad_login"] * 3, codes
        assert set(codes[3:]) <= {"login_throttled", "login_wait"}, codes
        assert await first_message(url, loopback(1), login("Victim", PASSWORD)) == "welcome"
        assert await first_message(url, loopback(3), login("Victim", PASSWORD)) == "welcome"

    with Serve(tmp_path, "--connects-per-second", "100", guests=False) as server:
        asyncio.run(main(url=server.url))


def test_a_flood_from_many_addresses_never_turns_away_a_known_address_or_a_token(tmp_path):
    """The whole server's budget of wrong passwords spent by many addresses: an
    account still logs in from an address it logged in from before, and with its
    login token from anywhere; an address it never used waits its turn."""
    async def main(url):
        raw = await Raw.open(url, None, loopback(1))
        welcome = await raw.ask({"version": VERSION, **register("Ann")})
        assert welcome["type"] == "welcome", welcome
        await raw.close()
        codes = await asyncio.gather(*[first_message(url, loopback(10 + n),
                                                     login(f"Who{n}", "guess"))
                                       for n in range(12)])
        assert codes.count("login_wait") >= 8, codes          # the budget is spent
        assert await first_message(url, loopback(1), login("Ann", PASSWORD)) == "welcome"
        hello = {"type": "hello", "name": "Ann", "token": welcome["token"]}
        assert await first_message(url, loopback(40), hello) == "welcome"
        assert await first_message(url, loopback(41), login("Ann", PASSWORD)) == "login_wait"

    with Serve(tmp_path, "--logins-per-second", "0.05", "--connects-per-second", "100",
               guests=False) as server:
        asyncio.run(main(server.url))


def test_passwords_are_hashed_below_the_servers_priority_by_few_threads():
    """The hashing threads are bounded (a core left to the event loop) and niced
    below the server's (Linux: nice is each thread's own), so a flood of logins
    never takes the cores from the tables."""
    import os
    import sys

    from baloot_audio.net.accounts import passwords

    async def main():
        stored = await passwords.hashed("correct horse")
        assert await passwords.checked("correct horse", stored)
        return await asyncio.get_running_loop().run_in_executor(
            passwords._hashers(), os.getpriority, os.PRIO_PROCESS, 0)

    assert 1 <= passwords.AT_ONCE <= max(1, (os.cpu_count() or 2) - 1)
    niced = asyncio.run(main())
    if sys.platform.startswith("linux"):
        assert niced >= os.getpriority(os.PRIO_PROCESS, 0) + passwords.NICE or niced == 19
