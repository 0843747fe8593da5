"""Shared fixtures: the real headless services (X, sound, speech), and the
length of the random-play runs.

With ``CI=true`` a missing tool or a service that does not start FAILS the
test that needs it; elsewhere such a test is skipped with the reason.

``--long`` (or ``BALOOT_LONG_TESTS=1``) runs the random-play and property
tests at full length (thousands of rounds, hundreds of Hypothesis examples);
the default run plays fewer of the same rounds (the fixture ``long_run``).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest
import time_machine
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).resolve().parent))

import headless_services  # noqa: E402

IN_CI = os.environ.get("CI", "").lower() in ("1", "true", "yes")

# Hypothesis examples per property test: modest by default, many with --long.
settings.register_profile("baloot", max_examples=40, deadline=None)
settings.register_profile("baloot-long", max_examples=500, deadline=None)


def pytest_addoption(parser):
    parser.addoption("--long", action="store_true", default=False,
                     help="run the random-play and property tests at full length "
                          "(also BALOOT_LONG_TESTS=1)")


def _long(config) -> bool:
    return bool(config.getoption("--long")
                or os.environ.get("BALOOT_LONG_TESTS", "").lower() in ("1", "true", "yes"))


# With --long a property test runs 500 examples: 3 minutes of a core here, and a CI
# worker sharing its core with seven others stretches that past the 15 minutes that
# end a hang in the default run (pyproject.toml).
LONG_TIMEOUT = 3600.0


def pytest_configure(config):
    if config.getoption("hypothesis_profile", None) is None:   # unless one is chosen
        settings.load_profile("baloot-long" if _long(config) else "baloot")
    if _long(config) and (config.getoption("timeout", None) or 0) < LONG_TIMEOUT:
        config.option.timeout = LONG_TIMEOUT     # read by pytest-timeout after this


def pytest_collection_modifyitems(config, items):
    skip_other_language(config, items)
    mark_any_day(items)
    if _long(config):
        mark_long_properties(items)
    start_slow_first(items)


def mark_long_properties(items) -> None:
    """With --long the property tests are the longest of all (500 examples, minutes of
    a core each): started first, one to a worker, like the by-ear rounds."""
    for item in items:
        if getattr(getattr(item, "obj", None), "is_hypothesis_test", False) \
                and not item.get_closest_marker("slow"):
            item.add_marker(pytest.mark.slow(180))


def skip_other_language(config, items) -> None:
    """A by-ear flow played in two languages runs the second one with --long only
    (the default run stays under 5 minutes); its words in that language are still
    checked by the catalogue tests."""
    if _long(config):
        return
    skip = pytest.mark.skip(reason="the same flow by ear in its other language: --long")
    for item in items:
        if item.get_closest_marker("other_language"):
            item.add_marker(skip)


def start_slow_first(items) -> None:
    """Each worker starts with tests that wait on the voice for whole rounds: they are
    mostly idle, so with more workers than cores (scripts/test.sh) they overlap with
    the rest instead of ending the run. pytest-xdist's worksteal hands worker k the
    k-th of N equal runs of the collection, and steals from the ends of the queues, so
    each run begins with its slow tests. They are dealt longest first to the run with
    the fewest seconds so far (``@pytest.mark.slow(SECONDS)``: about what it takes on
    a quiet machine; 30 unless said), so no run strings the longest ones together."""
    workers = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))

    def seconds(item) -> float:
        if item.get_closest_marker("skip"):
            return 0.0                    # its other language, without --long
        args = item.get_closest_marker("slow").args
        return float(args[0]) if args else 30.0
    slow = sorted((item for item in items if item.get_closest_marker("slow")),
                  key=seconds, reverse=True)
    rest = [item for item in items if not item.get_closest_marker("slow")]
    runs: list[list] = [[] for _ in range(workers)]
    busy = [0.0] * workers
    for item in slow:
        k = busy.index(min(busy))
        runs[k].append(item)
        busy[k] += seconds(item)
    left = len(items)
    for k, run in enumerate(runs):        # the sizes worksteal gives each worker
        size = left // (workers - k)
        left -= size
        while len(run) < size and rest:
            run.append(rest.pop(0))
    items[:] = [item for run in runs for item in run] + rest


# Where the date and hour words, rules and storage are tried (the fixture ``any_day``):
# UTC+3 all year, UTC+14 (the first to reach a new day) and UTC-3:30 with summer time
# (a half-hour zone whose clocks go back an hour in November), UTC itself.
ZONES = {"UTC": 0, "Asia/Riyadh": 3 * 3600, "Pacific/Kiritimati": 14 * 3600,
         "America/St_Johns": -(3 * 3600 + 1800)}
YEAR = 365 * 86400


def mark_any_day(items) -> None:
    """Tests on the fixture ``any_day`` are marked ``any_day`` (tests/test_any_day.py
    runs them again with LANG=C)."""
    for item in items:
        if "any_day" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.any_day)


@pytest.fixture(params=[("UTC", 0)] + [(zone, shift) for zone in list(ZONES)[1:]
                                        for shift in (-YEAR, YEAR)],
                ids=lambda param: f"{param[0]}{param[1] // YEAR:+d}y")
def any_day(request):
    """The test runs in a time zone (``TZ``, its winter offset checked: a machine
    without the zone would silently be in UTC) with the wall clock moved a year
    back or ahead (time-machine; it keeps ticking, and time.monotonic, which asyncio
    and the tests' waits read, is untouched). Yields the zone's name. What reads
    the wall clock instead of the clock passed in, or formats an hour in UTC where
    the player's own time is meant, gives other words here."""
    zone, shift = request.param
    saved = os.environ.get("TZ")
    os.environ["TZ"] = zone
    time.tzset()
    try:
        january = time.localtime(time.mktime((2027, 1, 15, 12, 0, 0, 0, 0, -1)))
        assert january.tm_gmtoff == ZONES[zone], f"no time zone {zone} on this machine"
        with time_machine.travel(time.time() + shift, tick=True):
            yield zone
    finally:
        if saved is None:
            os.environ.pop("TZ", None)
        else:
            os.environ["TZ"] = saved
        time.tzset()


def pytest_report_header(config):
    return "random-play tests: " + ("full length (--long)" if _long(config) else
                                    "default length (--long for the full runs)")


@pytest.fixture(scope="session", autouse=True)
def own_data_folder(tmp_path_factory):
    """No test reads or writes the user's data folder (saved match, history, the
    server's SQLite file), and the servers of two workers never share a database."""
    saved = os.environ.get("BALOOT_AUDIO_DATA")
    os.environ["BALOOT_AUDIO_DATA"] = str(tmp_path_factory.mktemp("data"))
    yield
    if saved is None:
        os.environ.pop("BALOOT_AUDIO_DATA", None)
    else:
        os.environ["BALOOT_AUDIO_DATA"] = saved


# The machine's language is set aside: a game started without --lang and without
# saved settings speaks the system's language (i18n.system_language), and on a French
# machine the suite's English checks failed. English is asked for (LANGUAGE, read
# first); LANG is C.UTF-8 (the daemons' locale), LC_ALL and LC_MESSAGES are unset.
TEST_LANGUAGE = {"LANGUAGE": "en", "LANG": "C.UTF-8", "LC_ALL": None, "LC_MESSAGES": None}


@pytest.fixture(scope="session", autouse=True)
def machine_language_set_aside():
    saved = {name: os.environ.get(name) for name in TEST_LANGUAGE}
    for name, value in TEST_LANGUAGE.items():
        set_env(name, value)
    yield
    for name, value in saved.items():
        set_env(name, value)


def set_env(name: str, value) -> None:
    if value is None:
        os.environ.pop(name, None)
    else:
        os.environ[name] = value


@pytest.fixture(scope="session")
def long_run(pytestconfig) -> bool:
    """True when the full-length random-play runs were asked for."""
    return _long(pytestconfig)


def unavailable(reason: str) -> None:
    """Fail in CI, skip elsewhere."""
    if IN_CI:
        pytest.fail(f"CI needs this headless service: {reason}", pytrace=False)
    pytest.skip(reason)


@pytest.fixture
def headless(headless_session):
    """The session's services, with a Speech Dispatcher that answers: one that has
    hung (an output module can take it down with it) is started again, said on
    stderr, so that one hang fails at most the test it happened in."""
    if not headless_session.speechd_answers():
        print("Speech Dispatcher stopped answering: started again", file=sys.stderr)
        headless_session.restart_speechd()
    return headless_session


@pytest.fixture(scope="session")
def headless_session(tmp_path_factory):
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
