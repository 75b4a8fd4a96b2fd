"""The ``trickcards blackout`` commands: ``score`` one bid, print a ``sheet`` from a file of deals.

``trickcards blackout score BID WON [--preset hoyle|seed5|seed10] [--method 1|2]``
prints one player's score with its components. Sheet files are written as
:mod:`trickcards.blackout.sheet_text` describes; the command's options override the
file's settings.
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.blackout.scoring import PRESETS, score_bid, scoring_table
from trickcards.blackout.sheet_text import parse_count, parse_settlement, read_sheet
from trickcards.cli import read_text_file
from trickcards.cli.sheets import Argument, Subcommand, add_subcommands

__all__ = ["add_blackout"]


def _score(args: argparse.Namespace) -> int:
    table = scoring_table(args.preset, int(args.method))
    bid, won = parse_count(args.bid, "a bid"), parse_count(args.won)
    print(score_bid(bid, won, table).explain())
    return 0


def _sheet(args: argparse.Namespace) -> int:
    text = read_text_file(args.file)
    method = None if args.method is None else int(args.method)
    settlement = None if args.settle is None else parse_settlement(args.settle)
    parsed = read_sheet(text, args.preset, method, settlement)
    print(parsed.sheet.render(parsed.settlement))
    return 0


_PRESETS: Final = tuple(sorted(PRESETS))
_METHODS: Final = ("1", "2")

COMMANDS: Final = (
    Subcommand(
        "score",
        "score one player's bid, component by component",
        (
            Argument("bid", "the tricks bid"),
            Argument("won", "the tricks won"),
            Argument("--preset", "points per trick (default hoyle)", {"choices": _PRESETS, "default": "hoyle"}),
            Argument("--method", "missed bids: 1 scores 0, 2 loses p a trick", {"choices": _METHODS, "default": "1"}),
        ),
        _score,
    ),
    Subcommand(
        "sheet",
        "print the game sheet of a file of deals",
        (
            Argument("file", "one deal per line: the bids, '/', the tricks, e.g. '1 0 0 1 / 0 0 1 0'"),
            Argument("--preset", "points per trick (default: the file's, else hoyle)", {"choices": _PRESETS}),
            Argument("--method", "missed bids (default: the file's, else 1)", {"choices": _METHODS}),
            Argument("--settle", "how to settle (default pairwise)", {"choices": ("pairwise", "winner-takes")}),
        ),
        _sheet,
    ),
)
"""The ``trickcards blackout`` commands."""


def add_blackout(parser: argparse.ArgumentParser) -> None:
    """Add ``blackout score`` and ``blackout sheet`` to the ``trickcards blackout`` parser."""
    add_subcommands(parser, "blackout", COMMANDS)
