"""A headless bot player of the online end-to-end test, in its own process.

    python online_bot.py URL WORKDIR NAME SEAT

It waits for WORKDIR/code (the invite code the first window's player got), joins
the table with it, takes SEAT and lets the basic bot play until the match is
over or it is stopped. Every round record it receives goes to WORKDIR/NAME.jsonl.
"""
from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.net.wire import protocol as p  # noqa: E402
from baloot_audio.net.client.bot_player import BotPlayer  # noqa: E402
from baloot_audio.net.client.connection import Client  # noqa: E402


async def main(url: str, work: Path, name: str, seat: int) -> int:
    deadline = time.monotonic() + 120
    while not (work / "code").exists():
        if time.monotonic() > deadline:
            return 2
        await asyncio.sleep(0.05)
    client = Client()
    await client.connect(url, name)
    table = await client.join(code=(work / "code").read_text().strip())
    await client.take_seat(seat)
    records = open(work / f"{name}.jsonl", "a", encoding="utf-8")

    def on_message(msg) -> None:
        if isinstance(msg, p.RoundEnded):
            records.write(json.dumps(msg.record) + "\n")
            records.flush()

    client.listeners.append(on_message)
    BotPlayer(table, make_bot("basic"), seed=name, delay=lambda rng: 0.2)
    await client.closed.wait()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4]))))
