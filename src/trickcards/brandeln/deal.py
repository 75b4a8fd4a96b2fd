"""The deal (rules sections 2-3): 28 cards, 7 to each player in packets of 2, 3 and 2.

The cards go out clockwise starting with F, two to each player, then three, then two
(R2, not the seed's 2 + 3 + 3 of eight cards, which would need 32). There is no stock
and no turned-up card.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Final

from attrs import field, frozen

from trickcards.brandeln.contracts import PLAYERS, TRICKS, Position
from trickcards.deck import Deck
from trickcards.errors import DealStatus, InvalidDealError, TrickcardsError
from trickcards.hand import Hand

__all__ = ["PACKETS", "BrandelnDeal", "deal_status"]

PACKETS: Final = (2, 3, 2)
"""Cards per player in each round of the deal (section 3, R2)."""

_DECK_MASK: Final = Deck.brandeln().to_hand().mask


def _check_dealer(instance: BrandelnDeal, attribute: object, dealer: int) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < PLAYERS:
        raise TrickcardsError(f"{dealer!r} is not a dealer: Brandeln players are numbered 0-3 (section 1)")


def _to_hands(hands: Iterable[Hand]) -> tuple[Hand, ...]:
    if not isinstance(hands, Iterable):
        raise InvalidDealError(f"{hands!r} is not four hands", DealStatus.WRONG_HAND_COUNT)
    return tuple(hands)


def deal_status(hands: tuple[object, ...]) -> DealStatus:
    """Every problem of ``hands`` as a Brandeln deal: four hands of 7 from the 28 cards, no card twice.

    >>> deal_status((Hand.parse("AK..."),))
    <DealStatus.WRONG_HAND_SIZE|MISSING_CARD|WRONG_HAND_COUNT: 22>
    """
    status = DealStatus.VALID
    if len(hands) != PLAYERS:
        status |= DealStatus.WRONG_HAND_COUNT
    seen = 0
    for hand in hands:
        if not isinstance(hand, Hand):
            return status | DealStatus.WRONG_HAND_SIZE
        if len(hand) != TRICKS:
            status |= DealStatus.WRONG_HAND_SIZE
        if seen & hand.mask:
            status |= DealStatus.DUPLICATE_CARD
        if hand.mask & ~_DECK_MASK:
            status |= DealStatus.FOREIGN_CARD
        seen |= hand.mask
    if _DECK_MASK & ~seen:
        status |= DealStatus.MISSING_CARD
    return status


def _check_hands(instance: BrandelnDeal, attribute: object, hands: tuple[Hand, ...]) -> None:
    status = deal_status(hands)
    if status:
        problems = ", ".join(f.name.lower().replace("_", " ") for f in DealStatus if f and f in status and f.name)
        raise InvalidDealError(
            f"{hands!r} is not a Brandeln deal ({problems}): four hands of 7 from the 28-card pack (sections 2-3)",
            status,
        )


@frozen
class BrandelnDeal:
    """One deal: who dealt, and the four hands in the order F, M, R, D (indexed by :class:`Position`).

    Build it with :meth:`deal` from a deck (or a seed, to shuffle :meth:`Deck.brandeln`),
    or give the hands directly; every card of the 28 must be dealt once, 7 to each.

    >>> d = BrandelnDeal.deal(rng=7, dealer=2)
    >>> [len(h) for h in d.hands], d.player(Position.F), d.position(2)
    ([7, 7, 7, 7], 3, <Position.D: 3>)
    >>> BrandelnDeal(2, d.hands) == d
    True
    """

    dealer: int = field(validator=_check_dealer)
    """The table number (0-3) of the dealer."""
    hands: tuple[Hand, ...] = field(converter=_to_hands, validator=_check_hands)
    """The hands of F, M, R and D."""

    @classmethod
    def deal(cls, deck: Deck | None = None, dealer: int = 0, rng: random.Random | int | None = None) -> BrandelnDeal:
        """Deal ``deck`` (by default :meth:`Deck.brandeln` shuffled with ``rng``) in packets of 2, 3, 2 from F.

        The first two cards go to F, the next two to M, and so on round the table, then
        three each, then two each (section 3).

        >>> deck = Deck.brandeln()                      # unshuffled: clubs 7 9 first
        >>> str(BrandelnDeal.deal(deck).hands[Position.F])
        '7.A.JT9.97'
        """
        if deck is None:
            deck = Deck.brandeln().shuffled(rng)
        if not isinstance(deck, Deck):
            raise TrickcardsError(f"{deck!r} is not a Deck: deal the 28-card Deck.brandeln()")
        if len(deck) != len(Deck.brandeln()) or deck.to_hand().mask != _DECK_MASK:
            raise InvalidDealError(
                f"{str(deck)!r} is not the Brandeln pack: 28 cards, A K Q J 10 9 7 of each suit (section 2)",
                DealStatus.FOREIGN_CARD if deck.to_hand().mask & ~_DECK_MASK else DealStatus.MISSING_CARD,
            )
        return cls(dealer, deck.deal(PLAYERS, packets=PACKETS).hands)

    def player(self, position: Position) -> int:
        """The table number of the player in ``position``."""
        return Position(position).player(self.dealer)

    def position(self, player: int) -> Position:
        """The position of table player ``player`` in this deal."""
        return Position.of(player, self.dealer)

    def hand(self, position: Position) -> Hand:
        """The hand dealt to ``position``."""
        return self.hands[position]

    def __str__(self) -> str:
        return " ".join(f"{p}:{self.hands[p]}" for p in Position)
