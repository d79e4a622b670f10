"""The Prodigals Club's data: data/prodigals.yaml validates into the components document's numbers (its §11 count
check above all), every effect parses, validates and reads as a sentence, and broken copies of the file give one
clear error naming the file, the line, the key path and what is wrong.

Broken copies are one-line edits of the real file written to a temporary folder; the expected line is found by
looking the edited text up, so editing data/prodigals.yaml does not break a test for the wrong reason.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from tabletop.engine import DataError
from tabletop.engine.message import say
from tabletop.games.prodigals.rules.checks import cross_checks, effect_texts
from tabletop.games.prodigals.rules.data import ProdigalsSpec, load_prodigals
from tabletop.games.prodigals.rules.effects import parse, parse_permanent, to_text
from tabletop.games.prodigals.rules.vocab import (
    AbmtCount,
    All,
    Choose,
    Exchange,
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    OnPlayWhite,
    OnSell,
    Per,
    PlayedWhite,
    RelocateErrandBoy,
    Sell,
    Spend,
    TakeSet,
    TilesInBorough,
)
from tabletop.paths import data_dir
from tabletop.spec import Checker, build, load_yaml
from tests.data_helpers import line_of

REAL = data_dir() / "prodigals.yaml"


@pytest.fixture(scope="module")
def spec() -> ProdigalsSpec:
    """The real data, loaded once."""
    return load_prodigals(REAL)


def cards(spec: ProdigalsSpec, module: str, colour: str) -> dict[str, object]:
    """A module deck by id."""
    return {c.id: c for c in getattr(getattr(spec, module), f"{colour}_cards")}


# ----- the real file ---------------------------------------------------------------------------------
def test_the_real_file_loads_and_is_frozen(spec: ProdigalsSpec):
    assert isinstance(spec, ProdigalsSpec)
    assert (spec.game, say(spec.title), spec.players) == ("prodigals", "The Prodigals Club", (2, 3, 4, 5))
    assert "reconstructed" in say(spec.notice).lower() and say(spec.notice).startswith("Reconstructed component set")
    assert [c.id for c in spec.combinations] == [
        "election+society",
        "election+possessions",
        "society+possessions",
        "election+society+possessions",
    ]
    assert [(c.modules, c.central_side) for c in spec.combinations] == [
        (("election", "society"), "two_modules"),
        (("election", "possessions"), "two_modules"),
        (("society", "possessions"), "two_modules"),
        (("election", "society", "possessions"), "three_modules"),
    ]
    assert all(c.provenance == "certain" for c in spec.combinations)
    assert [m.id for m in spec.modules] == ["election", "society", "possessions"]
    assert all(not m.note.startswith("Not modelled") for m in spec.modules)
    assert len(spec.readings) >= 10
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.title = "x"  # type: ignore[misc]


def test_the_count_check_of_components_section_11(spec: ProdigalsSpec):
    inv = spec.inventory
    deck = inv.module_deck.white + inv.module_deck.black
    assert (inv.cards, inv.central_cards, inv.central_cards_reserved, inv.modules, deck) == (110, 26, 6, 3, 28)
    assert inv.cards == inv.central_cards + inv.modules * deck
    assert inv.central_cards == inv.combinations * 5 + inv.central_cards_reserved
    for module in ("election", "society", "possessions"):
        for colour, size, part_one in (("white", 16, 6), ("black", 12, 4)):
            deck_cards = list(cards(spec, module, colour).values())
            assert len(deck_cards) == size, (module, colour)
            assert [c.part for c in deck_cards].count("I") == part_one, (module, colour)
    for combination, prefix in (
        ("election+society", "CES"),
        ("election+possessions", "CEP"),
        ("society+possessions", "CSP"),
        ("election+society+possessions", "CESP"),
    ):
        central = spec.central_deck(combination)
        assert [c.id for c in central] == [f"{prefix}{k}" for k in range(1, 6)]
        assert [c.colour for c in central] == ["black", "black", "black", "white", "white"]
    assert len(spec.central_cards) + inv.central_cards_reserved == inv.central_cards == 26
    modelled = sum(
        len(getattr(spec, m).white_cards) + len(getattr(spec, m).black_cards)
        for m in ("election", "society", "possessions")
    )
    assert modelled + len(spec.central_cards) + inv.central_cards_reserved == inv.cards == 110
    tiles = spec.election.political_tiles
    assert len(tiles) == 25 and [t.part for t in tiles].count("start") == 5
    assert ([t.part for t in tiles].count("I"), [t.part for t in tiles].count("II")) == (8, 12)
    assert len(spec.society.old_lady_tiles) == 6 == inv.old_lady_tiles
    assert [t.module for t in spec.bonus_tiles] == ["election"] * 2 + ["society"] * 2 + ["possessions"] * 2
    counts = inv.possession_tiles
    assert (counts.total, counts.sets, counts.per_set, counts.part_one, counts.part_two) == (50, 5, 6, 8, 12)
    assert sum(len(s.tiles) for s in spec.possessions.sets) == 30 == counts.sets * counts.per_set
    supply = spec.possessions.supply
    assert ([t.part for t in supply].count("I"), [t.part for t in supply].count("II")) == (8, 12)
    assert len(spec.possession_tiles) == 50 == counts.total
    assert (inv.errand_boys_per_colour * inv.colours, inv.colours * 4) == (30, 20)  # boys and influence tokens


def test_per_round_consumption_leaves_no_stack_empty(spec: ProdigalsSpec):
    """Components §11: per round 3 white + 2 black cards per board (Election round 5: 1 black), 4 political tiles,
    4 possession tiles (part I in rounds 1-2, part II in rounds 3-5)."""
    for module in ("election", "society", "possessions"):
        for side in ("2-3", "4-5"):
            faces = [d.faces[side] for d in spec.displays_on(module, side)]
            assert len(faces) == (3 if side == "2-3" else 4)
            for r in range(1, 6):
                whites = sum(f.contents(r).white for f in faces)
                blacks = sum(f.contents(r).black for f in faces)
                expected_black = 1 if (module, r) == ("election", 5) else 2
                assert (whites, blacks) == (3, expected_black), (module, side, r)
            if module == "election":
                tile_space = sum(s.political_tiles for s in spec.spaces_on("election", 2 if side == "2-3" else 4))
                assert all(sum(f.contents(r).political_tile for f in faces) + tile_space == 4 for r in range(1, 6))
    assert sum(1 for t in spec.election.political_tiles if t.part != "start") == 4 * 5
    per_round = spec.possessions.tiles_per_round.value
    parts = [t.part for t in spec.possessions.supply]
    assert per_round == 4 and (parts.count("I"), parts.count("II")) == (2 * per_round, 3 * per_round)


def test_global_numbers_and_setup_per_player_count(spec: ProdigalsSpec):
    n = spec.numbers
    assert (n.rounds.value, n.hand_limit.value, n.vote_track_maximum.value, n.black_card_slots.value) == (5, 3, 30, 6)
    assert n.hand_limit.provenance == "reconstructed" and n.rounds.provenance == "certain"
    assert (n.borough_discount.value, n.borough_discount.provenance) == (5, "certain")
    assert (n.tile_penalty.value, n.tile_penalty.provenance) == (1, "reconstructed")
    table = spec.per_player_count
    assert table.board_side.by_players == {2: "2-3", 3: "2-3", 4: "4-5", 5: "4-5"}
    assert table.turn_order_spaces.by_players == {2: 2, 3: 3, 4: 4, 5: 5}
    assert table.errand_boys_two_modules.by_players == {2: 5, 3: 5, 4: 4, 5: 4}
    assert table.errand_boys_three_modules.by_players == {2: 6, 3: 6, 4: 5, 5: 5}
    assert set(table.starting_votes.by_players.values()) == {24}
    assert table.starting_money.by_players == {2: 1, 3: 1, 4: 1, 5: 7}
    assert table.starting_money.provenance == "reconstructed"
    assert table.possession_tiles.by_players == {2: 6, 3: 6, 4: 6, 5: 5}
    assert table.possession_tiles.provenance == "certain"
    penalty = n.tile_penalty.value
    for count in (2, 3, 4, 5):  # components §4: Possessions starts on 24 at every count (a 5 discarded at 5)
        kept = table.possession_tiles.by_players[count]
        values = 17 - 5 * (6 - kept)
        assert table.starting_money.by_players[count] + values + kept * penalty == 24, count
    assert [spec.side_for(p) for p in (2, 3, 4, 5)] == ["2-3", "2-3", "4-5", "4-5"]
    order = [(h.module, h.kind, h.amount, h.column) for h in spec.handicaps.order]
    assert order == [
        ("possessions", "money", 2, None),
        ("election", "votes", 1, None),
        ("society", "token_up", 1, "right"),
    ]


def test_the_central_board_both_sides(spec: ProdigalsSpec):
    board = spec.central_board
    assert [(s.id, s.modules, s.central_card_boys, s.bonus_tiles) for s in board.sides] == [
        ("two_modules", 2, 2, 4),
        ("three_modules", 3, 1, 6),
    ]
    assert [spec.effect(s.effect, "space") for s in board.spaces][:5] == [
        spec.effect(f"reserve_turn_order({k})", "space") for k in range(1, 6)
    ]
    assert [s.id for s in board.spaces][5:] == ["C-RENAISSANCE", "C-CARD"]
    assert board.central_card_by_round == ("black", "black", "black", "white", "white")
    assert board.renaissance_man_symbols == 2


def test_the_election_board_hyde_park_and_inner_circle(spec: ProdigalsSpec):
    small = [s.id for s in spec.spaces_on("election", 3)]
    large = [s.id for s in spec.spaces_on("election", 5)]
    assert small == ["E-ANY1", "E-ANY2", "E-PERS", "E-TILE", "E-HYDE"]
    assert large == ["E-SET1", "E-SET2", "E-SET3", "E-SET4", "E-PERS", "E-TILE", "E-HYDE"]
    assert [spec.effect(spec.election.board.spaces[i].effect, "space") for i in range(2, 6)] == [
        TakeSet(f"E-D{k}") for k in range(1, 5)
    ]
    hyde = next(s for s in spec.election.board.spaces if s.id == "E-HYDE")
    assert [spec.effect(hyde.effect_text(r), "space") for r in range(1, 6)] == [Megaphones(n) for n in (1, 1, 2, 2, 3)]
    losses = [r.rank_losses for r in spec.election.hyde_park.rounds]
    assert losses == [(2, 1, 0), (2, 1, 1), (3, 2, 1), (3, 2, 1), (4, 3, 2)]
    assert losses[3][2] == 1 and 2 <= losses[3][0] <= 4 and max(max(x) for x in losses) <= 4  # the seed's constraints
    special = next(d for d in spec.election.board.displays if d.id == "E-D3").faces["2-3"]
    assert (special.contents(4).black, special.contents(5).black, special.contents(5).political_tile) == (1, 0, True)
    assert say(spec.words(special.contents(5).effect, "space")) == "Lose 1 vote, then gain 1 megaphone."
    circle = spec.election.inner_circle
    assert circle.bonuses_per_circle.value == 2
    assert [(b.module, b.effect) for b in circle.bonuses] == [
        ("election", "lose_votes(1)"),
        ("possessions", "spend(2)"),
        ("society", "move(1, [down])"),
    ]
    assert spec.election.political_tiles[0].edge_list == ("h", "w", "*", "-")


def test_the_society_board_grid_and_old_lady(spec: ProdigalsSpec):
    assert [s.id for s in spec.spaces_on("society", 2)] == [
        "S-ANY1",
        "S-ANY2",
        "S-PERS",
        "S-LADY",
        "S-MOVE1",
        "S-MOVE2",
    ]
    assert "S-MOVE3" in [s.id for s in spec.spaces_on("society", 4)]
    grid = spec.society.grid
    assert [c.id for c in grid.columns] == ["left", "middle", "right"] and len(grid.rows) == 12
    assert grid.rows == tuple(range(8, -4, -1))
    symbols = {(s.square, s.symbol) for s in grid.symbols}
    assert symbols == {
        ("L5", "w"), ("R3", "w"), ("M2", "w"), ("L-1", "w"),
        ("R5", "h"), ("L3", "h"), ("R1", "h"), ("M0", "h"),
        ("M4", "d"), ("L1", "d"), ("R-1", "d"), ("M-2", "d"),
    }  # fmt: skip
    starts = [(s.square, s.token) for s in grid.start]
    assert starts == [("L6", "lady"), ("M7", "gentleman"), ("M4", "lady"), ("R5", "gentleman")]
    assert sum(spec.grid_value(s.square) for s in grid.start) == 22
    assert [s.square[0] for s in grid.start].count("R") == 1  # the handicap's right-column token
    tiles = {t.id: t for t in spec.society.old_lady_tiles}
    assert [(t.kind, t.crossed_out) for t in tiles.values()][:3] == [
        ("columns", "left"),
        ("columns", "middle"),
        ("columns", "right"),
    ]
    assert (tiles["OL4"].top_row, tiles["OL4"].bottom_row) == (6, 3)
    columns, letters = [s.square[0] for s in grid.start], {c.id: c.letter for c in grid.columns}
    hits = [sum(c != letters[tiles[t].crossed_out] for c in columns) for t in ("OL1", "OL2", "OL3")]
    assert hits == [3, 2, 3]  # components §7.3, against the start layout
    assert sum(3 <= spec.grid_value(s.square) <= 6 for s in grid.start) == 3  # OL4 hits 3


def test_the_possessions_board(spec: ProdigalsSpec):
    assert spec.module_board("possessions") is spec.possessions.board
    assert [s.id for s in spec.spaces_on("possessions", 2)] == ["P-ANY1", "P-ANY2", "P-PERS", "P-EXCH", "P-SELL1"]
    assert [s.id for s in spec.spaces_on("possessions", 3)] == [
        "P-ANY1",
        "P-ANY2",
        "P-PERS",
        "P-EXCH",
        "P-EXSELL",
        "P-SELL1",
    ]
    assert [s.id for s in spec.spaces_on("possessions", 4)] == [
        "P-SET1",
        "P-SET2",
        "P-SET3",
        "P-SET4",
        "P-PERS",
        "P-EXCH",
        "P-EXSELL",
        "P-SELL1",
        "P-SELL2",
    ]
    spaces = {s.id: s for s in spec.possessions.board.spaces}
    assert spaces["P-PERS"].kind == "personal" and spaces["P-EXCH"].kind == "exclusive"
    assert spec.effect(spaces["P-PERS"].effect, "space") == All((Spend(1), Per(AbmtCount(), Spend(2))))
    assert spec.effect(spaces["P-EXCH"].effect, "space") == Exchange(3)
    assert spec.effect(spaces["P-EXSELL"].effect, "space") == Choose((Exchange(2), Sell(2)))
    assert spaces["P-EXSELL"].closed_at == (2,)
    assert spec.effect(spaces["P-SELL1"].effect, "space") == Sell(1, discount=1)
    assert spec.effect(spaces["P-SELL2"].effect, "space") == Sell(1) and spaces["P-SELL2"].sides == ("4-5",)
    assert [spec.effect(spaces[f"P-SET{k}"].effect, "space") for k in range(1, 5)] == [
        TakeSet(f"P-D{k}") for k in range(1, 5)
    ]
    assert [d.id for d in spec.displays_on("possessions", "2-3")] == ["P-D1", "P-D2", "P-D3"]
    assert [d.id for d in spec.displays_on("possessions", "4-5")] == ["P-D1", "P-D2", "P-D3", "P-D4"]
    faces = {d.id: d.faces for d in spec.possessions.board.displays}
    assert [(faces[d]["2-3"].white, faces[d]["2-3"].black) for d in ("P-D1", "P-D2", "P-D3")] == [
        (1, 1),
        (2, 0),
        (0, 1),
    ]
    assert [(faces[d]["4-5"].white, faces[d]["4-5"].black) for d in ("P-D1", "P-D2", "P-D3", "P-D4")] == [
        (1, 1),
        (1, 0),
        (1, 0),
        (0, 1),
    ]
    assert say(spec.names["P-EXSELL"]) == "Exchange or sell two" and say(spec.names["P-D4"]) == "Possessions display 4"


def test_the_boroughs_and_the_possession_tiles(spec: ProdigalsSpec):
    boroughs = spec.possessions.boroughs
    assert [(b.id, say(b.name)) for b in boroughs] == [
        ("MF", "Mayfair"),
        ("BG", "Belgravia"),
        ("KN", "Kensington"),
        ("CH", "Chelsea"),
        ("WM", "Westminster"),
    ]  # the marker's clockwise order (components §0)
    assert all(spec.names[b.id] == b.name for b in boroughs)
    sets = spec.possessions.sets
    assert [s.id for s in sets] == ["A", "B", "C", "D", "E"]
    for pset in sets:
        tiles = pset.tiles
        assert [t.id for t in tiles] == [f"{pset.id}{k}" for k in range(1, 7)]
        assert sum(t.value for t in tiles) == 17, pset.id
        assert sorted(t.symbol for t in tiles) == ["d", "d", "h", "h", "w", "w"], pset.id
        assert [t.value for t in tiles].count(5) == 2, pset.id
        assert {t.borough for t in tiles} == {b.id for b in boroughs}, pset.id  # every borough, one twice
        assert all(t.part == "set" for t in tiles)
    supply = spec.possessions.supply
    assert [t.id for t in supply] == [f"T{k:02}" for k in range(1, 21)]
    assert [t.part for t in supply] == ["I"] * 8 + ["II"] * 12
    for borough in boroughs:
        assert sum(t.borough == borough.id for s in sets for t in s.tiles) == 6, borough.id
        assert sum(t.borough == borough.id for t in supply) == 4, borough.id
    assert [t.value for t in supply].count(1) == 7 and {1, 6} <= {t.value for t in supply}
    tiles = spec.possession_tiles
    assert (tiles["A1"].value, tiles["A1"].symbol, tiles["A1"].borough) == (5, "h", "MF")
    assert (tiles["T08"].value, tiles["T08"].symbol, tiles["T08"].borough, tiles["T08"].part) == (6, "w", "KN", "I")
    assert (tiles["T20"].value, tiles["T20"].borough, tiles["T20"].part) == (6, "WM", "II")


def test_the_possessions_decks_bonus_tiles_and_central_cards(spec: ProdigalsSpec):
    pw, pb = cards(spec, "possessions", "white"), cards(spec, "possessions", "black")
    abmt = [c for c in pw.values() if c.abmt]
    assert [c.id for c in abmt] == ["PW01", "PW02", "PW07", "PW08", "PW09"]
    assert all(say(c.name) == "A Bit More Time" and c.play is None for c in abmt)
    assert spec.effect(pw["PW03"].play) == All((Spend(2), Per(AbmtCount(), Spend(2))))
    assert spec.effect(pw["PW11"].play) == Sell(1, 1, "CH", 2)
    assert spec.effect(pw["PW15"].play) == Per(TilesInBorough("MF"), Spend(3))
    assert spec.effect(pw["PW16"].play) == Exchange()
    assert pb["PB01"].permanent == ("modify{abmt_spend_bonus, 1}",)
    assert pb["PB08"].permanent == ("modify{sale_discount, 1}",)
    assert spec.effect(pb["PB10"].activation) == Per(TilesInBorough("WM"), Spend(2))
    assert all(c.party is None for c in pw.values())
    tiles = {t.id: t for t in spec.bonus_tiles}
    assert (say(tiles["BT-P1"].name), tiles["BT-P1"].use, spec.effect(tiles["BT-P1"].effect, "tile")) == (
        "Splurge",
        "action_turn",
        Spend(3),
    )
    assert (say(tiles["BT-P2"].name), spec.effect(tiles["BT-P2"].effect, "tile")) == (
        "Bargain Sale",
        Sell(1, discount=2),
    )
    central = {c.id: c for c in spec.central_cards}
    assert spec.permanent(central["CEP1"].permanent[0]) == OnSell(LoseVotes(1))
    assert spec.effect(central["CESP4"].play) == RelocateErrandBoy()
    assert central["CSP1"].provenance == "derived" and central["CSP1"].note
    assert say(spec.words(central["CSP3"].permanent[0], "permanent")) == (
        "Whenever you sell a possession tile: you may move one of your tokens 1 square straight down."
    )


def test_the_decks_keep_the_known_cards(spec: ProdigalsSpec):
    ew, eb = cards(spec, "election", "white"), cards(spec, "election", "black")
    pubs = [c for c in ew.values() if say(c.name) == "Pub Visit"]
    assert len(pubs) == 4 and all(c.group_play == 4 for c in pubs)
    assert spec.effect(pubs[0].play) == LoseVotesByCount((1, 3, 6, 9))
    parties = [c.party for c in ew.values()]
    assert (parties.count("L"), parties.count("C"), parties.count("B"), parties.count(None)) == (3, 3, 4, 6)
    assert spec.effect(ew["EW09"].play) == Per(PlayedWhite("this_round", party="any"), LoseVotes(1))
    assert ew["EW09"].provenance == "certain"
    assert spec.permanent(eb["EB05"].permanent[0]) == OnPlayWhite(LoseVotes(2), name="Pub Visit")
    assert eb["EB01"].activation is None and eb["EB01"].variants[0].activation == "lose_votes(1)"
    assert [(v.id, v.default) for v in spec.variants] == [("journalist_activation", False)]
    sb = cards(spec, "society", "black")
    assert say(sb["SB01"].name) == "Reservation Dinner" and sb["SB01"].activation == "per(symbol:w, move(1, [down]))"
    assert all(c.party is None for c in cards(spec, "society", "white").values())


def test_every_entry_carries_its_provenance(spec: ProdigalsSpec):
    entries = [
        *spec.election.white_cards, *spec.election.black_cards, *spec.society.white_cards,
        *spec.society.black_cards, *spec.central_cards, *spec.bonus_tiles, *spec.election.political_tiles,
        *spec.society.old_lady_tiles, *spec.symbols, *spec.handicaps.order,
        *spec.election.board.displays, *spec.election.board.spaces, *spec.society.board.displays,
        *spec.society.board.spaces, *spec.central_board.spaces, *spec.possessions.board.displays,
        *spec.possessions.board.spaces, *spec.possessions.boroughs, *spec.possessions.sets,
        *spec.possession_tiles.values(), *spec.possessions.white_cards, *spec.possessions.black_cards,
        *spec.combinations, *spec.modules,
    ]  # fmt: skip
    assert all(e.provenance in ("certain", "derived", "reconstructed") for e in entries)
    derived_cards = [
        c
        for c in (*spec.election.white_cards, *spec.election.black_cards, *spec.society.white_cards)
        + (*spec.society.black_cards, *spec.central_cards, *spec.possessions.white_cards)
        + (*spec.possessions.black_cards, *spec.possessions.board.spaces, *spec.possessions.sets)
        if c.provenance == "derived"
    ]
    assert derived_cards and all(c.note for c in derived_cards)  # a PK entry says what was chosen
    assert spec.election.hyde_park.provenance == "reconstructed" and spec.society.grid.provenance == "reconstructed"


def test_every_effect_parses_validates_and_reads_as_a_sentence(spec: ProdigalsSpec):
    texts = list(effect_texts(spec))
    assert len(texts) > 100
    for path, text, where, _ in texts:
        tree = spec.permanent(text) if where == "permanent" else spec.effect(text, where)
        canonical = to_text(tree)
        if where == "permanent":
            assert parse_permanent(canonical, spec.symbol_ids) == tree, path
        else:
            assert parse(canonical, where, spec.symbol_ids) == tree, path
        words = say(spec.words(text, where))
        assert words[0].isupper() and words.endswith(".") and "None" not in words and "{" not in words, path
    assert say(spec.words("at_phase{hyde_park, if_boy_on: E-HYDE} -> lose_votes(1)", "permanent")) == (
        "At the start of the Hyde Park phase, if one of your errand boys is on Hyde Park: lose 1 vote."
    )
    assert say(spec.words("take_set(S-D2)", "space")).startswith("Take all the cards of Society display 2")


def test_every_possessions_effect_parses_and_reads_as_a_sentence(spec: ProdigalsSpec):
    """Possessions cards and spaces, the P bonus tiles, the inner circle's spend and the central cards with
    Possessions: each parses and is put into words."""
    combos = {c.id for c in spec.combinations if "possessions" in c.modules}
    texts = [
        (path, text, where)
        for path, text, where, modules in effect_texts(spec)
        if path[0] == "possessions" or ("possessions" in modules and path[0] != "central_board")
    ]
    assert {path[0] for path, _, _ in texts} == {"possessions", "bonus_tiles", "election", "central_cards"}
    central = {spec.central_cards[path[1]].combination for path, _, _ in texts if path[0] == "central_cards"}
    assert central == combos
    assert len([p for p, _, _ in texts if p[0] == "possessions"]) == 11 + 11 + 14  # spaces, whites, blacks
    for path, text, where in texts:
        words = say(spec.words(text, where))
        assert words[0].isupper() and words.endswith(".") and "None" not in words and "{" not in words, path
    assert "Chelsea" in say(spec.words("sell(1, discount: 1, borough: CH, borough_discount: 2)"))
    assert "Mayfair" in say(spec.words("per(tiles_in_borough:MF, spend(3))"))
    assert say(spec.words("relocate_errand_boy()")).startswith("Move")


def test_the_presentation_block(spec: ProdigalsSpec):
    look = spec.presentation
    assert set(look.boards) == {"central", "election", "society", "possessions"}
    assert set(look.genders) == {"lady", "gentleman"} and set(look.columns) == {"left", "middle", "right"}
    assert set(look.symbols) == {"h", "w", "d"} and set(look.parties) == {"L", "C", "B"}
    assert all(len(m.letter.text) in (1, 2) for m in (*look.symbols.values(), *look.parties.values()))


# ----- broken copies ---------------------------------------------------------------------------------
def edited(tmp_path: Path, old: str, new: str, name: str = "edited.yaml") -> Path:
    """A copy of the real file with ``old`` (which must occur once) replaced by ``new``."""
    text = REAL.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{old!r} must occur once in data/prodigals.yaml"
    path = tmp_path / name
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def one_problem(path: Path, anchor: str, key: str, message: str) -> None:
    """Loading fails with exactly one problem: on the line holding ``anchor``, at ``key``, saying ``message``."""
    with pytest.raises(DataError) as caught:
        load_prodigals(path)
    assert [str(p) for p in caught.value.problems] == [f"{path.name}, line {line_of(path, anchor)} at {key}: {message}"]


BROKEN = [
    pytest.param(
        'party: L, play: "lose_votes(2)"',
        'party: L, play: "lose_vote(2)"',
        "election.white_cards[3].play",
        "'lose_vote(2)': unknown effect 'lose_vote' (did you mean lose_votes?); the vocabulary is closed "
        "(components §3)",
        "",
        id="unknown-primitive",
    ),
    pytest.param(
        'play: "lose_votes(3)"',
        'play: "lose_votes(12)"',
        "election.white_cards[14].play",
        "'lose_votes(12)': lose_votes: n must be from 1 to 9, got 12",
        "",
        id="parameter-out-of-range",
    ),
    pytest.param(
        'play: "jump_down(3, who: lady)"',
        'play: "jump_down(3, who: ladies)"',
        "society.white_cards[4].play",
        "'jump_down(3, who: ladies)': jump_down: who must be one of any, lady, gentleman, got 'ladies'",
        "",
        id="parameter-not-in-its-list",
    ),
    pytest.param(
        'play: "move(2, [down])"',
        'play: "move(two, [down])"',
        "society.white_cards[0].play",
        "'move(two, [down])': move: n must be a whole number, got two",
        "",
        id="parameter-of-the-wrong-type",
    ),
    pytest.param(
        'play: "lose_votes(3)"',
        'play: "all(lose_votes(1), choose(times(2, [per(symbol:h, all(lose_votes(1), megaphones(1)))]), '
        'lose_votes(3)))"',
        "election.white_cards[14].play",
        "'all(lose_votes(1), choose(times(2, [per(symbol:h, all(lose_votes(1), megaphones(1)))]), lose_votes(3)))': "
        "combinators nest 4 deep here (all > choose > times > per); at most 3 are allowed",
        "",
        id="nested-too-deep",
    ),
    pytest.param(
        'play: "lose_votes(3)"',
        'play: "all(symbol:h, lose_votes(3))"',
        "election.white_cards[14].play",
        "'all(symbol:h, lose_votes(3))': the counter symbol may stand only as the first argument of per(counter, "
        "effect)",
        "",
        id="counter-outside-per",
    ),
    pytest.param(
        'play: "lose_votes(3)"',
        'play: "all(lose_votes(3), megaphones(1)"',
        "election.white_cards[14].play",
        "'all(lose_votes(3), megaphones(1)': at column 33: expected ',' or ')', found the end of the text",
        "",
        id="effect-syntax",
    ),
    pytest.param(
        'play: "move(2, [down])"',
        'play: "lose_votes(2)"',
        "society.white_cards[0].play",
        "'lose_votes(2)': lose_votes belongs to election, but this effect may use only society",
        "",
        id="effect-of-another-module",
    ),
    pytest.param(
        "if_boy_on: E-HYDE}",
        "if_boy_on: E-HIDE}",
        "election.black_cards[2].permanent[0]",
        "'at_phase{hyde_park, if_boy_on: E-HIDE} -> lose_votes(1)': unknown space 'E-HIDE'",
        "",
        id="dangling-space",
    ),
    pytest.param(
        'effect: "take_set(S-D3)"',
        'effect: "take_set(S-D7)"',
        "society.board.spaces[4].effect",
        "'take_set(S-D7)': unknown display 'S-D7'; this board's displays are ['S-D1', 'S-D2', 'S-D3', 'S-D4']",
        "",
        id="dangling-display",
    ),
    pytest.param(
        "{name: Pub Visit} -> lose_votes(2)",
        "{name: Pub Crawl} -> lose_votes(2)",
        "election.black_cards[4].permanent[0]",
        "'on_play_white{name: Pub Crawl} -> lose_votes(2)': no white card is called 'Pub Crawl'",
        "",
        id="dangling-card-name",
    ),
    pytest.param(
        "{id: CES3, name: Notorious Pair, combination: election+society,",
        "{id: CES3, name: Notorious Pair, combination: election+last_will,",
        "central_cards[2].combination",
        "unknown combination; combinations are ['election+society', 'election+possessions', 'society+possessions', "
        "'election+society+possessions']",
        "",
        id="dangling-combination",
    ),
    pytest.param(
        "  old_lady_tiles: 6\n",
        "  old_lady_tiles: 7\n",
        "society.old_lady_tiles",
        "the count check says 7 Old Lady tiles, got 6",
        "  old_lady_tiles:     # components",
        id="wrong-count",
    ),
    pytest.param(
        "    - {id: OL6, name: Clusters, kind: clusters, provenance: derived}\n",
        "",
        "society.old_lady_tiles",
        "the count check says 6 Old Lady tiles, got 5",
        "  old_lady_tiles:     # components",
        id="a-tile-missing",
    ),
    pytest.param(
        "  cards: 110\n",
        "  cards: 112\n",
        "inventory.cards",
        "cards add up to 110 (26 central + 3 modules x 28), but cards is 112",
        "",
        id="count-check-does-not-add-up",
    ),
    pytest.param(
        "{id: SB12, name: Family Disgrace, part: II,",
        "{id: SB12, name: Family Disgrace, part: I,",
        "society.black_cards",
        "the society black deck has 12 cards (5 in part I), but the count check says 12 (4 in part I)",
        "black_cards:        # components §7.5",
        id="part-sizes",
    ),
    pytest.param(
        "{id: EW11, name: Heckle Both Benches, part: II, party: B,",
        "{id: EW11, name: Heckle Both Benches, part: II, party: B, group_play: 2,",
        "election.white_cards[10].group_play",
        "group_play 2 needs a lose_votes_by_count of as many entries, got None",
        "",
        id="group-play-without-its-table",
    ),
    pytest.param(
        "{square: R5, token: gentleman}",
        "{square: R9, token: gentleman}",
        "society.grid.start[3].square",
        "unknown square 'R9'; squares are a column ['L', 'M', 'R'] and a row value",
        "",
        id="unknown-square",
    ),
    pytest.param(
        "{square: M4, token: lady}",
        "{square: R4, token: lady}",
        "society.grid.start",
        "the handicap moves the right-column token, so exactly one must start there, got 2",
        "    start:",
        id="two-right-column-tokens",
    ),
    pytest.param(
        "central_card_by_round: [black, black, black, white, white]",
        "central_card_by_round: [black, black, black, white]",
        "central_board.central_card_by_round",
        "needs one card colour per round (5), got 4",
        "",
        id="central-card-rounds",
    ),
    pytest.param(
        '{id: PT13, part: I, edges: "* * - -"',
        '{id: PT13, part: I, edges: "* * - x"',
        "election.political_tiles[12].edges",
        "edges are 4 of h, w, d, *, - (N E S W), got '* * - x'",
        "",
        id="political-tile-edge",
    ),
    pytest.param(
        '{id: EW06, name: Hired Hecklers, part: I, party: C, play: "megaphones(2)", provenance: reconstructed}',
        '{id: EW06, name: Hired Hecklers, part: I, party: C, play: "megaphones(2)"}',
        "election.white_cards[5]",
        "missing key 'provenance' (one of 'certain', 'derived', 'reconstructed')",
        "",
        id="missing-provenance",
    ),
    pytest.param(
        '{id: SW07, name: Crash the Ball, part: II, play: "move(3, [down, diag])", provenance: reconstructed}',
        '{id: SW07, name: Crash the Ball, part: II, play: "move(3, [down, diag])", provenance: guessed}',
        "society.white_cards[6].provenance",
        "expected one of 'certain', 'derived', 'reconstructed', got 'guessed'",
        "",
        id="unknown-provenance",
    ),
    pytest.param(
        "{id: B3, value: 4, symbol: h, borough: KN,",
        "{id: B3, value: 4, symbol: h, borough: SO,",
        "possessions.sets[1].tiles[2].borough",
        "unknown borough 'SO'; boroughs are ['MF', 'BG', 'KN', 'CH', 'WM']",
        "",
        id="possession-tile-of-an-unknown-borough",
    ),
    pytest.param(
        "{id: T05, part: I, value: 2, symbol: w,",
        "{id: T05, part: I, value: 2, symbol: x,",
        "possessions.supply[4].symbol",
        "unknown symbol 'x'; symbols are ['h', 'w', 'd']",
        "",
        id="possession-tile-of-an-unknown-symbol",
    ),
    pytest.param(
        "{id: A3, value: 3, symbol: d,",
        "{id: A3, value: 5, symbol: d,",
        "possessions.sets[0]",
        "set A must hold exactly 2 value-5 tiles (at 5 players one is discarded at random), got 3",
        "    - id: A",
        id="a-set-with-three-fives",
    ),
    pytest.param(
        "        - {id: C6, value: 1, symbol: w, borough: KN, provenance: reconstructed}\n",
        "",
        "possessions.sets[2]",
        "set C has 5 tiles, but the count check says 6 (the most a player keeps)",
        "    - id: C",
        id="a-set-a-tile-short",
    ),
    pytest.param(
        "{id: D6, value: 1,",
        "{id: A6, value: 1,",
        "possessions.supply",
        "possession tile (sets and supply together) ids must be unique; repeated: ['A6']",
        "  supply:",
        id="possession-tile-ids-repeated",
    ),
    pytest.param(
        "{id: T08, part: I,",
        "{id: T08, part: II,",
        "possessions.supply",
        "the count check wants 8 part I and 12 part II possession tiles in the supply, got 7 and 13",
        "  supply:",
        id="supply-part-sizes",
    ),
    pytest.param(
        "tiles_per_round: {value: 4,",
        "tiles_per_round: {value: 3,",
        "possessions.supply",
        "part I (8 tiles) must cover whole rounds at 3 a round, within the 5 rounds",
        "  supply:",
        id="supply-does-not-fit-the-rounds",
    ),
    pytest.param(
        "tiles_per_round: {value: 4,",
        "tiles_per_round: {value: 8,",
        "possessions.supply",
        "part II must hold the 32 tiles of rounds 2-5 at 8 a round, got 12",
        "  supply:",
        id="supply-runs-out",
    ),
    pytest.param(
        "  possession_tiles: {by_players: {2: 6, 3: 6, 4: 6, 5: 5}",
        "  possession_tiles: {by_players: {2: 6, 3: 6, 4: 6, 5: 7}",
        "per_player_count.possession_tiles.by_players[5]",
        "a player keeps 1 to the 6 tiles of his set, got 7 at 5 players",
        "",
        id="more-possession-tiles-than-a-set",
    ),
    pytest.param(
        '  - {id: CEP5, name: Election Wager, combination: election+possessions, colour: white, play: "times(2, '
        '[lose_votes(2), spend(3)])", provenance: reconstructed}\n',
        "",
        "combinations[1]",
        "the central deck has 1 white and 3 black cards, but the count check says 2 and 3",
        "{id: election+possessions,",
        id="combination-missing-a-card",
    ),
    pytest.param(
        "  possession_tiles: {by_players: {2: 6, 3: 6, 4: 6, 5: 5}",
        "  possession_tiles: {by_players: {2: 5, 3: 5, 4: 5, 5: 5}",
        "per_player_count.possession_tiles.by_players",
        "the most tiles a player keeps must be a whole set (6 tiles, the count check), got 5",
        "",
        id="no-count-keeps-a-whole-set",
    ),
    pytest.param(
        "  possession_tiles: {by_players: {2: 6, 3: 6, 4: 6, 5: 5}",
        "  possession_tiles: {by_players: {2: 6, 3: 6, 4: 6, 5: 3}",
        "per_player_count.possession_tiles.by_players[5]",
        "at 5 players each player would discard 3 value-5 tiles, but a set holds 2",
        "",
        id="more-discards-than-fives",
    ),
    pytest.param(
        '  - {id: BT-P2, module: possessions, name: Bargain Sale, use: action_turn, effect: "sell(1, discount: 2)", '
        "provenance: reconstructed}\n",
        "",
        "bonus_tiles",
        "the count check says 2 bonus tiles per module; possessions has 1",
        "bonus_tiles:          # components",
        id="a-possessions-bonus-tile-missing",
    ),
    pytest.param(
        'play: "exchange()"',
        'play: "all(exchange(), lose_votes(1))"',
        "possessions.white_cards[15].play",
        "'all(exchange(), lose_votes(1))': lose_votes belongs to election, but this effect may use only possessions",
        "",
        id="possessions-card-with-an-election-step",
    ),
    pytest.param(
        'activation: "all(lose_votes(1), move(1, [down]))"',
        'activation: "all(lose_votes(1), spend(1))"',
        "central_cards[2].activation",
        "'all(lose_votes(1), spend(1))': spend belongs to possessions, but this effect may use only election, society",
        "",
        id="possessions-step-outside-its-combinations",
    ),
]


@pytest.mark.parametrize(("old", "new", "key", "message", "anchor"), BROKEN)
def test_a_broken_copy_gives_one_clear_error(tmp_path: Path, old: str, new: str, key: str, message: str, anchor: str):
    """Each broken copy is refused with exactly one problem, on the line of the edit unless ``anchor`` names another."""
    path = edited(tmp_path, old, new)
    if not anchor:
        text = REAL.read_text(encoding="utf-8")
        anchor = text.splitlines()[text[: text.index(old)].count("\n")].replace(
            old.splitlines()[0], new.splitlines()[0]
        )
    one_problem(path, anchor, key, message)


def test_a_yaml_syntax_error_names_the_file_line_and_key(tmp_path: Path):
    old = (
        '{id: EW04, name: Toast to the Corn Laws, part: I, party: L, play: "lose_votes(2)", provenance: reconstructed}'
    )
    path = edited(tmp_path, old, old[:-1], "syntax.yaml")
    with pytest.raises(DataError) as caught:
        load_prodigals(path)
    [problem] = caught.value.problems
    opened = line_of(path, "{id: EW04")
    assert (problem.file, problem.line, problem.path) == (
        "syntax.yaml",
        opened + 1,
        "election.white_cards[3].provenance",
    )
    assert str(problem).startswith(
        f"syntax.yaml, line {opened + 1} at election.white_cards[3].provenance: not valid YAML"
    )
    assert f"flow mapping from line {opened}" in str(problem)


def test_an_abmt_card_and_a_variant_are_checked(tmp_path: Path):
    old = '{id: EW06, name: Hired Hecklers, part: I, party: C, play: "megaphones(2)",'
    path = edited(tmp_path, old, old.replace("play:", "abmt: true, play:"))
    one_problem(path, "Hired Hecklers", "election.white_cards[5]", "an ABMT card has no play or group_play")
    path = edited(
        tmp_path,
        '{variant: journalist_activation, activation: "lose_votes(1)", provenance: reconstructed, '
        'note: "Only under the optional variant (components §6.6)."}\n      provenance: certain\n      '
        'note: "A single effect, no activation (components §1.21)."\n    - id: EB02',
        '{variant: journalist, activation: "lose_votes(1)", provenance: reconstructed}\n      provenance: '
        "certain\n    - id: EB02",
    )
    one_problem(
        path,
        "{variant: journalist,",
        "election.black_cards[0].variants[0].variant",
        "unknown variant 'journalist'; variants are ['journalist_activation']",
    )


def test_a_borough_must_be_one_of_the_data(spec: ProdigalsSpec):
    """Tiles and effects name boroughs of the data: without Chelsea, its tiles and Auction in Chelsea are refused."""
    kept = tuple(b for b in spec.possessions.boroughs if b.id != "CH")
    broken = dataclasses.replace(spec, possessions=dataclasses.replace(spec.possessions, boroughs=kept))
    _, source = load_yaml(REAL)
    check = Checker(source)
    cross_checks(broken, check)
    problems = {p.path: p.message for p in check.problems}
    known = "boroughs are ['MF', 'BG', 'KN', 'WM']"
    assert problems["possessions.white_cards[10].play"] == (
        f"'sell(1, discount: 1, borough: CH, borough_discount: 2)': unknown borough 'CH'; {known}"
    )
    assert problems["possessions.sets[0].tiles[3].borough"] == f"unknown borough 'CH'; {known}"
    assert problems["possessions.supply[3].borough"] == f"unknown borough 'CH'; {known}"
    chelsea = sum(t.borough == "CH" for t in spec.possession_tiles.values())
    assert len(check.problems) == chelsea + 1  # every Chelsea tile and the one card naming it


# ----- robustness --------------------------------------------------------------------------------------
def _number_places(data: object, path: tuple = ()) -> list[tuple]:
    """The key path of every whole number in the loaded file."""
    if isinstance(data, dict):
        return [p for key, value in data.items() for p in _number_places(value, (*path, key))]
    if isinstance(data, list):
        return [p for i, value in enumerate(data) for p in _number_places(value, (*path, i))]
    return [path] if isinstance(data, int) and not isinstance(data, bool) else []


@pytest.mark.parametrize("every", [4, pytest.param(1, marks=pytest.mark.soak)])
def test_any_number_set_to_0_or_huge_is_refused_by_name_or_loads_never_a_crash(every):
    """Each whole number of the file (every 4th in the quick tier) set to -1, 0 and 10**9 in turn: a clean list of
    problems, or a valid spec."""
    data, source = load_yaml(REAL)
    places = _number_places(data)
    assert len(places) > 150
    places = places[::every]
    refused = 0
    for place in places:
        target = data
        for key in place[:-1]:
            target = target[key]
        real = target[place[-1]]
        for value in (-1, 0, 10**9):
            target[place[-1]] = value  # set in the data itself (no copy of the whole file), then set back
            check = Checker(source)
            built = build(ProdigalsSpec, data, check)
            if built is not None:
                cross_checks(built, check)
            refused += bool(check.problems)
            assert all(p.file == "prodigals.yaml" and p.line for p in check.problems), place
        target[place[-1]] = real
    assert refused > len(places)  # most of them break a range or a count
