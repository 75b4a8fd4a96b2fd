"""Seats at a four-handed table, sides, and numbered players for n-player games."""

from __future__ import annotations

import enum
from typing import Final

from attrs import field, frozen

from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import _checked_count, integer, keyword, quote

__all__ = ["Players", "Seat", "Side"]


class Side(enum.Enum):
    """A partnership: North-South or East-West."""

    NORTH_SOUTH = "NS"
    EAST_WEST = "EW"

    @property
    def seats(self) -> tuple[Seat, Seat]:
        """The two seats of the side, North or East first."""
        return (Seat.NORTH, Seat.SOUTH) if self is Side.NORTH_SOUTH else (Seat.EAST, Seat.WEST)

    @property
    def opponents(self) -> Side:
        """The other side."""
        return Side.EAST_WEST if self is Side.NORTH_SOUTH else Side.NORTH_SOUTH

    def __str__(self) -> str:
        return self.value


class Seat(enum.IntEnum):
    """The four compass seats; play and bidding run clockwise N → E → S → W.

    >>> Seat.NORTH.lho, Seat.NORTH.rho, Seat.NORTH.partner
    (<Seat.EAST: 1>, <Seat.WEST: 3>, <Seat.SOUTH: 2>)
    >>> Seat.parse("w").side
    <Side.EAST_WEST: 'EW'>
    """

    NORTH = 0
    EAST = 1
    SOUTH = 2
    WEST = 3

    @property
    def letter(self) -> str:
        """``N``, ``E``, ``S`` or ``W``."""
        return "NESW"[self]

    @property
    def lho(self) -> Seat:
        """Left-hand opponent: the next seat clockwise."""
        return _SEATS[(self + 1) & 3]

    @property
    def partner(self) -> Seat:
        """The seat opposite."""
        return _SEATS[(self + 2) & 3]

    @property
    def rho(self) -> Seat:
        """Right-hand opponent: the previous seat clockwise."""
        return _SEATS[(self + 3) & 3]

    @property
    def side(self) -> Side:
        """The partnership this seat belongs to."""
        return Side.NORTH_SOUTH if self % 2 == 0 else Side.EAST_WEST

    def rotate(self, steps: int) -> Seat:
        """The seat ``steps`` places clockwise (negative: anticlockwise)."""
        if not isinstance(steps, int) or isinstance(steps, bool):
            raise TrickcardsError(f"cannot rotate {self.name.title()} by {quote(steps)} steps: expected an int")
        return _SEATS[(self + steps) % 4]

    @classmethod
    def parse(cls, text: str) -> Seat:
        """Read ``N``/``E``/``S``/``W`` or ``north`` ..., in any case."""
        seat = _SEAT_WORDS.get(keyword(text, "a seat"))
        if seat is not None:
            return seat
        raise ParseError(f"{quote(text)} is not a seat: expected N, E, S, W or a compass name")

    def __str__(self) -> str:
        return self.letter


_SEATS: Final = tuple(Seat)
_SEAT_WORDS: Final = {w: s for s in Seat for w in (s.letter, s.name)}


def _player_count(instance: Players, attribute: object, count: int) -> None:
    _checked_count(count)


@frozen
class Players:
    """Numbered players 0 .. count-1 around a table, in clockwise (playing) order.

    >>> table = Players(3)
    >>> table.after(2), table.order(1)
    (0, (1, 2, 0))
    """

    count: int = field(validator=_player_count)

    def after(self, player: int, steps: int = 1) -> int:
        """The player ``steps`` places after ``player`` (to the left)."""
        player = self.check(player)
        return (player + integer(steps, "a number of steps")) % self.count

    def order(self, first: int) -> tuple[int, ...]:
        """Every player once, starting with ``first``."""
        first = self.check(first)
        return tuple((first + i) % self.count for i in range(self.count))

    def check(self, player: int) -> int:
        """Return ``player`` if it is a player number at this table, else raise."""
        return integer(player, "a player", low=0, high=self.count - 1)
