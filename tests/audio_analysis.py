"""Measuring sound files and recordings with the standard library alone.

Used by the sound tests (tests/ui/test_sounds.py) and the end-to-end recording
test (tests/e2e/test_sound_heard.py): reading 16-bit WAV, energy per channel,
an RMS envelope, a spectrum (a small radix-2 FFT), the spectral centroid and
the share of a signal's energy that lies near the trump bell's partials.
"""

from __future__ import annotations

import array
import cmath
import math
import sys
import wave
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Sound:
    rate: int
    channels: list[list[float]]  # samples in -1..1, one list per channel

    @property
    def frames(self) -> int:
        return len(self.channels[0])

    @property
    def seconds(self) -> float:
        return self.frames / self.rate

    def mono(self) -> list[float]:
        if len(self.channels) == 1:
            return self.channels[0]
        return [sum(vals) / len(vals) for vals in zip(*self.channels)]

    def segment(self, start: float, seconds: float) -> "Sound":
        a = max(0, int(start * self.rate))
        b = max(a, int((start + seconds) * self.rate))
        return Sound(self.rate, [ch[a:b] for ch in self.channels])


def read_wav(path: str | Path) -> Sound:
    with wave.open(str(path)) as w:
        if w.getsampwidth() != 2:
            raise ValueError(f"{path}: not 16-bit")
        n, channels, rate = w.getnframes(), w.getnchannels(), w.getframerate()
        raw = w.readframes(n)
    data = array.array("h")
    data.frombytes(raw[: len(raw) // 2 * 2])
    if sys.byteorder == "big":
        data.byteswap()
    return Sound(rate, [[v / 32768 for v in data[c::channels]] for c in range(channels)])


def energy(x: list[float]) -> float:
    return sum(v * v for v in x)


def rms(x: list[float]) -> float:
    return math.sqrt(energy(x) / len(x)) if x else 0.0


def db(ratio: float) -> float:
    return 10 * math.log10(max(ratio, 1e-12))


def envelope(x: list[float], rate: int, frame: float = 0.02) -> list[float]:
    """RMS per frame of ``frame`` seconds."""
    n = max(1, int(rate * frame))
    return [rms(x[i:i + n]) for i in range(0, len(x), n)]


_TWIDDLES: dict[int, list[complex]] = {}
_REVERSED: dict[int, list[int]] = {}


def fft(x: list[complex]) -> list[complex]:
    """Iterative radix-2 FFT (len(x) a power of two); twiddles cached per size."""
    n = len(x)
    if n not in _TWIDDLES:
        _TWIDDLES[n] = [cmath.exp(-2j * math.pi * k / n) for k in range(n // 2)]
        bits = n.bit_length() - 1
        _REVERSED[n] = [int(format(i, f"0{bits}b")[::-1], 2) if bits else 0 for i in range(n)]
    a = [x[i] for i in _REVERSED[n]]
    tw = _TWIDDLES[n]
    size = 2
    while size <= n:
        half, step = size // 2, n // size
        for start in range(0, n, size):
            for k in range(half):
                t = tw[k * step] * a[start + k + half]
                u = a[start + k]
                a[start + k] = u + t
                a[start + k + half] = u - t
        size *= 2
    return a


def power_spectrum(x: list[float], rate: int, size: int = 2048) -> tuple[list[float], list[float]]:
    """(frequencies, power) averaged over Hann-windowed frames of ``size`` samples."""
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / (size - 1)) for i in range(size)]
    total = [0.0] * (size // 2)
    hop = size // 2
    starts = list(range(0, max(1, len(x) - size + 1), hop)) or [0]
    for s in starts:
        chunk = x[s:s + size]
        chunk = chunk + [0.0] * (size - len(chunk))
        spec = fft([complex(v * w) for v, w in zip(chunk, window)])
        for k in range(size // 2):
            total[k] += abs(spec[k]) ** 2
    freqs = [k * rate / size for k in range(size // 2)]
    return freqs, total


def spectral_centroid(x: list[float], rate: int) -> float:
    freqs, power = power_spectrum(x, rate)
    s = sum(power)
    return sum(f * p for f, p in zip(freqs, power)) / s if s else 0.0


# The trump bell's partials (scripts/gen_sounds.py, BELL_FREQ and BELL_PARTIALS).
BELL_BANDS = ((1244.5 * 0.96, 1244.5 * 1.04), (3434.8 * 0.97, 3434.8 * 1.03))


def band_share(x: list[float], rate: int, bands=BELL_BANDS, size: int = 1024) -> float:
    """The share of the energy above 150 Hz that lies inside ``bands``."""
    freqs, power = power_spectrum(x, rate, size)
    inside = sum(p for f, p in zip(freqs, power) if any(lo <= f <= hi for lo, hi in bands))
    total = sum(p for f, p in zip(freqs, power) if f >= 150)
    return inside / total if total else 0.0


def bell_track(x: list[float], rate: int, frame: float = 0.04, hop: float = 0.02) -> list[float]:
    """The bell's share of the energy in each short frame (a coarse spectrogram row)."""
    size = 1
    while size < int(rate * frame):
        size *= 2
    step = max(1, int(rate * hop))
    out = []
    for s in range(0, max(1, len(x) - size + 1), step):
        chunk = x[s:s + size]
        if rms(chunk) < 1e-3:
            out.append(0.0)
            continue
        out.append(band_share(chunk, rate, size=size))
    return out


def spectral_flatness(x: list[float], rate: int, low: float = 100, high: float = 8000) -> float:
    """Geometric over arithmetic mean of the power spectrum between ``low`` and ``high``:
    near 1 for noise (a card's snap), near 0 for a few pure tones (a bell)."""
    freqs, power = power_spectrum(x, rate)
    band = [p + 1e-20 for f, p in zip(freqs, power) if low <= f <= high]
    geometric = math.exp(sum(math.log(p) for p in band) / len(band))
    return geometric / (sum(band) / len(band))


def band_energy(x: list[float], rate: int, bands=BELL_BANDS, size: int = 1024) -> float:
    freqs, power = power_spectrum(x, rate, size)
    return sum(p for f, p in zip(freqs, power) if any(lo <= f <= hi for lo, hi in bands))


def band_track(x: list[float], rate: int, bands=BELL_BANDS, hop: float = 0.01,
               size: int = 512) -> list[float]:
    """Energy inside ``bands`` per frame of ``size`` samples every ``hop`` seconds."""
    window = [0.5 - 0.5 * math.cos(2 * math.pi * i / (size - 1)) for i in range(size)]
    bins = [k for k in range(size // 2) if any(lo <= k * rate / size <= hi for lo, hi in bands)]
    step = max(1, int(rate * hop))
    out = []
    for s in range(0, max(1, len(x) - size + 1), step):
        chunk = x[s:s + size]
        chunk = chunk + [0.0] * (size - len(chunk))
        spec = fft([complex(v * w) for v, w in zip(chunk, window)])
        out.append(sum(abs(spec[k]) ** 2 for k in bins))
    return out


def best_match(template: list[float], track: list[float]) -> tuple[float, int]:
    """Normalised cross-correlation of two non-negative tracks: (best score, its lag).

    1.0 means ``track`` holds ``template``'s exact shape at that lag (any level)."""
    n = len(template)
    t_norm = math.sqrt(sum(v * v for v in template)) or 1.0
    best, best_lag = 0.0, 0
    for lag in range(0, max(1, len(track) - n + 1)):
        seg = track[lag:lag + n]
        s_norm = math.sqrt(sum(v * v for v in seg))
        if s_norm == 0:
            continue
        score = sum(a * b for a, b in zip(template, seg)) / (t_norm * s_norm)
        if score > best:
            best, best_lag = score, lag
    return best, best_lag
