"""The ``trickcards bridgette`` commands: ``score`` one contract, print a ``sheet`` from a file.

The sheet file is read by :meth:`BridgetteScoreSheet.parse
<trickcards.bridgette.BridgetteScoreSheet.parse>`, which describes it.
"""

from __future__ import annotations

import argparse

import attrs

from trickcards.bridgette.scoring import BRIDGETTE, BridgetteTable, score
from trickcards.bridgette.sheet import BridgetteScoreSheet
from trickcards.cli import read_text_file
from trickcards.cli.pictures import add_svg_option, write_pictures
from trickcards.inputs import parse_integer

__all__ = ["add_bridgette"]


def _table(args: argparse.Namespace) -> BridgetteTable:
    return attrs.evolve(
        BRIDGETTE,
        value_by_tricks=args.value_by_tricks,
        three_over=not args.no_three_over,
        multiply_double_bonus=not args.bonus_after_multiplier,
    )


def _score(args: argparse.Namespace) -> int:
    print(score(args.contract, parse_integer(args.tricks, "a number of tricks", low=0), _table(args)).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    sheet = BridgetteScoreSheet.parse(text, _table(args))
    print(sheet.render())
    write_pictures(args, sheet)
    return 0


def _options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--value-by-tricks", action="store_true", help="R10-B: value the contract by the tricks taken, not the bid"
    )
    parser.add_argument("--no-three-over", action="store_true", help="R11 off: no 350 bonus for exactly three over")
    parser.add_argument(
        "--bonus-after-multiplier", action="store_true", help="R12-B: add the 400/1000 bonus after multiplying"
    )


def add_bridgette(parser: argparse.ArgumentParser) -> None:
    """Add ``bridgette score`` and ``bridgette sheet`` to the ``trickcards bridgette`` parser."""
    sub = parser.add_subparsers(dest="bridgette_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one Bridgette deal, component by component")
    scorer.add_argument("contract", help="the contract, e.g. 3NTX, 0NT, 4SXX")
    scorer.add_argument("tricks", help="tricks taken by the declarer, 0-13")
    _options(scorer)
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the score sheet of a file of deals")
    sheet.add_argument("file", help="one deal per line: 'A 3NTX 9' or 'cancelled'")
    _options(sheet)
    add_svg_option(sheet)
    sheet.set_defaults(handler=_sheet)
