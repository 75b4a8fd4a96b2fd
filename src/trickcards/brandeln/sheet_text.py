"""The text of a Brandeln score sheet, one deal a line.

Each line holds the declarer (a player 0-3), the contract and the declarer's tricks
(``1 Six 6``), or ``lottery`` and the tricks of players 0-3 (``lottery 3 2 2 0``).
Before the deals, ``target 10`` names the target score (R12: required here or as an
argument) and ``first dealer 2`` the first dealer (0 by default). Blank lines and text
after ``#`` are ignored. :meth:`BrandelnScoreSheet.parse
<trickcards.brandeln.BrandelnScoreSheet.parse>` reads a sheet.
"""

from __future__ import annotations

from trickcards.brandeln.scoring import BRANDELN, BrandelnTable
from trickcards.brandeln.sheet import BrandelnScoreSheet
from trickcards.core import inputs
from trickcards.core.errors import ParseError, TrickcardsError
from trickcards.core.inputs import parse_integer, quote

__all__ = ["parse_count", "read_sheet"]


_MAX_DIGITS = 9
"""No count, target or value on a sheet needs more digits; int() refuses over 4300."""


def parse_count(text: str, what: str) -> int:
    """Read a whole number 0 or more written in at most nine ASCII digits."""
    what = inputs.label(what)
    return parse_integer(inputs.word(text, what), what, low=0, digits=_MAX_DIGITS, signed=False)


def read_sheet(text: str, table: BrandelnTable = BRANDELN, target: int | None = None) -> BrandelnScoreSheet:
    r"""Build a score sheet from its text (see the module docstring); :meth:`BrandelnScoreSheet.parse` calls it.

    ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '5 Six 6' ...``.

    >>> read_sheet("target 10\nfirst dealer 1\n0 Six 6\nlottery 3 2 2 0\n").totals
    (5, 0, 0, 1)
    """
    if not isinstance(text, str):
        raise ParseError(f"{quote(text)} is not the text of a sheet file")
    sheet: BrandelnScoreSheet | None = None
    first = 0
    override = target
    seen_target = seen_first = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        words = line.split()
        head = [w.lower() for w in words]
        try:
            if sheet is None and head[0] == "target" and len(words) == 2:
                if seen_target:
                    raise ParseError("the target is given twice: give one 'target T' line (R12)")
                seen_target = True
                value = parse_count(words[1], "a target score")
                BrandelnScoreSheet(value, first, table)  # refuses a bad target on its own line
                target = target if override is not None else value
                continue
            if sheet is None and head[:2] == ["first", "dealer"] and len(words) == 3:
                if seen_first:
                    raise ParseError("the first dealer is given twice: give one 'first dealer N' line")
                seen_first = True
                first = parse_count(words[2], "a first dealer: expected a player 0-3")
                BrandelnScoreSheet(1, first, table)  # refuses a bad dealer on its own line
                continue
            if sheet is None:
                if target is None:
                    raise ParseError("no target score: give a 'target T' line before the deals, or --target (R12)")
                sheet = BrandelnScoreSheet(target, first, table)
            if head[0] == "lottery" and len(words) == 5:
                sheet = sheet.record_lottery([parse_count(w, "a number of tricks: 0-7") for w in words[1:]])
            elif len(words) == 3:
                declarer = parse_count(words[0], "a declarer: expected a player 0-3")
                sheet = sheet.record(declarer, words[1], parse_count(words[2], "a number of tricks: 0-7"))
            else:
                raise ParseError(
                    f"{quote(line)} is not a deal: expected 'declarer contract tricks' or 'lottery t0 t1 t2 t3'"
                )
        except TrickcardsError as error:
            raise ParseError(f"line {number}: {quote(raw.strip())}: {error}") from None
    if sheet is None:
        if target is None:
            raise ParseError("no target score: give a 'target T' line, or --target (R12)")
        sheet = BrandelnScoreSheet(target, first, table)
    return sheet
