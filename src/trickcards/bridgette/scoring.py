"""Bridgette's scoring table as data, and the score of one deal (rules section 7).

The table :data:`BRIDGETTE` follows the recommended readings of the rules file: the
contract value comes from the contract bid (R10), the 350 bonus is paid for exactly
three tricks over (R11), and the doubling multiplier applies to the whole sum, the
400/1000 bonus included (R12). Each alternative is a field of
:class:`BridgetteTable`; build a variant with :func:`attrs.evolve`.
"""

from __future__ import annotations

from typing import Final

from attrs import Attribute, field, frozen

from trickcards.bridge.contract import Doubling, Strain
from trickcards.bridgette.contract import BridgetteContract
from trickcards.bridgette.play import TRICKS
from trickcards.bridgette.player import Player
from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "BRIDGETTE",
    "CONTRACT_VALUES",
    "EXACT_BONUSES",
    "UNDERTRICK_LADDER",
    "BridgetteScore",
    "BridgetteTable",
    "score",
]

CONTRACT_VALUES: Final[tuple[tuple[int | None, ...], ...]] = (
    #  C     D     H     S     NT
    (None, None, None, None, 150),  # level 0: 0NT only (R3)
    (150, 150, 150, 150, 250),  # level 1
    (250, 250, 250, 250, 250),  # level 2
    (250, 250, 250, 250, 750),  # level 3
    (250, 250, 750, 750, 750),  # level 4
    (750, 750, 750, 750, 1500),  # level 5
    (1500, 1500, 1500, 1500, 2200),  # level 6
    (2200, 2200, 2200, 2200, 2500),  # level 7
)
"""The contract value table of 7.1: ``CONTRACT_VALUES[level][strain]`` (``None``: no such bid)."""

EXACT_BONUSES: Final[tuple[int, ...]] = (250, 250, 250, 250, 250, 250, 100, 0)
"""The exact-make bonus by level: 250 up to 5NT, 100 at level 6, none at level 7 (7.1)."""

UNDERTRICK_LADDER: Final[tuple[tuple[int, int, int], ...]] = (
    (100, 200, 300),  # down 1
    (200, 500, 700),  # down 2
    (300, 800, 1100),  # down 3
    (400, 1100, 1500),  # down 4
    (700, 2000, 2700),  # down 5
    (1000, 3000, 4000),  # down 6 or more (R13)
)
"""The defender's points for a failed contract (7.2): one row per undertrick count, the
last row the cap (R13); columns undoubled, doubled, redoubled. Totals, not per trick."""


def _is_points(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def _rows(value: object, length: int) -> bool:
    """Whether ``value`` is a tuple of tuples each ``length`` long."""
    return isinstance(value, tuple) and all(isinstance(row, tuple) and len(row) == length for row in value)


def _check_values(instance: BridgetteTable, attribute: object, values: tuple[tuple[int | None, ...], ...]) -> None:
    ok = _rows(values, 5) and len(values) == 8
    ok = ok and all(
        (v is None) if level == 0 and strain != Strain.NOTRUMP else _is_points(v)
        for level, row in enumerate(values)
        for strain, v in enumerate(row)
    )
    if not ok:
        raise ScoringError(
            f"{quote(values)} is not a contract value table: 8 levels x 5 denominations, level 0 NT only"
        )


def _check_exact(instance: BridgetteTable, attribute: object, bonuses: tuple[int, ...]) -> None:
    if not isinstance(bonuses, tuple) or len(bonuses) != 8 or not all(_is_points(b) for b in bonuses):
        raise ScoringError(f"{quote(bonuses)} is not an exact-bonus table: one bonus per level 0-7")


def _check_ladder(instance: BridgetteTable, attribute: object, ladder: tuple[tuple[int, int, int], ...]) -> None:
    if not _rows(ladder, 3) or not ladder or not all(_is_points(p) for row in ladder for p in row):
        raise ScoringError(f"{quote(ladder)} is not an undertrick ladder: rows of (undoubled, doubled, redoubled)")


def _check_points(instance: BridgetteTable, attribute: Attribute[int], value: int) -> None:
    if not _is_points(value):
        raise ScoringError(
            f"{quote(value)} is not a number of points for {attribute.name}: expected a whole number >= 0"
        )


def _check_flag(instance: BridgetteTable, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise ScoringError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


@frozen
class BridgetteTable:
    """Bridgette's scoring table: every number of rules section 7 and the three options.

    Options (the recommended reading is the default):

    * ``value_by_tricks`` -- R10. ``False``: the contract value comes from the contract
      bid. ``True`` (R10-B): from the tricks actually taken over six, in the contract's
      denomination.
    * ``three_over`` -- R11. ``True``: pay the three-over bonus for exactly three tricks
      more than needed. ``False``: no such bonus.
    * ``multiply_double_bonus`` -- R12. ``True``: the multiplier applies to the whole sum,
      the 400/1000 bonus included. ``False`` (R12-B): the bonus is added after multiplying.

    >>> BRIDGETTE.value(BridgetteContract.parse("4H").bid.level, Strain.HEARTS)
    750
    >>> import attrs
    >>> r12b = attrs.evolve(BRIDGETTE, multiply_double_bonus=False)
    >>> score("2HX", 8).declarer_points, score("2HX", 8, r12b).declarer_points
    (1800, 1400)
    """

    contract_values: tuple[tuple[int | None, ...], ...] = field(default=CONTRACT_VALUES, validator=_check_values)
    """Contract value by ``[level][strain]``."""
    exact_bonuses: tuple[int, ...] = field(default=EXACT_BONUSES, validator=_check_exact)
    """Bonus for taking exactly the tricks needed, by level."""
    three_over_bonus: int = field(default=350, validator=_check_points)
    """Bonus for taking exactly three tricks more than needed (R11)."""
    double_bonus: int = field(default=400, validator=_check_points)
    """Bonus for making a doubled contract."""
    redouble_bonus: int = field(default=1000, validator=_check_points)
    """Bonus for making a redoubled contract."""
    undertricks: tuple[tuple[int, int, int], ...] = field(default=UNDERTRICK_LADDER, validator=_check_ladder)
    """Defender's points by undertricks (row ``u - 1``, capped at the last row) and doubling."""
    value_by_tricks: bool = field(default=False, validator=_check_flag)
    """R10: value the contract by the tricks taken instead of the bid (alternative B)."""
    three_over: bool = field(default=True, validator=_check_flag)
    """R11: whether the three-over bonus is paid at all."""
    multiply_double_bonus: bool = field(default=True, validator=_check_flag)
    """R12: whether the multiplier applies to the 400/1000 bonus too."""

    def __repr__(self) -> str:
        # One line: the three options; the numbers are the rules file's, read field by field.
        options = f"value_by_tricks={self.value_by_tricks}, three_over={self.three_over}"
        return f"<BridgetteTable {options}, multiply_double_bonus={self.multiply_double_bonus}>"

    def value(self, level: int, strain: Strain) -> int:
        """The contract value of ``level`` in ``strain``."""
        level = inputs.integer(
            level, "a Bridgette level", low=0, high=len(self.contract_values) - 1, error=ScoringError
        )
        strain = inputs.member(Strain, strain, "a Bridgette strain", error=ScoringError)
        value = self.contract_values[level][strain]
        if value is None:
            raise ScoringError(f"{level}{strain} has no contract value: 0NT is the only level-0 bid (R3)")
        return value


BRIDGETTE: Final = BridgetteTable()
"""The Bridgette table with the recommended readings of R10, R11 and R12."""


@frozen
class BridgetteScore(ScoredDeal[BridgetteContract, Player]):
    """The score of one deal, with its named components.

    For a made contract the declarer scores
    ``multiplier * (contract_value + exact_bonus + three_over_bonus + double_bonus)``
    (R12; with R12-B the double bonus is added after multiplying); for a failed one the
    defender scores ``undertrick_penalty``. Components that do not apply are 0.

    >>> s = score("3NTXX", 9)
    >>> s.contract_value, s.exact_bonus, s.double_bonus, s.multiplier, s.declarer_points
    (750, 250, 1000, 4, 8000)
    >>> score("4H", 9).defender_points
    100

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are declarer's, then the defender's; ``declarer`` is the
    contract's, or ``None``.

    >>> s = score("2HXB", 8)
    >>> s.tricks, s.points, dict(s.parts), str(s)
    ((8, 5), (1800, 0), {'contract': (500, 0), 'exact bonus': (500, 0), 'double bonus': (800, 0)}, '2HX by B, 8 tricks: B +1800')
    """

    __repr__ = brief_repr

    contract: BridgetteContract = field(validator=is_a(BridgetteContract, "contract"))
    """The contract scored."""
    declarer_tricks: int = field(validator=is_a(int, "declarer_tricks"))
    """Tricks taken by the declarer."""
    contract_value: int = field(default=0, validator=is_a(int, "contract_value"))
    """The contract value (R10), when made."""
    exact_bonus: int = field(default=0, validator=is_a(int, "exact_bonus"))
    """The bonus for taking exactly the tricks needed."""
    three_over_bonus: int = field(default=0, validator=is_a(int, "three_over_bonus"))
    """The bonus for exactly three tricks over (R11)."""
    double_bonus: int = field(default=0, validator=is_a(int, "double_bonus"))
    """400 for a made doubled contract, 1000 for a made redoubled one."""
    multiplier: int = field(default=1, validator=is_a(int, "multiplier"))
    """1, 2 or 4 by doubling (1 when the contract failed: the ladder includes doubling)."""
    undertrick_penalty: int = field(default=0, validator=is_a(int, "undertrick_penalty"))
    """The defender's points when the contract failed."""
    declarer_points: int = field(default=0, validator=is_a(int, "declarer_points"))
    """What the declarer scores on this deal."""
    defender_points: int = field(default=0, validator=is_a(int, "defender_points"))
    """What the defender scores on this deal."""

    @property
    def made(self) -> bool:
        """True when the declarer took at least the tricks needed."""
        return self.declarer_tricks >= self.contract.tricks_needed

    @property
    def overtricks(self) -> int:
        """Tricks over the contract (0 when it failed)."""
        return max(0, self.declarer_tricks - self.contract.tricks_needed)

    @property
    def undertricks(self) -> int:
        """Tricks short of the contract (0 when it was made)."""
        return max(0, self.contract.tricks_needed - self.declarer_tricks)

    @property
    def outcome(self) -> str:
        """In words: ``made exactly``, ``made, 2 over`` or ``down 3``."""
        if not self.made:
            return f"down {self.undertricks}"
        return "made exactly" if not self.overtricks else f"made, {self.overtricks} over"

    def explain(self) -> str:
        """The components, one per line, as a person would check them.

        >>> print(score("2HX", 8).explain())
        2HX, 8 tricks: made exactly
          contract value    250
          exact bonus       250
          three-over bonus    0
          double bonus      400
          multiplier         x2
          declarer         1800
          defender            0
        >>> print(score("3NTX", 6).explain())
        3NTX, 6 tricks: down 3
          undertrick penalty 800
          declarer             0
          defender           800
        """
        if self.made:
            rows = [
                ("contract value", str(self.contract_value)),
                ("exact bonus", str(self.exact_bonus)),
                ("three-over bonus", str(self.three_over_bonus)),
                ("double bonus", str(self.double_bonus)),
                ("multiplier", f"x{self.multiplier}"),
            ]
        else:
            rows = [("undertrick penalty", str(self.undertrick_penalty))]
        rows += [("declarer", str(self.declarer_points)), ("defender", str(self.defender_points))]
        label = max(len(name) for name, _ in rows)
        width = max(len(value) for _, value in rows)
        lines = [f"{self.contract}, {self.declarer_tricks} tricks: {self.outcome}"]
        lines += [f"  {name:<{label}} {value:>{width}}" for name, value in rows]
        return "\n".join(lines)

    def as_result(self) -> DealResult[BridgetteContract, Player]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: declarer's, then the defender's.

        A made contract's parts (multiplied as scored) go to declarer, a failed one's
        undertricks to the defender.
        """
        if self.made:
            named = {
                "contract": self.multiplier * self.contract_value,
                "exact bonus": self.multiplier * self.exact_bonus,
                "three-over bonus": self.multiplier * self.three_over_bonus,
            }
            named["double bonus"] = self.declarer_points - sum(named.values())
            parts = {name: (n, 0) for name, n in named.items() if n}
        else:
            parts = {"undertricks": (0, self.defender_points)}
        c = self.contract
        who = "declarer" if c.declarer is None else str(c.declarer)
        other = "defender" if c.declarer is None else str(c.declarer.other)
        gainer, gained = (who, self.declarer_points) if self.made else (other, self.defender_points)
        by = "" if c.declarer is None else f" by {who}"
        summary = f"{c.bid}{c.doubling}{by}, {self.declarer_tricks} tricks: {gainer} +{gained}"
        points = (self.declarer_points, self.defender_points)
        return DealResult(c, c.declarer, (self.declarer_tricks, TRICKS - self.declarer_tricks), parts, points, summary)


def score(contract: BridgetteContract | str, tricks: int, table: BridgetteTable = BRIDGETTE) -> BridgetteScore:
    """Score one deal: ``contract`` (or its text) with ``tricks`` taken by the declarer.

    >>> score("0NT", 6).declarer_points, score("1S", 10).declarer_points, score("2SXX", 0).defender_points
    (400, 500, 4000)
    """
    if isinstance(contract, str):
        contract = BridgetteContract.parse(contract)
    if not isinstance(contract, BridgetteContract):
        raise ScoringError(f"{quote(contract)} is not a Bridgette contract")
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= 13:
        raise ScoringError(f"{quote(tricks)} is not a number of tricks: a Bridgette deal has 13 tricks (0-13)")
    if not isinstance(table, BridgetteTable):
        raise ScoringError(f"{quote(table)} is not a BridgetteTable: use BRIDGETTE or attrs.evolve(BRIDGETTE, ...)")
    needed = contract.tricks_needed
    doubling = contract.doubling
    if tricks < needed:
        row = table.undertricks[min(needed - tricks, len(table.undertricks)) - 1]
        penalty = row[doubling]
        return BridgetteScore(contract, tricks, undertrick_penalty=penalty, defender_points=penalty)
    level = tricks - 6 if table.value_by_tricks else contract.level
    value = table.value(level, contract.strain)
    exact = table.exact_bonuses[contract.level] if tricks == needed else 0
    three_over = table.three_over_bonus if table.three_over and tricks == needed + 3 else 0
    bonus = {Doubling.UNDOUBLED: 0, Doubling.DOUBLED: table.double_bonus, Doubling.REDOUBLED: table.redouble_bonus}[
        doubling
    ]
    multiplier = doubling.multiplier
    if table.multiply_double_bonus:
        points = multiplier * (value + exact + three_over + bonus)
    else:
        points = multiplier * (value + exact + three_over) + bonus
    return BridgetteScore(
        contract,
        tricks,
        contract_value=value,
        exact_bonus=exact,
        three_over_bonus=three_over,
        double_bonus=bonus,
        multiplier=multiplier,
        declarer_points=points,
    )
