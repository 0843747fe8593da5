#!/usr/bin/env python3
"""Synthesise the game's sound cues into sounds/ (WAV, 16-bit, 22050 Hz).

Everything is made from code with the standard library (math, random with
fixed seeds, struct, wave): running it twice gives byte-identical files, and
nothing is downloaded.

    python scripts/gen_sounds.py [--out sounds] [--check] [--list]

``--check`` regenerates in memory and fails if a file on disk differs (or is
missing, or an extra ``.wav`` lies in the folder); ``--list`` prints each cue
with its channels, length and size.

The sound language (see docs/sounds.md):

* a card is a short snap on cloth; a trump is the same snap with a small
  metallic bell ringing after it (the only cue with that bell); a trump that
  cuts a trick is a heavier slap and the bell struck twice;
* card cues exist once per table position, placed in the file itself (the
  positioned playback of audio libraries needs mono sources and does not work
  on PulseAudio; pre-panned files work on every backend): the player on your
  left from the left (the far ear later, quieter and duller), on your right
  from the right, your partner in the centre but farther away (quieter, duller,
  with a room echo), you close and dry in the centre;
* calls are short motifs: pass a soft falling knock, hokum a firm rising
  fourth, sun a bright rising arpeggio, ashkal the sun arpeggio handed on with
  a falling step, double / triple / four two, three and four knocks rising,
  gahwa a low gong;
* good news rises and uses major chords, bad news falls and uses minor ones.

Every other cue is mono: it has no place at the table.
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
from typing import Callable

RATE = 22050
TAU = 2 * math.pi
Signal = list[float]
Stereo = list[tuple[float, float]]

# The trump bell: its partials (ratio to 1244.5 Hz, D#6) are inharmonic, like
# a small handbell. No other cue has energy near these frequencies, so the
# bell can be found in a recording (tests/audio_analysis.py relies on this).
BELL_FREQ = 1244.5
BELL_PARTIALS = ((1.0, 1.0, 1.0), (2.76, 0.45, 0.55), (5.40, 0.18, 0.35))

POSITIONS = ("me", "right", "across", "left")


# ---------------------------------------------------------------------------
# Building blocks (all deterministic: fixed seeds, no time, no platform state)


def n_samples(seconds: float) -> int:
    return int(round(RATE * seconds))


def partial(freq: float, seconds: float, amp: float, decay: float, attack: float = 0.003) -> Signal:
    """A sine with a linear attack and an exponential decay (time constant ``decay`` s).

    Computed with the two-term recurrence y[n] = 2cos(w)y[n-1] - y[n-2]: the
    same numbers on every platform that has IEEE doubles.
    """
    n = n_samples(seconds)
    w = TAU * freq / RATE
    k = 2 * math.cos(w)
    y1, y2 = 0.0, -math.sin(w)  # so that y[0] = sin(0) = 0, y[1] = sin(w)
    a = max(1, n_samples(attack))
    fall = math.exp(-1.0 / (RATE * decay))
    out = [0.0] * n
    g = 1.0
    for i in range(n):
        y = k * y1 - y2
        y2, y1 = y1, y
        if i < a:
            e = i / a
        else:
            g *= fall
            e = g
        out[i] = amp * e * y2
    return out


def note(freq: float, seconds: float, amp: float, decay: float = 0.12,
         harmonics: tuple[float, ...] = (1.0, 0.35, 0.12), attack: float = 0.004) -> Signal:
    """A plucked / struck tone: harmonic partials, the higher ones dying sooner."""
    total = sum(harmonics)
    return mix(*[(0.0, partial(freq * (h + 1), seconds, amp * level / total, decay / (1 + 0.6 * h),
                               attack))
                 for h, level in enumerate(harmonics) if level])


def bell(seconds: float, amp: float, decay: float = 0.22) -> Signal:
    return mix(*[(0.0, partial(BELL_FREQ * ratio, seconds, amp * level, decay * life, 0.001))
                 for ratio, level, life in BELL_PARTIALS])


def noise(seconds: float, amp: float, seed: int, decay: float, attack: float = 0.0008) -> Signal:
    """White noise under an attack-decay envelope (filter it to colour it)."""
    rng = random.Random(seed)
    n = n_samples(seconds)
    a = max(1, n_samples(attack))
    fall = math.exp(-1.0 / (RATE * decay))
    out, g = [0.0] * n, 1.0
    for i in range(n):
        if i < a:
            e = i / a
        else:
            g *= fall
            e = g
        out[i] = amp * e * (rng.random() * 2 - 1)
    return out


def lowpass(x: Signal, cutoff: float) -> Signal:
    """One-pole low-pass."""
    c = 1 - math.exp(-TAU * cutoff / RATE)
    out, y = [0.0] * len(x), 0.0
    for i, v in enumerate(x):
        y += c * (v - y)
        out[i] = y
    return out


def highpass(x: Signal, cutoff: float) -> Signal:
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low)]


def bandpass(x: Signal, low: float, high: float) -> Signal:
    return lowpass(highpass(x, low), high)


def mix(*parts: tuple[float, Signal]) -> Signal:
    """Mix (start_seconds, samples) parts."""
    length = max(n_samples(start) + len(s) for start, s in parts)
    out = [0.0] * length
    for start, samples in parts:
        offset = n_samples(start)
        for i, v in enumerate(samples):
            out[offset + i] += v
    return out


def scale(x: Signal, gain: float) -> Signal:
    return [v * gain for v in x]


def fade_out(x: Signal, seconds: float = 0.02) -> Signal:
    """End exactly at zero (no click when the player stops)."""
    n = min(len(x), n_samples(seconds))
    out = list(x)
    for i in range(n):
        out[len(x) - n + i] *= 1 - (i + 1) / n
    return out


def trim(x: Signal, floor: float = 0.0015) -> Signal:
    """Drop the inaudible tail, then fade the last 20 ms."""
    end = len(x)
    while end > 1 and abs(x[end - 1]) < floor:
        end -= 1
    return fade_out(x[:end + n_samples(0.01)])


def room(x: Signal, seed: int, wet: float, tail: float = 0.22) -> Signal:
    """A small room: a few early reflections and a short diffuse tail."""
    rng = random.Random(seed)
    taps = [(0.011 + 0.006 * k + rng.random() * 0.004, 0.55 * 0.72 ** k) for k in range(7)]
    parts: list[tuple[float, Signal]] = [(0.0, x)]
    for delay, gain in taps:
        parts.append((delay, scale(x, wet * gain)))
    parts.append((0.02, lowpass(noise(tail, wet * 0.05, seed + 1, tail / 4, 0.01), 1800)))
    return mix(*parts)


def glide(f0: float, f1: float, seconds: float, amp: float, decay: float) -> Signal:
    """A sine sweeping from f0 to f1 (exponentially) under a decay."""
    n = n_samples(seconds)
    fall = math.exp(-1.0 / (RATE * decay))
    phase, g = 0.0, 1.0
    out = [0.0] * n
    a = n_samples(0.004)
    for i in range(n):
        f = f0 * (f1 / f0) ** (i / n)
        phase += TAU * f / RATE
        if i < a:
            e = i / a
        else:
            g *= fall
            e = g
        out[i] = amp * e * math.sin(phase)
    return out


# ---------------------------------------------------------------------------
# Placing a sound at the table (pre-panned stereo)


def delayed(x: Signal, samples: int) -> Signal:
    return [0.0] * samples + x


def pad(x: Signal, n: int) -> Signal:
    return x + [0.0] * (n - len(x))


def place(x: Signal, position: str) -> Stereo:
    """Stereo frames for a sound played at ``position`` as heard from seat 0."""
    if position == "me":
        # close and dry, in the middle of the head
        left = right = x
    elif position in ("left", "right"):
        # the near ear first and louder; the far ear 0.6 ms later, quieter and
        # duller (the head's shadow)
        near = scale(x, 0.92)
        far = scale(lowpass(delayed(x, 13), 1500), 0.30)
        n = max(len(near), len(far))
        near, far = pad(near, n), pad(far, n)
        left, right = (near, far) if position == "left" else (far, near)
    elif position == "across":
        # the partner: centred, farther: quieter, duller, heard with the room
        left = right = room(scale(lowpass(x, 2200), 0.5), 901, 0.55)
    else:
        raise ValueError(position)
    return list(zip(left, right))


# ---------------------------------------------------------------------------
# The cues


def card_snap(seed: int, amp: float = 0.6) -> Signal:
    """A card landing on cloth: a bright noise tick over a soft low body."""
    tick = bandpass(noise(0.09, amp, seed, 0.012), 700, 6000)
    body = bandpass(noise(0.10, amp * 0.9, seed + 50, 0.025, 0.002), 80, 600)
    thock = partial(170, 0.08, amp * 0.25, 0.018)
    return mix((0.0, tick), (0.0, scale(body, 1.6)), (0.0, thock))


def card(seed: int) -> Signal:
    return trim(card_snap(seed))


def trump(seed: int) -> Signal:
    """The card, then the bell rings: unmistakably not a plain card."""
    return trim(scale(mix((0.0, card_snap(seed)), (0.025, bell(0.7, 0.42))), 0.8))


def cut(seed: int) -> Signal:
    """A trump cutting a trick: a heavy slap, then the bell struck twice."""
    slap = bandpass(noise(0.2, 1.0, seed, 0.05), 60, 4500)
    thump = glide(140, 55, 0.2, 0.5, 0.06)
    return trim(scale(mix((0.0, scale(slap, 0.5)), (0.0, scale(thump, 1.1)),
                          (0.02, bell(0.35, 0.36, 0.1)), (0.13, bell(0.7, 0.42))), 0.85))


def shuffle() -> Signal:
    """A riffle shuffle: many small clicks speeding up then slowing, then the bridge."""
    rng = random.Random(11)
    parts: list[tuple[float, Signal]] = []
    t = 0.0
    k = 0
    while t < 0.55:
        speed = 0.004 + 0.02 * abs(t - 0.27) / 0.27
        parts.append((t, bandpass(noise(0.012, 0.22 + rng.random() * 0.12, 400 + k, 0.003),
                                  1500, 7000)))
        t += speed + rng.random() * 0.004
        k += 1
    bridge = bandpass(noise(0.22, 0.35, 77, 0.07, 0.05), 300, 3000)
    parts.append((0.58, bridge))
    return trim(mix(*parts))


def deal() -> Signal:
    """Cards flicked round the table."""
    return trim(mix(*[(i * 0.055, scale(bandpass(noise(0.05, 0.5, 300 + i, 0.01), 900, 7000),
                                         0.8 if i % 4 == 3 else 0.55))
                      for i in range(8)]))


def arpeggio(freqs: list[float], step: float, amp: float, decay: float = 0.1,
             length: float = 0.4, harmonics: tuple[float, ...] = (1.0, 0.35, 0.12)) -> Signal:
    return mix(*[(i * step, note(f, length, amp, decay, harmonics)) for i, f in enumerate(freqs)])


def chord(freqs: list[float], amp: float, length: float, decay: float,
          harmonics: tuple[float, ...] = (1.0, 0.3, 0.1)) -> Signal:
    return mix(*[(0.0, note(f, length, amp / len(freqs) * 1.6, decay, harmonics)) for f in freqs])


def knocks(count: int, base: float, step: float, amp: float) -> Signal:
    """Wooden knocks, each a little higher: double = 2, triple = 3, four = 4."""
    parts = []
    for i in range(count):
        f = base * (2 ** (i * step / 12))
        wood = note(f, 0.12, amp, 0.025, (1.0, 0.0, 0.5, 0.0, 0.2))
        click = bandpass(noise(0.02, amp * 0.5, 700 + i, 0.004), 1000, 5000)
        parts += [(i * 0.11, wood), (i * 0.11, click)]
    return trim(mix(*parts))


# notes (Hz); E6, D#6, D6 and their neighbours are left to the trump bell
C4, D4, E4, F4, G4, A4, B4 = 261.6, 293.7, 329.6, 349.2, 392.0, 440.0, 493.9
C5, D5, E5, F5, G5, A5, B5 = 523.3, 587.3, 659.3, 698.5, 784.0, 880.0, 987.8
C6 = 1046.5
BRASS = (1.0, 0.6, 0.4, 0.25, 0.12)


def cues() -> dict[str, Callable[[], Signal | Stereo]]:
    """Every cue by name: a function making its mono samples or stereo frames."""
    out: dict[str, Callable[[], Signal | Stereo]] = {}
    for i, pos in enumerate(POSITIONS):
        out[f"card_{pos}"] = lambda i=i, pos=pos: place(card(100 + i), pos)
        out[f"trump_{pos}"] = lambda i=i, pos=pos: place(trump(200 + i), pos)
        out[f"cut_{pos}"] = lambda i=i, pos=pos: place(cut(250 + i), pos)
    out.update({
        "shuffle": shuffle,
        "deal": deal,
        "your_turn": lambda: trim(arpeggio([E5, B5], 0.1, 0.34, 0.09)),
        # calls
        "call_pass": lambda: trim(mix((0.0, note(G4, 0.12, 0.3, 0.03, (1.0, 0.0, 0.4))),
                                      (0.08, note(D4, 0.14, 0.26, 0.035, (1.0, 0.0, 0.4))))),
        "call_hokum": lambda: trim(arpeggio([D5, G5], 0.1, 0.3, 0.09, 0.3, BRASS)),
        "call_sun": lambda: trim(arpeggio([C5, E5, G5, C6], 0.055, 0.26, 0.1, 0.35)),
        "call_ashkal": lambda: trim(mix((0.0, arpeggio([C5, E5, G5], 0.055, 0.26, 0.08, 0.25)),
                                        (0.2, note(E5, 0.3, 0.26, 0.09)))),
        "call_double": lambda: knocks(2, 330.0, 0, 0.5),
        "call_triple": lambda: knocks(3, 330.0, 3, 0.5),
        "call_four": lambda: knocks(4, 330.0, 3, 0.5),
        "call_gahwa": lambda: trim(mix((0.0, note(98.0, 1.0, 0.6, 0.3, (1.0, 0.5, 0.45, 0.3, 0.2,
                                                                      0.1))),
                                       (0.0, note(147.0, 0.9, 0.25, 0.25)),
                                       (0.0, knocks(1, 220.0, 0, 0.4)))),
        "call_akka": lambda: trim(arpeggio([A5, A5], 0.09, 0.24, 0.05, 0.2)),
        "call_sawa": lambda: trim(mix((0.0, glide(400, 1000, 0.35, 0.25, 0.2)),
                                      (0.3, note(C6, 0.3, 0.22, 0.08)))),
        # announcements
        "project": lambda: trim(arpeggio([G4, G4, C5], 0.09, 0.3, 0.07, 0.3, BRASS)),
        "baloot": lambda: trim(mix((0.0, note(A5, 0.18, 0.3, 0.05, (1.0, 0.0, 0.3))),
                                   (0.09, note(D5, 0.3, 0.32, 0.08, (1.0, 0.0, 0.3))))),
        # tricks
        "trick_us": lambda: trim(arpeggio([C5, E5, G5], 0.07, 0.3, 0.08)),
        "trick_them": lambda: trim(arpeggio([A4, F4, D4], 0.08, 0.3, 0.08)),
        "last_trick_us": lambda: trim(mix((0.0, arpeggio([C5, E5, G5], 0.07, 0.3, 0.08)),
                                          (0.24, chord([C5, E5, G5, C6], 0.4, 0.6, 0.2)))),
        "last_trick_them": lambda: trim(mix((0.0, arpeggio([A4, F4, D4], 0.08, 0.3, 0.08)),
                                            (0.27, chord([D4, F4, A4], 0.4, 0.6, 0.2)))),
        "kaboot_us": lambda: trim(mix((0.0, arpeggio([C4, E4, G4, C5, E5, G5, C6], 0.045, 0.3,
                                                     0.08, 0.3, BRASS)),
                                      (0.34, chord([C5, E5, G5, C6], 0.55, 0.9, 0.3, BRASS)))),
        "kaboot_them": lambda: trim(mix((0.0, arpeggio([A5, F5, D5, A4, F4, D4], 0.05, 0.3, 0.08,
                                                       0.3, BRASS)),
                                        (0.32, glide(110, 55, 0.5, 0.45, 0.2)),
                                        (0.32, chord([D4, F4, A4], 0.35, 0.8, 0.25)))),
        "round_won": lambda: trim(mix((0.0, chord([C4, E4, G4], 0.4, 0.3, 0.12)),
                                      (0.2, chord([F4, A4, C5], 0.4, 0.3, 0.12)),
                                      (0.4, chord([G4, B4, D5], 0.4, 0.3, 0.12)),
                                      (0.6, chord([C5, E5, G5], 0.45, 0.5, 0.2)))),
        "round_lost": lambda: trim(mix((0.0, chord([A4, C5, E5], 0.35, 0.3, 0.12)),
                                       (0.25, chord([F4, A4, D5], 0.35, 0.3, 0.12)),
                                       (0.5, chord([D4, F4, A4], 0.4, 0.5, 0.2)))),
        "match_won": lambda: trim(mix((0.0, arpeggio([G4, G4, G4], 0.12, 0.3, 0.06, 0.2, BRASS)),
                                      (0.36, note(C5, 0.4, 0.3, 0.12, BRASS)),
                                      (0.6, arpeggio([E5, G5], 0.12, 0.3, 0.08, 0.3, BRASS)),
                                      (0.84, chord([C5, E5, G5, C6], 0.6, 1.0, 0.4, BRASS)))),
        "match_lost": lambda: trim(mix((0.0, note(A4, 0.45, 0.3, 0.15, BRASS)),
                                       (0.35, note(F4, 0.45, 0.3, 0.15, BRASS)),
                                       (0.7, note(D4, 0.45, 0.3, 0.15, BRASS)),
                                       (1.0, chord([D4, F4, A4], 0.45, 0.8, 0.3)),
                                       (1.0, glide(98, 65, 0.6, 0.3, 0.25)))),
        # the interface
        "refused": lambda: trim(mix((0.0, note(150, 0.18, 0.25, 0.05, (1.0, 0.6, 0.3))),
                                    (0.07, note(130, 0.15, 0.2, 0.05)))),
        "menu_move": lambda: trim(note(880.0, 0.05, 0.18, 0.012, (1.0,), 0.002)),
        "menu_select": lambda: trim(arpeggio([G5, C6], 0.045, 0.22, 0.03, 0.12)),
        "menu_back": lambda: trim(arpeggio([G5, C5], 0.045, 0.22, 0.03, 0.12)),
        # online: a chat line came in (two soft plucks, a fifth apart)
        "chat": lambda: trim(arpeggio([D5, A5], 0.07, 0.2, 0.05, 0.15)),
        # online: a friend invites you to their table (a door chime: three notes rising,
        # the last one held, slower than the chat's)
        "invite": lambda: trim(arpeggio([G4, D5, G5], 0.13, 0.22, 0.08, 0.3)),
        # online: a table opened in a diwan of yours (a knock twice on the majlis's door,
        # then the invitation's chime a fourth lower: the same family, another room)
        "diwan_table": lambda: trim(mix(
            (0.0, note(G4, 0.07, 0.3, 0.015, (1.0, 0.0, 0.5, 0.0, 0.2), 0.002)),
            (0.14, note(G4, 0.07, 0.3, 0.015, (1.0, 0.0, 0.5, 0.0, 0.2), 0.002)),
            (0.34, arpeggio([D4, A4, D5], 0.12, 0.22, 0.08, 0.3)))),
        # online: your tournament match is ready (a brass call to the table: a fourth
        # rising, then the octave held; brass as the match's own end, unlike the invite)
        "match_ready": lambda: trim(arpeggio([C5, F5, C6], 0.12, 0.26, 0.09, 0.4, BRASS)),
        # the end of a list reached: a dull wooden tick, lower than the menu's
        "edge": lambda: trim(note(G4, 0.07, 0.3, 0.015, (1.0, 0.0, 0.5, 0.0, 0.2), 0.002)),
        # a turn's clock: half its time gone (one soft wooden tick), five seconds left
        # (two quick higher ticks); never a spoken countdown
        "timer_half": lambda: trim(note(D5, 0.09, 0.25, 0.02, (1.0, 0.0, 0.5, 0.0, 0.2), 0.002)),
        "timer_last": lambda: trim(mix((0.0, note(A5, 0.07, 0.25, 0.015, (1.0, 0.0, 0.5), 0.002)),
                                       (0.12, note(A5, 0.07, 0.25, 0.015, (1.0, 0.0, 0.5),
                                                   0.002)))),
        # news waits in "what did I miss": a soft high note heard twice, falling
        "missed": lambda: trim(arpeggio([B5, G5], 0.09, 0.2, 0.04, 0.14)),
    })
    return out


# ---------------------------------------------------------------------------
# Writing


def normalise(frames: Signal | Stereo) -> list[tuple[float, ...]]:
    if frames and isinstance(frames[0], tuple):
        return frames  # type: ignore[return-value]
    return [(v,) for v in frames]  # type: ignore[union-attr]


def wav_bytes(frames: list[tuple[float, ...]]) -> bytes:
    channels = len(frames[0])
    data = bytearray()
    for frame in frames:
        for v in frame:
            data += struct.pack("<h", int(round(max(-1.0, min(1.0, v)) * 32767)))
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(channels)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))
    return buf.getvalue()


def build(names: list[str] | None = None) -> dict[str, bytes]:
    """{file name: WAV bytes} for every cue (or the named ones)."""
    makers = cues()
    return {f"{name}.wav": wav_bytes(normalise(makers[name]()))
            for name in (names or list(makers))}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent.parent / "sounds"))
    parser.add_argument("--check", action="store_true",
                        help="fail if the files on disk differ from what the code makes")
    parser.add_argument("--list", action="store_true", help="print each cue's shape and size")
    args = parser.parse_args(argv)
    out = Path(args.out)
    sounds = build()
    if args.list:
        total = 0
        for name, data in sounds.items():
            with wave.open(io.BytesIO(data)) as w:
                print(f"{name:24} {w.getnchannels()} ch {w.getnframes() / RATE:5.2f} s "
                      f"{len(data):7d} bytes")
            total += len(data)
        print(f"{len(sounds)} cues, {total} bytes")
        return 0
    if args.check:
        stale = [name for name, data in sounds.items()
                 if not (out / name).exists() or (out / name).read_bytes() != data]
        extra = sorted(p.name for p in out.glob("*.wav") if p.name not in sounds)
        if stale or extra:
            if stale:
                print("out of date: " + ", ".join(stale), file=sys.stderr)
            if extra:
                print("not made by the generator: " + ", ".join(extra), file=sys.stderr)
            print("run: python scripts/gen_sounds.py", file=sys.stderr)
            return 1
        print(f"{len(sounds)} sounds up to date")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("*.wav"):
        if old.name not in sounds:
            old.unlink()
    for name, data in sounds.items():
        (out / name).write_bytes(data)
    print(f"wrote {len(sounds)} sounds to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
