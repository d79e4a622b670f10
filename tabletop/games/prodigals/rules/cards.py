"""Card look-ups: every card of Election + Society (module and central) by id, and what its effects are."""

from __future__ import annotations

from tabletop.engine.message import Msg, Name, as_msg, joined, msg, msgc
from tabletop.games.prodigals.rules.data import ProdigalsSpec
from tabletop.games.prodigals.rules.pieces import BlackCard, BonusTile, CentralCard, OldLadyTile, WhiteCard
from tabletop.games.prodigals.rules.vocab import (
    All,
    Choose,
    Effect,
    Exchange,
    Megaphones,
    Per,
    Permanent,
    Sell,
    Times,
    Trade,
)

Card = WhiteCard | BlackCard | CentralCard
_TABLES: dict[int, dict[str, Card]] = {}


def catalog(spec: ProdigalsSpec) -> dict[str, Card]:
    """Every card by id (built once per loaded spec)."""
    table = _TABLES.get(id(spec))
    if table is None:
        table = {}
        for module in (spec.election, spec.society, spec.possessions):
            table.update({c.id: c for c in module.white_cards + module.black_cards})
        table.update({c.id: c for c in spec.central_cards})
        _TABLES[id(spec)] = table
    return table


def card(spec: ProdigalsSpec, card_id: str) -> Card:
    """The card with this id."""
    return catalog(spec)[card_id]


def named(spec: ProdigalsSpec, component_id: str) -> Msg:
    """A card's or tile's name for the log: "Pub Visit", "Faux Pas", "political tile PT08 (wine glass, dog, blank,
    wild)", "possession T08 (6, wine glass, Kensington)"."""
    if component_id in catalog(spec):
        return catalog(spec)[component_id].name
    named_tiles: tuple[BonusTile | OldLadyTile, ...] = (*spec.bonus_tiles, *spec.society.old_lady_tiles)
    for named_tile in named_tiles:
        if named_tile.id == component_id:
            return named_tile.name
    names = {"*": msgc("edge", "wild"), "-": msgc("edge", "blank"), **{sym.id: sym.name for sym in spec.symbols}}
    if component_id in spec.possession_tiles:
        p = spec.possession_tiles[component_id]
        borough = next(b.name for b in spec.possessions.boroughs if b.id == p.borough)
        return msg(
            "possession {tile} ({value}, {symbol}, {borough})",
            tile=Name(p.id),
            value=p.value,
            symbol=names[p.symbol],
            borough=borough,
        )
    tile = next(t for t in spec.election.political_tiles if t.id == component_id)
    edges = joined([names.get(e, as_msg(e)) for e in tile.edges.split()], ", ")
    return msg("political tile {tile} ({edges})", tile=Name(tile.id), edges=edges)


def needs_tile(effect: Effect | None) -> bool:
    """Whether an effect obliges a sale or an exchange, so it may be used only by a possession tile's owner
    (components reading 15; the sale/exchange spaces likewise): a sale, an exchange, a choice of only those, or
    a sequence with one."""
    if isinstance(effect, Sell | Exchange):
        return True
    if isinstance(effect, Choose):
        return all(needs_tile(e) for e in effect.effects)
    return isinstance(effect, All) and any(needs_tile(e) for e in effect.effects)


def is_white(spec: ProdigalsSpec, card_id: str) -> bool:
    """Whether a card is white (one-shot)."""
    c = card(spec, card_id)
    return isinstance(c, WhiteCard) or (isinstance(c, CentralCard) and c.colour == "white")


def party(spec: ProdigalsSpec, card_id: str) -> str | None:
    """A white card's party icon (L, C, B) or None."""
    c = card(spec, card_id)
    return c.party if isinstance(c, WhiteCard) else None


def play_effect(spec: ProdigalsSpec, card_id: str) -> Effect | None:
    """A white card's effect (None for a black card, and for A Bit More Time)."""
    c = card(spec, card_id)
    text = c.play if isinstance(c, WhiteCard | CentralCard) else None
    return spec.effect(text) if text else None


def activation(spec: ProdigalsSpec, card_id: str, variants: tuple[str, ...] = ()) -> Effect | None:
    """A black card's activation (a variant's activation when that variant is on); None for a white card."""
    c = card(spec, card_id)
    text = c.activation if isinstance(c, BlackCard | CentralCard) else None
    for v in c.variants if isinstance(c, BlackCard) else ():
        if v.variant in variants and v.activation:
            text = v.activation
    return spec.effect(text) if text else None


def permanents(spec: ProdigalsSpec, card_id: str) -> list[Permanent]:
    """A black card's permanent effects, parsed (none for a white card)."""
    c = card(spec, card_id)
    return [spec.permanent(t) for t in c.permanent] if isinstance(c, BlackCard | CentralCard) else []


def has_megaphones(effect: Effect | None) -> bool:
    """Whether an effect shows megaphones anywhere in it."""
    if effect is None:
        return False
    if isinstance(effect, Megaphones):
        return True
    if isinstance(effect, All | Choose):
        return any(has_megaphones(e) for e in effect.effects)
    if isinstance(effect, Times):
        return any(has_megaphones(e) for e in effect.options)
    if isinstance(effect, Per):
        return has_megaphones(effect.effect)
    if isinstance(effect, Trade):
        return has_megaphones(effect.cost) or has_megaphones(effect.gain)
    return False
