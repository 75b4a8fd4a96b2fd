"""The ``trickcards three-handed`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards three-handed score CONTRACT TRICKS [--vulnerable] [--honours declarer:100]``
prints the deal's entries in each player's column; the contract ends with the
declarer's letter (``4SXA``, ``2NullB``).

``trickcards three-handed sheet FILE`` prints the three-column sheet of a file read by
:meth:`~trickcards.three_handed.ThreeHandedSheet.parse`::

    first dealer A          # optional
    4SA 10                  # contract with declarer, declarer's tricks
    pass                    # a deal thrown in
    3NullXB 4 honours defenders 100
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.bridge.honours_text import holder_honours as parse_honours
from trickcards.cli.sheets import Argument, add_score_sheet, outcome_line, parse_tricks, print_columns
from trickcards.three_handed.scoring import PLAYERS, contract_text, player_name, score
from trickcards.three_handed.sheet import ThreeHandedSheet

__all__ = ["add_three_handed", "parse_honours"]


def _score(args: argparse.Namespace) -> int:
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(args.contract, parse_tricks(args.tricks, 13), args.vulnerable, honours)
    return print_columns(
        outcome_line(contract_text(result.contract), result.declarer_tricks, result.made),
        ((player_name(p), result.entries[p], result.components(p)) for p in range(PLAYERS)),
    )


_OPTIONS: Final = (
    Argument("--vulnerable", "the declarer is vulnerable", {"action": "store_true"}),
    Argument("--honours", "honours held: declarer:100 (declarer or booby) or defenders:150"),
)


def add_three_handed(parser: argparse.ArgumentParser) -> None:
    """Add ``three-handed score`` and ``three-handed sheet`` to the ``trickcards three-handed`` parser."""
    add_score_sheet(
        parser,
        "three-handed",
        score=_score,
        score_help="score one deal into the three columns",
        contract_help="the contract ending with its declarer A, B or C, e.g. 4SXA or 2NullB",
        tricks_help="the tricks declarer won with the booby",
        score_options=_OPTIONS,
        parse_sheet=ThreeHandedSheet.parse,
        sheet_what="a three-handed sheet",
        sheet_help="print the three-column sheet of a file of deals",
        file_help="one deal per line: CONTRACT TRICKS [honours HOLDER POINTS], or 'pass'",
    )
