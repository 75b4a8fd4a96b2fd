"""What a table picture shows, apart from how it is drawn: holders, their cards, the trick, notes.

Every picture of a table (a deal, a play, any game's state) is first read into a
:class:`TableView`, then drawn by :func:`trickcards.pictures.svg.table_svg`. Reading
and drawing stay apart, so each game only says what its table holds
(:mod:`trickcards.pictures.states`).
"""

from __future__ import annotations

from typing import Any, Final, Literal

from attrs import field, frozen

from trickcards.core.cards import Card
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.hand import Hand
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr

__all__ = ["MAX_CARDS", "MAX_HOLDERS", "POSITIONS", "Holder", "Pile", "Position", "TableView"]

Position = Literal["north", "east", "south", "west"]
"""Where a holder sits in the picture."""

POSITIONS: Final[FrozenMapping[int, tuple[Position, ...]]] = FrozenMapping(
    {
        1: ("south",),
        2: ("north", "south"),
        3: ("north", "east", "south"),
        4: ("north", "east", "south", "west"),
    }
)
"""Where the holders sit, by how many there are: player order runs clockwise from the top."""


def _check_trick(instance: object, attribute: object, trick: object) -> None:
    if not isinstance(trick, tuple) or not all(
        isinstance(pair, tuple)
        and len(pair) == 2
        and isinstance(pair[0], int)
        and not isinstance(pair[0], bool)
        and isinstance(pair[1], Card)
        for pair in trick
    ):
        raise TrickcardsError(f"{quote(trick)} is not a trick: expected (holder index, card) pairs")


def _cards_count(instance: object, attribute: Any, value: Any) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_CARDS:
        raise TrickcardsError(f"{attribute.name}={quote(value)} is not a number of cards: expected 0-{MAX_CARDS}")


MAX_HOLDERS: Final = 7
"""The most holders a table picture draws: Blackout's and Towie's seven players."""


def _check_holders(instance: object, attribute: object, holders: object) -> None:
    if (
        not isinstance(holders, tuple)
        or not all(isinstance(h, Holder) for h in holders)
        or not 1 <= len(holders) <= MAX_HOLDERS
    ):
        raise TrickcardsError(f"{quote(holders)} is not the holders of a table: expected 1-{MAX_HOLDERS} Holder values")


def _check_indices(instance: Any, attribute: Any, value: Any) -> None:
    indices = value if isinstance(value, tuple) else (value,)
    if value is None and attribute.name == "dealer":
        return
    places = max(4, len(instance.holders))  # the holders are checked first
    if not all(isinstance(i, int) and not isinstance(i, bool) and 0 <= i < places for i in indices):
        raise TrickcardsError(
            f"{attribute.name}={quote(value)} is not a holder's place at the table: expected 0-{places - 1}"
        )


MAX_CARDS: Final = 55
"""The most cards a hand, a pile or a table can hold: Bridgette's whole pack."""


@frozen
class Pile:
    """Cards that are not in a hand: a reserve, a stock, a turn-up, a face-up pile.

    ``cards`` are face up; ``hidden`` counts the cards face down.
    """

    name: str = field(validator=is_a(str, "a pile's name"))
    cards: tuple[Card, ...] = field(default=(), validator=is_a(tuple, "a pile's cards", of=Card))
    hidden: int = field(default=0, validator=_cards_count)


@frozen
class Holder:
    """One place at the table: its name, its hand (``None`` when face down), what marks it.

    ``size`` is the number of cards in the hand (shown as card backs when the hand is
    hidden); ``marks`` are words shown beside the name (``dealer``, ``declarer``,
    ``dummy``, ``vulnerable``, ``to move``); ``piles`` are its cards outside the hand.
    """

    name: str = field(validator=is_a(str, "a holder's name"))
    hand: Hand | None = field(validator=is_a(Hand | None, "a hand"))
    size: int = field(validator=_cards_count)
    marks: tuple[str, ...] = field(default=(), validator=is_a(tuple, "the marks", of=str))
    piles: tuple[Pile, ...] = field(default=(), validator=is_a(tuple, "the piles", of=Pile))


@frozen
class TableView:
    """A table as a picture shows it: a title, the holders clockwise, the trick, piles and notes.

    ``trick`` pairs the index of the holder who played with the card, in play order;
    ``centre`` holds the piles in the middle of the table (a stock, a turn-up card);
    ``notes`` are the lines printed under the table (contract, tricks, bids, result).
    """

    __repr__ = brief_repr

    title: str = field(validator=is_a(str, "a title"))
    holders: tuple[Holder, ...] = field(validator=_check_holders)
    trick: tuple[tuple[int, Card], ...] = field(default=(), validator=_check_trick)
    centre: tuple[Pile, ...] = field(default=(), validator=is_a(tuple, "the piles", of=Pile))
    notes: tuple[str, ...] = field(default=(), validator=is_a(tuple, "the notes", of=str))
    vulnerable: tuple[int, ...] = field(default=(), validator=[is_a(tuple, "the vulnerable holders"), _check_indices])
    dealer: int | None = field(default=None, validator=_check_indices)

    @property
    def positions(self) -> tuple[Position, ...]:
        """Where each holder sits: :data:`POSITIONS` for their number; none for 5-7, drawn in two rows round the table."""
        return POSITIONS.get(len(self.holders), ())
