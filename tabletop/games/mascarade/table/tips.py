"""Mascarade's hover tips: every piece on the table says what it is, in the words of data/mascarade.yaml.

Pure (no pygame). A tip is the piece's name on the first line, then its text, paragraphs separated by "\\n".
Tips are built from the view only, so a face-down card's tip says where it lies and never what it is.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tabletop.engine.layout import Layout, Region
from tabletop.games.mascarade.rules.data import Amount, MascaradeSpec
from tabletop.games.mascarade.rules.state import position_words

# The view's pending choices framed on the table, and the field of notes.chosen that names each.
CHOSEN = {"from": "mine", "to": "to", "first": "first", "second": "second", "target": "target"}
PRIVATE_LOOKS = ("peek", "spy_secret")  # the stages in which a face shown is the viewer's own look


def apply(spec: MascaradeSpec, view: dict[str, Any], lay: Layout) -> None:
    """Give every region and placement of ``lay`` its tip, in the words of ``spec``; cards and character tiles also
    zoom."""
    for key, reg in list(lay.regions.items()):
        lay.regions[key] = replace(reg, tip=region_tip(spec, view, reg), zoom=reg.kind == "character")
    for pid, placement in list(lay.placements.items()):
        lay.placements[pid] = replace(placement, tip=card_tip(spec, view, pid), zoom=True)


def tip(name: str, *paragraphs: str) -> str:
    """A tip: the name, then the non-empty paragraphs, one a line."""
    return "\n".join([name, *(p for p in paragraphs if p)])


def where(view: dict[str, Any], pos: str) -> str:
    """A position in words, from the view: "Anna's card", "Anna's left card", "Centre card 1"."""
    words = position_words(view["players"], pos)
    return words.capitalize() if pos.startswith("c:") else words  # a player's name stays as typed


def _protected(spec: MascaradeSpec, view: dict[str, Any], pos: str) -> bool:
    """Whether ``pos`` is a protected card (the 2-player game's third card)."""
    mark = spec.small_games.two_players.protected
    return len(view["players"]) == 2 and bool(mark) and pos.endswith(":" + mark)


def _announced(view: dict[str, Any]) -> str:
    """The character announced this turn, once the announcement is public ("" before)."""
    return view["pending"].get("char", "")


def card_tip(spec: MascaradeSpec, view: dict[str, Any], pos: str) -> str:
    """A card: face down, only where it lies and what a back means; face up, its character and power."""
    notes = spec.notes
    face = next(c["face"] for c in view["cards"] if c["pos"] == pos)
    extra = [
        spec.say(notes.protected.text) if _protected(spec, view, pos) else "",
        spec.say(notes.centre_card.text) if pos.startswith("c:") else "",
    ]
    if face == "down":  # a centre card has no holder: its own note says what may be done with it
        back = "" if pos.startswith("c:") else spec.say(notes.card_back.text)
        return tip(notes.card_back.name, f"{where(view, pos)}.", back, *extra)
    if view["phase"] == "memorise":
        status = notes.memorise
    elif view["phase"] == "turn" and view["stage"] in PRIVATE_LOOKS:
        status = notes.private
    else:
        status = notes.face_up
    character = spec.character(face)
    return tip(character.name, f"{where(view, pos)}. {spec.say(status)}", spec.say(character.power), *extra)


def seat_tip(spec: MascaradeSpec, view: dict[str, Any], seat: int) -> str:
    """A player's place: fortune, cards, and what they are doing now."""
    name, coins = view["players"][seat], Amount(view["coins"][seat])
    char = _announced(view)
    status = ""
    if seat in view["winners"]:
        status = f"Wins the game ({view['ended_by']})."
    elif view["phase"] == "turn" and view["waiting"] == seat and char:
        status = f"Deciding: claim to be the {spec.character(char).name} too, or pass."
    elif str(seat) in view["claims"] and char:
        claimed = view["claims"][str(seat)]
        status = (
            f"Claims to be the {spec.character(char).name} too: their card is revealed with the announcer's."
            if claimed
            else f"Passed on the {spec.character(char).name}."
        )
    elif view["phase"] == "turn" and seat == view["current"]:
        status = "Their turn." + (
            " " + spec.say(spec.notes.revealed_last_turn) if seat in view["revealed_last_turn"] else ""
        )
    return tip(name, f"{name} has {coins:coins}.", status, spec.say(spec.notes.player))


def coins_tip(spec: MascaradeSpec, view: dict[str, Any], seat: int) -> str:
    """The number by a player's coin: what it counts and what it decides."""
    note = spec.notes.coins
    return tip(note.name, f"{view['players'][seat]} has {Amount(view['coins'][seat]):coins}.", spec.say(note.text))


def centre_tip(spec: MascaradeSpec, view: dict[str, Any]) -> str:
    """The middle of the table: which turn it is, and the announcement being answered."""
    notes = spec.notes
    if view["phase"] == "memorise":
        return tip(f"{notes.turn.name} 1", spec.say(notes.memorise), spec.say(notes.turn.text))
    lines = []
    if view["phase"] == "over":
        winners = " and ".join(view["players"][w] for w in view["winners"])
        lines.append(f"The game is over: {winners} win{'s' * (len(view['winners']) == 1)} ({view['ended_by']}).")
    elif view["swap_only"]:
        lines.append(f"Swaps only: turn {view['turn']} of the first {spec.swap_only_turns}.")
    char = _announced(view)
    if char and view["stage"] not in ("", "announce", "announce_card"):  # the announcement, not the turn, matters now
        who = view["players"][view["current"]]
        lines += [f"{who} announced the {spec.character(char).name}.", spec.say(notes.announcement.text)]
    else:
        lines.append(spec.say(notes.turn.text))
    return tip(f"{notes.turn.name} {view['turn']}", *lines)


def character_tip(spec: MascaradeSpec, view: dict[str, Any], cid: str) -> str:
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
    if _announced(view) == cid and view["stage"] not in ("", "announce", "announce_card"):
        lines.append(f"Announced this turn by {view['players'][view['current']]}.")
    return tip(character.name, *lines)


def chosen_tip(spec: MascaradeSpec, view: dict[str, Any], key: str) -> str:
    """The frame round a card chosen earlier in this chain of choices."""
    chosen = spec.notes.chosen
    pos = view["pending"].get(key, "")
    return tip(getattr(chosen, CHOSEN[key]), f"{where(view, pos)}." if pos else "", spec.say(chosen.text))


def region_tip(spec: MascaradeSpec, view: dict[str, Any], reg: Region) -> str:
    """The tip of any region the layout draws."""
    kind, key = reg.kind, reg.key
    if kind == "seat" or key.startswith("coins:"):
        seat = int(key.split(":")[1])
        return seat_tip(spec, view, seat) if kind == "seat" else coins_tip(spec, view, seat)
    if kind == "cardslot":
        return card_tip(spec, view, reg.label)
    if kind == "chosen":
        return chosen_tip(spec, view, key.split(":", 1)[1])
    if kind == "character":
        return character_tip(spec, view, reg.label)
    if key == "courthouse":
        note = spec.notes.courthouse
        return tip(note.name, f"It holds {Amount(view['courthouse']):coins}.", spec.say(note.text))
    if key == "bank":
        note = spec.notes.bank
        money = [spec.character(c).name for c in view["in_play"] if spec.character(c).money]
        return tip(note.name, spec.say(note.text), f"Money sources in this game: {', '.join(money)}.")
    return centre_tip(spec, view)
