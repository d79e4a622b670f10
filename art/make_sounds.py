"""Synthesise Tabletop's short sound effects into art/sounds/ (run: python art/make_sounds.py).

Every sound is made here from sine waves and seeded noise, so the files are our own work, released as CC0 with the
rest of this folder's sounds (see art/sounds/README.md). 22,050 Hz, 16-bit mono WAV.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from pathlib import Path

RATE = 22_050
HERE = Path(__file__).resolve().parent / "sounds"


def _write(name: str, samples: list[float]) -> None:
    """Write samples in -1..1 as a 16-bit mono WAV."""
    peak = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(32767 * 0.8 * s / peak)) for s in samples)
    with wave.open(str(HERE / f"{name}.wav"), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def _tone(freq: float, seconds: float, decay: float, start: float = 0.0) -> list[float]:
    """A plucked sine (with a soft octave) that dies away."""
    n = int(RATE * seconds)
    return [
        math.exp(-decay * i / RATE)
        * (math.sin(2 * math.pi * freq * i / RATE) + 0.3 * math.sin(4 * math.pi * freq * i / RATE))
        for i in range(n)
    ]


def _mix(length: float, *parts: tuple[float, list[float]]) -> list[float]:
    """Lay parts (start second, samples) over silence ``length`` seconds long."""
    out = [0.0] * int(RATE * length)
    for start, samples in parts:
        at = int(RATE * start)
        for i, s in enumerate(samples[: len(out) - at]):
            out[at + i] += s
    return out


def dice() -> list[float]:
    """Dice rattling in a cup, then landing: clicks of filtered noise, closer and closer, two last knocks."""
    rng = random.Random(7)
    clicks = []
    t = 0.0
    while t < 0.42:
        burst = [rng.uniform(-1, 1) * math.exp(-i / (RATE * 0.004)) for i in range(int(RATE * 0.02))]
        clicks.append((t, [b * rng.uniform(0.4, 1.0) for b in burst]))
        t += rng.uniform(0.02, 0.06)
    knock = [math.exp(-i / (RATE * 0.01)) * math.sin(2 * math.pi * 180 * i / RATE) for i in range(int(RATE * 0.08))]
    return _mix(0.62, *clicks, (0.46, knock), (0.53, [k * 0.6 for k in knock]))


def card() -> list[float]:
    """A card sliding on felt: a short swell of soft noise."""
    rng = random.Random(3)
    n = int(RATE * 0.16)
    smooth, out = 0.0, []
    for i in range(n):
        smooth = 0.85 * smooth + 0.15 * rng.uniform(-1, 1)  # low-passed: a swish, not a hiss
        out.append(smooth * math.sin(math.pi * i / n))
    return out


def coin() -> list[float]:
    """A coin's bright ring: two high partials."""
    return _mix(0.35, (0.0, _tone(1568, 0.35, 14)), (0.0, [0.5 * s for s in _tone(2349, 0.3, 18)]))


def win() -> list[float]:
    """A short rising fanfare: C, E, G, then a held high C."""
    notes = [(0.0, 523.3), (0.12, 659.3), (0.24, 784.0), (0.38, 1046.5)]
    return _mix(1.1, *((t, _tone(f, 0.7 if k == 3 else 0.3, 4 if k == 3 else 9)) for k, (t, f) in enumerate(notes)))


def main() -> None:
    """Write every sound."""
    HERE.mkdir(parents=True, exist_ok=True)
    for name, make in (("dice", dice), ("card", card), ("coin", coin), ("win", win)):
        _write(name, make())
        print(f"wrote {HERE / name}.wav")


if __name__ == "__main__":
    main()
