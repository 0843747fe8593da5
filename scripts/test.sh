#!/usr/bin/env bash
# Sets up everything the tests need, then runs them: ./scripts/test.sh [pytest args]
# The tests run in 8 workers (pytest-xdist; TEST_WORKERS=N, or 0 for one process):
# more than the cores, because the end-to-end tests that play whole rounds mostly
# wait for the voice, and each starts at the head of its own worker (tests/conftest.py).
# `--long` runs the random-play and property tests at full length.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
install_system_packages "$TEST_PACKAGES"
ensure_venv test
ensure_web_test_packages
exec .venv/bin/python -m pytest -n "${TEST_WORKERS:-8}" --dist worksteal "$@"
