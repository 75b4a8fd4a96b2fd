"""Hand evaluation: high-card points, quick tricks and losers, by table lookup on a suit's 13 bits.

Each measure is a sum over the four suits of a value of the suit's holding alone, so
each is one table of the 8,192 possible holdings, built from its definition on first use:

* **High-card points** (Milton Work): ace 4, king 3, queen 2, jack 1; 40 in the pack.
* **Quick tricks**: AK 2, AQ 1½, A 1, KQ 1, K with a smaller card ½; a singleton king 0.
* **Losing-trick count** (LTC): in each suit, the ace, king and queen missing among
  its first min(length, 3) cards: a void 0, a singleton 0 (ace) or 1, a doubleton
  missing A and K counts 2 (a queen in a doubleton is a loser), three or more cards
  count 3 less the ace, king and queen held. At most 12 in a hand.

:class:`~trickcards.core.hand.Hand` offers them as properties; these functions take the
13-bit holding of one suit (bit 0 the two, bit 12 the ace).

>>> suit_points(0b1_1000_0000_0000), suit_quick_tricks(0b1_1000_0000_0000), suit_losers(0b1_1000_0000_0001)
(7, 2.0, 1)
"""

from __future__ import annotations

import functools
from typing import Final

from trickcards.core import inputs

__all__ = ["suit_losers", "suit_points", "suit_quick_tricks"]

_ACE: Final = 1 << 12
_KING: Final = 1 << 11
_QUEEN: Final = 1 << 10
_JACK: Final = 1 << 9


def _points(bits: int) -> int:
    return 4 * bool(bits & _ACE) + 3 * bool(bits & _KING) + 2 * bool(bits & _QUEEN) + bool(bits & _JACK)


def _quick_tricks(bits: int) -> float:
    ace, king, queen = bool(bits & _ACE), bool(bits & _KING), bool(bits & _QUEEN)
    if ace and king:
        return 2.0
    if ace and queen:
        return 1.5
    if ace or (king and queen):
        return 1.0
    if king and bits.bit_count() >= 2:
        return 0.5
    return 0.0


def _losers(bits: int) -> int:
    top = min(bits.bit_count(), 3)
    honours = (_ACE, _KING, _QUEEN)[:top]
    return top - sum(bool(bits & honour) for honour in honours)


# Each table is built the first time it is used, not at import: ``import trickcards``
# stays fast for programs that never evaluate a hand.
@functools.cache
def _points_table() -> tuple[int, ...]:
    return tuple(_points(bits) for bits in range(1 << 13))


@functools.cache
def _quick_tricks_table() -> tuple[float, ...]:
    return tuple(_quick_tricks(bits) for bits in range(1 << 13))


@functools.cache
def _losers_table() -> tuple[int, ...]:
    return tuple(_losers(bits) for bits in range(1 << 13))


def suit_points(bits: int) -> int:
    """High-card points of one suit's holding (bit 0 the two, bit 12 the ace)."""
    return _points_table()[bits if type(bits) is int and 0 <= bits < _HOLDINGS else _holding(bits)]


def suit_quick_tricks(bits: int) -> float:
    """Quick tricks of one suit's holding: 0, 0.5, 1, 1.5 or 2."""
    return _quick_tricks_table()[bits if type(bits) is int and 0 <= bits < _HOLDINGS else _holding(bits)]


def suit_losers(bits: int) -> int:
    """Losers of one suit's holding by the losing-trick count: 0 to 3."""
    return _losers_table()[bits if type(bits) is int and 0 <= bits < _HOLDINGS else _holding(bits)]


_HOLDINGS: Final = 1 << 13
"""How many holdings one suit has: a 13-bit mask, bit 0 the two, bit 12 the ace."""


def _holding(bits: object) -> int:
    return inputs.integer(bits, "a suit's holding (a 13-bit mask)", low=0, high=_HOLDINGS - 1)
