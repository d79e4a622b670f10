"""The words printed on the Prodigals Club table's regions, as messages built from a region's key and the view:
the layout gives a region its fullest wording as its label, and looks.py draws the first wording that fits (so no
look reads its words, or any number, back out of a label). Pure."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from tabletop.engine.actions import Action
from tabletop.engine.layout import Key
from tabletop.engine.message import Msg, Name, Seat, Words, as_msg, joined, msg, msgc, msgn
from tabletop.games.prodigals.rules.state import board_of
from tabletop.games.prodigals.rules.view import ProdigalsView
from tabletop.games.prodigals.table.keys import MoveChip, PlayedSpot, PoolSpot, SkipChip, SlotSpot, TilesOnBoard
from tabletop.games.prodigals.table.tips import chip_moves

if TYPE_CHECKING:
    from tabletop.games.prodigals.rules.data import ProdigalsSpec

NUMBER = re.compile(r"\d+")
DOTS = "\u2026"  # the last wording of a caption whose piece's tip says it all: it marks words left to the tip
NOTICE = (
    msg("Reconstructed component set (hover)"),
    msg("Reconstructed set (hover)"),
    msg("Reconstructed (hover)"),
    msg("Reconstructed"),
)


def chip(key: Key) -> list[Words]:
    """A chip's words, longest first: a token move ("M4 > M3", "M4>M3") or the skip under a black card."""
    if isinstance(key, MoveChip):
        start, end = Name(key.start), Name(key.end)
        return [msg("{start} > {end}", start=start, end=end), msgc("short", "{start}>{end}", start=start, end=end)]
    if isinstance(key, SkipChip):
        return [msgc("chip", "Skip")]
    return []


def display(did: str) -> Words:
    """A display's number printed on its frame ("D1")."""
    tail = board_of(did)[1]
    found = NUMBER.search(tail)
    return msgc("display on a board", "D{n}", n=int(found.group())) if found else as_msg(tail)


def pool(view: ProdigalsView, key: Key) -> list[Words]:
    """The titles of a tile pool, longest first: the political tiles dealt out, or the possession tiles on the
    board."""
    if isinstance(key, PoolSpot):
        n = view.tiles_left
        return [
            msgn("Political tiles ({n} left)", "Political tiles ({n} left)", n),
            msgn("Tiles ({n} left)", "Tiles ({n} left)", n),
            msgn("{n} left", "{n} left", n),
            msgc("tile pool", "Tiles"),
        ]
    if isinstance(key, TilesOnBoard):
        n = view.possession_supply
        return [
            msgn("Possession tiles ({n} to come)", "Possession tiles ({n} to come)", n),
            msgn("Tiles ({n} to come)", "Tiles ({n} to come)", n),
            msgn("{n} to come", "{n} to come", n),
            msgc("tile pool", "Tiles"),
        ]
    return []


def hand(view: ProdigalsView, seat: int, offered: tuple[Action, ...]) -> list[Words]:
    """The titles of the strip holding ``seat``'s hand, longest first."""
    info = view.seats[seat]
    if info.hand is None:
        hidden = msgn(
            "{seat}'s hand: {n} cards (hidden)",
            "{seat}'s hand: {n} cards (hidden)",
            info.hand_size,
            seat=seat_of(view, seat),
        )
        return _with_tiles(view, seat, hidden)
    if view.options:
        return _with_tiles(view, seat, msg("Choose one option"))
    if chip_moves(offered):
        return _with_tiles(view, seat, msg("Choose a move"))
    return _with_tiles(view, seat, msg("Your hand"))


def _with_tiles(view: ProdigalsView, seat: int, title: Msg) -> list[Words]:
    """A hand's title, with its tiles said to follow the cards when it holds both."""
    info = view.seats[seat]
    cards = [*(info.hand or ()), *info.resolving]
    tiles = [*info.bonus_tiles, *info.held_tiles]
    more: list[Words] = []
    if tiles and cards:  # the tiles follow the cards (with no card drawn, a hidden hand, they come first)
        more = [
            msgc("hand", "{title} - your tiles on the right", title=title),
            msgc("hand", "{title} - tiles right", title=title),
        ]
    return [*more, title, msgc("hand", "Hand"), DOTS]


def slot(view: ProdigalsView, key: Key) -> list[Words]:
    """An empty place's caption, longest first: a black-card slot, or the white cards played (none yet)."""
    if isinstance(key, SlotSpot):
        return [msgc("black-card slot", "black"), DOTS]
    if isinstance(key, PlayedSpot) and not view.seats[key.seat].played:
        return [msg("white cards played"), msgc("white cards", "played"), DOTS]
    return []


def network() -> list[Words]:
    """The focus seat's political network's titles."""
    return [msg("Political network"), msgc("network", "Network"), DOTS]


def label(spec: ProdigalsSpec, view: ProdigalsView, what: str) -> list[Words]:
    """The words of a label on a board, longest first: the notice, Hyde Park's losses this round, the Renaissance
    Man's holder."""
    if what == "notice":
        return list(NOTICE)
    if what == "hyde":
        rounds = spec.election.hyde_park.rounds
        now = Name("/".join(str(v) for v in rounds[min(view.round, len(rounds)) - 1].rank_losses))
        return [
            msg("Hyde Park: ranks lose {losses}", losses=now),
            msg("Hyde Park: lose {losses}", losses=now),
            msg("Ranks lose {losses}", losses=now),
            msg("Lose {losses}", losses=now),
            now.text,
        ]
    if what == "renaissance":
        return [renaissance(spec, view)]
    return []


def renaissance(spec: ProdigalsSpec, view: ProdigalsView) -> Msg:
    """Who holds the Renaissance Man, and the symbols fixed so far."""
    holder = view.renaissance
    if holder is None:
        return msg("Renaissance Man: free")
    who = seat_of(view, holder)
    fixed = tuple(s.name for s in spec.symbols if s.id in view.renaissance_fixed)
    if not fixed:
        return msg("Renaissance Man: {seat}", seat=who)
    return msg("Renaissance Man: {seat} ({symbols})", seat=who, symbols=joined(fixed, ", "))


def seat_of(view: ProdigalsView, seat: int) -> Seat:
    """A seat as a message's argument (its player's name)."""
    return Seat(seat, view.seats[seat].name)
