"""The tests of dates and hours (the ``any_day`` fixture: three time zones and UTC, the
wall clock a year back and a year ahead) pass again in a new Python started with
``LANG=C`` and ``LC_ALL=C`` (no UTF-8 locale, no language asked for), in St John's
time a year either side: nothing that says or stores a date leans on the machine's
locale."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path


TESTS = Path(__file__).resolve().parent
# each file holding an any_day test (a new one found elsewhere fails the check below)
FILES = ("ui/test_tournament_words.py", "ui/test_tournaments_online.py",
         "ui/test_standing_words.py", "ui/test_history_any_day.py",
         "net/test_housekeeping.py", "net/test_tournaments.py", "net/test_tokens.py",
         "test_speechd_log.py")


def test_every_file_with_an_any_day_test_is_run_again_here():
    uses = re.compile(r"^def test_\w+\([^)]*\bany_day\b", re.M)
    found = {str(path.relative_to(TESTS)) for path in TESTS.rglob("test_*.py")
             if uses.search(path.read_text())}
    assert found == set(FILES)


def test_the_date_and_hour_tests_pass_with_lang_c(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("LC_", "LANG", "PYTEST_", "PYTHONUTF8"))}
    env.update(LANG="C", LC_ALL="C", TZ="America/St_Johns")
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-n", "0", "-q", "-p", "no:cacheprovider",
         "-m", "any_day", "-k", "St_Johns", "--basetemp", str(tmp_path / "run"), *FILES],
        cwd=TESTS, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and " failed" not in done.stdout
