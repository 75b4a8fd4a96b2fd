"""Strains, doubling and the contract of a bridge deal."""

from __future__ import annotations

import enum
import re
from typing import Final

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.cards import Suit
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import ascii_upper, integer, keyword, member, optional_member, quote
from trickcards.core.reprs import parsed_repr
from trickcards.core.seats import Seat

__all__ = [
    "NULL",
    "Contract",
    "Denomination",
    "Doubling",
    "InvalidContractError",
    "Null",
    "Strain",
    "TwoPlayerContract",
]


class InvalidContractError(TrickcardsError):
    """A contract that cannot exist, such as level 8 or a strain that is not one."""


class Strain(enum.IntEnum):
    """A denomination of the auction, lowest (clubs) to highest (no trump).

    >>> Strain.parse("nt"), Strain.parse("♠"), str(Strain.NOTRUMP)
    (<Strain.NOTRUMP: 4>, <Strain.SPADES: 3>, 'NT')
    >>> Strain.HEARTS.suit
    <Suit.HEARTS: 2>
    """

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def suit(self) -> Suit | None:
        """The trump suit, or ``None`` for no trump."""
        return None if self is Strain.NOTRUMP else Suit(self.value)

    @property
    def is_major(self) -> bool:
        """Hearts or spades."""
        return self in (Strain.HEARTS, Strain.SPADES)

    @property
    def is_minor(self) -> bool:
        """Clubs or diamonds."""
        return self in (Strain.CLUBS, Strain.DIAMONDS)

    @property
    def symbol(self) -> str:
        """The suit symbol, or ``NT``; for pretty output only."""
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).symbol

    @classmethod
    def from_suit(cls, suit: Suit | None) -> Strain:
        """The strain with ``suit`` as trumps (``None``: no trump)."""
        if suit is None:
            return Strain.NOTRUMP
        if not isinstance(suit, Suit):
            raise InvalidContractError(f"{quote(suit)} is not a suit: expected a Suit, or None for no trump")
        return Strain(int(suit))

    @classmethod
    def parse(cls, text: str) -> Strain:
        """Read ``C``, ``D``, ``H``, ``S``, ``N``/``NT``, a suit symbol or a name, any case."""
        strain = _STRAIN_WORDS.get(keyword(text, "a strain"))
        if strain is not None:
            return strain
        raise ParseError(f"{quote(text)} is not a strain: expected C, D, H, S, NT or a suit symbol")

    def __str__(self) -> str:
        return "NT" if self is Strain.NOTRUMP else Suit(self.value).letter


_STRAIN_WORDS: Final = {
    "N": Strain.NOTRUMP,
    "NT": Strain.NOTRUMP,
    "NOTRUMP": Strain.NOTRUMP,
    "NO TRUMP": Strain.NOTRUMP,
}
for _suit in Suit:
    for _word in (_suit.letter, _suit.symbol, _suit.name, _suit.name[:-1]):
        _STRAIN_WORDS[_word.upper()] = Strain(int(_suit))
for _suit, _white in zip(Suit, "♧♢♡♤", strict=True):
    _STRAIN_WORDS[_white] = Strain(int(_suit))


class Null(enum.Enum):
    """The Null denomination of the bridge variants (``bridge-variants.md`` section 0).

    A Null contract of level *n* undertakes to win at most 7 - *n* tricks, played at no
    trump. Contract bridge has no Null bids; the variants that do place Null among the
    strains in their own order (:class:`~trickcards.bridge.AuctionRules`).

    >>> str(NULL), NULL.suit, str(Contract.parse("2nullxw"))
    ('Null', None, '2NullXW')
    """

    NULL = "Null"

    @property
    def suit(self) -> None:
        """No trump suit: Null is played at no trump."""
        return None

    @property
    def is_major(self) -> bool:
        """False: Null is no suit."""
        return False

    @property
    def is_minor(self) -> bool:
        """False: Null is no suit."""
        return False

    @property
    def symbol(self) -> str:
        """``Null``, also in pretty output."""
        return "Null"

    def __str__(self) -> str:
        return "Null"


NULL: Final = Null.NULL
"""The Null denomination."""

Denomination = Strain | Null
"""What a bid names: a :class:`Strain`, or :data:`NULL` in the variants with Null bids."""


class Doubling(enum.IntEnum):
    """Whether a contract is undoubled, doubled or redoubled.

    >>> [str(d) for d in Doubling], Doubling.REDOUBLED.multiplier
    (['', 'X', 'XX'], 4)
    """

    UNDOUBLED = 0
    DOUBLED = 1
    REDOUBLED = 2

    @property
    def multiplier(self) -> int:
        """1, 2 or 4: the factor on trick points."""
        return 1 << self.value

    def __str__(self) -> str:
        return ("", "X", "XX")[self]


_SUIT_CHARS: Final = "♠♥♦♣♤♡♢♧"
_CONTRACT_RE: Final = re.compile(
    rf"^\s*+([0-9])\s*+(NULL|NT|N|C|D|H|S|[{_SUIT_CHARS}])\s*+(XX|RDBL|REDOUBLED|R|X|DBL|DOUBLED)?\s*+([NESW])?\s*+$",
    re.IGNORECASE | re.ASCII,  # ASCII: no 'ſ' for S, no 'K' (Kelvin) for K, no Unicode spaces
)
_DOUBLING_WORDS: Final = {
    None: Doubling.UNDOUBLED,
    "X": Doubling.DOUBLED,
    "DBL": Doubling.DOUBLED,
    "DOUBLED": Doubling.DOUBLED,
    "XX": Doubling.REDOUBLED,
    "R": Doubling.REDOUBLED,
    "RDBL": Doubling.REDOUBLED,
    "REDOUBLED": Doubling.REDOUBLED,
}


# Field converters: what each field accepts, through the shared input checks.
def _level(value: object) -> int:
    return integer(value, "a contract level (bids run 1-7, rule A3)", low=1, high=7, error=InvalidContractError)


def _strain(value: object) -> Strain | Null:
    if value is NULL:
        return NULL
    if isinstance(value, str) and ascii_upper(value.strip()) == "NULL":
        return NULL
    return member(Strain, value, "a strain", by_value=False, error=InvalidContractError)


def _doubling(value: object) -> Doubling:
    return member(Doubling, value, "a doubling (Doubling.UNDOUBLED, DOUBLED or REDOUBLED)", error=InvalidContractError)


def _declarer(value: object) -> Seat | None:
    return optional_member(Seat, value, "a declarer seat", error=InvalidContractError)


@frozen
class Contract:
    """The final contract of an auction: level, strain, doubling and declarer.

    Text is ``level``, ``strain`` (``NT`` for no trump), ``X``/``XX`` and the declarer's
    seat: ``4SXN``. :meth:`parse` is lenient about case and spaces and also reads
    ``1NN`` (1NT by North) and suit symbols. The declarer may be left out (``None``)
    when only the score matters.

    >>> c = Contract(level=4, strain=Strain.SPADES, doubling=Doubling.DOUBLED, declarer=Seat.NORTH)
    >>> str(c), Contract.parse("4sxn") == c == Contract.parse("4Sx N")
    ('4SXN', True)
    >>> Contract.parse("1NN") == Contract.parse("1NTN"), c.tricks_needed
    (True, 10)
    """

    __repr__ = parsed_repr

    level: int = field(converter=_level)
    strain: Strain | Null = field(converter=_strain)
    """The strain, or :data:`NULL` for a Null contract of the bridge variants."""
    doubling: Doubling = field(default=Doubling.UNDOUBLED, converter=_doubling)
    declarer: Seat | None = field(default=None, converter=_declarer)
    # Derived from level, strain and doubling (so leaving it out of eq and hash loses
    # nothing): the contract's row 0-104 in score tables, for one-index look-ups.
    _row: int = field(init=False, eq=False, hash=False, repr=False)

    def __attrs_post_init__(self) -> None:
        # Null contracts get rows past the 105 of contract bridge's tables, so a look-up
        # in those tables misses them and takes the checked path, which refuses Null.
        strain = self.strain
        base = 105 + (self.level - 1) * 3 if strain is NULL else ((self.level - 1) * 5 + strain) * 3
        object.__setattr__(self, "_row", base + self.doubling)

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Read a contract such as ``4SXN``, ``3NT``, ``6♥XX S`` or ``1NN``."""
        inputs.text(text, "a contract")  # ASCII spaces and tabs only, as in every text parser
        match = _CONTRACT_RE.match(text) if isinstance(text, str) else None
        if match is None:
            raise ParseError(
                f"{quote(text)} is not a contract: expected level 1-7, strain (C, D, H, S, NT), "
                "optional X or XX, optional declarer seat, e.g. '4SXN'"
            )
        level, strain, doubling, declarer = match.groups()
        try:
            return cls(
                int(level),
                _strain(strain),
                _DOUBLING_WORDS[doubling.upper() if doubling else None],
                Seat.parse(declarer) if declarer else None,
            )
        except InvalidContractError as error:
            raise ParseError(f"{quote(text)} is not a contract: {error}") from None

    @property
    def tricks_needed(self) -> int:
        """Tricks declarer's side must win: six (the book) plus the level.

        For a Null contract: the tricks the *opponents* must win (6 + level), since
        declarer's side may win at most :attr:`tricks_allowed`.
        """
        return self.level + 6

    @property
    def is_null(self) -> bool:
        """True for a Null contract (``bridge-variants.md`` section 0)."""
        return self.strain is NULL

    @property
    def tricks_allowed(self) -> int:
        """A Null contract's most tricks for declarer's side: 7 - level (section 0, N-a); 13 otherwise.

        >>> Contract.parse("2Null").tricks_allowed, Contract.parse("7NullS").is_null
        (5, True)
        """
        return 7 - self.level if self.strain is NULL else 13

    def is_made(self, tricks: int) -> bool:
        """Whether declarer's side made the contract with ``tricks`` tricks.

        >>> Contract.parse("4S").is_made(10), Contract.parse("1Null").is_made(6), Contract.parse("1Null").is_made(7)
        (True, True, False)
        """
        if self.strain is NULL:
            return tricks <= 7 - self.level
        return tricks >= self.level + 6

    @property
    def dummy(self) -> Seat | None:
        """Declarer's partner."""
        return None if self.declarer is None else self.declarer.partner

    @property
    def is_slam(self) -> bool:
        """A small (6) or grand (7) slam contract."""
        return self.level >= 6

    def pretty(self) -> str:
        """A display form with suit symbols: ``4♠X by N``."""
        text = f"{self.level}{self.strain.symbol}{self.doubling}"
        return text if self.declarer is None else f"{text} by {self.declarer}"

    def __str__(self) -> str:
        seat = "" if self.declarer is None else self.declarer.letter
        return f"{self.level}{self.strain}{self.doubling}{seat}"


_PLAYER_LETTERS: Final = "AB"
_PLAYER_SEATS: Final = (Seat.NORTH, Seat.EAST)


@frozen(eq=False)
class TwoPlayerContract(Contract):
    """A contract of a two-player game, whose declarer is player A or B (0 or 1), not a seat.

    The two-player games (two-handed bridge, two-player Null, Helm, Chinese bridge) name
    their players A and B; the scoring, shared with contract bridge, seats A as North and
    B as East, so ``declarer`` is that seat and :attr:`player` the player. The text
    and the display name the player: ``4SXA``, ``4♠X by A``. It equals (and hashes as)
    the :class:`Contract` of the same fields, so either may look the other up.

    >>> c = TwoPlayerContract.parse("2nullxb")
    >>> str(c), c.pretty(), c.player, c.declarer
    ('2NullXB', '2NullX by B', 1, <Seat.EAST: 1>)
    >>> TwoPlayerContract.parse(str(c)) == c == Contract.parse("2NullXE")
    True
    >>> str(TwoPlayerContract.of(Contract.parse("4SXN"))), str(TwoPlayerContract.parse("3NT"))
    ('4SXA', '3NT')
    """

    __repr__ = parsed_repr

    def __attrs_post_init__(self) -> None:
        super().__attrs_post_init__()
        if self.declarer is not None and self.declarer not in _PLAYER_SEATS:
            raise InvalidContractError(
                f"{quote(self.declarer)} is not a two-player declarer: players A and B are seated N and E"
            )

    @classmethod
    def of(cls, contract: Contract) -> TwoPlayerContract:
        """``contract`` (declarer seated N for A, E for B, or none) as a two-player contract."""
        contract = inputs.instance(contract, Contract, "a two-player contract", error=InvalidContractError)
        if isinstance(contract, TwoPlayerContract):
            return contract
        return cls(contract.level, contract.strain, contract.doubling, contract.declarer)

    @classmethod
    def parse(cls, text: str) -> TwoPlayerContract:
        """Read a contract ending with its declarer A or B (any case), or with none: ``4SXA``, ``2NullB``, ``3NT``."""
        word = inputs.text(text, "a two-player contract")
        player = word[-1:] if word[-1:] in ("A", "B", "a", "b") else None
        body = word[:-1] if player else word
        try:
            contract = Contract.parse(body)
        except ParseError:
            contract = None
        if contract is None or contract.declarer is not None:
            raise ParseError(
                f"{quote(text)} is not a two-player contract: expected level 1-7, strain (C, D, H, S, NT, Null), "
                "optional X or XX, optional declarer A or B, e.g. '4SXA'"
            )
        seat = None if player is None else _PLAYER_SEATS[_PLAYER_LETTERS.index(player.upper())]
        return cls(contract.level, contract.strain, contract.doubling, seat)

    @property
    def player(self) -> int | None:
        """The declarer as a player: 0 (A) or 1 (B); ``None`` when not named."""
        return None if self.declarer is None else _PLAYER_SEATS.index(self.declarer)

    def pretty(self) -> str:
        """A display form with suit symbols, the declarer named as a player: ``4♠X by A``."""
        text = f"{self.level}{self.strain.symbol}{self.doubling}"
        return text if self.player is None else f"{text} by {_PLAYER_LETTERS[self.player]}"

    def __str__(self) -> str:
        player = "" if self.player is None else _PLAYER_LETTERS[self.player]
        return f"{self.level}{self.strain}{self.doubling}{player}"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Contract):
            return NotImplemented
        return (self.level, self.strain, self.doubling, self.declarer) == (
            other.level,
            other.strain,
            other.doubling,
            other.declarer,
        )

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(Contract(self.level, self.strain, self.doubling, self.declarer))
