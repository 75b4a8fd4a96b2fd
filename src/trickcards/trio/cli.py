"""The ``trickcards trio`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards trio score CONTRACT TRICKS [--vulnerable]`` prints the deal's
``rubber_modern`` entry for N–S or East (with West), component by component; the
contract ends with its declarer N, E or S (``4HS``, ``3NTXE``). ``trickcards trio
sheet FILE`` prints the rubbers of a file read by :meth:`~trickcards.trio.TrioSheet.parse`
(one deal per line, ``4HS 10`` or ``pass``), each with its settlement per person.
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards.cli import read_text_file
from trickcards.inputs import parse_integer
from trickcards.seats import Seat
from trickcards.trio.scoring import parse_contract, score
from trickcards.trio.sheet import TrioSheet

__all__ = ["register"]

_SIDES = {True: "N-S", False: "E+W"}


def _score(args: argparse.Namespace) -> int:
    tricks = parse_integer(args.tricks, "a number of tricks", low=0, high=13)
    contract = parse_contract(args.contract)
    result = score(contract, tricks, args.vulnerable)
    declarers = contract.declarer in (Seat.NORTH, Seat.SOUTH)
    print(f"{contract}, declarer's side's tricks {tricks}: {'made' if result.made else 'defeated'}")
    print(f"{_SIDES[declarers]}: below {result.below}, above {result.above}")
    print(f"{_SIDES[not declarers]}: above {result.defenders_above}")
    for name, points in result.components():
        print(f"  {name}: {points}")
    return 0


def _sheet(args: argparse.Namespace) -> int:
    print(TrioSheet.parse(read_text_file(args.file, "a Trio score sheet")).render())
    return 0


def register(subparsers: Any) -> None:
    """Add ``trio score`` and ``trio sheet`` to the ``trickcards`` command."""
    parser = subparsers.add_parser("trio", help="Trio (N-S against East with the dummy West): scores and sheets")
    sub = parser.add_subparsers(dest="trio_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal (rubber_modern, N-S against E+W)")
    scorer.add_argument("contract", help="the contract ending with its declarer N, E or S, e.g. 4HS or 3NTXE")
    scorer.add_argument("tricks", help="the tricks declarer's side won")
    scorer.add_argument("--vulnerable", action="store_true", help="declarer's side is vulnerable")
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the rubbers of a file of deals, settled per person")
    sheet.add_argument("file", help="one deal per line: CONTRACT TRICKS (4HS 10), 'pass' or 'finish'")
    sheet.set_defaults(handler=_sheet)
