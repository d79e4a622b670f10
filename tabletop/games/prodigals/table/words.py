"""The Prodigals Club's pieces in words, from the data: card, space, tile and token texts that both the hover tips
(tips.py) and the printed faces (faces.py) use. Pure: reads only the validated data ``spec`` it is handed (the data
the rules were loaded from, passed down by screen.py); it never loads the data itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from tabletop.engine.message import Msg, Name, as_msg, joined, msg, msgc, msgn
from tabletop.games.prodigals.rules.cards import card, catalog
from tabletop.games.prodigals.rules.pieces import (
    BlackCard,
    BonusTile,
    CentralCard,
    OldLadyTile,
    PoliticalTile,
    WhiteCard,
)

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

Tile = PoliticalTile | BonusTile | OldLadyTile
K = TypeVar("K", PoliticalTile, BonusTile, OldLadyTile)  # one kind of tile

KINDS = {  # (colour, party icon) -> a card's kind in words
    ("white", None): msg("White card"),
    ("black", None): msg("Black card"),
    ("white", "L"): msg("White card - Liberal party icon"),
    ("white", "C"): msg("White card - Conservative party icon"),
    ("white", "B"): msg("White card - Liberal and Conservative party icon"),
    ("black", "L"): msg("Black card - Liberal party icon"),
    ("black", "C"): msg("Black card - Conservative party icon"),
    ("black", "B"): msg("Black card - Liberal and Conservative party icon"),
}
EDGE_SIDES = (msg("top {edge}"), msg("right {edge}"), msg("bottom {edge}"), msg("left {edge}"))
WHEN = {  # when a bonus tile is used
    "action_turn": msg("Used in your action turn instead of a card."),
    "old_lady_phase": msg("Used in the Old Lady phase, when she comes for your tokens."),
}


def say(spec: ProdigalsSpec, text: str | None, where: str = "card") -> Msg:
    """An effect text of the data in words (the raw text, verbatim, if it cannot be described)."""
    if not text:
        return as_msg("")
    try:
        return spec.words(text, where)
    except (ValueError, KeyError, TypeError):  # a text the describer does not know: show it as written
        return as_msg(text)


def is_card(spec: ProdigalsSpec, cid: str) -> bool:
    """Whether ``cid`` names a card."""
    return cid in catalog(spec)


def colour_of(spec: ProdigalsSpec, cid: str) -> str:
    """A card's colour: white (played once) or black (goes on the board)."""
    c = card(spec, cid)
    colour = getattr(c, "colour", None)
    if colour:
        return colour
    return "black" if hasattr(c, "activation") else "white"


def card_lines(spec: ProdigalsSpec, cid: str) -> list[Msg]:
    """A card's rules in words, one paragraph a line: its kind, what playing it does, its activation and its
    permanent effects."""
    colour, party = colour_of(spec, cid), getattr(card(spec, cid), "party", None)
    kind = KINDS.get((colour, party)) or msg(
        "{kind} - {party} party icon", kind=KINDS[colour, None], party=Name(str(party))
    )
    heads = {
        "play": lambda e: msg("Play: {effect}", effect=e),
        "activate": lambda e: msg("Activate (once a round): {effect}", effect=e),
        "permanent": lambda e: msg("Permanent: {effect}", effect=e),
    }
    return [kind, *(heads[head](text) if head in heads else text for head, text in card_parts(spec, cid))]


def card_parts(spec: ProdigalsSpec, cid: str) -> list[tuple[str, Msg]]:
    """A card's rules after its kind, as (part, words): ("play", ...), ("group", "May be played as a group..."),
    ("activate", ...), ("permanent", ...) for each permanent effect."""
    c = card(spec, cid)
    parts: list[tuple[str, Msg]] = []
    play = c.play if isinstance(c, WhiteCard | CentralCard) else None
    if play:
        parts.append(("play", say(spec, play)))
    group = c.group_play if isinstance(c, WhiteCard) else None
    if group:
        parts.append(
            (
                "group",
                msgn(
                    "May be played as a group of up to {n} copy.",
                    "May be played as a group of up to {n} copies.",
                    group,
                ),
            )
        )
    active = c.activation if isinstance(c, BlackCard | CentralCard) else None
    if active:
        parts.append(("activate", say(spec, active)))
    for text in c.permanent if isinstance(c, BlackCard | CentralCard) else ():
        parts.append(("permanent", say(spec, text, "permanent")))
    return parts


def card_name(spec: ProdigalsSpec, cid: str) -> Msg:
    """A card's printed name."""
    return card(spec, cid).name


def card_tip(spec: ProdigalsSpec, cid: str) -> Msg:
    """A card's hover text: its name, then its rules."""
    return joined([card_name(spec, cid), *card_lines(spec, cid)])


def space_of(spec: ProdigalsSpec, space_id: str):
    """The errand space with this id on any board."""
    for board in (spec.central_board, spec.election.board, spec.society.board, spec.possessions.board):
        for space in board.spaces:
            if space.id == space_id:
                return space
    raise KeyError(space_id)


def space_words(spec: ProdigalsSpec, space_id: str, round_no: int = 1) -> Msg:
    """What an errand space does, in words (a space that changes by round: this round's effect)."""
    space = space_of(spec, space_id)
    text = say(spec, space.effect, "space")
    if space.by_round:
        now = space.by_round[min(max(round_no, 1), len(space.by_round)) - 1]
        text = msg("This round: {effect}", effect=say(spec, now, "space"))
    if space.kind == "exclusive":
        return msg("{effect} One boy only.", effect=text) if space.effect or space.by_round else msg("One boy only.")
    if space.kind == "shared":
        return (
            msg("{effect} Any number of boys.", effect=text)
            if space.effect or space.by_round
            else msg("Any number of boys.")
        )
    return text


def tile_of(spec: ProdigalsSpec, tile_id: str) -> Tile:
    """A political circle tile, bonus tile or Old Lady tile by id."""
    found: dict[str, Tile] = {t.id: t for t in spec.election.political_tiles}
    found.update({t.id: t for t in spec.bonus_tiles})
    found.update({t.id: t for t in spec.society.old_lady_tiles})
    return found[tile_id]


def tile_as(spec: ProdigalsSpec, tile_id: str, kind: type[K]) -> K:
    """The tile ``tile_id`` of this kind (KeyError when it is another kind's or nobody's)."""
    tile = tile_of(spec, tile_id)
    if not isinstance(tile, kind):
        raise KeyError(f"{tile_id} is not a {kind.__name__}")
    return tile


def edges_of(spec: ProdigalsSpec, tile_id: str, rotation: int = 0) -> list[str]:
    """A political tile's four edges (top, right, bottom, left) after ``rotation`` quarter turns anticlockwise, as
    the rules turn it (circles.edges): the new top edge is the old right one."""
    edges = tile_as(spec, tile_id, PoliticalTile).edge_list
    return [edges[(i + rotation) % 4] for i in range(4)]


def edge_word(spec: ProdigalsSpec, edge: str) -> Msg:
    """An edge in words: a symbol's name, wild or blank."""
    names = {s.id: s.name for s in spec.symbols}
    if edge == "*":
        return msgc("tile edge", "wild")
    if edge == "-":
        return msgc("tile edge", "blank")
    return names[edge] if edge in names else as_msg(edge)


def tile_tip(spec: ProdigalsSpec, tile_id: str, rotation: int = 0) -> Msg:
    """The hover text of a political tile, a bonus tile or an Old Lady tile."""
    tile = tile_of(spec, tile_id)
    if isinstance(tile, PoliticalTile):
        sides = [side.but(edge=edge_word(spec, e)) for side, e in zip(EDGE_SIDES, edges_of(spec, tile_id, rotation))]
        return joined(
            [
                msg("Political circle tile {tile}", tile=Name(tile_id)),
                msg("Edges: {a}, {b}, {c}, {d}.", a=sides[0], b=sides[1], c=sides[2], d=sides[3]),
                msg("Joined to your network edge to edge; matching symbols connect, a wild edge matches any symbol."),
            ]
        )
    if isinstance(tile, BonusTile):
        when = WHEN.get(tile.use) or msg("Used: {when}.", when=Name(tile.use))
        return joined([msg("{name} (bonus tile)", name=tile.name), say(spec, tile.effect, "tile"), when])
    return joined(
        [
            msg("Old Lady: {name}", name=tile.name),
            msg(
                "In the Old Lady phase every token of each player in the squares this tile marks moves 1 square "
                "straight up (a blocked token makes another token move up instead), unless the player holds the "
                "Old Lady immunity space."
            ),
        ]
    )


def symbol_name(spec: ProdigalsSpec, symbol: str) -> Msg:
    """A general symbol's name."""
    return edge_word(spec, symbol)
