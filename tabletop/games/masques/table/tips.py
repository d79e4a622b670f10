"""What every piece of a Masques table says when hovered (and which cards zoom on a right-click).

Pure: reads only the view (what its viewer may see) and the validated data, whose ``texts`` and agent
``power`` fields hold the rules in words; numbers come from the data or the view, never from here.
A tip's first line is the piece's name, then its rules text, one paragraph a line.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.layout import Layout, Placement, Region
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.state import favor_guild, name_parts
from tabletop.games.masques.rules.view import (
    AgentCard,
    Card,
    CorridorView,
    GuestCard,
    MarkerView,
    MasquesView,
    PalaceView,
)
from tabletop.games.masques.table.keys import (
    ChosenFrame,
    CorridorSpot,
    CrestSpot,
    FavorColumn,
    FirstCardSpot,
    HandBack,
    HandCount,
    HandStrip,
    NameTile,
    PalaceSpot,
    PickedLabel,
    PileSpot,
    PlayerBoard,
    PurseSpot,
    StackCaption,
    StackSpot,
)

ZOOM_KINDS = ("guest", "agent")  # placements drawn as cards
ZOOM_REGIONS = ("palace", "name")  # regions drawn as cards


def apply_tips(spec: MasquesSpec, lay: Layout, view: MasquesView) -> None:
    """Give every region and placement of ``lay`` its tip from the data (``spec``), and the cards their zoom."""
    tips = Tips(spec, view)
    for key, region in list(lay.regions.items()):
        lay.regions[key] = region.evolve(tip=tips.region(region), zoom=region.kind in ZOOM_REGIONS or region.zoom)
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = placement.evolve(
            tip=tips.placement(placement), zoom=placement.kind in ZOOM_KINDS or placement.zoom
        )


@dataclass(frozen=True)
class Where:
    """Where a component the view shows lies: its ``place`` (palace, corridor, stack, hand, packet, picked, won,
    purse or supply), the palace card, corridor or seat it is at, and a stack's agent type."""

    place: str
    at: int = 0
    agent: str = ""


NOWHERE = Where("")


def places(view: MasquesView) -> dict[str, Where]:
    """Where each component the view shows lies, by id (worked out once per view: every piece's intent asks)."""
    if _last_places and _last_places[0][0] is view:
        return _last_places[0][1]
    found: dict[str, Where] = {}
    for card in view.palace:
        if card.marker:
            found[card.marker.id] = Where("palace", card.i)
    for cell in view.corridors:
        if cell.card:
            found[cell.card.id] = Where("corridor", cell.i)
    for kind, stack in view.stacks.items():
        if stack.top:
            found[stack.top] = Where("stack", agent=kind)
    for zone, cards in (("hand", view.hand), ("packet", view.packet), ("picked", view.picked)):
        for c in cards:
            found[c.id] = Where(zone)
    for s, seat in enumerate(view.seats):
        found.update({m: Where("won", s) for m in seat.won})
        found.update({d: Where("purse", s) for d in seat.purse})
    found.update({d: Where("supply") for d in view.supply_ids})
    _last_places[:] = [(view, found)]
    return found


_last_places: list[tuple[MasquesView, dict[str, Where]]] = []  # the last view's places (a view is frozen)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class Tips:
    """Builds the tips of one view's pieces from the data's words."""

    def __init__(self, spec: MasquesSpec, view: MasquesView):
        self.spec, self.view = spec, view
        values = {
            "ducats": spec.ducats,
            "starting_ducats": spec.starting_ducats,
            "markers_per_guild": spec.favor_markers_per_guild,
            "in_one_guild": spec.win.in_one_guild,
            "in_every_guild": spec.win.in_every_guild,
            "neutral": spec.neutral_family.name,
        }
        self.text = {name: text.format(**values) for name, text in spec.texts.items()}
        self.where = places(view)
        self.n = view.n

    # ----- names ---------------------------------------------------------------------------------
    def family(self, family_id: str) -> str:
        """A family's name from the data."""
        return next(
            (f.name for f in (*self.spec.families, self.spec.neutral_family) if f.id == family_id),
            family_id.capitalize(),
        )

    def guild(self, guild_id: str) -> str:
        """A guild's name from the data."""
        return next((g.name for g in self.spec.guilds if g.id == guild_id), guild_id.capitalize())

    def agent_name(self, kind: str) -> str:
        """An agent type's name from the data."""
        return next((a.name for a in self.spec.agents.types if a.id == kind), kind.capitalize())

    def holder(self, family_id: str) -> int | None:
        """The seat holding a family card (families are dealt face up)."""
        return next((s for s, fams in enumerate(self.view.families) if family_id in fams), None)

    def card_name(self, card: Card) -> str:
        """A visible card in words: 'Dandolo 3', 'Assassin'."""
        if isinstance(card, GuestCard):
            return f"{self.family(card.family)} {card.value}"
        return self.agent_name(card.type)

    def marker_name(self, marker: MarkerView) -> str:
        """A marker in words: 'Clergy favor marker', 'Ducat'."""
        return f"{self.guild(marker.guild)} favor marker" if marker.guild else "Ducat"

    def beside(self, i: int) -> str:
        """The palace cards beside corridor i."""
        return f"palace cards {i} and {(i + 1) % self.n}"

    def flank(self, p: int) -> str:
        """The corridors that compete for palace card p."""
        return f"corridors {(p - 1) % self.n} and {p}"

    # ----- pieces --------------------------------------------------------------------------------
    def region(self, region: Region) -> str:
        """The tip of a region."""
        key = region.key
        if isinstance(key, PalaceSpot):
            return self.palace(self.view.palace[key.i])
        if isinstance(key, CorridorSpot):
            return self.corridor(self.view.corridors[key.i])
        if isinstance(key, (StackSpot, StackCaption)):
            return self.stack(key.agent)
        if isinstance(key, PileSpot):
            return self.pile(key.zone)
        if isinstance(key, PlayerBoard):
            return self.player(key.seat)
        if isinstance(key, NameTile):
            return self.name(key.name)
        if isinstance(key, HandStrip):
            return self.handarea()
        if isinstance(key, ChosenFrame):
            return "Chosen\n" + self.text["chosen"]
        if isinstance(key, PickedLabel):
            return "Kept so far\n" + self.text["picked"]
        if isinstance(key, CrestSpot):
            return self.crest(key.family)
        if isinstance(key, FirstCardSpot):
            return self.first_card(key.seat)
        if isinstance(key, FavorColumn):
            return self.favor(key.seat, key.guild)
        if isinstance(key, PurseSpot):
            return self.purse(key.seat)
        if isinstance(key, (HandBack, HandCount)):
            return self.hand_size(key.seat)
        return region.label or str(key)

    def placement(self, p: Placement) -> str:
        """The tip of a component."""
        where = self.where.get(p.id, NOWHERE)
        place, at = where.place, where.at
        if place == "purse":
            return self.purse(at)
        if place == "supply":
            return self.pile("supply")
        if place in ("palace", "won"):
            return self.marker(p.id, place, at)
        if place == "stack":
            kind, stack = where.agent, self.view.stacks[where.agent]
            top = f"Top of its stack, {stack.count} left{self.below(kind)}"
            return self.agent(kind, stack.influence or 0, stack.cost or 0, top, "hire")  # a top card: never None
        card = self._card(p.id, place, at)
        if card is None:
            return p.face or p.id
        if isinstance(card, AgentCard):
            hired = f"Hired into corridor {at}: its influence counts for {self.beside(at)}."
            return self.agent(card.type, card.influence, card.cost, hired, "agent")
        return self.guest(card, place, at)

    def _card(self, cid: str, place: str, at: int) -> Card | None:
        if place == "corridor":
            return self.view.corridors[at].card
        held = {"hand": self.view.hand, "packet": self.view.packet, "picked": self.view.picked}
        if place in held:
            return next(c for c in held[place] if c.id == cid)
        return None

    def _ducats(self, kind: str) -> str:
        return _plural(self.view.stacks[kind].cost or 0, "ducat")  # asked only of a stack with cards

    def guest(self, card: GuestCard, place: str, at: int) -> str:
        """A guest card: its family and value, who it wins for, where it is."""
        family, value = card.family, card.value
        lines = [f"{self.card_name(card)}{' (face down)' if card.down else ''}"]
        if card.down:
            lines.append(f"Influence 0 while face down (printed {value}).")
        else:
            lines.append(f"Influence {value}.")
        if family == self.spec.neutral_family.id:
            lines.append(self.text["neutral_guest"])
        else:
            seat = self.holder(family)
            who = "nobody in this game" if seat is None else self.view.players[seat]
            lines.append(f"Family {self.family(family)}: it wins for {who}.")
        lines.append(
            {
                "corridor": f"In corridor {at}: it competes for {self.beside(at)}.",
                "hand": "In your hand.",
                "packet": "In your draft packet. " + self.text["packet"],
                "picked": "Kept in this draft. " + self.text["picked"],
            }[place]
        )
        lines.append(self.text["face_down_guest" if card.down else "guest"])
        if self.spec.guests.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return "\n".join(lines)

    def agent(self, kind: str, influence: int, cost: int, where: str, rule: str) -> str:
        """An agent card: its numbers and power, where it stands, and the rule (hiring, or a hired agent's)."""
        power = next((a.power for a in self.spec.agents.types if a.id == kind), "")
        lines = [self.agent_name(kind), f"Influence {influence}, cost {_plural(cost, 'ducat')}."]
        lines += [where, f"Power: {power}", self.text[rule]]
        if self.spec.agents.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return "\n".join(lines)

    def below(self, kind: str) -> str:
        """What the cards under a stack's top cost (from the data: a stack lists its cards cheapest first)."""
        count = self.view.stacks[kind].count
        cards = next((a.cards for a in self.spec.agents.types if a.id == kind), ())
        costs = [str(c.cost) for c in cards][-count:][1:] if 1 < count <= len(cards) else []
        return f"; the ones below cost {' and '.join(costs)}." if costs else "."

    def stack(self, kind: str) -> str:
        """An agent stack: how many are left, what they cost, what they do."""
        stack = self.view.stacks[kind]
        count, name = stack.count, self.agent_name(kind)
        lines = [f"{name} stack: {count} left"]
        players = len(self.view.players)
        removed = self.spec.setup_for(players).remove_agent_types
        power = next((a.power for a in self.spec.agents.types if a.id == kind), "")
        if kind in removed:
            return "\n".join([*lines, f"Not used at {players} players.", f"Power: {power}"])
        if count:
            hire = f"Influence {stack.influence}. Hire the top one for {self._ducats(kind)}"
            lines.append(hire + self.below(kind))
        else:
            lines.append("All hired: none is left in this game.")
        lines += [f"Power: {power}", self.text["hire"], self.text["stack"]]
        return "\n".join(lines)

    def palace(self, card: PalaceView) -> str:
        """A palace card: what its corner square gives, who competes for it, what it holds."""
        i = card.i
        lines = ["The door (palace card 0)" if i == 0 else f"Palace card {i}"]
        if i == 0:
            lines.append(self.text["door"])
        lines.append(self.text["palace_favor" if card.icon == "favor" else "palace_ducat"])
        marker = card.marker
        if marker:
            down = " (face down: nobody can win it this round)" if marker.down else ""
            what = f"a {self.guild(marker.guild)} favor marker" if marker.guild else "a ducat"
            lines.append(f"Holds {what}{down}.")
        else:
            lines.append("Holds nothing now.")
        lines.append(f"Contested by {self.flank(i)}. " + self.text["palace"])
        return "\n".join(lines)

    def marker(self, mid: str, place: str, at: int) -> str:
        """A favor marker or ducat on the palace, or a favor marker won this round."""
        if place == "won":
            guild = favor_guild(mid)
            return "\n".join(
                [
                    f"{self.guild(guild)} favor marker",
                    f"Won by {self.view.players[at]}: +1 {self.guild(guild)} favor.",
                    self.text["won_marker"],
                ]
            )
        marker = self.view.palace[at].marker
        if marker is None:  # never: the palace card holding this marker
            return mid
        lines = [self.marker_name(marker) + (" (face down)" if marker.down else "")]
        lines.append(f"On palace card {at}, contested by {self.flank(at)}.")
        lines.append(self.text["favor_marker" if marker.guild else "ducat"])
        if marker.down:
            lines.append(self.text["face_down_marker"])
        return "\n".join(lines)

    def corridor(self, cell: CorridorView) -> str:
        """A corridor: its number, its neighbours, what it holds."""
        i = cell.i
        lines = [f"Corridor {i}"]
        lines.append(
            f"Between {self.beside(i)}; the corridors next to it are {(i - 1) % self.n} and {(i + 1) % self.n}."
        )
        lines.append(f"Holds {self.card_name(cell.card)}." if cell.card else "Empty.")
        lines.append(self.text["corridor"])
        return "\n".join(lines)

    def pile(self, zone: str) -> str:
        """The ducat supply, the favor pool or the guest deck: what it counts."""
        view = self.view
        if zone == "supply":
            return f"Ducat supply: {_plural(view.supply, 'ducat')}\n" + self.text["supply"]
        if zone == "pool":
            return f"Favor pool: {_plural(view.pool, 'marker')}\n" + self.text["pool"]
        if not view.aside:
            return f"Guest deck: {_plural(view.deck, 'guest')}\n" + self.text["deck"]
        lines = [f"Guests: {view.deck + view.aside}", f"{view.deck} in the deck. " + self.text["deck"]]
        lines.append(f"{view.aside} set aside. " + self.text["aside"])
        return "\n".join(lines)

    def player(self, s: int) -> str:
        """A player's board: families, favor, ducats, hand size, first player."""
        view, seat = self.view, self.view.seats[s]
        first = s == view.first
        lines = [view.players[s] + (" (first player)" if first else "")]
        fams = [self.family(f) for f in view.families[s]]
        lines.append(f"Famil{'y' if len(fams) == 1 else 'ies'}: {', '.join(fams)}.")
        lines.append("Favor: " + ", ".join(f"{self.guild(g)} {n}" for g, n in seat.favor.items()) + ".")
        lines.append(f"Ducats: {seat.ducats}. {self._holding(s)}")
        lines.append(self.text["player"])
        if first:
            lines.append(self.text["first_player"])
        return "\n".join(lines)

    def _holding(self, s: int) -> str:
        seat = self.view.seats[s]
        if seat.packet or seat.picked:
            return f"Draft: {_plural(seat.packet, 'guest')} in the packet, {seat.picked} kept."
        return f"Hand: {_plural(seat.hand, 'guest')}."

    def crest(self, family: str) -> str:
        """A family crest on a player board: who holds it."""
        seat = self.holder(family)
        who = "nobody" if seat is None else self.view.players[seat]
        return f"{self.family(family)} family\nHeld by {who}. " + self.text["crest"]

    def first_card(self, s: int) -> str:
        """The first-player card on a player's board."""
        return f"First-player card\nHeld by {self.view.players[s]}. " + self.text["first_player"]

    def favor(self, s: int, guild: str) -> str:
        """One guild's favor column on a player board."""
        n = self.view.seats[s].favor.get(guild, 0)
        return f"{self.view.players[s]}'s {self.guild(guild)} favor: {n}\n" + self.text["favor_track"]

    def purse(self, s: int) -> str:
        """A player's ducats."""
        n = self.view.seats[s].ducats
        return f"{self.view.players[s]}'s ducats: {n}\n" + self.text["purse"]

    def hand_size(self, s: int) -> str:
        """How many guests a player holds (public), never which."""
        name = self.view.players[s]
        return f"{name}'s guests\n{self._holding(s)} Only {name} sees them."

    def handarea(self) -> str:
        """The strip along the bottom: the viewer's hand, draft packet, or the courtesan's names."""
        view = self.view
        if view.stage == "courtesan_name":
            call = view.pending.get("call")
            return f"Name a guest for corridor {call}\n" + self.text["name"]
        if view.packet:
            return f"Your draft packet (pick {view.draft_step} of 4)\n" + self.text["packet"]
        if view.hand:
            return f"Your hand: {_plural(len(view.hand), 'guest')}\n" + self.text["hand"]
        return "Hands\n" + self.text["hidden_hand"]

    def name(self, name: str) -> str:
        """A guest identity the courtesan may name."""
        family, value = name_parts(name)
        call = self.view.pending.get("call")
        return f"{self.family(family)} {value}\nCall it into corridor {call}. " + self.text["name"]
