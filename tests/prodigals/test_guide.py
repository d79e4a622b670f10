"""The Prodigals Club's rules screen: the guide in data/prodigals.yaml loads, every piece has its picture from the
table's own faces, and the guide covers every kind of component (and the numbers) the data declares."""

from __future__ import annotations

import re

import pytest

from tabletop.engine.face import Face
from tabletop.engine.message import say
from tabletop.games.prodigals.rules import circles
from tabletop.games.prodigals.table import pictures, words
from tabletop.games.registry import load_rules, table_screen


@pytest.fixture(scope="module")
def spec():
    return load_rules("prodigals").spec


@pytest.fixture(scope="module")
def guide(spec):
    assert spec.guide is not None
    return spec.guide


def _text(guide) -> str:
    """Everything the guide says, in lower case."""
    parts = [say(m) for m in (guide.goal, *guide.turn, *guide.notes)]
    parts += [f"{say(p.name)} {say(p.text)}" for p in guide.pieces]
    return " ".join(parts).lower()


def _piece(guide, name: str):
    found = [p for p in guide.pieces if say(p.name) == name]
    assert found, f"the guide has no piece {name!r}"
    return found[0]


def test_the_guide_loads_in_its_bounds(guide):
    assert len(say(guide.goal).split(". ")) in range(2, 5)
    assert 4 <= len(guide.turn) <= 10
    assert 8 <= len(guide.pieces) <= 30
    assert len({p.name for p in guide.pieces}) == len(guide.pieces)
    assert guide.notes and "reconstruct" in say(guide.notes[0]).lower()


def test_every_piece_has_a_picture_from_the_table(guide):
    screen = table_screen("prodigals")
    for piece in guide.pieces:
        assert piece.sample, f"{piece.name} has no picture"
        face = screen.sample(piece.sample)
        assert isinstance(face, Face), piece.sample
        assert face.marks and all(0 < v <= 200 for v in face.size), piece.sample


def test_unknown_samples_draw_nothing(spec):
    for name in ("nonsense", "card:XX99", "tile:PT01", "ptile:BT-E1", "possession:Z9", "space:NOWHERE", ""):
        assert pictures.sample(spec, name) is None


def test_every_contest_has_its_cards_and_spaces(spec, guide):
    for module in spec.modules:
        deck = getattr(spec, module.id)
        for colour, cards in (("white", deck.white_cards), ("black", deck.black_cards)):
            piece = _piece(guide, f"{say(module.name)} {colour} cards")
            assert piece.sample.removeprefix("card:") in {c.id for c in cards}
        text = say(_piece(guide, f"{say(module.name)} board spaces").text).lower()
        for space in spec.module_board(module.id).spaces:
            words_ = re.sub(r"\s*\d+$", "", say(space.name)).lower().removeprefix(say(module.name).lower()).strip()
            assert words_ in text, f"{say(module.name)} board spaces: {say(space.name)!r} not explained"


def test_the_central_board_is_covered(spec, guide):
    text = _text(guide).replace("-", " ")
    for space in spec.central_board.spaces:
        assert re.sub(r"\s*\d+$", "", say(space.name)).lower() in text, say(space.name)
    central = _piece(guide, "Central cards")
    assert central.sample.removeprefix("card:") in {c.id for c in spec.central_cards}
    bonus = say(_piece(guide, "Bonus tiles").text)
    assert all(say(t.name) in bonus for t in spec.bonus_tiles)


def test_every_tile_token_symbol_and_borough_kind_is_named(spec, guide):
    text = _text(guide)
    old_lady = say(_piece(guide, "Old Lady tiles").text)
    assert all(say(t.name).split(" (")[0] in old_lady for t in spec.society.old_lady_tiles)
    assert all(say(s.name).split()[0] in text for s in spec.symbols)
    borough = say(_piece(guide, "Borough marker").text)
    assert all(say(b.name) in borough for b in spec.possessions.boroughs)
    plural = {"lady": "ladies", "gentleman": "gentlemen"}
    tokens = say(_piece(guide, "Influence tokens").text).lower()
    assert all(plural[g] in tokens for g in spec.presentation.genders)
    for name, prefix, ids in (
        ("Political circle tiles", "ptile:", {t.id for t in spec.election.political_tiles}),
        ("Possession tiles", "possession:", set(spec.possession_tiles)),
        ("Old Lady tiles", "tile:", {t.id for t in spec.society.old_lady_tiles}),
    ):
        sample = _piece(guide, name).sample
        assert sample.startswith(prefix) and sample.removeprefix(prefix) in ids
    for name in ("Errand boys", "Vote track and markers", "Society grid", "Money and the Possessions score"):
        _piece(guide, name)


def test_the_numbers_are_the_data_s(spec, guide):
    text = _text(guide)
    votes = set(spec.per_player_count.starting_votes.by_players.values())
    assert len(votes) == 1 and f"{votes.pop()} votes" in text
    assert f"to {spec.numbers.hand_limit.value} cards" in text
    assert f"sells for {spec.numbers.borough_discount.value} less" in text
    assert f"+ {spec.numbers.tile_penalty.value} for each tile" in text
    assert f"0 to {spec.numbers.vote_track_maximum.value}" in text
    hyde = next(s for s in spec.election.board.spaces if s.id == "E-HYDE")
    megaphones = [re.fullmatch(r"megaphones\((\d+)\)", e).group(1) for e in hyde.by_round]
    assert f"{', '.join(megaphones[:-1])} and {megaphones[-1]} megaphones" in text
    grid = spec.society.grid
    start = sum(spec.grid_value(t.square) for t in grid.start)
    assert f"society {start}" in text and f"worth {max(grid.rows)} at the top down to {min(grid.rows)}" in text
    assert f"{len(grid.rows)} rows" in text
    assert f"{spec.numbers.rounds.value}" in say(guide.goal)


def test_the_sample_network_is_a_legal_inner_circle(spec):
    """The picture shows what the rules allow: every touching pair of edges, as drawn, may meet."""
    placed = dict(pictures.SAMPLE_NETWORK)
    assert len(placed) == 4 and circles.new_circles(placed, (1, 1)) == 1
    for (x, y), (tid, turn) in placed.items():
        mine = words.edges_of(spec, tid, turn)
        for dx, dy, me, them in circles.NEIGHBOURS:
            other = placed.get((x + dx, y + dy))
            if other:
                assert circles.compatible(mine[me], words.edges_of(spec, *other)[them]), (tid, x, y)
