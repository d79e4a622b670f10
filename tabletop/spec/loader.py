"""Safe YAML loading that remembers the line of every key, so errors can name it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml

from tabletop.engine.errors import DataError, Problem
from tabletop.engine.message import Msg, Name, Words, msg
from tabletop.engine.safefile import RefusedFile, read_regular

_Loader: type[yaml.CSafeLoader | yaml.SafeLoader]
try:  # the C loader is about six times faster; fall back where libyaml is missing
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

Path_ = tuple[str | int, ...]
MAX_DATA_BYTES = 4 * 2**20  # the largest real data file is ~60 KB; a bigger one is refused before it is read
MAX_DEPTH = 100  # the real files nest under 10 deep; deeper would only reach Python's recursion limit
# An anchor or an alias needs & or * right before a name character: text without one has neither (cheap to rule out).
# An anchor or alias: both PyYAML scanners (C and Python) read its name as letters, digits, '-' and '_' only.
_MAYBE_ANCHOR = re.compile(r"[&*][0-9A-Za-z_-]")


class SourceMap:
    """Where each key path of a loaded file stands: the file's name and a line per path."""

    def __init__(self, file: str):
        self.file = file
        self.lines: dict[Path_, int] = {}

    def line(self, path: Path_) -> int | None:
        """The line of ``path``, or of its nearest ancestor that has one."""
        while path:
            if path in self.lines:
                return self.lines[path]
            path = path[:-1]
        return self.lines.get((), None)

    def problem(self, path: Path_, message: Words) -> Problem:
        """A Problem at ``path`` of this file."""
        return Problem(self.file, self.line(path), format_path(path), message)


def format_path(path: Path_) -> str:
    """Render a key path as ``cards.area[2].value``."""
    text = ""
    for part in path:
        text += f"[{part}]" if isinstance(part, int) else (f".{part}" if text else str(part))
    return text


_CONSTRUCTOR = yaml.constructor.SafeConstructor()


def _scalar(node: yaml.ScalarNode) -> Any:
    """A scalar's value as ``yaml.safe_load`` reads it (``0x1F``, ``1_000``, ``.inf``, ``yes``), or ValueError."""
    tag = node.tag
    if tag.endswith(":int"):
        return _CONSTRUCTOR.construct_yaml_int(node)
    if tag.endswith(":float"):
        return _CONSTRUCTOR.construct_yaml_float(node)
    if tag.endswith(":bool"):
        return _CONSTRUCTOR.construct_yaml_bool(node)
    if tag.endswith(":null"):
        return None
    return node.value


def _convert(node: yaml.Node, path: Path_, source: SourceMap, problems: list[Problem]) -> Any:
    source.lines.setdefault(path, node.start_mark.line + 1)
    if len(path) > MAX_DEPTH:
        problems.append(
            Problem(
                source.file,
                node.start_mark.line + 1,
                format_path(path[:4]) + "...",
                msg("nested more than {depth} deep", depth=MAX_DEPTH),
            )
        )
        return None
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _convert(key_node, path + ("<key>",), source, problems)
            if not isinstance(key, (str, int)):
                problems.append(
                    Problem(
                        source.file, key_node.start_mark.line + 1, format_path(path), msg("keys must be plain words")
                    )
                )
                continue
            if key in result:
                problems.append(
                    Problem(
                        source.file,
                        key_node.start_mark.line + 1,
                        format_path(path + (key,)),
                        msg("duplicate key {key}", key=Name(repr(key))),
                    )
                )
            source.lines[path + (key,)] = key_node.start_mark.line + 1
            result[key] = _convert(value_node, path + (key,), source, problems)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, path + (i,), source, problems) for i, item in enumerate(node.value)]
    assert isinstance(node, yaml.ScalarNode)  # the composer makes only mappings, sequences and scalars
    try:
        return _scalar(node)
    except (ValueError, yaml.YAMLError) as exc:
        problems.append(
            Problem(
                source.file,
                node.start_mark.line + 1,
                format_path(path),
                msg(
                    "cannot read {value} as {kind}: {error}",
                    value=Name(repr(node.value)),
                    kind=Name(node.tag.rsplit(":", 1)[-1]),
                    error=Name(str(exc)),
                ),
            )
        )
        return node.value


def _walk(text: str) -> Iterator[tuple[yaml.Event, Path_]]:
    """Each parse event of ``text`` with the key path it stands at, until the end or the first YAML error."""
    stack: list[list[Any]] = []  # per open collection: [is_mapping, current key or index, expecting a key]

    def value_done() -> None:
        if stack and stack[-1][0]:
            stack[-1][2] = True

    def value_starts() -> None:
        if stack and not stack[-1][0]:
            stack[-1][1] += 1

    try:
        for event in yaml.parse(text, Loader=_Loader):
            if isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
                value_starts()
                if stack and stack[-1][0]:
                    stack[-1][2] = False
                mapping = isinstance(event, yaml.MappingStartEvent)
                stack.append([mapping, None if mapping else -1, True])
            elif isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
                stack.pop()
                value_done()
            elif isinstance(event, (yaml.ScalarEvent, yaml.AliasEvent)):
                if stack and stack[-1][0] and stack[-1][2]:
                    stack[-1][1], stack[-1][2] = getattr(event, "value", None), False
                else:
                    value_starts()
                    value_done()
            yield event, tuple(frame[1] for frame in stack if frame[1] is not None and frame[1] != -1)
    except yaml.YAMLError:
        return


def _path_at_error(text: str) -> Path_:
    """The key path the parser had reached when ``text`` stopped being valid YAML (by replaying its events)."""
    paths = [path for _, path in _walk(text)]
    return paths[-1] if paths else ()


def _decoded(raw: bytes, name: str) -> str:
    """The file's text; a byte that is not UTF-8 is a DataError naming its line and column."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line_start = raw.rfind(b"\n", 0, exc.start) + 1
        line = raw.count(b"\n", 0, exc.start) + 1
        column = len(raw[line_start : exc.start].decode("utf-8", errors="replace")) + 1
        bad = raw[exc.start : exc.end].hex(" ")
        message = msg(
            "not UTF-8 text: the byte {bytes} at column {column} cannot be read ({reason})",
            bytes=Name(bad),
            column=column,
            reason=Name(exc.reason),
        )
        raise DataError([Problem(name, line, "", message)]) from None


def _refuse_anchors(text: str, name: str) -> None:
    """Raise DataError at the first anchor (&name) or alias (*name): an alias bomb is refused before anything is
    expanded (composing shares nodes, but converting them would copy each alias, or loop forever on a cycle)."""
    if not _MAYBE_ANCHOR.search(text):
        return
    for event, path in _walk(text):  # stops at a YAML error: composing the file then says where, as for any file
        anchor = getattr(event, "anchor", None)
        if anchor is not None:
            sign = "*" if isinstance(event, yaml.AliasEvent) else "&"
            message = msg(
                "{anchor}: aliases (*name) are not allowed in Tabletop data, nor anchors (&name)",
                anchor=Name(f"{sign}{anchor}"),
            )
            line = event.start_mark.line + 1 if event.start_mark is not None else None  # the parser marks them all
            raise DataError([Problem(name, line, format_path(path), message)])


def _yaml_problem(exc: yaml.MarkedYAMLError) -> Msg:
    """What the YAML parser found wrong (its own words, verbatim), and where the construct it was in began."""
    problem = Name(str(exc.problem))
    if exc.context and exc.context_mark:
        return msg(
            "not valid YAML: {problem} ({context} from line {line})",
            problem=problem,
            context=Name(exc.context),
            line=exc.context_mark.line + 1,
        )
    return msg("not valid YAML: {problem}", problem=problem)


def load_yaml(path: Path | str, name: str | None = None) -> tuple[Any, SourceMap]:
    """Load a YAML file safely; return its data and a SourceMap of lines. Raise DataError if unreadable.

    Only a regular file of at most MAX_DATA_BYTES is read (``safefile.read_regular``: never a FIFO, a device or
    a folder); anchors and aliases are refused; nesting is bounded.
    """
    path = Path(path)
    name = name or path.name
    source = SourceMap(name)
    try:
        raw = read_regular(path, MAX_DATA_BYTES)
    except RefusedFile as exc:
        raise DataError(
            [Problem(name, None, "", msg("cannot read the file as data: {reason}", reason=exc.words))]
        ) from exc
    except OSError as exc:
        raise DataError([Problem(name, None, "", msg("cannot read the file: {error}", error=Name(str(exc))))]) from exc
    text = _decoded(raw, name)
    _refuse_anchors(text, name)
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark is not None else None
        where = format_path(_path_at_error(text))
        raise DataError([Problem(name, line, where, _yaml_problem(exc))]) from exc
    except yaml.YAMLError as exc:
        raise DataError([Problem(name, None, "", msg("not valid YAML: {error}", error=Name(str(exc))))]) from exc
    except RecursionError as exc:  # the pure-Python composer recurses per level (libyaml stops at 1000 itself)
        problem = msg("not valid YAML: nested more than {depth} deep", depth=MAX_DEPTH)
        raise DataError([Problem(name, None, "", problem)]) from exc
    if node is None:
        raise DataError([Problem(name, None, "", msg("the file is empty"))])
    problems: list[Problem] = []
    data = _convert(node, (), source, problems)
    if problems:
        raise DataError(problems)
    return data, source
