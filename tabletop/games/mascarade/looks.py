"""How Mascarade's pieces look: faces (tabletop/engine/face.py) built from the view and the `presentation:` block of
data/mascarade.yaml. Pure: the one renderer draws them."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from tabletop.engine import seatmark
from tabletop.engine.face import Face, Oval, Sketch, Text, approx_width, seat_ink, shift
from tabletop.engine.layout import Layout, Region

if TYPE_CHECKING:
    from tabletop.games.mascarade.data import MascaradeSpec

BACKS = ("down", "", "?")  # a card's face when it lies face down; "?" is the back shown in the first half of a flip
# What a seat says under its cards: the player being asked, their answer to a claim, the game's winners.
TAGS = {"waiting": "deciding...", "claims": "CLAIMS", "passes": "passes", "winner": "WINNER"}


def spec() -> MascaradeSpec:
    """The loaded data (once per process)."""
    from tabletop.games.registry import load_rules

    return load_rules("mascarade").spec


def card(face: str, w: int, h: int) -> Face:
    """A character card: face up, its letter on a band of the character's colour over its name; face down (or
    ``"?"``, the back a flip shows first), the card back."""
    data = spec()
    look = data.presentation
    s = Sketch(w, h)
    if face in BACKS:
        s.box((0, 0, w, h), look.card_back.body, look.card_back.trim, width=2, radius=6)
        iw, ih = (w + 1) // 2, (h + 1) // 2  # the oval: half the card, centred
        s.oval((iw // 2, ih // 2, w - iw, h - ih), None, look.card_back.trim, 2)
        if look.card_back.icon and min(w, h) >= 30:  # the mask in the oval
            m = int(min(w - iw, h - ih) * 0.75)
            s.icon(look.card_back.icon, ((w - m) / 2, (h - m) / 2, m, m), look.card_back.trim)
        return s.face()
    char = look.characters[face]
    s.box((0, 0, w, h), "card", radius=6)
    s.box((0, 0, w, int(h * 0.55)), char.colour, radius=6, top_only=True)
    s.box((0, 0, w, h), None, look.card_rim, width=2, radius=6)
    band = int(h * 0.55)
    if char.icon and band >= 24:  # the character's picture on its band, else its letter
        m = int(min(w * 0.7, band * 0.8))
        s.icon(char.icon, ((w - m) / 2, (band - m) / 2, m, m), "text")
    else:
        s.text(char.letter, (w // 2, int(h * 0.28)), int(h * 0.35), "text", bold=True, anchor="center")
    name = data.character(face).name
    size = max(9, int(h * 0.17))
    s.text(name, (w // 2, int(h * 0.78)), size, "text_dark", bold=True, anchor="center", max_width=w - 4, serif=True)
    return s.face()


def seat(name: str, at: int, active: bool, coins: int, tag: str, w: int, h: int) -> Face:
    """A player's seat: the name (bold on their turn, when the rim takes their colour), the coins beside a coin
    (counting as they change), and what the seat is doing under its cards."""
    look = spec().presentation
    rim = seat_ink(at) if active else look.seat_rim
    s = Sketch(w, h).box((0, 0, w, h), look.seat, rim, width=3 if active else 1, radius=8)
    seatmark.badge(s, at, (5, 5, 14, 14))  # the seat's colour and shape, told apart without colour
    s.text(name, (23, 4), 14, "text", bold=active, max_width=w - 69)
    s.circle((w - 14, 13), 9, "chip")
    s.text(str(coins), (w - 27, 13), 15, "text", bold=True, anchor="midright", counter=f"coins:{at}")
    if tag:
        s.text(tag, (w // 2, h - 2), 12, "accent", bold=True, anchor="midbottom", max_width=w - 6)
    return s.face()


def centre(title: str, courthouse: int, w: int, h: int) -> Face:
    """The middle of the table: an oval a little larger than its box, what is happening on top, and the
    courthouse's coins (counting as they change) and the bank, right-aligned."""
    look = spec().presentation
    s = Sketch(w, h).oval((-20, -15, w + 40, h + 30), look.centre)
    s.text(title, (w // 2, 0), 16, "accent", bold=True, anchor="midtop", max_width=w)
    words = look.labels.courthouse.replace("{", "{{").replace("}", "}}")
    s.text(str(courthouse), (w - 8, 28), 15, "text", anchor="topright", counter="coins:court", template=words + " {n}")
    return s.text(look.labels.bank, (w - 8, 50), 13, "text_dim", anchor="topright").face()


def character(cid: str, w: int, h: int) -> Face:
    """A tile of a character in play: its colour, its icon and its name."""
    data = spec()
    char = data.presentation.characters[cid]
    s = Sketch(w, h).box((0, 0, w, h), char.colour, radius=5)
    name = data.character(cid).name
    m, lead = h - 6, 0
    room = w - 8 - approx_width(name, 11, bold=True) * 1.4  # what the name leaves, with a margin for wide letters
    if char.icon and h >= 16 and room >= m + 4:  # the icon only where the name still fits beside it
        s.icon(char.icon, (4, 3, m, m), "text")
        lead = m + 4
    size = 13 if approx_width(name, 13, bold=True) * 1.2 + lead + 8 <= w else 11
    centre = ((w + lead) // 2, h // 2)
    return s.text(name, centre, size, "text", bold=True, anchor="center", max_width=w - 6 - lead).face()


def slot(pos: str, w: int, h: int) -> Face | None:
    """Where a card of the 2- and 3-player games lies: its position's name just above the card, and a frame round
    the protected card; nothing for a game of one card each (``pos`` without a position mark)."""
    parts = pos.split(":")
    if len(parts) < 3:
        return None
    data = spec()
    small = data.small_games
    protected = parts[2] in {small.two_players.protected, small.three_players.protected} - {""}
    s = Sketch(w, h)
    label = data.presentation.positions.get(parts[2], parts[2])
    s.text(label, (w // 2, -1), 10, "accent" if protected else "text_dim", anchor="midbottom", max_width=w + 6)
    if protected:
        s.box((-3, -3, w + 6, h + 6), None, "accent", width=2, radius=7)
    return s.face()


def chosen(w: int, h: int) -> Face:
    """A choice already made in a chain (the card to swap, the Fool's first card): a green frame round it."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def seat_tag(view: dict[str, Any], at: int) -> str:
    """What seat ``at`` shows under its cards: deciding, its answer to a claim, or that it won."""
    claims = view["claims"]
    tag = ""
    if view["waiting"] == at:
        tag = TAGS["waiting"]
    elif str(at) in claims:
        tag = TAGS["claims"] if claims[str(at)] else TAGS["passes"]
    if at in view["winners"]:
        tag = TAGS["winner"]
    return tag


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "seat": "board",
    "hotspot": "label",  # where the seat and the centre write coins, courthouse and bank: a tip, drawn by them
    "cardslot": "slot",
    "chosen": "slot",
    "centre": "space",
    "character": "card",
}


def _region_look(reg: Region, view: dict[str, Any]) -> Face | None:
    _, _, w, h = reg.rect
    kind = reg.kind
    if kind == "seat":
        at = reg.owner or 0
        active = at == view["current"] and view["phase"] != "over"
        return seat(reg.label, at, active, view["coins"][at], seat_tag(view, at), w, h)
    if kind == "centre":
        return centre(reg.label, reg.count, w, h)
    if kind == "character":
        return character(reg.label, w, h)
    if kind == "cardslot":
        return slot(reg.label, w, h)
    if kind == "chosen":
        return chosen(w, h)
    return None


def dress(lay: Layout, view: dict[str, Any]) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look, and every card its face and back."""
    for key, reg in lay.regions.items():
        lay.regions[key] = replace(reg, kind=KINDS[reg.kind], look=_region_look(reg, view))
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        lay.placements[pid] = replace(p, look=card(p.face, w, h), back=card("?", w, h))


# The rules screen's pictures (spec/guide.py): each built by the faces above, at about the size the table uses.
CARD = (70, 95)  # a character card or a card back
SEAT_CARD = (44, 60)  # a card inside a seat


def sample(name: str) -> Face | None:
    """The picture of a piece named in the guide of data/mascarade.yaml: ``card:<id>`` (a character's card, face
    up), ``tile:<id>`` (its tile among the characters in play), ``back`` (a face-down card), ``seat`` (a player's
    seat with their card), ``protected`` (a seat of the 2-player game: left, right and protected cards),
    ``chosen`` (a card framed as chosen), ``coins``, ``centre`` (the courthouse and the bank as the middle of the
    table writes them) and ``centre_cards`` (two centre cards). None for any other name."""
    kind, _, arg = name.partition(":")
    chars = spec().presentation.characters
    if kind == "card" and arg in chars:
        return card(arg, *CARD)
    if kind == "tile" and arg in chars:
        return character(arg, 92, 30)
    build = {
        "back": lambda: card("down", *CARD),
        "seat": _seat_sample,
        "protected": _protected_sample,
        "chosen": _chosen_sample,
        "coins": _coins_sample,
        "centre": _centre_sample,
        "centre_cards": _centre_cards_sample,
    }.get(name)
    return build() if build is not None else None


def _seat_sample() -> Face:
    """A seat as the table draws it: the board, the name and coins, and the card face down below them."""
    (cw, ch), w = SEAT_CARD, 112
    h = ch + 54
    s = Sketch(w, h).add(*seat("Anna", 0, True, 6, "", w, h).marks)
    return s.add(*shift(card("down", cw, ch).marks, (w - cw) // 2, 34)).face()


def _protected_sample() -> Face:
    """The protected card of the 2-player game: face down, in its frame, its position's name above it."""
    w, h = 60, 81
    mark = spec().small_games.two_players.protected
    frame = slot(f"p:0:{mark}", w, h)
    marks = card("down", w, h).marks + (frame.marks if frame is not None else ())
    return Sketch(w + 12, h + 22).add(*shift(marks, 6, 16)).face()


def _chosen_sample() -> Face:
    """A face-down card in the green frame of a choice already made."""
    w, h = CARD
    return Sketch(w + 8, h + 8).add(*shift(card("down", w, h).marks, 4, 4), *chosen(w + 8, h + 8).marks).face()


def _coins_sample() -> Face:
    """A player's fortune as a seat shows it: the number beside a coin."""
    s = Sketch(64, 32).circle((50, 16), 12, "chip")
    return s.text("6", (34, 16), 20, "text", bold=True, anchor="midright").face()


def _centre_sample() -> Face:
    """The courthouse's coins and the bank, as the middle of the table writes them, on a patch of its colour (the
    table's oval is much larger than this picture)."""
    w, h = 116, 54
    words = [
        m for m in centre("", 3, w, h).marks if not isinstance(m, Oval) and not (isinstance(m, Text) and not m.text)
    ]
    return Sketch(w, h).box((0, 0, w, h), spec().presentation.centre, radius=12).add(*shift(words, 0, -18)).face()


def _centre_cards_sample() -> Face:
    """Two centre cards face down on the middle of the table (a 4-player game)."""
    w, h = 100, 74
    s = Sketch(w, h).box((0, 0, w, h), spec().presentation.centre, radius=12)
    for k in range(2):
        s.add(*shift(card("down", 38, 52).marks, 8 + k * 46, 11))
    return s.face()
