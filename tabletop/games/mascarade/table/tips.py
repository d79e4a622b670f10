"""Mascarade's hover tips: every piece on the table says what it is, in the words of data/mascarade.yaml.

Pure (no pygame). A tip is the piece's name on the first line, then its text, paragraphs separated by "\\n".
Tips are built from the view only, so a face-down card's tip says where it lies and never what it is.
"""

from __future__ import annotations

from tabletop.engine.layout import Layout, Region
from tabletop.games.mascarade.rules.data import Amount, MascaradeSpec
from tabletop.games.mascarade.rules.state import place_of, position_words
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
        lay.regions[key] = reg.evolve(tip=region_tip(spec, view, reg), zoom=reg.kind == "character")
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = placement.evolve(tip=card_tip(spec, view, placement.id), zoom=True)


def tip(name: str, *paragraphs: str) -> str:
    """A tip: the name, then the non-empty paragraphs, one a line."""
    return "\n".join([name, *(p for p in paragraphs if p)])


def where(view: MascaradeView, pos: str) -> str:
    """A position in words, from the view: "Anna's card", "Anna's left card", "Centre card 1"."""
    words = position_words(view.players, pos)
    return words.capitalize() if place_of(pos).seat is None else words  # a player's name stays as typed


def _protected(spec: MascaradeSpec, view: MascaradeView, pos: str) -> bool:
    """Whether ``pos`` is a protected card (the 2-player game's third card)."""
    mark = spec.small_games.two_players.protected
    return len(view.players) == 2 and bool(mark) and place_of(pos).slot == mark


def card_tip(spec: MascaradeSpec, view: MascaradeView, pos: str) -> str:
    """A card: face down, only where it lies and what a back means; face up, its character and power."""
    notes = spec.notes
    card = view.card(pos)
    assert card is not None, f"no card at {pos!r} in this view"
    face, centre = card.face, card.owner is None
    extra = [
        spec.say(notes.protected.text) if _protected(spec, view, pos) else "",
        spec.say(notes.centre_card.text) if centre else "",
    ]
    if face == "down":  # a centre card has no holder: its own note says what may be done with it
        back = "" if centre else spec.say(notes.card_back.text)
        return tip(notes.card_back.name, f"{where(view, pos)}.", back, *extra)
    if view.phase == "memorise":
        status = notes.memorise
    elif view.phase == "turn" and view.stage in PRIVATE_LOOKS:
        status = notes.private
    else:
        status = notes.face_up
    character = spec.character(face)
    return tip(character.name, f"{where(view, pos)}. {spec.say(status)}", spec.say(character.power), *extra)


def seat_tip(spec: MascaradeSpec, view: MascaradeView, seat: int) -> str:
    """A player's place: fortune, cards, and what they are doing now."""
    name, coins = view.players[seat], Amount(view.coins[seat])
    char = view.announced
    status = ""
    if seat in view.winners:
        status = f"Wins the game ({view.ended_by})."
    elif view.phase == "turn" and view.waiting == seat and char:
        status = f"Deciding: claim to be the {spec.character(char).name} too, or pass."
    elif str(seat) in view.claims and char:
        claimed = view.claims[str(seat)]
        status = (
            f"Claims to be the {spec.character(char).name} too: their card is revealed with the announcer's."
            if claimed
            else f"Passed on the {spec.character(char).name}."
        )
    elif view.phase == "turn" and seat == view.current:
        status = "Their turn." + (
            " " + spec.say(spec.notes.revealed_last_turn) if seat in view.revealed_last_turn else ""
        )
    return tip(name, f"{name} has {coins:coins}.", status, spec.say(spec.notes.player))


def coins_tip(spec: MascaradeSpec, view: MascaradeView, seat: int) -> str:
    """The number by a player's coin: what it counts and what it decides."""
    note = spec.notes.coins
    return tip(note.name, f"{view.players[seat]} has {Amount(view.coins[seat]):coins}.", spec.say(note.text))


def centre_tip(spec: MascaradeSpec, view: MascaradeView) -> str:
    """The middle of the table: which turn it is, and the announcement being answered."""
    notes = spec.notes
    if view.phase == "memorise":
        return tip(f"{notes.turn.name} 1", spec.say(notes.memorise), spec.say(notes.turn.text))
    lines = []
    if view.phase == "over":
        winners = " and ".join(view.players[w] for w in view.winners)
        lines.append(f"The game is over: {winners} win{'s' * (len(view.winners) == 1)} ({view.ended_by}).")
    elif view.swap_only:
        lines.append(f"Swaps only: turn {view.turn} of the first {spec.swap_only_turns}.")
    char = view.announced
    if char and view.stage not in ("", "announce", "announce_card"):  # the announcement, not the turn, matters now
        who = view.players[view.current]
        lines += [f"{who} announced the {spec.character(char).name}.", spec.say(notes.announcement.text)]
    else:
        lines.append(spec.say(notes.turn.text))
    return tip(f"{notes.turn.name} {view.turn}", *lines)


def character_tip(spec: MascaradeSpec, view: MascaradeView, cid: str) -> str:
    """A character tile of this game's set: its power and what the set rules say of it."""
    notes, character, rules = spec.notes, spec.character(cid), spec.custom_sets
    lines = [spec.say(character.power)]
    if character.money:
        lines.append(spec.say(notes.money))
    if cid in rules.pairs:
        lines.append(f"{character.copies} cards. {spec.say(notes.pair)}")
    if character.min_players:
        lines.append(f"Only in games of {character.min_players} players or more.")
    if cid in rules.required:
        lines.append(spec.say(notes.required))
    if view.announced == cid and view.stage not in ("", "announce", "announce_card"):
        lines.append(f"Announced this turn by {view.players[view.current]}.")
    return tip(character.name, *lines)


def chosen_tip(spec: MascaradeSpec, view: MascaradeView, key: str) -> str:
    """The frame round a card chosen earlier in this chain of choices."""
    chosen = spec.notes.chosen
    pos = view.pending_text(key)
    return tip(getattr(chosen, CHOSEN[key]), f"{where(view, pos)}." if pos else "", spec.say(chosen.text))


def region_tip(spec: MascaradeSpec, view: MascaradeView, reg: Region) -> str:
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
        return tip(note.name, f"It holds {Amount(view.courthouse):coins}.", spec.say(note.text))
    if isinstance(key, Bank):
        note = spec.notes.bank
        money = [spec.character(c).name for c in view.in_play if spec.character(c).money]
        return tip(note.name, spec.say(note.text), f"Money sources in this game: {', '.join(money)}.")
    return centre_tip(spec, view)
