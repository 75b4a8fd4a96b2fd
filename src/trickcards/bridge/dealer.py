"""A constrained dealer: random deals that satisfy a constraint, dealt directly rather than rejected.

:func:`deals` yields :class:`~trickcards.bridge.Deal` values that satisfy a
:class:`~trickcards.bridge.dealer_constraints.Constraint` (or its text form), each
deal exactly as likely as under plain rejection sampling: every deal that satisfies
the constraint (and holds the predealt cards) is equally likely.

>>> from trickcards.bridge.dealer_constraints import balanced, hcp, length
>>> wanted = hcp("N").between(15, 17) & balanced("N") & (length("S", "spades") >= 5)
>>> hands = list(deals(3, seed=1, accept=wanted))
>>> len(hands), all(wanted(deal) for deal in hands)
(3, True)
>>> list(deals(2, seed=1, accept="hcp(N) in 15..17 and balanced(N) and length(S, spades) >= 5")) == hands[:2]
True

How: a constraint answers *surely false* for some suit lengths of a hand without
seeing its cards (:meth:`~trickcards.bridge.dealer_constraints.Constraint.verdict`).
For each seat the dealer keeps the suit lengths that are not surely false, and for
one seat the high-card points too. It then draws the suit lengths of the constrained
seats with the exact probability that a random deal has them (a count of deals per
length pattern, summed by dynamic programming over the seats), deals that seat's
honours with the exact probability of each point count, the other cards at random,
and tests the whole constraint, dealing again when it fails. Only deals that might
satisfy the constraint are ever dealt, and each of them with its probability under
a plain shuffle, so the accepted deals are those of rejection sampling.
"""

from __future__ import annotations

import bisect
import functools
import itertools
import math
import random
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Final

from attrs import field, frozen

from trickcards.bridge.deal import Deal, Vulnerability, board_dealer, board_vulnerability
from trickcards.bridge.dealer_constraints import (
    ALWAYS,
    Constraint,
    Feature,
    InvalidConstraintError,
    Masks,
    parse_constraint,
)
from trickcards.core import inputs
from trickcards.core.errors import TrickcardsError
from trickcards.core.evaluation import _points_table
from trickcards.core.hand import Hand
from trickcards.core.inputs import quote
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

__all__ = ["CHUNK", "Board", "Dealer", "NoDealError", "Predeal", "boards", "deals"]

CHUNK: Final = 1000
"""Deals per chunk: each chunk has its own seed, so the output does not depend on ``jobs``."""

_BITS: Final = 0x1FFF
_HONOURS: Final = (1 << 12, 1 << 11, 1 << 10, 1 << 9)  # A K Q J of a 13-bit holding
_PACK: Final = tuple(1 << i for i in range(52))
Row = tuple[int, int, int, int]
"""Lengths in clubs, diamonds, hearts, spades (the bit order of a hand's mask)."""
Predeal = Mapping[Seat, Hand | str] | Mapping[str, Hand | str] | Mapping[Seat | str, Hand | str]
"""Cards given to seats before dealing: whole or partial hands (or their text) by seat."""


class NoDealError(TrickcardsError):
    """No deal satisfies the constraint with the predealt cards, or none was found in the tries allowed."""


def _rows(size: int, free: Row) -> list[Row]:
    """Every split of ``size`` cards over the four suits within the free cards of each suit."""
    return [
        (c, d, h, size - c - d - h)
        for c in range(min(size, free[0]) + 1)
        for d in range(min(size - c, free[1]) + 1)
        for h in range(min(size - c - d, free[2]) + 1)
        if 0 <= size - c - d - h <= free[3]
    ]


def _inverse_factorials(row: Sequence[int]) -> float:
    return 1.0 / (math.factorial(row[0]) * math.factorial(row[1]) * math.factorial(row[2]) * math.factorial(row[3]))


def _predeal_masks(predeal: object) -> Masks:
    if predeal is None:
        return (0, 0, 0, 0)
    if not isinstance(predeal, Mapping):
        raise InvalidConstraintError(f"{quote(predeal)} is not a predeal: expected a mapping of seats to hands")
    masks = [0, 0, 0, 0]
    for seat, hand in predeal.items():
        who = inputs.seat(seat, "a predealt seat", error=InvalidConstraintError)
        cards = inputs.hand(hand, "a predealt hand", error=InvalidConstraintError)
        if len(cards) > 13 or cards.mask & (masks[0] | masks[1] | masks[2] | masks[3]) or masks[who]:
            raise InvalidConstraintError(
                f"{quote(predeal)} is not a predeal: each seat at most once, at most 13 cards, no card twice"
            )
        masks[who] = cards.mask
    return (masks[0], masks[1], masks[2], masks[3])


class _HonourPlan:
    """How one seat's honours fall for given free suit lengths, by high-card points."""

    def __init__(self, row: Row, honours: Sequence[list[int]], spots: Sequence[int], allowed: Sequence[int]) -> None:
        self.options: list[list[tuple[int, int, int, float]]] = []  # per suit: (bits, count, points, weight)
        for suit in range(4):
            options = []
            for size in range(len(honours[suit]) + 1):
                for chosen in itertools.combinations(honours[suit], size):
                    left = row[suit] - size
                    if 0 <= left <= spots[suit]:
                        bits = sum(chosen)
                        points = _points_table()[bits >> (13 * suit)]
                        options.append((bits, size, points, float(math.comb(spots[suit], left))))
            self.options.append(options)
        # suffix[i][p]: weight of suits i.. giving p points
        self.suffix: list[dict[int, float]] = [{} for _ in range(5)]
        self.suffix[4] = {0: 1.0}
        for suit in range(3, -1, -1):
            table: dict[int, float] = {}
            for _, _, points, weight in self.options[suit]:
                for rest, rest_weight in self.suffix[suit + 1].items():
                    table[points + rest] = table.get(points + rest, 0.0) + weight * rest_weight
            self.suffix[suit] = table
        self.points = [p for p in sorted(self.suffix[0]) if p in set(allowed)]
        self.cumulative = list(itertools.accumulate(self.suffix[0][p] for p in self.points))
        self.weight = self.cumulative[-1] if self.cumulative else 0.0

    @functools.cache  # noqa: B019  # one plan per row, kept as long as its dealer
    def _choices(self, suit: int, points: int) -> tuple[list[float], list[tuple[int, int, int, float]]]:
        options = [o for o in self.options[suit] if points - o[2] in self.suffix[suit + 1]]
        weights = [o[3] * self.suffix[suit + 1][points - o[2]] for o in options]
        return list(itertools.accumulate(weights)), options

    def draw(self, rng: random.Random) -> list[tuple[int, int]]:
        """Honour bits and honour count per suit, the point count drawn among the allowed ones."""
        points = self.points[bisect.bisect(self.cumulative, rng.random() * self.weight)]
        chosen = []
        for suit in range(4):
            cumulative, options = self._choices(suit, points)
            bits, count, value, _ = options[bisect.bisect(cumulative, rng.random() * cumulative[-1])]
            chosen.append((bits, count))
            points -= value
        return chosen


class Dealer:
    """Deals satisfying ``accept`` with the ``predeal`` cards in place; build once, deal many.

    ``accept`` is a :class:`~trickcards.bridge.dealer_constraints.Constraint` or its
    text; ``predeal`` maps seats to whole or partial hands (a :class:`~trickcards.Hand`
    or its text, such as ``"AKQ..."``). ``max_tries`` bounds the deals tried for each
    deal produced (:class:`NoDealError` beyond it).

    >>> dealer = Dealer("hcp(N) >= 20 and shape(S, 5xxx)", predeal={"W": "AKQJ..."})
    >>> rng = random.Random(3)
    >>> hands = [dealer.deal(rng).hands for _ in range(5)]
    >>> all(n.hcp >= 20 and s.shape[0] == 5 and Hand.parse("AKQJ...") <= w for n, _, s, w in hands)
    True
    """

    def __repr__(self) -> str:
        return f"Dealer({str(self.accept)!r}, predeal={self._predeal_text()!r})"

    def __init__(
        self,
        accept: Constraint | str = ALWAYS,
        predeal: Predeal | None = None,
        *,
        max_tries: int = 1_000_000,
    ) -> None:
        self.accept = parse_constraint(accept) if isinstance(accept, str) else accept
        if not isinstance(self.accept, Constraint):
            raise InvalidConstraintError(
                f"{quote(accept)} is not a constraint on deals: expected a Constraint or its text"
            )
        self.max_tries = inputs.integer(max_tries, "a number of tries", low=1)
        self._fixed = _predeal_masks(predeal)
        self._check = self.accept.compiled()
        taken = self._fixed[0] | self._fixed[1] | self._fixed[2] | self._fixed[3]
        self._free_bits = [[1 << (13 * s + r) for r in range(13) if not taken >> (13 * s + r) & 1] for s in range(4)]
        free: Row = tuple(len(bits) for bits in self._free_bits)  # type: ignore[assignment]
        self._sizes = [13 - m.bit_count() for m in self._fixed]
        features = self.accept.features()
        self._allowed = {seat: self._allowed_rows(seat, free, features) for seat in range(4)}
        constrained = [s for s in range(4) if len(self._allowed[s]) < len(_rows(self._sizes[s], free))]
        self._primary, self._plans = self._choose_primary(features, free)
        if self._primary is not None and self._primary not in constrained:
            constrained.append(self._primary)
        self._order = sorted(constrained, key=lambda s: s != self._primary)
        self._tail = [s for s in range(4) if s not in self._order]
        self._free_row = free
        self._tables: list[dict[Row, tuple[list[float], list[Row], float]]] = [{} for _ in self._order]
        self._totals: list[dict[Row, float]] = [{} for _ in self._order]
        if self._total(0, free) <= 0:
            raise NoDealError(f"no deal satisfies {quote(str(self.accept))} with the predealt cards")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Dealer):
            return NotImplemented
        return (self.accept, self._fixed, self.max_tries) == (other.accept, other._fixed, other.max_tries)

    def __hash__(self) -> int:
        return hash((Dealer, self.accept, self._fixed, self.max_tries))

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # A dealer is its constraint, predealt cards and tries: it is built again where it is loaded.
        return (_dealer, (self.accept, tuple(self._predeal_text().items()), self.max_tries))

    # --- planning -------------------------------------------------------------------

    def _known(self, seat: int, row: Row) -> dict[Feature, float]:
        fixed = self._fixed[seat]
        return {("length", seat, s): (fixed >> (13 * s) & _BITS).bit_count() + row[s] for s in range(4)}

    def _allowed_rows(self, seat: int, free: Row, features: frozenset[Feature]) -> list[Row]:
        rows = _rows(self._sizes[seat], free)
        if not any(f[0] == "length" and f[1] == seat for f in features):
            return rows
        return [row for row in rows if self.accept.verdict(self._known(seat, row)) is not False]

    def _weight(self, level: int, row: Row) -> float:
        seat = self._order[level]
        if seat == self._primary:
            plan = self._plans.get(row)
            return 0.0 if plan is None else plan.weight * _inverse_factorials(row) / _combinations(row, self._free_row)
        return _inverse_factorials(row)

    def _choose_primary(self, features: frozenset[Feature], free: Row) -> tuple[int | None, dict[Row, _HonourPlan]]:
        """The seat whose points are dealt directly: the one whose allowed points are rarest."""
        best: tuple[float, int | None, dict[Row, _HonourPlan]] = (1.0, None, {})
        for seat in range(4):
            feature: Feature = ("hcp", seat, -1)
            if feature not in features:
                continue
            unknown_lengths = {v: self.accept.verdict({feature: v}) for v in range(38)}
            plans: dict[Row, _HonourPlan] = {}
            honours = [[h << (13 * s) for h in _HONOURS if _bit_free(self._fixed, s, h)] for s in range(4)]
            spots = [len(self._free_bits[s]) - len(honours[s]) for s in range(4)]
            fixed_points = sum(_points_table()[self._fixed[seat] >> (13 * s) & _BITS] for s in range(4))
            share = total = 0.0
            for row in self._allowed[seat]:
                known = self._known(seat, row)
                allowed = [
                    v - fixed_points
                    for v, answer in unknown_lengths.items()
                    if answer is True or (answer is None and self.accept.verdict({**known, feature: v}) is not False)
                ]
                plan = _HonourPlan(row, honours, spots, allowed)
                if plan.weight > 0:
                    plans[row] = plan
                hands = _combinations(row, free)
                total += hands
                share += plan.weight
            fraction = share / total if total else 0.0
            if fraction < best[0]:
                best = (fraction, seat, plans)
        return best[1], best[2]

    def _total(self, level: int, remaining: Row) -> float:
        """The weight of every way to deal the seats from ``level`` on with ``remaining`` free cards per suit."""
        if level == len(self._order):
            return _inverse_factorials(remaining)
        cached = self._totals[level].get(remaining)
        if cached is None:
            cached = self._table(level, remaining)[2]
        return cached

    def _table(self, level: int, remaining: Row) -> tuple[list[float], list[Row], float]:
        table = self._tables[level].get(remaining)
        if table is None:
            rows, weights = [], []
            for row in self._allowed[self._order[level]]:
                rest: Row = (remaining[0] - row[0], remaining[1] - row[1], remaining[2] - row[2], remaining[3] - row[3])
                if min(rest) < 0:
                    continue
                weight = self._weight(level, row)
                if weight > 0:
                    weight *= self._total(level + 1, rest)
                if weight > 0:
                    rows.append(row)
                    weights.append(weight)
            cumulative = list(itertools.accumulate(weights))
            table = (cumulative, rows, cumulative[-1] if cumulative else 0.0)
            self._tables[level][remaining] = table
            self._totals[level][remaining] = table[2]
        return table

    # --- dealing ---------------------------------------------------------------------

    def _attempt(self, rng: random.Random) -> Masks:
        key = rng.random
        if not self._order and not any(self._fixed):  # unconstrained shapes: one shuffle of the pack
            # Sorting by random keys is a uniform shuffle (ties of 53-bit keys aside), and quicker than random.shuffle.
            cards = sorted(_PACK, key=lambda _: key())
            return (sum(cards[0:13]), sum(cards[13:26]), sum(cards[26:39]), sum(cards[39:52]))
        masks = list(self._fixed)
        pools = [sorted(bits, key=lambda _: key()) for bits in self._free_bits]
        remaining = self._free_row
        for level, seat in enumerate(self._order):
            cumulative, rows, total = self._table(level, remaining)
            row = rows[bisect.bisect(cumulative, key() * total)]
            if seat == self._primary:
                for suit, (bits, count) in enumerate(self._plans[row].draw(rng)):
                    pool = [b for b in pools[suit] if not b & bits]
                    # The spots are drawn apart from the pool's order (taking the first ones would
                    # leave the other honours nearer the front), so what stays is still in random order.
                    taken = rng.sample([b for b in pool if not _is_honour(b, suit)], row[suit] - count)
                    masks[seat] |= bits + sum(taken)
                    chosen = set(taken)
                    pools[suit] = [b for b in pool if b not in chosen]
            else:
                for suit in range(4):
                    masks[seat] |= sum(pools[suit][: row[suit]])
                    pools[suit] = pools[suit][row[suit] :]
            remaining = (remaining[0] - row[0], remaining[1] - row[1], remaining[2] - row[2], remaining[3] - row[3])
        if self._tail:
            rest = sorted(itertools.chain(*pools), key=lambda _: key())
            start = 0
            for seat in self._tail:
                end = start + self._sizes[seat]
                masks[seat] |= sum(rest[start:end])
                start = end
        return (masks[0], masks[1], masks[2], masks[3])

    def deal(self, rng: random.Random) -> Deal:
        """One deal satisfying the constraint, drawn with ``rng``."""
        check, attempt = self._check, self._attempt
        for _ in range(self.max_tries):
            masks = attempt(rng)
            if check(masks):
                return Deal._from_masks(masks)
        raise NoDealError(f"no deal satisfying {quote(str(self.accept))} was found in {self.max_tries:,} tries")

    def chunk(self, index: int, size: int, seed: int | str) -> list[Deal]:
        """The ``index``-th chunk of ``size`` deals of the stream seeded with ``seed`` (for parallel dealing)."""
        index = inputs.integer(index, "a chunk index", low=0)
        size = inputs.integer(size, "a chunk size", low=0)
        if not isinstance(seed, int | str) or isinstance(seed, bool):
            raise TrickcardsError(f"{quote(seed)} is not a stream's seed: expected an int or text")
        rng = random.Random(f"{seed}/{index}")
        return [self.deal(rng) for _ in range(size)]

    def deals(self, n: int, *, seed: object = None, jobs: int = 1) -> Iterator[Deal]:
        """``n`` deals; ``jobs`` processes share the work, with the same deals for any ``jobs``."""
        n = inputs.integer(n, "a number of deals", low=0)
        jobs = inputs.integer(jobs, "a number of jobs", low=1, high=256)
        # An int or text seed names the stream itself (chunk i is seeded "seed/i", see chunk());
        # a random.Random or None gives a fresh stream name.
        base = seed if isinstance(seed, int | str) and not isinstance(seed, bool) else inputs.seed(seed).getrandbits(64)
        return self._stream(n, base, jobs)

    def _stream(self, n: int, base: int | str, jobs: int) -> Iterator[Deal]:
        sizes = [min(CHUNK, n - start) for start in range(0, n, CHUNK)]
        if jobs == 1 or len(sizes) <= 1:
            for index, size in enumerate(sizes):
                yield from self.chunk(index, size, base)
            return
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            work = [
                (self.accept, self._predeal_text(), self.max_tries, index, size, base)
                for index, size in enumerate(sizes)
            ]
            for chunk in pool.map(_chunk_in_worker, work):
                yield from (Deal.parse(text) for text in chunk)

    def _predeal_text(self) -> dict[str, str]:
        return {Seat(s).letter: str(Hand.from_mask(m)) for s, m in enumerate(self._fixed) if m}


def _chunk_in_worker(work: tuple[Constraint, dict[str, str], int, int, int, int | str]) -> list[str]:
    accept, predeal, max_tries, index, size, base = work
    return [str(deal) for deal in _dealer(accept, tuple(predeal.items()), max_tries).chunk(index, size, base)]


@functools.lru_cache(maxsize=8)
def _dealer(accept: Constraint, predeal: tuple[tuple[str, str], ...], max_tries: int) -> Dealer:
    return Dealer(accept, dict(predeal), max_tries=max_tries)


def _bit_free(fixed: Masks, suit: int, bit: int) -> bool:
    """True when the card ``bit`` of ``suit`` is not predealt."""
    return not (fixed[0] | fixed[1] | fixed[2] | fixed[3]) >> (13 * suit) & bit


def _is_honour(bit: int, suit: int) -> bool:
    return bit >> (13 * suit) >= 1 << 9


def _combinations(row: Row, free: Row) -> float:
    return float(
        math.comb(free[0], row[0])
        * math.comb(free[1], row[1])
        * math.comb(free[2], row[2])
        * math.comb(free[3], row[3])
    )


def deals(
    n: int,
    *,
    seed: object = None,
    accept: Constraint | str = ALWAYS,
    predeal: Predeal | None = None,
    jobs: int = 1,
) -> Iterator[Deal]:
    """``n`` random deals satisfying ``accept`` with the ``predeal`` cards in place (see :class:`Dealer`).

    The same ``seed`` gives the same deals, whatever ``jobs``.

    >>> [deal[Seat.NORTH].shape for deal in deals(2, seed=7, accept="shape(N, 7-x-x-x) and length(N, hearts) = 0")][0][:2]
    (7, 0)
    """
    return Dealer(accept, predeal).deals(n, seed=seed, jobs=jobs)


@frozen
class Board:
    """A dealt board: its number, dealer and vulnerability, and the deal."""

    __repr__ = brief_repr

    number: int = field(validator=inputs.is_a(int, "a board number"))
    dealer: Seat = field(validator=inputs.is_a(Seat, "a dealer"))
    vulnerability: Vulnerability = field(validator=inputs.is_a(Vulnerability, "a vulnerability"))
    deal: Deal = field(validator=inputs.is_a(Deal, "a deal"))


def boards(
    n: int,
    *,
    seed: object = None,
    dealer: Seat | str | None = None,
    vulnerability: Vulnerability | str | None = None,
    predeal: Predeal | None = None,
    accept: Constraint | str = ALWAYS,
    first: int = 1,
    jobs: int = 1,
) -> Iterator[Board]:
    """``n`` numbered boards from :func:`deals`; ``dealer`` and ``vulnerability`` default to the board's (section 7.3).

    >>> [(b.number, b.dealer.letter, str(b.vulnerability)) for b in boards(3, seed=1, vulnerability="EW")]
    [(1, 'N', 'EW'), (2, 'E', 'EW'), (3, 'S', 'EW')]
    """
    fixed_dealer = None if dealer is None else inputs.seat(dealer, "a dealer", error=TrickcardsError)
    fixed_vulnerability = (
        None
        if vulnerability is None
        else vulnerability
        if isinstance(vulnerability, Vulnerability)
        else Vulnerability.parse(vulnerability)
    )
    first = inputs.integer(first, "a first board number", low=1)
    stream = deals(n, seed=seed, accept=accept, predeal=predeal, jobs=jobs)
    return (
        Board(
            number,
            fixed_dealer if fixed_dealer is not None else board_dealer(number),
            fixed_vulnerability if fixed_vulnerability is not None else board_vulnerability(number),
            deal,
        )
        for number, deal in enumerate(stream, start=first)
    )


def rejection_deals(n: int, accept: Constraint | str, rng: random.Random) -> Iterator[Deal]:
    """``n`` deals by plain rejection over :meth:`Deal.random <trickcards.bridge.Deal.random>` (for tests and benchmarks)."""
    constraint = parse_constraint(accept) if isinstance(accept, str) else accept
    check: Callable[[Masks], bool] = constraint.compiled()
    produced = 0
    while produced < n:
        deal = Deal.random(rng)
        if check(deal._masks):
            produced += 1
            yield deal
