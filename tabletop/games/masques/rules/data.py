"""Masques's components and per-player-count setup, validated strictly from data/masques.yaml."""

from __future__ import annotations

import re
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Annotated, Literal

from tabletop.engine.message import Msg
from tabletop.spec import Checker, Length, Range, load_spec
from tabletop.spec.guide import Guide

# Bounds are what the rules use plus room for a house rule, small enough to set up fast and to draw.
Channel = Annotated[int, Range(0, 255)]
Rgb = Annotated[tuple[Channel, ...], Length(3)]
Influence = Annotated[int, Range(0, 9)]  # judgement: one printed digit; the seed's agents have 0-2

ICON_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*")  # a game-icons.net name, as art/icons.txt spells it
AGENT_TYPES = ("assassin", "guard", "gondolier", "bandit", "merchant", "courtesan")


@dataclass(frozen=True)
class Family:
    """A noble family (or the neutral Foscari); its colour is in the presentation block."""

    id: str
    name: Msg


@dataclass(frozen=True)
class Guild:
    """One of the five guilds whose favor the families seek."""

    id: str
    name: Msg


@dataclass(frozen=True)
class Guest:
    """A guest card: its family and influence value."""

    family: str
    value: Annotated[int, Range(1, 9)]  # judgement: one printed digit; the seed's are 2-4 (0 is a face-down guest)


@dataclass(frozen=True)
class Guests:
    """All guest cards and where their values came from."""

    cards: Annotated[tuple[Guest, ...], Length(1, 32)]  # the cross-checks pin the count per family
    source: Literal["seed", "reconstructed"] = "seed"
    note: Msg | None = None


@dataclass(frozen=True)
class AgentCard:
    """One agent card's printed influence and hiring cost."""

    influence: Influence
    cost: Annotated[int, Range(0, 20)]  # judgement: the seed's examples cost 2-3; 0 is a free hire


@dataclass(frozen=True)
class AgentType:
    """A stack of agents of one type, top (cheapest) first."""

    id: Literal["assassin", "guard", "gondolier", "bandit", "merchant", "courtesan"]
    name: Msg
    cards: Annotated[tuple[AgentCard, ...], Length(3)]
    power: Msg  # what it may do right after it is hired, in words (the table's tooltip)


@dataclass(frozen=True)
class Agents:
    """The six agent stacks and where their numbers came from."""

    types: Annotated[tuple[AgentType, ...], Length(6)]
    source: Literal["seed", "reconstructed"] = "seed"
    note: Msg | None = None


@dataclass(frozen=True)
class GuildLook:
    """How a guild's favor markers and favor column are painted: a colour and its icon (art/icons.txt)."""

    colour: Rgb
    icon: str


@dataclass(frozen=True)
class Emblem:
    """An icon (a game-icons.net name listed in art/icons.txt) printed on a piece."""

    icon: str


@dataclass(frozen=True)
class Emblems:
    """The icons of the table's single pieces and marks."""

    door: Emblem  # on the door, palace card 0
    favor_card: Emblem  # the corner mark of a favor palace card (a ducat card shows a coin)
    first_player: Emblem  # the first-player card on a player's board
    guest_back: Emblem  # a face-down guest, the guest deck and the hand counts
    marker_down: Emblem  # over a face-down marker (a bandit's work)


@dataclass(frozen=True)
class TableColours:
    """The fixed colours of Masques's own pieces and table regions (generic colours stay in the UI theme)."""

    guest_down: Rgb  # a face-down guest's card
    guest_down_value: Rgb  # its printed 0
    guest_down_name: Rgb  # its family and value, and its mask
    crest_rim: Rgb  # the rim of a family's shield
    charge: Rgb  # the icon on a family's shield
    agent: Rgb  # an agent card
    agent_edge: Rgb  # its frame, name band and icon
    marker_shade: Rgb  # darkens a face-down marker
    marker_back: Rgb  # the back of a favor marker (the pool)
    palace: Rgb  # a palace card
    palace_edge: Rgb
    palace_favor: Rgb  # the favor mark of a palace card
    corridor: Rgb
    corridor_edge: Rgb
    corridor_label: Rgb
    stack: Rgb  # the cards under an agent stack's top
    stack_empty: Rgb  # an emptied agent stack
    stack_empty_ink: Rgb  # its agent's name and icon
    board: Rgb  # a player's board
    board_edge: Rgb  # a board whose player is not deciding
    pip_empty: Rgb  # a favor column's unearned pip
    pile_edge: Rgb  # the ducat supply's, the favor pool's and the guest deck's edge
    hand_area: Rgb  # the strip along the bottom that holds the viewer's hand


@dataclass(frozen=True)
class Presentation:
    """What the table paints Masques with: every family's colour and crest, every guild's and agent's look, the
    single pieces' icons and the fixed colours."""

    families: dict[str, Rgb]  # by family id, the neutral family too
    crests: dict[str, Emblem]  # the charge on each family's shield, by family id
    guilds: dict[str, GuildLook]  # by guild id
    agents: dict[str, Emblem]  # the icon of each agent type's trade, by agent type
    emblems: Emblems
    colours: TableColours


# The numbers a text may name in braces, e.g. {ducats}; the tooltips fill them in from this spec.
TEXT_FIELDS = ("ducats", "starting_ducats", "markers_per_guild", "in_one_guild", "in_every_guild", "neutral")


@dataclass(frozen=True)
class Texts:
    """The rules of each kind of component in words, for the table's tooltips (names in braces from TEXT_FIELDS)."""

    guest: Msg
    neutral_guest: Msg
    face_down_guest: Msg
    hire: Msg
    agent: Msg
    reconstructed: Msg
    favor_marker: Msg
    ducat: Msg
    face_down_marker: Msg
    won_marker: Msg
    palace: Msg
    palace_favor: Msg
    palace_ducat: Msg
    door: Msg
    corridor: Msg
    stack: Msg
    supply: Msg
    pool: Msg
    deck: Msg
    aside: Msg
    player: Msg
    crest: Msg
    favor_track: Msg
    purse: Msg
    hand: Msg
    packet: Msg
    picked: Msg
    hidden_hand: Msg
    first_player: Msg
    name: Msg
    chosen: Msg
    source: Literal["seed", "reconstructed"] = "seed"

    def items(self) -> list[tuple[str, Msg]]:
        """(field, text) of every text."""
        return [(f.name, getattr(self, f.name)) for f in fields(self) if f.name != "source"]


@dataclass(frozen=True)
class Win:
    """Immediate win: this much favor in one guild, or at least this much in every guild."""

    in_one_guild: Annotated[int, Range(1, 4)]  # the favor cards count 0 to 4
    in_every_guild: Annotated[int, Range(1, 4)]


@dataclass(frozen=True)
class Setup:
    """What changes with the number of players."""

    players: Annotated[int, Range(2, 4)]
    palace_cards: Annotated[int, Range(8, 16)]  # 4 per player (cross-checked)
    families_per_player: Annotated[int, Range(1, 2)]  # four families, at least two players
    draft: bool
    remove_favor_markers_per_guild: Annotated[int, Range(0, 10)]
    remove_agent_types: Annotated[tuple[str, ...], Length(0, 6)]
    remove_guests: Annotated[tuple[Guest, ...], Length(0, 32)]
    remove_undealt_families: bool


@dataclass(frozen=True)
class MasquesSpec:
    """Everything Masques's rules read from data."""

    game: str
    title: Msg
    players: Annotated[tuple[Annotated[int, Range(2, 4)], ...], Length(1, 3)]
    blurb: Msg
    families: Annotated[tuple[Family, ...], Length(4)]
    neutral_family: Family
    guilds: Annotated[tuple[Guild, ...], Length(5)]
    guests: Guests
    agents: Agents
    favor_markers_per_guild: Annotated[int, Range(1, 10)]  # judgement: the seed has 3
    favor_cards_per_guild: Annotated[int, Range(1, 4)]  # one per player
    ducats: Annotated[int, Range(1, 200)]  # judgement: the seed has 35
    starting_ducats: Annotated[int, Range(0, 50)]  # 0: players start with nothing; must fit the supply
    win: Win
    setups: Annotated[tuple[Setup, ...], Length(1, 3)]
    texts: Texts
    presentation: Presentation
    readings: tuple[Msg, ...] = ()
    guide: Guide | None = None  # the rules screen (spec/guide.py)

    def setup_for(self, players: int) -> Setup:
        """The setup row for a player count."""
        return next(s for s in self.setups if s.players == players)

    def agent(self, type_id: str) -> AgentType:
        """An agent type by id."""
        return next(a for a in self.agents.types if a.id == type_id)

    def family(self, family_id: str) -> Family:
        """A family (or Foscari) by id."""
        return next(f for f in (*self.families, self.neutral_family) if f.id == family_id)


def _check(spec: MasquesSpec, check: Checker) -> None:
    """Cross-field checks: references resolve, counts add up per player count."""
    family_ids = {f.id for f in spec.families}
    all_families = family_ids | {spec.neutral_family.id}
    check.require(len(family_ids) == len(spec.families) == 4, ("families",), "needs four families with different ids")
    check.require(
        len({g.id for g in spec.guilds}) == len(spec.guilds) == 5, ("guilds",), "needs five guilds with different ids"
    )
    for i, guest in enumerate(spec.guests.cards):
        check.require(
            guest.family in all_families, ("guests", "cards", i, "family"), f"unknown family {guest.family!r}"
        )
    for family in spec.families:
        count = sum(1 for g in spec.guests.cards if g.family == family.id)
        check.require(count == 3, ("guests", "cards"), f"family {family.id} needs 3 guests, has {count}")
    types = [a.id for a in spec.agents.types]
    check.require(
        sorted(types) == sorted(AGENT_TYPES),
        ("agents", "types"),
        f"needs exactly the agent types {', '.join(AGENT_TYPES)}",
    )
    for i, agent in enumerate(spec.agents.types):
        check.require(bool(agent.power.text.strip()), ("agents", "types", i, "power"), "needs the power in words")
        costs = [c.cost for c in agent.cards]
        check.require(len(costs) == 3, ("agents", "types", i, "cards"), "each agent stack has 3 cards")
        check.require(costs == sorted(costs), ("agents", "types", i, "cards"), "a stack lists its cards cheapest first")
    check.require(
        spec.ducats > 0 and 0 <= spec.starting_ducats * 4 <= spec.ducats,
        ("starting_ducats",),
        "must fit the ducat supply",
    )
    check.require(
        sorted(s.players for s in spec.setups) == sorted(spec.players), ("setups",), "needs one setup per player count"
    )
    _check_texts(spec.texts, check)
    _check_presentation(spec, check)
    for i, setup in enumerate(spec.setups):
        where = ("setups", i)
        n = setup.palace_cards
        check.require(
            n >= 8 and n % 4 == 0, where + ("palace_cards",), "a square ring needs a multiple of 4, at least 8"
        )
        check.require(
            setup.families_per_player * setup.players <= 4, where + ("families_per_player",), "only four families exist"
        )
        for j, t in enumerate(setup.remove_agent_types):
            check.require(t in types, where + ("remove_agent_types", j), f"unknown agent type {t!r}")
        for j, g in enumerate(setup.remove_guests):
            check.require(
                g in spec.guests.cards, where + ("remove_guests", j), f"no guest {g.family} {g.value} to remove"
            )
        markers = (spec.favor_markers_per_guild - setup.remove_favor_markers_per_guild) * len(spec.guilds)
        check.require(
            markers >= n // 2,
            where + ("remove_favor_markers_per_guild",),
            f"{markers} markers cannot fill {n // 2} favor cards",
        )
        families = 4 if not setup.remove_undealt_families else setup.players * setup.families_per_player
        guests = (
            sum(1 for g in spec.guests.cards if g.family in all_families)
            - len(setup.remove_guests)
            - 3 * (4 - families)
        )
        if setup.draft:
            check.require(
                guests == 4 * setup.players == n, where, f"{guests} guests for {n} corridors and 4 per player"
            )
        else:
            check.require(
                guests == 2 * n and n == 4 * setup.players, where, f"{guests} guests must make two rounds of {n}"
            )


def _check_texts(texts: Texts, check: Checker) -> None:
    """Every text says something and names only numbers the tooltips know."""
    for name, text in texts.items():
        check.text(("texts", name), text.text, TEXT_FIELDS)


def _check_presentation(spec: MasquesSpec, check: Checker) -> None:
    """Every family, guild and agent type has its look, and the block names nothing the game does not have."""
    look = spec.presentation
    families = [f.id for f in (*spec.families, spec.neutral_family)]
    wanted: dict[str, tuple[str, list[str]]] = {  # section: (what one entry names, the ids that need one)
        "families": ("family", families),
        "crests": ("family", families),
        "guilds": ("guild", [g.id for g in spec.guilds]),
        "agents": ("agent type", [a.id for a in spec.agents.types]),
    }
    for section, (what, ids) in wanted.items():
        given = getattr(look, section)
        missing = [i for i in ids if i not in given]
        check.require(not missing, ("presentation", section), f"needs an entry for {', '.join(map(repr, missing))}")
        for key in given:
            check.require(
                key in ids, ("presentation", section, key), f"unknown {what} {key!r}; known: {', '.join(ids)}"
            )
    named = [(("crests", k), e.icon) for k, e in look.crests.items()]
    named += [(("guilds", k), g.icon) for k, g in look.guilds.items()]
    named += [(("agents", k), e.icon) for k, e in look.agents.items()]
    named += [(("emblems", f.name), getattr(look.emblems, f.name).icon) for f in fields(look.emblems)]
    for where, icon in named:  # the self-test checks the name is listed in art/icons.txt
        check.require(bool(ICON_NAME.fullmatch(icon)), ("presentation", *where, "icon"), "needs an icon name")


def load_masques(path: Path) -> MasquesSpec:
    """Load and validate Masques's data file; raise DataError naming every problem."""
    return load_spec(path, MasquesSpec, _check)
