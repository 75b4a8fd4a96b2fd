"""Settling up at the end of a game (section 9, Scoring; vectors BO-14, BO-15).

The winner is the player with the highest total. Points are then settled one of two
ways, as agreed:

* :attr:`Settlement.PAIRWISE` (the default, the seed's first way): every player settles
  with every other player, the lower total paying the difference;
* :attr:`Settlement.WINNER_TAKES`: each loser pays the winner the difference.

The rules do not say what happens when several players tie for the highest total under
``WINNER_TAKES``; here each of them counts as a winner, so every loser pays each of them
the difference and the tied winners pay each other nothing.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence

from attrs import frozen

from trickcards.core import inputs
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import quote, typed_fields

__all__ = ["Payment", "Settlement", "net", "settle", "winners"]


class Settlement(enum.Enum):
    """How the totals are settled at the end of the game.

    >>> Settlement("winner-takes") is Settlement.WINNER_TAKES
    True
    """

    PAIRWISE = "pairwise"
    """Every player with every other: the lower total pays the difference."""
    WINNER_TAKES = "winner-takes"
    """Each loser pays the winner the difference."""


@frozen(field_transformer=typed_fields)
class Payment:
    """One payment: ``payer`` pays ``payee`` ``amount`` points (players by number).

    >>> str(Payment(1, 0, 20)), Payment(1, 0, 20).explain(("A", "B"))
    ('1 pays 0 20', 'B pays A 20')
    """

    payer: int
    """Who pays."""
    payee: int
    """Who is paid."""
    amount: int
    """How much, always more than 0."""

    def explain(self, names: Sequence[str] | None = None) -> str:
        """``B pays A 20``, with ``names`` by player number (else the numbers)."""
        if names is None:
            return f"{self.payer} pays {self.payee} {self.amount}"
        shown = tuple(names) if isinstance(names, Sequence) else ()
        if (
            not all(isinstance(n, str) for n in shown)
            or not (isinstance(self.payer, int) and isinstance(self.payee, int) and min(self.payer, self.payee) >= 0)
            or max(self.payer, self.payee) >= len(shown)
        ):
            raise ScoringError(
                f"{quote(names)} are not names for players {quote(self.payer)} and {quote(self.payee)}: give one str per player, by number"
            )
        return f"{shown[self.payer]} pays {shown[self.payee]} {self.amount}"

    def __str__(self) -> str:
        return self.explain()


def _totals(totals: object) -> tuple[int, ...]:
    # Bytes are refused as text is: b"SA" is no list of totals, though its items are ints.
    if isinstance(totals, str | bytes | bytearray) or not isinstance(totals, Sequence) or len(totals) < 2:
        raise ScoringError(f"{quote(totals)} is not a list of totals: expected one whole number per player")
    return inputs.sequence_of(totals, int, "a list of totals", error=ScoringError)


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """The players with the highest total (several on a tie).

    >>> winners((50, 30, 50))
    (0, 2)
    """
    checked = _totals(totals)
    best = max(checked)
    return tuple(p for p, t in enumerate(checked) if t == best)


def settle(totals: Sequence[int], method: Settlement = Settlement.PAIRWISE) -> tuple[Payment, ...]:
    """The payments that settle ``totals`` (one per player, by number); no payment of 0.

    Vectors BO-14 and BO-15, totals A 50, B 30, C 20:

    >>> [str(p) for p in settle((50, 30, 20))]
    ['1 pays 0 20', '2 pays 0 30', '2 pays 1 10']
    >>> [p.explain("ABC") for p in settle((50, 30, 20), Settlement.WINNER_TAKES)]
    ['B pays A 20', 'C pays A 30']
    """
    checked = _totals(totals)
    if not isinstance(method, Settlement):
        raise ScoringError(f"{quote(method)} is not a way of settling: expected a Settlement member")
    players = range(len(checked))
    if method is Settlement.PAIRWISE:
        pairs = [(a, b) for a in players for b in players if a < b]
    else:
        top = winners(checked)
        pairs = [(w, p) for w in top for p in players if p not in top]
        pairs.sort(key=lambda pair: (pair[1], pair[0]))
    payments = []
    for a, b in pairs:
        high, low = (a, b) if checked[a] >= checked[b] else (b, a)
        if checked[high] != checked[low]:
            payments.append(Payment(low, high, checked[high] - checked[low]))
    if method is Settlement.PAIRWISE:
        payments.sort(key=lambda p: (p.payer, p.payee))
    return tuple(payments)


def net(payments: Sequence[Payment], players: int) -> tuple[int, ...]:
    """Each player's net result from ``payments`` (received less paid); the results sum to zero.

    >>> net(settle((50, 30, 20)), 3)
    (50, -10, -40)
    """
    # More players than the 52 cards is no table: a huge count is refused, not allocated.
    if not isinstance(players, int) or isinstance(players, bool) or not 1 <= players <= 52:
        raise ScoringError(f"{quote(players)} is not a number of players: expected 1 to 52")
    given: object = payments
    if isinstance(given, str) or not isinstance(given, Iterable):
        raise ScoringError(f"{quote(payments)} is not a sequence of Payment values")
    result = [0] * players
    for payment in payments:
        if not isinstance(payment, Payment) or not (0 <= payment.payer < players and 0 <= payment.payee < players):
            raise ScoringError(f"{quote(payment)} is not a Payment between players 0-{players - 1}")
        result[payment.payer] -= payment.amount
        result[payment.payee] += payment.amount
    return tuple(result)
