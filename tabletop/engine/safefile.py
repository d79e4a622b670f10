"""Reading a file the player's disk may have made hostile: only a regular file, never blocking, never too much.

Saves, settings and data are all read through ``read_regular``: a FIFO, a device (a link to ``/dev/zero``), a
socket or a folder where a file should be is refused with a reason, not opened for a read that blocks forever
or never ends; the size is checked on the opened file (``fstat``), and at most ``max_bytes + 1`` bytes are read
whatever the size claims. ``json_depth_problem`` bounds how deeply JSON nests before ``json.loads`` recurses.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe (FIFO)"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


class RefusedFile(OSError):
    """A file not read because it is not a regular file or is too large; ``str()`` is the reason."""


def _kind(mode: int) -> str:
    """What a file that is not a regular file is, in words."""
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def _check(mode: int, size: int, max_bytes: int) -> None:
    if not stat.S_ISREG(mode):
        raise RefusedFile(f"not a regular file: it is {_kind(mode)}")
    if size > max_bytes:
        raise RefusedFile(f"too large ({size} bytes; at most {max_bytes} are read)")


def read_regular(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of the regular file ``path`` (links followed); raise OSError, with the reason, for anything else.

    Refused (``RefusedFile``): not a regular file, or more than ``max_bytes`` (by its size, or by what it
    yields). Never blocks: a FIFO is opened non-blocking and refused; a device is refused before it is opened.
    """
    _check(os.stat(path).st_mode, 0, max_bytes)  # a device or a pipe is refused without being opened at all
    fd = os.open(path, _FLAGS)
    try:
        info = os.fstat(fd)  # the file actually opened: a swap after the check above is caught here
        _check(info.st_mode, info.st_size, max_bytes)
        chunks: list[bytes] = []
        left = max_bytes + 1
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise RefusedFile(f"too large (more than {max_bytes} bytes)")
    return data


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
JSON_MAX_DEPTH = 64  # a save nests 3 deep, settings 1: far past any file Tabletop writes, far below a recursion limit
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth_problem(text: str, max_depth: int = JSON_MAX_DEPTH) -> str | None:
    """Why ``text`` nests its arrays and objects more than ``max_depth`` deep, or None (cheap: no parse)."""
    if text.count("[") + text.count("{") <= max_depth:
        return None
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        depth += 1 if match.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > max_depth:
            return f"nested more than {max_depth} deep"
    return None
