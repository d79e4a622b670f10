"""Short sound effects (art/sounds/) cued by the events an action makes: dice, a card, coins, a win.

The mixer starts on first use, not at launch (the menu opens as fast as before); if there is no audio device the
table stays silent rather than failing. Whether sounds play is the player's setting, remembered between runs.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.events import Event, Gained, Moved, Rolled, Scored
from tabletop.paths import art_dir

if TYPE_CHECKING:
    from pygame.mixer import Sound

SOUNDS = ("dice", "card", "coin", "win")


def cue_of(event: Event) -> str | None:
    """The sound an event makes, if any: a roll, a piece moving, a gain of money or points (the win's fanfare is
    played by the table when the game ends)."""
    if isinstance(event, Rolled):
        return "dice"
    if isinstance(event, Scored) and event.reason == "win":
        return None
    if isinstance(event, Gained | Scored) and getattr(event, "amount", getattr(event, "points", 0)) > 0:
        return "coin"
    if isinstance(event, Moved):
        return "card"
    return None


def cues(events: list[Event], times: list[float]) -> list[tuple[float, str]]:
    """(when, sound) for each event that makes one, at most one of each kind per moment, in time order."""
    found: dict[tuple[float, str], None] = {}
    for event, t in zip(events, times):
        name = cue_of(event)
        if name is not None:
            found[(round(t, 2), name)] = None
    return sorted(found)


class Speaker:  # one per process: SPEAKER
    """Plays the sounds by name; silent when muted or when no audio device is there."""

    def __init__(self) -> None:
        self._sounds: dict[str, Sound] | None = None

    def _load(self) -> dict[str, Sound]:
        if self._sounds is None:
            import pygame

            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22_050, size=-16, channels=1, buffer=512)
                self._sounds = {n: pygame.mixer.Sound(str(art_dir() / "sounds" / f"{n}.wav")) for n in SOUNDS}
            except (pygame.error, FileNotFoundError):  # no audio device, or a sound missing: play nothing
                self._sounds = {}
        return self._sounds

    def play(self, name: str, on: bool) -> bool:
        """Play ``name`` if sound is ``on``; whether it was started."""
        if not on:
            return False
        sound = self._load().get(name)
        if sound is None:
            return False
        sound.play()
        return True


SPEAKER = Speaker()
