"""The tips of Rialto's shared boards: the stages, the Doge and VP tracks and their markers, Venice with its
districts, councillors, connections, bridges, gondolas and bonus tiles; and the wording helpers every Rialto tip
uses. ``tips.Tips`` builds on ``CityTips`` with the cards, buildings, piles, rows and player boards.

Pure (no pygame). Only the view is read, so a tip shows what its viewer may see and nothing more.
"""

from __future__ import annotations

from tabletop.engine.message import Arg, Listed, Msg, Name, Ordinal, Seat, Words, joined, msg, msgc, msgn
from tabletop.games.rialto.rules import words
from tabletop.games.rialto.rules.data import RialtoSpec
from tabletop.games.rialto.rules.state import tile_kind
from tabletop.games.rialto.rules.view import ConnectionView, RialtoView

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


class CityTips:
    """The tips of one view's shared boards."""

    def __init__(self, spec: RialtoSpec, view: RialtoView):
        self.spec, self.view = spec, view
        self.opts = spec.in_force(view.options)  # the readings in force, read by kind
        self.parts = view.participants
        self.districts = {d.id: d for d in view.districts}

    def name(self, p: int) -> Arg:
        """A participant, as a message's argument: a player's seat (their name), or the neutral player's name."""
        return seat(p, self.parts[p].name)

    def _stage_letter(self, advantage: str) -> str:
        return next(s.letter for s in self.spec.stages if s.advantage == advantage)

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
