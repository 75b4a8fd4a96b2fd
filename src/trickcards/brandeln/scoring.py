"""Brandeln's two scoring tables as data, the score of a contract and of a lottery (sections 7-9).

* :data:`BRANDELN` (the default) is the seed's score sheet: only the declarer's score
  changes, by the contract's value, up when made and down when failed (8.1). Six is
  worth 5 as the seed writes it; 4 may be the original value (R6), see
  :meth:`BrandelnTable.with_value`.
* :data:`BRANDELN_CLASSIC` is the settlement of Pierer and de.wiki: each opponent pays
  the declarer the value, or is paid it (8.2), so every contract sums to zero. The
  classic rules have no All-without-trump and no lottery: this table refuses
  All-without-trump with a :class:`~trickcards.core.errors.ScoringError` (and
  :meth:`AuctionOptions.for_table <trickcards.brandeln.AuctionOptions.for_table>` keeps it
  out of the auction), and scores an all-pass deal by the seed's lottery rule (8.2,
  section 9): the winner +1, all seven tricks -3.

Overtricks and undertricks never count: a contract is won or lost flat (R10).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

import attrs
from attrs import Attribute, field, frozen

from trickcards.brandeln.contracts import PLAYERS, TRICKS, BrandelnContract
from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import quote, typed_fields
from trickcards.core.reprs import brief_repr
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "BRANDELN",
    "BRANDELN_CLASSIC",
    "BrandelnTable",
    "ContractScore",
    "LotteryScore",
    "lottery_score",
    "score",
]


def _check_values(instance: BrandelnTable, attribute: object, values: tuple[int | None, ...]) -> None:
    ok = isinstance(values, tuple) and len(values) == len(BrandelnContract)
    ok = ok and all(v is None or (isinstance(v, int) and not isinstance(v, bool) and v >= 0) for v in values)
    if not ok:
        raise ScoringError(
            f"{quote(values)} is not a table of contract values: one whole number >= 0 (or None) per contract, "
            "Brandeln first (section 4)"
        )


def _check_lottery(instance: BrandelnTable, attribute: Attribute[Any], value: Any) -> None:
    if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
        raise ScoringError(
            f"{quote(value)} is not a number of points for {attribute.name}: expected a whole number or None"
        )


def _check_name(instance: BrandelnTable, attribute: object, name: str) -> None:
    if not isinstance(name, str) or not name.strip():
        raise ScoringError(f"{quote(name)} is not a table name: expected text such as 'brandeln'")


def _check_flag(instance: BrandelnTable, attribute: Attribute[bool], value: bool) -> None:
    if value is not True and value is not False:
        raise ScoringError(f"{quote(value)} is not a yes/no setting for {attribute.name}: expected True or False")


@frozen
class BrandelnTable:
    """A Brandeln scoring table: the contract values, the scoring model and the lottery (sections 8-9).

    >>> BRANDELN.value(BrandelnContract.SIX), BRANDELN.with_value(BrandelnContract.SIX, 4).value("six")
    (5, 4)
    >>> BRANDELN_CLASSIC.value("All-without-trump")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: All-without-trump is not a contract of the brandeln-classic table (R7, 8.2)
    """

    __repr__ = brief_repr

    name: str = field(validator=_check_name)
    """The table's name: ``brandeln`` or ``brandeln-classic``."""
    values: tuple[int | None, ...] = field(validator=_check_values)
    """Contract values, Brandeln first; ``None`` for a contract the table does not have."""
    per_opponent: bool = field(validator=_check_flag)
    """``False``: only the declarer scores, +value or -value (8.1). ``True``: each
    opponent pays or is paid the value (8.2)."""
    lottery_win: int | None = field(default=1, validator=_check_lottery)
    """Points for the lottery's winner (R11); ``None``: the table scores no lottery."""
    lottery_all_tricks: int | None = field(default=-3, validator=_check_lottery)
    """Points for a player who takes all 7 tricks in the lottery (R11, R14)."""

    def value(self, contract: BrandelnContract | str) -> int:
        """The value of ``contract`` in this table; raises for a contract it does not have."""
        contract = _contract(contract)
        value = self.values[contract - 1]
        if value is None:
            raise ScoringError(f"{contract} is not a contract of the {self.name} table (R7, 8.2)")
        return value

    def with_value(self, contract: BrandelnContract | str, value: int) -> BrandelnTable:
        """A copy of the table with ``contract`` worth ``value``: ``BRANDELN.with_value("Six", 4)`` for R6."""
        values = list(self.values)
        values[_contract(contract) - 1] = value
        return attrs.evolve(self, values=tuple(values))

    @property
    def has_lottery(self) -> bool:
        """Whether the table scores the lottery (both presets do: the classic one by the seed's rule, 8.2)."""
        return self.lottery_win is not None and self.lottery_all_tricks is not None


BRANDELN: Final = BrandelnTable("brandeln", tuple(c.seed_value for c in BrandelnContract), per_opponent=False)
"""The seed's score sheet (8.1): 1, 2, 3, 5, 5, 6, 7; the lottery scores +1 and -3 (R11)."""

BRANDELN_CLASSIC: Final = BrandelnTable(
    "brandeln-classic",
    tuple(c.classic_value for c in BrandelnContract),
    per_opponent=True,
)
"""The classic settlement (8.2): 3, 4, 5, 6, 7, 8 from each opponent; no All-without-trump.
An all-pass deal is the lottery, scored by the seed's rule (+1, -3)."""


def _contract(contract: object) -> BrandelnContract:
    if isinstance(contract, BrandelnContract):
        return contract
    if isinstance(contract, str):
        return BrandelnContract.parse(contract)
    raise ScoringError(f"{quote(contract)} is not a Brandeln contract (section 4)")


def _check_tricks(tricks: object) -> int:
    if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= TRICKS:
        raise ScoringError(f"{quote(tricks)} is not a number of tricks: a Brandeln deal has 7 tricks (0-7)")
    return tricks


@frozen(field_transformer=typed_fields)
class ContractScore(ScoredDeal[BrandelnContract, int]):
    """The score of one contract, with its named components (sections 7-8).

    ``spread(declarer)`` spreads it over the four players. As every game's score
    (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``, ``parts`` and ``points``
    are the declarer's, then each opponent's (the opponents' tricks together);
    ``declarer`` is ``None`` (the score knows no players).

    >>> s = score("Five", 4)
    >>> s.made, s.value, s.declarer_points, s.opponent_points, s.spread(declarer=1)
    (False, 3, -3, 0, (0, -3, 0, 0))
    >>> score("Bettel", 0, BRANDELN_CLASSIC).spread(declarer=2)
    (-7, -7, 21, -7)
    >>> s.tricks, s.points, str(s)
    ((4, 3), (-3, 0), 'Five, 4 tricks, failed: declarer -3')
    """

    __repr__ = brief_repr

    contract: BrandelnContract
    """The contract scored."""
    declarer_tricks: int
    """Tricks taken by the declarer."""
    table: str
    """The name of the table used."""
    made: bool
    """Whether the contract was made (section 7)."""
    value: int
    """The contract's value in the table."""
    declarer_points: int
    """What the declarer scores: ±value on the seed sheet, ±3 x value in the settlement."""
    opponent_points: int
    """What each of the three opponents scores: 0 on the seed sheet, ∓value in the settlement."""

    @property
    def outcome(self) -> str:
        """``made`` or ``failed``."""
        return "made" if self.made else "failed"

    def spread(self, declarer: int) -> tuple[int, int, int, int]:
        """The four players' points, with the declarer at index ``declarer`` (0-3)."""
        if not isinstance(declarer, int) or isinstance(declarer, bool) or not 0 <= declarer < PLAYERS:
            raise ScoringError(f"{quote(declarer)} is not a player: expected 0-3")
        points = [self.opponent_points] * PLAYERS
        points[declarer] = self.declarer_points
        return (points[0], points[1], points[2], points[3])

    def explain(self) -> str:
        """The components, one per line.

        >>> print(score("Six", 7).explain())
        Six, 7 tricks (brandeln): made
          needed         6
          value          5
          declarer      +5
          each opponent  0
        """
        needed = "none" if self.contract.is_null else ("all 7" if self.contract.needed == TRICKS else "")
        rows = [
            ("needed", needed or str(self.contract.needed)),
            ("value", str(self.value)),
            ("declarer", f"{self.declarer_points:+d}"),
            ("each opponent", f"{self.opponent_points:+d}" if self.opponent_points else "0"),
        ]
        label = max(len(name) for name, _ in rows)
        width = max(len(value) for _, value in rows)
        lines = [f"{self.contract}, {self.declarer_tricks} tricks ({self.table}): {self.outcome}"]
        lines += [f"  {name:<{label}} {value:>{width}}" for name, value in rows]
        return "\n".join(lines)

    def as_result(self) -> DealResult[BrandelnContract, int]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: the declarer's, then each opponent's."""
        points = (self.declarer_points, self.opponent_points)
        won = self.declarer_tricks
        summary = f"{self.contract}, {won} tricks, {self.outcome}: declarer {self.declarer_points:+d}"
        return DealResult(self.contract, None, (won, TRICKS - won), {self.outcome: points}, points, summary)


def score(contract: BrandelnContract | str, tricks: int, table: BrandelnTable = BRANDELN) -> ContractScore:
    """Score ``contract`` (or its name) with ``tricks`` taken by the declarer under ``table``.

    Flat win or loss (R10): a Six that takes all 7 tricks still scores as Six.

    >>> score("Brandeln", 5).declarer_points, score("Six", 7).declarer_points, score("Null", 1).declarer_points
    (1, 5, -5)
    >>> score("Brandel", 1, BRANDELN_CLASSIC).declarer_points, score("Mord", 7, BRANDELN_CLASSIC).opponent_points
    (-9, -8)
    """
    contract = _contract(contract)
    tricks = _check_tricks(tricks)
    if not isinstance(table, BrandelnTable):
        raise ScoringError(f"{quote(table)} is not a BrandelnTable: use BRANDELN or BRANDELN_CLASSIC")
    value = table.value(contract)
    made = contract.is_made(tricks)
    sign = 1 if made else -1
    if table.per_opponent:
        declarer, opponent = sign * (PLAYERS - 1) * value, -sign * value
    else:
        declarer, opponent = sign * value, 0
    return ContractScore(contract, tricks, table.name, made, value, declarer, opponent)


@frozen
class LotteryScore(ScoredDeal[BrandelnContract, int]):
    """The score of a lottery deal (section 9, R11), with the reason.

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are per player; ``contract`` and ``declarer`` are ``None``.

    >>> s = lottery_score((3, 2, 2, 0))
    >>> s.winner, s.points, s.reason
    (3, (0, 0, 0, 1), 'player 3 alone took the fewest tricks')
    >>> dict(s.parts), str(s)
    ({'lottery': (0, 0, 0, 1)}, 'lottery: player 3 alone took the fewest tricks')
    """

    tricks: tuple[int, int, int, int]
    """Tricks taken by each player, in the order given."""
    points: tuple[int, int, int, int]
    """Points scored by each player, in the same order."""
    winner: int | None
    """The player who alone took the fewest tricks, or ``None``."""
    all_tricks: int | None
    """The player who took all 7 tricks (and pays the penalty), or ``None``."""

    def __attrs_post_init__(self) -> None:
        # Built by hand, a lottery score is checked as lottery_score builds it: four counts
        # of tricks, four points, and players 0-3 (so its reason is always a sentence).
        for name, counts, high in (("tricks", self.tricks, TRICKS), ("points", self.points, None)):
            if not isinstance(counts, tuple) or len(counts) != PLAYERS:
                raise ScoringError(f"{name}={quote(counts)} is not a tuple of {PLAYERS} numbers (section 9, R11)")
            for count in counts:
                inputs.integer(
                    count, f"a number of {name}", low=None if high is None else 0, high=high, error=ScoringError
                )
        for name, player in (("winner", self.winner), ("all_tricks", self.all_tricks)):
            if player is not None:
                inputs.integer(player, f"a player for {name}", low=0, high=PLAYERS - 1, error=ScoringError)

    @property
    def reason(self) -> str:
        """Why the lottery scored as it did, in words."""
        if self.all_tricks is not None:
            return f"player {self.all_tricks} took all 7 tricks"
        if self.winner is not None:
            return f"player {self.winner} alone took the fewest tricks"
        return "two or more players share the fewest tricks: nobody scores"

    def as_result(self) -> DealResult[BrandelnContract, int]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: every player's, the lottery its one part."""
        return DealResult(None, None, self.tricks, {"lottery": self.points}, self.points, f"lottery: {self.reason}")

    def explain(self) -> str:
        """The tricks and points of each player, and the reason.

        >>> print(lottery_score((7, 0, 0, 0)).explain())
        Lottery, tricks 7 0 0 0: player 0 took all 7 tricks
          points -3 0 0 0
        """
        return (
            f"Lottery, tricks {' '.join(str(t) for t in self.tricks)}: {self.reason}\n"
            f"  points {' '.join(str(p) for p in self.points)}"
        )


def lottery_score(tricks: Sequence[object], table: BrandelnTable = BRANDELN) -> LotteryScore:
    """Score a lottery from each player's tricks (four counts that add up to 7), R11's procedure.

    Taking all 7 tricks costs ``table.lottery_all_tricks`` (-3) and nobody else scores;
    otherwise a player who alone took the fewest tricks wins ``table.lottery_win`` (+1);
    a tie for the fewest scores nothing. The classic table scores it the same way (8.2).

    >>> lottery_score((4, 3, 0, 0)).points, lottery_score([2, 2, 2, 1]).points
    ((0, 0, 0, 0), (0, 0, 0, 1))
    """
    if not isinstance(table, BrandelnTable):
        raise ScoringError(f"{quote(table)} is not a BrandelnTable: use BRANDELN")
    if table.lottery_win is None or table.lottery_all_tricks is None:
        raise ScoringError(f"the {table.name} table scores no lottery: set lottery_win and lottery_all_tricks (R11)")
    if isinstance(tricks, str | bytes | bytearray) or not isinstance(tricks, Sequence) or len(tricks) != PLAYERS:
        raise ScoringError(f"{quote(tricks)} is not the tricks of a lottery: four counts, one per player (section 9)")
    counts = tuple(_check_tricks(t) for t in tricks)
    if sum(counts) != TRICKS:
        raise ScoringError(
            f"{quote(tricks)} is not the tricks of a lottery: the four counts must add up to 7, not {sum(counts)}"
        )
    four = (counts[0], counts[1], counts[2], counts[3])
    points = [0] * PLAYERS
    if TRICKS in four:
        taker = four.index(TRICKS)
        points[taker] = table.lottery_all_tricks
        return LotteryScore(four, (points[0], points[1], points[2], points[3]), None, taker)
    fewest = min(four)
    if four.count(fewest) > 1:
        return LotteryScore(four, (0, 0, 0, 0), None, None)
    winner = four.index(fewest)
    points[winner] = table.lottery_win
    return LotteryScore(four, (points[0], points[1], points[2], points[3]), winner, None)
