"""The Prodigals Club's card, space and tile effects: the closed vocabulary of the components document (§3), read
from its compact text form, validated, and put into words. Pure Python (no pygame).

The vocabulary (``vocab``): 14 steps, 5 combinators, 4 triggers and modifiers (the 23 card primitives), 7 counters
and 6 space-only actions, each a frozen dataclass. Nothing else can be written: a real effect the vocabulary
cannot express needs a new primitive in code, never a special case in data.

Grammar (the document's own notation; whitespace is free)::

    effect   := term                          a step, a combinator or a space-only action
    permanent:= WORD [record] '->' effect     a trigger: on_play_white{party: L} -> lose_votes(1), on_sell -> ...
              | 'modify' record               a modifier: modify{sale_discount, 1}
    term     := WORD '(' args ')'             steps, combinators, space actions: move(2, [down, diag], who: lady)
              | WORD record                   records: played_white{...}, tokens_in_column{left, lady},
                                              lose_votes_by_count{1:1, 2:3, 3:6, 4:9}
              | WORD ':' value                tags: symbol:h, tokens_on_value:-1, tiles_in_borough:MF, column:left
              | WORD                          a form with no required parameter: abmt, take_central_card,
                                              relocate_errand_boy (or relocate_errand_boy())
    record   := '{' args '}'
    args     := [arg (',' arg)*]
    arg      := value | KEY ':' value         KEY: a parameter's name (who: lady) or 1, 2, ... in a count table
    value    := term | NUMBER | WORD WORD ... | '"' text '"' | '[' [value (',' value)*] ']'
    WORD     := a letter or _, then letters, digits, _, ' and inner hyphens (E-HYDE, Whip's); several words in
                a row are one text value (name: Pub Visit)
    NUMBER   := an optional - and digits

Each form has one bracket: ``(...)`` for actions, ``{...}`` for records, ``word:value`` for tags; writing
another is an error that names the right one. Parameters are written in order or as ``name: value``; optional
ones (``who``, ``discount``, ``borough``, ``borough_discount``, ``limit``, ``party``, ``name``, ``if_boy_on``)
only by name, flags (``has_megaphones``) as a bare word. ``KEY: value`` is a named parameter when KEY names
one, otherwise a tag in the next place (so ``per(symbol:h, ...)`` reads as written). ``to_text`` writes the
canonical form, which ``parse`` reads back to an equal tree.

Validation (``effect_check``): each parameter's type and range, the value lists (directions, genders, columns,
parties, boroughs, phases), combinators at most 3 deep, counters only as ``per``'s first argument,
``trigger_megaphones`` only inside ``on_play_white``, ``gain_votes``/``take_money`` only as a trade's cost and a
trade's cost only ``take_money``/``gain_votes``/``move_up``, ``lose_votes_by_count`` only as a card's whole
effect, no megaphones at Hyde Park, space-only actions only on spaces, triggers and modifiers only in a black
card's permanent list. ``describe`` gives plain English for any tree (the hover text).
"""

from __future__ import annotations

from collections.abc import Collection

from tabletop.games.prodigals.rules.effect_check import MAX_DEPTH, WHERE, validate
from tabletop.games.prodigals.rules.effect_parse import EffectError, build_effect, build_permanent, syntax
from tabletop.games.prodigals.rules.effect_words import describe, to_text
from tabletop.games.prodigals.rules.vocab import SYMBOLS, Effect, Permanent

__all__ = [
    "MAX_DEPTH",
    "WHERE",
    "EffectError",
    "describe",
    "parse",
    "parse_permanent",
    "problems_of",
    "to_text",
    "validate",
]


def parse(text: str, where: str = "card", symbols: Collection[str] = tuple(SYMBOLS)) -> Effect:
    """The effect a text describes (``where``: card, space or tile); EffectError saying what is wrong."""
    if where not in WHERE:
        raise ValueError(f"where must be one of {WHERE}, got {where!r}")
    effect = build_effect(syntax(text))
    _raise_if_any(validate(effect, where, symbols))
    return effect


def parse_permanent(text: str, symbols: Collection[str] = tuple(SYMBOLS)) -> Permanent:
    """A black card's permanent effect (a trigger or a modifier); EffectError saying what is wrong."""
    permanent = build_permanent(syntax(text))
    _raise_if_any(validate(permanent, "card", symbols))
    return permanent


def problems_of(text: str, where: str = "card", symbols: Collection[str] = tuple(SYMBOLS)) -> list[str]:
    """What is wrong with an effect text (``where`` "permanent" for a permanent effect); [] if nothing."""
    try:
        if where == "permanent":
            parse_permanent(text, symbols)
        else:
            parse(text, where, symbols)
    except EffectError as exc:
        return [str(exc)]
    return []


def _raise_if_any(problems: list[str]) -> None:
    """Raise one EffectError carrying every problem found."""
    if problems:
        raise EffectError("; ".join(problems))
