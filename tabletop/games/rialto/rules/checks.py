"""Rialto's cross-field data checks: counts add up, references resolve, options are valid."""

from __future__ import annotations

import dataclasses

from tabletop.engine.message import Msg
from tabletop.games.rialto.rules.data import (
    ADVANTAGES,
    EFFECTS,
    NEUTRAL_ACTIONS,
    READINGS,
    STAGE_ACTIONS,
    STAGE_LETTERS,
    RialtoSpec,
)
from tabletop.games.rialto.rules.presentation import check_presentation
from tabletop.games.rialto.rules.texts import MAX_TEXT, Texts
from tabletop.spec import Checker, Range

# The range of each effect parameter (judgements: the seed's values, with a little room; 0 where it means "none").
PARAMS: dict[str, Range] = {
    "take": Range(1, 3),  # cards taken from the leftover row
    "draw": Range(1, 6),  # cards drawn from the deck instead
    "hand_limit": Range(0, 5),  # extra cards kept this round
    "coins": Range(0, 5),  # coins gained for delaying
    "counts_as": Range(1, 3),  # a converted card counts as this many
    "jokers": Range(1, 3),
    "step": Range(1, 3),  # the upgrade's value step
    "councillors": Range(1, 5),
    "vp": Range(0, 9),
    "vp_if_none": Range(0, 9),
}
MAX_OPTION_TITLE = 32  # characters: a reading's name on the rule readings screen
MAX_OPTION_LABEL = 22  # characters: a value's name on its button


def _unique(check: Checker, ids: list[str], path: tuple, what: str) -> None:
    """Require every id in ``ids`` to be different."""
    doubles = sorted({i for i in ids if ids.count(i) > 1})
    check.require(not doubles, path, f"{what} ids must be unique; repeated: {doubles}")


def _check_cards(spec: RialtoSpec, check: Checker) -> None:
    """Card types add up to the deck, one wild type, and the rows fit in the deck."""
    types = spec.cards.types
    _unique(check, [t.id for t in types], ("cards", "types"), "card type")
    counted = sum(t.count for t in types)
    check.require(
        counted == spec.cards.total,
        ("cards", "types"),
        f"card counts add up to {counted}, but total is {spec.cards.total}",
    )
    check.require(
        sum(t.wild for t in types) == 1, ("cards", "types"), "exactly one card type must be wild (the jokers)"
    )
    rows = spec.card_rows
    most = max(spec.players, default=0)
    needed = (most + rows.rows_beyond_players) * rows.cards_per_row + most * rows.blind_cards
    check.require(
        needed <= spec.cards.total,
        ("card_rows",),
        f"{most} players need {needed} cards for rows and blind draws, but the deck has {spec.cards.total}",
    )


def _check_buildings(spec: RialtoSpec, check: Checker) -> None:
    """Colours and phases resolve, every kind has its copies and a known effect, values 1..max per colour."""
    phases = {p.id: p for p in spec.phases}
    colours = {c.id: c for c in spec.building_colours}
    _unique(check, [p.id for p in spec.phases], ("phases",), "phase")
    _unique(check, [c.id for c in spec.building_colours], ("building_colours",), "building colour")
    for i, colour in enumerate(spec.building_colours):
        check.require(
            colour.phase in phases,
            ("building_colours", i, "phase"),
            f"unknown phase {colour.phase!r}; phases are {sorted(phases)}",
        )
    for i, phase in enumerate(spec.phases):
        home = colours.get(phase.building_colour)
        if home is None:
            check.fail(
                ("phases", i, "building_colour"),
                f"unknown colour {phase.building_colour!r}; colours are {sorted(colours)}",
            )
        else:
            check.require(
                home.phase == phase.id,
                ("phases", i, "building_colour"),
                f"{home.id} buildings belong to phase {home.phase}, not {phase.id}",
            )
    b = spec.buildings
    kinds = b.kinds
    _unique(check, [k.id for k in kinds], ("buildings", "kinds"), "building")
    for i, kind in enumerate(kinds):
        where = ("buildings", "kinds", i)
        home = colours.get(kind.colour)
        check.require(
            home is not None, where + ("colour",), f"unknown colour {kind.colour!r}; colours are {sorted(colours)}"
        )
        if (
            check.require(
                kind.phase in phases, where + ("phase",), f"unknown phase {kind.phase!r}; phases are {sorted(phases)}"
            )
            and home
        ):
            check.require(
                kind.phase == home.phase, where + ("phase",), f"{home.id} buildings belong to phase {home.phase}"
            )
        check.require(1 <= kind.value <= b.max_value, where + ("value",), f"values run from 1 to {b.max_value}")
        check.require(
            kind.copies == b.copies_each,
            where + ("copies",),
            f"every building kind has {b.copies_each} copies, {kind.id} has {kind.copies}",
        )
        if check.require(
            kind.effect in EFFECTS,
            where + ("effect",),
            f"unknown effect {kind.effect!r}; effects are {sorted(EFFECTS)}",
        ):
            wanted = EFFECTS[kind.effect]
            check.require(
                sorted(kind.params) == sorted(wanted),
                where + ("params",),
                f"effect {kind.effect} takes params {list(wanted)}, got {list(kind.params)}",
            )
            for name, amount in kind.params.items():
                problem = PARAMS[name].problem(amount, "a whole number") if name in PARAMS else None
                check.require(problem is None, where + ("params", name), problem or "")
    counted = sum(k.copies for k in kinds)
    check.require(counted == b.total, ("buildings", "kinds"), f"copies add up to {counted}, but total is {b.total}")
    for colour_id in colours:
        values = sorted(k.value for k in kinds if k.colour == colour_id)
        check.require(
            values == list(range(1, b.max_value + 1)),
            ("buildings", "kinds"),
            f"{colour_id} needs one kind of each value 1-{b.max_value}, has {values}",
        )
    by_id = {k.id: k for k in kinds}
    for i, pair in enumerate(b.seed_listing_swaps):
        ok = len(pair) == 2 and all(p in by_id for p in pair)
        if check.require(ok, ("buildings", "seed_listing_swaps", i), f"needs two known building ids, got {list(pair)}"):
            check.require(
                by_id[pair[0]].colour == by_id[pair[1]].colour,
                ("buildings", "seed_listing_swaps", i),
                "swaps stay within one colour",
            )
    check.require(b.slots_per_player >= 1, ("buildings", "slots_per_player"), "must be at least 1")
    starting = [k for k in kinds if k.value == spec.starting_building_value]
    check.require(
        bool(starting), ("starting_building_value",), f"no building kind has value {spec.starting_building_value}"
    )


def _check_stages(spec: RialtoSpec, check: Checker) -> None:
    """Stages A-F in order, each on a known, non-wild card type used once, with known action and advantage ids."""
    types = {t.id: t for t in spec.cards.types}
    letters = tuple(s.letter for s in spec.stages)
    check.require(
        letters == STAGE_LETTERS,
        ("stages",),
        f"stages must be {', '.join(STAGE_LETTERS)} in that order, got {', '.join(letters)}",
    )
    for i, stage in enumerate(spec.stages):
        where = ("stages", i)
        if check.require(
            stage.card in types, where + ("card",), f"unknown card type {stage.card!r}; card types are {sorted(types)}"
        ):
            check.require(
                not types[stage.card].wild, where + ("card",), f"{stage.card} is the wild type and belongs to no stage"
            )
        check.require(
            stage.action in STAGE_ACTIONS,
            where + ("action",),
            f"unknown action {stage.action!r}; actions are {sorted(STAGE_ACTIONS)}",
        )
        check.require(
            stage.advantage in ADVANTAGES,
            where + ("advantage",),
            f"unknown advantage {stage.advantage!r}; advantages are {sorted(ADVANTAGES)}",
        )
    used = [s.card for s in spec.stages]
    plain = sorted(t.id for t in spec.cards.types if not t.wild)
    check.require(sorted(used) == plain, ("stages",), f"every non-wild card type needs exactly one stage: {plain}")
    limit = spec.building_stage
    check.require(
        1 <= limit.max_value <= spec.buildings.max_value,
        ("building_stage", "max_value"),
        f"must be 1 to {spec.buildings.max_value}",
    )
    check.require(limit.max_buildings >= 1, ("building_stage", "max_buildings"), "must be at least 1")


def _check_board(spec: RialtoSpec, check: Checker) -> None:
    """Districts and sides resolve, connections join two known districts once, every district has its connections."""
    board = spec.board
    sides = [s.id for s in board.canal_sides]
    ids = [d.id for d in board.districts]
    _unique(check, sides, ("board", "canal_sides"), "canal side")
    _unique(check, ids, ("board", "districts"), "district")
    _unique(check, [c.id for c in board.connections], ("board", "connections"), "connection")
    for i, district in enumerate(board.districts):
        check.require(
            district.side in sides,
            ("board", "districts", i, "side"),
            f"unknown canal side {district.side!r}; sides are {sides}",
        )
    for side in sides:
        check.require(
            side in {d.side for d in board.districts}, ("board", "canal_sides"), f"no district lies on side {side!r}"
        )
    sound = True
    pairs: list[frozenset[str]] = []
    for i, conn in enumerate(board.connections):
        where = ("board", "connections", i, "between")
        if not check.require(
            len(conn.between) == 2 and conn.between[0] != conn.between[1],
            where,
            f"a connection joins two different districts, got {list(conn.between)}",
        ):
            sound = False
            continue
        for j, end in enumerate(conn.between):
            sound &= check.require(end in ids, where + (j,), f"unknown district {end!r}; districts are {ids}")
        pair = frozenset(conn.between)
        check.require(pair not in pairs, where, f"{' and '.join(conn.between)} are already connected")
        pairs.append(pair)
    if sound:  # degrees only mean something once every end names a district
        want = board.connections_per_district
        for i, district in enumerate(board.districts):
            n = sum(district.id in c.between for c in board.connections)
            check.require(
                n == want,
                ("board", "districts", i),
                f"district {district.id} touches {n} connections; every district touches exactly {want}",
            )
    rounds = spec.rounds
    check.require(
        len(rounds.round_tiles) == rounds.count == len(ids),
        ("rounds",),
        f"needs one round and one round tile per district ({len(ids)})",
    )
    check.require(
        sorted(rounds.round_tiles) == list(range(1, len(rounds.round_tiles) + 1)),
        ("rounds", "round_tiles"),
        "round tiles are numbered 1, 2, 3, ...",
    )
    bridges = spec.bridge_tiles
    check.require(
        len(bridges.tiles) == bridges.count,
        ("bridge_tiles", "tiles"),
        f"lists {len(bridges.tiles)} bridges, but count is {bridges.count}",
    )
    _unique(check, [t.id for t in bridges.tiles], ("bridge_tiles", "tiles"), "bridge tile")
    for i, tile in enumerate(bridges.tiles):
        where = ("bridge_tiles", "tiles", i, "ends")
        if check.require(len(tile.ends) == 2, where, f"a bridge has two ends, got {list(tile.ends)}"):
            for j, value in enumerate(tile.ends):
                check.require(
                    bridges.end_min <= value <= bridges.end_max,
                    where + (j,),
                    f"bridge ends must be between {bridges.end_min} and {bridges.end_max}, got {value}",
                )
    check.require(
        spec.gondola_tiles.count >= 0 and spec.gondola_tiles.value >= 0,
        ("gondola_tiles",),
        "count and value cannot be negative",
    )
    bonus = spec.bonus_tiles
    for i, bonus_tile in enumerate(bonus.tiles):
        check.require(
            bonus_tile.side in sides,
            ("bonus_tiles", "tiles", i, "side"),
            f"unknown canal side {bonus_tile.side!r}; sides are {sides}",
        )
    check.require(
        sorted(t.side for t in bonus.tiles) == sorted(sides),
        ("bonus_tiles", "tiles"),
        "needs one bonus tile per canal side",
    )


def _check_setup(spec: RialtoSpec, check: Checker) -> None:
    """Player counts 2-5 each have a setup; coins, councillors and starting buildings fit the supply."""
    check.require(spec.players == (2, 3, 4, 5), ("players",), "Rialto is for 2 to 5 players: [2, 3, 4, 5]")
    counts = [s.players for s in spec.setups]
    missing = sorted(set(spec.players) - set(counts))
    check.require(not missing, ("setups",), f"needs one setup per player count; missing {missing}")
    check.require(
        len(set(counts)) == len(counts) and set(counts) <= set(spec.players),
        ("setups",),
        f"player counts must be different and among {list(spec.players)}, got {counts}",
    )
    first_kinds = sum(1 for k in spec.buildings.kinds if k.value == spec.starting_building_value)
    for i, setup in enumerate(spec.setups):
        where = ("setups", i)
        check.require(
            len(setup.starting_coins) == setup.players,
            where + ("starting_coins",),
            f"needs one amount per player ({setup.players}), got {len(setup.starting_coins)}",
        )
        check.require(
            sum(setup.starting_coins) <= spec.coins.total,
            where + ("starting_coins",),
            f"deals {sum(setup.starting_coins)} coins but only {spec.coins.total} exist",
        )
        most = setup.max_same_starting_building
        ok = 1 <= most <= spec.buildings.copies_each and most * first_kinds >= setup.players
        check.require(
            ok,
            where + ("max_same_starting_building",),
            f"{setup.players} players cannot each take one of {first_kinds} kinds at most {most} times each",
        )
    c = spec.councillors
    check.require(c.colours >= max(spec.players, default=0), ("councillors", "colours"), "needs a colour per player")
    check.require(
        0 <= c.personal_at_start <= c.per_colour, ("councillors", "personal_at_start"), f"must be 0 to {c.per_colour}"
    )
    check.require(spec.final_scoring.rank_divisor >= 1, ("final_scoring", "rank_divisor"), "must be at least 1")
    np = spec.neutral_player
    if check.require(
        np.players in spec.players,
        ("neutral_player", "players"),
        f"must be one of the player counts {list(spec.players)}",
    ):
        check.require(
            len(np.human_starting_coins) == np.players,
            ("neutral_player", "human_starting_coins"),
            f"needs one amount per human player ({np.players})",
        )
    check.require(
        np.personal_councillors <= c.per_colour,
        ("neutral_player", "personal_councillors"),
        f"a colour has only {c.per_colour} councillors",
    )
    stage_cards = [s.card for s in spec.stages]
    check.require(
        list(np.sort_order) == stage_cards, ("neutral_player", "sort_order"), f"sorts by stage order: {stage_cards}"
    )
    check.require(
        np.jokers_with in stage_cards,
        ("neutral_player", "jokers_with"),
        f"unknown stage card type {np.jokers_with!r}; stage cards are {stage_cards}",
    )
    check.require(
        sorted(np.stage_actions) == list(STAGE_LETTERS),
        ("neutral_player", "stage_actions"),
        f"needs an action for each stage {', '.join(STAGE_LETTERS)}",
    )
    for letter, action in np.stage_actions.items():
        check.require(
            action in NEUTRAL_ACTIONS,
            ("neutral_player", "stage_actions", letter),
            f"unknown neutral action {action!r}; actions are {sorted(NEUTRAL_ACTIONS)}",
        )
    check.require(
        np.first_mark_round_tile in spec.rounds.round_tiles,
        ("neutral_player", "first_mark_round_tile"),
        "must be a round tile number",
    )


def _check_options(spec: RialtoSpec, check: Checker) -> None:
    """Every option's alternatives differ from its default and each other; its values are ones the rules know
    (READINGS: a choice's names, a number's range); its title and a label for each value fit the rule readings
    screen."""
    for name, option in spec.options.items():
        where = ("options", name)
        values = option.values
        check.require(
            len(set(values)) == len(values),
            where + ("alternatives",),
            "alternatives must differ from the default and from each other",
        )
        check.require(
            len(option.labels) == len(values),
            where + ("labels",),
            f"needs one label per value (the default, then each alternative): {len(values)}, got {len(option.labels)}",
        )
        _check_words(check, where + ("title",), option.title, MAX_OPTION_TITLE)
        for j, label in enumerate(option.labels):
            _check_words(check, where + ("labels", j), label, MAX_OPTION_LABEL)
        for j, value in enumerate(values):
            path: tuple[str | int, ...] = where + (("default",) if j == 0 else ("alternatives", j - 1))
            known = READINGS[name]
            if isinstance(known, tuple):
                check.require(value in known, path, f"unknown choice {value!r}; {name} is one of {list(known)}")
            elif isinstance(known, Range):
                problem = known.problem(value, "a whole number")
                check.require(problem is None, path, problem or "")


def _check_words(check: Checker, path: tuple, words: Msg, most: int) -> None:
    """A short name on screen: not empty, and at most ``most`` characters (of its English)."""
    text = words.text
    if check.require(bool(text.strip()), path, "must not be empty"):
        check.require(len(text) <= most, path, f"at most {most} characters, got {len(text)}")


def _check_texts(spec: RialtoSpec, check: Checker) -> None:
    """Every tooltip text says something, briefly, and leaves the numbers to the data."""
    for f in dataclasses.fields(Texts):
        if f.name in ("source", "note"):
            continue
        text = getattr(spec.texts, f.name).text.strip()
        where = ("texts", f.name)
        if check.require(bool(text), where, "a tooltip text cannot be empty"):
            check.require(len(text) <= MAX_TEXT, where, f"at most {MAX_TEXT} characters, got {len(text)}")
            check.require(
                not any(ch.isdigit() for ch in text), where, "no digits: the tooltips take numbers from the data"
            )


def cross_checks(spec: RialtoSpec, check: Checker) -> None:
    """Cross-field checks: counts add up, references resolve, the board is sound, every player count is set up,
    everything the table paints has a colour and letter."""
    _check_cards(spec, check)
    _check_buildings(spec, check)
    _check_stages(spec, check)
    _check_board(spec, check)
    _check_setup(spec, check)
    _check_options(spec, check)
    _check_texts(spec, check)
    check_presentation(spec, check)
