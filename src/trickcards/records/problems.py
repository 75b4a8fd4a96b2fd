"""What is wrong with a board of a record file: :class:`RecordProblem` and the deal's exact faults.

The PBN and LIN readers collect one :class:`RecordProblem` per fault they find and keep
reading (lenient mode), or raise the first as a
:class:`~trickcards.core.errors.ParseError` with the same message (strict mode). What
lenient mode changes to make a record consistent is a :class:`RecordProblem` too, of
severity ``"repair"``.
"""

from __future__ import annotations

from typing import Final

from attrs import frozen

from trickcards.core.cards import CARDS
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.hand import Hand
from trickcards.core.inputs import instance, one_line, quote, typed_fields  # one_line is published here too
from trickcards.core.reprs import brief_repr
from trickcards.core.seats import Seat

__all__ = ["SEVERITIES", "RecordProblem", "deal_faults", "one_line"]

_STANDARD: Final = tuple(CARDS[:52])
_FIRST_SEATS: Final = {f"{seat.letter}:": seat for seat in Seat}

SEVERITIES: Final = ("error", "warning", "repair")
"""A problem's severity: a fault of the record, something doubtful the standard allows, or a repair lenient mode made."""


@frozen(field_transformer=typed_fields)
class RecordProblem:
    """One fault (or repair) of one board: where it is, the tag, the offending text, the rule and the section.

    :attr:`rule` is a stable id for programs (``pbn-deal-card-twice``); :attr:`section`
    the place in the PBN standard or in the project's rules pages that a reader can
    look up; the message says what is wrong in words, naming the card, call or text.

    >>> problem = RecordProblem(line=14, tag="Deal", message="SA is held by North and East", rule="deal-card-twice",
    ...                         section="PBN 3.4.11", text="SA")
    >>> str(problem)
    'line 14: [Deal]: SA is held by North and East (PBN 3.4.11)'
    >>> str(RecordProblem(line=14, tag="Deal", message="SA is held twice", rule="deal-card-twice", file="a.pbn"))
    'a.pbn:14: [Deal]: SA is held twice (deal-card-twice)'
    """

    __repr__ = brief_repr

    line: int
    """The line of the file the fault is on."""
    tag: str
    """The tag (PBN) or field (LIN) at fault; empty for the file's syntax."""
    message: str
    """The fault itself, naming the exact card, call or text."""
    rule: str
    """The rule broken, as a stable id such as ``pbn-result-tricks`` or ``auction-illegal-call``."""
    file: str | None = None
    """The file's name, when the reader was given one."""
    column: int = 0
    """The column of the offending text on its line, from 1; 0 when not known."""
    text: str = ""
    """The offending text as written (a card, a call, a tag value)."""
    section: str = ""
    """Where the rule is written: ``PBN 3.4.11`` (the PBN 2.1 standard) or ``rules A10`` (the rules pages)."""
    severity: str = "error"
    """``"error"``, ``"warning"`` or ``"repair"`` (one of :data:`SEVERITIES`)."""

    def __str__(self) -> str:
        # A file name is shown as given, but cut, so that the message stays readable.
        name = self.file if self.file is None or len(self.file) <= 200 else f"{self.file[:200]}..."
        place = f"{name}:{self.line}" if name is not None else f"line {self.line}"
        tag = f"[{self.tag}]: " if self.tag else ""
        return one_line(f"{place}: {tag}{self.message} ({self.section or self.rule})")

    def to_error(self) -> ParseError:
        """The :class:`~trickcards.core.errors.ParseError` strict mode raises for this problem, with its :attr:`rule`."""
        error = ParseError(str(self))
        error.rule = self.rule
        error.reason = self.message
        return error

    def to_json(self) -> dict[str, object]:
        """The problem as a JSON object: every field by name."""
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "tag": self.tag,
            "text": self.text,
            "rule": self.rule,
            "section": self.section,
            "severity": self.severity,
            "message": self.message,
        }


def deal_faults(text: str) -> list[str]:
    """Every fault of a PBN deal string, naming the cards and seats: empty when the deal is sound.

    A hand written ``-`` (or ``...``) is not given (PBN 3.4.11) and is no fault; hands of fewer than
    13 cards are an end position (PBN 3.10) when each hand given holds as many.

    >>> deal_faults("N:AKQJ.AKQ.AKQ.AKQ AT98.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432")
    ['SA is held by North and East', 'S7 is held by no one']
    >>> deal_faults("N:AKQJ.AKQ.AKQ.AKQ - - -"), deal_faults("N:A... K... Q... J...")
    ([], [])
    >>> deal_faults("N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.543")
    ['West holds 12 cards, not 13', 'C2 is held by no one']
    """
    stripped = instance(text, str, "a PBN deal", error=ParseError).strip()
    first = _FIRST_SEATS.get(stripped[:2])
    if first is None:
        return [f"{quote(text)} does not start with a seat and a colon, such as 'N:'"]
    groups = stripped[2:].split()
    if len(groups) != 4:
        count = f"{len(groups)} hand" + ("" if len(groups) == 1 else "s")
        return [f"{quote(text)} has {count}; a deal has four, '-' for a hand not given"]
    hands: dict[Seat, Hand | None] = {}
    faults: list[str] = []
    for offset, group in enumerate(groups):
        seat = Seat((first + offset) % 4)
        try:
            hand = Hand.parse(group) if group != "-" else None
            hands[seat] = hand if hand else None  # '...' holds no card: a hand not given either
        except TrickcardsError as error:
            faults.append(f"{seat.name.title()}'s hand: {error}")
            hands[seat] = None
    given = {seat: hand for seat, hand in hands.items() if hand is not None}
    for card in _STANDARD:
        holders = [seat.name.title() for seat, hand in given.items() if card in hand]
        if len(holders) > 1:
            faults.append(f"{card} is held by {' and '.join(holders)}")
    sizes = [len(hand) for hand in given.values()]
    if len(set(sizes)) > 1 or (len(given) == 4 and sizes[0] > 13):
        # The size most hands have (13 for a whole deal) is the size every hand should have.
        size = 13 if len(given) == 4 and 13 in sizes else max(set(sizes), key=lambda n: (sizes.count(n), n))
        for seat, hand in given.items():
            if len(hand) != size:
                faults.append(f"{seat.name.title()} holds {len(hand)} card{'' if len(hand) == 1 else 's'}, not {size}")
    if len(given) == 4 and 13 in sizes:
        missing = [str(card) for card in _STANDARD if not any(card in hand for hand in given.values())]
        if 0 < len(missing) <= 4:
            faults.extend(f"{card} is held by no one" for card in missing)
        elif missing:
            faults.append(f"{len(missing)} cards are held by no one: {' '.join(missing)}")
    return faults
