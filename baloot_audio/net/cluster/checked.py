"""What a key of the wrong type in Redis does: nothing but one line in the log.

Anyone who can write to Redis (a mistake, another program on the same database,
an attacker) can leave a list where a string was (``code:``, ``seat:``,
``owner:``) or a hash where a sorted set was (``public``): every command on it
then fails with WRONGTYPE. Read through :func:`checked`, such a key counts as
absent, and each kind of key is said in the log at most once a minute (the key
a request reads must not turn into a traceback per request, nor a line per
request). Writes are mended where the process owns what the key says (shared.py).
"""

from __future__ import annotations

from typing import Awaitable, TypeVar

from redis import asyncio as aioredis
from redis.asyncio.client import Pipeline
from redis.exceptions import ResponseError

from .quiet_log import Hushed

T = TypeVar("T")

_told: dict[str, Hushed] = {}


def is_wrong_type(error: BaseException) -> bool:
    return isinstance(error, ResponseError) and str(error).startswith("WRONGTYPE")


def wrong_type(kind: str) -> None:
    """Said once a minute at most for each kind of key (``owner``, ``code``...)."""
    _told.setdefault(kind, Hushed()).warn(
        "redis: a %s key holds the wrong type of value; read as absent", kind)


async def checked(kind: str, read: Awaitable[T], absent: T) -> T:
    """What ``read`` gives, or ``absent`` when its key is of the wrong type."""
    try:
        return await read
    except ResponseError as error:
        if not is_wrong_type(error):
            raise
        wrong_type(kind)
        return absent


async def mended(redis: aioredis.Redis, pipe: Pipeline) -> None:
    """Run a pipeline's writes; one refused for a key of the wrong type deletes that
    key and is done again, so such a key cannot stop a process's ticks."""
    commands = [args for args, _ in pipe.command_stack]
    for args, result in zip(commands, await pipe.execute(raise_on_error=False)):
        if isinstance(result, Exception):
            if not is_wrong_type(result):
                raise result
            key = str(args[1])
            wrong_type(key.split(":")[1] if ":" in key else "?")
            await redis.delete(args[1])
            await redis.execute_command(*args)
