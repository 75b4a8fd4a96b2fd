"""The two players of Bridgette, ``A`` and ``B``."""

from __future__ import annotations

import enum

from trickcards.core import inputs
from trickcards.core.errors import ParseError
from trickcards.core.inputs import keyword, quote

__all__ = ["Player"]


class Player(enum.IntEnum):
    """One of the two players. The value is the player's number in a trick (0 or 1).

    >>> Player.A.other, Player.parse("b"), str(Player.B)
    (<Player.B: 1>, <Player.B: 1>, 'B')
    """

    A = 0
    B = 1

    @property
    def other(self) -> Player:
        """The opponent."""
        return Player.B if self is Player.A else Player.A

    @classmethod
    def parse(cls, text: str) -> Player:
        """Read ``A`` or ``B``, in any case."""
        word = keyword(text, "a Bridgette player")
        if word in ("A", "B"):
            return cls[word]
        raise ParseError(f"{quote(text)} is not a Bridgette player: expected A or B")

    def __str__(self) -> str:
        return self.name


def to_player(value: object) -> Player:
    """``value`` as a :class:`Player`: a player, its number (0 or 1) or its letter.

    An attrs converter for the fields that name a player; anything else raises
    :class:`~trickcards.core.errors.ParseError` (``Player("x")`` would raise a bare ``ValueError``).

    >>> to_player("b"), to_player(0)
    (<Player.B: 1>, <Player.A: 0>)
    """
    expected = "expected Player.A, Player.B, 'A' or 'B' (0 or 1)"
    return inputs.player(value, tuple(Player), "a Bridgette player", expected=expected, error=ParseError)
