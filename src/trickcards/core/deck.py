"""Deck: an immutable ordered pack, the named packs, shuffling, cutting and dealing."""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any, Final, overload

from attrs import field, frozen

from trickcards.core import _kernel, inputs
from trickcards.core.cards import CARDS, COLON_MASK, Card, Rank
from trickcards.core.errors import DealStatus, InvalidDealError, ParseError, TrickcardsError
from trickcards.core.frozen import FrozenMapping
from trickcards.core.hand import Hand, hand_of_mask
from trickcards.core.inputs import _is_int, _items, keyword, quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["PACKS", "Dealt", "Deck"]


def _to_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return _items(cards, "a sequence of cards", "use Deck.parse to read text", "a Deck holds Card values")


def _no_duplicates(instance: Deck, attribute: object, cards: tuple[Card, ...]) -> None:
    mask = 0
    for card in cards:
        if not isinstance(card, Card):
            raise TrickcardsError(f"{quote(card)} is not a Card; a Deck holds Card values only")
        if mask & card.mask:
            raise InvalidDealError(
                f"a deck may hold each card once, but {card} appears twice", DealStatus.DUPLICATE_CARD
            )
        mask |= card.mask


def random_source(seed: random.Random | int | str | bytes | bytearray | None = None) -> random.Random:
    """``seed`` as a :class:`random.Random`: itself, or a new one seeded with it.

    A seed is an int, text or bytes (the same seed always gives the same shuffle) or
    ``None`` (fresh randomness). Anything else is refused rather than passed on to
    :mod:`random`, which would raise a bare ``TypeError``.

    >>> random_source(7).random() == random_source(7).random()
    True
    >>> random_source([7])
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: [7] is not a seed: expected an int, str, bytes, a random.Random or None
    """
    return inputs.seed(seed)


@frozen(field_transformer=typed_fields)
class Dealt:
    """The result of dealing: one hand per player, in dealing order, and the stock."""

    __repr__ = brief_repr

    hands: tuple[Hand, ...]
    """The hands, the first for the player dealt to first."""
    stock: Deck
    """The undealt cards, top card first."""


@frozen
class Deck:
    """An immutable ordered pack of cards; index 0 is the top card.

    Named packs come from :meth:`named` or the class methods :meth:`standard` (52),
    :meth:`piquet` (32: A down to 7), :meth:`brandeln` (28: the piquet pack without 8s)
    and :meth:`bridgette` (55: the 52 cards and the three colons).

    >>> deck = Deck.standard().shuffled(7)
    >>> dealt = deck.deal(4, hand_size=13)
    >>> [len(h) for h in dealt.hands], len(dealt.stock)
    ([13, 13, 13, 13], 0)
    >>> Deck.parse(str(deck)) == deck
    True
    """

    cards: tuple[Card, ...] = field(converter=_to_cards, validator=_no_duplicates)

    # --- named packs ------------------------------------------------------------

    @classmethod
    def standard(cls) -> Deck:
        """The 52-card pack in canonical order (clubs two first)."""
        return PACKS["standard"]

    @classmethod
    def piquet(cls) -> Deck:
        """The 32-card pack: A K Q J 10 9 8 7 in each suit."""
        return PACKS["piquet"]

    @classmethod
    def brandeln(cls) -> Deck:
        """Brandeln's 28 cards: A K Q J 10 9 7 in each suit (no 8s)."""
        return PACKS["brandeln"]

    @classmethod
    def bridgette(cls) -> Deck:
        """Bridgette's 55 cards: the standard pack and the Grand, Royal and Little Colons."""
        return PACKS["bridgette"]

    @classmethod
    def named(cls, name: str) -> Deck:
        """A named pack: ``standard`` (or ``52``), ``piquet`` (``32``), ``brandeln`` (``28``), ``bridgette`` (``55``).

        >>> len(Deck.named("brandeln")), len(Deck.named("55"))
        (28, 55)
        """
        key = _PACK_ALIASES.get(keyword(name, "a named pack").lower())
        if key is None:
            raise TrickcardsError(f"{quote(name)} is not a named pack: expected one of {', '.join(sorted(PACKS))}")
        return PACKS[key]

    # --- text -------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str) -> Deck:
        """Read cards separated by spaces or commas, top card first."""
        tokens = inputs.text(text, "a deck").replace(",", " ").split()
        try:
            return cls(Card.parse(token) for token in tokens)
        except InvalidDealError as error:
            raise ParseError(f"{quote(text)} is not a deck: {error}") from None

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)

    def __repr__(self) -> str:
        return f"Deck.parse({str(self)!r})"

    def _repr_svg_(self) -> str:
        """The cards as SVG, top card first (Jupyter shows it): :func:`trickcards.pictures.svg.cards_svg`."""
        from trickcards.pictures.svg import cards_svg  # noqa: PLC0415  (pictures are loaded when drawn)

        return cards_svg(self.cards, f"{len(self.cards)} cards")

    # --- sequence protocol ------------------------------------------------------

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    @overload
    def __getitem__(self, index: int) -> Card: ...
    @overload
    def __getitem__(self, index: slice) -> Deck: ...
    def __getitem__(self, index: int | slice) -> Card | Deck:
        if isinstance(index, slice):
            return Deck(self.cards[index])
        return self.cards[index]

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card in self.cards

    def to_hand(self) -> Hand:
        """The cards of the deck as an unordered :class:`~trickcards.Hand`."""
        return Hand(self.cards)

    # --- actions ----------------------------------------------------------------

    def shuffled(self, rng: random.Random | int | str | bytes | None = None) -> Deck:
        """A new deck in random order; pass a seed (an int) or a :class:`random.Random` to repeat it."""
        cards = list(self.cards)
        shuffle(cards, inputs.seed(rng))
        return _deck(tuple(cards))  # a permutation of a valid deck needs no re-check

    def cut(self, position: int) -> Deck:
        """Cut: the top ``position`` cards go to the bottom (``0 < position < len``).

        >>> str(Deck.parse("SA SK SQ SJ").cut(1))
        'SK SQ SJ SA'
        """
        if not _is_int(position) or not 0 < position < len(self.cards):
            raise TrickcardsError(
                f"cannot cut a {len(self.cards)}-card deck at {quote(position)}: a cut leaves cards on both sides"
            )
        return _deck(self.cards[position:] + self.cards[:position])

    def deal(self, players: int, hand_size: int | None = None, packets: Sequence[int] | None = None) -> Dealt:
        """Deal from the top in rounds; each round gives every player one packet.

        ``packets`` is the packet pattern, e.g. ``(2, 3, 2)`` for Brandeln or ``(5, 5, 3)``;
        by default cards go one at a time until each player has ``hand_size`` cards
        (by default the whole deck, which must then divide evenly). The first hand is
        the first player dealt to; the undealt rest is the stock, top card first.

        >>> dealt = Deck.brandeln().deal(4, packets=(2, 3, 2))
        >>> [len(h) for h in dealt.hands], len(dealt.stock)
        ([7, 7, 7, 7], 0)
        """
        cards = self.cards
        if (
            packets is None
            and players.__class__ is int
            and hand_size.__class__ is int
            and players > 0
            and hand_size > 0
            and hand_size * players <= len(cards)
        ):
            # The common case (every playout deals so): ``hand_size`` cards one at a time,
            # its arguments checked at once.
            return _one_at_a_time(cards, players, hand_size * players)
        if not _is_int(players) or players < 1:
            raise TrickcardsError(f"cannot deal to {quote(players)} players: at least one player is needed")
        if hand_size is not None and (not _is_int(hand_size) or hand_size < 1):
            raise TrickcardsError(f"{quote(hand_size)} is not a hand size: each player is dealt at least one card")
        if packets is None:
            if hand_size is None:
                if len(self.cards) % players:
                    raise TrickcardsError(
                        f"a {len(self.cards)}-card deck does not divide among {quote(players)} players; give hand_size"
                    )
                hand_size = len(self.cards) // players
                if not hand_size:
                    raise TrickcardsError("an empty deck deals no cards: each player is dealt at least one card")
            if hand_size * players > len(self.cards):  # checked before (1,) * hand_size is built
                raise TrickcardsError(
                    f"dealing {quote(hand_size)} cards to {quote(players)} players needs {quote(hand_size * players)} cards; "
                    f"the deck has {len(self.cards)}"
                )
            packets = (1,) * hand_size  # built here, so valid: no check needed
            one_at_a_time = True
        else:
            if isinstance(packets, str | bytes):
                raise TrickcardsError(f"{quote(packets)} is not a packet pattern: expected numbers such as (2, 3, 2)")
            try:
                packets = tuple(packets)
            except TypeError:
                raise TrickcardsError(
                    f"{quote(packets)} is not a packet pattern: expected a sequence such as (2, 3, 2)"
                ) from None
            if not packets or any(not _is_int(p) or p < 1 for p in packets):
                raise TrickcardsError(
                    f"{quote(packets)} is not a packet pattern: each packet is a positive number of cards"
                )
            one_at_a_time = packets == (1,) * len(packets)
        if hand_size is not None and sum(packets) != hand_size:
            raise TrickcardsError(f"packets {quote(packets)} give {sum(packets)} cards each, not hand_size={hand_size}")
        needed = sum(packets) * players
        if needed > len(self.cards):
            raise TrickcardsError(
                f"dealing {quote(packets)} to {quote(players)} players needs {quote(needed)} cards; the deck has {len(self.cards)}"
            )
        if one_at_a_time:
            return _one_at_a_time(cards, players, needed)
        masks = [0] * players
        position = 0
        for packet in packets:
            for player in range(players):
                for card in cards[position : position + packet]:
                    masks[player] |= card.mask
                position += packet
        return _dealt(tuple([hand_of_mask(m) for m in masks]), _deck(cards[needed:]))


def _one_at_a_time(cards: tuple[Card, ...], players: int, needed: int) -> Dealt:
    """Deal the first ``needed`` of ``cards`` one at a time: each player's are every players-th from the top."""
    hands = []
    for player in range(players):
        mask = 0
        for card in cards[player:needed:players]:
            mask |= card.mask
        hands.append(hand_of_mask(mask))
    return _dealt(tuple(hands), _deck(cards[needed:]))


def _dealt(hands: tuple[Hand, ...], stock: Deck) -> Dealt:
    """A :class:`Dealt` of hands and a stock made by :meth:`Deck.deal`, without re-checking their types."""
    dealt = _new(Dealt)
    _set_hands(dealt, hands)
    _set_stock(dealt, stock)
    return dealt


def _deck(cards: tuple[Card, ...]) -> Deck:
    """A deck of ``cards``, known to be distinct cards, without the checks of ``Deck()``."""
    deck = _new(Deck)
    _set_cards(deck, cards)
    return deck


# Slot setters for the private constructors (both classes refuse __setattr__).
_new = object.__new__
_set_cards = Deck.__dict__["cards"].__set__
_set_hands = Dealt.__dict__["hands"].__set__
_set_stock = Dealt.__dict__["stock"].__set__

# Random.shuffle draws each swap with _randbelow, which draws getrandbits: when the
# generator's shuffle and _randbelow are those, the kernel shuffles with the same draws.
_RANDOM_SHUFFLE: Final = random.Random.shuffle
_RANDBELOW: Final = random.Random._randbelow  # type: ignore[attr-defined]  # Random's private draw
_shuffle = _kernel.shuffle


def shuffle(items: list[Any], rng: random.Random) -> None:
    """Shuffle ``items`` in place as ``rng.shuffle`` does: the same draws, the same order.

    In the kernel when the generator draws as :class:`random.Random` does. The order
    depends on the number of items and the draws alone, so a deck's cards and any list
    as long (their masks, say) take the same order from the same generator.

    >>> mine, theirs = list(range(10)), list(range(10))
    >>> shuffle(mine, random.Random(5))
    >>> random.Random(5).shuffle(theirs)
    >>> mine == theirs
    True
    """
    kind = type(rng)
    if kind.shuffle is _RANDOM_SHUFFLE and kind._randbelow is _RANDBELOW:  # type: ignore[attr-defined]  # Random's private draw
        _shuffle(items, rng.getrandbits)
    else:
        rng.shuffle(items)


def _pack(ranks: frozenset[Rank] | None = None, colons: bool = False) -> Deck:
    cards = [c for c in CARDS if not c.mask & COLON_MASK and (ranks is None or c.rank in ranks)]
    if colons:
        cards += [c for c in CARDS if c.mask & COLON_MASK]
    return Deck(cards)


_PIQUET_RANKS: Final = frozenset(r for r in Rank if r >= Rank.SEVEN)

PACKS: Final[Mapping[str, Deck]] = FrozenMapping(
    {
        "standard": _pack(),
        "piquet": _pack(ranks=_PIQUET_RANKS),
        "brandeln": _pack(ranks=_PIQUET_RANKS - {Rank.EIGHT}),
        "bridgette": _pack(colons=True),
    }
)
"""The named packs by name, in canonical order (read-only)."""

_PACK_ALIASES: Final = {
    "standard": "standard",
    "52": "standard",
    "bridge": "standard",
    "piquet": "piquet",
    "32": "piquet",
    "brandeln": "brandeln",
    "28": "brandeln",
    "bridgette": "bridgette",
    "55": "bridgette",
}
