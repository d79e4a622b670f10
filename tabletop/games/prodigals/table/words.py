"""The Prodigals Club's pieces in words, from the data: card, space, tile and token texts that both the hover tips
(tips.py) and the printed faces (faces.py) use. Pure: reads only the validated data ``spec`` it is handed (the data
the rules were loaded from, passed down by screen.py); it never loads the data itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from tabletop.games.prodigals.rules.cards import Card, card, catalog
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

PARTY_NAMES = {"L": "Liberal", "C": "Conservative", "B": "Liberal and Conservative"}
EDGE_SIDES = ("top", "right", "bottom", "left")
WHEN = {  # when a bonus tile is used
    "action_turn": "Used in your action turn instead of a card.",
    "old_lady_phase": "Used in the Old Lady phase, when she comes for your tokens.",
}


def say(spec: ProdigalsSpec, text: str | None, where: str = "card") -> str:
    """An effect text of the data in plain English (the raw text if it cannot be described)."""
    if not text:
        return ""
    try:
        return spec.words(text, where)
    except (ValueError, KeyError, TypeError):  # a text the describer does not know: show it as written
        return text


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


def card_lines(spec: ProdigalsSpec, cid: str) -> list[str]:
    """A card's rules in words, one paragraph a line: its kind, what playing it does, its activation and its
    permanent effects."""
    colour = colour_of(spec, cid)
    kind = f"{'White' if colour == 'white' else 'Black'} card" + _party(card(spec, cid))
    return [kind, *(f"{head}: {text}" if head else text for head, text in card_parts(spec, cid))]


def card_parts(spec: ProdigalsSpec, cid: str) -> list[tuple[str, str]]:
    """A card's rules after its kind, as (heading, words): ("Play", ...), ("", "May be played as a group..."),
    ("Activate (once a round)", ...), ("Permanent", ...) for each permanent effect."""
    c = card(spec, cid)
    parts: list[tuple[str, str]] = []
    play = c.play if isinstance(c, WhiteCard | CentralCard) else None
    if play:
        parts.append(("Play", say(spec, play)))
    group = c.group_play if isinstance(c, WhiteCard) else None
    if group:
        parts.append(("", f"May be played as a group of up to {group} copies."))
    active = c.activation if isinstance(c, BlackCard | CentralCard) else None
    if active:
        parts.append(("Activate (once a round)", say(spec, active)))
    for text in c.permanent if isinstance(c, BlackCard | CentralCard) else ():
        parts.append(("Permanent", say(spec, text, "permanent")))
    return parts


def _party(c: Card) -> str:
    party = getattr(c, "party", None)
    return f" - {PARTY_NAMES.get(party, party)} party icon" if party else ""


def card_name(spec: ProdigalsSpec, cid: str) -> str:
    """A card's printed name."""
    return card(spec, cid).name


def card_tip(spec: ProdigalsSpec, cid: str) -> str:
    """A card's hover text: its name, then its rules."""
    return "\n".join([card_name(spec, cid), *card_lines(spec, cid)])


def space_of(spec: ProdigalsSpec, space_id: str):
    """The errand space with this id on any board."""
    for board in (spec.central_board, spec.election.board, spec.society.board, spec.possessions.board):
        for space in board.spaces:
            if space.id == space_id:
                return space
    raise KeyError(space_id)


def space_words(spec: ProdigalsSpec, space_id: str, round_no: int = 1) -> str:
    """What an errand space does, in words (a space that changes by round: this round's effect)."""
    space = space_of(spec, space_id)
    text = say(spec, space.effect, "space")
    if space.by_round:
        now = space.by_round[min(max(round_no, 1), len(space.by_round)) - 1]
        text = f"This round: {say(spec, now, 'space')}"
    kind = {"exclusive": "One boy only.", "shared": "Any number of boys."}.get(space.kind, "")
    return " ".join(t for t in (text, kind) if t)


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


def edge_word(spec: ProdigalsSpec, edge: str) -> str:
    """An edge in words: a symbol's name, wild or blank."""
    names = {s.id: s.name for s in spec.symbols}
    return {"*": "wild", "-": "blank"}.get(edge, names.get(edge, edge))


def tile_tip(spec: ProdigalsSpec, tile_id: str, rotation: int = 0) -> str:
    """The hover text of a political tile, a bonus tile or an Old Lady tile."""
    tile = tile_of(spec, tile_id)
    if isinstance(tile, PoliticalTile):
        sides = ", ".join(
            f"{side} {edge_word(spec, e)}" for side, e in zip(EDGE_SIDES, edges_of(spec, tile_id, rotation))
        )
        return (
            f"Political circle tile {tile_id}\nEdges: {sides}.\n"
            "Joined to your network edge to edge; matching symbols connect, a wild edge matches any symbol."
        )
    if isinstance(tile, BonusTile):
        when = WHEN.get(tile.use, f"Used: {tile.use}.")
        return f"{tile.name} (bonus tile)\n{say(spec, tile.effect, 'tile')}\n{when}"
    return (
        f"Old Lady: {tile.name}\nIn the Old Lady phase every token of each player in the squares this tile marks "
        "moves 1 square straight up (a blocked token makes another token move up instead), unless the player "
        "holds the Old Lady immunity space."
    )


def symbol_name(spec: ProdigalsSpec, symbol: str) -> str:
    """A general symbol's name."""
    return edge_word(spec, symbol)
