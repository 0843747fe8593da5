"""The tests that read the package's own source parse it here."""
from __future__ import annotations

import ast


def parse(source: str) -> ast.Module:
    """``ast.parse``, tried once more when CPython 3.11 says "AST constructor recursion
    depth mismatch": its AST state is shared by threads (python/cpython#106905), and a
    traceback formatted meanwhile in another test's thread parses too."""
    try:
        return ast.parse(source)
    except SystemError:
        return ast.parse(source)
