"""The ``trickcards brandeln`` commands: ``score`` one contract or lottery, print a ``sheet`` from a file.

The sheet file has one deal per line: the declarer (a player 0-3), the contract and
the declarer's tricks (``1 Six 6``), or ``lottery`` and the tricks of players 0-3
(``lottery 3 2 2 0``). Before the deals, ``target 10`` names the target score (R12:
required here or as ``--target``) and ``first dealer 2`` the first dealer (0 by
default). Blank lines and text after ``#`` are ignored.
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards.brandeln.contracts import BrandelnContract
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC, BrandelnTable, lottery_score, score
from trickcards.brandeln.sheet import BrandelnScoreSheet
from trickcards.cli import read_text_file
from trickcards.errors import ParseError, TrickcardsError
from trickcards.inputs import quote

__all__ = ["parse_sheet", "register"]


_MAX_DIGITS = 9
"""No count, target or value on a sheet needs more digits; int() refuses over 4300."""


def _number(text: str, what: str) -> int:
    digits = text.strip()
    # ASCII digits only: str.isdigit also accepts characters int() refuses, such as '²'.
    if not (digits.isascii() and digits.isdigit()) or len(digits.lstrip("0")) > _MAX_DIGITS:
        raise ParseError(f"{quote(text)} is not {what}")
    return int(digits)


def _table(args: argparse.Namespace) -> BrandelnTable:
    table = BRANDELN_CLASSIC if args.classic else BRANDELN
    if args.six is not None:
        table = table.with_value(BrandelnContract.SIX, _number(args.six, "a value for Six (R6)"))
    return table


def parse_sheet(text: str, table: BrandelnTable = BRANDELN, target: int | None = None) -> BrandelnScoreSheet:
    r"""Build a score sheet from the text of a sheet file (see the module docstring).

    ``target`` overrides a ``target`` line. Errors name the line: ``line 3: '5 Six 6' ...``.

    >>> parse_sheet("target 10\nfirst dealer 1\n0 Six 6\nlottery 3 2 2 0\n").totals
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
                value = _number(words[1], "a target score")
                BrandelnScoreSheet(value, first, table)  # refuses a bad target on its own line
                target = target if override is not None else value
                continue
            if sheet is None and head[:2] == ["first", "dealer"] and len(words) == 3:
                if seen_first:
                    raise ParseError("the first dealer is given twice: give one 'first dealer N' line")
                seen_first = True
                first = _number(words[2], "a first dealer: expected a player 0-3")
                BrandelnScoreSheet(1, first, table)  # refuses a bad dealer on its own line
                continue
            if sheet is None:
                if target is None:
                    raise ParseError("no target score: give a 'target T' line before the deals, or --target (R12)")
                sheet = BrandelnScoreSheet(target, first, table)
            if head[0] == "lottery" and len(words) == 5:
                sheet = sheet.record_lottery([_number(w, "a number of tricks: 0-7") for w in words[1:]])
            elif len(words) == 3:
                declarer = _number(words[0], "a declarer: expected a player 0-3")
                sheet = sheet.record(declarer, words[1], _number(words[2], "a number of tricks: 0-7"))
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


def _score(args: argparse.Namespace) -> int:
    table = _table(args)
    if args.contract.strip().lower() == "lottery":
        counts = [_number(t, "a number of tricks: 0-7") for t in args.tricks.replace(",", " ").split()]
        print(lottery_score(counts, table).explain())
    else:
        print(score(args.contract, _number(args.tricks, "a number of tricks: 0-7"), table).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    target = None if args.target is None else _number(args.target, "a target score")
    print(parse_sheet(text, _table(args), target).render())
    return 0


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--classic",
        action="store_true",
        help="the classic settlement: each opponent pays 3-8 (no All-without-trump; the lottery as in the seed)",
    )
    parser.add_argument(
        "--six", metavar="VALUE", help="R6: the value of Six (5 as the seed writes it; 4 may be the original)"
    )


def register(subparsers: Any) -> None:
    """Add ``brandeln score`` and ``brandeln sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("brandeln", help="Brandeln scoring and score sheets")
    sub = parser.add_subparsers(dest="brandeln_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one Brandeln contract, or a lottery")
    scorer.add_argument(
        "contract", help="the contract (Brandeln, Four, Five, Six, Null, Mord, All-without-trump) or 'lottery'"
    )
    scorer.add_argument("tricks", help="the declarer's tricks, 0-7; for a lottery the four players' tricks, '3,2,2,0'")
    _options(scorer)
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the score sheet of a file of deals")
    sheet.add_argument("file", help="'target 10', then one deal per line: '1 Six 6' or 'lottery 3 2 2 0'")
    sheet.add_argument("--target", help="the target score (R12), instead of a 'target' line")
    _options(sheet)
    sheet.set_defaults(handler=_sheet)
