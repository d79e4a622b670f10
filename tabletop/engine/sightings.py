"""What each seat has seen of the components now hidden from it: the memory of a player who forgets nothing,
kept by the Match from what that seat was shown (the places it could see and the moves it watched), never from
the truth. A computer player's determinization deals the hidden components consistently with it.

A component seen in a place the seat can see, then moved out of sight, is known to be where the seat saw it go;
a move the seat saw only as a move (a card went from there to there, which one unseen) widens where each
component that may have been at its start may now be; a component seen again is placed again. Moves a game does
not announce as events (a discard pile shuffled into the deck) only make the seat forget: a place that is now
empty no longer holds anything it remembered, a place in sight holds only what the seat sees there, and a
component that can be nowhere is forgotten.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from tabletop.engine.events import Event, Moved

Seen = Mapping[str, frozenset[str]]  # component -> the places it may be in, as one seat knows


class Sightings:
    """Per seat: each component it has seen, and the places it may be in now."""

    def __init__(self, seats: int):
        self.where: list[dict[str, frozenset[str]]] = [{} for _ in range(seats)]

    def of(self, seat: int) -> Seen:
        """What ``seat`` remembers (a live mapping: copy it to keep it)."""
        return self.where[seat]

    def observe(
        self,
        events: Iterable[Event],
        zones: Mapping[str, list[str]],
        hidden: Mapping[int, set[str]],
        seats: Iterable[int] | None = None,
    ) -> None:
        """After an action: follow its ``events`` as each of ``seats`` (default all) saw them, then note every
        component in a place that seat sees now (``zones``: every place's components; ``hidden``: seat -> the
        places hidden from it)."""
        moves = [e for e in events if isinstance(e, Moved)]
        empty = {z for z, items in zones.items() if not items}
        present = {c for items in zones.values() for c in items}
        for seat in range(len(self.where)) if seats is None else seats:
            known = self.where[seat]
            for move in moves:
                seen = move.for_seat(seat)
                if seen.component:
                    if seen.component in known and seen.dst in zones:
                        known[seen.component] = frozenset({seen.dst})
                    elif seen.component in known:  # gone where no secret is kept (played face up, out of the game)
                        del known[seen.component]
                elif seen.src and seen.dst in zones:
                    for component, places in known.items():
                        if seen.src in places:
                            known[component] = places | {seen.dst}
            unseen = hidden.get(seat, set())
            in_sight = {c: zone for zone, items in zones.items() if zone not in unseen for c in items}
            # A remembered place the seat sees now holds only what it sees there; one now empty holds nothing.
            ruled_out = frozenset(empty | (zones.keys() - unseen))
            for component, places in list(known.items()):
                if component in in_sight or not places & ruled_out:
                    if component not in in_sight and component not in present:  # moved out of every place unseen
                        del known[component]
                    continue
                left = places - ruled_out
                if left:
                    known[component] = left
                else:
                    del known[component]
            for component, zone in in_sight.items():
                known[component] = frozenset({zone})
