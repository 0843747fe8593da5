#!/usr/bin/env python3
"""The parameters of the package typed ``Any`` (or not typed at all), by floor, and
which they are: ``python scripts/count_any.py [--list]``.

An owner, a view or a connection typed ``Any`` hides what a helper reaches into;
tests/test_types.py keeps net free of them and the package's count from growing."""

from __future__ import annotations

import argparse
import ast
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Optional

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "baloot_audio"
# parameter names that stand for an owner, a view or a connection
OWNERS = {"server", "room", "host", "owner", "shell", "app", "screen", "session", "conn",
          "connection", "member", "client", "table", "v", "view", "state"}


@dataclass(frozen=True)
class Param:
    path: str          # relative to the package
    line: int
    function: str
    name: str
    annotation: Optional[str]    # "Any", or None when it has none

    @property
    def floor(self) -> str:
        parts = self.path.split("/")
        return parts[0] if len(parts) > 1 else "top"

    def __str__(self) -> str:
        return f"{self.path}:{self.line} {self.function}({self.name}: {self.annotation})"


def parameters(tree: ast.AST) -> Iterator[tuple[ast.AST, ast.arg]]:
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            a = node.args
            for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs,
                        *([a.vararg] if a.vararg else []), *([a.kwarg] if a.kwarg else [])):
                if arg.arg not in ("self", "cls"):
                    yield node, arg


def untyped(package: Path = PACKAGE) -> list[Param]:
    """Every parameter annotated ``Any``, or not annotated (``self``/``cls`` aside)."""
    out = []
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for function, arg in parameters(tree):
            text = ast.unparse(arg.annotation) if arg.annotation is not None else None
            if text is None or text in ("Any", "typing.Any"):
                out.append(Param(path.relative_to(package).as_posix(), function.lineno,
                                 getattr(function, "name", "?"), arg.arg, text))
    return out


def total(package: Path = PACKAGE) -> int:
    return sum(1 for path in package.rglob("*.py")
               for _ in parameters(ast.parse(path.read_text(encoding="utf-8"))))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--list", action="store_true", help="every one, by file")
    args = parser.parse_args()
    found = untyped()
    owners = [p for p in found if p.name in OWNERS]
    print(f"{len(found)} of {total()} parameters are Any or untyped "
          f"({sum(p.annotation == 'Any' for p in found)} Any); "
          f"{len(owners)} of them stand for an owner, a view or a connection")
    for floor, count in sorted(Counter(p.floor for p in found).items()):
        print(f"  {floor}: {count}")
    if args.list:
        for p in found:
            print(f"  {p}{'   <- an owner, a view or a connection' if p in owners else ''}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
