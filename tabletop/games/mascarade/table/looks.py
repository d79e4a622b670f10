"""How Mascarade's pieces look: faces (tabletop/engine/face.py) built from the view and the `presentation:` block of
data/mascarade.yaml. Pure: the one renderer draws them. The rules screen's pictures are in pictures.py."""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

from tabletop.engine import measure, seatmark
from tabletop.engine.face import Face, Sketch, seat_ink
from tabletop.engine.layout import Deferred, Layout, Region
from tabletop.engine.message import Msg, Words, msg, say
from tabletop.games.mascarade.rules.state import place_of
from tabletop.games.mascarade.rules.view import MascaradeView
from tabletop.games.mascarade.table.keys import CharacterTile, Courthouse
from tabletop.games.mascarade.table.seating import BADGE, NAME_H, SeatPlan, line_height

if TYPE_CHECKING:
    from tabletop.games.mascarade.rules.data import MascaradeSpec

BACKS = ("down", "", "?")  # a card's face when it lies face down; "?" is the back shown in the first half of a flip
# What a seat says under its cards: the player being asked, their answer to a claim, the game's winners.
TAGS = {
    "waiting": msg("deciding..."),
    "claims": msg("CLAIMS"),
    "passes": msg("passes"),
    "winner": msg("WINNER"),
}
INK = (52, 40, 30)  # print on card stock and plaques
FADED = (110, 96, 80)  # a plaque's small print
LARGE = (200, 280)  # a face-up card zoomed: its power text at a reading size


def card(spec: MascaradeSpec, face: str, w: int, h: int) -> Face:
    """A character card. Face up: card stock, a band of the character's colour with its icon (its letter when
    small), its name in serif and, where the card has room for all of it, its power in a line. Face down (or
    ``"?"``, the back a flip shows first): the card back, a mask in an oval."""
    look = spec.presentation
    s = Sketch(w, h)
    radius = max(3, round(min(w, h) * 0.08))
    if face in BACKS:
        back = look.card_back
        s.grain((0, 0, w, h), "cloth", back.body, radius=radius)
        s.box((0, 0, w, h), None, back.trim, width=2, radius=radius)
        s.box((4, 4, w - 8, h - 8), None, back.trim, width=1, radius=max(2, radius - 3))
        iw, ih = (w + 1) // 2, (h + 1) // 2  # the oval: half the card, centred
        s.oval((iw // 2, ih // 2, w - iw, h - ih), None, back.trim, 2)
        if back.icon and min(w, h) >= 30:  # the mask in the oval
            m = int(min(w - iw, h - ih) * 0.75)
            s.icon(back.icon, ((w - m) / 2, (h - m) / 2, m, m), back.trim)
        return s.face()
    char, character = look.characters[face], spec.character(face)
    inset = max(3, round(w * 0.06))
    name_size = max(10, min(22, round(h * 0.105)))
    band = round(h * 0.34)
    text_top = inset + band + line_height(name_size) + 4
    text_size = _print_size(
        tuple(say(spec.filled(c.text)) for c in spec.characters), w - 2 * inset - 6, h - inset - 2 - text_top
    )
    full = text_size > 0
    if not full:
        band = round(h * 0.52)
        top = max(9, min(18, round(h * 0.17)))
        name_size, names = name_lines(character.name, w - 6, top)
        band = min(band, h - 2 * inset - len(names) * line_height(name_size) - 2)  # room for a name on two lines
    s.grain((0, 0, w, h), "paper", "card", radius=radius)
    s.box((inset, inset, w - 2 * inset, band), char.colour, radius=max(2, radius - 2))
    if char.icon and band >= 22:  # the character's picture on its band, else its letter
        m = int(min((w - 2 * inset) * 0.7, band * 0.8))
        s.icon(char.icon, ((w - m) / 2, inset + (band - m) / 2, m, m), "text")
    else:
        s.text(char.letter, (w // 2, inset + band // 2), int(band * 0.6), "text", bold=True, anchor="center")  # a mark
    s.box((0, 0, w, h), None, look.card_rim, width=2 if w < 120 else 3, radius=radius)
    if full:
        s.text(character.name, (w // 2, inset + band + 2), name_size, INK, serif=True, bold=True, anchor="midtop")
        s.line(((inset + 4, text_top - 3), (w - inset - 4, text_top - 3)), char.colour, 1)
        area = (inset + 3, text_top, w - 2 * inset - 6, h - inset - 2 - text_top)
        power = spec.filled(character.text)
        lines = power_lines(say(power), area[2], text_size)
        if lines != measure.wrap(power, area[2], text_size):  # a word wider than the card: broken, as measured
            s.para("\n".join(lines), area, text_size, INK)
        else:
            s.para(power, area, text_size, INK)
    elif len(names) == 1:
        at = (w // 2, (inset + band + h - inset) // 2)
        s.text(character.name, at, name_size, INK, bold=True, anchor="center", max_width=w - 6, serif=True)
    else:  # a name too long for one line of the floor's size: its lines, centred under the band
        step = line_height(name_size)
        y = (inset + band + h - inset) / 2 - step * (len(names) - 1) / 2
        for k, line in enumerate(names):
            s.text(line, (w // 2, y + k * step), name_size, INK, bold=True, anchor="center", serif=True)
    return s.face()


def name_lines(name: Words, room: int, top: int) -> tuple[int, list[str]]:
    """A card's name (as said now) in ``room`` px: one line at the largest size from ``top`` down to 9 px where it
    fits, else lines of 9 px, broken between words and, a word wider than the card, inside it with a hyphen."""
    size = measure.largest(name, room, top, 9, bold=True, serif=True)
    if measure.fits(name, room, size, bold=True, serif=True):
        return size, [say(name)]
    lines = measure.wrap(name, room, 9, bold=True, serif=True)
    return 9, [part for line in lines for part in _hyphenated(line, room, 9)]


def _hyphenated(word: str, room: float, size: int, bold: bool = True, serif: bool = True) -> list[str]:
    """``word`` (a line of one word too wide) in pieces no wider than ``room`` at ``size``, each but the last ending
    in a hyphen."""
    parts = []
    while not measure.fits(word, room, size, bold, serif) and len(word) > 1:
        cut = max((k for k in range(1, len(word)) if measure.fits(word[:k] + "-", room, size, bold, serif)), default=1)
        parts.append(word[:cut] + "-")
        word = word[cut:]
    return [*parts, word]


@lru_cache(maxsize=256)
def _print_size(texts: tuple[str, ...], width: int, height: int) -> int:
    """The largest print (9 to 16 px) in which every card's power line (as said now) fits ``width`` x ``height``, so
    that cards of one size read alike; 0 if even 9 px does not fit them all (the cards then show no power line)."""
    if width < 70:
        return 0
    for broken in (False, True):  # whole words at any size before a word broken inside
        for size in range(max(9, min(16, round(width * 0.12))), 8, -1):
            if all(_fits(text, size, width, height, broken) for text in texts):
                return size
    return 0


def _fits(text: str, size: int, width: int, height: int, broken: bool = False) -> bool:
    """Whether ``text`` wrapped at ``size`` fits ``width`` x ``height``, no word wider than a line (``broken``: a
    word wider than a line broken inside it)."""
    if broken:
        return len(power_lines(text, width, size)) * line_height(size) <= height
    lines = measure.wrap(text, width, size)
    return len(lines) * line_height(size) <= height and all(measure.fits(x, width, size) for x in lines)


def power_lines(text: str, width: float, size: int) -> list[str]:
    """A power line's lines at ``size`` in ``width`` px: wrapped between words, a word wider than the card (a longer
    language's) broken inside it with a hyphen."""
    return [part for line in measure.wrap(text, width, size) for part in _hyphenated(line, width, size, False, False)]


def seat(
    spec: MascaradeSpec,
    name: Words,
    at: int,
    active: bool,
    coins: int,
    tag: Msg | None,
    w: int,
    h: int,
    plan: SeatPlan | None = None,
    captions: tuple[tuple[Words, bool], ...] = (),
    computer: bool = False,
) -> Face:
    """A player's seat: a wooden board, the seat's badge (with the computer's mark on a ``computer``'s seat) and the
    name (bold on their turn, when the rim takes their colour), the purse (a coin over the count, counting as it
    changes) beside the cards, the cards' positions in the small games (the protected card framed), and what the
    seat is doing under its cards."""
    look = spec.presentation
    rim = seat_ink(at) if active else look.seat_rim
    s = Sketch(w, h).grain((0, 0, w, h), "wood", look.seat, radius=8)
    s.box((0, 0, w, h), None, rim, width=3 if active else 2, radius=8)
    # the seat's colour and shape, told apart without colour; the computer's mark on it when the computer plays it
    seatmark.plate_badge(s, at, (5, 5, 14, 14), computer)
    room = w - BADGE - 5
    if measure.fits(name, room, 10, bold=True):  # the renderer shrinks it to fit, never below 10 px
        s.text(name, (BADGE, 12), 14, "text", bold=active, anchor="midleft", max_width=room)
    else:  # too long for one line: two lines of 9 px
        s.para(name, (BADGE, 0, room, NAME_H), 9, "text")
    px, py, pw, ph = plan.purse if plan is not None else (w - 30, 4, 24, 34)
    coin = pw if plan is None else min(pw, ph - 18)
    s.coin((px + (pw - coin) / 2, py, coin, coin))
    s.text(str(coins), (px + pw / 2, py + coin + 1), 14, "text", bold=True, anchor="midtop", counter=f"coins:{at}")
    for (label, protected), box in zip(captions, plan.cards if plan else (), strict=False):
        caption(s, label, protected, box)
    if tag is not None:
        s.text(tag, (w // 2, h - 2), 12, "accent", bold=True, anchor="midbottom", max_width=w - 8)
    return s.face()


def caption(s: Sketch, label: Words, protected: bool, box: tuple[int, int, int, int], room: int = 0) -> None:
    """Name a card's position just over its ``box`` (a card of the 2- and 3-player games), in ``room`` px (0: a
    little more than the card); frame a protected one."""
    x, y, w, h = box
    ink = "accent" if protected else "text"
    s.text(label, (x + w / 2, y - 1), 10, ink, bold=protected, anchor="midbottom", max_width=room or w + 8)
    if protected:
        s.box((x - 3, y - 3, w + 6, h + 6), None, "accent", width=2, radius=6)


def table_top(spec: MascaradeSpec, title: Words, w: int, h: int) -> Face:
    """The middle of the table: a wooden table top with what is happening written along its top."""
    look = spec.presentation
    radius = min(h // 2, 30)
    s = Sketch(w, h).grain((0, 0, w, h), "wood", look.centre, radius=radius)
    s.box((0, 0, w, h), None, look.seat_rim, width=3, radius=radius)
    size = measure.largest(title, w - 2 * radius, 18, 11, bold=True, serif=True)
    at = (w // 2, 15)
    return s.text(title, at, size, "accent", serif=True, bold=True, anchor="center", max_width=w - 40).face()


def _plaque(spec: MascaradeSpec, icon: str, label: Words, w: int, h: int) -> tuple[Sketch, float, float, int]:
    """A card-stock plaque with an icon and a name: the icon over the name where the plaque is tall, beside it
    where it is low. Returns it with where its last line goes: left edge, middle height and width (whole pixels)."""
    s = Sketch(w, h).grain((0, 0, w, h), "paper", "card", radius=6)
    s.box((0, 0, w, h), None, spec.presentation.card_rim, width=2, radius=6)
    if h >= 62:
        m = round(h * 0.36)
        if icon:
            s.icon(icon, ((w - m) / 2, 4, m, m), INK)
        size = 14 if h >= 74 else 13
        s.text(label, (w // 2, m + 5), size, INK, serif=True, bold=True, anchor="midtop", max_width=w - 8)
        return s, 6, h - 4 - min(18, h / 4) / 2, w - 12
    m = min(h - 10, 28)
    if icon:
        s.icon(icon, (6, 5, m, m), INK)
    s.text(label, (m + 12, 4), 13, INK, serif=True, bold=True, max_width=w - m - 16)
    return s, m + 12, h - 13, w - m - 16


def courthouse(spec: MascaradeSpec, count: int, w: int, h: int) -> Face:
    """The courthouse: its icon and name, a coin and the coins it holds (counting as they change)."""
    place = spec.presentation.courthouse
    s, x, y, room = _plaque(spec, place.icon, place.label, w, h)
    coin = min(18, h // 4) if h >= 62 else 16
    x = x + (room - coin - 24) / 2 if h >= 62 else x
    s.coin((x, y - coin / 2, coin, coin))
    s.text(str(count), (x + coin + 4, y), 15, INK, bold=True, anchor="midleft", counter="coins:court")
    return s.face()


def bank(spec: MascaradeSpec, w: int, h: int) -> Face:
    """The bank: its icon and name, a coin and the words that say it never runs out."""
    place = spec.presentation.bank
    s, x, y, room = _plaque(spec, place.icon, place.label, w, h)
    coin = min(18, h // 4) if h >= 62 else 16
    note = place.note or ""
    x = x + (room - coin - 4 - measure.width(note, 11)) / 2 if h >= 62 else x
    s.coin((x, y - coin / 2, coin, coin))
    return s.text(note, (x + coin + 4, y), 11, FADED, anchor="midleft", max_width=room - coin - 4).face()


def character(spec: MascaradeSpec, cid: str, w: int, h: int) -> Face:
    """A token of a character in play: card stock, a disc of the character's colour with its icon, its name."""
    char = spec.presentation.characters[cid]
    name = spec.character(cid).name
    s = Sketch(w, h).grain((0, 0, w, h), "paper", "card", radius=h // 2)
    s.box((0, 0, w, h), None, char.colour, width=2, radius=h // 2)
    r = h / 2 - 3
    s.circle((h / 2, h / 2), r, char.colour)
    if char.icon:
        m = r * 1.75
        s.icon(char.icon, (h / 2 - m / 2, h / 2 - m / 2, m, m), "text")
    else:
        s.text(char.letter, (h / 2, h / 2), int(r), "text", bold=True, anchor="center")
    lead = h + 2
    size = 14 if measure.fits(name, w - lead - 8, 14, bold=True, serif=True) else 12
    at = ((w + lead) // 2, h // 2)
    return s.text(name, at, size, INK, serif=True, bold=True, anchor="center", max_width=w - lead - 6).face()


def chosen(w: int, h: int) -> Face:
    """A choice already made in a chain (the card to swap, the Fool's first card): a green frame round it."""
    return Sketch(w, h).box((0, 0, w, h), None, "ok", width=4, radius=8).face()


def captions(spec: MascaradeSpec, positions: tuple[str, ...], players: int) -> tuple[tuple[Words, bool], ...]:
    """The name over each card of a seat of the 2- and 3-player games and whether it is the protected card; none
    for a game of one card each (positions without a mark)."""
    protected = spec.small_games.two_players.protected if players == 2 else ""
    out: list[tuple[Words, bool]] = []
    for pos in positions:
        slot = place_of(pos).slot
        if not slot:
            return ()
        out.append((spec.presentation.positions.get(slot, slot), bool(protected) and slot == protected))
    return tuple(out)


def seat_tag(view: MascaradeView, at: int) -> Msg | None:
    """What seat ``at`` shows under its cards: deciding, its answer to a claim, or that it won (None: nothing)."""
    claims = view.claims
    tag = None
    if view.waiting == at:
        tag = TAGS["waiting"]
    elif str(at) in claims:
        tag = TAGS["claims"] if claims[str(at)] else TAGS["passes"]
    if at in view.winners:
        tag = TAGS["winner"]
    return tag


KINDS = {  # the layout's own names for its regions -> the table's closed set of region kinds
    "seat": "board",
    "hotspot": "label",  # where a seat writes its coins: a tip, drawn by the seat
    "cardslot": "slot",  # a card's place: a tip and a click target, drawn by its card
    "chosen": "slot",
    "centre": "space",
    "place": "pile",  # the courthouse and the bank
    "character": "card",
}


def _region_look(
    spec: MascaradeSpec, reg: Region, view: MascaradeView, plan: SeatPlan | None, computers: frozenset[int]
) -> Face | None:
    """What region ``reg`` shows (None: nothing drawn, its card or its seat draws it); ``computers``: the seats a
    computer plays."""
    _, _, w, h = reg.rect
    kind = reg.kind
    if kind == "seat":
        at = reg.owner or 0
        active = at == view.current and view.phase != "over"
        words = captions(spec, view.positions[at], len(view.players))
        computer = at in computers
        name = view.players[at]
        return seat(spec, name, at, active, view.coins[at], seat_tag(view, at), w, h, plan, words, computer)
    if kind == "centre":
        return table_top(spec, reg.label, w, h)
    if kind == "place":
        return courthouse(spec, view.courthouse, w, h) if isinstance(reg.key, Courthouse) else bank(spec, w, h)
    if kind == "character" and isinstance(reg.key, CharacterTile):
        return character(spec, reg.key.char, w, h)
    if kind == "chosen":
        return chosen(w, h)
    return None


def dress(
    spec: MascaradeSpec,
    lay: Layout,
    view: MascaradeView,
    plan: SeatPlan | None = None,
    computers: frozenset[int] = frozenset(),
) -> None:
    """Give every region of ``lay`` its kind from the closed set and its look (the seats laid out by ``plan``, a
    computer's seat marked), drawn from ``spec``, and every card its face, its back, and face up its large face for
    a zoom."""
    for key, reg in lay.regions.items():
        lay.regions[key] = reg.evolve(kind=KINDS[reg.kind], look=_region_look(spec, reg, view, plan, computers))
    for pid, p in lay.placements.items():
        _, _, w, h = p.rect
        large = None if p.face in BACKS else Deferred(partial(card, spec, p.face, *LARGE))
        lay.placements[pid] = p.evolve(look=card(spec, p.face, w, h), back=card(spec, "?", w, h), large=large)
