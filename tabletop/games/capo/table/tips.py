"""What each piece of a Capo dei Capi table says when the mouse rests on it: its name, then its rules text.

Pure (no pygame). The words come from data/capo.yaml (names, rules texts, costs and numbers, through the
validated spec the table is handed) and the numbers on the table from the view alone, so a tip shows a seat
nothing its view hides: a face-down bribe's tip says only what its back says.
"""

from __future__ import annotations

import functools

from tabletop.engine.layout import Layout, Placement, Region
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.dice import NAMES_A_CARD, classify
from tabletop.games.capo.rules.state import (
    BOX,
    BRIBE_SUPPLY,
    CUBE_SUPPLY,
    PENDING_CHIPS,
    card_cubes,
    hitman,
    pending,
    place_of,
    side,
    won,
)
from tabletop.games.capo.rules.view import HIDDEN, CapoView, Piece
from tabletop.games.capo.table.keys import (
    CardSpot,
    ChipSpot,
    DiceSpot,
    InfluencePile,
    PendingSpot,
    Pile,
    SideSpot,
    StripSpot,
    SupplySpot,
)

ZOOM_KINDS = ("card", "mayor")  # the cards: a right-click shows them large
RAISE_EXTORTION = ("extort", "bribe_extort", "invest_extort")  # the rolls with a 4, the Mayor card's die


def explain(spec: CapoSpec, lay: Layout, view: CapoView) -> None:
    """Give every drawn region and component of ``lay`` its tip; the cards may also be zoomed."""
    where = {c: zone for zone, items in view.zones.items() for c, _ in items}
    for key, reg in lay.regions.items():
        lay.regions[key] = reg.evolve(tip=region_tip(spec, view, reg), zoom=reg.kind in ZOOM_KINDS)
    for pid, p in lay.placements.items():
        if not p.in_pile:  # a piled component is drawn as its pile, which explains itself
            lay.placements[pid] = p.evolve(tip=placement_tip(spec, view, p, where.get(p.id, "")))


def _tip(name: str, *paragraphs: str) -> str:
    return "\n".join([name, *(p for p in paragraphs if p)])


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _either(values: tuple[int, ...]) -> str:
    """1 -> "1"; 2, 3 -> "2 or 3"; 1, 2, 3 -> "1, 2 or 3"."""
    words = [str(v) for v in values]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def card_name(spec: CapoSpec, card: str) -> str:
    """The printed name of an area card or the Mayor card."""
    if card == spec.mayor_card.id:
        return spec.mayor_card.name
    return next(c.name for c in spec.area_cards if c.id == card)


def _count(view: CapoView, zone: str) -> int:
    return len(view.zones.get(zone, ()))


# ----- regions -------------------------------------------------------------------------------------
def region_tip(spec: CapoSpec, view: CapoView, reg: Region) -> str:
    """The tip of a region of the table."""
    key, players = reg.key, view.players
    if isinstance(key, CardSpot):
        return mayor_tip(spec, view) if reg.kind == "mayor" else area_card_tip(spec, view, key.card)
    if isinstance(key, SideSpot):
        return side_tip(spec, view, key.card, key.seat)
    if isinstance(key, PendingSpot):
        return pending_tip(spec, view, key.card, key.seat)
    if isinstance(key, ChipSpot):
        who = players[key.seat]
        if key.seat == view.active and not view.over:
            now = f"Waiting for {who} to bank: {_plural(_count(view, PENDING_CHIPS), 'chip')}."
        else:
            now = f"{who}'s chips wait here on {who}'s turn."
        return _tip("Chips beside the Mayor", now, spec.say(spec.places.pending_chips))
    if reg.kind == "pile" and isinstance(key, (InfluencePile, SupplySpot)):
        return pile_tip(spec, view, key)
    if reg.kind == "hitman_spot":
        held = [players[s] for s in (0, 1) if _count(view, hitman(s))]
        now = f"{held[0]} holds it this turn." if held else "In the supply: nobody holds it this turn."
        return _tip(spec.executioner.name, now, spec.say(spec.executioner.text))
    if reg.kind == "box":
        now = f"{_plural(_count(view, BOX), 'marker')} out of the game."
        return _tip("Box", now, spec.say(spec.places.box))
    if isinstance(key, StripSpot):
        return player_tip(spec, view, key.seat)
    if isinstance(key, DiceSpot):
        return dice_tip(spec, view)
    return _tip(reg.label or reg.kind.capitalize())


@functools.cache
def _named_by(die: str, value: int) -> dict[str, tuple[int, ...]]:
    """For each kind of roll that names the card of ``die`` and ``value``: the other die's values (the dice table)."""
    found: dict[str, list[int]] = {}
    for white in range(1, 7):
        for black in range(1, 7):
            meaning = classify(white, black)
            shown = {"white": white, "black": black}
            mine = meaning.named == (die, value) or (meaning.kind == "influence" and shown[die] == value)
            if mine and meaning.kind in NAMES_A_CARD:
                found.setdefault(meaning.kind, []).append(black if die == "white" else white)
    return {kind: tuple(sorted(values)) for kind, values in found.items()}


def naming_rolls(spec: CapoSpec, card: str) -> dict[str, tuple[int, ...]]:
    """The kinds of roll that name ``card``, in the data's order, with the other die's values that make them."""
    area = next(c for c in spec.area_cards if c.id == card)
    named = _named_by(area.die, area.value)
    return {r.id: named[r.id] for r in spec.rolls if r.id in named}


def area_card_tip(spec: CapoSpec, view: CapoView, card: str) -> str:
    """An area card: which dice name it and what they do there, how it scores, and its cubes now."""
    area = next(c for c in spec.area_cards if c.id == card)
    colour = {d.id: d.colour for d in spec.dice}
    other = next(d for d in spec.dice if d.id != area.die)
    lines = [spec.say(spec.places.area_card)]
    for kind, values in naming_rolls(spec, card).items():
        roll = spec.roll(kind)
        dice = f"{colour[area.die]} {area.value} with {other.colour} {_either(values)}"
        lines.append(f"{roll.name} ({dice}): {spec.say(roll.here)}")
    lines.append(f"Cubes on it now: {_count(view, card_cubes(card))}.")
    return _tip(area.name, *lines)


def mayor_tip(spec: CapoSpec, view: CapoView) -> str:
    """The Mayor card: the extortion level now, its track, the bonus levels and its cubes."""
    track = spec.mayor_card.extortion_track
    who = view.players[view.active]
    now = "" if view.over else f"{who}'s extortion now: {view.ext} (track {track[0]} to {track[-1]})."
    bonuses = [f"Stop at {b.level}: {spec.say(b.text)}" for b in spec.extortion.bonus]
    four = spec.mayor_card.value
    raising = [f"{r.name} ({r.roll})" for r in spec.rolls if r.id in RAISE_EXTORTION]
    raising.append(f"{spec.roll('double').name} of {four}")
    dice = f"Its die shows {four}: a {four} raises the level: {', '.join(raising)}."
    cubes = f"Cubes on it now: {_count(view, card_cubes(spec.mayor_card.id))}."
    return _tip(spec.mayor_card.name, now, spec.say(spec.mayor_card.text), dice, *bonuses, cubes)


def _describe_markers(items: tuple[Piece, ...]) -> str:
    """What a seat's markers on a card show in this view: the visible values and how many lie face down."""
    influence = [f for c, f in items if c.startswith("i")]
    bribes = [f for c, f in items if c.startswith("b") and f != HIDDEN]
    hidden = sum(1 for c, f in items if c.startswith("b") and f == HIDDEN)
    shown = []
    if influence:
        shown.append("influence " + ", ".join(influence))
    if bribes:
        shown.append("bribe " + ", ".join(bribes))
    text = ("Showing " + "; ".join(shown) + f", a total of {sum(int(f) for f in influence + bribes)}.") if shown else ""
    if hidden:
        text += f" {_plural(hidden, 'bribe')} face down."
    return text.strip()


def side_tip(spec: CapoSpec, view: CapoView, card: str, seat: int) -> str:
    """One player's banked markers on a card: how many of the limit, and what they show."""
    items = view.zones[side(card, seat)]
    name = f"{view.players[seat]}'s side of {card_name(spec, card)}"
    count = f"{len(items)} of at most {spec.marker_limit_per_card} markers banked here."
    return _tip(name, count, _describe_markers(items), spec.say(spec.places.side))


def pending_tip(spec: CapoSpec, view: CapoView, card: str, seat: int) -> str:
    """A pending slot: what waits there now (a bribe only as face down), and what pending means."""
    who = view.players[seat]
    if seat != view.active or view.over:
        now = f"{who}'s markers wait here on {who}'s turn."
    else:
        items = view.zones[pending(card)]
        if not items:
            now = f"Empty: a roll may place a marker here for {who}."
        elif items[0].face == HIDDEN or items[0].token.startswith("b"):
            now = f"Now: a face-down bribe of {who}."
        else:
            now = f"Now: influence {items[0].face} of {who}."
    return _tip(f"Pending beside {card_name(spec, card)}", now, spec.say(spec.places.pending))


def pile_tip(spec: CapoSpec, view: CapoView, pile: Pile) -> str:
    """A supply pile: how many are left of how many, and what emptying it does."""
    n = _count(view, pile.zone)
    if isinstance(pile, InfluencePile):
        value = pile.value
        total = next(t.count for t in spec.influence_tokens.by_value if t.value == value)
        return _tip(f"Influence {value} supply", f"{n} of {total} tokens left.", spec.say(spec.places.supply_end))
    zone = pile.zone
    if zone == BRIBE_SUPPLY:
        left = f"{n} of {spec.bribe_tokens.total} bribes left, face down."
        return _tip("Bribe supply", left, spec.say(spec.places.supply_end))
    if zone == CUBE_SUPPLY:
        left = f"{n} of {spec.value_cubes.total} cubes left."
        return _tip("Cube supply", left, spec.say(spec.places.supply_end))
    left = f"{n} of {spec.mayor_chips.total} chips here."
    return _tip("Chip supply", left, spec.say(spec.places.supply_chips))


def player_tip(spec: CapoSpec, view: CapoView, seat: int) -> str:
    """A player's strip: chips in hand, cubes won, the hit-man, and whose turn it is."""
    who = view.players[seat]
    now = f"Chips in hand: {view.chips[seat]}. Cubes won by extortion: {_count(view, won(seat))}."
    if _count(view, hitman(seat)):
        now += f" Holds the {spec.executioner.name.lower()}."
    if seat == view.active and not view.over:
        now = f"{who}'s turn. " + now
    return _tip(who, now, spec.say(spec.places.player))


def dice_tip(spec: CapoSpec, view: CapoView) -> str:
    """The dice: what the roll on them means, the extortion level, and the dice table."""
    last = view.last_roll
    roll = view.dice or (last[:2] if last else None)
    if roll:
        white, black = roll
        meaning = spec.roll(classify(white, black).kind)
        whose = "This roll" if view.dice or not last else f"{view.players[last[2]]}'s last roll"
        now = [f"{whose}: white {white}, black {black} = {meaning.name}.", spec.say(meaning.text)]
    else:
        now = ["Nothing rolled yet."]
    top = spec.extortion.arrest_above
    ext = f"Extortion {view.ext}/{top}: the level of the player whose turn it is; above {top} is an arrest."
    table = [f"{r.name}: {r.roll}." for r in spec.rolls]
    return _tip("Dice", *now, ext, spec.say(spec.places.dice), *table)


# ----- components ----------------------------------------------------------------------------------
def _where(spec: CapoSpec, view: CapoView, zone: str) -> str:
    """Where a component lies, in words (every place is public)."""
    place = place_of(zone)
    kind, card, active = place.kind, place.card, view.players[view.active]
    owner = view.players[place.seat] if place.seat is not None else ""
    if kind == "pending":
        return f"Pending beside {card_name(spec, card)}, placed by {active} this turn."
    if kind == "side":
        return f"Banked by {owner} on {card_name(spec, card)}."
    if kind == "cubes":
        return f"On the {spec.mayor_card.name} card." if card == spec.mayor_card.id else f"On {card_name(spec, card)}."
    if kind == "won":
        return f"Won by {owner} from the {spec.mayor_card.name}."
    if kind == "chips":
        return f"In {owner}'s hand."
    if kind == "pendingchips":
        return f"Beside the {spec.mayor_card.name}, waiting for {active} to bank."
    if kind == "hitman":
        return f"Held by {owner} this turn."
    return "In the supply." if kind == "supply" else ""


def placement_tip(spec: CapoSpec, view: CapoView, p: Placement, zone: str) -> str:
    """The tip of a component lying in ``zone`` (a face-down bribe: only its back)."""
    where = _where(spec, view, zone)
    if p.kind == "influence":
        return _tip(f"Influence {p.face}", where, spec.say(spec.influence_tokens.text))
    if p.kind == "bribe":
        if p.face == HIDDEN:
            return _tip("Bribe", spec.say(spec.bribe_tokens.back))
        return _tip(f"Bribe {p.face}", where, spec.say(spec.bribe_tokens.text))
    if p.kind == "cube":
        return _tip("Value cube", where, spec.say(spec.value_cubes.text))
    if p.kind == "chip":
        actions = [f"{a.name} ({_plural(a.cost, 'chip')}): {spec.say(a.text)}" for a in spec.chip_actions]
        return _tip("Mayor chip", where, spec.say(spec.mayor_chips.text), *actions)
    if p.kind == "hitman":
        return _tip(spec.executioner.name, where, spec.say(spec.executioner.text))
    return _tip(p.kind.capitalize(), where)
