"""The game as a player installs it: a wheel in a fresh virtual environment,
and a PyInstaller one-folder executable, each run from outside the source tree.

One build of each per test run, shared by pytest-xdist's workers: a copy of
the repository (so the build leaves nothing in the worktree), ``pip wheel``
of it, a new venv with the wheel and its ``freeze`` extra (PyInstaller)
installed, then ``scripts/pyinstaller.spec`` built with that venv's PyInstaller.
The executable's test is marked slow, so both builds start at the head of a
worker, beside the by-ear tests, instead of ending the run.
"""

from __future__ import annotations

import fcntl
import json
import os
import re
import shutil
import subprocess
import sys
import time
import zipfile
from pathlib import Path

import pytest

from headless_services import stop_process

from baloot_audio.i18n import Catalog, available_languages
from baloot_audio.ui.sounds import CUES
from patience import Patience, stretch

REPO = Path(__file__).resolve().parents[2]
# setuptools' warning boxes (a deprecation, an editable-install notice) are
# framed by a line of stars; pip's own "WARNING: Location ..." lines about the
# machine's local indexes are not the project's.
WARNING_BOX = re.compile(r"\*{40,}|SetuptoolsDeprecationWarning|BuildBackendWarning")


def run(cmd: list[str], timeout: float = 600, **kw) -> str:
    """``cmd``'s output; it fails unless it exits 0 within ``timeout`` seconds of a quiet
    machine (stretched by the load when it starts: tests/patience.py)."""
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout * stretch(),
                          **kw)
    output = done.stdout + done.stderr
    assert done.returncode == 0, f"{' '.join(map(str, cmd))} failed:\n{output[-4000:]}"
    return output


def clean_env() -> dict[str, str]:
    """The environment without anything that would find the source tree."""
    env = dict(os.environ)
    for name in ("PYTHONPATH", "BALOOT_AUDIO_LOCALES", "BALOOT_AUDIO_SOUNDS"):
        env.pop(name, None)
    return env


def built_once(tmp_path_factory, name: str, build) -> Path:
    """``build(folder)`` run once per test run, even across xdist workers
    (they share the parent of their base temporary folders)."""
    root = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        root = root.parent
    folder, done = root / name, root / f"{name}.done"
    with open(root / f"{name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir()
            build(folder)
            done.touch()
    return folder


@pytest.fixture(scope="session")
def venv(tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed (and PyInstaller, its freeze extra)."""
    return built_once(tmp_path_factory, "installed", build_and_install)


@pytest.fixture(scope="session")
def wheel(venv) -> Path:
    (found,) = (venv / "dist").glob("baloot_audio-*.whl")
    return found


def build_and_install(folder: Path) -> None:
    source = folder / "src"
    shutil.copytree(REPO, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".pytest_cache",
        ".hypothesis", "out"))
    output = run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-w",
                  str(folder / "dist"), str(source)], env=clean_env())
    assert not WARNING_BOX.search(output), output
    (wheel,) = (folder / "dist").glob("baloot_audio-*.whl")
    # the venv without a pip of its own (ensurepip unpacked and compiled one: 45 s of a
    # 2-core machine under load, nothing the game needs), filled by this Python's pip
    # (``--python``), whose cache holds the wheels scripts/test.sh just installed
    run([sys.executable, "-m", "venv", "--without-pip", str(folder)])
    output = run([sys.executable, "-m", "pip", "--python", str(folder / "bin" / "python"),
                  "install", "--disable-pip-version-check", f"{wheel}[freeze]"],
                 env=clean_env(), cwd=folder)
    assert not WARNING_BOX.search(output), output


def test_the_wheel_holds_every_catalogue_and_cue(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    data = [p.relative_to(REPO) for folder in ("locales", "sounds")
            for p in (REPO / folder).rglob("*") if p.is_file()]
    assert len(data) > len(CUES)
    assert {f"baloot_audio/{p.as_posix()}" for p in data} <= names
    assert "baloot_audio/resources.py" in names and "baloot_audio/ui/speech/manager.py" in names


def test_the_installed_game_simulates_and_replays(venv, tmp_path):
    package = run([str(venv / "bin" / "python"), "-c",
                   "import baloot_audio; print(baloot_audio.__file__)"],
                  cwd=tmp_path, env=clean_env()).strip()
    assert Path(package).is_relative_to(venv / "lib")
    out = tmp_path / "rounds.jsonl"
    run([str(venv / "bin" / "baloot-audio"), "simulate", "--rounds", "4", "--seed", "3",
         "--bots", "random", "--out", str(out)], cwd=tmp_path, env=clean_env())
    records = out.read_text().splitlines()
    assert len(records) == 4
    replayed = run([str(venv / "bin" / "baloot-audio"), "replay", str(out)],
                   cwd=tmp_path, env=clean_env()).splitlines()
    assert [json.loads(r) for r in replayed] == [json.loads(r) for r in records]


SERVER_EXTRA = ("psycopg", "psycopg_pool", "redis", "argon2")   # pyproject.toml's server extra


def test_the_desktop_install_leaves_the_server_extra_out_and_serve_says_so(venv, tmp_path):
    """A player's install has no PostgreSQL, Redis or Argon2 client; a ``serve`` that
    needs one says which extra to install, in one line, and exits 2."""
    found = run([str(venv / "bin" / "python"), "-c", "import importlib.util as u; "
                 f"print([m for m in {SERVER_EXTRA!r} if u.find_spec(m)])"],
                cwd=tmp_path, env=clean_env()).strip()
    assert found == "[]"
    done = subprocess.run([str(venv / "bin" / "baloot-audio"), "serve", "--db",
                           "postgresql://nobody@127.0.0.1:1/none"], capture_output=True,
                          text=True, timeout=60, cwd=tmp_path, env=clean_env())
    assert done.returncode == 2, done.stdout + done.stderr
    assert done.stderr == ("baloot-audio serve: --db postgresql:// needs psycopg, in the "
                           "server extra: pip install 'baloot-audio[server]'\n")


def start_until_main_menu(cmd: list[str], tmp: Path, timeout: float = 60) -> list[dict]:
    """Start the game; return its speech log once the main menu has been spoken."""
    log = tmp / "speech.jsonl"
    out = open(tmp / "app.out", "w")
    proc = subprocess.Popen([*cmd, "--speech-log", str(log), "--config-dir", str(tmp / "cfg")],
                            cwd=tmp, env=clean_env(), stdout=out, stderr=subprocess.STDOUT)
    try:
        deadline = Patience(timeout)
        while not deadline.over() and proc.poll() is None:
            text = log.read_text(encoding="utf-8") if log.exists() else ""
            records = [json.loads(line) for line in text.splitlines() if line.endswith("}")]
            if any(r["kind"] == "ready" for r in records):
                return records
            time.sleep(0.05)
        out.flush()
        raise AssertionError(f"no main menu (exit {proc.poll()}):\n"
                             + (tmp / "app.out").read_text()[-3000:])
    finally:
        stop_process(proc, 10)
        out.close()


def spoken_menu(records: list[dict]) -> str:
    return next(r["text"] for r in records if r["kind"] == "speech" and r["id"] == "screen")


@pytest.mark.parametrize("lang", available_languages())
def test_the_installed_game_speaks_every_language_and_loads_every_cue(venv, headless,
                                                                      tmp_path, lang):
    records = start_until_main_menu([str(venv / "bin" / "baloot-audio"), "--speech", "none",
                                     "--lang", lang], tmp_path)
    assert spoken_menu(records).startswith(Catalog(lang, strict=True)("menu-main"))
    audio = next(r for r in records if r["kind"] == "audio")
    assert (audio["loaded"], audio["missing"]) == (len(CUES), [])


@pytest.fixture(scope="session")
def frozen(venv, tmp_path_factory) -> Path:
    """scripts/pyinstaller.spec built with the venv's PyInstaller (one folder)."""
    def build(work: Path) -> None:
        run([str(venv / "bin" / "pyinstaller"), "--noconfirm", "--log-level", "WARN",
             "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
             str(venv / "src" / "scripts" / "pyinstaller.spec")], cwd=work, env=clean_env())

    exe = built_once(tmp_path_factory, "frozen", build) / "dist" / "baloot-audio" / "baloot-audio"
    assert exe.is_file()
    return exe


def test_the_executable_holds_nothing_of_the_server_extra(frozen):
    folder = frozen.parents[2]
    (toc,) = (folder / "build").rglob("PYZ-*.toc")
    modules = toc.read_text(encoding="utf-8")
    assert "baloot_audio.net.server.server" in modules    # the game is all there...
    files = [p.name for p in frozen.parent.rglob("*")]
    for name in SERVER_EXTRA:                               # ...but what only serve needs
        assert f"'{name}'" not in modules and f"'{name}." not in modules, name
        assert not [f for f in files if f.startswith(name)], name


@pytest.mark.slow(120)
@pytest.mark.timeout(1800)     # both builds, one after the other, on a busy machine
def test_the_executable_speaks_the_main_menu_through_speech_dispatcher(frozen, headless,
                                                                       tmp_path):
    records = start_until_main_menu([str(frozen), "--speech", "screen_reader", "--lang", "fr"],
                                    tmp_path)
    menu = spoken_menu(records)
    assert menu.startswith(Catalog("fr", strict=True)("menu-main"))
    output = next(r for r in records if r["kind"] == "output")
    assert output["output_kind"] == "screen_reader", output
    audio = next(r for r in records if r["kind"] == "audio")
    assert (audio["loaded"], audio["missing"]) == (len(CUES), [])
    # the daemon itself received the words (accessible_output2 -> speechd, frozen)
    assert headless.missing_from_speechd([menu]) == []
