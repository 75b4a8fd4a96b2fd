"""The scoring table as data, and the score of a bid and of a deal (section 9, Scoring).

Each player is scored on his own bid *b* and the tricks *t* he won:

==================  =======================================================
outcome             points
==================  =======================================================
exact, b >= 1       bonus 10 + p * t
exact zero, b = 0   10 + p, like a made one-trick bid (seed, BO-b); 10 in ``HOYLE``
missed, method 1    0 either way (the default)
missed, method 2    over (t > b): 0; short by s = b - t: -p * s (BO-c)
==================  =======================================================

*p*, the points per trick, is agreed beforehand (BO-a). The presets are :data:`HOYLE`
(p = 1: "10 + tricks", a made zero scores 10), :data:`SEED5` (p = 5) and :data:`SEED10`
(p = 10); :data:`PRESETS` maps their names. Build other tables with :func:`attrs.evolve`
or :func:`scoring_table`.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from typing import Final

import attrs
from attrs import Attribute, field, frozen

from trickcards.blackout.calls import Bid
from trickcards.blackout.schedule import MAX_PLAYERS, MIN_PLAYERS, PACK
from trickcards.core.errors import ScoringError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.inputs import is_a, quote
from trickcards.core.reprs import brief_repr
from trickcards.protocol.results import DealResult, ScoredDeal

__all__ = [
    "HOYLE",
    "PRESETS",
    "SEED5",
    "SEED10",
    "BidScore",
    "DealScore",
    "MadeZero",
    "MissedBid",
    "ScoringTable",
    "score",
    "score_bid",
    "scoring_table",
]

MAX_TRICKS: Final = PACK // MIN_PLAYERS
"""The most tricks of any deal: 17, with three players."""


class MissedBid(enum.Enum):
    """How a missed bid scores (section 9, Scoring; BO-c).

    >>> MissedBid.from_method(2), MissedBid.SHORT_PENALTY.method
    (<MissedBid.SHORT_PENALTY: 'method-2'>, 2)
    """

    NOTHING = "method-1"
    """Method 1 (the default): a missed bid scores 0, over or short."""
    SHORT_PENALTY = "method-2"
    """Method 2: over scores 0; short by *s* tricks scores -p * s."""

    @property
    def method(self) -> int:
        """The seed's number for the method: 1 or 2."""
        return 1 if self is MissedBid.NOTHING else 2

    @classmethod
    def from_method(cls, method: int) -> MissedBid:
        """The reading numbered ``method`` (1 or 2) in the seed."""
        if isinstance(method, int) and not isinstance(method, bool):
            if method == 1:
                return cls.NOTHING
            if method == 2:
                return cls.SHORT_PENALTY
        raise ScoringError(
            f"{quote(method)} is not a scoring method for missed bids: expected 1 or 2 (section 9, Scoring)"
        )


class MadeZero(enum.Enum):
    """What a made zero bid scores (BO-b).

    >>> score_bid(0, 0, SEED5).points, score_bid(0, 0, HOYLE).points     # BO-9, BO-7
    (15, 10)
    """

    AS_ONE_TRICK = "as-one-trick"
    """Recommended (the seed): like a made one-trick bid, bonus + p."""
    BONUS_ONLY = "bonus-only"
    """The ``HOYLE`` reading: "10 + tricks" with no tricks, so the bonus alone."""


def _check_points(instance: ScoringTable, attribute: Attribute[int], value: int) -> None:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0:
        raise ScoringError(
            f"{quote(value)} is not a number of points for {attribute.name}: expected a whole number >= 0"
        )


def _check_unit(instance: ScoringTable, attribute: Attribute[int | None], value: int | None) -> None:
    if value is not None:
        _check_points(instance, attribute, value)  # type: ignore[arg-type]


def _check_made_zero(instance: ScoringTable, attribute: object, value: MadeZero) -> None:
    if not isinstance(value, MadeZero):
        raise ScoringError(f"{quote(value)} is not a reading of a made zero bid: expected a MadeZero member (BO-b)")


def _check_missed(instance: ScoringTable, attribute: object, value: MissedBid) -> None:
    if not isinstance(value, MissedBid):
        raise ScoringError(
            f"{quote(value)} is not a way of scoring missed bids: expected a MissedBid member (method 1 or 2)"
        )


@frozen
class ScoringTable:
    """Every number and reading of section 9's scoring; the recommended readings are the defaults.

    * ``per_trick`` -- *p*, points per trick won on a made bid (BO-a), agreed beforehand.
    * ``bonus`` -- the bonus for an exact bid, 10.
    * ``made_zero`` -- BO-b: :attr:`MadeZero.AS_ONE_TRICK` (recommended) or ``BONUS_ONLY``.
    * ``missed`` -- :attr:`MissedBid.NOTHING` (method 1, recommended) or ``SHORT_PENALTY`` (method 2).
    * ``short_unit`` -- BO-c: points lost per missing trick under method 2; ``None`` (recommended) means *p*.

    >>> SEED5.per_trick, SEED5.bonus, SEED5.made_zero, SEED5.missed.method
    (5, 10, <MadeZero.AS_ONE_TRICK: 'as-one-trick'>, 1)
    >>> scoring_table("seed5", method=2).penalty_per_trick
    5
    """

    __repr__ = brief_repr

    per_trick: int = field(validator=_check_points)
    """*p*: points per trick won on a made bid (BO-a)."""
    bonus: int = field(default=10, validator=_check_points)
    """The bonus for taking exactly the tricks bid."""
    made_zero: MadeZero = field(default=MadeZero.AS_ONE_TRICK, validator=_check_made_zero)
    """BO-b: what a made zero bid scores."""
    missed: MissedBid = field(default=MissedBid.NOTHING, validator=_check_missed)
    """How a missed bid scores: method 1 or 2."""
    short_unit: int | None = field(default=None, validator=_check_unit)
    """BO-c: points lost per missing trick under method 2; ``None`` means :attr:`per_trick`."""

    @property
    def penalty_per_trick(self) -> int:
        """What each missing trick costs under method 2."""
        return self.per_trick if self.short_unit is None else self.short_unit

    def with_method(self, method: int) -> ScoringTable:
        """The same table with missed bids scored by ``method`` (1 or 2)."""
        return attrs.evolve(self, missed=MissedBid.from_method(method))


HOYLE: Final = ScoringTable(per_trick=1, made_zero=MadeZero.BONUS_ONLY)
"""Hoyle's common form: 10 + 1 per trick; a made zero scores 10 (BO-6, BO-7)."""

SEED5: Final = ScoringTable(per_trick=5)
"""The seed with 5 points a trick: 10 + 5 per trick; a made zero scores 15 (BO-8, BO-9)."""

SEED10: Final = ScoringTable(per_trick=10)
"""The seed with 10 points a trick: 10 + 10 per trick; a made zero scores 20 (BO-10)."""

PRESETS: Final[Mapping[str, ScoringTable]] = FrozenMapping({"hoyle": HOYLE, "seed5": SEED5, "seed10": SEED10})
"""The presets by name."""


def scoring_table(preset: str = "hoyle", method: int = 1) -> ScoringTable:
    """The preset named ``preset`` (``hoyle``, ``seed5``, ``seed10``) with missed bids scored by ``method``.

    >>> scoring_table("seed10") == SEED10, scoring_table("hoyle", 2).missed
    (True, <MissedBid.SHORT_PENALTY: 'method-2'>)
    """
    table = PRESETS.get(preset.strip().lower()) if isinstance(preset, str) else None
    if table is None:
        raise ScoringError(f"{quote(preset)} is not a scoring preset: expected one of {', '.join(PRESETS)} (BO-a)")
    return table.with_method(method)


@frozen
class BidScore:
    """One player's score on one deal, with its named components.

    ``points == bonus + trick_points + penalty``: ``bonus`` is 10 for an exact bid,
    ``trick_points`` the *p* per trick of an exact bid, ``penalty`` the method-2 loss
    for a short bid (negative or 0).

    >>> s = score_bid(3, 3, SEED5)                                   # BO-8
    >>> s.made, s.bonus, s.trick_points, s.penalty, s.points
    (True, 10, 15, 0, 25)
    >>> score_bid(4, 2, scoring_table("seed5", 2)).explain()         # BO-12
    'bid 4, won 2: short by 2   0 + 0 - 10 = -10'
    """

    bid: int = field(validator=is_a(int, "bid"))
    """The tricks bid."""
    won: int = field(validator=is_a(int, "won"))
    """The tricks won."""
    bonus: int = field(default=0, validator=is_a(int, "bonus"))
    """The bonus of an exact bid."""
    trick_points: int = field(default=0, validator=is_a(int, "trick_points"))
    """The per-trick points of an exact bid (for a made zero under BO-b's seed reading, *p*)."""
    penalty: int = field(default=0, validator=is_a(int, "penalty"))
    """The method-2 loss of a short bid, as a negative number; 0 otherwise."""

    @property
    def made(self) -> bool:
        """Whether the player won exactly the tricks bid."""
        return self.bid == self.won

    @property
    def points(self) -> int:
        """What the player scores on the deal."""
        return self.bonus + self.trick_points + self.penalty

    @property
    def outcome(self) -> str:
        """In words: ``made``, ``over by 2`` or ``short by 1``."""
        if self.made:
            return "made"
        over = self.won - self.bid
        return f"over by {over}" if over > 0 else f"short by {-over}"

    def explain(self) -> str:
        """The bid, the tricks, the outcome and the components on one line."""
        sign = "-" if self.penalty < 0 else "+"
        return (
            f"bid {self.bid}, won {self.won}: {self.outcome}   "
            f"{self.bonus} + {self.trick_points} {sign} {abs(self.penalty)} = {self.points:+d}"
        )


def _count(value: object, what: str) -> int:
    if isinstance(value, Bid) and what.startswith("bid"):
        return value.tricks
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= MAX_TRICKS:
        raise ScoringError(f"{quote(value)} is not a number of tricks {what}: expected 0 to {MAX_TRICKS}")
    return value


def _table(table: object) -> ScoringTable:
    if not isinstance(table, ScoringTable):
        raise ScoringError(f"{quote(table)} is not a ScoringTable: use HOYLE, SEED5, SEED10 or scoring_table(...)")
    return table


def _score(bid: int, won: int, table: ScoringTable) -> BidScore:
    if bid == won:
        if bid == 0 and table.made_zero is MadeZero.AS_ONE_TRICK:
            return BidScore(bid, won, table.bonus, table.per_trick)
        return BidScore(bid, won, table.bonus, table.per_trick * won)
    if won < bid and table.missed is MissedBid.SHORT_PENALTY:
        return BidScore(bid, won, penalty=-table.penalty_per_trick * (bid - won))
    return BidScore(bid, won)


def score_bid(bid: Bid | int, won: int, table: ScoringTable = HOYLE) -> BidScore:
    """Score one player's ``bid`` given the tricks he ``won`` (each 0 to 17).

    >>> score_bid(3, 3).points, score_bid(2, 2, SEED10).points        # BO-6, BO-10
    (13, 30)
    >>> score_bid(2, 3).points, score_bid(2, 1).points, score_bid(1, 3, HOYLE.with_method(2)).points
    (0, 0, 0)
    """
    return _score(_count(bid, "bid"), _count(won, "won"), _table(table))


@frozen
class DealScore(ScoredDeal[tuple[Bid, ...], int]):
    """Every player's score on one deal, by player number.

    As every game's score (:class:`~trickcards.protocol.results.ScoredDeal`), ``tricks``,
    ``parts`` and ``points`` are per player; ``contract`` is the tuple of bids and
    ``declarer`` ``None``.

    >>> s = score((2, 1, 0, 4), (2, 0, 1, 2))
    >>> s.trick_count, s.tricks, s.points
    (5, (2, 0, 1, 2), (12, 0, 0, 0))
    >>> dict(s.parts), str(s)
    ({'bonus': (10, 0, 0, 0), 'trick points': (2, 0, 0, 0)}, 'bids 2 1 0 4, won 2 0 1 2: +12 +0 +0 +0')
    >>> print(s.explain())
    player 0: bid 2, won 2: made   10 + 2 + 0 = +12
    player 1: bid 1, won 0: short by 1   0 + 0 + 0 = +0
    player 2: bid 0, won 1: over by 1   0 + 0 + 0 = +0
    player 3: bid 4, won 2: short by 2   0 + 0 + 0 = +0
    """

    __repr__ = brief_repr

    scores: tuple[BidScore, ...] = field(validator=is_a(tuple, "scores", of=BidScore))
    """Each player's score."""

    @property
    def trick_count(self) -> int:
        """k: the tricks of the deal."""
        return sum(s.won for s in self.scores)

    @property
    def bids(self) -> tuple[int, ...]:
        """Each player's bid."""
        return tuple(s.bid for s in self.scores)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        """Each player's tricks."""
        return tuple(s.won for s in self.scores)

    @property
    def points(self) -> tuple[int, ...]:
        """Each player's points."""
        return tuple(s.points for s in self.scores)

    def as_result(self) -> DealResult[tuple[Bid, ...], int]:
        """The score as a :class:`~trickcards.protocol.results.DealResult`: bonus, trick points and penalty per player."""
        parts = {
            "bonus": tuple(s.bonus for s in self.scores),
            "trick points": tuple(s.trick_points for s in self.scores),
            "penalty": tuple(s.penalty for s in self.scores),
        }
        bids = tuple(Bid(s.bid) for s in self.scores)
        won = " ".join(str(w) for w in self.tricks_won)
        points = self.points
        summary = f"bids {' '.join(str(b) for b in bids)}, won {won}: {' '.join(f'{n:+d}' for n in points)}"
        return DealResult(
            bids, None, self.tricks_won, {name: v for name, v in parts.items() if any(v)}, points, summary
        )

    def explain(self, names: Sequence[str] | None = None) -> str:
        """One line per player (``names`` by player number, else ``player 0`` ...)."""
        labels = _labels(names, len(self.scores))
        return "\n".join(f"{label}: {s.explain()}" for label, s in zip(labels, self.scores, strict=True))


def _labels(names: object, players: int) -> tuple[str, ...]:
    """``names`` (one string per player) checked, or ``player 0``, ``player 1`` ... when ``None``."""
    if names is None:
        return tuple(f"player {p}" for p in range(players))
    shown = tuple(names) if isinstance(names, Sequence) else None
    if shown is None or len(shown) != players or not all(isinstance(n, str) for n in shown):
        raise ScoringError(f"{quote(names)} are not the names of {players} players: give one str per player, by number")
    return shown


def _counts(values: object, what: str) -> tuple[int, ...]:
    if isinstance(values, str) or not isinstance(values, Sequence) or not MIN_PLAYERS <= len(values) <= MAX_PLAYERS:
        raise ScoringError(
            f"{quote(values)} is not the {what} of a deal: expected one count per player, 3 to 7 players"
        )
    return tuple(_count(v, what) for v in values)


def score(bids: Sequence[Bid | int], won: Sequence[int], table: ScoringTable = HOYLE) -> DealScore:
    """Score a whole deal: ``bids`` and ``won`` give one count per player, by player number.

    The tricks must add up to k (1 to 52 // players), every bid must be 0 to k, and the
    bids must not total k (section 9, Bidding): a deal breaking a rule raises
    :class:`~trickcards.core.errors.ScoringError`.

    >>> score((1, 0, 0), (0, 0, 1))
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: bids (1, 0, 0) total 1, the number of tricks: the total must not equal k (section 9, Bidding)
    """
    bid_counts = _counts(bids, "bids")
    won_counts = _counts(won, "tricks won")
    if len(bid_counts) != len(won_counts):
        raise ScoringError(f"{len(bid_counts)} bids but {len(won_counts)} trick counts: give one of each per player")
    players = len(bid_counts)
    tricks = sum(won_counts)
    if not 1 <= tricks <= PACK // players:
        raise ScoringError(
            f"tricks {quote(won_counts)} add up to {tricks}: a deal for {players} players has 1 to {PACK // players} tricks"
        )
    for bid in bid_counts:
        if bid > tricks:
            raise ScoringError(f"bid {bid} is more than the {tricks} tricks of the deal: a bid is 0 to k")
    if sum(bid_counts) == tricks:
        raise ScoringError(
            f"bids {quote(bid_counts)} total {tricks}, the number of tricks: the total must not equal k (section 9, Bidding)"
        )
    checked = _table(table)
    return DealScore(tuple(_score(b, w, checked) for b, w in zip(bid_counts, won_counts, strict=True)))
