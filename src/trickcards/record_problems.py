"""What is wrong with a board of a record file: :class:`RecordProblem` and the deal's exact faults.

The PBN and LIN readers collect one :class:`RecordProblem` per fault they find and keep
reading (lenient mode), or raise the first as a
:class:`~trickcards.errors.ParseError` with the same message (strict mode).
"""

from __future__ import annotations

from typing import Final

from attrs import frozen

from trickcards.cards import CARDS
from trickcards.errors import ParseError, TrickcardsError
from trickcards.hand import Hand
from trickcards.inputs import one_line, quote
from trickcards.seats import Seat

__all__ = ["RecordProblem", "deal_faults"]

_STANDARD: Final = tuple(CARDS[:52])
_FIRST_SEATS: Final = {f"{seat.letter}:": seat for seat in Seat}


@frozen
class RecordProblem:
    """One fault of one board: where it is, the tag it is in, what is at fault and the rule.

    >>> problem = RecordProblem(line=14, tag="Deal", message="SA is held by North and East", rule="section 3.2")
    >>> str(problem)
    'line 14: [Deal]: SA is held by North and East (section 3.2)'
    >>> str(RecordProblem(line=14, tag="Deal", message="SA is held by North and East", rule="section 3.2", file="a.pbn"))
    'a.pbn:14: [Deal]: SA is held by North and East (section 3.2)'
    """

    line: int
    """The line of the file the fault is on."""
    tag: str
    """The tag (PBN) or field (LIN) at fault; empty for the file's syntax."""
    message: str
    """The fault itself, naming the exact card, call or text."""
    rule: str
    """The rule broken: a rule id of the rules files (``rule A4``) or a section of the PBN standard."""
    file: str | None = None
    """The file's name, when the reader was given one."""

    def __str__(self) -> str:
        # A file name is shown as given, but cut, so that the message stays readable.
        name = self.file if self.file is None or len(self.file) <= 200 else f"{self.file[:200]}..."
        place = f"{name}:{self.line}" if name is not None else f"line {self.line}"
        tag = f"[{self.tag}]: " if self.tag else ""
        return one_line(f"{place}: {tag}{self.message} ({self.rule})")

    def to_error(self) -> ParseError:
        """The :class:`~trickcards.errors.ParseError` strict mode raises for this problem."""
        return ParseError(str(self))


def deal_faults(text: str) -> list[str]:
    """Every fault of a PBN deal string, naming the cards and seats: empty when the deal is sound.

    >>> deal_faults("N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    ['SA is held by North and East', 'S7 is held by no one']
    >>> deal_faults("N:AKQJ.AKQ.AKQ.AKQ - - -")
    ['East holds no cards (a hand left out)', 'South holds no cards (a hand left out)', 'West holds no cards (a hand left out)']
    """
    stripped = text.strip()
    first = _FIRST_SEATS.get(stripped[:2])
    if first is None:
        return [f"{quote(text)} does not start with a seat and a colon, such as 'N:'"]
    groups = stripped[2:].split()
    if len(groups) != 4:
        count = f"{len(groups)} hand" + ("" if len(groups) == 1 else "s")
        return [f"{quote(text)} has {count}; a deal has four, '-' for a hand left out"]
    hands: dict[Seat, Hand] = {}
    faults: list[str] = []
    for offset, group in enumerate(groups):
        seat = Seat((first + offset) % 4)
        try:
            hands[seat] = Hand.parse(group) if group != "-" else Hand()
        except TrickcardsError as error:
            faults.append(f"{seat.name.title()}'s hand: {error}")
            hands[seat] = Hand()
    for card in _STANDARD:
        holders = [seat.name.title() for seat in Seat if card in hands[seat]]
        if len(holders) > 1:
            faults.append(f"{card} is held by {' and '.join(holders)}")
    missing = [card for card in _STANDARD if not any(card in hand for hand in hands.values())]
    for seat in Seat:
        size = len(hands[seat])
        if size == 0:
            faults.append(f"{seat.name.title()} holds no cards (a hand left out)")
        elif size != 13:
            faults.append(f"{seat.name.title()} holds {size} cards, not 13")
    if missing and all(hands.values()):
        faults.extend(f"{card} is held by no one" for card in missing)
    return faults
