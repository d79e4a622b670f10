"""What the Prodigals Club table says in words besides its pieces: the panel header (round, phase, turn order),
the phase banners (Hyde Park, the Old Lady, the final scores), the scoring rows and the counters."""

from __future__ import annotations

from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.prodigals.rules.view import ProdigalsView, SeatView
from tabletop.games.prodigals.table import metrics

PANEL_SIZE, PANEL_ROOM = 15, 166  # the side panel's text size and its line's room in the narrowest window
PHASES = {
    "prep": "Preparation",
    "errands": "Errands: place errand boys",
    "actions": "Action turns",
    "hyde_park": "Hyde Park",
    "old_lady": "The Old Lady",
    "end_round": "End of the round",
    "over": "Game over",
}


CONTEST_WORDS = {"election": "Election (votes)", "society": "Society", "possessions": "Possessions"}


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
    return (
        PanelLine(f"Round {view.round} of 5", "title"),
        PanelLine(PHASES.get(view.phase, view.phase.replace("_", " ").capitalize())),
        *(PanelLine(line) for line in _lines("Turn order: ", [view.seats[s].name for s in view.order])),
    )


def _lines(head: str, names: list[str]) -> list[str]:
    """``head`` and the names, comma separated, broken into lines that fit the narrowest side panel."""
    lines, line = [], head.rstrip()
    for k, name in enumerate(names):
        word = name + ("," if k < len(names) - 1 else "")
        trial = f"{line} {word}".strip()
        if line and not metrics.line_fits(trial, PANEL_SIZE, PANEL_ROOM):
            lines.append(line)
            trial = word
        line = trial
    return [*lines, line]


def banner(view: ProdigalsView) -> str | None:
    """Hyde Park and the Old Lady while they resolve; the winner at the end."""
    if view.phase == "over":
        won = winners(view)
        names = " and ".join(view.seats[k].name for k in won)
        verb = "wins" if len(won) == 1 else "share the win"
        return f"{names} {verb} with a worst contest of {_worst(view.seats[won[0]])}!"
    if view.phase in ("hyde_park", "old_lady"):
        return PHASES[view.phase]
    return None


def scoring_rows(view: ProdigalsView) -> list[ScoreRow]:
    """Each contest in play, the worst of them (the score) and the winner; the score is marked as what decided,
    or the winner's row when a tie on it went to the next contest."""
    seats, won = view.seats, winners(view)
    rows = [ScoreRow(CONTEST_WORDS[c], tuple(str(s.scores[c]) for s in seats), "lower is better") for c in view.modules]
    worst = [_worst(s) for s in seats]
    by_score = worst.count(min(worst)) == len(won)  # the lowest score alone decided (else a tie-break did)
    return [
        *rows,
        ScoreRow("Worst contest", tuple(map(str, worst)), "the score", decides=by_score),
        ScoreRow(
            "Winner",
            tuple("wins" if k in won else "" for k in range(len(seats))),
            "lowest worst, then next-worst" + (", then best" if len(view.modules) > 2 else ""),
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
