"""What Mascarade's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.mascarade.rules.view import MascaradeView


def panel(view: MascaradeView) -> tuple[PanelLine, ...]:
    """The turn and the courthouse."""
    return (PanelLine(f"Turn {view.turn}", "title"), PanelLine(f"Courthouse: {view.courthouse}"))


def banner(view: MascaradeView) -> str | None:
    """The winners, once there are any."""
    if view.phase == "memorise":
        return None
    if view.winners:
        return " and ".join(view.players[w] for w in view.winners) + " win!"
    return None


def scoring_rows(view: MascaradeView) -> list[ScoreRow]:
    """Coins, and how the game ended."""
    return [ScoreRow("Coins", tuple(str(c) for c in view.coins), view.ended_by)]


def counters(view: MascaradeView) -> dict[str, float]:
    """Each purse and the courthouse count up and down."""
    return {**{f"coins:{s}": float(c) for s, c in enumerate(view.coins)}, "coins:court": float(view.courthouse)}
