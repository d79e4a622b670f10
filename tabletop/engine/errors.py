"""The exceptions every layer raises: one base, one kind per cause.

An error a player may read carries its words as a message (``words``); ``str()`` renders them in the active
language (English by default), so logs and command lines read as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.message import Msg, Name, Words, as_msg, joined, msg, say


class TabletopError(Exception):
    """Base of every error Tabletop raises on purpose; ``words`` is what it says (a message, or a plain text)."""

    def __init__(self, words: Words = "", *args: object):
        super().__init__(words, *args)
        self.words: Words = words

    def __str__(self) -> str:
        return say(self.words)

    @property
    def said(self) -> Msg:
        """What this error says, as a message (a plain text wrapped verbatim) to nest in another."""
        return as_msg(self.words)


@dataclass(frozen=True)
class Problem:
    """One thing wrong in a data file: where it is and what was expected (``words``: a message)."""

    file: str
    line: int | None
    path: str
    words: Words

    @property
    def message(self) -> str:
        """What was expected, rendered in the active language."""
        return say(self.words)

    @property
    def said(self) -> Msg:
        """The whole problem, where and what, as a message."""
        file, what = Name(self.file), as_msg(self.words)
        if self.line and self.path:
            return msg(
                "{file}, line {line} at {path}: {problem}",
                file=file,
                line=self.line,
                path=Name(self.path),
                problem=what,
            )
        if self.line:
            return msg("{file}, line {line}: {problem}", file=file, line=self.line, problem=what)
        if self.path:
            return msg("{file} at {path}: {problem}", file=file, path=Name(self.path), problem=what)
        return msg("{file}: {problem}", file=file, problem=what)

    def __str__(self) -> str:
        return say(self.said)


class DataError(TabletopError):
    """A data file is malformed; carries every problem found, not just the first."""

    def __init__(self, problems: list[Problem]):
        self.problems = list(problems)
        super().__init__(joined([p.said for p in self.problems]))


class IllegalActionError(TabletopError):
    """An action was applied that the current decision does not offer."""

    def __init__(self, action: object, decision: object, reason: Words = ""):
        self.action = action
        self.decision = decision
        what, where = Name(repr(str(action))), Name(str(decision))
        if reason:
            super().__init__(
                msg(
                    "illegal action {action} for decision {decision}: {reason}",
                    action=what,
                    decision=where,
                    reason=as_msg(reason),
                )
            )
        else:
            super().__init__(msg("illegal action {action} for decision {decision}", action=what, decision=where))


class SetupError(TabletopError):
    """A match cannot be set up as asked (player count, variant, options)."""


class SaveError(TabletopError):
    """A save file cannot be read, is corrupt, or belongs to an incompatible version."""
