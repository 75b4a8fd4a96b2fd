"""The text of a Partnership Blackout game sheet: deals and sheets written one deal a line.

A deal is written as North-South's contract, East-West's contract, then the tricks:
four counts by player (N E S W) or two by team (NS EW); a Nil contract needs the
counts by player (P5). A contract is a number 1-12, ``Board`` or ``Nil`` with its
bidder's seat (``NilE``, ``Nil-E`` or ``Nil E``)::

    5 NilW 3 7 3 0        # NS 5, EW Nil by W; N 3, E 7, S 3, W 0 tricks
    Board 4 13 0          # NS Board, EW 4; NS 13 tricks, EW 0

In a sheet, one deal per line; ``points 95 60`` enters a deal by its two scores;
``first dealer W`` and ``target 150`` may come before the first deal, each at most once.
Blank lines and text after ``#`` are ignored. :meth:`PartnershipBlackoutScoreSheet.parse
<trickcards.partnership_blackout.PartnershipBlackoutScoreSheet.parse>` reads a sheet.
"""

from __future__ import annotations

from trickcards.core import inputs
from trickcards.core.cards import ascii_upper
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import parse_integer, quote
from trickcards.core.seats import Seat, Side
from trickcards.partnership_blackout.contract import TeamContract
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, ScoringTable
from trickcards.partnership_blackout.sheet import DEFAULT_TARGET, PartnershipBlackoutScoreSheet

__all__ = ["parse_count", "parse_deal", "read_sheet"]


def parse_count(text: str, what: str) -> int:
    """Read a whole number, with an optional sign, written in at most six ASCII digits."""
    what = inputs.label(what)
    return parse_integer(text, what, digits=6)


def _tricks(text: str) -> int:
    value = parse_count(text, "a number of tricks")
    if text.strip()[:1] in "+-":
        raise ParseError(f"{quote(text)} is not a number of tricks: expected 0-13")
    return value


def _contract(words: list[str], side: Side) -> TeamContract:
    """Take one contract off the front of ``words`` (``Nil E`` is two words)."""
    if not words:
        raise ParseError(f"the contract of {side} is missing: expected 1-12, Board or Nil and a seat")
    text = words.pop(0)
    if ascii_upper(text) == "NIL" and words and ascii_upper(words[0]) in ("N", "E", "S", "W"):
        text = f"{text} {words.pop(0)}"
    return TeamContract.parse(text, side)


def parse_deal(words: list[str]) -> tuple[TeamContract, TeamContract, tuple[int, ...]]:
    """Read a deal from its words: NS contract, EW contract, then two or four trick counts.

    >>> ns, ew, tricks = parse_deal("8 Nil E 5 0 4 4".split())
    >>> str(ns), str(ew), tricks
    ('NS 8', 'EW Nil E', (5, 0, 4, 4))
    """
    rest = list(
        inputs.sequence(words, lambda w: inputs.word(w, "a word of a line"), "a line's words", error=ParseError)
    )
    ns = _contract(rest, Side.NORTH_SOUTH)
    ew = _contract(rest, Side.EAST_WEST)
    if len(rest) not in (2, 4):
        raise ParseError(
            f"{quote(' '.join(words))} is not a deal: after the two contracts give the tricks by player "
            f"(N E S W) or by team (NS EW), not {len(rest)} numbers"
        )
    return ns, ew, tuple(_tricks(t) for t in rest)


def read_sheet(
    text: str, table: ScoringTable = PARTNERSHIP_BLACKOUT, target: int | None = None
) -> PartnershipBlackoutScoreSheet:
    r"""Build a game sheet from its text (see the module docstring); :meth:`PartnershipBlackoutScoreSheet.parse` calls it.

    ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '...' ...``.

    >>> sheet = read_sheet("first dealer W\ntarget 150\npoints 95 60\n5 NilW 3 7 3 0\n")
    >>> sheet.totals, sheet.target, sheet.next_dealer
    ((106, 100), 150, <Seat.EAST: 1>)
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not the text of a sheet file")
    if target is not None:
        PartnershipBlackoutScoreSheet(
            target=target, table=table
        )  # a bad target or table is the caller's, not a line's, error
    first, file_target = Seat.NORTH, DEFAULT_TARGET
    given: set[str] = set()
    sheet: PartnershipBlackoutScoreSheet | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        head = [w.lower() for w in words[:2]]
        try:
            setting = (
                "first dealer"
                if head == ["first", "dealer"] and len(words) == 3
                else "target"
                if head[:1] == ["target"] and len(words) == 2
                else None
            )
            if sheet is None and setting is not None:
                if setting in given:
                    raise ParseError(
                        f"a second {quote(setting)} line: each setting is given once, before the first deal"
                    )
                given.add(setting)
                if setting == "target":
                    file_target = parse_count(words[1], "a target")
                else:
                    first = Seat.parse(words[2])
                continue
            if sheet is None:
                sheet = PartnershipBlackoutScoreSheet(first, file_target if target is None else target, table)
            if head[:1] == ["points"]:
                if len(words) != 3:
                    raise ParseError(
                        f"{quote(line)} is not a points line: expected 'points NS EW', e.g. 'points 95 60'"
                    )
                sheet = sheet.record_points(parse_count(words[1], "a score"), parse_count(words[2], "a score"))
            else:
                ns, ew, tricks = parse_deal(words)
                sheet = sheet.record(ns, ew, tricks)
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
    if sheet is None:
        sheet = PartnershipBlackoutScoreSheet(first, file_target if target is None else target, table)
    return sheet
