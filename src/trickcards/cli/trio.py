"""The ``trickcards trio`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards trio score CONTRACT TRICKS [--vulnerable]`` prints the deal's
``rubber_modern`` entry for N–S or East (with West), component by component; the
contract ends with its declarer N, E or S (``4HS``, ``3NTXE``). ``trickcards trio
sheet FILE`` prints the rubbers of a file read by :meth:`~trickcards.trio.TrioSheet.parse`
(one deal per line, ``4HS 10`` or ``pass``), each with its settlement per person.
"""

from __future__ import annotations

import argparse
from typing import Final

from trickcards.cli.sheets import Argument, add_score_sheet, outcome_line, print_pair
from trickcards.core.inputs import parse_integer
from trickcards.core.seats import Seat
from trickcards.trio.scoring import parse_contract, score
from trickcards.trio.sheet import TrioSheet

__all__ = ["add_trio"]

_SIDES = {True: "N-S", False: "E+W"}


def _score(args: argparse.Namespace) -> int:
    tricks = parse_integer(args.tricks, "a number of tricks", low=0, high=13)
    contract = parse_contract(args.contract)
    result = score(contract, tricks, args.vulnerable)
    declarers = contract.declarer in (Seat.NORTH, Seat.SOUTH)
    return print_pair(
        outcome_line(contract, tricks, result.made, "declarer's side's"),
        (_SIDES[declarers], _SIDES[not declarers]),
        (result.below, result.above, result.defenders_above),
        result.components(),
    )


_OPTIONS: Final = (Argument("--vulnerable", "declarer's side is vulnerable", {"action": "store_true"}),)


def add_trio(parser: argparse.ArgumentParser) -> None:
    """Add ``trio score`` and ``trio sheet`` to the ``trickcards trio`` parser."""
    add_score_sheet(
        parser,
        "trio",
        score=_score,
        score_help="score one deal (rubber_modern, N-S against E+W)",
        contract_help="the contract ending with its declarer N, E or S, e.g. 4HS or 3NTXE",
        tricks_help="the tricks declarer's side won",
        score_options=_OPTIONS,
        parse_sheet=TrioSheet.parse,
        sheet_what="a Trio score sheet",
        sheet_help="print the rubbers of a file of deals, settled per person",
        file_help="one deal per line: CONTRACT TRICKS (4HS 10), 'pass' or 'finish'",
    )
