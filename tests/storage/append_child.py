"""Run by test_storage.py's kill test: appends actions to table "crash" without end.

    python append_child.py URL

Prints each action's index once the storage has acknowledged it (flushed), so
the parent knows what must survive the SIGKILL it sends.
"""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from baloot_audio.net.db.storage import open_storage  # noqa: E402


async def main(url: str) -> None:
    store = await open_storage(url)
    await store.create_table("crash", "seed", {"name": "crash"})
    n = 0
    for round_index in range(10**6):
        await store.start_round("crash", round_index)
        for action_index in range(20):
            await store.append_action("crash", round_index, action_index,
                                      {"seat": n % 4, "kind": "play", "card": f"c{n}"})
            print(n, flush=True)
            n += 1


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
