"""What each piece of a Capo dei Capi table says when the mouse rests on it: its name, then its rules text.

Pure (no pygame). The words come from data/capo.yaml (names, rules texts, costs and numbers, through the
validated spec the table is handed) and the numbers on the table from the view alone, so a tip shows a seat
nothing its view hides: a face-down bribe's tip says only what its back says.
"""

from __future__ import annotations

import functools
from functools import partial

from tabletop.engine.layout import Deferred, Layout, Placement, Region
from tabletop.engine.message import Listed, Msg, Seat, Words, as_msg, joined, msg, msgn
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
        lay.regions[key] = reg.evolve(tip=Deferred(partial(region_tip, spec, view, reg)), zoom=reg.kind in ZOOM_KINDS)
    for pid, p in lay.placements.items():
        if not p.in_pile:  # a piled component is drawn as its pile, which explains itself
            lay.placements[pid] = p.evolve(tip=Deferred(partial(placement_tip, spec, view, p, where.get(p.id, ""))))


def _tip(name: Words, *paragraphs: Msg | None) -> Msg:
    """A tip: its name on the first line, then each paragraph given on its own line."""
    return joined([name, *(p for p in paragraphs if p is not None)])


def _either(values: tuple[int, ...]) -> Listed:
    """1 -> "1"; 2, 3 -> "2 or 3"; 1, 2, 3 -> "1, 2 or 3"."""
    return Listed(values, "or")


def card_name(spec: CapoSpec, card: str) -> Msg:
    """The printed name of an area card or the Mayor card."""
    if card == spec.mayor_card.id:
        return spec.mayor_card.name
    return next(c.name for c in spec.area_cards if c.id == card)


def _count(view: CapoView, zone: str) -> int:
    return len(view.zones.get(zone, ()))


def _seat(view: CapoView, seat: int) -> Seat:
    return Seat(seat, view.players[seat])


# ----- regions -------------------------------------------------------------------------------------
def region_tip(spec: CapoSpec, view: CapoView, reg: Region) -> Msg:
    """The tip of a region of the table."""
    key = reg.key
    if isinstance(key, CardSpot):
        return mayor_tip(spec, view) if reg.kind == "mayor" else area_card_tip(spec, view, key.card)
    if isinstance(key, SideSpot):
        return side_tip(spec, view, key.card, key.seat)
    if isinstance(key, PendingSpot):
        return pending_tip(spec, view, key.card, key.seat)
    if isinstance(key, ChipSpot):
        who = _seat(view, key.seat)
        if key.seat == view.active and not view.over:
            n = _count(view, PENDING_CHIPS)
            now = msgn("Waiting for {seat} to bank: {n} chip.", "Waiting for {seat} to bank: {n} chips.", n, seat=who)
        else:
            now = msg("{seat}'s chips wait here on {seat}'s turn.", seat=who)
        return _tip(msg("Chips beside the Mayor"), now, spec.say(spec.places.pending_chips))
    if reg.kind == "pile" and isinstance(key, (InfluencePile, SupplySpot)):
        return pile_tip(spec, view, key)
    if reg.kind == "hitman_spot":
        held = [s for s in (0, 1) if _count(view, hitman(s))]
        if held:
            now = msg("{seat} holds it this turn.", seat=_seat(view, held[0]))
        else:
            now = msg("In the supply: nobody holds it this turn.")
        return _tip(spec.executioner.name, now, spec.say(spec.executioner.text))
    if reg.kind == "box":
        n = _count(view, BOX)
        now = msgn("{n} marker out of the game.", "{n} markers out of the game.", n)
        return _tip(msg("Box"), now, spec.say(spec.places.box))
    if isinstance(key, StripSpot):
        return player_tip(spec, view, key.seat)
    if isinstance(key, DiceSpot):
        return dice_tip(spec, view)
    return _tip(as_msg(reg.label) if reg.label else as_msg(reg.kind))


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


def _die_words(colour: str, value: int | Listed) -> Msg:
    """A die of the data's ``colour`` showing ``value`` ("white 1", "black 2 or 3")."""
    if colour == "white":
        return msg("white {value}", value=value)
    if colour == "black":
        return msg("black {value}", value=value)
    return msg("{colour} {value}", colour=as_msg(colour), value=value)


def area_card_tip(spec: CapoSpec, view: CapoView, card: str) -> Msg:
    """An area card: which dice name it and what they do there, how it scores, and its cubes now."""
    area = next(c for c in spec.area_cards if c.id == card)
    colour = {d.id: d.colour for d in spec.dice}
    other = next(d for d in spec.dice if d.id != area.die)
    lines: list[Msg | None] = [spec.say(spec.places.area_card)]
    for kind, values in naming_rolls(spec, card).items():
        roll = spec.roll(kind)
        mine, others = _die_words(colour[area.die], area.value), _die_words(other.colour, _either(values))
        here = spec.say(roll.here) if roll.here is not None else as_msg("")
        lines.append(msg("{roll} ({die} with {other}): {here}", roll=roll.name, die=mine, other=others, here=here))
    lines.append(msg("Cubes on it now: {n}.", n=_count(view, card_cubes(card))))
    return _tip(area.name, *lines)


def mayor_tip(spec: CapoSpec, view: CapoView) -> Msg:
    """The Mayor card: the extortion level now, its track, the bonus levels and its cubes."""
    track = spec.mayor_card.extortion_track
    now = None
    if not view.over:
        now = msg(
            "{seat}'s extortion now: {level} (track {low} to {high}).",
            seat=_seat(view, view.active),
            level=view.ext,
            low=track[0],
            high=track[-1],
        )
    bonuses = [msg("Stop at {level}: {rules}", level=b.level, rules=spec.say(b.text)) for b in spec.extortion.bonus]
    four = spec.mayor_card.value
    raising: list[Msg] = [
        msg("{roll} ({dice})", roll=r.name, dice=r.roll) for r in spec.rolls if r.id in RAISE_EXTORTION
    ]
    raising.append(msg("{roll} of {value}", roll=spec.roll("double").name, value=four))
    dice = msg(
        "Its die shows {value}: a {value} raises the level: {rolls}.",
        value=four,
        rolls=joined(raising, as_msg(", ")),
    )
    cubes = msg("Cubes on it now: {n}.", n=_count(view, card_cubes(spec.mayor_card.id)))
    return _tip(spec.mayor_card.name, now, spec.say(spec.mayor_card.text), dice, *bonuses, cubes)


def _describe_markers(items: tuple[Piece, ...]) -> Msg | None:
    """What a seat's markers on a card show in this view: the visible values and how many lie face down."""
    influence = [int(f) for c, f in items if c.startswith("i")]
    bribes = [int(f) for c, f in items if c.startswith("b") and f != HIDDEN]
    hidden = sum(1 for c, f in items if c.startswith("b") and f == HIDDEN)
    shown: list[Msg] = []
    if influence:
        shown.append(msg("influence {values}", values=joined(influence_values(influence), as_msg(", "))))
    if bribes:
        shown.append(msg("bribe {values}", values=joined(influence_values(bribes), as_msg(", "))))
    total = sum(influence + bribes)
    face_down = msgn("{n} bribe face down.", "{n} bribes face down.", hidden)
    if shown and hidden:
        return msg(
            "Showing {shown}, a total of {total}. {face_down}",
            shown=joined(shown, as_msg("; ")),
            total=total,
            face_down=face_down,
        )
    if shown:
        return msg("Showing {shown}, a total of {total}.", shown=joined(shown, as_msg("; ")), total=total)
    return face_down if hidden else None


def influence_values(values: list[int]) -> list[Msg]:
    """Numbers as messages (to list them)."""
    return [msg("{value}", value=v) for v in values]


def side_tip(spec: CapoSpec, view: CapoView, card: str, seat: int) -> Msg:
    """One player's banked markers on a card: how many of the limit, and what they show."""
    items = view.zones[side(card, seat)]
    name = msg("{seat}'s side of {card}", seat=_seat(view, seat), card=card_name(spec, card))
    count = msg("{n} of at most {limit} markers banked here.", n=len(items), limit=spec.marker_limit_per_card)
    return _tip(name, count, _describe_markers(items), spec.say(spec.places.side))


def pending_tip(spec: CapoSpec, view: CapoView, card: str, seat: int) -> Msg:
    """A pending slot: what waits there now (a bribe only as face down), and what pending means."""
    who = _seat(view, seat)
    if seat != view.active or view.over:
        now = msg("{seat}'s markers wait here on {seat}'s turn.", seat=who)
    else:
        items = view.zones[pending(card)]
        if not items:
            now = msg("Empty: a roll may place a marker here for {seat}.", seat=who)
        elif items[0].face == HIDDEN or items[0].token.startswith("b"):
            now = msg("Now: a face-down bribe of {seat}.", seat=who)
        else:
            now = msg("Now: influence {value} of {seat}.", value=int(items[0].face), seat=who)
    return _tip(msg("Pending beside {card}", card=card_name(spec, card)), now, spec.say(spec.places.pending))


def pile_tip(spec: CapoSpec, view: CapoView, pile: Pile) -> Msg:
    """A supply pile: how many are left of how many, and what emptying it does."""
    n = _count(view, pile.zone)
    if isinstance(pile, InfluencePile):
        value = pile.value
        total = next(t.count for t in spec.influence_tokens.by_value if t.value == value)
        name = msg("Influence {value} supply", value=value)
        return _tip(name, msg("{n} of {total} tokens left.", n=n, total=total), spec.say(spec.places.supply_end))
    zone = pile.zone
    if zone == BRIBE_SUPPLY:
        left = msg("{n} of {total} bribes left, face down.", n=n, total=spec.bribe_tokens.total)
        return _tip(msg("Bribe supply"), left, spec.say(spec.places.supply_end))
    if zone == CUBE_SUPPLY:
        left = msg("{n} of {total} cubes left.", n=n, total=spec.value_cubes.total)
        return _tip(msg("Cube supply"), left, spec.say(spec.places.supply_end))
    left = msg("{n} of {total} chips here.", n=n, total=spec.mayor_chips.total)
    return _tip(msg("Chip supply"), left, spec.say(spec.places.supply_chips))


def player_tip(spec: CapoSpec, view: CapoView, seat: int) -> Msg:
    """A player's strip: chips in hand, cubes won, the hit-man, and whose turn it is."""
    who = _seat(view, seat)
    chips, cubes = view.chips[seat], _count(view, won(seat))
    turn = seat == view.active and not view.over
    holds = bool(_count(view, hitman(seat)))
    if turn and holds:
        now = msg(
            "{seat}'s turn. Chips in hand: {chips}. Cubes won by extortion: {cubes}. Holds the hit-man.",
            seat=who,
            chips=chips,
            cubes=cubes,
        )
    elif turn:
        now = msg(
            "{seat}'s turn. Chips in hand: {chips}. Cubes won by extortion: {cubes}.",
            seat=who,
            chips=chips,
            cubes=cubes,
        )
    elif holds:
        now = msg(
            "Chips in hand: {chips}. Cubes won by extortion: {cubes}. Holds the hit-man.", chips=chips, cubes=cubes
        )
    else:
        now = msg("Chips in hand: {chips}. Cubes won by extortion: {cubes}.", chips=chips, cubes=cubes)
    return _tip(who.name, now, spec.say(spec.places.player))


def dice_tip(spec: CapoSpec, view: CapoView) -> Msg:
    """The dice: what the roll on them means, the extortion level, and the dice table."""
    last = view.last_roll
    roll = view.dice or (last[:2] if last else None)
    now: list[Msg | None]
    if roll:
        white, black = roll
        meaning = spec.roll(classify(white, black).kind)
        if view.dice or not last:
            shown = msg(
                "This roll: white {white}, black {black} = {roll}.", white=white, black=black, roll=meaning.name
            )
        else:
            shown = msg(
                "{seat}'s last roll: white {white}, black {black} = {roll}.",
                seat=_seat(view, last[2]),
                white=white,
                black=black,
                roll=meaning.name,
            )
        now = [shown, spec.say(meaning.text)]
    else:
        now = [msg("Nothing rolled yet.")]
    top = spec.extortion.arrest_above
    ext = msg(
        "Extortion {level}/{top}: the level of the player whose turn it is; above {top} is an arrest.",
        level=view.ext,
        top=top,
    )
    table = [msg("{roll}: {dice}.", roll=r.name, dice=r.roll) for r in spec.rolls]
    return _tip(msg("Dice"), *now, ext, spec.say(spec.places.dice), *table)


# ----- components ----------------------------------------------------------------------------------
def _where(spec: CapoSpec, view: CapoView, zone: str) -> Msg | None:
    """Where a component lies, in words (every place is public)."""
    place = place_of(zone)
    kind, card, active = place.kind, place.card, _seat(view, view.active)
    owner = _seat(view, place.seat) if place.seat is not None else None
    mayor = spec.mayor_card.name
    if kind == "pending":
        return msg("Pending beside {card}, placed by {seat} this turn.", card=card_name(spec, card), seat=active)
    if kind == "side" and owner is not None:
        return msg("Banked by {seat} on {card}.", seat=owner, card=card_name(spec, card))
    if kind == "cubes":
        if card == spec.mayor_card.id:
            return msg("On the {mayor} card.", mayor=mayor)
        return msg("On {card}.", card=card_name(spec, card))
    if kind == "won" and owner is not None:
        return msg("Won by {seat} from the {mayor}.", seat=owner, mayor=mayor)
    if kind == "chips" and owner is not None:
        return msg("In {seat}'s hand.", seat=owner)
    if kind == "pendingchips":
        return msg("Beside the {mayor}, waiting for {seat} to bank.", mayor=mayor, seat=active)
    if kind == "hitman" and owner is not None:
        return msg("Held by {seat} this turn.", seat=owner)
    return msg("In the supply.") if kind == "supply" else None


def placement_tip(spec: CapoSpec, view: CapoView, p: Placement, zone: str) -> Msg:
    """The tip of a component lying in ``zone`` (a face-down bribe: only its back)."""
    where = _where(spec, view, zone)
    if p.kind == "influence":
        return _tip(msg("Influence {value}", value=int(p.face)), where, spec.say(spec.influence_tokens.text))
    if p.kind == "bribe":
        if p.face == HIDDEN:
            back = spec.bribe_tokens.back
            return _tip(msg("Bribe"), spec.say(back) if back is not None else None)
        return _tip(msg("Bribe {value}", value=int(p.face)), where, spec.say(spec.bribe_tokens.text))
    if p.kind == "cube":
        return _tip(msg("Value cube"), where, spec.say(spec.value_cubes.text))
    if p.kind == "chip":
        actions = [
            msgn(
                "{action} ({n} chip): {text}",
                "{action} ({n} chips): {text}",
                a.cost,
                action=a.name,
                text=spec.say(a.text),
            )
            for a in spec.chip_actions
        ]
        return _tip(msg("Mayor chip"), where, spec.say(spec.mayor_chips.text), *actions)
    if p.kind == "hitman":
        return _tip(spec.executioner.name, where, spec.say(spec.executioner.text))
    return _tip(as_msg(p.kind), where)
