"""The ``trickcards brandeln`` commands: ``score`` one contract or lottery, print a ``sheet`` from a file.

Sheet files are written as :mod:`trickcards.brandeln.sheet_text` describes.
"""

from __future__ import annotations

import argparse

from trickcards.brandeln.contracts import BrandelnContract
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC, BrandelnTable, lottery_score, score
from trickcards.brandeln.sheet import BrandelnScoreSheet
from trickcards.brandeln.sheet_text import parse_count
from trickcards.cli import read_text_file

__all__ = ["add_brandeln"]


def _table(args: argparse.Namespace) -> BrandelnTable:
    table = BRANDELN_CLASSIC if args.classic else BRANDELN
    if args.six is not None:
        table = table.with_value(BrandelnContract.SIX, parse_count(args.six, "a value for Six (R6)"))
    return table


def _score(args: argparse.Namespace) -> int:
    table = _table(args)
    if args.contract.strip().lower() == "lottery":
        counts = [parse_count(t, "a number of tricks: 0-7") for t in args.tricks.replace(",", " ").split()]
        print(lottery_score(counts, table).explain())
    else:
        print(score(args.contract, parse_count(args.tricks, "a number of tricks: 0-7"), table).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    target = None if args.target is None else parse_count(args.target, "a target score")
    print(BrandelnScoreSheet.parse(text, _table(args), target).render())
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


def add_brandeln(parser: argparse.ArgumentParser) -> None:
    """Add ``brandeln score`` and ``brandeln sheet`` to the ``trickcards brandeln`` parser."""
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
