"""The ``trickcards partnership-blackout`` commands: ``score`` one deal, print a ``sheet`` from a file.

Deals and sheet files are written as :mod:`trickcards.partnership_blackout.sheet_text` describes.
"""

from __future__ import annotations

import argparse
from typing import Final

import attrs

from trickcards.cli import read_text_file
from trickcards.cli.sheets import Argument, Subcommand, add_subcommands
from trickcards.partnership_blackout.scoring import PARTNERSHIP_BLACKOUT, Extras, ScoringTable, score
from trickcards.partnership_blackout.sheet import DEFAULT_TARGET, PartnershipBlackoutScoreSheet
from trickcards.partnership_blackout.sheet_text import parse_count, parse_deal

__all__ = ["add_partnership_blackout"]


def _table(args: argparse.Namespace) -> ScoringTable:
    return attrs.evolve(
        PARTNERSHIP_BLACKOUT,
        extras=Extras.ALL_TAKEN if args.extras_all_taken else Extras.OVER_CONTRACT,
        number_failed=0 if args.failed_number_zero else PARTNERSHIP_BLACKOUT.number_failed,
    )


def _score(args: argparse.Namespace) -> int:
    ns, ew, tricks = parse_deal([args.ns, args.ew, *args.tricks])
    print(score(ns, ew, tricks, _table(args)).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    target = None if args.target is None else parse_count(args.target, "a target")
    print(PartnershipBlackoutScoreSheet.parse(text, _table(args), target).render())
    return 0


_TABLE_OPTIONS: Final = (
    Argument(
        "--extras-all-taken",
        "R4 alternative: a made number scores 10 + 1 per trick taken (default: per trick over)",
        {"action": "store_true"},
    ),
    Argument(
        "--failed-number-zero", "R5 alternative: a failed number scores 0 (default: -10)", {"action": "store_true"}
    ),
)
"""The options of the scoring table, taken by both commands."""

COMMANDS: Final = (
    Subcommand(
        "score",
        "score one deal for both teams, component by component",
        (
            Argument("ns", "North-South's contract: 1-12, Board or Nil with the seat (NilN)"),
            Argument("ew", "East-West's contract: 1-12, Board or Nil with the seat (NilE)"),
            Argument("tricks", "tricks by player (N E S W) or by team (NS EW)", {"nargs": "+"}),
            *_TABLE_OPTIONS,
        ),
        _score,
    ),
    Subcommand(
        "sheet",
        "print the game sheet of a file of deals",
        (
            Argument("file", "one deal per line: '5 NilW 3 7 3 0', 'Board 4 13 0' or 'points 95 60'"),
            Argument("--target", f"points to win (default {DEFAULT_TARGET}, or the file's 'target' line)"),
            *_TABLE_OPTIONS,
        ),
        _sheet,
    ),
)
"""The ``trickcards partnership-blackout`` commands."""


def add_partnership_blackout(parser: argparse.ArgumentParser) -> None:
    """Add ``partnership-blackout score`` and ``partnership-blackout sheet`` to the ``trickcards partnership-blackout`` parser."""
    add_subcommands(parser, "partnership-blackout", COMMANDS)
