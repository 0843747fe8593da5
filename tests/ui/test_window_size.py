"""The window's size: `--size` is checked, and the default fits the screen."""
from __future__ import annotations

import pytest

from baloot_audio.options import DEFAULT_SIZE, build_parser, fitted_size


def test_size_option_is_parsed_and_bad_sizes_are_refused(capsys):
    parser = build_parser()
    assert parser.parse_args(["--size", "800X600"]).size == (800, 600)
    assert parser.parse_args([]).size is None
    for bad in ("big", "800", "800x", "100x100", "-800x600"):
        with pytest.raises(SystemExit):
            parser.parse_args(["--size", bad])
        assert "--size" in capsys.readouterr().err


def test_the_default_window_fits_a_small_screen():
    assert fitted_size(DEFAULT_SIZE, (1920, 1080)) == DEFAULT_SIZE
    assert fitted_size(DEFAULT_SIZE, (1024, 768)) == (921, 691)
    assert fitted_size(DEFAULT_SIZE, None) == DEFAULT_SIZE
