#!/usr/bin/env python3
"""Synthesise the game's sound cues into sounds/ (WAV, 16-bit, 22050 Hz).

Everything is made from code with the standard library (math, random with a
fixed seed, struct, wave): running it twice gives byte-identical files, and
nothing is downloaded.

    python scripts/gen_sounds.py [--out sounds] [--check]

``--check`` regenerates in memory and fails if a committed file differs.

Card sounds exist once per table position (me, right, across, left), panned
in the file itself: positioned playback needs mono sources and does not work on
PulseAudio, pre-panned files work everywhere.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
# position: (pan, gain); the partner across sounds farther away
POSITIONS = {"me": (0.0, 1.0), "right": (0.75, 0.9), "across": (0.0, 0.6), "left": (-0.75, 0.9)}


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Attack in seconds, then an exponential decay with time constant ``decay``."""
    a = max(1, int(RATE * attack))
    out = []
    for i in range(n):
        if i < a:
            out.append(i / a)
        else:
            out.append(math.exp(-(i - a) / (RATE * decay)))
    return out


def tone(freq: float, seconds: float, amp: float = 0.5, attack: float = 0.005,
         decay: float = 0.08, harmonics: tuple[float, ...] = (1.0,)) -> list[float]:
    n = int(RATE * seconds)
    env = envelope(n, attack, decay)
    out = []
    for i in range(n):
        t = i / RATE
        s = sum(h_amp * math.sin(2 * math.pi * freq * (k + 1) * t)
                for k, h_amp in enumerate(harmonics))
        out.append(amp * env[i] * s / sum(harmonics))
    return out


def noise_snap(seconds: float, amp: float, seed: int, smooth: float) -> list[float]:
    """A card landing on cloth: filtered noise with a fast decay."""
    rng = random.Random(seed)
    n = int(RATE * seconds)
    env = envelope(n, 0.001, seconds / 5)
    out, prev = [], 0.0
    for i in range(n):
        prev = prev * smooth + rng.uniform(-1, 1) * (1 - smooth)
        out.append(amp * env[i] * prev * 2)
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Mix (start_seconds, samples) parts."""
    length = max(int(start * RATE) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = int(start * RATE)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def to_stereo(samples: list[float], pan: float, gain: float = 1.0) -> list[tuple[float, float]]:
    """Constant-power pan: -1 left, 0 centre, 1 right."""
    angle = (pan + 1) * math.pi / 4
    left, right = gain * math.cos(angle), gain * math.sin(angle)
    return [(s * left, s * right) for s in samples]


def wav_bytes(frames: list[tuple[float, ...]]) -> bytes:
    channels = len(frames[0])
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        data = bytearray()
        for frame in frames:
            for v in frame:
                data += struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767))
        w.writeframes(bytes(data))
    return buf.getvalue()


def mono(samples: list[float]) -> list[tuple[float, ...]]:
    return [(s,) for s in samples]


def card_sound(seed: int) -> list[float]:
    return mix((0.0, noise_snap(0.12, 0.55, seed, 0.55)),
               (0.0, tone(180, 0.08, 0.15, decay=0.02)))


def trump_sound(seed: int) -> list[float]:
    # the card snap, then a bright two-tone bell: unmistakably not a plain card
    bell = tone(1318.5, 0.45, 0.32, decay=0.12, harmonics=(1.0, 0.5, 0.25))
    bell2 = tone(1975.5, 0.40, 0.22, decay=0.10, harmonics=(1.0, 0.4))
    return mix((0.0, card_sound(seed)), (0.03, bell), (0.10, bell2))


def arpeggio(freqs: list[float], step: float, amp: float, decay: float) -> list[float]:
    return mix(*[(i * step, tone(f, 0.35, amp, decay=decay, harmonics=(1.0, 0.3)))
                 for i, f in enumerate(freqs)])


def build() -> dict[str, bytes]:
    sounds: dict[str, bytes] = {}
    for i, (pos, (pan, gain)) in enumerate(POSITIONS.items()):
        sounds[f"card_{pos}.wav"] = wav_bytes(to_stereo(card_sound(100 + i), pan, gain))
        sounds[f"trump_{pos}.wav"] = wav_bytes(to_stereo(trump_sound(200 + i), pan, gain))
    sounds["your_turn.wav"] = wav_bytes(mono(arpeggio([659.3, 987.8], 0.09, 0.35, 0.07)))
    sounds["trick_us.wav"] = wav_bytes(mono(arpeggio([523.3, 659.3, 784.0], 0.07, 0.3, 0.08)))
    sounds["trick_them.wav"] = wav_bytes(mono(arpeggio([440.0, 349.2, 293.7], 0.08, 0.3, 0.08)))
    sounds["refused.wav"] = wav_bytes(mono(mix((0.0, tone(150, 0.18, 0.22, decay=0.05,
                                                          harmonics=(1.0, 0.6, 0.3))),
                                               (0.07, tone(130, 0.15, 0.18, decay=0.05)))))
    sounds["menu_move.wav"] = wav_bytes(mono(tone(880, 0.05, 0.18, attack=0.002, decay=0.012)))
    sounds["menu_select.wav"] = wav_bytes(mono(arpeggio([784.0, 1046.5], 0.04, 0.22, 0.03)))
    sounds["menu_back.wav"] = wav_bytes(mono(arpeggio([784.0, 523.3], 0.04, 0.22, 0.03)))
    sounds["deal.wav"] = wav_bytes(mono(mix(*[(i * 0.045, noise_snap(0.06, 0.35, 300 + i, 0.5))
                                            for i in range(8)])))
    sounds["call.wav"] = wav_bytes(mono(tone(587.3, 0.15, 0.25, decay=0.05, harmonics=(1.0, 0.5))))
    sounds["round_end.wav"] = wav_bytes(mono(arpeggio([392.0, 523.3, 659.3, 784.0], 0.1, 0.28, 0.12)))
    return sounds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "sounds"))
    parser.add_argument("--check", action="store_true", help="fail if the files on disk differ")
    args = parser.parse_args(argv)
    out = Path(args.out)
    sounds = build()
    if args.check:
        stale = [name for name, data in sounds.items()
                 if not (out / name).exists() or (out / name).read_bytes() != data]
        if stale:
            print("out of date: " + ", ".join(stale), file=sys.stderr)
            return 1
        print(f"{len(sounds)} sounds up to date")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for name, data in sounds.items():
        (out / name).write_bytes(data)
    print(f"wrote {len(sounds)} sounds to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
