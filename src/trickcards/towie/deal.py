"""A Towie deal on the table: four hands, the dummy opposite the dealer, six dummy cards face up (section 6).

The cards are dealt as in contract bridge, one at a time clockwise from the dealer's
left, into four hands of 13. :class:`TowieDeal` keeps them as they lie, the dealer's
seat written as North: the dealer at North, the dummy opposite him at South and the
other two active players at East and West. With ``rotation="dealer_sits_out"`` the
dealer takes no part: the dummy is dealt to his seat (North) and the three active
players sit East, South and West, East (the dealer's left) calling first (TO-i).
Before the auction six of the dummy's cards are turned face up, chosen without
looking [HOYLE-TOWIE].

>>> deal = TowieDeal.random(3)
>>> [len(h) for h in deal.hands], len(deal.dummy), len(deal.exposed), deal.exposed <= deal.dummy
([13, 13, 13], 13, 6, True)
"""

from __future__ import annotations

import random
from functools import cache
from math import comb
from random import Random
from typing import Final

from attrs import field, frozen

from trickcards.bridge.auction import AuctionRules
from trickcards.bridge.deal import Deal
from trickcards.core import inputs
from trickcards.core.cards import Card
from trickcards.core.deck import Deck, random_source
from trickcards.core.errors import TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

__all__ = ["EXPOSED", "FIRST_CALLERS", "TowieDeal", "TowieDealError", "auction_rules", "exposed_rank"]

EXPOSED: Final = 6
"""Dummy cards turned face up before the auction."""
FIRST_CALLERS: Final = ("dealer", "dealer_lho")
"""Option ``first_caller`` (TO-e): the dealer [HOYLE-TOWIE], the default; or the dealer's left."""
_SIXES: Final = comb(13, EXPOSED)
"""The ways to turn up six of the dummy's 13 cards: 1,716."""


class TowieDealError(TrickcardsError):
    """A Towie deal that breaks the deal rules of section 6 (four hands of 13, six dummy cards face up)."""


def _to_deal(value: object) -> Deal:
    return inputs.instance(
        value, Deal, "the four hands of a Towie deal (the dealer's seat North)", error=TowieDealError
    )


@frozen
class TowieDeal:
    """The four hands as they lie (the dealer's seat as North) and the six dummy cards face up.

    ``dealer_sits_out`` puts the dummy at the dealer's seat and the active players on
    the other three (TO-i); otherwise the dummy sits opposite the dealer.
    """

    __repr__ = brief_repr

    table: Deal = field(converter=_to_deal)
    """The four hands: the dealer's seat (North), his left (East), opposite (South), his right (West)."""
    exposed: Hand
    """The six dummy cards turned face up before the auction."""
    dealer_sits_out: bool = False

    def _repr_svg_(self) -> str:
        """Every hand and what lies beside them as SVG (Jupyter shows it): :func:`trickcards.pictures.deals.game_deal_svg`."""
        from trickcards.pictures.deals import game_deal_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return game_deal_svg(self)

    def __attrs_post_init__(self) -> None:
        if self.dealer_sits_out not in (True, False):
            raise TowieDealError(f"dealer_sits_out={quote(self.dealer_sits_out)} is not True or False")
        if not isinstance(self.exposed, Hand) or len(self.exposed) != EXPOSED or not self.exposed <= self.dummy:
            raise TowieDealError(
                f"{quote(self.exposed)}: six of the dummy's cards are turned face up before the auction "
                "(bridge variants §6)"
            )

    @property
    def dummy_seat(self) -> Seat:
        """Where the dummy lies: opposite the dealer (South), or at the dealer's seat (North) when he sits out."""
        return Seat.NORTH if self.dealer_sits_out else Seat.SOUTH

    @property
    def caller_seats(self) -> tuple[Seat, Seat, Seat]:
        """The active players' seats clockwise, the dealer's (or, when he sits out, his left's) first."""
        if self.dealer_sits_out:
            return (Seat.EAST, Seat.SOUTH, Seat.WEST)
        return (Seat.NORTH, Seat.EAST, Seat.WEST)

    @property
    def hands(self) -> tuple[Hand, Hand, Hand]:
        """The active players' hands, in the order of :attr:`caller_seats`."""
        a, b, c = self.caller_seats
        return (self.table[a], self.table[b], self.table[c])

    @property
    def dummy(self) -> Hand:
        """The dummy's hand."""
        return self.table[self.dummy_seat]

    @classmethod
    def deal(
        cls,
        table: Deal,
        exposed: Hand | str | random.Random | None = None,
        dealer_sits_out: bool = False,
    ) -> TowieDeal:
        """The deal ``table`` with ``exposed`` face up: six dummy cards, or a :class:`random.Random` to choose them.

        ``None`` turns up the dummy's first six cards (lowest first), for a deal given
        by its hands.
        """
        dealer_sits_out = inputs.flag(dealer_sits_out, "dealer_sits_out")
        dummy = table[Seat.NORTH if dealer_sits_out else Seat.SOUTH] if isinstance(table, Deal) else Hand()
        if isinstance(exposed, random.Random):
            shown = Hand(exposed.sample(list(dummy), min(EXPOSED, len(dummy))))
        elif exposed is None:
            shown = Hand(list(dummy)[:EXPOSED])
        else:
            shown = inputs.hand(exposed, "the dummy's six exposed cards", error=TowieDealError)
        return cls(table, shown, dealer_sits_out)

    @classmethod
    def from_deck(
        cls, deck: Deck, rng: random.Random | int | str | bytes | None = None, dealer_sits_out: bool = False
    ) -> TowieDeal:
        """Deal ``deck`` one card at a time from the dealer's left; ``rng`` chooses the six cards turned up."""
        if not isinstance(deck, Deck) or len(deck) != 52:
            raise TowieDealError(f"{quote(deck)} is not a full pack: Towie deals 52 cards (bridge variants §6)")
        return cls.deal(Deal.from_deck(deck, Seat.NORTH), random_source(rng), dealer_sits_out)

    @classmethod
    def random(cls, rng: random.Random | int | str | bytes | None = None, dealer_sits_out: bool = False) -> TowieDeal:
        """A random deal and a random six cards turned up; give a seed to repeat it."""
        source = random_source(rng)
        return cls.from_deck(Deck.standard().shuffled(source), source, dealer_sits_out)

    def goulash(self, rng: Random | int | str | bytes | None = None, draw: int | None = None) -> TowieDeal:
        """The goulash that replaces this deal: sorted, stacked, cut, dealt 5-5-3 by the same dealer, six turned up.

        ``draw`` (a number, see :func:`~trickcards.bridge.deal.goulash_draw`) fixes the
        cut, ``1 + draw % 51``, and the six dummy cards turned up, the ones ranked
        ``draw // 51 % 1716`` (:func:`exposed_rank`); without it ``rng`` draws both.
        """
        from trickcards.bridge.deal import GOULASH_DRAWS, goulash  # noqa: PLC0415  # bridge.deal is loaded on use

        if draw is None:
            drawn = random_source(rng).randrange(GOULASH_DRAWS)
        else:
            drawn = inputs.integer(draw, "a goulash draw", low=0, error=TowieDealError)
        table = goulash(self.table, Seat.NORTH, cut=1 + drawn % 51)
        dummy = table[Seat.NORTH if self.dealer_sits_out else Seat.SOUTH]
        return TowieDeal(table, _ranked(dummy, drawn // 51 % _SIXES), self.dealer_sits_out)

    def __str__(self) -> str:
        return f"{self.table} exposed {self.exposed}"


def exposed_rank(dummy: Hand, exposed: Hand) -> int:
    """The rank of the six ``exposed`` cards among the ways to turn up six of ``dummy``'s 13 (0-1715).

    The combinatorial number system over the dummy's cards, lowest first: what a
    goulash's draw names (:meth:`TowieDeal.goulash`).

    >>> dummy = Hand.parse("AKQJT98765432...")
    >>> exposed_rank(dummy, Hand.parse("765432...")), exposed_rank(dummy, Hand.parse("AKQJT9..."))
    (0, 1715)
    """
    held = inputs.hand(dummy, "the dummy", error=TowieDealError)
    shown = inputs.hand(exposed, "the six exposed cards", error=TowieDealError)
    if len(held) != 13 or len(shown) != EXPOSED or not shown <= held:
        raise TowieDealError(
            f"{quote(exposed)} in {quote(dummy)}: six of the dummy's 13 cards are turned up (bridge variants §6)"
        )
    rank, chosen = 0, 0
    for place, card in enumerate(held):
        if card in shown:
            chosen += 1
            rank += comb(place, chosen)
    return rank


def _ranked(dummy: Hand, rank: int) -> Hand:
    """The six cards of ``dummy`` whose :func:`exposed_rank` is ``rank`` (the dummy's first six when it has fewer)."""
    cards = list(dummy)
    if len(cards) != 13:
        return Hand(cards[:EXPOSED])
    chosen: list[Card] = []
    for place in range(12, -1, -1):
        need = EXPOSED - len(chosen)
        if need and comb(place, need) <= rank:
            rank -= comb(place, need)
            chosen.append(cards[place])
    return Hand(chosen)


def auction_rules(first_caller: str = "dealer", dealer_sits_out: bool = False) -> AuctionRules:
    """The auction among the three active players: no partners, two passes after a call end it.

    Seats 0-2 of the auction are the active players in the order of
    :attr:`TowieDeal.caller_seats`. A player may double either other player's bid and
    only the doubled bidder may redouble (every player his own side). The dealer calls
    first (TO-e), or his left with ``first_caller="dealer_lho"``; when the dealer sits
    out, the active player on his left calls first (TO-i).

    >>> rules = auction_rules()
    >>> rules.players, rules.first_caller, rules.sides, rules.ending_passes, rules.passout_passes
    (3, 0, (0, 1, 2), 2, 3)
    """
    if not isinstance(first_caller, str) or first_caller not in FIRST_CALLERS:
        raise TowieDealError(f"{quote(first_caller)} is not a first caller (TO-e): expected dealer or dealer_lho")
    return _auction_rules(first_caller, inputs.flag(dealer_sits_out, "dealer_sits_out", error=TowieDealError))


@cache  # called with checked arguments only
def _auction_rules(first_caller: str, dealer_sits_out: bool) -> AuctionRules:
    return AuctionRules(
        name="Towie (bridge variants §6)",
        players=3,
        first_caller=1 if first_caller == "dealer_lho" and not dealer_sits_out else 0,
        sides=(0, 1, 2),
        ending_passes=2,
        passout_passes=3,
    )
