"""The operator's log stays small when Redis is away: a kind of warning is logged
once, then at most once a window, saying how many were hushed."""
from __future__ import annotations

import logging

from baloot_audio.net.cluster import quiet_log


def test_a_warning_is_said_once_a_window_with_the_count_hushed(monkeypatch, caplog):
    now = [100.0]
    monkeypatch.setattr(quiet_log.time, "monotonic", lambda: now[0])
    hushed = quiet_log.Hushed(seconds=60)
    with caplog.at_level(logging.WARNING, logger="baloot_audio.net"):
        for _ in range(500):
            hushed.warn("redis: %s", "Connection refused")
        now[0] += 59
        hushed.warn("redis: %s", "Connection refused")
        now[0] += 2
        hushed.warn("redis: %s", "Connection refused")
    assert [r.getMessage() for r in caplog.records] == [
        "redis: Connection refused",
        "redis: Connection refused (500 more like it since)"]
