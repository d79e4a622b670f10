"""The exceptions every layer raises: one base, one kind per cause."""

from __future__ import annotations

from dataclasses import dataclass


class TabletopError(Exception):
    """Base of every error Tabletop raises on purpose."""


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a data file: where it is and what was expected."""

    file: str
    line: int | None
    path: str
    message: str

    def __str__(self) -> str:
        where = f"{self.file}, line {self.line}" if self.line else self.file
        key = f" at {self.path}" if self.path else ""
        return f"{where}{key}: {self.message}"


class DataError(TabletopError):
    """A data file is malformed; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


class IllegalActionError(TabletopError):
    """An action was applied that the current decision does not offer."""

    def __init__(self, action: object, decision: object, reason: str = ""):
        self.action = action
        self.decision = decision
        msg = f"illegal action {str(action)!r} for decision {decision}"
        super().__init__(msg + (f": {reason}" if reason else ""))


class SetupError(TabletopError):
    """A match cannot be set up as asked (player count, variant, options)."""


class SaveError(TabletopError):
    """A save file cannot be read, is corrupt, or belongs to an incompatible version."""
