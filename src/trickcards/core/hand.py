"""Hand: an immutable set of cards backed by an int bit mask."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Final

from trickcards.core import _kernel
from trickcards.core.cards import (
    _HOLDINGS,
    CARDS,
    COLON_MASK,
    LITTLE_COLON,
    SUIT_MASKS,
    Card,
    Group,
    Rank,
    Suit,
    _holding,
    ascii_upper,
    cards_of,
)
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.evaluation import suit_losers, suit_points, suit_quick_tricks
from trickcards.core.frozen import Frozen, FrozenMapping
from trickcards.core.inputs import quote
from trickcards.core.inputs import text as inputs_text
from trickcards.core.symbol_hands import has_symbols, read_written, to_pbn_hand

__all__ = ["Hand"]

_PBN_SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
_COLON_LETTERS: Final = {"G": Group.ACES, "R": Group.FACES, "L": Group.SPOTS}
_ALL_MASK: Final = (1 << len(CARDS)) - 1


class Hand(Frozen):
    """An immutable set of cards, such as the cards a player holds.

    A hand is stored as one int (bit ``card.index`` set for each card), so set algebra,
    membership and suit views cost a few integer operations. Iteration runs in
    canonical card order (clubs two first, spades ace last, then the colons).

    Text is PBN style: spades, hearts, diamonds, clubs separated by dots, ``T`` for ten,
    an empty group (or ``-``) for a void. Colons follow a ``+`` as ``G``, ``R``, ``L``
    (Grand, Royal, Little): ``"AK75.Q9.J84.63+RL"``.

    >>> h = Hand.parse("AKQ2.K52.J43.A76")
    >>> len(h), Card.parse("SK") in h, h.count(Suit.SPADES)
    (13, True, 4)
    >>> str(h - Hand.parse("A...")), h.shape
    ('KQ2.K52.J43.A76', (4, 3, 3, 3))
    >>> Hand.parse(str(h)) == h
    True
    """

    __slots__ = ("mask",)

    mask: int
    """The bit mask: bit ``card.index`` is set for each card in the hand."""

    def __init__(self, cards: Iterable[Card] = ()) -> None:
        if isinstance(cards, Card):
            raise TrickcardsError(f"{quote(cards)} is one card, not an iterable of cards: write Hand([card])")
        try:
            iterator = iter(cards)
        except TypeError:
            raise TrickcardsError(f"{quote(cards)} is not an iterable of cards: a Hand holds Card values") from None
        mask = 0
        for card in iterator:
            if not isinstance(card, Card):
                raise TrickcardsError(f"{quote(card)} is not a Card; a Hand holds Card values only")
            mask |= card.mask
        object.__setattr__(self, "mask", mask)

    @classmethod
    def from_mask(cls, mask: int) -> Hand:
        """Return the hand whose bit mask is ``mask`` (bits 0-54)."""
        if not isinstance(mask, int) or isinstance(mask, bool) or mask < 0 or mask & ~_ALL_MASK:
            raise TrickcardsError(f"{quote(mask)} is not a hand mask: expected an int using bits 0-54 only")
        hand = _new_hand(cls)
        _set_mask(hand, mask)
        return hand

    @classmethod
    def parse(cls, text: str) -> Hand:
        """Read a hand in PBN order S.H.D.C, with optional colons after ``+``.

        Suits may be empty or ``-`` for a void, ``10`` may stand for ``T``, and the whole
        hand may be ``-`` for no cards. A card written twice is an error.

        >>> Hand.parse("AKT.-.-.-") == Hand.parse("A K 10...")
        True
        """
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not a hand: expected text such as 'AKQ2.K52.J43.A76'")
        if has_symbols(text):  # '♠AKQ2 ♥K52 ♦J43 ♣A76', as people paste a hand
            return read_written(inputs_text(text, "a hand"), to_pbn_hand, cls.parse, "a hand")
        body, plus, colon_text = inputs_text(text, "a hand").partition("+")
        if body == "-":
            body = "..."
        groups = body.split(".")
        if len(groups) != 4:
            raise ParseError(
                f"{quote(text)} is not a hand: PBN hands have four suits separated by dots "
                f"(spades.hearts.diamonds.clubs), found {len(groups)}"
            )
        mask = 0
        for suit, group in zip(_PBN_SUITS, groups, strict=True):
            tokens = ascii_upper(group.replace(" ", "").replace("\t", "")).replace("10", "T")
            if tokens == "-":
                continue
            for token in tokens:
                try:
                    card = Card(suit, Rank.parse(token))
                except ParseError:
                    raise ParseError(
                        f"{quote(text)} is not a hand: {quote(token)} in the {suit.name.lower()} is not a rank"
                    ) from None
                if mask & card.mask:
                    raise ParseError(f"{quote(text)} is not a hand: {card} is written twice")
                mask |= card.mask
        if plus:
            for letter in ascii_upper(colon_text.replace(" ", "").replace("\t", "")):
                if letter not in _COLON_LETTERS:
                    raise ParseError(
                        f"{quote(text)} is not a hand: {quote(letter)} after '+' is not a colon (G, R or L)"
                    )
                colon = Card.colon(_COLON_LETTERS[letter])
                if mask & colon.mask:
                    raise ParseError(f"{quote(text)} is not a hand: {colon.pretty()} is written twice")
                mask |= colon.mask
        return cls.from_mask(mask)

    # --- the set protocol -------------------------------------------------------

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and bool(self.mask & card.mask)

    def __iter__(self) -> Iterator[Card]:
        # A tuple of the cards from per-suit tables (cards_of's, without its check of the mask).
        return iter(_cards_in(_HOLDINGS, _holding, self.mask))  # type: ignore[arg-type]  # Card tables

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Hand):
            return self.mask == other.mask
        return NotImplemented

    def __hash__(self) -> int:
        return hash((Hand, self.mask))

    def __or__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return hand_of_mask(self.mask | other.mask)

    def __and__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return hand_of_mask(self.mask & other.mask)

    def __sub__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return hand_of_mask(self.mask & ~other.mask)

    def __xor__(self, other: Hand) -> Hand:
        if not isinstance(other, Hand):
            return NotImplemented
        return hand_of_mask(self.mask ^ other.mask)

    def __le__(self, other: Hand) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.mask & ~other.mask == 0

    def __lt__(self, other: Hand) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.mask != other.mask and self.mask & ~other.mask == 0

    def __ge__(self, other: Hand) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return other.mask & ~self.mask == 0

    def __gt__(self, other: Hand) -> bool:
        if not isinstance(other, Hand):
            return NotImplemented
        return self.mask != other.mask and other.mask & ~self.mask == 0

    def isdisjoint(self, other: Hand) -> bool:
        """True when the two hands share no card."""
        if not isinstance(other, Hand):
            raise TrickcardsError(f"{quote(other)} is not a Hand")
        return self.mask & other.mask == 0

    def add(self, card: Card) -> Hand:
        """A new hand with ``card`` added (raises if it is already held)."""
        _check_card(card)
        if self.mask & card.mask:
            raise TrickcardsError(f"{card} is already in the hand {quote(str(self))}")
        return hand_of_mask(self.mask | card.mask)

    def remove(self, card: Card) -> Hand:
        """A new hand without ``card`` (raises if it is not held)."""
        _check_card(card)
        if not self.mask & card.mask:
            raise TrickcardsError(f"{card} is not in the hand {quote(str(self))}")
        return hand_of_mask(self.mask & ~card.mask)

    # --- suit views -------------------------------------------------------------

    def suit(self, suit: Suit) -> Hand:
        """The cards of one suit.

        >>> str(Hand.parse("AKQ2.K52.J43.A76").suit(Suit.HEARTS))
        '.K52..'
        """
        return hand_of_mask(self.mask & SUIT_MASKS[_check_suit(suit)])

    def count(self, suit: Suit) -> int:
        """How many cards of ``suit`` the hand holds (colons never count)."""
        return (self.mask & SUIT_MASKS[_check_suit(suit)]).bit_count()

    def ranks(self, suit: Suit) -> tuple[Rank, ...]:
        """The ranks held in ``suit``, highest first."""
        return tuple(
            sorted((c.rank for c in cards_of(self.mask & SUIT_MASKS[_check_suit(suit)]) if c.rank), reverse=True)
        )

    @property
    def shape(self) -> tuple[int, int, int, int]:
        """Suit lengths in PBN order: spades, hearts, diamonds, clubs."""
        s, h, d, c = (self.count(suit) for suit in _PBN_SUITS)
        return (s, h, d, c)

    # --- evaluation (trickcards.core.evaluation defines each measure) ------------------

    @property
    def suit_lengths(self) -> FrozenMapping[Suit, int]:
        """How many cards of each suit, spades first: a read-only mapping (a dict's reading, not its changes).

        >>> Hand.parse("AKQ2.K52.J43.A76").suit_lengths[Suit.SPADES]
        4
        """
        return FrozenMapping({suit: self.count(suit) for suit in _PBN_SUITS})

    @property
    def pattern(self) -> str:
        """The shape as players write it: the suit lengths, longest first, ``"4-4-3-2"``.

        >>> Hand.parse("AKQ2.K52.J43.A7").pattern
        '4-3-3-2'
        """
        return "-".join(str(n) for n in sorted(self.shape, reverse=True))

    @property
    def hcp(self) -> int:
        """High-card points (Milton Work: ace 4, king 3, queen 2, jack 1); colons count none.

        >>> Hand.parse("AKQ2.K52.J43.A76").hcp
        17
        """
        return sum(suit_points(self._holding(suit)) for suit in _PBN_SUITS)

    @property
    def quick_tricks(self) -> float:
        """Quick tricks: per suit AK 2, AQ 1½, A 1, KQ 1, K with a smaller card ½.

        >>> Hand.parse("AKQ2.K52.J43.A76").quick_tricks
        3.5
        """
        return sum(suit_quick_tricks(self._holding(suit)) for suit in _PBN_SUITS)

    @property
    def losing_trick_count(self) -> int:
        """Losers by the losing-trick count: per suit the ace, king, queen missing among its first three cards.

        >>> Hand.parse("AKQ2.K52.J43.A76").losing_trick_count
        7
        """
        return sum(suit_losers(self._holding(suit)) for suit in _PBN_SUITS)

    def _holding(self, suit: Suit) -> int:
        """The 13 bits of ``suit``, bit 0 the two."""
        return (self.mask >> (13 * suit)) & 0x1FFF

    @property
    def colons(self) -> Hand:
        """The colons held (Bridgette)."""
        return hand_of_mask(self.mask & COLON_MASK)

    # --- text -------------------------------------------------------------------

    def __str__(self) -> str:
        text = ".".join("".join(r.letter for r in self.ranks(suit)) for suit in _PBN_SUITS)
        if self.mask & COLON_MASK:
            letters = {g: letter for letter, g in _COLON_LETTERS.items()}
            held = [c for c in CARDS[LITTLE_COLON.index :] if self.mask & c.mask]
            text += "+" + "".join(letters[c.group] for c in reversed(held))
        return text

    def pretty(self) -> str:
        """Suit symbols, ``10`` spelled out, ``—`` for a void: ``♠AK ♥— ♦Q10 ♣2``."""
        parts = []
        for suit in _PBN_SUITS:
            ranks = self.ranks(suit)
            text = "".join("10" if r is Rank.TEN else r.letter for r in ranks)
            parts.append(suit.symbol + (text or "—"))
        parts += [c.pretty() for c in cards_of(self.mask & COLON_MASK)]
        return " ".join(parts)

    def _repr_svg_(self) -> str:
        """The hand as an SVG picture (Jupyter shows it): :func:`trickcards.pictures.svg.hand_svg`."""
        from trickcards.pictures.svg import hand_svg  # noqa: PLC0415  (pictures import Hand)

        return hand_svg(self)

    def _repr_html_(self) -> str:
        """The hand's SVG picture, inline in HTML."""
        return self._repr_svg_()

    def __repr__(self) -> str:
        return f"Hand.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Hand.from_mask, (self.mask,))


def _check_card(card: object) -> None:
    if not isinstance(card, Card):
        raise TrickcardsError(f"{quote(card)} is not a Card")


def _check_suit(suit: object) -> Suit:
    """``suit`` if it is a :class:`Suit` (or its int value 0-3, not a bool), else raise."""
    if isinstance(suit, Suit):
        return suit
    if isinstance(suit, int) and not isinstance(suit, bool) and 0 <= suit <= 3:
        return Suit(suit)
    raise TrickcardsError(f"{quote(suit)} is not a suit: expected a Suit")


# Hands are built for every legal-card query of a playout: this constructor skips
# from_mask's checks and sets the slot through its cached descriptor, because Hand
# refuses __setattr__ (about twice as fast as object.__setattr__).
_new_hand = object.__new__
_set_mask = Hand.__dict__["mask"].__set__
_cards_in = _kernel.cards_in


def hand_of_mask(mask: int) -> Hand:
    """The hand of ``mask``, which the caller guarantees uses bits 0-54 only (unchecked)."""
    hand = _new_hand(Hand)
    _set_mask(hand, mask)
    return hand
