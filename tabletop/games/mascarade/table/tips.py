"""Mascarade's hover tips: every piece on the table says what it is, in the words of data/mascarade.yaml.

Pure (no pygame). A tip is the piece's name on the first line, then its text, paragraphs separated by "\\n".
Tips are built from the view only, so a face-down card's tip says where it lies and never what it is.
"""

from __future__ import annotations

from functools import partial

from tabletop.engine.layout import Deferred, Layout, Region
from tabletop.engine.message import Msg, Seat, Words, joined, msg, msgn
from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.powers import winner_names
from tabletop.games.mascarade.rules.state import ending, place_of, position_words
from tabletop.games.mascarade.rules.view import MascaradeView
from tabletop.games.mascarade.table.keys import (
    Bank,
    CardSlot,
    CharacterTile,
    ChosenFrame,
    Courthouse,
    PurseSpot,
    SeatSpot,
)

# The view's pending choices framed on the table, and the field of notes.chosen that names each.
CHOSEN = {"from": "mine", "to": "to", "first": "first", "second": "second", "target": "target"}
PRIVATE_LOOKS = ("peek", "spy_secret")  # the stages in which a face shown is the viewer's own look


def apply(spec: MascaradeSpec, view: MascaradeView, lay: Layout) -> None:
    """Give every region and placement of ``lay`` its tip, in the words of ``spec``; cards and character tiles also
    zoom."""
    for key, reg in list(lay.regions.items()):
        lay.regions[key] = reg.evolve(tip=Deferred(partial(region_tip, spec, view, reg)), zoom=reg.kind == "character")
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = placement.evolve(tip=Deferred(partial(card_tip, spec, view, placement.id)), zoom=True)


def tip(name: Words, *paragraphs: Msg | None) -> Msg:
    """A tip: the name, then the paragraphs given (None: none), one a line."""
    return joined([name, *(p for p in paragraphs if p is not None)])


def line(*sentences: Msg | None) -> Msg | None:
    """Sentences of one paragraph, side by side (None: none; no sentence at all: no paragraph)."""
    given = [x for x in sentences if x is not None]
    return None if not given else given[0] if len(given) == 1 else joined(given, " ")


def where(view: MascaradeView, pos: str) -> Msg:
    """A position in words, from the view, as a line starts with it: "Anna's card", "Anna's left card",
    "Centre card 1" (a player's name stays as typed)."""
    return position_words(view.players, pos, first=place_of(pos).seat is None)


def seat_of(view: MascaradeView, seat: int) -> Seat:
    """A seat as a message's argument: the player's name."""
    return Seat(seat, view.players[seat])


def has_coins(view: MascaradeView, seat: int) -> Msg:
    """ "Anna has 6 coins." """
    return msgn("{seat} has {n} coin.", "{seat} has {n} coins.", view.coins[seat], seat=seat_of(view, seat))


def _protected(spec: MascaradeSpec, view: MascaradeView, pos: str) -> bool:
    """Whether ``pos`` is a protected card (the 2-player game's third card)."""
    mark = spec.small_games.two_players.protected
    return len(view.players) == 2 and bool(mark) and place_of(pos).slot == mark


def card_tip(spec: MascaradeSpec, view: MascaradeView, pos: str) -> Msg:
    """A card: face down, only where it lies and what a back means; face up, its character and power."""
    notes = spec.notes
    card = view.card(pos)
    assert card is not None, f"no card at {pos!r} in this view"
    face, centre = card.face, card.owner is None
    extra = [
        spec.filled(notes.protected.text) if _protected(spec, view, pos) else None,
        spec.filled(notes.centre_card.text) if centre else None,
    ]
    here = msg("{card}.", card=where(view, pos))
    if face == "down":  # a centre card has no holder: its own note says what may be done with it
        back = None if centre else spec.filled(notes.card_back.text)
        return tip(notes.card_back.name, here, back, *extra)
    if view.phase == "memorise":
        status = notes.memorise
    elif view.phase == "turn" and view.stage in PRIVATE_LOOKS:
        status = notes.private
    else:
        status = notes.face_up
    character = spec.character(face)
    return tip(character.name, line(here, spec.filled(status)), spec.filled(character.power), *extra)


def seat_tip(spec: MascaradeSpec, view: MascaradeView, seat: int) -> Msg:
    """A player's place: fortune, cards, and what they are doing now."""
    char = view.announced
    name = spec.character(char).name if char else None
    status: Msg | None = None
    if seat in view.winners:
        status = msg("Wins the game ({how}).", how=ending(spec, view.ended_by))
    elif view.phase == "turn" and view.waiting == seat and name is not None:
        status = msg("Deciding: claim to be the {character} too, or pass.", character=name)
    elif str(seat) in view.claims and name is not None:
        status = (
            msg("Claims to be the {character} too: their card is revealed with the announcer's.", character=name)
            if view.claims[str(seat)]
            else msg("Passed on the {character}.", character=name)
        )
    elif view.phase == "turn" and seat == view.current:
        revealed = spec.filled(spec.notes.revealed_last_turn) if seat in view.revealed_last_turn else None
        status = line(msg("Their turn."), revealed)
    return tip(view.players[seat], has_coins(view, seat), status, spec.filled(spec.notes.player))


def coins_tip(spec: MascaradeSpec, view: MascaradeView, seat: int) -> Msg:
    """The number by a player's coin: what it counts and what it decides."""
    note = spec.notes.coins
    return tip(note.name, has_coins(view, seat), spec.filled(note.text))


def turn_title(spec: MascaradeSpec, turn: int) -> Msg:
    """The centre's tip's title: "Turn 3" (the word from the data)."""
    return msg("{name} {number}", name=spec.notes.turn.name, number=turn)


def centre_tip(spec: MascaradeSpec, view: MascaradeView) -> Msg:
    """The middle of the table: which turn it is, and the announcement being answered."""
    notes = spec.notes
    if view.phase == "memorise":
        return tip(turn_title(spec, 1), spec.filled(notes.memorise), spec.filled(notes.turn.text))
    lines: list[Msg | None] = []
    if view.phase == "over":
        lines.append(
            msgn(
                "The game is over: {names} wins ({how}).",
                "The game is over: {names} win ({how}).",
                len(view.winners),
                names=winner_names(seat_of(view, w) for w in view.winners),
                how=ending(spec, view.ended_by),
            )
        )
    elif view.swap_only:
        lines.append(msg("Swaps only: turn {turn} of the first {turns}.", turn=view.turn, turns=spec.swap_only_turns))
    char = view.announced
    if char and view.stage not in ("", "announce", "announce_card"):  # the announcement, not the turn, matters now
        said = msg(
            "{seat} announced the {character}.", seat=seat_of(view, view.current), character=spec.character(char).name
        )
        lines += [said, spec.filled(notes.announcement.text)]
    else:
        lines.append(spec.filled(notes.turn.text))
    return tip(turn_title(spec, view.turn), *lines)


def character_tip(spec: MascaradeSpec, view: MascaradeView, cid: str) -> Msg:
    """A character tile of this game's set: its power and what the set rules say of it."""
    notes, character, rules = spec.notes, spec.character(cid), spec.custom_sets
    lines: list[Msg | None] = [spec.filled(character.power)]
    if character.money:
        lines.append(spec.filled(notes.money))
    if cid in rules.pairs:
        lines.append(line(msgn("{n} card.", "{n} cards.", character.copies), spec.filled(notes.pair)))
    if character.min_players:
        lines.append(
            msgn("Only in games of {n} player or more.", "Only in games of {n} players or more.", character.min_players)
        )
    if cid in rules.required:
        lines.append(spec.filled(notes.required))
    if view.announced == cid and view.stage not in ("", "announce", "announce_card"):
        lines.append(msg("Announced this turn by {seat}.", seat=seat_of(view, view.current)))
    return tip(character.name, *lines)


def chosen_tip(spec: MascaradeSpec, view: MascaradeView, key: str) -> Msg:
    """The frame round a card chosen earlier in this chain of choices."""
    chosen = spec.notes.chosen
    pos = view.pending_text(key)
    here = msg("{card}.", card=where(view, pos)) if pos else None
    return tip(getattr(chosen, CHOSEN[key]), here, spec.filled(chosen.text))


def region_tip(spec: MascaradeSpec, view: MascaradeView, reg: Region) -> Msg:
    """The tip of any region the layout draws."""
    key = reg.key
    if isinstance(key, SeatSpot):
        return seat_tip(spec, view, key.seat)
    if isinstance(key, PurseSpot):
        return coins_tip(spec, view, key.seat)
    if isinstance(key, CardSlot):
        return card_tip(spec, view, key.pos)
    if isinstance(key, ChosenFrame):
        return chosen_tip(spec, view, key.choice)
    if isinstance(key, CharacterTile):
        return character_tip(spec, view, key.char)
    if isinstance(key, Courthouse):
        note = spec.notes.courthouse
        holds = msgn("It holds {n} coin.", "It holds {n} coins.", view.courthouse)
        return tip(note.name, holds, spec.filled(note.text))
    if isinstance(key, Bank):
        note = spec.notes.bank
        money = [spec.character(c).name for c in view.in_play if spec.character(c).money]
        return tip(
            note.name, spec.filled(note.text), msg("Money sources in this game: {names}.", names=joined(money, ", "))
        )
    return centre_tip(spec, view)
