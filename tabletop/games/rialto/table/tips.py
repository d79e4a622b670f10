"""Every piece on a Rialto table explains itself: the hover text (name, then rules text) of each region and
component the layout draws, worded from the data (data/rialto.yaml and its ids, see rules/words.py) and the view,
as messages rendered when drawn, in the language chosen then.

Pure (no pygame). Only the view is read, so a tip shows what its viewer may see and nothing more: other hands
are counts, the deck and the discards are counts, and a card drawn face down says only that it is a card.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.layout import Deferred, Layout, Placement, Region
from tabletop.engine.message import Arg, Listed, Msg, Name, Ordinal, Seat, Words, as_msg, joined, msg, msgc, msgn
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.data import BuildingKind, RialtoSpec
from tabletop.games.rialto.rules.state import tile_kind
from tabletop.games.rialto.rules.view import BuildingView, ConnectionView, RialtoView
from tabletop.games.rialto.table import keys

NO_TIP = {"anchor", "chosen", "help"}  # drop targets, outlines, and the help corner (itself rules text)
ZOOM_REGIONS: set[str] = set()  # a region's painter does not scale up: the supply and bonus tiles explain by hover
ZOOM_PLACEMENTS = {"rcard", "building", "tile"}  # cards, buildings on boards, bridges and gondolas
COMMA = msgc("separator of a list that has no 'and'", ", ")  # "1st Anna (space 3), 2nd Bruno (space 2)"
GAP = msgc("between two sentences of a paragraph", " ")


def said(words: Words) -> bool:
    """Whether ``words`` say anything (an empty text or an empty data text says nothing)."""
    return bool(words if isinstance(words, str) else words.text)


def arg(words: Words) -> Msg | Name:
    """``words`` as a message's argument (a data text, or a plain text such as a number, verbatim)."""
    return words if isinstance(words, Msg) else Name(words)


def seat(p: int, name: Words) -> Arg:
    """Participant ``p`` as a message's argument: a player's seat (their name), or the neutral player's name."""
    return Seat(p, name) if isinstance(name, str) else name


def tip(name: Words, *paragraphs: Words) -> Msg:
    """A tip: the name on the first line, then each non-empty paragraph on its own line."""
    return joined([name, *(p for p in paragraphs if said(p))])


def sentences(*parts: Words) -> Words:
    """A paragraph of whole sentences (the empty ones left out), each its own message."""
    kept = [p for p in parts if said(p)]
    return kept[0] if len(kept) == 1 else joined(kept, GAP) if kept else ""


def commas(items: list[Msg]) -> Msg:
    """Items one after another with commas ("Anna 3, Bruno 5"), each its own message."""
    return joined(items, COMMA)


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
    def name(self, p: int) -> Arg:
        """A participant, as a message's argument: a player's seat (their name), or the neutral player's name."""
        return seat(p, self.parts[p].name)

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

    def _stage_letter(self, advantage: str) -> str:
        return next(s.letter for s in self.spec.stages if s.advantage == advantage)

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

    # ----- stages and tracks
    def stage(self, letter: str) -> Msg:
        """A stage: what is played, what it gives, its advantage, and whether it is being played."""
        s = self.spec.stage(letter)
        now: Words = ""
        if self.view.stage == letter:
            now = msg("Being played now.")
            if self.view.advantage is not None:
                now = msg("Being played now. Advantage: {seat}.", seat=self.name(self.view.advantage))
        title = msg("Stage {letter}: {name}", letter=Name(letter), name=arg(s.name))
        return tip(title, *words.stage(self.spec, s, self.opts), now)

    def doge_order(self) -> Msg:
        """The Doge order now, in words."""
        rows = [
            msg("{place} {seat} (space {n})", place=Ordinal(k + 1), seat=self.name(p), n=self.parts[p].doge)
            for k, p in enumerate(self.view.doge_order)
        ]
        return msg("Doge order now: {order}.", order=commas(rows))

    def doge_track(self) -> Msg:
        """The Doge track."""
        spec = self.spec
        a = words.stage_by_action(spec, "doge_steps")
        movers = words.kind_names(spec, "doge_by_rank", self.opts)
        length = self.opts.number("doge_track_length")
        start, card, extra = spec.tracks.doge_start_space, words.card(spec, a.card), words.stage_advantage(spec, a)
        moves = msg(
            "Markers start on space {n}; stage {letter} moves them 1 space per {card} card ({extra} with the "
            "advantage).",
            n=start, letter=Name(a.letter), card=arg(card), extra=arg(extra),
        )  # fmt: skip
        if words.kinds_with(spec, "doge_by_rank", self.opts):
            moves = msg(
                "Markers start on space {n}; stage {letter} moves them 1 space per {card} card ({extra} with the "
                "advantage), and {movers} by rank.",
                n=start, letter=Name(a.letter), card=arg(card), extra=arg(extra), movers=arg(movers),
            )  # fmt: skip
        ends = msg("The track ends at space {n}.", n=length) if length else ""
        return tip(msg("Doge track"), spec.texts.doge_track, sentences(moves, ends), self.doge_order())

    def vp_track(self) -> Msg:
        """The VP track."""
        spec = self.spec
        now = commas([msg("{seat} {n}", seat=self.name(k), n=p.vp) for k, p in enumerate(self.parts) if p.human])
        floor = msg("VP never drop below 0.") if self.opts.flag("vp_floor_zero") else ""
        return tip(
            msg("VP track"),
            spec.texts.vp_track,
            sentences(
                msg("Everyone starts with {n} VP.", n=spec.tracks.vp_start), floor, words.end_of_game(spec, self.opts)
            ),
            msg("Now: {scores}.", scores=now),
        )

    def doge_marker(self, p: int) -> Msg:
        """A Doge marker: its space and place in Doge order (the number on it)."""
        rank = self.view.doge_order.index(p) + 1
        return tip(
            msg("{seat}'s Doge marker", seat=self.name(p)),
            msg(
                "Space {n}: {place} in Doge order (the number on the marker; markers sharing a space stand side by "
                "side in Doge order, the first on the left).",
                n=self.parts[p].doge,
                place=Ordinal(rank),
            ),  # fmt: skip
            self.spec.texts.doge_track,
        )

    def vp_marker(self, p: int) -> Msg:
        """A VP marker (the number on it is the VP)."""
        return tip(
            msg("{seat}'s VP marker", seat=self.name(p)),
            msg("{n} VP (the number on the marker).", n=self.parts[p].vp),
        )

    # ----- Venice
    def venice(self) -> Msg:
        """The board: its two canal sides and their districts."""
        spec = self.spec
        sides = [
            msg(
                "{side}: {districts}.",
                side=arg(s.name),
                districts=Listed(tuple(arg(spec.district(d).name) for d in spec.districts_on(s.id))),
            )  # fmt: skip
            for s in spec.board.canal_sides
        ]
        now = self.districts.get(self.view.district)
        here: Words = ""
        if now:
            here = msg("Round {n}: the district marker is on {district}.", n=self.view.round, district=arg(now.name))
        return tip(msg("Venice"), spec.texts.venice, sentences(*sides), here)

    def facing(self, district: str) -> Msg:
        """The tile ends facing a district, in words."""
        ends = []
        for c in self.view.connections:
            if district in c.between and c.tile:
                other = arg(self.districts[next(x for x in c.between if x != district)].name)
                n = c.facing.get(district, 0)
                if tile_kind(c.tile) == "gondola":
                    ends.append(msg("the gondola to {district} adds {n}", district=other, n=n))
                else:
                    ends.append(msg("the bridge to {district} adds {n}", district=other, n=n))
        return commas(ends) if ends else msg("no bridge or gondola touches it yet")

    def district(self, d: str) -> Msg:
        """A district: its round tile, its value now (and from what), the councillors in it, how it scores."""
        info, spec = self.districts[d], self.spec
        side = arg(words.side_name(spec, info.side))
        where = msg(
            "Round tile {n} (the dark square by the name): the district of round {n}, on the {side}.", n=info.number,
            side=side,
        )  # fmt: skip
        current = msg("This round's district.") if self.view.district == d else ""
        counts = [msg("{seat} {n}", seat=self.name(p), n=n) for p, n in enumerate(info.councillors) if n]
        here = (
            msg("Councillors here: {counts}.", counts=commas(counts)) if counts else msg("Councillors here: none yet.")
        )
        return tip(
            info.name,
            sentences(where, current),
            msg("Worth {n} now (the figure by the bridge, bottom left): {ends}.", n=info.value, ends=self.facing(d)),
            here,
            spec.texts.district,
            words.district_scoring(spec, self.opts),
        )

    def chip(self, d: str, p: int) -> Msg:
        """A participant's councillors in a district (the figure on the cube)."""
        n = self.districts[d].councillors[p]
        return tip(
            msg("{seat}'s councillors in {district}", seat=self.name(p), district=arg(self.districts[d].name)),
            msgn(
                "{n} councillor (the figure on the cube): the most councillors here score the district at the end.",
                "{n} councillors (the figure on the cube): the most councillors here score the district at the end.",
                n,
            ),
        )

    def _conn(self, conn_id: str) -> ConnectionView:
        return next(c for c in self.view.connections if c.id == conn_id)

    def _ends(self, c: ConnectionView) -> Msg:
        a, b = (arg(self.districts[x].name) for x in c.between)
        return msg(
            "{one} faces {a}, {other} faces {b}", one=c.facing.get(c.between[0], 0), a=a,
            other=c.facing.get(c.between[1], 0), b=b,
        )  # fmt: skip

    def connection(self, conn_id: str) -> Msg:
        """A connection: empty (who may fill it) or the tile on it with the value facing each district."""
        c, spec = self._conn(conn_id), self.spec
        a, b = (arg(self.districts[x].name) for x in c.between)
        if c.tile:
            if tile_kind(c.tile) == "gondola":
                now = msg("Holds a gondola: {ends}.", ends=self._ends(c))
            else:
                now = msg("Holds a bridge: {ends}.", ends=self._ends(c))
        else:
            now = msg(
                "Empty: the stage {bridge} advantage may put a bridge here, the stage {gondola} advantage a gondola. "
                "Empty at the end, it adds {n}.",
                bridge=Name(self._stage_letter("bridge_tile")), gondola=Name(self._stage_letter("gondola_tile")),
                n=self.opts.number("empty_connection_value"),
            )  # fmt: skip
        marked = (
            msg("The neutral player's marker lies here: its next bridge or gondola goes here.")
            if self.view.marked == conn_id
            else ""
        )
        return tip(msg("Connection {a} - {b}", a=a, b=b), now, marked, spec.texts.connection)

    def tile(self, tile_id: str) -> Msg:
        """A bridge or gondola on a connection, with the value facing each district."""
        c = next(x for x in self.view.connections if x.tile == tile_id)
        a, b = (arg(self.districts[x].name) for x in c.between)
        if tile_kind(tile_id) == "gondola":
            name = msg("Gondola between {a} and {b}", a=a, b=b)
        else:
            name = msg("Bridge between {a} and {b}", a=a, b=b)
        return tip(name, msg("{ends}.", ends=self._ends(c)), self.spec.texts.connection)

    def bonus(self, side: str) -> Msg:
        """A bonus tile: its condition and where it is now."""
        t = next(x for x in self.view.bonus if x.side == side)
        if t.on_board:
            now = msg("Still on the board.")
        elif t.flipped:
            now = msg("Turned over: the neutral player was first.")
        else:
            taker = next((k for k, p in enumerate(self.parts) if t.id in p.bonus), None)
            now = msg("Taken by {seat}.", seat=self.name(taker)) if taker is not None else msg("Taken by a player.")
        title = msg("Bonus tile: {side}", side=arg(words.side_name(self.spec, side)))
        return tip(title, words.bonus(self.spec, side, t.vp), now)

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
