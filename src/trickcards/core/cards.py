"""Suits, ranks, cards (colons included) and rank orders.

A :class:`Card` is interned: there is exactly one object per card, so equality is
identity, hashing is the card's index, and a set of cards can be an int bit mask
(bit ``card.index``). The 52 ordinary cards have indexes 0-51, suit-major from clubs
to spades and two to ace within a suit; Bridgette's three colons follow at 52-54.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator
from typing import Final

from attrs import field, frozen

from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.frozen import Interned, assembled
from trickcards.core.inputs import _is_int, ascii_upper, keyword, quote
from trickcards.core.inputs import text as inputs_text
from trickcards.core.reprs import parsed_repr

__all__ = [
    "BRANDELN_TRUMP_ORDER",
    "CARDS",
    "GRAND_COLON",
    "LITTLE_COLON",
    "ROYAL_COLON",
    "STANDARD_ORDER",
    "SUIT_MASKS",
    "Card",
    "Group",
    "InvalidCardError",
    "Rank",
    "RankOrder",
    "Suit",
    "ascii_upper",
]


class InvalidCardError(TrickcardsError):
    """A card built from values that name no card (a rank of 15, a suit of "x")."""


class Suit(enum.IntEnum):
    """The four suits, in bridge auction order from lowest (clubs) to highest."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        """One ASCII letter: ``C``, ``D``, ``H`` or ``S``."""
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        """The Unicode suit symbol, for pretty output only."""
        return "♣♦♥♠"[self]

    @classmethod
    def parse(cls, text: str) -> Suit:
        """Read a suit from its letter, symbol or English name.

        >>> Suit.parse("s"), Suit.parse("♥"), Suit.parse("Clubs")
        (<Suit.SPADES: 3>, <Suit.HEARTS: 2>, <Suit.CLUBS: 0>)
        """
        suit = _SUIT_WORDS.get(keyword(text, "a suit"))
        if suit is not None:
            return suit
        raise ParseError(f"{quote(text)} is not a suit: expected C, D, H, S, a suit symbol or a suit name")

    def __str__(self) -> str:
        return self.letter


class Group(enum.Enum):
    """The three rank groups of Bridgette; every card, colon or not, is in one.

    Aces form one group, the face cards (K, Q, J) another and the spot cards (10 down
    to 2) the third. Each colon belongs to exactly one group.
    """

    SPOTS = "spots"
    FACES = "faces"
    ACES = "aces"


class Rank(enum.IntEnum):
    """Ranks two to ace; the value is the pip value with J=11, Q=12, K=13, A=14."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """One ASCII character: ``2``-``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return "23456789TJQKA"[self - 2]

    @property
    def group(self) -> Group:
        """The Bridgette rank group: aces, faces (K, Q, J) or spots (10-2)."""
        if self is Rank.ACE:
            return Group.ACES
        return Group.FACES if self >= Rank.JACK else Group.SPOTS

    @classmethod
    def parse(cls, text: str) -> Rank:
        """Read a rank: ``A``, ``K``, ``Q``, ``J``, ``T`` or ``10``, ``9`` ... ``2``.

        >>> Rank.parse("10") is Rank.parse("t") is Rank.TEN
        True
        """
        rank = _RANK_WORDS.get(keyword(text, "a rank"))
        if rank is not None:
            return rank
        raise ParseError(f"{quote(text)} is not a rank: expected A, K, Q, J, T (or 10) or 9 down to 2")

    def __str__(self) -> str:
        return self.letter


_SUIT_WORDS: Final[dict[str, Suit]] = {}
for _suit in Suit:
    for _word in (_suit.letter, _suit.symbol, _suit.name, _suit.name[:-1]):
        _SUIT_WORDS[_word.upper()] = _suit
for _suit, _white in zip(Suit, "♧♢♡♤", strict=True):
    _SUIT_WORDS[_white] = _suit

_RANK_WORDS: Final[dict[str, Rank]] = {r.letter: r for r in Rank}
_RANK_WORDS["10"] = Rank.TEN

#: Index of the first colon; the colons occupy bits 52 (little), 53 (royal), 54 (grand).
_COLON_BASE: Final = 52
_COLON_ORDER: Final = (Group.SPOTS, Group.FACES, Group.ACES)
_COLON_CODES: Final = {Group.SPOTS: "LC", Group.FACES: "RC", Group.ACES: "GC"}
_COLON_NAMES: Final = {Group.SPOTS: "Little Colon", Group.FACES: "Royal Colon", Group.ACES: "Grand Colon"}


class Card(Interned):
    """One playing card: a suit and a rank, or one of Bridgette's three colons.

    Cards are interned and immutable: ``Card(Suit.SPADES, Rank.ACE)`` always returns the
    same object, so ``==`` is identity and cards are cheap to hash and compare. Cards
    order by suit (clubs lowest), then rank, with the colons after every suited card.

    >>> Card.parse("SA") is Card(Suit.SPADES, Rank.ACE)
    True
    >>> str(Card.parse("♥10")), str(Card.parse("h10")), str(Card.parse("10h"))
    ('HT', 'HT', 'HT')
    >>> Card.parse("grand colon").group
    <Group.ACES: 'aces'>
    """

    __slots__ = ("group", "index", "mask", "rank", "suit")

    index: int
    """Position 0-54 in the canonical order; also the bit of this card in a mask."""
    suit: Suit | None
    """The suit, or ``None`` for a colon."""
    rank: Rank | None
    """The rank, or ``None`` for a colon."""
    group: Group
    """The Bridgette rank group (aces / faces / spots) of the card or colon."""
    mask: int
    """``1 << index``: this card as a one-card set."""

    def __new__(cls, suit: Suit | int, rank: Rank | int) -> Card:
        """Return the interned card of ``suit`` and ``rank`` (enum members or their int values)."""
        if not isinstance(suit, Suit) or not isinstance(rank, Rank):
            try:
                if not (_is_int(suit) and _is_int(rank)):  # no bools, floats or text
                    raise TypeError
                suit, rank = Suit(suit), Rank(rank)
            except (ValueError, TypeError):
                raise InvalidCardError(
                    f"Card({quote(suit)}, {quote(rank)}) names no card: a suit is 0-3 (Suit) and a rank 2-14 (Rank)"
                ) from None
        return CARDS[suit * 13 + rank - 2]

    @classmethod
    def colon(cls, group: Group) -> Card:
        """Return the colon that matches ``group`` (Bridgette).

        >>> Card.colon(Group.FACES) is ROYAL_COLON
        True
        """
        if not isinstance(group, Group):
            raise InvalidCardError(f"{quote(group)} is not a rank group (Group.ACES, FACES or SPOTS)")
        return CARDS[_COLON_BASE + _COLON_ORDER.index(group)]

    @classmethod
    def from_index(cls, index: int) -> Card:
        """Return the card with canonical index ``index`` (0-54)."""
        if _is_int(index) and 0 <= index < len(CARDS):
            return CARDS[index]
        raise InvalidCardError(f"{quote(index)} is not a card index: expected 0-{len(CARDS) - 1}")

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read a card written suit-first or rank-first, in ASCII or with a suit symbol.

        Accepted: ``SA``, ``as``, ``♠A``, ``A♠``, ``S10``, ``10S``, ``ST``; for colons
        ``GC`` / ``RC`` / ``LC`` or their names (``Grand Colon``, ``royal``, ...).
        Anything else raises :class:`~trickcards.core.errors.ParseError`.

        >>> Card.parse(" as ") is Card.parse("♠A")
        True
        """
        if text.__class__ is str:  # the common texts ("SA", "H10", "GC") are one lookup, unfolded
            card = _CARD_WORDS.get(text)
            if card is not None:
                return card
        card = _CARD_WORDS.get(keyword(text, "a card"))
        if card is not None:
            return card
        raise ParseError(
            f"{quote(text)} is not a card: expected a suit letter or symbol and a rank, "
            "such as 'SA', '10H' or '♦Q', or a colon ('GC', 'RC', 'LC')"
        )

    @property
    def is_colon(self) -> bool:
        """True for Bridgette's suitless colons."""
        return self.suit is None

    def pretty(self) -> str:
        """A display form with a suit symbol and ``10`` spelled out: ``♠A``, ``♥10``.

        >>> Card.parse("HT").pretty(), LITTLE_COLON.pretty()
        ('♥10', 'Little Colon')
        """
        if self.suit is None or self.rank is None:
            return _COLON_NAMES[self.group]
        return self.suit.symbol + ("10" if self.rank is Rank.TEN else self.rank.letter)

    def __str__(self) -> str:
        if self.suit is None or self.rank is None:
            return _COLON_CODES[self.group]
        return self.suit.letter + self.rank.letter

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        # Pickling and copying hand back the interned object.
        return (Card.from_index, (self.index,))


Card._family = Card


def _make_card(index: int, suit: Suit | None, rank: Rank | None, group: Group) -> Card:
    return assembled(Card, index=index, suit=suit, rank=rank, group=group, mask=1 << index)


def _build_cards() -> tuple[Card, ...]:
    cards = [_make_card(s * 13 + r - 2, s, r, r.group) for s in Suit for r in Rank]
    cards += [_make_card(_COLON_BASE + i, None, None, g) for i, g in enumerate(_COLON_ORDER)]
    return tuple(cards)


CARDS: Final[tuple[Card, ...]] = _build_cards()
"""Every card, indexed by :attr:`Card.index`: the 52 ordinary cards, then the 3 colons."""

LITTLE_COLON: Final[Card] = CARDS[_COLON_BASE]
"""Bridgette's Little Colon, matching the spot cards (10 down to 2)."""
ROYAL_COLON: Final[Card] = CARDS[_COLON_BASE + 1]
"""Bridgette's Royal Colon, matching the face cards (K, Q, J)."""
GRAND_COLON: Final[Card] = CARDS[_COLON_BASE + 2]
"""Bridgette's Grand Colon, matching the aces."""

SUIT_MASKS: Final[tuple[int, int, int, int]] = (
    0x1FFF,
    0x1FFF << 13,
    0x1FFF << 26,
    0x1FFF << 39,
)
"""Bit mask of all thirteen cards of each suit, indexed by :class:`Suit`."""
COLON_MASK: Final = 0b111 << _COLON_BASE
"""Bit mask of the three colons."""


def _build_card_words() -> dict[str, Card]:
    words: dict[str, Card] = {}
    for card in CARDS[:_COLON_BASE]:
        assert card.suit is not None
        assert card.rank is not None
        suits = [w for w, s in _SUIT_WORDS.items() if s is card.suit and len(w) == 1]
        ranks = [w for w, r in _RANK_WORDS.items() if r is card.rank]
        for s in suits:
            for r in ranks:
                words[s + r] = card
                words[r + s] = card
    for group, colon in zip(_COLON_ORDER, CARDS[_COLON_BASE:], strict=True):
        name = _COLON_NAMES[group].upper()
        for word in (_COLON_CODES[group], name, name.split()[0]):
            words[word] = colon
    return words


_CARD_WORDS: Final[dict[str, Card]] = _build_card_words()


def _to_ranks(ranks: Iterable[Rank]) -> tuple[Rank, ...]:
    if isinstance(ranks, str | bytes):  # RankOrder.parse reads text
        raise InvalidCardError(f"{quote(ranks)} is not a rank order: give Rank values, or use RankOrder.parse for text")
    try:
        return tuple(ranks)
    except TypeError:
        raise InvalidCardError(f"{quote(ranks)} is not a rank order: expected Rank values, highest first") from None


@frozen
class RankOrder:
    """The order of ranks within one suit for winning tricks, highest first.

    Games and strains differ: bridge uses A K Q ... 2 everywhere; Brandeln's trump suit
    runs J > 7 > A > K > Q > 10 > 9. :meth:`strength` turns a rank into a number that is
    larger for a stronger card (ranks missing from the order are weakest of all).

    >>> BRANDELN_TRUMP_ORDER.strength(Rank.SEVEN) > BRANDELN_TRUMP_ORDER.strength(Rank.ACE)
    True
    >>> str(BRANDELN_TRUMP_ORDER)
    'J7AKQT9'
    """

    __repr__ = parsed_repr

    ranks: tuple[Rank, ...] = field(converter=_to_ranks)

    def __attrs_post_init__(self) -> None:
        if not all(isinstance(r, Rank) for r in self.ranks) or len(set(self.ranks)) != len(self.ranks):
            raise InvalidCardError(f"{quote(self.ranks)} is not a rank order: each Rank must appear once")

    @classmethod
    def parse(cls, text: str) -> RankOrder:
        """Read an order written high to low, ``T`` or ``10`` for tens: ``"J7AKQT9"``."""
        ranks = []
        for token in inputs_text(text, "a rank order").replace("10", "T"):
            rank = _RANK_WORDS.get(ascii_upper(token))
            if rank is None:
                raise ParseError(f"{quote(text)} is not a rank order: {quote(token)} is not a rank (A K Q J T 9 ... 2)")
            ranks.append(rank)
        return cls(tuple(ranks))

    def strength(self, rank: Rank) -> int:
        """Larger for a stronger rank; 0 for a rank that is not in this order."""
        try:
            return len(self.ranks) - self.ranks.index(rank)
        except ValueError:
            return 0

    def __str__(self) -> str:
        return "".join(r.letter for r in self.ranks)

    def __iter__(self) -> Iterator[Rank]:
        return iter(self.ranks)


STANDARD_ORDER: Final = RankOrder(tuple(sorted(Rank, reverse=True)))
"""A K Q J 10 9 8 7 6 5 4 3 2: every suit in bridge, trumps included."""

BRANDELN_TRUMP_ORDER: Final = RankOrder.parse("J7AKQT9")
"""Brandeln's trump suit: J > 7 > A > K > Q > 10 > 9 (Brandeln R3)."""


# Iterating a hand is on the hot path of every playout (``list(play.legal_cards())``), so
# rather than yielding one card per set bit, each 13-bit block of a mask (a suit's
# holding; the colons form a fifth block) maps to the tuple of its cards. A holding's
# tuple is built the first time that holding is seen: building all 5 x 8192 at import
# would cost milliseconds and megabytes that most programs never use.
_BLOCK: Final = 0x1FFF
_Holdings = list[tuple[Card, ...] | None]


def _empty_holdings(size: int) -> _Holdings:
    return [None] * size


# Four suits of 13 bits, then the colons (bits 52-54).
_HOLDINGS: Final = (*(_empty_holdings(_BLOCK + 1) for _ in range(4)), _empty_holdings(8))


def _holding(block: int, bits: int) -> tuple[Card, ...]:
    """The cards of ``bits`` in 13-bit block ``block``, cached in ``_HOLDINGS``."""
    base = block * 13
    cards = tuple(CARDS[base + i] for i in range(bits.bit_length()) if bits >> i & 1)
    _HOLDINGS[block][bits] = cards
    return cards


def cards_of(mask: int) -> tuple[Card, ...]:
    """The cards of a bit mask, in canonical order (used by :class:`~trickcards.Hand`).

    >>> [str(c) for c in cards_of(Card.parse("SA").mask | Card.parse("C2").mask)]
    ['C2', 'SA']
    """
    if mask >> 55:  # also true for a negative int
        raise InvalidCardError(f"{quote(mask)} is not a card mask: expected a non-negative int using bits 0-54")
    clubs, diamonds, hearts, spades, colons = _HOLDINGS
    # Unrolled over the five blocks; an empty block is skipped (its tuple would be ()).
    cards: tuple[Card, ...] = ()
    bits = mask & _BLOCK
    if bits:
        cards = clubs[bits] or _holding(0, bits)
    bits = mask >> 13 & _BLOCK
    if bits:
        cards += diamonds[bits] or _holding(1, bits)
    bits = mask >> 26 & _BLOCK
    if bits:
        cards += hearts[bits] or _holding(2, bits)
    bits = mask >> 39 & _BLOCK
    if bits:
        cards += spades[bits] or _holding(3, bits)
    bits = mask >> 52
    if bits:
        cards += colons[bits] or _holding(4, bits)
    return cards
