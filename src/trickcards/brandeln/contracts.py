"""Brandeln's seats and its seven contracts as table data (rules: :doc:`/rules/brandeln`, sections 1 and 4).

Within one deal the four players are named by their seat relative to the dealer:
F (forehand, the dealer's left), M, R and D (the dealer). :class:`Player` numbers
them 0-3 in that order, which is the order of dealing, bidding and the first lead.
The contracts run from Brandeln (three tricks) up to All without trump; their seed
and classic values are the rows of :data:`CONTRACT_TABLE`.
"""

from __future__ import annotations

import enum
from typing import Final

from attrs import frozen

from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import integer, quote, typed_fields
from trickcards.core.reprs import brief_repr

__all__ = ["CONTRACT_TABLE", "PLAYERS", "TRICKS", "BrandelnContract", "ContractRow", "Player"]

PLAYERS: Final = 4
"""Brandeln is played by four players, each for themselves (section 1)."""

TRICKS: Final = 7
"""Tricks in a deal: 28 cards, 7 to each player (section 3, R2)."""


class Player(enum.IntEnum):
    """A Brandeln player, named by his place relative to the dealer: F, M, R, D (section 1).

    The value is the place in the order of dealing and bidding, so the hands of a deal,
    the callers of an auction and the players of a trick are numbered by it.
    :meth:`at_table` and :meth:`of` convert to and from the numbers 0-3 of the people at
    the table, which a score sheet counts (the deal rotates, so F is a different person
    each deal).

    >>> Player.F.at_table(dealer=2), Player.of(3, dealer=2)
    (3, <Player.F: 0>)
    >>> Player.parse("r"), str(Player.D), Player.D.next
    (<Player.R: 2>, 'D', <Player.F: 0>)
    """

    F = 0
    """Forehand, at the dealer's left: speaks first, leads in the lottery."""
    M = 1
    """Middlehand."""
    R = 2
    """Rearhand, at the dealer's right."""
    D = 3
    """The dealer, who speaks last."""

    @property
    def next(self) -> Player:
        """The player to the left (the next in play), D followed by F."""
        return Player((self + 1) % PLAYERS)

    def at_table(self, dealer: int) -> int:
        """The table number (0-3) of the person who is this player when ``dealer`` deals."""
        return (_player(dealer) + 1 + self) % PLAYERS

    @classmethod
    def of(cls, player: int, dealer: int) -> Player:
        """The player (F, M, R or D) that table number ``player`` (0-3) is when ``dealer`` deals."""
        return cls((_player(player) - _player(dealer) - 1) % PLAYERS)

    @classmethod
    def parse(cls, text: str) -> Player:
        """Read ``F``, ``M``, ``R`` or ``D`` (or ``forehand``, ``middlehand``, ``rearhand``, ``dealer``)."""
        inputs.text(text, "a Brandeln position")  # ASCII spaces and tabs only, as in every text parser
        # ASCII only: str.upper maps some other letters onto ASCII ones, such as 'ı' onto 'I'.
        if isinstance(text, str) and text.isascii():
            word = ascii_upper(text.strip())
            position = _POSITION_WORDS.get(word)
            if position is not None:
                return position
        raise ParseError(f"{quote(text)} is not a Brandeln player: expected F, M, R or D (section 1)")

    def __str__(self) -> str:
        return self.name


_POSITION_WORDS: Final = {
    **{p.name: p for p in Player},
    "FOREHAND": Player.F,
    "MIDDLEHAND": Player.M,
    "REARHAND": Player.R,
    "DEALER": Player.D,
}


def _player(value: object) -> int:
    return integer(value, "a player", low=0, high=PLAYERS - 1, rule="Brandeln players are numbered 0-3 (section 1)")


@frozen(field_transformer=typed_fields)
class ContractRow:
    """One row of the contract table of section 4."""

    __repr__ = brief_repr

    name: str
    """The seed's name, as printed (``str`` of the contract)."""
    historical: str | None
    """The 19th-century German name, or ``None`` (All without trump is in the seed only, R7)."""
    needed: int
    """Tricks the declarer needs; 0 for Null, which needs exactly none."""
    trumps: bool
    """Whether the declarer names a trump suit after the auction (R9)."""
    seed_value: int
    """The value on the seed score sheet (8.1; Six is 5 as written, R6)."""
    classic_value: int | None
    """What each opponent pays or is paid in the classic settlement (8.2); ``None``: not a classic contract."""


CONTRACT_TABLE: Final[tuple[ContractRow, ...]] = (
    #            name                 historical  needed trumps seed classic
    ContractRow("Brandeln", "Brandel", 3, True, 1, 3),
    ContractRow("Four", "Vier", 4, True, 2, 4),
    ContractRow("Five", "Fünf", 5, True, 3, 5),
    ContractRow("Six", "Sechs", 6, True, 5, 6),
    ContractRow("Null", "Bettel", 0, False, 5, 7),
    ContractRow("All-with-trump", "Mord", 7, True, 6, 8),
    ContractRow("All-without-trump", None, 7, False, 7, None),
)
"""The seven contracts of section 4, lowest first: ``CONTRACT_TABLE[contract.rank - 1]``."""


class BrandelnContract(enum.IntEnum):
    """The seven contracts, ordered as the auction ranks them (section 4); the value is the rank 1-7.

    >>> c = BrandelnContract.parse("mord")
    >>> c, str(c), c.needed, c.has_trumps, c.seed_value, c.classic_value
    (<BrandelnContract.ALL_WITH_TRUMP: 6>, 'All-with-trump', 7, True, 6, 8)
    >>> BrandelnContract.NULL > BrandelnContract.SIX, BrandelnContract.NULL.is_made(0)
    (True, True)
    >>> BrandelnContract.SIX.is_made(7)            # overtricks do not matter (R10)
    True
    """

    BRANDELN = 1
    """Three tricks or more, with trumps; Pierer's *Brandel*."""
    FOUR = 2
    """Four tricks or more, with trumps."""
    FIVE = 3
    """Five tricks or more, with trumps."""
    SIX = 4
    """Six tricks or more, with trumps."""
    NULL = 5
    """No trick at all, without trumps; the historical *Bettel*."""
    ALL_WITH_TRUMP = 6
    """All seven tricks, with trumps; the historical *Mord*."""
    ALL_WITHOUT_TRUMP = 7
    """All seven tricks, without trumps; in the seed only (R7)."""

    @property
    def row(self) -> ContractRow:
        """The row of :data:`CONTRACT_TABLE` for this contract."""
        return CONTRACT_TABLE[self - 1]

    @property
    def needed(self) -> int:
        """Tricks the declarer needs (0 for Null: exactly none)."""
        return self.row.needed

    @property
    def has_trumps(self) -> bool:
        """True when the declarer names trumps (ranks 1-4 and 6); False for Null and All without trump."""
        return self.row.trumps

    @property
    def is_null(self) -> bool:
        """True for Null (Bettel), the only contract the declarer wins by taking no trick."""
        return self is BrandelnContract.NULL

    @property
    def seed_value(self) -> int:
        """The value on the seed sheet (8.1)."""
        return self.row.seed_value

    @property
    def classic_value(self) -> int | None:
        """The classic per-opponent value (8.2), or ``None`` for All without trump (R7)."""
        return self.row.classic_value

    def is_made(self, tricks: int) -> bool:
        """Whether the declarer made this contract with ``tricks`` tricks (section 7, R10)."""
        if not isinstance(tricks, int) or isinstance(tricks, bool) or not 0 <= tricks <= TRICKS:
            raise TrickcardsError(f"{quote(tricks)} is not a number of tricks: a Brandeln deal has 7 tricks (0-7)")
        if self.is_null:
            return tricks == 0
        return tricks >= self.needed

    @classmethod
    def parse(cls, text: str) -> BrandelnContract:
        """Read a contract by its seed or historical name, in any case, or by the tricks it needs.

        ``Brandeln``/``Brandel``/``3``, ``Four``/``Vier``/``4``, ``Five``/``5``,
        ``Six``/``6``, ``Null``/``Bettel``, ``All-with-trump``/``Mord``/``All``,
        ``All-without-trump``/``All-NT``; spaces, hyphens and underscores are alike.

        >>> BrandelnContract.parse("all without trump"), BrandelnContract.parse("Bettel")
        (<BrandelnContract.ALL_WITHOUT_TRUMP: 7>, <BrandelnContract.NULL: 5>)
        """
        inputs.text(text, "a Brandeln contract")  # ASCII spaces and tabs only, as in every text parser
        if isinstance(text, str):
            contract = _CONTRACT_WORDS.get(_key(text))
            if contract is not None:
                return contract
        names = ", ".join(str(c) for c in cls)
        raise ParseError(f"{quote(text)} is not a Brandeln contract: expected one of {names} (section 4)")

    def __str__(self) -> str:
        return self.row.name


def _key(text: str) -> str:
    return "".join(text.strip().lower().replace("-", " ").replace("_", " ").split())


_CONTRACT_WORDS: Final[dict[str, BrandelnContract]] = {
    **{_key(c.row.name): c for c in BrandelnContract},
    **{_key(c.name): c for c in BrandelnContract},
    **{_key(c.row.historical): c for c in BrandelnContract if c.row.historical},
    "funf": BrandelnContract.FIVE,
    "3": BrandelnContract.BRANDELN,
    "4": BrandelnContract.FOUR,
    "5": BrandelnContract.FIVE,
    "6": BrandelnContract.SIX,
    "all": BrandelnContract.ALL_WITH_TRUMP,
    "allnt": BrandelnContract.ALL_WITHOUT_TRUMP,
    "allnotrump": BrandelnContract.ALL_WITHOUT_TRUMP,
}
