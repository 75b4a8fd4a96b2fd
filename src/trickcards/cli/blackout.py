"""The ``trickcards blackout`` commands: ``score`` one bid, print a ``sheet`` from a file of deals.

``trickcards blackout score BID WON [--preset hoyle|seed5|seed10] [--method 1|2]``
prints one player's score with its components. Sheet files are written as
:mod:`trickcards.blackout.sheet_text` describes; the command's options override the
file's settings.
"""

from __future__ import annotations

import argparse

from trickcards.blackout.scoring import PRESETS, score_bid, scoring_table
from trickcards.blackout.sheet_text import parse_count, parse_settlement, read_sheet
from trickcards.cli import read_text_file

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


def add_blackout(parser: argparse.ArgumentParser) -> None:
    """Add ``blackout score`` and ``blackout sheet`` to the ``trickcards blackout`` parser."""
    sub = parser.add_subparsers(dest="blackout_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one player's bid, component by component")
    scorer.add_argument("bid", help="the tricks bid")
    scorer.add_argument("won", help="the tricks won")
    scorer.add_argument("--preset", choices=sorted(PRESETS), default="hoyle", help="points per trick (default hoyle)")
    scorer.add_argument("--method", choices=("1", "2"), default="1", help="missed bids: 1 scores 0, 2 loses p a trick")
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the game sheet of a file of deals")
    sheet.add_argument("file", help="one deal per line: the bids, '/', the tricks, e.g. '1 0 0 1 / 0 0 1 0'")
    sheet.add_argument("--preset", choices=sorted(PRESETS), help="points per trick (default: the file's, else hoyle)")
    sheet.add_argument("--method", choices=("1", "2"), help="missed bids (default: the file's, else 1)")
    sheet.add_argument("--settle", choices=("pairwise", "winner-takes"), help="how to settle (default pairwise)")
    sheet.set_defaults(handler=_sheet)
