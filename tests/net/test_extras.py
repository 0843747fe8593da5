"""``serve`` says which extra to install when one is missing (the server extra:
PostgreSQL, Redis, Argon2id); a desktop's own server needs none of it. The wheel
installed without the extra is tried for real in tests/e2e/test_install.py."""

from __future__ import annotations

import argparse

from baloot_audio.cli import build_parser
from baloot_audio.net.server.extras import argon2_missing, missing_extra


def serve_args(*argv: str) -> argparse.Namespace:
    return build_parser().parse_args(["serve", *argv])


def test_a_desktop_server_needs_no_extra_and_a_deployed_one_names_what_is_missing():
    nothing = lambda module: False   # noqa: E731  (an install without any extra)
    assert missing_extra(serve_args(), nothing) is None
    assert missing_extra(serve_args("--db", "sqlite:///x.sqlite3", "--guests"), nothing) is None
    line = missing_extra(serve_args("--db", "postgresql://u@h/db"), nothing)
    assert line == ("--db postgresql:// needs psycopg, in the server extra: "
                    "pip install 'baloot-audio[server]'")
    line = missing_extra(serve_args("--db", "postgresql://u@h/db", "--redis", "redis://h",
                                    "--name", "p1"), lambda module: module != "redis")
    assert line is not None and line.startswith("--redis needs redis, in the server extra")
    assert missing_extra(serve_args("--redis", "redis://h"), lambda module: True) is None


def test_passwords_without_argon2_are_said_to_be_hashed_with_scrypt():
    assert argon2_missing(lambda module: True) is None
    assert "scrypt" in argon2_missing(lambda module: module != "argon2")
