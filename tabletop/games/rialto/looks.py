"""How Rialto's components look: cards, buildings, bridge and gondola tiles, councillor chips and track markers,
as faces (tabletop/engine/face.py) built from the `presentation:` block of data/rialto.yaml. Pure: the one
renderer draws them. The table's regions (boards, Venice, the supply) are in boards.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.face import Colour, Face, Sketch, seat_ink, shift

if TYPE_CHECKING:
    from tabletop.games.rialto.data import RialtoSpec
    from tabletop.games.rialto.presentation import Palette, Presentation


def spec() -> RialtoSpec:
    """Rialto's validated data (loaded once per process by the registry, at first use, not at import)."""
    from tabletop.games.registry import load_rules

    return load_rules("rialto").spec


def look() -> Presentation:
    """The colours, letters and labels the table is drawn with: data/rialto.yaml ``presentation``."""
    return spec().presentation


def palette() -> Palette:
    """The fixed colours of the table's pieces."""
    return look().palette


def owner_ink(owner: int | None) -> Colour:
    """A piece's colour: its seat's, or the neutral grey for nobody (the neutral player's pieces)."""
    return seat_ink(owner) if owner is not None else palette().neutral


def body(colour: str) -> Colour:
    """A building colour's paint (grey for a colour without a mark)."""
    mark = look().building_colours.get(colour)
    return mark.colour if mark else palette().unknown_building


def convert_colour() -> str:
    """The colour of the buildings whose effect converts a card (yellow in the seed)."""
    return next(k.colour for k in spec().buildings.kinds if k.effect == "convert")


def card(face: str, w: int, h: int) -> Face:
    """A card: ``face`` is its type id ("" for its back), with "|conv" when a building converted it (a badge of
    that building's colour and letter). Tall enough, it shows its name on a coloured band and its letter below;
    small, its letter on its colour."""
    kind, _, extra = face.partition("|")
    pres, pal = look(), palette()
    radius = max(2, min(w, h) // 8)
    s = Sketch(w, h)
    full = (0, 0, w, h)
    if not kind:
        return s.box(full, pal.card_back, pal.card_back_edge, radius=radius).face()
    mark = pres.cards.get(kind)
    colour, letter = (mark.colour, mark.letter) if mark else (pal.unknown_card, "")
    name = next((t.name for t in spec().cards.types if t.id == kind), "")
    s.box(full, "card", radius=radius)
    tall = h > 40
    band = (0, 0, w, max(6, int(h * 0.34)))
    s.box(band if tall else full, colour, radius=radius)
    s.box(full, None, colour, width=max(1, w // 24), radius=radius)
    if tall:
        size = max(9, min(14, w // 6))
        s.text(name, (w // 2, band[3] // 2), size, "text", bold=True, anchor="center", max_width=w - 4)
        s.text(letter, (w // 2, int(h * 0.66)), int(h * 0.3), colour, bold=True, anchor="center")
    else:
        size = max(8, int(h * 0.55))
        s.text(letter, (w // 2, h // 2), size, "text", bold=True, anchor="center", max_width=w - 2)
    if extra == "conv":  # counted as the stage's type by a building: that building's colour and letter
        badge = pres.building_colours[convert_colour()]
        s.circle((w - 7, 7), 6, badge.colour)
        s.text(badge.letter, (w - 7, 7), 9, "text_dark", bold=True, anchor="center")
    return s.face()


def building(face: str, w: int, h: int) -> Face:
    """A building on a board: ``face`` is "colour|value|coin|blocked" (a coin on it, crossed out when blocked)."""
    colour, value, coin, blocked = (face.split("|") + ["", "", "0", "0"])[:4]
    pal = palette()
    paint = body(colour)
    s = Sketch(w, h).box((0, 0, w, h), paint, radius=4)
    s.shape([(2, h // 3), (w // 2, 2), (w - 2, h // 3)], tuple(c // 2 for c in paint))  # the roof, in shade
    s.box((0, 0, w, h), None, pal.outline, radius=4)
    s.text(value, (w // 2, int(h * 0.62)), int(h * 0.5), "text_dark", bold=True, anchor="center")
    if coin == "1":
        centre, radius = (w - w // 4, h - h // 4), max(4, w // 5)
        s.circle(centre, radius, "chip").circle(centre, radius, None, pal.coin_edge)
    if blocked == "1":
        s.line([(3, 3), (w - 3, h - 3)], "danger", 2)
    return s.face()


def tile(face: str, w: int, h: int) -> Face:
    """A bridge or gondola on a connection: ``face`` is "kind|a|b|dx|dy", each end's value shown on the side
    toward its district ((dx, dy) points toward the first)."""
    kind, va, vb, dx, dy = (face.split("|") + ["", "0", "0", "0", "0"])[:5]
    pal = palette()
    s = Sketch(w, h)
    full = (0, 0, w, h)
    if kind == "gondola":
        s.oval(full, pal.gondola).oval(full, None, pal.gondola_edge)
        ends = spec().gondola_tiles.value
        size = max(8, int(h * 0.55))
        return s.text(f"{ends} : {ends}", (w // 2, h // 2), size, "text", bold=True, anchor="center").face()
    s.box(full, pal.bridge, radius=h // 3).box(full, None, pal.bridge_edge, width=2, radius=h // 3)
    ux, uy = float(dx), float(dy)
    size = max(8, int(h * 0.62))
    for value, sign in ((va, 1), (vb, -1)):  # each end's value on the side toward its district
        at = (int(w // 2 + sign * ux * w * 0.28), int(h // 2 + sign * uy * h * 0.28))
        s.text(value, at, size, "text_dark", bold=True, anchor="center")
    return s.face()


def chip(face: str, owner: int | None, w: int, h: int) -> Face:
    """A participant's councillors in a district: a square chip of its colour showing the count."""
    pal = palette()
    s = Sketch(w, h).box((0, 0, w, h), owner_ink(owner), pal.marker_edge, radius=3)
    return s.text(face, (w // 2, h // 2), max(8, min(13, h - 3)), "text", bold=True, anchor="center").face()


def marker(face: str, owner: int | None, w: int, h: int) -> Face:
    """A round marker on the Doge or VP track, showing its Doge rank or VP."""
    size = min(w, h)
    centre = (w // 2, h // 2)
    s = Sketch(w, h).circle(centre, size // 2, owner_ink(owner)).circle(centre, size // 2, None, palette().marker_edge)
    return s.text(face, centre, max(8, int(size * 0.55)), "text", bold=True, anchor="center").face()


# ----- the rules screen's pictures -------------------------------------------------------------------------
SAMPLE_CARD = (64, 90)


def sample(name: str) -> Face | None:
    """A picture for the rules screen, drawn by the table's own builders: "card:<type>" (or "card:back"),
    "building:<kind>", "bridge", "gondola", "councillor", "coin", "neutral", and the table's regions "district",
    "bonus", "track:doge", "track:vp", "board", "deck" (boards.py). None for a name it does not know."""
    kind, _, arg = name.partition(":")
    data = spec()
    if kind == "card":
        known = {t.id for t in data.cards.types}
        return card("" if arg == "back" else arg, *SAMPLE_CARD) if arg in known | {"back"} else None
    if kind == "building":
        found = next((k for k in data.buildings.kinds if k.id == arg), None)
        return padded(building(f"{found.colour}|{found.value}|0|0", 40, 40), 12) if found else None
    pieces = {
        "bridge": lambda: tile("bridge|6|3|-1|0", 60, 26),
        "gondola": lambda: tile("gondola|1|1|0|0", 60, 26),
        "councillor": lambda: padded(chip("3", 0, 26, 26), 14),
        "coin": lambda: padded(coin(26), 14),
        "neutral": lambda: padded(marker("2", None, 28, 28), 14),
    }
    if name in pieces:
        return pieces[name]()
    from tabletop.games.rialto import boards  # the table's regions (boards.py builds on this module)

    return boards.sample_region(name)


def padded(face: Face, margin: int) -> Face:
    """``face`` with an empty margin around it (a small piece drawn smaller than the picture's box)."""
    w, h = face.size
    return Face((w + 2 * margin, h + 2 * margin), shift(face.marks, margin, margin))


def coin(size: int) -> Face:
    """A coin, as on a player board and on a building in use."""
    r = size / 2
    return Sketch(size, size).circle((r, r), r - 1, "chip").circle((r, r), r - 1, None, palette().coin_edge).face()
