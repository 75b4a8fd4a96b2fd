"""A team's contract once the bidding round is over (the table of rules section 4).

Each team ends the round with exactly one contract: ``Number(k)`` (the team must win at
least k tricks together), ``Board`` (all 13 tricks) or ``Nil`` for one named player
(that player must win no trick; the partner has no contract).
"""

from __future__ import annotations

import re
from typing import Final

from attrs import field, frozen

from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import quote
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.calls import BOARD, NIL, Board, Call, Nil, Number

__all__ = ["TeamContract", "parse_side"]

_SIDE_WORDS: Final = {
    "NS": Side.NORTH_SOUTH,
    "N-S": Side.NORTH_SOUTH,
    "N/S": Side.NORTH_SOUTH,
    "EW": Side.EAST_WEST,
    "E-W": Side.EAST_WEST,
    "E/W": Side.EAST_WEST,
}

_CONTRACT_RE: Final = re.compile(
    r"^\s*+(?:(NS|N-S|N/S|EW|E-W|E/W)(?:\s*+[:=])?\s++)?(BOARD|NIL(?:\s*+[-:]?\s*+([NESW]))?|[0-9]++)\s*+$",
    re.IGNORECASE,
)


def parse_side(text: str) -> Side:
    """Read a partnership: ``NS`` or ``EW`` (also ``N-S``, ``E/W``), in any case.

    >>> parse_side("ew")
    <Side.EAST_WEST: 'EW'>
    """
    side = _SIDE_WORDS.get(ascii_upper(text.strip())) if isinstance(text, str) else None
    if side is None:
        raise ParseError(f"{quote(text)} is not a partnership: expected NS or EW")
    return side


def _check_side(instance: TeamContract, attribute: object, side: Side) -> None:
    if not isinstance(side, Side):
        raise TrickcardsError(f"{quote(side)} is not a partnership: expected Side.NORTH_SOUTH or Side.EAST_WEST")


def _check_call(instance: TeamContract, attribute: object, call: Call) -> None:
    if not isinstance(call, Number | Board | Nil):
        raise TrickcardsError(f"{quote(call)} is not a team contract: expected Number(k), BOARD or NIL")


def _check_bidder(instance: TeamContract, attribute: object, bidder: Seat | None) -> None:
    if isinstance(instance.call, Nil):
        if not isinstance(bidder, Seat) or bidder.side is not instance.side:
            shown = str(bidder) if isinstance(bidder, Seat) else bidder
            raise TrickcardsError(
                f"{quote(shown)} cannot hold {instance.side}'s Nil contract: a Nil contract names "
                f"its bidder, a seat of {instance.side} (P5)"
            )
    elif bidder is not None:
        raise TrickcardsError(f"a {instance.call} contract names no bidder, not {quote(bidder)}: only Nil does")


@frozen
class TeamContract:
    """One team's contract for a deal: ``Number(k)``, ``Board`` or ``Nil`` for one player.

    The text form is the side and the contract: ``NS 8``, ``EW Board``, ``EW Nil E``;
    :meth:`parse` reads it back.

    >>> TeamContract.number(Side.NORTH_SOUTH, 8)
    TeamContract.parse('NS 8')
    >>> c = TeamContract.nil(Seat.EAST)
    >>> str(c), c.side, TeamContract.parse(str(c)) == c
    ('EW Nil E', <Side.EAST_WEST: 'EW'>, True)
    """

    side: Side = field(validator=_check_side)
    """The team."""
    call: Call = field(validator=_check_call)
    """``Number(k)`` (the team's target, capped at 12 by R6), :data:`BOARD` or :data:`NIL`."""
    nil_bidder: Seat | None = field(default=None, validator=_check_bidder)
    """For a Nil contract, the player who called Nil; otherwise ``None``."""

    @classmethod
    def number(cls, side: Side, tricks: int) -> TeamContract:
        """The contract to win at least ``tricks`` (1-12) tricks together."""
        return cls(side, Number(tricks))

    @classmethod
    def board(cls, side: Side) -> TeamContract:
        """The contract to win all 13 tricks."""
        return cls(side, BOARD)

    @classmethod
    def nil(cls, bidder: Seat) -> TeamContract:
        """The Nil contract of ``bidder``: that player must win no trick."""
        if not isinstance(bidder, Seat):
            raise TrickcardsError(f"{quote(bidder)} is not a seat: a Nil contract names its bidder")
        return cls(bidder.side, NIL, bidder)

    @classmethod
    def parse(cls, text: str, side: Side | None = None) -> TeamContract:
        """Read ``NS 8``, ``EW Board``, ``EW Nil E`` (also ``NilE``, ``Nil-E``), in any case.

        With ``side`` given the text may leave the side out (``8``, ``board``, ``nilE``);
        if it names a side, the two must agree.

        >>> TeamContract.parse("nil-w", side=Side.EAST_WEST)
        TeamContract.parse('EW Nil W')
        >>> TeamContract.parse("NS Nil E")
        Traceback (most recent call last):
        ...
        trickcards.core.errors.ParseError: 'NS Nil E' is not a team contract: 'E' cannot hold NS's Nil contract: ...
        """
        inputs.text(text, "a team contract")  # ASCII spaces and tabs only, as in every text parser
        if not isinstance(text, str):
            raise ParseError(f"{quote(text)} is not a team contract: expected e.g. 'NS 8', 'EW Board' or 'EW Nil E'")
        match = _CONTRACT_RE.match(text)
        if match is None:
            raise ParseError(f"{quote(text)} is not a team contract: expected e.g. 'NS 8', 'EW Board' or 'EW Nil E'")
        named, word, seat = match.groups()
        team = parse_side(named) if named else side
        if named and side is not None and team is not side:
            raise ParseError(f"{quote(text)} is not a contract of {side}")
        if team is None:
            raise ParseError(f"{quote(text)} is not a team contract: name the side, e.g. 'NS 8' or 'EW Board'")
        try:
            if ascii_upper(word).startswith("NIL"):
                if seat is None:
                    raise ParseError(
                        f"{quote(text)} is not a team contract: a Nil contract names its bidder, e.g. 'Nil E'"
                    )
                return cls(team, NIL, Seat.parse(seat))
            return cls(team, Call.parse(word))
        except ParseError:
            raise
        except TrickcardsError as error:
            raise ParseError(f"{quote(text)} is not a team contract: {error}") from None

    @property
    def is_number(self) -> bool:
        """True for a ``Number(k)`` contract."""
        return isinstance(self.call, Number)

    @property
    def is_board(self) -> bool:
        """True for a Board contract."""
        return isinstance(self.call, Board)

    @property
    def is_nil(self) -> bool:
        """True for a Nil contract."""
        return isinstance(self.call, Nil)

    @property
    def short(self) -> str:
        """The contract without the side: ``8``, ``Board`` or ``Nil E``."""
        return f"Nil {self.nil_bidder}" if self.nil_bidder is not None else str(self.call)

    def __str__(self) -> str:
        return f"{self.side} {self.short}"

    def __repr__(self) -> str:
        return f"TeamContract.parse({str(self)!r})"
