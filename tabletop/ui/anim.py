"""The animation director: turns one apply's events into tweens, plays them in order, and can skip.

It never touches game state: it only tells the renderer where a sprite is, what the dice show and
how far a value has counted, at a given time. When it is done, everything snaps to the layout.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.engine.events import Event, Moved, PhaseBegan, Revealed, Rolled
from tabletop.engine.layout import Box, Layout

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
ROLL, SLIDE, STAGGER, FLIP, BANNER = 0.65, 0.38, 0.07, 0.35, 1.1
BANNER_PHASES = ("arrest", "scoring")


def ease(t: float) -> float:
    """Ease-out cubic on 0..1."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """One sprite sliding from ``src`` to ``dst`` between ``start`` and ``start + length`` seconds."""

    id: str
    src: Box
    dst: Box
    start: float
    length: float


class Director:
    """Plays the events of one action; input is blocked while ``busy``; a click calls ``skip``."""

    def __init__(self, speed: str = "normal"):
        self.speed = speed
        self.tweens: dict[str, Tween] = {}
        self.flips: dict[str, tuple[float, float]] = {}
        self.values: dict[str, tuple[float, float, float, float]] = {}
        self.dice: tuple[tuple[int, ...], float, float] | None = None
        self.banner: tuple[str, float, float] | None = None
        self.clock = 0.0
        self.end = 0.0

    @property
    def factor(self) -> float:
        """Duration multiplier for the current speed."""
        return SPEEDS.get(self.speed, 1.0)

    def busy(self) -> bool:
        """Whether an animation is still playing."""
        return self.clock < self.end

    def skip(self) -> None:
        """Jump to the end state."""
        self.clock = self.end

    def tick(self, dt: float) -> None:
        """Advance time."""
        self.clock += dt

    def play(self, events: list[Event], old: Layout, new: Layout, values: dict[str, tuple[float, float]]) -> None:
        """Queue tweens for ``events``: dice first, then moves in event order, then flips and counters."""
        f = self.factor
        self.tweens, self.flips, self.values, self.dice, self.banner = {}, {}, {}, None, None
        self.clock, self.end = 0.0, 0.0
        if f <= 0:
            return
        t = 0.0
        for event in events:
            if isinstance(event, Rolled):
                self.dice = (tuple(event.values), t, ROLL * f)
                t += ROLL * f
                break
        order = [e.component for e in events if isinstance(e, Moved)]
        moved = [cid for cid in new.placements if cid in old.placements and old.placements[cid].rect != new.placements[cid].rect]
        sequence = [c for c in dict.fromkeys(order) if c in moved] + [c for c in moved if c not in order]
        for i, cid in enumerate(sequence[:60]):
            start = t + min(i, 12) * STAGGER * f
            self.tweens[cid] = Tween(cid, old.placements[cid].rect, new.placements[cid].rect, start, SLIDE * f)
        if self.tweens:
            t = max(tw.start + tw.length for tw in self.tweens.values())
        for key, (a, b) in values.items():
            if a != b:
                self.values[key] = (a, b, t, 0.12 * f * min(8, abs(b - a)) + 0.1 * f)
        flips = [e.component for e in events if isinstance(e, Revealed) and e.component]
        for i, cid in enumerate(flips):
            self.flips[cid] = (t + i * 0.08 * f, FLIP * f)
        for event in events:
            if isinstance(event, PhaseBegan) and event.phase in BANNER_PHASES:
                self.banner = (event.text, t, BANNER * f)
                t += BANNER * f
                break
        ends = [t] + [s + length for s, length in self.flips.values()] + [s + length for _, _, s, length in self.values.values()]
        self.end = max(ends)

    def rect_of(self, cid: str) -> Box | None:
        """Where a sprite is now, if it is tweening (before its start it stays at its source)."""
        tw = self.tweens.get(cid)
        if tw is None or not self.busy():
            return None
        k = ease((self.clock - tw.start) / tw.length) if tw.length else 1.0
        return tuple(a + (b - a) * k for a, b in zip(tw.src, tw.dst))  # type: ignore[return-value]

    def moving(self, cid: str) -> bool:
        """Whether a sprite is part of the current animation."""
        return self.busy() and cid in self.tweens

    def flip_of(self, cid: str) -> tuple[float, bool]:
        """(horizontal scale, showing the new face) of a flipping sprite."""
        if cid not in self.flips or not self.busy():
            return 1.0, True
        start, length = self.flips[cid]
        k = min(1.0, max(0.0, (self.clock - start) / length)) if length else 1.0
        return abs(1 - 2 * k), k >= 0.5

    def value(self, key: str, final: float) -> float:
        """A counting value (extortion, score) at the current time."""
        if key not in self.values or not self.busy():
            return final
        a, b, start, length = self.values[key]
        return a + (b - a) * ease((self.clock - start) / length) if length else b

    def banner_text(self) -> str | None:
        """A banner to show over the table now (an arrest, the final scoring), if any."""
        if self.banner is None or not self.busy():
            return None
        text, start, length = self.banner
        return text if start <= self.clock < start + length else None

    def dice_faces(self, final: tuple[int, ...] | None) -> tuple[tuple[int, ...] | None, float]:
        """Faces the dice show now and their tilt: tumbling random faces until they settle."""
        if self.dice is None or not self.busy():
            return final, 0.0
        values, start, length = self.dice
        if self.clock >= start + length:
            return values, 0.0
        k = (self.clock - start) / length
        frame = int(self.clock * 18)
        wobble = random.Random(frame)
        return tuple(wobble.randint(1, 6) for _ in values), (1 - k) * 40 * (1 if frame % 2 else -1)
