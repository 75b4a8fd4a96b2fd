"""The ``trickcards brandeln`` commands: ``score`` one contract or lottery, print a ``sheet`` from a file.

Sheet files are written as :mod:`trickcards.brandeln.sheet_text` describes.
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.brandeln.contracts import BrandelnContract
from trickcards.brandeln.scoring import BRANDELN, BRANDELN_CLASSIC, BrandelnTable, lottery_score, score
from trickcards.brandeln.sheet import BrandelnScoreSheet
from trickcards.brandeln.sheet_text import parse_count
from trickcards.cli import read_text_file
from trickcards.cli.sheets import Argument, Subcommand, add_subcommands

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


_TABLE_OPTIONS: Final = (
    Argument(
        "--classic",
        "the classic settlement: each opponent pays 3-8 (no All-without-trump; the lottery as in the seed)",
        {"action": "store_true"},
    ),
    Argument("--six", "R6: the value of Six (5 as the seed writes it; 4 may be the original)", {"metavar": "VALUE"}),
)
"""The options of the scoring table, taken by both commands."""

COMMANDS: Final = (
    Subcommand(
        "score",
        "score one Brandeln contract, or a lottery",
        (
            Argument(
                "contract", "the contract (Brandeln, Four, Five, Six, Null, Mord, All-without-trump) or 'lottery'"
            ),
            Argument("tricks", "the declarer's tricks, 0-7; for a lottery the four players' tricks, '3,2,2,0'"),
            *_TABLE_OPTIONS,
        ),
        _score,
    ),
    Subcommand(
        "sheet",
        "print the score sheet of a file of deals",
        (
            Argument("file", "'target 10', then one deal per line: '1 Six 6' or 'lottery 3 2 2 0'"),
            Argument("--target", "the target score (R12), instead of a 'target' line"),
            *_TABLE_OPTIONS,
        ),
        _sheet,
    ),
)
"""The ``trickcards brandeln`` commands."""


def add_brandeln(parser: argparse.ArgumentParser) -> None:
    """Add ``brandeln score`` and ``brandeln sheet`` to the ``trickcards brandeln`` parser."""
    add_subcommands(parser, "brandeln", COMMANDS)
