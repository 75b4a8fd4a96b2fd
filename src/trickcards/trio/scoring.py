"""Trio's scoring: contract bridge's rubber between N–S and East, settled two to one (``bridge-variants.md`` §8).

Each deal is scored with contract bridge's ``rubber_modern`` table between two sides,
North–South and East with the dummy West: :func:`score` is contract bridge's
:func:`~trickcards.bridge.scoring.score` for a declarer North, East or South. At the
end of the rubber the margin *D* between the sides is settled so that East wins or
loses **2D** and North and South each win or lose **D** [SEED-DE]
(:class:`Settlement`), so the three amounts add up to zero.

>>> score("4HS", 10, vulnerable=True).below                                    # TR-12
120
>>> Settlement(1200).amounts                                                   # TR-9
(1200, -2400, 1200)
"""

from __future__ import annotations

from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import HandsLike, Honours, Score
from trickcards.bridge.scoring import score as bridge_score
from trickcards.bridge.tables import RUBBER_MODERN, ScoringTable
from trickcards.core import inputs
from trickcards.core.errors import ParseError, ScoringError
from trickcards.core.inputs import integer, quote
from trickcards.core.seats import Seat
from trickcards.trio.deal import DUMMY, PLAYERS, to_player

__all__ = ["EAST_SHARE", "Settlement", "parse_contract", "score"]

EAST_SHARE: Final = 2
"""East wins or loses twice the margin; North and South once each."""


def parse_contract(contract: Contract | str) -> Contract:
    """A contract declared by North, East or South, from a :class:`~trickcards.bridge.Contract` or its text.

    >>> str(parse_contract("3ntxe"))
    '3NTXE'
    >>> parse_contract("4SW")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: '4SW' is declared by West: in Trio West is the dummy, North, East or South declares (bridge variants §8)
    """
    if isinstance(contract, str):
        contract = Contract.parse(contract)
    if not isinstance(contract, Contract):
        raise ParseError(f"{quote(contract)} is not a contract: expected a Contract or text such as '4HS'")
    if contract.declarer is None:
        raise ScoringError(f"{quote(str(contract))} names no declarer: Trio's contracts end with N, E or S ('4HS')")
    if contract.declarer is DUMMY:
        raise ScoringError(
            f"{quote(str(contract))} is declared by West: in Trio West is the dummy, North, East or South declares "
            "(bridge variants §8)"
        )
    return contract


def score(
    contract: Contract | str,
    tricks: int,
    vulnerable: bool = False,
    honours: Honours | HandsLike | None = None,
    table: ScoringTable = RUBBER_MODERN,
) -> Score:
    """The deal's score for declarer's side (N–S, or East with West) under ``table`` (``rubber_modern``).

    Contract bridge's score, components named; ``vulnerable`` is declarer's side's.

    >>> score("3NTE", 8).components()                                           # East one down
    (('undertricks', -50),)
    """
    return bridge_score(parse_contract(contract), tricks, vulnerable, table, honours)


def _margin(value: object) -> int:
    return integer(value, "a margin between the sides", error=ScoringError)


@frozen(field_transformer=inputs.typed_fields)
class Settlement:
    """What each player wins (positive) or pays at the end of a rubber, from the margin of N–S over East.

    ``margin`` is N–S's total minus East's (with West's): North and South each get
    ``margin``, East ``-2 * margin``.

    >>> s = Settlement(-700)                                                      # TR-10
    >>> s.north, s.east, s.south, sum(s.amounts)
    (-700, 1400, -700, 0)
    >>> s.of("E"), s.components()
    (1400, (('North', -700), ('East', 1400), ('South', -700)))
    """

    margin: int = field(converter=_margin)

    @property
    def north(self) -> int:
        """North's amount: the margin."""
        return self.margin

    @property
    def south(self) -> int:
        """South's amount: the margin."""
        return self.margin

    @property
    def east(self) -> int:
        """East's amount: twice the margin, the other way."""
        return -EAST_SHARE * self.margin

    @property
    def amounts(self) -> tuple[int, int, int]:
        """North's, East's and South's amounts; they add up to zero."""
        return (self.north, self.east, self.south)

    def of(self, player: Seat | str | int) -> int:
        """The amount of ``player`` (North, East or South)."""
        return self.amounts[PLAYERS.index(to_player(player))]

    def components(self) -> tuple[tuple[str, int], ...]:
        """``(seat name, amount)`` for North, East and South."""
        return tuple((s.name.title(), amount) for s, amount in zip(PLAYERS, self.amounts, strict=True))
