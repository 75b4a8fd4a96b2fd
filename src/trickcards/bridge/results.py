"""The :class:`~trickcards.protocol.results.DealResult` of a bridge-family deal, from its :class:`~trickcards.bridge.Score`.

Every part of the score goes to declarer's side as :meth:`Score.components` signs it
and its negative to the other players, so the parts add up to the deal's points.

>>> from trickcards.bridge import Contract, score
>>> from trickcards.core.seats import Seat
>>> result = contract_result(score("4SN", 10, table=RUBBER_MODERN), tuple(Seat), Seat.NORTH,
...                          lambda seat: seat in (Seat.NORTH, Seat.SOUTH), "North", "NS")
>>> str(result), result.points, result.tricks
('4S by North, 10 tricks: NS +120', (120, -120, 120, -120), (10, 3, 10, 3))
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import Score
from trickcards.bridge.tables import RUBBER_MODERN
from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import _checked_players
from trickcards.protocol.results import DealResult, _nothing_scored

__all__ = ["contract_result", "passed_out_result"]

PlayerT = TypeVar("PlayerT")

# Kept importable for the doctest above.
_ = RUBBER_MODERN


def contract_result(
    result: Score,
    players: tuple[PlayerT, ...],
    declarer: PlayerT,
    with_declarer: Callable[[PlayerT], bool],
    declarer_name: str,
    side_name: str,
    total: int | None = None,
) -> DealResult[Contract, PlayerT]:
    """The result of a played contract scored as ``result``, for ``players`` in player order.

    ``with_declarer(player)`` says who scores with declarer; declarer's side wins
    ``result.declarer_tricks``, the others the rest of 13. ``declarer_name`` and ``side_name``
    name them in the one-line summary. ``total`` (declarer's side's points) replaces
    ``result.total`` where a game scores the deal otherwise (duplicate's table look-up);
    the difference is the ``bonus`` part.
    """
    inputs.instance(result, Score, "a bridge score", error=ScoringError)
    declarer_name = inputs.text(declarer_name, "the name of a declarer", error=ScoringError)
    side_name = inputs.text(side_name, "the name of declarer's side", error=ScoringError)
    with_declarer = inputs.function(with_declarer, "who scores with declarer", error=ScoringError)
    sides = tuple(
        bool(with_declarer(p)) for p in _checked_players(players, "the players of a deal", error=ScoringError)
    )
    components = dict(result.components())
    points = result.total if total is None else inputs.integer(total, "declarer's side's points", error=ScoringError)
    if points != result.total:
        components["bonus"] = components.get("bonus", 0) + points - result.total
    parts = {name: tuple(n if ours else -n for ours in sides) for name, n in components.items()}
    tricks = tuple(result.declarer_tricks if ours else 13 - result.declarer_tricks for ours in sides)
    contract = result.contract
    bid = f"{contract.level}{contract.strain}{contract.doubling}"
    summary = f"{bid} by {declarer_name}, {result.declarer_tricks} tricks: {side_name} {points:+d}"
    return DealResult(contract, declarer, tricks, parts, tuple(points if ours else -points for ours in sides), summary)


def passed_out_result(players: int) -> DealResult[Contract, object]:
    """The result of a passed-out deal of ``players`` players: no contract, no tricks, no points.

    >>> str(passed_out_result(4)), passed_out_result(4).points
    ('passed out', (0, 0, 0, 0))
    """
    return _nothing_scored(players, "passed out")
