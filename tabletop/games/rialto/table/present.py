"""What Rialto's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.rialto.rules.view import RialtoView

PHASES = {
    "start": "Starting buildings",
    "pick": "Phase I: card rows",
    "cards": "Phase I: hands",
    "blue": "Phase III: blue buildings",
    "bridge": "Stage D: bridge",
    "gondola": "Stage E: gondola",
    "over": "Final scoring",
}


def panel(view: RialtoView) -> tuple[PanelLine, ...]:
    """The round, its district and the phase."""
    district = next((d.name for d in view.districts if d.id == view.district), "")
    if view.task == "turns":
        phase = f"Phase II: stage {view.stage}"
    elif view.task == "build":
        phase = f"Stage {view.stage}: buildings"
    else:
        phase = PHASES.get(view.task, "")
    title = f"Round {view.round} of {view.rounds}" + (f": {district}" if district else "") if view.round else "Setup"
    return (PanelLine(title, "title"), PanelLine(phase))


def banner(view: RialtoView) -> str | None:
    """The winner, as the rules decided it (most VP, Doge order breaking ties)."""
    if view.over and view.winners:
        best = view.winners[0]
        return f"{view.players[best]} wins with {view.participants[best].vp} VP!"
    return None


def scoring_rows(view: RialtoView) -> list[ScoreRow]:
    """District by district, then buildings, coins, councillors and the total (marked as what decided), and on a tie
    on VP the tied seats' places in Doge order (marked instead)."""
    seats = range(len(view.players))
    rows = []
    for line in view.final:
        name = next(d.name for d in view.districts if d.id == line.district)
        points = {p: pts for p, _, pts in line.ranking}
        rows.append(ScoreRow(name, tuple(str(points.get(s, "-")) for s in seats), f"worth {line.value}"))
    parts = view.participants
    rows.append(
        ScoreRow("Buildings", tuple(str(sum(b.value for b in parts[s].buildings)) for s in seats), "their values")
    )
    rows.append(ScoreRow("Coins", tuple(str(parts[s].coins) for s in seats), "1 VP each"))
    rows.append(ScoreRow("Councillors in supply", tuple(str(parts[s].personal) for s in seats), "1 VP each"))
    vp = [parts[s].vp for s in seats]
    top = [s for s in seats if vp[s] == max(vp)]
    tied = len(top) > 1  # a tie on VP: Doge order breaks it (the rules' ranking)
    rows.append(ScoreRow("Total VP", tuple(map(str, vp)), "ties: Doge order", decides=not tied))
    if tied:
        order = [s for s in view.doge_order if s in top]
        place = {s: k + 1 for k, s in enumerate(order)}
        cells = tuple(f"{ORDINALS[place[s] - 1]}" if s in place else "" for s in seats)
        rows.append(ScoreRow("Doge order (tied)", cells, "breaks every tie", decides=True))
    return rows


ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")  # places in Doge order among the tied


def counters(view: RialtoView) -> dict[str, float]:
    """Coins and VP count up and down on the boards."""
    counts = {f"coins:{p}": float(info.coins) for p, info in enumerate(view.participants)}
    return counts | {f"vp:{p}": float(info.vp) for p, info in enumerate(view.participants)}
