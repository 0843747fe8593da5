"""The README's keys and gestures table, generated from the command registry.

    python -m baloot_audio.ui.keys_doc            # print the table
    python -m baloot_audio.ui.keys_doc --write README.md   # refresh it in place

The table sits between ``<!-- keys:start -->`` and ``<!-- keys:end -->``;
a test fails when it no longer matches the registry.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from baloot_audio.i18n import Catalog

from .commands import CONTEXTS, REGISTRY, Chord, gesture_text

START, END = "<!-- keys:start -->", "<!-- keys:end -->"


def keys_table(lang: str = "en") -> str:
    t = Catalog(lang, strict=True)
    rows = []
    for context in CONTEXTS:
        rows.append(f"\n**{t(f'context-{context}')}**\n")
        rows.append("| Command | Keys | Android (two fingers) | iPhone (three fingers) |")
        rows.append("|---|---|---|---|")
        for cmd in REGISTRY:
            if cmd.context != context:
                continue
            keys = ", ".join(f"`{Chord.parse(k).label()}`" for k in cmd.keys)
            rows.append(f"| {t(cmd.description_id)} | {keys} | "
                        f"{gesture_text(cmd.gesture, 2, t)} | {gesture_text(cmd.gesture, 3, t)} |")
    return "\n".join(rows).strip() + "\n"


def replace_block(text: str, table: str) -> str:
    if START in text and END in text:
        head, rest = text.split(START, 1)
        _, tail = rest.split(END, 1)
        return f"{head}{START}\n{table}{END}{tail}"
    return text.rstrip() + f"\n\n{START}\n{table}{END}\n"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--write", metavar="FILE", help="refresh the table inside FILE")
    args = p.parse_args(argv)
    table = keys_table()
    if not args.write:
        sys.stdout.write(table)
        return 0
    path = Path(args.write)
    path.write_text(replace_block(path.read_text(encoding="utf-8"), table), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
