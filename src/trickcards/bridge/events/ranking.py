"""Totals and the ranking with ties; rounding as the scoring programs print.

Totals are sums of unrounded board scores. Equal totals share a rank: ``rank`` is the best
place and ``tie`` the last place of the shared rank (Ruter's ``RankTie``). Printed numbers
round half away from zero.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from decimal import ROUND_HALF_UP, Context, Decimal

from attrs import define

from trickcards.bridge.events.model import EventError, Participant
from trickcards.bridge.events.scored import Standing
from trickcards.core.inputs import quote

__all__ = ["Tally", "half_away", "printed", "rank"]

_WIDE = Context(prec=400)
"""Enough digits for any float to 10 decimals (the largest has 309 before the point)."""
_CLOSE = 1e-9
"""Totals closer than this (relative) are equal: sums of Neuberg fractions differ in the last bits by order."""


def half_away(value: float, digits: int = 0) -> float:
    """``value`` rounded to ``digits`` decimals, an exact half away from zero (as the scoring programs print).

    The float's shortest decimal text is rounded, so 0.125 gives 0.13 and -2.5 gives -3.

    >>> half_away(0.125, 2), half_away(-2.5), half_away(1.0049999, 2)
    (0.13, -3.0, 1.0)
    """
    number = _finite(value)
    if not isinstance(digits, int) or isinstance(digits, bool) or not 0 <= digits <= 10:
        raise EventError(f"digits={quote(digits)} is not a number of decimals: expected 0 to 10")
    text = repr(round(number, 10))
    return float(Decimal(text).quantize(Decimal(1).scaleb(-digits), rounding=ROUND_HALF_UP, context=_WIDE))


def _finite(value: object) -> float:
    """``value`` as a float: a finite number (an int is taken when a float can hold it)."""
    if not isinstance(value, int | float) or isinstance(value, bool):
        raise EventError(f"{quote(value)} is not a number to round")
    try:
        number = float(value)
    except OverflowError:
        raise EventError(f"{quote(value)} is too large a number to round") from None
    if not math.isfinite(number):
        raise EventError(f"{quote(value)} is not a finite number to round")
    return number


def printed(value: float | None, digits: int = 0) -> str:
    """``value`` as printed with ``digits`` decimals (half away from zero); ``-`` for ``None``.

    >>> printed(1337.04, 1), printed(59.575, 2), printed(None), printed(-0.04, 1)
    ('1337.0', '59.58', '-', '0.0')
    """
    if value is None:
        return "-"
    shown = half_away(value, digits)
    return f"{shown + 0.0:.{digits}f}"  # + 0.0 turns -0.0 into 0.0


@define
class Tally:
    """A participant's running total: points, the most it could have had (for percentages), boards played."""

    total: float = 0.0
    most: float = 0.0
    boards: int = 0

    def add(self, points: float, most: float = 0.0) -> None:
        self.total += points
        self.most += most
        self.boards += 1


def _equal(a: float, b: float) -> bool:
    return abs(a - b) <= _CLOSE * max(1.0, abs(a), abs(b))


def rank(
    tallies: Mapping[str, Tally],
    participants: Mapping[str, Participant],
    *,
    by_percent: bool,
) -> tuple[Standing, ...]:
    """The ranking of ``tallies``: best first, equal totals (or percentages) sharing a rank.

    >>> t = {"1": Tally(10.0, 20.0, 2), "2": Tally(12.0, 20.0, 2), "3": Tally(10.0, 20.0, 2)}
    >>> [(s.rank, s.tie, s.id) for s in rank(t, {}, by_percent=True)]
    [(1, None, '2'), (2, 3, '1'), (2, 3, '3')]
    """
    keyed = []
    for pid, tally in tallies.items():
        percent = 100.0 * tally.total / tally.most if by_percent and tally.most else None
        key = percent if by_percent and percent is not None else tally.total
        keyed.append((key, pid, tally, percent))
    keyed.sort(key=lambda item: (-item[0], _order(item[1])))
    standings: list[Standing] = []
    start = 0
    while start < len(keyed):
        end = start + 1
        while end < len(keyed) and _equal(keyed[end][0], keyed[start][0]):
            end += 1
        tie = end if end - start > 1 else None
        for _key, pid, tally, percent in keyed[start:end]:
            names = participants[pid].names if pid in participants else ""
            standings.append(Standing(start + 1, tie, pid, names, tally.total, percent, tally.boards))
        start = end
    return tuple(standings)


def _order(pid: str) -> tuple[int, int, str]:
    return (0, int(pid), "") if pid.isdigit() and len(pid) < 19 else (1, 0, pid)


def totals_of(items: Iterable[tuple[str, float, float]]) -> dict[str, Tally]:
    """Tallies of ``(id, points, most)`` items, one board each."""
    found: dict[str, Tally] = {}
    for pid, points, most in items:
        found.setdefault(pid, Tally()).add(points, most)
    return found
