"""The web client's tests: a real server (``baloot-audio serve``, which serves the page)
and Debian's Chromium, headless (browser.py)."""

from __future__ import annotations

import pytest

from conftest import unavailable

from .browser import Browser, available


@pytest.fixture
def browser(tmp_path):
    if not available():
        unavailable("Debian's chromium is not installed (scripts/setup.sh installs it)")
    with Browser(tmp_path) as b:
        yield b
