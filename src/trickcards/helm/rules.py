"""Helm's numbers and rule options (``bridge-variants.md`` section 4).

Bids are a level 1-5 and a denomination: the four suits, no trump (NT) and Null. Book
is 5 of the 10 tricks; a suit or NT bid of level *n* undertakes 5 + *n* tricks, *n*
Null at most 5 - *n*. A bid's *point value* is its level times the per-trick value of
its denomination (clubs and diamonds 6, hearts and spades 8, NT and Null 10); bids
rank by point value, ties broken NT > Null > spades > hearts > diamonds > clubs.

:class:`HelmRules` holds the section's ambiguities (HE-a to HE-n) as named options;
:data:`HELM` is the recommended reading of every one.

>>> from trickcards.bridge import Call
>>> [point_value(Call.parse(t, null=True)) for t in ("1C", "1H", "1NT", "1Null", "2S", "3D")]  # HE-2
[6, 8, 10, 10, 16, 18]
>>> HELM.outranks(Call.parse("2S"), Call.parse("2H")), HELM.outranks(Call.parse("2D"), Call.parse("2H"))
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from attrs import field, frozen

from trickcards.bridge.calls import NULL_BIDS, Bid, Call, NullBid
from trickcards.bridge.contract import NULL, Denomination, Null, Strain
from trickcards.core.errors import TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr

__all__ = [
    "BOOK",
    "DENOMINATIONS",
    "GAME",
    "HELM",
    "HELM_BIDS",
    "MAX_LEVEL",
    "PER_TRICK",
    "SMALL_HELM_LEVEL",
    "TRICKS",
    "HelmRules",
    "denomination",
    "is_helm_bid",
    "point_value",
    "tricks_allowed",
    "tricks_needed",
]

TRICKS: Final = 10
"""Tricks in a deal: six four-card tricks from hand, one two-card trick, three from the reserves."""
BOOK: Final = 5
"""Tricks won before odd tricks count."""
MAX_LEVEL: Final = 5
"""The highest level: 5 + 5 = all ten tricks (or, in Null, none)."""
SMALL_HELM_LEVEL: Final = 4
"""Levels 4 (small helm) and 5 (grand helm) are helm declarations."""
GAME: Final = 20
"""Trick points below the line that make a game."""

DENOMINATIONS: Final[tuple[Denomination, ...]] = (
    Strain.CLUBS,
    Strain.DIAMONDS,
    Strain.HEARTS,
    Strain.SPADES,
    NULL,
    Strain.NOTRUMP,
)
"""The denominations from lowest to highest in a tie of point values (HE-b: NT above Null)."""

_VALUES: Final[dict[Denomination, int]] = {
    Strain.CLUBS: 6,
    Strain.DIAMONDS: 6,
    Strain.HEARTS: 8,
    Strain.SPADES: 8,
    Strain.NOTRUMP: 10,
    NULL: 10,
}
PER_TRICK: Final[FrozenMapping[Denomination, int]] = FrozenMapping(_VALUES)
"""The per-trick value of each denomination [SEED-DE]."""

HELM_BIDS: Final = tuple(
    NULL_BIDS[level - 1] if isinstance(named, Null) else Bid(level, named)
    for level in range(1, MAX_LEVEL + 1)
    for named in DENOMINATIONS
)
"""The thirty bids of Helm, levels 1-5 in the six denominations, by level then denomination."""

_HELM_BID_SET: Final = frozenset(HELM_BIDS)


def _bid(bid: object) -> tuple[int, Denomination]:
    """The level and denomination of a bid of Helm; anything else is refused."""
    if not isinstance(bid, Call) or bid not in _HELM_BID_SET or bid.level is None:
        raise TrickcardsError(f"{quote(bid)} is not a bid of Helm: a level 1-5 and C, D, H, S, NT or Null (§4)")
    return bid.level, denomination(bid)


def denomination(bid: Call) -> Denomination:
    """The denomination of a bid: a :class:`~trickcards.bridge.Strain` or :data:`~trickcards.bridge.NULL`.

    >>> denomination(NULL_BIDS[1]), denomination(Bid(1, "S"))
    (<Null.NULL: 'Null'>, <Strain.SPADES: 3>)
    """
    if isinstance(bid, NullBid):
        return NULL
    if not isinstance(bid, Call) or bid.strain is None:
        raise TrickcardsError(f"{quote(bid)} is not a bid: Pass, X and XX name no denomination")
    return bid.strain


def point_value(bid: Call) -> int:
    """A bid's point value: level times the per-trick value of its denomination (HE-2).

    >>> point_value(Bid(3, Strain.DIAMONDS))
    18
    """
    level, named = _bid(bid)
    return level * PER_TRICK[named]


def is_helm_bid(bid: Call) -> bool:
    """Whether ``bid`` declares a helm: level 4 (small helm) or 5 (grand helm), any denomination.

    >>> is_helm_bid(NullBid(4)), is_helm_bid(Bid(3, "NT"))
    (True, False)
    """
    return _bid(bid)[0] >= SMALL_HELM_LEVEL


def tricks_needed(bid: Call) -> int:
    """The tricks a suit or NT bid undertakes: book (5) plus the level; for Null, see :func:`tricks_allowed`.

    >>> tricks_needed(Bid(2, Strain.HEARTS))
    7
    """
    level, named = _bid(bid)
    if named is NULL:
        raise TrickcardsError(f"{quote(str(bid))} is a Null bid: it allows at most {BOOK - level} tricks (§4)")
    return BOOK + level


def tricks_allowed(bid: Call) -> int:
    """The most tricks a Null bid allows declarer: 5 - level (1 Null at most 4, 5 Null none).

    >>> tricks_allowed(NullBid(4))
    1
    """
    level, named = _bid(bid)
    if named is not NULL:
        raise TrickcardsError(f"{quote(str(bid))} is no Null bid: it needs {BOOK + level} tricks (§4)")
    return BOOK - level


def _choice(*allowed: str) -> Callable[[object, object, object], None]:
    def check(instance: object, attribute: object, value: object) -> None:
        if value not in allowed:
            raise TrickcardsError(f"{quote(value)} is not one of {', '.join(allowed)} (Helm rules)")

    return check


_flag: Final = is_a(bool, "an on/off rule (True or False)")


@frozen
class HelmRules:
    """The readings of section 4's ambiguities; :data:`HELM` (every default) is the recommended one.

    * ``helm_ignores_rank`` (HE-k, default off): a helm declaration (level 4 or 5) must
      still outrank the current bid, only the 5-point limit is waived; with the option
      on, any helm bid other than the current bid is legal at the caller's turn.
    * ``null_above_notrump`` (HE-b, default off): NT outranks Null at equal point
      value; on, Null outranks NT.
    * ``limit_against`` (HE-l): ``"current"`` (default) measures the 5-point limit of
      rounds 1-2 against the current bid whoever made it; ``"opponent"`` against the
      opponent's latest bid (no limit while he has bid nothing).
    * ``shortfall`` (HE-d): ``"points"`` (default) penalises undertricks times the
      per-trick value of the denomination, times the factor; ``"tricks"`` undertricks
      times the factor.
    * ``overtricks_multiplied`` (HE-e, default on): overtricks score the per-trick value
      doubled or redoubled like trick points; off, the plain per-trick value.
    * ``doubled_trick_points`` (HE-f, default on): trick points below the line are
      doubled (x2) or redoubled (x4); off, they are the bid's point value.
    * ``declarer_leads`` (HE-g, default off): the non-declarer leads the first trick;
      on, the declarer does.
    * ``honours_over`` (HE-h): ``"all"`` (default) counts honours over the holder's 16
      cards, reserve included; ``"hand"`` over the 13 cards of his hand only.
    * ``helm_premium_when_defeated`` (HE-i, default off): the helm premiums are paid only
      on a made contract; on, also when a defeated contract won a helm's tricks.
    * ``same_dealer_redeals`` (HE-m, default on): after an auction with no bid the same
      dealer deals again; off, the deal passes to the other player.
    * ``game_draws_line`` (HE-n, default on): a game ends both players' part-scores;
      off, only the winner's part-score is used up.

    HE-a (bids as bare point totals) scores alike and is not offered; HE-c (a limit
    on the first bid) would forbid every opening but a helm, since the cheapest bid is
    worth 6, so the first bid is never limited; HE-j concerns the game's inventor.

    >>> HelmRules(helm_ignores_rank=True).helm_ignores_rank, HELM.limit_against
    (True, 'current')
    """

    __repr__ = brief_repr

    helm_ignores_rank: bool = field(default=False, validator=_flag)
    null_above_notrump: bool = field(default=False, validator=_flag)
    limit_against: str = field(default="current", validator=_choice("current", "opponent"))
    shortfall: str = field(default="points", validator=_choice("points", "tricks"))
    overtricks_multiplied: bool = field(default=True, validator=_flag)
    doubled_trick_points: bool = field(default=True, validator=_flag)
    declarer_leads: bool = field(default=False, validator=_flag)
    honours_over: str = field(default="all", validator=_choice("all", "hand"))
    helm_premium_when_defeated: bool = field(default=False, validator=_flag)
    same_dealer_redeals: bool = field(default=True, validator=_flag)
    game_draws_line: bool = field(default=True, validator=_flag)

    def rank(self, bid: Call) -> tuple[int, int]:
        """The sort key of ``bid`` in the auction: point value, then the denomination tie-break (HE-b).

        >>> HELM.rank(Bid(1, "NT")) > HELM.rank(NullBid(1)), HelmRules(null_above_notrump=True).rank(NullBid(1))
        (True, (10, 5))
        """
        level, named = _bid(bid)
        order = DENOMINATIONS.index(named)
        if self.null_above_notrump and named in (NULL, Strain.NOTRUMP):
            order = 9 - order  # swap the two top places: Null 5, NT 4
        return (level * PER_TRICK[named], order)

    def outranks(self, bid: Call, other: Call) -> bool:
        """Whether ``bid`` ranks above ``other`` (point value, then NT > Null > S > H > D > C)."""
        return self.rank(bid) > self.rank(other)


HELM: Final = HelmRules()
"""The recommended reading of every ambiguity of section 4."""
