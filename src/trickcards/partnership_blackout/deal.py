"""The first dealer, the deal and its rotation (rules sections 1 and 3).

The first dealer is chosen by lot; after each deal the deal passes one seat clockwise.
The dealer deals the whole 52-card pack one card at a time, clockwise, starting with
the player on the dealer's left, so each player gets 13 cards. The result is a bridge
:class:`~trickcards.bridge.Deal` (four hands by seat, PBN text).
"""

from __future__ import annotations

import random

from trickcards.bridge.deal import Deal
from trickcards.core.deck import Deck, random_source
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = ["Deal", "deal", "dealer_by_lot", "dealer_of"]


def dealer_by_lot(rng: random.Random | int | None = None) -> Seat:
    """The first dealer, chosen by lot (section 1); give a seed or a :class:`random.Random` to repeat it.

    >>> dealer_by_lot(3) == dealer_by_lot(random.Random(3))
    True
    """
    return random_source(rng).choice(tuple(Seat))


def dealer_of(first_dealer: Seat, deal_number: int) -> Seat:
    """Who deals deal ``deal_number`` (1 for the first): the deal passes clockwise (section 1).

    >>> dealer_of(Seat.WEST, 1), dealer_of(Seat.WEST, 2), dealer_of(Seat.WEST, 6)
    (<Seat.WEST: 3>, <Seat.NORTH: 0>, <Seat.NORTH: 0>)
    """
    if not isinstance(first_dealer, Seat):
        raise TrickcardsError(f"{quote(first_dealer)} is not a seat: expected the first dealer as a Seat")
    if not isinstance(deal_number, int) or isinstance(deal_number, bool) or deal_number < 1:
        raise TrickcardsError(f"{quote(deal_number)} is not a deal number: deals are numbered from 1")
    return first_dealer.rotate(deal_number - 1)


def deal(dealer: Seat, deck: Deck | random.Random | int | None = None) -> Deal:
    """Deal the pack one card at a time clockwise from the dealer's left, 13 cards each (section 3).

    ``deck`` is the pack in order (its top card goes to the dealer's left), or a seed or
    :class:`random.Random` to shuffle the standard pack with.

    >>> d = deal(Seat.WEST, Deck.standard())       # unshuffled: the top card C2 goes to North
    >>> from trickcards import Card
    >>> d.holder(Card.parse("C2")), d.holder(Card.parse("C3")), d.holder(Card.parse("C5"))
    (<Seat.NORTH: 0>, <Seat.EAST: 1>, <Seat.WEST: 3>)
    >>> deal(Seat.NORTH, 7) == deal(Seat.NORTH, random.Random(7))
    True
    """
    if not isinstance(dealer, Seat):
        raise TrickcardsError(f"{quote(dealer)} is not a dealer: expected a Seat")
    if not isinstance(deck, Deck):
        deck = Deck.standard().shuffled(random_source(deck))
    return Deal.from_deck(deck, dealer)
