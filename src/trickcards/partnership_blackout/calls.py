"""Partnership Blackout's calls: a number 1-12, Board and Nil (rules section 4).

There is no pass (R1): the seed's "pass" and "Null" are pagat's Board and Nil (K3).
Numbers 0 and 13 do not exist (K2): a player who expects no tricks calls Nil, and a
team that means to win every trick calls Board.
"""

from __future__ import annotations

from typing import Final, Self

from attrs import field, frozen

from trickcards.core.cards import ascii_upper
from trickcards.core.errors import IllegalCallError, ParseError
from trickcards.core.inputs import _parsed_as, quote

__all__ = ["BOARD", "CALLS", "NIL", "Board", "Call", "Nil", "Number"]


def _check_tricks(instance: Number, attribute: object, tricks: int) -> None:
    if not isinstance(tricks, int) or isinstance(tricks, bool):
        raise IllegalCallError(f"{quote(tricks)} is not a number call: expected a whole number 1-12 (K2)", "K2")
    if tricks == 0:
        raise IllegalCallError("0 is not a call: a player who expects no tricks calls Nil (K2)", "K2")
    if tricks == 13:
        raise IllegalCallError("13 is not a call: a team that means to win every trick calls Board (K2)", "K2")
    if not 1 <= tricks <= 12:
        raise IllegalCallError(f"{quote(tricks)} is not a number call: numbers run from 1 to 12 (K2)", "K2")


class Call:
    """Any Partnership Blackout call: a :class:`Number`, :data:`BOARD` or :data:`NIL`.

    ``Call.parse(text)`` reads ``1`` ... ``12``, ``Board`` or ``Nil``, in any case. Text
    that is no call raises :class:`~trickcards.core.errors.ParseError`; ``0`` and ``13`` (well
    formed, but not calls of this game) and ``Pass`` (R1) raise
    :class:`~trickcards.core.errors.IllegalCallError` naming the rule.

    >>> Call.parse("board"), Call.parse(" 7 "), Number.parse("12")
    (Board(), Number(tricks=7), Number(tricks=12))
    >>> Call.parse("Pass")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: 'Pass' is not a call: there is no pass; every player not skipped calls a number, Board or Nil (R1)
    """

    __slots__ = ()

    @classmethod
    def parse(cls, text: str) -> Self:
        """Read a call of this class (see :class:`Call`)."""
        if text.__class__ is str:  # the canonical texts are one lookup
            exact = _TEXTS.get(text)
            if exact is not None and isinstance(exact, cls):
                return exact
        return _parsed_as(cls, text, "a Partnership Blackout call", _parse, _not_a)


@frozen
class Number(Call):
    """A number call: the caller expects to win ``tricks`` tricks, 1 to 12 (K2).

    It is also the team contract of two number calls, whose sum is capped at 12 (R6).
    ``Number(0)`` and ``Number(13)`` raise :class:`~trickcards.core.errors.IllegalCallError`
    with reason ``"K2"``.

    >>> Number(5), str(Number(12))
    (Number(tricks=5), '12')
    >>> Number(13)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.IllegalCallError: 13 is not a call: a team that means to win every trick calls Board (K2)
    """

    tricks: int = field(validator=_check_tricks)
    """The tricks promised, 1 to 12."""

    def __str__(self) -> str:
        return str(self.tricks)


@frozen
class Board(Call):
    """The call Board: the caller commits the team to winning all 13 tricks.

    Use the constant :data:`BOARD`.

    >>> str(BOARD), BOARD == Board()
    ('Board', True)
    """

    def __str__(self) -> str:
        return "Board"


@frozen
class Nil(Call):
    """The call Nil: the caller commits to winning no tricks personally (R2).

    Use the constant :data:`NIL`.

    >>> str(NIL), NIL == Nil()
    ('Nil', True)
    """

    def __str__(self) -> str:
        return "Nil"


BOARD: Final = Board()
"""The Board call."""

NIL: Final = Nil()
"""The Nil call."""

CALLS: Final[tuple[Call, ...]] = (*(Number(n) for n in range(1, 13)), BOARD, NIL)
"""All 14 calls: the numbers 1 to 12, then Board and Nil."""

_WORDS: Final[dict[str, Call]] = {"BOARD": BOARD, "NIL": NIL, **{str(n): Number(n) for n in range(1, 13)}}


def _not_a(kind: type) -> str:
    return f"a {kind.__name__} call"


_TEXTS: Final[dict[str, Call]] = {str(call): call for call in CALLS}
"""Every call by its text (``str(call)``), read by lookup before the full parser."""


def _parse(text: str) -> Call:
    """Read any call (see :class:`Call`)."""
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a call: expected 1-12, Board or Nil")
    word = ascii_upper(text.strip())
    call = _WORDS.get(word)
    if call is not None:
        return call
    if word in ("PASS", "P", "-"):
        raise IllegalCallError(
            f"{quote(text)} is not a call: there is no pass; every player not skipped calls a number, Board or Nil (R1)",
            "R1",
        )
    if word.isascii() and word.isdigit():
        if len(word) > 3:  # int() refuses very long digit strings with a bare ValueError
            raise IllegalCallError(f"{quote(text)} is not a number call: numbers run from 1 to 12 (K2)", "K2")
        return Number(int(word))  # 0, 13 and beyond raise IllegalCallError naming K2
    raise ParseError(f"{quote(text)} is not a call: expected 1-12, Board or Nil")
