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

from tabletop.engine.message import Arg, Msg, Name, msg, say

_KINDS = (
    (stat.S_ISDIR, msg("not a regular file: it is a folder")),
    (stat.S_ISFIFO, msg("not a regular file: it is a named pipe (FIFO)")),
    (stat.S_ISCHR, msg("not a regular file: it is a character device")),
    (stat.S_ISBLK, msg("not a regular file: it is a block device")),
    (stat.S_ISSOCK, msg("not a regular file: it is a socket")),
)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 20


class RefusedFile(OSError):
    """A file not read because it is not a regular file or is too large; ``words`` is the reason (``str()`` renders
    it)."""

    def __init__(self, words: Msg):
        super().__init__(words)
        self.words = words

    def __str__(self) -> str:
        return say(self.words)


def reason(exc: BaseException) -> Arg:
    """Why reading a file failed, as a message argument: a refusal's own words, else the system's text verbatim."""
    return exc.words if isinstance(exc, RefusedFile) else Name(str(exc))


def _refusal(mode: int) -> Msg:
    """Why a file that is not a regular file is refused, naming what it is."""
    return next((words for test, words in _KINDS if test(mode)), msg("not a regular file: it is not a regular file"))


def _check(mode: int, size: int, max_bytes: int) -> None:
    if not stat.S_ISREG(mode):
        raise RefusedFile(_refusal(mode))
    if size > max_bytes:
        raise RefusedFile(msg("too large ({size} bytes; at most {limit} are read)", size=size, limit=max_bytes))


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
        raise RefusedFile(msg("too large (more than {limit} bytes)", limit=max_bytes))
    return data


_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
JSON_MAX_DEPTH = 64  # a save nests 3 deep, settings 1: far past any file Tabletop writes, far below a recursion limit
_BRACKET = re.compile(r"[\[\]{}]")


def json_depth_problem(text: str, max_depth: int = JSON_MAX_DEPTH) -> Msg | None:
    """Why ``text`` nests its arrays and objects more than ``max_depth`` deep, or None (cheap: no parse)."""
    if text.count("[") + text.count("{") <= max_depth:
        return None
    depth = deepest = 0
    for match in _BRACKET.finditer(_STRING.sub('""', text)):
        depth += 1 if match.group() in "[{" else -1
        deepest = max(deepest, depth)
        if deepest > max_depth:
            return msg("nested more than {depth} deep", depth=max_depth)
    return None
