"""Matchpoints (Law 78A) with Neuberg's formula and artificial scores, and the pairs method.

Each result of a board is compared with every other result of the board in its section:
2 points for each result beaten and 1 for each tie (the international scale, top
``2(n-1)``), or 1 and 1/2 (the North American scale, top ``n-1``). A board with fewer real
results than expected (artificial scores, a missing table) has its real results scaled by
Neuberg's formula ``(MP + h)·E/n - h`` (``h`` = 1 on the 2/1 scale, 1/2 on the 1/½ scale);
artificial scores A+, A, A- are fixed shares of the top (60, 50, 40 %).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.events.model import PERCENT_SCORE, Event, EventError, Result, split_artificial
from trickcards.bridge.events.ranking import Tally, rank
from trickcards.bridge.events.scored import ScoredResult, Standing, Traveller
from trickcards.bridge.scoring import matchpoints as board_matchpoints
from trickcards.core.inputs import is_a, is_one_of, quote

__all__ = ["MATCHPOINTS", "Matchpoints", "artificial_share", "matchpoints", "neuberg", "small_field_percentages"]


def _scale(scale: object) -> int:
    if scale not in (1, 2) or isinstance(scale, bool):
        raise EventError(
            f"{quote(scale)} is not a matchpoint scale: 2 (2 per result beaten, 1 per tie) or 1 (1 and 1/2)"
        )
    return int(scale)  # type: ignore[call-overload,unused-ignore]


def neuberg(mp: float, results: int, expected: int, scale: int = 2) -> float:
    """Neuberg's formula: matchpoints ``mp`` earned among ``results`` scaled to a board of ``expected`` results.

    >>> neuberg(14, 16, 18), neuberg(7, 16, 18, scale=1)
    (15.875, 7.9375)
    """
    s = _scale(scale)
    if not isinstance(results, int) or not isinstance(expected, int) or results < 1 or expected < results:
        raise EventError(
            f"Neuberg's formula needs 1 <= results <= expected, not results={quote(results)}, expected={quote(expected)}"
        )
    h = s / 2
    return (mp + h) * expected / results - h


def matchpoints(scores: Sequence[int], *, scale: int = 2, expected: int | None = None) -> tuple[float, ...]:
    """The matchpoints of each North-South score of one board (in a sort, O(n log n)).

    With ``expected`` more than the number of scores, Neuberg's formula scales them to a
    board of ``expected`` results.

    >>> matchpoints([420, 450, 420, -50])
    (3.0, 6.0, 3.0, 0.0)
    >>> matchpoints([420, 450, 420, -50], scale=1)
    (1.5, 3.0, 1.5, 0.0)
    >>> matchpoints([420, 450], expected=4)
    (1.0, 5.0)
    """
    s = _scale(scale)
    raw = board_matchpoints(scores)
    n = len(raw)
    if expected is not None and expected != n:
        return tuple(neuberg(mp * s / 2, n, expected, s) for mp in raw)
    return tuple(mp * s / 2 for mp in raw)


_FIXED: Final = {"A+": 0, "A": 1, "A-": 2}
_SMALL_FIELD: Final = {2: (65.0, 55.0), 3: (70.0, 60.0, 50.0)}


def small_field_percentages(scores: Sequence[int]) -> tuple[tuple[float, float], ...]:
    """Each North-South score's fixed percentages (NS, EW) in a small field (EBU White Book 4.2.3.3).

    Two results score 65 and 55 %, three 70, 60 and 50 %, best first in each direction;
    tied results share the mean of their places.

    >>> small_field_percentages([420, -50]), small_field_percentages([420, 420, 100])
    (((65.0, 55.0), (55.0, 65.0)), ((65.0, 55.0), (65.0, 55.0), (50.0, 70.0)))
    """
    values = list(scores) if isinstance(scores, Sequence) and not isinstance(scores, str | bytes) else None
    if (
        values is None
        or len(values) not in _SMALL_FIELD
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in values)
    ):
        raise EventError(f"{quote(scores)} is not a small field: expected 2 or 3 North-South scores")
    places = _SMALL_FIELD[len(values)]

    def shares(ordered_by: list[int]) -> list[float]:
        out = []
        for v in ordered_by:
            better = sum(1 for w in ordered_by if w > v)
            tied = sum(1 for w in ordered_by if w == v)
            out.append(sum(places[better : better + tied]) / tied)
        return out

    return tuple(zip(shares(values), shares([-v for v in values]), strict=True))


def artificial_share(kind: str, shares: tuple[float, float, float] = (60.0, 50.0, 40.0)) -> float | None:
    """The percentage an artificial score gives: A+, A, A- by ``shares``, ``"55%"`` as written; ``None`` for a bye.

    >>> artificial_share("A+"), artificial_share("A-"), artificial_share("55%"), artificial_share("Bye")
    (60.0, 40.0, 55.0, None)
    """
    if not isinstance(kind, str):
        raise EventError(f"{quote(kind)} is not an artificial score: expected A+, A, A-, Bye or a percentage")
    shares = _shares(shares)
    if kind in _FIXED:
        return shares[_FIXED[kind]]
    if PERCENT_SCORE.fullmatch(kind):
        return float(kind[:-1])
    if kind == "Bye":
        return None
    raise EventError(f"{quote(kind)} is not an artificial score: expected A+, A, A-, Bye or a percentage")


def _shares(value: object) -> tuple[float, float, float]:
    if (
        not isinstance(value, tuple)
        or len(value) != 3
        or not all(isinstance(v, int | float) and not isinstance(v, bool) and 0 <= v <= 100 for v in value)
    ):
        raise EventError(f"{quote(value)} is not the shares of A+, A and A-: three percentages from 0 to 100")
    return (float(value[0]), float(value[1]), float(value[2]))


@frozen
class Matchpoints:
    """Pairs (or individual) matchpoints: each board in its section, Neuberg for short boards, the ranking by percentage.

    ``scale`` 2 (2/1, top 2(n-1)) or 1 (1/½, top n-1); ``artificial`` the percentages of
    A+, A and A-; ``neuberg`` False scores a short board on its own smaller top instead.

    ``field_percent`` True gives each result its place in an unlimited field instead of
    its share of the top: ``100·(MP + h)/(scale·n)`` over the board's ``n`` results
    (``h`` half a tie, so ``(MP + 1)/(2n)`` on the 2/1 scale), Neuberg's formula with the
    expected results growing without bound. The PBN 2.1 standard's score table (§5.7)
    prints these; a participant's total is then the sum of its board percentages and
    its percentage their mean. A board's top result of ``n`` gets ``100·(n-1/2)/n``, not 100.
    """

    scale: int = field(default=2, validator=is_one_of((1, 2), "a matchpoint scale"))
    artificial: tuple[float, float, float] = field(default=(60.0, 50.0, 40.0), converter=_shares)
    neuberg: bool = field(default=True, validator=is_a(bool, "a flag"))
    field_percent: bool = field(default=False, validator=is_a(bool, "a flag"))
    small_field: bool = field(default=False, validator=is_a(bool, "a flag"))
    """EBU White Book 4.2.3.3: a board of 2 or 3 real results that are at most a third of the
    field is not scaled by Neuberg's formula but scored at fixed percentages in each
    direction, best first: 65 and 55 % for 2 results, 70, 60 and 50 % for 3 (tied results
    share their places' mean)."""

    @property
    def name(self) -> str:
        """``matchpoints``."""
        return "matchpoints"

    def score(self, event: Event) -> tuple[tuple[Traveller, ...], tuple[Standing, ...]]:
        """The travellers and the ranking of ``event``."""
        groups: dict[tuple[int, str], list[Result]] = defaultdict(list)
        for result in event.results:
            groups[(result.board, result.section)].append(result)
        expected: dict[str, int] = defaultdict(int)
        for (_board, section), rows in groups.items():
            expected[section] = max(expected[section], sum(1 for r in rows if r.artificial != "Bye"))
        tallies: dict[str, Tally] = {}
        travellers = []
        for (board, section), rows in sorted(groups.items()):
            traveller = self.board_traveller(board, section, rows, expected[section])
            travellers.append(traveller)
            for scored in traveller.results:
                r = scored.result
                for ids, mp, share in (
                    (r.ns, scored.mp_ns, scored.percent_ns),
                    (r.ew, scored.mp_ew, scored.percent_ew),
                ):
                    if mp is None:
                        continue
                    for pid in ids:
                        if self.field_percent:  # the total is the sum of the board percentages
                            tallies.setdefault(pid, Tally()).add(share or 0.0, 100.0)
                        else:
                            tallies.setdefault(pid, Tally()).add(mp, traveller.top or 0.0)
        return tuple(travellers), rank(tallies, event.participants, by_percent=True)

    def board_traveller(self, board: int, section: str, rows: list[Result], expected: int) -> Traveller:
        """One board's traveller: ``rows`` scored on a board of ``expected`` results."""
        real = [r for r in rows if r.artificial is None]
        counted = sum(1 for r in rows if r.artificial != "Bye")
        e = max(expected, counted) if self.neuberg else counted
        top = self.scale * (e - 1)
        if self.small_field and len(real) in _SMALL_FIELD and 3 * len(real) <= e:
            fixed = iter(small_field_percentages([r.score_ns or 0 for r in real]))

            def fixed_share() -> tuple[float, float, float, float]:
                ns, ew = next(fixed)
                return ns * top / 100, ew * top / 100, ns, ew

            return self._traveller(board, section, rows, top, fixed_share)
        mps = iter(matchpoints([r.score_ns or 0 for r in real], scale=self.scale, expected=e) if real else ())

        def share() -> tuple[float, float, float, float]:
            mp_ns = next(mps) if top else 0.0
            if self.field_percent:  # (MP + h)/(scale·E) = (raw MP + h)/(scale·n): Neuberg with E unbounded
                pct = 100.0 * (mp_ns + self.scale / 2) / (self.scale * e) if e else 50.0
            else:
                pct = 100.0 * mp_ns / top if top else 50.0
            return mp_ns, top - mp_ns, pct, 100.0 - pct

        return self._traveller(board, section, rows, top, share)

    def _traveller(
        self,
        board: int,
        section: str,
        rows: list[Result],
        top: int,
        share: Callable[[], tuple[float, float, float, float]],
    ) -> Traveller:
        out = []
        for r in rows:
            if r.artificial is None:
                out.append(ScoredResult(r, *share()))
                continue
            ns, ew = (artificial_share(k, self.artificial) for k in split_artificial(r.artificial))
            out.append(
                ScoredResult(
                    r,
                    None if ns is None else ns * top / 100,
                    None if ew is None else ew * top / 100,
                    ns,
                    ew,
                )
            )
        return Traveller(board, section, tuple(out), top=float(top))


MATCHPOINTS: Final = Matchpoints()
"""Matchpoints on the international 2/1 scale, A+/A/A- at 60/50/40 %, Neuberg for short boards."""
