"""What one client, one address or the whole server may use: every limit of
``baloot-audio serve`` in one place (each is an option; docs/deployment.md
says what happens at each), and the token bucket most of them count with."""

from __future__ import annotations

import argparse
import os
import time
from dataclasses import dataclass

# descriptors kept free below the open-file limit: the storage, the bot workers'
# pipes, the log, and the connections accepted in one pass of the loop before
# the cap refuses them (asyncio accepts up to 100 at a time)
DESCRIPTORS_KEPT = 160


@dataclass(frozen=True)
class Limits:
    """The server's limits (the defaults are ``serve``'s)."""

    max_connections: int = 0            # open connections; 0: below the descriptor limit
    per_address: int = 32               # open connections from one address
    connects_per_second: float = 2.0    # new connections from one address (20 at once)
    hello_seconds: float = 10.0         # a connection names itself within this, or goes
    send_buffer: int = 512 * 1024       # bytes waiting for a slow reader before it is dropped
    page_size: int = 50                 # tables in one answer to list_tables
    max_tables: int = 5000              # open tables on the server
    tables_per_player: int = 3          # open tables one player created
    tables_per_address: int = 20        # open tables created from one address
    watchers: int = 20                  # members without a seat at one table
    watch_behind: int = 1               # tricks the watchers hear the play behind (tables/watch_feed.py)
    chat_per_table: float = 5.0         # chat lines a second at one table (twice that at once)
    presence_seconds: float = 5.0       # a drop is told once the player is away this long
    code_length: int = 10               # letters of an invite code
    guesses_per_second: float = 5.0     # wrong codes a second, the whole server
    guess_wait: float = 600.0           # the longest a wrong code makes an address wait
    heard_grace: float = 10.0           # a timed table's clock waits this long for "heard"
    logins_per_second: float = 5.0      # wrong passwords a second, the whole server
    registers_per_second: float = 1.0   # new accounts a second, the whole server
    login_wait: float = 600.0           # the longest a wrong password or new account makes wait
    token_days: float = 30.0            # a login token unused this long no longer logs in
    reports_per_hour: float = 10.0      # reports one account files (an address: three times)
    bot_workers: int = -1               # processes deciding for bots; -1: one per core but one
    retention_days: float = 180.0       # a finished table's records are kept this long; 0: ever
    friends: int = 100                  # friends one account may have
    friend_requests: int = 20           # one player's requests waiting for an answer
    requests_waiting: int = 100         # requests waiting for one player's answer
    friend_adds_per_hour: float = 30.0  # friend requests one player sends (ten at once)
    invites_per_minute: float = 6.0     # invitations one player sends (three at once)
    invite_gap: float = 60.0            # seconds between two invitations to one friend
    invite_seconds: float = 120.0       # an invitation is good this long
    private_waiting: int = 20           # one sender's messages a friend has not read yet
    private_kept: int = 200             # read messages kept of two friends' history
    private_page: int = 20              # messages in one page of a history
    diwans: int = 10                    # diwans one account belongs to (creates or joins)
    diwan_members: int = 200            # members of one diwan
    diwan_chat: float = 2.0             # chat lines a second in one diwan (twice that at once)
    diwan_kept: int = 500               # lines kept of a diwan's chat history
    tournaments: int = 200              # tournaments not finished on the server
    tournaments_per_player: int = 2     # tournaments not finished one player created
    tournament_teams: int = 128         # teams one tournament may take at most
    tournament_days: float = 30.0       # a tournament starts within this many days
    tournament_grace: float = 120.0     # seconds a player has to come to their match
    origins: tuple[str, ...] = ()       # web pages (Origin) allowed to connect
    proxies: tuple[str, ...] = ()       # reverse proxies whose X-Forwarded-For is believed

    def connection_cap(self) -> int:
        """Open connections at most: the option, kept below the open-file limit."""
        room = descriptor_limit() - DESCRIPTORS_KEPT
        cap = room if self.max_connections <= 0 else min(self.max_connections, room)
        return max(1, cap)

    def workers(self) -> int:
        if self.bot_workers >= 0:
            return self.bot_workers
        return max(1, (os.cpu_count() or 2) - 1)


def descriptor_limit() -> int:
    """The process's open-file limit (its soft limit; unknown: 1024)."""
    try:
        import resource
    except ImportError:      # Windows: no such limit for sockets
        return 1 << 16
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    return soft if soft != resource.RLIM_INFINITY else 1 << 20


def raise_descriptor_limit() -> None:
    """The soft open-file limit raised to the hard one (allowed to any process)."""
    try:
        import resource
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        except (ValueError, OSError):
            pass


def address_key(address: str) -> str:
    """Who an address is, for the limits: itself, or its /64 for IPv6 (one
    subscriber's share)."""
    import ipaddress      # here: the game's command line reads this module at start

    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return address
    if ip.version == 4:
        return str(ip)
    if ip.ipv4_mapped is not None:
        return str(ip.ipv4_mapped)
    return str(ipaddress.ip_network(f"{ip}/64", strict=False))


class Bucket:
    """A token bucket: ``take()`` is False once ``rate`` a second (``burst`` at once) is spent."""

    def __init__(self, rate: float, burst: float):
        self.rate, self.burst, self.tokens, self.last = rate, burst, burst, time.monotonic()

    def _refill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now

    def take(self) -> bool:
        self._refill()
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False

    def give_back(self) -> None:
        """A token taken for nothing (what it paid for was refused elsewhere)."""
        self.tokens = min(self.burst, self.tokens + 1)

    def ready(self) -> bool:
        """Whether a token is there (none taken)."""
        self._refill()
        return self.tokens >= 1

    def full(self) -> bool:
        """Nothing spent (an idle source: forgettable)."""
        self._refill()
        return self.tokens >= self.burst


# `serve`'s options for the limits: (option, field, type, what it is)
OPTIONS: list[tuple[str, str, type, str]] = [
    ("--max-connections", "max_connections", int,
     "open connections at most (0: as many as the open-file limit allows, less a reserve)"),
    ("--per-address", "per_address", int, "open connections from one address"),
    ("--connects-per-second", "connects_per_second", float,
     "new connections a second from one address (at once: twenty, or a second's worth if more)"),
    ("--hello-seconds", "hello_seconds", float,
     "seconds a new connection has to name itself (hello)"),
    ("--send-buffer", "send_buffer", int,
     "bytes waiting for a connection that does not read before it is dropped"),
    ("--page-size", "page_size", int, "tables in one answer to list_tables"),
    ("--max-tables", "max_tables", int, "open tables on the server"),
    ("--tables-per-player", "tables_per_player", int, "open tables one player created"),
    ("--tables-per-address", "tables_per_address", int,
     "open tables created from one address"),
    ("--watchers", "watchers", int, "members without a seat at one table"),
    ("--watch-behind", "watch_behind", int,
     "whole tricks the watchers of a table hear the play behind its players (0 to 8; "
     "8: each round once it is scored)"),
    ("--chat-per-table", "chat_per_table", float,
     "chat lines a second at one table (twice that at once)"),
    ("--presence-seconds", "presence_seconds", float,
     "seconds a player is away before the table hears they dropped"),
    ("--code-length", "code_length", int, "letters in an invite code (6 to 16)"),
    ("--guesses-per-second", "guesses_per_second", float,
     "wrong invite codes a second the whole server tries (ten seconds' worth at once)"),
    ("--guess-wait", "guess_wait", float,
     "the longest wait, in seconds, a wrong invite code costs a connection or an address"),
    ("--logins-per-second", "logins_per_second", float,
     "wrong passwords a second the whole server checks (ten seconds' worth at once)"),
    ("--registers-per-second", "registers_per_second", float,
     "new accounts a second the whole server makes (ten seconds' worth at once)"),
    ("--login-wait", "login_wait", float,
     "the longest wait, in seconds, a wrong password or a new account costs a connection "
     "or an address"),
    ("--token-days", "token_days", float,
     "days a login token unused is good for (each use gives a new one, good as long); "
     "0: for ever"),
    ("--reports-per-hour", "reports_per_hour", float,
     "reports one account files an hour (three at once); one address three times that "
     "(ten at once)"),
    ("--heard-grace", "heard_grace", float,
     "seconds a timed table's clock waits for a player's client to say the prompt was heard"),
    ("--bot-workers", "bot_workers", int,
     "processes for the bots' decisions (-1: one per core but one; 0: on the event loop)"),
    ("--retention-days", "retention_days", float,
     "days a finished match's records are kept (0: for ever)"),
    ("--friends", "friends", int, "friends one account may have"),
    ("--friend-requests", "friend_requests", int,
     "friend requests one player has waiting for others' answers"),
    ("--requests-waiting", "requests_waiting", int,
     "friend requests waiting for one player's answer"),
    ("--friend-adds-per-hour", "friend_adds_per_hour", float,
     "friend requests one player sends in an hour (ten at once)"),
    ("--invites-per-minute", "invites_per_minute", float,
     "invitations to a table one player sends a minute (three at once)"),
    ("--invite-gap", "invite_gap", float, "seconds between two invitations to one friend"),
    ("--invite-seconds", "invite_seconds", float, "seconds an invitation can be accepted"),
    ("--private-waiting", "private_waiting", int,
     "private messages from one sender a friend has not read yet"),
    ("--private-kept", "private_kept", int,
     "read private messages kept of two friends' history"),
    ("--private-page", "private_page", int, "private messages in one page of a history"),
    ("--diwans", "diwans", int, "diwans one account belongs to (created or joined)"),
    ("--diwan-members", "diwan_members", int, "members of one diwan"),
    ("--diwan-chat", "diwan_chat", float,
     "chat lines a second in one diwan (twice that at once)"),
    ("--diwan-kept", "diwan_kept", int, "lines kept of a diwan's chat history"),
    ("--tournaments", "tournaments", int, "tournaments not finished on the server"),
    ("--tournaments-per-player", "tournaments_per_player", int,
     "tournaments not finished one player created"),
    ("--tournament-teams", "tournament_teams", int, "teams one tournament may take at most"),
    ("--tournament-days", "tournament_days", float,
     "days ahead a tournament may be set to start"),
    ("--tournament-grace", "tournament_grace", float,
     "seconds a player has to come to their tournament match before a bot plays their "
     "seat and their team forfeits"),
]


def add_options(parser: argparse.ArgumentParser) -> None:
    """The limits as options of an argparse parser (``serve``'s)."""
    for option, name, kind, what in OPTIONS:
        default = getattr(Limits, name)
        parser.add_argument(option, dest=name, type=kind, default=default,
                            help=f"{what} (default {default})")
    parser.add_argument("--origin", dest="origins", action="append", default=[],
                        help="a web page origin (https://host) allowed to connect; repeatable "
                             "(default: none; clients that are not web pages send no origin)")
    parser.add_argument("--proxy", dest="proxies", action="append", default=[],
                        help="the address of a reverse proxy whose X-Forwarded-For is the "
                             "client's address; repeatable")


def limits_from(args: argparse.Namespace) -> Limits:
    """The limits of parsed options; raises ValueError naming a bad one."""
    values = {name: getattr(args, name) for _, name, _, _ in OPTIONS}
    for option, name, _, _ in OPTIONS:
        if values[name] < 0 and name not in ("bot_workers", "max_connections"):
            raise ValueError(f"{option} cannot be negative")
    if not 6 <= values["code_length"] <= 16:
        raise ValueError("--code-length is 6 to 16 letters")
    if values["watch_behind"] > 8:
        raise ValueError("--watch-behind is 0 to 8 tricks")
    return Limits(**values, origins=tuple(args.origins), proxies=tuple(args.proxies))
