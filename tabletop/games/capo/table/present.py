"""What Capo dei Capi's table says in words besides its pieces: the banner, the scoring rows, the counters."""

from __future__ import annotations

from tabletop.engine.message import Msg, Seat, msg, msgn
from tabletop.engine.view import ScoreRow
from tabletop.games.capo.rules.data import CapoSpec
from tabletop.games.capo.rules.view import CapoView
from tabletop.games.capo.table.tips import card_name


def banner(view: CapoView) -> Msg | None:
    """A standing banner for the moments that change everything."""
    if view.stage == "arrest":
        return msg("{seat} faces arrest!", seat=Seat(view.active, view.players[view.active]))
    if view.over and view.result is not None:
        winner = view.result.winner
        return msg("{seat} wins!", seat=Seat(winner, view.players[winner]))
    if view.stage == "end" or (view.ending and not view.over):
        return msg("A supply pile is empty: the game ends after this turn")
    return None


def scoring_rows(spec: CapoSpec, view: CapoView) -> list[ScoreRow]:
    """Each area card's strengths and who took it (named from ``spec``), extortion cubes, VP and the tie-breaks
    (none before the final scoring); the row that decided the winner (as the rules' scoring says) is marked."""
    result = view.result
    if result is None:
        return []
    rows: list[ScoreRow] = []
    for row in result.cards:
        a, b = row.strength
        cubes = row.cubes
        if row.winner is None:
            note = msgn("tie: card and {n} cube removed", "tie: card and {n} cubes removed", cubes)
        else:
            who = Seat(row.winner, view.players[row.winner])
            note = msgn("{seat}: 1 card + {n} cube", "{seat}: 1 card + {n} cubes", cubes, seat=who)
        label = msg("{card}: influence + bribes", card=card_name(spec, row.card))
        rows.append(ScoreRow(label, (str(a), str(b)), note))
    ext = result.extortion_cubes
    rows.append(ScoreRow(msg("Extortion cubes"), (str(ext[0]), str(ext[1])), msg("1 VP each")))
    decided = result.decided_by  # the rules' ranking: points, then each tie-break in turn
    rows.append(ScoreRow(msg("Victory points"), tuple(str(v) for v in result.vp), decides=decided == "points"))
    chips = tuple(str(c) for c in result.chips)
    rows.append(ScoreRow(msg("Mayor chips"), chips, msg("first tie-break"), decides=decided == "mayor chips"))
    won = tuple(str(c) for c in result.cards_won)
    rows.append(ScoreRow(msg("Area cards won"), won, msg("second tie-break"), decides=decided == "area cards won"))
    if decided == "ending the game":  # the last tie-break: the player who ended the game wins
        ended = tuple(msg("ended it") if s == result.ended_by else "" for s in (0, 1))
        rows.append(ScoreRow(msg("Ended the game"), ended, msg("third tie-break"), decides=True))
    return rows


def counters(view: CapoView) -> dict[str, float]:
    """The extortion level counts up and down."""
    return {"ext": float(view.ext)}
