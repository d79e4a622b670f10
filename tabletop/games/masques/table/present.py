"""What Masques's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.message import Msg, Seat, joined, msg
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.masques.rules.data import MasquesSpec
from tabletop.games.masques.rules.view import MasquesView


def panel(view: MasquesView) -> tuple[PanelLine, ...]:
    """The round and the phase."""
    phases = {
        "draft": msg("Draft, pick {pick} of 4", pick=view.draft_step),
        "action": msg("Action phase"),
        "over": msg("Game over"),
    }
    phase = phases.get(view.phase, view.phase)
    return (PanelLine(msg("Round {round}", round=view.round), "title"), PanelLine(phase))


def banner(view: MasquesView) -> Msg | None:
    """The winner, once there is one."""
    if view.winner is not None:
        return msg("{seat} wins the favor of the guilds!", seat=Seat(view.winner, view.players[view.winner]))
    return None


def scoring_rows(spec: MasquesSpec, view: MasquesView) -> list[ScoreRow]:
    """Favor by guild, ducats, families; the guild rows that won the game are marked (the guild with enough favor
    in one guild, else every guild, by ``spec``'s win condition)."""
    deciding = _deciding_guilds(spec, view)
    guilds = {g.id: g.name for g in spec.guilds}
    rows = [
        ScoreRow(guilds[g], tuple(str(s.favor[g]) for s in view.seats), msg("favor"), decides=g in deciding)
        for g in view.guilds
    ]
    rows.append(ScoreRow(msg("Ducats"), tuple(str(s.ducats) for s in view.seats), msg("no end-game value")))
    families = tuple(joined([spec.family(f).name for f in fams], ", ") for fams in view.families)
    rows.append(ScoreRow(msg("Families"), families))
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
