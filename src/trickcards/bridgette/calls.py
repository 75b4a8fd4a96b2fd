"""Bridgette's calls: the 36-bid ladder 0NT ... 7NT, Pass, Double and Redouble (rules 5.1-5.2)."""

from __future__ import annotations

import re
from typing import Final, Self

from attrs import field, frozen

from trickcards.bridge.contract import InvalidContractError, Strain
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError
from trickcards.core.inputs import _parsed_as, quote
from trickcards.core.reprs import parsed_repr

__all__ = ["BIDS", "DOUBLE", "PASS", "REDOUBLE", "Bid", "Call", "Double", "Pass", "Redouble"]


def _check_level(instance: Bid, attribute: object, level: int) -> None:
    if not isinstance(level, int) or isinstance(level, bool) or not 0 <= level <= 7:
        raise InvalidContractError(f"{quote(level)} is not a Bridgette level: bids run from 0NT to 7NT (5.1)")


def _check_strain(instance: Bid, attribute: object, strain: Strain) -> None:
    if not isinstance(strain, Strain):
        raise InvalidContractError(f"{quote(strain)} is not a denomination: expected a Strain")
    if instance.level == 0 and strain is not Strain.NOTRUMP:
        raise InvalidContractError(f"0{strain} is not a Bridgette bid: 0NT is the only level-0 bid (R3)")


class Call:
    """Any Bridgette call: a :class:`Bid`, :data:`PASS`, :data:`DOUBLE` or :data:`REDOUBLE`.

    ``Call.parse(text)`` reads any call; ``Bid.parse(text)`` only a bid.

    >>> Call.parse("2h"), Call.parse("pass"), Call.parse("xx")
    (Bid.parse('2H'), Pass(), Redouble())
    >>> Call.parse(str(DOUBLE)) == DOUBLE
    True
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read a call of this class.

        A bid reads as ``1S``, ``3NT``, ``3N``, ``4♠`` or ``0nt``; Pass as ``P``, Double as
        ``X`` or ``Dbl``, Redouble as ``XX`` or ``Rdbl``.
        """
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _TEXTS.get(text)
            if exact is not None and isinstance(exact, cls):
                return exact
        return _parsed_as(cls, text, "a Bridgette call", _parse, _not_a)


@frozen(order=True)
class Bid(Call):
    """A bid: a level 0-7 and a denomination, committing to ``level + 6`` tricks.

    0NT is the only level-0 bid (R3), so the ladder has 36 bids. Bids order by the
    ladder: a higher level, or the same level and a higher denomination (C < D < H < S < NT).

    >>> Bid.parse("0NT") < Bid.parse("1C") < Bid.parse("1NT") < Bid.parse("2C")
    True
    >>> Bid.parse("3nt").index, str(Bid(4, Strain.SPADES)), len(BIDS)
    (15, '4S', 36)
    """

    __repr__ = parsed_repr

    level: int = field(validator=_check_level)
    strain: Strain = field(validator=_check_strain)

    @property
    def index(self) -> int:
        """The bid's place on the ladder: 0 for 0NT up to 35 for 7NT."""
        return 0 if self.level == 0 else (self.level - 1) * 5 + self.strain + 1

    @property
    def tricks_needed(self) -> int:
        """The tricks the bid commits to: the level plus six."""
        return self.level + 6

    def __str__(self) -> str:
        return f"{self.level}{self.strain}"


@frozen
class Pass(Call):
    """The call Pass. Use the constant :data:`PASS`."""

    def __str__(self) -> str:
        return "Pass"


@frozen
class Double(Call):
    """The call Double (``X``). Use the constant :data:`DOUBLE`."""

    def __str__(self) -> str:
        return "X"


@frozen
class Redouble(Call):
    """The call Redouble (``XX``). Use the constant :data:`REDOUBLE`."""

    def __str__(self) -> str:
        return "XX"


PASS: Final = Pass()
"""The call Pass."""
DOUBLE: Final = Double()
"""The call Double."""
REDOUBLE: Final = Redouble()
"""The call Redouble."""

BIDS: Final[tuple[Bid, ...]] = (
    Bid(0, Strain.NOTRUMP),
    *(Bid(level, strain) for level in range(1, 8) for strain in Strain),
)
"""The 36 bids, lowest (0NT) first: ``BIDS[bid.index] == bid``."""

_BID_RE: Final = re.compile(r"^([0-7])\s*+(NT|N|C|D|H|S|♠|♥|♦|♣|♤|♡|♢|♧)$", re.IGNORECASE)
_WORDS: Final[dict[str, Call]] = {
    "P": PASS,
    "PASS": PASS,
    "X": DOUBLE,
    "DBL": DOUBLE,
    "DOUBLE": DOUBLE,
    "XX": REDOUBLE,
    "R": REDOUBLE,
    "RDBL": REDOUBLE,
    "REDOUBLE": REDOUBLE,
}


def _not_a(kind: type) -> str:
    return "a bid: expected a level 0-7 and C, D, H, S or NT" if kind is Bid else f"a {kind.__name__}"


_TEXTS: Final[dict[str, Call]] = {str(call): call for call in (*BIDS, PASS, DOUBLE, REDOUBLE)}
"""Every call by its text (``str(call)``), read by lookup before the full parser."""


def _parse(text: str) -> Call:
    """Read any call (see :meth:`Call.parse`)."""
    if isinstance(text, str):
        word = text.strip()
        call = _WORDS.get(ascii_upper(word))
        if call is not None:
            return call
        match = _BID_RE.match(word)
        if match is not None:
            level, strain = match.groups()
            try:
                return Bid(int(level), Strain.parse(strain))
            except InvalidContractError as error:
                raise ParseError(f"{quote(text)} is not a Bridgette call: {error}") from None
    raise ParseError(f"{quote(text)} is not a Bridgette call: expected a bid 0NT-7NT (such as '1S'), Pass, X or XX")
