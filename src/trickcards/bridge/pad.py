"""The entries of a bridge score pad and their rendering as a classic We / They pad.

The pad has two columns, We (North-South) and They (East-West). Premiums go above
the line, stacked upward from it in the order they were written; trick points go
below the line, with a line drawn across both columns each time a game ends.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import Final

from attrs import field, frozen

from trickcards.bridge.contract import Contract
from trickcards.bridge.scoring import Honours
from trickcards.core.errors import ScoringError
from trickcards.core.inputs import flag, instance, integer, member, quote, sequence, text
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Side
from trickcards.protocol.pad_lines import _pad_segment as _segment
from trickcards.protocol.pad_lines import closed_lines

__all__ = ["Item", "PadEntry", "RecordedDeal", "closed_lines", "render_pad"]


class Item(enum.Enum):
    """What a pad entry is for.

    >>> str(Item.RUBBER_BONUS)
    'rubber bonus'
    """

    TRICK_POINTS = "trick points"
    OVERTRICKS = "overtricks"
    INSULT = "insult"
    SLAM = "slam"
    HONOURS = "honours"
    UNDERTRICKS = "undertricks"
    GAME_BONUS = "game bonus"
    PART_SCORE_BONUS = "part-score bonus"
    RUBBER_BONUS = "rubber bonus"
    UNFINISHED_GAME = "unfinished game"
    UNFINISHED_PART_SCORE = "unfinished part-score"

    def __str__(self) -> str:
        return self.value


# PadEntry's field converters, through the shared input checks.
def _side(value: object) -> Side:
    return member(Side, value, "a side", error=ScoringError)


def _points(value: object) -> int:
    return integer(value, "a number of points", error=ScoringError)


def _below(value: object) -> bool:
    return flag(value, "below (below the line)", error=ScoringError)


def _item(value: object) -> Item:
    return member(Item, value, "a pad item", error=ScoringError)


def _deal(value: object) -> int | None:
    return None if value is None else integer(value, "a deal number", low=1, error=ScoringError)


@frozen
class PadEntry:
    """One number written on the pad.

    ``deal`` is the 1-based number of the recorded deal it came from (passed-out deals
    count), or ``None`` for the bonuses of an unfinished rubber. ``segment`` numbers the
    stretches of the below-the-line area between lines: a line is drawn after each
    game (and, in Chicago, at the end of each chukker).

    >>> PadEntry(Side.NORTH_SOUTH, 120, below=True, item=Item.TRICK_POINTS, deal=1, segment=0).points
    120
    """

    __repr__ = brief_repr

    side: Side = field(converter=_side)
    points: int = field(converter=_points)
    below: bool = field(converter=_below)
    item: Item = field(converter=_item)
    deal: int | None = field(converter=_deal)
    segment: int = field(converter=_segment)


def _check_recorded(instance: RecordedDeal, attribute: object, value: Honours | None) -> None:
    """A passed-out deal has nothing else; a played one names its declarer and its tricks."""
    contract, tricks, honours = instance.contract, instance.tricks, instance.honours
    if contract is None:
        if tricks is not None or honours is not None:
            raise ScoringError(f"a passed-out deal has no tricks or honours, got {quote(tricks)} and {quote(honours)}")
        return
    if not isinstance(contract, Contract):
        raise ScoringError(f"{quote(contract)} is not a Contract: record Contract.parse('4SN') or None for a pass-out")
    if contract.declarer is None:
        raise ScoringError(
            f"{quote(str(contract))} names no declarer: a score sheet needs the seat to know the side, e.g. '{contract}N'"
        )
    if tricks is None:
        raise ScoringError(f"{quote(str(contract))} was recorded without the number of tricks won")
    integer(
        tricks, "a number of tricks", low=0, high=13, rule="declarer's side wins 0 to 13 tricks", error=ScoringError
    )
    if honours is not None and not isinstance(honours, Honours):
        raise ScoringError(f"{quote(honours)} is not an Honours value such as Honours.parse('NS:100')")


@frozen
class RecordedDeal:
    """A deal as recorded on a sheet: the contract (``None`` when passed out), tricks, honours.

    A played deal's contract names its declarer (the side scores) and ``tricks`` is
    0-13; anything else raises :class:`~trickcards.core.errors.ScoringError`.

    >>> RecordedDeal(Contract.parse("4SN"), 10).is_passed_out, RecordedDeal().is_passed_out
    (False, True)
    >>> RecordedDeal(Contract.parse("4S"), 10)
    Traceback (most recent call last):
    ...
    trickcards.core.errors.ScoringError: '4S' names no declarer: a score sheet needs the seat to know the side, e.g. '4SN'
    """

    __repr__ = brief_repr

    contract: Contract | None = None
    tricks: int | None = None
    honours: Honours | None = field(default=None, validator=_check_recorded)

    @property
    def is_passed_out(self) -> bool:
        """True for a deal on which all four players passed."""
        return self.contract is None

    def __str__(self) -> str:
        if self.contract is None:
            return "pass"
        text = f"{self.contract} {self.tricks}"
        return text if self.honours is None else f"{text} honours={self.honours}"


_WIDTH: Final = 9
_MARGIN: Final = 7


def _rule(char: str) -> str:
    return " " * _MARGIN + char * _WIDTH + "+" + char * _WIDTH


def _row(we: int | None, they: int | None, label: str = "") -> str:
    left = "" if we is None else str(we)
    right = "" if they is None else str(they)
    return f"{label:<{_MARGIN}}{left:>{_WIDTH - 1}} | {right:>{_WIDTH - 2}}".rstrip()


def render_pad(entries: Sequence[PadEntry], lines: int, footer: Sequence[str] = ()) -> str:
    """Draw ``entries`` as a We / They pad; ``lines`` below-the-line segments are closed.

    >>> e = [PadEntry(Side.NORTH_SOUTH, 30, False, Item.OVERTRICKS, 1, 0),
    ...      PadEntry(Side.NORTH_SOUTH, 120, True, Item.TRICK_POINTS, 1, 0)]
    >>> print(render_pad(e, lines=1))
                  We |      They
           ---------+---------
                  30 |
           =========+=========
                 120 |
           ---------+---------
    total        150 |         0
    """
    entries = sequence(entries, lambda entry: instance(entry, PadEntry, "a pad entry"), "pad entries")
    lines = closed_lines(lines, [entry.segment for entry in entries])
    footer = sequence(footer, lambda line: text(line, "a footer line"), "footer lines")
    sides = (Side.NORTH_SOUTH, Side.EAST_WEST)
    out = [f"{'':<{_MARGIN}}{'We':>{_WIDTH - 1}} | {'They':>{_WIDTH - 2}}", _rule("-")]

    above = [[e.points for e in entries if not e.below and e.side is s] for s in sides]
    height = max(len(column) for column in above)
    padded = [[None] * (height - len(column)) + list(reversed(column)) for column in above]
    out += [_row(we, they) for we, they in zip(padded[0], padded[1], strict=True)]
    out.append(_rule("="))

    below = [e for e in entries if e.below]
    last_segment = max([e.segment for e in below] + [lines - 1, -1])
    for segment in range(last_segment + 1):
        columns: list[list[int | None]] = [
            [e.points for e in below if e.segment == segment and e.side is s] for s in sides
        ]
        depth = max(len(column) for column in columns)
        for cells in columns:
            cells.extend([None] * (depth - len(cells)))
        out += [_row(we, they) for we, they in zip(columns[0], columns[1], strict=True)]
        if segment < lines:
            out.append(_rule("-"))
    if out[-1] != _rule("-") and out[-1] != _rule("="):
        # A game in progress: a line still separates its part-scores from the totals.
        out.append(_rule("-"))

    totals = [sum(e.points for e in entries if e.side is s) for s in sides]
    out.append(_row(totals[0], totals[1], "total"))
    out += footer
    return "\n".join(out)
