"""The contract of a Bridgette deal: a bid, its doubling and the declarer."""

from __future__ import annotations

import re
from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Doubling, InvalidContractError, Strain
from trickcards.bridgette.calls import Bid
from trickcards.bridgette.player import Player
from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError
from trickcards.core.inputs import integer, member, optional_member, quote
from trickcards.core.reprs import parsed_repr

__all__ = ["BridgetteContract"]

_CONTRACT_RE: Final = re.compile(
    r"^\s*+([0-9])\s*+(NT|N|C|D|H|S|♠|♥|♦|♣|♤|♡|♢|♧)\s*+(XX|X|R|RDBL|DBL)?\s*+(?:BY\s*+)?([AB])?\s*+$",
    re.IGNORECASE,
)


# Field converters: what each field accepts, through the shared input checks.
def _level(value: object) -> int:
    return integer(value, "a Bridgette level", low=0, high=7, rule="contracts run from 0NT to 7NT (5.1)", error=_BAD)


def _strain(value: object) -> Strain:
    return member(Strain, value, "a denomination", by_value=False, error=_BAD)


def _check_strain(instance: BridgetteContract, attribute: object, strain: Strain) -> None:
    if instance.level == 0 and strain is not Strain.NOTRUMP:
        raise InvalidContractError(f"0{strain} is not a Bridgette contract: 0NT is the only level-0 bid (R3)")


def _doubling(value: object) -> Doubling:
    return member(Doubling, value, "a doubling (Doubling.UNDOUBLED, DOUBLED or REDOUBLED)", error=_BAD)


def _declarer(value: object) -> Player | None:
    return optional_member(Player, value, "a declarer (Player.A, Player.B or None)", error=_BAD)


_BAD: Final = InvalidContractError


@frozen
class BridgetteContract:
    """A Bridgette contract: level 0-7, denomination, doubling and (optionally) the declarer.

    Text is the bid, ``X`` or ``XX``, and the declarer's letter: ``3NTXB`` is three no
    trump doubled, declared by B. :meth:`parse` also reads ``3ntx``, ``3N X B`` and
    ``4S XX by A``. Level 0 exists only in no trump (R3).

    >>> c = BridgetteContract.parse("3NTXB")
    >>> c.level, c.strain, c.doubling, c.declarer
    (3, <Strain.NOTRUMP: 4>, <Doubling.DOUBLED: 1>, <Player.B: 1>)
    >>> str(c), c.tricks_needed, str(c.bid)
    ('3NTXB', 9, '3NT')
    """

    __repr__ = parsed_repr

    level: int = field(converter=_level)
    strain: Strain = field(converter=_strain, validator=_check_strain)
    doubling: Doubling = field(default=Doubling.UNDOUBLED, converter=_doubling)
    declarer: Player | None = field(default=None, converter=_declarer)

    @classmethod
    def parse(cls, text: str) -> BridgetteContract:
        """Read a contract such as ``0NT``, ``2HX``, ``3NTXXA`` or ``4S by B``."""
        inputs.text(text, "a Bridgette contract")  # ASCII spaces and tabs only, as in every text parser
        match = _CONTRACT_RE.match(text) if isinstance(text, str) else None
        if match is None:
            raise ParseError(
                f"{quote(text)} is not a Bridgette contract: expected a level 0-7, a denomination "
                "(C, D, H, S, NT), optional X or XX and optional declarer A or B, e.g. '3NTX' or '4SB'"
            )
        level, strain, doubling, declarer = match.groups()
        doubling = ascii_upper(doubling or "")
        doubled = {"": Doubling.UNDOUBLED, "X": Doubling.DOUBLED, "DBL": Doubling.DOUBLED}.get(
            doubling, Doubling.REDOUBLED
        )
        try:
            return cls(int(level), Strain.parse(strain), doubled, Player.parse(declarer) if declarer else None)
        except InvalidContractError as error:
            raise ParseError(f"{quote(text)} is not a Bridgette contract: {error}") from None

    @property
    def bid(self) -> Bid:
        """The bid the contract rests on."""
        return Bid(self.level, self.strain)

    @property
    def tricks_needed(self) -> int:
        """The tricks the declarer must take: the level plus six."""
        return self.level + 6

    @property
    def defender(self) -> Player | None:
        """The declarer's opponent, who leads to the first trick (P1)."""
        return None if self.declarer is None else self.declarer.other

    def pretty(self) -> str:
        """A display form: ``3NT doubled by B``."""
        text = f"{self.level}{self.strain.symbol}"
        text += {Doubling.UNDOUBLED: "", Doubling.DOUBLED: " doubled", Doubling.REDOUBLED: " redoubled"}[self.doubling]
        return text if self.declarer is None else f"{text} by {self.declarer}"

    def __str__(self) -> str:
        seat = "" if self.declarer is None else self.declarer.name
        return f"{self.level}{self.strain}{self.doubling}{seat}"
