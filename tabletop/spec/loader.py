"""Safe YAML loading that remembers the line of every key, so errors can name it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from tabletop.engine.errors import DataError, Problem

try:  # the C loader is about six times faster; fall back where libyaml is missing
    _Loader = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on how PyYAML was built
    _Loader = yaml.SafeLoader

Path_ = tuple[str | int, ...]


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

    def problem(self, path: Path_, message: str) -> Problem:
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
    if isinstance(node, yaml.MappingNode):
        result: dict[Any, Any] = {}
        for key_node, value_node in node.value:
            key = _convert(key_node, path + ("<key>",), source, problems)
            if not isinstance(key, (str, int)):
                problems.append(
                    Problem(source.file, key_node.start_mark.line + 1, format_path(path), "keys must be plain words")
                )
                continue
            if key in result:
                problems.append(
                    Problem(
                        source.file, key_node.start_mark.line + 1, format_path(path + (key,)), f"duplicate key {key!r}"
                    )
                )
            source.lines[path + (key,)] = key_node.start_mark.line + 1
            result[key] = _convert(value_node, path + (key,), source, problems)
        return result
    if isinstance(node, yaml.SequenceNode):
        return [_convert(item, path + (i,), source, problems) for i, item in enumerate(node.value)]
    try:
        return _scalar(node)
    except (ValueError, yaml.YAMLError) as exc:
        problems.append(
            Problem(
                source.file,
                node.start_mark.line + 1,
                format_path(path),
                f"cannot read {node.value!r} as {node.tag.rsplit(':', 1)[-1]}: {exc}",
            )
        )
        return node.value


def _path_at_error(text: str) -> Path_:
    """The key path the parser had reached when ``text`` stopped being valid YAML (by replaying its events)."""
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
    except yaml.YAMLError:
        pass
    return tuple(frame[1] for frame in stack if frame[1] is not None and frame[1] != -1)


def load_yaml(path: Path | str, name: str | None = None) -> tuple[Any, SourceMap]:
    """Load a YAML file safely; return its data and a SourceMap of lines. Raise DataError if unreadable."""
    path = Path(path)
    name = name or path.name
    source = SourceMap(name)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError([Problem(name, None, "", f"cannot read the file: {exc}")]) from exc
    try:
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        line = mark.line + 1 if mark is not None else None
        context = f" ({exc.context} from line {exc.context_mark.line + 1})" if exc.context and exc.context_mark else ""
        where = format_path(_path_at_error(text))
        raise DataError([Problem(name, line, where, f"not valid YAML: {exc.problem}{context}")]) from exc
    except yaml.YAMLError as exc:
        raise DataError([Problem(name, None, "", f"not valid YAML: {exc}")]) from exc
    if node is None:
        raise DataError([Problem(name, None, "", "the file is empty")])
    problems: list[Problem] = []
    data = _convert(node, (), source, problems)
    if problems:
        raise DataError(problems)
    return data, source
