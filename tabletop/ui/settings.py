"""User settings (animation speed), stored as JSON beside the saves."""

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

    @classmethod
    def load(cls) -> Settings:
        """Read settings; any problem gives the defaults (settings are never worth a crash)."""
        try:
            data = json.loads((user_dir() / "settings.json").read_text(encoding="utf-8"))
            speed = data.get("animation", "normal")
            return cls(speed if speed in SPEED_ORDER else "normal")
        except (OSError, ValueError, AttributeError):
            return cls()

    def save(self) -> None:
        """Write settings atomically."""
        write_save(user_dir() / "settings.json", asdict(self))

    def next_speed(self) -> str:
        """Cycle to the next animation speed and return it."""
        self.animation = SPEED_ORDER[(SPEED_ORDER.index(self.animation) + 1) % len(SPEED_ORDER)]
        return self.animation
