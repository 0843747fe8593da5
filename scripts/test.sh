#!/usr/bin/env bash
# Sets up everything the tests need, then runs them: ./scripts/test.sh [pytest args]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
install_system_packages "$TEST_PACKAGES"
ensure_venv test
exec .venv/bin/python -m pytest "$@"
