"""scripts/setup.sh: it waits (bounded) for another apt, and without root or
sudo it prints the apt-get line to run instead of failing on sudo."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path

import pytest

SETUP = Path(__file__).resolve().parents[1] / "scripts" / "setup.sh"


@pytest.fixture(autouse=True)
def _bash():
    if shutil.which("bash") is None:   # CI fails, elsewhere it skips
        from conftest import unavailable
        unavailable("setup.sh needs bash")


def fake_bin(tmp: Path, **scripts: str) -> Path:
    """A folder of tiny commands (and nothing else) to use as PATH."""
    folder = tmp / "bin"
    folder.mkdir()
    for name, body in scripts.items():
        (folder / name).write_text(f"#!/bin/sh\n{body}\n")
        (folder / name).chmod(0o755)
    for tool in ("sleep",):
        os.symlink(shutil.which(tool), folder / tool)
    return folder


def run_setup(call: str, path: Path, timeout: float = 60, **env: str):
    return subprocess.run([shutil.which("bash"), "-c", f". {SETUP}; {call}"],
                          env={"PATH": str(path), "HOME": os.environ.get("HOME", "/"), **env},
                          capture_output=True, text=True, timeout=timeout)


def test_without_root_or_sudo_it_prints_the_apt_get_line_and_stops(tmp_path):
    path = fake_bin(tmp_path, id="echo 1000",
                    dpkg='[ "$2" = libgl1 ] && exit 0; exit 1')   # libgl1 is installed
    done = run_setup('install_system_packages "libgl1 xvfb sox"; echo "exit $?"', path)
    assert done.stdout.strip() == "exit 1", done.stdout + done.stderr
    lines = done.stderr.splitlines()
    assert "apt-get update && apt-get install -y --no-install-recommends xvfb sox" in lines
    assert "sudo" not in done.stderr.replace("no sudo", "")


def test_nothing_to_do_when_every_package_is_there(tmp_path):
    path = fake_bin(tmp_path, id="echo 1000", dpkg="exit 0")
    done = run_setup('install_system_packages "libgl1 xvfb"; echo "exit $?"', path)
    assert (done.stdout.strip(), done.stderr) == ("exit 0", "")


def busy_dpkg(tmp: Path, seconds: int) -> subprocess.Popen:
    """A process named dpkg (as apt's lock holder would be) living `seconds`."""
    fake = tmp / "dpkg"
    shutil.copy(shutil.which("sleep"), fake)
    return subprocess.Popen([str(fake), str(seconds)])


def test_it_waits_for_another_apt_to_finish(tmp_path):
    holder = busy_dpkg(tmp_path, 1)
    try:
        start = time.monotonic()
        done = run_setup('wait_for_apt; echo "exit $?"', fake_bin(tmp_path),
                         APT_LOCK_WAIT="30")
        waited = time.monotonic() - start
    finally:
        holder.kill()
        holder.wait()
    assert done.stdout.strip() == "exit 0", done.stderr
    assert "waiting up to 30 s" in done.stderr and waited >= 0.5


def test_the_wait_is_bounded(tmp_path):
    holder = busy_dpkg(tmp_path, 60)
    try:
        done = run_setup('wait_for_apt; echo "exit $?"', fake_bin(tmp_path), APT_LOCK_WAIT="1")
    finally:
        holder.kill()
        holder.wait()
    assert done.stdout.strip() == "exit 1"
    assert "still running after 1 s" in done.stderr
