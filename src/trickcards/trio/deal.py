"""Trio's table: three players, West the exposed dummy, South calling first (``bridge-variants.md`` §8).

North, East and South play; West's hand is dealt like any other and turned face up
for everyone at once. North and South are partners against East, who plays West's
cards. The dealer rotates among the three players (TR-a); whoever deals, South calls
first, then North, East, South again (clockwise, skipping West). Two passes after a
call end the auction (TR-b); three passes at the start throw the deal in, and the
next dealer deals again (TR-c).

>>> from trickcards.bridge import Auction
>>> a = Auction(Seat.EAST, ["1S", "Pass", "Pass"], rules=auction_rules())
>>> str(a.contract), a.seat_of(0), a.seat_of(1), a.seat_of(2)               # TR-1, TR-3
('1SS', <Seat.SOUTH: 2>, <Seat.NORTH: 0>, <Seat.EAST: 1>)
"""

from __future__ import annotations

from functools import cache
from typing import Final

from trickcards.bridge.auction import AuctionRules
from trickcards.bridge.play import Seating
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import quote, seat
from trickcards.core.seats import Seat

__all__ = [
    "DEALINGS",
    "DUMMY",
    "FIRST_CALLER",
    "PLAYERS",
    "REDEALS",
    "TrioSeatError",
    "auction_rules",
    "calling_order",
    "next_dealer",
    "opening_leader",
    "seating",
    "to_player",
]

PLAYERS: Final = (Seat.NORTH, Seat.EAST, Seat.SOUTH)
"""The three players, in the auction's order of player numbers (0-2): North, East, South."""
DUMMY: Final = Seat.WEST
"""West: the dummy, exposed from the deal, played by East."""
FIRST_CALLER: Final = Seat.SOUTH
"""South calls first whoever deals (TR-1, [SEED-DE])."""
DEALINGS: Final = ("rotate", "south")
"""Option ``dealing`` (TR-a): the deal rotates N, E, S [REC], the default; or South always deals."""
REDEALS: Final = ("next", "same")
"""Option ``redeal`` (TR-c): a deal all three pass is dealt again by the next dealer [REC], the default; or the same."""
_NAMES: Final = ("North", "East", "South", "West (East plays)")


class TrioSeatError(TrickcardsError):
    """A seat that has no such part in Trio: West never deals, calls or declares (bridge variants §8).

    >>> issubclass(TrioSeatError, TrickcardsError)
    True
    """


def to_player(value: object, what: str = "a player") -> Seat:
    """North, East or South from a :class:`~trickcards.Seat`, its letter or name, or its index 0-2.

    The index is an int or its digit as text, on purpose, as every game reads a seat's
    number (:func:`trickcards.core.inputs.seat`): ``"2"`` is South.

    >>> to_player("s"), to_player(1), to_player("2")
    (<Seat.SOUTH: 2>, <Seat.EAST: 1>, <Seat.SOUTH: 2>)
    >>> to_player("W")
    Traceback (most recent call last):
    ...
    trickcards.trio.deal.TrioSeatError: 'W' is not a player of Trio: North, East and South play, West is the dummy (bridge variants §8)
    """
    what = inputs.label(what)
    player = seat(value, what, error=TrioSeatError)
    if player is DUMMY:
        raise TrioSeatError(
            f"{quote(value)} is not {'a player' if what == 'a player' else what} of Trio: North, East and South play, "
            "West is the dummy (bridge variants §8)"
        )
    return player


def next_dealer(dealer: Seat | str, dealing: str = "rotate") -> Seat:
    """Who deals after ``dealer``: the next of North, East, South clockwise (TR-a); South again with ``"south"``.

    >>> [next_dealer(s).letter for s in PLAYERS]
    ['E', 'S', 'N']
    """
    if dealing not in DEALINGS:
        raise TrickcardsError(f"{quote(dealing)} is not a way of dealing: expected one of {', '.join(DEALINGS)} (TR-a)")
    if dealing == "south":
        return Seat.SOUTH
    return PLAYERS[(PLAYERS.index(to_player(dealer, "a dealer")) + 1) % 3]


def auction_rules(ending_passes: int = 2) -> AuctionRules:
    """Trio's auction: N, E, S by player number, N–S partners, South first, the given passes after a call.

    ``ending_passes`` is 2 (TR-b, the default) or 3. Three passes with no bid throw the
    deal in (TR-c). A player may double only the other side's bid and redouble only
    his own side's (TR-7, TR-8).

    >>> rules = auction_rules()
    >>> rules.players, rules.sides, rules.first_seat, rules.ending_passes, rules.passout_passes
    (3, (0, 1, 0), 2, 2, 3)
    """
    if type(ending_passes) is not int or ending_passes not in (2, 3):
        raise TrickcardsError(f"{quote(ending_passes)} passes cannot end Trio's auction: expected 2 or 3 (TR-b)")
    return _auction_rules(ending_passes)


@cache  # called with checked arguments only
def _auction_rules(ending_passes: int) -> AuctionRules:
    return AuctionRules(
        name="Trio (bridge variants §8)",
        players=len(PLAYERS),
        sides=(0, 1, 0),
        ending_passes=ending_passes,
        passout_passes=len(PLAYERS),
        first_seat=int(FIRST_CALLER),
    )


def calling_order(count: int = 4) -> tuple[Seat, ...]:
    """The first ``count`` callers: South, North, East, South, ... whoever deals (TR-2).

    >>> [s.letter for s in calling_order(5)]
    ['S', 'N', 'E', 'S', 'N']
    """
    count = inputs.integer(count, "a number of callers", low=0, high=1000)
    start = PLAYERS.index(FIRST_CALLER)
    return tuple(PLAYERS[(start + i) % 3] for i in range(count))


def opening_leader(declarer: Seat | str) -> Seat:
    """Declarer's left-hand opponent: West (East chooses the card) against South, East against North, South against East.

    >>> [opening_leader(s).letter for s in PLAYERS]
    ['E', 'S', 'W']
    """
    return to_player(declarer, "a declarer").lho


@cache
def _seating(declarer: Seat) -> Seating:
    dummy = declarer.partner
    choosers = [int(s) for s in Seat]
    choosers[DUMMY] = int(Seat.EAST)
    if declarer is not Seat.EAST:
        choosers[dummy] = int(declarer)
    return Seating(
        tuple(choosers),
        tuple(sorted((int(declarer), int(dummy)))),
        int(declarer.lho),
        dummies=tuple(sorted({int(dummy), int(DUMMY)})),
        open_dummies=(int(DUMMY),),
        names=_NAMES,
    )


def seating(declarer: Seat | str) -> Seating:
    """Who plays which hand: East always chooses West's cards; declarer his dummy's; declarer's left leads.

    When North or South declares, his partner is the dummy (face up after the lead)
    and East defends with both East's and West's hands; when East declares, West is
    his dummy. West is face up from the deal on (an open dummy).

    >>> s = seating(Seat.SOUTH)                                                # TR-4
    >>> s.choosers, s.declarer_side, s.leader, s.dummies, s.open_dummies
    ((2, 1, 2, 1), (0, 2), 3, (0, 3), (3,))
    >>> seating("E").choosers, seating("E").leader                              # TR-5
    ((0, 1, 2, 1), 2)
    """
    return _seating(to_player(declarer, "a declarer"))
