"""Reading the compact text form of effects (grammar in ``effects``' docstring) into the vocabulary's dataclasses.

Two passes: the text becomes a small syntax tree (words, numbers, lists, arguments), then each word is looked up
in the closed vocabulary and its arguments bound to the class's ``PARAMS``. Type and shape errors stop here with
an EffectError; ranges, value lists and placement rules are ``effect_check``'s.
"""

from __future__ import annotations

import dataclasses
import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from tabletop.games.prodigals.rules.vocab import FORMS, Counter, Effect, Form, Permanent, Trigger

Value = Any  # Term | Num | Words | Items
T = TypeVar("T")  # what one item of a comma-separated sequence reads


class EffectError(ValueError):
    """An effect text that does not parse or validate; the message says what and where."""


# ----- the syntax tree ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Term:
    """A word, with its bracket ("", "(", "{", or ":" for a tag like symbol:h), arguments and ``-> effect``."""

    word: str
    at: int
    bracket: str = ""
    args: tuple[Arg, ...] = ()
    then: Term | None = None

    @property
    def bare(self) -> bool:
        """Whether this is a single word with nothing attached."""
        return not self.bracket and not self.args and self.then is None


@dataclass(frozen=True)
class Arg:
    """One argument: an optional key (a word or a number before ':') and its value."""

    key: str | int | None
    value: Value
    at: int


@dataclass(frozen=True)
class Num:
    """A whole number."""

    value: int
    at: int


@dataclass(frozen=True)
class Words:
    """Several words in a row, or a quoted string: a card name such as Pub Visit."""

    text: str
    at: int


@dataclass(frozen=True)
class Items:
    """A list in square brackets."""

    items: tuple[Value, ...]
    at: int


_TOKEN = re.compile(
    r"""\s*(?:(?P<arrow>->)|(?P<int>-?\d+)|(?P<name>[A-Za-z_](?:[A-Za-z0-9_']|-(?=[A-Za-z0-9_]))*)"""
    r"""|(?P<string>"[^"]*")|(?P<punct>[(){}\[\],:]))"""
)


def tokenize(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, column) of every token, ending with ("end", "", len); EffectError on a stray character."""
    tokens: list[tuple[str, str, int]] = []
    at = 0
    while True:
        while at < len(text) and text[at].isspace():
            at += 1
        if at >= len(text):
            return tokens + [("end", "", at)]
        match = _TOKEN.match(text, at)
        if not match or not match.lastgroup:
            raise EffectError(f"at column {at + 1}: unexpected character {text[at]!r}")
        kind = match.lastgroup
        start = match.start(kind)
        tokens.append((kind if kind != "punct" else match.group(kind), match.group(kind), start))
        at = match.end()


class _Reader:
    """Recursive descent over the tokens of one effect text."""

    def __init__(self, text: str):
        """Tokenize the whole text at once."""
        self.tokens = tokenize(text)
        self.i = 0

    def peek(self) -> tuple[str, str, int]:
        """The next token, not consumed."""
        return self.tokens[self.i]

    def take(self) -> tuple[str, str, int]:
        """Consume and return the next token."""
        token = self.tokens[self.i]
        self.i += 1
        return token

    def fail(self, wanted: str) -> EffectError:
        """An error saying what was expected at the next token."""
        kind, text, at = self.peek()
        found = "the end of the text" if kind == "end" else repr(text)
        return EffectError(f"at column {at + 1}: expected {wanted}, found {found}")

    def expect(self, kind: str, wanted: str) -> tuple[str, str, int]:
        """Consume a token of ``kind``, or fail naming ``wanted``."""
        if self.peek()[0] != kind:
            raise self.fail(wanted)
        return self.take()

    def whole(self) -> Value:
        """The whole text: one argument-like value (a lone tag such as symbol:h included), then the end."""
        arg = self.arg()
        self.expect("end", "the end of the effect")
        if arg.key is None:
            return arg.value
        return tag(arg)

    def value(self) -> Value:
        """A term, a number, a quoted text or a list."""
        kind, text, at = self.peek()
        if kind == "name":
            return self.term()
        if kind == "int":
            self.take()
            return Num(int(text), at)
        if kind == "string":
            self.take()
            return Words(text[1:-1], at)
        if kind == "[":
            self.take()
            items = self.sequence("]", self.value)
            return Items(tuple(items), at)
        raise self.fail("an effect, a word, a number or a list")

    def term(self) -> Value:
        """A word with its brackets and arguments and ``-> effect``, or several words (a name)."""
        _, word, at = self.take()
        if self.peek()[0] in ("name", "int"):
            words = [word]
            while self.peek()[0] in ("name", "int"):
                words.append(self.take()[1])
            return Words(" ".join(words), at)
        bracket = ""
        args: tuple[Arg, ...] = ()
        if self.peek()[0] in ("(", "{"):
            bracket = self.take()[0]
            args = tuple(self.sequence(")" if bracket == "(" else "}", self.arg))
        then = None
        if self.peek()[0] == "arrow":
            self.take()
            result = self.value()
            if not isinstance(result, Term):
                raise EffectError(f"at column {at + 1}: '->' must be followed by an effect")
            then = result
        return Term(word, at, bracket, args, then)

    def sequence(self, close: str, item: Callable[[], T]) -> list[T]:
        """Items separated by commas up to ``close``."""
        items: list[T] = []
        if self.peek()[0] == close:
            self.take()
            return items
        while True:
            items.append(item())
            if self.peek()[0] == close:
                self.take()
                return items
            self.expect(",", f"',' or '{close}'")

    def arg(self) -> Arg:
        """One argument, with its key if a word or number and a colon come first."""
        at = self.peek()[2]
        value = self.value()
        if self.peek()[0] != ":":
            return Arg(None, value, at)
        if isinstance(value, Term) and value.bare:
            key: str | int = value.word
        elif isinstance(value, Num):
            key = value.value
        else:
            raise EffectError(f"at column {at + 1}: only a single word or a number may stand before ':'")
        self.take()
        return Arg(key, self.value(), at)


def tag(arg: Arg) -> Term:
    """A keyed argument read as a tag (``symbol:h``): the term symbol with the one argument h."""
    return Term(str(arg.key), arg.at, ":", (Arg(None, arg.value, arg.at),))


def syntax(text: str) -> Value:
    """The syntax tree of one effect text; EffectError if it is not well formed."""
    if not text.strip():
        raise EffectError("an effect cannot be empty")
    return _Reader(text).whole()


# ----- binding words to the vocabulary -----------------------------------------------------------------
def _show(value: Value) -> str:
    """A syntax node as the text shows it, for messages."""
    if isinstance(value, Term):
        return value.word + ({"(": "(...)", "{": "{...}", ":": ":..."}.get(value.bracket, ""))
    if isinstance(value, Num):
        return str(value.value)
    if isinstance(value, Words):
        return repr(value.text)
    return "[...]"


def _unknown(word: str) -> EffectError:
    """An unknown word, with the nearest known one when there is a close match."""
    near = difflib.get_close_matches(word, FORMS, n=1)
    hint = f" (did you mean {near[0]}?)" if near else ""
    return EffectError(f"unknown effect {word!r}{hint}; the vocabulary is closed (components §3)")


def build_effect(node: Value) -> Effect:
    """An effect from a syntax node: a step, a combinator or a space action."""
    if not isinstance(node, Term):
        raise EffectError(f"expected an effect, got {_show(node)}")
    cls = FORMS.get(node.word)
    if cls is None:
        raise _unknown(node.word)
    if issubclass(cls, Counter):
        raise EffectError(f"the counter {node.word} may stand only as the first argument of per(counter, effect)")
    if issubclass(cls, Permanent):
        raise EffectError(f"{node.word} is a trigger or modifier: it belongs in a black card's permanent list")
    if node.then is not None:
        raise EffectError(f"only a trigger takes '-> effect', not {node.word}")
    return _build(cls, node)


def build_counter(node: Value) -> Counter:
    """A counter from a syntax node (per's first argument)."""
    word = node.word if isinstance(node, Term) else ""
    cls = FORMS.get(word)
    if cls is None or not issubclass(cls, Counter):
        known = ", ".join(c.WORD for c in FORMS.values() if issubclass(c, Counter))
        raise EffectError(f"per's first argument must be a counter ({known}), got {_show(node)}")
    return _build(cls, node)


def build_permanent(node: Value) -> Permanent:
    """A trigger (``word{...} -> effect``) or a modifier (``modify{kind, n}``)."""
    word = node.word if isinstance(node, Term) else ""
    cls = FORMS.get(word)
    if cls is None or not issubclass(cls, Permanent):
        if cls is None and word:
            raise _unknown(word)
        raise EffectError(
            f"a permanent effect is a trigger (on_play_white, on_sell, at_phase) or modify{{...}}, got {_show(node)}"
        )
    assert isinstance(node, Term)
    if issubclass(cls, Trigger):
        if node.then is None:
            raise EffectError(f"the trigger {word} needs '-> effect' after it")
        return _build(cls, node, {"effect": build_effect(node.then)})
    if node.then is not None:
        raise EffectError(f"{word} is a modifier and takes no '-> effect'")
    return _build(cls, node)


def _check_bracket(cls: type[Form], node: Term) -> None:
    """The node is written with the bracket its form uses (a form with no required parameter may stand bare)."""
    required = [p for p in cls.PARAMS if p[2] == "pos" or (p[2] == "kw" and _required(cls, p[0]))]
    if node.bracket == cls.BRACKET or (not node.bracket and not required):
        return
    if not node.args and not cls.PARAMS and node.bracket in ("(", "{"):
        return  # relocate_errand_boy() or take_renaissance_man() alike
    shown = {"(": f"{cls.WORD}(...)", "{": f"{cls.WORD}{{...}}", ":": f"{cls.WORD}:value", "": cls.WORD}
    raise EffectError(f"write {cls.WORD} as {shown[cls.BRACKET]}, not {shown.get(node.bracket, node.word)}")


def _required(cls: type[Form], name: str) -> bool:
    """Whether a dataclass field has no default."""
    # Form is the plain base of the vocabulary dataclasses: mypy cannot tell a node is one
    field = next(f for f in dataclasses.fields(cls) if f.name == name)  # type: ignore[arg-type]
    return field.default is dataclasses.MISSING and field.default_factory is dataclasses.MISSING


def _build(cls: type[Any], node: Term, values: dict[str, Any] | None = None) -> Any:
    """Bind a node's arguments to ``cls.PARAMS`` and make the instance."""
    _check_bracket(cls, node)
    values = dict(values or {})
    params = {p[0]: p for p in cls.PARAMS}
    positional = [p for p in cls.PARAMS if p[2] == "pos"]
    rest = next((p for p in cls.PARAMS if p[2] == "rest"), None)
    collected: list[Any] = []
    table: list[Arg] = []
    for arg in node.args:
        if isinstance(arg.key, str) and arg.key in params and params[arg.key][2] != "rest":
            param = params[arg.key]
            given = tag(arg) if param[1] == "scope" else arg.value  # column:left names the field it fills
            _set(cls, values, arg.key, _convert(cls, param, given))
            if param in positional:
                positional.remove(param)
            continue
        if isinstance(arg.key, int):
            table.append(arg)
            continue
        if isinstance(arg.key, str) and not rest and (not positional or positional[0][1] not in _TAGGED):
            raise EffectError(f"{cls.WORD} has no parameter {arg.key!r}; it takes {_signature(cls)}")
        value = arg.value if arg.key is None else tag(arg)
        flag = params.get(value.word) if isinstance(value, Term) and value.bare else None
        if flag and flag[2] == "flag":
            _set(cls, values, flag[0], True)
        elif rest:
            collected.append(_convert(cls, rest, value))
        elif positional:
            field = positional.pop(0)
            _set(cls, values, field[0], _convert(cls, field, value))
        else:
            raise EffectError(f"{cls.WORD} takes {_signature(cls)}; {_show(value)} is one argument too many")
    if rest:
        values[rest[0]] = tuple(collected)
    table_param = next((p for p in cls.PARAMS if p[1] == "table"), None)
    if table_param:
        values[table_param[0]] = _table(cls, table)
    elif table:
        raise EffectError(f"{cls.WORD} takes {_signature(cls)}, not number keys like {table[0].key}:")
    missing = [name for name in params if name not in values and _required(cls, name)]
    if missing:
        raise EffectError(f"{cls.WORD} is missing {', '.join(missing)}; it takes {_signature(cls)}")
    return cls(**values)


_TAGGED = ("counter", "scope", "effect")  # kinds whose positional value may be a tag such as symbol:h


def _set(cls: type[Form], values: dict[str, Any], name: str, value: Any) -> None:
    """Record a parameter, refusing a second value for it."""
    if name in values:
        raise EffectError(f"{cls.WORD} is given {name} twice")
    values[name] = value


def _signature(cls: type[Form]) -> str:
    """What a form's parameters are, in words."""
    if not cls.PARAMS:
        return "no parameters"
    return "parameters " + ", ".join(name + ("..." if style == "rest" else "") for name, _, style in cls.PARAMS)


def _table(cls: type[Form], pairs: list[Arg]) -> tuple[int, ...]:
    """The values of ``{1: a, 2: b, ...}``, whose keys must run 1, 2, ... in order."""
    keys = [arg.key for arg in pairs]
    if keys != list(range(1, len(keys) + 1)):
        raise EffectError(f"{cls.WORD} needs the keys 1, 2, 3, ... in order, got {keys}")
    return tuple(_whole(cls, "the table", arg.value) for arg in pairs)


def _whole(cls: type[Form], name: str, value: Value) -> int:
    """A whole number, or an EffectError naming the parameter."""
    if not isinstance(value, Num):
        raise EffectError(f"{cls.WORD}: {name} must be a whole number, got {_show(value)}")
    return value.value


def _word(cls: type[Form], name: str, value: Value) -> str:
    """A single bare word, or an EffectError naming the parameter."""
    if not (isinstance(value, Term) and value.bare):
        raise EffectError(f"{cls.WORD}: {name} must be a single word, got {_show(value)}")
    return value.word


def _convert(cls: type[Form], param: tuple[str, str, str], value: Value) -> Any:
    """One argument's value for a parameter of the given kind."""
    name, kind, _ = param
    if kind == "int":
        return _whole(cls, name, value)
    if kind == "optint":
        return None if isinstance(value, Term) and value.bare and value.word == "none" else _whole(cls, name, value)
    if kind == "name":
        return _word(cls, name, value)
    if kind == "text":
        return value.text if isinstance(value, Words) else _word(cls, name, value)
    if kind == "names":
        if not isinstance(value, Items):
            raise EffectError(f"{cls.WORD}: {name} must be a list of words like [down, diag], got {_show(value)}")
        return tuple(_word(cls, name, item) for item in value.items)
    if kind == "effects":
        if not isinstance(value, Items):
            raise EffectError(f"{cls.WORD}: {name} must be a list of effects in [...], got {_show(value)}")
        return tuple(build_effect(item) for item in value.items)
    if kind == "effect":
        return build_effect(value)
    if kind == "counter":
        return build_counter(value)
    if kind == "scope":
        if isinstance(value, Term) and value.bare and value.word == "row":
            return None
        if isinstance(value, Term) and value.bracket == ":" and value.word == "column":
            return _word(cls, name, value.args[0].value)
        raise EffectError(f"{cls.WORD}: the scope is row or column:<left/middle/right>, got {_show(value)}")
    raise EffectError(f"{cls.WORD}: {name} cannot be given as {_show(value)}")  # a flag given a value
