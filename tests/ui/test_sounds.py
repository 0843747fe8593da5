"""Sound cues: generated from code, committed, loaded once, logged, really heard."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
import wave
from pathlib import Path

from baloot_audio.ui.sounds import CUES, SoundBank, sounds_dir
from baloot_audio.ui.speech import Speech, SpeechLog

ROOT = Path(__file__).resolve().parents[2]


def test_committed_sounds_match_the_generator():
    out = subprocess.run([sys.executable, str(ROOT / "scripts" / "gen_sounds.py"), "--check"],
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr


def test_every_cue_has_a_small_16_bit_file():
    for cue in CUES:
        path = sounds_dir() / f"{cue}.wav"
        with wave.open(str(path)) as w:
            assert w.getsampwidth() == 2 and w.getframerate() in (22050, 44100)
            assert w.getnframes() / w.getframerate() < 1.0
        assert path.stat().st_size < 64_000


def test_trump_sound_differs_from_card_sound():
    card = (sounds_dir() / "card_me.wav").read_bytes()
    trump = (sounds_dir() / "trump_me.wav").read_bytes()
    assert len(trump) > 2 * len(card)  # a ringing bell after the snap


def test_cues_are_logged_and_never_block(headless):
    stream = io.StringIO()
    speech = Speech(None, SpeechLog(stream=stream))
    bank = SoundBank(speech)
    assert bank.driver_name not in ("SilentDriver", "none", "not loaded"), bank.driver_name
    assert not bank.missing
    start = time.monotonic()
    for cue in ("card_left", "trump_right", "refused", "your_turn"):
        bank.play(cue, card="JS")
    assert time.monotonic() - start < 0.25
    recs = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert recs[1]["kind"] == "audio" and recs[1]["driver"] == bank.driver_name
    assert [r["cue"] for r in recs if r["kind"] == "sound"] == ["card_left", "trump_right",
                                                                 "refused", "your_turn"]
    bank.close()
