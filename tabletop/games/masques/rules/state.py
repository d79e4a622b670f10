"""Masques's match state: components by id in zones, the palace ring's topology, setup, and the base of its steps.

The round's progress lives in ``state.flow``, a stack of ``MasquesStep`` values (rounds.py, turns.py, powers.py);
the old phase, stage, pending choices, draft pick and draft order are read off its current step.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.engine.errors import SetupError
from tabletop.engine.events import Moved
from tabletop.engine.flow import Flow, Step
from tabletop.engine.message import Msg, Name, Words, msg
from tabletop.engine.rng import Rng
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.words import a_guild_marker, agent

SUPPLY, POOL, DECK, ASIDE, BOX = "supply", "pool", "deck", "aside", "box"


MAX_PALACE = 16  # data.py validates palace_cards (8 to 16): the zone names below are made once
PALACES = tuple(f"palace:{i}" for i in range(MAX_PALACE))
CORRIDORS = tuple(f"corridor:{i}" for i in range(MAX_PALACE))


def palace(i: int) -> str:
    """The zone of palace card i (holds at most one marker)."""
    return PALACES[i] if 0 <= i < MAX_PALACE else f"palace:{i}"


def corridor(i: int) -> str:
    """The zone of corridor i, between palace cards i and i+1 (holds at most one card)."""
    return CORRIDORS[i] if 0 <= i < MAX_PALACE else f"corridor:{i}"


def hand(seat: int) -> str:
    """A player's hand of guests."""
    return f"hand:{seat}"


def packet(seat: int) -> str:
    """The draft packet a player holds now."""
    return f"packet:{seat}"


def picked(seat: int) -> str:
    """The guests a player has set aside face down during the draft."""
    return f"picked:{seat}"


def won(seat: int) -> str:
    """Favor markers a player won this round (they return to the pool at cleanup)."""
    return f"won:{seat}"


def stack(agent_type: str) -> str:
    """An agent stack, top card first."""
    return f"stack:{agent_type}"


def purse(seat: int) -> str:
    """A player's ducats."""
    return f"ducats:{seat}"


@dataclass(frozen=True)
class MasquesStep(Step["MasquesState"]):
    """A step of a Masques round; it names the phase and stage the view shows while it is the current step."""

    phase: ClassVar[str] = "action"
    stage: ClassVar[str] = ""

    def pending(self) -> dict[str, Any]:
        """The choices made so far in the action under way (the card or agent, its corridor, first targets)."""
        return {}

    def draft_pick(self) -> tuple[int, int] | None:
        """A draft pick's seat (in the draft order) and pick number (1-4); None for every other step."""
        return None


@dataclass
class MasquesState:
    """The table and the round in progress. Mutated only by the steps of its flow."""

    players: tuple[str, ...]
    families: tuple[tuple[str, ...], ...]
    n: int
    zones: dict[str, list[str]]
    guest: dict[str, tuple[str, int]]
    agent: dict[str, tuple[str, int, int]]
    marker_guild: dict[str, str]
    first: int
    favor: list[dict[str, int]]
    draft: bool
    two_player: bool
    round: int = 1
    active: int = 0  # the seat acting in the action phase (the last one's during a draft, as the view shows)
    down_guests: set[str] = field(default_factory=set)
    down_markers: set[str] = field(default_factory=set)
    winner: int | None = None
    flow: Flow[MasquesStep] = field(default_factory=Flow)
    family_names: dict[str, Msg] = field(default_factory=dict)  # the data's name of each family, by id (shared)

    @property
    def phase(self) -> str:
        """The phase from the current step: "draft", "action", or "over" (the flow is empty)."""
        top = self.flow.top
        return "over" if top is None else top.phase

    @property
    def stage(self) -> str:
        """The action phase's stage: "" (a turn), "place", or a power's step such as "guard_to"."""
        top = self.flow.top
        return "" if top is None else top.stage

    @property
    def pending(self) -> dict[str, Any]:
        """The choices made so far in the action under way."""
        top = self.flow.top
        return {} if top is None else top.pending()

    @property
    def draft_step(self) -> int:
        """The draft pick being made (1-4); after a draft 4, and 0 in games without one."""
        top = self.flow.top
        drafting = None if top is None else top.draft_pick()
        if drafting is not None:
            return drafting[1]
        return 4 if self.draft else 0

    @property
    def draft_order(self) -> list[int]:
        """The seats still to pick in this pass of the draft, the current one first."""
        picks = (step.draft_pick() for step in self.flow.upcoming())
        return [pick[0] for pick in picks if pick is not None]

    def copy(self) -> MasquesState:
        """An independent copy: the zones, favor, face-down sets and flow are copied; the card tables shared."""
        twin = copy.copy(self)
        twin.zones = {zone: list(items) for zone, items in self.zones.items()}
        twin.favor = [dict(f) for f in self.favor]
        twin.down_guests = set(self.down_guests)
        twin.down_markers = set(self.down_markers)
        twin.flow = self.flow.copy()
        return twin

    @property
    def seats(self) -> range:
        """Seat numbers, clockwise."""
        return range(len(self.players))

    def move(self, component: str, src: str, dst: str) -> None:
        """Move one component between zones."""
        self.zones[src].remove(component)
        self.zones.setdefault(dst, []).append(component)

    def at(self, zone: str) -> str | None:
        """The single component in a one-card zone (corridor or palace card), if any."""
        items = self.zones[zone]
        return items[0] if items else None

    def held(self, zone: str) -> str:
        """The single component in a one-card zone known to hold one (a legal target's corridor or palace card;
        every corridor at resolution); an empty zone is an IndexError."""
        return self.zones[zone][0]

    def controller(self, guest_id: str) -> int | None:
        """The seat controlling a guest's family (None for Foscari)."""
        family = self.guest[guest_id][0]
        return next((s for s in self.seats if family in self.families[s]), None)

    def influence(self, card: str | None) -> int:
        """A corridor card's influence: face-down guests count 0; an empty corridor 0."""
        if card is None or card in self.down_guests:
            return 0
        return self.guest[card][1] if card in self.guest else self.agent[card][1]

    def nearby(self, i: int) -> tuple[int, int]:
        """The two corridors nearest corridor i (they share a palace card with it)."""
        return ((i - 1) % self.n, (i + 1) % self.n)

    def adjacent_palace(self, i: int) -> tuple[int, int]:
        """The two palace cards beside corridor i."""
        return (i, (i + 1) % self.n)

    def empty_corridors(self) -> list[int]:
        """Corridors with no card."""
        zones = self.zones
        return [i for i, zone in enumerate(CORRIDORS[: self.n]) if not zones[zone]]

    def icon(self, i: int) -> str:
        """Palace card i's icon: favor on even cards (the door is card 0), ducat on odd."""
        return "favor" if i % 2 == 0 else "ducat"


def family_name(state: MasquesState, family: str) -> Msg:
    """A family's name from the data (a state built without it: the id, capitalized)."""
    return state.family_names.get(family) or msg("{family}", family=Name(family.capitalize()))


def describe(state: MasquesState, card: str) -> Msg:
    """A corridor card in words: 'Dandolo 3', 'face-down Foscari 2', 'Bandit'."""
    if card in state.guest:
        family, value = state.guest[card]
        if card in state.down_guests:
            return msg("face-down {family} {value}", family=family_name(state, family), value=value)
        return msg("{family} {value}", family=family_name(state, family), value=value)
    return agent(state.agent[card][0])


def describe_up(state: MasquesState, card: str) -> Msg:
    """A guest as if face up ('Dandolo 3'), or an agent ('Bandit')."""
    if card in state.guest:
        family, value = state.guest[card]
        return msg("{family} {value}", family=family_name(state, family), value=value)
    return agent(state.agent[card][0])


def marker_name(state: MasquesState, marker: str) -> Msg:
    """A palace marker in words."""
    return msg("a ducat") if marker.startswith("d") else a_guild_marker(state.marker_guild[marker])


def move(
    state: MasquesState, component: str, src: str, dst: str, text: Words = "", secret_for: int | None = None
) -> Moved:
    """Move a component; a move into or out of a hand is secret to everyone but that hand's owner."""
    zones = state.zones
    zones[src].remove(component)
    zones.setdefault(dst, []).append(component)
    if secret_for is None:
        return Moved(text, component=component, src=src, dst=dst)
    return Moved(text, component=component, src=src, dst=dst, secret_for=frozenset({secret_for}), public_text="")


def favor_marker(guild: str, k: int) -> str:
    """The id of guild ``guild``'s ``k``-th favor marker, e.g. f-clergy-0 (``favor_guild`` reads it back)."""
    return f"f-{guild}-{k}"


def favor_guild(marker: str) -> str:
    """The guild of a favor marker's id (``favor_marker``): what the table reads of a marker won this round."""
    return marker.split("-")[1]


def guest_name(family: str, value: int) -> str:
    """A guest identity as the courtesan names it, e.g. dandolo-3 (``name_parts`` reads it back)."""
    return f"{family}-{value}"


def name_parts(name: str) -> tuple[str, int]:
    """The family and value of a guest identity (``guest_name``)."""
    family, value = name.rsplit("-", 1)
    return family, int(value)


def guest_ids(spec: MasquesSpec) -> dict[str, tuple[str, int]]:
    """Stable ids for guest cards, e.g. g-dandolo-3 (identical cards get a, b suffixes)."""
    ids: dict[str, tuple[str, int]] = {}
    counts: dict[tuple[str, int], int] = {}
    for g in spec.guests.cards:
        counts[(g.family, g.value)] = counts.get((g.family, g.value), 0) + 1
    seen: dict[tuple[str, int], int] = {}
    for g in spec.guests.cards:
        key = (g.family, g.value)
        suffix = "abcdefgh"[seen.get(key, 0)] if counts[key] > 1 else ""
        seen[key] = seen.get(key, 0) + 1
        ids[f"g-{g.family}-{g.value}{suffix}"] = key
    return ids


def new_state(spec: MasquesSpec, players: tuple[str, ...], first: int, rng: Rng) -> MasquesState:
    """Lay out the table for this player count: families, favor, palace, supplies, stacks, box."""
    count = len(players)
    setup = spec.setup_for(count)
    if not 0 <= first < count:
        raise SetupError(f"first player {first} is not a seat of {count}")
    family_ids = [f.id for f in spec.families]
    rng.shuffle(family_ids)
    per = setup.families_per_player
    families = tuple(tuple(family_ids[s * per : (s + 1) * per]) for s in range(count))
    dealt = {f for fs in families for f in fs}
    zones: dict[str, list[str]] = {
        SUPPLY: [f"d{k}" for k in range(spec.ducats)],
        POOL: [],
        DECK: [],
        ASIDE: [],
        BOX: [],
    }
    guest = guest_ids(spec)
    removed = list(setup.remove_guests)
    for gid, (family, value) in guest.items():
        drop = next((r for r in removed if (r.family, r.value) == (family, value)), None)
        if drop is not None:
            removed.remove(drop)
            zones[BOX].append(gid)
        elif setup.remove_undealt_families and family != spec.neutral_family.id and family not in dealt:
            zones[BOX].append(gid)
        else:
            zones[DECK].append(gid)
    agent: dict[str, tuple[str, int, int]] = {}
    for a in spec.agents.types:
        ids = [f"a-{a.id}-{k}" for k in range(len(a.cards))]
        agent.update({aid: (a.id, c.influence, c.cost) for aid, c in zip(ids, a.cards)})
        zones[stack(a.id)] = []
        zones[BOX if a.id in setup.remove_agent_types else stack(a.id)].extend(ids)  # never replace the box
    marker_guild: dict[str, str] = {}
    for g in spec.guilds:
        ids = [favor_marker(g.id, k) for k in range(spec.favor_markers_per_guild)]
        marker_guild.update({m: g.id for m in ids})
        cut = setup.remove_favor_markers_per_guild
        zones[BOX].extend(ids[:cut])
        zones[POOL].extend(ids[cut:])
    n = setup.palace_cards
    for i in range(n):
        zones[palace(i)] = []
        zones[corridor(i)] = []
    for s in range(count):
        zones[hand(s)], zones[packet(s)], zones[picked(s)], zones[purse(s)], zones[won(s)] = [], [], [], [], []
        for _ in range(spec.starting_ducats):
            zones[purse(s)].append(zones[SUPPLY].pop())
    favor = [{g.id: 0 for g in spec.guilds} for _ in range(count)]
    return MasquesState(
        players=players,
        families=families,
        n=n,
        zones=zones,
        guest=guest,
        agent=agent,
        marker_guild=marker_guild,
        first=first,
        favor=favor,
        draft=setup.draft,
        two_player=count == 2,
        active=first,
        family_names={f.id: f.name for f in (*spec.families, spec.neutral_family)},
    )
