"""What Rialto's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.message import Msg, Name, Ordinal, Words, msg
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.rialto.rules.view import RialtoView
from tabletop.games.rialto.table.citytips import arg, seat

PHASES = {
    "start": msg("Starting buildings"),
    "pick": msg("Phase I: card rows"),
    "cards": msg("Phase I: hands"),
    "blue": msg("Phase III: blue buildings"),
    "bridge": msg("Stage D: bridge"),
    "gondola": msg("Stage E: gondola"),
    "over": msg("Final scoring"),
}
EACH = msg("1 VP each")


def panel(view: RialtoView) -> tuple[PanelLine, ...]:
    """The round, its district and the phase."""
    district = next((d.name for d in view.districts if d.id == view.district), None)
    phase: Words = PHASES.get(view.task, "")
    if view.task == "turns":
        phase = msg("Phase II: stage {letter}", letter=Name(view.stage))
    elif view.task == "build":
        phase = msg("Stage {letter}: buildings", letter=Name(view.stage))
    title = msg("Setup")
    if view.round and district is not None:
        title = msg("Round {n} of {rounds}: {district}", n=view.round, rounds=view.rounds, district=arg(district))
    elif view.round:
        title = msg("Round {n} of {rounds}", n=view.round, rounds=view.rounds)
    return (PanelLine(title, "title"), PanelLine(phase))


def banner(view: RialtoView) -> Msg | None:
    """The winner, as the rules decided it (most VP, Doge order breaking ties)."""
    if view.over and view.winners:
        best = view.winners[0]
        return msg("{seat} wins with {n} VP!", seat=seat(best, view.players[best]), n=view.participants[best].vp)
    return None


def scoring_rows(view: RialtoView) -> list[ScoreRow]:
    """District by district, then buildings, coins, councillors and the total (marked as what decided), and on a tie
    on VP the tied seats' places in Doge order (marked instead)."""
    seats = range(len(view.players))
    rows = []
    for line in view.final:
        name = next(d.name for d in view.districts if d.id == line.district)
        points = {p: pts for p, _, pts in line.ranking}
        rows.append(ScoreRow(name, tuple(str(points.get(s, "-")) for s in seats), msg("worth {n}", n=line.value)))
    parts = view.participants
    buildings = tuple(str(sum(b.value for b in parts[s].buildings)) for s in seats)
    rows.append(ScoreRow(msg("Buildings"), buildings, msg("their values")))
    rows.append(ScoreRow(msg("Coins"), tuple(str(parts[s].coins) for s in seats), EACH))
    rows.append(ScoreRow(msg("Councillors in supply"), tuple(str(parts[s].personal) for s in seats), EACH))
    vp = [parts[s].vp for s in seats]
    top = [s for s in seats if vp[s] == max(vp)]
    tied = len(top) > 1  # a tie on VP: Doge order breaks it (the rules' ranking)
    rows.append(ScoreRow(msg("Total VP"), tuple(map(str, vp)), msg("ties: Doge order"), decides=not tied))
    if tied:
        order = [s for s in view.doge_order if s in top]
        place = {s: k + 1 for k, s in enumerate(order)}
        cells: tuple[Words, ...] = tuple(msg("{place}", place=Ordinal(place[s])) if s in place else "" for s in seats)
        rows.append(ScoreRow(msg("Doge order (tied)"), cells, msg("breaks every tie"), decides=True))
    return rows


def counters(view: RialtoView) -> dict[str, float]:
    """Coins and VP count up and down on the boards."""
    counts = {f"coins:{p}": float(info.coins) for p, info in enumerate(view.participants)}
    return counts | {f"vp:{p}": float(info.vp) for p, info in enumerate(view.participants)}
