"""Every piece on a Rialto table explains itself: the hover text (name, then rules text) of each region and
component the layout draws, worded from the data (data/rialto.yaml and its ids, see rules/words.py) and the view,
as messages rendered when drawn, in the language chosen then.

Pure (no pygame). Only the view is read, so a tip shows what its viewer may see and nothing more: other hands
are counts, the deck and the discards are counts, and a card drawn face down says only that it is a card.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.layout import Deferred, Layout, Placement, Region
from tabletop.engine.message import Listed, Msg, Name, Ordinal, Words, as_msg, msg, msgn
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.view import BuildingView, RialtoView
from tabletop.games.rialto.table import keys
from tabletop.games.rialto.table.citytips import CityTips, arg, commas, said, sentences, tip

NO_TIP = {"anchor", "chosen", "help"}  # drop targets, outlines, and the help corner (itself rules text)
ZOOM_REGIONS: set[str] = set()  # a region's painter does not scale up: the supply and bonus tiles explain by hover
ZOOM_PLACEMENTS = {"rcard", "building", "tile"}  # cards, buildings on boards, bridges and gondolas


def building_order(spec: RialtoSpec, view: RialtoView) -> str:
    """The reading of the middle buildings' effects in force (option ``middle_building_order``)."""
    return spec.in_force(view.options).text("middle_building_order")


def apply_tips(spec: RialtoSpec, lay: Layout, view: RialtoView) -> None:
    """Give every region and component of ``lay`` its tip (and cards and tiles their zoom), worded from ``spec``."""
    tips = Tips(spec, view)
    for key, reg in list(lay.regions.items()):
        if reg.kind not in NO_TIP:
            lay.regions[key] = reg.evolve(tip=Deferred(partial(tips.region, reg)), zoom=reg.kind in ZOOM_REGIONS)
    for pid, p in list(lay.placements.items()):
        lay.placements[pid] = p.evolve(tip=Deferred(partial(tips.placement, p)), zoom=p.kind in ZOOM_PLACEMENTS)


class Tips(CityTips):
    """The tips of one view: its shared boards' (``CityTips``), and its cards, buildings, piles, rows and player
    boards'."""

    def __init__(self, spec: RialtoSpec, view: RialtoView):
        super().__init__(spec, view)
        self.where = self._card_places()
        self.faces = self._card_faces()
        self.pieces = keys.table_pieces(view)  # the markers and cubes, by their placements' ids

    # ----- dispatch
    def region(self, reg: Region) -> Msg:  # noqa: C901 (one case per kind of region)
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
                return tip(msg("Card rows"), *self.rows_rule())
            case keys.HandAreaSpot():
                return self.handarea()
            case keys.GroupSpot(card_type):
                return self.handgroup(card_type, reg.count)
            case keys.PendingSpot():
                return self.pending()
        return tip(reg.label if said(reg.label) else as_msg(str(reg.key)))

    def placement(self, p: Placement) -> Msg:
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
        return tip(as_msg(p.id))

    # ----- helpers
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

    def _card_places(self) -> dict[str, Msg]:
        """Where each visible card lies, in words."""
        v, places = self.view, {}
        for r in v.rows:
            for c in r.cards:
                places[c.id] = (
                    msg("In row {n}, the leftover row: a green building may take it; the rest is discarded.", n=r.i + 1)
                    if v.task == "cards"
                    else msg("In row {n}.", n=r.i + 1)
                )
        for c in v.hand:
            places[c.id] = msg("In your hand.")
        for k, info in enumerate(self.parts):
            for c in info.played:
                places[c.id] = msg(
                    "Played by {seat} in stage {letter}.", seat=self.name(k), letter=Name(v.stage or "-")
                )
        np = self.spec.neutral_player
        filed = self.spec.stage_of_card(np.jokers_with)
        for c in v.neutral_hand:
            places[c.id] = (
                msg(
                    "The neutral player's card, face up: it plays all its cards of each stage's type, its jesters "
                    "with the {card} cards in stage {letter}.",
                    card=arg(words.card(self.spec, np.jokers_with)),
                    letter=Name(filed.letter),
                )  # fmt: skip
                if c.face == self.spec.wild_card
                else msg("The neutral player's card, face up: it plays all its cards of each stage's type.")
            )
        play = v.play
        for c in play.cards if play else ():
            places[c.id] = msg("Put down for your play: the others see it only when you press Play.")
        for b, c in play.converted if play else ():
            kind = self._kind(next(x for x in self._own_buildings() if x.id == b).kind)
            stage_card = words.card(self.spec, self.spec.stage(v.stage).card)
            n = int(kind.params["counts_as"])
            places[c.id] = msgn(
                "Converted with {kind}: counts as {n} {card} card.",
                "Converted with {kind}: counts as {n} {card} cards.",
                n, kind=arg(kind.name), card=arg(stage_card),
            )  # fmt: skip
        return places

    def _own_buildings(self) -> list[BuildingView]:
        return [b for info in self.parts for b in info.buildings]

    def _kind(self, kind_id: str) -> BuildingKind:
        return self.spec.building(kind_id, building_order(self.spec, self.view))

    # ----- cards and buildings
    def card(self, card_id: str, face: str) -> Msg:
        """A card: its type and what it does in its stage, and where it lies (a back says only that)."""
        if not face:
            return tip(msg("A card, face down"), msg("Its face is hidden: only its owner may know it."))
        name = msg("{card} card", card=arg(words.card(self.spec, face)))
        return tip(name, *words.card_text(self.spec, face, self.opts), self.where.get(card_id, ""))

    def building(self, b: str, owner: int | None) -> Msg:
        """A building on a board: colour, value, cost, effect, and whether it was used this round."""
        info = next(x for x in self._own_buildings() if x.id == b)
        kind = self._kind(info.kind)
        whose = msg("{seat}'s building.", seat=self.name(owner)) if owner is not None else ""
        now: Words = ""
        if info.coin:
            now = msg("Used this round: a coin lies on it.")
        elif info.blocked:
            now = msg("It cannot be used this round (it has just arrived).")
        return tip(kind.name, *words.building(self.spec, kind), sentences(whose, now))

    def supply(self, kind_id: str, left: int) -> Msg:
        """A building kind in the supply, with the copies left."""
        kind = self._kind(kind_id)
        start = (
            msg("A starting building: each player begins with one of this value.")
            if kind.value == self.spec.starting_building_value
            else ""
        )
        return tip(
            kind.name,
            *words.building(self.spec, kind),
            msg(
                "In the supply: {n} of {copies} left (the figure at the top right); the house shows its value.",
                n=left,
                copies=kind.copies,
            ),  # fmt: skip
            start,
        )

    def supply_label(self) -> Msg:
        """The building supply as a whole."""
        b = self.spec.buildings
        colours = Listed(tuple(words.colour_word(self.spec, c.id) for c in self.spec.building_colours))
        build = words.stage_by_action(self.spec, "build")
        return tip(
            msg("Building supply"),
            msg(
                "Buildings are {colours}, of values 1 to {top}, {copies} copies of each. A building's value is its "
                "cost (the count in stage {letter}) and its VP at the end.",
                colours=colours,
                top=b.max_value,
                copies=b.copies_each,
                letter=Name(build.letter),
            ),  # fmt: skip
            msg(
                "A board holds {n}; taking one more returns one to the supply for its value in VP.",
                n=b.slots_per_player,
            ),
        )

    def handarea(self) -> Msg:
        """The viewer's hand as a whole."""
        seat = self.view.deciding  # a hand is on screen for the player deciding
        limit = self.parts[seat].limit if seat is not None else self.spec.card_rows.hand_limit
        return tip(
            msg("Your hand"),
            msgn(
                "{n} card; the hand limit after phase I is {limit} this round.",
                "{n} cards; the hand limit after phase I is {limit} this round.",
                len(self.view.hand),
                limit=limit,
            ),  # fmt: skip
            self.spec.texts.hand,
        )

    def handgroup(self, type_id: str, count: int) -> Msg:
        """The cards of one type in the viewer's hand."""
        name = arg(words.card(self.spec, type_id))
        return tip(
            msg("{card} cards in your hand", card=name),
            msg("You hold {n} (the figure at the bottom right).", n=count),
            *words.card_text(self.spec, type_id, self.opts),
        )

    def pending(self) -> Msg:
        """The play being put together."""
        play = self.view.play
        return tip(
            msg("Your play"),
            msg(
                "It counts {n} so far (the number shown). Press Play to show it to everyone, or Take back.",
                n=play.count if play else 0,
            ),
            words.jester(self.spec, self.opts),
        )

    # ----- piles and rows
    def pile(self, key: str, count: int) -> Msg:
        """The bridge and gondola stacks, the deck and the general discard (the number shown is how many)."""
        spec, view = self.spec, self.view
        if key == "bridges":
            top = Name("-".join(map(str, view.next_bridge)))  # the top bridge's two ends: figures
            t = spec.bridge_tiles
            left = msgn(
                "{n} bridge left in a face-up stack (the figure below); only the top one shows: {top}.",
                "{n} bridges left in a face-up stack (the figure below); only the top one shows: {top}.",
                count, top=top,
            )  # fmt: skip
            if not view.next_bridge:
                left = msgn(
                    "{n} bridge left in a face-up stack (the figure below); only the top one shows.",
                    "{n} bridges left in a face-up stack (the figure below); only the top one shows.",
                    count,
                )
            ends = msg("Each bridge has two ends worth {low} to {high}.", low=t.end_min, high=t.end_max)
            return tip(
                msg("Bridge tiles"),
                sentences(left, ends),
                msg(
                    "The stage {letter} advantage takes the top bridge.", letter=Name(self._stage_letter("bridge_tile"))
                ),
            )
        if key == "gondolas":
            return tip(
                msg("Gondola tiles"),
                msgn(
                    "{n} gondola left (the figure below); both ends are worth {value}.",
                    "{n} gondolas left (the figure below); both ends are worth {value}.",
                    count,
                    value=spec.gondola_tiles.value,
                ),  # fmt: skip
                msg("The stage {letter} advantage takes one.", letter=Name(self._stage_letter("gondola_tile"))),
            )
        shown = msgn("{n} card, face down (the figure below).", "{n} cards, face down (the figure below).", count)
        if key == "deck":
            return tip(msg("Deck"), shown, spec.texts.deck)
        return tip(msg("General discard"), shown, spec.texts.discard)

    def rows_rule(self) -> list[Words]:
        """How the card rows work, with their numbers."""
        spec, view = self.spec, self.view
        humans = len(view.players)
        rows = spec.rows_for(humans, view.neutral)
        cr = spec.card_rows
        return [
            msgn(
                "Each round {rows} rows of {cards} cards are dealt face up; with a row come {n} card unseen from the "
                "deck. After phase I a hand keeps at most {limit} cards (more with green buildings).",
                "Each round {rows} rows of {cards} cards are dealt face up; with a row come {n} cards unseen from the "
                "deck. After phase I a hand keeps at most {limit} cards (more with green buildings).",
                cr.blind_cards,
                rows=rows,
                cards=cr.cards_per_row,
                limit=cr.hand_limit,
            ),  # fmt: skip
            spec.texts.card_rows,
        ]

    def row(self, i: int) -> Msg:
        """A card row."""
        r = next(x for x in self.view.rows if x.i == i)
        now = (
            msg("Taken by {seat}.", seat=self.name(r.taken_by))
            if r.taken_by is not None
            else msgn("{n} card face up.", "{n} cards face up.", len(r.cards))
        )
        return tip(msg("Row {n}", n=i + 1), now, *self.rows_rule())

    # ----- player boards
    def stat(self, p: int, figure: str) -> Msg:
        """One figure on a board's top line: what it counts and what it is good for."""
        info, spec, who = self.parts[p], self.spec, self.name(p)
        if figure == "coins":
            return tip(
                msg("{seat}'s coins: {n}", seat=who, n=info.coins),
                msg("Using a building costs 1 coin, put on it until the end of the round."),
                msg("Each coin scores {n} VP at the end.", n=self.opts.number("vp_per_coin")),
            )
        if figure == "vp":
            return tip(msg("{seat}'s victory points: {n}", seat=who, n=info.vp), spec.texts.vp_track)
        if figure == "councillors":
            personal, general = info.personal, info.general
            gondola = words.stage_by_action(spec, "councillors_to_personal")
            place = words.stage_by_action(spec, "place_councillors")
            return tip(
                msg("{seat}'s councillors: {personal} + {general}", seat=who, personal=personal, general=general),
                msg(
                    "{n} (the cube's figure) in the personal supply, ready for stage {letter} to place in this "
                    "round's district; each left there at the end scores {vp} VP.",
                    n=personal,
                    letter=Name(place.letter),
                    vp=self.opts.number("vp_per_supply_councillor"),
                ),  # fmt: skip
                msg(
                    "{n} (the dimmer +{n}) in the general supply: stage {letter} brings them over.",
                    n=general,
                    letter=Name(gondola.letter),
                ),  # fmt: skip
            )
        hand = msgn(
            "{n} card in hand (the figure by the card).", "{n} cards in hand (the figure by the card).", info.hand
        )
        if not info.human:
            return tip(msg("{seat}'s cards", seat=who), hand, spec.texts.neutral)
        return tip(
            msg("{seat}'s cards: {n}", seat=who, n=info.hand),
            sentences(
                hand,
                msg("Hand limit this round: {limit}. Discard pile: {n} face down.", limit=info.limit, n=info.pile),
            ),
            spec.texts.hand,
        )

    def board(self, p: int) -> Msg:
        """A player board: every figure on it in words."""
        info, spec, view = self.parts[p], self.spec, self.view
        rank = msg("{place} in Doge order (the figure on its Doge marker).", place=Ordinal(info.rank))
        hand = msgn(
            "Hand: {n} card (the figure by the card); discard pile: {pile} face down.",
            "Hand: {n} cards (the figure by the card); discard pile: {pile} face down.",
            info.hand, pile=info.pile,
        )  # fmt: skip
        stage: Words = ""
        if view.stage:
            notes = [msg("played {n}", n=info.count)] if info.count is not None else []
            waits = words.kind_names(spec, "delay", self.opts)
            notes += [msg("waits ({kinds})", kinds=arg(waits))] if info.delayed else []
            notes += [msg("has the advantage")] if view.advantage == p else []
            stage = msg("Stage {letter}: {notes}.", letter=Name(view.stage), notes=commas(notes)) if notes else ""
        if not info.human:
            return tip(info.name, rank, hand, stage, spec.texts.neutral)
        personal, general = info.personal, info.general
        movers = words.kind_names(spec, "councillor_and_vp", self.opts)
        gondola = words.stage_by_action(spec, "councillors_to_personal")
        supply_vp = self.opts.number("vp_per_supply_councillor")
        councillors = msg(
            "Councillors {personal}+{general}: {personal} in the personal supply, ready to place in a district; "
            "{general} in the general supply (stage {letter} bring them over). Each in the personal supply scores "
            "{vp} VP at the end.",
            personal=personal, general=general, letter=Name(gondola.letter), vp=supply_vp,
        )  # fmt: skip
        if words.kinds_with(spec, "councillor_and_vp", self.opts):
            councillors = msg(
                "Councillors {personal}+{general}: {personal} in the personal supply, ready to place in a district; "
                "{general} in the general supply (stage {letter} and {movers} bring them over). Each in the personal "
                "supply scores {vp} VP at the end.",
                personal=personal, general=general, letter=Name(gondola.letter), movers=arg(movers), vp=supply_vp,
            )  # fmt: skip
        built = [
            msg("{kind} (used)", kind=arg(self._kind(b.kind).name)) if b.coin else as_msg(self._kind(b.kind).name)
            for b in info.buildings
        ]
        slots = spec.buildings.slots_per_player
        buildings = (
            msg("Buildings ({n} of {slots} slots): {built}.", n=len(info.buildings), slots=slots, built=commas(built))
            if built
            else msg("Buildings ({n} of {slots} slots): none.", n=0, slots=slots)
        )
        bonus = [as_msg(words.side_name(spec, t.side)) for t in view.bonus if t.id in info.bonus]
        return tip(
            info.name,
            rank,
            msg(
                "Coins: {coins}, each paying for one building's use and worth {vp} VP at the end. VP: {score}.",
                coins=info.coins,
                vp=self.opts.number("vp_per_coin"),
                score=info.vp,
            ),  # fmt: skip
            councillors,
            sentences(hand, msg("Hand limit this round: {limit}.", limit=info.limit)),
            buildings,
            stage,
            msg("Bonus tiles: {tiles}.", tiles=commas(bonus)) if bonus else "",
            spec.texts.player_board,
        )
