"""The ``trickcards cut-throat`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards cut-throat score CONTRACT TRICKS --dummy S --accepted`` prints the deal's
entries in each player's column; the contract ends with the declarer's seat
(``4SXN``). ``--refused`` for a dummy who refused, ``--vulnerable`` and
``--dummy-vulnerable`` for the vulnerabilities, ``--part-score`` for declarer's
trick points toward the current game, ``--honours E:100`` and ``--penalty W`` for an
opener who lacked the requirement.

``trickcards cut-throat sheet FILE`` prints the four-column sheet of a file read by
:meth:`~trickcards.cutthroat.CutthroatSheet.parse`::

    first dealer N                      # optional
    4SN 10 S accepted                   # contract with declarer, tricks, dummy, answer
    3NTXE 7 W refused honours N 150 penalty E
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.bridge.honours_text import seat_honours as parse_honours
from trickcards.cli.sheets import Argument, OneOf, add_score_sheet, outcome_line, print_columns
from trickcards.core import inputs
from trickcards.core.seats import Seat
from trickcards.cutthroat.scoring import score
from trickcards.cutthroat.sheet import CutthroatSheet

__all__ = ["add_cut_throat", "parse_honours"]


def _score(args: argparse.Namespace) -> int:
    tricks = inputs.parse_integer(args.tricks, "a number of tricks", low=0, high=13)
    part = inputs.parse_integer(args.part_score, "a part-score", low=0, high=99)
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(
        args.contract,
        tricks,
        args.vulnerable,
        dummy=args.dummy,
        accepted=args.accepted,
        dummy_vulnerable=args.dummy_vulnerable,
        part_score=part,
        honours=honours,
        penalised=args.penalty,
    )
    answer = "accepted" if result.accepted else "refused"
    return print_columns(
        f"{outcome_line(result.contract, result.declarer_tricks, result.made)}; dummy {result.dummy} {answer}",
        ((str(p), result.entries[p], result.components(p)) for p in Seat),
    )


_OPTIONS: Final = (
    Argument("--dummy", "the partner declarer named: N, E, S or W", {"required": True}),
    OneOf(
        (
            Argument("--accepted", "the partner accepted", {"action": "store_true"}),
            Argument("--refused", "the partner refused", {"action": "store_false", "dest": "accepted"}),
        ),
        required=True,
    ),
    Argument("--vulnerable", "the declarer is vulnerable", {"action": "store_true"}),
    Argument("--dummy-vulnerable", "the dummy is vulnerable", {"action": "store_true"}),
    Argument("--part-score", "declarer's trick points toward the current game", {"default": "0"}),
    Argument("--honours", "honours held: the holder's seat and 100 or 150, as in E:100"),
    Argument("--penalty", "the opener who had neither 13 points nor 3 quick tricks"),
)


def add_cut_throat(parser: argparse.ArgumentParser) -> None:
    """Add ``cut-throat score`` and ``cut-throat sheet`` to the ``trickcards cut-throat`` parser."""
    add_score_sheet(
        parser,
        "cut-throat",
        score=_score,
        score_help="score one deal into the four columns",
        contract_help="the contract ending with its declarer's seat, e.g. 4SXN",
        tricks_help="the tricks declarer won",
        score_options=_OPTIONS,
        parse_sheet=CutthroatSheet.parse,
        sheet_what="a cut-throat sheet",
        sheet_help="print the four-column sheet of a file of deals",
        file_help="one deal per line: CONTRACT TRICKS DUMMY accepted|refused [honours H P] [penalty O]",
    )
