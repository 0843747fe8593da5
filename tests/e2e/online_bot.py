"""A headless bot player of the online end-to-end test, in its own process.

    python online_bot.py URL WORKDIR NAME SEAT [FORM [create]]

It waits for WORKDIR/code (the invite code the first window's player got), joins
the table with it, takes SEAT and lets the basic bot play until the match is
over or it is stopped. Every round record it receives goes to WORKDIR/NAME.jsonl.
With FORM it registers NAME as an account of that form of address (feminine,
masculine, unspecified) rather than coming as a guest; with ``create`` too, it
creates the private table itself (seated at SEAT), writes its code to WORKDIR/code,
and starts the match once WORKDIR/start exists and every seat has its player.
Once seated it writes WORKDIR/seatSEAT.
"""
from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Optional

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.net.wire import protocol as p  # noqa: E402
from baloot_audio.net.client.bot_player import BotPlayer  # noqa: E402
from baloot_audio.net.client.connection import Client  # noqa: E402
from patience import Patience  # noqa: E402


async def wait_for(path: Path) -> bool:
    deadline = Patience(120)
    while not path.exists():
        if deadline.over():
            return False
        await asyncio.sleep(0.05)
    return True


async def main(url: str, work: Path, name: str, seat: int, form: Optional[str] = None,
               create: bool = False) -> int:
    client = Client()
    if form is not None:
        await client.connect(url, name, password=f"{name} plays baloot", register=True,
                             form=form)
    if create:
        table = await client.create_table(public=False, seat=seat)
        (work / "code").write_text(table.info.code or "")
    else:
        if not await wait_for(work / "code"):
            return 2
        if form is None:
            await client.connect(url, name)
        table = await client.join(code=(work / "code").read_text().strip())
        await client.take_seat(seat)
    (work / f"seat{seat}").write_text(name)
    records = open(work / f"{name}.jsonl", "a", encoding="utf-8")

    def on_message(msg) -> None:
        if isinstance(msg, p.RoundEnded):
            records.write(json.dumps(msg.record) + "\n")
            records.flush()

    client.listeners.append(on_message)
    BotPlayer(table, make_bot("basic"), seed=name, delay=lambda rng: 0.2)
    if create:
        if not await wait_for(work / "start"):
            return 2
        while not all(s.kind == "human" for s in table.info.seats):
            await asyncio.sleep(0.05)
        await client.start_match()
    await client.closed.wait()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1], Path(sys.argv[2]), sys.argv[3], int(sys.argv[4]),
                              sys.argv[5] if len(sys.argv) > 5 else None,
                              sys.argv[6:7] == ["create"])))
