"""User settings (animation speed, sound on or off, the language), stored as JSON beside the saves."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from tabletop import i18n
from tabletop.engine.message import Msg, Name, Words, joined, msg, msgc
from tabletop.engine.safefile import json_depth_problem, read_regular, reason
from tabletop.engine.saves import write_save
from tabletop.paths import user_dir

SPEED_ORDER = ("off", "fast", "normal", "slow")
SOUNDS = ("on", "off")
MAX_SETTINGS_BYTES = 2**20  # a settings file is tens of bytes


def _notice(path, why: Msg) -> Msg:
    """What the menu says when the settings file could not be used."""
    return msg(
        "Settings in {file} could not be used: {reason}. The defaults are used.", file=Name(str(path)), reason=why
    )


@dataclass
class Settings:
    """What the player chose in the settings menu."""

    animation: str = "normal"
    sound: str = "on"
    language: str | None = None  # None: the system's language (where a catalog exists), chosen at each start
    # Why the settings file was not (wholly) used, for the menu to say once; "" when it was read, or absent.
    notice: Words = field(default="", compare=False, repr=False)

    @classmethod
    def load(cls) -> Settings:
        """Read settings; any problem gives the defaults (settings are never worth a crash) and a ``notice``.

        Only a regular file is read (never a FIFO that would block start-up, never a device); a UTF-8 BOM is
        allowed. A missing file is the first launch: the defaults, without a notice.
        """
        path = user_dir() / "settings.json"
        try:
            text = read_regular(path, MAX_SETTINGS_BYTES).decode("utf-8-sig")
            too_deep = json_depth_problem(text)
            if too_deep:
                return cls(notice=_notice(path, msg("not valid JSON ({problem})", problem=too_deep)))
            data = json.loads(text)
        except FileNotFoundError:
            return cls()
        except (OSError, UnicodeDecodeError) as exc:
            return cls(notice=_notice(path, msg("cannot be read: {error}", error=reason(exc))))
        except (ValueError, RecursionError) as exc:
            return cls(notice=_notice(path, msg("not valid JSON ({error})", error=Name(str(exc)))))
        if not isinstance(data, dict):
            return cls(notice=_notice(path, msg("not a JSON object but {kind}", kind=Name(type(data).__name__))))
        chosen = {key: data.get(key, default) for key, default in (("animation", "normal"), ("sound", "on"))}
        wrong: list[Words] = [
            msg(
                "{key} {value} is not one of {allowed}",
                key=Name(key),
                value=Name(repr(chosen[key])[:40]),
                allowed=Name(", ".join(allowed)),
            )
            for key, allowed in (("animation", SPEED_ORDER), ("sound", SOUNDS))
            if not (isinstance(chosen[key], str) and chosen[key] in allowed)
        ]
        language = data.get("language")
        if language is not None and not (isinstance(language, str) and language in i18n.available()):
            wrong.append(
                msg(
                    "{key} {value} is not one of {allowed}",
                    key=Name("language"),
                    value=Name(repr(language)[:40]),
                    allowed=Name(", ".join(i18n.available())),
                )
            )
            language = None
        settings = cls(
            chosen["animation"] if chosen["animation"] in SPEED_ORDER else "normal",
            chosen["sound"] if chosen["sound"] in SOUNDS else "on",
            language,
        )
        if wrong:
            settings.notice = msg(
                "Settings in {file}: {problems}: the default is used instead.",
                file=Name(str(path)),
                problems=joined(wrong, msgc("between problems", "; ")),
            )
        return settings

    def save(self) -> str | None:
        """Write settings atomically; never raises: the reason they could not be written, or None when written."""
        try:
            chosen = {"animation": self.animation, "sound": self.sound}
            if self.language is not None:
                chosen["language"] = self.language
            write_save(user_dir() / "settings.json", chosen)
        except OSError as exc:
            return exc.strerror or str(exc)
        return None

    def toggle_sound(self) -> str:
        """Switch sound effects on or off and return the new setting."""
        self.sound = "off" if self.sound == "on" else "on"
        return self.sound

    def next_speed(self) -> str:
        """Cycle to the next animation speed and return it."""
        self.animation = SPEED_ORDER[(SPEED_ORDER.index(self.animation) + 1) % len(SPEED_ORDER)]
        return self.animation
