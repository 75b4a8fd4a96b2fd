"""The ``trickcards bridgette`` commands: ``score`` one contract, print a ``sheet`` from a file.

The sheet file is read by :meth:`BridgetteScoreSheet.parse
<trickcards.bridgette.BridgetteScoreSheet.parse>`, which describes it.
"""

from __future__ import annotations

import argparse
from typing import Final

import attrs

from trickcards.bridgette.scoring import BRIDGETTE, BridgetteTable, score
from trickcards.bridgette.sheet import BridgetteScoreSheet
from trickcards.cli import read_text_file
from trickcards.cli.pictures import write_pictures
from trickcards.cli.sheets import Argument, Subcommand, add_subcommands, picture_options
from trickcards.core.inputs import parse_integer

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


_TABLE_OPTIONS: Final = (
    Argument(
        "--value-by-tricks",
        "R10-B: value the contract by the tricks taken, not the bid",
        {"action": "store_true"},
    ),
    Argument("--no-three-over", "R11 off: no 350 bonus for exactly three over", {"action": "store_true"}),
    Argument("--bonus-after-multiplier", "R12-B: add the 400/1000 bonus after multiplying", {"action": "store_true"}),
)
"""The options of the scoring table, taken by both commands."""

COMMANDS: Final = (
    Subcommand(
        "score",
        "score one Bridgette deal, component by component",
        (
            Argument("contract", "the contract, e.g. 3NTX, 0NT, 4SXX"),
            Argument("tricks", "tricks taken by the declarer, 0-13"),
            *_TABLE_OPTIONS,
        ),
        _score,
    ),
    Subcommand(
        "sheet",
        "print the score sheet of a file of deals",
        (
            Argument("file", "one deal per line: 'A 3NTX 9' or 'cancelled'"),
            *_TABLE_OPTIONS,
            *picture_options(),
        ),
        _sheet,
    ),
)
"""The ``trickcards bridgette`` commands."""


def add_bridgette(parser: argparse.ArgumentParser) -> None:
    """Add ``bridgette score`` and ``bridgette sheet`` to the ``trickcards bridgette`` parser."""
    add_subcommands(parser, "bridgette", COMMANDS)
