"""What the command lines (``python -m tabletop``, ``tabletop.sim``, ``tabletop.arena``) share: a parser whose
errors are one line and exit status 2, and typed checks for every kind of flag value.

A bad value never reaches the work: numbers are whole or finite and bounded (a run always ends), seat lists name
known kinds, an output file is a plain file with a sane name in a writable folder. The messages name the value
(cut short if it is long, control characters escaped) and say what was expected.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NoReturn, TextIO

MAX_SEED = 2**63 - 1  # as a save holds it
MAX_JOBS = 61  # the most worker processes ProcessPoolExecutor accepts on Windows; plenty anywhere
MAX_SECONDS = 600.0  # the longest a computer player may think about one decision
MAX_SHOWN = 300  # a value quoted in a message is cut to this many characters
MAX_LINE = 2000  # an error line is cut to this many characters
NAME_MAX = 255  # bytes in one file name (most file systems)
PATH_MAX = 4096  # bytes in a whole path (Linux)


def shown(value: object) -> str:
    """``value`` quoted for a message: its repr (control characters escaped), cut short if it is long."""
    text = repr(value)
    return text if len(text) <= MAX_SHOWN else text[: MAX_SHOWN - 4] + "...'"


def one_line(message: str) -> str:
    """``message`` as one printable line: line breaks become spaces, other control characters are escaped,
    ``argument --flag: must ...`` reads ``--flag must ...``, and a very long message is cut."""
    text = " ".join(part.strip() for part in str(message).splitlines() if part.strip())
    text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    text = re.sub(r"^argument (\S+): must ", r"\1 must ", text)
    return text if len(text) <= MAX_LINE else text[: MAX_LINE - 3] + "..."


def fail(prog: str, message: str, err: TextIO | None = None) -> int:
    """Print a usage error as the parser does (one line) and return its exit status, 2."""
    print(f"{prog}: error: {one_line(message)}", file=err or sys.stderr)
    return 2


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose usage errors are exactly one line on stderr, ``PROG: error: ...``, and status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)}\n")


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number (ASCII digits) from ``low`` to ``high``."""

    def parse(text: str) -> int:
        found = re.fullmatch(r"\s*([+-]?)([0-9]+)\s*", text)
        if not found:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {shown(text)}")
        if len(found[2].lstrip("0")) > 40:  # far out of range (and too long to convert quickly)
            side = "least" if found[1] == "-" else "most"
            raise argparse.ArgumentTypeError(f"must be at {side} {low if side == 'least' else high}, not {shown(text)}")
        value = int(found[1] + found[2])
        if value < low:
            raise argparse.ArgumentTypeError(f"must be at least {low}, not {value}")
        if value > high:
            raise argparse.ArgumentTypeError(f"must be at most {high}, not {value}")
        return value

    parse.__name__ = "whole number"
    return parse


def seconds_problem(text: str, high: float = MAX_SECONDS) -> str | None:
    """Why ``text`` is not a thinking time (a finite number of seconds, more than 0 and at most ``high``)."""
    try:
        value = float(text) if text.isascii() else math.nan
    except ValueError:
        return f"expected a number of seconds, not {shown(text)}"
    if not math.isfinite(value) or not 0 < value <= high:
        return f"must be a number of seconds more than 0 and at most {high:g}, not {shown(text)}"
    return None


def seconds(text: str) -> float:
    """An argparse type: a thinking time in seconds, finite, more than 0 and at most MAX_SECONDS."""
    problem = seconds_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(problem)
    return float(text)


def seat_kinds(kinds: tuple[str, ...], timed: tuple[str, ...] = ("ismcts",)) -> Callable[[str], list[str]]:
    """An argparse type: comma-separated seat kinds from ``kinds``, or ``TIMED@SECONDS`` for any of ``timed`` (a
    search at that many seconds a decision, checked as ``seconds``)."""

    def parse(text: str) -> list[str]:
        found = [k.strip() for k in text.split(",") if k.strip()]
        if not found:
            raise argparse.ArgumentTypeError(f"expected comma-separated seat kinds, not {shown(text)}")
        for kind in found:
            name, at, time = kind.partition("@")
            if at and name in timed:
                problem = seconds_problem(time)
                if problem:
                    raise argparse.ArgumentTypeError(f"the seconds of {shown(kind)}: {problem}")
            elif kind not in kinds:
                known = ", ".join((*kinds, *(f"{t}@SECONDS" for t in timed)))
                raise argparse.ArgumentTypeError(f"expected seat kinds from {known}, not {shown(kind)}")
        return found

    parse.__name__ = "seat list"
    return parse


def language(text: str) -> str:
    """An argparse type: a language the app speaks (``en``, a catalog's code, or ``xx``, the pseudo-language)."""
    from tabletop import i18n

    if not i18n.known(text):
        known = ", ".join(sorted({*i18n.available(), i18n.PSEUDO}))
        raise argparse.ArgumentTypeError(f"{shown(text)} is not a language Tabletop speaks ({known})")
    return text


def point(text: str) -> tuple[int, int]:
    """An argparse type: a window point X,Y (pixels from the top left); the caller checks it lies in the window."""
    found = re.fullmatch(r"\s*([0-9]{1,5})\s*,\s*([0-9]{1,5})\s*", text)
    if not found:
        raise argparse.ArgumentTypeError(f"expected X,Y such as 640,400, not {shown(text)}")
    return int(found[1]), int(found[2])


def output_problem(out: str, suffix: str) -> str | None:
    """Why a file named ``out`` cannot be written (None: it can): the name must end in ``suffix``, be text of a
    sane length, lie in an existing writable folder, and be a plain file (or nothing yet), never a folder, a
    device or a pipe (writing to a pipe would wait for ever)."""
    path = Path(out)
    if path.suffix.lower() != suffix:
        return f"the file name must end in {suffix}, not {shown(out)}"
    if not out.isprintable() or any(0xD800 <= ord(c) <= 0xDFFF for c in out):
        return f"cannot write {shown(out)}: the name holds control characters or bytes that are not text"
    encoded = out.encode("utf-8")
    if len(encoded) > PATH_MAX or any(len(part) > NAME_MAX for part in encoded.split(b"/")):
        return f"cannot write {shown(out)}: the name is too long"
    folder = path.parent
    try:
        if not folder.is_dir():
            return f"cannot write {shown(out)}: {shown(str(folder))} " + (
                "is not a folder" if folder.exists() else "does not exist"
            )
        if path.is_dir():
            return f"{shown(out)} is a folder, not a file"
        if path.exists() and not path.is_file():
            return f"cannot write {shown(out)}: it is not a plain file (a device, pipe or socket)"
        if not os.access(folder, os.W_OK | os.X_OK):
            return f"cannot write {shown(out)}: the folder {shown(str(folder))} is not writable"
        if path.exists() and not os.access(path, os.W_OK):
            return f"cannot write {shown(out)}: the file is read-only"
    except (OSError, ValueError) as exc:
        return f"cannot write {shown(out)}: {getattr(exc, 'strerror', None) or exc}"
    return None


def output_file(suffix: str) -> Callable[[str], str]:
    """An argparse type: the name of a file to write, ending in ``suffix`` (see ``output_problem``)."""

    def parse(text: str) -> str:
        problem = output_problem(text, suffix)
        if problem:
            raise argparse.ArgumentTypeError(problem)
        return text

    parse.__name__ = "output file"
    return parse
