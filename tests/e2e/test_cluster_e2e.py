"""End to end, by ear (issue 29): one window plays at a table of a cluster (three
``serve --redis`` processes on real PostgreSQL and Redis behind the real HAProxy,
tests/cluster_services.py). Mid-round the process that owns the table is killed
(SIGKILL): the window says only a short "Reconnecting." (no "connection lost,
your seat is kept", no "Back online", no score summary), and the round goes on
from another process: the window's cards still come, and every card is heard
once. Checked in the app's speech log and in the Speech Dispatcher daemon's.
With ``--long`` only: the default run's budget has tests/net/test_cluster.py."""

from __future__ import annotations

import subprocess
import time

import cluster_services
import pytest
from conftest import unavailable
from redis import Redis

from test_accounts_e2e import daemon_heard
from test_online_e2e import MY_CARD, OnlineApp, create_private_table
from patience import Patience


def owner_of_the_table(cluster) -> str:
    """The process that owns the one table (its claim in Redis)."""
    redis = Redis.from_url(cluster.redis_url)
    try:
        deadline = Patience(10)
        while not deadline.over():
            keys = redis.keys("baloot:owner:*")
            if keys:
                return redis.get(keys[0]).decode()
            time.sleep(0.1)
    finally:
        redis.close()
    raise AssertionError("no table claimed")


def my_cards(app: OnlineApp) -> list[int]:
    return [i for i, r in enumerate(app.records()) if r.get("cue") in MY_CARD]


@pytest.mark.slow(25)
def test_a_killed_process_is_a_short_reconnecting_and_the_round_goes_on(long_run, tmp_path,
                                                                        request):
    if not long_run:        # 17 s: the default run has the cluster's own test (tests/net)
        pytest.skip("the cluster by ear: with --long")
    headless = request.getfixturevalue("headless")
    try:
        cluster = cluster_services.start(3, bot_delay="0.3")
    except cluster_services.ClusterUnavailable as error:
        unavailable(str(error))
    known = set(subprocess.run(["xdotool", "search", "--name", "."],
                               capture_output=True, text=True).stdout.split())
    app = OnlineApp(headless, tmp_path / "app", "en", known)
    try:
        app.connect(cluster.port, "Ann")
        create_private_table(app)                  # the other seats: bots
        app.started(app.keys("End", "Up", "Up", "Return"))
        deadline = Patience(60)
        while len(my_cards(app)) < 2:              # two of the window's cards, by keys
            assert not deadline.over(), "the round did not come to the window"
            app.respond()
            time.sleep(0.05)
        killed = len(app.records())
        cluster.kill(owner_of_the_table(cluster))
        reconnecting = app.said("net-moving", killed)["text"]
        deadline = Patience(60)
        while len([i for i in my_cards(app) if i > killed]) < 1:   # the round goes on
            assert not deadline.over(), "the round did not go on"
            app.respond()
            time.sleep(0.05)
        daemon_heard(headless, reconnecting)
        after = [r.get("id") for r in app.records()[killed:]]
        for untold in ("net-lost-kept", "net-lost", "net-back", "net-summary", "net-retrying"):
            assert untold not in after, untold
        cards = [(r["seat"], r["card"]) for r in app.records() if r.get("kind") == "sound"
                 and "card" in r and r.get("cue", "").split("_")[0] in ("card", "trump", "cut")]
        assert len(cards) == len(set(cards)), cards                # none heard twice
        print("heard:", reconnecting, "|", [m for m in headless.speechd_messages()][-6:])
    finally:
        app.stop()
        cluster.stop()
    assert reconnecting == "Reconnecting."
