"""The rules screen's pictures of Masques's components (spec/guide.py): a guide piece's ``sample`` names one, drawn
by the table's own faces (looks.py, board.py) from the loaded data (``spec``)."""

from __future__ import annotations

import functools
from collections.abc import Callable

from tabletop.engine.face import Face, Sketch, shift
from tabletop.engine.message import msg, msgc
from tabletop.games.masques.rules.data import AgentType, MasquesSpec
from tabletop.games.masques.rules.state import guest_name
from tabletop.games.masques.table.board import Status, board
from tabletop.games.masques.table.looks import (
    agent,
    corridor,
    crest,
    first_card,
    guest,
    guild_disc,
    hand_area,
    marker,
    name_tile,
    palace,
    pile,
    stack,
)

CARD_W, CARD_H = 70, 90  # a guest or an agent card, about as in the hand strip
PALACE = 84  # a palace card or a corridor (square, as in the ring)


def _palace_with(spec: MasquesSpec, i: int, icon: str, kind: str, down: bool = False) -> Face:
    """A palace card holding a marker of ``kind`` (a guild or "ducat") where the table puts it."""
    card = palace(spec, i, icon, PALACE, PALACE)
    size = PALACE // 2
    token = marker(spec, kind, down, size, size)
    marks = card.marks + shift(token.marks, (PALACE - size) // 2, PALACE - size - 4)
    return Face(card.size, marks)


def _stack_sample(spec: MasquesSpec) -> Face:
    """An agent stack of three with its top card (the first agent type of the data)."""
    kind = spec.agents.types[0]
    top = kind.cards[0]
    under = stack(spec, kind.id, len(kind.cards), CARD_W, CARD_H)
    card = agent(spec, kind.id, str(top.influence), str(top.cost), CARD_W - 4, CARD_H - 4)
    marks = shift(under.marks, 0, 6) + shift(card.marks, 2, 8)
    return Face((CARD_W + 6, CARD_H + 6), marks)


def _board_sample(spec: MasquesSpec, first: bool) -> Face:
    """A player's board part way through a game (seat 0 deciding, or seat 1 holding the first-player card)."""
    families = [f.id for f in spec.families]
    guilds = [g.id for g in spec.guilds]
    favor = {g: (2, 1, 0, 1, 0)[k % 5] for k, g in enumerate(guilds)}
    seat = 1 if first else 0
    status = Status(active=not first, first=first, families=(families[seat],), favor=favor, ducats=3, hand=4)
    name = msgc("a sample player's name", "Bea") if first else msgc("a sample player's name", "Ada")
    return board(spec, name, seat, status, 210, 150)


def _hand_sample(spec: MasquesSpec) -> Face:
    """The hand strip with two of the viewer's guests."""
    w, h = 190, 130
    strip = hand_area(spec, msg("Your hand"), w, h)
    marks = strip.marks
    cards = [g for g in spec.guests.cards if g.family != spec.neutral_family.id][4::5]
    card_h = h - 32
    card_w = int(card_h * 0.78)
    for k, g in enumerate(cards):
        face = guest(spec, g.family, str(g.value), False, card_w, card_h)
        marks += shift(face.marks, 12 + k * (card_w + 10), 26)
    return Face((w, h), marks)


def _guest_sample(spec: MasquesSpec, family: str, down: bool = False) -> Face | None:
    """A guest of ``family`` from the data, the values varying from family to family (face down: its highest)."""
    values = sorted(g.value for g in spec.guests.cards if g.family == family)
    if not values:
        return None
    k = list(spec.presentation.families).index(family)
    value = values[-1] if down else values[(k + 1) % len(values)]
    return guest(spec, family, str(value), down, CARD_W, CARD_H)


def _guilds_sample(spec: MasquesSpec) -> Face:
    """The five guilds' favor markers, three above two."""
    s, size = Sketch(150, 104), 46
    for k, g in enumerate(spec.guilds):
        row, col = divmod(k, 3)
        x = 4 + col * 50 + row * 25
        guild_disc(spec, s, (x, 4 + row * 52, size, size), g.id)
    return s.face()


def _crests_sample(spec: MasquesSpec) -> Face:
    """The five families' crests, the neutral one last."""
    s = Sketch(150, 104)
    for k, f in enumerate((*spec.families, spec.neutral_family)):
        row, col = divmod(k, 3)
        crest(spec, s, (8 + col * 50 + row * 25, 2 + row * 52, 40, 48), f.id)
    return s.face()


def _agent_sample(spec: MasquesSpec, kind: AgentType) -> Face:
    """An agent card of ``kind`` as its stack's top card shows it."""
    top = kind.cards[0]
    return agent(spec, kind.id, str(top.influence), str(top.cost), CARD_W, CARD_H)


def _palace_sample(spec: MasquesSpec, which: str) -> Face:
    """The door, a favor card or a ducat card of the palace, each holding its marker."""
    guilds = [g.id for g in spec.guilds]
    shown = {
        "door": (0, "favor", guilds[2 % len(guilds)]),
        "favor": (2, "favor", guilds[3 % len(guilds)]),
        "ducat": (1, "ducat", "ducat"),
    }
    return _palace_with(spec, *shown[which])


def _pile_sample(spec: MasquesSpec, zone: str) -> Face:
    """The ducat supply, the favor pool or the guest deck, full as at the largest game's start."""
    setup = max(spec.setups, key=lambda s: s.players)
    markers = (spec.favor_markers_per_guild - setup.remove_favor_markers_per_guild) * len(spec.guilds)
    piles = {
        "supply": (msg("Ducats"), spec.ducats),
        "pool": (msg("Favor pool"), markers),
        "deck": (msg("Guests"), len(spec.guests.cards)),
    }
    label, count = piles[zone]
    return pile(spec, zone, label, count, 120, 60)


def samples(spec: MasquesSpec) -> dict[str, Callable[[], Face | None]]:
    """Every name a guide piece may give its picture, each with the drawing of it."""
    named: dict[str, Callable[[], Face | None]] = {}
    for family in spec.presentation.families:
        named[f"guest:{family}"] = functools.partial(_guest_sample, spec, family)
    named["guest:down"] = lambda: _guest_sample(spec, spec.families[2 % len(spec.families)].id, down=True)
    for kind in spec.agents.types:
        named[f"agent:{kind.id}"] = functools.partial(_agent_sample, spec, kind)
    for guild in (*spec.presentation.guilds, "ducat"):
        named[f"marker:{guild}"] = functools.partial(marker, spec, guild, False, 48, 48)
    named["marker:down"] = lambda: _palace_with(spec, 5, "favor", spec.guilds[0].id, down=True)
    for which in ("door", "favor", "ducat"):
        named[f"palace:{which}"] = functools.partial(_palace_sample, spec, which)
    for zone in ("supply", "pool", "deck"):
        named[f"pile:{zone}"] = functools.partial(_pile_sample, spec, zone)
    named.update(
        {
            "guilds": lambda: _guilds_sample(spec),
            "crests": lambda: _crests_sample(spec),
            "corridor": lambda: corridor(spec, "3", PALACE, PALACE),
            "stack": lambda: _stack_sample(spec),
            "board": lambda: _board_sample(spec, first=False),
            "board:first": lambda: _board_sample(spec, first=True),
            "first": lambda: first_card(spec, 48, 64),
            "hand": lambda: _hand_sample(spec),
            "name": lambda: name_tile(spec, _last_guest(spec), 60, 80),
        }
    )
    return named


def sample(spec: MasquesSpec, name: str) -> Face | None:
    """The face a guide piece shows beside its text: "guest:<family>" (or "guest:down"), "agent:<type>",
    "marker:<guild>" / "marker:ducat" / "marker:down", "guilds", "crests", "palace:favor" / "palace:ducat" /
    "palace:door", "corridor", "stack", "pile:supply" / "pile:pool" / "pile:deck", "board", "board:first",
    "first", "hand" and "name" (a courtesan's name tile); None for any other name."""
    build = samples(spec).get(name)
    return build() if build is not None else None


def _last_guest(spec: MasquesSpec) -> str:
    """The last guest of the data as a name tile's name ("family-value")."""
    cards = spec.guests.cards
    card = cards[-1 if cards[-1].family in spec.presentation.families else 0]
    return guest_name(card.family, card.value)
