"""What Masques's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.view import MasquesView


def panel(view: MasquesView) -> tuple[PanelLine, ...]:
    """The round and the phase."""
    phases = {"draft": f"Draft, pick {view.draft_step} of 4", "action": "Action phase", "over": "Game over"}
    return (PanelLine(f"Round {view.round}", "title"), PanelLine(phases.get(view.phase, view.phase)))


def banner(view: MasquesView) -> str | None:
    """The winner, once there is one."""
    if view.winner is not None:
        return f"{view.players[view.winner]} wins the favor of the guilds!"
    return None


def scoring_rows(spec: MasquesSpec, view: MasquesView) -> list[ScoreRow]:
    """Favor by guild, ducats, families; the guild rows that won the game are marked (the guild with enough favor
    in one guild, else every guild, by ``spec``'s win condition)."""
    deciding = _deciding_guilds(spec, view)
    rows = [
        ScoreRow(g.capitalize(), tuple(str(s.favor[g]) for s in view.seats), "favor", decides=g in deciding)
        for g in view.guilds
    ]
    rows.append(ScoreRow("Ducats", tuple(str(s.ducats) for s in view.seats), "no end-game value"))
    rows.append(ScoreRow("Families", tuple(", ".join(f.capitalize() for f in fams) for fams in view.families)))
    return rows


def _deciding_guilds(spec: MasquesSpec, view: MasquesView) -> tuple[str, ...]:
    """The guilds whose favor won the winner the game: those at the one-guild goal, else all of them (none before
    there is a winner)."""
    if view.winner is None:
        return ()
    favor = view.seats[view.winner].favor
    one = tuple(g for g in view.guilds if favor[g] >= spec.win.in_one_guild)
    return one or tuple(view.guilds)


def counters(view: MasquesView) -> dict[str, float]:
    """No number on the Masques table counts up."""
    return {}
