"""The Prodigals Club's data: data/prodigals.yaml validates into the components document's numbers (its §11 count
check above all), every effect parses, validates and reads as a sentence, and broken copies of the file give one
clear error naming the file, the line, the key path and what is wrong.

Broken copies are one-line edits of the real file written to a temporary folder; the expected line is found by
looking the edited text up, so editing data/prodigals.yaml does not break a test for the wrong reason.
"""

from __future__ import annotations

import copy
import dataclasses
from pathlib import Path

import pytest

from tabletop.engine import DataError
from tabletop.games.prodigals.checks import cross_checks, effect_texts
from tabletop.games.prodigals.data import ProdigalsSpec, load_prodigals
from tabletop.games.prodigals.effects import parse, parse_permanent, to_text
from tabletop.games.prodigals.vocab import (
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    OnPlayWhite,
    Per,
    PlayedWhite,
    TakeSet,
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
    assert (spec.game, spec.title, spec.players) == ("prodigals", "The Prodigals Club", (2, 3, 4, 5))
    assert "reconstructed" in spec.notice.lower() and spec.notice.startswith("Reconstructed component set")
    assert [c.id for c in spec.combinations] == ["election+society"]
    assert spec.combinations[0].modules == ("election", "society")
    assert len(spec.readings) >= 10
    with pytest.raises(dataclasses.FrozenInstanceError):
        spec.title = "x"  # type: ignore[misc]


def test_the_count_check_of_components_section_11(spec: ProdigalsSpec):
    inv = spec.inventory
    deck = inv.module_deck.white + inv.module_deck.black
    assert (inv.cards, inv.central_cards, inv.central_cards_reserved, inv.modules, deck) == (110, 26, 6, 3, 28)
    assert inv.cards == inv.central_cards + inv.modules * deck
    assert inv.central_cards == inv.combinations * 5 + inv.central_cards_reserved
    for module in ("election", "society"):
        for colour, size, part_one in (("white", 16, 6), ("black", 12, 4)):
            deck_cards = list(cards(spec, module, colour).values())
            assert len(deck_cards) == size, (module, colour)
            assert [c.part for c in deck_cards].count("I") == part_one, (module, colour)
    central = spec.central_deck("election+society")
    assert [c.id for c in central] == ["CES1", "CES2", "CES3", "CES4", "CES5"]
    assert [c.colour for c in central].count("black") == 3 and [c.colour for c in central].count("white") == 2
    tiles = spec.election.political_tiles
    assert len(tiles) == 25 and [t.part for t in tiles].count("start") == 5
    assert ([t.part for t in tiles].count("I"), [t.part for t in tiles].count("II")) == (8, 12)
    assert len(spec.society.old_lady_tiles) == 6 == inv.old_lady_tiles
    assert [t.module for t in spec.bonus_tiles] == ["election", "election", "society", "society"]
    assert (inv.errand_boys_per_colour * inv.colours, inv.colours * 4) == (30, 20)  # boys and influence tokens


def test_per_round_consumption_leaves_no_stack_empty(spec: ProdigalsSpec):
    """Components §11: per round 3 white + 2 black cards per board (Election round 5: 1 black), 4 political tiles."""
    for module in ("election", "society"):
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


def test_global_numbers_and_setup_per_player_count(spec: ProdigalsSpec):
    n = spec.numbers
    assert (n.rounds.value, n.hand_limit.value, n.vote_track_maximum.value, n.black_card_slots.value) == (5, 3, 30, 6)
    assert n.hand_limit.provenance == "reconstructed" and n.rounds.provenance == "certain"
    table = spec.per_player_count
    assert table.board_side.by_players == {2: "2-3", 3: "2-3", 4: "4-5", 5: "4-5"}
    assert table.turn_order_spaces.by_players == {2: 2, 3: 3, 4: 4, 5: 5}
    assert table.errand_boys_two_modules.by_players == {2: 5, 3: 5, 4: 4, 5: 4}
    assert table.errand_boys_three_modules.by_players == {2: 6, 3: 6, 4: 5, 5: 5}
    assert set(table.starting_votes.by_players.values()) == {24}
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
    assert spec.words(special.contents(5).effect, "space") == "Lose 1 vote, then gain 1 megaphone."
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


def test_the_decks_keep_the_known_cards(spec: ProdigalsSpec):
    ew, eb = cards(spec, "election", "white"), cards(spec, "election", "black")
    pubs = [c for c in ew.values() if c.name == "Pub Visit"]
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
    assert sb["SB01"].name == "Reservation Dinner" and sb["SB01"].activation == "per(symbol:w, move(1, [down]))"
    assert all(c.party is None for c in cards(spec, "society", "white").values())


def test_every_entry_carries_its_provenance(spec: ProdigalsSpec):
    entries = [
        *spec.election.white_cards, *spec.election.black_cards, *spec.society.white_cards,
        *spec.society.black_cards, *spec.central_cards, *spec.bonus_tiles, *spec.election.political_tiles,
        *spec.society.old_lady_tiles, *spec.symbols, *spec.handicaps.order,
        *spec.election.board.displays, *spec.election.board.spaces, *spec.society.board.displays,
        *spec.society.board.spaces, *spec.central_board.spaces,
    ]  # fmt: skip
    assert all(e.provenance in ("certain", "derived", "reconstructed") for e in entries)
    derived_cards = [
        c
        for c in (*spec.election.white_cards, *spec.election.black_cards, *spec.society.white_cards)
        + (*spec.society.black_cards, *spec.central_cards)
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
        words = spec.words(text, where)
        assert words[0].isupper() and words.endswith(".") and "None" not in words and "{" not in words, path
    assert spec.words("at_phase{hyde_park, if_boy_on: E-HYDE} -> lose_votes(1)", "permanent") == (
        "At the start of the Hyde Park phase, if one of your errand boys is on Hyde Park: lose 1 vote."
    )
    assert spec.words("take_set(S-D2)", "space").startswith("Take all the cards of Society display 2")


def test_the_presentation_block(spec: ProdigalsSpec):
    look = spec.presentation
    assert set(look.boards) == {"central", "election", "society"}
    assert set(look.genders) == {"lady", "gentleman"} and set(look.columns) == {"left", "middle", "right"}
    assert set(look.symbols) == {"h", "w", "d"} and set(look.parties) == {"L", "C", "B"}
    assert all(len(m.letter) in (1, 2) for m in (*look.symbols.values(), *look.parties.values()))


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
        "{id: CES3, name: Notorious Pair, combination: election+possessions,",
        "central_cards[2].combination",
        "unknown combination; combinations are ['election+society']",
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


# ----- robustness --------------------------------------------------------------------------------------
def _number_places(data: object, path: tuple = ()) -> list[tuple]:
    """The key path of every whole number in the loaded file."""
    if isinstance(data, dict):
        return [p for key, value in data.items() for p in _number_places(value, (*path, key))]
    if isinstance(data, list):
        return [p for i, value in enumerate(data) for p in _number_places(value, (*path, i))]
    return [path] if isinstance(data, int) and not isinstance(data, bool) else []


def test_any_number_set_to_0_or_huge_is_refused_by_name_or_loads_never_a_crash():
    """Each whole number of the file set to -1, 0 and 10**9 in turn: a clean list of problems, or a valid spec."""
    data, source = load_yaml(REAL)
    places = _number_places(data)
    assert len(places) > 150
    refused = 0
    for place in places:
        for value in (-1, 0, 10**9):
            mutated = copy.deepcopy(data)
            target = mutated
            for key in place[:-1]:
                target = target[key]
            target[place[-1]] = value
            check = Checker(source)
            built = build(ProdigalsSpec, mutated, check)
            if built is not None:
                cross_checks(built, check)
            refused += bool(check.problems)
            assert all(p.file == "prodigals.yaml" and p.line for p in check.problems), place
    assert refused > len(places)  # most of them break a range or a count
