"""A bridge deal: four 13-card hands, PBN deal strings, random deals, board conditions.

Each hand is a 52-bit card mask (see :class:`~trickcards.Hand`). PBN text is read one
suit holding at a time through a table of every holding written in the usual
descending order, so parsing and validating a deal is a handful of dictionary
look-ups and integer operations.
"""

from __future__ import annotations

import enum
import functools
import random
from collections.abc import Iterable, Iterator, Sequence
from typing import Final, cast

from trickcards.core import inputs
from trickcards.core.cards import Card, ascii_upper
from trickcards.core.deck import Deck, random_source, shuffle
from trickcards.core.errors import DealStatus, InvalidDealError, ParseError, TrickcardsError
from trickcards.core.frozen import Frozen
from trickcards.core.hand import Hand, hand_of_mask
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.core.symbol_hands import has_symbols, read_written, to_pbn_deal

__all__ = [
    "GOULASH_DRAWS",
    "GOULASH_PACKETS",
    "Deal",
    "Vulnerability",
    "board_dealer",
    "board_vulnerability",
    "deal_status",
    "goulash",
    "goulash_chance",
    "goulash_draw",
]

_SEATS: Final = tuple(Seat)
_FULL: Final = (1 << 52) - 1
_STANDARD_MASKS: Final = tuple(card.mask for card in Deck.standard().cards)  # the pack in order, one bit a card
_SUIT_BITS: Final = 0x1FFF
_RANK_LETTERS: Final = "23456789TJQKA"


@functools.cache
def _holdings() -> tuple[tuple[str, ...], dict[str, int]]:
    """Every 13-bit holding as PBN text (ace first) and back: 8,192 entries each.

    Built on first use, not at import (``import trickcards.bridge`` stays fast): each
    rank, lowest first, doubles the table, written before every holding of lower cards.
    """
    texts = [""]
    for letter in _RANK_LETTERS:
        texts += [letter + text for text in texts]
    return tuple(texts), dict(zip(texts, range(1 << 13), strict=True))


_RANK_BITS: Final = {letter: 1 << i for i, letter in enumerate(_RANK_LETTERS)}
for _i, _letter in enumerate(_RANK_LETTERS):
    _RANK_BITS[_letter.lower()] = 1 << _i


class Vulnerability(enum.Enum):
    """Which sides are vulnerable on a deal: none, North-South, East-West or both.

    >>> Vulnerability.parse("NS").is_vulnerable(Seat.SOUTH), Vulnerability.parse("All") is Vulnerability.BOTH
    (True, True)
    >>> str(Vulnerability.EW), Vulnerability.NONE.is_vulnerable(Side.EAST_WEST)
    ('EW', False)
    """

    NONE = "None"
    NS = "NS"
    EW = "EW"
    BOTH = "Both"

    def is_vulnerable(self, who: Seat | Side) -> bool:
        """True when the side of ``who`` (a seat or a side) is vulnerable."""
        side = who.side if isinstance(who, Seat) else who
        if not isinstance(side, Side):
            raise TrickcardsError(f"{quote(who)} is not a seat or a side")
        if self is Vulnerability.BOTH:
            return True
        if self is Vulnerability.NONE:
            return False
        return (self is Vulnerability.NS) == (side is Side.NORTH_SOUTH)

    @classmethod
    def parse(cls, text: str) -> Vulnerability:
        """Read PBN's ``None``/``Love``/``-``, ``NS``, ``EW``, ``All``/``Both``, any case."""
        inputs.text(text, "a vulnerability")  # ASCII spaces and tabs only, as in every text parser
        if isinstance(text, str):
            vulnerability = _VULNERABILITY_WORDS.get(ascii_upper(text.strip()))
            if vulnerability is not None:
                return vulnerability
        raise ParseError(f"{quote(text)} is not a vulnerability: expected None, NS, EW or Both (All)")

    def __str__(self) -> str:
        return self.value


_VULNERABILITY_WORDS: Final = {
    "-": Vulnerability.NONE,
    "NONE": Vulnerability.NONE,
    "LOVE": Vulnerability.NONE,
    "O": Vulnerability.NONE,
    "NS": Vulnerability.NS,
    "N-S": Vulnerability.NS,
    "N/S": Vulnerability.NS,
    "N": Vulnerability.NS,
    "EW": Vulnerability.EW,
    "E-W": Vulnerability.EW,
    "E/W": Vulnerability.EW,
    "E": Vulnerability.EW,
    "ALL": Vulnerability.BOTH,
    "BOTH": Vulnerability.BOTH,
    "B": Vulnerability.BOTH,
}

# Section 7.3: the 16-board cycle of vulnerability.
_BOARD_VULNERABILITY: Final = tuple(
    Vulnerability[name]
    for name in "NONE NS EW BOTH NS EW BOTH NONE EW BOTH NONE NS BOTH NONE NS EW".split()  # noqa: SIM905  # reads as the table
)


def _board_index(board: int) -> int:
    if not isinstance(board, int) or isinstance(board, bool) or board < 1:
        raise TrickcardsError(f"{quote(board)} is not a board number: boards are numbered from 1 (section 7.3)")
    return (board - 1) % 16


def board_dealer(board: int) -> Seat:
    """The dealer of duplicate board ``board``: N, E, S, W for boards 1, 2, 3, 4 and so on (section 7.3).

    >>> board_dealer(12), board_dealer(17)
    (<Seat.WEST: 3>, <Seat.NORTH: 0>)
    """
    return _SEATS[_board_index(board) % 4]


def board_vulnerability(board: int) -> Vulnerability:
    """The vulnerability of duplicate board ``board`` in the standard 16-board cycle (section 7.3).

    >>> board_vulnerability(7), board_vulnerability(12)
    (<Vulnerability.BOTH: 'Both'>, <Vulnerability.NS: 'NS'>)
    """
    return _BOARD_VULNERABILITY[_board_index(board)]


def _status_of_masks(masks: Sequence[int]) -> DealStatus:
    status = DealStatus.VALID
    if len(masks) != 4:
        status |= DealStatus.WRONG_HAND_COUNT
    seen = duplicated = 0
    for mask in masks:
        duplicated |= seen & mask
        seen |= mask
        if mask.bit_count() != 13:
            status |= DealStatus.WRONG_HAND_SIZE
    if duplicated:
        status |= DealStatus.DUPLICATE_CARD
    if seen & ~_FULL:
        status |= DealStatus.FOREIGN_CARD
    if ~seen & _FULL:
        status |= DealStatus.MISSING_CARD
    return status


def deal_status(hands: Sequence[Hand]) -> DealStatus:
    """Every problem of ``hands`` as a deal of the 52-card pack, or ``DealStatus.VALID``.

    >>> deal_status([Hand.parse("AKQJT98765432..."), Hand.parse("AKQJT98765432..."), Hand(), Hand()])
    <DealStatus.DUPLICATE_CARD|WRONG_HAND_SIZE|MISSING_CARD: 7>
    """
    return _status_of_masks([h.mask for h in _checked_hands(hands)])


def _checked_hands(hands: object) -> Sequence[Hand]:
    """``hands`` as a tuple of :class:`~trickcards.Hand` values, or raise."""
    if isinstance(hands, str | bytes | Hand):
        raise InvalidDealError(
            f"{quote(hands)} is not a sequence of hands: expected Hand values, North first", DealStatus.WRONG_HAND_COUNT
        )
    try:
        result = tuple(cast("Iterable[object]", hands))
    except TypeError:
        raise InvalidDealError(
            f"{quote(hands)} is not a sequence of hands: expected Hand values, North first", DealStatus.WRONG_HAND_COUNT
        ) from None
    checked: list[Hand] = []
    for hand in result:
        if not isinstance(hand, Hand):
            raise InvalidDealError(
                f"{quote(hand)} in {quote(hands)} is not a Hand: a deal is four Hand values, North first",
                DealStatus.WRONG_HAND_COUNT,
            )
        checked.append(hand)
    return checked


def _problems(status: DealStatus) -> str:
    words = {
        DealStatus.DUPLICATE_CARD: "a card is held twice",
        DealStatus.WRONG_HAND_SIZE: "every hand must hold 13 cards",
        DealStatus.MISSING_CARD: "a card of the pack is missing",
        DealStatus.FOREIGN_CARD: "a card is not in the 52-card pack",
        DealStatus.WRONG_HAND_COUNT: "a deal has four hands",
    }
    return "; ".join(text for flag, text in words.items() if flag in status)


def _details(masks: Sequence[int], status: DealStatus) -> str:
    """The problems of a deal naming the cards and hands: ``SA is held by North and East; West holds 12 cards``."""
    names = [seat.name.title() for seat in Seat]
    parts: list[str] = []
    seen = duplicated = 0
    for mask in masks:
        duplicated |= seen & mask
        seen |= mask
    for card in Hand.from_mask(duplicated & _FULL):
        holders = [names[i] for i, mask in enumerate(masks) if mask & card.mask]
        parts.append(f"{card} is held by {' and '.join(holders)}")
    parts += [f"{names[i]} holds {m.bit_count()} cards, not 13" for i, m in enumerate(masks) if m.bit_count() != 13]
    missing = Hand.from_mask(~seen & _FULL)
    if 0 < len(missing) <= 4:
        parts += [f"{card} is held by no one" for card in missing]
    elif missing:
        parts.append(f"{len(missing)} cards are held by no one")
    rest = status & ~(DealStatus.WRONG_HAND_SIZE | DealStatus.MISSING_CARD | DealStatus.WRONG_HAND_COUNT)
    if duplicated:
        rest &= ~DealStatus.DUPLICATE_CARD  # already named, card by card
    return "; ".join(parts + ([_problems(rest)] if rest else [])) or _problems(status)


class Deal(Frozen):
    """A complete bridge deal: four 13-card hands holding the 52 cards between them (section 3.2).

    Index a deal by :class:`~trickcards.Seat`. Text is a PBN deal string: the first
    seat, a colon, then four hands clockwise from it (``str`` always starts with North).
    Anything but a complete 52-card deal raises
    :class:`~trickcards.core.errors.InvalidDealError` whose ``status`` names every problem.

    >>> text = "N:AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4 43.A6.T9876.T953"
    >>> deal = Deal.parse(text)
    >>> str(deal[Seat.EAST]), Deal.parse(str(deal)) == deal
    ('JT98.QJT9.Q2.J82', True)
    >>> str(Deal.parse("W:43.A6.T9876.T953 AKQ2.K52.J43.A76 JT98.QJT9.Q2.J82 765.8743.AK5.KQ4")) == text
    True
    >>> Deal.parse("N:AKQ2.K52.J43.A76 AKQ2.K52.J43.A76 - -")
    Traceback (most recent call last):
    ...
    trickcards.core.errors.InvalidDealError: ...
    """

    __slots__ = ("_masks",)

    _masks: tuple[int, int, int, int]

    def __init__(self, hands: Sequence[Hand]) -> None:
        """A deal of ``hands`` for North, East, South and West, in that order."""
        if hands.__class__ is tuple and len(hands) == 4:
            # The common case, four Hand values, checked at once: 13 cards each and all
            # 52 between them (so no card twice); anything else takes the general path.
            n, e, s, w = hands
            if n.__class__ is e.__class__ is s.__class__ is w.__class__ is Hand:
                quad = (n.mask, e.mask, s.mask, w.mask)
                if (
                    quad[0] | quad[1] | quad[2] | quad[3] == _FULL
                    and quad[0].bit_count() == quad[1].bit_count() == quad[2].bit_count() == quad[3].bit_count() == 13
                ):
                    _set_masks(self, quad)
                    return
        hands = _checked_hands(hands)
        masks = tuple(h.mask for h in hands)
        status = _status_of_masks(masks)
        if status:
            shown = [str(h) for h in hands]
            raise InvalidDealError(f"{quote(shown)} is not a deal: {_problems(status)} (section 3.2, Law 6)", status)
        object.__setattr__(self, "_masks", masks)

    @classmethod
    def _from_masks(cls, masks: tuple[int, int, int, int]) -> Deal:
        deal = object.__new__(cls)
        object.__setattr__(deal, "_masks", masks)
        return deal

    @classmethod
    def from_deck(cls, deck: Deck, dealer: Seat = Seat.NORTH) -> Deal:
        """Deal ``deck`` one card at a time clockwise from dealer's left, ending with the dealer (section 3.2).

        >>> deal = Deal.from_deck(Deck.standard().shuffled(1), dealer=Seat.SOUTH)
        >>> [len(h) for h in deal.hands]
        [13, 13, 13, 13]
        """
        if not isinstance(deck, Deck) or len(deck) != 52:
            raise InvalidDealError(f"{quote(deck)} is not a 52-card pack to deal from", DealStatus.WRONG_HAND_SIZE)
        dealer = _to_seat(dealer, "dealer")
        masks = [0, 0, 0, 0]
        first = (dealer + 1) & 3
        for i, card in enumerate(deck.cards):
            masks[(first + i) & 3] |= card.mask
        status = _status_of_masks(masks)
        if status:
            raise InvalidDealError(f"{quote(str(deck))} is not a bridge pack: {_problems(status)}", status)
        return cls._from_masks((masks[0], masks[1], masks[2], masks[3]))

    @classmethod
    def _shuffled(cls, rng: random.Random, dealer: Seat) -> Deal:
        """``Deal.from_deck(Deck.standard().shuffled(rng), dealer)``, dealt from the cards' bits.

        The shuffle orders the 52 one-card masks as it would the pack's cards (the same
        draws), and each hand is the sum of every fourth mask from dealer's left (single
        bits: their sum is their union): no card values, no check of a pack that cannot
        be wrong.
        """
        masks = list(_STANDARD_MASKS)
        shuffle(masks, rng)
        first = (dealer + 1) & 3
        hands = [0, 0, 0, 0]
        for offset in range(4):
            hands[(first + offset) & 3] = sum(masks[offset::4])
        return cls._from_masks((hands[0], hands[1], hands[2], hands[3]))

    @classmethod
    def random(cls, rng: random.Random | int | None = None) -> Deal:
        """A random deal; give a seed or a :class:`random.Random` to repeat it.

        >>> Deal.random(7) == Deal.random(random.Random(7))
        True
        """
        order = list(range(52))
        random_source(rng).shuffle(order)
        masks = [0, 0, 0, 0]
        for i, index in enumerate(order):
            masks[i & 3] |= 1 << index
        return cls._from_masks((masks[0], masks[1], masks[2], masks[3]))

    @classmethod
    def parse(cls, text: str) -> Deal:
        """Read a PBN deal string: ``"N:"`` (or another first seat) and four hands clockwise.

        Text that is not a deal string raises :class:`~trickcards.core.errors.ParseError`;
        a well-formed string that is not a complete deal (``-`` for an unknown hand,
        a card twice, 12 cards) raises :class:`~trickcards.core.errors.InvalidDealError`.
        """
        inputs.text(text, "a deal")  # ASCII spaces and tabs only, as in every text parser
        if has_symbols(text):  # 'N:♠AKQ2 ♥K52 ♦J43 ♣A76 ♠JT98 ...', as people paste a deal
            return read_written(text, to_pbn_deal, cls.parse, "a deal")
        masks, status = _parse_masks(text)
        status |= _status_of_masks(masks)
        if status:
            error = InvalidDealError(
                f"{quote(text)} is not a complete deal: {_details(masks, status)} (section 3.2, Law 6)", status
            )
            error.rule, error.reason = "deal-52-cards", _details(masks, status)
            raise error
        return cls._from_masks(masks)

    @classmethod
    def validate(cls, deal: str | Sequence[Hand]) -> DealStatus:
        """Every problem of a PBN deal string or of four hands, without raising; ``VALID`` when sound.

        Text that is no deal string at all still raises
        :class:`~trickcards.core.errors.ParseError`.

        >>> Deal.validate("N:AKQ2.K52.J43.A76 - - -")
        <DealStatus.WRONG_HAND_SIZE|MISSING_CARD: 6>
        """
        if isinstance(deal, str):
            masks, status = _parse_masks(deal)
            return status | _status_of_masks(masks)
        return deal_status(_checked_hands(deal))

    # --- views --------------------------------------------------------------------

    @property
    def hands(self) -> tuple[Hand, Hand, Hand, Hand]:
        """The four hands: North, East, South, West."""
        n, e, s, w = self._masks  # a deal's masks are valid hands
        return (hand_of_mask(n), hand_of_mask(e), hand_of_mask(s), hand_of_mask(w))

    def __getitem__(self, seat: Seat | str) -> Hand:
        """The hand of ``seat``: a :class:`~trickcards.Seat`, its index, or its letter or name (``deal["N"]``)."""
        given: object = seat  # any object may come in at run time
        if isinstance(given, str):
            given = inputs.seat(given, "a seat", error=TrickcardsError)
        if not isinstance(given, int) or isinstance(given, bool) or not 0 <= given < 4:
            raise TrickcardsError(f"{quote(seat)} is not a seat: index a deal by Seat or by N, E, S, W")
        return Hand.from_mask(self._masks[given])

    @property
    def north(self) -> Hand:
        """North's hand: ``deal[Seat.NORTH]``."""
        return Hand.from_mask(self._masks[0])

    @property
    def east(self) -> Hand:
        """East's hand."""
        return Hand.from_mask(self._masks[1])

    @property
    def south(self) -> Hand:
        """South's hand."""
        return Hand.from_mask(self._masks[2])

    @property
    def west(self) -> Hand:
        """West's hand."""
        return Hand.from_mask(self._masks[3])

    def __iter__(self) -> Iterator[Hand]:
        return iter(self.hands)

    def __len__(self) -> int:
        return 4

    def holder(self, card: object) -> Seat:
        """The seat holding ``card``.

        >>> from trickcards import Card
        >>> Deal.random(3).holder(Card.parse("SA")) in Seat
        True
        """
        mask = getattr(card, "mask", 0)
        for seat, hand in zip(_SEATS, self._masks, strict=True):
            if hand & mask:
                return seat
        raise TrickcardsError(f"{quote(card)} is not a card of the bridge pack")

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        return self._masks == other._masks

    def __hash__(self) -> int:
        return hash((Deal, self._masks))

    def __str__(self) -> str:
        return "N:" + " ".join(_hand_text(m) for m in self._masks)

    def pbn(self, first: Seat = Seat.NORTH) -> str:
        """The PBN deal string starting with seat ``first``.

        >>> Deal.parse(Deal.random(5).pbn(Seat.WEST)) == Deal.random(5)
        True
        """
        first = _to_seat(first, "first seat")
        order = [self._masks[(first + i) & 3] for i in range(4)]
        return f"{first.letter}:" + " ".join(_hand_text(m) for m in order)

    def _repr_svg_(self) -> str:
        """The deal as an SVG hand diagram (Jupyter shows it): :func:`trickcards.pictures.svg.deal_svg`."""
        from trickcards.pictures.svg import deal_svg  # noqa: PLC0415  (pictures import Deal)

        return deal_svg(self)

    def _repr_html_(self) -> str:
        """The deal's SVG hand diagram, inline in HTML."""
        return self._repr_svg_()

    def __repr__(self) -> str:
        return f"Deal.parse({str(self)!r})"

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (Deal.parse, (str(self),))


def _to_seat(seat: object, role: str) -> Seat:
    if isinstance(seat, Seat):
        return seat
    if isinstance(seat, str):
        return Seat.parse(seat)
    raise TrickcardsError(f"{quote(seat)} is not a {role}: expected a Seat or N, E, S, W")


def _hand_text(mask: int) -> str:
    text = _holdings()[0]
    return f"{text[mask >> 39 & _SUIT_BITS]}.{text[mask >> 26 & _SUIT_BITS]}.{text[mask >> 13 & _SUIT_BITS]}.{text[mask & _SUIT_BITS]}"


def _parse_masks(text: str) -> tuple[tuple[int, int, int, int], DealStatus]:
    """The four hand masks, North first, of a PBN deal string (``-`` gives an empty hand).

    A card written twice within one hand cannot show in a mask, so it comes back as a flag.
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not a deal: expected a PBN deal string such as 'N:AKQ2.K52.J43.A76 ...'")
    seat = _FIRST_SEATS.get(text[:2])
    if seat is None:
        stripped = text.strip()
        seat = _FIRST_SEATS.get(stripped[:2])
        if seat is None:
            raise ParseError(
                f"{quote(text)} is not a PBN deal: it starts with the first seat and a colon, such as 'N:' (PBN 3.4.11)"
            )
        text = stripped
    groups = text[2:].split()
    if len(groups) != 4:
        raise ParseError(f"{quote(text)} is not a PBN deal: it has four hands separated by spaces, not {len(groups)}")
    masks = [0, 0, 0, 0]
    status = DealStatus.VALID
    get = _holdings()[1].get
    for position, group in enumerate(groups):
        if group == "-":
            continue
        suits = group.split(".")
        if len(suits) != 4:
            raise ParseError(
                f"{quote(text)} is not a PBN deal: the hand {quote(group)} needs four suits separated by dots (S.H.D.C)"
            )
        s, h, d, c = suits
        bs, bh, bd, bc = get(s), get(h), get(d), get(c)
        if bs is None or bh is None or bd is None or bc is None:
            holdings = [_slow_holding(text, group, part) for part in suits]
            if any(twice for _, twice in holdings):
                status |= DealStatus.DUPLICATE_CARD
            bs, bh, bd, bc = (bits for bits, _ in holdings)
        masks[(seat + position) & 3] = bs << 39 | bh << 26 | bd << 13 | bc
    return (masks[0], masks[1], masks[2], masks[3]), status


def _slow_holding(text: str, group: str, part: str) -> tuple[int, bool]:
    """The bits of a holding written in any order, with ``10`` for ``T``, and whether a card is written twice."""
    bits = 0
    twice = False
    for letter in part.replace("10", "T"):
        bit = _RANK_BITS.get(letter)
        if bit is None:
            if letter == "-" and part == "-":
                continue
            raise ParseError(f"{quote(text)} is not a PBN deal: {quote(letter)} in {quote(group)} is not a rank")
        twice = twice or bool(bits & bit)
        bits |= bit
    return bits, twice


# Upper and lower case, ASCII only ('ſ:' is not 'S:').
_FIRST_SEATS: Final = {f"{letter}:": s for s in Seat for letter in (s.letter, s.letter.lower())}


_CUT_RULE: Final = "a goulash is cut once, 1 to 51 cards from the top"

GOULASH_PACKETS: Final = (5, 5, 3)
"""The packets a goulash is dealt in: five, five, then three cards to each hand."""


def goulash(deal: Deal | Sequence[Hand], dealer: Seat | str, cut: int | random.Random | None = None) -> Deal:
    """The goulash redeal of a passed deal (Towie and the cut-throat game, bridge variants §6-§7).

    Each hand is sorted by suits (spades, hearts, diamonds, clubs, each from the ace
    down; the dealer sorts the dummy), the four hands are stacked from the dealer's
    left round to the dealer, the pack is cut once, and the *same* dealer deals it in
    packets of 5, 5 and 3 cards from his left (:data:`GOULASH_PACKETS`). ``cut`` is
    the number of cards cut from the top to the bottom (1-51), a :class:`random.Random`
    to draw it from, or ``None`` for a fresh random cut.

    >>> deal = Deal.random(7)
    >>> again = goulash(deal, "N", cut=13)
    >>> [len(h) for h in again.hands], again == goulash(deal.hands, Seat.NORTH, cut=13)
    ([13, 13, 13, 13], True)
    >>> goulash(deal, "N", cut=52)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.TrickcardsError: 52 is not a cut: a goulash is cut once, 1 to 51 cards from the top
    """
    hands = deal.hands if isinstance(deal, Deal) else Deal(deal).hands
    seat = inputs.seat(dealer, "a dealer", error=TrickcardsError)
    if cut is None or isinstance(cut, random.Random):
        position = random_source(cut).randrange(1, 52)
    else:
        position = inputs.integer(cut, "a cut", low=1, high=51, rule=_CUT_RULE)
    order = [(seat + step) & 3 for step in range(1, 5)]
    stacked = [card for who in order for card in _sorted_by_suits(hands[who])]
    dealt = Deck(stacked).cut(position).deal(4, packets=GOULASH_PACKETS).hands
    masks = [0, 0, 0, 0]
    for who, hand in zip(order, dealt, strict=True):
        masks[who] = hand.mask
    return Deal._from_masks((masks[0], masks[1], masks[2], masks[3]))


GOULASH_DRAWS: Final = 51 * 1716 << 32
"""How many numbers a goulash draws from: a multiple of the 51 cuts and of the 1,716 ways to turn up six of 13 cards."""


def goulash_draw(chance: Sequence[int], number: int) -> int:
    """The number the ``number``-th goulash of a deal draws (from 1), given the deal's ``chance``.

    A goulash's chance is its own, never the cards': ``chance[number - 1]`` (see
    :attr:`trickcards.protocol.game.Start.chance`), or past its end a number drawn from a
    generator seeded with ``chance`` and ``number``. The cut is ``1 + draw % 51``;
    Towie turns up the six dummy cards ranked ``draw // 51 % 1716``
    (:meth:`trickcards.towie.TowieDeal.goulash`). A number below :data:`GOULASH_DRAWS`
    drawn uniformly gives each cut, and each choice of six cards, the same chance.

    >>> goulash_draw((40, 7), 2), goulash_draw((40, 7), 3) == goulash_draw((40, 7), 3)
    (7, True)
    """
    draws = inputs.sequence(chance, lambda n: inputs.integer(n, "a goulash draw", low=0), "a deal's chance")
    count = inputs.integer(number, "a goulash's number", low=1, high=10**6, rule="bridge variants §6-§7")
    if count <= len(draws):
        return draws[count - 1]
    return random.Random(f"goulash {count} {draws}").randrange(GOULASH_DRAWS)


def goulash_chance(rng: random.Random | None, cards: Sequence[Hand | Deck]) -> tuple[int, ...]:
    """The :attr:`~trickcards.protocol.game.Start.chance` of a deal that may be replaced by goulashes.

    One number below :data:`GOULASH_DRAWS` drawn from ``rng`` (after the cards are
    dealt, so a seed deals the same cards as before), or, for a deal given by its
    ``cards``, drawn from a generator seeded with their text, so a set deal replays the
    same. Later goulashes draw from it (:func:`goulash_draw`).

    >>> goulash_chance(random.Random(1), ()) == goulash_chance(random.Random(1), ())
    True
    """
    if rng is not None and not isinstance(rng, random.Random):
        raise TrickcardsError(f"{quote(rng)} is not a random.Random: it draws a deal's goulashes")
    packets = inputs.sequence(cards, _packet, "the cards of a deal")
    source = rng if rng is not None else random.Random(f"goulash {' '.join(str(p) for p in packets)}")
    return (source.randrange(GOULASH_DRAWS),)


def _packet(value: object) -> Hand | Deck:
    if not isinstance(value, Hand | Deck):
        raise TrickcardsError(f"{quote(value)} is not a hand or a stock of a deal")
    return value


def _sorted_by_suits(hand: Hand) -> list[Card]:
    # Card indexes run suit-major from clubs to spades, two to ace: spades first, aces first.
    return sorted(hand, key=lambda card: -card.index)


_set_masks = Deal.__dict__["_masks"].__set__  # Deal refuses __setattr__
