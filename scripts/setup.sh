# Shared set-up steps for scripts/play.sh and scripts/test.sh (sourced, not run).
# Idempotent: installs only what is missing, and reinstalls the Python
# dependencies only when pyproject.toml (or the compiled search's source) changed.

# System packages: the game needs OpenGL, fonts and speech; the tests also need
# a virtual X server, xdotool, a sound server, a Speech Dispatcher daemon, a
# PostgreSQL server (started by tests/postgres_server.py), and
# for PyInstaller, which tests/e2e/test_install.py runs, binutils (objdump) and
# Python's shared library (Debian's python3 is linked statically); for the web
# client's tests (tests/web), Debian's Chromium (driven headless, never a
# downloaded browser); gcc and Python's headers, so that the tests run the strong
# bot's compiled search beside the Python one (the game never needs them).
PLAY_PACKAGES="python3-venv libgl1 libgl1-mesa-dri libegl1 libglu1-mesa libharfbuzz0b fonts-dejavu-core libpulse0 libopenal1 speech-dispatcher speech-dispatcher-espeak-ng espeak-ng"
PY_VERSION=$(python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null || true)
TEST_PACKAGES="$PLAY_PACKAGES xvfb xauth xdotool pulseaudio pulseaudio-utils sox binutils postgresql redis-server haproxy chromium gcc python3-dev${PY_VERSION:+ libpython$PY_VERSION}"

# How long to wait for another apt or dpkg (an unattended upgrade, say) to
# finish before giving up, in seconds.
APT_LOCK_WAIT="${APT_LOCK_WAIT:-120}"

apt_busy() {
    # True while an apt, apt-get, aptitude, dpkg or unattended-upgrade process
    # runs (not one that has exited): it holds the dpkg lock, or is about to.
    local file stat comm state
    for file in /proc/[0-9]*/stat; do
        { read -r stat < "$file"; } 2>/dev/null || continue
        comm=${stat#*(}; comm=${comm%)*}
        state=${stat##*) }; state=${state%% *}
        [ "$state" = Z ] && continue
        case "$comm" in
            apt|apt-get|aptitude|dpkg|unattended-upgr) return 0 ;;
        esac
    done
    return 1
}

wait_for_apt() {
    local waited=0
    apt_busy || return 0
    echo "Another apt or dpkg is running; waiting up to ${APT_LOCK_WAIT} s for it to finish..." >&2
    while apt_busy; do
        if [ "$waited" -ge "$APT_LOCK_WAIT" ]; then
            echo "It is still running after ${APT_LOCK_WAIT} s: run this again once it has finished." >&2
            return 1
        fi
        sleep 1
        waited=$((waited + 1))
    done
}

install_system_packages() {
    local wanted="$1" missing=()
    command -v dpkg >/dev/null 2>&1 || return 0   # not Debian/Ubuntu: see README
    for pkg in $wanted; do
        dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            echo "Missing system packages, and installing them needs root (there is no sudo)." >&2
            echo "Run this as root, then run this script again:" >&2
            echo "apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
            return 1
        fi
        sudo="sudo"
    fi
    wait_for_apt || return 1
    echo "Installing system packages: ${missing[*]}"
    # apt waits for the lock too, should another apt start meanwhile
    local apt=(apt-get -o "DPkg::Lock::Timeout=$APT_LOCK_WAIT")
    $sudo "${apt[@]}" update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive "${apt[@]}" install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
}

ensure_venv() {
    local extra="$1"
    local stamp=".venv/.installed-$extra"
    [ -x .venv/bin/python ] || python3 -m venv .venv
    local digest
    # setup.py and the C source too: an editable install builds the compiled search
    # (baloot_audio/bots/_csearch.c) in place, and must build it again when it changes
    digest=$(cat pyproject.toml setup.py baloot_audio/bots/_csearch.c | sha256sum | cut -d' ' -f1)
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

ensure_web_test_packages() {
    # The web client's tests take axe-core (and @fluent/bundle, the vendored copy's
    # source) from npm, into tests/web/node_modules, again only when its lock changed.
    # The game never needs node: its page is built into the package.
    if ! command -v npm >/dev/null 2>&1; then
        install_system_packages "nodejs npm" || return 1
    fi
    local stamp="tests/web/node_modules/.installed"
    local digest
    digest=$(sha256sum tests/web/package-lock.json | cut -d' ' -f1)
    if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$digest" ]; then
        npm ci --prefix tests/web --no-audit --no-fund --ignore-scripts --loglevel=error >/dev/null
        echo "$digest" > "$stamp"
    fi
}
