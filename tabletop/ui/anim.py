"""The animation director: turns one apply's events into a timeline of tweens, plays it, can skip.

It never touches game state: it only tells the renderer where a sprite is, what the dice show, which
places are lit and how far a value has counted, at a given time. Events play in order: dice tumble,
places light up (a palace card resolving), components slide (staggered when several move together),
cards flip, banners show. When it is done, everything snaps to the layout.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from tabletop.engine.events import (
    Event,
    Flipped,
    Gained,
    Highlighted,
    Moved,
    PhaseBegan,
    Revealed,
    Rolled,
    Said,
    Shuffled,
)
from tabletop.engine.layout import Box, Layout, PieceId, Placement
from tabletop.engine.message import Words

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
ROLL, SLIDE, STAGGER, FLIP, BANNER, LIGHT = 0.65, 0.38, 0.07, 0.35, 1.1, 0.45
BANNER_PHASES = ("arrest", "scoring", "resolution", "district", "final", "hyde_park", "old_lady")
MAX_TWEENS = 80


def ease(t: float) -> float:
    """Ease-out cubic on 0..1."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


Spot = tuple[float, float, float, float]  # where a sliding sprite is: a layout ``Box`` on the way, in fractions


@dataclass
class Tween:
    """One sprite sliding from ``src`` to ``dst`` between ``start`` and ``start + length`` seconds."""

    placement: Placement
    src: Spot
    dst: Spot
    start: float
    length: float
    appears: bool = False  # not on the table before: unseen until its slide begins


def _box(layout: Layout, component: str, zone: str, size: tuple[int, int]) -> Box | None:
    """Where a component is drawn in a layout, or else the middle of its zone's region (a hand, a pile); a zone
    may also name a piece of the layout (a token moved from where another piece id stood)."""
    region = layout.named(zone)
    if zone in layout.placements and region is None:
        return layout.placements[zone].rect
    if component in layout.placements:
        return layout.placements[component].rect
    if region is None:
        return None
    x, y, w, h = region.rect
    scale = min(1.0, w / max(1, size[0]), h / max(1, size[1]))  # shrink to fit a smaller place
    sw, sh = int(size[0] * scale), int(size[1] * scale)
    return (x + (w - sw) // 2, y + (h - sh) // 2, sw, sh)


BACK_SIZE = (44, 62)


def _back(index: int, event: Moved, new: Layout) -> Placement | None:
    """A plain card back flying to the middle of the destination's region, for a hidden move whose arrival the
    new layout does not draw as a component (a card into a hand shown only as a count)."""
    dst = _box(new, "", event.dst, BACK_SIZE)
    return None if dst is None else Placement(f"back:{index}", "back", dst)


def _redrawn_places(old: Layout, new: Layout) -> list[Box]:
    """The regions of ``old`` that moved, changed size or went in ``new`` (usually none or a few: computed once)."""
    return [r.rect for key, r in old.regions.items() if key not in new.regions or new.regions[key].rect != r.rect]


def _inside(rect: Box, places: list[Box]) -> bool:
    """Whether ``rect`` lies whole inside one of ``places``."""
    x, y, w, h = rect
    return any(px <= x and py <= y and x + w <= px + pw and y + h <= py + ph for px, py, pw, ph in places)


def _overlaps(a: Box, b: Box) -> bool:
    """Whether two boxes share any area."""
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def overlaps_any(a: Box, boxes: list[Box]) -> bool:
    """Whether ``a`` shares any area with one of ``boxes``."""
    return any(_overlaps(a, b) for b in boxes)


class Director:
    """Plays the events of one action; input is blocked while ``busy``; a click calls ``skip``."""

    def __init__(self, speed: str = "normal"):
        self.speed = speed
        self.tweens: dict[PieceId, list[Tween]] = {}
        self.flips: dict[str, tuple[float, float]] = {}
        self.values: dict[str, list[tuple[float, float, float, float]]] = {}
        self.times: list[float] = []
        self.lights: list[tuple[tuple[str, ...], str, float, float]] = []
        self.dice: tuple[tuple[int, ...], float, float] | None = None
        self.banner: tuple[Words, float, float] | None = None
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
        """Lay out a timeline for ``events`` between the ``old`` and ``new`` layouts."""
        f = self.factor
        self.tweens, self.flips, self.values, self.lights, self.dice, self.banner = {}, {}, {}, [], None, None
        self.times = [0.0] * len(events)
        self.clock, self.end = 0.0, 0.0
        if f <= 0:
            return
        t, group = 0.0, 0
        running = {key: a for key, (a, b) in values.items()}
        for index, event in enumerate(events):
            self.times[index] = t
            if isinstance(event, Moved):  # slides overlap, staggered; the next other event waits for them
                group += self._slide(index, event, old, new, t + min(group, 12) * STAGGER * f)
                continue
            if group:
                t, group = self._last_end(), 0
            t = self._timed(index, event, old, new, t, running)
        if group:
            t = self._last_end()
        self.tweens = {cid: path for cid, path in self.tweens.items() if path}
        self._settle_moves(old, new, t)
        self.end = max(t, self._last_end(), *self._count_ends(values, running, t))

    def _slide(self, index: int, event: Moved, old: Layout, new: Layout, start: float) -> int:
        """Tween one moved component (or a back, for a move hidden from this viewer) from ``start``; return how many
        slides were added (0 or 1)."""
        if len(self.tweens) >= MAX_TWEENS:
            return 0
        f = self.factor
        if not event.component:  # a move hidden from this viewer: a back moves
            anonymous = self._anonymous_arrival(event, old, new) or _back(index, event, new)
            if anonymous is None:
                return 0
            src = _box(old, "", event.src, anonymous.rect[2:])
            if src is None or src == anonymous.rect:
                return 0
            self.tweens[anonymous.id] = [Tween(anonymous, src, anonymous.rect, start, SLIDE * f, appears=True)]
            return 1
        cid = event.component
        placement = new.placements.get(cid) or old.placements.get(cid)
        if placement is None:
            return 0
        size = (placement.rect[2], placement.rect[3])
        src, dst = _box(old, cid, event.src, size), _box(new, cid, event.dst, size)
        if src is None or dst is None:
            return 0
        path = self.tweens.setdefault(cid, [])
        begin: Spot = src
        if path:  # moved again later in the same action: the next leg starts where the last ended
            begin, start = path[-1].dst, max(start, path[-1].start + path[-1].length)
        if begin == dst:
            return 0
        seen = cid in old.placements or event.src in old.placements  # on the table before, maybe under another id
        path.append(Tween(placement, begin, dst, start, SLIDE * f, appears=not seen))
        return 1

    def _timed(self, index: int, event: Event, old: Layout, new: Layout, t: float, running: dict[str, float]) -> float:
        """Schedule an event that is not a move at time ``t``; return when the next one may start."""
        f = self.factor
        if isinstance(event, Rolled) and self.dice is None:
            self.dice = (tuple(event.values), t, ROLL * f)
            self.times[index] = t + ROLL * f  # its log line waits until the dice settle
            return t + ROLL * f
        if isinstance(event, Shuffled):
            return self._shuffle(event.places, new, t, f)
        if isinstance(event, Highlighted):
            self.lights.append((event.places, event.focus, t, LIGHT * f))
            return t + LIGHT * f
        if isinstance(event, (Revealed, Flipped)) and event.component:
            self.flips[event.component] = (t, FLIP * f)
            return t + 0.08 * f
        if isinstance(event, PhaseBegan) and event.phase in BANNER_PHASES and self.banner is None:
            self.banner = (event.text, t, BANNER * f)
            return t + BANNER * f
        if isinstance(event, Gained) and f"{event.resource}:{event.seat}" in running:
            key = f"{event.resource}:{event.seat}"  # a counter steps with its own event, one at a time
            a = running[key]
            running[key] = a + event.amount
            length = (0.1 * min(8, abs(event.amount)) + 0.15) * f
            self.values.setdefault(key, []).append((a, a + event.amount, t, length))
            self._follow(key, old, new, t, length)
            return t + length + 0.1 * f
        if isinstance(event, Said) and event.text:
            return t + 0.12 * f  # log lines appear one after another
        return t

    def _follow(self, key: str, old: Layout, new: Layout, t: float, length: float) -> None:
        """A piece named like a counter (a vote marker ``votes:2`` on a track) slides while its count steps."""
        if key in self.tweens or key not in old.placements or key not in new.placements:
            return
        src, dst = old.placements[key].rect, new.placements[key].rect
        if src != dst and len(self.tweens) < MAX_TWEENS:
            self.tweens[key] = [Tween(new.placements[key], src, dst, t, length)]

    def _settle_moves(self, old: Layout, new: Layout, t: float) -> None:
        """Components that moved without an event of their own (a row tidied up) slide at the end; a piece whose
        place itself moved or went (a player's area redrawn for another viewer) just appears where it is now."""
        moved_by_events = set(self.tweens)
        redrawn = _redrawn_places(old, new)
        for cid, p in new.placements.items():
            if cid in moved_by_events or cid not in old.placements or old.placements[cid].rect == p.rect:
                continue
            if redrawn and _inside(old.placements[cid].rect, redrawn):  # its place was redrawn: no flight
                continue
            if len(self.tweens) < MAX_TWEENS:
                self.tweens[cid] = [Tween(p, old.placements[cid].rect, p.rect, t, SLIDE * self.factor)]

    def _count_ends(self, values: dict[str, tuple[float, float]], running: dict[str, float], t: float) -> list[float]:
        """When every counter and flip ends; a counter that changed without its own event (a Witch swap, an undo)
        counts at the end."""
        f, ends = self.factor, []
        for key, (_, b) in values.items():
            if running[key] != b:
                length = 0.12 * f * min(8, abs(b - running[key])) + 0.1 * f
                self.values.setdefault(key, []).append((running[key], b, t, length))
            ends += [start + length for _, _, start, length in self.values.get(key, [])]
        return ends + [s + length for s, length in self.flips.values()]

    def _anonymous_arrival(self, event: Moved, old: Layout, new: Layout) -> Placement | None:
        """For a move whose component is hidden from the viewer: a component that appeared in the new layout
        inside the destination's region (a card back in an opponent's hand) and is not animated yet."""
        region = new.named(event.dst)
        for cid, p in new.placements.items():
            if cid in old.placements or cid in self.tweens:
                continue
            if region is None or _overlaps(p.rect, region.rect):
                return p
        return None

    def _shuffle(self, places: tuple[str, ...], layout: Layout, t: float, f: float) -> float:
        """Cards meet in the middle and go back: the same whether or not they were exchanged."""
        found = [layout.placements[p] for p in places if p in layout.placements]
        if len(found) != 2:
            return t
        (ax, ay, _, _), (bx, by, _, _) = found[0].rect, found[1].rect
        mid = ((ax + bx) / 2, (ay + by) / 2)
        for p in found:
            box = p.rect
            centre = (mid[0], mid[1], box[2], box[3])
            self.tweens[p.id] = [
                Tween(p, box, centre, t, SLIDE * f),
                Tween(p, centre, box, t + SLIDE * f + 0.15 * f, SLIDE * f),
            ]
        return t + 2 * SLIDE * f + 0.15 * f

    def _last_end(self) -> float:
        return max((leg.start + leg.length for path in self.tweens.values() for leg in path), default=0.0)

    def rect_of(self, cid: PieceId) -> Spot | None:
        """Where a tweening sprite is now: along its current leg, or resting between legs."""
        path = self.tweens.get(cid)
        if not path or not self.busy():
            return None
        if self.clock < path[0].start:
            return None if path[0].appears else path[0].src
        leg = next((leg for leg in reversed(path) if leg.start <= self.clock), path[0])
        k = ease((self.clock - leg.start) / leg.length) if leg.length else 1.0
        (x, y, w, h), (x2, y2, w2, h2) = leg.src, leg.dst
        return x + (x2 - x) * k, y + (y2 - y) * k, w + (w2 - w) * k, h + (h2 - h) * k

    def moving(self, cid: PieceId) -> bool:
        """Whether a sprite is part of the current animation."""
        return self.busy() and cid in self.tweens

    def sprites(self) -> list[tuple[Placement, Spot]]:
        """Every tweening sprite with where to draw it now."""
        if not self.busy():
            return []
        shown = ((path[0].placement, self.rect_of(cid)) for cid, path in self.tweens.items())
        return [(p, box) for p, box in shown if box is not None]

    def flip_of(self, cid: PieceId) -> tuple[float, bool]:
        """(horizontal scale, showing the new face) of a flipping sprite."""
        if cid not in self.flips or not self.busy():
            return 1.0, True
        start, length = self.flips[cid]
        k = min(1.0, max(0.0, (self.clock - start) / length)) if length else 1.0
        return abs(1 - 2 * k), k >= 0.5

    def lit(self) -> tuple[tuple[str, ...], str]:
        """Places lit up right now, and the one among them that wins."""
        if not self.busy():
            return (), ""
        return next(
            ((places, focus) for places, focus, start, length in self.lights if start <= self.clock < start + length),
            ((), ""),
        )

    def value(self, key: str, final: float) -> float:
        """A counting value (extortion, coins) at the current time, stepping through its segments."""
        segments = self.values.get(key)
        if not segments or not self.busy():
            return final
        if self.clock < segments[0][2]:
            return segments[0][0]
        a, b, start, length = next(seg for seg in reversed(segments) if seg[2] <= self.clock)
        return a + (b - a) * ease((self.clock - start) / length) if length else b

    def event_time(self, index: int) -> float:
        """When the event at ``index`` of the last action plays."""
        return self.times[index] if index < len(self.times) else 0.0

    def banner_text(self) -> Words | None:
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
        k = max(0.0, (self.clock - start) / length)
        frame = int(self.clock * 18)
        wobble = random.Random(frame)
        return tuple(wobble.randint(1, 6) for _ in values), (1 - k) * 40 * (1 if frame % 2 else -1)
