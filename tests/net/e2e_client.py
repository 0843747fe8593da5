"""One player of the end-to-end test, in its own process (run by test_server_e2e.py).

    python e2e_client.py URL CAFILE WORKDIR NAME SEAT human|bot [--create] [--drop R N]

The creator makes a private table and writes its invite code to WORKDIR/code;
the others join by it. A "human" is a script (the first legal action), a "bot"
the basic bot. Whenever the connection is lost (the server killed, or the
``--drop`` at round R after N actions of it) it connects again with its token.
At the end it writes the match's records to WORKDIR/NAME.jsonl and exits 0.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import ssl
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from baloot_audio.bots import make_bot  # noqa: E402
from baloot_audio.net.client.bot_player import BotPlayer  # noqa: E402
from baloot_audio.net.client.connection import Client  # noqa: E402


class FirstLegal:
    def choose(self, view, rng):
        return view.legal[0]


async def connect(url, name, token, context, deadline):
    while True:
        client = Client()
        try:
            await client.connect(url, name, token=token, ssl_context=context)
            return client
        except (OSError, Exception):
            if time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.05)


async def main(args) -> int:
    context = ssl.create_default_context(cafile=args.cafile)
    work = Path(args.workdir)
    deadline = time.monotonic() + 90
    token, dropped = None, False
    bot = make_bot("basic") if args.role == "bot" else FirstLegal()
    while time.monotonic() < deadline:
        client = await connect(args.url, args.name, token, context, deadline)
        if token is None:                      # the lobby, once
            token = client.token
            if args.create:
                table = await client.create_table(options={"target": 52}, public=False,
                                                  seat=args.seat, bots=["basic"] * 4)
                await client.chat("hello table")
                (work / "code.tmp").write_text(table.info.code)
                (work / "code.tmp").rename(work / "code")
                while not all(s.kind == "human" for s in client.table.info.seats):
                    await asyncio.sleep(0.02)
                await client.start_match()
            else:
                while not (work / "code").exists():
                    await asyncio.sleep(0.02)
                await client.join(code=(work / "code").read_text())
                await client.take_seat(args.seat)
        while not (client.table and client.table.started) and not client.closed.is_set():
            await asyncio.sleep(0.01)
        if client.closed.is_set():
            continue
        table = client.table
        assert table.seat == args.seat, (table.seat, args.seat)
        player = BotPlayer(table, bot, seed=args.name, delay=lambda rng: 0.005)

        def maybe_drop():
            nonlocal dropped
            if args.drop and not dropped and table.round_index == args.drop[0] \
                    and table.index >= args.drop[1] and not table.round_over:
                dropped = True
                print(f"{args.name}: dropping at round {table.round_index} "
                      f"index {table.index}", flush=True)
                asyncio.get_running_loop().create_task(client.close())

        table.watch(maybe_drop)
        while not table.revealed_seed and not client.closed.is_set():
            await asyncio.sleep(0.01)
        player.stop()
        if table.revealed_seed:
            lines = "".join(json.dumps(r) + "\n" for r in table.records)
            (work / f"{args.name}.jsonl").write_text(lines)
            await client.close()
            return 0
        await asyncio.sleep(0.3 if dropped else 0.05)
    return 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    for name in ("url", "cafile", "workdir", "name"):
        parser.add_argument(name)
    parser.add_argument("seat", type=int)
    parser.add_argument("role", choices=["human", "bot"])
    parser.add_argument("--create", action="store_true")
    parser.add_argument("--drop", type=int, nargs=2)
    sys.exit(asyncio.run(main(parser.parse_args())))
