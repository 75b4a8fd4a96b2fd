"""Dealing unseen cards to hidden holders uniformly, under per-holder forbidden cards.

What :meth:`trickcards.analysis.observation.Observation.sample` rests on: the cards a player has
not seen go to the holders he cannot see into (other hands, a stock, face-down discards),
each holder taking a known number of cards and refusing the cards the rules show it
cannot hold (a player who failed to follow suit holds none of that suit).
:class:`HiddenDeal` draws uniformly among every way of doing so.

The cards are grouped by the set of holders allowed to take them: within a group the
cards are interchangeable, so the number of ways to deal is a sum, over how many cards
of each group go to each holder, of products of multinomials. That sum is counted
once, by holder capacities group after group, and every draw then walks it backwards
choosing each group's split in proportion to the ways it leaves: exact, and a few
random numbers per group. With no constraint the deal is one shuffle.

>>> import random
>>> from trickcards import Hand
>>> pool = Hand.parse("AK.Q.J.").mask
>>> spades = Hand.parse("AKQJT98765432...").mask
>>> deal = HiddenDeal(pool, (2, 2), (spades, 0))    # holder 0 is void in spades
>>> deal.ways
1
>>> [str(Hand.from_mask(m)) for m in deal.draw(random.Random(1))]
['.Q.J.', 'AK...']
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from math import comb, factorial
from typing import Any, Final

from trickcards.core import inputs
from trickcards.core.cards import CARDS, cards_of
from trickcards.core.errors import TrickcardsError
from trickcards.core.inputs import _checked_mask, quote

__all__ = ["HiddenDeal", "ImpossibleDealError"]

_ALL_CARDS: Final = (1 << len(CARDS)) - 1
_Caps = tuple[int, ...]
_Split = tuple[int, ...]


class ImpossibleDealError(TrickcardsError):
    """No way to deal the cards: the counts or the forbidden cards leave nothing consistent."""


def _splits(total: int, caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to write ``total`` as a sum of one part per cap, each part at most its cap."""
    if len(caps) == 1:
        if total <= caps[0]:
            yield (total,)
        return
    rest = sum(caps[1:])
    for first in range(max(0, total - rest), min(total, caps[0]) + 1):
        for tail in _splits(total - first, caps[1:]):
            yield (first, *tail)


def _numbers(values: object, what: str, item: str, high: int) -> tuple[int, ...]:
    """``values``: a tuple of ints from 0 to ``high``, one per holder."""
    if type(values) is tuple and all(type(v) is int and 0 <= v <= high for v in values):
        return values  # the observers' own tuples, checked cheaply: a deal is built per sample
    return inputs.sequence(
        values,
        lambda v: inputs.integer(v, item, low=0, high=high, error=ImpossibleDealError),
        what,
        error=ImpossibleDealError,
    )


def _multinomial(parts: tuple[int, ...]) -> int:
    ways, seen = 1, 0
    for part in parts:
        seen += part
        ways *= comb(seen, part)
    return ways


class HiddenDeal:
    """The uniform deal of the cards of ``pool`` (a card mask) to holders with ``counts`` cards each.

    ``forbidden[h]`` is the mask of cards holder ``h`` cannot hold. :attr:`ways` is the
    number of consistent deals and :meth:`draw` picks one uniformly, as one card mask per
    holder. The counting is done when built; keep the object to draw many times.
    """

    __slots__ = ("_bits", "_choices", "_counts", "_forbidden", "_groups", "_pool", "_ways", "ways")

    ways: int
    """How many deals are consistent (at least 1)."""

    def __init__(self, pool: int, counts: tuple[int, ...], forbidden: tuple[int, ...]) -> None:
        pool = _checked_mask(pool, error=ImpossibleDealError)
        counts = _numbers(counts, "the holders' counts", "a number of cards", len(CARDS))
        forbidden = _numbers(forbidden, "the holders' forbidden cards", "a card mask", _ALL_CARDS)
        if len(forbidden) != len(counts) or any(c < 0 for c in counts):
            raise ImpossibleDealError(f"{quote(counts)} and {quote(forbidden)}: one count and one mask per holder")
        if sum(counts) != pool.bit_count():
            raise ImpossibleDealError(
                f"the holders take {sum(counts)} cards but {pool.bit_count()} are unseen: the counts must add up"
            )
        groups: dict[tuple[int, ...], int] = {}
        for card in cards_of(pool):
            allowed = tuple(h for h in range(len(counts)) if counts[h] and not forbidden[h] & card.mask)
            if not allowed:
                raise ImpossibleDealError(f"{card} is unseen but no holder may hold it")
            groups[allowed] = groups.get(allowed, 0) | card.mask
        self._counts: Final = counts
        self._pool: Final = pool
        self._forbidden: Final = forbidden
        # Cards with the fewest choices first: they prune the count soonest.
        self._groups: Final = sorted(groups.items(), key=lambda item: (len(item[0]), item[0]))
        self._bits: Final = [tuple(card.mask for card in cards_of(mask)) for _, mask in self._groups]  # each card's bit
        self._ways: dict[tuple[int, _Caps], int] = {}
        self._choices: dict[tuple[int, _Caps], tuple[int, list[tuple[int, _Split]]]] = {}
        self.ways = self._count(0, counts)
        if not self.ways:
            raise ImpossibleDealError("no deal of the unseen cards fits every holder's count and forbidden cards")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HiddenDeal):
            return NotImplemented
        return (self._pool, self._counts, self._forbidden) == (other._pool, other._counts, other._forbidden)

    def __hash__(self) -> int:
        return hash((self._pool, self._counts, self._forbidden))

    def __reduce__(self) -> tuple[type[HiddenDeal], tuple[int, tuple[int, ...], tuple[int, ...]]]:
        return (HiddenDeal, (self._pool, self._counts, self._forbidden))

    def _count(self, index: int, caps: _Caps) -> int:
        if index == len(self._groups):
            return 0 if any(caps) else 1
        key = (index, caps)
        known = self._ways.get(key)
        if known is not None:
            return known
        total = sum(weight for weight, _ in self._options(index, caps)[1])
        self._ways[key] = total
        return total

    def _options(self, index: int, caps: _Caps) -> tuple[int, list[tuple[int, _Split]]]:
        """The splits of group ``index`` among its holders that leave a consistent rest, with their weights."""
        key = (index, caps)
        known = self._choices.get(key)
        if known is not None:
            return known
        allowed, mask = self._groups[index]
        size = mask.bit_count()
        options: list[tuple[int, _Split]] = []
        for split in _splits(size, tuple(caps[h] for h in allowed)):
            rest = list(caps)
            for holder, part in zip(allowed, split, strict=True):
                rest[holder] -= part
            weight = self._count(index + 1, tuple(rest))
            if weight:
                options.append((weight * _multinomial(split), split))
        result = (sum(w for w, _ in options), options)
        self._choices[key] = result
        return result

    def draw(self, rng: random.Random) -> tuple[int, ...]:
        """One consistent deal, uniformly: the mask of cards each holder receives."""
        hands = [0] * len(self._counts)
        caps = self._counts
        for index, (allowed, _) in enumerate(self._groups):
            total, options = self._options(index, caps)
            pick = rng.randrange(total)
            for weight, split in options:  # noqa: B007  # the loop variable is the choice
                if pick < weight:
                    break
                pick -= weight
            cards = list(self._bits[index])
            _permute(cards, rng)
            rest = list(caps)
            start = 0
            for holder, part in zip(allowed, split, strict=True):
                hands[holder] |= sum(cards[start : start + part])  # one bit each: their sum is their union
                start += part
                rest[holder] -= part
            caps = tuple(rest)
        return tuple(hands)


def _permute(items: list[Any], rng: random.Random) -> None:
    """Put ``items`` in a uniformly random order, in place, from one draw.

    A number drawn uniformly below ``n!`` (by rejection: one draw of its bit length,
    kept when below, so at least one in two) is read in the mixed radix ``n, n-1, ..., 2``:
    its digits are the swaps of a Fisher-Yates shuffle, each uniform and independent,
    without a call to the generator for each card. The kernel's ``shuffle`` is not used:
    the dealer's shuffle must repeat ``random.Random.shuffle`` draw for draw so that a seed
    deals the same deal as before, the samplers' draws have no such contract, and one draw
    is cheaper than one per card.
    """
    n = len(items)
    if n < 2:
        return
    limit, bits = _FACTORIALS[n]
    draw = rng.getrandbits(bits)
    while draw >= limit:
        draw = rng.getrandbits(bits)
    for i in range(n - 1, 0, -1):
        draw, j = divmod(draw, i + 1)
        items[i], items[j] = items[j], items[i]


# n! and its bit length, for every n up to a whole pack with jokers.
_FACTORIALS: Final = tuple((factorial(n), factorial(n).bit_length()) for n in range(56))


class _DrawsHidden:
    """A base of the observation models: the unseen cards of ``pool`` dealt to holders of ``counts`` cards.

    ``forbidden[h]`` is the mask of cards holder ``h`` cannot hold; the model sets the
    three and ``_deal = None``. The :class:`HiddenDeal` is counted at the first draw and
    kept for the next.
    """

    __slots__ = ("_deal",)

    pool: int
    counts: tuple[int, ...]
    forbidden: tuple[int, ...]
    _deal: HiddenDeal | None

    def _draw_hidden(self, rng: random.Random) -> tuple[int, ...]:
        """One uniform deal of the unseen cards: a card mask per holder."""
        if self._deal is None:
            self._deal = HiddenDeal(self.pool, self.counts, self.forbidden)
        return self._deal.draw(rng)
