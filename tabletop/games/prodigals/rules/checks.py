"""The Prodigals Club's cross-field data checks: ids are unique and every reference resolves, the counts add up
to the components document's count check (§11), every effect text parses, validates and names only what exists.
Each problem goes through the Checker, so it names the file, the line and the key."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from tabletop.games.prodigals.rules.board_checks import check_boards, check_tiles_and_grid
from tabletop.games.prodigals.rules.effect_parse import EffectError
from tabletop.games.prodigals.rules.presentation import check_presentation
from tabletop.games.prodigals.rules.vocab import (
    AbmtCount,
    AtPhase,
    Exchange,
    Form,
    GainVotes,
    JumpDown,
    LoseVotes,
    LoseVotesByCount,
    Megaphones,
    Modify,
    Move,
    MoveUp,
    OldLadyImmunity,
    OnPlayWhite,
    OnSell,
    PlayedWhite,
    Sell,
    ShieldTokens,
    Spend,
    StraightDown,
    TakeMoney,
    TakePoliticalTile,
    TakeSet,
    TilesInBorough,
    TokensInColumn,
    TokensOnValue,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec
    from tabletop.games.prodigals.rules.pieces import CentralBoard, ModuleBoard
    from tabletop.spec import Checker

COPIED = ("play", "party", "group_play", "abmt", "activation", "permanent", "variants")  # what copies share
MODELLED = ("election", "society", "possessions")  # the modules this data holds boards and decks for
# The module each form belongs to; a card or space may use only its own module's (a central card: its combination's).
MODULE_OF: dict[type, str] = {
    LoseVotes: "election",
    GainVotes: "election",
    Megaphones: "election",
    LoseVotesByCount: "election",
    TakePoliticalTile: "election",
    Move: "society",
    MoveUp: "society",
    StraightDown: "society",
    JumpDown: "society",
    ShieldTokens: "society",
    TokensOnValue: "society",
    TokensInColumn: "society",
    OldLadyImmunity: "society",
    Spend: "possessions",
    TakeMoney: "possessions",
    Sell: "possessions",
    Exchange: "possessions",
    TilesInBorough: "possessions",
    AbmtCount: "possessions",
    OnSell: "possessions",
}


def cross_checks(spec: ProdigalsSpec, check: Checker) -> None:
    """Every cross-field rule of the data; each problem names its key."""
    _check_ids(spec, check)
    if not _check_numbers(spec, check):
        return  # every per-round check divides by the rounds
    _check_players(spec, check)
    _check_inventory(spec, check)
    _check_combinations(spec, check)
    for module in MODELLED:
        _check_deck(spec, check, module)
    check_boards(spec, check)
    check_tiles_and_grid(spec, check)
    _check_effects(spec, check)
    check_presentation(spec, check)


def _unique(check: Checker, path: tuple, ids: list[str], what: str) -> None:
    """Require every id to be different."""
    doubles = sorted({i for i in ids if ids.count(i) > 1})
    check.require(not doubles, path, f"{what} ids must be unique; repeated: {doubles}")


def _check_ids(spec: ProdigalsSpec, check: Checker) -> None:
    """Cards, spaces and displays, tiles, symbols, modules: each id once."""
    cards = [c.id for m in MODELLED for deck in ("white_cards", "black_cards") for c in getattr(getattr(spec, m), deck)]
    _unique(check, ("central_cards",), cards + [c.id for c in spec.central_cards], "card")
    modules = [spec.module_board(m) for m in MODELLED]
    boards: tuple[CentralBoard | ModuleBoard, ...] = (spec.central_board, *modules)
    places = [s.id for b in boards for s in b.spaces] + [d.id for b in modules for d in b.displays]
    _unique(check, ("central_board", "spaces"), places, "space and display")
    possessions = spec.possessions
    owned = [t.id for s in possessions.sets for t in s.tiles] + [t.id for t in possessions.supply]
    _unique(check, ("possessions", "sets"), [s.id for s in possessions.sets], "possession set")
    _unique(check, ("possessions", "supply"), owned, "possession tile (sets and supply together)")
    tiles = [t.id for t in spec.election.political_tiles] + [t.id for t in spec.society.old_lady_tiles]
    tiles += list(dict.fromkeys(owned))  # a possession tile's own doubles are reported above
    _unique(check, ("bonus_tiles",), tiles + [t.id for t in spec.bonus_tiles], "tile")
    _unique(check, ("possessions", "boroughs"), [b.id for b in possessions.boroughs], "borough")
    _unique(check, ("symbols",), list(spec.symbol_ids), "symbol")
    _unique(check, ("modules",), [m.id for m in spec.modules], "module")
    _unique(check, ("combinations",), [c.id for c in spec.combinations], "combination")
    _unique(check, ("variants",), [v.id for v in spec.variants], "variant")


def _check_numbers(spec: ProdigalsSpec, check: Checker) -> bool:
    """At least one round, one black-card slot and one vote on the track; False if the rounds are unusable."""
    for name in ("rounds", "black_card_slots", "vote_track_maximum"):
        check.require(getattr(spec.numbers, name).value >= 1, ("numbers", name, "value"), f"{name} must be at least 1")
    return spec.numbers.rounds.value >= 1


def _check_players(spec: ProdigalsSpec, check: Checker) -> None:
    """One value per player count; sides, turn order, boys and votes within what the rest of the data allows."""
    players = list(spec.players)
    check.require(players == sorted(set(players)), ("players",), f"player counts in order, once each: {players}")
    table = spec.per_player_count
    sides = {s.id: s.players for m in MODELLED for s in spec.module_board(m).sides}
    per_set = spec.inventory.possession_tiles.per_set
    limits = {
        "turn_order_spaces": ("turn order needs one space per player", lambda n, v: v == n),
        "errand_boys_two_modules": (
            f"a colour has {spec.inventory.errand_boys_per_colour} errand boys",
            lambda n, v: 1 <= v <= spec.inventory.errand_boys_per_colour,
        ),
        "starting_votes": (
            f"votes start between 1 and the track maximum {spec.numbers.vote_track_maximum.value}",
            lambda n, v: 1 <= v <= spec.numbers.vote_track_maximum.value,
        ),
        "starting_money": ("money starts at 0 or more", lambda n, v: v >= 0),
        "possession_tiles": (
            f"a player keeps 1 to the {per_set} tiles of his set",
            lambda n, v: 1 <= v <= per_set,
        ),
    }
    limits["errand_boys_three_modules"] = limits["errand_boys_two_modules"]
    for name in ("board_side", *limits):
        row = getattr(table, name)
        path = ("per_player_count", name, "by_players")
        if not check.require(sorted(row.by_players) == players, path, f"needs one value per player count {players}"):
            continue
        for n, value in row.by_players.items():
            if name == "board_side":
                check.require(n in sides.get(value, ()), path + (n,), f"no board side {value!r} serves {n} players")
            else:
                rule, ok = limits[name]
                check.require(ok(n, value), path + (n,), f"{rule}, got {value} at {n} players")
    kept = table.possession_tiles.by_players.values()
    check.require(
        max(kept, default=per_set) >= per_set,  # above it is reported with the row
        ("per_player_count", "possession_tiles", "by_players"),
        f"the most tiles a player keeps must be a whole set ({per_set} tiles, the count check), "
        f"got {max(kept, default=0)}",
    )
    check.require(
        spec.inventory.colours >= max(players), ("inventory", "colours"), f"{max(players)} players need as many colours"
    )
    for i, handicap in enumerate(spec.handicaps.order):
        wants = handicap.kind == "token_up"
        check.require(
            (handicap.column is not None) == wants,
            ("handicaps", "order", i),
            "a token_up handicap names its column, and no other handicap does",
        )
    dealt = {handicap.module for handicap in spec.handicaps.order}
    for module in spec.modules:  # any combination of contests deals handicaps from the modules it plays
        check.require(module.id in dealt, ("handicaps", "order"), f"no handicap is dealt from the {module.id} module")


def _check_inventory(spec: ProdigalsSpec, check: Checker) -> None:
    """The count check adds up: 110 cards = central + modules x deck; central = combinations x 5 + reserved."""
    inv = spec.inventory
    deck = inv.module_deck.white + inv.module_deck.black
    per_combination = inv.central_cards_per_combination.white + inv.central_cards_per_combination.black
    check.require(
        inv.cards == inv.central_cards + inv.modules * deck,
        ("inventory", "cards"),
        f"cards add up to {inv.central_cards + inv.modules * deck} ({inv.central_cards} central + {inv.modules} "
        f"modules x {deck}), but cards is {inv.cards}",
    )
    check.require(
        inv.central_cards == inv.combinations * per_combination + inv.central_cards_reserved,
        ("inventory", "central_cards"),
        f"central cards add up to {inv.combinations * per_combination + inv.central_cards_reserved} "
        f"({inv.combinations} combinations x {per_combination} + {inv.central_cards_reserved} reserved), "
        f"but central_cards is {inv.central_cards}",
    )
    check.require(len(spec.modules) == inv.modules, ("modules",), f"the count check says {inv.modules} modules")
    tiles = inv.possession_tiles
    check.require(
        tiles.total == tiles.sets * tiles.per_set + tiles.part_one + tiles.part_two,
        ("inventory", "possession_tiles", "total"),
        f"possession tiles add up to {tiles.sets * tiles.per_set + tiles.part_one + tiles.part_two} ({tiles.sets} sets "
        f"x {tiles.per_set} + {tiles.part_one} part I + {tiles.part_two} part II), but total is {tiles.total}",
    )
    check.require(
        len(spec.combinations) <= inv.combinations, ("combinations",), f"at most {inv.combinations} combinations"
    )
    for module in MODELLED:
        bonus = [t for t in spec.bonus_tiles if t.module == module]
        check.require(
            len(bonus) == inv.bonus_tiles_per_module,
            ("bonus_tiles",),
            f"the count check says {inv.bonus_tiles_per_module} bonus tiles per module; {module} has {len(bonus)}",
        )
    known = [m.id for m in spec.modules]
    for i, tile in enumerate(spec.bonus_tiles):
        check.require(tile.module in known, ("bonus_tiles", i, "module"), f"unknown module {tile.module!r}")


def _check_combinations(spec: ProdigalsSpec, check: Checker) -> None:
    """Each combination's modules have data, its central side fits, its central deck is 3 black on 2 white."""
    sides = {s.id: s for s in spec.central_board.sides}
    ids = [c.id for c in spec.combinations]
    dangling = any(card.combination not in ids for card in spec.central_cards)  # reported below, once
    for i, combo in enumerate(spec.combinations):
        path = ("combinations", i)
        missing = [m for m in combo.modules if m not in MODELLED]
        check.require(not missing, path + ("modules",), f"{missing} not modelled in this data yet")
        side = sides.get(combo.central_side)
        unknown = f"unknown central side; sides are {list(sides)}"
        if check.require(side is not None, path + ("central_side",), unknown) and side is not None:
            check.require(
                side.modules == len(combo.modules),
                path + ("central_side",),
                f"the {side.id} side is for {side.modules} modules",
            )
        if not dangling:
            _check_central_deck(spec, check, combo.id, path)
    for i, card in enumerate(spec.central_cards):
        path = ("central_cards", i)
        check.require(card.combination in ids, path + ("combination",), f"unknown combination; combinations are {ids}")
        if card.colour == "white":
            check.require(
                card.play is not None and card.activation is None and not card.permanent,
                path,
                "a white card has a play effect and no activation or permanent effect",
            )
        else:
            _check_black_fields(check, path, card)


def _check_central_deck(spec: ProdigalsSpec, check: Checker, combo: str, path: tuple) -> None:
    """A combination's central deck: the count check's colours, one card per round in the board's colour order."""
    deck = spec.central_deck(combo)
    wanted = spec.inventory.central_cards_per_combination
    got = (sum(c.colour == "white" for c in deck), sum(c.colour == "black" for c in deck))
    check.require(
        got == (wanted.white, wanted.black),
        path,
        f"the central deck has {got[0]} white and {got[1]} black cards, but the count check says "
        f"{wanted.white} and {wanted.black}",
    )
    by_round = spec.central_board.central_card_by_round
    if len(by_round) != spec.numbers.rounds.value:
        return  # reported with the central board
    check.require(
        (by_round.count("white"), by_round.count("black")) == (wanted.white, wanted.black),
        ("central_board", "central_card_by_round"),
        f"the central card's colours by round must use the deck's {wanted.white} white and {wanted.black} black",
    )


def _check_black_fields(check: Checker, path: tuple, card: Any) -> None:
    """A black card has an activation and/or a permanent effect, and no play effect."""
    check.require(getattr(card, "play", None) is None, path + ("play",), "a black card has no play effect")
    check.require(
        card.activation is not None or bool(card.permanent), path, "a black card needs an activation or a permanent"
    )


def _check_deck(spec: ProdigalsSpec, check: Checker, module: str) -> None:
    """A module's decks: the count check's sizes and parts, white cards' fields, copies that agree."""
    deck = getattr(spec, module)
    inv = spec.inventory
    for colour in ("white", "black"):
        cards = getattr(deck, f"{colour}_cards")
        path = (module, f"{colour}_cards")
        size, part_one = getattr(inv.module_deck, colour), getattr(inv.module_deck_part_one, colour)
        got = (len(cards), sum(c.part == "I" for c in cards))
        check.require(
            got == (size, part_one),
            path,
            f"the {module} {colour} deck has {got[0]} cards ({got[1]} in part I), but the count check says "
            f"{size} ({part_one} in part I)",
        )
        firsts: dict[str, Any] = {}
        for i, card in enumerate(cards):
            first = firsts.setdefault(card.name.text, card)  # copies share the data's name
            differ = [
                f.name
                for f in dataclasses.fields(card)
                if f.name in COPIED and getattr(card, f.name) != getattr(first, f.name)
            ]
            check.require(
                not differ,
                path + (i,),
                f"copies of {card.name.text} must agree with {first.id}; {', '.join(differ)} differ",
            )
            if colour == "white":
                _check_white(spec, check, module, path + (i,), card)
            else:
                _check_black_fields(check, path + (i,), card)
                for j, variant in enumerate(card.variants):
                    known = [v.id for v in spec.variants]
                    check.require(
                        variant.variant in known,
                        path + (i, "variants", j, "variant"),
                        f"unknown variant {variant.variant!r}; variants are {known}",
                    )


def _check_white(spec: ProdigalsSpec, check: Checker, module: str, path: tuple, card: Any) -> None:
    """ABMT or a play effect; group_play with a count table of that size; party icons only on Election cards."""
    if card.abmt:
        check.require(card.play is None and card.group_play is None, path, "an ABMT card has no play or group_play")
    elif check.require(card.play is not None, path, "a white card needs a play effect (or abmt: true)"):
        try:
            effect = spec.effect(card.play)
        except EffectError:
            return  # reported with the effects
        table = len(effect.losses) if isinstance(effect, LoseVotesByCount) else None
        check.require(
            table == card.group_play,
            path + ("group_play",),
            f"group_play {card.group_play} needs a lose_votes_by_count of as many entries, got {table}",
        )
    check.require(card.party is None or module == "election", path + ("party",), "only Election cards show a party")


# ----- effects -----------------------------------------------------------------------------------------
def effect_texts(spec: ProdigalsSpec) -> Iterator[tuple[tuple, str, str, tuple[str, ...]]]:
    """(key path, text, where, modules it may use) of every effect text in the data."""
    for module in MODELLED:
        deck = getattr(spec, module)
        for i, card in enumerate(deck.white_cards):
            if card.play:
                yield (module, "white_cards", i, "play"), card.play, "card", (module,)
        for i, card in enumerate(deck.black_cards):
            yield from _black_texts((module, "black_cards", i), card, (module,))
            for j, variant in enumerate(card.variants):
                if variant.activation:
                    path = (module, "black_cards", i, "variants", j, "activation")
                    yield path, variant.activation, "card", (module,)
        yield from _board_texts(spec, module)
    combos = {c.id: c.modules for c in spec.combinations}
    for i, card in enumerate(spec.central_cards):
        modules = combos.get(card.combination, MODELLED)
        if card.play:
            yield ("central_cards", i, "play"), card.play, "card", modules
        yield from _black_texts(("central_cards", i), card, modules)
    for i, space in enumerate(spec.central_board.spaces):
        if space.effect:
            yield ("central_board", "spaces", i, "effect"), space.effect, "space", MODELLED
    for i, tile in enumerate(spec.bonus_tiles):
        yield ("bonus_tiles", i, "effect"), tile.effect, "tile", (tile.module,)
    for i, bonus in enumerate(spec.election.inner_circle.bonuses):
        yield ("election", "inner_circle", "bonuses", i, "effect"), bonus.effect, "tile", (bonus.module,)


def _black_texts(path: tuple, card: Any, modules: tuple[str, ...]) -> Iterator[tuple[tuple, str, str, tuple]]:
    """A black card's activation and permanent effects."""
    if card.activation:
        yield path + ("activation",), card.activation, "card", modules
    for j, text in enumerate(card.permanent):
        yield path + ("permanent", j), text, "permanent", modules


def _board_texts(spec: ProdigalsSpec, module: str) -> Iterator[tuple[tuple, str, str, tuple]]:
    """A module board's space effects and display effects."""
    board = spec.module_board(module)
    for i, space in enumerate(board.spaces):
        if space.effect:
            yield (module, "board", "spaces", i, "effect"), space.effect, "space", (module,)
        for j, text in enumerate(space.by_round):
            yield (module, "board", "spaces", i, "by_round", j), text, "space", (module,)
    for i, display in enumerate(board.displays):
        for side, face in display.faces.items():
            path = (module, "board", "displays", i, "faces", side)
            if face.effect:
                yield path + ("effect",), face.effect, "space", (module,)
            for r, contents in face.rounds.items():
                if contents.effect:
                    yield path + ("rounds", r, "effect"), contents.effect, "space", (module,)


def walk(form: Any) -> Iterator[Form]:
    """Every vocabulary node of a tree, the root first."""
    if isinstance(form, Form):
        yield form
        # Form is the plain base of the vocabulary dataclasses: mypy cannot tell a node is one
        for field in dataclasses.fields(form):  # type: ignore[arg-type]
            yield from walk(getattr(form, field.name))
    elif isinstance(form, tuple):
        for item in form:
            yield from walk(item)


def _check_effects(spec: ProdigalsSpec, check: Checker) -> None:
    """Every effect text parses and validates, uses only its modules and names only things that exist."""
    for path, text, where, modules in effect_texts(spec):
        try:
            tree = spec.permanent(text) if where == "permanent" else spec.effect(text, where)
        except EffectError as exc:
            check.fail(path, f"{text!r}: {exc}")
            continue
        for node in walk(tree):
            problem = _reference_problem(spec, path, node) or _module_problem(node, modules)
            if problem:
                check.fail(path, f"{text!r}: {problem}")
                break


def _module_problem(node: Form, modules: tuple[str, ...]) -> str | None:
    """Why a node's module is not among those this effect may use, or None."""
    module = MODULE_OF.get(type(node))
    if isinstance(node, AtPhase):
        module = "election" if node.phase == "hyde_park" else "society"
    elif isinstance(node, Modify):
        module = "election" if node.kind == "inner_circle_bonuses" else "possessions"
    if module is None or module in modules:
        return None
    return f"{node.WORD} belongs to {module}, but this effect may use only {', '.join(modules)}"


def _reference_problem(spec: ProdigalsSpec, path: tuple, node: Form) -> str | None:
    """Why a name or number a node refers to does not exist in the data, or None."""
    if isinstance(node, TakeSet) and node.display != "any":
        board = path[0] if path[0] in MODELLED else None
        displays = [d.id for d in spec.module_board(board).displays] if board else []
        if node.display not in displays:
            return f"unknown display {node.display!r}; this board's displays are {displays}"
    boroughs = [b.id for b in spec.possessions.boroughs]
    if isinstance(node, (Sell, TilesInBorough)) and node.borough is not None and node.borough not in boroughs:
        return f"unknown borough {node.borough!r}; boroughs are {boroughs}"
    boards: tuple[CentralBoard | ModuleBoard, ...] = (spec.central_board, *(spec.module_board(m) for m in MODELLED))
    spaces = [s.id for b in boards for s in b.spaces]
    if isinstance(node, AtPhase) and node.if_boy_on and node.if_boy_on not in spaces:
        return f"unknown space {node.if_boy_on!r}"
    if isinstance(node, (OnPlayWhite, PlayedWhite)) and node.name:
        names = sorted({c.name.text for m in MODELLED for c in getattr(spec, m).white_cards})
        if node.name not in names:
            return f"no white card is called {node.name!r}"
    if isinstance(node, TokensOnValue) and node.value not in spec.society.grid.rows:
        return f"no grid row has the value {node.value}; rows are {list(spec.society.grid.rows)}"
    return None
