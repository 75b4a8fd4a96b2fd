"""Calls of the bridge auction: Pass, the 35 bids, Double and Redouble.

There are exactly 38 calls, and each is interned: :meth:`Call.parse`, :class:`Bid`
and the constants :data:`PASS`, :data:`DOUBLE` and :data:`REDOUBLE` hand back one of
them, so equality is identity and the hash is the call's index. Bids are instances of
the subclass :class:`Bid`.
"""

from __future__ import annotations

import enum
import sys
from typing import Final

from trickcards.bridge.contract import NULL, Null, Strain
from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.frozen import Interned, assembled
from trickcards.core.inputs import quote

__all__ = [
    "CALLS",
    "DOUBLE",
    "NULL_BIDS",
    "PASS",
    "REDOUBLE",
    "Bid",
    "Call",
    "CallKind",
    "InvalidCallError",
    "NullBid",
]


class InvalidCallError(TrickcardsError):
    """A call built from values that name no call, such as a bid of level 8 (rule A3)."""


class CallKind(enum.IntEnum):
    """The four kinds of call (section 4.1): pass, bid, double and redouble."""

    PASS = 0
    BID = 1
    DOUBLE = 2
    REDOUBLE = 3


class Call(Interned):
    """One call of the auction: Pass, a bid, Double (``X``) or Redouble (``XX``).

    Calls are interned values; :attr:`index` is 0 for Pass, 1 for Double, 2 for
    Redouble and 3-37 for the bids from 1♣ to 7NT, so bids compare by (level, strain)
    and the non-bids sort before every bid.

    >>> Call.parse("1nt") is Bid(1, Strain.NOTRUMP), str(Call.parse("p")), str(Call.parse("Rdbl"))
    (True, 'Pass', 'XX')
    >>> Call.parse("2♥") < Call.parse("2S") < Call.parse("3C")
    True
    >>> Call.parse("X").kind, Call.parse("7NT").level
    (<CallKind.DOUBLE: 2>, 7)
    """

    __slots__ = ("index", "kind", "level", "strain")

    index: int
    """0 Pass, 1 Double, 2 Redouble, 3-37 the bids in ascending order."""
    kind: CallKind
    """Pass, bid, double or redouble."""
    level: int | None
    """The level 1-7 of a bid, ``None`` for other calls."""
    strain: Strain | None
    """The strain of a bid, ``None`` for other calls."""

    def __new__(cls, kind: CallKind, level: int | None = None, strain: Strain | None = None) -> Call:
        """Return the interned call of ``kind`` (and ``level`` and ``strain`` for a bid)."""
        if kind is CallKind.BID:
            return Bid(level, strain)  # type: ignore[arg-type]  # Bid checks the values itself
        if isinstance(kind, CallKind) and level is None and strain is None:
            return CALLS[_NON_BID_INDEX[kind]]
        raise InvalidCallError(
            f"Call({quote(kind)}, {quote(level)}, {quote(strain)}) names no call: Pass, Double and Redouble take no level "
            "or strain; use Bid(level, strain) for a bid"
        )

    @classmethod
    def from_index(cls, index: int) -> Call:
        """The call with :attr:`index` ``index`` (0-37)."""
        if isinstance(index, int) and not isinstance(index, bool) and 0 <= index < len(CALLS):
            return CALLS[index]
        raise InvalidCallError(f"{quote(index)} is not a call index: expected 0-37")

    @classmethod
    def parse(cls, text: str, null: bool = False) -> Call:
        """Read a call: ``1NT``/``1N``/``1♠``, ``Pass``/``P``, ``X``/``Dbl``, ``XX``/``RDbl``/``R``.

        Case and spaces do not matter. With ``null``, a Null bid of the bridge variants
        (``2Null``, :class:`NullBid`) is read too; contract bridge has none.

        >>> [str(Call.parse(t)) for t in ("1n", "7 ♣", "pass", "dbl", "r")]
        ['1NT', '7C', 'Pass', 'X', 'XX']
        >>> str(Call.parse("2 null", null=True))
        '2Null'
        """
        if text.__class__ is str:
            exact = _CALL_TEXTS.get(text)
            if exact is not None:
                return exact
        inputs.text(text, "a call")  # ASCII spaces and tabs only, as in every text parser
        if isinstance(text, str):
            key = ascii_upper(text.strip().replace(" ", ""))
            call = _CALL_WORDS.get(key)
            if call is not None:
                return call
            if null:
                found = _NULL_WORDS.get(key)
                if found is not None:
                    return found
                raise ParseError(
                    f"{quote(text)} is not a call: expected Pass (P), X (Dbl), XX (RDbl), a bid of level 1-7 "
                    "and a strain C, D, H, S or NT, such as '1NT', or a Null bid such as '2Null' (bridge variants §0)"
                )
        raise ParseError(
            f"{quote(text)} is not a call: expected Pass (P), X (Dbl), XX (RDbl) or a bid of level 1-7 "
            "and a strain C, D, H, S or NT, such as '1NT' (section 4.1)"
        )

    @property
    def is_bid(self) -> bool:
        """True for the 35 bids."""
        return self.kind is CallKind.BID

    @property
    def is_pass(self) -> bool:
        """True for Pass."""
        return self.kind is CallKind.PASS

    def pretty(self) -> str:
        """A display form with suit symbols: ``1♠``, ``3NT``, ``Pass``, ``X``, ``XX``."""
        if self.strain is None:
            return str(self)
        return f"{self.level}{self.strain.symbol}"

    def __str__(self) -> str:
        return _CALL_TEXT[self.index]

    def __repr__(self) -> str:
        return f"Call.parse({quote(_CALL_TEXT[self.index])})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        # Pickling and copying hand back the interned object.
        return (Call.from_index, (self.index,))


class Bid(Call):
    """A bid: a level 1-7 and a strain (section 4.1). ``Bid(4, Strain.SPADES)`` is the interned ``4S``.

    The strain may also be given as text (``Bid(1, "NT")``).

    >>> Bid(4, Strain.SPADES) is Call.parse("4S"), Bid(1, "nt").is_bid
    (True, True)
    """

    __slots__ = ()

    level: int
    strain: Strain

    def __new__(cls, level: int, strain: Strain | str) -> Bid:
        """Return the interned bid of ``level`` and ``strain``."""
        if isinstance(strain, str):
            try:
                strain = Strain.parse(strain)
            except ParseError:
                raise InvalidCallError(f"{quote(strain)} is not a strain: expected C, D, H, S or NT") from None
        if (
            not isinstance(level, int)
            or isinstance(level, bool)
            or not 1 <= level <= 7
            or not isinstance(strain, Strain)
        ):
            raise InvalidCallError(
                f"Bid({quote(level)}, {quote(strain)}) is not a bid: the level is 1-7 (rule A3) and the strain a Strain"
            )
        return _BIDS[(level - 1) * 5 + strain]

    @property
    def tricks(self) -> int:
        """The tricks the bid undertakes to win: six (the book) plus the level."""
        return self.level + 6


Call._family = Call

_NON_BID_INDEX: Final = {CallKind.PASS: 0, CallKind.DOUBLE: 1, CallKind.REDOUBLE: 2}


def _make(cls: type[Call], index: int, kind: CallKind, level: int | None, strain: Strain | None) -> Call:
    return assembled(cls, index=index, kind=kind, level=level, strain=strain)


_BIDS: Final[tuple[Bid, ...]] = tuple(
    _make(Bid, 3 + (level - 1) * 5 + strain, CallKind.BID, level, strain)  # type: ignore[misc]  # _make builds a Bid here
    for level in range(1, 8)
    for strain in Strain
)

CALLS: Final[tuple[Call, ...]] = (
    _make(Call, 0, CallKind.PASS, None, None),
    _make(Call, 1, CallKind.DOUBLE, None, None),
    _make(Call, 2, CallKind.REDOUBLE, None, None),
    *_BIDS,
)
"""All 38 calls by :attr:`Call.index`: Pass, Double, Redouble, then 1♣ up to 7NT."""

PASS: Final[Call] = CALLS[0]
"""The call Pass."""
DOUBLE: Final[Call] = CALLS[1]
"""The call Double (``X``)."""
REDOUBLE: Final[Call] = CALLS[2]
"""The call Redouble (``XX``)."""

# Interned, so that a call's text (``str(call)``) is the same object as the literal
# "1S" in a caller's code (Python interns such literals): the whole-auction check then
# finds it by identity, without hashing.
_CALL_TEXT: Final[tuple[str, ...]] = tuple(
    sys.intern(text) for text in ("Pass", "X", "XX", *(f"{b.level}{b.strain}" for b in _BIDS))
)


def _build_words() -> dict[str, Call]:
    words: dict[str, Call] = {}
    for word in ("PASS", "P"):
        words[word] = PASS
    for word in ("X", "D", "DBL", "DOUBLE", "DOUBLED"):
        words[word] = DOUBLE
    for word in ("XX", "R", "RD", "RDBL", "REDOUBLE", "REDOUBLED"):
        words[word] = REDOUBLE
    strain_words: dict[Strain, list[str]] = {
        Strain.NOTRUMP: ["N", "NT", "NOTRUMP", "NOTRUMPS"],
    }
    for strain, letter, black, white in zip(Strain, "CDHS", "♣♦♥♠", "♧♢♡♤", strict=False):
        strain_words[strain] = [letter, black, white, strain.name, strain.name[:-1]]
    for bid in _BIDS:
        for word in strain_words[bid.strain]:
            words[f"{bid.level}{word}"] = bid
    return words


_CALL_WORDS: Final[dict[str, Call]] = _build_words()

# Every spelling of every word above as callers write it (upper, lower and capitalised
# case), so the common texts ("1S", "Pass", "p", "1nt") are one dictionary lookup with no
# stripping or case folding; anything else takes the general path, with the same answer.
# Interned like the calls' own texts: a literal in a caller's code matches its key by
# identity, without comparing characters.
_CALL_TEXTS: Final[dict[str, Call]] = {
    sys.intern(variant): call
    for word, call in _CALL_WORDS.items()
    for variant in (word, word.lower(), word.capitalize(), word.title())
}


class NullBid(Call):
    """A Null bid of the bridge variants: ``n Null`` undertakes to win at most 7 - n tricks.

    Contract bridge has no Null bids (:meth:`Call.parse` refuses them); the variants
    whose auction rules list :data:`~trickcards.bridge.NULL` among their strains take
    them (``bridge-variants.md`` section 0). The seven Null bids are interned like the
    other calls, with indexes 38-44 after the 38 calls of contract bridge; how a Null
    bid ranks against the other bids is a matter of each variant's strain order, so
    compare bids through :class:`~trickcards.bridge.AuctionRules`, not with ``<``.

    >>> NullBid(2) is NullBid.parse("2 null"), str(NullBid(2)), NullBid(2).tricks_allowed
    (True, '2Null', 5)
    >>> NullBid(1).is_bid, NullBid(7).strain
    (True, <Null.NULL: 'Null'>)
    """

    __slots__ = ()

    level: int
    strain: Null  # type: ignore[assignment]  # the one bid whose strain is Null

    def __new__(cls, level: int) -> NullBid:
        """Return the interned Null bid of ``level``."""
        if not isinstance(level, int) or isinstance(level, bool) or not 1 <= level <= 7:
            raise InvalidCallError(f"NullBid({quote(level)}) is not a bid: the level is 1-7 (bridge variants §0)")
        return NULL_BIDS[level - 1]

    @classmethod
    def parse(cls, text: str, null: bool = True) -> NullBid:
        """Read ``2Null`` (also ``2 null``, ``2Nullo``), any case; only Null bids (``null`` is always true here)."""
        call = _NULL_WORDS.get(ascii_upper(text.strip().replace(" ", ""))) if isinstance(text, str) else None
        if call is None:
            raise ParseError(f"{quote(text)} is not a Null bid: expected a level 1-7 and 'Null', such as '2Null'")
        return call

    @property
    def tricks_allowed(self) -> int:
        """The most tricks declarer's side may win: 7 - level (section 0, reading N-a)."""
        return 7 - self.level

    def __str__(self) -> str:
        return f"{self.level}Null"

    def __repr__(self) -> str:
        return f"NullBid({self.level})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (NullBid, (self.level,))


NULL_BIDS: Final[tuple[NullBid, ...]] = tuple(
    _make(NullBid, len(CALLS) + level - 1, CallKind.BID, level, NULL)  # type: ignore[misc, arg-type]  # Null bids
    for level in range(1, 8)
)
"""The seven Null bids, 1 Null to 7 Null, with indexes 38-44."""

_NULL_WORDS: Final[dict[str, NullBid]] = {
    f"{bid.level}{word}": bid for bid in NULL_BIDS for word in ("NULL", "NULLO", "NUL")
}
