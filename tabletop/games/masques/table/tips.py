"""What every piece of a Masques table says when hovered (and which cards zoom on a right-click).

Pure: reads only the view (what its viewer may see) and the validated data, whose ``texts`` and agent
``power`` fields hold the rules in words; numbers come from the data or the view, never from here.
A tip's first line is the piece's name, then its rules text, one paragraph a line.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial

from tabletop.engine.layout import Deferred, Layout, Placement, Region
from tabletop.engine.message import Listed, Msg, Name, Seat, Words, as_msg, joined, msg, msgn
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
        lay.regions[key] = region.evolve(
            tip=Deferred(partial(tips.region, region)), zoom=region.kind in ZOOM_REGIONS or region.zoom
        )
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = placement.evolve(
            tip=Deferred(partial(tips.placement, placement)), zoom=placement.kind in ZOOM_KINDS or placement.zoom
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


def _then(*sentences: Words) -> Msg:
    """Whole sentences one after another on one line."""
    return joined(sentences, " ")


class Tips:
    """Builds the tips of one view's pieces from the data's words."""

    def __init__(self, spec: MasquesSpec, view: MasquesView):
        self.spec, self.view = spec, view
        values: dict[str, int | Msg] = {
            "ducats": spec.ducats,
            "starting_ducats": spec.starting_ducats,
            "markers_per_guild": spec.favor_markers_per_guild,
            "in_one_guild": spec.win.in_one_guild,
            "in_every_guild": spec.win.in_every_guild,
            "neutral": spec.neutral_family.name,
        }
        self.text = {name: text.but(**values) for name, text in spec.texts.items()}
        self.where = places(view)
        self.n = view.n

    # ----- names ---------------------------------------------------------------------------------
    def family(self, family_id: str) -> Msg:
        """A family's name from the data."""
        found = next((f.name for f in (*self.spec.families, self.spec.neutral_family) if f.id == family_id), None)
        return found or msg("{family}", family=Name(family_id.capitalize()))

    def guild(self, guild_id: str) -> Msg:
        """A guild's name from the data."""
        found = next((g.name for g in self.spec.guilds if g.id == guild_id), None)
        return found or msg("{guild}", guild=Name(guild_id.capitalize()))

    def agent_name(self, kind: str) -> Msg:
        """An agent type's name from the data."""
        return self.spec.agent(kind).name

    def power(self, kind: str) -> Msg:
        """An agent type's power in words, from the data."""
        return self.spec.agent(kind).power

    def seat(self, s: int) -> Seat:
        """A seat, named."""
        return Seat(s, self.view.players[s])

    def holder(self, family_id: str) -> int | None:
        """The seat holding a family card (families are dealt face up)."""
        return next((s for s, fams in enumerate(self.view.families) if family_id in fams), None)

    def card_name(self, card: Card) -> Msg:
        """A visible card in words: 'Dandolo 3', 'Assassin'."""
        if isinstance(card, GuestCard):
            return msg("{family} {value}", family=self.family(card.family), value=card.value)
        return self.agent_name(card.type)

    def marker_name(self, marker: MarkerView) -> Msg:
        """A marker in words: 'Clergy favor marker', 'Ducat'."""
        if marker.guild:
            return msg("{guild} favor marker", guild=self.guild(marker.guild))
        return msg("Ducat")

    def beside(self, i: int) -> Msg:
        """The palace cards beside corridor i."""
        return msg("palace cards {a} and {b}", a=i, b=(i + 1) % self.n)

    def flank(self, p: int) -> Msg:
        """The corridors that compete for palace card p."""
        return msg("corridors {a} and {b}", a=(p - 1) % self.n, b=p)

    # ----- pieces --------------------------------------------------------------------------------
    def region(self, region: Region) -> Words:
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
            return joined([msg("Chosen"), self.text["chosen"]])
        if isinstance(key, PickedLabel):
            return joined([msg("Kept so far"), self.text["picked"]])
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

    def placement(self, p: Placement) -> Words:
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
            below = self.below(kind)
            if below is None:
                top = msg("Top of its stack, {count} left.", count=stack.count)
            else:
                top = msg(
                    "Top of its stack, {count} left; the ones below cost {costs}.", count=stack.count, costs=below
                )
            return self.agent(kind, stack.influence or 0, stack.cost or 0, top, "hire")  # a top card: never None
        card = self._card(p.id, place, at)
        if card is None:
            return p.face or p.id
        if isinstance(card, AgentCard):
            hired = msg("Hired into corridor {i}: its influence counts for {beside}.", i=at, beside=self.beside(at))
            return self.agent(card.type, card.influence, card.cost, hired, "agent")
        return self.guest(card, place, at)

    def _card(self, cid: str, place: str, at: int) -> Card | None:
        if place == "corridor":
            return self.view.corridors[at].card
        held = {"hand": self.view.hand, "packet": self.view.packet, "picked": self.view.picked}
        if place in held:
            return next(c for c in held[place] if c.id == cid)
        return None

    def guest(self, card: GuestCard, place: str, at: int) -> Msg:
        """A guest card: its family and value, who it wins for, where it is."""
        family, value = card.family, card.value
        if card.down:
            lines: list[Words] = [msg("{card} (face down)", card=self.card_name(card))]
            lines.append(msg("Influence 0 while face down (printed {value}).", value=value))
        else:
            lines = [self.card_name(card), msg("Influence {value}.", value=value)]
        if family == self.spec.neutral_family.id:
            lines.append(self.text["neutral_guest"])
        else:
            seat = self.holder(family)
            if seat is None:
                lines.append(msg("Family {family}: it wins for nobody in this game.", family=self.family(family)))
            else:
                lines.append(
                    msg("Family {family}: it wins for {seat}.", family=self.family(family), seat=self.seat(seat))
                )
        if place == "corridor":
            lines.append(msg("In corridor {i}: it competes for {beside}.", i=at, beside=self.beside(at)))
        elif place == "hand":
            lines.append(msg("In your hand."))
        elif place == "packet":
            lines.append(_then(msg("In your draft packet."), self.text["packet"]))
        else:
            lines.append(_then(msg("Kept in this draft."), self.text["picked"]))
        lines.append(self.text["face_down_guest" if card.down else "guest"])
        if self.spec.guests.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return joined(lines)

    def agent(self, kind: str, influence: int, cost: int, where: Msg, rule: str) -> Msg:
        """An agent card: its numbers and power, where it stands, and the rule (hiring, or a hired agent's)."""
        numbers = msgn(
            "Influence {influence}, cost {n} ducat.",
            "Influence {influence}, cost {n} ducats.",
            cost,
            influence=influence,
        )
        lines: list[Words] = [self.agent_name(kind), numbers]
        lines += [where, msg("Power: {power}", power=self.power(kind)), self.text[rule]]
        if self.spec.agents.source == "reconstructed":
            lines.append(self.text["reconstructed"])
        return joined(lines)

    def below(self, kind: str) -> Listed | None:
        """What the cards under a stack's top cost (from the data: a stack lists its cards cheapest first); None when
        no card is under it."""
        count = self.view.stacks[kind].count
        cards = self.spec.agent(kind).cards
        costs = [c.cost for c in cards][-count:][1:] if 1 < count <= len(cards) else []
        return Listed(tuple(costs)) if costs else None

    def stack(self, kind: str) -> Msg:
        """An agent stack: how many are left, what they cost, what they do."""
        stack = self.view.stacks[kind]
        count, name = stack.count, self.agent_name(kind)
        lines: list[Words] = [msg("{agent} stack: {count} left", agent=name, count=count)]
        players = len(self.view.players)
        removed = self.spec.setup_for(players).remove_agent_types
        power = msg("Power: {power}", power=self.power(kind))
        if kind in removed:
            return joined([*lines, msg("Not used at {players} players.", players=players), power])
        if count:
            cost, influence, below = stack.cost or 0, stack.influence or 0, self.below(kind)  # a stack with cards
            if below is None:
                hire = msgn(
                    "Influence {influence}. Hire the top one for {n} ducat.",
                    "Influence {influence}. Hire the top one for {n} ducats.",
                    cost,
                    influence=influence,
                )
            else:
                hire = msgn(
                    "Influence {influence}. Hire the top one for {n} ducat; the ones below cost {costs}.",
                    "Influence {influence}. Hire the top one for {n} ducats; the ones below cost {costs}.",
                    cost,
                    influence=influence,
                    costs=below,
                )
            lines.append(hire)
        else:
            lines.append(msg("All hired: none is left in this game."))
        lines += [power, self.text["hire"], self.text["stack"]]
        return joined(lines)

    def palace(self, card: PalaceView) -> Msg:
        """A palace card: what its corner square gives, who competes for it, what it holds."""
        i = card.i
        lines: list[Words] = [msg("The door (palace card 0)") if i == 0 else msg("Palace card {i}", i=i)]
        if i == 0:
            lines.append(self.text["door"])
        lines.append(self.text["palace_favor" if card.icon == "favor" else "palace_ducat"])
        marker = card.marker
        if marker and marker.guild:
            guild = self.guild(marker.guild)
            if marker.down:
                lines.append(
                    msg("Holds a {guild} favor marker (face down: nobody can win it this round).", guild=guild)
                )
            else:
                lines.append(msg("Holds a {guild} favor marker.", guild=guild))
        elif marker:
            if marker.down:
                lines.append(msg("Holds a ducat (face down: nobody can win it this round)."))
            else:
                lines.append(msg("Holds a ducat."))
        else:
            lines.append(msg("Holds nothing now."))
        lines.append(_then(msg("Contested by {flank}.", flank=self.flank(i)), self.text["palace"]))
        return joined(lines)

    def marker(self, mid: str, place: str, at: int) -> Words:
        """A favor marker or ducat on the palace, or a favor marker won this round."""
        if place == "won":
            guild = self.guild(favor_guild(mid))
            return joined(
                [
                    msg("{guild} favor marker", guild=guild),
                    msg("Won by {seat}: +1 {guild} favor.", seat=self.seat(at), guild=guild),
                    self.text["won_marker"],
                ]
            )
        marker = self.view.palace[at].marker
        if marker is None:  # never: the palace card holding this marker
            return mid
        name = self.marker_name(marker)
        lines: list[Words] = [msg("{marker} (face down)", marker=name) if marker.down else name]
        lines.append(msg("On palace card {i}, contested by {flank}.", i=at, flank=self.flank(at)))
        lines.append(self.text["favor_marker" if marker.guild else "ducat"])
        if marker.down:
            lines.append(self.text["face_down_marker"])
        return joined(lines)

    def corridor(self, cell: CorridorView) -> Msg:
        """A corridor: its number, its neighbours, what it holds."""
        i = cell.i
        lines: list[Words] = [msg("Corridor {i}", i=i)]
        lines.append(
            msg(
                "Between {beside}; the corridors next to it are {a} and {b}.",
                beside=self.beside(i),
                a=(i - 1) % self.n,
                b=(i + 1) % self.n,
            )
        )
        lines.append(msg("Holds {card}.", card=self.card_name(cell.card)) if cell.card else msg("Empty."))
        lines.append(self.text["corridor"])
        return joined(lines)

    def pile(self, zone: str) -> Msg:
        """The ducat supply, the favor pool or the guest deck: what it counts."""
        view = self.view
        if zone == "supply":
            return joined(
                [msgn("Ducat supply: {n} ducat", "Ducat supply: {n} ducats", view.supply), self.text["supply"]]
            )
        if zone == "pool":
            return joined([msgn("Favor pool: {n} marker", "Favor pool: {n} markers", view.pool), self.text["pool"]])
        if not view.aside:
            return joined([msgn("Guest deck: {n} guest", "Guest deck: {n} guests", view.deck), self.text["deck"]])
        lines: list[Words] = [
            msg("Guests: {n}", n=view.deck + view.aside),
            _then(msg("{n} in the deck.", n=view.deck), self.text["deck"]),
            _then(msg("{n} set aside.", n=view.aside), self.text["aside"]),
        ]
        return joined(lines)

    def player(self, s: int) -> Msg:
        """A player's board: families, favor, ducats, hand size, first player."""
        view, seat = self.view, self.view.seats[s]
        first = s == view.first
        lines: list[Words] = [msg("{seat} (first player)", seat=self.seat(s)) if first else as_msg(view.players[s])]
        fams = [self.family(f) for f in view.families[s]]
        if len(fams) == 1:
            lines.append(msg("Family: {families}.", families=fams[0]))
        else:
            lines.append(msg("Families: {families}.", families=joined(fams, ", ")))
        favor = joined([msg("{guild} {n}", guild=self.guild(g), n=n) for g, n in seat.favor.items()], ", ")
        lines.append(msg("Favor: {favor}.", favor=favor))
        lines.append(_then(msg("Ducats: {n}.", n=seat.ducats), self._holding(s)))
        lines.append(self.text["player"])
        if first:
            lines.append(self.text["first_player"])
        return joined(lines)

    def _holding(self, s: int) -> Msg:
        seat = self.view.seats[s]
        if seat.packet or seat.picked:
            return msgn(
                "Draft: {n} guest in the packet, {kept} kept.",
                "Draft: {n} guests in the packet, {kept} kept.",
                seat.packet,
                kept=seat.picked,
            )
        return msgn("Hand: {n} guest.", "Hand: {n} guests.", seat.hand)

    def crest(self, family: str) -> Msg:
        """A family crest on a player board: who holds it."""
        seat = self.holder(family)
        held = msg("Held by nobody.") if seat is None else msg("Held by {seat}.", seat=self.seat(seat))
        return joined([msg("{family} family", family=self.family(family)), _then(held, self.text["crest"])])

    def first_card(self, s: int) -> Msg:
        """The first-player card on a player's board."""
        held = msg("Held by {seat}.", seat=self.seat(s))
        return joined([msg("First-player card"), _then(held, self.text["first_player"])])

    def favor(self, s: int, guild: str) -> Msg:
        """One guild's favor column on a player board."""
        n = self.view.seats[s].favor.get(guild, 0)
        title = msg("{seat}'s {guild} favor: {n}", seat=self.seat(s), guild=self.guild(guild), n=n)
        return joined([title, self.text["favor_track"]])

    def purse(self, s: int) -> Msg:
        """A player's ducats."""
        n = self.view.seats[s].ducats
        return joined([msg("{seat}'s ducats: {n}", seat=self.seat(s), n=n), self.text["purse"]])

    def hand_size(self, s: int) -> Msg:
        """How many guests a player holds (public), never which."""
        seat = self.seat(s)
        only = msg("Only {seat} sees them.", seat=seat)
        return joined([msg("{seat}'s guests", seat=seat), _then(self._holding(s), only)])

    def handarea(self) -> Msg:
        """The strip along the bottom: the viewer's hand, draft packet, or the courtesan's names."""
        view = self.view
        if view.stage == "courtesan_name":
            call = view.pending_int("call")
            return joined([msg("Name a guest for corridor {i}", i=call if call is not None else 0), self.text["name"]])
        if view.packet:
            return joined([msg("Your draft packet (pick {pick} of 4)", pick=view.draft_step), self.text["packet"]])
        if view.hand:
            return joined([msgn("Your hand: {n} guest", "Your hand: {n} guests", len(view.hand)), self.text["hand"]])
        return joined([msg("Hands"), self.text["hidden_hand"]])

    def name(self, name: str) -> Msg:
        """A guest identity the courtesan may name."""
        family, value = name_parts(name)
        call = self.view.pending_int("call")
        title = msg("{family} {value}", family=self.family(family), value=value)
        return joined(
            [title, _then(msg("Call it into corridor {i}.", i=call if call is not None else 0), self.text["name"])]
        )
