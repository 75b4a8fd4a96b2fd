"""Brandeln's calls (section 5): ``Pass``, ``Bid(contract)`` and ``Hold``.

A bid names one of the seven contracts and says nothing about trumps; *Hold* is the
senior's acceptance of the contract the junior has just bid (R8).
"""

from __future__ import annotations

from typing import Final, TypeAlias

from attrs import field, frozen

from trickcards.brandeln.contracts import BrandelnContract
from trickcards.errors import ParseError
from trickcards.inputs import quote

__all__ = ["BIDS", "HOLD", "PASS", "Bid", "Call", "Hold", "Pass", "parse_call"]


def _to_contract(value: BrandelnContract | str) -> BrandelnContract:
    if isinstance(value, BrandelnContract):
        return value
    if isinstance(value, str):
        return BrandelnContract.parse(value)
    raise ParseError(f"{quote(value)} is not a Brandeln contract: expected a BrandelnContract or its name (section 4)")


@frozen(order=True)
class Bid:
    """A bid of one of the seven contracts; bids order as their contracts (section 4).

    >>> Bid("Four") < Bid(BrandelnContract.NULL), str(Bid("bettel"))
    (True, 'Null')
    """

    contract: BrandelnContract = field(converter=_to_contract)
    """The contract named."""

    def __str__(self) -> str:
        return str(self.contract)


@frozen
class Pass:
    """The call Pass: out of this deal's auction for good. Use :data:`PASS`."""

    def __str__(self) -> str:
        return "Pass"


@frozen
class Hold:
    """The call Hold: the senior takes over the junior's bid at the same level (R8). Use :data:`HOLD`."""

    def __str__(self) -> str:
        return "Hold"


Call: TypeAlias = Bid | Pass | Hold
"""Any call: a :class:`Bid`, :data:`PASS` or :data:`HOLD`."""

PASS: Final = Pass()
"""The call Pass."""
HOLD: Final = Hold()
"""The call Hold."""

BIDS: Final[tuple[Bid, ...]] = tuple(Bid(c) for c in BrandelnContract)
"""The seven bids, lowest first: ``BIDS[contract - 1] == Bid(contract)``."""


def parse_call(text: str) -> Call:
    """Read a call: ``Pass`` (``P``), ``Hold`` (``H``) or a contract name (``Four``, ``Bettel``, ``6``).

    >>> parse_call("pass"), parse_call("Hold"), parse_call("mord")
    (Pass(), Hold(), Bid(contract=<BrandelnContract.ALL_WITH_TRUMP: 6>))
    """
    if isinstance(text, str):
        word = text.strip().lower()
        if word in ("p", "pass"):
            return PASS
        if word in ("h", "hold"):
            return HOLD
        try:
            return Bid(BrandelnContract.parse(text))
        except ParseError:
            pass
    raise ParseError(f"{quote(text)} is not a Brandeln call: expected Pass, Hold or a contract name (section 5)")
