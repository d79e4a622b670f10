"""The log's words made readable, with no pygame: repeats grouped, turns and rounds found, players' names picked out.

The log is kept as the rules' event messages (saves rebuild it by replaying their moves) and rendered here in the
language chosen now. A line opening a turn or round is one whose English template begins "Turn 5" or "Round 2"
(PhaseBegan's), whatever the language; in English, lines that differ only in the player who starts them ("Anna pays
a fine of 1.", "Bruno pays a fine of 1.") merge into one ("Anna and Bruno each pay a fine of 1."), an English
agreement other languages do not share, so there only repeats are grouped.
"""

from __future__ import annotations

import operator
import re
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.engine.message import Name, Renderer, Words, language, msg, msgn, say

SECTION = re.compile(r"^(Turn|Round) (\d+)\b")  # how the rules open a turn or a round (PhaseBegan's English)
SECTIONS = {"Turn": msg("Turn {n}"), "Round": msg("Round {n}")}  # the rule drawn above a new turn or round
SECOND_VERB = re.compile(r"\b(?:and|then|but|or) ([a-z]+)\b")  # a word that may be a second verb of the line
ENGLISH = Renderer()  # the templates themselves: how a line is recognised in any language
IRREGULAR = {"is": "are", "has": "have", "was": "were", "does": "do", "goes": "go"}


@dataclass(frozen=True)
class Entry:
    """One line of the log as shown: its text, the log lines it stands for, and the turn or round it opens."""

    text: str
    first: int  # index in the log of the first line it stands for
    last: int  # index of the last
    section: str = ""  # "Round 2" when this line opens a new turn or round


def plural_verb(verb: str) -> str | None:
    """The plural of a third-person verb ('pays' -> 'pay', 'passes' -> 'pass'), or None if it is not one."""
    if verb in IRREGULAR:
        return IRREGULAR[verb]
    if not verb.isalpha() or not verb.islower() or len(verb) < 3 or not verb.endswith("s") or verb.endswith("ss"):
        return None
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if verb.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb[:-2]
    return verb[:-1]


def _who_and_rest(line: str, names: Sequence[str]) -> tuple[str, str] | None:
    """A line that starts with a player's name (``names`` longest first): (name, the rest after it and a space)."""
    for name in names:
        if name and line.startswith(name) and line[len(name) : len(name) + 1] == " ":
            return name, line[len(name) + 1 :]
    return None


def groupable(rest: str) -> bool:
    """Whether lines ending in ``rest`` ('pays a fine of 1.') can share one subject: they start with one verb, and
    no second one would have to agree too ('has the fewest and gains a vote')."""
    verb = rest.split(" ", 1)[0].rstrip(".,:;!")
    return plural_verb(verb) is not None and not any(plural_verb(w) for w in SECOND_VERB.findall(rest))


def grouped(people: Sequence[str], rest: str) -> str:
    """'Anna, Bruno and Chiara each pay a fine of 1.' from the shared ``rest`` ('pays a fine of 1.')."""
    head, _, tail = rest.partition(" ")
    verb = head.rstrip(".,:;!")
    plural = plural_verb(verb) or verb
    each = "each " if any(c.isdigit() for c in rest) else ""
    words = plural + head[len(verb) :] + (" " + tail if tail else "")
    return f"{ENGLISH.listed(list(people), 'and')} {each}{words}"


def repeated(text: str, count: int) -> str:
    """A line repeated ``count`` times at once, shown once with how many times."""
    return say(msgn("{line} ({n} time)", "{line} ({n} times)", count, line=Name(text)))


def _runs(log: Sequence[str], start: int = 0) -> list[tuple[int, int]]:
    """The log from line ``start`` on as runs of identical consecutive lines: (index of the first, how many)."""
    runs: list[tuple[int, int]] = []
    i = start
    while i < len(log):
        j = i + 1
        while j < len(log) and log[j] == log[i]:
            j += 1
        runs.append((i, j - i))
        i = j
    return runs


def entries(messages: Sequence[Words], names: Sequence[str]) -> list[Entry]:
    """The log's lines as shown, in the language chosen now: a line repeated at once shown once with how many times;
    in English, consecutive lines that differ only in the player who starts them merged; each first line of a new
    turn or round marked with it."""
    return _entries_from(messages, [say(m) for m in messages], names, 0, "")[0]


def _entries_from(
    messages: Sequence[Words], log: Sequence[str], names: Sequence[str], start: int, current: str
) -> tuple[list[Entry], list[str]]:
    """The entries of the lines from ``start`` (where a run of lines begins) on, ``current`` being the turn or round
    open before it ("Round 2"); with each entry, the turn or round open before it."""
    runs = _runs(log, start)
    names = sorted(names, key=len, reverse=True) if language() == "en" else []
    out: list[Entry] = []
    opened: list[str] = []
    k = 0
    while k < len(runs):
        first, count = runs[k]
        line = log[first]
        found = _who_and_rest(line, names)
        people = [found[0]] if found else []
        m = k + 1
        while found and m < len(runs):
            other = _who_and_rest(log[runs[m][0]], names)
            if other is None or other[1] != found[1] or other[0] in people or runs[m][1] != count:
                break
            if len(people) == 1 and not groupable(found[1]):
                break
            people.append(other[0])
            m += 1
        text = grouped(people, found[1]) if found and len(people) > 1 else line
        text = repeated(text, count) if count > 1 else text
        match = SECTION.match(ENGLISH.spell(messages[first]))
        section = ""
        opened.append(current)
        if match and match.group(0) != current:
            current = match.group(0)
            section = say(SECTIONS[match.group(1)].but(n=int(match.group(2))))
        out.append(Entry(text, first, runs[m - 1][0] + runs[m - 1][1] - 1, section))
        k = m
    return out, opened


class GrowingEntries:
    """The entries of a log that grows a few lines at a time: only its last two entries are worked out again (a
    new line may lengthen the last run, and so change how the entry before it groups); any other change to the log,
    its players' names or the language works it all out again."""

    def __init__(self) -> None:
        self.key: tuple = ()
        self.messages: list[Words] = []
        self.log: list[str] = []  # the messages spelled
        self.found: list[Entry] = []
        self.opened: list[str] = []  # the turn or round open before each entry

    def of(self, messages: Sequence[Words], names: Sequence[str]) -> list[Entry]:
        """``entries(messages, names)``, from what was worked out for the log before it grew."""
        key = (language(), tuple(names))
        kept = len(self.messages)
        grew = key == self.key and kept <= len(messages) and all(map(operator.is_, self.messages, messages))
        if not grew or len(self.found) < 2:
            self.key, self.messages, self.log = key, list(messages), [say(m) for m in messages]
            self.found, self.opened = _entries_from(messages, self.log, names, 0, "")
            return self.found
        if kept == len(messages):
            return self.found
        self.messages.extend(messages[kept:])
        self.log.extend(say(m) for m in messages[kept:])
        restart = self.found[-2]
        more, opened = _entries_from(self.messages, self.log, names, restart.first, self.opened[-2])
        self.found = self.found[:-2] + more
        self.opened = self.opened[:-2] + opened
        return self.found


def tokens(text: str, names: Sequence[str]) -> list[tuple[str, int | None]]:
    """``text`` cut into pieces, each a player's name (with its seat) or plain words (None); a name counts only as a
    whole word ('Anna' in "Anna's card", not in 'Annabel')."""
    named = [(n, s) for s, n in enumerate(names) if n]
    if not named:
        return [(text, None)]
    pattern = "|".join(re.escape(n) for n, _ in sorted(named, key=lambda x: len(x[0]), reverse=True))
    seat_of = {n: s for n, s in reversed(named)}  # the first seat of a name two players share
    out: list[tuple[str, int | None]] = []
    at = 0
    for m in re.finditer(rf"(?<!\w)(?:{pattern})(?!\w)", text):
        if m.start() > at:
            out.append((text[at : m.start()], None))
        out.append((m.group(0), seat_of[m.group(0)]))
        at = m.end()
    if at < len(text):
        out.append((text[at:], None))
    return out
