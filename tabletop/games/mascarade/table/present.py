"""What Mascarade's table says in words besides its pieces: the panel header, the banner, the scoring rows."""

from __future__ import annotations

from tabletop.engine.message import Msg, Seat, Words, joined, msg, msgn
from tabletop.engine.view import PanelLine, ScoreRow
from tabletop.games.mascarade.rules.data import MascaradeSpec
from tabletop.games.mascarade.rules.powers import winner_names
from tabletop.games.mascarade.rules.state import ending
from tabletop.games.mascarade.rules.view import MascaradeView


def panel(view: MascaradeView) -> tuple[PanelLine, ...]:
    """The turn and the courthouse."""
    return (
        PanelLine(msg("Turn {turn}", turn=view.turn), "title"),
        PanelLine(msg("Courthouse: {coins}", coins=view.courthouse)),
    )


def banner(view: MascaradeView) -> Msg | None:
    """The winners, once there are any."""
    if view.phase == "memorise":
        return None
    if view.winners:
        names = winner_names(Seat(w, view.players[w]) for w in view.winners)
        return msgn("{names} wins!", "{names} win!", len(view.winners), names=names)
    return None


def scoring_rows(spec: MascaradeSpec, view: MascaradeView) -> list[ScoreRow]:
    """Coins (what decided the game) and how it ended, then each player's final character, named from ``spec``
    (face up for everyone once the game is over)."""
    how = ending(spec, view.ended_by) if view.ended_by else ""
    rows = [ScoreRow(msg("Coins"), tuple(str(c) for c in view.coins), how, decides=True)]
    faces = [[view.card(pos) for pos in positions] for positions in view.positions]
    names = tuple(joined([_character(spec, c.face if c else "down") for c in cards], ", ") for cards in faces)
    rows.append(ScoreRow(msg("Final character"), names, msg("revealed at the end")))
    return rows


def _character(spec: MascaradeSpec, face: str) -> Words:
    """A card's character by name, "?" for a face-down card."""
    return "?" if face == "down" else spec.character(face).name


def counters(view: MascaradeView) -> dict[str, float]:
    """Each purse and the courthouse count up and down."""
    return {**{f"coins:{s}": float(c) for s, c in enumerate(view.coins)}, "coins:court": float(view.courthouse)}
