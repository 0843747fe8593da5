"""Shared fixtures: the real headless services (X, sound, speech).

With ``CI=true`` a missing tool or a service that does not start FAILS the
test that needs it; elsewhere such a test is skipped with the reason.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import headless_services  # noqa: E402

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")


def unavailable(reason: str) -> None:
    """Fail in CI, skip elsewhere."""
    if IN_CI:
        pytest.fail(f"CI needs this headless service: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def headless(tmp_path_factory):
    """X server + PulseAudio (null sinks game, speech) + Speech Dispatcher.

    Puts DISPLAY, PULSE_SERVER, PULSE_SINK, SPEECHD_ADDRESS and
    XDG_RUNTIME_DIR into os.environ for the session (restored at the end) so
    that both in-process code and app subprocesses reach them.
    """
    try:
        services = headless_services.start_all(tmp_path_factory.mktemp("rt"))
    except headless_services.ServiceError as exc:
        unavailable(str(exc))
    saved = {k: os.environ.get(k) for k in services.env}
    os.environ.update(services.env)
    try:
        yield services
    finally:
        services.stop()
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
