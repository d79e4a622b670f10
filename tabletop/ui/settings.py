"""User settings (animation speed, sound on or off), stored as JSON beside the saves."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from tabletop.engine.saves import write_save
from tabletop.paths import user_dir

SPEED_ORDER = ("off", "fast", "normal", "slow")


@dataclass
class Settings:
    """What the player chose in the settings menu."""

    animation: str = "normal"
    sound: str = "on"

    @classmethod
    def load(cls) -> Settings:
        """Read settings; any problem gives the defaults (settings are never worth a crash)."""
        try:
            data = json.loads((user_dir() / "settings.json").read_text(encoding="utf-8"))
            speed = data.get("animation", "normal")
            sound = data.get("sound", "on")
            return cls(speed if speed in SPEED_ORDER else "normal", sound if sound in ("on", "off") else "on")
        except (OSError, ValueError, AttributeError):
            return cls()

    def save(self) -> None:
        """Write settings atomically."""
        write_save(user_dir() / "settings.json", asdict(self))

    def toggle_sound(self) -> str:
        """Switch sound effects on or off and return the new setting."""
        self.sound = "off" if self.sound == "on" else "on"
        return self.sound

    def next_speed(self) -> str:
        """Cycle to the next animation speed and return it."""
        self.animation = SPEED_ORDER[(SPEED_ORDER.index(self.animation) + 1) % len(SPEED_ORDER)]
        return self.animation
