"""The command line: --help shows everything, and every bad path, value or
missing screen gets one clear line and a non-zero exit (never a traceback)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from baloot_audio.cli import build_parser, main
from baloot_audio.i18n import LANGUAGE_NAMES, available_languages

REPO = Path(__file__).resolve().parents[2]
GAME_OPTIONS = ("--speech-log", "--speech", "--lang", "--seed", "--bot-delay", "--preset",
                "--quick-start", "--config-dir", "--data-dir", "--text-size", "--no-sound",
                "--size")


def run_main(capsys, *argv: str) -> tuple[int, str, str]:
    """main(argv) as the console script runs it: (exit code, stdout, stderr)."""
    try:
        code = main(list(argv))
    except SystemExit as stop:
        code = stop.code
    out, err = capsys.readouterr()
    return code, out, err


def one_line(err: str) -> str:
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    return lines[0]


def test_help_shows_the_game_options_and_every_command(capsys):
    code, out, _ = run_main(capsys, "--help")
    assert code == 0
    for option in GAME_OPTIONS:
        assert option in out, option
    for command in ("simulate", "replay", "verify"):
        assert f"\n    {command} " in out, command


def test_every_game_option_is_in_the_top_level_parser():
    from baloot_audio.options import build_parser as game_parser

    game = {o for a in game_parser()._actions for o in a.option_strings}
    top = {o for a in build_parser()._actions for o in a.option_strings}
    assert game <= top and set(GAME_OPTIONS) <= game


@pytest.mark.parametrize("argv, words", [
    (["simulate", "--rounds", "1", "--out", "/no/such/dir/x.jsonl"],
     ["--out", "/no/such/dir/x.jsonl", "no folder /no/such/dir"]),
    (["--speech-log", "/no/such/dir/s.jsonl"],
     ["--speech-log", "/no/such/dir/s.jsonl", "no folder /no/such/dir"]),
    (["--text-size", "-5"], ["--text-size", "16 to 60", "'-5'"]),
    (["--text-size", "big"], ["--text-size", "'big'"]),
    (["--bot-delay", "-1"], ["--bot-delay", "0 to 60", "'-1'"]),
    (["--bot-delay", "nan"], ["--bot-delay", "'nan'"]),
    (["--size", "10x10"], ["--size", "320x240"]),
    (["nonsense"], ["invalid choice", "simulate"]),
])
def test_a_bad_value_or_path_is_one_line_and_exit_2(capsys, argv, words):
    code, out, err = run_main(capsys, *argv)
    line = one_line(err)
    assert code == 2 and out == ""
    assert line.startswith("baloot-audio"), line
    for word in words:
        assert word in line, (word, line)


def test_speech_log_that_is_a_folder_or_a_config_dir_that_is_a_file(capsys, tmp_path):
    (tmp_path / "file").write_text("x")
    code, _, err = run_main(capsys, "--speech-log", str(tmp_path))
    assert code == 2 and "is a folder" in one_line(err)
    code, _, err = run_main(capsys, "--config-dir", str(tmp_path / "file"))
    assert code == 2 and "is a file" in one_line(err)


def test_lang_accepts_only_the_languages_there_are_and_names_them(capsys):
    code, _, err = run_main(capsys, "--lang", "xx")
    line = one_line(err)
    assert code == 2 and "'xx'" in line
    for lang in available_languages():
        assert f"{lang} ({LANGUAGE_NAMES[lang]})" in line
    parser = build_parser()
    assert parser.parse_args(["--lang", "fr_FR.UTF-8"]).lang == "fr"
    assert parser.parse_args(["--lang", "AR"]).lang == "ar"


def test_good_values_pass(tmp_path):
    args = build_parser().parse_args(["--text-size", "24", "--bot-delay", "0",
                                      "--speech-log", str(tmp_path / "s.jsonl")])
    assert (args.text_size, args.bot_delay, args.command) == (24, 0.0, None)
    args = build_parser().parse_args(["simulate", "--out", str(tmp_path / "x.jsonl")])
    assert args.command == "simulate" and args.out == str(tmp_path / "x.jsonl")


def test_replay_of_an_empty_file_says_so(capsys, tmp_path):
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    code, out, err = run_main(capsys, "replay", str(empty))
    assert code == 1 and out == ""
    assert one_line(err) == f"baloot-audio replay: {empty}: no round records (it is empty)"


@pytest.mark.parametrize("command", ["replay", "verify"])
def test_an_unreadable_file_is_named_once(capsys, command):
    code, _, err = run_main(capsys, command, "/no/such/match.jsonl")
    line = one_line(err)
    assert code == 2 and line.count("/no/such/match.jsonl") == 1, line
    assert "cannot read it" in line


@pytest.mark.parametrize("display", [None, ":1379"])
def test_no_screen_says_what_to_do(tmp_path, display):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY")}
    if display:
        env["DISPLAY"] = display  # no X server answers there
    done = subprocess.run([sys.executable, "-m", "baloot_audio", "--speech", "none",
                           "--config-dir", str(tmp_path)], cwd=REPO, env=env,
                          capture_output=True, text=True, timeout=60)
    line = one_line(done.stderr)
    assert done.returncode == 1 and "needs a screen" in line and "Xvfb" in line, line
    assert ("DISPLAY is not set" if display is None else f"DISPLAY={display}") in line


def test_simulate_at_a_qaid_table_and_its_replay(capsys, tmp_path):
    """``simulate --option qaid=true``: mistakes are played and called, and ``replay``
    gives every record back; a bad option value or belote's qaid is one line."""
    out = tmp_path / "qaid.jsonl"
    code, _, err = run_main(capsys, "simulate", "--ruleset", "saudi", "--option", "qaid=true",
                            "--bots", "easy", "--rounds", "60", "--seed", "cli-qaid",
                            "--out", str(out))
    assert code == 0, err
    text = out.read_text()
    assert '"qaid":true' in text and '"outcome":"qaid"' in text
    code, printed, err = run_main(capsys, "replay", str(out))
    assert code == 0 and printed == text, err
    for option, ruleset in (("qaid=yes", "ksa"), ("qaid=true", "belote"),
                            ("qaid_penalty=redeal", "ksa")):
        code, _, err = run_main(capsys, "simulate", "--ruleset", ruleset, "--option", option,
                                "--rounds", "1")
        assert code == 2 and "qaid" in one_line(err)
