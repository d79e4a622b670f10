"""The leak scan of a seat's view: where a view pairs a component hidden from the seat with its hidden face.

It reads a view as ``view.plain`` would make it (a record's fields as a dict's keys, every tuple as a sequence,
words as their English text) without building that copy: the soak scans every seat's view after every step, and
making the plain copy first cost as much as the scan itself.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from tabletop.engine.message import Msg
from tabletop.engine.view import plain

Trail = tuple[()] | tuple["Trail", Any]  # where a node of a view is: () at the root, else (its parent's trail, key)
Stack = list[tuple[Trail, Any]]
_FACE_KEYS = ("face", "value", "shown")  # a record's face beside its "id"
_ATOM, _TEXT, _WORDS, _RECORD, _SEQUENCE = range(5)  # how the scan reads a value of a type
_READS: dict[type, int] = {str: _TEXT, Msg: _WORDS, dict: _RECORD, list: _SEQUENCE, tuple: _SEQUENCE}
_READS.update(dict.fromkeys((int, float, bool, type(None)), _ATOM))
_FIELDS: dict[type, tuple[str, ...]] = {}  # each record type's field names


def find_leaks(view: Any, hidden: dict[str, str]) -> list[str]:
    """Where ``view`` (a game's typed view, or the same as plain data) pairs a hidden component with its hidden face.

    Pairs are an (id, face, ...) sequence, {id: face}, or a record with an ``id`` and a ``face`` (or value, shown).

    A component whose id is itself the secret (hidden[id] == id, e.g. a guest card in another hand) may not
    appear at all.
    """
    leaks: list[str] = []
    stack: Stack = [((), view)]
    reads = _READS
    while stack:  # one pass over each node's values; a node's containers go on the stack
        path, node = stack.pop()
        kind = type(node)
        read = reads[kind] if kind in reads else _read(kind)
        if read == _SEQUENCE:
            _sequence_leaks(path, node, hidden, stack, leaks)
        elif read == _RECORD:
            record = node if kind is dict else {name: getattr(node, name) for name in _FIELDS[kind]}
            _record_leaks(path, record, hidden, stack, leaks)
    return leaks


def _read(kind: type) -> int:
    """How the scan reads a value of a type it meets for the first time (as ``view.plain`` would make it)."""
    if issubclass(kind, (list, tuple)):
        read = _SEQUENCE
    elif is_dataclass(kind):
        read = _RECORD
        _FIELDS[kind] = tuple(f.name for f in fields(kind))
    else:
        read = _ATOM  # a set, a mapping other than a dict: plain data keeps them as they are, the scan passes them
    _READS[kind] = read
    return read


def _atom(value: Any) -> Any:
    """A value as plain data holds it, for comparing: words as their English text."""
    return plain(value) if type(value) is Msg else value


def _record_leaks(path: Trail, node: dict[Any, Any], hidden: dict[str, str], stack: Stack, leaks: list[str]) -> None:
    """The leaks of one record: a hidden id named, {id: face}, or an "id" beside its face."""
    ids = []
    reads = _READS
    for key, value in node.items():
        kind = type(value)
        read = reads[kind] if kind in reads else _read(kind)
        if read == _TEXT:
            if value in hidden:
                ids.append(value)
        elif read >= _RECORD:
            stack.append(((path, key), value))
        elif read == _WORDS and (text := plain(value)) in hidden:
            ids.append(text)
    if ids:
        named = [v for v in ids if hidden[v] == v]
        if named:
            leaks.append(f"{_path(path)} names hidden {named}")
    for key in node.keys() & hidden.keys():
        if type(key) is str and _shows(node[key], hidden[key]):
            leaks.append(f"{_path(path)}[{key!r}] = {_atom(node[key])!r}")
    for key in _FACE_KEYS if ids else ():
        if key in node and not (key in hidden and _shows(node[key], hidden[key])):
            value = node[key]
            if any(_shows(value, hidden[i]) for i in ids):
                leaks.append(f"{_path(path)}[{key!r}] = {_atom(value)!r} for {ids}")


def _sequence_leaks(path: Trail, node: Any, hidden: dict[str, str], stack: Stack, leaks: list[str]) -> None:
    """The leaks of one sequence: a hidden id named, or (id, face, ...)."""
    named = []
    reads = _READS
    for i, item in enumerate(node):
        kind = type(item)
        read = reads[kind] if kind in reads else _read(kind)
        if read == _TEXT:
            if item in hidden and hidden[item] == item:
                named.append(item)
        elif read >= _RECORD:
            stack.append(((path, i), item))
        elif read == _WORDS and hidden.get(text := plain(item)) == text:
            named.append(text)
    if named:
        leaks.append(f"{_path(path)} names hidden {named}")
    first = _atom(node[0]) if node else None
    if type(first) is str and first in hidden:
        face = hidden[first]
        if any(_shows(v, face) for v in node[1:]):
            leaks.append(f"{_path(path)} = {[_atom(v) for v in node]!r}")


def _path(path: Trail) -> str:
    keys = []
    while path:
        path, key = path
        keys.append(f"[{key!r}]")
    return "".join(reversed(keys))


def _shows(value: Any, face: str) -> bool:
    value = _atom(value)
    return isinstance(value, (str, int)) and not isinstance(value, bool) and str(value) == face
