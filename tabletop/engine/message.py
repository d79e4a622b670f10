"""Messages: a player's words as values (an English template, its context and typed arguments), rendered to text
only when drawn, in the language chosen then, so the log, a save and a replay read in whatever language is chosen.

Code writes ``msg("{seat} stops and banks.", seat=Seat(1, "Anna"))``; the catalog tools extract every ``msg``,
``msgn`` (a plural pair chosen by the argument ``n``) and ``msgc`` (with a context) from the code, and the data's
texts from the YAML (their context is the data's own id). ``say`` renders a message through the active renderer:
plain English until ``tabletop.i18n`` installs the catalogs' one.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Union

Arg = Union[int, "Msg", "Seat", "Name", "Listed", "Ordinal"]
Words = Union["Msg", str]  # a message, or a text that is not words (a number, a player's name, a save's own text)
STRUCTURE = "\x00structure"  # the context of a message that only arranges others (no words of its own)
FIELD = re.compile(r"\{(\w+)\}")  # a placeholder in a template


@dataclass(frozen=True, slots=True)
class Seat:
    """A reference to a seat: rendered as the player's name (which is theirs, in no language)."""

    index: int
    name: str


@functools.lru_cache(maxsize=64)
def seats_of(players: tuple[str, ...]) -> tuple[Seat, ...]:
    """Each seat of a table as a message's argument, made once per table (nearly every message of a move names a
    seat: rules ask for them a few times a move, in every playout and search)."""
    return tuple(Seat(index, name) for index, name in enumerate(players))


@dataclass(frozen=True, slots=True)
class Name:
    """A text used as it is, never translated: a name a player typed, a file's path, an error from the system."""

    text: str


@dataclass(frozen=True, slots=True)
class Listed:
    """A list of arguments rendered with the language's own list pattern ("A, B and C"; ``junction`` "or": "A or B")."""

    items: tuple[Arg, ...]
    junction: str = "and"


@dataclass(frozen=True, slots=True)
class Ordinal:
    """A number as an ordinal: "1st", "2nd" in English, by the language's ordinal plural rule."""

    n: int


@dataclass(frozen=True, slots=True)
class Msg:
    """A message: ``text`` is its English template (the catalog's msgid), ``plural`` its English plural form when
    the argument ``n`` chooses between them, ``context`` the catalog's msgctxt (the data id of a YAML text)."""

    text: str
    args: tuple[tuple[str, Arg], ...] = ()
    plural: str = ""
    context: str = ""
    _hash: int = field(default=0, compare=False, repr=False)  # worked out once: a table looks messages up often

    def __hash__(self) -> int:
        found = self._hash
        if not found:
            found = hash((self.text, self.args, self.plural, self.context)) or 1
            object.__setattr__(self, "_hash", found)
        return found

    def __reduce__(self) -> tuple[type[Msg], tuple[str, tuple[tuple[str, Arg], ...], str, str]]:
        """Pickled without its hash (another process hashes strings otherwise)."""
        return (Msg, (self.text, self.args, self.plural, self.context))

    def arg(self, key: str) -> Arg | None:
        """The argument named ``key``, or None."""
        return next((value for name, value in self.args if name == key), None)

    def but(self, **args: Arg) -> Msg:
        """This message with some arguments replaced or added."""
        kept = tuple((k, v) for k, v in self.args if k not in args)
        return Msg(self.text, kept + tuple(args.items()), self.plural, self.context)


# The rules make a few messages on every move, also in playouts and searches that never read them. A frozen
# dataclass's __init__ sets each field through object.__setattr__ and takes keywords: filling the slots directly
# is twice as fast (``_made``), and gives the same value.
_SET_TEXT, _SET_ARGS, _SET_PLURAL, _SET_CONTEXT, _SET_HASH = (
    vars(Msg)[name].__set__
    for name in ("text", "args", "plural", "context", "_hash")  # the slots' setters
)
_new = object.__new__


def _made(text: str, args: tuple[tuple[str, Arg], ...], plural: str = "", context: str = "") -> Msg:
    """``Msg(text, args, plural, context)``, made without the dataclass's __init__."""
    made: Msg = _new(Msg)
    _SET_TEXT(made, text)
    _SET_ARGS(made, args)
    _SET_PLURAL(made, plural)
    _SET_CONTEXT(made, context)
    _SET_HASH(made, 0)
    return made


def msg(text: str, **args: Arg) -> Msg:
    """A message from its English template and arguments (extracted into the catalog from its literal)."""
    return _made(text, tuple(args.items()))


def msgn(singular: str, plural: str, n: int, **args: Arg) -> Msg:
    """A message with a plural: ``singular`` or ``plural`` (in English), chosen by ``n`` by each language's rule."""
    return _made(singular, (("n", n), *args.items()), plural)


def msgc(context: str, text: str, **args: Arg) -> Msg:
    """A message with a context: the same English in two places that another language may say differently."""
    return _made(text, tuple(args.items()), context=context)


def data_text(context: str, text: str) -> Msg:
    """A text from the YAML (a component's name, a card's text): extracted by the data extractor, with the data id
    as its context. Empty text stays empty."""
    return _made(text, (), context=context)


class Renderer:
    """Renders messages in one language. This one is plain English from the templates themselves (no catalog), the
    same as the English catalog says; ``tabletop.i18n`` installs one that reads the catalogs."""

    code = "en"

    def template(self, m: Msg, count: int | None) -> str:
        """The template to fill in: the translation of ``m`` (its plural form for ``count``)."""
        if m.plural and count is not None:
            return m.text if count == 1 else m.plural
        return m.text

    def number(self, n: int) -> str:
        """A whole number in this language (no grouping, so a score reads like the printed track)."""
        return str(n)

    def ordinal(self, n: int) -> str:
        """An ordinal number."""
        suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"

    def listed(self, items: list[str], junction: str) -> str:
        """Items in this language's list pattern (``junction`` "and" or "or")."""
        if len(items) < 2:
            return "".join(items)
        return ", ".join(items[:-1]) + " " + self.spell(_junction(junction)) + " " + items[-1]

    def spell(self, m: Words) -> str:
        """``m`` in this language (a plain text as it is)."""
        if isinstance(m, str):
            return m
        count = m.arg("n")
        template = self.template(m, count if isinstance(count, int) else None)
        if not m.args:
            return template
        values = {key: self.value(arg) for key, arg in m.args}
        return FIELD.sub(lambda found: values.get(found.group(1), found.group(0)), template)

    def value(self, arg: Arg) -> str:
        """One argument rendered."""
        if isinstance(arg, bool):
            return str(arg)
        if isinstance(arg, int):
            return self.number(arg)
        if isinstance(arg, Msg):
            return self.spell(arg)
        if isinstance(arg, Seat):
            return arg.name
        if isinstance(arg, Name):
            return arg.text
        if isinstance(arg, Ordinal):
            return self.ordinal(arg.n)
        if isinstance(arg, Listed):
            return self.listed([self.value(item) for item in arg.items], arg.junction)
        return str(arg)


def _junction(kind: str) -> Msg:
    """The word joining the last two items of a list (Babel's list patterns give 'and'; 'or' lists use this)."""
    return msgc("list junction", "or") if kind == "or" else msgc("list junction", "and")


_active: list[Renderer] = [Renderer()]
_listeners: list[Callable[[], None]] = []


_said: dict[Msg, str] = {}  # messages already rendered in the active language (a table draws the same ones often)
SAID_LIMIT = 50_000


def say(m: Words) -> str:
    """``m`` rendered in the active language."""
    if isinstance(m, str):
        return m
    found = _said.get(m)
    if found is None:
        if len(_said) >= SAID_LIMIT:
            _said.clear()
        found = _said[m] = _active[0].spell(m)
    return found


def active() -> Renderer:
    """The active renderer."""
    return _active[0]


def language() -> str:
    """The active language's code."""
    return _active[0].code


def use_renderer(renderer: Renderer) -> None:
    """Make ``renderer`` the active language (caches that hold rendered text are told to forget)."""
    _active[0] = renderer
    forget_rendered()


def on_language_change(forget: Callable[[], None]) -> None:
    """Call ``forget`` whenever the language changes (a cache of rendered or measured text)."""
    _listeners.append(forget)


def as_msg(words: Words) -> Msg:
    """``words`` as a message: a plain text becomes a verbatim ``Name`` inside one (to nest it in another)."""
    return words if isinstance(words, Msg) else Msg("{text}", (("text", Name(words)),), context=STRUCTURE)


def forget_rendered() -> None:
    """Tell every cache of rendered or measured text to forget it (the language, or how text is measured, changed)."""
    _said.clear()
    for forget in _listeners:
        forget()


def joined(parts: Iterable[Words], separator: Words = "\n") -> Msg:
    """Several messages shown one after another (lines of a tip): each rendered on its own, never glued mid-sentence."""
    items = tuple(p if isinstance(p, Msg) else Name(p) for p in parts)
    sep = separator if isinstance(separator, Msg) else Name(separator)
    template, keys = _joining(len(items))
    return Msg(template, (*zip(keys, items), ("sep", sep)), context=STRUCTURE)


@functools.lru_cache(maxsize=64)
def _joining(count: int) -> tuple[str, tuple[str, ...]]:
    """The template that joins ``count`` messages, and their argument names."""
    keys = tuple(f"p{i}" for i in range(count))
    return "{sep}".join("{" + k + "}" for k in keys), keys
