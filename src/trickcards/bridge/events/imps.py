"""IMPs across the field (cross-IMPs, summed or averaged) and Butler (IMPs against a datum).

Both compare every result of a board, all sections together. A difference that is not a
multiple of 10 (against a Butler datum that is not rounded) takes the IMPs of the scale's
lower limit it reaches (15 is 0 IMPs, 45 is 1).
"""

from __future__ import annotations

import bisect
import math
from collections import defaultdict
from collections.abc import Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.events.model import Event, EventError, Result, split_artificial
from trickcards.bridge.events.ranking import Tally, half_away, rank
from trickcards.bridge.events.scored import ScoredResult, Standing, Traveller
from trickcards.bridge.tables import IMP_SCALE
from trickcards.core.inputs import is_a, is_one_of, quote

__all__ = ["BUTLER", "CROSS_IMPS", "Butler", "CrossImps", "butler_datum", "cross_imps", "imps_of"]


def imps_of(difference: float) -> int:
    """The IMPs of a score difference that may not be a multiple of 10 (the lower limit reached counts).

    >>> imps_of(15), imps_of(45), imps_of(-20), imps_of(233.3)
    (0, 1, -1, 6)
    """
    if not isinstance(difference, int | float) or isinstance(difference, bool) or math.isnan(difference):
        raise EventError(f"{quote(difference)} is not a score difference")
    found = bisect.bisect_right(IMP_SCALE, abs(difference))
    return found if difference >= 0 else -found


def _scores(scores: object) -> list[int]:
    if not isinstance(scores, Sequence) or isinstance(scores, str | bytes):
        raise EventError(f"{quote(scores)} is not a list of North-South scores")
    values = list(scores)
    if not all(isinstance(s, int) and not isinstance(s, bool) for s in values):
        raise EventError(f"{quote(scores)} is not a list of North-South scores: expected whole numbers")
    return values


def cross_imps(scores: Sequence[int]) -> tuple[int, ...]:
    """Each North-South score IMPed against every other score of the board, summed.

    Counted with the scale's 24 limits in a sorted list, so a board of n results costs
    O(n log n), not n² comparisons.

    >>> cross_imps([420, 450, -50, 420])
    (9, 13, -31, 9)
    """
    values = _scores(scores)
    ordered = sorted(values)
    out = []
    for s in values:
        total = 0
        for limit in IMP_SCALE:
            # others at least `limit` below s, minus others at least `limit` above s
            total += bisect.bisect_right(ordered, s - limit) - (len(ordered) - bisect.bisect_left(ordered, s + limit))
        out.append(total)
    return tuple(out)


def butler_datum(
    scores: Sequence[int], *, drop: int = 1, round_to: int = 0, drop_percent: float | None = None
) -> float:
    """The Butler datum: the mean North-South score without the ``drop`` highest and lowest.

    ``drop_percent`` instead drops that share of the scores at each end, a fraction of a
    score kept (10 % of 25 scores drops 2 each way): 10 % in the Sydney Bridge Centre's
    Butler pairs, 5 % by default in ACBLscore. ``round_to`` 10 rounds the datum to the
    nearest 10 (a 5 away from zero); 0 keeps it exact. With too few scores to drop any,
    all are averaged.

    >>> butler_datum([600, 300, -100]), butler_datum([620, 650, 600, 100, 1430], round_to=10)
    (300.0, 620.0)
    >>> butler_datum([100] * 8 + [-2000, 2000], drop=0), butler_datum([100] * 8 + [-2000, 1000], drop_percent=10)
    (80.0, 100.0)
    """
    values = _scores(scores)
    if not values:
        raise EventError("[]: a Butler datum needs at least one score on the board")
    if not isinstance(drop, int) or isinstance(drop, bool) or drop < 0:
        raise EventError(f"{quote(drop)} is not a number of scores to drop at each end")
    if drop_percent is not None:
        drop = len(values) * _percent(drop_percent) // 100
    if round_to not in (0, 10) or isinstance(round_to, bool):
        raise EventError(f"{quote(round_to)} is not a datum rounding: 0 (exact) or 10")
    ordered = sorted(values)
    if len(ordered) > 2 * drop:
        ordered = ordered[drop : len(ordered) - drop]
    datum = sum(ordered) / len(ordered)
    return half_away(datum / 10) * 10 if round_to else datum


def _per_comparison(value: object) -> tuple[float, float, float]:
    if (
        not isinstance(value, tuple)
        or len(value) != 3
        or not all(isinstance(v, int | float) and not isinstance(v, bool) for v in value)
    ):
        raise EventError(f"{quote(value)} is not the IMPs of A+, A and A-: three numbers")
    return (float(value[0]), float(value[1]), float(value[2]))


_ARTIFICIAL: Final = {"A+": 0, "A": 1, "A-": 2}


def _artificial_imps(kind: str, values: tuple[float, float, float], what: str) -> float | None:
    if kind == "Bye":
        return None
    if kind in _ARTIFICIAL:
        return values[_ARTIFICIAL[kind]]
    raise EventError(
        f"{quote(kind)}: a percentage is not an artificial score of an IMP event ({what}); use A+, A or A-"
    )


def _by_board(event: Event) -> list[tuple[int, list[Result]]]:
    groups: dict[int, list[Result]] = defaultdict(list)
    for result in event.results:
        groups[result.board].append(result)
    return sorted(groups.items())


def _percent(value: object) -> int:
    """A share of the scores to drop at each end, in whole percent from 0 to 49."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not 0 <= value < 50 or value != int(value):
        raise EventError(
            f"drop_percent={quote(value)} is not a share of the scores to drop at each end: a whole percentage from 0 to 49"
        )
    return int(value)


def _optional_percent(value: object) -> int | None:
    return None if value is None else _percent(value)


@frozen
class CrossImps:
    """Cross-IMPs: each result IMPed against every other result of the board, all sections.

    ``average`` False ranks by the sum (Ruter's ``IMP;Cross``); True by IMPs per
    comparison, the sum of each board divided by its comparisons, averaged over the
    boards (``IMP;Cross2``). An artificial score gets ``artificial`` IMPs per comparison
    (A+ 1.5, A 0, A- -1.5).
    """

    average: bool = field(default=False, validator=is_a(bool, "a flag"))
    artificial: tuple[float, float, float] = field(default=(1.5, 0.0, -1.5), converter=_per_comparison)

    @property
    def name(self) -> str:
        """``cross-imps`` or ``cross-imps-average``."""
        return "cross-imps-average" if self.average else "cross-imps"

    def score(self, event: Event) -> tuple[tuple[Traveller, ...], tuple[Standing, ...]]:
        """The travellers and the ranking of ``event``."""
        tallies: dict[str, Tally] = {}
        travellers = []
        for board, rows in _by_board(event):
            real = [r for r in rows if r.artificial is None]
            comparisons = sum(1 for r in rows if r.artificial != "Bye") - 1
            sums = iter(cross_imps([r.score_ns or 0 for r in real]))
            out = []
            for r in rows:
                if r.artificial is None:
                    ns: float | None = float(next(sums))
                    ew = None if ns is None else -ns
                else:
                    a, b = (_artificial_imps(k, self.artificial, "cross-IMPs") for k in split_artificial(r.artificial))
                    ns = None if a is None else a * comparisons
                    ew = None if b is None else b * comparisons
                out.append(ScoredResult(r, imp_ns=ns, imp_ew=ew))
                for ids, imp in ((r.ns, ns), (r.ew, ew)):
                    if imp is None:
                        continue
                    for pid in ids:
                        points = imp / comparisons if self.average and comparisons > 0 else imp
                        tallies.setdefault(pid, Tally()).add(points if comparisons > 0 or not self.average else 0.0)
            travellers.append(Traveller(board, "", tuple(out)))
        if self.average:
            for tally in tallies.values():
                tally.total = tally.total / tally.boards if tally.boards else 0.0
        return tuple(travellers), rank(tallies, event.participants, by_percent=False)


@frozen
class Butler:
    """Butler: each result IMPed against the board's datum (the mean without ``drop`` highest and lowest).

    ``drop_percent`` drops that whole percentage of each board's scores at each end
    instead (10 at the Sydney Bridge Centre, 5 in ACBLscore; see :func:`butler_datum`).
    ``round_to`` 10 rounds the datum to 10. A pair that sits out (a ``Bye``) scores, on
    each such board, its own average IMPs per board played. A+, A, A- get ``artificial``
    IMPs (3, 0, -3).
    """

    drop: int = field(default=1, validator=lambda _i, _a, v: _count(v))
    round_to: int = field(default=0, validator=is_one_of((0, 10), "a datum rounding"))
    artificial: tuple[float, float, float] = field(default=(3.0, 0.0, -3.0), converter=_per_comparison)
    drop_percent: int | None = field(default=None, converter=_optional_percent)

    @property
    def name(self) -> str:
        """``butler``."""
        return "butler"

    def score(self, event: Event) -> tuple[tuple[Traveller, ...], tuple[Standing, ...]]:
        """The travellers and the ranking of ``event``."""
        tallies: dict[str, Tally] = {}
        byes: dict[str, int] = defaultdict(int)
        boards = []
        for board, rows in _by_board(event):
            real = [r.score_ns or 0 for r in rows if r.artificial is None]
            datum = (
                butler_datum(real, drop=self.drop, round_to=self.round_to, drop_percent=self.drop_percent)
                if real
                else None
            )
            out = []
            for r in rows:
                if r.artificial is None and datum is not None:
                    ns: float | None = float(imps_of((r.score_ns or 0) - datum))
                    ew: float | None = -ns  # type: ignore[operator]
                else:
                    a, b = (
                        _artificial_imps(k, self.artificial, "Butler") for k in split_artificial(r.artificial or "A")
                    )
                    ns, ew = a, b
                out.append((r, ns, ew))
                for ids, imp in ((r.ns, ns), (r.ew, ew)):
                    for pid in ids:
                        if imp is None:
                            byes[pid] += 1
                        else:
                            tallies.setdefault(pid, Tally()).add(imp)
            boards.append((board, datum, out))
        average = {pid: t.total / t.boards for pid, t in tallies.items() if t.boards}
        travellers = []
        for board, datum, out in boards:
            scored = []
            for r, ns_imps, ew_imps in out:
                ns = average.get(r.ns[0], 0.0) if ns_imps is None and r.ns else ns_imps
                ew = average.get(r.ew[0], 0.0) if ew_imps is None and r.ew else ew_imps
                scored.append(ScoredResult(r, imp_ns=ns, imp_ew=ew, datum=datum if r.artificial is None else None))
            travellers.append(Traveller(board, "", tuple(scored), datum=datum))
        for pid, count in byes.items():
            tally = tallies.setdefault(pid, Tally())
            tally.total += count * average.get(pid, 0.0)
            tally.boards += count
        return tuple(travellers), rank(tallies, event.participants, by_percent=False)


def _count(value: object) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise EventError(f"drop={quote(value)} is not a number of scores to drop at each end: expected 0 or more")


CROSS_IMPS: Final = CrossImps()
"""Cross-IMPs summed."""
BUTLER: Final = Butler()
"""Butler with the datum the mean without the highest and the lowest score, not rounded."""
