"""Statistics of simulations: how often a contract makes double-dummy, its expected score, IMPs against another.

The inputs are double-dummy tables (:class:`~trickcards.bridge.dds.DDTable`), one per
deal, from :func:`~trickcards.bridge.dds.dd_tables` over deals from
:func:`~trickcards.bridge.dealer.deals`; the statistics themselves need no DDS.
Every rate and mean comes with a 95% confidence interval (Wilson's for a rate, the
normal one for a mean).

>>> from trickcards.bridge.dds import DDTable
>>> tables = [DDTable([[9, 4, 9, 4]] * 5), DDTable([[10, 3, 10, 3]] * 5), DDTable([[8, 5, 8, 5]] * 5)]
>>> stats = contract_stats(tables, "4SS")
>>> stats.makes.value, stats.tricks
(0.3333333333333333, (0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0))
>>> compare_contracts(tables, "4SS", "3NTN").value
-4.0
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Final

from attrs import frozen

from trickcards.bridge.contract import Contract, Strain
from trickcards.bridge.dds import DDTable
from trickcards.bridge.scoring import duplicate_score, imps
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["ContractStats", "Estimate", "compare_contracts", "contract_stats"]

_Z: Final = 1.959963984540054
"""The 97.5% point of the standard normal distribution: two-sided 95% intervals."""


@frozen(field_transformer=typed_fields)
class Estimate:
    """A rate or a mean over ``count`` deals, with its 95% confidence interval ``low`` .. ``high``.

    >>> str(Estimate(0.25, 0.2, 0.3, 400))
    '0.25 (95% CI 0.2 to 0.3, 400 deals)'
    """

    value: float
    low: float
    high: float
    count: int

    def __str__(self) -> str:
        return f"{self.value:.4g} (95% CI {self.low:.4g} to {self.high:.4g}, {self.count} deals)"


def rate(successes: int, count: int) -> Estimate:
    """A proportion with Wilson's score interval, sound for rates near 0 or 1 and few deals.

    >>> r = rate(0, 10)
    >>> r.value, r.low, round(r.high, 3)
    (0.0, 0.0, 0.278)
    """
    if count <= 0:
        raise TrickcardsError("a rate needs at least one deal")
    p = successes / count
    denominator = 1 + _Z**2 / count
    centre = (p + _Z**2 / (2 * count)) / denominator
    spread = _Z * math.sqrt(p * (1 - p) / count + _Z**2 / (4 * count**2)) / denominator
    return Estimate(p, max(0.0, centre - spread), min(1.0, centre + spread), count)


def mean(values: list[float]) -> Estimate:
    """The mean of ``values`` with the normal 95% interval (the sample standard deviation over √n)."""
    count = len(values)
    if count == 0:
        raise TrickcardsError("a mean needs at least one deal")
    average = sum(values) / count
    if count == 1:
        return Estimate(average, average, average, 1)
    variance = sum((v - average) ** 2 for v in values) / (count - 1)
    half = _Z * math.sqrt(variance / count)
    return Estimate(average, average - half, average + half, count)


def _contract(value: object) -> Contract:
    contract = Contract.parse(value) if isinstance(value, str) else inputs.instance(value, Contract, "a contract")
    if contract.declarer is None or not isinstance(contract.strain, Strain):
        raise TrickcardsError(f"{quote(str(contract))} needs a declarer for a simulation, such as 4SS")
    return contract


def _tables(tables: Iterable[DDTable]) -> tuple[DDTable, ...]:
    result = inputs.sequence(tables, lambda t: inputs.instance(t, DDTable, "a double-dummy table"), "the tables")
    if not result:
        raise TrickcardsError("a simulation needs at least one deal's double-dummy table")
    return tuple(result)


@frozen(field_transformer=typed_fields)
class ContractStats:
    """How one contract fares over many deals, double-dummy."""

    __repr__ = brief_repr

    contract: Contract
    tricks: tuple[int, ...]
    """How many deals gave declarer 0, 1, ... 13 tricks."""
    makes: Estimate
    """The share of deals on which the contract makes."""
    score: Estimate
    """Declarer's mean duplicate score."""

    def __str__(self) -> str:
        spread = " ".join(f"{n}:{count}" for n, count in enumerate(self.tricks) if count)
        return f"{self.contract}: makes {self.makes}\nscore {self.score}\ntricks {spread}"


def contract_stats(tables: Iterable[DDTable], contract: Contract | str, *, vulnerable: bool = False) -> ContractStats:
    """Make rate, trick spread and expected score of ``contract`` over the deals of ``tables``."""
    contract = _contract(contract)
    vulnerable = inputs.flag(vulnerable, "vulnerable")
    counts = [0] * 14
    scores: list[float] = []
    made = 0
    for table in _tables(tables):
        tricks = table[contract.strain, contract.declarer]  # type: ignore[index]  # checked by _contract
        counts[tricks] += 1
        made += tricks >= contract.tricks_needed
        scores.append(duplicate_score(contract, tricks, vulnerable))
    return ContractStats(contract, tuple(counts), rate(made, len(scores)), mean(scores))


def compare_contracts(
    tables: Iterable[DDTable], first: Contract | str, second: Contract | str, *, vulnerable: bool = False
) -> Estimate:
    """Mean IMPs won by playing ``first`` rather than ``second`` at the other table, with its interval.

    Scores are taken for North-South: a contract declared by East-West counts against them.
    """
    one, two = _contract(first), _contract(second)
    vulnerable = inputs.flag(vulnerable, "vulnerable")
    swings: list[float] = []
    for table in _tables(tables):
        scores = []
        for contract in (one, two):
            points = duplicate_score(contract, table[contract.strain, contract.declarer], vulnerable)  # type: ignore[index]
            scores.append(points if contract.declarer in (0, 2) else -points)
        swings.append(imps(scores[0] - scores[1]))
    return mean(swings)
