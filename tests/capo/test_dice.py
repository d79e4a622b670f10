"""Every one of the 36 rolls against the dice table of the digest (shared/rules/capo.md §2)."""

from __future__ import annotations

import pytest

from tabletop.games.capo.rules.dice import classify

# The digest's table written out roll by roll: (white, black) -> (kind, named die, amount).
# Kinds: double(d), influence, extort (amount = other die), bribe, invest (named = other die),
# bribe_extort (5+4), invest_extort (6+4), invest_bribe (6+5).
TABLE: dict[tuple[int, int], tuple[str, tuple[str, int] | None, int]] = {}
for w in range(1, 7):
    for b in range(1, 7):
        if w == b:
            TABLE[w, b] = ("double", None, w)
        elif w <= 3 and b <= 3:
            TABLE[w, b] = ("influence", None, 0)
        elif {w, b} == {5, 4}:
            TABLE[w, b] = ("bribe_extort", None, 0)
        elif {w, b} == {6, 4}:
            TABLE[w, b] = ("invest_extort", None, 0)
        elif {w, b} == {6, 5}:
            TABLE[w, b] = ("invest_bribe", None, 0)
        else:  # one die 4/5/6, the other 1-3: the low die names the card
            high, low = (w, ("black", b)) if w > b else (b, ("white", w))
            TABLE[w, b] = ({4: "extort", 5: "bribe", 6: "invest"}[high], low, low[1])

SPOT = {
    # a few rows checked by hand from the digest and its seed examples
    (1, 2): "influence",  # C1: black 2 / white 1
    (4, 3): "extort",  # C2: black 3 / white 4
    (5, 3): "bribe",  # C3
    (2, 6): "invest",  # C4: black 6 / white 2
    (5, 5): "double",
    (3, 4): "extort",  # C7
    (5, 4): "bribe_extort",
    (4, 5): "bribe_extort",
    (6, 4): "invest_extort",
    (4, 6): "invest_extort",
    (6, 5): "invest_bribe",
    (5, 6): "invest_bribe",
    (4, 4): "double",
    (6, 6): "double",
}


def test_the_table_covers_all_36_rolls():
    assert len(TABLE) == 36
    kinds = [k for k, _, _ in TABLE.values()]
    assert kinds.count("double") == 6
    assert kinds.count("influence") == 6  # 9 low pairs minus 3 doubles
    assert kinds.count("extort") == kinds.count("bribe") == kinds.count("invest") == 6
    assert kinds.count("bribe_extort") == kinds.count("invest_extort") == kinds.count("invest_bribe") == 2


@pytest.mark.parametrize(("white", "black"), sorted(TABLE))
def test_classify_matches_the_digest(white, black):
    kind, named, amount = TABLE[white, black]
    meaning = classify(white, black)
    assert meaning.kind == kind
    if kind in ("extort", "bribe", "invest"):
        assert meaning.named == named
    if kind in ("double", "extort"):
        assert meaning.amount == amount


@pytest.mark.parametrize(("white", "black"), sorted(SPOT))
def test_hand_checked_rows(white, black):
    assert classify(white, black).kind == SPOT[white, black]


@pytest.mark.parametrize(("white", "black"), [(w, b) for w in range(1, 7) for b in range(1, 7) if w != b])
def test_both_dice_orders_give_the_same_action_with_the_colour_of_the_low_die(white, black):
    one, other = classify(white, black), classify(black, white)
    assert one.kind == other.kind
    if one.named is not None:
        # swapping the colours swaps the colour of the die that names the card, not its value
        assert one.named[1] == other.named[1] == min(white, black)
        assert {one.named[0], other.named[0]} == {"white", "black"}


@pytest.mark.parametrize("d", range(1, 7))
def test_doubles_override_everything(d):
    meaning = classify(d, d)
    assert meaning.kind == "double" and meaning.amount == d and meaning.named is None


def test_named_cards_resolve_to_area_cards():
    from .builder import RULES

    assert RULES.spec.card(*classify(5, 3).named) == "K3"
    assert RULES.spec.card(*classify(2, 6).named) == "W2"
    assert RULES.spec.card(*classify(4, 1).named) == "K1"  # white 4, black 1: the black die names
    assert RULES.spec.card(*classify(1, 4).named) == "W1"
