"""Rialto's pure layout: Venice is drawn from the data's graph, and every click target is on the table."""

from __future__ import annotations

import dataclasses

from tabletop.engine.match import Match
from tabletop.games.registry import load_rules
from tabletop.games.rialto.table.clicks import target_of
from tabletop.games.rialto.table.keys import SupplySpot
from tabletop.games.rialto.table.layout import hex_order, rialto_layout


def _view():
    return Match(load_rules("rialto"), ["A", "B", "C"], seed=4).view(None)


def test_opposite_corners_of_the_hexagon_are_the_districts_that_do_not_touch():
    view = _view()
    order = hex_order(view)
    pairs = {frozenset(c.between) for c in view.connections}
    assert sorted(order) == sorted(d.id for d in view.districts)
    for k, d in enumerate(order):
        assert frozenset((d, order[(k + 3) % 6])) not in pairs  # opposite: no connection
        assert frozenset((d, order[(k + 1) % 6])) in pairs and frozenset((d, order[(k + 2) % 6])) in pairs
    sides = {d.id: d.side for d in view.districts}
    assert len({sides[d] for d in order[:3]}) == 1  # one side of the Grand Canal across the top


def test_a_board_of_another_shape_falls_back_to_data_order():
    view = _view()
    view = dataclasses.replace(view, connections=view.connections[:-1])  # no longer every district misses one
    assert hex_order(view) == [d.id for d in view.districts]


def test_every_start_building_choice_is_a_supply_tile_on_the_table():
    rules = load_rules("rialto")
    match = Match(rules, ["A", "B", "C"], seed=4)
    view = match.view(None)
    lay = rialto_layout(rules.spec, view, 1280, 800)
    for action in match.legal_actions():
        key = target_of(view, action)
        assert isinstance(key, SupplySpot) and key in lay.regions
