#!/usr/bin/env bash
# Sets up the game and starts it: ./scripts/play.sh [game options]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/setup.sh
install_system_packages "$PLAY_PACKAGES"
ensure_venv ""
exec .venv/bin/baloot-audio "$@"
