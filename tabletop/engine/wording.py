"""Small English helpers every game's log and tips share: counted nouns, lists, ordinals."""

from __future__ import annotations

from collections.abc import Iterable


def plural(n: int, word: str, many: str = "") -> str:
    """'1 coin', '3 coins' ('1 councillor', '2 councillors'; ``many`` for irregular plurals)."""
    return f"{n} {word}" if n == 1 else f"{n} {many or word + 's'}"


def listed(items: Iterable[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    items = list(items)
    if len(items) < 2:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def ordinal(k: int) -> str:
    """'1st', '2nd', '3rd', '4th'."""
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(k, f"{k}th")


def indefinite(noun: str) -> str:
    """'a guard', 'an assassin': the noun with its indefinite article (by its first letter's sound as a vowel)."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
