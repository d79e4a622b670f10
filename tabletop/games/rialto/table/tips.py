"""Every piece on a Rialto table explains itself: the hover text (name, then rules text) of each region and
component the layout draws, worded from the data (data/rialto.yaml and its ids, see rules/words.py) and the view.

Pure (no pygame). Only the view is read, so a tip shows what its viewer may see and nothing more: other hands
are counts, the deck and the discards are counts, and a card drawn face down says only that it is a card.
"""

from __future__ import annotations

from tabletop.engine.layout import Layout, Placement, Region
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.state import tile_kind
from tabletop.games.rialto.rules.view import BuildingView, ConnectionView, RialtoView
from tabletop.games.rialto.table import keys

NO_TIP = {"anchor", "chosen", "help"}  # drop targets, outlines, and the help corner (itself rules text)
ZOOM_REGIONS: set[str] = set()  # a region's painter does not scale up: the supply and bonus tiles explain by hover
ZOOM_PLACEMENTS = {"rcard", "building", "tile"}  # cards, buildings on boards, bridges and gondolas


def tip(name: str, *paragraphs: str) -> str:
    """A tip: the name on the first line, then each non-empty paragraph on its own line."""
    return "\n".join([name, *(p for p in paragraphs if p)])


def building_order(spec: RialtoSpec, view: RialtoView) -> str:
    """The reading of the middle buildings' effects in force (option ``middle_building_order``)."""
    return spec.in_force(view.options).text("middle_building_order")


def apply_tips(spec: RialtoSpec, lay: Layout, view: RialtoView) -> None:
    """Give every region and component of ``lay`` its tip (and cards and tiles their zoom), worded from ``spec``."""
    tips = Tips(spec, view)
    for key, reg in list(lay.regions.items()):
        if reg.kind not in NO_TIP:
            lay.regions[key] = reg.evolve(tip=tips.region(reg), zoom=reg.kind in ZOOM_REGIONS)
    for pid, p in list(lay.placements.items()):
        lay.placements[pid] = p.evolve(tip=tips.placement(p), zoom=p.kind in ZOOM_PLACEMENTS)


class Tips:
    """The tips of one view."""

    def __init__(self, spec: RialtoSpec, view: RialtoView):
        self.spec, self.view = spec, view
        self.opts = spec.in_force(view.options)  # the readings in force, read by kind
        self.parts = view.participants
        self.districts = {d.id: d for d in view.districts}
        self.where = self._card_places()
        self.faces = self._card_faces()
        self.pieces = keys.table_pieces(view)  # the markers and cubes, by their placements' ids

    # ----- dispatch
    def region(self, reg: Region) -> str:  # noqa: C901 (one case per kind of region)
        """The tip of a region (empty for one that explains nothing)."""
        match reg.key:
            case keys.BoardSpot(seat):
                return self.board(seat)
            case keys.StatSpot(seat, figure):
                return self.stat(seat, figure)
            case keys.StageSpot(letter):
                return self.stage(letter)
            case keys.TrackSpot(track):
                return self.doge_track() if track == "doge" else self.vp_track()
            case keys.VeniceSpot():
                return self.venice()
            case keys.ConnSpot(connection):
                return self.connection(connection)
            case keys.DistrictSpot(district):
                return self.district(district)
            case keys.SupplySpot(kind):
                return self.supply(kind, reg.count)
            case keys.StackSpot(stack):
                return self.pile(stack, reg.count)
            case keys.BonusSpot(side):
                return self.bonus(side)
            case keys.RowSpot(row):
                return self.row(row)
            case keys.SupplyLabelSpot():
                return self.supply_label()
            case keys.RowsLabelSpot():
                return tip("Card rows", *self.rows_rule())
            case keys.HandAreaSpot():
                return self.handarea()
            case keys.GroupSpot(card_type):
                return self.handgroup(card_type, reg.count)
            case keys.PendingSpot():
                return self.pending()
        return tip(reg.label or str(reg.key))

    def placement(self, p: Placement) -> str:
        """The tip of a component."""
        if p.kind == "rcard":
            return self.card(p.id, self.faces.get(p.id, ""))
        if p.kind == "building":
            return self.building(p.id, p.owner)
        if p.kind == "tile":
            return self.tile(p.id)
        piece = self.pieces.get(p.id)
        if isinstance(piece, keys.Chip):
            return self.chip(piece.district, piece.seat)
        if isinstance(piece, keys.Marker):
            return self.doge_marker(piece.seat) if piece.track == "doge" else self.vp_marker(piece.seat)
        return tip(p.id)

    # ----- helpers
    def name(self, p: int) -> str:
        """A participant's name."""
        return self.parts[p].name

    def _card_faces(self) -> dict[str, str]:
        """The type of each visible card, by id."""
        v = self.view
        cards = [*(c for r in v.rows for c in r.cards), *v.hand, *(c for info in self.parts for c in info.played)]
        cards += [
            *v.neutral_hand,
            *(v.play.cards if v.play else ()),
            *(c for _, c in (v.play.converted if v.play else ())),
        ]
        return {c.id: c.face for c in cards}

    def _card_places(self) -> dict[str, str]:
        """Where each visible card lies, in words."""
        v, places = self.view, {}
        for r in v.rows:
            left = "the leftover row: a green building may take it; the rest is discarded"
            left = left if v.task == "cards" else ""
            for c in r.cards:
                places[c.id] = f"In row {r.i + 1}" + (f", {left}." if left else ".")
        for c in v.hand:
            places[c.id] = "In your hand."
        for info in self.parts:
            for c in info.played:
                places[c.id] = f"Played by {info.name} in stage {v.stage or '-'}."
        np = self.spec.neutral_player
        filed = self.spec.stage_of_card(np.jokers_with)
        for c in v.neutral_hand:
            places[c.id] = "The neutral player's card, face up: it plays all its cards of each stage's type" + (
                f", its {words.wild(self.spec).lower()}s with the {words.card(self.spec, np.jokers_with)} cards in "
                f"stage {filed.letter}."
                if c.face == self.spec.wild_card
                else "."
            )
        play = v.play
        for c in play.cards if play else ():
            places[c.id] = "Put down for your play: the others see it only when you press Play."
        for b, c in play.converted if play else ():
            kind = self._kind(next(x for x in self._own_buildings() if x.id == b).kind)
            stage_card = words.card(self.spec, self.spec.stage(v.stage).card)
            places[c.id] = (
                f"Converted with {kind.name}: counts as {words.plural(kind.params['counts_as'], stage_card + ' card')}."
            )
        return places

    def _own_buildings(self) -> list[BuildingView]:
        return [b for info in self.parts for b in info.buildings]

    def _kind(self, kind_id: str) -> BuildingKind:
        return self.spec.building(kind_id, building_order(self.spec, self.view))

    def _stage_letter(self, advantage: str) -> str:
        return next(s.letter for s in self.spec.stages if s.advantage == advantage)

    # ----- cards and buildings
    def card(self, card_id: str, face: str) -> str:
        """A card: its type and what it does in its stage, and where it lies (a back says only that)."""
        if not face:
            return tip("A card, face down", "Its face is hidden: only its owner may know it.")
        name = words.card(self.spec, face)
        return tip(f"{name} card", *words.card_text(self.spec, face, self.opts), self.where.get(card_id, ""))

    def building(self, b: str, owner: int | None) -> str:
        """A building on a board: colour, value, cost, effect, and whether it was used this round."""
        info = next(x for x in self._own_buildings() if x.id == b)
        kind = self._kind(info.kind)
        now = f"{self.name(owner)}'s building." if owner is not None else ""
        if info.coin:
            now += " Used this round: a coin lies on it."
        elif info.blocked:
            now += " It cannot be used this round (it has just arrived)."
        return tip(kind.name, *words.building(self.spec, kind), now.strip())

    def supply(self, kind_id: str, left: int) -> str:
        """A building kind in the supply, with the copies left."""
        kind = self._kind(kind_id)
        start = (
            "A starting building: each player begins with one of this value."
            if kind.value == self.spec.starting_building_value
            else ""
        )
        return tip(
            kind.name,
            *words.building(self.spec, kind),
            f"In the supply: {left} of {kind.copies} left (the figure at the top right); the house shows its value.",
            start,
        )

    def supply_label(self) -> str:
        """The building supply as a whole."""
        b = self.spec.buildings
        colours = words.listed(c.name.lower() for c in self.spec.building_colours)
        build = words.stage_by_action(self.spec, "build")
        return tip(
            "Building supply",
            f"Buildings are {colours}, of values 1 to {b.max_value}, {b.copies_each} copies of each. A building's "
            f"value is its cost (the count in stage {build.letter}) and its VP at the end.",
            f"A board holds {b.slots_per_player}; taking one more returns one to the supply for its value in VP.",
        )

    def handarea(self) -> str:
        """The viewer's hand as a whole."""
        seat = self.view.deciding  # a hand is on screen for the player deciding
        limit = self.parts[seat].limit if seat is not None else self.spec.card_rows.hand_limit
        return tip(
            "Your hand",
            f"{words.plural(len(self.view.hand), 'card')}; the hand limit after phase I is {limit} this round.",
            self.spec.texts.hand,
        )

    def handgroup(self, type_id: str, count: int) -> str:
        """The cards of one type in the viewer's hand."""
        name = words.card(self.spec, type_id)
        return tip(
            f"{name} cards in your hand",
            f"You hold {count} (the figure at the bottom right).",
            *words.card_text(self.spec, type_id, self.opts),
        )

    def pending(self) -> str:
        """The play being put together."""
        play = self.view.play
        return tip(
            "Your play",
            f"It counts {play.count if play else 0} so far (the number shown). Press Play to show it to everyone, or "
            "Take back.",
            words.jester(self.spec, self.opts),
        )

    # ----- stages and tracks
    def stage(self, letter: str) -> str:
        """A stage: what is played, what it gives, its advantage, and whether it is being played."""
        s = self.spec.stage(letter)
        now = ""
        if self.view.stage == letter:
            now = "Being played now."
            if self.view.advantage is not None:
                now += f" Advantage: {self.name(self.view.advantage)}."
        return tip(f"Stage {letter}: {s.name}", *words.stage(self.spec, s, self.opts), now)

    def doge_order(self) -> str:
        """The Doge order now, in words."""
        rows = [
            f"{words.ordinal(k + 1)} {self.name(p)} (space {self.parts[p].doge})"
            for k, p in enumerate(self.view.doge_order)
        ]
        return "Doge order now: " + ", ".join(rows) + "."

    def doge_track(self) -> str:
        """The Doge track."""
        spec = self.spec
        a = words.stage_by_action(spec, "doge_steps")
        movers = words.kind_names(spec, "doge_by_rank", self.opts)
        length = self.opts.number("doge_track_length")
        moves = (
            f"Markers start on space {spec.tracks.doge_start_space}; stage {a.letter} moves them 1 space per "
            f"{words.card(spec, a.card)} card ({words.stage_advantage(spec, a)} with the advantage)"
            + (f", and {movers} by rank." if movers else ".")
        )
        if length:
            moves += f" The track ends at space {length}."
        return tip("Doge track", spec.texts.doge_track, moves, self.doge_order())

    def vp_track(self) -> str:
        """The VP track."""
        spec = self.spec
        now = ", ".join(f"{p.name} {p.vp}" for p in self.parts if p.human)
        floor = " VP never drop below 0." if self.opts.flag("vp_floor_zero") else ""
        return tip(
            "VP track",
            spec.texts.vp_track,
            f"Everyone starts with {spec.tracks.vp_start} VP.{floor} " + words.end_of_game(spec, self.opts),
            f"Now: {now}.",
        )

    def doge_marker(self, p: int) -> str:
        """A Doge marker: its space and place in Doge order (the number on it)."""
        rank = self.view.doge_order.index(p) + 1
        return tip(
            f"{self.name(p)}'s Doge marker",
            f"Space {self.parts[p].doge}: {words.ordinal(rank)} in Doge order (the number on the marker; "
            "markers sharing a space stand side by side in Doge order, the first on the left).",
            self.spec.texts.doge_track,
        )

    def vp_marker(self, p: int) -> str:
        """A VP marker (the number on it is the VP)."""
        return tip(f"{self.name(p)}'s VP marker", f"{self.parts[p].vp} VP (the number on the marker).")

    # ----- Venice
    def venice(self) -> str:
        """The board: its two canal sides and their districts."""
        spec = self.spec
        sides = [
            f"{s.name}: " + words.listed(spec.district(d).name for d in spec.districts_on(s.id)) + "."
            for s in spec.board.canal_sides
        ]
        now = self.districts.get(self.view.district)
        here = f"Round {self.view.round}: the district marker is on {now.name}." if now else ""
        return tip("Venice", spec.texts.venice, " ".join(sides), here)

    def facing(self, district: str) -> str:
        """The tile ends facing a district, in words."""
        ends = []
        for c in self.view.connections:
            if district in c.between and c.tile:
                other = self.districts[next(x for x in c.between if x != district)].name
                kind = tile_kind(c.tile)
                ends.append(f"the {kind} to {other} adds {c.facing.get(district, 0)}")
        return ", ".join(ends) if ends else "no bridge or gondola touches it yet"

    def district(self, d: str) -> str:
        """A district: its round tile, its value now (and from what), the councillors in it, how it scores."""
        info, spec = self.districts[d], self.spec
        current = " This round's district." if self.view.district == d else ""
        counts = [f"{self.name(p)} {n}" for p, n in enumerate(info.councillors) if n]
        return tip(
            info.name,
            f"Round tile {info.number} (the dark square by the name): the district of round {info.number}, "
            f"on the {words.side_name(spec, info.side)}.{current}",
            f"Worth {info.value} now (the figure by the bridge, bottom left): {self.facing(d)}.",
            "Councillors here: " + (", ".join(counts) if counts else "none yet") + ".",
            spec.texts.district,
            words.district_scoring(spec, self.opts),
        )

    def chip(self, d: str, p: int) -> str:
        """A participant's councillors in a district (the figure on the cube)."""
        n = self.districts[d].councillors[p]
        return tip(
            f"{self.name(p)}'s councillors in {self.districts[d].name}",
            f"{words.plural(n, 'councillor')} (the figure on the cube): the most councillors here score the "
            "district at the end.",
        )

    def _conn(self, conn_id: str) -> ConnectionView:
        return next(c for c in self.view.connections if c.id == conn_id)

    def _ends(self, c: ConnectionView) -> str:
        a, b = (self.districts[x].name for x in c.between)
        return f"{c.facing.get(c.between[0], 0)} faces {a}, {c.facing.get(c.between[1], 0)} faces {b}"

    def connection(self, conn_id: str) -> str:
        """A connection: empty (who may fill it) or the tile on it with the value facing each district."""
        c, spec = self._conn(conn_id), self.spec
        a, b = (self.districts[x].name for x in c.between)
        if c.tile:
            kind = f"a {tile_kind(c.tile)}"
            now = f"Holds {kind}: {self._ends(c)}."
        else:
            empty = self.opts.number("empty_connection_value")
            now = (
                f"Empty: the stage {self._stage_letter('bridge_tile')} advantage may put a bridge here, the stage "
                f"{self._stage_letter('gondola_tile')} advantage a gondola. Empty at the end, it adds {empty}."
            )
        marked = (
            "The neutral player's marker lies here: its next bridge or gondola goes here."
            if self.view.marked == conn_id
            else ""
        )
        return tip(f"Connection {a} - {b}", now, marked, spec.texts.connection)

    def tile(self, tile_id: str) -> str:
        """A bridge or gondola on a connection, with the value facing each district."""
        c = next(x for x in self.view.connections if x.tile == tile_id)
        a, b = (self.districts[x].name for x in c.between)
        name = tile_kind(tile_id).capitalize()
        return tip(f"{name} between {a} and {b}", f"{self._ends(c)}.", self.spec.texts.connection)

    def bonus(self, side: str) -> str:
        """A bonus tile: its condition and where it is now."""
        t = next(x for x in self.view.bonus if x.side == side)
        if t.on_board:
            now = "Still on the board."
        elif t.flipped:
            now = "Turned over: the neutral player was first."
        else:
            taker = next((p.name for p in self.parts if t.id in p.bonus), "a player")
            now = f"Taken by {taker}."
        return tip(f"Bonus tile: {words.side_name(self.spec, side)}", words.bonus(self.spec, side, t.vp), now)

    # ----- piles and rows
    def pile(self, key: str, count: int) -> str:
        """The bridge and gondola stacks, the deck and the general discard (the number shown is how many)."""
        spec, view = self.spec, self.view
        if key == "bridges":
            top = "-".join(map(str, view.next_bridge))
            t = spec.bridge_tiles
            return tip(
                "Bridge tiles",
                f"{words.plural(count, 'bridge')} left in a face-up stack (the figure below); only the top one shows"
                + (f": {top}." if top else ".")
                + f" Each bridge has two ends worth {t.end_min} to {t.end_max}.",
                f"The stage {self._stage_letter('bridge_tile')} advantage takes the top bridge.",
            )
        if key == "gondolas":
            return tip(
                "Gondola tiles",
                f"{words.plural(count, 'gondola')} left (the figure below); both ends are worth "
                f"{spec.gondola_tiles.value}.",
                f"The stage {self._stage_letter('gondola_tile')} advantage takes one.",
            )
        if key == "deck":
            return tip("Deck", f"{words.plural(count, 'card')}, face down (the figure below).", spec.texts.deck)
        shown = f"{words.plural(count, 'card')}, face down (the figure below)."
        return tip("General discard", shown, spec.texts.discard)

    def rows_rule(self) -> list[str]:
        """How the card rows work, with their numbers."""
        spec, view = self.spec, self.view
        humans = len(view.players)
        rows = spec.rows_for(humans, view.neutral)
        cr = spec.card_rows
        return [
            f"Each round {rows} rows of {cr.cards_per_row} cards are dealt face up; with a row come "
            f"{words.plural(cr.blind_cards, 'card')} unseen from the deck. After phase I a hand keeps at most "
            f"{cr.hand_limit} cards (more with green buildings).",
            spec.texts.card_rows,
        ]

    def row(self, i: int) -> str:
        """A card row."""
        r = next(x for x in self.view.rows if x.i == i)
        now = (
            f"Taken by {self.name(r.taken_by)}."
            if r.taken_by is not None
            else f"{words.plural(len(r.cards), 'card')} face up."
        )
        return tip(f"Row {i + 1}", now, *self.rows_rule())

    # ----- player boards
    def stat(self, p: int, figure: str) -> str:
        """One figure on a board's top line: what it counts and what it is good for."""
        info, spec, who = self.parts[p], self.spec, self.name(p)
        if figure == "coins":
            return tip(
                f"{who}'s coins: {info.coins}",
                "Using a building costs 1 coin, put on it until the end of the round.",
                f"Each coin scores {self.opts.number('vp_per_coin')} VP at the end.",
            )
        if figure == "vp":
            return tip(f"{who}'s victory points: {info.vp}", spec.texts.vp_track)
        if figure == "councillors":
            personal, general = info.personal, info.general
            gondola = words.stage_by_action(spec, "councillors_to_personal")
            place = words.stage_by_action(spec, "place_councillors")
            return tip(
                f"{who}'s councillors: {personal} + {general}",
                f"{personal} (the cube's figure) in the personal supply, ready for stage {place.letter} to place "
                f"in this round's district; each left there at the end scores "
                f"{self.opts.number('vp_per_supply_councillor')} VP.",
                f"{general} (the dimmer +{general}) in the general supply: stage {gondola.letter} brings them over.",
            )
        hand = f"{words.plural(info.hand, 'card')} in hand (the figure by the card)."
        if not info.human:
            return tip(f"{who}'s cards", hand, spec.texts.neutral)
        return tip(
            f"{who}'s cards: {info.hand}",
            hand + f" Hand limit this round: {info.limit}. Discard pile: {info.pile} face down.",
            spec.texts.hand,
        )

    def board(self, p: int) -> str:
        """A player board: every figure on it in words."""
        info, spec, view = self.parts[p], self.spec, self.view
        rank = f"{words.ordinal(info.rank)} in Doge order (the figure on its Doge marker)."
        hand = f"Hand: {words.plural(info.hand, 'card')} (the figure by the card); discard pile: {info.pile} face down."
        stage = ""
        if view.stage:
            notes = [f"played {info.count}"] if info.count is not None else []
            notes += [f"waits ({words.kind_names(spec, 'delay', self.opts)})"] if info.delayed else []
            notes += ["has the advantage"] if view.advantage == p else []
            stage = f"Stage {view.stage}: " + ", ".join(notes) + "." if notes else ""
        if not info.human:
            return tip(info.name, rank, hand, stage, spec.texts.neutral)
        personal, general = info.personal, info.general
        movers = words.kind_names(spec, "councillor_and_vp", self.opts)
        gondola = words.stage_by_action(spec, "councillors_to_personal")
        built = [self._kind(b.kind).name + (" (used)" if b.coin else "") for b in info.buildings] or ["none"]
        bonus = [words.side_name(spec, t.side) for t in view.bonus if t.id in info.bonus]
        return tip(
            info.name,
            rank,
            f"Coins: {info.coins}, each paying for one building's use and worth {self.opts.number('vp_per_coin')} "
            f"VP at the end. VP: {info.vp}.",
            f"Councillors {personal}+{general}: {personal} in the personal supply, ready to place in a district; "
            f"{general} in the general supply (stage {gondola.letter}"
            + (f" and {movers}" if movers else "")
            + f" bring them over). Each in the personal supply scores {self.opts.number('vp_per_supply_councillor')}"
            " VP at the end.",
            hand + f" Hand limit this round: {info.limit}.",
            f"Buildings ({len(info.buildings)} of {spec.buildings.slots_per_player} slots): {', '.join(built)}.",
            stage,
            ("Bonus tiles: " + ", ".join(bonus) + ".") if bonus else "",
            spec.texts.player_board,
        )
