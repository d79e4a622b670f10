"""What the Prodigals Club table says in words besides its pieces: the panel header (round, phase, turn order),
the phase banners (Hyde Park, the Old Lady, the final scores), the scoring rows and the counters."""

from __future__ import annotations

from tabletop.engine import measure
from tabletop.engine.message import Listed, Msg, Seat, Words, as_msg, joined, msg, msgc
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.prodigals.rules.view import ProdigalsView, SeatView

PANEL_SIZE, PANEL_ROOM = 15, 166  # the side panel's text size and its line's room in the narrowest window
PHASES = {
    "prep": msgc("phase", "Preparation"),
    "errands": msgc("phase", "Errands: place errand boys"),
    "actions": msgc("phase", "Action turns"),
    "hyde_park": msgc("phase", "Hyde Park"),
    "old_lady": msgc("phase", "The Old Lady"),
    "end_round": msgc("phase", "End of the round"),
    "over": msgc("phase", "Game over"),
}

SHORT_PHASES = {  # the phases whose name may not fit the narrowest panel, said shorter
    "errands": msgc("phase, short", "Errands"),
    "end_round": msgc("phase, short", "Round end"),
}

CONTEST_WORDS = {
    "election": msgc("score row", "Election (votes)"),
    "society": msgc("score row", "Society"),
    "possessions": msgc("score row", "Possessions"),
}


def _worst(seat: SeatView) -> int:
    """A seat's score: the worst (highest) of its contests in play."""
    return max(seat.scores.values())


def _rank(seat: SeatView) -> tuple[int, ...]:
    """What wins: the lowest worst contest, ties broken by the next, then the third."""
    return tuple(sorted(seat.scores.values(), reverse=True))


def winners(view: ProdigalsView) -> list[int]:
    """The seats that win (a full tie is shared)."""
    best = min(_rank(s) for s in view.seats)
    return [k for k, s in enumerate(view.seats) if _rank(s) == best]


def panel(view: ProdigalsView) -> tuple[PanelLine, ...]:
    """The round, the phase and the turn order (the first in it leads), the names on as many lines as they need."""
    phase = PHASES.get(view.phase) or as_msg(view.phase.replace("_", " ").capitalize())
    if not measure.fits(phase, PANEL_ROOM, PANEL_SIZE) and view.phase in SHORT_PHASES:
        phase = SHORT_PHASES[view.phase]  # a longer language in the narrowest panel
    return (
        PanelLine(msg("Round {round} of 5", round=view.round), "title"),
        PanelLine(phase),
        *(PanelLine(line) for line in _lines([view.seats[s].name for s in view.order])),
    )


def _lines(names: list[str]) -> list[Msg]:
    """The turn order, the names comma separated and each kept whole, on as many lines as fit the narrowest side
    panel (measured in the language they are rendered in)."""
    lines: list[Msg] = []
    line: list[str] = []
    for k, name in enumerate(names):
        trial = [*line, name]
        if line and not measure.fits(_line(not lines, trial, k < len(names) - 1), PANEL_ROOM, PANEL_SIZE):
            lines.append(_line(not lines, line, True))
            trial = [name]
        line = trial
    return [*lines, _line(not lines, line, False)]


def _line(first: bool, names: list[str], more: bool) -> Msg:
    """One line of the turn order: the first with its heading, each but the last ending in a comma."""
    seats = joined(names, ", ")
    if first:
        return msg("Turn order: {seats},", seats=seats) if more else msg("Turn order: {seats}", seats=seats)
    return msgc("a list going on", "{seats},", seats=seats) if more else seats


def banner(view: ProdigalsView) -> Words | None:
    """Hyde Park and the Old Lady while they resolve; the winner at the end."""
    if view.phase == "over":
        won = winners(view)
        worst = _worst(view.seats[won[0]])
        if len(won) == 1:
            return msg("{seat} wins with a worst contest of {n}!", seat=Seat(won[0], view.seats[won[0]].name), n=worst)
        seats = Listed(tuple(Seat(k, view.seats[k].name) for k in won))
        return msg("{seats} share the win with a worst contest of {n}!", seats=seats, n=worst)
    if view.phase in ("hyde_park", "old_lady"):
        return PHASES[view.phase]
    return None


def scoring_rows(view: ProdigalsView) -> list[ScoreRow]:
    """Each contest in play, the worst of them (the score) and the winner; the score is marked as what decided,
    or the winner's row when a tie on it went to the next contest."""
    seats, won = view.seats, winners(view)
    better = msgc("score row", "lower is better")
    rows = [ScoreRow(CONTEST_WORDS[c], tuple(str(s.scores[c]) for s in seats), better) for c in view.modules]
    worst = [_worst(s) for s in seats]
    by_score = worst.count(min(worst)) == len(won)  # the lowest score alone decided (else a tie-break did)
    return [
        *rows,
        ScoreRow(
            msgc("score row", "Worst contest"), tuple(map(str, worst)), msgc("score row", "the score"), decides=by_score
        ),
        ScoreRow(
            msgc("score row", "Winner"),
            tuple(msgc("score row", "wins") if k in won else "" for k in range(len(seats))),
            msgc("score row", "lowest worst, then next-worst, then best")
            if len(view.modules) > 2
            else msgc("score row", "lowest worst, then next-worst"),
            decides=not by_score,
        ),
    ]


def counters(view: ProdigalsView) -> dict[str, float]:
    """Votes, society and cash per seat (counted as they change)."""
    found: dict[str, float] = {}
    for s, info in enumerate(view.seats):
        found[f"votes:{s}"] = info.votes
        found[f"society:{s}"] = info.society
        found[f"cash:{s}"] = info.cash
    return found
