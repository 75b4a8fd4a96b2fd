"""Blackout's calls: a bid of 0 to k tricks (section 9, Bidding).

Blackout has one kind of call, the :class:`Bid`; there is no pass. A bid is written as
its number, so ``Call.parse(str(bid)) == bid``. Where the library takes a bid it also
takes the plain int or its text (:func:`bid`).
"""

from __future__ import annotations

from typing import Final, Self

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.errors import IllegalCallError, ParseError
from trickcards.core.inputs import quote

__all__ = ["BIDS", "MAX_BID", "Bid", "Call", "bid"]

MAX_BID: Final = 52 // 3
"""The largest bid of any table: three players hold 17 cards each."""


def _check_tricks(instance: Bid, attribute: object, tricks: int) -> None:
    if not isinstance(tricks, int) or isinstance(tricks, bool):
        raise IllegalCallError(
            f"{quote(tricks)} is not a bid: a bid is a whole number of tricks, 0 to k (section 9, Bidding)",
            "not-a-bid",
        )
    if not 0 <= tricks <= MAX_BID:
        raise IllegalCallError(
            f"{quote(tricks)} is not a bid: a bid is 0 to k, and k is at most {MAX_BID} (section 9, Bidding)", "range"
        )


class Call:
    """Any Blackout call; every call is a :class:`Bid`.

    ``Call.parse(text)`` reads a number of tricks, ``0`` to ``17``. Text that is no
    number raises :class:`~trickcards.core.errors.ParseError`; a number beyond any k raises
    :class:`~trickcards.core.errors.IllegalCallError` naming the rule.

    >>> Call.parse(" 3 "), Bid.parse("0")
    (Bid(tricks=3), Bid(tricks=0))
    >>> Call.parse("pass")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ParseError: 'pass' is not a bid: a bid is a whole number of tricks, 0 to k (section 9, Bidding)
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read a call of this class (see :class:`Call`)."""
        call = _parse(text)
        if not isinstance(call, cls):
            raise ParseError(f"{quote(text)} is not a {cls.__name__} call")
        return call


@frozen(order=True)
class Bid(Call):
    """A bid: the bidder expects to win exactly ``tricks`` tricks (0 to k).

    >>> Bid(2), str(Bid(2)), Bid(2).tricks
    (Bid(tricks=2), '2', 2)
    >>> Bid(18)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: 18 is not a bid: a bid is 0 to k, and k is at most 17 (section 9, Bidding)
    """

    tricks: int = field(validator=_check_tricks)
    """The tricks bid."""

    def __str__(self) -> str:
        return str(self.tricks)


BIDS: Final[tuple[Bid, ...]] = tuple(Bid(n) for n in range(MAX_BID + 1))
"""Every bid of any table, 0 to 17; a deal of k cards allows the first k + 1."""


_TEXTS: Final[dict[str, Bid]] = {str(bid): bid for bid in BIDS}
"""Every bid by its text (``str(bid)``), read by lookup before the full parser."""


def _parse(text: str) -> Bid:
    if text.__class__ is str:  # the canonical texts are one lookup
        exact = _TEXTS.get(text)
        if exact is not None:
            return exact
    word = inputs.word(text, "a bid")
    if not (word.isascii() and word.isdigit()) or len(word) > 3:  # bounded before int()
        raise ParseError(f"{quote(text)} is not a bid: a bid is a whole number of tricks, 0 to k (section 9, Bidding)")
    return Bid(int(word))


def bid(value: object) -> Bid:
    """``value`` as a :class:`Bid`: a bid, its number (an int) or its text.

    >>> bid(3), bid("3"), bid(Bid(3))
    (Bid(tricks=3), Bid(tricks=3), Bid(tricks=3))
    >>> bid(True)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: True is not a bid: a bid is a whole number of tricks, 0 to k (section 9, Bidding)
    """
    if isinstance(value, Bid):
        return value
    if isinstance(value, str):
        return _parse(value)
    return Bid(value)  # type: ignore[arg-type]  # the validator refuses what is no int
