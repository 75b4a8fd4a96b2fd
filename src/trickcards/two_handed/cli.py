"""The ``trickcards two-handed`` commands: ``score`` one deal, print a ``sheet`` from a file.

``trickcards two-handed score CONTRACT TRICKS [--vulnerable] [--honours A:100]`` prints
the deal's ``rubber_modern`` entry, component by component; the contract ends with the
declarer's letter (``4SA``, ``3NTXB``), the honours name the player who scores them.
``trickcards two-handed sheet FILE`` prints the rubber pad of a file read by
:meth:`~trickcards.two_handed.TwoPlayerSheet.parse` (one deal per line, ``4SA 10``,
``4SA 10 A:100`` or ``pass``).
"""

from __future__ import annotations

import argparse
from typing import Any

from trickcards.bridge.scoring import score
from trickcards.bridge.tables import RUBBER_MODERN
from trickcards.cli import read_text_file
from trickcards.errors import ParseError
from trickcards.inputs import quote
from trickcards.two_handed.sheet import TwoPlayerSheet, contract_text, parse_contract, parse_honours

__all__ = ["register", "register_two_player"]


def _score(args: argparse.Namespace) -> int:
    tricks = args.tricks
    if not (tricks.isascii() and tricks.isdigit() and len(tricks) <= 2):
        raise ParseError(f"{quote(tricks)} is not a number of tricks: expected 0-13")
    contract = parse_contract(args.contract)
    honours = None if args.honours is None else parse_honours(args.honours)
    result = score(contract, int(tricks), args.vulnerable, RUBBER_MODERN, honours)
    declarer, other = ("A", "B") if contract_text(contract).endswith("A") else ("B", "A")
    print(f"{contract_text(contract)}, declarer's tricks {tricks}: {'made' if result.made else 'defeated'}")
    print(f"{declarer}: below {result.below}, above {result.above}")
    print(f"{other}: above {result.defenders_above}")
    for name, points in result.components():
        print(f"  {name}: {points}")
    return 0


def _sheet(args: argparse.Namespace) -> int:
    print(TwoPlayerSheet.parse(read_text_file(args.file, "a two-player rubber sheet")).render())
    return 0


def register(subparsers: Any) -> None:
    """Add ``two-handed score`` and ``two-handed sheet`` to the ``trickcards`` command."""
    register_two_player(subparsers, "two-handed", "two-handed bridge with dummies: scores and sheets")


def register_two_player(subparsers: Any, name: str, summary: str) -> None:
    """Add ``NAME score`` and ``NAME sheet`` for a two-player rubber game (two-handed bridge, two-player Null)."""
    parser = subparsers.add_parser(name, help=summary)
    sub = parser.add_subparsers(dest=f"{name.replace('-', '_')}_command", required=True, metavar="COMMAND")
    scorer = sub.add_parser("score", help="score one deal (rubber_modern; Null as bridge variants §0)")
    scorer.add_argument("contract", help="the contract ending with its declarer A or B, e.g. 4SA or 3NTXB")
    scorer.add_argument("tricks", help="the tricks declarer won (with his dummy, if he has one)")
    scorer.add_argument("--vulnerable", action="store_true", help="the declarer is vulnerable")
    scorer.add_argument(
        "--honours", help="the honours of the deal: the player who scores them and the points, e.g. A:100"
    )
    scorer.set_defaults(handler=_score)
    sheet = sub.add_parser("sheet", help="print the rubber pad of a file of deals")
    sheet.add_argument("file", help="one deal per line: CONTRACT TRICKS [HONOURS] (4SA 10, 4SA 10 A:100), or 'pass'")
    sheet.set_defaults(handler=_sheet)
