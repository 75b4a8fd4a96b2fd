"""The cut-throat game's auction, opening requirement and change of seats (bridge variants §7).

Four players, each for himself, are named by the seat each held when the deal began
(North, East, South, West). They call bids and passes only; after an opening bid from
1♣ to 4♠ the next bid must be 4NT or higher (CT-a). The opening bid needs 13 high-card
points or 3 quick tricks (CT-b), checked after the play. The declarer then names a
partner, who accepts or refuses; either way his hand is the dummy and he changes
seats with the player opposite declarer.

>>> from trickcards.bridge import Auction
>>> a = Auction("N", ["1H", "Pass", "4NT", "Pass", "Pass", "Pass"], rules=auction_rules())
>>> str(a.contract), opener(a)
('4NTS', <Seat.NORTH: 0>)
>>> table_after(Seat.NORTH, Seat.EAST)              # East moves to South, South to East
(<Seat.NORTH: 0>, <Seat.SOUTH: 2>, <Seat.EAST: 1>, <Seat.WEST: 3>)
"""

from __future__ import annotations

import enum
import functools
from typing import Final

from trickcards.bridge.auction import Auction, AuctionRules
from trickcards.bridge.calls import CallKind
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat

__all__ = [
    "FOUR_NT_RULES",
    "OPENING_POINTS",
    "OPENING_QUICK_TRICKS",
    "Answer",
    "PartnerError",
    "auction_rules",
    "meets_opening",
    "opener",
    "table_after",
]

OPENING_POINTS: Final = 13
"""High-card points that allow an opening bid (bridge variants §7)."""
OPENING_QUICK_TRICKS: Final = 3.0
"""Quick tricks that allow an opening bid without the points (CT-b: AK 2, AQ 1½, A 1, KQ 1, Kx ½)."""
FOUR_NT_RULES: Final = ("anyone", "lho")
"""Whom the 4NT rule binds (CT-a): the next bid by anyone (default), or only the opener's left."""


class PartnerError(TrickcardsError):
    """A choice of partner, or an answer to it, that the cut-throat game does not allow (bridge variants §7)."""


class Answer(enum.Enum):
    """The named partner's answer: he accepts (and shares declarer's fortunes) or refuses."""

    ACCEPT = "accept"
    REFUSE = "refuse"

    def __str__(self) -> str:
        return self.value

    @classmethod
    def parse(cls, text: str) -> Answer:
        """``accept`` or ``refuse`` (any case).

        >>> Answer.parse(" Refuse ")
        <Answer.REFUSE: 'refuse'>
        """
        word = inputs.word(text, "an answer").lower()
        for answer in cls:
            if answer.value == word:
                return answer
        raise ParseError(
            f"{quote(text)} is not an answer: the partner named says accept or refuse (bridge variants §7)"
        )


def auction_rules(four_nt: str = "anyone") -> AuctionRules:
    """The cut-throat auction: four players each for himself, bids and passes only, the 4NT rule.

    ``four_nt`` (CT-a) says whom the rule binds after an opening bid of 1♣ to 4♠:
    ``"anyone"`` (default, the recommendation: the next bid made, by anyone, must be
    4NT or higher) or ``"lho"`` (only the opener's left-hand neighbour, if he bids).

    >>> rules = auction_rules()
    >>> Auction("N", ["1H"], rules=rules).can_add("2S"), Auction("N", ["1H", "Pass"], rules=rules).can_add("4NT")
    (False, True)
    >>> Auction("N", ["1H", "Pass"], rules=auction_rules("lho")).can_add("2S")
    True
    """
    if not isinstance(four_nt, str) or four_nt not in FOUR_NT_RULES:
        raise TrickcardsError(f"{quote(four_nt)} is not a 4NT rule (CT-a): expected anyone or lho")
    return _auction_rules(four_nt)


@functools.cache  # called with checked arguments only
def _auction_rules(four_nt: str) -> AuctionRules:
    return AuctionRules(
        name="the cut-throat game",
        sides=(0, 1, 2, 3),
        doubles=False,
        opening_jump=("4S", "4NT"),
        opening_jump_by=four_nt,
    )


def opener(auction: Auction) -> Seat | None:
    """The player who made the first bid of ``auction``, or ``None`` while nobody has bid.

    >>> opener(Auction("E", ["Pass", "1C"], rules=auction_rules()))
    <Seat.SOUTH: 2>
    """
    auction = inputs.instance(auction, Auction, "a cut-throat auction")
    for position, call in enumerate(auction.calls):
        if call.kind is CallKind.BID:
            return auction.seat_of(position)
    return None


def meets_opening(hand: Hand) -> bool:
    """Whether ``hand`` allows an opening bid: 13 high-card points or 3 quick tricks (bridge variants §7, CT-b).

    >>> meets_opening(Hand.parse("AK32.AQ4.432.432"))               # CT-10: 13 points
    True
    >>> meets_opening(Hand.parse("A432.K54.Q32.J32"))               # 10 points, 1½ quick tricks
    False
    """
    hand = inputs.hand(hand, "an opener's hand")
    return hand.hcp >= OPENING_POINTS or hand.quick_tricks >= OPENING_QUICK_TRICKS


def table_after(declarer: Seat | str, dummy: Seat | str) -> tuple[Seat, Seat, Seat, Seat]:
    """Who sits North, East, South and West once the dummy has moved opposite declarer.

    The declarer keeps his seat; the dummy and the player opposite declarer change
    seats (nobody moves when the dummy already sits there).

    >>> table_after("S", "W")
    (<Seat.WEST: 3>, <Seat.EAST: 1>, <Seat.SOUTH: 2>, <Seat.NORTH: 0>)
    """
    declarer = inputs.seat(declarer, "a declarer", error=PartnerError)
    dummy = inputs.seat(dummy, "a partner", error=PartnerError)
    if dummy is declarer:
        raise PartnerError(f"{quote(str(dummy))}: the declarer names one of the other three (bridge variants §7)")
    opposite = declarer.partner
    table = list(Seat)
    table[opposite], table[dummy] = dummy, opposite
    return (table[0], table[1], table[2], table[3])
