# Shared set-up steps for scripts/play.sh and scripts/test.sh (sourced, not run).
# Idempotent: installs only what is missing, and reinstalls the Python
# dependencies only when pyproject.toml changed.

# System packages: the game needs OpenGL, fonts and speech; the tests also need
# a virtual X server, xdotool, a sound server and a Speech Dispatcher daemon.
PLAY_PACKAGES="python3-venv libgl1 libgl1-mesa-dri libegl1 libglu1-mesa libharfbuzz0b fonts-dejavu-core libpulse0 libopenal1 speech-dispatcher speech-dispatcher-espeak-ng espeak-ng"
TEST_PACKAGES="$PLAY_PACKAGES xvfb xauth xdotool pulseaudio pulseaudio-utils sox"

install_system_packages() {
    local wanted="$1" missing=()
    command -v dpkg >/dev/null 2>&1 || return 0   # not Debian/Ubuntu: see README
    for pkg in $wanted; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing system packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

ensure_venv() {
    local extra="$1"
    local stamp=".venv/.installed-$extra"
    [ -x .venv/bin/python ] || python3 -m venv .venv
    local digest
    digest=$(sha256sum pyproject.toml | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$digest" ]; then
        .venv/bin/python -m pip install -q --upgrade pip
        if [ -n "$extra" ]; then
            .venv/bin/python -m pip install -q -e ".[$extra]"
        else
            .venv/bin/python -m pip install -q -e .
        fi
        echo "$digest" > "$stamp"
    fi
}
