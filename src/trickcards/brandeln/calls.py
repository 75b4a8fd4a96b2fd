"""Brandeln's calls (section 5): ``Pass``, ``Bid(contract)`` and ``Hold``.

A bid names one of the seven contracts and says nothing about trumps; *Hold* is the
senior's acceptance of the contract the junior has just bid (R8).
"""

from __future__ import annotations

from typing import Final, Self

from attrs import field, frozen

from trickcards.brandeln.contracts import BrandelnContract
from trickcards.core.errors import ParseError
from trickcards.core.inputs import _parsed_as, quote
from trickcards.core.reprs import parsed_repr

__all__ = ["BIDS", "HOLD", "PASS", "Bid", "Call", "Hold", "Pass"]


def _to_contract(value: BrandelnContract | str) -> BrandelnContract:
    if isinstance(value, BrandelnContract):
        return value
    if isinstance(value, str):
        return BrandelnContract.parse(value)
    raise ParseError(f"{quote(value)} is not a Brandeln contract: expected a BrandelnContract or its name (section 4)")


class Call:
    """Any Brandeln call: a :class:`Bid`, :data:`PASS` or :data:`HOLD`.

    ``Call.parse(text)`` reads any call: ``Pass`` (``P``), ``Hold`` (``H``) or a contract
    name (``Four``, ``Bettel``, ``6``); ``Bid.parse(text)`` only a bid.

    >>> Call.parse("pass"), Call.parse("Hold"), Call.parse("mord")
    (Pass(), Hold(), Bid.parse('All-with-trump'))
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read a call of this class (see :class:`Call`)."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _TEXTS.get(text)
            if exact is not None and isinstance(exact, cls):
                return exact
        return _parsed_as(cls, text, "a Brandeln call", _parse, _not_a)


@frozen(order=True)
class Bid(Call):
    """A bid of one of the seven contracts; bids order as their contracts (section 4).

    >>> Bid("Four") < Bid(BrandelnContract.NULL), str(Bid("bettel"))
    (True, 'Null')
    """

    __repr__ = parsed_repr

    contract: BrandelnContract = field(converter=_to_contract)
    """The contract named."""

    def __str__(self) -> str:
        return str(self.contract)


@frozen
class Pass(Call):
    """The call Pass: out of this deal's auction for good. Use :data:`PASS`."""

    def __str__(self) -> str:
        return "Pass"


@frozen
class Hold(Call):
    """The call Hold: the senior takes over the junior's bid at the same level (R8). Use :data:`HOLD`."""

    def __str__(self) -> str:
        return "Hold"


PASS: Final = Pass()
"""The call Pass."""
HOLD: Final = Hold()
"""The call Hold."""

BIDS: Final[tuple[Bid, ...]] = tuple(Bid(c) for c in BrandelnContract)
"""The seven bids, lowest first: ``BIDS[contract - 1] == Bid(contract)``."""


_EXPECTED: Final = {
    "Call": "Pass, Hold or a contract such as 'Four'",
    "Bid": "a contract such as 'Four' or 'Null'",
    "Pass": "Pass",
    "Hold": "Hold",
}


def _not_a(kind: type) -> str:
    return f"a {kind.__name__}: expected {_EXPECTED[kind.__name__]}"


_TEXTS: Final[dict[str, Call]] = {str(call): call for call in (*BIDS, PASS, HOLD)}
"""Every call by its text (``str(call)``), read by lookup before the full parser."""


def _parse(text: str) -> Call:
    """Read any call (see :class:`Call`)."""
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
